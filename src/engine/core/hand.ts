/**
 * Facts about a parsed hand that every analysis needs: its tile count, how many melds it has shown
 * or implied, and the counts of all its tiles (concealed + melds), which the four-copies rule and
 * remaining counts use.
 */
import { KINDS } from './tiles.ts';
import type { Counts, Hand } from '../types.ts';

/** Number of concealed tiles. */
export function concealedCount(hand: Hand): number {
  let n = 0;
  for (let k = 0; k < KINDS; k++) n += hand.tiles[k];
  return n;
}

/** Tiles in the hand, a meld (even a kan) counting 3. */
export function tileCount(hand: Hand): number {
  return concealedCount(hand) + 3 * hand.melds.length;
}

/**
 * Melds the concealed tiles must still form toward a complete hand: floor(concealed / 3).
 * (14 or 13 concealed tiles: 4; 11 or 10: 3; ...) Melds shown or implied make up the rest.
 */
export function setsToForm(hand: Hand): number {
  return Math.floor(concealedCount(hand) / 3);
}

/** Counts of every tile of the hand: concealed tiles plus meld tiles (a kan gives 4). */
export function handCounts(hand: Hand): Counts {
  const counts = new Uint8Array(hand.tiles);
  for (const meld of hand.melds) for (const k of meld.tiles) counts[k]++;
  return counts;
}

/** Copies of each kind the hand's own melds take: a concealed wait on such a kind has fewer copies. */
export function meldCounts(hand: Hand): Counts {
  const counts = new Uint8Array(KINDS);
  for (const meld of hand.melds) for (const k of meld.tiles) counts[k]++;
  return counts;
}

/** True when the hand has neither shown nor implied melds (chiitoitsu and kokushi can apply). */
export function isClosedFull(hand: Hand): boolean {
  const n = concealedCount(hand);
  return hand.melds.length === 0 && (n === 13 || n === 14);
}

/** A hand from concealed counts alone (tests, benchmarks, the CLI's index input). */
export function handFromCounts(counts: ArrayLike<number>): Hand {
  const tiles = new Uint8Array(KINDS);
  const order: number[] = [];
  for (let k = 0; k < KINDS; k++) {
    tiles[k] = counts[k];
    for (let i = 0; i < counts[k]; i++) order.push(k);
  }
  return { tiles, red: new Uint8Array(3), melds: [], order, orderRed: order.map(() => false) };
}
