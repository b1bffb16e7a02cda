/** Tile references shared across renders, so memoised tiles compare equal from one answer to the next. */
import { KINDS } from '../../engine/light.ts';
import type { TileRef } from '../../store/hand-edit.ts';

const PLAIN: readonly TileRef[] = Array.from({ length: KINDS }, (_, kind) => ({ kind, red: false }));

/** The plain (not red) tile of `kind`, always the same object. */
export function plainTile(kind: number): TileRef {
  return PLAIN[kind]!;
}
