/**
 * Builds the per-suit table of suit-tables.ts (run at build time by scripts/gen-tables.ts; a unit test
 * rebuilds it and compares with the committed file).
 *
 * d(h; m, p) = size - max{|x| : x <= h, x lies below some complete pattern of m sets + p pairs}, where
 * size = 3m + 2p: the tiles of h that a nearest complete pattern keeps. One pass from the largest
 * patterns down marks, as ten bits per pattern (one per target), the patterns below some complete
 * pattern; a second pass from the smallest up takes the max over one-tile-smaller patterns. Both passes
 * index patterns by their base-5 key, so a neighbour is one addition away.
 */
import {
  PATTERN_COUNT,
  POW5,
  SUIT_VALUE_BYTES,
  TARGETS,
  completeSuitPatterns,
} from './suit-tables.ts';

const MAX_SUIT_TILES = 14;

/** The packed suit values (SUIT_VALUE_BYTES per pattern, in rank order). */
export function buildSuitValues(): Uint8Array {
  // Every pattern with at most 14 tiles, grouped by tile count (so each pass visits neighbours already
  // settled): its base-5 key, its rank and its counts.
  const sizeStart = new Int32Array(MAX_SUIT_TILES + 2);
  const sizeFill = new Int32Array(MAX_SUIT_TILES + 1);
  const keys = new Int32Array(PATTERN_COUNT);
  const ranks = new Int32Array(PATTERN_COUNT);
  const digits = new Uint8Array(PATTERN_COUNT * 9);
  const sums = new Uint8Array(PATTERN_COUNT);
  const digitsByRank = new Uint8Array(PATTERN_COUNT * 9);
  const keyByRank = new Int32Array(PATTERN_COUNT);
  const current = new Uint8Array(9);
  let n = 0;
  const walk = (i: number, s: number, key: number): void => {
    if (i === 9) {
      keyByRank[n] = key;
      sums[n] = s;
      digitsByRank.set(current, n * 9);
      sizeStart[s + 1]++;
      n++;
      return;
    }
    for (let c = 0; c <= 4 && s + c <= MAX_SUIT_TILES; c++) {
      current[i] = c;
      walk(i + 1, s + c, key + c * POW5[i]);
    }
    current[i] = 0;
  };
  walk(0, 0, 0);
  for (let s = 1; s <= MAX_SUIT_TILES + 1; s++) sizeStart[s] += sizeStart[s - 1];
  for (let r = 0; r < PATTERN_COUNT; r++) {
    const s = sums[r];
    const at = sizeStart[s] + sizeFill[s]++;
    keys[at] = keyByRank[r];
    ranks[at] = r;
    digits.set(digitsByRank.subarray(r * 9, r * 9 + 9), at * 9);
  }

  // Pass 1: below[key] bit t = the pattern is contained in some complete pattern of target t.
  const below = new Uint16Array(POW5[9]);
  for (let t = 0; t < TARGETS; t++) {
    const complete = completeSuitPatterns(t >> 1, t & 1);
    for (const key of complete) below[key] |= 1 << t;
  }
  for (let at = sizeStart[MAX_SUIT_TILES] - 1; at >= 0; at--) {
    const key = keys[at];
    let bits = below[key];
    for (let i = 0; i < 9; i++) if (digits[at * 9 + i] < 4) bits |= below[key + POW5[i]];
    below[key] = bits;
  }

  // Pass 2: best[key * 10 + t] = the most tiles of the pattern usable toward target t
  // (the pattern itself if it lies below a complete pattern, else the best pattern one tile smaller).
  const best = new Uint8Array(POW5[9] * TARGETS);
  const values = new Uint8Array(PATTERN_COUNT * SUIT_VALUE_BYTES);
  const smaller = new Int32Array(9);
  for (let at = 0; at < PATTERN_COUNT; at++) {
    const key = keys[at];
    const s = sums[ranks[at]];
    const bits = below[key];
    const out = key * TARGETS;
    let k = 0;
    for (let i = 0; i < 9; i++) if (digits[at * 9 + i] > 0) smaller[k++] = (key - POW5[i]) * TARGETS;
    for (let t = 0; t < TARGETS; t++) {
      let b = s;
      if (!(bits & (1 << t))) {
        b = 0;
        for (let j = 0; j < k; j++) {
          const v = best[smaller[j] + t];
          if (v > b) b = v;
        }
      }
      best[out + t] = b;
    }
    const r = ranks[at];
    for (let m = 0; m < 5; m++)
      values[r * 5 + m] = (3 * m - best[out + 2 * m]) | ((3 * m + 2 - best[out + 2 * m + 1]) << 4);
  }
  return values;
}


/**
 * The packed values as shipped: only 126 different ten-value vectors occur among the 405,350 patterns,
 * so each pattern stores a one-byte id and the vectors are listed once (ten values each, d(m, p) at
 * m * 2 + p), in order of first occurrence. 405 KB instead of 2 MB.
 */
export function encodeSuitValues(values: Uint8Array): { ids: Uint8Array; vectors: number[] } {
  const ids = new Uint8Array(PATTERN_COUNT);
  const byKey = new Map<number, number>();
  const vectors: number[] = [];
  for (let r = 0; r < PATTERN_COUNT; r++) {
    let key = 0;
    for (let m = 0; m < 5; m++) key = key * 256 + values[r * SUIT_VALUE_BYTES + m];
    let id = byKey.get(key);
    if (id === undefined) {
      id = byKey.size;
      if (id > 255) throw new Error('more than 256 distinct suit vectors');
      byKey.set(key, id);
      for (let m = 0; m < 5; m++) {
        const b = values[r * SUIT_VALUE_BYTES + m];
        vectors.push(b & 15, b >> 4);
      }
    }
    ids[r] = id;
  }
  return { ids, vectors };
}
