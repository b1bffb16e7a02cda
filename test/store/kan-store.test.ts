/**
 * A kan on your own turn in the store (docs/rules.md#call-or-pass): on your turn in the game followed,
 * with a kan your hand can declare, the kan table is asked at once (the hand and its table), and its
 * figures in the long jobs' client after the hand's probabilities (that worker runs one job, a new one
 * ending it), at the turn of your discard under the probabilities' options; a new probabilities search
 * ends the kan figures in flight and they are asked again after it (they wait through its pause too);
 * not your turn, or no kan, asks none; the answers are drawn as they come.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { packed } from '../support/packed.ts';
import { createAppStore } from '../../src/store/app-store.ts';
import type { Tile } from '../../src/engine/light.ts';
import type { KansRequest } from '../../src/worker/protocol.ts';
import type { ProbabilityReport } from '../../src/engine/index.ts';
import type { KanTable } from '../../src/engine/light.ts';
import { fakeClient, fakeResult, flush, memoryLocation, memoryStorage } from '../support/fakes.ts';

const tile = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]!) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};

function kanStore(search: string, probabilityDelayMs = 0) {
  const location = memoryLocation(search);
  const client = fakeClient();
  const longJobs = fakeClient();
  const store = createAppStore(client, {
    location,
    longJobs,
    storage: memoryStorage(),
    languages: ['en'],
    random: () => 0,
    probabilityDelayMs,
  });
  return { store, client, longJobs, location, actions: store.getState().actions };
}

/** Your 7z into your river, the right, across and left players' discards, then your draw `draw`. */
function yourTurn(start = '1111m234p567s223z7z', draw = '3z', probabilityDelayMs = 0) {
  const t = kanStore(`?q=${start}`, probabilityDelayMs);
  t.actions.discardToRiver(tile('7z'));
  for (const code of ['9p', '9m', '4m']) t.actions.addTile(tile(code));
  const before = t.client.kanTableCalls.length;
  t.actions.addTile(tile(draw));
  return { ...t, before };
}

/** Your hand at your turn, the draw written last. */
const HAND = '1111m234p567s223z3z';

/** The hand's first step answered (its shanten known), then its probabilities, as the fakes answer. */
async function answerHand(t: ReturnType<typeof yourTurn>) {
  t.client.calls.at(-1)!.settle({ status: 'done', result: fakeResult(HAND, {}) });
  await flush();
}

const PROBABILITIES: ProbabilityReport = { probabilities: { ok: true, value: { turns: 18, rows: [], shanten: 0, states: 1 } } };

/** A kan table of the fake engine for `request` (its figures at the request's turn): not declaring and the closed kan of 1m. */
function answerTo(request: KansRequest, win?: [number, number]): KanTable {
  const figures = (w: number) => ({ turn: request.probabilities?.turn ?? 1, tenpai: 1, win: w, ev: 1000 * w });
  return {
    kans: [
      { kan: 'none', ...(win ? { probabilities: figures(win[0]) } : {}) },
      {
        kan: 'closed',
        meld: { kind: 'ankan', tiles: [0, 0, 0, 0], red: 0 },
        after: fakeResult(HAND, {}).analysis as never,
        ...(win ? { probabilities: figures(win[1]) } : {}),
      },
    ],
  };
}

afterEach(() => vi.useRealTimers());

