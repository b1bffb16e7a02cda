/**
 * Builds the per-suit table of suit-tables.ts and the tables derived from it. Why a module of its own:
 * the build takes about 0.2 s and tens of megabytes, far over the engine's start-up budget, so it runs
 * at build time (scripts/gen-tables.ts writes generated/suit-values.ts) and the engine only loads the
 * result; unit tests rebuild it and compare with the committed file. Nothing in the engine imports it.
 *
 * d(h; m, p) = size - max{|x| : x <= h, x lies below some complete pattern of m sets + p pairs}, where
 * size = 3m + 2p: the tiles of h that a nearest complete pattern keeps. One pass from the largest
 * patterns down marks, as ten bits per pattern (one per target), the patterns below some complete
 * pattern; a second pass from the smallest up takes the max over one-tile-smaller patterns. Both passes
 * index patterns by their base-5 key, so a neighbour is one addition away.
 */
import { TARGETS, UNREACHABLE, combine, min2 } from './min-plus.ts';
import { MAX_SUIT_TILES, PATTERN_COUNT, POW5, suitRank } from './suit-rank.ts';
import { completeSuitPatterns } from './complete-patterns.ts';
import type { DerivedTables, SuitClasses } from './table-format.ts';

/** Bytes per suit pattern in the packed form (buildSuitValues' output): byte rank * 5 + m = d(m, 0) | d(m, 1) << 4. */
export const SUIT_VALUE_BYTES = 5;

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
    for (let m = 0; m < 5; m++) values[r * 5 + m] = (3 * m - best[out + 2 * m]) | ((3 * m + 2 - best[out + 2 * m + 1]) << 4);
  }
  return values;
}

/**
 * The packed values as shipped: only 126 different ten-value vectors occur among the 405,350 patterns,
 * so each pattern stores a one-byte id and the vectors are listed once (ten values each, d(m, p) at
 * m * 2 + p), in order of first occurrence. 405 KB instead of 2 MB.
 */
export function encodeSuitValues(values: Uint8Array): { ids: Uint8Array; vectors: number[] } {
  const unpacked = new Uint8Array(PATTERN_COUNT * TARGETS);
  for (let i = 0; i < PATTERN_COUNT * SUIT_VALUE_BYTES; i++) {
    unpacked[2 * i] = values[i] & 15;
    unpacked[2 * i + 1] = values[i] >> 4;
  }
  const { ids, vectors } = distinctVectors(unpacked, PATTERN_COUNT);
  return { ids, vectors: [...vectors] };
}

/**
 * A suit pattern's vector id from its two halves. The id of a pattern is a function of its head (ranks
 * 1-5, a base-5 key of 3,125) and its tail (ranks 6-9, 625 keys), and heads that give the same id with
 * every tail (patterns over 14 tiles marked as no id) fall into one class, tails likewise: 646 head
 * classes and 320 tail classes. So the id is CLASS_IDS[head class * tail classes + tail class], a table
 * of 207 KB, instead of a rank (two lookups) and a 405 KB table of ids by rank. Classes are numbered in
 * order of first occurrence, so the build is deterministic.
 */
export function suitClasses(ids: Uint8Array): SuitClasses {
  const NONE = 255;
  const byHalves = new Uint8Array(3125 * 625).fill(NONE);
  const counts = new Uint8Array(9);
  const walk = (i: number, s: number, head: number, tail: number): void => {
    if (i === 9) {
      byHalves[head * 625 + tail] = ids[suitRank(counts, 0)];
      return;
    }
    for (let c = 0; c <= 4 && s + c <= MAX_SUIT_TILES; c++) {
      counts[i] = c;
      walk(i + 1, s + c, i < 5 ? head + c * POW5[i] : head, i < 5 ? tail : tail + c * POW5[i - 5]);
    }
    counts[i] = 0;
  };
  walk(0, 0, 0, 0);
  const classify = (n: number, row: (i: number) => string): { of: Uint16Array; count: number } => {
    const seen = new Map<string, number>();
    const of = new Uint16Array(n);
    for (let i = 0; i < n; i++) {
      const key = row(i);
      let c = seen.get(key);
      if (c === undefined) seen.set(key, (c = seen.size));
      of[i] = c;
    }
    return { of, count: seen.size };
  };
  const heads = classify(3125, (h) => byHalves.subarray(h * 625, h * 625 + 625).join());
  const tails = classify(625, (t) => {
    let key = '';
    for (let h = 0; h < 3125; h++) key += byHalves[h * 625 + t] + ',';
    return key;
  });
  const classIds = new Uint8Array(heads.count * tails.count);
  for (let h = 0; h < 3125; h++)
    for (let t = 0; t < 625; t++) {
      const id = byHalves[h * 625 + t];
      if (id !== NONE) classIds[heads.of[h] * tails.count + tails.of[t]] = id;
    }
  return { headClass: heads.of, tailClass: tails.of, tailClassCount: tails.count, classIds };
}

