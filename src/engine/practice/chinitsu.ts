/**
 * The full-flush (清一色) wait quiz: every tenpai 13-tile hand of one suit, dealt with the chance a
 * real deal gives it, and judged exactly.
 *
 * Enumeration. A hand of one suit is nine counts 0..4 summing to 13: only 93,600 vectors, so the
 * table is built once by trying every vector (about 30 ms) instead of being generated from shapes,
 * which would need its own proof of completeness. A vector is tenpai when some draw of a kind with
 * a copy left makes it complete (isComplete, which never searches); a draw of a fifth copy completes
 * the shape but cannot happen, so such a wait is recorded as not live, and a hand whose only waits
 * are not live is not tenpai (docs/rules.md#shanten: 6777788889999m waits on 5m and 6m only).
 *
 * Seven pairs. Without it (the default) the set is the hands tenpai in the regular form and the
 * waits are their regular waits. With it, two things change: the hands tenpai only as seven pairs
 * (six different pairs and a single, and no regular wait) join the set, and a hand tenpai both ways
 * also waits on its seven-pairs single. Seven pairs of one suit never waits on a dead tile (the
 * single is the only copy in the hand), so "not live" stays a regular-form notion.
 *
 * Weights. A hand's weight is the number of ways to deal it from the suit's 36 tiles, the product
 * of C(4, c) over its counts. Drawing an index with probability weight / total weight of the hands
 * the options allow is exactly "deal 13 of the 36 tiles, again until the deal is one of these
 * hands", without dealing again: cumulative weights (exact integers, the total of all vectors being
 * C(36, 13) = 2,310,789,600) and a binary search over them.
 *
 * The answer. The player selects waits; the answer is right when the selected set equals the set
 * of live waits. A wait whose four copies are all in the hand is shown with its shapes, marked not
 * live, and is not part of the answer, as it is not a wait of the exact shanten.
 */
import { decompose, isComplete, waitShapes } from '../analysis/decompose.ts';
import { formatWaitShape } from '../core/groups.ts';
import { handFromCounts } from '../core/hand.ts';
import { randomBelow, type Random } from '../core/random.ts';
import { formatKinds, suitOf } from '../core/tiles.ts';
import type { Hand, Result, WaitShape } from '../types.ts';
import {
  quizHandError,
  readQuizHand,
  type ChinitsuError,
  type ChinitsuQuestion,
  type ChinitsuShape,
  type ChinitsuWait,
} from './chinitsu-answer.ts';

export * from './chinitsu-answer.ts';

/** Ways to choose c of a kind's 4 copies. */
const CHOOSE_4 = [1, 4, 6, 4, 1];

/** Every one-suit 13-tile hand that is tenpai in the regular form or as seven pairs, with its weight and waits. */
export interface ChinitsuTable {
  size: number;
  /** Nine counts per hand (ranks 1..9), hands in lexicographic order of their counts. */
  counts: Uint8Array;
  /** Ways to deal the hand from the suit's 36 tiles: the product of C(4, c). */
  weights: Uint32Array;
  /** Bit r: rank r+1 completes the hand in the regular form and has a copy left. */
  regularLive: Uint16Array;
  /** Bit r: rank r+1 completes the regular shape but all four copies are in the hand. */
  regularDead: Uint16Array;
  /** Bit r: the seven-pairs single, when the hand is six different pairs and a single; else 0. */
  pairsWait: Uint16Array;
}

export interface ChinitsuOptions {
  /** Fewest live waits a dealt hand may have, 1..9 (default 1). */
  minWaits?: number;
  /** Count seven pairs as a form (default false: regular form only). */
  chiitoitsu?: boolean;
}

/** The hands the options allow, ready for sampling by weight. */
export interface ChinitsuPool {
  minWaits: number;
  chiitoitsu: boolean;
  /** Indices into the table. */
  indices: Uint32Array;
  /** cumulative[i] = the weights of indices[0..i] summed: exact integers. */
  cumulative: Float64Array;
  /** Total weight: how many of the C(36, 13) deals fall in the pool. */
  totalWeight: number;
}

export type { ChinitsuError, ChinitsuErrorCode } from './chinitsu-answer.ts';

let table: ChinitsuTable | null = null;

/** The table of tenpai one-suit hands, built on first use and kept. */
export function chinitsuTable(): ChinitsuTable {
  if (!table) table = buildTable();
  return table;
}

