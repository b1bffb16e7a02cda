/**
 * The full-flush quiz's engine against a brute force written here from the definitions alone: every
 * 13-tile count vector of one suit, every draw tried, complete hands found by plain backtracking
 * (a pair, then sets at the lowest tile left), seven pairs as seven different pairs.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { practice, type ChinitsuQuestion, type Group } from '../../../src/engine/index.ts';
import { randomBelow, seededRandom, parseSeed } from '../../../src/engine/core/random.ts';

const {
  chinitsuCounts,
  chinitsuPool,
  chinitsuQuestion,
  chinitsuTable,
  chinitsuWaitMask,
  dealChinitsu,
  judgeChinitsuAnswer,
  sampleChinitsuIndex,
} = practice;

// ---------------------------------------------------------------------------------------------
// The independent brute force.

/** Whether nine counts (14 tiles; a count may be 5, a shape that cannot be dealt) are sets plus one pair. */
function complete(c: number[]): boolean {
  for (let r = 0; r < 9; r++) {
    if (c[r] < 2) continue;
    c[r] -= 2;
    const ok = setsOnly(c);
    c[r] += 2;
    if (ok) return true;
  }
  return false;
}

/** Whether the counts split into triplets and runs: the lowest tile left starts one of them. */
function setsOnly(c: number[]): boolean {
  const r = c.findIndex((n) => n > 0);
  if (r < 0) return true;
  if (c[r] >= 3) {
    c[r] -= 3;
    const ok = setsOnly(c);
    c[r] += 3;
    if (ok) return true;
  }
  if (r <= 6 && c[r + 1] > 0 && c[r + 2] > 0) {
    c[r]--;
    c[r + 1]--;
    c[r + 2]--;
    const ok = setsOnly(c);
    c[r]++;
    c[r + 1]++;
    c[r + 2]++;
    if (ok) return true;
  }
  return false;
}

/** Seven pairs: seven different kinds, two of each. */
function sevenPairs(c: number[]): boolean {
  return c.filter((n) => n === 2).length === 7 && c.every((n) => n === 0 || n === 2);
}

interface BruteHand {
  counts: number[];
  weight: number;
  /** Ranks 0..8 completing the regular form with a copy left. */
  live: number[];
  /** Ranks completing the regular shape whose four copies are all in the hand. */
  dead: number[];
  /** Ranks completing seven pairs (never a fifth copy: a pair needs the hand to hold one). */
  pairs: number[];
}

function binomial(n: number, k: number): number {
  let b = 1;
  for (let i = 1; i <= k; i++) b = (b * (n - k + i)) / i;
  return b;
}

/** Every 13-tile vector of one suit, tenpai or not, by nine nested choices. */
function bruteForce(): { all: number; allWeight: number; hands: BruteHand[]; deadOnly: string[] } {
  const hands: BruteHand[] = [];
  const deadOnly: string[] = [];
  let all = 0;
  let allWeight = 0;
  const c = new Array<number>(9).fill(0);
  const walk = (r: number, left: number) => {
    if (r === 9) {
      if (left !== 0) return;
      all++;
      const weight = c.reduce((w, n) => w * binomial(4, n), 1);
      allWeight += weight;
      const live: number[] = [];
      const dead: number[] = [];
      const pairs: number[] = [];
      for (let d = 0; d < 9; d++) {
        c[d]++;
        if (complete(c)) (c[d] <= 4 ? live : dead).push(d);
        if (sevenPairs(c)) pairs.push(d);
        c[d]--;
      }
      if (live.length || pairs.length) hands.push({ counts: [...c], weight, live, dead, pairs });
      else if (dead.length) deadOnly.push(c.join(''));
      return;
    }
    for (let n = 0; n <= 4 && n <= left; n++) {
      c[r] = n;
      walk(r + 1, left - n);
    }
    c[r] = 0;
  };
  walk(0, 13);
  return { all, allWeight, hands, deadOnly };
}

