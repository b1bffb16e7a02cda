/**
 * Effective tiles of a 3n+1 hand (docs/rules.md#effective-tiles-and-remaining-counts): the kinds whose
 * draw lowers the shanten, without re-evaluating the hand once per draw.
 *
 * Algorithm. The regular distance D (fewest tiles to add for the sets and the pair) is a min-plus
 * combination of the four suits' values d_s(t), t = (m sets, p pairs). A draw changes only its own suit
 * and lowers a value by one at most, so a kind k of suit s is effective exactly when, for some target t
 * of s that is optimal (d_s(t) + others_s(complement of t) = D), the draw lowers d_s(t). So the work is:
 * per suit, the optimal targets given "every other suit"; per kind, the targets its draw lowers (a table
 * read on the vector ids of the suit before and after the draw, suit-tables.ts's LOWER_SUITS).
 *
 * Two paths compute the optimal targets:
 * - Fast (no kind capped below four copies: no melds shown, four players). Every suit pattern has one of
 *   126 vector ids, and every combination of two or more suits one of 180 group ids (suit-tables.ts), so
 *   "every suit but s" is two table reads, and the optimal targets of suit s for (its id, the others' id,
 *   the sets to form) are a table entry too: OPTIMAL_SUIT / OPTIMAL_HONORS below, filled on first use
 *   (163,000 entries of two bytes at most; each one a function of its key, so the fill order and any
 *   nesting of calls cannot change a value). A discard table is then a handful of reads per discard.
 * - Capped (melds hold copies, or three players have no 2m-8m). A capped suit's values come from a search
 *   over complete patterns (capped-suits.ts, memoised per caps). Where they equal a shipped vector (most
 *   patterns) the suit takes that vector's id and the fast path's tables serve, which depend on the
 *   values alone; otherwise (three players' 1m-9m, a few patterns beside a meld) the four suits' values
 *   are combined by min-plus here. The draws a capped suit's targets lower come from the same memo.
 *
 * Chiitoitsu and kokushi follow from counts of kinds and pairs per suit. Working memory lives in a
 * Workspace owned by one call at a time (workspace.ts), so calls may nest (a discard table evaluated
 * inside another) without reading each other's state.
 */
import {
  GROUP_HONORS,
  GROUP_SUIT,
  GROUP_VECTOR_TABLE,
  HONOR_IDS,
  HONOR_VECTOR_COUNT,
  HONOR_VECTOR_TABLE,
  HONORS_TO_GROUP,
  LOWER_HONORS,
  LOWER_SUITS,
  HEAD_STATS,
  HONOR_STATS,
  TAIL_STATS,
  PAIR_HONORS,
  PAIR_SUITS,
  PAIR_SUITS_COUNT,
  STATS_MASK,
  SUIT_CLASS_IDS,
  TAIL_CLASS_COUNT,
  SUIT_VECTOR_COUNT,
  SUIT_VECTOR_TABLE,
  TARGETS,
} from '../shanten/suit-tables.ts';
import { type Caps, capsOf, cappedSuits, combine, joinDistance, suitTargets } from '../shanten/shanten.ts';
import { cappedSuitId, cappedSuitLowers } from '../shanten/capped-suits.ts';
import { concealedCount, isClosedFull } from '../core/hand.ts';
import { TERMINALS_AND_HONORS } from '../core/tiles.ts';
import type { Form, Hand } from '../types.ts';
import type { Workspace } from '../shanten/workspace.ts';

/** What effectiveKinds needs to know about a hand besides its concealed counts. */
export interface DrawContext {
  /** Sets the concealed tiles must form (melds shown or implied are the rest). */
  sets: number;
  caps: Caps | null;
  /** Bit s: suit s has a kind capped below four copies. */
  cappedBits: number;
  /** Chiitoitsu and kokushi count (standard form, closed 13/14-tile hand). */
  special: boolean;
}

/** The DrawContext of a hand's concealed part after a discard (3n+1 tiles), or of a 3n+1 hand. */
export function drawContext(hand: Hand, form: Form, threePlayer: boolean): DrawContext {
  const caps = capsOf(hand, threePlayer);
  return {
    sets: Math.floor(concealedCount(hand) / 3),
    caps,
    cappedBits: cappedSuits(caps),
    special: form === 'standard' && isClosedFull(hand),
  };
}

