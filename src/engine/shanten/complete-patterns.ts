/**
 * Every complete single-suit pattern of m sets and p pairs: what the table builder (suit-table-builder.ts)
 * derives the shipped tables from, and what the capped path (capped-suits.ts) scans for a suit whose
 * kinds have fewer than four copies free. A module of its own so that the builder does not load the
 * shipped tables it builds.
 */
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
