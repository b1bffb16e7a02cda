/**
 * The physical tiles: their order, the set they come from, the wall left once a position's tiles are
 * taken out, and the one shuffle every deal uses.
 *
 * The engine works on counts; a physical tile (types.ts's Tile: a kind and whether it is the red
 * five) is for where a copy matters: the hand bar, a wall being dealt, a drill's discards. The set
 * is four copies of each kind, one of the fives of each number suit red (the common table's set:
 * 136 tiles, 108 with three players, who have no 2m-8m), listed kind by kind with the red five first,
 * which is also the canonical order of a hand's tiles. The wall of a position is that set less every
 * tile the position shows (hand, melds, seen tiles, indicators, north set aside); it is built from
 * copies left per kind and whether each suit's red five is still among them, so a plain five is
 * left only while more than the red one is.
 *
 * The shuffle is Fisher-Yates from the last place down, each place's partner drawn by randomBelow
 * (exact, no modulo bias): the drill's wall and the points quiz's deal have been this shuffle of
 * this set since their seeds first went into addresses, so the same seed keeps the same wall.
 */
import { copiesLeft, tableRed } from './position.ts';
import { randomBelow, type Random } from './random.ts';
import { FIVES, KINDS, suitOf } from './tiles.ts';
import type { Counts, Hand, Meld, Position, Tile } from '../types.ts';

/** Whether a tile is a red five (a `red` flag on any other kind means nothing). */
export function isRedFive(tile: Tile): boolean {
  return tile.red && FIVES.includes(tile.kind);
}

/** Whether two tiles are the same physical tile: one kind, both the red five or neither. */
export function sameTile(a: Tile, b: Tile): boolean {
  return a.kind === b.kind && isRedFive(a) === isRedFive(b);
}

/** Canonical order: by kind, a red five just before the plain fives of its suit. */
export function compareTiles(a: Tile, b: Tile): number {
  return a.kind - b.kind || Number(isRedFive(b)) - Number(isRedFive(a));
}

/** `counts[kind]` copies of each kind as physical tiles, in canonical order; `red[suit]` > 0: that suit's red five is one of them. */
function tilesOfCounts(counts: ArrayLike<number>, red: ArrayLike<number>): Tile[] {
  const tiles: Tile[] = [];
  for (let kind = 0; kind < KINDS; kind++) {
    let n = counts[kind];
    if (n > 0 && FIVES.includes(kind) && red[suitOf(kind)] > 0) {
      tiles.push({ kind, red: true });
      n--;
    }
    for (let i = 0; i < n; i++) tiles.push({ kind, red: false });
  }
  return tiles;
}

/** Every tile of the set, in canonical order: 136, or 108 with three players (no 2m-8m). */
export function tileSet(players: 3 | 4 = 4): Tile[] {
  const counts = new Uint8Array(KINDS).fill(4);
  if (players === 3) counts.fill(0, 1, 8);
  return tilesOfCounts(counts, [1, 1, 1]);
}

/** What a position leaves of the set: copies of each kind nobody has shown, and per suit whether the red five is among them. */
export interface TilesLeft {
  /** Copies of each kind (copiesLeft): 0 for 2m-8m with three players. */
  left: Counts;
  /** Per suit [m, p, s]: the red five is still unseen (neither the hand nor the table holds it). */
  redLeft: readonly boolean[];
}

/** Red fives per suit [m, p, s] the hand holds, concealed or in its melds. */
function handRed(hand: Hand): Uint8Array {
  const red = new Uint8Array(hand.red);
  for (const meld of hand.melds) if (meld.red > 0) red[suitOf(meld.tiles[0])] += meld.red;
  return red;
}

/** What `position` leaves of the set. */
export function tilesLeft(position: Position): TilesLeft {
  const left = copiesLeft(position);
  const held = handRed(position.hand);
  const shown = tableRed(position.table);
  const redLeft = FIVES.map((five, suit) => held[suit] === 0 && shown[suit] === 0 && left[five] > 0);
  return { left, redLeft };
}

/** Copies of this physical tile left: the red five 0 or 1, a plain five its kind's count less the red one. */
export function copiesOf(left: TilesLeft, tile: Tile): number {
  if (!FIVES.includes(tile.kind)) return left.left[tile.kind];
  const red = left.redLeft[suitOf(tile.kind)] ? 1 : 0;
  return isRedFive(tile) ? red : left.left[tile.kind] - red;
}

/** Every physical tile `position` does not show, in canonical order: the wall a draw comes from. */
export function wallOf(position: Position): Tile[] {
  const { left, redLeft } = tilesLeft(position);
  return tilesOfCounts(left, redLeft.map(Number));
}

/** The items in a random order (Fisher-Yates, last place first); the argument is not changed. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** The concealed tiles of a hand, in the order written. */
export function tilesOf(hand: Hand): Tile[] {
  return hand.order.map((kind, i) => ({ kind, red: hand.orderRed[i] ?? false }));
}

/** Counts of a tile list, and its red fives per suit. */
export function countTiles(tiles: readonly Tile[]): { counts: Counts; red: Uint8Array } {
  const counts = new Uint8Array(KINDS);
  const red = new Uint8Array(3);
  for (const t of tiles) {
    counts[t.kind]++;
    if (isRedFive(t)) red[suitOf(t.kind)]++;
  }
  return { counts, red };
}

/** The hand of these concealed tiles (in this order) and melds. */
export function handOf(tiles: readonly Tile[], melds: readonly Meld[] = []): Hand {
  const { counts, red } = countTiles(tiles);
  return { tiles: counts, red, melds: [...melds], order: tiles.map((t) => t.kind), orderRed: tiles.map(isRedFive) };
}
