/**
 * An independent, deliberately slow exact shanten, written from docs/rules.md's definition and nothing else:
 *
 *   shanten = (fewest tiles to add, each discarded tile replaced, to reach a complete hand) - 1.
 *
 * For a target complete hand T (counts) and the concealed counts H, the tiles to add are
 * Σ_i max(0, T_i - H_i): every tile T needs and H lacks must be drawn, and every other tile of H is
 * what gets discarded. So shanten = min over every complete target T of that sum, minus one.
 *
 * Regular form: a target is floor(n/3) sets plus one pair for n concealed tiles (melds shown or implied
 * make up the rest), and no kind may exceed four copies counting the hand's own melds. The search
 * enumerates, once, every complete pattern of one suit (up to four sets and an optional pair, no count
 * above four), and for a hand takes the cheapest pattern per suit for each (sets, pair) share, then the
 * cheapest way to share the sets and the pair among the four suits. That is plain exhaustive search:
 * no partial-set heuristics, no formula, nothing shared with the engine's table-driven method.
 *
 * Chiitoitsu: seven DIFFERENT kinds, two each. Kokushi: the thirteen terminals and honors, one of them
 * twice. Both only for a closed hand of 13 or 14 concealed tiles.
 *
 * Cost: about a millisecond per hand (the per-suit minimum is cached by suit counts). Use it on a few
 * thousand hands, not on tens of thousands.
 */
import type { Hand, Meld, MeldKind } from '../../src/engine/index.ts';
import { makeHand } from './random-hands.ts';

/** Reference shanten of every form (null where a form does not apply). */
export interface RefShanten {
  standard: number;
  regular: number;
  chiitoitsu: number | null;
  kokushi: number | null;
}

/** A complete pattern of one suit: counts per rank, with how many sets and pairs it holds. */
interface Pattern {
  counts: number[];
  sets: number;
  pair: number;
}

