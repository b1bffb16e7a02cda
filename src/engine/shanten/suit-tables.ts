/**
 * Per-suit replacement tables: the heart of exact, fast shanten.
 *
 * Algorithm. A hand is complete when its tiles form S sets and one pair. The shanten of a hand H is
 * (the fewest tiles to add, each discarded tile replaced, to reach a complete hand T) - 1, i.e.
 * min over complete T of sum_i max(0, T_i - H_i), minus one (docs/rules.md). A complete hand splits into
 * suits, and each suit's part is itself "m sets + p pairs" (p = 0 or 1) with at most four copies of a
 * kind. So for every single-suit pattern h (9 counts of 0..4, at most 14 tiles: 405,350 patterns) a
 * table holds d(h; m, p) = the fewest tiles to add to h to hold m sets + p pairs, for m = 0..4 and
 * p = 0..1, and the whole hand's distance is the min over the ways to spread the sets and the pair
 * across the four suits of the sum of the suits' d. This is exact (the four-copies limit is per kind,
 * so per suit) and needs no search at query time: a lookup per suit and a tiny min-plus combination.
 *
 * Why tables: a decomposition search is slow and easy to get wrong on four-copy and full-flush hands;
 * tables keyed by the suit pattern answer in a few dozen operations, and per-suit values can be reused
 * when one tile changes (effective tiles, deeper analyses). Only the patterns a hand can hold (at most
 * 14 tiles in the suit) are indexed, by their rank in lexicographic order (a minimal perfect hash).
 * Only 126 distinct ten-value vectors occur, so a pattern stores a one-byte id: 405 KB shipped.
 *
 * The suit table is generated at build time (suit-table-builder.ts, `npm run gen:tables`; a unit test
 * proves the committed file equals a fresh build) because building it takes about 0.2 s, more than the
 * start-up budget. The tables derived from it (below: honor values, whole-combination ids, JOIN, LOWER)
 * are fixed data too and ship beside it (214 KB), so loading is two base64 decodes. Honors cannot form
 * runs, so an honor pattern's values depend only on how many kinds hold 1, 2, 3 or 4 copies (a key of
 * 4,096 entries, 330 used).
 * Suits where some kind has fewer than four copies free (the hand's own melds, three-player sets) take
 * a slower exact path over the complete patterns.
 */
import { DERIVED_BASE64, DERIVED_COUNTS, SUIT_CLASSES_BASE64, SUIT_CLASS_COUNTS, SUIT_VECTORS } from './generated/suit-values.ts';
import { combine } from './min-plus.ts';

/** Most tiles a suit can hold in a hand. */
const MAX_SUIT_TILES = 14;
/** Targets per pattern: m = 0..4 sets, p = 0..1 pairs; index m * 2 + p. */
export const TARGETS = 10;

/** Rank offsets: OFFSET[(i * 15 + s) * 5 + c] = patterns before the ones with count c at rank i, prefix sum s. */
export const OFFSET = new Int32Array(9 * 15 * 5);
/** Number of single-suit patterns with at most 14 tiles. */
export let PATTERN_COUNT = 0;

(function buildOffsets() {
  // ways[j * 15 + t] = ways to fill ranks j..8 with counts 0..4 totalling at most t.
  const ways = new Int32Array(10 * 15);
  for (let t = 0; t <= MAX_SUIT_TILES; t++) ways[9 * 15 + t] = 1;
  for (let j = 8; j >= 0; j--)
    for (let t = 0; t <= MAX_SUIT_TILES; t++) {
      let w = 0;
      for (let c = 0; c <= 4 && c <= t; c++) w += ways[(j + 1) * 15 + t - c];
      ways[j * 15 + t] = w;
    }
  PATTERN_COUNT = ways[MAX_SUIT_TILES];
  for (let i = 0; i < 9; i++)
    for (let s = 0; s <= MAX_SUIT_TILES; s++) {
      let acc = 0;
      for (let c = 0; c <= 4; c++) {
        OFFSET[(i * 15 + s) * 5 + c] = acc;
        if (s + c <= MAX_SUIT_TILES) acc += ways[(i + 1) * 15 + MAX_SUIT_TILES - s - c];
      }
    }
})();

