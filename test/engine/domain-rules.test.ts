/**
 * docs/rules.md, rule by rule. Every expected value here was worked out by hand (the reasoning is in the
 * comment beside it) and agrees with the independent reference; none was produced by the engine.
 * Hands are read by the test's own reader (refHand), so these rows do not depend on the notation module,
 * except the rows that are about reading.
 */
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import {
  analyze,
  formatDecomposition,
  formatWaitShape,
  parseHand,
  shanten,
  tiles as engineTiles,
  type Form,
  type Hand,
  type ShantenResult,
} from '../../src/engine/index.ts';
import { atTable } from '../support/at-table.ts';
import { loose, type LooseAnalysis } from '../support/loose.ts';
import { refHand, refShantenOf } from '../support/reference.ts';

const { tileOf } = engineTiles;

const Majiang = createRequire(import.meta.url)('@kobalab/majiang-core') as {
  Shoupai: { fromString(text: string): object };
  Util: { xiangting(shoupai: object): number };
};

/** Kind index from a tile code: '1m' -> 0, '7z' -> 33. */
function kind(code: string): number {
  return 'mpsz'.indexOf(code[1]) * 9 + Number(code[0]) - 1;
}
const kinds = (codes: string) => (codes ? codes.split(' ').map(kind) : []);

function counts(entries: Record<string, number>): Uint8Array {
  const c = new Uint8Array(34);
  for (const [code, n] of Object.entries(entries)) c[kind(code)] = n;
  return c;
}

const S = (standard: number, regular: number, chiitoitsu: number | null, kokushi: number | null): ShantenResult => ({
  standard,
  regular,
  chiitoitsu,
  kokushi,
});

/** The analysis of a hand in a form, at a table showing `seen` (counts) with `players`; red fives not counted. */
function analysis(text: string, options: { form?: Form; seen?: Uint8Array; players?: 3 | 4 } = {}): LooseAnalysis {
  return loose(analyze(atTable(refHand(text), options), { form: options.form, red: false }));
}

// ---------------------------------------------------------------------------------------------------

describe('Shanten is exact: a wait on a kind whose four copies the hand holds does not count', () => {
  test.each([
    // 1111m can only be 111m + a 1m single waiting on a fifth 1m; discarding a 1m for anything else
    // makes a single that can wait: one exchange from tenpai. Chiitoitsu: pairs 1m, 7p (four equal
    // tiles are one pair) + 5 of the 7 singles = 5 tiles to add. Kokushi: 1m (paired) and 9p held,
    // 11 kinds to add.
    ['1111m234p567p789p is 1-shanten, not tenpai', '1111m234p567p789p', S(1, 1, 4, 10)],
    // The same with honors: no run can use the fourth 1z. Chiitoitsu: 4 pairs + 3 new kinds (6 tiles).
    // Kokushi: 1z..4z held, one of them paired: 9 kinds to add.
    ['1111z222z333z444z is 1-shanten, not tenpai', '1111z222z333z444z', S(1, 1, 5, 8)],
  ])('%s', (_rule, text, expected) => {
    expect(shanten(refHand(text))).toEqual(expected);
  });

  test("Tenhou's formula (majiang-core's xiangting) would call 1111m234p567p789p tenpai", () => {
    expect(Majiang.Util.xiangting(Majiang.Shoupai.fromString('m1111p234567789'))).toBe(0);
  });

  test('1111m234p567p789p: every kind but 1m is effective (a single of it can wait); 123 copies left', () => {
    // Σ over the 33 other kinds of (4 - copies held): 33 * 4 - 9 tiles held outside 1m.
    const a = analysis('1111m234p567p789p');
    expect(a.effective).toEqual({ tiles: [...Array(34).keys()].filter((k) => k !== kind('1m')), count: 123 });
    expect(a.waits).toBeUndefined();
  });
});

