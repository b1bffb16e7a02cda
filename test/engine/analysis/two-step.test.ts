/**
 * twoStep(hand) against the definitions of docs/rules.md#two-step-analysis, as an independent reference
 * computes them (test/support/two-step-reference.ts: exhaustive-search shanten, plain loops, nothing of
 * the engine's tables or kernel): exhaustively on every one-suit hand of 5 tiles, on a seeded third of
 * the 8-tile ones, and on seeded 11- and 14-tile hands of every hard kind (full flushes, honors, four
 * copies, near-complete hands, melds, seen tiles, the regular form, three players).
 */
import { describe, expect, test } from 'vitest';
import { parseHand, tiles, type Hand } from '../../../src/engine/index.ts';
import { twoStep } from '../../../src/engine/analysis/two-step.ts';
import type { TwoStepOptions, TwoStepRow } from '../../../src/engine/index.ts';
import { atTable } from '../../support/at-table.ts';
import { refTwoStep, type RefTwoStepRow } from '../../support/two-step-reference.ts';
import {
  FAMILIES,
  handText,
  makeHand,
  mulberry32,
  randomCounts,
  randomHandWithMelds,
  randomInt,
  randomNearComplete,
  randomSeen,
} from '../../support/random-hands.ts';

const { discardedTile } = tiles;

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`bad fixture ${text}`);
  return parsed.value;
}

/** Every figure of the engine's rows equals the reference's; the order and the shanten-back flags follow the rules. */
/** The engine's options and the table the specs give beside them: the tiles seen (counts) and the players. */
type Options = TwoStepOptions & { seen?: Uint8Array; players?: 3 | 4 };

function expectReference(h: Hand, options: Options, name: string): TwoStepRow[] {
  const { rows } = twoStep(atTable(h, options), { form: options.form });
  const ref = refTwoStep(h, options);
  expect(
    rows.map((r) => r.discard.kind).sort((a, b) => a - b),
    name,
  ).toEqual(ref.map((r) => r.discard));
  const byDiscard = new Map<number, RefTwoStepRow>(ref.map((r) => [r.discard, r]));
  for (const row of rows) {
    // The copy given away: a red five only when it is the hand's last five of its suit.
    expect(row.discard, name).toEqual(discardedTile(h, row.discard.kind));
    const want = byDiscard.get(row.discard.kind)!;
    const at = `${name} discard ${row.discard.kind}`;
    expect({ shanten: row.shanten, count: row.count, improvements: row.improvements, goodShape: row.goodShape }, at).toEqual({
      shanten: want.shanten,
      count: want.count,
      improvements: want.improvements,
      goodShape: want.goodShape,
    });
    for (const key of ['nextAverage', 'improvedAverage'] as const) {
      if (want[key] === null) expect(row[key], `${at} ${key}`).toBeNull();
      else expect(row[key], `${at} ${key}`).toBeCloseTo(want[key]!, 9);
    }
  }
  // The discard table's order: lower shanten, larger count, then tile order.
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    expect(
      a.shanten < b.shanten || (a.shanten === b.shanten && (a.count > b.count || (a.count === b.count && a.discard.kind < b.discard.kind))),
      name,
    ).toBe(true);
  }
  // Shanten-back: exactly the rows above the lowest shanten.
  const lowest = Math.min(...ref.map((r) => r.shanten));
  for (const row of rows) expect(row.shantenBack, name).toBe(row.shanten > lowest);
  return rows;
}

/** Every one-suit (man) hand of `size` tiles, at most four of a kind. */
function* oneSuitHands(size: number): Generator<Uint8Array> {
  const counts = new Uint8Array(34);
  function* fill(k: number, left: number): Generator<Uint8Array> {
    if (left === 0) yield counts.slice();
    else if (k < 9)
      for (let n = Math.min(4, left); n >= 0; n--) {
        counts[k] = n;
        yield* fill(k + 1, left - n);
        counts[k] = 0;
      }
  }
  yield* fill(0, size);
}

