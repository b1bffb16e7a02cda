/**
 * Your hand through your own moves of the game log (game.ts): a draw joins it as its draw, a discard
 * leaves it for your river, a call takes the tiles it shows out of it into a meld with the called tile,
 * a kan on your turn makes a closed kan of four concealed copies or adds the fourth to your pon. Each
 * has its inverse, so Undo puts the hand back as it was: handBeforeMove(handAfterMove(h, m), m) reads as h.
 *
 * The tiles are not checked against the wall here: the called tile comes from a river the same move
 * changes, and the page reads the new hand against the new table, which judges both together.
 */
import { NORTH } from '../core/position.ts';
import { compareTiles, handOf, isRedFive, sameTile, tilesOf } from '../core/tile-set.ts';
import type { Hand, Meld, Tile } from '../types.ts';
import type { TableTap } from './game.ts';

function withTiles(tiles: Tile[], melds: readonly Meld[], drawn: Tile | null = null): Hand {
  const sorted = [...tiles].sort(compareTiles);
  const hand = handOf(drawn ? [...sorted, drawn] : sorted, melds);
  if (drawn) hand.drawn = true;
  return hand;
}

/** `tiles` without one copy of each of `gone` (exact copies); null when one is missing. */
function without(tiles: readonly Tile[], gone: readonly Tile[]): Tile[] | null {
  const left = [...tiles];
  for (const g of gone) {
    const at = left.findIndex((t) => sameTile(t, g));
    if (at < 0) return null;
    left.splice(at, 1);
  }
  return left;
}

/** The index of the last meld that `match` accepts, or -1. */
function lastMeld(melds: readonly Meld[], match: (m: Meld) => boolean): number {
  for (let i = melds.length - 1; i >= 0; i--) if (match(melds[i])) return i;
  return -1;
}

function meldOf(kind: Meld['kind'], tiles: readonly Tile[]): Meld {
  return { kind, tiles: tiles.map((t) => t.kind).sort((a, b) => a - b), red: tiles.filter(isRedFive).length };
}

const fourOf = (hand: Hand, kind: number): Tile[] => tilesOf(hand).filter((t) => t.kind === kind);

/**
 * Your hand after one of your moves: a draw (`tile` while the cursor waits for your draw), your discard,
 * your call of `called`, your kan. Null when the hand cannot make it (a tile it does not hold).
 */
export function handAfterMove(hand: Hand, move: TableTap, called: Tile | null): Hand | null {
  const tiles = tilesOf(hand);
  switch (move.move) {
    case 'tile':
      return withTiles(tiles, hand.melds, move.tile);
    case 'discard': {
      const left = without(tiles, [move.tile]);
      return left && withTiles(left, hand.melds);
    }
    case 'call': {
      const left = without(tiles, move.tiles);
      if (!left || !called) return null;
      return withTiles(left, [...hand.melds, meldOf(move.call, [...move.tiles, called])]);
    }
    case 'self-kan': {
      const kind = move.tile.kind;
      const pon = hand.melds.findIndex((m) => m.kind === 'pon' && m.tiles[0] === kind);
      if (pon >= 0) {
        const left = without(tiles, [move.tile]);
        if (!left) return null;
        const melds = hand.melds.map((m, i) =>
          i === pon ? { kind: 'kan' as const, tiles: [kind, kind, kind, kind], red: m.red + (isRedFive(move.tile) ? 1 : 0) } : m,
        );
        return withTiles(left, melds);
      }
      const four = fourOf(hand, kind);
      if (four.length !== 4) return null;
      return withTiles(without(tiles, four)!, [...hand.melds, meldOf('ankan', four)]);
    }
    case 'nuki': {
      // A north set aside leaves the hand (the position counts it with its north tiles).
      const left = without(tiles, [{ kind: NORTH, red: false }]);
      return left && withTiles(left, hand.melds);
    }
    default:
      return hand;
  }
}

/** Your hand before one of your moves, from the hand after it: the inverse of handAfterMove. */
export function handBeforeMove(hand: Hand, move: TableTap): Hand | null {
  const tiles = tilesOf(hand);
  switch (move.move) {
    case 'tile': {
      const left = without(tiles, [move.tile]);
      return left && withTiles(left, hand.melds);
    }
    case 'discard':
      return withTiles(tiles, hand.melds, move.tile);
    case 'call': {
      const at = lastMeld(
        hand.melds,
        (m) => m.kind === move.call && m.tiles.length === move.tiles.length + 1 && move.tiles.every((t) => m.tiles.includes(t.kind)),
      );
      if (at < 0) return null;
      return withTiles(
        [...tiles, ...move.tiles],
        hand.melds.filter((_, i) => i !== at),
      );
    }
    case 'self-kan': {
      const kind = move.tile.kind;
      const at = lastMeld(hand.melds, (m) => (m.kind === 'kan' || m.kind === 'ankan') && m.tiles[0] === kind);
      if (at < 0) return null;
      const meld = hand.melds[at];
      if (meld.kind === 'kan') {
        const pon: Meld = { kind: 'pon', tiles: [kind, kind, kind], red: meld.red - (isRedFive(move.tile) ? 1 : 0) };
        return withTiles(
          [...tiles, move.tile],
          hand.melds.map((m, i) => (i === at ? pon : m)),
        );
      }
      const four: Tile[] = [kind, kind, kind, kind].map((k, i) => ({ kind: k, red: i < meld.red }));
      return withTiles(
        [...tiles, ...four],
        hand.melds.filter((_, i) => i !== at),
      );
    }
    case 'nuki':
      return withTiles([...tiles, { kind: NORTH, red: false }], hand.melds);
    default:
      return hand;
  }
}