function waitsOf(h: BruteHand, chiitoitsu: boolean): number[] {
  return [...new Set([...h.live, ...(chiitoitsu ? h.pairs : [])])].sort((a, b) => a - b);
}

const ranksOf = (mask: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((r) => mask & (1 << r));

let brute: ReturnType<typeof bruteForce>;
let byKey: Map<string, BruteHand>;
beforeAll(() => {
  brute = bruteForce();
  byKey = new Map(brute.hands.map((h) => [h.counts.join(''), h]));
});

const OPTION_SETS = [false, true].flatMap((chiitoitsu) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((minWaits) => ({ minWaits, chiitoitsu })));

// ---------------------------------------------------------------------------------------------

describe('chinitsuTable(): every tenpai 13-tile hand of one suit', () => {
  test('the brute force sees every vector: 93,600 of them, C(36, 13) deals in all', () => {
    expect(brute.allWeight).toBe(binomial(36, 13));
    expect(binomial(36, 13)).toBe(2310789600);
    expect(brute.all).toBe(93600);
  });

  test('the same hands as the brute force, with the same live, dead and seven-pairs waits', () => {
    const t = chinitsuTable();
    expect(t.size).toBe(brute.hands.length);
    for (let i = 0; i < t.size; i++) {
      const counts = chinitsuCounts(t, i);
      const h = byKey.get(counts.join(''));
      expect(h, counts.join('')).toBeDefined();
      expect(t.weights[i]).toBe(h!.weight);
      expect(ranksOf(t.regularLive[i])).toEqual(h!.live);
      expect(ranksOf(t.regularDead[i])).toEqual(h!.dead);
      expect(ranksOf(t.pairsWait[i])).toEqual(h!.pairs);
    }
  });

  test('40,070 hands are tenpai in the regular form, 40,196 with seven pairs (the README figures)', () => {
    expect(brute.hands.filter((h) => h.live.length).length).toBe(40070);
    expect(brute.hands.length).toBe(40196);
    expect(chinitsuPool({ chiitoitsu: false }).indices.length).toBe(40070);
    expect(chinitsuPool({ chiitoitsu: true }).indices.length).toBe(40196);
  });

  test("the README's table: hands by fewest waits and their share of the deals, from the brute force", () => {
    const atLeast = (n: number, chiitoitsu: boolean) => brute.hands.filter((h) => waitsOf(h, chiitoitsu).length >= n);
    for (const chiitoitsu of [false, true]) {
      const counts = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => atLeast(n, chiitoitsu).length);
      expect(counts).toEqual([26003, 11510, 4771, 1823, 488, 96, 17, 1]);
    }
    const weight = (hs: BruteHand[]) => hs.reduce((w, h) => w + h.weight, 0);
    expect(weight(atLeast(1, false))).toBe(1098991240);
    expect(weight(atLeast(1, true))).toBe(1122505864);
    expect(brute.deadOnly).toHaveLength(676);
  });

  test('a hand whose only wait is a fifth copy is not tenpai: 1111777888999m (1111m needs a fifth 1m)', () => {
    expect(brute.deadOnly).toContain('400000333');
    expect(byKey.has('400000333')).toBe(false);
    expect(chinitsuQuestion('1111777888999m')).toMatchObject({ ok: false, error: { code: 'not-tenpai' } });
  });

  test('6777788889999m is tenpai through 5m and 6m; 7m, 8m and 9m complete the shape but are all in the hand', () => {
    const t = chinitsuTable();
    const i = Array.from({ length: t.size }, (_, j) => j).find((j) => chinitsuCounts(t, j).join('') === '000001444');
    expect(ranksOf(t.regularLive[i!])).toEqual([4, 5]);
    expect(ranksOf(t.regularDead[i!])).toEqual([6, 7, 8]);
  });

  test('seven pairs adds hands with one wait only: in one suit its single is always a regular wait too when there is one', () => {
    for (const h of brute.hands) {
      if (h.pairs.length && h.live.length) expect(h.live).toEqual(expect.arrayContaining(h.pairs));
    }
  });
});