/**
 * Everything the fast path derives from the suit vectors. Only 126 distinct value vectors occur among
 * the suit patterns and 55 among honor patterns, and combining two of them gives only 180 (suit +
 * suit) and 165 (suit + honors) distinct vectors, so whole combinations are tabled. honorValues (every
 * honor key's ten values) is for the test that holds them equal to the direct search.
 */
export function deriveTables(suitVectors: Uint8Array): DerivedTables & { honorValues: Uint8Array } {
  const suitCount = suitVectors.length / TARGETS;
  const honorValues = buildHonorValues();
  const honors = distinctVectors(honorValues, 4096, 255);
  const pairSuits = combineAll(suitVectors, suitCount, suitVectors, suitCount);
  const pairHonors = combineAll(suitVectors, suitCount, honors.vectors, honors.count);
  const groups = groupTables(
    pairSuits.vectors,
    pairSuits.count,
    suitVectors,
    suitCount,
    honors.vectors,
    honors.count,
    pairHonors.vectors,
    pairHonors.count,
  );
  return {
    honorValues,
    honorIds: honors.ids,
    honorVectors: honors.vectors,
    pairSuits: pairSuits.ids,
    pairSuitsCount: pairSuits.count,
    pairHonors: pairHonors.ids,
    pairHonorsCount: pairHonors.count,
    join: joinTable(pairSuits.vectors, pairSuits.count, pairHonors.vectors, pairHonors.count),
    groupVectors: pairSuits.vectors,
    lowerSuits: lowerTable(suitVectors, suitCount),
    lowerHonors: lowerTable(honors.vectors, honors.count),
    ...groups,
  };
}

/**
 * The group space: every combination of two or more suits' vectors is one of the suit + suit vectors
 * (180 of them; the suit + honors vectors are among them, and combining any of them with one more suit
 * or the honors gives one of them again). So a group of suits has an id like a suit has, and "every
 * suit but s", which the discard tables need for each suit, is two table reads instead of two min-plus
 * combinations. Throws at build time if the closure ever failed to hold.
 */
function groupTables(
  groups: Uint8Array,
  groupCount: number,
  suits: Uint8Array,
  suitCount: number,
  honors: Uint8Array,
  honorCount: number,
  pairHonors: Uint8Array,
  pairHonorsCount: number,
): Pick<DerivedTables, 'honorsToGroup' | 'groupSuit' | 'groupHonors'> {
  const idOf = new Map<string, number>();
  for (let g = 0; g < groupCount; g++) idOf.set(groups.subarray(g * TARGETS, g * TARGETS + TARGETS).join(), g);
  const out = new Uint8Array(TARGETS);
  const find = (what: string): number => {
    const id = idOf.get(out.join());
    if (id === undefined) throw new Error(`${what}: a combination outside the group space`);
    return id;
  };
  const honorsToGroup = new Uint8Array(pairHonorsCount);
  for (let c = 0; c < pairHonorsCount; c++) {
    out.set(pairHonors.subarray(c * TARGETS, c * TARGETS + TARGETS));
    honorsToGroup[c] = find('suit + honors');
  }
  const groupSuit = new Uint8Array(groupCount * suitCount);
  const groupHonors = new Uint8Array(groupCount * honorCount);
  for (let g = 0; g < groupCount; g++) {
    for (let s = 0; s < suitCount; s++) {
      combine(groups, g * TARGETS, suits, s * TARGETS, out, 0);
      groupSuit[g * suitCount + s] = find('group + suit');
    }
    for (let z = 0; z < honorCount; z++) {
      combine(groups, g * TARGETS, honors, z * TARGETS, out, 0);
      groupHonors[g * honorCount + z] = find('group + honors');
    }
  }
  return { honorsToGroup, groupSuit, groupHonors };
}

/**
 * JOIN for every sets count at once: per (ab, cd), d(sets) = min over m of a(m, p) + b(sets - m, 1 - p),
 * the same as joinDistance for each sets count, in one pass over the two vectors (build time).
 */
