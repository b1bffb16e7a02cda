/**
 * `table` of `pairi/engine`: positions beyond the core's (emptyTable, parseTable, parsePosition, copiesLeft,
 * doraOf): the table's counts, its seats and the three-player set, the loose reading of a table's text, and a
 * position as the worker's requests carry it (packPosition, unpackPosition).
 */
export {
  MAX_INDICATORS,
  NORTH,
  setSize,
  isMissingInThreePlayer,
  doraCounts,
  tableCounts,
  tableRed,
  visibleCounts,
} from '../core/position.ts';
export { looseTable } from '../core/tile-list.ts';
export { packPosition, unpackPosition, tileCodeOf } from '../core/packed-position.ts';
