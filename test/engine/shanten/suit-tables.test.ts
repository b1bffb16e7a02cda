import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { SUIT_VALUE_BYTES, buildSuitValues, deriveTables } from '../../../src/engine/shanten/suit-table-builder.ts';
import { MAX_SUIT_TILES, PATTERN_COUNT, suitRank } from '../../../src/engine/shanten/suit-rank.ts';
import { honorTargets } from '../../../src/engine/shanten/capped-suits.ts';
import * as tables from '../../../src/engine/shanten/suit-tables.ts';
import { suitValuesModule } from '../../../scripts/suit-values-module.ts';

const { TARGETS } = tables;

/**
 * The shipped tables read back in the builder's form, packed values by rank (byte rank * 5 + m =
 * d(m, 0) | d(m, 1) << 4): every pattern's id read through its halves' classes (suitId), then its vector.
 */
function shippedSuitValues(): Uint8Array {
  const values = new Uint8Array(PATTERN_COUNT * SUIT_VALUE_BYTES);
  const counts = new Uint8Array(9);
  const walk = (i: number, s: number): void => {
    if (i === 9) {
      const r = suitRank(counts, 0);
      const v = tables.suitId(counts, 0) * TARGETS;
      for (let m = 0; m < 5; m++) values[r * 5 + m] = tables.SUIT_VECTOR_TABLE[v + 2 * m] | (tables.SUIT_VECTOR_TABLE[v + 2 * m + 1] << 4);
      return;
    }
    for (let c = 0; c <= 4 && s + c <= MAX_SUIT_TILES; c++) {
      counts[i] = c;
      walk(i + 1, s + c);
    }
    counts[i] = 0;
  };
  walk(0, 0);
  return values;
}
let shipped: Uint8Array | null = null;
const packedSuitValues = () => (shipped ??= shippedSuitValues());

describe('suit tables', () => {
  test('every table is filled when its module loads: a reader has nothing to call first', async () => {
    // A fresh copy of the module, which nothing in this file has used yet.
    vi.resetModules();
    const fresh = await import('../../../src/engine/shanten/suit-tables.ts');
    const views = Object.entries(fresh).filter(([, v]) => ArrayBuffer.isView(v)) as [string, Uint8Array][];
    const numbers = Object.entries(fresh).filter(([, v]) => typeof v === 'number') as [string, number][];
    expect(views.map(([name]) => name)).toEqual(
      expect.arrayContaining(['JOIN', 'PAIR_SUITS', 'PAIR_HONORS', 'SUIT_CLASS_IDS', 'GROUP_VECTOR_TABLE', 'HEAD_STATS']),
    );
    for (const [name, view] of views) expect(view.length, name).toBeGreaterThan(0);
    for (const [name, value] of numbers) expect(value, name).toBeGreaterThan(0);
    expect(
      Object.values(fresh)
        .filter((v) => typeof v === 'function')
        .map((f) => f.name),
    ).toEqual(['suitId']);
    // The fresh tables answer: 123456789m is 3 sets, its values (m, p) = (3, 0) need nothing.
    const counts = [1, 1, 1, 1, 1, 1, 1, 1, 1];
    expect(fresh.SUIT_VECTOR_TABLE[fresh.suitId(counts, 0) * TARGETS + 6]).toBe(0);
    expect([...fresh.JOIN]).toEqual([...tables.JOIN]);
  });

  test('the committed table equals a fresh build (run npm run gen:tables after changing the builder)', () => {
    const fresh = buildSuitValues();
    expect(fresh.length).toBe(PATTERN_COUNT * 5);
    expect(Buffer.from(packedSuitValues()).equals(Buffer.from(fresh))).toBe(true);
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
    const counts = pattern.split('').map(Number);
    const byte = packedSuitValues()[suitRank(counts, 0) * 5 + m];
    expect(p ? byte >> 4 : byte & 15).toBe(expected);
  });
});

describe('generated module', () => {
  test('the committed generated/suit-values.ts is what npm run gen:tables writes', () => {
    const committed = readFileSync(new URL('../../../src/engine/shanten/generated/suit-values.ts', import.meta.url), 'utf8');
    expect(committed === suitValuesModule(buildSuitValues())).toBe(true);
  });
});

