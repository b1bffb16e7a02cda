/**
 * The probabilities' key tables (probability/keys.ts) against a Map: seeded keys inserted, looked up and
 * cleared over many generations, the table growing and being kept, stale slots of earlier generations
 * read as empty, and the generations wrapping around.
 */
import { describe, expect, test } from 'vitest';
import { clearTable, insert, keyTable, lookup, slotCount } from '../../../src/engine/probability/keys.ts';
import { mulberry32, randomInt } from '../../support/random-hands.ts';

describe('key tables', () => {
  test('each generation answers as a fresh Map would, whatever earlier generations left in the slots', () => {
    const rng = mulberry32(23);
    let table = keyTable(4);
    // Keys as the search makes them: sums of powers of 5 below 2^53 in each half.
    const key = () => [randomInt(rng, 5 ** 6) * 5 ** 12 + randomInt(rng, 1000), randomInt(rng, 5 ** 6) * 5 ** 10] as const;
    for (let generation = 0; generation < 40; generation++) {
      const want = new Map<string, number>();
      const asked: (readonly [number, number])[] = [];
      const size = generation % 2 ? 3 + randomInt(rng, 20) : 200 + randomInt(rng, 2000);
      for (let i = 0; i < size; i++) {
        const [hi, lo] = key();
        asked.push([hi, lo]);
        if (want.has(`${hi},${lo}`)) continue;
        expect(lookup(table, hi, lo)).toBe(-1);
        table = insert(table, hi, lo, want.size);
        want.set(`${hi},${lo}`, want.size);
      }
      for (const [k, id] of want) {
        const [hi, lo] = k.split(',').map(Number) as [number, number];
        expect(lookup(table, hi, lo)).toBe(id);
      }
      // Keys of other generations (and new ones) are absent.
      for (let i = 0; i < 50; i++) {
        const [hi, lo] = key();
        expect(lookup(table, hi, lo)).toBe(want.get(`${hi},${lo}`) ?? -1);
      }
      expect(table.size).toBe(want.size);
      clearTable(table);
      expect(table.size).toBe(0);
      for (const [hi, lo] of asked.slice(0, 30)) expect(lookup(table, hi, lo)).toBe(-1);
    }
    // The table grew for the large generations and was kept through the small ones.
    expect(slotCount(table)).toBeGreaterThanOrEqual(4096);
  });

  test('when the generations run out, the slots are zeroed and the table starts again, empty', () => {
    let table = keyTable(3);
    table = insert(table, 5, 7, 1);
    // Jump to the last generation, then one more clear wraps around.
    table.base = 2 ** 21 * 2 ** 31;
    table = insert(table, 11, 13, 2);
    expect(lookup(table, 11, 13)).toBe(2);
    clearTable(table);
    expect(table.base).toBe(2 ** 31);
    expect(lookup(table, 11, 13)).toBe(-1);
    expect(lookup(table, 5, 7)).toBe(-1);
    table = insert(table, 5, 7, 3);
    expect(lookup(table, 5, 7)).toBe(3);
  });
});
