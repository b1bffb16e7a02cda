/**
 * pairi's engine: the one public face of src/engine (`pairi/engine`). Pure TypeScript, no DOM, no
 * worker globals. Everything of the light face (light.ts: tiles, notation, positions, practice data)
 * and the analyses: shanten, discard tables, effective tiles, waits, decompositions, Tenhou's text,
 * and the practice modes' dealing and play.
 */
export * from './light.ts';
export { shanten } from './shanten/shanten.ts';
export { tenhouShanten, tenhouRegularShanten, holdsFourOfAKind } from './shanten/tenhou-shanten.ts';
export { analyze } from './analysis/analyze.ts';
export { twoStep } from './analysis/two-step.ts';
export { isAgari, decompose, waitShapes } from './analysis/decompose.ts';
export { score, situationError } from './scoring/score.ts';
export type { ScorePosition } from './scoring/score.ts';
export { yakuChances, yakuhaiKinds } from './scoring/yaku-chances.ts';
export { waitValues } from './scoring/wait-values.ts';
export type { WaitValue, WaitValueOptions } from './scoring/wait-values.ts';
export { formatTenhouText } from './analysis/tenhou-text.ts';
export {
  chinitsuTable,
  chinitsuPool,
  chinitsuWaitMask,
  chinitsuCounts,
  sampleChinitsuIndex,
  dealChinitsu,
  chinitsuQuestion,
} from './practice/chinitsu.ts';
export type { ChinitsuTable, ChinitsuOptions, ChinitsuPool, ChinitsuErrorCode, ChinitsuError } from './practice/chinitsu.ts';
export { dealPointsQuestion } from './practice/points.ts';
export { probabilities } from './probability/probabilities.ts';
export { drillWall, startDrill, drillDiscard, playDrill } from './practice/drill.ts';
