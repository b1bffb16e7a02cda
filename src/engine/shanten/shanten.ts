/**
 * Exact shanten (docs/rules.md#shanten): the fewest tiles to exchange to reach tenpai, four copies respected.
 *
 * Regular form: per-suit tables (suit-tables.ts) give, for each suit, the fewest tiles to add for
 * m sets + p pairs; a min-plus combination over the four suits gives the fewest tiles to add for the
 * whole hand's sets and pair, and shanten = that distance - 1. Kinds with fewer than four copies free
 * (the hand's own melds hold some; three-player sets have no 2m-8m) are honoured by a capped path for
 * the suits they touch. Chiitoitsu (seven different pairs) and kokushi have closed formulas that are
 * already exact. Everything works on 34 counts; the hot path allocates nothing.
 */
import {
  HEAD_STATS,
  HONOR_IDS,
  HONOR_STATS,
  STATS_MASK,
  SUIT_CLASS_IDS,
  TAIL_CLASS_COUNT,
  TAIL_STATS,
  HONOR_VECTOR_TABLE,
  HONOR_VECTOR_COUNT,
  JOIN,
  PAIR_HONORS,
  PAIR_HONORS_COUNT,
  PAIR_SUITS,
  PAIR_SUITS_COUNT,
  SUIT_VECTOR_TABLE,
  SUIT_VECTOR_COUNT,
  TARGETS,
  suitId,
} from './suit-tables.ts';
import { cappedSuitTargets } from './capped-suits.ts';
import { concealedCount, isClosedFull, meldCounts } from '../core/hand.ts';
import { combine, joinDistance, min2 } from './min-plus.ts';
import type { Counts, Hand } from '../types.ts';
import { acquireWorkspace, releaseWorkspace } from './workspace.ts';

/** Immutable: shanten() shares one frozen object per combination of values. */
export interface ShantenResult {
  /** min(regular, chiitoitsu, kokushi). -1 = complete, 0 = tenpai. */
  readonly standard: number;
  /** Melds + one pair. */
  readonly regular: number;
  /** null where the form cannot apply (melds shown or implied). */
  readonly chiitoitsu: number | null;
  readonly kokushi: number | null;
}

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
export function suitTargets(counts: ArrayLike<number>, s: number, caps: Caps | null, capped: boolean, out: Uint8Array, at: number): void {
  if (capped) {
    cappedSuitTargets(counts, s, caps!, out, at);
    return;
  }
  if (s < 3) {
    const v = suitId(counts, s * 9) * TARGETS;
    for (let t = 0; t < TARGETS; t++) out[at + t] = SUIT_VECTOR_TABLE[v + t];
    return;
  }
  let key = 0;
  for (let k = 27; k < 34; k++) {
    const c = counts[k];
    if (c > 0) key += HONOR_KEY_WEIGHT[c];
  }
  const v = HONOR_IDS[key] * TARGETS;
  for (let t = 0; t < TARGETS; t++) out[at + t] = HONOR_VECTOR_TABLE[v + t];
}

const HONOR_KEY_WEIGHT = [0, 1, 8, 64, 512];

/**
 * The honors' histogram key (n1 + 8 n2 + 64 n3 + 512 n4 for n_c kinds holding c copies) of seven counts:
 * the sum of HONOR_KEY_WEIGHT[c], as arithmetic (8^c / 8, the kinds with no copy adding less than 1).
 */
function honorKey(z1: number, z2: number, z3: number, z4: number, z5: number, z6: number, z7: number): number {
  return ((1 << (3 * z1)) + (1 << (3 * z2)) + (1 << (3 * z3)) + (1 << (3 * z4)) + (1 << (3 * z5)) + (1 << (3 * z6)) + (1 << (3 * z7))) >> 3;
}

export { combine, joinDistance } from './min-plus.ts';