const HONOR_KEY_WEIGHT = [0, 1, 8, 64, 512];
const OTHERS = [60, 70, 80, 90]; // offsets in Workspace.values of "every suit but s" (capped path)

// Optimal targets by (sets, suit or honor vector id, group id of the other suits): bits 0-9 the optimal
// targets, bits 10-14 the distance D, bit 15 set once computed (0 = not yet).
let OPTIMAL_SUIT = new Uint16Array(0);
let OPTIMAL_HONORS = new Uint16Array(0);

function optimalEntry(vectors: Uint8Array, v: number, g: number, sets: number): number {
  const a = v * TARGETS;
  const b = g * TARGETS;
  let best = 255;
  for (let m = 0; m <= sets; m++) {
    const x = a + 2 * m;
    const y = b + 2 * (sets - m);
    const withPair = vectors[x] + GROUP_VECTOR_TABLE[y + 1];
    const pairHere = vectors[x + 1] + GROUP_VECTOR_TABLE[y];
    if (withPair < best) best = withPair;
    if (pairHere < best) best = pairHere;
  }
  let mask = 0;
  for (let m = 0; m <= sets; m++) {
    const x = a + 2 * m;
    const y = b + 2 * (sets - m);
    if (vectors[x] + GROUP_VECTOR_TABLE[y + 1] === best) mask |= 1 << (2 * m);
    if (vectors[x + 1] + GROUP_VECTOR_TABLE[y] === best) mask |= 1 << (2 * m + 1);
  }
  return 0x8000 | (best << 10) | mask;
}

function ensureKernel(): void {
  if (OPTIMAL_SUIT.length === 0) {
    OPTIMAL_SUIT = new Uint16Array(5 * SUIT_VECTOR_COUNT * PAIR_SUITS_COUNT);
    OPTIMAL_HONORS = new Uint16Array(5 * HONOR_VECTOR_COUNT * PAIR_SUITS_COUNT);
  }
}

/** Per suit: kinds held, held twice or more, terminal/honor kinds held, held twice or more (workspace stats). */
function suitCounts(w: Workspace, counts: Uint8Array, s: number): void {
  let kinds = 0;
  let pairs = 0;
  const base = s * 9;
  const size = s < 3 ? 9 : 7;
  for (let i = 0; i < size; i++) {
    const c = counts[base + i];
    kinds += (c + 3) >> 2; // 1 when c > 0
    pairs += (c + 2) >> 2; // 1 when c > 1
  }
  let orphanKinds = kinds;
  let orphanPairs = pairs;
  if (s < 3) {
    const low = counts[base];
    const high = counts[base + 8];
    orphanKinds = ((low + 3) >> 2) + ((high + 3) >> 2);
    orphanPairs = ((low + 2) >> 2) + ((high + 2) >> 2);
  }
  const stats = w.stats;
  stats[s * 4] = kinds;
  stats[s * 4 + 1] = pairs;
  stats[s * 4 + 2] = orphanKinds;
  stats[s * 4 + 3] = orphanPairs;
}

/**
 * lowers[k] for the kinds k of suit s = the suit's targets t (bit t) whose distance a draw of k lowers
 * (by one: a draw never lowers a distance by more). For a plain suit this is a table read per kind on
 * the vector ids of the pattern and of the pattern plus k; the rank of each one-tile-larger pattern comes
 * from prefix ranks and a suffix shifted by one tile. Capped suits recompute their values per draw.
 */
