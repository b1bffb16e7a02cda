/**
 * The store's side of the probabilities: asked of the long-jobs client by itself once the first step is
 * in, with the situation's winds and the settings in the address, except that from 4-shanten the search
 * is made with hand changes and shanten-back off (the settings stay as set); a new hand ends the old
 * run; the turn shown changes no search; progress and answers land, a search too large for its memory
 * budget included.
 */
import { describe, expect, test } from 'vitest';
import type { Probabilities, ProbabilityRow } from '../../src/engine/light.ts';
import {
  readProbabilitySettings,
  withProbabilitySettings,
  DEFAULT_PROBABILITY_SETTINGS,
  type ProbabilitySettings,
} from '../../src/address/probability-query.ts';
import type { ProbabilityInput } from '../../src/worker/protocol.ts';
import { DEFAULT_SITUATION, readSituation, withSituation } from '../../src/address/situation-query.ts';
import { fakeResult, flush, testStore } from '../support/fakes.ts';
import { tileOf } from '../../src/engine/light.ts';

const HAND = '123456m2378p5599s';
const TABLE = { seen: '', dora: '', players: 4 as const, nuki: 0 };

/** A store whose first step for HAND is in, the hand `shanten` from tenpai (standard form). */
async function analysed(search: string, shanten: number) {
  const t = testStore(search);
  const forms = { standard: shanten, regular: shanten, chiitoitsu: 6, kokushi: 10 };
  t.client.calls[0]!.settle({
    status: 'done',
    result: fakeResult(HAND, { tileCount: 14, value: shanten, shanten: forms, discards: [] }, { table: TABLE }),
  });
  await flush();
  return t;
}

type Store = Awaited<ReturnType<typeof analysed>>;

/** The newest search answered with `probabilities`. */
async function answer({ client }: Store, probabilities: Probabilities) {
  const call = client.probabilitiesCalls.at(-1)!;
  call.settle({ status: 'done', result: { probabilities } });
  await flush();
}

/** An answer with rows. */
const tableOf = (rows: ProbabilityRow[]) => ({ ok: true as const, value: { turns: 18 as const, rows, shanten: 1, states: 100 } });

const ROWS = [{ discard: tileOf(22), tenpai: Array(18).fill(0.5), win: Array(18).fill(0.25), ev: Array(18).fill(1000) }];

