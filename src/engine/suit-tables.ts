/**
 * Per-suit replacement tables: the heart of exact, fast shanten.
 *
 * Algorithm. A hand is complete when its tiles form S sets and one pair. The shanten of a hand H is
 * (the fewest tiles to add, each discarded tile replaced, to reach a complete hand T) - 1, i.e.
 * min over complete T of sum_i max(0, T_i - H_i), minus one (DOMAIN.md). A complete hand splits into
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
 * start-up budget; loading it, with the derived tables below, takes a few milliseconds. Honors cannot form runs, so an honor pattern's
 * values depend only on how many kinds hold 1, 2, 3 or 4 copies: a 4,096-entry table built at start-up.
 * Suits where some kind has fewer than four copies free (the hand's own melds, three-player sets) take
 * a slower exact path over the complete patterns.
 */
import { SUIT_IDS_BASE64, SUIT_VECTORS } from './generated/suit-values.ts';
import { combine, joinDistance } from './min-plus.ts';

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
 * bits 0-5, kinds held twice or more in bits 8-13, tiles in bits 16-21. The single-number shanten reads
 * chiitoitsu's counts and the tile count from them instead of a second pass over the 34 counts.
 */
export const HEAD_STATS = new Int32Array(3125);
export const TAIL_STATS = new Int32Array(625);
export const HONOR_STATS = new Int32Array(4096);

function packStats(digits: number[]): number {
  let kinds = 0;
  let pairs = 0;
  let tiles = 0;
  for (const c of digits) {
    if (c > 0) kinds++;
    if (c > 1) pairs++;
    tiles += c;
  }
  return kinds | (pairs << 8) | (tiles << 16);
}