describe('chinitsuPool(options)', () => {
  test.each(OPTION_SETS)('min %o: the hands with that many live waits, and their total weight', ({ minWaits, chiitoitsu }) => {
    const want = brute.hands.filter((h) => waitsOf(h, chiitoitsu).length >= minWaits);
    const pool = chinitsuPool({ minWaits, chiitoitsu });
    expect(pool.indices.length).toBe(want.length);
    expect(pool.totalWeight).toBe(want.reduce((s, h) => s + h.weight, 0));
    expect(pool.cumulative[pool.cumulative.length - 1]).toBe(pool.totalWeight);
  });

  test('nine waits: only the nine gates, 1112345678999', () => {
    const pool = chinitsuPool({ minWaits: 9 });
    expect(pool.indices.length).toBe(1);
    expect(chinitsuCounts(chinitsuTable(), pool.indices[0]).join('')).toBe('311111113');
  });

  test.each([0, 10, 1.5, NaN])('minWaits %s is refused with a message naming the range', (minWaits) => {
    expect(() => chinitsuPool({ minWaits })).toThrow(/from 1 to 9/);
  });
});

describe('sampling by weight', () => {
  test('each hand owns exactly its weight of the draws: the boundaries of the cumulative weights', () => {
    const pool = chinitsuPool({ minWaits: 7 });
    const t = chinitsuTable();
    // A source that returns one chosen 32-bit value: randomBelow then yields that value itself.
    const fixed = (x: number) => () => x;
    expect(sampleChinitsuIndex(pool, fixed(0))).toBe(pool.indices[0]);
    expect(sampleChinitsuIndex(pool, fixed(t.weights[pool.indices[0]] - 1))).toBe(pool.indices[0]);
    expect(sampleChinitsuIndex(pool, fixed(t.weights[pool.indices[0]]))).toBe(pool.indices[1]);
    expect(sampleChinitsuIndex(pool, fixed(pool.totalWeight - 1))).toBe(pool.indices[pool.indices.length - 1]);
  });

  test.each(OPTION_SETS)('never a hand outside the options %o (500 seeded deals)', ({ minWaits, chiitoitsu }) => {
    const random = seededRandom(1000 + minWaits + (chiitoitsu ? 100 : 0));
    for (let i = 0; i < 500; i++) {
      const q = dealChinitsu({ minWaits, chiitoitsu, suit: 'random' }, random);
      const base = q.suit * 9;
      const counts = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => q.tiles.filter((k) => k === base + r).length);
      expect(q.tiles.length).toBe(13);
      expect(q.tiles.every((k) => k >= base && k < base + 9)).toBe(true);
      const h = byKey.get(counts.join(''));
      expect(h, q.hand).toBeDefined();
      const waits = waitsOf(h!, chiitoitsu);
      expect(waits.length).toBeGreaterThanOrEqual(minWaits);
      expect(q.answer).toEqual(waits.map((r) => base + r));
    }
  });

  test('the suit asked for, and all three suits when random', () => {
    const random = seededRandom(7);
    for (const suit of [0, 1, 2]) expect(dealChinitsu({ suit }, random).hand.endsWith('mps'[suit])).toBe(true);
    const seen = new Set(Array.from({ length: 60 }, () => dealChinitsu({ suit: 'random' }, random).suit));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  test('the same seed deals the same hands', () => {
    const a = seededRandom(99);
    const b = seededRandom(99);
    for (let i = 0; i < 20; i++) expect(dealChinitsu({ minWaits: 2 }, a).hand).toBe(dealChinitsu({ minWaits: 2 }, b).hand);
  });

  test('frequencies follow the deal weights (chi-square over the 17 hands with 8+ waits, 34,000 seeded draws)', () => {
    const pool = chinitsuPool({ minWaits: 8 });
    const t = chinitsuTable();
    const n = 34000;
    const random = seededRandom(2024);
    const seen = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const k = sampleChinitsuIndex(pool, random);
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    let chi2 = 0;
    for (const i of pool.indices) {
      const expected = (n * t.weights[i]) / pool.totalWeight;
      chi2 += ((seen.get(i) ?? 0) - expected) ** 2 / expected;
    }
    // 16 degrees of freedom: P(chi2 > 39.25) = 0.001 for a correct sampler.
    expect(pool.indices.length).toBe(17);
    expect(chi2).toBeLessThan(39.25);
    // And the weights matter: the most likely hand is drawn more often than the least likely.
    const ws = Array.from(pool.indices, (i) => t.weights[i]);
    const most = pool.indices[ws.indexOf(Math.max(...ws))];
    const least = pool.indices[ws.indexOf(Math.min(...ws))];
    expect(seen.get(most)!).toBeGreaterThan(2 * (seen.get(least) ?? 0));
  });
});

describe('randomBelow and seeds', () => {
  test('a value past the last full multiple of n is drawn again, not folded onto the low values', () => {
    const values = [4294967295, 7];
    let i = 0;
    expect(randomBelow(() => values[i++], 3)).toBe(1);
    expect(i).toBe(2);
  });

  test('above 2^32 two draws make one 53-bit number', () => {
    const values = [1, 0];
    let i = 0;
    expect(randomBelow(() => values[i++], 2 ** 40)).toBe(2 ** 21);
  });

  test.each([
    ['0', 0],
    ['4294967295', 4294967295],
    [' 42 ', 42],
  ])('parseSeed(%j) = %d', (text, seed) => {
    expect(parseSeed(text)).toEqual({ ok: true, value: seed });
  });

  // The sentence each face writes: test/ui/shell/error-messages.test.ts.
  test.each(['', '-1', '4294967296', '1e3', 'abc', '12345678901', ' 12a '])('parseSeed(%j) is refused, naming the text', (text) => {
    expect(parseSeed(text)).toEqual({ ok: false, error: { code: 'invalid-seed', seed: text.trim() } });
  });
});

// ---------------------------------------------------------------------------------------------
// Wait shapes against a brute force of decompositions.

/** Every decomposition of 14 tiles (nine counts) as sorted lists of group keys like "P3", "T0", "R2". */
function bruteDecompositions(c: number[]): string[][] {
  const out: string[][] = [];
  const groups: string[] = [];
  const sets = () => {
    const r = c.findIndex((n) => n > 0);
    if (r < 0) {
      out.push([...groups].sort());
      return;
    }
    if (c[r] >= 3) {
      c[r] -= 3;
      groups.push(`T${r}`);
      sets();
      groups.pop();
      c[r] += 3;
    }
    if (r <= 6 && c[r + 1] > 0 && c[r + 2] > 0) {
      c[r]--;
      c[r + 1]--;
      c[r + 2]--;
      groups.push(`R${r}`);
      sets();
      groups.pop();
      c[r]++;
      c[r + 1]++;
      c[r + 2]++;
    }
  };
  for (let p = 0; p < 9; p++) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    groups.push(`P${p}`);
    sets();
    groups.pop();
    c[p] += 2;
  }
  return out;
}

