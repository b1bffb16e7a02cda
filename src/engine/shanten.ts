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
  HONOR_VALUES,
  SUIT_VALUES,
  TARGETS,
  cappedSuitTargets,
  ensureTables,
  honorTargets,
  suitRank,
} from './suit-tables.ts';
import { concealedCount, isClosedFull, meldCounts } from './hand.ts';
import type { Counts, Hand, ShantenResult } from './types.ts';

/** Per-kind limits: how many copies of each kind a complete hand's concealed part may hold. */
export type Caps = Counts;

/** A sentinel distance for a target no hand can reach (fits in a byte, survives additions). */
const UNREACHABLE = 100;

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

/**
 * out = min-plus combination of two suits' (or suit groups') ten values: out(m, p) = min over
 * m1 + m2 = m, p1 + p2 = p of a(m1, p1) + b(m2, p2). Written out in full: the hot path of every table.
 */
export function combine(a: Uint8Array, i: number, b: Uint8Array, j: number, out: Uint8Array, o: number): void {
  const a00 = a[i], a01 = a[i + 1], a10 = a[i + 2], a11 = a[i + 3], a20 = a[i + 4];
  const a21 = a[i + 5], a30 = a[i + 6], a31 = a[i + 7], a40 = a[i + 8], a41 = a[i + 9];
  const b00 = b[j], b01 = b[j + 1], b10 = b[j + 2], b11 = b[j + 3], b20 = b[j + 4];
  const b21 = b[j + 5], b30 = b[j + 6], b31 = b[j + 7], b40 = b[j + 8], b41 = b[j + 9];
  // Values are at most UNREACHABLE, so sums fit a byte; clamping keeps the next sums in one too.
  out[o] = clamp(a00 + b00);
  out[o + 1] = clamp(min2(a00 + b01, a01 + b00));
  out[o + 2] = clamp(min2(a00 + b10, a10 + b00));
  out[o + 3] = clamp(min2(min2(a00 + b11, a01 + b10), min2(a10 + b01, a11 + b00)));
  out[o + 4] = clamp(min2(min2(a00 + b20, a10 + b10), a20 + b00));
  out[o + 5] = clamp(min2(min2(min2(a00 + b21, a01 + b20), min2(a10 + b11, a11 + b10)), min2(a20 + b01, a21 + b00)));
  out[o + 6] = clamp(min2(min2(a00 + b30, a10 + b20), min2(a20 + b10, a30 + b00)));
  out[o + 7] = clamp(min2(
    min2(min2(a00 + b31, a01 + b30), min2(a10 + b21, a11 + b20)),
    min2(min2(a20 + b11, a21 + b10), min2(a30 + b01, a31 + b00)),
  ));
  out[o + 8] = clamp(min2(min2(min2(a00 + b40, a10 + b30), min2(a20 + b20, a30 + b10)), a40 + b00));
  out[o + 9] = clamp(
    min2(
      min2(min2(min2(a00 + b41, a01 + b40), min2(a10 + b31, a11 + b30)), min2(a20 + b21, a21 + b20)),
      min2(min2(a30 + b11, a31 + b10), min2(a40 + b01, a41 + b00)),
    ),
  );
}

/**
 * min of two small non-negative integers without a branch: the hot loops take ~100 of these per hand on
 * unpredictable data, where a mispredicted branch costs more than the arithmetic (measured: -25% time).
 */
function min2(x: number, y: number): number {
  const d = x - y;
  return y + (d & (d >> 31));
}

function clamp(x: number): number {
  return x > UNREACHABLE ? UNREACHABLE : x;
}

/** The distance for `sets` sets and one pair from a group's values and the complementary group's. */
export function joinDistance(a: Uint8Array, aAt: number, b: Uint8Array, bAt: number, sets: number): number {
  let best = 255;
  for (let m = 0; m <= sets; m++) {
    const i = aAt + 2 * m;
    const j = bAt + 2 * (sets - m);
    const v0 = a[i] + b[j + 1];
    if (v0 < best) best = v0;
    const v1 = a[i + 1] + b[j];
    if (v1 < best) best = v1;
  }
  return best;
}

const scratch = new Uint8Array(6 * TARGETS);

/**
 * Fewest tiles to add (each discarded tile replaced) for the concealed counts to hold `sets` sets and
 * a pair; regular shanten = this - 1. caps: per-kind limits, or null for four of every kind.
 */
