/**
 * probabilities(position, options) (docs/rules.md#probabilities) against a seeded Monte-Carlo simulation of
 * the same model that plays the engine's own policy: the numbers are the values of an optimal policy, so
 * a policy read off them must realise them, on average, when it is actually played out.
 *
 * The simulation is written from docs/rules.md alone and shares no code with src/engine but its public
 * parseHand (to read the fixtures) and probabilities (the policy and the values under test):
 *
 * - Options: riichi 'always' (no riichi-or-dama choice hidden in the values), handChanges and shanten-back
 *   off (so the budget never matters), one dora indicator (so the ura expectation is over one indicator).
 * - The pool: kinds are the 34, or 37 with the red fives as kinds of their own; w_i = copies of kind i
 *   not in the current 13-tile hand, the melds, the dora indicator or the seen tiles (a plain five 3 and
 *   its red one 1 when red fives are kinds); W = Σ w_i is the same at every draw; a draw is kind i with
 *   probability w_i / W, from a mulberry32 of this file's own.
 * - A game of a row (the discard d at turn t) starts from H = the 14 tiles less d, in riichi if closed and
 *   tenpai and a draw is to come (riichi needs one), with 18 - t draws to come. On each draw i (r draws
 *   to come before it, so the decision after it is at turn t' = 18 - (r - 1)), X = H + i:
 *   - X complete with a yaku (haitei, when on, being one on the last draw, r = 1): a win. Under the
 *     expected score the win is taken only when its expected points (the ura indicator averaged exactly
 *     over the pool of the draw) are at least the value of going on: the engine's value of X's row
 *     throwing i back at turn t' (for a riichi hand, that row with ippatsu off: a riichi hand going on is
 *     past its first draw; at turn 18, with no draw to come, the exhaustive draw's own value); otherwise
 *     i is thrown back.
 *   - else, outside riichi, X's shanten below H's: the discard is the row of probabilities(X) with the
 *     highest value of the metric at turn t' (X's rows are exactly the discards keeping its lowest
 *     shanten); a closed hand that discards to tenpai declares riichi (when a draw is to come).
 *   - else (a complete hand without yaku included) i is thrown back.
 *   The outcome: tenpai, 1 when won or tenpai after the last draw; win, 1 when won; expected score, the
 *   points actually won, with the ura indicator SAMPLED from the pool of the winning draw (so that the
 *   mean is the expectation). Each metric plays its own policy in its own games.
 * - Closer to a real game (docs/rules.md#probabilities), in the cases that set it: the points of a win
 *   are what majiang-core says the winner receives with 一発 on a riichi hand's first draw after its
 *   declaration, 海底摸月 on the last draw, the honba and the sticks; a hand not won gets the tenpai
 *   payment if tenpai after the last draw, and a riichi hand not won has lost its 1,000-point stick.
 * - Shanten is test/support/reference.ts's exhaustive search; the points of a win are
 *   @kobalab/majiang-core's (test/support/majiang-score.ts, not the engine's score()): a dealer's tsumo
 *   (round and seat East, given to the engine: its default seat is South), riichi when declared, the dora of the indicator, red
 *   fives when they are kinds, and with riichi one ura indicator.
 *
 * The comparison: for each case and metric, the best row for the metric at turn 1 and one other row, at
 * turns 1 and 8, the mean outcome of N games equals the engine's value within 4 standard errors (SE =
 * sample sd / √N); when every outcome is the same the mean must be the value to 1e-9. N = 4000 makes
 * 4 SE tight: for a probability near 0.5 SE is 0.008, near 0.15 it is 0.0056, so an engine value off
 * by a few percent fails (and the test checks that 4 SE stays that tight). Everything is seeded: the
 * same games on every run and machine.
 */
import { describe, expect, test } from 'vitest';
import { parseHand, parseTable, probabilities, tileCode } from '../../../src/engine/index.ts';
import type { ProbabilityOptions, ProbabilityRow, ProbabilityTable, Tile } from '../../../src/engine/index.ts';

/** A row's discard in mpsz (`0p` the red five), as the simulation names tiles. */
const mpsz = (discard: Tile) => tileCode(discard.kind, discard.red);
import { DEFAULT_RULES, majiangScore } from '../../support/majiang-score.ts';
import { refShanten } from '../../support/reference.ts';
import { mulberry32 } from '../../support/random-hands.ts';

const TURNS = 18;
const FIVES = [4, 13, 22];
const METRICS = ['tenpai', 'win', 'ev'] as const;
type Metric = (typeof METRICS)[number];

