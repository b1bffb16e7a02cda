/**
 * The practice modes in the store: URLs, dealing and judging the quiz, the score, the drill's
 * seed and discards, and switching between the pages. The engine answers are made by the real
 * engine functions here (cheap), handed in through the fake client.
 */
import { describe, expect, test } from 'vitest';
import { formatError } from '../../src/ui/shell/error-messages.ts';
import { chinitsuQuestion, type ChinitsuQuestion } from '../../src/engine/practice/chinitsu.ts';
import { playDrill, type DrillState } from '../../src/engine/practice/drill.ts';
import type { Tile } from '../../src/engine/types.ts';
import { QUIZ_OPTIONS_KEY } from '../../src/store/quiz-slice.ts';
import { QUIZ_STATS_KEY } from '../../src/store/quiz-stats.ts';
import { fakeResult, flush, memoryLocation, memoryStorage, sequence, testStore, practiceShown } from '../support/fakes.ts';
import { packed } from '../support/packed.ts';

function question(hand: string): ChinitsuQuestion {
  const r = chinitsuQuestion(hand);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function drillState(seed: number, discards: Tile[] = []): DrillState {
  const r = playDrill(seed, discards);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('quiz: URLs and deals', () => {
  test('?mode=quiz deals with the saved options and a fresh seed; the address then names the hand', async () => {
    const storage = memoryStorage();
    storage.data.set(QUIZ_OPTIONS_KEY, JSON.stringify({ suit: 'p', minWaits: 3, chiitoitsu: true }));
    const { store, client, location } = testStore('?mode=quiz', { storage, random: sequence(0.5) });
    expect(store.getState().mode).toBe('quiz');
    expect(client.calls).toHaveLength(0); // no analysis without a hand
    expect(client.quizCalls.map((c) => c.request)).toEqual([{ suit: 'p', minWaits: 3, chiitoitsu: true, seed: 2147483648 }]);
    expect(practiceShown(store, 'quiz').pending).toBe(true);
    client.quizCalls[0].settle({ status: 'done', result: question('1112345678999p') });
    await flush();
    expect(practiceShown(store, 'quiz')).toMatchObject({
      pending: false,
      question: { hand: '1112345678999p' },
      selected: [],
      judgement: null,
    });
    expect(location.entries).toEqual(['?mode=quiz&hand=1112345678999p']);
  });

  test('a shared hand is asked as given and the address takes its canonical form', async () => {
    const { store, client, location } = testStore('?mode=quiz&hand=1112340678999p');
    // The text is read here; the worker gets the hand, packed.
    expect(client.quizCalls[0].request).toMatchObject({ hand: packed('1112340678999p') });
    client.quizCalls[0].settle({ status: 'done', result: question('1112340678999p') });
    await flush();
    expect(store.getState().quiz.question?.hand).toBe('1112345678999p');
    expect(location.search()).toBe('?mode=quiz&hand=1112345678999p');
  });

  test('a shared text that is no quiz hand: its message at once, no question, nothing asked; a deal then clears it', () => {
    for (const [text, error] of [
      ['123m456p789s1122z', { code: 'not-one-suit', reason: 'honors' }],
      ['1112345x', { code: 'invalid-hand', error: { code: 'unknown-character', index: 7 } }],
      ['1112345678m(999m)', { code: 'melds' }],
      ['11123456789999m', { code: 'tile-count', tiles: 14 }],
    ] as const) {
      const { store, client } = testStore(`?mode=quiz&hand=${encodeURIComponent(text)}`);
      expect(client.quizCalls).toHaveLength(0);
      expect(practiceShown(store, 'quiz')).toMatchObject({ question: null, pending: false, error });
      store.getState().actions.nextQuestion();
      expect(client.quizCalls).toHaveLength(1);
      expect(practiceShown(store, 'quiz')).toMatchObject({ pending: true, error: null });
    }
  });

  test('a shared hand the engine refuses (not tenpai): its message, no question', async () => {
    const { store, client } = testStore('?mode=quiz&hand=1357913579246m');
    const error = { code: 'not-tenpai', hand: '1123345567799m', chiitoitsu: true } as const;
    client.quizCalls[0].settle({ status: 'failed', message: error });
    await flush();
    expect(practiceShown(store, 'quiz')).toMatchObject({ question: null, pending: false, error });
  });

  test('an answer made stale by a newer deal is ignored', async () => {
    const { store, client } = testStore('?mode=quiz');
    store.getState().actions.nextQuestion();
    client.quizCalls[0].settle({ status: 'stale' });
    await flush();
    expect(practiceShown(store, 'quiz').pending).toBe(true);
    client.quizCalls[1].settle({ status: 'done', result: question('1223344888999m') });
    await flush();
    expect(store.getState().quiz.question?.hand).toBe('1223344888999m');
  });
});

describe('quiz: answering', () => {
  async function dealt(hand: string, now: () => number) {
    const t = testStore('?mode=quiz', { now });
    t.client.quizCalls[0].settle({ status: 'done', result: question(hand) });
    await flush();
    return t;
  }

  test('waits toggle, sorted; Check judges, times the answer from the deal, saves the score; then nothing changes until Next', async () => {
    const { store, storage } = await dealt('1223344888999m', sequence(1000, 13500));
    const { toggleWait, checkAnswer } = store.getState().actions;
    toggleWait(3);
    toggleWait(0);
    toggleWait(5);
    toggleWait(5);
    expect(store.getState().quiz.selected).toEqual([0, 3]);
    checkAnswer();
    expect(store.getState().quiz.judgement).toEqual({ correct: true, missed: [], extra: [] });
    const stats = { answered: 1, correct: 1, streak: 1, bestStreak: 1, totalMs: 12500 };
    expect(store.getState().quiz.stats).toEqual(stats);
    expect(JSON.parse(storage.data.get(QUIZ_STATS_KEY)!)).toEqual(stats);
    toggleWait(7);
    checkAnswer();
    expect(store.getState().quiz.selected).toEqual([0, 3]);
    expect(store.getState().quiz.stats.answered).toBe(1);
  });

  test('a wrong answer breaks the streak; the score is read back by a new page', async () => {
    const { store, storage } = await dealt('6777788889999m', sequence(0, 2000));
    store.getState().actions.toggleWait(4);
    store.getState().actions.checkAnswer();
    expect(store.getState().quiz.judgement).toEqual({ correct: false, missed: [5], extra: [] });
    expect(store.getState().quiz.stats).toMatchObject({ answered: 1, correct: 0, streak: 0 });
    const again = testStore('?mode=quiz', { storage });
    expect(again.store.getState().quiz.stats).toMatchObject({ answered: 1, totalMs: 2000 });
  });

  test('new options are saved and deal a new hand with them', async () => {
    const { store, client, storage } = await dealt('1223344888999m', () => 0);
    store.getState().actions.setQuizOptions({ suit: 's', minWaits: 4, chiitoitsu: false });
    expect(client.quizCalls.at(-1)!.request).toMatchObject({ suit: 's', minWaits: 4, chiitoitsu: false });
    expect(JSON.parse(storage.data.get(QUIZ_OPTIONS_KEY)!)).toEqual({ suit: 's', minWaits: 4, chiitoitsu: false });
  });

  test('saved options that make no sense fall back to the defaults', () => {
    const storage = memoryStorage();
    storage.data.set(QUIZ_OPTIONS_KEY, JSON.stringify({ suit: 'z', minWaits: 12, chiitoitsu: 'yes' }));
    const { client } = testStore('?mode=quiz', { storage });
    expect(client.quizCalls[0].request).toMatchObject({ suit: 'random', minWaits: 1, chiitoitsu: false });
  });
});

describe('drill', () => {
  test('?mode=drill&seed= replays that wall; a discard waits for the answer before the next is taken', async () => {
    const { store, client } = testStore('?mode=drill&seed=42');
    expect(client.drillCalls.map((c) => [c.seed, c.discards])).toEqual([[42, []]]);
    client.drillCalls[0].settle({ status: 'done', result: drillState(42) });
    await flush();
    const { state } = store.getState().drill;
    expect(state?.draws).toBe(0);
    const tile = state!.drawn;
    store.getState().actions.discardTile(tile);
    store.getState().actions.discardTile(state!.tiles[0]); // ignored: the first is being answered
    expect(client.drillCalls.map((c) => c.discards)).toEqual([[], [tile]]);
    client.drillCalls[1].settle({ status: 'done', result: drillState(42, [tile]) });
    await flush();
    expect(practiceShown(store, 'drill')).toMatchObject({ pending: false, discards: [tile], state: { draws: 1 } });
  });

  test('a discard the engine refuses keeps the state and says why', async () => {
    const { store, client } = testStore('?mode=drill&seed=42');
    client.drillCalls[0].settle({ status: 'done', result: drillState(42) });
    await flush();
    store.getState().actions.discardTile({ kind: 33, red: false });
    client.drillCalls[1].settle({ status: 'failed', message: { code: 'not-in-hand', index: 0, tile: '7z', hand: '123m' } });
    await flush();
    expect(practiceShown(store, 'drill')).toMatchObject({
      discards: [],
      state: { draws: 0 },
      error: { code: 'not-in-hand', index: 0, tile: '7z', hand: '123m' },
    });
  });

  test('?mode=drill picks a seed and writes it in the address; New drill picks another', () => {
    const { store, client, location } = testStore('?mode=drill', { random: sequence(0.25, 0.75) });
    expect(location.entries).toEqual(['?mode=drill&seed=1073741824']);
    store.getState().actions.newDrill();
    expect(location.search()).toBe('?mode=drill&seed=3221225472');
    expect(client.drillCalls.map((c) => c.seed)).toEqual([1073741824, 3221225472]);
  });

  test('a seed that is not a number is named, and nothing is dealt', () => {
    const { store, client } = testStore('?mode=drill&seed=12ab');
    expect(client.drillCalls).toHaveLength(0);
    // The engine's error as data; the page writes it in its language.
    const error = store.getState().drill.error;
    expect(error).toEqual({ code: 'invalid-seed', seed: '12ab' });
    expect(error && formatError(error, 'en')).toBe('The seed "12ab" is not a whole number from 0 to 4294967295.');
  });
});

describe('switching pages', () => {
  test('analysis -> quiz -> analysis: history entries, the analysis kept (no new request), the quiz kept', async () => {
    const location = memoryLocation('?q=1223344888999m');
    const { store, client } = testStore('', { location });
    client.calls[0].settle({ status: 'done', result: fakeResult('1223344888999m', {}) });
    await flush();
    store.getState().actions.setMode('quiz');
    expect(store.getState().mode).toBe('quiz');
    expect(location.entries).toEqual(['?q=1223344888999m', '?mode=quiz']);
    client.quizCalls[0].settle({ status: 'done', result: question('1112345678999s') });
    await flush();
    expect(location.search()).toBe('?mode=quiz&hand=1112345678999s');
    store.getState().actions.setMode('analysis');
    expect(location.search()).toBe('?q=1223344888999m');
    expect(store.getState()).toMatchObject({
      mode: 'analysis',
      hand: '1223344888999m',
      requests: { analyze: { shown: { data: { about: { hand: '1223344888999m' } } } } },
    });
    expect(client.calls).toHaveLength(1);
    store.getState().actions.setMode('quiz');
    expect(location.search()).toBe('?mode=quiz&hand=1112345678999s');
    expect(client.quizCalls).toHaveLength(1);
  });

  test('Back and Forward follow the modes', async () => {
    const location = memoryLocation('?q=19m');
    const { store, client } = testStore('', { location });
    store.getState().actions.setMode('drill');
    expect(location.search()).toMatch(/^\?mode=drill&seed=\d+$/);
    client.drillCalls[0].settle({ status: 'done', result: drillState(0) });
    await flush();
    location.back();
    expect(store.getState()).toMatchObject({ mode: 'analysis', hand: '19m' });
    location.forward();
    expect(store.getState().mode).toBe('drill');
    expect(client.drillCalls).toHaveLength(1); // the same wall, not dealt again
  });

  test('the header links lead back to what each page last showed', async () => {
    const { store, client } = testStore('?mode=quiz&hand=1223344888999m');
    expect(store.select.modeHrefs(store.getState())).toEqual({
      analysis: '?',
      quiz: '?mode=quiz',
      drill: '?mode=drill',
      points: '?mode=points',
      review: '?mode=review',
    });
    client.quizCalls[0].settle({ status: 'done', result: question('1223344888999m') });
    await flush();
    expect(store.select.modeHrefs(store.getState())).toEqual({
      analysis: '?',
      quiz: '?mode=quiz&hand=1223344888999m',
      drill: '?mode=drill',
      points: '?mode=points',
      review: '?mode=review',
    });
    // One object while nothing changes, as React's store hook needs.
    expect(store.select.modeHrefs(store.getState())).toBe(store.select.modeHrefs(store.getState()));
  });
});
