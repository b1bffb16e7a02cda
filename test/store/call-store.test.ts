/**
 * The call table in the store (docs/rules.md#call-or-pass): the offer considered is a choice in the
 * address (`&offer=1z-left`), open while it is the game's last discard; its question sends the table
 * less the offered tile, the situation's winds and the rules' kuitan; the figures are asked after the
 * hand's first step, in the long jobs' client, at the turn of the offer; a move closes it; a reload
 * opens it again; the answers are drawn as they come.
 */
import { describe, expect, test } from 'vitest';
import { packed } from '../support/packed.ts';
import { createAppStore } from '../../src/store/app-store.ts';
import type { Tile } from '../../src/engine/light.ts';
import type { CallsRequest } from '../../src/worker/protocol.ts';
import type { CallTable } from '../../src/engine/light.ts';
import { fakeClient, fakeResult, flush, memoryLocation, memoryStorage } from '../support/fakes.ts';

const tile = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]!) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};

function callStore(search: string) {
  const location = memoryLocation(search);
  const client = fakeClient();
  const longJobs = fakeClient();
  const store = createAppStore(client, { location, longJobs, storage: memoryStorage(), languages: ['en'], random: () => 0 });
  return { store, client, longJobs, location, actions: store.getState().actions };
}

/** Your discard (7z), then the right, across and left players' discards: the left player's 1z is on offer. */
function offered() {
  const t = callStore('?q=123m456p789s1122z7z');
  t.actions.discardToRiver(tile('7z'));
  for (const code of ['9p', '9m', '1z']) t.actions.addTile(tile(code));
  return t;
}

const HAND = '123m456p789s1122z';

/** An answer of the fake engine to `request` (its figures at the request's turn): a table of passing and a pon. */
function answerTo(request: CallsRequest, win?: [number, number]): CallTable {
  const figures = (w: number) => ({ turn: request.probabilities?.turn ?? 1, tenpai: 0.5, win: w, ev: 1000 * w });
  return {
    offer: { tile: { kind: 27, red: false }, from: 3 },
    calls: [
      { call: 'pass', ...(win ? { probabilities: figures(win[0]) } : {}) },
      {
        call: 'pon',
        meld: { kind: 'pon', tiles: [27, 27, 27], red: 0 },
        redKept: false,
        forbidden: [27],
        yaku: [],
        meldYaku: true,
        noYaku: false,
        discards: [],
        best: { discard: { kind: 28, red: false }, shanten: 0, effective: { tiles: [], count: 4 } } as never,
        ...(win ? { probabilities: figures(win[1]) } : {}),
      },
    ],
  };
}

