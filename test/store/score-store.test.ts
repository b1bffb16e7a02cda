/**
 * The store's side of scoring: the situation in the address (read forgivingly, written only where it
 * is not the default, kept consistent as the controls change it), the score asked of the worker after
 * the analysis of a 14- or 13-tile hand and again when the situation changes, and shown only for the
 * hand, table and situation it is about.
 */
import { describe, expect, test } from 'vitest';
import { packed } from '../support/packed.ts';
import { changeSituation, DEFAULT_SITUATION, readSituation, withSituation } from '../../src/address/situation-query.ts';
import type { HandValue } from '../../src/engine/index.ts';
import type { SituationInput } from '../../src/address/situation-query.ts';
import { flush, testStore } from '../support/fakes.ts';

describe('the situation in the address', () => {
  test('the defaults write nothing: a plain Tenhou link stays plain', () => {
    expect(withSituation('?q=123m', DEFAULT_SITUATION)).toBe('?q=123m');
    expect(readSituation('?q=123m')).toEqual(DEFAULT_SITUATION);
  });

  test('every field round-trips', () => {
    const s: SituationInput = {
      by: 'ron',
      round: 'S',
      seat: 'E',
      riichi: 'double',
      ippatsu: true,
      last: true,
      rinshan: false,
      chankan: false,
      firstDraw: false,
      win: '0p',
      ura: '3p1z',
      honba: 2,
      sticks: 3,
    };
    const search = withSituation('?q=X', s);
    expect(search).toBe('?q=X&by=ron&round=S&seat=E&riichi=2&ippatsu=1&last=1&ura=3p1z&honba=2&sticks=3&agari=0p');
    expect(readSituation(search)).toEqual(s);
  });

  test.each([
    ['by=draw', { by: 'tsumo' }],
    ['round=X', { round: 'E' }],
    ['seat=east', { seat: 'S' }],
    ['riichi=3', { riichi: 'none' }],
    ['honba=-1', { honba: 0 }],
    ['sticks=1000', { sticks: 0 }],
    ['agari=5x', { win: '' }],
    ['ippatsu=yes', { ippatsu: false }],
  ])('an unreadable %s is its default', (param, field) => {
    expect(readSituation(`?q=1m&${param}`)).toMatchObject(field);
  });
});

describe('changeSituation: what a change rules out goes with it', () => {
  const riichi = changeSituation(DEFAULT_SITUATION, { riichi: 'riichi', ippatsu: true, ura: '1z' });
  test.each<[string, Partial<SituationInput>[], Partial<SituationInput>]>([
    [
      'riichi off takes ippatsu with it, and keeps the ura indicators typed (they count only with riichi)',
      [{ riichi: 'none' }],
      { ippatsu: false, ura: '1z' },
    ],
    ['a ron cannot be a kan replacement', [{ rinshan: true }, { by: 'ron' }], { rinshan: false }],
    ['a tsumo cannot rob a kan', [{ by: 'ron', chankan: true }, { by: 'tsumo' }], { chankan: false }],
    ['the last tile is not a robbed kan', [{ by: 'ron', chankan: true }, { last: true }], { chankan: false, last: true }],
    ['a kan replacement is not the last tile', [{ last: true }, { rinshan: true }], { rinshan: true, last: false }],
    [
      'a first draw is a tsumo without riichi',
      [{ by: 'ron' }, { firstDraw: true }],
      { by: 'tsumo', riichi: 'none', ippatsu: false, firstDraw: true },
    ],
    ['honba and sticks stay 0-99 whole numbers', [{ honba: 120, sticks: -3 }], { honba: 99, sticks: 0 }],
  ])('%s', (_rule, patches, expected) => {
    expect(patches.reduce(changeSituation, riichi)).toMatchObject(expected);
  });
});

/** A score answer of the fake engine: no waits (the store tells which question it answers by its key). */
const NO_WAITS: HandValue = { kind: 'waits', waits: [] };

describe('the score in the store', () => {
  test('asked with the analysis of a 14-tile and of a 13-tile hand, with the situation; never for a short hand', () => {
    const { store, client } = testStore('?q=111222333m77z456p&by=ron');
    expect(client.scoreCalls.map((c) => [c.position, c.situation.by])).toEqual([[packed('111222333m77z456p', {}), 'ron']]);
    store.getState().actions.setDraft('111222333m77z45p');
    expect(client.scoreCalls.map((c) => c.position)).toEqual([packed('111222333m77z456p', {}), packed('111222333m77z45p', {})]);
    store.getState().actions.setDraft('1122m');
    expect(client.scoreCalls).toHaveLength(2);
  });

  test('a change of situation: the entry replaced (no new step in history), the score asked again, not the analysis', () => {
    const { store, client, location } = testStore('?q=111222333m77z456p');
    const entries = location.entries.length;
    store.getState().actions.setSituation({ by: 'ron' });
    store.getState().actions.setSituation({ riichi: 'riichi' });
    expect(location.entries.length).toBe(entries);
    expect(location.search()).toBe('?q=111222333m77z456p&by=ron&riichi=1');
    expect(client.calls).toHaveLength(1);
    expect(client.scoreCalls.map((c) => [c.situation.by, c.situation.riichi])).toEqual([
      ['tsumo', 'none'],
      ['ron', 'none'],
      ['ron', 'riichi'],
    ]);
  });

  test('a winning tile chosen for one hand goes when the hand changes: the next hand is won on its draw', () => {
    const { store, location } = testStore('?q=111222333m77z456p');
    store.getState().actions.setSituation({ win: '3m', by: 'ron' });
    expect(location.search()).toBe('?q=111222333m77z456p&by=ron&agari=3m');
    store.getState().actions.setDraft('111222333m77z45p6p');
    expect(location.search()).toBe('?q=111222333m77z45p6p&by=ron');
    expect(store.getState().situation.win).toBe('');
  });

  test('the situation is kept as the hand changes, and Back brings the address it had', () => {
    const { store, location } = testStore('?q=111222333m77z456p');
    store.getState().actions.setSituation({ seat: 'E', honba: 1 });
    store.getState().actions.setDraft('234567m345p56799s');
    expect(location.search()).toBe('?q=234567m345p56799s&seat=E&honba=1');
    store.getState().actions.setSituation({ seat: 'N' });
    location.back();
    expect(store.getState().hand).toBe('111222333m77z456p');
    expect(store.getState().situation).toMatchObject({ seat: 'E', honba: 1 });
  });

  test('shown only for its hand and situation: greyed while the next is on its way', async () => {
    const { store, client } = testStore('?q=111222333m77z456p');
    client.scoreCalls[0].settle({ status: 'done', result: NO_WAITS });
    await flush();
    expect(store.select.score(store.getState()).stale).toBe(false);
    store.getState().actions.setSituation({ by: 'ron' });
    expect(store.select.score(store.getState())).toMatchObject({ stale: true });
    client.scoreCalls[1].settle({ status: 'done', result: NO_WAITS });
    await flush();
    expect(store.select.score(store.getState()).stale).toBe(false);
  });
});
