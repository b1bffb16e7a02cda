/**
 * The store's side of the probabilities: asked of the long-jobs client once the first step is in (by
 * itself up to 3-shanten, on request beyond), with the situation's winds and the settings in the
 * address; a new hand ends the old run; the turn shown changes no search; progress and answers land.
 */
import { describe, expect, test } from 'vitest';
import { FAR } from '../../src/store/app-store.ts';
import { readProbabilitySettings, withProbabilitySettings, DEFAULT_PROBABILITY_SETTINGS } from '../../src/store/probability-query.ts';
import { selectProbabilities } from '../../src/store/selectors.ts';
import { fakeResult, flush, testStore } from '../support/fakes.ts';

const HAND = '123456m2378p5599s';

async function analysed(search: string, value: number) {
  const t = testStore(search);
  t.client.calls[0]!.settle({ status: 'done', result: fakeResult(HAND, { tileCount: 14, value, discards: [] }, { table: { seen: '', dora: '', players: 4, nuki: 0 } }) });
  await flush();
  return t;
}

describe('the probabilities settings in the address', () => {
  test('defaults write nothing; every setting round-trips; unreadable values are defaults', () => {
    expect(withProbabilitySettings('?q=1m', DEFAULT_PROBABILITY_SETTINGS)).toBe('?q=1m');
    const s = { turn: 7, tegawari: true, shantenBack: true, riichi: 'always' as const, red: false, ura: false };
    const search = withProbabilitySettings('?q=1m', s);
    expect(search).toBe('?q=1m&turn=7&tegawari=1&back=1&riichirule=always&nored=1&noura=1');
    expect(readProbabilitySettings(search)).toEqual(s);
    expect(readProbabilitySettings('?turn=19&riichirule=never')).toEqual(DEFAULT_PROBABILITY_SETTINGS);
  });
});

describe('the probabilities in the store', () => {
  test('asked after the first step, with the winds and the settings; progress and the answer land', async () => {
    const { store, client } = await analysed(`?q=${HAND}&seat=E&tegawari=1`, 1);
    expect(client.probabilitiesCalls).toHaveLength(1);
    const call = client.probabilitiesCalls[0]!;
    expect(call.options).toEqual({ round: 'E', seat: 'E', tegawari: true, shantenBack: false, riichi: 'best', red: true, ura: true });
    expect(store.getState().probability.status).toBe('running');
    call.onProgress?.(0.5);
    expect(store.getState().probability.progress).toBe(0.5);
    const probabilities = { turns: 18 as const, rows: [{ discard: '5s', tenpai: Array(18).fill(0.5), win: Array(18).fill(0.25), ev: Array(18).fill(1000) }] };
    call.settle({ status: 'done', result: { hand: HAND, table: { seen: '', dora: '', players: 4, nuki: 0 }, options: call.options, probabilities } });
    await flush();
    expect(selectProbabilities(store.getState())).toMatchObject({ stale: false, rows: probabilities.rows, run: { status: 'done' } });
  });

  test('the turn shown asks nothing; an option asks again (in place of the address entry)', async () => {
    const { store, client, location } = await analysed(`?q=${HAND}`, 1);
    const entries = location.entries.length;
    store.getState().actions.setProbabilitySettings({ turn: 9 });
    expect(client.probabilitiesCalls).toHaveLength(1);
    store.getState().actions.setProbabilitySettings({ shantenBack: true });
    expect(client.probabilitiesCalls.map((c) => c.options.shantenBack)).toEqual([false, true]);
    expect(location.search()).toBe(`?q=${HAND}&turn=9&back=1`);
    expect(location.entries.length).toBe(entries);
    // The winds are the score panel's: a new seat asks again.
    store.getState().actions.setSituation({ seat: 'W' });
    expect(client.probabilitiesCalls.at(-1)?.options.seat).toBe('W');
  });

  test('further than 3-shanten the search waits to be asked; Compute asks it', async () => {
    const { store, client } = await analysed(`?q=${HAND}`, 4);
    expect(client.probabilitiesCalls).toHaveLength(0);
    expect(store.getState().probability).toMatchObject({ status: 'idle', message: FAR });
    store.getState().actions.retryProbabilities();
    expect(client.probabilitiesCalls).toHaveLength(1);
  });

  test('a new hand ends the run in flight; Cancel ends it too', async () => {
    const { store, client } = await analysed(`?q=${HAND}`, 1);
    store.getState().actions.setDraft('123456m2378p559s1z');
    expect(client.cancelled).toBe(1);
    store.getState().actions.cancelProbabilities();
    expect(client.cancelled).toBe(2);
    expect(store.getState().probability.status).toBe('idle');
  });
});