/**
 * The rank split in two: ranks 1-5 contribute RANK_HEAD[their base-5 key] and ranks 6-9 contribute
 * RANK_TAIL[(tiles in ranks 1-5) * 625 + their base-5 key]. Two lookups with independent inputs instead
 * of a chain of nine: the rank is on the hot path of every query.
 */
export const RANK_HEAD = new Int32Array(3125);
export const RANK_TAIL = new Int32Array(15 * 625);
/**
 * Counts of a half suit (ranks 1-5 by base-5 key in HEAD_STATS, ranks 6-9 in TAIL_STATS) and of the
 * honors (by histogram key in HONOR_STATS), packed so that they add up field by field: kinds held in
 * bits 0-5, kinds held twice or more in bits 8-13, tiles in bits 16-21 (STATS_MASK). The single-number
 * shanten reads chiitoitsu's counts and the tile count from them instead of a second pass over the 34
 * counts. Bits 22-31 of HEAD_STATS and TAIL_STATS hold the half's class (SUIT_CLASS_IDS, set by
 * ensureTables): one read of a half gives both what chiitoitsu and what the suit's vector id need.
 */
export const HEAD_STATS = new Int32Array(3125);
export const TAIL_STATS = new Int32Array(625);
export const HONOR_STATS = new Int32Array(4096);
/** The stats fields of HEAD_STATS and TAIL_STATS, without the class. */
export const STATS_MASK = (1 << 22) - 1;

/** The packed stats of one kind holding c copies; stats of several kinds add up field by field. */
function kindStats(c: number): number {
  return (c > 0 ? 1 : 0) | ((c > 1 ? 1 : 0) << 8) | (c << 16);
}

(function buildStats() {
  // Allocation-free: this runs at every start-up.
  for (let key = 0; key < 3125; key++) {
    let stats = 0;
    for (let i = 0, k = key; i < 5; i++, k = (k / 5) | 0) stats += kindStats(k % 5);
    HEAD_STATS[key] = stats;
    if (key < 625) TAIL_STATS[key] = stats; // four digits: the fifth is 0 below 625
  }
  for (let n1 = 0; n1 <= 7; n1++)
    for (let n2 = 0; n1 + n2 <= 7; n2++)
      for (let n3 = 0; n1 + n2 + n3 <= 7; n3++)
        for (let n4 = 0; n1 + n2 + n3 + n4 <= 7; n4++)
          HONOR_STATS[n1 + 8 * n2 + 64 * n3 + 512 * n4] =
            n1 * kindStats(1) + n2 * kindStats(2) + n3 * kindStats(3) + n4 * kindStats(4);
})();

(function buildRankHalves() {
  for (let key = 0; key < 3125; key++) {
    let r = 0;
    let s = 0;
    for (let i = 0, k = key; i < 5; i++, k = (k / 5) | 0) {
      const c = k % 5;
      if (s <= MAX_SUIT_TILES) r += OFFSET[(i * 15 + s) * 5 + c];
      s += c;
    }
    RANK_HEAD[key] = r;
  }
  for (let head = 0; head <= MAX_SUIT_TILES; head++)
    for (let key = 0; key < 625; key++) {
      let r = 0;
      let s = head;
      for (let i = 5, k = key; i < 9; i++, k = (k / 5) | 0) {
        const c = k % 5;
        if (s <= MAX_SUIT_TILES) r += OFFSET[(i * 15 + s) * 5 + c];
        s += c;
      }
      RANK_TAIL[head * 625 + key] = r;
    }
})();

