/**
 * The practice pages and the links between the modes: each practice request as its page shows it
 * (dealt, or failed), and where each mode link leads.
 */
import type { RequestFailure } from '../../worker/protocol.ts';
import type { AppState } from '../app-state.ts';
import { modeHrefs, type ModeHrefs } from '../mode-hrefs.ts';
import type { Requested } from '../requests.ts';
import { memo } from './memo.ts';

/** A practice page's request as the page shows it: dealt (pending), or failed with the engine's message. */
export interface PracticeRequest {
  pending: boolean;
  /** The engine's refusal of what was asked (data the page writes in its language), or a sentence when it failed. */
  error: RequestFailure | null;
}

const IDLE: PracticeRequest = { pending: false, error: null };

/** A request's state as a practice page shows it; `own`: the page's own refusal of what would be asked (no request then). */
function practiceRequest(requested: Requested<unknown>, own: RequestFailure | null = null): PracticeRequest {
  if (own) return { pending: false, error: own };
  const latest = requested.latest;
  if (latest?.status === 'running') return { pending: true, error: null };
  return latest?.status === 'failed' ? { pending: false, error: latest.error } : IDLE;
}

/** The selectors of the practice pages and the mode links. */
export function createPracticeSelectors() {
  const modeHrefsOf = memo((analysis: string, quiz: string, drill: string, points: string, review: string): ModeHrefs => ({
    analysis,
    quiz,
    drill,
    points,
    review,
  }));

  const quizOf = memo(practiceRequest);
  const drillOf = memo(practiceRequest);
  const pointsOf = memo(practiceRequest);

  return {
    /** Where each mode link leads: back to the hand, questions and drill position the page last had in each mode. */
    modeHrefs(state: AppState): ModeHrefs {
      const hrefs = modeHrefs(state);
      return modeHrefsOf(hrefs.analysis, hrefs.quiz, hrefs.drill, hrefs.points, hrefs.review);
    },
    /** The wait quiz's deal as its page shows it. */
    quizRequest: (state: AppState): PracticeRequest => quizOf(state.requests.quiz, state.quiz.handError),
    /** The drill's position as its page shows it. */
    drillRequest: (state: AppState): PracticeRequest => drillOf(state.requests.drill),
    /** The points quiz's question as its page shows it. */
    pointsRequest: (state: AppState): PracticeRequest => pointsOf(state.requests.points),
  };
}
