/**
 * The full-flush quiz's part of the store: the options, the current question, the waits
 * selected, the judgement once checked, and the score. Hands are dealt in the worker (it
 * enumerates the tenpai hands once and samples them by weight from a seed the store draws);
 * judging is a set comparison done here, where the time to answer is measured and the score kept.
 *
 * No answer is lost and none is scored by accident. Keys typed while a hand is being dealt (1-9,
 * Enter) are kept and applied, in order, to the hand once it is shown, as if typed then. Check with
 * no wait selected scores nothing: every dealt hand has a live wait, so an empty answer is a slip
 * (an Enter too many), and the page says what to do instead.
 *
 * The address bar names the current hand (`?mode=quiz&hand=...`), so a reload or a copied address
 * asks the same question. Each new hand is an entry of its own (the first deal of `?mode=quiz` fills
 * in that entry): Back returns to the hand before, the one just missed or the one a friend's link
 * showed, rather than out of the page. A hand answered before (in this page, before a reload, in
 * another tab) comes back with its verdict when the address names it, not as a second chance to score it.
 */
import { emptyTable, judgeChinitsuAnswer, packPosition, readQuizHand, seedFrom } from '../engine/light.ts';
import type { ChinitsuError, ChinitsuJudgement, ChinitsuQuestion, QuizSuit } from '../engine/light.ts';
import type { LocationPort } from './location-port.ts';
import { quizSearch, readModeRoute, type Mode } from '../address/practice-route.ts';
import { loadQuizStats, recordQuizAnswer, saveQuizStats, type QuizStats, type StatsStorage } from './quiz-stats.ts';
import { answeredLog } from './answered-log.ts';
import type { KindRequests } from './requests.ts';

export interface QuizOptionsValue {
  suit: QuizSuit;
  /** Fewest live waits a dealt hand may have, 1..9. */
  minWaits: number;
  /** Count seven pairs as a form. */
  chiitoitsu: boolean;
}

/** A key of the quiz: a rank 1-9 (select that wait) or Enter (check, or after checking, the next hand). */
export type QuizKey = number | 'enter';

/** Keys kept while a hand is dealt: at most this many (a held key repeats; the rest is dropped). */
export const MAX_TYPED_AHEAD = 24;

export interface QuizState {
  options: QuizOptionsValue;
  question: ChinitsuQuestion | null;
  /** Kinds selected as waits. */
  selected: number[];
  /** Set when the answer is checked. */
  judgement: ChinitsuJudgement | null;
  /** now() when the question was shown: the time to answer starts there. */
  shownAt: number;
  /** Keys typed while the hand was being dealt, applied in order once it is shown. */
  typedAhead: QuizKey[];
  /** Check was asked with no wait selected: the page says to select one; nothing was scored. */
  notice: 'select-a-wait' | null;
  /**
   * The address names a text that is no quiz hand, read here where the address is (readQuizHand): why.
   * The page says it as it says the engine's refusals (a hand that is not tenpai is the engine's to say).
   */
  handError: ChinitsuError | null;
  stats: QuizStats;
}

export interface QuizActions {
  setQuizOptions(options: QuizOptionsValue): void;
  /** Select or unselect a wait (before checking). */
  toggleWait(kind: number): void;
  checkAnswer(): void;
  /** Deal the next hand with the current options. */
  nextQuestion(): void;
  /** A key typed while no hand can take it (one is being dealt): kept for the hand to come. */
  typeAhead(key: QuizKey): void;
}

/** What the quiz needs from the store around it. */
export interface SliceContext {
  getQuiz(): QuizState;
  setQuiz(patch: Partial<QuizState>): void;
  mode(): Mode;
  /** The quiz's deals (requests.ts): whether one is with the engine, and its failure, are the requests' state. */
  requests: KindRequests<'quiz'>;
  location: LocationPort;
  storage: StatsStorage | null;
  random: () => number;
  now: () => number;
}

export const QUIZ_OPTIONS_KEY = 'pairi.quiz-options';
/** The answers scored, by hand (answered-log.ts). */
export const QUIZ_ANSWERS_KEY = 'pairi.quiz-answers';

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
    typedAhead: [],
    notice: null,
    handError: null,
    stats: loadQuizStats(storage),
  };
}

