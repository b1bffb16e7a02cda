/**
 * The points quiz in the store: the seed in the address (drawn, written, read back, refused when it
 * is not one), each new question a history entry and Back returning to the one before with its
 * verdict, the score kept in storage apart from the wait quiz's, answers typed while a question is
 * dealt kept and checked once it is shown, and no answer scored twice or scored when a field cannot
 * be read. The questions come from the real dealing, handed in through the fake client.
 */
import { describe, expect, test } from 'vitest';
import { dealPointsQuestion, paymentFigures, type PointsQuestion } from '../../src/engine/practice/points.ts';
import { POINTS_STATS_KEY } from '../../src/store/points-slice.ts';
import { QUIZ_STATS_KEY } from '../../src/store/quiz-stats.ts';
import { flush, memoryLocation, memoryStorage, sequence, testStore, type FakePointsCall, practiceShown } from '../support/fakes.ts';

type Store = ReturnType<typeof testStore>['store'];

/** The worker's answer: the real question of the call's seed. */
async function answer(call: FakePointsCall): Promise<PointsQuestion> {
  const question = dealPointsQuestion(call.seed);
  call.settle({ status: 'done', result: question });
  await flush();
  return question;
}

/** Types an answer into the fields as the page does, one field at a time. */
function type(store: Store, han: string, fu: string, ...payment: string[]): void {
  const { editPointsField } = store.getState().actions;
  editPointsField('han', han);
  editPointsField('fu', fu);
  payment.forEach((text, i) => editPointsField(i as 0 | 1, text));
}

/** The right answer of a question, as text. */
function rightAnswer(q: PointsQuestion): [string, string, ...string[]] {
  return [String(q.score.han), String(q.score.fu), ...paymentFigures(q.score).map(String)];
}

// Seed 1: a non-dealer's tsumo, 3 han 40 fu, paid 1,300 by each non-dealer and 2,600 by the dealer.
const SEED = 1;

describe('points quiz: the seed in the address', () => {
  test("?mode=points draws a seed from the store's random and writes it in place, then asks for its question", () => {
    const { store, client, location } = testStore('?mode=points', { random: () => 0.5 });
    expect(location.entries).toEqual(['?mode=points&seed=2147483648']);
    expect(client.pointsCalls.map((c) => c.seed)).toEqual([2147483648]);
    expect(practiceShown(store, 'points')).toMatchObject({ seed: 2147483648, pending: true, question: null });
  });

  test('?mode=points&seed=1 asks that question, and a reload of the address asks it again', async () => {
    const first = testStore(`?mode=points&seed=${SEED}`);
    expect(first.client.pointsCalls.map((c) => c.seed)).toEqual([SEED]);
    const q = await answer(first.client.pointsCalls[0]);
    expect(q.score.payments).toEqual({ kind: 'tsumo', nonDealer: 1300, dealer: 2600 });
    expect(practiceShown(first.store, 'points')).toMatchObject({ pending: false, question: { seed: SEED, hand: q.hand } });
    expect(first.location.search()).toBe('?mode=points&seed=1');
    const reload = testStore(first.location.search());
    expect(reload.client.pointsCalls.map((c) => c.seed)).toEqual([SEED]);
  });

  test('a seed that is not one is said, nothing is asked, and Deal starts a fresh question as a new entry', () => {
    const { store, client, location } = testStore('?mode=points&seed=12x', { random: () => 0.25 });
    expect(client.pointsCalls).toHaveLength(0);
    expect(practiceShown(store, 'points')).toMatchObject({ badSeed: '12x', question: null, seed: null, pending: false });
    expect(store.select.modeHrefs(store.getState()).points).toBe('?mode=points');
    store.getState().actions.nextPointsQuestion();
    expect(location.entries).toEqual(['?mode=points&seed=12x', '?mode=points&seed=1073741824']);
    expect(client.pointsCalls.map((c) => c.seed)).toEqual([1073741824]);
    expect(store.getState().points.badSeed).toBeNull();
  });

  test.each([['-1'], ['4294967296'], ['1.5'], ['']])('seed=%s: refused unless it is empty', (seed) => {
    const { store, client } = testStore(`?mode=points&seed=${seed}`);
    if (seed === '') {
      // No seed at all is a fresh question, not a mistake.
      expect(client.pointsCalls).toHaveLength(1);
      expect(store.getState().points.badSeed).toBeNull();
    } else {
      expect(client.pointsCalls).toHaveLength(0);
      expect(store.getState().points.badSeed).toBe(seed);
    }
  });

  test('an engine failure is said, and Deal asks again', async () => {
    const { store, client } = testStore(`?mode=points&seed=${SEED}`, { random: () => 0.5 });
    client.pointsCalls[0].settle({ status: 'failed', message: { code: 'worker-stopped', detail: 'boom' } });
    await flush();
    expect(practiceShown(store, 'points')).toMatchObject({
      error: { code: 'worker-stopped', detail: 'boom' },
      question: null,
      pending: false,
    });
    store.getState().actions.nextPointsQuestion();
    expect(client.pointsCalls).toHaveLength(2);
    expect(practiceShown(store, 'points').error).toBeNull();
  });
});

