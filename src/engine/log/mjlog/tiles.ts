/**
 * The mjlog's tile ids (docs/mjlog.md#tiles): 0-135, four per kind (kind = id / 4); with red fives on,
 * copy 0 of each five (16, 52, 88) is the red one.
 */
import type { Tile } from '../../types.ts';

/** The tile an id names: kind id / 4, red when red fives are on and it is copy 0 of a five. */
export function tileOfId(id: number, red: boolean): Tile {
  return (red ? RED_ON : RED_OFF)[id] ?? { kind: id >> 2, red: false };
}

/** The 136 tiles, with red fives on and off, made once: a Tile is immutable, and a long log names thousands. */
const RED_ON: readonly Tile[] = Array.from({ length: 136 }, (_, id) => ({ kind: id >> 2, red: id === 16 || id === 52 || id === 88 }));
const RED_OFF: readonly Tile[] = Array.from({ length: 136 }, (_, id) => ({ kind: id >> 2, red: false }));

export function isFive(kind: number): boolean {
  return kind === 4 || kind === 13 || kind === 22;
}