function suitLowers(w: Workspace, counts: Uint8Array, s: number, ctx: DrawContext): void {
  const lowers = w.lowers;
  const capped = ((ctx.cappedBits >> s) & 1) !== 0;
  const base = s * 9;
  if (s === 3 && !capped) {
    let key = 0;
    for (let i = 0; i < 7; i++) key += HONOR_KEY_WEIGHT[counts[27 + i]];
    const row = HONOR_IDS[key] * HONOR_VECTOR_COUNT;
    for (let i = 0; i < 7; i++) {
      const c = counts[27 + i];
      lowers[27 + i] = c === 4 ? 0 : LOWER_HONORS[row + HONOR_IDS[key + HONOR_KEY_WEIGHT[c + 1] - HONOR_KEY_WEIGHT[c]]];
    }
    return;
  }
  if (s < 3 && !capped) {
    // A pattern's id is read from its two halves' classes (suit-tables.ts), so one tile more changes one
    // half: a class read and an id read per kind.
    const headStats = HEAD_STATS;
    const tailStats = TAIL_STATS;
    const ids = SUIT_CLASS_IDS;
    const tails = TAIL_CLASS_COUNT;
    const lower = LOWER_SUITS;
    const c0 = counts[base],
      c1 = counts[base + 1],
      c2 = counts[base + 2],
      c3 = counts[base + 3],
      c4 = counts[base + 4];
    const c5 = counts[base + 5],
      c6 = counts[base + 6],
      c7 = counts[base + 7],
      c8 = counts[base + 8];
    if (c0 + c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 >= 14) {
      // No room for a fifteenth tile in one suit (never happens in a 3n+1 hand).
      for (let i = 0; i < 9; i++) lowers[base + i] = 0;
      return;
    }
    const head = c0 + 5 * c1 + 25 * c2 + 125 * c3 + 625 * c4;
    const tail = c5 + 5 * c6 + 25 * c7 + 125 * c8;
    const headRow = (headStats[head] >>> 22) * tails;
    const tailClass = tailStats[tail] >>> 22;
    const row = ids[headRow + tailClass] * SUIT_VECTOR_COUNT;
    const headDrawn = (h: number) => ids[(headStats[h] >>> 22) * tails + tailClass];
    const tailDrawn = (t: number) => ids[headRow + (tailStats[t] >>> 22)];
    lowers[base] = c0 === 4 ? 0 : lower[row + headDrawn(head + 1)];
    lowers[base + 1] = c1 === 4 ? 0 : lower[row + headDrawn(head + 5)];
    lowers[base + 2] = c2 === 4 ? 0 : lower[row + headDrawn(head + 25)];
    lowers[base + 3] = c3 === 4 ? 0 : lower[row + headDrawn(head + 125)];
    lowers[base + 4] = c4 === 4 ? 0 : lower[row + headDrawn(head + 625)];
    lowers[base + 5] = c5 === 4 ? 0 : lower[row + tailDrawn(tail + 1)];
    lowers[base + 6] = c6 === 4 ? 0 : lower[row + tailDrawn(tail + 5)];
    lowers[base + 7] = c7 === 4 ? 0 : lower[row + tailDrawn(tail + 25)];
    lowers[base + 8] = c8 === 4 ? 0 : lower[row + tailDrawn(tail + 125)];
    return;
  }
  cappedSuitLowers(counts, s, ctx.caps!, lowers);
}

/**
 * The fast path's reading of suit s: the vector id of its pattern into w.ids (honors: of its histogram
 * key) and, for chiitoitsu and kokushi, its kinds and pairs into w.stats, all from the half-suit keys of
 * suit-tables.ts (HEAD_STATS/TAIL_STATS: the halves' classes for the id, and their counts): one read of
 * each count.
 */
function readSuit(w: Workspace, counts: Uint8Array, s: number): void {
  const stats = w.stats;
  if (s === 3) {
    const W = HONOR_KEY_WEIGHT;
    const key = W[counts[27]] + W[counts[28]] + W[counts[29]] + W[counts[30]] + W[counts[31]] + W[counts[32]] + W[counts[33]];
    w.ids[3] = HONOR_IDS[key];
    const packed = HONOR_STATS[key];
    stats[12] = stats[14] = packed & 63;
    stats[13] = stats[15] = (packed >> 8) & 63;
    return;
  }
  const base = s * 9;
  const c0 = counts[base],
    c8 = counts[base + 8];
  const head = c0 + 5 * counts[base + 1] + 25 * counts[base + 2] + 125 * counts[base + 3] + 625 * counts[base + 4];
  const tail = counts[base + 5] + 5 * counts[base + 6] + 25 * counts[base + 7] + 125 * c8;
  const headStats = HEAD_STATS[head];
  const tailStats = TAIL_STATS[tail];
  w.ids[s] = SUIT_CLASS_IDS[(headStats >>> 22) * TAIL_CLASS_COUNT + (tailStats >>> 22)];
  const packed = (headStats & STATS_MASK) + (tailStats & STATS_MASK);
  const at = s * 4;
  stats[at] = packed & 63;
  stats[at + 1] = (packed >> 8) & 63;
  stats[at + 2] = ((c0 + 3) >> 2) + ((c8 + 3) >> 2);
  stats[at + 3] = ((c0 + 2) >> 2) + ((c8 + 2) >> 2);
}

