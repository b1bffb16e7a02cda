/**
 * The rank of a single-suit pattern among all patterns a hand can hold.
 *
 * Why: the table builder computes a value for every pattern of one suit (nine counts of 0..4, at most 14
 * tiles: 405,350 patterns) and needs them numbered without gaps, and the test that proves the committed
 * table equal to a fresh build reads them back in the same order. A pattern's rank in lexicographic order
 * is a minimal perfect hash: a pattern's number, 0 to PATTERN_COUNT - 1, from its counts in two lookups.
 * Queries never need it (the shipped tables are read by the halves' classes, suit-tables.ts), so only
 * build-time code and tests load this module.
 */

/** Most tiles a suit can hold in a hand. */
export const MAX_SUIT_TILES = 14;

/** Powers of five: a pattern's base-5 key is the sum of counts[i] * POW5[i]. */
export const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];

const offsets = rankOffsets();

/** Number of single-suit patterns with at most 14 tiles. */
export const PATTERN_COUNT = offsets.count;

/**
 * Rank offsets, OFFSET[(i * 15 + s) * 5 + c]: the patterns before the ones with count c at rank i, s
 * tiles lying in the ranks before i.
 */
const OFFSET = offsets.offset;

function rankOffsets(): { offset: Int32Array; count: number } {
  // ways[j * 15 + t] = ways to fill ranks j..8 with counts 0..4 totalling at most t.
  const ways = new Int32Array(10 * 15);
  for (let t = 0; t <= MAX_SUIT_TILES; t++) ways[9 * 15 + t] = 1;
  for (let j = 8; j >= 0; j--)
    for (let t = 0; t <= MAX_SUIT_TILES; t++) {
      let w = 0;
      for (let c = 0; c <= 4 && c <= t; c++) w += ways[(j + 1) * 15 + t - c];
      ways[j * 15 + t] = w;
    }
  const offset = new Int32Array(9 * 15 * 5);
  for (let i = 0; i < 9; i++)
    for (let s = 0; s <= MAX_SUIT_TILES; s++) {
      let acc = 0;
      for (let c = 0; c <= 4; c++) {
        offset[(i * 15 + s) * 5 + c] = acc;
        if (s + c <= MAX_SUIT_TILES) acc += ways[(i + 1) * 15 + MAX_SUIT_TILES - s - c];
      }
    }
  return { offset, count: ways[MAX_SUIT_TILES] };
}

/**
 * The rank split in two: ranks 1-5 contribute RANK_HEAD[their base-5 key] and ranks 6-9 contribute
 * RANK_TAIL[(tiles in ranks 1-5) * 625 + their base-5 key]. Two lookups with independent inputs instead
 * of a chain of nine.
 */
const RANK_HEAD = new Int32Array(3125);
const RANK_TAIL = new Int32Array(15 * 625);

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

/** Rank of the 9 counts at counts[base..base+8] (total at most 14) among all suit patterns. */
export function suitRank(counts: ArrayLike<number>, base: number): number {
  const c0 = counts[base],
    c1 = counts[base + 1],
    c2 = counts[base + 2],
    c3 = counts[base + 3];
  const c4 = counts[base + 4],
    c5 = counts[base + 5],
    c6 = counts[base + 6],
    c7 = counts[base + 7];
  const c8 = counts[base + 8];
  const head = c0 + 5 * c1 + 25 * c2 + 125 * c3 + 625 * c4;
  const tail = c5 + 5 * c6 + 25 * c7 + 125 * c8;
  return RANK_HEAD[head] + RANK_TAIL[(c0 + c1 + c2 + c3 + c4) * 625 + tail];
}
