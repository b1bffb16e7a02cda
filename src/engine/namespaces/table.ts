/**
 * `table` of `pairi/engine`: positions beyond the core's (emptyTable, parseTable, parsePosition, copiesLeft,
 * doraOf): the table's counts, its seats and the three-player set, and the loose reading of a table's text.
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