/** The shapes waiting on rank d: each decomposition of hand + d with one group holding d taken apart. */
function bruteShapes(counts: number[], d: number): Set<string> {
  const c = [...counts];
  c[d]++;
  const shapes = new Set<string>();
  for (const groups of bruteDecompositions(c)) {
    for (let j = 0; j < groups.length; j++) {
      const g = groups[j];
      const r = Number(g.slice(1));
      const tiles = g[0] === 'P' ? [r, r] : g[0] === 'T' ? [r, r, r] : [r, r + 1, r + 2];
      if (!tiles.includes(d)) continue;
      tiles.splice(tiles.indexOf(d), 1);
      shapes.add(
        `${groups
          .filter((_, i) => i !== j)
          .sort()
          .join(' ')} | ${tiles.join('')}`,
      );
    }
  }
  return shapes;
}

/** The same key for an engine shape, after checking its groups are what they say. */
function shapeKey(groups: Group[], waiting: number[], base: number): string {
  const keys = groups.map((g) => {
    const [a] = g.tiles;
    const r = a - base;
    const want = g.kind === 'pair' ? [a, a] : g.kind === 'triplet' ? [a, a, a] : g.kind === 'run' ? [a, a + 1, a + 2] : null;
    expect(g.tiles).toEqual(want);
    return `${g.kind === 'pair' ? 'P' : g.kind === 'triplet' ? 'T' : 'R'}${r}`;
  });
  return `${keys.sort().join(' ')} | ${waiting.map((k) => k - base).join('')}`;
}