/** Games per (row, turn, metric). */
const N = 4000;
/** The turns compared (a discard at turn t has 18 - t draws to come). */
const COMPARED_TURNS = [1, 8];

/** mpsz tiles without brackets, as [kind 0..33, red] pairs. */
function readTiles(text: string): { kind: number; red: boolean }[] {
  const out: { kind: number; red: boolean }[] = [];
  for (const [, digits, suit] of text.matchAll(/(\d+)([mpsz])/g)) {
    const s = 'mpsz'.indexOf(suit);
    for (const d of digits) out.push({ kind: s * 9 + (d === '0' ? 4 : Number(d) - 1), red: d === '0' });
  }
  return out;
}

/** The options closer to a real game a case may set. */
type Real = Pick<ProbabilityOptions, 'riichiStick' | 'tenpaiPayment' | 'ippatsu' | 'haitei' | 'honba' | 'sticks'>;

interface Case {
  label: string;
  /** 14 tiles, a meld (in brackets) counting 3. */
  hand: string;
  dora: string;
  seen?: string;
  red: boolean;
  /** The other row compared beside each metric's best. */
  other: string;
  seed: number;
  real?: Real;
  /** The turns compared (default COMPARED_TURNS). */
  turns?: number[];
}

const ALL: Real = { riichiStick: true, tenpaiPayment: 3000, ippatsu: true, haitei: true, honba: 2, sticks: 1 };

const CASES: Case[] = [
  // A red five held (a kind of its own, worth a han), the indicator 9s (dora 1s): rows from 0.09 to 0.22 (win).
  { label: 'closed 2-shanten, red fives', hand: '23m067p3468s25799p', dora: '9s', red: true, other: '4s', seed: 101 },
  // Red fives off: 5m and 5s are plain fives of four copies; the indicator 3m makes 4m dora.
  { label: 'closed 2-shanten, red fives off', hand: '22566m448p12356s1z', dora: '3m', red: false, other: '5m', seed: 202 },
  { label: 'closed 3-shanten', hand: '3378m29p135s35777z', dora: '2z', red: true, other: '1s', seed: 303 },
  // A chi: no riichi, and a win needs an open hand's yaku (断幺九 mostly), so a complete hand holding a
  // terminal is thrown back. Seen tiles take copies out of the pool.
  {
    label: 'open 2-shanten, all simples or nothing',
    hand: '567m46p3568s29p(234m)',
    dora: '5s',
    seen: '7p3s',
    red: true,
    other: '4p',
    seed: 404,
  },
  // 清一色 (6 han) plus 立直, 門前清自摸和 and the dora 7s: haneman and more. Red fives off.
  { label: 'full flush 1-shanten', hand: '12244555677899s', dora: '6s', red: false, other: '8s', seed: 505 },
  // Closer to a real game: every option, on a closed hand (the stick, ippatsu) and an open one (haitei
  // is its yaku on the last draw), and the stick with the payment on a tenpai hand, whose late riichi
  // is worth less than nothing.
  { label: 'closed 2-shanten, all options', hand: '23m067p3468s25799p', dora: '9s', red: true, other: '4s', seed: 606, real: ALL },
  {
    label: 'open 2-shanten, all options',
    hand: '567m46p3568s29p(234m)',
    dora: '5s',
    seen: '7p3s',
    red: true,
    other: '4p',
    seed: 707,
    real: ALL,
  },
  // Two shanpon rows, one keeping the dora 4m; at turn 15 a riichi has three draws to win its stick back.
  {
    label: 'closed tenpai, the stick, the payment and ippatsu',
    hand: '1234m456p789s1122z',
    dora: '3m',
    red: true,
    other: '4m',
    seed: 808,
    real: { riichiStick: true, tenpaiPayment: 1500, ippatsu: true },
    turns: [1, 15],
  },
];

/**
 * The row with the highest value of the metric at turn t. Values equal to rounding are ties (either
 * choice is optimal), broken by the discard's text, so the games do not depend on the rows' order.
 */
function bestRow(rows: readonly ProbabilityRow[], metric: Metric, t: number): ProbabilityRow {
  const top = Math.max(...rows.map((r) => r[metric][t - 1]));
  const tied = rows.filter((r) => r[metric][t - 1] >= top - 1e-12 * Math.max(1, top));
  return tied.reduce((a, b) => (mpsz(b.discard) < mpsz(a.discard) ? b : a));
}

