/**
 * `tiles` of `pairi/engine`: the tile vocabulary beyond the core's (parseHand, tileCode, suitOf...), kept in
 * a namespace so that the top level stays the handful most users call. Tile groups and predicates, physical
 * tiles (a kind and whether it is the red five), hands as counts, and the text helpers the faces use.
 */
export { FIVES, TERMINALS_AND_HONORS, isTerminalOrHonor, tileNameJa, formatKinds, formatKindsLong } from '../core/tiles.ts';
export { isRedFive } from '../core/tile-set.ts';
export { tileOf, discardedTile } from '../core/discarded-tile.ts';
export { formatMeld, toHalfWidth, toMpsz, MAX_HAND_TILES } from '../core/notation.ts';
export { readTiles } from '../core/tile-list.ts';
export { concealedCount, tileCount, handCounts, setsToForm, handFromCounts } from '../core/hand.ts';
