/**
 * `practice` of `pairi/engine`: the practice modes, dealing and judging: the one-suit waits quiz
 * (chinitsu), the points quiz and the discard drill.
 */
export {
  chinitsuTable,
  chinitsuPool,
  chinitsuWaitMask,
  chinitsuCounts,
  sampleChinitsuIndex,
  dealChinitsu,
  chinitsuQuestion,
} from '../practice/chinitsu.ts';
export { judgeChinitsuAnswer, quizSuitIndex, readQuizHand } from '../practice/chinitsu-answer.ts';
export { dealPointsQuestion } from '../practice/points.ts';
export { judgePointsAnswer, paymentFigures } from '../practice/points-answer.ts';
export { drillWall, startDrill, drillDiscard, playDrill } from '../practice/drill.ts';
export { DRILL_DEAL, DRILL_DRAWS, formatDrillDiscards, readDrillDiscards, drillDiscardError } from '../practice/drill-rules.ts';