/** The simulated model of one case: its pool, shanten, points, the engine's policy, and games. */
function model(c: Case) {
  const real = c.real ?? {};
  const options: ProbabilityOptions = {
    riichi: 'always',
    handChanges: false,
    shantenBack: false,
    red: c.red,
    round: 'E',
    seat: 'E',
    ...real,
  };
  const stick = real.riichiStick ? 1000 : 0;
  const tenpaiPayment = real.tenpaiPayment ?? 0;
  const table = parseTable({ dora: c.dora, seen: c.seen ?? '' });
  if (!table.ok) throw new Error(`bad table ${c.dora} ${c.seen}: ${JSON.stringify(table.error)}`);
  const K = c.red ? 37 : 34;
  const meldText = (c.hand.match(/[([][^)\]]*[)\]]/g) ?? []).join('');
  const concealed = c.hand.replace(/[([][^)\]]*[)\]]/g, '');
  const parsed = parseHand(c.hand);
  if (!parsed.ok) throw new Error(`bad fixture ${c.hand}: ${JSON.stringify(parsed.error)}`);
  const melds = parsed.value.melds;
  const closed = melds.every((m) => m.kind === 'ankan');
  const meldTiles = melds.map((m) => m.tiles);
  const kindOf = (t: { kind: number; red: boolean }) => (c.red && t.red ? 34 + Math.floor(t.kind / 9) : t.kind);
  const shape = (k: number) => (k < 34 ? k : FIVES[k - 34]);
  const codeOf = (k: number) => (k >= 34 ? `0${'mps'[k - 34]}` : `${k < 27 ? (k % 9) + 1 : k - 26}${'mpsz'[Math.floor(k / 9)]}`);

  // --- The pool: w_i(H) = base[i] - H[i].
  const base = new Array<number>(K).fill(0);
  for (let k = 0; k < K; k++) base[k] = k >= 34 ? 1 : c.red && FIVES.includes(k) ? 3 : 4;
  for (const m of melds) {
    for (const t of m.tiles) base[t]--;
    if (c.red && m.red) {
      base[FIVES[Math.floor(m.tiles[0] / 9)]]++;
      base[34 + Math.floor(m.tiles[0] / 9)]--;
    }
  }
  const indicators = readTiles(c.dora);
  for (const t of [...indicators, ...readTiles(c.seen ?? '')]) base[kindOf(t)]--;
  const start = new Array<number>(K).fill(0);
  for (const t of readTiles(concealed)) start[kindOf(t)]++;
  const W = base.reduce((a, b) => a + b, 0) - (start.reduce((a, b) => a + b, 0) - 1);

  const keyOf = (h: readonly number[]) => h.join('');
  const textOf = (h: readonly number[]) => {
    let out = '';
    for (let s = 0; s < 4; s++) {
      let digits = '';
      for (let r = 0; r < (s === 3 ? 7 : 9); r++) {
        if (s < 3 && r === 4 && c.red) digits += '0'.repeat(h[34 + s]);
        digits += String(r + 1).repeat(h[s * 9 + r]);
      }
      if (digits) out += digits + 'mpsz'[s];
    }
    return out + meldText;
  };

  // --- Shanten (standard form), by the hand's shape.
  const shantenMemo = new Map<string, number>();
  const shanten = (h: readonly number[]): number => {
    const shape34 = h.slice(0, 34);
    for (let k = 34; k < K; k++) shape34[FIVES[k - 34]] += h[k];
    const key = shape34.join('');
    let v = shantenMemo.get(key);
    if (v === undefined) {
      v = refShanten(shape34, meldTiles).standard;
      shantenMemo.set(key, v);
    }
    return v;
  };

  // --- Points (majiang-core): what the winner receives, null without a yaku. `ippatsu` and `last` say
  // whether the win is a riichi hand's first draw after its declaration and the last draw, whether the
  // options count them or not.
  const pointsMemo = new Map<string, number | null>();
  const points = (x: readonly number[], win: number, riichi: boolean, ura: number | null, ippatsu = false, last = false): number | null => {
    ippatsu = ippatsu && !!real.ippatsu;
    last = last && !!real.haitei;
    const key = `${keyOf(x)}|${win}|${riichi}|${ura}|${ippatsu}|${last}`;
    if (pointsMemo.has(key)) return pointsMemo.get(key)!;
    const outcome = majiangScore(
      textOf(x),
      {
        win: shape(win),
        winRed: win >= 34,
        by: 'tsumo',
        round: 'E',
        seat: 'E',
        riichi: riichi ? 'riichi' : 'none',
        ippatsu,
        last,
        honba: real.honba ?? 0,
        sticks: real.sticks ?? 0,
        dora: indicators.map((t) => t.kind),
        ura: ura === null ? undefined : [ura],
      },
      DEFAULT_RULES,
    );
    const value = outcome.kind === 'win' ? outcome.total : null;
    pointsMemo.set(key, value);
    return value;
  };
  /** Expected points of the win X = H + i: with riichi, averaged over one ura indicator of kind j, w_j(H) / W. */
  const expectedMemo = new Map<string, number | null>();
  const expectedPoints = (
    h: readonly number[],
    x: readonly number[],
    win: number,
    riichi: boolean,
    ippatsu: boolean,
    last: boolean,
  ): number | null => {
    const key = `${keyOf(x)}|${win}|${riichi}|${ippatsu}|${last}`;
    if (expectedMemo.has(key)) return expectedMemo.get(key)!;
    let value = points(x, win, riichi, null, ippatsu, last);
    if (value !== null && riichi) {
      value = 0;
      for (let j = 0; j < K; j++) {
        const w = base[j] - h[j];
        if (w > 0) value += (w / W) * points(x, win, true, shape(j), ippatsu, last)!;
      }
    }
    expectedMemo.set(key, value);
    return value;
  };

  // --- The engine: one answer per 14-tile hand, every turn at once; `going` with ippatsu off, for a
  // riichi hand that goes on (past its first draw, it has no ippatsu to come).
  const answers = new Map<string, ProbabilityTable>();
  const answer = (x: readonly number[], going = false): ProbabilityTable => {
    const text = textOf(x);
    const key = `${text}|${going}`;
    let a = answers.get(key);
    if (!a) {
      const h = parseHand(text);
      if (!h.ok) throw new Error(`bad hand ${text}: ${JSON.stringify(h.error)}`);
      const r = probabilities({ hand: h.value, table: table.value }, going ? { ...options, ippatsu: false } : options);
      if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
      a = r.value;
      answers.set(key, a);
    }
    return a;
  };
  const kindOfCode = (code: string) => kindOf(readTiles(code)[0]);
  /** X's discard (a kind) whose row has the highest value of the metric at turn t. */
  const bestDiscard = (x: readonly number[], metric: Metric, t: number): number =>
    kindOfCode(mpsz(bestRow(answer(x).rows, metric, t).discard));
  const rowValue = (x: readonly number[], discard: number, metric: Metric, t: number, going = false): number => {
    const row = answer(x, going).rows.find((r) => mpsz(r.discard) === codeOf(discard));
    if (!row) throw new Error(`${textOf(x)}: no row ${codeOf(discard)}`);
    return row[metric][t - 1];
  };

  /** A draw from the pool of the 13-tile hand h. */
  const drawFrom = (h: readonly number[], rng: () => number): number => {
    let u = rng() * W;
    for (let k = 0; k < K; k++) {
      const w = base[k] - h[k];
      if (w <= 0) continue;
      if (u < w) return k;
      u -= w;
    }
    for (let k = K - 1; k >= 0; k--) if (base[k] > h[k]) return k;
    throw new Error('empty pool');
  };

  /** One game of the row discarding `discard` at turn t, under the metric's policy: its outcome. */
  const play = (discard: number, t: number, metric: Metric, rng: () => number): number => {
    const h = start.slice();
    h[discard]--;
    // Riichi needs a draw to come; `fresh`: declared, its first draw not yet made (ippatsu).
    let riichi = closed && shanten(h) === 0 && t < TURNS;
    let fresh = riichi;
    /** At the exhaustive draw: the payment if tenpai, less the stick of a riichi hand. */
    const exhausted = () => (shanten(h) === 0 ? tenpaiPayment : 0) - (riichi ? stick : 0);
    for (let r = TURNS - t; r > 0; r--) {
      const i = drawFrom(h, rng);
      const turn = TURNS - (r - 1);
      const ippatsu = fresh;
      fresh = false;
      h[i]++;
      const sX = shanten(h);
      if (sX === -1) {
        h[i]--;
        const x = h.slice();
        x[i]++;
        const expected = expectedPoints(h, x, i, riichi, ippatsu, r === 1);
        if (expected !== null) {
          if (metric !== 'ev') return 1;
          // Going on: the hand as it is with r - 1 draws to come.
          const goOn = r === 1 ? exhausted() : rowValue(x, i, 'ev', turn, riichi);
          if (expected >= goOn) {
            if (!riichi) return expected;
            // The realised ura indicator, drawn from the same pool as the winning tile.
            return points(x, i, true, shape(drawFrom(h, rng)), ippatsu, r === 1)!;
          }
        }
        continue; // thrown back
      }
      h[i]--;
      if (!riichi && sX < shanten(h)) {
        const x = h.slice();
        x[i]++;
        const d = bestDiscard(x, metric, turn);
        h[i]++;
        h[d]--;
        riichi = closed && shanten(h) === 0 && r > 1;
        fresh = riichi;
      }
    }
    if (metric === 'tenpai') return shanten(h) === 0 ? 1 : 0;
    return metric === 'ev' ? exhausted() : 0;
  };

  return { W, start, answer, kindOfCode, play };
}

