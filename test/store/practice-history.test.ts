/**
 * Issue 13 in the store: no quiz input is lost or scored by accident (keys typed while a hand is
 * dealt, Check with nothing selected), each quiz hand is a history entry, and the drill's whole
 * position lives in the address (`d=`), restored by a reload, by Back from the analysis and by a
 * shared link, with a bad record named and its good part kept. The engine answers come from the real
 * engine functions, handed in through the fake client.
 */
import { describe, expect, test } from 'vitest';
import { chinitsuQuestion, type ChinitsuQuestion } from '../../src/engine/practice/chinitsu.ts';
import { formatDrillDiscards, playDrill, type DrillState } from '../../src/engine/practice/drill.ts';
import type { Tile } from '../../src/engine/types.ts';
import { drillAnalysisAddress } from '../../src/store/drill-slice.ts';
import { flush, memoryLocation, sequence, testStore, type FakeDrillCall, practiceShown } from '../support/fakes.ts';
import { packed } from '../support/packed.ts';
import { pagePosition } from '../support/packed.ts';

function question(hand: string): ChinitsuQuestion {
  const r = chinitsuQuestion(hand);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The worker's answer to a drill request: the replay, stopped before a discard it cannot make. */
function answer(call: FakeDrillCall): void {
  let r = playDrill(call.seed, call.discards);
  if (!r.ok) r = playDrill(call.seed, call.discards.slice(0, r.error.index));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  call.settle({ status: 'done', result: r.value });
}

/** The discards of seed's drill when the drawn tile is discarded `n` times. */
function tsumogiri(seed: number, n: number): { discards: Tile[]; state: DrillState } {
  const discards: Tile[] = [];
  let r = playDrill(seed, []);
  for (let i = 0; i < n; i++) {
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    discards.push(r.value.drawn);
    r = playDrill(seed, discards);
  }
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { discards, state: r.value };
}

describe('quiz: keys typed while the hand is dealt', () => {
  test('are kept, then applied in order once it is shown: 5, 8, Enter checks that answer', async () => {
    // 1122335567789m waits on 5m and 8m.
    const { store, client } = testStore('?mode=quiz&hand=1122335567789m', { now: sequence(100, 400) });
    const { typeAhead } = store.getState().actions;
    typeAhead(5);
    typeAhead(8);
    typeAhead('enter');
    expect(store.getState().quiz).toMatchObject({ question: null, typedAhead: [5, 8, 'enter'], stats: { answered: 0 } });
    client.quizCalls[0].settle({ status: 'done', result: question('1122335567789m') });
    await flush();
    expect(store.getState().quiz).toMatchObject({
      selected: [4, 7],
      judgement: { correct: true },
      typedAhead: [],
      stats: { answered: 1, correct: 1, streak: 1 },
    });
    // Timed from the first key kept (100) to the check (400), not from a show it came before.
    expect(store.getState().quiz.stats.totalMs).toBe(300);
  });

  test('an Enter that deals the next hand passes the keys after it on to that hand', async () => {
    const { store, client } = testStore('?mode=quiz&hand=1223344888999m');
    client.quizCalls[0].settle({ status: 'done', result: question('1223344888999m') });
    await flush();
    const { toggleWait, checkAnswer, nextQuestion, typeAhead } = store.getState().actions;
    toggleWait(0);
    toggleWait(3);
    checkAnswer();
    nextQuestion();
    // Typed while the next hand is dealt: the old one is still shown, checked.
    typeAhead('enter');
    typeAhead(1);
    expect(client.quizCalls).toHaveLength(2);
    client.quizCalls[1].settle({ status: 'done', result: question('1112345678999p') });
    await flush();
    // The Enter checked the new hand with nothing selected (so nothing scored), then 1 selected 1p.
    expect(store.getState().quiz).toMatchObject({ question: { hand: '1112345678999p' }, selected: [9], judgement: null });
    expect(store.getState().quiz.stats.answered).toBe(1);
  });

  test('a failed deal drops the keys kept for it', async () => {
    const { store, client } = testStore('?mode=quiz&hand=1357913579246m');
    store.getState().actions.typeAhead(3);
    client.quizCalls[0].settle({ status: 'failed', message: { code: 'not-tenpai', hand: '1123345567799m', chiitoitsu: true } });
    await flush();
    expect(store.getState().quiz.typedAhead).toEqual([]);
  });
});

describe('quiz: Check with nothing selected', () => {
  test('scores nothing and says what to do; selecting a wait clears the note', async () => {
    const { store, client, storage } = testStore('?mode=quiz&hand=1223344888999m');
    client.quizCalls[0].settle({ status: 'done', result: question('1223344888999m') });
    await flush();
    const { checkAnswer, toggleWait } = store.getState().actions;
    checkAnswer();
    expect(store.getState().quiz).toMatchObject({ judgement: null, notice: 'select-a-wait', stats: { answered: 0, streak: 0 } });
    expect(storage.data.size).toBe(0);
    toggleWait(0);
    expect(store.getState().quiz.notice).toBeNull();
  });
});

describe('quiz: each hand is a history entry', () => {
  test('the first deal fills in ?mode=quiz; each next hand is pushed; Back shows the hand before with its verdict', async () => {
    const location = memoryLocation('?mode=quiz');
    const { store, client } = testStore('', { location });
    client.quizCalls[0].settle({ status: 'done', result: question('1223344888999m') });
    await flush();
    expect(location.entries).toEqual(['?mode=quiz&hand=1223344888999m']);
    const { toggleWait, checkAnswer, nextQuestion } = store.getState().actions;
    toggleWait(0);
    checkAnswer(); // wrong: 4m missed
    nextQuestion();
    client.quizCalls[1].settle({ status: 'done', result: question('1112345678999p') });
    await flush();
    expect(location.entries).toEqual(['?mode=quiz&hand=1223344888999m', '?mode=quiz&hand=1112345678999p']);
    location.back();
    expect(client.quizCalls[2].request.hand).toEqual(packed('1223344888999m'));
    client.quizCalls[2].settle({ status: 'done', result: question('1223344888999m') });
    await flush();
    // Shown as answered, not as a second chance: the score is unchanged.
    expect(store.getState().quiz).toMatchObject({ selected: [0], judgement: { correct: false, missed: [3] }, stats: { answered: 1 } });
    expect(location.index).toBe(0);
  });

  test("a hand opened by a link: Next keeps the link's hand one Back away", async () => {
    const { store, client, location } = testStore('?mode=quiz&hand=1223344888999m');
    client.quizCalls[0].settle({ status: 'done', result: question('1223344888999m') });
    await flush();
    store.getState().actions.nextQuestion();
    client.quizCalls[1].settle({ status: 'done', result: question('1112345678999p') });
    await flush();
    expect(location.entries).toEqual(['?mode=quiz&hand=1223344888999m', '?mode=quiz&hand=1112345678999p']);
  });
});

describe('drill: the position in the address', () => {
  test('each discard replaces the entry with the record of every discard so far', async () => {
    const { store, client, location } = testStore('?mode=drill&seed=42');
    answer(client.drillCalls[0]);
    await flush();
    const { discards } = tsumogiri(42, 3);
    for (let i = 0; i < 3; i++) {
      store.getState().actions.discardTile(discards[i]);
      expect(location.search()).toBe(`?mode=drill&seed=42&d=${formatDrillDiscards(discards.slice(0, i + 1))}`);
      answer(client.drillCalls.at(-1)!);
      await flush();
    }
    expect(location.entries).toHaveLength(1);
    expect(store.getState().drill).toMatchObject({ discards, state: { draws: 3 }, problem: null });
    // The header's link leads back to the position, not to the deal.
    expect(store.select.modeHrefs(store.getState()).drill).toBe(location.search());
  });

  test('a reload (a new page on the same address) replays the same position', async () => {
    const { discards, state } = tsumogiri(42, 5);
    const { store, client } = testStore(`?mode=drill&seed=42&d=${formatDrillDiscards(discards)}`);
    expect(client.drillCalls.map((c) => [c.seed, c.discards])).toEqual([[42, discards]]);
    answer(client.drillCalls[0]);
    await flush();
    expect(store.getState().drill).toMatchObject({ seed: 42, discards, problem: null });
    expect(store.getState().drill.state).toEqual(state);
  });

  test('Analysis, then Back: the analysis gets the 14 tiles and the river as seen tiles; Back shows the same position without asking again', async () => {
    const { discards, state } = tsumogiri(42, 4);
    const search = `?mode=drill&seed=42&d=${formatDrillDiscards(discards)}`;
    const { store, client, location } = testStore(search);
    answer(client.drillCalls[0]);
    await flush();
    const address = drillAnalysisAddress(store.getState().drill.state!);
    const drawn = state.drawn;
    expect(address.hand.endsWith(`${drawn.red ? 0 : (drawn.kind % 9) + 1}${'mpsz'[Math.floor(drawn.kind / 9)]}`)).toBe(true);
    expect(address.table.seen).toBe(formatDrillDiscards(discards));
    store.getState().actions.openAnalysis(address);
    expect(location.search()).toBe(`?q=${address.hand}&seen=${address.table.seen}`);
    expect(store.getState()).toMatchObject({ mode: 'analysis', hand: address.hand, table: { seen: address.table.seen } });
    expect(client.calls.map((c) => c.position)).toEqual([pagePosition(address.hand, { seen: address.table.seen })]);
    location.back();
    expect(location.search()).toBe(search);
    expect(store.getState().mode).toBe('drill');
    expect(practiceShown(store, 'drill')).toMatchObject({ discards, pending: false });
    expect(client.drillCalls).toHaveLength(1);
  });

  test('a record with a mistake: the discards before it are played and the mistake is named with its place', async () => {
    const { discards } = tsumogiri(42, 2);
    const record = `${formatDrillDiscards(discards)}9x`;
    const { store, client, location } = testStore(`?mode=drill&seed=42&d=${record}`);
    expect(client.drillCalls[0].discards).toEqual(discards);
    answer(client.drillCalls[0]);
    await flush();
    expect(practiceShown(store, 'drill')).toMatchObject({
      discards,
      state: { draws: 2 },
      error: null,
      problem: { kind: 'unreadable', record, kept: 2, error: { code: 'unknown-character', index: record.length - 1 } },
    });
    // The address stays as given until the next discard writes the position.
    expect(location.search()).toBe(`?mode=drill&seed=42&d=${record}`);
    store.getState().actions.discardTile(store.getState().drill.state!.drawn);
    answer(client.drillCalls[1]);
    await flush();
    expect(store.getState().drill.problem).toBeNull();
    expect(location.search()).toMatch(/^\?mode=drill&seed=42&d=[0-9mpsz]+$/);
  });

  test('a discard the hand does not hold: the position before it, and which discard and why', async () => {
    const { discards, state } = tsumogiri(42, 3);
    const held = new Set([...state.tiles, state.drawn].map((t) => t.kind));
    const missing = [...Array(34).keys()].find((k) => !held.has(k))!;
    const record = formatDrillDiscards([...discards, { kind: missing, red: false }, state.drawn]);
    const { store, client } = testStore(`?mode=drill&seed=42&d=${record}`);
    answer(client.drillCalls[0]);
    await flush();
    expect(store.getState().drill).toMatchObject({
      discards,
      state: { draws: 3 },
      problem: { kind: 'refused', error: { code: 'not-in-hand', index: 3 } },
    });
  });

  test('New drill is a history entry of its own: Back returns to the position left', async () => {
    const { discards } = tsumogiri(42, 2);
    const search = `?mode=drill&seed=42&d=${formatDrillDiscards(discards)}`;
    const { store, client, location } = testStore(search, { random: sequence(0.5) });
    answer(client.drillCalls[0]);
    await flush();
    store.getState().actions.newDrill();
    expect(location.entries).toEqual([search, '?mode=drill&seed=2147483648']);
    answer(client.drillCalls[1]);
    await flush();
    location.back();
    expect(client.drillCalls[2]).toMatchObject({ seed: 42, discards });
  });

  test('discards without a seed are named; a new wall is dealt', async () => {
    const { store, client, location } = testStore('?mode=drill&d=9m1z', { random: sequence(0.25) });
    expect(location.search()).toBe('?mode=drill&seed=1073741824');
    answer(client.drillCalls[0]);
    await flush();
    expect(store.getState().drill).toMatchObject({ seed: 1073741824, discards: [], problem: { kind: 'no-seed', record: '9m1z' } });
  });
});
