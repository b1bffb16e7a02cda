/** Tile references shared across renders, so memoised tiles compare equal from one answer to the next. */
import { KINDS, type Tile } from '../../engine/light.ts';

const PLAIN: readonly Tile[] = Array.from({ length: KINDS }, (_, kind) => ({ kind, red: false }));

/** The plain (not red) tile of `kind`, always the same object. */
export function plainTile(kind: number): Tile {
  return PLAIN[kind]!;
}