interface Comparison {
  metric: Metric;
  discard: string;
  turn: number;
  value: number;
  mean: number;
  se: number;
}

function simulate(c: Case): Comparison[] {
  const m = model(c);
  const top = m.answer(m.start);
  const out: Comparison[] = [];
  METRICS.forEach((metric, mi) => {
    const best = bestRow(top.rows, metric, 1);
    const rows = [best, top.rows.find((r) => mpsz(r.discard) === c.other)!];
    if (!rows[1]) throw new Error(`${c.label}: no row ${c.other} in ${top.rows.map((r) => mpsz(r.discard)).join(' ')}`);
    if (rows[1] === best) rows.pop();
    rows.forEach((row, ri) =>
      (c.turns ?? COMPARED_TURNS).forEach((turn, ti) => {
        const rng = mulberry32(c.seed * 1000 + mi * 100 + ri * 10 + ti);
        const discard = m.kindOfCode(mpsz(row.discard));
        let sum = 0;
        let squares = 0;
        for (let g = 0; g < N; g++) {
          const v = m.play(discard, turn, metric, rng);
          sum += v;
          squares += v * v;
        }
        const mean = sum / N;
        const variance = Math.max(0, (squares - N * mean * mean) / (N - 1));
        out.push({ metric, discard: mpsz(row.discard), turn, value: row[metric][turn - 1], mean, se: Math.sqrt(variance / N) });
      }),
    );
  });
  return out;
}

