/**
 * Positions for the engine's analyses, which take a hand at its table: a hand with only the seen tiles
 * given as counts (the specs' fixtures count them) and nothing else on the table.
 */
import { emptyTable } from '../../src/engine/index.ts';
import type { Hand, Position } from '../../src/engine/index.ts';

/** The hand at a table showing `seen` (34 counts, none by default), with `players` (4 by default). */
export function atTable(hand: Hand, table: { seen?: ArrayLike<number>; players?: 3 | 4 } = {}): Position {
  const empty = emptyTable(table.players ?? 4);
  return { hand, table: table.seen ? { ...empty, seen: Uint8Array.from(table.seen) } : empty };
}