describe('Chiitoitsu: seven DIFFERENT pairs', () => {
  test.each([
    // Seven different pairs: complete. Regular: no set is held, so each of 4 sets needs a tile: 3.
    // Kokushi: 1m (paired) and 7z held, 11 kinds missing.
    ['seven different pairs are complete', '1122m3344p5566s77z', S(-1, 3, -1, 10)],
    // 1111m is ONE pair: six kinds paired, a seventh pair needs 2 new tiles: 1-shanten (counting 1111m as
    // two pairs would say complete). Regular 2 (111m, 66z pair, then 234p 234p 345s cost 3 tiles).
    ['four equal tiles are one pair, not two', '1111m2233p4455s66z', S(1, 2, 1, 10)],
    // Six pairs and a single: tenpai on the single.
    ['six pairs and a single wait on the single', '1122m3344p5566s7z', S(0, 3, 0, 10)],
  ])('%s: %s', (_rule, text, expected) => {
    expect(shanten(refHand(text))).toEqual(expected);
  });

  test('six pairs + 7z: the wait is 7z (3 left) in standard form; regular form ignores chiitoitsu', () => {
    const standard = analysis('1122m3344p5566s7z');
    expect(standard.value).toBe(0);
    expect(standard.effective).toEqual({ tiles: [kind('7z')], count: 3 });
    expect(standard.waits!.map((w) => [w.tile, w.count])).toEqual([[kind('7z'), 3]]);
    const regular = analysis('1122m3344p5566s7z', { form: 'regular' });
    expect(regular.value).toBe(3);
    expect(regular.waits).toBeUndefined();
  });
});

describe('Kokushi', () => {
  test.each([
    // Thirteen kinds once each: waits on any of them. Chiitoitsu: 7 singles to pair (6). Regular: no
    // two tiles can share a set, so 4 sets need 2 each and the pair 1: 9 tiles (8).
    ['thirteen kinds: tenpai on all thirteen', '19m19p19s1234567z', S(0, 8, 6, 0)],
    ['thirteen kinds + a pair: complete', '119m19p19s1234567z', S(-1, 7, 5, -1)],
    ['twelve kinds + a pair: tenpai on the thirteenth', '119m19p19s123456z', S(0, 7, 5, 0)],
    // Twelve kinds, no pair, and a middle tile: the 13th kind and a pair tile are missing.
    ['twelve kinds, no pair, one middle tile: 1-shanten', '19m19p19s123456z5m', S(1, 8, 6, 1)],
  ])('%s: %s', (_rule, text, expected) => {
    expect(shanten(refHand(text))).toEqual(expected);
  });

  test('thirteen-way wait: 13 kinds, 3 copies each', () => {
    const a = analysis('19m19p19s1234567z');
    const yaochu = kinds('1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z');
    expect(a.effective).toEqual({ tiles: yaochu, count: 39 });
    expect(a.waits!.map((w) => [w.tile, w.count])).toEqual(yaochu.map((k) => [k, 3]));
  });
});

describe('Standard shanten = min of the three forms; regular-only (一般形) uses melds + pair alone', () => {
  test.each([
    ['chiitoitsu is the minimum', '1122m3344p5566s7z', 0, 3],
    ['kokushi is the minimum', '19m19p19s1234567z', 0, 8],
    ['regular is the minimum', '1111m234p567p789p', 1, 1],
  ])('%s: %s standard %i, regular %i', (_rule, text, standard, regular) => {
    expect(analysis(text).value).toBe(standard);
    expect(analysis(text, { form: 'regular' }).value).toBe(regular);
  });

  test('a complete chiitoitsu is agari in standard form only', () => {
    expect(analysis('1122m3344p5566s77z').kind === 'complete').toBe(true);
    const regular = analysis('1122m3344p5566s77z', { form: 'regular' });
    expect([regular.kind === 'complete', regular.value]).toEqual([false, 3]);
  });
});