/** Rank of the 9 counts at counts[base..base+8] (total at most 14) among all suit patterns. */
export function suitRank(counts: ArrayLike<number>, base: number): number {
  const c0 = counts[base], c1 = counts[base + 1], c2 = counts[base + 2], c3 = counts[base + 3];
  const c4 = counts[base + 4], c5 = counts[base + 5], c6 = counts[base + 6], c7 = counts[base + 7];
  const c8 = counts[base + 8];
  const head = c0 + 5 * c1 + 25 * c2 + 125 * c3 + 625 * c4;
  const tail = c5 + 5 * c6 + 25 * c7 + 125 * c8;
  return RANK_HEAD[head] + RANK_TAIL[(c0 + c1 + c2 + c3 + c4) * 625 + tail];
}

/** The distinct suit value vectors, TARGETS bytes each: a pattern's values are its id * TARGETS on. */
export let SUIT_VECTOR_TABLE: Uint8Array = new Uint8Array(0);
/** Bytes per suit pattern in the packed form (packedSuitValues, the generator's output). */
export const SUIT_VALUE_BYTES = 5;
/** The distinct honor value vectors (four copies of each kind free): an honor key's values are HONOR_IDS[key] * TARGETS on. */
export let HONOR_VECTOR_TABLE: Uint8Array = new Uint8Array(0);

/**
 * The fast path's tables. Only 126 distinct value vectors occur among the suit patterns and 55 among
 * honor patterns, and combining two of them gives only 180 (suit + suit) and 165 (suit + honors)
 * distinct vectors, so whole combinations are precomputed: a closed hand's regular distance is
 * JOIN[sets][PAIR_SUITS[m, p]][PAIR_HONORS[s, z]] after four id lookups. A suit pattern's id is
 * SUIT_CLASS_IDS[(HEAD_STATS[head] >>> 22) * TAIL_CLASS_COUNT + (TAIL_STATS[tail] >>> 22)]
 * (suit-table-builder.ts's suitClasses; suitId below).
 */
export let SUIT_CLASS_IDS: Uint8Array = new Uint8Array(0);
export let TAIL_CLASS_COUNT = 0;
export let HONOR_IDS: Uint8Array = new Uint8Array(0);
export let SUIT_VECTOR_COUNT = 0;
export let HONOR_VECTOR_COUNT = 0;
/** Id of the combination of two suits' vectors: PAIR_SUITS[a * SUIT_VECTOR_COUNT + b]. */
export let PAIR_SUITS: Uint8Array = new Uint8Array(0);
/** Id of the combination of a suit's vector and the honors' vector: PAIR_HONORS[a * HONOR_VECTOR_COUNT + z]. */
export let PAIR_HONORS: Uint8Array = new Uint8Array(0);
export let PAIR_SUITS_COUNT = 0;
export let PAIR_HONORS_COUNT = 0;
/** JOIN[(sets * PAIR_SUITS_COUNT + ab) * PAIR_HONORS_COUNT + cd] = the hand's distance for `sets` sets and a pair. */
export let JOIN: Uint8Array = new Uint8Array(0);
/**
 * LOWER_SUITS[a * SUIT_VECTOR_COUNT + b] = the targets t (bit t) where vector b is below vector a: for a
 * suit pattern with vector a and the pattern one drawn tile larger with vector b, the targets the draw
 * helps. LOWER_HONORS likewise for honor vectors.
 */
export let LOWER_SUITS: Uint16Array = new Uint16Array(0);
export let LOWER_HONORS: Uint16Array = new Uint16Array(0);
/**
 * The group space (suit-table-builder.ts's groupTables): any two or more suits combined have one of the
 * PAIR_SUITS_COUNT suit + suit vectors, so a group of suits is an id. HONORS_TO_GROUP maps a PAIR_HONORS
 * id to it, GROUP_SUIT[g * SUIT_VECTOR_COUNT + s] and GROUP_HONORS[g * HONOR_VECTOR_COUNT + z] add one
 * more suit or the honors, and GROUP_VECTOR_TABLE holds each group's ten values.
 */
