/**
 * Narrow selectors over the store, made per store (createSelectors): what can be recomputed is not
 * stored: the parse of the text field, the hand the buttons edit, whether the answers shown are
 * about what is shown. Each derived object is memoised on the inputs it reads, so React sees the same
 * object until they change (zustand and useSyncExternalStore need stable snapshots). The memories
 * belong to one store: tests build dozens, and one store's reads never evict another's.
 *
 * One concept a file, each made by its own factory over the parts it reads, and composed here into
 * the one set a store has: the readings of text (readings.ts), the text field and the hand it holds
 * (working-hand.ts), the game at the table (game.ts), the analysis shown (analysis.ts, its rows'
 * order in row-order.ts), the score (score.ts), the probabilities (probabilities.ts), the call and
 * kan tables (call-table.ts, kan-table.ts, what they share in two-stage.ts), and the practice pages
 * (practice.ts).
 */
import { createAnalysisSelectors } from './analysis.ts';
import { createCallTableSelectors } from './call-table.ts';
import { createGameSelectors } from './game.ts';
import { createKanTableSelectors } from './kan-table.ts';
import { createPracticeSelectors } from './practice.ts';
import { createProbabilitySelectors } from './probabilities.ts';
import { createReadings } from './readings.ts';
import { createScoreSelectors } from './score.ts';
import { createQuestionKeys } from './two-stage.ts';
import { createWorkingHandSelectors } from './working-hand.ts';

export { isDigitsBeingTyped, type DraftReading, type WorkingHand } from './working-hand.ts';
export type { PaletteTarget, TileSafety } from './game.ts';
export type { ShownResult } from './analysis.ts';
export type { AnalysisAbout } from '../requests.ts';
export { figuresAt, goodShapeRate, orderRows, type TurnFigures } from './row-order.ts';
export type { ShownScore } from './score.ts';
export type { ProbabilityRun, ShownProbabilities } from './probabilities.ts';
export type { ShownCallTable } from './call-table.ts';
export type { ShownKanTable } from './kan-table.ts';
export type { PracticeRequest } from './practice.ts';

/** The selectors of one store: its own memories and text caches. */
export function createSelectors() {
  // positionIn reads a text against a table already read: the parts' own, not a selector of the store.
  const { positionIn, ...readings } = createReadings();
  const hand = createWorkingHandSelectors(readings, positionIn);
  const game = createGameSelectors({ ...readings, ...hand });
  const analysis = createAnalysisSelectors({ ...readings, ...hand });
  const probabilities = createProbabilitySelectors({ ...readings, ...game, ...analysis });
  const read = { ...readings, ...hand, ...game, ...analysis, ...probabilities };
  // One memory of the questions' keys for both tables asked in two steps.
  const keyOfQuestion = createQuestionKeys();
  return {
    ...read,
    ...createScoreSelectors(read),
    ...createCallTableSelectors(read, keyOfQuestion),
    ...createKanTableSelectors(read, keyOfQuestion),
    ...createPracticeSelectors(),
  };
}

export type Selectors = ReturnType<typeof createSelectors>;