describe('points quiz: checking an answer', () => {
  test('a right answer: every part right, the streak and accuracy counted and saved under its own key', async () => {
    const { store, client, storage } = testStore(`?mode=points&seed=${SEED}`, { now: sequence(1000, 4000) });
    const q = await answer(client.pointsCalls[0]);
    type(store, ...rightAnswer(q));
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points.judgement).toEqual({ han: true, fu: true, payment: true, correct: true });
    expect(store.getState().points.stats).toEqual({ answered: 1, correct: 1, streak: 1, bestStreak: 1, totalMs: 3000 });
    expect(JSON.parse(storage.data.get(POINTS_STATS_KEY)!)).toMatchObject({ answered: 1, correct: 1, streak: 1 });
    // The wait quiz's score is its own.
    expect(storage.data.has(QUIZ_STATS_KEY)).toBe(false);
    expect(store.getState().quiz.stats.answered).toBe(0);
  });

  test('a wrong part: only that part is wrong, the answer is wrong, the streak ends', async () => {
    const storage = memoryStorage();
    storage.setItem(POINTS_STATS_KEY, JSON.stringify({ answered: 4, correct: 4, streak: 4, bestStreak: 4, totalMs: 0 }));
    const { store, client } = testStore(`?mode=points&seed=${SEED}`, { storage });
    expect(store.getState().points.stats.streak).toBe(4);
    await answer(client.pointsCalls[0]);
    // The payment said the other way round: the dealer's share first.
    type(store, '3', '40', '2600', '1300');
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points.judgement).toEqual({ han: true, fu: true, payment: false, correct: false });
    expect(store.getState().points.stats).toMatchObject({ answered: 5, correct: 4, streak: 0, bestStreak: 4 });
  });

  test('the score is kept across reloads: a new store on the same storage reads it', async () => {
    const { store, client, storage } = testStore(`?mode=points&seed=${SEED}`);
    await answer(client.pointsCalls[0]);
    type(store, '2', '40', '1300', '2600');
    store.getState().actions.checkPointsAnswer();
    const again = testStore(`?mode=points&seed=${SEED}`, { storage });
    expect(again.store.getState().points.stats).toMatchObject({ answered: 1, correct: 0, streak: 0 });
  });

  test('full-width digits and thousands separators are read as numbers', async () => {
    const { store, client } = testStore(`?mode=points&seed=${SEED}`);
    await answer(client.pointsCalls[0]);
    type(store, '３', ' ４０ ', '１，３００', '2,600');
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points.judgement?.correct).toBe(true);
  });

  test.each([
    ['a word in a field', ['3', 'forty', '1300', '2600']],
    ['an empty field', ['3', '40', '1300', '']],
    ['a decimal', ['3', '40', '1300.5', '2600']],
  ])('%s scores nothing and asks for the field to be fixed', async (_, fields) => {
    const { store, client } = testStore(`?mode=points&seed=${SEED}`);
    await answer(client.pointsCalls[0]);
    type(store, ...(fields as [string, string, string, string]));
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points).toMatchObject({ judgement: null, showErrors: true, stats: { answered: 0 } });
    // Fixed, it is checked.
    type(store, '3', '40', '1300', '2600');
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points).toMatchObject({ judgement: { correct: true }, showErrors: false, stats: { answered: 1 } });
  });

  test('a second check, and typing after the verdict, change nothing', async () => {
    const { store, client } = testStore(`?mode=points&seed=${SEED}`);
    const q = await answer(client.pointsCalls[0]);
    type(store, ...rightAnswer(q));
    store.getState().actions.checkPointsAnswer();
    store.getState().actions.editPointsField('han', '9');
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points.fields.han).toBe('3');
    expect(store.getState().points.stats.answered).toBe(1);
  });
});

