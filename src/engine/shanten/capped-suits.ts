/**
 * A suit's values when some of its kinds have fewer than four copies free: the exact slow path.
 *
 * Why: the shipped tables (suit-tables.ts) assume four copies of every kind, which holds for a closed
 * four-player hand. A hand's own melds hold copies a wait may need, and three-player sets have no 2m-8m,
 * so a suit with such a kind takes the min over the complete patterns within its caps instead: a scan of
 * the ~22,000 complete single-suit patterns, memoised by pattern and caps (a hand with melds asks for the
 * same few patterns again and again). Honors, which make no runs, take a direct choice of a pair and the
 * cheapest triplets. The builder uses the complete patterns too (suit-table-builder.ts), and a test holds
 * the honors' search equal to the shipped honor values.
 */
import { TARGETS } from './min-plus.ts';

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

/** The base-5 key of nine counts: the sum of counts[base + i] * 5^i. */
function base5Key(counts: ArrayLike<number>, base: number): number {
  let key = 0;
  for (let i = 8; i >= 0; i--) key = key * 5 + counts[base + i];
  return key;
}

/**
 * Every distinct count vector of m sets + p pairs in one suit with at most four copies of a kind, as
 * base-5 keys (the sum of counts[i] * 5^i).
 */
export function completeSuitPatterns(m: number, p: number): Int32Array {
  const keys = new Set<number>();
  const counts = new Int8Array(9);
  const addSets = (left: number, from: number): void => {
    if (left === 0) {
      keys.add(base5Key(counts, 0));
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
/** Capped results by (suit pattern, caps), both as base-5 keys: pattern * 5^9 + caps. */
const cappedMemo = new Map<number, Uint8Array>();
const CAPPED_MEMO_LIMIT = 200_000;

/**
 * d(m, p) for one number suit whose kinds may have fewer than four copies free: the min over complete
 * patterns within the caps, memoised by pattern and caps; used only when a cap is below 4.
 */
export function cappedSuitTargets(counts: ArrayLike<number>, base: number, caps: ArrayLike<number>, out: Uint8Array, at: number): void {
  const key = base5Key(counts, base) * 1953125 + base5Key(caps, 0);
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
