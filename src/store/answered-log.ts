/**
 * The answers a practice mode has scored, kept in the browser by question (the wait quiz's by hand, the
 * points quiz's by seed), so a question answered once comes back with its answer and verdict wherever it
 * is reopened: Back and Forward, a link, a reload, another tab. Without it a reload asked an answered
 * question again and scored it twice. The most recent answers are kept (MAX_ANSWERS); an entry that
 * cannot be read is dropped, a storage that refuses only means the log lives as long as the page.
 */
import type { StatsStorage } from './quiz-stats.ts';

/** Answers kept per mode: enough for months of practice, a few tens of kilobytes. */
export const MAX_ANSWERS = 500;

export interface AnsweredLog<T> {
  /** The answer given to `question`, if any. */
  get(question: string): T | undefined;
  /** Records the answer to `question` (the newest kept last). */
  set(question: string, answer: T): void;
}

/**
 * The log under `key`; `read` checks a stored answer's shape and returns it, or null for anything it
 * cannot use (a log edited by hand, an older shape).
 */
export function answeredLog<T>(storage: StatsStorage | null, key: string, read: (value: unknown) => T | null): AnsweredLog<T> {
  const entries = new Map<string, T>();
  try {
    const data: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (Array.isArray(data)) {
      for (const entry of data) {
        if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') continue;
        const answer = read(entry[1]);
        if (answer !== null) entries.set(entry[0], answer);
      }
    }
  } catch {
    // Unreadable: start afresh.
  }
  return {
    get: (question) => entries.get(question),
    set(question, answer) {
      entries.delete(question);
      entries.set(question, answer);
      while (entries.size > MAX_ANSWERS) entries.delete(entries.keys().next().value!);
      try {
        storage?.setItem(key, JSON.stringify([...entries]));
      } catch {
        // Not remembered beyond this page.
      }
    },
  };
}