/** The text of docs/rules.md for a shape, written here: groups in parentheses, the waiting part in brackets. */
function shapeText(groups: Group[], waiting: number[], suit: string): string {
  const part = (tiles: number[]) => tiles.map((k) => (k % 9) + 1).join('') + suit;
  return groups.map((g) => `(${part(g.tiles)})`).join('') + `[${part(waiting)}]`;
}

function question(text: string, chiitoitsu = false): ChinitsuQuestion {
  const r = chinitsuQuestion(text, { chiitoitsu });
  if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
  return r.value;
}

describe('chinitsuQuestion(): waits and shapes', () => {
  test("docs/rules.md's example 1223344888999m: 1m and 4m, each with its shapes", () => {
    const q = question('1223344888999m');
    expect(q.answer).toEqual([0, 3]);
    expect(q.waits.map((w) => [w.tile, w.live, w.shapes.map((s) => s.text).sort()])).toEqual([
      [0, true, ['(123m)(44m)(888m)(999m)[23m]', '(234m)(234m)(888m)(999m)[1m]']],
      [3, true, ['(123m)(234m)(888m)(999m)[4m]', '(123m)(44m)(888m)(999m)[23m]']],
    ]);
  });

  test('6777788889999m: 5m and 6m are the answer; 7m, 8m, 9m complete the shape but are all in the hand', () => {
    const q = question('6777788889999m');
    expect(q.answer).toEqual([4, 5]);
    expect(q.waits.map((w) => [w.tile, w.live])).toEqual([
      [4, true],
      [5, true],
      [6, false],
      [7, false],
      [8, false],
    ]);
    // 7m: 678 777 789 88 999 with the 7 taken from each of its three groups.
    expect(q.waits[2].shapes.map((s) => s.text).sort()).toEqual([
      '(678m)(777m)(88m)(999m)[89m]',
      '(678m)(789m)(88m)(999m)[77m]',
      '(777m)(789m)(88m)(999m)[68m]',
    ]);
  });

  test('seven pairs: 1122335566779s waits on 9s both ways; a pairs-only hand is tenpai only with the option', () => {
    const q = question('1122335566779s', true);
    expect(q.answer).toEqual([26]);
    expect(q.waits[0].shapes.map((s) => s.text)).toContain('(11s)(22s)(33s)(55s)(66s)(77s)[9s]');
    expect(question('1122335566779s').waits[0].shapes.every((s) => s.form === 'regular')).toBe(true);
    const pairsOnly = brute.hands.find((h) => h.live.length === 0)!;
    const text = pairsOnly.counts.map((n, r) => String(r + 1).repeat(n)).join('') + 'p';
    expect(question(text, true).answer).toEqual(pairsOnly.pairs.map((r) => 9 + r));
    const refused = chinitsuQuestion(text);
    expect(refused).toEqual({
      ok: false,
      error: { code: 'not-tenpai', hand: text, chiitoitsu: false },
    });
  });

  test('every shape of every wait, against the brute force: all hands with a dead wait and 3,000 seeded others', () => {
    const t = chinitsuTable();
    const random = seededRandom(5);
    let checked = 0;
    for (let i = 0; i < t.size; i++) {
      if (t.regularLive[i] === 0 || (t.regularDead[i] === 0 && randomBelow(random, 13) !== 0)) continue;
      checked++;
      const counts = chinitsuCounts(t, i);
      const suit = i % 3;
      const text = counts.map((n, r) => String(r + 1).repeat(n)).join('') + 'mps'[suit];
      const q = question(text);
      expect(q.hand).toBe(text);
      const h = byKey.get(counts.join(''))!;
      expect(q.waits.map((w) => w.tile - 9 * suit)).toEqual([...h.live, ...h.dead].sort((a, b) => a - b));
      for (const w of q.waits) {
        const keys = w.shapes.map((s) => shapeKey(s.groups, s.waiting, 9 * suit));
        expect(new Set(keys).size, `${text} ${w.tile}: a shape listed twice`).toBe(keys.length);
        expect(new Set(keys)).toEqual(bruteShapes(counts, w.tile - 9 * suit));
        for (const s of w.shapes) expect(s.text).toBe(shapeText(s.groups, s.waiting, 'mps'[suit]));
      }
    }
    expect(checked).toBeGreaterThan(7000);
  });

  // The sentences each face writes: test/ui/shell/error-messages.test.ts.
  test.each<[string, string, object]>([
    ['123m456p789s1122z', 'not-one-suit', { reason: 'honors' }],
    ['1234567m123456p', 'not-one-suit', { reason: 'mixed-suits', suits: ['m', 'p'] }],
    ['111234567899m1z', 'not-one-suit', { reason: 'honors' }],
    ['11123456789999m', 'tile-count', { tiles: 14 }],
    ['1112345678m(999m)', 'melds', {}],
    ['1112345x', 'invalid-hand', { error: { code: 'unknown-character', culprit: 'x' } }],
    ['1234567899999m', 'invalid-hand', { error: { code: 'too-many-copies', tile: '9m', copies: 5 } }],
    ['1357913579246m', 'not-tenpai', { hand: '1123345567799m', chiitoitsu: false }],
  ])('chinitsuQuestion(%j) is refused: %s', (text, code, data) => {
    const r = chinitsuQuestion(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code, ...data });
  });

  test('a red five reads as a five: 1112340678999p is the nine-gates wait set of 1112345678999p', () => {
    expect(question('1112340678999p').hand).toBe('1112345678999p');
    expect(question('1112340678999p').answer).toHaveLength(9);
  });
});