/** The quiz's actions, and `enter`, which the store calls when the URL turns to the quiz. */
export function createQuizSlice(ctx: SliceContext): { actions: QuizActions; enter(hand: string): void } {
  const { getQuiz, setQuiz, requests, location, storage, random, now } = ctx;
  // The answers given, by hand, kept in the browser: a hand shown again (Back, a link, a reload) shows its verdict.
  const answered = answeredLog<number[]>(storage, QUIZ_ANSWERS_KEY, (v) =>
    Array.isArray(v) && v.length > 0 && v.every((k) => Number.isInteger(k) && k >= 0 && k < 27) ? (v as number[]) : null,
  );
  // When the first key kept for the coming hand was typed: the time to answer starts there.
  let typedAt: number | null = null;

  /** Deal a hand, or (`hand`) ask the one the address names: its text is read here, and the worker gets the hand. */
  function ask(hand?: string): void {
    const { options, handError } = getQuiz();
    const read = hand === undefined ? null : readQuizHand(hand);
    if (read && !read.ok) {
      // No question to ask: the text is no quiz hand. Keys kept for it go, as after a refusal.
      requests.forget();
      typedAt = null;
      setQuiz({ typedAhead: [], question: null, handError: read.error });
      return;
    }
    if (handError) setQuiz({ handError: null });
    const given = read ? { hand: packPosition({ hand: read.value, table: emptyTable() }, { real: false }) } : {};
    requests.ask({ ...options, seed: seedFrom(random), ...given }, (answer) => {
      if (answer.status === 'failed') {
        // A bad shared hand leaves no question; a failed deal keeps the one shown. Keys kept for it go.
        typedAt = null;
        setQuiz(hand === undefined ? { typedAhead: [] } : { typedAhead: [], question: null });
        return;
      }
      show(answer.data, hand !== undefined);
    });
  }

  /** Show a question; `fromAddress` when the address asked for it (a link, Back, Forward). */
  function show(question: ChinitsuQuestion, fromAddress: boolean): void {
    const { question: before, typedAhead } = getQuiz();
    const prior = fromAddress ? answered.get(question.hand) : undefined;
    setQuiz({
      question,
      selected: prior ?? [],
      judgement: prior ? judgeChinitsuAnswer(question, prior) : null,
      shownAt: typedAt ?? now(),
      notice: null,
      typedAhead: [],
    });
    typedAt = null;
    if (ctx.mode() === 'quiz') {
      const search = quizSearch(question.hand);
      // A dealt hand after a hand the entry names is a new entry; otherwise the entry is this hand's.
      const entryHand = readModeRoute(location.search()).quizHand;
      const another = before !== null && before.hand !== question.hand;
      if (!fromAddress && another && entryHand === before.hand) location.push(search);
      else location.replace(search);
    }
    for (let i = 0; i < typedAhead.length; i++) {
      apply(typedAhead[i]);
      // An Enter that dealt the next hand: the keys after it are for that one.
      if (requests.pending()) {
        keep(typedAhead.slice(i + 1));
        break;
      }
    }
  }

  function keep(keys: QuizKey[]): void {
    if (keys.length === 0) return;
    typedAt ??= now();
    setQuiz({ typedAhead: [...getQuiz().typedAhead, ...keys].slice(0, MAX_TYPED_AHEAD) });
  }

  /** A key on the hand shown: as the panel's own keys act. */
  function apply(key: QuizKey): void {
    const { question, judgement } = getQuiz();
    if (!question) return;
    if (key === 'enter') {
      if (judgement) actions.nextQuestion();
      else actions.checkAnswer();
    } else if (!judgement && key >= 1 && key <= 9) {
      actions.toggleWait(question.suit * 9 + key - 1);
    }
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
      // While the next hand is dealt, the hand shown is on its way out: a press on it means nothing.
      if (!question || judgement || requests.pending()) return;
      const next = selected.includes(kind) ? selected.filter((k) => k !== kind) : [...selected, kind];
      setQuiz({ selected: next.sort((a, b) => a - b), notice: null });
    },
    checkAnswer() {
      const { question, judgement, selected, stats, shownAt } = getQuiz();
      if (!question || judgement || requests.pending()) return;
      if (selected.length === 0) {
        setQuiz({ notice: 'select-a-wait' });
        return;
      }
      const verdict = judgeChinitsuAnswer(question, selected);
      const next = recordQuizAnswer(stats, verdict.correct, now() - shownAt);
      saveQuizStats(storage, next);
      answered.set(question.hand, selected);
      setQuiz({ judgement: verdict, stats: next, notice: null });
    },
    nextQuestion: () => ask(),
    typeAhead(key) {
      const { question } = getQuiz();
      if (requests.pending()) keep([key]);
      else if (question) apply(key);
    },
  };

  return {
    actions,
    enter(hand) {
      const { question } = getQuiz();
      if (hand) {
        if (question?.hand !== hand) ask(hand);
      } else if (question) {
        location.replace(quizSearch(question.hand));
      } else if (!requests.pending()) {
        ask();
      }
    },
  };
}
