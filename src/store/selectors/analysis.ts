/**
 * The analysis shown: the newest answer about a position, greyed while it is not about the one in
 * the field; its discard rows in Tenhou's order and the copies left (as the worker gives them: no hand is
 * read again here), the second step's figures, and
 * whether the engine is still at it or failed. Whether an answer is about what is shown is one rule
 * (requests.ts, isAbout): the answer's key against the key of the question the page would ask now
 * (questions.ts).
 */
import type { DiscardRow, Form, HandReport, Position, TwoStep, TwoStepRow } from '../../engine/light.ts';
import type { RequestFailure } from '../../worker/protocol.ts';
import type { TableQuery } from '../../address/table-query.ts';
import type { AppState } from '../app-state.ts';
import { analysisAbout, analysisQuestion } from '../questions.ts';
import { isAbout, keyOf, type AskedAnalysis, type AnalysisAbout, type DoneAnswer } from '../requests.ts';
import { memo } from './memo.ts';
import type { ReadingSelectors } from './readings.ts';
import type { WorkingHandSelectors } from './working-hand.ts';

export interface ShownResult {
  /** What the page draws for the hand (the engine's report). */
  result: HandReport | null;
  /** What it is about, null with no result. */
  about: AnalysisAbout | null;
  /** Tenhou's text: the hand as typed, then the report's lines ('' with no result). */
  text: string;
  /** The result is not about the hand in the field: greyed. */
  stale: boolean;
}

/** The selectors of the analysis shown, over the readings and the field's error. */
export function createAnalysisSelectors(select: Pick<ReadingSelectors, 'urlPosition'> & Pick<WorkingHandSelectors, 'draftError'>) {
  const { urlPosition, draftError } = select;

  // The keys of the questions the page would ask now (questions.ts): what an answer must carry to be about what is shown.
  const analysisKeyOf = memo((position: Position | null, form: Form) => (position ? keyOf(analysisQuestion(position, form)) : null));

  /** The key of the analysis of the position shown; null when the position asks none (no hand, or a mistake). */
  function analysisKey(state: AppState): string | null {
    return analysisKeyOf(urlPosition(state), state.form);
  }

  const shownOf = memo(
    (
      answer: DoneAnswer<AskedAnalysis> | null,
      key: string | null,
      mistake: boolean,
      hand: string,
      form: Form,
      query: TableQuery,
    ): ShownResult => {
      if (!hand || !answer) return { result: null, about: null, text: '', stale: false };
      const { data } = answer;
      const stale = mistake || !isAbout(answer, key);
      // An answer about the position shown is about the hand as it now reads (the same position typed
      // again another way is the same question); one greyed, about what was asked.
      const about = stale ? data.about : analysisAbout(hand, form, query);
      return { result: data, about, text: [about.hand, ...data.tenhouLines].join('\n'), stale };
    },
  );

  /** The results to draw: the newest answer, greyed while it is not about the current position. */
  function shown(state: AppState): ShownResult {
    return shownOf(state.requests.analyze.shown, analysisKey(state), draftError(state) !== null, state.hand, state.form, state.table);
  }

  const stepsOf = memo(
    (steps: DoneAnswer<TwoStep> | null, result: DoneAnswer<AskedAnalysis> | null): ReadonlyMap<number, TwoStepRow> | null => {
      // The second step of a position asks the same question as its first: the same key.
      if (!steps || !result || !isAbout(steps, result.key)) return null;
      return new Map(steps.data.rows.map((row) => [row.discard.kind, row]));
    },
  );

  const shantenOf = memo((answer: DoneAnswer<AskedAnalysis> | null, position: Position | null): number | null => {
    // The analysis of this hand and table in whichever form: its standard-form shanten is the same.
    if (!answer || !position || !isAbout(answer, keyOf(analysisQuestion(position, answer.data.about.form)))) return null;
    return answer.data.analysis.shanten.standard;
  });

  /** The shanten (standard form, the search's) of the hand shown, once its first step is in; null before. */
  function shownShanten(state: AppState): number | null {
    return shantenOf(state.requests.analyze.shown, urlPosition(state));
  }

  return {
    analysisKey,
    shown,
    /**
     * The shown answer's discard rows in Tenhou's order, the order of its result text (ties by where
     * the discarded kind is first typed); null for a 3n+1 hand or no answer.
     */
    discardRows: (state: AppState): DiscardRow[] | null => shown(state).result?.tenhouRows ?? null,
    /**
     * Copies of each kind left for the shown answer's position (docs/rules.md's remaining count: 4 less
     * the whole hand, the discard included, less everything seen), the count on each effective tile
     * and wait; the same array while the answer is. A row's count is the sum over its tiles.
     */
    tilesLeft: (state: AppState): Uint8Array | null => shown(state).result?.tilesLeft ?? null,
    /** True while the current hand is with the engine: neither its answer nor its failure is in. */
    pending(state: AppState): boolean {
      const key = analysisKey(state);
      const { latest, shown: answer } = state.requests.analyze;
      return key !== null && !isAbout(answer, key) && !(isAbout(latest, key) && latest?.status === 'failed');
    },
    /** The engine's failure message for the current hand, if any. */
    failure(state: AppState): RequestFailure | null {
      const latest = state.requests.analyze.latest;
      return latest?.status === 'failed' && isAbout(latest, analysisKey(state)) ? latest.error : null;
    },
    /**
     * The two-step figures of the shown answer's rows, by discard (docs/rules.md#two-step-analysis); null
     * while the worker has not answered for that position (the first step is then shown alone).
     */
    steps: (state: AppState): ReadonlyMap<number, TwoStepRow> | null => stepsOf(state.requests.twoStep.shown, state.requests.analyze.shown),
    shownShanten,
  };
}

export type AnalysisSelectors = ReturnType<typeof createAnalysisSelectors>;