describe('twoStep(hand): the definitions as written', () => {
  test.each([
    // Tenpai after every keeping discard: no next step, no good-shape split.
    ['123m456p789s1122z3z', 0],
    // 1-shanten rows: good + bad = the count (each effective draw reaches a tenpai that is one or the other).
    ['123456m2378p5599s', 1],
    // Far from complete: next averages and improvements at every row.
    ['4569m1222569p258s', 3],
  ])('%s (shanten %i after the best discard): what each figure must be', (text, lowest) => {
    const rows = expectReference(hand(text), {}, text);
    expect(rows[0].shanten).toBe(lowest);
    for (const row of rows) {
      expect(row.nextAverage === null).toBe(row.shanten === 0 || row.count === 0);
      expect(row.goodShape === null).toBe(row.shanten !== 1);
      if (row.goodShape) expect(row.goodShape.good + row.goodShape.bad).toBe(row.count);
      // A draw that does not advance can always be thrown back: the average never falls below the count.
      if (row.improvedAverage !== null) expect(row.improvedAverage).toBeGreaterThanOrEqual(row.count);
      expect(row.improvements.tiles).toEqual([...row.improvements.tiles].sort((a, b) => a - b));
    }
  });

  test('a hand with no 3n+2 shape has no rows', () => {
    expect(twoStep(atTable(hand('123m456p789s1122z'))).rows).toEqual([]);
  });
});

describe('twoStep(hand) equals the reference', () => {
  test('on every one-suit hand of 5 tiles', () => {
    let n = 0;
    for (const counts of oneSuitHands(5)) {
      const h = makeHand(counts);
      expectReference(h, {}, handText(h));
      n++;
    }
    expect(n).toBe(1278);
  });

  // The whole set (11,385 hands) agrees too; a seeded quarter keeps the run short.
  test('on a seeded quarter of the one-suit hands of 8 tiles', () => {
    const rng = mulberry32(8);
    let n = 0;
    for (const counts of oneSuitHands(8)) {
      if (randomInt(rng, 4) !== 0) continue;
      const h = makeHand(counts);
      expectReference(h, {}, handText(h));
      n++;
    }
    expect(n).toBeGreaterThan(2600);
  }, 180_000);

  test('on seeded 11-tile hands of every family, both forms', () => {
    const rng = mulberry32(11);
    for (let i = 0; i < 24; i++) {
      const h = makeHand(randomCounts(rng, FAMILIES[i % 4], 11));
      expectReference(h, { form: i % 2 ? 'regular' : 'standard' }, handText(h));
    }
  }, 180_000);

  test('on seeded 14-tile hands of every hard kind', () => {
    const rng = mulberry32(14);
    const cases: [string, Hand, Options][] = [];
    for (const family of FAMILIES) {
      cases.push([`random ${family}`, makeHand(randomCounts(rng, family, 14)), {}]);
      cases.push([`near complete ${family}`, makeHand(randomNearComplete(rng, family, 14, 1 + randomInt(rng, 2))), {}]);
    }
    cases.push(['full flush near complete', makeHand(randomNearComplete(rng, 'one-suit', 14, 2)), {}]);
    cases.push(['four copies', makeHand(randomNearComplete(rng, 'suit-honors', 14, 1, true)), {}]);
    cases.push(['four copies, one suit', makeHand(randomNearComplete(rng, 'one-suit', 14, 1, true)), {}]);
    cases.push(['regular form', makeHand(randomNearComplete(rng, 'any', 14, 2)), { form: 'regular' }]);
    cases.push(['seven pairs in reach', hand('1133m2266p4477s15z'), {}]);
    cases.push(['seven pairs in reach, regular form', hand('1133m2266p4477s15z'), { form: 'regular' }]);
    for (let i = 0; i < 3; i++) {
      const melded = randomHandWithMelds(rng, FAMILIES[i], 1 + i, 14 - 3 * (1 + i));
      const whole = new Uint8Array(melded.tiles);
      for (const m of melded.melds) for (const k of m.tiles) whole[k]++;
      cases.push([`melds ${i + 1}`, melded, {}]);
      cases.push([`melds ${i + 1}, seen`, melded, { seen: randomSeen(rng, whole, 16) }]);
    }
    const closed = makeHand(randomNearComplete(rng, 'suit-honors', 14, 2));
    cases.push(['seen tiles', closed, { seen: randomSeen(rng, closed.tiles, 20) }]);
    cases.push(['three players', makeHand(randomNearComplete(rng, 'terminals-honors', 14, 2)), { players: 3 }]);
    cases.push(['three players, pin and sou', hand('1199m2345p556778s'), { players: 3 }]);
    for (const [name, h, options] of cases) expectReference(h, options, `${name}: ${handText(h)}`);
  }, 180_000);
});