describe('the probabilities settings in the address', () => {
  test('defaults write nothing; every setting round-trips; unreadable values are defaults', () => {
    expect(withProbabilitySettings('?q=1m', DEFAULT_PROBABILITY_SETTINGS)).toBe('?q=1m');
    const s = {
      turn: 7,
      turnSet: true,
      handChanges: true,
      shantenBack: true,
      riichi: 'always' as const,
      red: false,
      ura: false,
      riichiStick: true,
      tenpaiPayment: 3000,
      ippatsu: true,
      haitei: true,
    };
    const search = withProbabilitySettings('?q=1m', s);
    expect(search).toBe(
      '?q=1m&turn=7&tegawari=1&back=1&riichirule=always&nored=1&noura=1&riichistick=1&tenpaipay=3000&countippatsu=1&counthaitei=1',
    );
    expect(readProbabilitySettings(search)).toEqual(s);
    expect(readProbabilitySettings('?turn=x&riichirule=never')).toEqual(DEFAULT_PROBABILITY_SETTINGS);
    // A turn out of range is the nearest there is.
    expect([99, 19, 0, -3].map((t) => readProbabilitySettings(`?turn=${t}`).turn)).toEqual([18, 18, 1, 1]);
  });

  test.each([
    [{ riichiStick: true }, 'riichistick=1'],
    [{ tenpaiPayment: 3000 }, 'tenpaipay=3000'],
    [{ tenpaiPayment: 1500 }, 'tenpaipay=1500'],
    [{ tenpaiPayment: 999_999 }, 'tenpaipay=999999'],
    [{ ippatsu: true }, 'countippatsu=1'],
    [{ haitei: true }, 'counthaitei=1'],
  ])('closer to a real game: %j is written as %s alone, and read back', (patch, param) => {
    const s = { ...DEFAULT_PROBABILITY_SETTINGS, ...patch };
    expect(withProbabilitySettings('?q=1m', s)).toBe(`?q=1m&${param}`);
    expect(readProbabilitySettings(`?q=1m&${param}`)).toEqual(s);
  });

  test.each([
    'riichistick=yes',
    'riichistick=0',
    'tenpaipay=',
    'tenpaipay=x',
    'tenpaipay=-3000',
    'tenpaipay=3e3',
    'tenpaipay=1500.5',
    'tenpaipay=+3000',
    'tenpaipay=1000000',
    'tenpaipay=0x10',
    'countippatsu=true',
    'counthaitei=2',
  ])('an unreadable %s is the default', (param) => {
    expect(readProbabilitySettings(`?q=1m&${param}`)).toEqual(DEFAULT_PROBABILITY_SETTINGS);
  });

  test("the score's ippatsu and last tile are not the probabilities', nor the other way round; honba and sticks are one state", () => {
    expect(readProbabilitySettings('?q=1m&riichi=1&ippatsu=1&last=1')).toEqual(DEFAULT_PROBABILITY_SETTINGS);
    const situation = readSituation('?q=1m&countippatsu=1&counthaitei=1&riichistick=1&tenpaipay=3000');
    expect(situation).toEqual(DEFAULT_SITUATION);
    // Written together, each reads back its own: the page's whole address holds both.
    const both = withProbabilitySettings(withSituation('?q=1m', { ...DEFAULT_SITUATION, riichi: 'riichi', ippatsu: true, honba: 2 }), {
      ...DEFAULT_PROBABILITY_SETTINGS,
      haitei: true,
    });
    expect(both).toBe('?q=1m&riichi=1&ippatsu=1&honba=2&counthaitei=1');
    expect(readSituation(both)).toMatchObject({ ippatsu: true, last: false, honba: 2 });
    expect(readProbabilitySettings(both)).toMatchObject({ ippatsu: false, haitei: true });
  });

  test('an unreadable real-game setting is taken out of the address in place', () => {
    const { location } = testStore(`?q=${HAND}&tenpaipay=lots&riichistick=1&countippatsu=yes`);
    expect(location.entries).toEqual([`?q=${HAND}&riichistick=1`]);
  });

  test('an address that says a choice otherwise than the page reads it is written back in place: turn=99 is turn 18', () => {
    const { store, location } = testStore(`?q=${HAND}&turn=99`);
    expect(store.getState().probabilitySettings.turn).toBe(18);
    expect(location.entries).toEqual([`?q=${HAND}&turn=18`]);
    const other = testStore(`?q=${HAND}&turn=x&sort=best&by=ron`);
    expect(other.location.entries).toEqual([`?q=${HAND}&by=ron`]);
    // An address already as the page writes it is left as it is.
    const plain = testStore(`?q=${HAND}&turn=5&sort=next`);
    expect(plain.location.entries).toEqual([`?q=${HAND}&turn=5&sort=next`]);
  });
});