export function regularDistance(counts: ArrayLike<number>, sets: number, caps: Caps | null = null): number {
  ensureTables();
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
 * Standard shanten of concealed counts alone (no melds shown): the fast single-number entry.
 * The same computation as regularDistance + chiitoitsu + kokushi, written out on local variables and
 * fused into one read of the counts, because this is what bulk analyses call millions of times.
 */
export function standardShanten(counts: ArrayLike<number>): number {
  ensureTables();
  const V = SUIT_VALUES;
  let x = 0;
  let r = suitRank(counts, 0) * 5;
  x = V[r]; const a00 = x & 15, a01 = x >> 4; x = V[r + 1]; const a10 = x & 15, a11 = x >> 4;
  x = V[r + 2]; const a20 = x & 15, a21 = x >> 4; x = V[r + 3]; const a30 = x & 15, a31 = x >> 4;
  x = V[r + 4]; const a40 = x & 15, a41 = x >> 4;
  r = suitRank(counts, 9) * 5;
  x = V[r]; const b00 = x & 15, b01 = x >> 4; x = V[r + 1]; const b10 = x & 15, b11 = x >> 4;
  x = V[r + 2]; const b20 = x & 15, b21 = x >> 4; x = V[r + 3]; const b30 = x & 15, b31 = x >> 4;
  x = V[r + 4]; const b40 = x & 15, b41 = x >> 4;
  r = suitRank(counts, 18) * 5;
  x = V[r]; const c00 = x & 15, c01 = x >> 4; x = V[r + 1]; const c10 = x & 15, c11 = x >> 4;
  x = V[r + 2]; const c20 = x & 15, c21 = x >> 4; x = V[r + 3]; const c30 = x & 15, c31 = x >> 4;
  x = V[r + 4]; const c40 = x & 15, c41 = x >> 4;
  const h27 = counts[27], h28 = counts[28], h29 = counts[29], h30 = counts[30];
  const h31 = counts[31], h32 = counts[32], h33 = counts[33];
  const W = HONOR_KEY_WEIGHT;
  const hk = (W[h27] + W[h28] + W[h29] + W[h30] + W[h31] + W[h32] + W[h33]) * TARGETS;
  const H = HONOR_VALUES;
  const d00 = H[hk], d01 = H[hk + 1], d10 = H[hk + 2], d11 = H[hk + 3], d20 = H[hk + 4];
  const d21 = H[hk + 5], d30 = H[hk + 6], d31 = H[hk + 7], d40 = H[hk + 8], d41 = H[hk + 9];

  let n = 0;
  let pairs = 0;
  let kinds = 0;
  for (let k = 0; k < 34; k++) {
    const c = counts[k];
    n += c;
    kinds += (c + 3) >> 2; // 1 when c > 0
    pairs += (c + 2) >> 2; // 1 when c > 1
  }
  const sets = (n / 3) | 0;

  // (m + p) and (s + z) combined, then joined for `sets` sets and one pair.
  const ab00 = a00 + b00, ab01 = min2(a00 + b01, a01 + b00);
  const ab10 = min2(a00 + b10, a10 + b00);
  const ab11 = min2(min2(a00 + b11, a01 + b10), min2(a10 + b01, a11 + b00));
  const ab20 = min2(min2(a00 + b20, a10 + b10), a20 + b00);
  const ab21 = min2(min2(min2(a00 + b21, a01 + b20), min2(a10 + b11, a11 + b10)), min2(a20 + b01, a21 + b00));
  const ab30 = min2(min2(a00 + b30, a10 + b20), min2(a20 + b10, a30 + b00));
  const ab31 = min2(
    min2(min2(a00 + b31, a01 + b30), min2(a10 + b21, a11 + b20)),
    min2(min2(a20 + b11, a21 + b10), min2(a30 + b01, a31 + b00)),
  );
  const ab40 = min2(min2(min2(a00 + b40, a10 + b30), min2(a20 + b20, a30 + b10)), a40 + b00);
  const ab41 = min2(
    min2(min2(min2(a00 + b41, a01 + b40), min2(a10 + b31, a11 + b30)), min2(a20 + b21, a21 + b20)),
    min2(min2(a30 + b11, a31 + b10), min2(a40 + b01, a41 + b00)),
  );
  const cd00 = c00 + d00, cd01 = min2(c00 + d01, c01 + d00);
  const cd10 = min2(c00 + d10, c10 + d00);
  const cd11 = min2(min2(c00 + d11, c01 + d10), min2(c10 + d01, c11 + d00));
  const cd20 = min2(min2(c00 + d20, c10 + d10), c20 + d00);
  const cd21 = min2(min2(min2(c00 + d21, c01 + d20), min2(c10 + d11, c11 + d10)), min2(c20 + d01, c21 + d00));
  const cd30 = min2(min2(c00 + d30, c10 + d20), min2(c20 + d10, c30 + d00));
  const cd31 = min2(
    min2(min2(c00 + d31, c01 + d30), min2(c10 + d21, c11 + d20)),
    min2(min2(c20 + d11, c21 + d10), min2(c30 + d01, c31 + d00)),
  );
  const cd40 = min2(min2(min2(c00 + d40, c10 + d30), min2(c20 + d20, c30 + d10)), c40 + d00);
  const cd41 = min2(
    min2(min2(min2(c00 + d41, c01 + d40), min2(c10 + d31, c11 + d30)), min2(c20 + d21, c21 + d20)),
    min2(min2(c30 + d11, c31 + d10), min2(c40 + d01, c41 + d00)),
  );
  let distance: number;
  if (sets === 4)
    distance = min2(
      min2(min2(min2(ab00 + cd41, ab01 + cd40), min2(ab10 + cd31, ab11 + cd30)), min2(ab20 + cd21, ab21 + cd20)),
      min2(min2(ab30 + cd11, ab31 + cd10), min2(ab40 + cd01, ab41 + cd00)),
    );
  else if (sets === 3)
    distance = min2(
      min2(min2(ab00 + cd31, ab01 + cd30), min2(ab10 + cd21, ab11 + cd20)),
      min2(min2(ab20 + cd11, ab21 + cd10), min2(ab30 + cd01, ab31 + cd00)),
    );
  else if (sets === 2)
    distance = min2(min2(min2(ab00 + cd21, ab01 + cd20), min2(ab10 + cd11, ab11 + cd10)), min2(ab20 + cd01, ab21 + cd00));
  else if (sets === 1) distance = min2(min2(ab00 + cd11, ab01 + cd10), min2(ab10 + cd01, ab11 + cd00));
  else distance = min2(ab00 + cd01, ab01 + cd00);
  const regular = distance - 1;
  if (n !== 13 && n !== 14) return regular;

  const chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
  const o0 = counts[0], o1 = counts[8], o2 = counts[9], o3 = counts[17], o4 = counts[18], o5 = counts[26];
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
