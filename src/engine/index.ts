/**
 * pairi's engine: the one public face of src/engine. Pure TypeScript, no DOM, no worker globals.
 */
export type * from './types.ts';
export * from './tiles.ts';
export { parseHand, formatHand, formatMeld, parseTiles } from './notation.ts';
export type { HandOptions, TilesOptions, TileContext } from './notation.ts';
export { concealedCount, tileCount, handCounts, setsToForm, handFromCounts } from './hand.ts';
export { shanten } from './shanten.ts';
export { analyze, analyzePosition } from './analyze.ts';
export { isAgari, decompose, waitShapes, formatGroups, formatDecomposition, formatWaitShape } from './decompose.ts';
export { formatTenhouText } from './tenhou-text.ts';
export {
  MAX_INDICATORS,
  NORTH,
  setSize,
  isMissingInThreePlayer,
  doraOf,
  doraCounts,
  emptyTable,
  parseTable,
  parsePosition,
  tableCounts,
  tableRed,
  copiesLeft,
} from './position.ts';
export { seededRandom, randomBelow, parseSeed, seedFrom, MAX_SEED } from './random.ts';
export type { Random, SeedError } from './random.ts';
export {
  chinitsuTable,
  chinitsuPool,
  chinitsuWaitMask,
  chinitsuCounts,
  sampleChinitsuIndex,
  dealChinitsu,
  chinitsuQuestion,
  judgeChinitsuAnswer,
} from './chinitsu.ts';
export type * from './chinitsu.ts';
export { drillWall, startDrill, drillDiscard, playDrill, DRILL_DEAL, DRILL_DRAWS } from './drill.ts';
export type * from './drill.ts';