describe('the probabilities in the store', () => {
  test('asked after the first step, with the winds and the settings; progress and the answer land', async () => {
    const { store, client } = await analysed(`?q=${HAND}&seat=E&tegawari=1`, 1);
    expect(client.probabilitiesCalls).toHaveLength(1);
    const call = client.probabilitiesCalls[0]!;
    expect(call.options).toEqual({
      round: 'E',
      seat: 'E',
      handChanges: true,
      shantenBack: false,
      riichi: 'best',
      red: true,
      ura: true,
      riichiStick: false,
      tenpaiPayment: 0,
      ippatsu: false,
      haitei: false,
      honba: 0,
      sticks: 0,
    });
    expect(store.select.probabilities(store.getState()).run.status).toBe('running');
    call.onProgress?.(0.5);
    expect(store.select.probabilities(store.getState()).run.progress).toBe(0.5);
    const probabilities = tableOf([
      { discard: tileOf(22), tenpai: Array(18).fill(0.5), win: Array(18).fill(0.25), ev: Array(18).fill(1000) },
    ]);
    call.settle({
      status: 'done',
      result: { probabilities },
    });
    await flush();
    expect(store.select.probabilities(store.getState())).toMatchObject({
      stale: false,
      rows: probabilities.value.rows,
      error: null,
      run: { status: 'done' },
    });
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

  test("the real game settings of the address are sent; the honba and sticks are the situation's", async () => {
    const { client } = await analysed(`?q=${HAND}&honba=3&sticks=1&riichistick=1&tenpaipay=1500&countippatsu=1&counthaitei=1`, 1);
    expect(client.probabilitiesCalls).toHaveLength(1);
    expect(client.probabilitiesCalls[0]!.options).toMatchObject({
      riichiStick: true,
      tenpaiPayment: 1500,
      ippatsu: true,
      haitei: true,
      honba: 3,
      sticks: 1,
    });
  });

  test.each<[Partial<ProbabilitySettings>, string, Partial<ProbabilityInput>]>([
    [{ riichiStick: true }, 'riichistick=1', { riichiStick: true }],
    [{ tenpaiPayment: 3000 }, 'tenpaipay=3000', { tenpaiPayment: 3000 }],
    [{ ippatsu: true }, 'countippatsu=1', { ippatsu: true }],
    [{ haitei: true }, 'counthaitei=1', { haitei: true }],
  ])('setting %j asks again with it, and the address says %s in place', async (patch, param, sent) => {
    const { store, client, location } = await analysed(`?q=${HAND}`, 1);
    const entries = location.entries.length;
    store.getState().actions.setProbabilitySettings(patch);
    expect(client.probabilitiesCalls).toHaveLength(2);
    expect(client.probabilitiesCalls[1]!.options).toEqual({ ...client.probabilitiesCalls[0]!.options, ...sent });
    expect(location.search()).toBe(`?q=${HAND}&${param}`);
    expect(location.entries.length).toBe(entries);
    // The answer to the old settings is no longer about what is shown.
    expect(store.select.probabilities(store.getState()).run.status).toBe('running');
  });

  test('a tenpai payment typed is whole points in range; the same payment asks nothing', async () => {
    const { store, client, location } = await analysed(`?q=${HAND}`, 1);
    const { setProbabilitySettings } = store.getState().actions;
    setProbabilitySettings({ tenpaiPayment: 1000.7 });
    expect(store.getState().probabilitySettings.tenpaiPayment).toBe(1000);
    setProbabilitySettings({ tenpaiPayment: 1000 });
    setProbabilitySettings({ tenpaiPayment: 5_000_000 });
    expect(location.search()).toBe(`?q=${HAND}&tenpaipay=999999`);
    setProbabilitySettings({ tenpaiPayment: -5 });
    setProbabilitySettings({ tenpaiPayment: Number.NaN });
    expect(client.probabilitiesCalls.map((c) => c.options.tenpaiPayment)).toEqual([0, 1000, 999_999, 0]);
    expect(location.search()).toBe(`?q=${HAND}`);
  });

  test("the honba and riichi sticks are the situation's: set in either panel, the search is asked again with them", async () => {
    const { store, client, location } = await analysed(`?q=${HAND}`, 1);
    store.getState().actions.setSituation({ honba: 2 });
    store.getState().actions.setSituation({ sticks: 3 });
    expect(client.probabilitiesCalls.map((c) => [c.options.honba, c.options.sticks])).toEqual([
      [0, 0],
      [2, 0],
      [2, 3],
    ]);
    expect(location.search()).toBe(`?q=${HAND}&honba=2&sticks=3`);
    expect(store.getState().situation).toMatchObject({ honba: 2, sticks: 3 });
  });

  test.each([
    [1, true],
    [3, true],
    [4, false],
    [5, false],
    [6, false],
  ])('a %i-shanten hand with hand changes and shanten-back set: searched by itself, the options searched: %s', async (shanten, on) => {
    const { store, client, location } = await analysed(`?q=${HAND}&tegawari=1&back=1`, shanten);
    expect(client.probabilitiesCalls).toHaveLength(1);
    expect(client.probabilitiesCalls[0]!.options).toMatchObject({ handChanges: on, shantenBack: on, riichi: 'best', red: true, ura: true });
    expect(store.select.probabilities(store.getState()).run.status).toBe('running');
    // The settings stay as the player set them, in the address too.
    expect(store.getState().probabilitySettings).toMatchObject({ handChanges: true, shantenBack: true });
    expect(location.search()).toBe(`?q=${HAND}&tegawari=1&back=1`);
  });

  test("the shanten that decides is the standard form's (the search's), not the form shown", async () => {
    const t = testStore(`?q=${HAND}&tegawari=1`);
    const forms = { standard: 3, regular: 4, chiitoitsu: 3, kokushi: 10 };
    t.client.calls[0]!.settle({
      status: 'done',
      result: fakeResult(HAND, { form: 'regular', tileCount: 14, value: 4, shanten: forms, discards: [] }, { table: TABLE }),
    });
    await flush();
    expect(t.client.probabilitiesCalls[0]!.options.handChanges).toBe(true);
  });

  test("from 4-shanten the answer searched with the options off is the hand's (not stale), and those options ask nothing", async () => {
    const t = await analysed(`?q=${HAND}&tegawari=1&back=1`, 4);
    const { store, client } = t;
    await answer(t, tableOf(ROWS));
    expect(store.select.probabilities(store.getState())).toMatchObject({ stale: false, rows: ROWS, run: { status: 'done' } });
    store.getState().actions.setProbabilitySettings({ handChanges: false });
    store.getState().actions.setProbabilitySettings({ shantenBack: false });
    expect(client.probabilitiesCalls).toHaveLength(1);
    expect(store.select.probabilities(store.getState()).stale).toBe(false);
    // Any other option asks again, still with the two off.
    store.getState().actions.setProbabilitySettings({ handChanges: true, riichi: 'always' });
    expect(client.probabilitiesCalls).toHaveLength(2);
    expect(client.probabilitiesCalls[1]!.options).toMatchObject({ handChanges: false, shantenBack: false, riichi: 'always' });
    expect(store.select.probabilities(store.getState()).stale).toBe(true);
  });

  test("a search too large for its memory budget lands as the hand's answer, with its error and no rows", async () => {
    const t = await analysed(`?q=${HAND}`, 6);
    const error = { code: 'too-large' as const, maxStates: 500_000 };
    await answer(t, { ok: false, error });
    expect(t.store.select.probabilities(t.store.getState()).run).toMatchObject({ status: 'done', progress: 1 });
    expect(t.store.select.probabilities(t.store.getState())).toMatchObject({
      stale: false,
      rows: [],
      error,
      run: { result: { probabilities: { ok: false, error } } },
    });
  });

  test('from 4-shanten too, Cancel ends the run and Compute asks again; a new hand ends the run in flight', async () => {
    const { store, client } = await analysed(`?q=${HAND}&back=1`, 5);
    expect(client.probabilitiesCalls[0]!.signal?.aborted).toBe(false);
    store.getState().actions.cancelProbabilities();
    expect(client.probabilitiesCalls[0]!.signal?.aborted).toBe(true);
    expect(store.select.probabilities(store.getState()).run.status).toBe('idle');
    store.getState().actions.retryProbabilities();
    expect(client.probabilitiesCalls).toHaveLength(2);
    expect(client.probabilitiesCalls[1]!.options.shantenBack).toBe(false);
    expect(store.select.probabilities(store.getState()).run.status).toBe('running');
    store.getState().actions.setDraft('123456m2378p559s1z');
    expect(client.probabilitiesCalls[1]!.signal?.aborted).toBe(true);
    expect(store.select.probabilities(store.getState()).run.status).toBe('idle');
  });

  test('a new hand ends the run in flight; Cancel ends it too', async () => {
    const { store, client } = await analysed(`?q=${HAND}`, 1);
    expect(client.probabilitiesCalls[0]!.signal?.aborted).toBe(false);
    store.getState().actions.setDraft('123456m2378p559s1z');
    expect(client.probabilitiesCalls[0]!.signal?.aborted).toBe(true);
    expect(store.select.probabilities(store.getState()).run.status).toBe('idle');
    // Cancel then has nothing to end, and asks nothing.
    store.getState().actions.cancelProbabilities();
    expect(client.probabilitiesCalls).toHaveLength(1);
    expect(store.select.probabilities(store.getState()).run.status).toBe('idle');
  });
});
