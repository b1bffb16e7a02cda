/**
 * What the call and kan tables share: each is asked in two steps (the table at once from the analyses'
 * worker, then the same with its figures from the long jobs' worker), and one rule picks which of the
 * two answers the page draws and how it stands. Their questions' keys are kept per question object.
 */
import type { RequestFailure } from '../../worker/protocol.ts';
import { isAbout, keyOf, type Requested } from '../requests.ts';

/**
 * How a table asked in two steps stands: whether it is greyed, `stale`, being about another question,
 * how its figures stand, and why there is no table or no figures.
 */
export interface TwoStage {
  stale: boolean;
  /** The figures of this question: being computed, in, failed, or not asked yet. */
  figures: 'idle' | 'running' | 'done' | 'failed';
  /** The engine's refusal of the question (not-a-call-hand, not-a-discard-hand, ...) or a worker failure. */
  error: RequestFailure | null;
  /** Why the figures failed (a worker failure); an entry whose search could not run says so itself (`probabilityError`). */
  figuresError: RequestFailure | null;
}

/**
 * Which answer of a question asked in two steps the page draws: the one with figures when it is about
 * this question, else the table alone when it is, else the newest of either about another question,
 * greyed (none after a refusal), with how the figures stand and why there is none.
 */
export function twoStageShown<T>(
  tableRequested: Requested<T>,
  figuresRequested: Requested<T>,
  tableKey: string | null,
  figuresKey: string | null,
): TwoStage & { data: T | null } {
  const figuresShown = figuresRequested.shown;
  const tableShown = tableRequested.shown;
  const figuresLatest = isAbout(figuresRequested.latest, figuresKey) ? figuresRequested.latest : null;
  const tableLatest = isAbout(tableRequested.latest, tableKey) ? tableRequested.latest : null;
  const figures = figuresLatest?.status ?? 'idle';
  const figuresError = figuresLatest?.status === 'failed' ? figuresLatest.error : null;
  const error = tableLatest?.status === 'failed' ? tableLatest.error : null;
  if (figuresShown && isAbout(figuresShown, figuresKey))
    return { data: figuresShown.data, stale: false, figures, error: null, figuresError };
  if (tableShown && isAbout(tableShown, tableKey)) return { data: tableShown.data, stale: false, figures, error, figuresError };
  const newest = figuresShown ?? tableShown;
  return { data: error ? null : (newest?.data ?? null), stale: true, figures, error, figuresError };
}

/** A question's key, kept per question object (the memoised questions are asked about on every read): one per store. */
export function createQuestionKeys(): (question: object) => string {
  const questionKeys = new WeakMap<object, string>();
  return function keyOfQuestion(question: object): string {
    let key = questionKeys.get(question);
    if (key === undefined) {
      key = keyOf(question);
      questionKeys.set(question, key);
    }
    return key;
  };
}
