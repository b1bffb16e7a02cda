/**
 * A suit's values when some of its kinds have fewer than four copies free: the exact capped path.
 *
 * Why: the shipped tables (suit-tables.ts) assume four copies of every kind, which holds for a closed
 * four-player hand. A hand's own melds hold copies a wait may need, and three-player sets have no 2m-8m,
 * so a suit with such a kind takes the min over the complete patterns within its caps instead, found by
 * a dynamic programme over the nine ranks (suitTargetsWithin; the tests hold it equal to a scan of every
 * complete pattern, written from the definition). Honors, which make no runs, take a
 * direct choice of a pair and the cheapest triplets; a test holds that search equal to the shipped honor
 * values.
 *
 * Speed: the caps are fixed for a whole search (a hand's melds do not change while it draws), so each
 * set of caps has a memo of its own, keyed by the suit's pattern alone: the values, the targets each
 * draw lowers, and the shipped vector equal to the values where there is one. Most capped patterns have
 * one (a pon of 6z leaves every honour pattern's values equal to some uncapped pattern's), and with it
 * the kernel (analysis/effective.ts) takes the tables' path as a closed hand does: a hand with a meld
 * once cost ten times a closed hand per state in the probabilities' search, and now costs about the same.
 */
import { TARGETS, UNREACHABLE } from './min-plus.ts';
import { HONOR_VECTOR_COUNT, HONOR_VECTOR_TABLE, SUIT_VECTOR_COUNT, SUIT_VECTOR_TABLE } from './suit-tables.ts';

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

/** The dynamic programme's states: runs begun one rank back (0-4) x two ranks back (0-4) x melds (0-4) x pair (0-1). */
const STATES = 5 * 5 * 5 * 2;
const dpFrom = new Uint8Array(STATES);
const dpTo = new Uint8Array(STATES);

/**
 * d(m, p) of one number suit's nine counts within nine caps: the fewest tiles to add so that the suit
 * holds m melds and p pairs with no kind past its cap (255 when none can), every target at once. A
 * dynamic programme over the ranks: at each rank, the runs begun one and two ranks back need a copy,
 * and the rank may begin runs (up to rank 7), hold a triplet and hold the pair; the copies it needs stay
 * within its cap, and those it lacks are the cost. Some 45,000 steps, where a scan of the ~22,000
 * complete patterns took about two million (the tests keep that scan as the reference).
 */
function suitTargetsWithin(counts: ArrayLike<number>, base: number, caps: ArrayLike<number>, out: Uint8Array, at: number): void {
  // state = ((r1 * 5 + r2) * 5 + m) * 2 + p
  let from = dpFrom;
  let to = dpTo;
  from.fill(255);
  from[0] = 0;
  for (let i = 0; i < 9; i++) {
    to.fill(255);
    const held = counts[base + i];
    const cap = caps[i];
    const maxStart = i <= 6 ? 4 : 0;
    for (let r1 = 0; r1 <= 4; r1++)
      for (let r2 = 0; r1 + r2 <= 4; r2++)
        for (let m = 0; m <= 4; m++)
          for (let p = 0; p <= 1; p++) {
            const cost = from[((r1 * 5 + r2) * 5 + m) * 2 + p];
            if (cost === 255) continue;
            const carried = r1 + r2;
            for (let r0 = 0; r0 <= maxStart && m + r0 <= 4; r0++)
              for (let trip = 0; trip <= 1 && m + r0 + trip <= 4; trip++)
                for (let pair = 0; pair <= 1 - p; pair++) {
                  const need = carried + r0 + 3 * trip + 2 * pair;
                  if (need > cap) continue;
                  const next = cost + (need > held ? need - held : 0);
                  const k = ((r0 * 5 + r1) * 5 + m + r0 + trip) * 2 + p + pair;
                  if (next < to[k]) to[k] = next;
                }
          }
    const swap = from;
    from = to;
    to = swap;
  }
  // Runs begun at the last two ranks cannot close: only the states with none open count.
  for (let t = 0; t < TARGETS; t++) out[at + t] = from[(t >> 1) * 2 + (t & 1)];
}

/**
 * One suit's capped values under one set of caps, memoised by pattern: an open-addressing table from the
 * pattern's base-5 key to an entry holding its ten values (clamped to UNREACHABLE) and, once asked, the
 * targets each kind's draw lowers. Why: a search over a hand with a meld asks for the same few thousand
 * patterns of the capped suit hundreds of thousands of times, each answer a scan of thousands of complete
 * patterns; the caps are fixed for the whole search, so they are the memo's identity, not part of its key.
 */
