/**
 * The store's side of the scoring rules: Tenhou's by default, in the address beside the position
 * (`&rules=mahjongsoul`, nothing at the defaults, read forgivingly) and remembered in the browser's
 * storage, the address winning when it names rules; a choice replaces the current entry and asks the
 * score and the probabilities again with the rules, whose answers are shown only for the rules they
 * were valued by.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_SCORE_RULES, MAHJONG_SOUL_RULES, TENHOU_RULES, type Probabilities } from '../../src/engine/light.ts';
import { initialRules, RULES_KEY } from '../../src/store/rules-choice.ts';
import { readRulesQuery, withRules } from '../../src/address/rules-query.ts';
import type { HandValue } from '../../src/engine/index.ts';
import { fakeResult, flush, memoryStorage, testStore } from '../support/fakes.ts';
import { tileOf } from '../../src/engine/light.ts';

const COMPLETE = '111222333m77z456p';
const TABLE = { seen: '', dora: '', players: 4 as const, nuki: 0 };

describe('the rules in the address', () => {
  test("the defaults (Tenhou's) write nothing, and an address naming none names no rules", () => {
    expect(withRules('?q=123m', { ...TENHOU_RULES })).toBe('?q=123m');
    expect(readRulesQuery('?q=123m')).toBeNull();
  });
  test("Mahjong Soul's and any switch round-trip", () => {
    expect(withRules('?q=123m', MAHJONG_SOUL_RULES)).toBe('?q=123m&rules=mahjongsoul');
    const custom = { ...TENHOU_RULES, kiriageMangan: true, doubleWindFu: 2 as const };
    const search = withRules('?q=123m', custom);
    expect(search).toBe('?q=123m&rules=tenhou,kiriageMangan=true,doubleWindFu=2');
    expect(readRulesQuery(search)).toEqual(custom);
    expect(readRulesQuery(withRules('', MAHJONG_SOUL_RULES))).toEqual(MAHJONG_SOUL_RULES);
  });
  test('read forgivingly: a part that cannot be read is skipped', () => {
    expect(readRulesQuery('?rules=mahjongsoul,kuitan=perhaps')).toEqual(MAHJONG_SOUL_RULES);
    expect(readRulesQuery('?rules=')).toEqual(TENHOU_RULES);
  });
});

describe('the rules remembered', () => {
  test("at start-up: the address's, else the remembered choice, else Tenhou's", () => {
    const storage = memoryStorage();
    expect(initialRules(storage, '')).toEqual(DEFAULT_SCORE_RULES);
    storage.setItem(RULES_KEY, 'mahjongsoul');
    expect(initialRules(storage, '?q=1m')).toEqual(MAHJONG_SOUL_RULES);
    expect(initialRules(storage, '?q=1m&rules=tenhou')).toEqual(TENHOU_RULES);
  });
  test('a storage that refuses only means nothing is remembered', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(initialRules(refusing, '')).toEqual(DEFAULT_SCORE_RULES);
    const { store, location } = testStore(`?q=${COMPLETE}`, { storage: refusing });
    store.getState().actions.setRules(MAHJONG_SOUL_RULES);
    expect(store.getState().rules).toEqual(MAHJONG_SOUL_RULES);
    expect(location.search()).toBe(`?q=${COMPLETE}&rules=mahjongsoul`);
  });
  test('a choice is remembered, and a new page without rules in its address takes it', () => {
    const first = testStore(`?q=${COMPLETE}`);
    first.store.getState().actions.setRules(MAHJONG_SOUL_RULES);
    expect(first.storage.data.get(RULES_KEY)).toBe('mahjongsoul');
    const second = testStore(`?q=${COMPLETE}`, { storage: first.storage });
    expect(second.store.getState().rules).toEqual(MAHJONG_SOUL_RULES);
    expect(second.client.scoreCalls[0]!.rules).toEqual(MAHJONG_SOUL_RULES);
  });
  test('the default choice is remembered too (a later page does not go back to another)', () => {
    const { store, storage } = testStore(`?q=${COMPLETE}&rules=mahjongsoul`);
    store.getState().actions.setRules(TENHOU_RULES);
    expect(storage.data.get(RULES_KEY)).toBe('tenhou');
  });
});

describe('the rules in the store', () => {
  test("by default the engine is asked with no rules (its own defaults, Tenhou's)", () => {
    const { store, client } = testStore(`?q=${COMPLETE}`);
    expect(store.getState().rules).toEqual(TENHOU_RULES);
    expect(client.scoreCalls[0]!.rules).toBeUndefined();
  });

  test('a choice replaces the entry, is written in the address and asks the score again with the rules, not the analysis', () => {
    const { store, client, location } = testStore(`?q=${COMPLETE}&by=ron`);
    const entries = location.entries.length;
    store.getState().actions.setRules(MAHJONG_SOUL_RULES);
    expect(location.entries.length).toBe(entries);
    expect(location.search()).toBe(`?q=${COMPLETE}&by=ron&rules=mahjongsoul`);
    expect(client.calls).toHaveLength(1);
    expect(client.scoreCalls.map((c) => c.rules)).toEqual([undefined, MAHJONG_SOUL_RULES]);
    // The same rules again: nothing asked.
    store.getState().actions.setRules({ ...MAHJONG_SOUL_RULES });
    expect(client.scoreCalls).toHaveLength(2);
  });

  test('the rules stay as the hand changes, and Back and Forward follow the address', () => {
    const { store, location } = testStore(`?q=${COMPLETE}`);
    store.getState().actions.setRules(MAHJONG_SOUL_RULES);
    store.getState().actions.setDraft('234567m345p56799s');
    expect(location.search()).toBe('?q=234567m345p56799s&rules=mahjongsoul');
    store.getState().actions.setRules({ ...MAHJONG_SOUL_RULES, kiriageMangan: true });
    location.back();
    expect(store.getState().hand).toBe(COMPLETE);
    expect(store.getState().rules).toEqual(MAHJONG_SOUL_RULES);
    location.forward();
    expect(store.getState().rules).toEqual({ ...MAHJONG_SOUL_RULES, kiriageMangan: true });
  });

  test('the score is shown only for the rules it was valued by: greyed while the next is on its way', async () => {
    const { store, client } = testStore(`?q=${COMPLETE}`);
    const answer: HandValue = { kind: 'waits', waits: [] };
    client.scoreCalls[0]!.settle({ status: 'done', result: answer });
    await flush();
    expect(store.select.score(store.getState()).stale).toBe(false);
    store.getState().actions.setRules(MAHJONG_SOUL_RULES);
    expect(store.select.score(store.getState()).stale).toBe(true);
    client.scoreCalls[1]!.settle({ status: 'done', result: answer });
    await flush();
    expect(store.select.score(store.getState()).stale).toBe(false);
  });

  test('a change of rules asks the probabilities again with them (a search of its own), and greys the old answer', async () => {
    const hand = '123456m2378p5599s';
    const t = testStore(`?q=${hand}`);
    const forms = { standard: 1, regular: 1, chiitoitsu: 6, kokushi: 10 };
    t.client.calls[0]!.settle({
      status: 'done',
      result: fakeResult(hand, { tileCount: 14, value: 1, shanten: forms, discards: [] }, { table: TABLE }),
    });
    await flush();
    const first = t.client.probabilitiesCalls.at(-1)!;
    expect(first.options.rules).toBeUndefined();
    const probabilities: Probabilities = {
      ok: true,
      value: {
        turns: 18,
        rows: [{ discard: tileOf(22), tenpai: Array(18).fill(0.5), win: Array(18).fill(0.25), ev: Array(18).fill(1000) }],
        shanten: 1,
        states: 100,
      },
    };
    first.settle({ status: 'done', result: { probabilities } });
    await flush();
    expect(t.store.select.probabilities(t.store.getState()).stale).toBe(false);
    const asked = t.client.probabilitiesCalls.length;
    t.store.getState().actions.setRules(MAHJONG_SOUL_RULES);
    expect(t.client.probabilitiesCalls).toHaveLength(asked + 1);
    const second = t.client.probabilitiesCalls.at(-1)!;
    expect(second.options.rules).toEqual(MAHJONG_SOUL_RULES);
    expect(t.store.select.probabilities(t.store.getState()).stale).toBe(true);
    second.settle({ status: 'done', result: { probabilities } });
    await flush();
    expect(t.store.select.probabilities(t.store.getState()).stale).toBe(false);
  });
});