export let HONORS_TO_GROUP: Uint8Array = new Uint8Array(0);
export let GROUP_SUIT: Uint8Array = new Uint8Array(0);
export let GROUP_HONORS: Uint8Array = new Uint8Array(0);
export let GROUP_VECTOR_TABLE: Uint8Array = new Uint8Array(0);

/**
 * Everything derived from the suit vectors (suit-table-builder.ts's deriveTables): fixed data, so the
 * generator ships it beside the suit ids instead of every start-up deriving it (tens of milliseconds
 * of cold code); a unit test proves the shipped bytes equal a fresh derivation.
 */
export interface DerivedTables {
  /** Honor histogram key (n1 + 8 n2 + 64 n3 + 512 n4) -> honor vector id; 0 for keys no hand has. */
  honorIds: Uint8Array;
  honorVectors: Uint8Array;
  pairSuits: Uint8Array;
  pairSuitsCount: number;
  pairHonors: Uint8Array;
  pairHonorsCount: number;
  join: Uint8Array;
  lowerSuits: Uint16Array;
  lowerHonors: Uint16Array;
  /** Suit + honors combination id -> the same vector's group id (a suit + suit id). */
  honorsToGroup: Uint8Array;
  /** groupSuit[g * SUIT_VECTOR_COUNT + s]: the group id of group g combined with suit vector s. */
  groupSuit: Uint8Array;
  /** groupHonors[g * HONOR_VECTOR_COUNT + z]: the group id of group g combined with honor vector z. */
  groupHonors: Uint8Array;
}

/** Byte lengths of the shipped derived tables, in order (16-bit tables little-endian). */
function derivedLengths(suitCount: number, honorCount: number, pairSuitsCount: number, pairHonorsCount: number): number[] {
  return [
    4096,
    honorCount * TARGETS,
    suitCount * suitCount,
    suitCount * honorCount,
    5 * pairSuitsCount * pairHonorsCount,
    2 * suitCount * suitCount,
    2 * honorCount * honorCount,
    pairHonorsCount,
    pairSuitsCount * suitCount,
    pairSuitsCount * honorCount,
  ];
}