describe('the call table in the store', () => {
  test('opening it: the address keeps the offer; the table is asked at once, less the offered tile, with the winds and kuitan', async () => {
    const { store, client, longJobs, location, actions } = offered();
    expect(store.getState().hand).toBe(HAND);
    expect(store.select.shownOffer(store.getState())).toBeNull();
    actions.setOffer({ tile: '1z', from: 3 });
    expect(location.search()).toContain('offer=1z-left');
    expect(store.select.shownOffer(store.getState())).toEqual({ tile: '1z', from: 3 });
    expect(client.callTableCalls.length).toBe(1);
    const asked = client.callTableCalls[0]!.request;
    // The game shows 7z 9p 9m 1z; the 1z offered is not among the seen tiles (it joins the meld when called).
    expect(asked).toEqual({
      position: packed(HAND, { seen: '7z9p9m', dora: '', players: 4, nuki: 0 }),
      offer: { tile: { kind: 27, red: false }, from: 3 },
      round: 'E',
      seat: 'S',
      kuitan: true,
    });
    // No figures before the hand's first step says its shanten.
    expect(longJobs.callFiguresCalls.length).toBe(0);
    expect(client.callFiguresCalls.length).toBe(0);
    client.calls.at(-1)!.settle({ status: 'done', result: fakeResult(HAND, {}) });
    await flush();
    expect(longJobs.callFiguresCalls.length).toBe(1);
    const figures = longJobs.callFiguresCalls[0]!.request;
    // One discard made: your next discard is turn 2, the offer comes before its draw: turn 1.
    expect(figures).toEqual({ ...asked, probabilities: expect.objectContaining({ turn: 1, round: 'E', seat: 'S', handChanges: false }) });
  });

  test('the figures follow the turn and the probabilities options; the metric is kept in the address', async () => {
    const { store, client, longJobs, location, actions } = offered();
    actions.setOffer({ tile: '1z', from: 3 });
    client.calls.at(-1)!.settle({ status: 'done', result: fakeResult(HAND, {}) });
    await flush();
    actions.setProbabilitySettings({ turn: 9, handChanges: true });
    const last = longJobs.callFiguresCalls.at(-1)!.request;
    expect(last.probabilities).toEqual(expect.objectContaining({ turn: 8, handChanges: true }));
    // The turn alone: the figures are asked again at it.
    actions.setProbabilitySettings({ turn: 12 });
    expect(longJobs.callFiguresCalls.at(-1)!.request.probabilities).toEqual(expect.objectContaining({ turn: 11, handChanges: true }));
    // The table itself does not depend on the probabilities' options: not asked again.
    expect(client.callTableCalls.length).toBe(1);
    actions.setCallMetric('ev');
    expect(location.search()).toContain('callby=ev');
    expect(store.getState().callMetric).toBe('ev');
    actions.setCallMetric('win');
    expect(location.search()).not.toContain('callby');
  });

  test('the answers as they come: the table first, then the table with its figures', async () => {
    const { store, client, longJobs, actions } = offered();
    actions.setOffer({ tile: '1z', from: 3 });
    expect(store.select.callTable(store.getState())).toEqual(expect.objectContaining({ table: null, figures: 'idle' }));
    const call = client.callTableCalls[0]!;
    call.settle({ status: 'done', result: answerTo(call.request) });
    client.calls.at(-1)!.settle({ status: 'done', result: fakeResult(HAND, {}) });
    await flush();
    let shown = store.select.callTable(store.getState())!;
    expect(shown.stale).toBe(false);
    expect(shown.figures).toBe('running');
    expect(shown.table!.calls.map((c) => c.call)).toEqual(['pass', 'pon']);
    expect(shown.table!.calls[0]!.probabilities).toBeUndefined();
    const job = longJobs.callFiguresCalls[0]!;
    job.settle({ status: 'done', result: answerTo(job.request, [0.18, 0.231]) });
    await flush();
    shown = store.select.callTable(store.getState())!;
    expect(shown.figures).toBe('done');
    expect(shown.table!.calls.map((c) => c.probabilities?.win)).toEqual([0.18, 0.231]);
  });

  test("a refusal is the table's error, as data", async () => {
    const { store, client, actions } = offered();
    actions.setOffer({ tile: '1z', from: 3 });
    client.callTableCalls[0]!.settle({ status: 'failed', message: { code: 'not-a-call-hand', tiles: 14 } });
    await flush();
    expect(store.select.callTable(store.getState())).toEqual(
      expect.objectContaining({ table: null, error: { code: 'not-a-call-hand', tiles: 14 } }),
    );
  });

  test('a move closes it (the tile is no longer on offer), and its search is ended', async () => {
    const { store, client, longJobs, location, actions } = offered();
    actions.setOffer({ tile: '1z', from: 3 });
    client.calls.at(-1)!.settle({ status: 'done', result: fakeResult(HAND, {}) });
    await flush();
    const job = longJobs.callFiguresCalls[0]!;
    expect(job.signal?.aborted).toBe(false);
    actions.addTile(tile('4z')); // your draw
    expect(store.getState().offer).toBeNull();
    expect(location.search()).not.toContain('offer=');
    expect(store.select.callTable(store.getState())).toBeNull();
    expect(job.signal?.aborted).toBe(true);
  });

  test('a reload opens the same table; an offer that is not the last discard opens none', () => {
    const first = offered();
    first.actions.setOffer({ tile: '1z', from: 3 });
    first.actions.setCallMetric('tenpai');
    const again = callStore(first.location.search());
    expect(again.store.getState().callMetric).toBe('tenpai');
    expect(again.store.select.shownOffer(again.store.getState())).toEqual({ tile: '1z', from: 3 });
    expect(again.client.callTableCalls.map((c) => c.request)).toEqual([first.client.callTableCalls[0]!.request]);
    const wrong = callStore(first.location.search().replace('offer=1z-left', 'offer=9m-across'));
    expect(wrong.store.select.shownOffer(wrong.store.getState())).toBeNull();
    expect(wrong.client.callTableCalls.length).toBe(0);
  });

  test('Back and Forward follow the offer in the address', () => {
    const { store, location, actions } = offered();
    const before = location.search();
    actions.setOffer({ tile: '1z', from: 3 });
    // Opening replaces the entry: the position is the same. A later entry without it, then Back, restores it.
    location.push(before);
    location.back();
    location.forward();
    expect(store.getState().offer).toBeNull();
    location.back();
    expect(store.getState().offer).toEqual({ tile: '1z', from: 3 });
  });
});