(function buildStats() {
  const digitsOf = (key: number, n: number) => Array.from({ length: n }, (_, i) => Math.floor(key / 5 ** i) % 5);
  for (let key = 0; key < 3125; key++) HEAD_STATS[key] = packStats(digitsOf(key, 5));
  for (let key = 0; key < 625; key++) TAIL_STATS[key] = packStats(digitsOf(key, 4));
  for (let n1 = 0; n1 <= 7; n1++)
    for (let n2 = 0; n1 + n2 <= 7; n2++)
      for (let n3 = 0; n1 + n2 + n3 <= 7; n3++)
        for (let n4 = 0; n1 + n2 + n3 + n4 <= 7; n4++)
          HONOR_STATS[n1 + 8 * n2 + 64 * n3 + 512 * n4] = packStats([
            ...Array(n1).fill(1),
            ...Array(n2).fill(2),
            ...Array(n3).fill(3),
            ...Array(n4).fill(4),
          ]);
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

/**
 * Packed suit values: byte rank * 5 + m holds d(m, 0) in its low nibble and d(m, 1) in its high nibble.
 */
export let SUIT_VALUES: Uint8Array = new Uint8Array(0);
/** Bytes per suit pattern in SUIT_VALUES. */
export const SUIT_VALUE_BYTES = 5;
/** Honor values by histogram key n1 + 8 n2 + 64 n3 + 512 n4: TARGETS bytes per key, d(m, p) at m * 2 + p. */
export let HONOR_VALUES: Uint8Array = new Uint8Array(0);

/**
 * The fast path's tables. Only 126 distinct value vectors occur among the suit patterns and 55 among
 * honor patterns, and combining two of them gives only 180 (suit + suit) and 165 (suit + honors)
 * distinct vectors, so whole combinations are precomputed: a closed hand's regular distance is
 * JOIN[sets][PAIR_SUITS[m, p]][PAIR_HONORS[s, z]] after four id lookups.
 */
export let SUIT_IDS: Uint8Array = new Uint8Array(0);
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

let built = false;

/** Loads the tables once; every query function calls this first (cheap after the first time). */
export function ensureTables(): void {
  if (built) return;
  SUIT_IDS = decodeBase64(SUIT_IDS_BASE64, PATTERN_COUNT);
  const suitVectors = Uint8Array.from(SUIT_VECTORS);
  SUIT_VECTOR_COUNT = suitVectors.length / TARGETS;
  SUIT_VALUES = new Uint8Array(PATTERN_COUNT * SUIT_VALUE_BYTES);
  for (let r = 0; r < PATTERN_COUNT; r++) {
    const v = SUIT_IDS[r] * TARGETS;
    for (let m = 0; m < 5; m++) SUIT_VALUES[r * 5 + m] = suitVectors[v + 2 * m] | (suitVectors[v + 2 * m + 1] << 4);
  }
  buildHonorValues();
  const honors = distinctVectors(HONOR_VALUES, 4096, (vector) => vector[0] !== 255);
  HONOR_IDS = honors.ids;
  HONOR_VECTOR_COUNT = honors.count;
  const pairSuits = combineAll(suitVectors, SUIT_VECTOR_COUNT, suitVectors, SUIT_VECTOR_COUNT);
  const pairHonors = combineAll(suitVectors, SUIT_VECTOR_COUNT, honors.vectors, HONOR_VECTOR_COUNT);
  PAIR_SUITS = pairSuits.ids;
  PAIR_SUITS_COUNT = pairSuits.count;
  PAIR_HONORS = pairHonors.ids;
  PAIR_HONORS_COUNT = pairHonors.count;
  LOWER_SUITS = lowerTable(suitVectors, SUIT_VECTOR_COUNT);
  LOWER_HONORS = lowerTable(honors.vectors, HONOR_VECTOR_COUNT);
  JOIN = new Uint8Array(5 * PAIR_SUITS_COUNT * PAIR_HONORS_COUNT);
  for (let sets = 0; sets <= 4; sets++)
    for (let ab = 0; ab < PAIR_SUITS_COUNT; ab++)
      for (let cd = 0; cd < PAIR_HONORS_COUNT; cd++)
        JOIN[(sets * PAIR_SUITS_COUNT + ab) * PAIR_HONORS_COUNT + cd] = joinDistance(
          pairSuits.vectors,
          ab * TARGETS,
          pairHonors.vectors,
          cd * TARGETS,
          sets,
        );
  built = true;
}

/** Ids for `n` ten-value vectors stored back to back (those `keep` rejects get id 0), and the distinct vectors. */
function distinctVectors(
  values: Uint8Array,
  n: number,
  keep: (vector: Uint8Array) => boolean,
): { ids: Uint8Array; vectors: Uint8Array; count: number } {
  const ids = new Uint8Array(n);
  const byKey = new Map<number, number>();
  const vectors: number[] = [];
  for (let i = 0; i < n; i++) {
    const vector = values.subarray(i * TARGETS, i * TARGETS + TARGETS);
    if (!keep(vector)) continue;
    let key = 0;
    for (let t = 0; t < TARGETS; t++) key = key * 32 + vector[t];
    let id = byKey.get(key);
    if (id === undefined) {
      id = byKey.size;
      byKey.set(key, id);
      vectors.push(...vector);
    }
    ids[i] = id;
  }
  if (byKey.size > 256) throw new Error('more than 256 distinct vectors');
  return { ids, vectors: Uint8Array.from(vectors), count: byKey.size };
}

function lowerTable(vectors: Uint8Array, n: number): Uint16Array {
  const table = new Uint16Array(n * n);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      let bits = 0;
      for (let t = 0; t < TARGETS; t++) if (vectors[b * TARGETS + t] < vectors[a * TARGETS + t]) bits |= 1 << t;
      table[a * n + b] = bits;
    }
  return table;
}

/** Every combination of a vector of `a` with a vector of `b`, as ids of the distinct results. */
function combineAll(a: Uint8Array, na: number, b: Uint8Array, nb: number) {
  const all = new Uint8Array(na * nb * TARGETS);
  for (let i = 0; i < na; i++)
    for (let j = 0; j < nb; j++) combine(a, i * TARGETS, b, j * TARGETS, all, (i * nb + j) * TARGETS);
  return distinctVectors(all, na * nb, () => true);
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

function buildHonorValues(): void {
  const table = new Uint8Array(4096 * TARGETS).fill(255);
  const caps = [4, 4, 4, 4, 4, 4, 4];
  for (let n1 = 0; n1 <= 7; n1++)
    for (let n2 = 0; n1 + n2 <= 7; n2++)
      for (let n3 = 0; n1 + n2 + n3 <= 7; n3++)
        for (let n4 = 0; n1 + n2 + n3 + n4 <= 7; n4++) {
          const counts: number[] = [];
          for (let j = 0; j < n1; j++) counts.push(1);
          for (let j = 0; j < n2; j++) counts.push(2);
          for (let j = 0; j < n3; j++) counts.push(3);
          for (let j = 0; j < n4; j++) counts.push(4);
          while (counts.length < 7) counts.push(0);
          honorTargets(counts, caps, table, (n1 + 8 * n2 + 64 * n3 + 512 * n4) * TARGETS);
        }
  HONOR_VALUES = table;
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