describe('Short hands: tiles missing beyond the brackets are complete melds', () => {
  test.each([
    ['11 concealed tiles, no brackets: one meld implied, 3 sets + pair complete', '123m456p789s11z', S(-1, -1, null, null)],
    ['11 concealed tiles with two singles for the pair: tenpai', '123m456p789s12z', S(0, 0, null, null)],
    ['8 concealed tiles: two sets and a pair to make', '12345678m', S(0, 0, null, null)],
    ['2 concealed tiles: a pair completes the hand', '11z', S(-1, -1, null, null)],
    ['1 concealed tile: a single waiting for its pair', '1z', S(0, 0, null, null)],
    // 1245p: 1 set + pair to make, no 5p left to draw (4 with the pon); no single draw makes 5 tiles of
    // set + pair, so 1-shanten.
    ['1245p (555p) (789s): two melds shown, one implied', '1245p (555p) (789s)', S(1, 1, null, null)],
  ])('%s: %s', (_rule, text, expected) => {
    expect(shanten(refHand(text))).toEqual(expected);
  });

  test('1245p (555p) (789s): effective 1p 2p 3p 4p 6p (17 copies), never 5p', () => {
    // 1p: 11p+24p; 2p: 22p+45p; 3p: 123p+4p; 4p: 44p+12p; 6p: 456p+2p. 7p and far tiles leave no pair.
    // Left: 1p 3, 2p 3, 3p 4, 4p 3, 6p 4.
    expect(analysis('1245p (555p) (789s)').effective).toEqual({ tiles: kinds('1p 2p 3p 4p 6p'), count: 17 });
  });

  test('parseHand reads 1245p (555p) (789s) and 123m456p789s11z as the rule says', () => {
    for (const text of ['1245p (555p) (789s)', '123m456p789s11z']) {
      const parsed = parseHand(text);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      const mine = refHand(text);
      expect(Array.from(parsed.value.tiles)).toEqual(Array.from(mine.tiles));
      expect(parsed.value.melds.map((m) => [m.kind, m.tiles])).toEqual(mine.melds.map((m) => [m.kind, m.tiles]));
    }
  });
});

describe("Melds' tiles count toward the four copies", () => {
  test.each([
    // The pon holds three 5p, the single the fourth: its tanki waits on nothing.
    ['a pon of the single kind: no copy left to pair it', '5p (555p) (123m) (456m) (789m)', S(1, 1, null, null)],
    ['the same single without that pon waits on 5p', '5p (111z) (123m) (456m) (789m)', S(0, 0, null, null)],
    // 23m waits on 1m and 4m, but the kan holds every 4m: still tenpai, on 1m alone.
    ['a kan leaves its kind no copy: 23m waits on 1m only', '23m55p (4444m) (111z) (222z)', S(0, 0, null, null)],
  ])('%s: %s', (_rule, text, expected) => {
    expect(shanten(refHand(text))).toEqual(expected);
  });

  test('23m55p (4444m) (111z) (222z): the only wait is 1m, 4 copies', () => {
    const a = analysis('23m55p (4444m) (111z) (222z)');
    expect(a.effective).toEqual({ tiles: [kind('1m')], count: 4 });
    expect(a.waits!.map((w) => [w.tile, w.count])).toEqual([[kind('1m'), 4]]);
  });

  test('5p (555p) (123m) (456m) (789m): any other kind is effective (discard 5p, wait on it); 123 copies', () => {
    // 33 kinds; the melds hold 1m..9m once each: 33 * 4 - 9.
    const a = analysis('5p (555p) (123m) (456m) (789m)');
    expect(a.effective).toEqual({ tiles: [...Array(34).keys()].filter((k) => k !== kind('5p')), count: 123 });
  });
});

describe('Remaining counts: 4 - the whole hand (the discarded tile included) - tiles seen', () => {
  // 1111m234p567p789p5z (14 tiles): discarding 1m leaves 111m + 5z tanki (tenpai); discarding 5z leaves
  // 1111m234p567p789p (1-shanten, every kind but 1m effective).
  const hand = '1111m234p567p789p5z';
  const row = (a: LooseAnalysis, code: string) => a.discards!.find((r) => r.discard.kind === kind(code))!;

  test('the discarded tile is still counted as held: 5z after discarding 5z has 3 copies left, not 4', () => {
    // 33 kinds, held outside 1m: 2p 3p 4p 5p 6p 8p 9p once, 7p twice, 5z once = 10: 33 * 4 - 10 = 122.
    const r = row(analysis(hand), '5z');
    expect([r.shanten, r.tiles.length, r.count]).toEqual([1, 33, 122]);
    expect(r.tiles).not.toContain(kind('1m'));
  });

  test.each([
    ['nothing seen: the 5z wait has 3 copies', {}, [kind('5z')], 3],
    ['two 5z seen: 1 copy left', { '5z': 2 }, [kind('5z')], 1],
    ['three 5z seen: no copy left, the kind is not listed', { '5z': 3 }, [], 0],
  ] as const)('discard 1m, %s', (_rule, seen, tiles, count) => {
    const r = row(analysis(hand, { seen: counts(seen) }), '1m');
    expect(r).toEqual({ discard: tileOf(kind('1m')), shanten: 0, tiles, count });
  });

  test('3n+1: seen tiles are subtracted; a kind with none left is dropped from the effective tiles', () => {
    // 1245p (555p) (789s) with all four 3p seen: 1p 3 + 2p 3 + 4p 3 + 6p 4.
    const a = analysis('1245p (555p) (789s)', { seen: counts({ '3p': 4 }) });
    expect(a.effective).toEqual({ tiles: kinds('1p 2p 4p 6p'), count: 13 });
  });

  test('a wait with no copy left stays a wait, with count 0 (it still completes the hand)', () => {
    const a = analysis('5p (111z) (123m) (456m) (789m)', { seen: counts({ '5p': 3 }) });
    expect(a.effective).toEqual({ tiles: [], count: 0 });
    expect(a.waits!.map((w) => [w.tile, w.count])).toEqual([[kind('5p'), 0]]);
  });
});