/**
 * effectiveKinds' `onlyAt` for a caller that wants the shanten alone (a search for the best discard): no
 * hand has this shanten, so the effective kinds are never worked out.
 */
export const SHANTEN_ONLY = Infinity;

/**
 * Shanten of a 3n+1 concealed hand, and its effective kinds in w.effective: per suit s (m, p, s, honors),
 * bit i = kind s * 9 + i lowers the shanten when drawn (by one: a draw never lowers it by more, so the
 * shanten after drawing k is the result minus that bit). Kinds with no copy free for the hand are never
 * marked. counts is the caller's scratch array, read only.
 *
 * changedSuits (bit s): the suits whose counts differ from the previous call with the same workspace and
 * context; 15 (the default, every suit) on the first call for a hand. Only the changed suits are read
 * again, so a discard table pays for about one suit per discard. With onlyAt, the effective kinds are
 * worked out only when the shanten equals it (w.effective is left as it was otherwise; SHANTEN_ONLY: never).
 */
export function effectiveKinds(w: Workspace, counts: Uint8Array, ctx: DrawContext, changedSuits = 15, onlyAt = NaN): number {
  ensureKernel();
  const { sets, special } = ctx;
  const changed = changedSuits;
  w.lowersReady &= ~changed;
  w.valuesReady &= ~changed;
  let distance: number;
  // Optimal targets of each suit, bit t = target t.
  let o0: number, o1: number, o2: number, o3: number;
  // The tables' path needs a shipped vector id for every suit: always so with nothing capped; a capped
  // suit has one when its capped values equal a shipped vector (capped-suits.ts), as they mostly do.
  let tables = true;
  if (ctx.cappedBits === 0) {
    if (changed & 1) readSuit(w, counts, 0);
    if (changed & 2) readSuit(w, counts, 1);
    if (changed & 4) readSuit(w, counts, 2);
    if (changed & 8) readSuit(w, counts, 3);
  } else {
    const { caps, cappedBits } = ctx;
    for (let s = 0; s < 4; s++) {
      if (changed & (1 << s)) {
        if ((cappedBits >> s) & 1) {
          w.ids[s] = cappedSuitId(counts, s, caps!);
          if (special) suitCounts(w, counts, s);
        } else readSuit(w, counts, s);
      }
      if (w.ids[s] < 0) tables = false;
    }
  }
  if (tables) {
    // Tables read into locals once: each module binding read is a cell load and a check.
    const S = SUIT_VECTOR_COUNT;
    const Z = HONOR_VECTOR_COUNT;
    const G = PAIR_SUITS_COUNT;
    const groupSuit = GROUP_SUIT;
    const ids = w.ids;
    const m = ids[0],
      p = ids[1],
      s = ids[2],
      z = ids[3];
    const mp = PAIR_SUITS[m * S + p];
    const sz = HONORS_TO_GROUP[PAIR_HONORS[s * Z + z]];
    const optimal = OPTIMAL_SUIT;
    const row = sets * S;
    const at0 = (row + m) * G + groupSuit[sz * S + p];
    const at1 = (row + p) * G + groupSuit[sz * S + m];
    const at2 = (row + s) * G + GROUP_HONORS[mp * Z + z];
    const at3 = (sets * Z + z) * G + groupSuit[mp * S + s];
    const e0 = optimal[at0] || (optimal[at0] = optimalEntry(SUIT_VECTOR_TABLE, m, groupSuit[sz * S + p], sets));
    const e1 = optimal[at1] || (optimal[at1] = optimalEntry(SUIT_VECTOR_TABLE, p, groupSuit[sz * S + m], sets));
    const e2 = optimal[at2] || (optimal[at2] = optimalEntry(SUIT_VECTOR_TABLE, s, GROUP_HONORS[mp * Z + z], sets));
    const e3 = OPTIMAL_HONORS[at3] || (OPTIMAL_HONORS[at3] = optimalEntry(HONOR_VECTOR_TABLE, z, groupSuit[mp * S + s], sets));
    o0 = e0 & 1023;
    o1 = e1 & 1023;
    o2 = e2 & 1023;
    o3 = e3 & 1023;
    distance = (e0 >> 10) & 31;
  } else {
    // Each suit's values d(m, p), and their min-plus combinations, for the suits whose values are not
    // current (the calls in between may have taken the tables' path and left them behind).
    const v = w.values;
    const { caps, cappedBits } = ctx;
    const redo = ~w.valuesReady & 15;
    for (let s = 0; s < 4; s++) if (redo & (1 << s)) suitTargets(counts, s, caps, ((cappedBits >> s) & 1) !== 0, v, s * TARGETS);
    w.valuesReady = 15;
    if (redo & 3) combine(v, 0, v, 10, v, 40); // m+p
    if (redo & 12) combine(v, 20, v, 30, v, 50); // s+z
    if (redo & 14) combine(v, 10, v, 50, v, 60); // all but m
    if (redo & 13) combine(v, 0, v, 50, v, 70); // all but p
    if (redo & 11) combine(v, 40, v, 30, v, 80); // all but s
    if (redo & 7) combine(v, 40, v, 20, v, 90); // all but z
    distance = joinDistance(v, 40, v, 50, sets);
    o0 = cappedOptimal(v, 0, distance, sets);
    o1 = cappedOptimal(v, 1, distance, sets);
    o2 = cappedOptimal(v, 2, distance, sets);
    o3 = cappedOptimal(v, 3, distance, sets);
  }
  const regular = distance - 1;

  let chiitoitsu = 99;
  let kokushi = 99;
  let kinds = 0;
  let orphanPair = false;
  if (special) {
    const stats = w.stats;
    kinds = stats[0] + stats[4] + stats[8] + stats[12];
    const pairs = stats[1] + stats[5] + stats[9] + stats[13];
    const orphanKinds = stats[2] + stats[6] + stats[10] + stats[14];
    orphanPair = stats[3] + stats[7] + stats[11] + stats[15] > 0;
    chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
    kokushi = 13 - orphanKinds - (orphanPair ? 1 : 0);
  }
  const current = Math.min(regular, chiitoitsu, kokushi);
  // A caller that wants the effective kinds only at one shanten (a search for the best discard) skips them elsewhere.
  if (current !== onlyAt && onlyAt === onlyAt) return current;
  const effective = w.effective;
  if (regular === current) {
    effective[0] = suitEffective(w, counts, ctx, 0, o0);
    effective[1] = suitEffective(w, counts, ctx, 1, o1);
    effective[2] = suitEffective(w, counts, ctx, 2, o2);
    effective[3] = suitEffective(w, counts, ctx, 3, o3);
  } else effective.fill(0);

  if (chiitoitsu === current) {
    // A single to pair, or a new kind while fewer than seven are held.
    const caps = ctx.caps;
    for (let k = 0; k < 34; k++) {
      const c = counts[k];
      if ((c === 1 || (c === 0 && kinds < 7)) && c < (caps === null ? 4 : caps[k])) effective[k < 27 ? (k / 9) | 0 : 3] |= 1 << (k % 9);
    }
  }
  if (kokushi === current) {
    // A missing terminal or honor, or any of them while none is paired.
    const caps = ctx.caps;
    for (const k of TERMINALS_AND_HONORS) {
      const c = counts[k];
      if ((c === 0 || (c === 1 && !orphanPair)) && c < (caps === null ? 4 : caps[k])) effective[k < 27 ? (k / 9) | 0 : 3] |= 1 << (k % 9);
    }
  }
  return current;
}

