/**
 * A list of tiles read as far as it goes (readTiles), and a table read that way for editing
 * (looseTable). Expected tiles are written out by hand from the notation's rules.
 */
import { describe, expect, test } from 'vitest';
import { table as engineTable, tiles as engineTiles } from '../../../src/engine/index.ts';
import { keyOf } from '../../support/positions.ts';

const { looseTable } = engineTable;
const { readTiles } = engineTiles;

const read = (text: string, players?: 3 | 4) => {
  const r = readTiles(text, players ? { players } : {});
  return { tiles: r.tiles.map(keyOf).join(' '), error: r.error && { code: r.error.code, index: r.error.index } };
};

describe('readTiles(text): the tiles before the first mistake', () => {
  test.each([
    ['9p1m0s', '9p 1m 0s', null],
    ['', '', null],
    // The fifth 1m is the mistake; the four before it stay.
    ['11111m', '1m 1m 1m 1m', { code: 'too-many-copies', index: 4 }],
    // 1 and 2 never get a suit letter.
    ['9m12x', '9m', { code: 'unknown-character', index: 4 }],
    ['3z8z1p', '3z', { code: 'invalid-honor', index: 2 }],
  ])('%s -> %s', (text, tiles, error) => {
    expect(read(text)).toEqual({ tiles, error });
  });

  test('with three players, 2m-8m is the mistake', () => {
    expect(read('9m5m1z', 3)).toEqual({ tiles: '9m', error: { code: 'three-player-tile', index: 2 } });
  });
});

describe('looseTable(input): a table as far as it reads, for editing', () => {
  test("each part up to its own mistake, nothing checked across parts or against the indicators' limit", () => {
    const table = looseTable({ players: 3, seen: '5m1z1z1z', dora: '1z2z3z4z5z6z', nuki: 1 });
    // 5m stays with three players, and three 1z seen beside an indicator 1z: each part read alone.
    expect(table.players).toBe(3);
    expect([...table.seen].flatMap((n, k) => Array<number>(n).fill(k))).toEqual([4, 27, 27, 27]);
    expect(table.indicators).toEqual([27, 28, 29, 30, 31, 32]);
    expect(table.nuki).toBe(1);
  });
  test('a part with a mistake keeps the tiles before it', () => {
    const table = looseTable({ seen: '0p9x', dora: '4p' });
    expect([...table.seenRed]).toEqual([0, 1, 0]);
    expect(table.seen[13]).toBe(1);
    expect(table.indicators).toEqual([12]);
    expect(table.players).toBe(4);
  });
});