describe('a kan on your own turn in the store', () => {
  test('your turn with four 1m: the kan table at once; the figures after the probabilities, at the turn of your discard', async () => {
    const t = yourTurn();
    const { store, client, longJobs, before } = t;
    expect(store.getState().hand).toBe(HAND);
    // Before your draw it was not your turn: nothing was asked.
    expect(before).toBe(0);
    expect(client.kanTableCalls.map((c) => c.request)).toEqual([
      { position: packed(HAND, { seen: '7z9p9m4m', dora: '', players: 4, nuki: 0 }) },
    ]);
    expect(longJobs.kanFiguresCalls.length).toBe(0);
    await answerHand(t);
    // The probabilities of the hand are being searched: the kan figures wait for them.
    expect(longJobs.probabilitiesCalls.length).toBe(1);
    expect(longJobs.kanFiguresCalls.length).toBe(0);
    const search = longJobs.probabilitiesCalls[0]!;
    search.settle({ status: 'done', result: PROBABILITIES });
    await flush();
    expect(longJobs.kanFiguresCalls.length).toBe(1);
    // One discard made: your discard now is turn 2, the probabilities panel's turn.
    expect(store.select.shownTurn(store.getState())).toBe(2);
    expect(longJobs.kanFiguresCalls[0]!.request).toEqual({
      position: packed(HAND, { seen: '7z9p9m4m', dora: '', players: 4, nuki: 0 }),
      probabilities: { ...search.request.options, turn: 2 },
    });
    expect(client.kanFiguresCalls.length).toBe(0);
  });

  test('a new probabilities search ends the kan figures in flight; they are asked again after it, with its options', async () => {
    const t = yourTurn();
    const { store, longJobs, actions } = t;
    await answerHand(t);
    const first = longJobs.probabilitiesCalls[0]!;
    first.settle({ status: 'done', result: PROBABILITIES });
    await flush();
    const job = longJobs.kanFiguresCalls[0]!;
    expect(job.signal?.aborted).toBe(false);
    actions.setProbabilitySettings({ handChanges: true });
    expect(job.signal?.aborted).toBe(true);
    expect(store.getState().requests.kanFigures.latest).toBeNull();
    expect(longJobs.kanFiguresCalls.length).toBe(1);
    const second = longJobs.probabilitiesCalls.at(-1)!;
    second.settle({ status: 'done', result: PROBABILITIES });
    await flush();
    expect(longJobs.kanFiguresCalls.length).toBe(2);
    expect(longJobs.kanFiguresCalls[1]!.request.probabilities).toEqual(expect.objectContaining({ handChanges: true, turn: 2 }));
    // The turn set by hand: the figures follow it (the probabilities' question does not change with it).
    actions.setProbabilitySettings({ turn: 9 });
    expect(longJobs.kanFiguresCalls.at(-1)!.request.probabilities!.turn).toBe(9);
  });

  test('a pause before the probabilities: the kan figures wait behind them through it, shown idle, and come after them', async () => {
    vi.useFakeTimers();
    const t = yourTurn(undefined, undefined, 300);
    t.client.calls.at(-1)!.settle({ status: 'done', result: fakeResult(HAND, {}) });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.store.getState().requests.probabilities.latest?.status).toBe('running');
    expect(t.longJobs.probabilitiesCalls).toHaveLength(0);
    expect(t.longJobs.kanFiguresCalls).toHaveLength(0);
    expect(t.store.select.kanTable(t.store.getState())!.figures).toBe('idle');
    await vi.advanceTimersByTimeAsync(300);
    expect(t.longJobs.probabilitiesCalls).toHaveLength(1);
    expect(t.longJobs.kanFiguresCalls).toHaveLength(0);
    t.longJobs.probabilitiesCalls[0]!.settle({ status: 'done', result: PROBABILITIES });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.longJobs.kanFiguresCalls).toHaveLength(1);
    expect(t.store.select.kanTable(t.store.getState())!.figures).toBe('running');
  });

  test('the answers as they come: the table first, then the table with its figures', async () => {
    const t = yourTurn();
    const { store, client, longJobs } = t;
    expect(store.select.kanTable(store.getState())).toEqual(expect.objectContaining({ table: null, figures: 'idle', turn: 2 }));
    const asked = client.kanTableCalls[0]!;
    asked.settle({ status: 'done', result: answerTo(asked.request) });
    await answerHand(t);
    let shown = store.select.kanTable(store.getState())!;
    expect(shown.stale).toBe(false);
    expect(shown.figures).toBe('idle');
    expect(shown.table!.kans.map((k) => k.kan)).toEqual(['none', 'closed']);
    const search = longJobs.probabilitiesCalls[0]!;
    search.settle({ status: 'done', result: PROBABILITIES });
    await flush();
    expect(store.select.kanTable(store.getState())!.figures).toBe('running');
    const job = longJobs.kanFiguresCalls[0]!;
    job.settle({ status: 'done', result: answerTo(job.request, [0.298, 0.312]) });
    await flush();
    shown = store.select.kanTable(store.getState())!;
    expect(shown.figures).toBe('done');
    expect(shown.table!.kans.map((k) => k.probabilities?.win)).toEqual([0.298, 0.312]);
  });

  test("a refusal is the table's error, as data", async () => {
    const { store, client } = yourTurn();
    client.kanTableCalls[0]!.settle({ status: 'failed', message: { code: 'not-a-discard-hand', tiles: 13 } });
    await flush();
    expect(store.select.kanTable(store.getState())).toEqual(
      expect.objectContaining({ table: null, error: { code: 'not-a-discard-hand', tiles: 13 } }),
    );
  });

  test('your turn without a kan asks none; a pon with its fourth copy drawn is an added kan', () => {
    const none = yourTurn('1112m234p567s223z7z');
    expect(none.store.select.kanTable(none.store.getState())).toBeNull();
    expect(none.client.kanTableCalls.length).toBe(0);
    const added = yourTurn('1m234p567s223z(111s)7z', '1s');
    expect(added.store.getState().hand).toBe('1m234p567s223z1s(111s)');
    expect(added.client.kanTableCalls.length).toBe(1);
  });

  test('declaring the kan: no longer your turn to discard, the table is gone and its search ended', async () => {
    const t = yourTurn();
    const { store, longJobs, actions } = t;
    await answerHand(t);
    const search = longJobs.probabilitiesCalls[0]!;
    search.settle({ status: 'done', result: PROBABILITIES });
    await flush();
    const job = longJobs.kanFiguresCalls[0]!;
    actions.selfKan(tile('1m'));
    expect(store.getState().hand).not.toBe(HAND);
    expect(store.select.kanTable(store.getState())).toBeNull();
    expect(job.signal?.aborted).toBe(true);
  });
});
