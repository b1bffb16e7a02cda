import { describe, expect, test } from 'vitest';
import { buildSuitValues } from '../../src/engine/suit-table-builder.ts';
import { PATTERN_COUNT, SUIT_VALUES, ensureTables, suitRank } from '../../src/engine/suit-tables.ts';

describe('suit tables', () => {
  test('the committed table equals a fresh build (run npm run gen:tables after changing the builder)', () => {
    ensureTables();
    const fresh = buildSuitValues();
    expect(fresh.length).toBe(PATTERN_COUNT * 5);
    expect(Buffer.from(SUIT_VALUES).equals(Buffer.from(fresh))).toBe(true);
  });

  test('there are 405,350 single-suit patterns of at most 14 tiles and rank is a bijection onto 0..count-1', () => {
    expect(PATTERN_COUNT).toBe(405350);
    const seen = new Uint8Array(PATTERN_COUNT);
    const counts = new Uint8Array(9);
    let visited = 0;
    const walk = (i: number, s: number): void => {
      if (i === 9) {
        const r = suitRank(counts, 0);
        expect(seen[r]).toBe(0);
        seen[r] = 1;
        visited++;
        return;
      }
      for (let c = 0; c <= 4 && s + c <= 14; c++) {
        counts[i] = c;
        walk(i + 1, s + c);
      }
      counts[i] = 0;
    };
    walk(0, 0);
    expect(visited).toBe(PATTERN_COUNT);
  });

  test.each([
    // [pattern, m, p, tiles to add], worked by hand
    ['000000000', 0, 0, 0],
    ['000000000', 4, 1, 14],
    ['100000000', 1, 0, 2], // 1 -> 111 or 123
    ['200000000', 0, 1, 0], // 11 is the pair
    ['111111111', 3, 0, 0], // 123 456 789
    ['111111111', 3, 1, 2], // 9 tiles, 11 needed
    ['400000000', 1, 1, 2], // 1111: 111 + a pair needs two more tiles (a fifth 1 does not exist)
    ['400000000', 0, 1, 0],
    ['044400000', 3, 1, 0], // 2222 3333 4444 holds 22 234 333 444
    ['300000003', 2, 1, 2], // 111 999 + a new pair
  ])('pattern %s, %i sets + %i pairs: %i tiles to add', (pattern, m, p, expected) => {
    ensureTables();
    const counts = pattern.split('').map(Number);
    const byte = SUIT_VALUES[suitRank(counts, 0) * 5 + m];
    expect(p ? byte >> 4 : byte & 15).toBe(expected);
  });
});