describe('derived tables', () => {
  test('the shipped derived tables (ids, combinations, JOIN, LOWER) equal a fresh derivation from the shipped suit vectors', () => {
    const fresh = deriveTables(tables.SUIT_VECTOR_TABLE);
    const same = (shipped: Uint8Array | Uint16Array, built: Uint8Array | Uint16Array) =>
      Buffer.from(shipped.buffer, shipped.byteOffset, shipped.byteLength).equals(
        Buffer.from(built.buffer, built.byteOffset, built.byteLength),
      );
    expect(tables.SUIT_VECTOR_COUNT).toBe(126);
    expect([tables.HONOR_VECTOR_COUNT, tables.PAIR_SUITS_COUNT, tables.PAIR_HONORS_COUNT]).toEqual([
      55,
      fresh.pairSuitsCount,
      fresh.pairHonorsCount,
    ]);
    expect([fresh.pairSuitsCount, fresh.pairHonorsCount]).toEqual([180, 165]);
    expect(same(tables.HONOR_IDS, fresh.honorIds)).toBe(true);
    expect(same(tables.HONOR_VECTOR_TABLE, fresh.honorVectors)).toBe(true);
    expect(same(tables.PAIR_SUITS, fresh.pairSuits)).toBe(true);
    expect(same(tables.PAIR_HONORS, fresh.pairHonors)).toBe(true);
    expect(same(tables.JOIN, fresh.join)).toBe(true);
    expect(same(tables.LOWER_SUITS, fresh.lowerSuits)).toBe(true);
    expect(same(tables.LOWER_HONORS, fresh.lowerHonors)).toBe(true);
    expect(same(tables.HONORS_TO_GROUP, fresh.honorsToGroup)).toBe(true);
    expect(same(tables.GROUP_SUIT, fresh.groupSuit)).toBe(true);
    expect(same(tables.GROUP_HONORS, fresh.groupHonors)).toBe(true);
    expect(same(tables.GROUP_VECTOR_TABLE, fresh.groupVectors)).toBe(true);
  });

  test('the group space is closed: two or more suits combined, in any order, is one of the 180 suit + suit vectors', () => {
    const { SUIT_VECTOR_TABLE: suits, HONOR_VECTOR_TABLE: honors, GROUP_VECTOR_TABLE: groups } = tables;
    const S = tables.SUIT_VECTOR_COUNT;
    const Z = tables.HONOR_VECTOR_COUNT;
    const G = tables.PAIR_SUITS_COUNT;
    const vector = (table: Uint8Array, id: number) => [...table.subarray(id * TARGETS, id * TARGETS + TARGETS)];
    // Min-plus written out from the definition, independent of min-plus.ts.
    const sum = (a: number[], b: number[]) =>
      Array.from({ length: TARGETS }, (_, t) => {
        let best = 255;
        for (let m1 = 0; m1 <= t >> 1; m1++)
          for (let p1 = 0; p1 <= (t & 1); p1++) best = Math.min(best, a[m1 * 2 + p1] + b[((t >> 1) - m1) * 2 + (t & 1) - p1]);
        return Math.min(best, 100);
      });
    for (let a = 0; a < S; a++)
      for (let b = 0; b < S; b++) expect(vector(groups, tables.PAIR_SUITS[a * S + b])).toEqual(sum(vector(suits, a), vector(suits, b)));
    for (let s = 0; s < S; s++)
      for (let z = 0; z < Z; z++)
        expect(vector(groups, tables.HONORS_TO_GROUP[tables.PAIR_HONORS[s * Z + z]])).toEqual(sum(vector(suits, s), vector(honors, z)));
    for (let g = 0; g < G; g++) {
      for (let s = 0; s < S; s++) expect(vector(groups, tables.GROUP_SUIT[g * S + s])).toEqual(sum(vector(groups, g), vector(suits, s)));
      for (let z = 0; z < Z; z++) expect(vector(groups, tables.GROUP_HONORS[g * Z + z])).toEqual(sum(vector(groups, g), vector(honors, z)));
    }
  });

  test('every honor histogram: the derived values (min-plus over the kinds) equal the direct search, and ids point at them', () => {
    const { honorValues } = deriveTables(tables.SUIT_VECTOR_TABLE);
    const caps = [4, 4, 4, 4, 4, 4, 4];
    const direct = new Uint8Array(TARGETS);
    let keys = 0;
    for (let n1 = 0; n1 <= 7; n1++)
      for (let n2 = 0; n1 + n2 <= 7; n2++)
        for (let n3 = 0; n1 + n2 + n3 <= 7; n3++)
          for (let n4 = 0; n1 + n2 + n3 + n4 <= 7; n4++) {
            // The counts in a scrambled order: the key says how many kinds hold each count, not which.
            const counts = [...Array(n1).fill(1), ...Array(n2).fill(2), ...Array(n3).fill(3), ...Array(n4).fill(4)];
            while (counts.length < 7) counts.push(0);
            counts.reverse();
            honorTargets(counts, caps, direct, 0);
            const key = (n1 + 8 * n2 + 64 * n3 + 512 * n4) * TARGETS;
            expect([...honorValues.subarray(key, key + TARGETS)], `key ${n1}/${n2}/${n3}/${n4}`).toEqual([...direct]);
            const id = tables.HONOR_IDS[key / TARGETS] * TARGETS;
            expect([...tables.HONOR_VECTOR_TABLE.subarray(id, id + TARGETS)]).toEqual([...direct]);
            // The honors' stats carry the same id in bits 22-31 (closedForms reads both at once).
            expect(tables.HONOR_STATS[key / TARGETS] >>> 22).toBe(id / TARGETS);
            keys++;
          }
    expect(keys).toBe(330);
  });
});