/**
 * Fewest tiles to add (each discarded tile replaced) for the concealed counts to hold `sets` sets and
 * a pair; regular shanten = this - 1. caps: per-kind limits, or null for four of every kind. The capped
 * path combines per-suit values in `scratch` (60 bytes), which the caller owns.
 */
export function regularDistance(counts: ArrayLike<number>, sets: number, caps: Caps | null = null, scratch?: Uint8Array): number {
  if (caps === null) return fastRegularDistance(counts, sets);
  if (scratch === undefined) {
    const w = acquireWorkspace();
    try {
      return cappedRegularDistance(counts, sets, caps, w.values);
    } finally {
      releaseWorkspace(w);
    }
  }
  return cappedRegularDistance(counts, sets, caps, scratch);
}

function cappedRegularDistance(counts: ArrayLike<number>, sets: number, caps: Caps, v: Uint8Array): number {
  const capped = cappedSuits(caps);
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
  const honors = W[counts[27]] + W[counts[28]] + W[counts[29]] + W[counts[30]] + W[counts[31]] + W[counts[32]] + W[counts[33]];
  const ab = PAIR_SUITS[suitId(counts, 0) * SUIT_VECTOR_COUNT + suitId(counts, 9)];
  const cd = PAIR_HONORS[suitId(counts, 18) * HONOR_VECTOR_COUNT + HONOR_IDS[honors]];
  return JOIN[(sets * PAIR_SUITS_COUNT + ab) * PAIR_HONORS_COUNT + cd];
}

/**
 * Every form's shanten of concealed counts with four copies of every kind free, packed in one number so
 * that nothing is allocated: bits 0-4 regular + 1, bits 5-9 chiitoitsu + 1, bits 10-14 kokushi + 1, and
 * bit 15 (SPECIAL_FORMS) set when those two apply (13 or 14 tiles). One read of each count (the six
 * terminals again for kokushi): the suits' ids, the tile count and chiitoitsu's counts all come from the
 * half-suit keys' stats. It is the hot path of shanten(hand), so it keeps few values alive (each table
 * read follows its counts) and reads as few tables as it can.
 */
const SPECIAL_FORMS = 1 << 15;

function closedForms(counts: ArrayLike<number>): number {
  // Each half's stats in bits 0-21 and its class in bits 22-31, the honors' stats and vector id likewise
  // (suit-tables.ts). Each table read follows its counts at once, so few values live across the function.
  const mh = HEAD_STATS[counts[0] + 5 * counts[1] + 25 * counts[2] + 125 * counts[3] + 625 * counts[4]];
  const mt = TAIL_STATS[counts[5] + 5 * counts[6] + 25 * counts[7] + 125 * counts[8]];
  const ph = HEAD_STATS[counts[9] + 5 * counts[10] + 25 * counts[11] + 125 * counts[12] + 625 * counts[13]];
  const pt = TAIL_STATS[counts[14] + 5 * counts[15] + 25 * counts[16] + 125 * counts[17]];
  const sh = HEAD_STATS[counts[18] + 5 * counts[19] + 25 * counts[20] + 125 * counts[21] + 625 * counts[22]];
  const st = TAIL_STATS[counts[23] + 5 * counts[24] + 25 * counts[25] + 125 * counts[26]];
  const zs = HONOR_STATS[honorKey(counts[27], counts[28], counts[29], counts[30], counts[31], counts[32], counts[33])];
  const M = STATS_MASK;
  const stats = (mh & M) + (mt & M) + (ph & M) + (pt & M) + (sh & M) + (st & M) + (zs & M);
  const n = (stats >> 16) & 63;
  const ids = SUIT_CLASS_IDS;
  const tails = TAIL_CLASS_COUNT;
  const ab = PAIR_SUITS[ids[(mh >>> 22) * tails + (mt >>> 22)] * SUIT_VECTOR_COUNT + ids[(ph >>> 22) * tails + (pt >>> 22)]];
  const cd = PAIR_HONORS[ids[(sh >>> 22) * tails + (st >>> 22)] * HONOR_VECTOR_COUNT + (zs >>> 22)];
  const distance = JOIN[(((n / 3) | 0) * PAIR_SUITS_COUNT + ab) * PAIR_HONORS_COUNT + cd]; // regular + 1
  if (n !== 13 && n !== 14) return distance;
  const kinds = stats & 63;
  const pairs = (stats >> 8) & 63;
  const chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
  // Kokushi: the terminals read again (they are in the cache), the honors from their stats.
  const m0 = counts[0],
    m8 = counts[8],
    p0 = counts[9],
    p8 = counts[17],
    s0 = counts[18],
    s8 = counts[26];
  const orphanKinds = ((m0 + 3) >> 2) + ((m8 + 3) >> 2) + ((p0 + 3) >> 2) + ((p8 + 3) >> 2) + ((s0 + 3) >> 2) + ((s8 + 3) >> 2) + (zs & 63);
  const orphanPair = (m0 | m8 | p0 | p8 | s0 | s8) > 1 || (zs & 0x3f00) !== 0 ? 1 : 0;
  const kokushi = 13 - orphanKinds - orphanPair;
  return distance | ((chiitoitsu + 1) << 5) | ((kokushi + 1) << 10) | SPECIAL_FORMS;
}