describe('points quiz: no answer lost while a question is dealt', () => {
  test('fields typed and Check pressed before the question comes: kept, then checked against it once shown', async () => {
    const { store, client } = testStore(`?mode=points&seed=${SEED}`, { now: sequence(100, 900) });
    type(store, '3', '40', '1,300', '2,600');
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points).toMatchObject({ question: null, judgement: null, checkQueued: true, stats: { answered: 0 } });
    expect(store.getState().points.fields).toEqual({ han: '3', fu: '40', payment: ['1,300', '2,600'] });
    await answer(client.pointsCalls[0]);
    expect(store.getState().points).toMatchObject({
      checkQueued: false,
      fields: { han: '3', fu: '40', payment: ['1,300', '2,600'] },
      judgement: { correct: true },
      stats: { answered: 1, correct: 1 },
    });
    // Timed from the first key typed (100), not from the question's arrival.
    expect(store.getState().points.stats.totalMs).toBe(800);
  });

  test('Next clears the fields at once; what is typed while the next question is dealt stays for it', async () => {
    const { store, client } = testStore(`?mode=points&seed=${SEED}`, { random: () => 0.5 });
    const q = await answer(client.pointsCalls[0]);
    type(store, ...rightAnswer(q));
    store.getState().actions.checkPointsAnswer();
    store.getState().actions.nextPointsQuestion();
    expect(practiceShown(store, 'points')).toMatchObject({
      pending: true,
      judgement: null,
      fields: { han: '', fu: '', payment: ['', ''] },
    });
    // The question before stays in view while the next is dealt.
    expect(store.getState().points.question?.seed).toBe(SEED);
    store.getState().actions.editPointsField('han', '2');
    // A second Next while dealing deals nothing more.
    store.getState().actions.nextPointsQuestion();
    expect(client.pointsCalls).toHaveLength(2);
    await answer(client.pointsCalls[1]);
    expect(store.getState().points).toMatchObject({ question: { seed: 2147483648 }, judgement: null, fields: { han: '2' } });
  });

  test('a queued check with a field left empty scores nothing: the fields say what is missing', async () => {
    const { store, client } = testStore(`?mode=points&seed=${SEED}`);
    type(store, '3', '40', '1300');
    store.getState().actions.checkPointsAnswer();
    // The question is a non-dealer's tsumo: two payment figures, one given.
    await answer(client.pointsCalls[0]);
    expect(store.getState().points).toMatchObject({ judgement: null, showErrors: true, stats: { answered: 0 } });
  });
});

describe('points quiz: history', () => {
  test('each new question is an entry; Back shows the one before with its verdict, not scored again; Forward the next', async () => {
    const { store, client, location } = testStore(`?mode=points&seed=${SEED}`, { random: () => 0.5 });
    const q1 = await answer(client.pointsCalls[0]);
    type(store, '3', '40', '1300', '9999');
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points.judgement).toMatchObject({ payment: false, correct: false });
    store.getState().actions.nextPointsQuestion();
    expect(location.entries).toEqual(['?mode=points&seed=1', '?mode=points&seed=2147483648']);
    const q2 = await answer(client.pointsCalls[1]);
    store.getState().actions.editPointsField('han', '1');

    location.back();
    expect(client.pointsCalls.at(-1)?.seed).toBe(SEED);
    await answer(client.pointsCalls.at(-1)!);
    expect(store.getState().points).toMatchObject({
      question: { seed: q1.seed },
      fields: { han: '3', fu: '40', payment: ['1300', '9999'] },
      judgement: { han: true, fu: true, payment: false, correct: false },
    });
    store.getState().actions.checkPointsAnswer();
    expect(store.getState().points.stats).toMatchObject({ answered: 1, correct: 0 });

    location.forward();
    await answer(client.pointsCalls.at(-1)!);
    // Never answered: a fresh question, its fields empty.
    expect(store.getState().points).toMatchObject({ question: { seed: q2.seed }, judgement: null, fields: { han: '' } });
  });

  test('an answer to a question left behind is dropped: Back while the next is dealt shows the one before', async () => {
    const { store, client, location } = testStore(`?mode=points&seed=${SEED}`, { random: () => 0.5 });
    await answer(client.pointsCalls[0]);
    store.getState().actions.nextPointsQuestion();
    location.back();
    // The next question's deal comes in after Back: not shown.
    await answer(client.pointsCalls[1]);
    expect(practiceShown(store, 'points')).toMatchObject({ seed: SEED, pending: true });
    await answer(client.pointsCalls[2]);
    expect(practiceShown(store, 'points')).toMatchObject({ seed: SEED, pending: false, question: { seed: SEED } });
  });

  test('the header links: the question is kept while another mode is shown, and Back returns to it as it was', async () => {
    const location = memoryLocation('?q=19m');
    const { store, client } = testStore('', { location, random: () => 0.5 });
    store.getState().actions.setMode('points');
    expect(location.search()).toBe('?mode=points&seed=2147483648');
    const q = await answer(client.pointsCalls[0]);
    type(store, ...rightAnswer(q));
    expect(store.select.modeHrefs(store.getState()).points).toBe('?mode=points&seed=2147483648');
    store.getState().actions.setMode('analysis');
    expect(location.search()).toBe('?q=19m');
    location.back();
    expect(store.getState().mode).toBe('points');
    // The same question and the fields as typed: nothing asked again.
    expect(client.pointsCalls).toHaveLength(1);
    expect(store.getState().points.fields).toMatchObject({ han: String(q.score.han) });
    store.getState().actions.setMode('analysis');
    store.getState().actions.setMode('points');
    expect(location.search()).toBe('?mode=points&seed=2147483648');
    expect(client.pointsCalls).toHaveLength(1);
  });
});