const describeComparison = (x: Comparison) =>
  `${x.metric} discard ${x.discard} turn ${x.turn}: engine ${x.value}, simulated ${x.mean} ± ${x.se} (N ${N})`;

describe('a Monte-Carlo simulation of the model, playing the engine policy', () => {
  test('the simulator alone: a tenpai hand that can only wait wins by turn t with 1 - (1 - c/W)^(18 - t)', () => {
    // Shanpon on 1z and 2z: 2 + 2 live, W = 136 - 13 - 1 (the indicator). The policy is only to wait.
    const m = model({ label: 'fixed wait', hand: '123m456p789s1122z5z', dora: '9m', red: true, other: '5z', seed: 1 });
    expect(m.W).toBe(122);
    const rng = mulberry32(7);
    let wins = 0;
    for (let g = 0; g < N; g++) wins += m.play(m.kindOfCode('5z'), 1, 'win', rng);
    const p = 1 - (1 - 4 / 122) ** 17;
    expect(Math.abs(wins / N - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / N));
  }, 60_000);

  test.each(CASES)(
    '$label: $hand, dora $dora: mean outcomes within 4 SE of the engine values',
    (c) => {
      const comparisons = simulate(c);
      const far = comparisons.filter((x) =>
        x.se === 0 ? Math.abs(x.mean - x.value) > 1e-9 * Math.max(1, Math.abs(x.value)) : Math.abs(x.mean - x.value) > 4 * x.se,
      );
      expect(far.map(describeComparison), comparisons.map(describeComparison).join('\n')).toEqual([]);
      // The test can fail: 4 SE is at most 0.035 of a probability (an engine off by 5% of a tenpai
      // probability near 0.7 is out), and at turn 1 at most a quarter of the expected score (its outcomes
      // are 0 or thousands of points: a wide spread, which the probabilities of the same games make up for).
      for (const x of comparisons) {
        if (x.metric !== 'ev') expect(4 * x.se, describeComparison(x)).toBeLessThanOrEqual(0.035);
        else if (x.turn === 1) expect(4 * x.se, describeComparison(x)).toBeLessThanOrEqual(0.25 * x.value);
      }
    },
    60_000,
  );
});