/** Suit s's kinds (bit i = kind s * 9 + i) whose draw lowers one of its optimal targets (bits of `optimal`). */
function suitEffective(w: Workspace, counts: Uint8Array, ctx: DrawContext, s: number, optimal: number): number {
  if (optimal === 0) return 0;
  if (!(w.lowersReady & (1 << s))) {
    suitLowers(w, counts, s, ctx);
    w.lowersReady |= 1 << s;
  }
  const lowers = w.lowers;
  const base = s * 9;
  let bits = 0;
  for (let i = 0, size = s < 3 ? 9 : 7; i < size; i++) if (lowers[base + i] & optimal) bits |= 1 << i;
  return bits;
}

/** Suit s's optimal targets on the capped path, from the combined values in the workspace. */
function cappedOptimal(v: Uint8Array, s: number, distance: number, sets: number): number {
  const at = s * TARGETS;
  const others = OTHERS[s];
  let optimal = 0;
  for (let m = 0; m <= sets; m++) {
    const rest = others + 2 * (sets - m);
    if (v[at + 2 * m] + v[rest + 1] === distance) optimal |= 1 << (2 * m);
    if (v[at + 2 * m + 1] + v[rest] === distance) optimal |= 1 << (2 * m + 1);
  }
  return optimal;
}