describe('judgeChinitsuAnswer(): the selected set must equal the live waits', () => {
  const q = { answer: [0, 3] };
  test.each([
    [[0, 3], true, [], []],
    [[3, 0], true, [], []],
    [[0, 3, 3], true, [], []],
    [[0], false, [3], []],
    [[0, 3, 6], false, [], [6]],
    [[], false, [0, 3], []],
    [[5, 1], false, [0, 3], [1, 5]],
  ])('selected %j: correct %s, missed %j, extra %j', (selected, correct, missed, extra) => {
    expect(judgeChinitsuAnswer(q, selected)).toEqual({ correct, missed, extra });
  });

  test('a dead wait selected is an extra: it cannot be drawn', () => {
    const dead = question('6777788889999m');
    expect(judgeChinitsuAnswer(dead, [4, 5, 6]).correct).toBe(false);
    expect(judgeChinitsuAnswer(dead, [4, 5]).correct).toBe(true);
  });

  test('the wait mask of the table agrees with the question built from the same hand', () => {
    const t = chinitsuTable();
    const random = seededRandom(11);
    for (let n = 0; n < 200; n++) {
      const i = randomBelow(random, t.size);
      const text =
        chinitsuCounts(t, i)
          .map((c, r) => String(r + 1).repeat(c))
          .join('') + 's';
      const chiitoitsu = n % 2 === 0;
      const r = chinitsuQuestion(text, { chiitoitsu });
      const mask = chinitsuWaitMask(t, i, chiitoitsu);
      if (mask === 0) expect(r.ok).toBe(false);
      else expect(r.ok && r.value.answer.map((k) => k - 18)).toEqual(ranksOf(mask));
    }
  });
});