/**
 * Standard shanten of concealed counts alone (no melds shown): the fast single-number entry, the minimum
 * of closedForms' three values.
 */
export function standardShanten(counts: ArrayLike<number>): number {
  const forms = closedForms(counts);
  const regular = (forms & 31) - 1;
  if ((forms & SPECIAL_FORMS) === 0) return regular;
  return min2(regular, min2(((forms >> 5) & 31) - 1, ((forms >> 10) & 31) - 1));
}

/**
 * Shanten of a hand in every form (docs/rules.md#shanten); melds shown or implied by the tile count are
 * honoured. A hand without melds in a four-player game takes closedForms' table reads; melds (which hold
 * copies a wait may need) and three players (no 2m-8m) take the capped path.
 */
export function shanten(hand: Hand, threePlayer = false): ShantenResult {
  if (hand.melds.length === 0 && !threePlayer) {
    const forms = closedForms(hand.tiles);
    if ((forms & SPECIAL_FORMS) === 0) return resultOf((forms & 31) - 1, null, null);
    return resultOf((forms & 31) - 1, ((forms >> 5) & 31) - 1, ((forms >> 10) & 31) - 1);
  }
  const caps = capsOf(hand, threePlayer);
  const regular = regularDistance(hand.tiles, Math.floor(concealedCount(hand) / 3), caps) - 1;
  if (!isClosedFull(hand)) return resultOf(regular, null, null);
  return resultOf(regular, chiitoitsuShanten(hand.tiles), kokushiShanten(hand.tiles));
}

// Results are small and immutable, and only a few hundred combinations occur, so each is made once and
// shared: shanten() allocates nothing. Key: regular + 1, chiitoitsu + 1 and kokushi + 1 in four bits
// each, 15 for a form that cannot apply.
const RESULTS: (ShantenResult | undefined)[] = new Array(4096).fill(undefined);

function resultOf(regular: number, chiitoitsu: number | null, kokushi: number | null): ShantenResult {
  const c = chiitoitsu === null ? 15 : chiitoitsu + 1;
  const k = kokushi === null ? 15 : kokushi + 1;
  if (regular < -1 || regular > 13 || c < 0 || c > 15 || k < 0 || k > 15) return make(regular, chiitoitsu, kokushi);
  const key = regular + 1 + (c << 4) + (k << 8);
  return RESULTS[key] ?? (RESULTS[key] = make(regular, chiitoitsu, kokushi));
}

function make(regular: number, chiitoitsu: number | null, kokushi: number | null): ShantenResult {
  const standard = Math.min(regular, chiitoitsu ?? regular, kokushi ?? regular);
  return Object.freeze({ standard, regular, chiitoitsu, kokushi });
}
