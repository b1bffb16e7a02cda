/**
 * A question answered once keeps its verdict wherever it is reopened (answered-log.ts): a reload of an
 * answered quiz or points question shows the answer and verdict and scores nothing again; the log
 * keeps the newest answers and drops what it cannot read.
 */
import { describe, expect, test } from 'vitest';
import { chinitsuQuestion } from '../../src/engine/practice/chinitsu.ts';
import { dealPointsQuestion, paymentFigures } from '../../src/engine/practice/points.ts';
import { answeredLog, MAX_ANSWERS } from '../../src/store/answered-log.ts';
import { QUIZ_ANSWERS_KEY } from '../../src/store/quiz-slice.ts';
import { flush, memoryStorage, testStore } from '../support/fakes.ts';

const HAND = '1222356778899m';

async function quizPage(storage: ReturnType<typeof memoryStorage>) {
  const t = testStore(`?mode=quiz&hand=${HAND}`, { storage });
  const r = chinitsuQuestion(HAND);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  t.client.quizCalls[0]!.settle({ status: 'done', result: r.value });
  await flush();
  return t;
}

describe('a reload does not score an answered question again', () => {
  test('the wait quiz: 1/1, reload, still 1/1, with the answer and verdict shown', async () => {
    const storage = memoryStorage();
    const first = await quizPage(storage);
    const { toggleWait, checkAnswer } = first.store.getState().actions;
    const waits = first.store.getState().quiz.question!.answer;
    for (const k of waits) toggleWait(k);
    checkAnswer();
    expect(first.store.getState().quiz.stats).toMatchObject({ answered: 1, correct: 1 });
    const again = await quizPage(storage);
    expect(again.store.getState().quiz).toMatchObject({
      selected: waits,
      judgement: { correct: true },
      stats: { answered: 1, correct: 1 },
    });
    // Checking again scores nothing: the verdict stands.
    again.store.getState().actions.checkAnswer();
    expect(again.store.getState().quiz.stats.answered).toBe(1);
    const third = await quizPage(storage);
    expect(third.store.getState().quiz.stats.answered).toBe(1);
  });

  test('the points quiz: the answer typed comes back judged, the score stays', async () => {
    const storage = memoryStorage();
    const open = async () => {
      const t = testStore('?mode=points&seed=1', { storage });
      t.client.pointsCalls[0]!.settle({ status: 'done', result: dealPointsQuestion(1) });
      await flush();
      return t;
    };
    const first = await open();
    const q = first.store.getState().points.question!;
    const { editPointsField, checkPointsAnswer } = first.store.getState().actions;
    editPointsField('han', String(q.score.han));
    editPointsField('fu', String(q.score.fu));
    paymentFigures(q.score).forEach((p, i) => editPointsField(i as 0 | 1, String(p)));
    checkPointsAnswer();
    expect(first.store.getState().points.stats).toMatchObject({ answered: 1, correct: 1 });
    const again = await open();
    expect(again.store.getState().points).toMatchObject({
      judgement: { correct: true },
      fields: { han: String(q.score.han), fu: String(q.score.fu) },
      stats: { answered: 1, correct: 1 },
    });
    again.store.getState().actions.checkPointsAnswer();
    expect(again.store.getState().points.stats.answered).toBe(1);
  });
});

describe('answeredLog', () => {
  test('keeps the newest MAX_ANSWERS, in the storage', () => {
    const storage = memoryStorage();
    const log = answeredLog<number>(storage, 'k', (v) => (typeof v === 'number' ? v : null));
    for (let i = 0; i < MAX_ANSWERS + 5; i++) log.set(`q${i}`, i);
    const reread = answeredLog<number>(storage, 'k', (v) => (typeof v === 'number' ? v : null));
    expect(reread.get('q0')).toBeUndefined();
    expect(reread.get('q4')).toBeUndefined();
    expect(reread.get('q5')).toBe(5);
    expect(reread.get(`q${MAX_ANSWERS + 4}`)).toBe(MAX_ANSWERS + 4);
  });

  test('an entry it cannot read is dropped; a log that is not one is none', () => {
    const storage = memoryStorage();
    storage.setItem(QUIZ_ANSWERS_KEY, JSON.stringify([['a', [1, 2]], ['b', 'nonsense'], [3, [1]], 'x']));
    const log = answeredLog<number[]>(storage, QUIZ_ANSWERS_KEY, (v) => (Array.isArray(v) ? (v as number[]) : null));
    expect(log.get('a')).toEqual([1, 2]);
    expect(log.get('b')).toBeUndefined();
    storage.setItem('bad', '{not json');
    expect(answeredLog(storage, 'bad', () => 1).get('a')).toBeUndefined();
  });
});
