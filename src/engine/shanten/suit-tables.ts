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
 * when one tile changes (effective tiles, deeper analyses). Only 126 distinct ten-value vectors occur
 * among the patterns, so a pattern has a one-byte vector id, read through the classes of its two halves
 * (ranks 1-5 and 6-9; suit-table-builder.ts's suitClasses).
 *
 * The tables are generated at build time (suit-table-builder.ts, `npm run gen:tables`; a unit test
 * proves the committed file equals a fresh build) because building them takes about 0.2 s, more than the
 * start-up budget; the tables derived from the suit vectors (honor values, whole-combination ids, JOIN,
 * LOWER) ship beside them, so loading is two base64 decodes (table-format.ts). They are loaded when this
 * module is: every table below is a constant, filled before any reader can see it. Only the engine's
 * heavy face loads this module (the page's worker; a browser test proves the page's main bundle holds
 * no shanten code). Honors cannot form runs, so an honor pattern's values depend only on how many kinds
 * hold 1, 2, 3 or 4 copies (a key of 4,096 entries, 330 used).
 * Suits where some kind has fewer than four copies free (the hand's own melds, three-player sets) take
 * a slower exact path over the complete patterns (capped-suits.ts).
 */
import { DERIVED_BASE64, DERIVED_COUNTS, SUIT_CLASSES_BASE64, SUIT_CLASS_COUNTS, SUIT_VECTORS } from './generated/suit-values.ts';
import { TARGETS } from './min-plus.ts';
import { classesByteLength, decodeBase64, derivedByteLength, unpackClasses, unpackDerived } from './table-format.ts';

export { TARGETS } from './min-plus.ts';

/** The distinct suit value vectors, TARGETS bytes each: a pattern's values are its id * TARGETS on. */
export const SUIT_VECTOR_TABLE = Uint8Array.from(SUIT_VECTORS);
export const SUIT_VECTOR_COUNT = SUIT_VECTOR_TABLE.length / TARGETS;

const [headClassCount, tailClassCount] = SUIT_CLASS_COUNTS;
const classes = unpackClasses(decodeBase64(SUIT_CLASSES_BASE64, classesByteLength(headClassCount, tailClassCount)), tailClassCount);

/**
 * A suit pattern's vector id is SUIT_CLASS_IDS[head class * TAIL_CLASS_COUNT + tail class], the classes
 * of its ranks 1-5 and 6-9 (suitId below; the classes are in bits 22-31 of HEAD_STATS and TAIL_STATS).
 */
export const SUIT_CLASS_IDS = classes.classIds;
export const TAIL_CLASS_COUNT = tailClassCount;

/** The stats fields of HEAD_STATS and TAIL_STATS, without the class. */
export const STATS_MASK = (1 << 22) - 1;

/** The packed stats of one kind holding c copies; stats of several kinds add up field by field. */
function kindStats(c: number): number {
  return (c > 0 ? 1 : 0) | ((c > 1 ? 1 : 0) << 8) | (c << 16);
}

/**
 * Counts of a half suit (ranks 1-5 by base-5 key in HEAD_STATS, ranks 6-9 in TAIL_STATS) and of the
 * honors (by histogram key in HONOR_STATS), packed so that they add up field by field: kinds held in
 * bits 0-5, kinds held twice or more in bits 8-13, tiles in bits 16-21 (STATS_MASK). The single-number
 * shanten reads chiitoitsu's counts and the tile count from them instead of a second pass over the 34
 * counts. Bits 22-31 of HEAD_STATS and TAIL_STATS hold the half's class, and of HONOR_STATS the honors'
 * vector id (HONOR_IDS): one read of a half, or of the honors, gives both what chiitoitsu and what the
 * vector id need.
 */
export const HEAD_STATS = new Int32Array(3125);
export const TAIL_STATS = new Int32Array(625);
export const HONOR_STATS = new Int32Array(4096);

for (let key = 0; key < 3125; key++) {
  let stats = 0;
  for (let i = 0, k = key; i < 5; i++, k = (k / 5) | 0) stats += kindStats(k % 5);
  HEAD_STATS[key] = stats | (classes.headClass[key] << 22);
  if (key < 625) TAIL_STATS[key] = stats | (classes.tailClass[key] << 22); // four digits: the fifth is 0 below 625
}
const derived = unpackDerived(
  decodeBase64(DERIVED_BASE64, derivedByteLength(SUIT_VECTOR_COUNT, DERIVED_COUNTS)),
  SUIT_VECTOR_COUNT,
  DERIVED_COUNTS,
);

// The fast path's tables. Only 126 distinct value vectors occur among the suit patterns and 55 among
// honor patterns, and combining two of them gives only 180 (suit + suit) and 165 (suit + honors)
// distinct vectors, so whole combinations are precomputed: a closed hand's regular distance is
// JOIN[sets][PAIR_SUITS[m, p]][PAIR_HONORS[s, z]] after four id lookups.

/** Honor histogram key (n1 + 8 n2 + 64 n3 + 512 n4) -> honor vector id (four copies of each kind free). */
export const HONOR_IDS = derived.honorIds;
for (let n1 = 0; n1 <= 7; n1++)
  for (let n2 = 0; n1 + n2 <= 7; n2++)
    for (let n3 = 0; n1 + n2 + n3 <= 7; n3++)
      for (let n4 = 0; n1 + n2 + n3 + n4 <= 7; n4++) {
        const key = n1 + 8 * n2 + 64 * n3 + 512 * n4;
        HONOR_STATS[key] = (n1 * kindStats(1) + n2 * kindStats(2) + n3 * kindStats(3) + n4 * kindStats(4)) | (HONOR_IDS[key] << 22);
      }
/** The distinct honor value vectors: an honor key's values are HONOR_IDS[key] * TARGETS on. */
export const HONOR_VECTOR_TABLE = derived.honorVectors;
export const HONOR_VECTOR_COUNT = HONOR_VECTOR_TABLE.length / TARGETS;
/** Id of the combination of two suits' vectors: PAIR_SUITS[a * SUIT_VECTOR_COUNT + b]. */
export const PAIR_SUITS = derived.pairSuits;
export const PAIR_SUITS_COUNT = derived.pairSuitsCount;
/** Id of the combination of a suit's vector and the honors' vector: PAIR_HONORS[a * HONOR_VECTOR_COUNT + z]. */
export const PAIR_HONORS = derived.pairHonors;
export const PAIR_HONORS_COUNT = derived.pairHonorsCount;
/** JOIN[(sets * PAIR_SUITS_COUNT + ab) * PAIR_HONORS_COUNT + cd] = the hand's distance for `sets` sets and a pair. */
export const JOIN = derived.join;
/**
 * LOWER_SUITS[a * SUIT_VECTOR_COUNT + b] = the targets t (bit t) where vector b is below vector a: for a
 * suit pattern with vector a and the pattern one drawn tile larger with vector b, the targets the draw
 * helps. LOWER_HONORS likewise for honor vectors.
 */
export const LOWER_SUITS = derived.lowerSuits;
export const LOWER_HONORS = derived.lowerHonors;
/**
 * The group space (suit-table-builder.ts's groupTables): any two or more suits combined have one of the
 * PAIR_SUITS_COUNT suit + suit vectors, so a group of suits is an id. HONORS_TO_GROUP maps a PAIR_HONORS
 * id to it, GROUP_SUIT[g * SUIT_VECTOR_COUNT + s] and GROUP_HONORS[g * HONOR_VECTOR_COUNT + z] add one
 * more suit or the honors, and GROUP_VECTOR_TABLE holds each group's ten values.
 */
export const HONORS_TO_GROUP = derived.honorsToGroup;
export const GROUP_SUIT = derived.groupSuit;
export const GROUP_HONORS = derived.groupHonors;
export const GROUP_VECTOR_TABLE = derived.groupVectors;

/** The vector id of the nine counts at counts[base..base+8] (at most 14 tiles): two stats reads, one id read. */
export function suitId(counts: ArrayLike<number>, base: number): number {
  const head = counts[base] + 5 * counts[base + 1] + 25 * counts[base + 2] + 125 * counts[base + 3] + 625 * counts[base + 4];
  const tail = counts[base + 5] + 5 * counts[base + 6] + 25 * counts[base + 7] + 125 * counts[base + 8];
  return SUIT_CLASS_IDS[(HEAD_STATS[head] >>> 22) * TAIL_CLASS_COUNT + (TAIL_STATS[tail] >>> 22)];
}