function buildTable(): ChinitsuTable {
  const counts: number[] = [];
  const weights: number[] = [];
  const regularLive: number[] = [];
  const regularDead: number[] = [];
  const pairsWait: number[] = [];
  // The suit sits at kinds 0..8 of a 34-count scratch array, where isComplete reads it.
  const c = new Uint8Array(34);

  const visit = (weight: number): void => {
    let live = 0;
    let dead = 0;
    for (let r = 0; r < 9; r++) {
      c[r]++;
      const complete = isComplete(c);
      c[r]--;
      if (complete) {
        if (c[r] < 4) live |= 1 << r;
        else dead |= 1 << r;
      }
    }
    const pairs = sevenPairsWait(c);
    if (live === 0 && pairs === 0) return;
    for (let r = 0; r < 9; r++) counts.push(c[r]);
    weights.push(weight);
    regularLive.push(live);
    regularDead.push(dead);
    pairsWait.push(pairs);
  };

  const place = (rank: number, left: number, weight: number): void => {
    if (rank === 8) {
      if (left > 4) return;
      c[8] = left;
      visit(weight * CHOOSE_4[left]);
      c[8] = 0;
      return;
    }
    for (let n = 0; n <= 4 && n <= left; n++) {
      c[rank] = n;
      place(rank + 1, left - n, weight * CHOOSE_4[n]);
    }
    c[rank] = 0;
  };
  place(0, 13, 1);

  return {
    size: weights.length,
    counts: Uint8Array.from(counts),
    weights: Uint32Array.from(weights),
    regularLive: Uint16Array.from(regularLive),
    regularDead: Uint16Array.from(regularDead),
    pairsWait: Uint16Array.from(pairsWait),
  };
}

/** Bit of the seven-pairs wait of nine counts at c[0..8] (six counts of 2, one of 1, the rest 0), else 0. */
function sevenPairsWait(c: ArrayLike<number>): number {
  let pairs = 0;
  let single = -1;
  for (let r = 0; r < 9; r++) {
    if (c[r] === 2) pairs++;
    else if (c[r] === 1 && single < 0) single = r;
    else if (c[r] !== 0) return 0;
  }
  return pairs === 6 && single >= 0 ? 1 << single : 0;
}

/** Number of set bits of a 9-bit mask. */
function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Live waits of table hand `i` as a 9-bit mask, in the form the option selects. */
export function chinitsuWaitMask(t: ChinitsuTable, i: number, chiitoitsu: boolean): number {
  return t.regularLive[i] | (chiitoitsu ? t.pairsWait[i] : 0);
}

function checkOptions(options: ChinitsuOptions): { minWaits: number; chiitoitsu: boolean } {
  const minWaits = options.minWaits ?? 1;
  if (!Number.isInteger(minWaits) || minWaits < 1 || minWaits > 9) {
    throw new RangeError(`The minimum number of waits must be a whole number from 1 to 9, got ${minWaits}.`);
  }
  return { minWaits, chiitoitsu: options.chiitoitsu ?? false };
}

const pools = new Map<string, ChinitsuPool>();

/** The hands the options allow, with cumulative weights; built once per option set and kept. */
export function chinitsuPool(options: ChinitsuOptions = {}): ChinitsuPool {
  const { minWaits, chiitoitsu } = checkOptions(options);
  const key = `${minWaits}/${chiitoitsu}`;
  const cached = pools.get(key);
  if (cached) return cached;
  const t = chinitsuTable();
  const indices: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < t.size; i++) {
    const mask = chinitsuWaitMask(t, i, chiitoitsu);
    if (mask === 0 || bitCount(mask) < minWaits) continue;
    total += t.weights[i];
    indices.push(i);
    cumulative.push(total);
  }
  const pool: ChinitsuPool = {
    minWaits,
    chiitoitsu,
    indices: Uint32Array.from(indices),
    cumulative: Float64Array.from(cumulative),
    totalWeight: total,
  };
  pools.set(key, pool);
  return pool;
}

/** A table index drawn from the pool with probability weight / total weight. */
export function sampleChinitsuIndex(pool: ChinitsuPool, random: Random): number {
  const r = randomBelow(random, pool.totalWeight);
  // The first position whose cumulative weight exceeds r: hand i owns [cumulative[i-1], cumulative[i]).
  let lo = 0;
  let hi = pool.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pool.cumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return pool.indices[lo];
}

/** The nine counts of table hand `i`. */
export function chinitsuCounts(t: ChinitsuTable, i: number): number[] {
  return Array.from(t.counts.subarray(9 * i, 9 * i + 9));
}

