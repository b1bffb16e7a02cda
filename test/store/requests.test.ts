/**
 * The store's requests as data (requests.ts): each question's key, the one rule that says whether an
 * answer is about what is shown, the hold of a press until its answer, what each question carries to
 * the engine (the fake records every argument), and selectors made per store.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { analyzeRequest, packed } from '../support/packed.ts';
import * as light from '../../src/engine/light.ts';
import { MAHJONG_SOUL_RULES } from '../../src/engine/light.ts';
import { isAbout, keyOf } from '../../src/store/requests.ts';
import { analysisKey, fakeResult, flush, testStore } from '../support/fakes.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keyOf(question): one key per question, however it was built', () => {
  test('the order of fields does not matter, at any depth; absent fields are left out', () => {
    const a = { hand: '1m', table: { seen: '', dora: '4p', players: 4, nuki: 0 }, rules: undefined };
    const b = { table: { nuki: 0, players: 4, dora: '4p', seen: '' }, hand: '1m' };
    expect(keyOf(a)).toBe(keyOf(b));
  });
  test('any field that differs makes another key; arrays keep their order', () => {
    const q = {
      seed: 1,
      discards: [
        { kind: 1, red: false },
        { kind: 2, red: false },
      ],
    };
    expect(keyOf({ ...q, seed: 2 })).not.toBe(keyOf(q));
    expect(keyOf({ ...q, discards: [...q.discards].reverse() })).not.toBe(keyOf(q));
    expect(keyOf({ ...q, discards: [q.discards[0], { kind: 2, red: true }] })).not.toBe(keyOf(q));
  });
  test('isAbout: an answer is about a question when it carries its key; no question, about nothing', () => {
    expect(isAbout({ key: keyOf({ a: 1 }) }, keyOf({ a: 1 }))).toBe(true);
    expect(isAbout({ key: keyOf({ a: 1 }) }, keyOf({ a: 2 }))).toBe(false);
    expect(isAbout({ key: 'x' }, null)).toBe(false);
    expect(isAbout(null, 'x')).toBe(false);
  });
});

describe('the answers kept per kind', () => {
  test('a question asked is running; its answer lands with its key; a newer question keeps the old data shown, greyed', async () => {
    const { store, client } = testStore('?q=123m456p789s1122z');
    const first = analysisKey('123m456p789s1122z');
    expect(store.getState().requests.analyze.latest).toEqual({ key: first, status: 'running', progress: 0 });
    client.calls[0].settle({ status: 'done', result: fakeResult('123m456p789s1122z', {}) });
    await flush();
    expect(store.getState().requests.analyze).toMatchObject({ latest: { key: first, status: 'done', progress: 1 }, shown: { key: first } });
    store.getState().actions.setDraft('123m456p789s1123z');
    const second = analysisKey('123m456p789s1123z');
    expect(store.getState().requests.analyze).toMatchObject({ latest: { key: second, status: 'running' }, shown: { key: first } });
    expect(store.select.shown(store.getState())).toMatchObject({ stale: true, about: { hand: '123m456p789s1122z' } });
  });

  test('an answer to any question but the one asked last of its kind is dropped, whatever the client says of it', async () => {
    const { store, client } = testStore('?q=123m456p789s1122z');
    store.getState().actions.setDraft('123m456p789s1123z');
    // A client that answers the first question anyway (it was already in flight).
    client.calls[0].settle({ status: 'done', result: fakeResult('123m456p789s1122z', {}) });
    await flush();
    expect(store.getState().requests.analyze.shown).toBeNull();
    expect(store.select.pending(store.getState())).toBe(true);
  });

  test("a newer question ends the one before it of its kind (its signal), and no other kind's", () => {
    const { store, client } = testStore('?q=123m456p789s1122z');
    store.getState().actions.setDraft('123m456p789s1123z');
    expect(client.calls.map((c) => c.signal?.aborted)).toEqual([true, false]);
    expect(client.scoreCalls.map((c) => c.signal?.aborted)).toEqual([true, false]);
    store.getState().actions.setMode('quiz');
    expect(client.calls[1].signal?.aborted).toBe(false);
  });

  test('a failure is kept with its key, the data before it still shown', async () => {
    const { store, client } = testStore('?q=123m456p789s1122z');
    client.calls[0].settle({ status: 'done', result: fakeResult('123m456p789s1122z', {}) });
    await flush();
    store.getState().actions.setDraft('123m456p789s1123z');
    client.calls[1].settle({ status: 'failed', message: { code: 'worker-stopped', detail: 'boom' } });
    await flush();
    expect(store.getState().requests.analyze).toMatchObject({
      latest: { key: analysisKey('123m456p789s1123z'), status: 'failed', error: { code: 'worker-stopped', detail: 'boom' } },
      shown: { key: analysisKey('123m456p789s1122z') },
    });
    expect(store.select.failure(store.getState())).toEqual({ code: 'worker-stopped', detail: 'boom' });
    expect(store.select.pending(store.getState())).toBe(false);
  });
});

describe('the hold of a press until its answer', () => {
  // 12 tiles, which ask nothing; the press makes 13, which ask their analysis.
  const HAND = '123m456p789s112z';
  const PRESSED = '123m456p789s1122z';

  test("a press that asks sets it to its question's key; its answer clears it", async () => {
    const { store, client } = testStore(`?q=${HAND}`);
    expect(store.getState().hold).toBeNull();
    store.getState().actions.addTile({ kind: 28, red: false });
    expect(store.getState().hold).toBe(analysisKey(PRESSED));
    client.calls.at(-1)!.settle({ status: 'done', result: fakeResult(PRESSED, {}) });
    await flush();
    expect(store.getState().hold).toBeNull();
  });

  test('its failure clears it too: the page shows the press and the message', async () => {
    const { store, client } = testStore(`?q=${HAND}`);
    store.getState().actions.addTile({ kind: 28, red: false });
    client.calls.at(-1)!.settle({ status: 'failed', message: { code: 'worker-stopped', detail: 'boom' } });
    await flush();
    expect(store.getState().hold).toBeNull();
  });

  test("the other kinds' answers leave it: the score of the new hand does not end the wait for its table", async () => {
    const { store, client } = testStore(`?q=${HAND}`);
    store.getState().actions.addTile({ kind: 28, red: false });
    client.scoreCalls.at(-1)!.settle({ status: 'done', result: { kind: 'waits', waits: [] } });
    await flush();
    expect(store.getState().hold).toBe(analysisKey(PRESSED));
  });

  test("a second press holds for its own answer; the first one's answer, dropped, leaves it", async () => {
    const { store, client } = testStore(`?q=${HAND}`);
    store.getState().actions.addTile({ kind: 28, red: false });
    store.getState().actions.addTile({ kind: 29, red: false });
    expect(store.getState().hold).toBe(analysisKey(`${PRESSED}3z`));
    client.calls[0].settle({ status: 'done', result: fakeResult(PRESSED, {}) });
    await flush();
    expect(store.getState().hold).toBe(analysisKey(`${PRESSED}3z`));
  });

  test.each<[string, (t: ReturnType<typeof testStore>) => void]>([
    ['typing', ({ store }) => store.getState().actions.setDraft(`${PRESSED}1`)],
    ['pointing at a tile', ({ store }) => store.getState().actions.setHover(0)],
    ['another order of the rows', ({ store }) => store.getState().actions.setSort('next')],
    ['another page', ({ store }) => store.getState().actions.setMode('quiz')],
    ['Back', ({ location }) => location.back()],
  ])('any other action of the player ends it: %s', (_what, act) => {
    const t = testStore(`?q=${HAND}`);
    t.store.getState().actions.addTile({ kind: 28, red: false });
    expect(t.store.getState().hold).not.toBeNull();
    act(t);
    expect(t.store.getState().hold).toBeNull();
  });
});

describe("what the engine is asked: every question carries the position's table and the rules", () => {
  const TABLE = { seen: '1m9s', dora: '4p', players: 4 as const, nuki: 0 };
  const SEARCH = '?q=123456m2378p5599s&seen=1m9s&dora=4p&rules=mahjongsoul&seat=E';

  test('the analysis and its second step, with the table; the score with the table, the situation and the rules', () => {
    const { client } = testStore(SEARCH);
    expect(client.calls.map((c) => c.request)).toEqual([analyzeRequest('123456m2378p5599s', 'standard', TABLE)]);
    expect(client.twoStepCalls.map((c) => c.request)).toEqual([analyzeRequest('123456m2378p5599s', 'standard', TABLE)]);
    expect(client.scoreCalls).toHaveLength(1);
    expect(client.scoreCalls[0]).toMatchObject({
      position: packed('123456m2378p5599s', TABLE),
      situation: { seat: 'E' },
      rules: MAHJONG_SOUL_RULES,
    });
  });

  test('the probabilities, with the table and the rules in their options', async () => {
    const { client } = testStore(SEARCH);
    const forms = { standard: 1, regular: 1, chiitoitsu: 6, kokushi: 10 };
    client.calls[0].settle({
      status: 'done',
      result: fakeResult('123456m2378p5599s', { tileCount: 14, shanten: forms, discards: [] }, { table: TABLE }),
    });
    await flush();
    expect(client.probabilitiesCalls).toHaveLength(1);
    expect(client.probabilitiesCalls[0]).toMatchObject({
      position: packed('123456m2378p5599s', TABLE),
      options: { seat: 'E', rules: MAHJONG_SOUL_RULES },
    });
  });

  test("a plain Tenhou link still sends its empty table (red fives and the wall are counted), and no rules (the engine's defaults)", () => {
    const { client } = testStore('?q=123m456p789s1122z');
    expect(client.calls[0].position.table).toEqual({ players: 4, seen: [], dora: [], nuki: 0 });
    expect(client.scoreCalls[0].position.table).toEqual({ players: 4, seen: [], dora: [], nuki: 0 });
    expect(client.scoreCalls[0]).not.toHaveProperty('rules');
  });
});

describe('selectors are made per store', () => {
  test("one store's reads never change what another store's selectors return", () => {
    const a = testStore('?q=123m456p789s1122z');
    const b = testStore('?q=1m2m3m');
    const hand = a.store.select.workingHand(a.store.getState());
    const rows = a.store.select.pickContext(a.store.getState());
    b.store.select.workingHand(b.store.getState());
    b.store.select.pickContext(b.store.getState());
    expect(a.store.select.workingHand(a.store.getState())).toBe(hand);
    expect(a.store.select.pickContext(a.store.getState())).toBe(rows);
  });

  test("one store's texts never evict another's: a text read once in a store is not read again there", () => {
    const a = testStore('?q=123m456p789s1122z');
    a.store.getState().actions.setDraft('123m456p789s1122');
    a.store.select.draftError(a.store.getState());
    const b = testStore('');
    const reads = vi.spyOn(light, 'parsePosition');
    // Another store reads many texts (another page's session, another test).
    for (let n = 1; n <= 40; n++) {
      b.store.getState().actions.setDraft(`${n % 9 || 9}m`.repeat(1 + (n % 3)) + `${n}`);
      b.store.select.draftError(b.store.getState());
    }
    reads.mockClear();
    a.store.select.draftError(a.store.getState());
    expect(reads).not.toHaveBeenCalled();
  });
});