function joinTable(a: Uint8Array, na: number, b: Uint8Array, nb: number): Uint8Array {
  const join = new Uint8Array(5 * na * nb);
  const plane = na * nb;
  for (let i = 0; i < na; i++) {
    const ai = i * TARGETS;
    for (let j = 0; j < nb; j++) {
      const bj = j * TARGETS;
      const at = i * nb + j;
      for (let sets = 0; sets <= 4; sets++) {
        let best = 255;
        for (let m = 0; m <= sets; m++) {
          const x = ai + 2 * m;
          const y = bj + 2 * (sets - m);
          best = min2(best, min2(a[x] + b[y + 1], a[x + 1] + b[y]));
        }
        join[sets * plane + at] = best;
      }
    }
  }
  return join;
}

/**
 * Ids for `n` ten-value vectors stored back to back (those whose first value is `skip` get id 0), and
 * the distinct vectors. Values are below 32 here (at most 14 tiles to add), so a vector's key is its
 * values in base 32, kept as two small integers (five values each) for a fast Map of Maps.
 */
function distinctVectors(values: Uint8Array, n: number, skip = -1): { ids: Uint8Array; vectors: Uint8Array; count: number } {
  const ids = new Uint8Array(n);
  const byKey = new Map<number, Map<number, number>>();
  const vectors = new Uint8Array(256 * TARGETS);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const at = i * TARGETS;
    if (values[at] === skip) continue;
    let high = 0;
    let low = 0;
    for (let t = 0; t < 5; t++) high = high * 32 + values[at + t];
    for (let t = 5; t < TARGETS; t++) low = low * 32 + values[at + t];
    let inner = byKey.get(high);
    if (inner === undefined) byKey.set(high, (inner = new Map()));
    let id = inner.get(low);
    if (id === undefined) {
      if (count === 256) throw new Error('more than 256 distinct vectors');
      id = count++;
      inner.set(low, id);
      vectors.set(values.subarray(at, at + TARGETS), id * TARGETS);
    }
    ids[i] = id;
  }
  return { ids, vectors: vectors.slice(0, count * TARGETS), count };
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
  for (let i = 0; i < na; i++) for (let j = 0; j < nb; j++) combine(a, i * TARGETS, b, j * TARGETS, all, (i * nb + j) * TARGETS);
  return distinctVectors(all, na * nb);
}

/**
 * Honor values by histogram key, with four copies of every kind free. Honors make no runs, so the
 * kinds are independent and the seven kinds' values are the min-plus combination of one kind's: with
 * c copies, d(0, 0) = 0, d(0, 1) = max(0, 2 - c), d(1, 0) = max(0, 3 - c), and a triplet and the pair
 * of one kind (five tiles) or two sets of one kind never. (honorTargets, the capped path, searches the
 * same thing directly; a test holds the two equal.)
 */
function buildHonorValues(): Uint8Array {
  const table = new Uint8Array(4096 * TARGETS).fill(255);
  const kind = new Uint8Array(5 * TARGETS).fill(UNREACHABLE);
  for (let c = 0; c <= 4; c++) {
    kind[c * TARGETS] = 0;
    kind[c * TARGETS + 1] = Math.max(0, 2 - c);
    kind[c * TARGETS + 2] = Math.max(0, 3 - c);
  }
  const acc = new Uint8Array(8 * TARGETS).fill(UNREACHABLE);
  acc[0] = 0; // no kinds yet: the min-plus identity
  for (let n1 = 0; n1 <= 7; n1++)
    for (let n2 = 0; n1 + n2 <= 7; n2++)
      for (let n3 = 0; n1 + n2 + n3 <= 7; n3++)
        for (let n4 = 0; n1 + n2 + n3 + n4 <= 7; n4++) {
          // Seven kinds' counts, in any order: n4 fours, n3 threes, n2 twos, n1 ones, the rest zeros.
          let at = 0;
          for (let k = 0; k < 7; k++) {
            const c = k < n4 ? 4 : k < n4 + n3 ? 3 : k < n4 + n3 + n2 ? 2 : k < n4 + n3 + n2 + n1 ? 1 : 0;
            combine(acc, at, kind, c * TARGETS, acc, at + TARGETS);
            at += TARGETS;
          }
          table.set(acc.subarray(at, at + TARGETS), (n1 + 8 * n2 + 64 * n3 + 512 * n4) * TARGETS);
        }
  return table;
}