/** Every distinct complete pattern of a suit of `ranks` ranks (runs only in number suits). */
function enumeratePatterns(ranks: number, runs: boolean): Pattern[] {
  const shapes: number[][] = [];
  for (let r = 0; r < ranks; r++) shapes.push([r, r, r]);
  if (runs) for (let r = 0; r + 2 < ranks; r++) shapes.push([r, r + 1, r + 2]);
  const seen = new Set<string>();
  const out: Pattern[] = [];
  const counts = new Array<number>(ranks).fill(0);
  const emit = (sets: number) => {
    for (let p = -1; p < ranks; p++) {
      if (p >= 0 && counts[p] + 2 > 4) continue;
      const c = counts.slice();
      if (p >= 0) c[p] += 2;
      const key = `${sets}/${p >= 0 ? 1 : 0}/${c.join('')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ counts: c, sets, pair: p >= 0 ? 1 : 0 });
    }
  };
  // Sets are chosen as a multiset (non-decreasing shape index), so each combination is built once.
  const place = (from: number, sets: number) => {
    emit(sets);
    if (sets === 4) return;
    for (let i = from; i < shapes.length; i++) {
      const shape = shapes[i];
      if (shape.some((r) => counts[r] + shape.filter((x) => x === r).length > 4)) continue;
      for (const r of shape) counts[r]++;
      place(i, sets + 1);
      for (const r of shape) counts[r]--;
    }
  };
  place(0, 0);
  // Sorted by sets, so a hand that needs few sets stops early.
  return out.sort((x, y) => x.sets - y.sets);
}

/** Patterns laid out flat for the scan: `ranks` counts per pattern one after another, each one's sets and slot (sets * 2 + pair). */
interface PatternTable {
  ranks: number;
  counts: Uint8Array;
  sets: Uint8Array;
  slots: Uint8Array;
}

function patternTable(patterns: readonly Pattern[], ranks: number): PatternTable {
  const counts = new Uint8Array(patterns.length * ranks);
  patterns.forEach((p, i) => counts.set(p.counts, i * ranks));
  return {
    ranks,
    counts,
    sets: Uint8Array.from(patterns, (p) => p.sets),
    slots: Uint8Array.from(patterns, (p) => p.sets * 2 + p.pair),
  };
}

const NUMBER_PATTERNS = patternTable(enumeratePatterns(9, true), 9);
const HONOR_PATTERNS = patternTable(enumeratePatterns(7, false), 7);

/** Number of distinct single-suit patterns the search walks (for the record). */
export const PATTERN_COUNTS = { number: NUMBER_PATTERNS.sets.length, honor: HONOR_PATTERNS.sets.length };

const INF = 1 << 20;
const suitCache = new Map<number, number[]>();

/**
 * Cheapest tiles to add within one suit, for every share up to `maxSets` sets: result[sets * 2 + pair].
 * `have` = concealed counts of the suit, `cap` = copies a target may hold (4 minus the melds' copies).
 * Cached by a number: each rank's have * 5 + cap in base 25, then maxSets and the suit (below 2^50);
 * counts outside 0..4 are not cached (the text key this replaced cost more than the search on most calls).
 */
function suitCosts(have: number[], cap: number[], honors: boolean, maxSets: number): number[] {
  let key = 0;
  let cacheable = maxSets <= 100;
  for (let r = 0; r < have.length; r++) {
    if (!(have[r] >= 0 && have[r] <= 4 && cap[r] >= 0 && cap[r] <= 4)) cacheable = false;
    key = key * 25 + have[r] * 5 + cap[r];
  }
  // The suit last: it says how many ranks came before (a 7-rank honor key is not a 9-rank one).
  key = key * 256 + maxSets * 2 + (honors ? 1 : 0);
  const cached = cacheable ? suitCache.get(key) : undefined;
  if (cached) return cached;
  const best = new Array<number>(10).fill(INF);
  const { ranks, counts, sets, slots } = honors ? HONOR_PATTERNS : NUMBER_PATTERNS;
  for (let i = 0; i < sets.length; i++) {
    if (sets[i] > maxSets) break;
    const slot = slots[i];
    let cost = 0;
    let fits = true;
    for (let r = 0, at = i * ranks; r < ranks; r++, at++) {
      const need = counts[at];
      if (need > cap[r]) {
        fits = false;
        break;
      }
      if (need > have[r]) cost += need - have[r];
    }
    if (fits && cost < best[slot]) best[slot] = cost;
  }
  if (suitCache.size > 200_000) suitCache.clear();
  if (cacheable) suitCache.set(key, best);
  return best;
}

/** Meld copies per kind. */
function meldCopies(melds: readonly (readonly number[])[]): number[] {
  const c = new Array<number>(34).fill(0);
  for (const m of melds) for (const k of m) c[k]++;
  return c;
}

function total(counts: ArrayLike<number>): number {
  let n = 0;
  for (let k = 0; k < 34; k++) n += counts[k];
  return n;
}

/** Regular-form shanten of concealed counts, with the kinds of the hand's melds (each 3 or 4 tiles). */
export function refRegular(counts: ArrayLike<number>, melds: readonly (readonly number[])[] = []): number {
  const n = total(counts);
  const setsNeeded = Math.floor(n / 3);
  const mc = meldCopies(melds);
  const costs: number[][] = [];
  for (let s = 0; s < 4; s++) {
    const len = s === 3 ? 7 : 9;
    const have: number[] = [];
    const cap: number[] = [];
    for (let r = 0; r < len; r++) {
      have.push(counts[s * 9 + r]);
      cap.push(4 - mc[s * 9 + r]);
    }
    costs.push(suitCosts(have, cap, s === 3, setsNeeded));
  }
  let best = INF;
  // Every split of the sets among m, p, s, z, and every suit for the pair.
  for (let a = 0; a <= setsNeeded; a++)
    for (let b = 0; a + b <= setsNeeded; b++)
      for (let c = 0; a + b + c <= setsNeeded; c++) {
        const d = setsNeeded - a - b - c;
        const split = [a, b, c, d];
        for (let pairSuit = 0; pairSuit < 4; pairSuit++) {
          let sum = 0;
          for (let s = 0; s < 4; s++) sum += costs[s][split[s] * 2 + (s === pairSuit ? 1 : 0)];
          if (sum < best) best = sum;
        }
      }
  return best - 1;
}

/** Chiitoitsu shanten of closed concealed counts: the seven cheapest distinct kinds to hold two each. */
export function refChiitoitsu(counts: ArrayLike<number>): number {
  const costs: number[] = [];
  for (let k = 0; k < 34; k++) costs.push(Math.max(0, 2 - counts[k]));
  costs.sort((x, y) => x - y);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += costs[i];
  return sum - 1;
}

const YAOCHU = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Kokushi shanten of closed concealed counts: each of the 13 once, one of them (tried in turn) twice. */
export function refKokushi(counts: ArrayLike<number>): number {
  let best = INF;
  for (const twice of YAOCHU) {
    let sum = 0;
    for (const k of YAOCHU) sum += Math.max(0, (k === twice ? 2 : 1) - counts[k]);
    best = Math.min(best, sum);
  }
  return best - 1;
}

/** Reference shanten of every form for concealed counts and meld kinds. */
export function refShanten(counts: ArrayLike<number>, melds: readonly (readonly number[])[] = []): RefShanten {
  const n = total(counts);
  const regular = refRegular(counts, melds);
  const closedFull = melds.length === 0 && (n === 13 || n === 14);
  const chiitoitsu = closedFull ? refChiitoitsu(counts) : null;
  const kokushi = closedFull ? refKokushi(counts) : null;
  const standard = Math.min(regular, chiitoitsu ?? INF, kokushi ?? INF);
  return { standard, regular, chiitoitsu, kokushi };
}

/** Reference shanten of a Hand. */
export function refShantenOf(hand: Hand): RefShanten {
  return refShanten(
    hand.tiles,
    hand.melds.map((m) => m.tiles),
  );
}

/**
 * Reference effective tiles of a 3n+1 hand in a form: kinds with a copy the hand does not hold itself
 * (concealed + melds < 4) whose draw lowers the shanten. Nothing seen elsewhere is subtracted here.
 */
export function refEffectiveTiles(
  counts: ArrayLike<number>,
  melds: readonly (readonly number[])[] = [],
  form: 'standard' | 'regular' = 'standard',
): number[] {
  const mc = meldCopies(melds);
  const base = refShanten(counts, melds)[form];
  const out: number[] = [];
  const c = Array.from(counts);
  for (let k = 0; k < 34; k++) {
    if (c[k] + mc[k] >= 4) continue;
    c[k]++;
    if (refShanten(c, melds)[form] < base) out.push(k);
    c[k]--;
  }
  return out;
}

const MELD_KIND: Record<string, MeldKind> = { '(3': 'pon', '(4': 'kan', '[4': 'ankan' };

/**
 * A Hand from mpsz text with melds in brackets (`1245p (555p) (789s)`, `123m [1111z]`): the test's own
 * reading, so fixtures do not depend on the notation module. Red fives (0) read as fives.
 */
export function refHand(text: string): Hand {
  const concealed: number[] = [];
  const melds: Meld[] = [];
  const readTiles = (part: string): number[] => {
    const kinds: number[] = [];
    for (const [, digits, suit] of part.matchAll(/([0-9]+)([mpsz])/g)) {
      const s = 'mpsz'.indexOf(suit);
      for (const d of digits) kinds.push(s * 9 + (d === '0' ? 5 : Number(d)) - 1);
    }
    return kinds.sort((x, y) => x - y);
  };
  const rest = text.replace(/([([])([^)\]]*)[)\]]/g, (_, open: string, body: string) => {
    const tiles = readTiles(body);
    const kind = tiles[0] === tiles[1] ? MELD_KIND[open + tiles.length] : 'chi';
    melds.push({ kind, tiles, red: 0 });
    return ' ';
  });
  for (const k of readTiles(rest)) concealed.push(k);
  const counts = new Array<number>(34).fill(0);
  for (const k of concealed) counts[k]++;
  return makeHand(counts, melds);
}
