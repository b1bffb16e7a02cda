/**
 * An independent brute force for complete hands and their decompositions, for the decomposition tests.
 *
 * It never looks at a hand to find its groups. It goes the other way: it builds every multiset of
 * groups of one suit (up to four sets chosen with repetition from the 16 of a suit, 9 triplets and
 * 7 runs, plus an optional pair) and files the decomposition under the count vector it makes. A
 * single-suit count vector is then complete exactly when it has an entry, and its entry IS its set of
 * decompositions. A hand of several suits is complete when every number suit has an entry, the honors
 * are triplets and at most one pair, and exactly one pair appears overall; its decompositions are
 * the cartesian product of its suits'. About 35,000 multisets in all, built once per test file.
 *
 * A decomposition is written as sorted tokens `P<kind>`, `T<kind>`, `R<kind>` (pair, triplet, run,
 * by first kind index) joined by spaces: a notation that owes nothing to the engine's formatter.
 */

/** Token letter and 0-based rank within one suit. */
type SuitGroup = readonly [letter: 'P' | 'T' | 'R', rank: number];

/** The 16 sets of one suit: triplets 0..8, runs 0..6. */
const SUIT_SETS: readonly SuitGroup[] = [
  ...Array.from({ length: 9 }, (_, r) => ['T', r] as const),
  ...Array.from({ length: 7 }, (_, r) => ['R', r] as const),
];

/** Base-5 key of nine counts 0..4. */
export function suitKey(counts: ArrayLike<number>, base = 0): number {
  let key = 0;
  for (let j = 8; j >= 0; j--) key = key * 5 + counts[base + j];
  return key;
}

/** Every decomposable single-suit count vector (sets only, or sets plus one pair), keyed by suitKey. */
export type SuitTable = Map<number, SuitGroup[][]>;

/** Builds the table by enumerating multisets of groups. */
export function buildSuitTable(): SuitTable {
  const table: SuitTable = new Map();
  const counts = new Array<number>(9).fill(0);
  const chosen: SuitGroup[] = [];

  const add = (g: SuitGroup, sign: number) => {
    const [letter, r] = g;
    if (letter === 'P') counts[r] += 2 * sign;
    else if (letter === 'T') counts[r] += 3 * sign;
    else for (let x = 0; x < 3; x++) counts[r + x] += sign;
  };
  const file = () => {
    if (counts.some((c) => c > 4)) return;
    const key = suitKey(counts);
    let list = table.get(key);
    if (!list) table.set(key, (list = []));
    list.push([...chosen]);
  };
  // Sets with non-decreasing index: each multiset once.
  const sets = (from: number, left: number) => {
    file();
    for (let pair = 0; pair < 9; pair++) {
      const g: SuitGroup = ['P', pair];
      add(g, 1);
      chosen.push(g);
      file();
      chosen.pop();
      add(g, -1);
    }
    if (left === 0) return;
    for (let s = from; s < SUIT_SETS.length; s++) {
      add(SUIT_SETS[s], 1);
      chosen.push(SUIT_SETS[s]);
      sets(s, left - 1);
      chosen.pop();
      add(SUIT_SETS[s], -1);
    }
  };
  sets(0, 4);
  return table;
}

function tokens(groups: readonly SuitGroup[], offset: number): string[] {
  return groups.map(([letter, r]) => `${letter}${offset + r}`);
}

/** Canonical string of a list of tokens. */
export function canonical(tokenList: readonly string[]): string {
  return [...tokenList].sort().join(' ');
}

/**
 * Every regular decomposition of a 34-count hand, as canonical strings (empty when not complete).
 * The counts may have any total; only 3n+2 totals can have an entry.
 */
export function bruteDecompositions(table: SuitTable, counts: ArrayLike<number>): Set<string> {
  const lists = [0, 1, 2].map((s) => table.get(suitKey(counts, s * 9)));
  if (lists.some((list) => !list)) return new Set();
  // Per suit: the token lists it can be.
  const perSuit: string[][][] = lists.map((list, s) => list!.map((g) => tokens(g, s * 9)));
  const honors: string[] = [];
  for (let k = 27; k < 34; k++) {
    if (counts[k] === 3) honors.push(`T${k}`);
    else if (counts[k] === 2) honors.push(`P${k}`);
    else if (counts[k] !== 0) return new Set();
  }
  perSuit.push([honors]);
  const out = new Set<string>();
  const walk = (s: number, acc: string[]) => {
    if (s === perSuit.length) {
      if (acc.filter((t) => t[0] === 'P').length === 1) out.add(canonical(acc));
      return;
    }
    for (const option of perSuit[s]) walk(s + 1, [...acc, ...option]);
  };
  walk(0, []);
  return out;
}

/** Every count vector of nine ranks with counts 0..4 and the given total. */
export function suitVectors(total: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  const v = new Uint8Array(9);
  const fill = (j: number, left: number) => {
    if (j === 8) {
      if (left <= 4) {
        v[8] = left;
        out.push(v.slice());
      }
      return;
    }
    for (let c = 0; c <= Math.min(4, left); c++) {
      v[j] = c;
      fill(j + 1, left - c);
    }
  };
  fill(0, total);
  return out;
}