describe('Discard rows: lower shanten first, then larger count, then tile index', () => {
  test('1111m234p567p789p5z: the tenpai row (3 copies) comes before every 1-shanten row (up to 122)', () => {
    const rows = analysis('1111m234p567p789p5z').discards!;
    expect(rows[0]).toEqual({ discard: tileOf(kind('1m')), shanten: 0, tiles: [kind('5z')], count: 3 });
    expect(rows.slice(1).every((r) => r.shanten === 1)).toBe(true);
  });

  test('13579m + three honor pons: counts 24, 24, 20, 17, 17 -> 1m 9m 5m 3m 7m', () => {
    // Each discard leaves 4 tiles with no pair and no set (1-shanten). A draw is effective when the 5
    // tiles hold a pair plus two tiles of one set, or a set plus a single. Left 3579m: 3..9m (3+4+3+4+3+
    // 4+3 = 24); left 1357m: 1..7m (24); left 1379m: 1 2 3 7 8 9m (20); left 1579m: 1 5 6 8 9m (17; 7m
    // pairs with no set beside it); left 1359m: 1 2 4 5 9m (17).
    const rows = analysis('13579m (111z) (222z) (333z)').discards!;
    expect(rows.map((r) => [r.discard.kind, r.shanten, r.count])).toEqual([
      [kind('1m'), 1, 24],
      [kind('9m'), 1, 24],
      [kind('5m'), 1, 20],
      [kind('3m'), 1, 17],
      [kind('7m'), 1, 17],
    ]);
    expect(rows.map((r) => r.tiles)).toEqual([
      kinds('3m 4m 5m 6m 7m 8m 9m'),
      kinds('1m 2m 3m 4m 5m 6m 7m'),
      kinds('1m 2m 3m 7m 8m 9m'),
      kinds('1m 5m 6m 8m 9m'),
      kinds('1m 2m 4m 5m 9m'),
    ]);
  });
});

