/**
 * The physical tiles: their order, the set, a position's wall and the shuffle. The set and the
 * positions are built by the test's own code (support/positions.ts), so "the wall is what the position
 * leaves of the set" is checked against a count made apart from the engine.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { edit, emptyTable, parseHand, random, tiles as engineTiles, type Position, type Tile } from '../../../src/engine/index.ts';
import { keyOf, multiset, physicalSet, positions } from '../../support/positions.ts';

const { compareTiles, copiesOf, handOf, sameTile, shuffled, tileSet, tilesLeft, tilesOf, wallOf } = edit;
const { seededRandom } = random;
const { isRedFive } = engineTiles;

const SEED = 20_260_126;
const t = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};
const codes = (tiles: readonly Tile[]) => tiles.map(keyOf).join(' ');
const handPosition = (text: string): Position => {
  const parsed = parseHand(text, { partial: true });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return { hand: parsed.value, table: emptyTable() };
};
const anyTile = fc.record({ kind: fc.nat(33), red: fc.boolean() });

describe('compareTiles: canonical order', () => {
  test('by kind, a red five just before the plain fives of its suit', () => {
    expect(codes(['5p', '1z', '0p', '9m', '5p', '4p'].map(t).sort(compareTiles))).toBe('9m 4p 0p 5p 5p 1z');
  });
  test('a red flag on a kind that has no red copy does not move it', () => {
    expect(compareTiles({ kind: 3, red: true }, { kind: 3, red: false })).toBe(0);
    expect(sameTile({ kind: 3, red: true }, { kind: 3, red: false })).toBe(true);
    expect(isRedFive({ kind: 3, red: true })).toBe(false);
  });
  test('a total order: antisymmetric, transitive, 0 exactly for the same physical tile', () => {
    fc.assert(
      fc.property(anyTile, anyTile, anyTile, (a, b, c) => {
        expect(Math.sign(compareTiles(a, b))).toBe(-Math.sign(compareTiles(b, a)) || 0);
        expect(compareTiles(a, b) === 0).toBe(sameTile(a, b));
        if (compareTiles(a, b) <= 0 && compareTiles(b, c) <= 0) expect(compareTiles(a, c)).toBeLessThanOrEqual(0);
      }),
      { seed: SEED },
    );
  });
});

describe('tileSet: every physical tile', () => {
  test('136 tiles for four players, 108 for three (no 2m-8m), four of each kind, one red five per number suit', () => {
    for (const players of [3, 4] as const) {
      expect(multiset(tileSet(players))).toEqual(multiset(physicalSet(players)));
    }
    expect(tileSet()).toHaveLength(136);
    expect(tileSet(3)).toHaveLength(108);
    expect(codes(tileSet().filter(isRedFive))).toBe('0m 0p 0s');
  });
  test('in canonical order, the red five first of its kind', () => {
    const set = tileSet();
    expect([...set].sort(compareTiles)).toEqual(set);
    expect(codes(set.slice(16, 20))).toBe('0m 5m 5m 5m');
  });
});

describe('wallOf(position): the set less what the position shows', () => {
  test('an empty hand on an empty table leaves the whole set', () => {
    expect(wallOf(handPosition(''))).toEqual(tileSet());
  });
  test('a hand holding the red five leaves three plain fives of that suit', () => {
    expect(wallOf(handPosition('0p')).filter((x) => x.kind === 13)).toEqual([t('5p'), t('5p'), t('5p')]);
  });
  test('three plain fives held leave the red one', () => {
    expect(wallOf(handPosition('555p')).filter((x) => x.kind === 13)).toEqual([t('0p')]);
  });
  test("melds use copies too, a meld's red five its suit's", () => {
    expect(wallOf(handPosition('1m[1111z]')).filter((x) => x.kind === 27)).toHaveLength(0);
    expect(codes(wallOf(handPosition('1m(055s)')).filter((x) => x.kind === 22))).toBe('5s');
  });
  test("property: the wall and the position's tiles are the set, copy for copy", () => {
    fc.assert(
      fc.property(positions(), ({ position, rest, shown }) => {
        const wall = wallOf(position);
        expect(multiset(wall)).toEqual(multiset(rest));
        expect(multiset([...wall, ...shown])).toEqual(multiset(physicalSet(position.table.players)));
        expect([...wall].sort(compareTiles)).toEqual(wall);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
  test('property: copiesOf counts each physical tile of the wall', () => {
    fc.assert(
      fc.property(positions(), anyTile, ({ position }, tile) => {
        const wall = wallOf(position);
        expect(copiesOf(tilesLeft(position), tile)).toBe(wall.filter((x) => sameTile(x, tile)).length);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('shuffled(items, random)', () => {
  test('property: a permutation of its argument, which it leaves as it was', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), (items, seed) => {
        const before = [...items];
        const out = shuffled(items, seededRandom(seed));
        expect(items).toEqual(before);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
      { seed: SEED },
    );
  });
  test("the same seed gives the same order; the set's first tile moves across seeds", () => {
    expect(shuffled(tileSet(), seededRandom(9))).toEqual(shuffled(tileSet(), seededRandom(9)));
    const first = new Set(Array.from({ length: 300 }, (_, seed) => shuffled(tileSet(), seededRandom(seed))[0].kind));
    expect(first.size).toBe(34);
  });
});

describe("tilesOf / handOf: a hand's concealed tiles and back", () => {
  test('tiles in the order written, red fives kept', () => {
    const parsed = parseHand('9m1m0p5p1z');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(codes(tilesOf(parsed.value))).toBe('9m 1m 0p 5p 1z');
    const back = handOf(tilesOf(parsed.value), parsed.value.melds);
    expect(back).toEqual({ ...parsed.value, reading: undefined, fullWidth: undefined });
  });
});