interface CappedSuit {
  /** 9 for a number suit, 7 for the honours. */
  readonly size: number;
  /** The suit's caps, a copy. */
  readonly caps: Uint8Array;
  /** Slots: key + 1 (0 = empty) and the entry it names. */
  keys: Int32Array;
  slots: Int32Array;
  /** Per entry: TARGETS values; lowers per kind of the suit (bit t: target t lowered); whether the lowers are known. */
  values: Uint8Array;
  lowers: Uint16Array;
  lowersKnown: Uint8Array;
  /** Per entry: the id of its values among the shipped tables' vectors (suit-tables.ts: a number suit's or the honours'), or -1. */
  ids: Int16Array;
  entries: number;
}

/** The shipped tables' vector ids by their ten values (a string of char codes), for number suits and for the honours. */
let suitVectorIds: Map<string, number> | null = null;
let honorVectorIds: Map<string, number> | null = null;

function vectorIds(table: Uint8Array, count: number): Map<string, number> {
  const ids = new Map<string, number>();
  for (let v = 0; v < count; v++) ids.set(String.fromCharCode(...table.subarray(v * TARGETS, (v + 1) * TARGETS)), v);
  return ids;
}

const memos = new Map<number, CappedSuit>();
/** Entries held by all memos; past the limit the memos are dropped and built again as needed. */
let held = 0;
const HELD_LIMIT = 2_000_000;
/** The last caps array asked about per suit, and its memo: a search passes one caps array throughout. */
const lastCaps: (ArrayLike<number> | null)[] = [null, null, null, null];
const lastMemo: (CappedSuit | null)[] = [null, null, null, null];

function cappedSuit(caps: ArrayLike<number>, s: number): CappedSuit {
  if (lastCaps[s] === caps) return lastMemo[s]!;
  const size = s < 3 ? 9 : 7;
  const base = s * 9;
  let key = 0;
  for (let i = size - 1; i >= 0; i--) key = key * 5 + caps[base + i];
  key = key * 2 + (s === 3 ? 1 : 0);
  let memo = memos.get(key);
  if (memo === undefined) {
    if (held > HELD_LIMIT) {
      memos.clear();
      held = 0;
      lastCaps.fill(null);
      lastMemo.fill(null);
    }
    const own = new Uint8Array(size);
    for (let i = 0; i < size; i++) own[i] = caps[base + i];
    memo = {
      size,
      caps: own,
      keys: new Int32Array(1024),
      slots: new Int32Array(1024),
      values: new Uint8Array(512 * TARGETS),
      lowers: new Uint16Array(512 * 9),
      lowersKnown: new Uint8Array(512),
      ids: new Int16Array(512),
      entries: 0,
    };
    memos.set(key, memo);
  }
  lastCaps[s] = caps;
  lastMemo[s] = memo;
  return memo;
}

/** The entry of a pattern (base-5 key), its values worked out when it is new. */
function entryOf(memo: CappedSuit, key: number, counts: ArrayLike<number>, base: number): number {
  let mask = memo.keys.length - 1;
  let slot = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
  for (;;) {
    const k = memo.keys[slot];
    if (k === key + 1) return memo.slots[slot];
    if (k === 0) break;
    slot = (slot + 1) & mask;
  }
  const entry = memo.entries++;
  held++;
  if (entry * TARGETS >= memo.values.length) {
    const grow = <T extends Uint8Array | Uint16Array>(a: T, make: (n: number) => T): T => {
      const b = make(a.length * 2);
      b.set(a);
      return b;
    };
    memo.values = grow(memo.values, (n) => new Uint8Array(n));
    memo.lowers = grow(memo.lowers, (n) => new Uint16Array(n));
    memo.lowersKnown = grow(memo.lowersKnown, (n) => new Uint8Array(n));
    const ids = new Int16Array(memo.ids.length * 2);
    ids.set(memo.ids);
    memo.ids = ids;
  }
  if (memo.size === 9) suitTargetsWithin(counts, base, memo.caps, memo.values, entry * TARGETS);
  else {
    const honors = new Uint8Array(7);
    for (let i = 0; i < 7; i++) honors[i] = counts[base + i];
    honorTargets(honors, memo.caps, memo.values, entry * TARGETS);
  }
  for (let t = 0; t < TARGETS; t++) if (memo.values[entry * TARGETS + t] > UNREACHABLE) memo.values[entry * TARGETS + t] = UNREACHABLE;
  // Values equal to a shipped vector let the caller take the tables' fast path for this pattern.
  const byValues =
    memo.size === 9
      ? (suitVectorIds ??= vectorIds(SUIT_VECTOR_TABLE, SUIT_VECTOR_COUNT))
      : (honorVectorIds ??= vectorIds(HONOR_VECTOR_TABLE, HONOR_VECTOR_COUNT));
  memo.ids[entry] = byValues.get(String.fromCharCode(...memo.values.subarray(entry * TARGETS, (entry + 1) * TARGETS))) ?? -1;
  // Keep the table at most half full.
  if (2 * memo.entries > memo.keys.length) {
    const oldKeys = memo.keys;
    const oldSlots = memo.slots;
    memo.keys = new Int32Array(oldKeys.length * 2);
    memo.slots = new Int32Array(oldKeys.length * 2);
    mask = memo.keys.length - 1;
    for (let i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] === 0) continue;
      let to = (Math.imul(oldKeys[i] - 1, 0x9e3779b1) >>> 0) & mask;
      while (memo.keys[to] !== 0) to = (to + 1) & mask;
      memo.keys[to] = oldKeys[i];
      memo.slots[to] = oldSlots[i];
    }
    slot = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
    while (memo.keys[slot] !== 0) slot = (slot + 1) & mask;
  }
  memo.keys[slot] = key + 1;
  memo.slots[slot] = entry;
  return entry;
}