describe('What an analysis holds: effective tiles for 3n+1, waits when tenpai, decompositions when complete', () => {
  test('a 3n+1 hand gives effective tiles and no discard rows; a 3n+2 hand the reverse', () => {
    const drawHand = analysis('1245p (555p) (789s)');
    expect([drawHand.tileCount, drawHand.discards, drawHand.effective === undefined]).toEqual([10, undefined, false]);
    const discardHand = analysis('1111m234p567p789p5z');
    expect([discardHand.tileCount, discardHand.effective, discardHand.discards === undefined]).toEqual([14, undefined, false]);
  });

  test('tenpai 1223344888999m: waits 1m (3 left) and 4m (2 left), each with every shape (docs/rules.md)', () => {
    const a = analysis('1223344888999m');
    expect(a.effective).toEqual({ tiles: kinds('1m 4m'), count: 5 });
    expect(a.waits!.map((w) => ({ tile: w.tile, count: w.count, shapes: w.shapes.map(formatWaitShape).sort() }))).toEqual([
      { tile: kind('1m'), count: 3, shapes: ['(123m)(44m)(888m)(999m)[23m]', '(234m)(234m)(888m)(999m)[1m]'] },
      { tile: kind('4m'), count: 2, shapes: ['(123m)(234m)(888m)(999m)[4m]', '(123m)(44m)(888m)(999m)[23m]'] },
    ]);
  });

  test.each([
    // 1s are 111 or 123x3; with pair 55: 111+222+333+444, 123x3+444, 111+234x3; with pair 22:
    // 111+234+345x2. Pairs 11, 33, 44 leave a rank that no set can take.
    [
      'triplets or runs',
      '11122233344455m',
      ['(111m)(222m)(333m)(444m)(55m)', '(111m)(22m)(234m)(345m)(345m)', '(111m)(234m)(234m)(234m)(55m)', '(123m)(123m)(123m)(444m)(55m)'],
    ],
    ['pair 11m or pair 44m', '11223344m123p123s', ['(11m)(234m)(234m)(123p)(123s)', '(123m)(123m)(44m)(123p)(123s)']],
    // Pairs 11, 44, 77 leave runs; pairs 22 33 55 66 strand a rank. And seven different pairs.
    [
      'regular three ways and chiitoitsu',
      '11223344556677m',
      [
        '(11m)(22m)(33m)(44m)(55m)(66m)(77m)',
        '(11m)(234m)(234m)(567m)(567m)',
        '(123m)(123m)(44m)(567m)(567m)',
        '(123m)(123m)(456m)(456m)(77m)',
      ],
    ],
    ['kokushi, written as one group', '119m19p19s1234567z', ['(119m19p19s1234567z)']],
    ['called melds take part', '123m11z (456p) (789s) (222z)', ['(123m)(456p)(789s)(11z)(222z)']],
  ])('complete hand, %s: %s', (_rule, text, expected) => {
    const a = analysis(text);
    expect([a.kind === 'complete', a.value]).toEqual([true, -1]);
    expect(a.decompositions!.map(formatDecomposition).sort()).toEqual([...expected].sort());
  });

  test('regular form lists regular decompositions only', () => {
    expect(analysis('11223344556677m', { form: 'regular' }).decompositions!.map(formatDecomposition).sort()).toEqual(
      ['(11m)(234m)(234m)(567m)(567m)', '(123m)(123m)(44m)(567m)(567m)', '(123m)(123m)(456m)(456m)(77m)'].sort(),
    );
  });
});

describe('Tiles', () => {
  test('a red five is a five for every shape calculation', () => {
    const red = parseHand('340m567p789s11z');
    expect(red.ok).toBe(true);
    if (!red.ok) return;
    const plain: Hand = refHand('345m567p789s11z');
    expect(shanten(red.value)).toEqual(shanten(plain));
    // The whole analysis (rows, decompositions) is the same; only the hand's own display differs, and
    // the row of the five names the copy it gives away, the red one.
    const byKind = (a: ReturnType<typeof analyze>) =>
      a.kind === 'draw' ? a : { ...a, discards: a.discards.map((r) => ({ ...r, discard: r.discard.kind })) };
    const withRed = analyze(atTable(red.value), { red: false });
    expect(byKind(withRed)).toEqual(byKind(analyze(atTable(plain), { red: false })));
    if (withRed.kind === 'draw') throw new Error('a 3n+2 hand');
    expect(withRed.discards.find((r) => r.discard.kind === 4)!.discard).toEqual({ kind: 4, red: true });
  });

  test('three players: no 2m..8m, so 1m and 9m can only make triplets, pairs and singles', () => {
    // 19m 11z + 3 melds (1-shanten). Four players: 1m 2m 3m (for 1m), 7m 8m 9m (for 9m), 1z.
    // Three players: 1m, 9m (pairs), 1z (set) only.
    const text = '19m11z (111p) (999p) (111s)';
    expect(analysis(text).effective!.tiles).toEqual(kinds('1m 2m 3m 7m 8m 9m 1z'));
    expect(analysis(text, { players: 3 }).effective).toEqual({ tiles: kinds('1m 9m 1z'), count: 8 });
  });
});

// The reference must agree with every hand-worked ShantenResult above: a check on the checkers.
describe('the reference agrees with the hand-worked values', () => {
  test.each([
    ['1111m234p567p789p', S(1, 1, 4, 10)],
    ['1111z222z333z444z', S(1, 1, 5, 8)],
    ['1111m2233p4455s66z', S(1, 2, 1, 10)],
    ['19m19p19s123456z5m', S(1, 8, 6, 1)],
    ['1245p (555p) (789s)', S(1, 1, null, null)],
    ['5p (555p) (123m) (456m) (789m)', S(1, 1, null, null)],
  ])('%s', (text, expected) => {
    expect(refShantenOf(refHand(text))).toEqual(expected);
  });
});
