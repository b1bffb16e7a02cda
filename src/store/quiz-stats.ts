/**
 * A practice mode's score, kept in the browser (the wait quiz's under QUIZ_STATS_KEY, the points
 * quiz's under its own key): answers, correct ones, the current and best streak, and
 * the time spent, from which accuracy and the average time are derived rather than stored. The
 * storage is passed in (localStorage on the page, a Map in tests); a storage that is missing,
 * disabled or holding something unreadable gives a fresh score instead of an error.
 */

export interface QuizStats {
  answered: number;
  correct: number;
  streak: number;
  bestStreak: number;
  /** Milliseconds from deal to check, summed over the answers. */
  totalMs: number;
}

export type StatsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const QUIZ_STATS_KEY = 'pairi.quiz-stats';

export const EMPTY_QUIZ_STATS: QuizStats = { answered: 0, correct: 0, streak: 0, bestStreak: 0, totalMs: 0 };

const FIELDS = ['answered', 'correct', 'streak', 'bestStreak', 'totalMs'] as const;

/** The saved score (under `key`, the wait quiz's by default), or a fresh one when there is none or it cannot be read. */
export function loadQuizStats(storage: StatsStorage | null, key = QUIZ_STATS_KEY): QuizStats {
  let text: string | null = null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return EMPTY_QUIZ_STATS;
  }
  if (!text) return EMPTY_QUIZ_STATS;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return EMPTY_QUIZ_STATS;
    const record = data as Record<string, unknown>;
    const ok = FIELDS.every((f) => Number.isFinite(record[f]) && (record[f] as number) >= 0);
    if (!ok) return EMPTY_QUIZ_STATS;
    const stats = Object.fromEntries(FIELDS.map((f) => [f, record[f]])) as unknown as QuizStats;
    // A score edited by hand into nonsense (more correct than answered) is not trusted.
    return stats.correct <= stats.answered && stats.streak <= stats.bestStreak ? stats : EMPTY_QUIZ_STATS;
  } catch {
    return EMPTY_QUIZ_STATS;
  }
}

/** Saves the score (under `key`); a full or disabled storage only means it is not remembered. */
export function saveQuizStats(storage: StatsStorage | null, stats: QuizStats, key = QUIZ_STATS_KEY): void {
  try {
    storage?.setItem(key, JSON.stringify(stats));
  } catch {
    // Not remembered; the page goes on.
  }
}

/** The score after one more answer, right or wrong, that took `ms` milliseconds. */
export function recordQuizAnswer(stats: QuizStats, correct: boolean, ms: number): QuizStats {
  const streak = correct ? stats.streak + 1 : 0;
  return {
    answered: stats.answered + 1,
    correct: stats.correct + (correct ? 1 : 0),
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
    totalMs: stats.totalMs + Math.max(0, Math.round(ms)),
  };
}

/** Share of correct answers in [0, 1]; null before the first answer. */
export function quizAccuracy(stats: QuizStats): number | null {
  return stats.answered ? stats.correct / stats.answered : null;
}

/** Average milliseconds per answer; null before the first answer. */
export function quizAverageMs(stats: QuizStats): number | null {
  return stats.answered ? stats.totalMs / stats.answered : null;
}
