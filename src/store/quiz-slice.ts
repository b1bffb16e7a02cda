/**
 * The full-flush quiz's part of the store: the options, the current question, the waits
 * selected, the judgement once checked, and the score. Hands are dealt in the worker (it
 * enumerates the tenpai hands once and samples them by weight from a seed the store draws);
 * judging is a set comparison done here, where the time to answer is measured and the score kept.
 *
 * The address bar names the current hand (`?mode=quiz&hand=...`, replaced, not pushed, on each
 * deal), so a reload or a copied address asks the same question; Back leaves the quiz.
 */
import { judgeChinitsuAnswer, seedFrom } from '../engine/light.ts';
import type { ChinitsuJudgement, ChinitsuQuestion, QuizSuit } from '../engine/light.ts';
import type { EngineClient } from '../worker/engine-client.ts';
import type { LocationPort } from './location.ts';
import { quizSearch, type Mode } from './practice-route.ts';
import { loadQuizStats, recordQuizAnswer, saveQuizStats, type QuizStats, type StatsStorage } from './quiz-stats.ts';


export interface QuizOptionsValue {
  suit: QuizSuit;
  /** Fewest live waits a dealt hand may have, 1..9. */
  minWaits: number;
  /** Count seven pairs as a form. */
  chiitoitsu: boolean;
}

export interface QuizState {
  options: QuizOptionsValue;
  question: ChinitsuQuestion | null;
  /** Kinds selected as waits. */
  selected: number[];
  /** Set when the answer is checked. */
  judgement: ChinitsuJudgement | null;
  /** now() when the question was shown: the time to answer starts there. */
  shownAt: number;
  /** A hand is being dealt. */
  pending: boolean;
  error: string | null;
  stats: QuizStats;
}

export interface QuizActions {
  setQuizOptions(options: QuizOptionsValue): void;
  /** Select or unselect a wait (before checking). */
  toggleWait(kind: number): void;
  checkAnswer(): void;
  /** Deal the next hand with the current options. */
  nextQuestion(): void;
}

/** What the quiz needs from the store around it. */
export interface SliceContext {
  getQuiz(): QuizState;
  setQuiz(patch: Partial<QuizState>): void;
  mode(): Mode;
  client: EngineClient;
  location: LocationPort;
  storage: StatsStorage | null;
  random: () => number;
  now: () => number;
}

export const QUIZ_OPTIONS_KEY = 'pairi.quiz-options';

export const DEFAULT_QUIZ_OPTIONS: QuizOptionsValue = { suit: 'random', minWaits: 1, chiitoitsu: false };

/** Saved options, each field checked; anything unreadable falls back to the default. */
export function loadQuizOptions(storage: StatsStorage | null): QuizOptionsValue {
  try {
    const data: unknown = JSON.parse(storage?.getItem(QUIZ_OPTIONS_KEY) ?? 'null');
    if (typeof data !== 'object' || data === null) return DEFAULT_QUIZ_OPTIONS;
    const o = data as Record<string, unknown>;
    const minWaits = typeof o.minWaits === 'number' && Number.isInteger(o.minWaits) && o.minWaits >= 1 && o.minWaits <= 9;
    return {
      suit: o.suit === 'm' || o.suit === 'p' || o.suit === 's' ? o.suit : 'random',
      minWaits: minWaits ? (o.minWaits as number) : 1,
      chiitoitsu: o.chiitoitsu === true,
    };
  } catch {
    return DEFAULT_QUIZ_OPTIONS;
  }
}

/** The quiz's state at start-up: saved options and score, no question yet. */
export function initialQuizState(storage: StatsStorage | null): QuizState {
  return {
    options: loadQuizOptions(storage),
    question: null,
    selected: [],
    judgement: null,
    shownAt: 0,
    pending: false,
    error: null,
    stats: loadQuizStats(storage),
  };
}

/** The quiz's actions, and `enter`, which the store calls when the URL turns to the quiz. */
export function createQuizSlice(ctx: SliceContext): { actions: QuizActions; enter(hand: string): void } {
  const { getQuiz, setQuiz, client, location, storage, random, now } = ctx;

  function ask(hand?: string): void {
    const { options } = getQuiz();
    setQuiz({ pending: true, error: null });
    void client.quiz({ ...options, seed: seedFrom(random), ...(hand === undefined ? {} : { hand }) }).then((outcome) => {
      if (outcome.status === 'stale') return;
      if (outcome.status === 'failed') {
        // A bad shared hand leaves no question; a failed deal keeps the one shown.
        const failed = { pending: false, error: outcome.message };
        setQuiz(hand === undefined ? failed : { ...failed, question: null });
        return;
      }
      const question = outcome.result;
      setQuiz({ pending: false, question, selected: [], judgement: null, shownAt: now(), error: null });
      if (ctx.mode() === 'quiz') location.replace(quizSearch(question.hand));
    });
  }

  const actions: QuizActions = {
    setQuizOptions(options) {
      try {
        storage?.setItem(QUIZ_OPTIONS_KEY, JSON.stringify(options));
      } catch {
        // Not remembered; the options still apply.
      }
      setQuiz({ options });
      ask();
    },
    toggleWait(kind) {
      const { question, judgement, selected } = getQuiz();
      if (!question || judgement) return;
      const next = selected.includes(kind) ? selected.filter((k) => k !== kind) : [...selected, kind];
      setQuiz({ selected: next.sort((a, b) => a - b) });
    },
    checkAnswer() {
      const { question, judgement, selected, stats, shownAt } = getQuiz();
      if (!question || judgement) return;
      const verdict = judgeChinitsuAnswer(question, selected);
      const next = recordQuizAnswer(stats, verdict.correct, now() - shownAt);
      saveQuizStats(storage, next);
      setQuiz({ judgement: verdict, stats: next });
    },
    nextQuestion: () => ask(),
  };

  return {
    actions,
    enter(hand) {
      const { question, pending } = getQuiz();
      if (hand) {
        if (question?.hand !== hand) ask(hand);
      } else if (question) {
        location.replace(quizSearch(question.hand));
      } else if (!pending) {
        ask();
      }
    },
  };
}
