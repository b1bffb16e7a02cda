import { describe, expect, test } from 'vitest';
import { writeQuery } from '../../src/address/location.ts';
import { EMPTY_TABLE, gameOf, readTableQuery, tableInputOf, withTable } from '../../src/address/table-query.ts';
import { game, parseTiles } from '../../src/engine/index.ts';

describe('the table in the URL', () => {
  test('an empty table adds nothing: a plain Tenhou link', () => {
    expect(withTable('?q=123m', EMPTY_TABLE)).toBe('?q=123m');
    expect(withTable('', EMPTY_TABLE)).toBe('');
  });

  test('parameters after the hand, in a fixed order, defaults left out', () => {
    const table = { ...EMPTY_TABLE, seen: '1m0p', dora: '4p1z', players: 3 as const, nuki: 1 };
    expect(withTable('?q=19m', table)).toBe('?q=19m&seen=1m0p&dora=4p1z&players=3&nuki=1');
    expect(withTable('', { ...EMPTY_TABLE, players: 3 })).toBe('?players=3');
    expect(withTable('?p=1m', { ...EMPTY_TABLE, dora: '9s' })).toBe('?p=1m&dora=9s');
  });

  test.each([
    { ...EMPTY_TABLE, seen: '1m0p99s', dora: '4p', players: 4 as const, nuki: 0 },
    { ...EMPTY_TABLE, seen: '', dora: '1z2z3z4z5z', players: 3 as const, nuki: 4 },
    { ...EMPTY_TABLE, seen: '1m 2m', dora: '', players: 4 as const, nuki: 0 },
    { ...EMPTY_TABLE, rivers: ['', '19m1z', '(555z)2p', ''], moves: 'd1z9sr23pp10m0mg2' },
  ])('round trip %j', (table) => {
    expect(readTableQuery(withTable(writeQuery({ hand: '123m', form: 'standard' }), table))).toEqual(table);
  });

  test('the game: each river pasted, then the moves, after the other parameters', () => {
    const table = { ...EMPTY_TABLE, dora: '1p', rivers: ['1z', '', '', '9m(123s)'], moves: 'd2z3z' };
    expect(withTable('?q=1m', table)).toBe('?q=1m&dora=1p&river0=1z&river3=9m(123s)&moves=d2z3z');
  });

  test('nonsense reads as the default', () => {
    expect(readTableQuery('?players=2&nuki=7')).toEqual(EMPTY_TABLE);
    expect(readTableQuery('?nuki=1.5')).toEqual(EMPTY_TABLE);
  });

  test("the game's seen tiles are the game drawn: one replay, the dealer where your seat wind places it", () => {
    // The first tap goes to the dealer: at seat wind South (the default) the left player's discard, seen;
    // at East your own draw, not seen. The engine's input counted it at East whatever the wind, once.
    const kinds = (text: string) => {
      const read = parseTiles(text, { maxTiles: 200 });
      if (!read.ok) throw new Error(text);
      return [...read.value.tiles].join(',');
    };
    for (const [search, dealer, seen] of [
      ['?q=1m&moves=1z2z', 3, '1z'],
      ['?q=1m&seat=E&moves=1z2z', 0, ''],
      ['?q=1m&seat=W&moves=1z2z3z', 2, '1z2z'],
      ['?q=1m&seat=N&moves=1z', 1, '1z'],
      ['?q=1m&players=3&seat=S&moves=1z2z', 3, '1z'],
    ] as const) {
      const query = readTableQuery(search);
      expect(query.dealer, search).toBe(dealer);
      const followed = gameOf(query);
      if (!followed.ok) throw new Error(search);
      const drawn = game.gameTiles(followed.value).map((t) => t.kind);
      expect(drawn.join(','), search).toBe(kinds(seen));
      expect(kinds(tableInputOf(query).seen ?? ''), search).toBe(kinds(seen));
    }
  });
});