/** The derived tables as one byte string, in derivedLengths' order (what the generator ships). */
export function packDerived(d: DerivedTables): Uint8Array {
  const parts = [
    d.honorIds,
    d.honorVectors,
    d.pairSuits,
    d.pairHonors,
    d.join,
    d.lowerSuits,
    d.lowerHonors,
    d.honorsToGroup,
    d.groupSuit,
    d.groupHonors,
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    if (part instanceof Uint16Array)
      for (let i = 0; i < part.length; i++) {
        out[at + 2 * i] = part[i] & 255;
        out[at + 2 * i + 1] = part[i] >> 8;
      }
    else out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** The inverse of packDerived; counts = [honor vectors, suit + suit vectors, suit + honors vectors]. */
export function unpackDerived(bytes: Uint8Array, suitCount: number, counts: readonly number[]): DerivedTables {
  const [honorCount, pairSuitsCount, pairHonorsCount] = counts;
  const lengths = derivedLengths(suitCount, honorCount, pairSuitsCount, pairHonorsCount);
  let at = 0;
  const next = (i: number): Uint8Array => bytes.subarray(at, (at += lengths[i]));
  const wide = (part: Uint8Array): Uint16Array => {
    const out = new Uint16Array(part.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = part[2 * i] | (part[2 * i + 1] << 8);
    return out;
  };
  return {
    honorIds: next(0),
    honorVectors: next(1),
    pairSuits: next(2),
    pairSuitsCount,
    pairHonors: next(3),
    pairHonorsCount,
    join: next(4),
    lowerSuits: wide(next(5)),
    lowerHonors: wide(next(6)),
    honorsToGroup: next(7),
    groupSuit: next(8),
    groupHonors: next(9),
  };
}

/** Total byte length of the shipped derived tables. */
export function derivedByteLength(suitCount: number, counts: readonly number[]): number {
  return derivedLengths(suitCount, counts[0], counts[1], counts[2]).reduce((a, b) => a + b, 0);
}

let built = false;

/** Loads the tables once; every query function calls this first (cheap after the first time). */
export function ensureTables(): void {
  if (built) return;
  const [headClasses, tailClasses] = SUIT_CLASS_COUNTS;
  const classes = unpackClasses(decodeBase64(SUIT_CLASSES_BASE64, 2 * 3125 + 2 * 625 + headClasses * tailClasses), tailClasses);
  for (let h = 0; h < 3125; h++) HEAD_STATS[h] = (HEAD_STATS[h] & STATS_MASK) | (classes.headClass[h] << 22);
  for (let t = 0; t < 625; t++) TAIL_STATS[t] = (TAIL_STATS[t] & STATS_MASK) | (classes.tailClass[t] << 22);
  SUIT_CLASS_IDS = classes.classIds;
  TAIL_CLASS_COUNT = tailClasses;
  SUIT_VECTOR_TABLE = Uint8Array.from(SUIT_VECTORS);
  SUIT_VECTOR_COUNT = SUIT_VECTOR_TABLE.length / TARGETS;
  const bytes = decodeBase64(DERIVED_BASE64, derivedByteLength(SUIT_VECTOR_COUNT, DERIVED_COUNTS));
  const d = unpackDerived(bytes, SUIT_VECTOR_COUNT, DERIVED_COUNTS);
  HONOR_IDS = d.honorIds;
  HONOR_VECTOR_TABLE = d.honorVectors;
  HONOR_VECTOR_COUNT = d.honorVectors.length / TARGETS;
  PAIR_SUITS = d.pairSuits;
  PAIR_SUITS_COUNT = d.pairSuitsCount;
  PAIR_HONORS = d.pairHonors;
  PAIR_HONORS_COUNT = d.pairHonorsCount;
  JOIN = d.join;
  LOWER_SUITS = d.lowerSuits;
  LOWER_HONORS = d.lowerHonors;
  HONORS_TO_GROUP = d.honorsToGroup;
  GROUP_SUIT = d.groupSuit;
  GROUP_HONORS = d.groupHonors;
  GROUP_VECTOR_TABLE = groupVectors();
  built = true;
}

/** Each group's ten values, rebuilt from one pair of suits that makes it (a few thousand additions). */
function groupVectors(): Uint8Array {
  const out = new Uint8Array(PAIR_SUITS_COUNT * TARGETS);
  const done = new Uint8Array(PAIR_SUITS_COUNT);
  for (let a = 0; a < SUIT_VECTOR_COUNT; a++)
    for (let b = 0; b < SUIT_VECTOR_COUNT; b++) {
      const g = PAIR_SUITS[a * SUIT_VECTOR_COUNT + b];
      if (done[g]) continue;
      done[g] = 1;
      combine(SUIT_VECTOR_TABLE, a * TARGETS, SUIT_VECTOR_TABLE, b * TARGETS, out, g * TARGETS);
    }
  return out;
}

/** A half suit's classes and the ids of their pairs (suit-table-builder.ts's suitClasses). */
export interface SuitClasses {
  headClass: Uint16Array;
  tailClass: Uint16Array;
  tailClassCount: number;
  classIds: Uint8Array;
}

/** The classes as shipped: head classes and tail classes (16 bits, little-endian), then the class ids. */
export function packClasses(c: SuitClasses): Uint8Array {
  const out = new Uint8Array(2 * 3125 + 2 * 625 + c.classIds.length);
  [...c.headClass, ...c.tailClass].forEach((v, i) => {
    out[2 * i] = v & 255;
    out[2 * i + 1] = v >> 8;
  });
  out.set(c.classIds, 2 * 3125 + 2 * 625);
  return out;
}

function unpackClasses(bytes: Uint8Array, tailClassCount: number): SuitClasses {
  const half = (from: number, n: number) => {
    const out = new Uint16Array(n);
    for (let i = 0; i < n; i++) out[i] = bytes[from + 2 * i] | (bytes[from + 2 * i + 1] << 8);
    return out;
  };
  return {
    headClass: half(0, 3125),
    tailClass: half(2 * 3125, 625),
    tailClassCount,
    classIds: bytes.subarray(2 * 3125 + 2 * 625),
  };
}

/** The vector id of the nine counts at counts[base..base+8] (at most 14 tiles): two stats reads, one id read. */
export function suitId(counts: ArrayLike<number>, base: number): number {
  const head = counts[base] + 5 * counts[base + 1] + 25 * counts[base + 2] + 125 * counts[base + 3] + 625 * counts[base + 4];
  const tail = counts[base + 5] + 5 * counts[base + 6] + 25 * counts[base + 7] + 125 * counts[base + 8];
  return SUIT_CLASS_IDS[(HEAD_STATS[head] >>> 22) * TAIL_CLASS_COUNT + (TAIL_STATS[tail] >>> 22)];
}

/**
 * Packed suit values in rank order, byte rank * 5 + m = d(m, 0) | d(m, 1) << 4: the generator's form,
 * rebuilt from the shipped classes for the test that proves the committed table equals a fresh build
 * (2 MB, so never at start-up).
 */
export function packedSuitValues(): Uint8Array {
  ensureTables();
  const values = new Uint8Array(PATTERN_COUNT * SUIT_VALUE_BYTES);
  const counts = new Uint8Array(9);
  const walk = (i: number, s: number): void => {
    if (i === 9) {
      const r = suitRank(counts, 0);
      const v = suitId(counts, 0) * TARGETS;
      for (let m = 0; m < 5; m++) values[r * 5 + m] = SUIT_VECTOR_TABLE[v + 2 * m] | (SUIT_VECTOR_TABLE[v + 2 * m + 1] << 4);
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

const BASE64_DIGITS = new Int8Array(128).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  .split('')
  .forEach((ch, i) => (BASE64_DIGITS[ch.charCodeAt(0)] = i));

/** Decodes standard base64 without DOM or Node globals (the engine runs in both). */
function decodeBase64(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let o = 0;
  for (let i = 0; i + 3 < text.length && o < length; i += 4) {
    const a = BASE64_DIGITS[text.charCodeAt(i)];
    const b = BASE64_DIGITS[text.charCodeAt(i + 1)];
    const c = BASE64_DIGITS[text.charCodeAt(i + 2)];
    const d = BASE64_DIGITS[text.charCodeAt(i + 3)];
    const n = (a << 18) | (b << 12) | ((c & 63) << 6) | (d & 63);
    out[o++] = n >> 16;
    if (o < length) out[o++] = (n >> 8) & 255;
    if (o < length) out[o++] = n & 255;
  }
  return out;
}

/** d(m, p) for honor counts, each kind capped at `caps` copies (4 unless melds hold some). */
export function honorTargets(counts: ArrayLike<number>, caps: ArrayLike<number>, out: Uint8Array, at: number): void {
  const kinds = counts.length;
  for (let t = 0; t < TARGETS; t++) {
    const m = t >> 1;
    const p = t & 1;
    let bestCost = 255;
    // Choose the pair's kind (or none), then the m cheapest triplets among the others.
    for (let pair = p ? 0 : -1; pair < (p ? kinds : 0); pair++) {
      let cost = 0;
      if (pair >= 0) {
        if (caps[pair] < 2) continue;
        cost += Math.max(0, 2 - counts[pair]);
      }
      const tripletCosts: number[] = [];
      for (let k = 0; k < kinds; k++) if (k !== pair && caps[k] >= 3) tripletCosts.push(Math.max(0, 3 - counts[k]));
      if (tripletCosts.length < m) continue;
      tripletCosts.sort((a, b) => a - b);
      for (let j = 0; j < m; j++) cost += tripletCosts[j];
      if (cost < bestCost) bestCost = cost;
    }
    out[at + t] = bestCost;
  }
}

export const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];

/** Every distinct count vector of m sets + p pairs in one suit with at most four copies of a kind. */
export function completeSuitPatterns(m: number, p: number): Int32Array {
  const keys = new Set<number>();
  const counts = new Int8Array(9);
  const addSets = (left: number, from: number): void => {
    if (left === 0) {
      let key = 0;
      for (let i = 0; i < 9; i++) key += counts[i] * POW5[i];
      keys.add(key);
      return;
    }
    // Set types 0..8 = triplets of rank i, 9..15 = runs starting at rank i - 9; multisets in type order.
    for (let t = from; t < 16; t++) {
      if (t < 9) {
        if (counts[t] > 1) continue;
        counts[t] += 3;
        addSets(left - 1, t);
        counts[t] -= 3;
      } else {
        const i = t - 9;
        if (counts[i] > 3 || counts[i + 1] > 3 || counts[i + 2] > 3) continue;
        counts[i]++;
        counts[i + 1]++;
        counts[i + 2]++;
        addSets(left - 1, t);
        counts[i]--;
        counts[i + 1]--;
        counts[i + 2]--;
      }
    }
  };
  if (p === 0) addSets(m, 0);
  else
    for (let i = 0; i < 9; i++) {
      counts[i] = 2;
      addSets(m, 0);
      counts[i] = 0;
    }
  return Int32Array.from(keys);
}

/** Complete patterns per target as digits (9 per pattern), built on the first capped query. */
let completeDigits: Uint8Array[] | null = null;
/** Capped results by (suit pattern, caps): a hand with melds asks for the same few patterns again and again. */
const cappedMemo = new Map<number, Uint8Array>();
const CAPPED_MEMO_LIMIT = 200_000;

/**
 * d(m, p) for one number suit whose kinds may have fewer than four copies free (melds, three-player
 * sets): the min over complete patterns within the caps. A scan of the ~22,000 complete patterns,
 * memoised by pattern and caps; used only when a cap is below 4.
 */
export function cappedSuitTargets(
  counts: ArrayLike<number>,
  base: number,
  caps: ArrayLike<number>,
  out: Uint8Array,
  at: number,
): void {
  let capsKey = 0;
  for (let i = 8; i >= 0; i--) capsKey = capsKey * 5 + caps[i];
  const key = suitRank(counts, base) * 1953125 + capsKey;
  let result = cappedMemo.get(key);
  if (result === undefined) {
    completeDigits ??= Array.from({ length: TARGETS }, (_, t) => {
      const keys = completeSuitPatterns(t >> 1, t & 1);
      const digits = new Uint8Array(keys.length * 9);
      keys.forEach((k, j) => {
        for (let i = 0; i < 9; i++, k = (k / 5) | 0) digits[j * 9 + i] = k % 5;
      });
      return digits;
    });
    result = new Uint8Array(TARGETS);
    for (let t = 0; t < TARGETS; t++) {
      const digits = completeDigits[t];
      let bestCost = 255;
      for (let j = 0; j < digits.length; j += 9) {
        let cost = 0;
        for (let i = 0; i < 9; i++) {
          const c = digits[j + i];
          if (c > caps[i]) {
            cost = 255;
            break;
          }
          const h = counts[base + i];
          if (c > h) cost += c - h;
        }
        if (cost < bestCost) bestCost = cost;
      }
      result[t] = bestCost;
    }
    if (cappedMemo.size >= CAPPED_MEMO_LIMIT) cappedMemo.clear();
    cappedMemo.set(key, result);
  }
  out.set(result, at);
}
