/**
 * Exact shanten (DOMAIN.md): the fewest tiles to exchange to reach tenpai, four copies respected.
 *
 * Regular form: per-suit tables (suit-tables.ts) give, for each suit, the fewest tiles to add for
 * m sets + p pairs; a min-plus combination over the four suits gives the fewest tiles to add for the
 * whole hand's sets and pair, and shanten = that distance - 1. Kinds with fewer than four copies free
 * (the hand's own melds hold some; three-player sets have no 2m-8m) are honoured by a capped path for
 * the suits they touch. Chiitoitsu (seven different pairs) and kokushi have closed formulas that are
 * already exact. Everything works on 34 counts; the hot path allocates nothing.
 */
import {
  HONOR_IDS,
  HONOR_VALUES,
  HONOR_VECTOR_COUNT,
  JOIN,
  PAIR_HONORS,
  PAIR_HONORS_COUNT,
  PAIR_SUITS,
  PAIR_SUITS_COUNT,
  SUIT_IDS,
  SUIT_VALUES,
  SUIT_VECTOR_COUNT,
  TARGETS,
  cappedSuitTargets,
  ensureTables,
  honorTargets,
  suitRank,
} from './suit-tables.ts';
import { concealedCount, isClosedFull, meldCounts } from './hand.ts';
import { UNREACHABLE, combine, joinDistance, min2 } from './min-plus.ts';
import type { Counts, Hand, ShantenResult } from './types.ts';

/** Per-kind limits: how many copies of each kind a complete hand's concealed part may hold. */
export type Caps = Counts;


/** Caps for a hand: 4 minus the copies its melds hold; null when nothing is capped (the fast path). */
export function capsOf(hand: Hand, threePlayer = false): Caps | null {
  if (hand.melds.length === 0 && !threePlayer) return null;
  const caps = new Uint8Array(34).fill(4);
  const held = meldCounts(hand);
  for (let k = 0; k < 34; k++) caps[k] = 4 - held[k];
  if (threePlayer) for (let k = 1; k <= 7; k++) caps[k] = 0;
  return caps;
}

/** Which suits (bit s) have a kind capped below 4. */
export function cappedSuits(caps: Caps | null): number {
  if (caps === null) return 0;
  let bits = 0;
  for (let k = 0; k < 34; k++) if (caps[k] < 4) bits |= 1 << (k < 27 ? (k / 9) | 0 : 3);
  return bits;
}

/**
 * Writes suit s's ten values d(m, p) (index m * 2 + p) for the counts into out[at..at+9].
 * capped: the suit has kinds with fewer than four copies free (caps must then be given).
 */
export function suitTargets(
  counts: ArrayLike<number>,
  s: number,
  caps: Caps | null,
  capped: boolean,
  out: Uint8Array,
  at: number,
): void {
  if (s < 3) {
    const base = s * 9;
    if (capped) {
      cappedSuitTargets(counts, base, caps!.subarray(base, base + 9), out, at);
      clampUnreachable(out, at);
      return;
    }
    const r = suitRank(counts, base) * 5;
    for (let m = 0; m < 5; m++) {
      const b = SUIT_VALUES[r + m];
      out[at + 2 * m] = b & 15;
      out[at + 2 * m + 1] = b >> 4;
    }
    return;
  }
  if (capped) {
    honorTargets(Array.from({ length: 7 }, (_, i) => counts[27 + i]), caps!.subarray(27, 34), out, at);
    clampUnreachable(out, at);
    return;
  }
  let key = 0;
  for (let k = 27; k < 34; k++) {
    const c = counts[k];
    if (c > 0) key += HONOR_KEY_WEIGHT[c];
  }
  key *= TARGETS;
  for (let t = 0; t < TARGETS; t++) out[at + t] = HONOR_VALUES[key + t];
}

const HONOR_KEY_WEIGHT = [0, 1, 8, 64, 512];

function clampUnreachable(out: Uint8Array, at: number): void {
  for (let t = 0; t < TARGETS; t++) if (out[at + t] > UNREACHABLE) out[at + t] = UNREACHABLE;
}

export { combine, joinDistance } from './min-plus.ts';

const scratch = new Uint8Array(6 * TARGETS);

/**
 * Fewest tiles to add (each discarded tile replaced) for the concealed counts to hold `sets` sets and
 * a pair; regular shanten = this - 1. caps: per-kind limits, or null for four of every kind.
 */
export function regularDistance(counts: ArrayLike<number>, sets: number, caps: Caps | null = null): number {
  ensureTables();
  if (caps === null) return fastRegularDistance(counts, sets);
  const capped = cappedSuits(caps);
  const v = scratch;
  suitTargets(counts, 0, caps, (capped & 1) !== 0, v, 0);
  suitTargets(counts, 1, caps, (capped & 2) !== 0, v, 10);
  suitTargets(counts, 2, caps, (capped & 4) !== 0, v, 20);
  suitTargets(counts, 3, caps, (capped & 8) !== 0, v, 30);
  combine(v, 0, v, 10, v, 40);
  combine(v, 20, v, 30, v, 50);
  return joinDistance(v, 40, v, 50, sets);
}