/** A quiz hand dealt by weight from the pool of `options`, in `suit` (0 m, 1 p, 2 s) or a random suit. */
export function dealChinitsu(options: ChinitsuOptions & { suit?: number | 'random' }, random: Random): ChinitsuQuestion {
  const pool = chinitsuPool(options);
  const suit = options.suit === undefined || options.suit === 'random' ? randomBelow(random, 3) : options.suit;
  if (suit !== 0 && suit !== 1 && suit !== 2) {
    throw new RangeError(`The suit must be 0 (m), 1 (p), 2 (s) or "random", got ${suit}.`);
  }
  const ranks = chinitsuCounts(chinitsuTable(), sampleChinitsuIndex(pool, random));
  const counts = new Uint8Array(34);
  for (let r = 0; r < 9; r++) counts[suit * 9 + r] = ranks[r];
  return questionOf(handFromCounts(counts), suit, pool.chiitoitsu);
}

/**
 * A quiz hand (a shared URL's, read by readQuizHand; a text is read here first): 13 tiles of one number
 * suit, tenpai in the chosen form.
 */
export function chinitsuQuestion(hand: Hand | string, options: { chiitoitsu?: boolean } = {}): Result<ChinitsuQuestion, ChinitsuError> {
  const chiitoitsu = options.chiitoitsu ?? false;
  const read = typeof hand === 'string' ? readQuizHand(hand) : { ok: true as const, value: hand };
  if (!read.ok) return read;
  const error = quizHandError(read.value);
  if (error) return { ok: false, error };
  const suit = suitOf(read.value.tiles.findIndex((count) => count > 0));
  // A red five is a five for every shape; the quiz deals from the 36 tiles of a suit, without red.
  const plain = handFromCounts(read.value.tiles);
  const question = questionOf(plain, suit, chiitoitsu);
  if (question.answer.length === 0) return { ok: false, error: { code: 'not-tenpai', hand: question.hand, chiitoitsu } };
  return { ok: true, value: question };
}

/** Every wait of a one-suit 13-tile hand with its shapes; no check that it is tenpai. */
function questionOf(hand: Hand, suit: number, chiitoitsu: boolean): ChinitsuQuestion {
  const base = suit * 9;
  const c = hand.tiles;
  const ranks = Array.from(c.subarray(base, base + 9));
  const scratch = new Uint8Array(c);
  const fits = (form: string) => chiitoitsu || form === 'regular';
  const shapes = waitShapes(hand).filter((w) => fits(w.form));
  const pairs = chiitoitsu ? sevenPairsWait(ranks) : 0;
  const waits: ChinitsuWait[] = [];
  for (let r = 0; r < 9; r++) {
    const k = base + r;
    scratch[k]++;
    const complete = isComplete(scratch);
    scratch[k]--;
    if (!complete && !(pairs & (1 << r))) continue;
    if (c[k] < 4) {
      const mine = shapes.filter((w) => w.waits.includes(k));
      waits.push({ tile: k, live: true, shapes: mine.map(shapeOf) });
    } else {
      waits.push({ tile: k, live: false, shapes: deadShapes(c, k) });
    }
  }
  const tiles: number[] = [];
  for (let k = 0; k < 34; k++) for (let i = 0; i < c[k]; i++) tiles.push(k);
  return {
    hand: formatKinds(tiles),
    suit,
    tiles,
    chiitoitsu,
    waits,
    answer: waits.filter((w) => w.live).map((w) => w.tile),
  };
}

/** A wait shape of a one-suit hand (never kokushi) with its text. */
function shapeOf(w: WaitShape): ChinitsuShape {
  const form = w.form === 'chiitoitsu' ? 'chiitoitsu' : 'regular';
  return { form, groups: w.groups, waiting: w.waiting, text: formatWaitShape(w) };
}

/**
 * The shapes completing on a fifth copy of `k`, which waitShapes leaves out since the tile cannot
 * be drawn. A shape waits on k exactly when its waiting part plus k is a group, so the shapes are
 * the decompositions of the hand plus k with one group holding k taken apart; equal groups give
 * equal shapes, hence the check by text.
 */
function deadShapes(c: Uint8Array, k: number): ChinitsuShape[] {
  const plus = new Uint8Array(c);
  plus[k]++;
  const out: ChinitsuShape[] = [];
  const seen = new Set<string>();
  for (const d of decompose(handFromCounts(plus))) {
    if (d.form !== 'regular') continue;
    d.groups.forEach((g, j) => {
      const at = g.tiles.indexOf(k);
      if (at < 0) return;
      const groups = d.groups.filter((_, i) => i !== j);
      const waiting = g.tiles.filter((_, i) => i !== at);
      const text = formatWaitShape({ form: 'regular', groups, waiting, waits: [k] });
      if (seen.has(text)) return;
      seen.add(text);
      out.push({ form: 'regular', groups, waiting, text });
    });
  }
  return out;
}
