/**
 * Tenhou's JSON tile codes (docs/game-logs.md#tile-codes): 11-19 man, 21-29 pin, 31-39 sou, 41-47 the
 * honors, 51-53 the red fives; 60 in a seat's gives the tile just drawn.
 */
import type { Tile } from '../../types.ts';

/** What a log's codes mean: whether 51-53 are tiles, and whether 2m-8m are (not with three players). */
export interface Reading {
  red: boolean;
  players: 3 | 4;
}

/** The code of a discard of the tile just drawn (tsumogiri). */
export const TSUMOGIRI = 60;

/** A tile code: 11-19 man, 21-29 pin, 31-39 sou, 41-47 East South West North White Green Red, 51-53 red fives. */
export function tileOfCode(code: unknown, red: boolean, players: 3 | 4): Tile | null {
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const suit = Math.floor(code / 10) - 1;
  const rank = code % 10;
  let tile: Tile | null = null;
  if (suit >= 0 && suit <= 2 && rank >= 1) tile = { kind: suit * 9 + rank - 1, red: false };
  else if (suit === 3 && rank >= 1 && rank <= 7) tile = { kind: 26 + rank, red: false };
  else if (suit === 4 && rank >= 1 && rank <= 3 && red) tile = { kind: (rank - 1) * 9 + 4, red: true };
  // Three players have no 2m-8m (and so no red five of man).
  if (tile && players === 3 && tile.kind >= 1 && tile.kind <= 7) return null;
  return tile;
}

/** A tile's code (tileOfCode's inverse). */
export function codeOfTile(tile: Tile): number {
  if (tile.kind >= 27) return 40 + tile.kind - 26;
  const suit = Math.floor(tile.kind / 9);
  return tile.red ? 51 + suit : (suit + 1) * 10 + (tile.kind % 9) + 1;
}

export const sameTile = (a: Tile, b: Tile) => a.kind === b.kind && a.red === b.red;
