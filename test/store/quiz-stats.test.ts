import { describe, expect, test } from 'vitest';
import {
  EMPTY_QUIZ_STATS,
  QUIZ_STATS_KEY,
  loadQuizStats,
  quizAccuracy,
  quizAverageMs,
  recordQuizAnswer,
  saveQuizStats,
  type QuizStats,
} from '../../src/store/quiz-stats.ts';
import { memoryStorage } from '../support/fakes.ts';

describe('quiz score (streak, accuracy, average time) in the browser storage', () => {
  test('a streak grows with each correct answer and falls to 0 on a wrong one; the best streak stays', () => {
    let s = EMPTY_QUIZ_STATS;
    for (const [correct, ms] of [
      [true, 1000],
      [true, 3000],
      [false, 5000],
      [true, 3000],
    ] as const) {
      s = recordQuizAnswer(s, correct, ms);
    }
    expect(s).toEqual({ answered: 4, correct: 3, streak: 1, bestStreak: 2, totalMs: 12000 });
    expect(quizAccuracy(s)).toBe(0.75);
    expect(quizAverageMs(s)).toBe(3000);
  });

  test('no answer yet: no accuracy and no average rather than 0', () => {
    expect(quizAccuracy(EMPTY_QUIZ_STATS)).toBeNull();
    expect(quizAverageMs(EMPTY_QUIZ_STATS)).toBeNull();
  });

  test('saved and loaded back', () => {
    const storage = memoryStorage();
    const s: QuizStats = { answered: 5, correct: 4, streak: 3, bestStreak: 3, totalMs: 42000 };
    saveQuizStats(storage, s);
    expect(JSON.parse(storage.data.get(QUIZ_STATS_KEY)!)).toEqual(s);
    expect(loadQuizStats(storage)).toEqual(s);
  });

  test.each([
    ['nothing saved', null],
    ['not JSON', '{answered'],
    ['not an object', '42'],
    ['a field missing', '{"answered":1,"correct":1,"streak":1,"bestStreak":1}'],
    ['a negative count', '{"answered":1,"correct":-1,"streak":0,"bestStreak":0,"totalMs":0}'],
    ['more correct than answered', '{"answered":1,"correct":2,"streak":0,"bestStreak":0,"totalMs":0}'],
    ['a streak above the best', '{"answered":3,"correct":3,"streak":3,"bestStreak":2,"totalMs":0}'],
  ])('%s: a fresh score', (_, text) => {
    const storage = memoryStorage();
    if (text !== null) storage.data.set(QUIZ_STATS_KEY, text);
    expect(loadQuizStats(storage)).toEqual(EMPTY_QUIZ_STATS);
  });

  test('a storage that throws (privacy mode, quota) is survived', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadQuizStats(broken)).toEqual(EMPTY_QUIZ_STATS);
    expect(() => saveQuizStats(broken, EMPTY_QUIZ_STATS)).not.toThrow();
    expect(loadQuizStats(null)).toEqual(EMPTY_QUIZ_STATS);
  });
});