/** Chiitoitsu shanten of 13 or 14 concealed tiles: seven different pairs (four equal tiles are one pair). */
export function chiitoitsuShanten(counts: ArrayLike<number>): number {
  let pairs = 0;
  let kinds = 0;
  for (let k = 0; k < 34; k++) {
    const c = counts[k];
    if (c > 0) {
      kinds++;
      if (c > 1) pairs++;
    }
  }
  return 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
}

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Kokushi shanten of 13 or 14 concealed tiles. */
export function kokushiShanten(counts: ArrayLike<number>): number {
  let kinds = 0;
  let pair = 0;
  for (const k of ORPHANS) {
    const c = counts[k];
    if (c > 0) {
      kinds++;
      if (c > 1) pair = 1;
    }
  }
  return 13 - kinds - pair;
}

/** Shanten of concealed counts alone (no melds shown), every form: the benchmark's and tests' entry. */
export function shantenOfCounts(counts: ArrayLike<number>): ShantenResult {
  let n = 0;
  for (let k = 0; k < 34; k++) n += counts[k];
  const regular = regularDistance(counts, Math.floor(n / 3)) - 1;
  if (n !== 13 && n !== 14) return { standard: regular, regular, chiitoitsu: null, kokushi: null };
  const chiitoitsu = chiitoitsuShanten(counts);
  const kokushi = kokushiShanten(counts);
  return { standard: Math.min(regular, chiitoitsu, kokushi), regular, chiitoitsu, kokushi };
}

/**
 * Regular distance of closed counts with four copies of every kind free: four id lookups and three
 * table reads (suit-tables.ts's PAIR_SUITS, PAIR_HONORS and JOIN), no arithmetic on values at all.
 */
function fastRegularDistance(counts: ArrayLike<number>, sets: number): number {
  const W = HONOR_KEY_WEIGHT;
  const honors =
    W[counts[27]] + W[counts[28]] + W[counts[29]] + W[counts[30]] + W[counts[31]] + W[counts[32]] + W[counts[33]];
  const ab = PAIR_SUITS[SUIT_IDS[suitRank(counts, 0)] * SUIT_VECTOR_COUNT + SUIT_IDS[suitRank(counts, 9)]];
  const cd = PAIR_HONORS[SUIT_IDS[suitRank(counts, 18)] * HONOR_VECTOR_COUNT + HONOR_IDS[honors]];
  return JOIN[(sets * PAIR_SUITS_COUNT + ab) * PAIR_HONORS_COUNT + cd];
}

/** Standard shanten of concealed counts alone (no melds shown): the fast single-number entry. */
export function standardShanten(counts: ArrayLike<number>): number {
  ensureTables();
  let n = 0;
  let pairs = 0;
  let kinds = 0;
  for (let k = 0; k < 34; k++) {
    const c = counts[k];
    n += c;
    kinds += (c + 3) >> 2; // 1 when c > 0
    pairs += (c + 2) >> 2; // 1 when c > 1
  }
  const regular = fastRegularDistance(counts, (n / 3) | 0) - 1;
  if (n !== 13 && n !== 14) return regular;
  const chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
  const o0 = counts[0], o1 = counts[8], o2 = counts[9], o3 = counts[17], o4 = counts[18], o5 = counts[26];
  const h27 = counts[27], h28 = counts[28], h29 = counts[29], h30 = counts[30];
  const h31 = counts[31], h32 = counts[32], h33 = counts[33];
  const orphanKinds =
    ((o0 + 3) >> 2) + ((o1 + 3) >> 2) + ((o2 + 3) >> 2) + ((o3 + 3) >> 2) + ((o4 + 3) >> 2) + ((o5 + 3) >> 2) +
    ((h27 + 3) >> 2) + ((h28 + 3) >> 2) + ((h29 + 3) >> 2) + ((h30 + 3) >> 2) + ((h31 + 3) >> 2) +
    ((h32 + 3) >> 2) + ((h33 + 3) >> 2);
  const orphanPair = (o0 | o1 | o2 | o3 | o4 | o5 | h27 | h28 | h29 | h30 | h31 | h32 | h33) > 1 ? 1 : 0;
  const kokushi = 13 - orphanKinds - orphanPair;
  return min2(regular, min2(chiitoitsu, kokushi));
}

/** Shanten of a hand in every form (DOMAIN.md); melds shown or implied by the tile count are honoured. */
export function shanten(hand: Hand, threePlayer = false): ShantenResult {
  const caps = capsOf(hand, threePlayer);
  const regular = regularDistance(hand.tiles, Math.floor(concealedCount(hand) / 3), caps) - 1;
  if (!isClosedFull(hand)) return { standard: regular, regular, chiitoitsu: null, kokushi: null };
  const chiitoitsu = chiitoitsuShanten(hand.tiles);
  const kokushi = kokushiShanten(hand.tiles);
  return { standard: Math.min(regular, chiitoitsu, kokushi), regular, chiitoitsu, kokushi };
}