/** The base-5 key of a suit's counts (nine, or seven for the honours) from `base`. */
function patternKey(counts: ArrayLike<number>, base: number, size: number): number {
  let key = 0;
  for (let i = size - 1; i >= 0; i--) key = key * 5 + counts[base + i];
  return key;
}

/**
 * d(m, p) of suit s (0-2 a number suit, 3 the honours) whose kinds may have fewer than four copies free
 * (caps: 34 per-kind limits), clamped to UNREACHABLE, into out[at..at+9]: the min over complete patterns
 * within the caps (honours: a pair and the cheapest triplets), memoised per caps and pattern.
 */
export function cappedSuitTargets(counts: ArrayLike<number>, s: number, caps: ArrayLike<number>, out: Uint8Array, at: number): void {
  const memo = cappedSuit(caps, s);
  const base = s * 9;
  const entry = entryOf(memo, patternKey(counts, base, memo.size), counts, base);
  const values = memo.values;
  const from = entry * TARGETS;
  for (let t = 0; t < TARGETS; t++) out[at + t] = values[from + t];
}

/**
 * For each kind of suit s, the targets (bit t) whose capped distance its draw lowers, into
 * lowers[s * 9 + i]; 0 for a kind already at its cap. counts is read only (a scratch copy is changed
 * and restored). Memoised with the values.
 */
export function cappedSuitLowers(counts: Uint8Array, s: number, caps: ArrayLike<number>, lowers: Uint16Array): void {
  const memo = cappedSuit(caps, s);
  const base = s * 9;
  const size = memo.size;
  const key = patternKey(counts, base, size);
  const entry = entryOf(memo, key, counts, base);
  if (memo.lowersKnown[entry] === 0) {
    let power = 1;
    for (let i = 0; i < size; i++, power *= 5) {
      const c = counts[base + i];
      let bits = 0;
      if (c < memo.caps[i]) {
        counts[base + i] = c + 1;
        const drawn = entryOf(memo, key + power, counts, base) * TARGETS;
        counts[base + i] = c;
        const values = memo.values;
        for (let t = 0; t < TARGETS; t++) if (values[drawn + t] < values[entry * TARGETS + t]) bits |= 1 << t;
      }
      memo.lowers[entry * 9 + i] = bits;
    }
    memo.lowersKnown[entry] = 1;
  }
  const from = entry * 9;
  for (let i = 0; i < size; i++) lowers[base + i] = memo.lowers[from + i];
}

/**
 * The shipped tables' vector id of suit s's capped values (suit-tables.ts: a number suit's id, or the
 * honours'), or -1 when no shipped vector equals them: with an id, the tables' fast path is exact for
 * the pattern, caps and all (its tables are functions of the values alone).
 */
export function cappedSuitId(counts: ArrayLike<number>, s: number, caps: ArrayLike<number>): number {
  const memo = cappedSuit(caps, s);
  const base = s * 9;
  // The entry first: a new one may grow the memo's arrays, and `memo.ids[...]` would read the old one.
  const entry = entryOf(memo, patternKey(counts, base, memo.size), counts, base);
  return memo.ids[entry];
}
