/**
 * Discard and effective-tile tables (docs/rules.md#effective-tiles-and-remaining-counts), exact and fast.
 *
 * Effective tiles are derived per suit: for a 3n+1 hand the four suits' table values are combined
 * once into "everything but suit s" (six min-plus combinations), which tells which of suit s's targets
 * are optimal; a draw changes only its own suit and lowers a suit's distance by one at most, so the
 * effective kinds are those whose draw lowers one of their suit's optimal targets (one table read per
 * kind, on the vector ids of the suit before and after the draw): no whole-hand re-evaluation per draw. Chiitoitsu and kokushi follow
 * from counts of pairs and kinds. A 14-tile discard table is at most 14 such passes. Remaining counts follow
 * docs/rules.md#effective-tiles-and-remaining-counts: 4 minus every copy in the whole hand (the discarded tile included, meld tiles included) minus the
 * copies seen elsewhere. Red fives are a display attribute, so they never change which tiles are effective:
 * a suit's red five is live when nothing visible holds it, and a row counts it when its five is listed.
 */
import {
  HONOR_IDS,
  HONOR_VECTOR_COUNT,
  LOWER_HONORS,
  LOWER_SUITS,
  OFFSET,
  SUIT_IDS,
  SUIT_VECTOR_COUNT,
  TARGETS,
  ensureTables,
} from '../shanten/suit-tables.ts';
import {
  type Caps,
  capsOf,
  cappedSuits,
  combine,
  joinDistance,
  shanten,
  suitTargets,
} from '../shanten/shanten.ts';
import { concealedCount, handCounts, isClosedFull } from '../core/hand.ts';
import { decompose, waitShapes } from './decompose.ts';
import { FIVES, TERMINALS_AND_HONORS, suitOf } from '../core/tiles.ts';
import { doraOf, tableCounts, tableRed } from '../core/position.ts';
import type { Analysis, AnalyzeOptions, Counts, DiscardRow, Form, Hand, Position, Ukeire, Wait } from '../types.ts';

/** What effectiveKinds needs to know about a hand besides its concealed counts. */
export interface DrawContext {
  sets: number;
  caps: Caps | null;
  cappedBits: number;
  /** Chiitoitsu and kokushi count (standard form, closed 13/14-tile hand). */
  special: boolean;
}

// Working state of effectiveKinds, kept between calls so a discard table recomputes only the suit a
// discard changes: values (ten per suit, then the combinations), and per kind the targets its draw lowers.
const values = new Uint8Array(10 * TARGETS);
const lowers = new Uint16Array(34);
let lowersReady = 0; // bit s: lowers of suit s are valid for the current counts
const drawn = new Uint8Array(TARGETS);
const OTHERS = [60, 70, 80, 90]; // offsets in `values` of "every suit but s"
const HONOR_KEY_WEIGHT = [0, 1, 8, 64, 512];
// Per suit (4 entries each): kinds held, kinds held twice or more, terminal/honor kinds held, and
// terminal/honor kinds held twice or more: chiitoitsu and kokushi shanten follow from their sums.
const stats = new Int32Array(16);

function suitCounts(counts: Uint8Array, s: number): void {
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
  stats[s * 4] = kinds;
  stats[s * 4 + 1] = pairs;
  stats[s * 4 + 2] = orphanKinds;
  stats[s * 4 + 3] = orphanPairs;
}

const prefixRank = new Int32Array(10);
const prefixSum = new Int32Array(10);
const shiftedSuffix = new Int32Array(10);

/**
 * lowers[k] for the kinds k of suit s = the suit's targets t (bit t) whose distance d(t) a draw of k
 * lowers (by one: a draw never lowers a distance by more). For a plain suit this is a table read per
 * kind (suit-tables.ts's LOWER_SUITS on the vector ids of the pattern and of the pattern plus k); the
 * rank of each one-tile-larger pattern comes from prefix ranks and a suffix shifted by one tile.
 */
function suitLowers(counts: Uint8Array, s: number, ctx: DrawContext): void {
  const at = s * TARGETS;
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
    let sum = 0;
    let r = 0;
    for (let i = 0; i < 9; i++) {
      prefixRank[i] = r;
      prefixSum[i] = sum;
      const c = counts[base + i];
      r += OFFSET[(i * 15 + sum) * 5 + c];
      sum += c;
    }
    if (sum >= 14) {
      // No room for a fifteenth tile in one suit (never happens in a 3n+1 hand).
      for (let i = 0; i < 9; i++) lowers[base + i] = 0;
      return;
    }
    const row = SUIT_IDS[r] * SUIT_VECTOR_COUNT;
    shiftedSuffix[9] = 0;
    for (let i = 8; i >= 0; i--)
      shiftedSuffix[i] = shiftedSuffix[i + 1] + OFFSET[(i * 15 + prefixSum[i] + 1) * 5 + counts[base + i]];
    for (let i = 0; i < 9; i++) {
      const c = counts[base + i];
      lowers[base + i] =
        c === 4
          ? 0
          : LOWER_SUITS[row + SUIT_IDS[prefixRank[i] + OFFSET[(i * 15 + prefixSum[i]) * 5 + c + 1] + shiftedSuffix[i + 1]]];
    }
    return;
  }
  const v = values;
  const size = s < 3 ? 9 : 7;
  for (let i = 0; i < size; i++) {
    const k = base + i;
    const c = counts[k];
    lowers[k] = 0;
    if (c >= ctx.caps![k]) continue;
    counts[k] = c + 1;
    suitTargets(counts, s, ctx.caps, capped, drawn, 0);
    counts[k] = c;
    let bits = 0;
    for (let t = 0; t < TARGETS; t++) if (drawn[t] < v[at + t]) bits |= 1 << t;
    lowers[k] = bits;
  }
}

/**
 * Shanten of a 3n+1 concealed hand; out[k] = 1 for each kind whose draw lowers it (a draw lowers
 * shanten by one at most, so the shanten after drawing k is the result minus out[k]). Kinds with no
 * copy free for the hand are never marked. counts is a private scratch array: changed and restored.
 *
 * A draw of kind k lowers the regular distance D exactly when, for some target t of k's suit s that
 * is optimal (d_s(t) + others_s(complement of t) = D), the draw lowers d_s(t): so a kind is effective
 * when the targets it lowers meet its suit's optimal targets, with no whole-hand re-evaluation.
 */
export function effectiveKinds(counts: Uint8Array, ctx: DrawContext, out: Uint8Array, changedSuits = 15): number {
  ensureTables();
  const { sets, caps, cappedBits, special } = ctx;
  const v = values;
  const changed = changedSuits;
  for (let s = 0; s < 4; s++)
    if (changed & (1 << s)) {
      suitTargets(counts, s, caps, ((cappedBits >> s) & 1) !== 0, v, s * TARGETS);
      if (special) suitCounts(counts, s);
    }
  lowersReady &= ~changed;
  // Only the combinations that involve a changed suit are redone.
  if (changed & 3) combine(v, 0, v, 10, v, 40); // m+p
  if (changed & 12) combine(v, 20, v, 30, v, 50); // s+z
  if (changed & 14) combine(v, 10, v, 50, v, 60); // all but m
  if (changed & 13) combine(v, 0, v, 50, v, 70); // all but p
  if (changed & 11) combine(v, 40, v, 30, v, 80); // all but s
  if (changed & 7) combine(v, 40, v, 20, v, 90); // all but z
  const distance = joinDistance(v, 40, v, 50, sets);
  const regular = distance - 1;
  out.fill(0);

  let chiitoitsu = 99;
  let kokushi = 99;
  let kinds = 0;
  let orphanPair = false;
  if (special) {
    kinds = stats[0] + stats[4] + stats[8] + stats[12];
    const pairs = stats[1] + stats[5] + stats[9] + stats[13];
    const orphanKinds = stats[2] + stats[6] + stats[10] + stats[14];
    orphanPair = stats[3] + stats[7] + stats[11] + stats[15] > 0;
    chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
    kokushi = 13 - orphanKinds - (orphanPair ? 1 : 0);
  }
  const current = Math.min(regular, chiitoitsu, kokushi);

  if (regular === current)
    for (let s = 0; s < 4; s++) {
      const at = s * TARGETS;
      const others = OTHERS[s];
      // Branch-free: on random hands these tests are unpredictable, and mispredictions cost more.
      let optimal = 0;
      for (let m = 0; m <= sets; m++) {
        const rest = others + 2 * (sets - m);
        optimal |= equal(v[at + 2 * m] + v[rest + 1], distance) << (2 * m);
        optimal |= equal(v[at + 2 * m + 1] + v[rest], distance) << (2 * m + 1);
      }
      if (optimal === 0) continue;
      if (!(lowersReady & (1 << s))) {
        suitLowers(counts, s, ctx);
        lowersReady |= 1 << s;
      }
      const base = s * 9;
      const size = s < 3 ? 9 : 7;
      for (let i = 0; i < size; i++) out[base + i] = ((lowers[base + i] & optimal) + 1023) >> 10; // 1 when any bit
    }

  if (chiitoitsu === current)
    for (let k = 0; k < 34; k++) {
      const c = counts[k];
      if ((c === 1 || (c === 0 && kinds < 7)) && c < (caps === null ? 4 : caps[k])) out[k] = 1;
    }
  if (kokushi === current)
    for (const k of TERMINALS_AND_HONORS) {
      const c = counts[k];
      if ((c === 0 || (c === 1 && !orphanPair)) && c < (caps === null ? 4 : caps[k])) out[k] = 1;
    }
  return current;
}

/** 1 when two small non-negative integers are equal, else 0, without a branch. */
function equal(x: number, y: number): number {
  return 1 ^ ((((x - y) | (y - x)) >>> 31) & 1);
}

/** The DrawContext of a hand's concealed part after a discard (3n+1 tiles). */
function drawContext(hand: Hand, form: Form, threePlayer: boolean): DrawContext {
  const caps = capsOf(hand, threePlayer);
  const n = concealedCount(hand);
  return {
    sets: Math.floor(n / 3),
    caps,
    cappedBits: cappedSuits(caps),
    special: form === 'standard' && isClosedFull(hand),
  };
}

/** Remaining copies of each kind: 4 - whole hand - seen (never below 0); none of 2m-8m in a three-player set. */
function remainingCounts(whole: Counts, seen: Counts | undefined, threePlayer: boolean): Int8Array {
  const rest = new Int8Array(34);
  for (let k = 0; k < 34; k++) rest[k] = Math.max(0, 4 - whole[k] - (seen ? seen[k] : 0));
  if (threePlayer) rest.fill(0, 1, 8);
  return rest;
}

/**
 * Per suit [m, p, s]: 1 when the suit's red five is still live (not in the hand, its melds or seenRed),
 * or null when the analysis was not told which red fives are visible (no red counts at all).
 */
function liveRedFives(hand: Hand, seenRed: ArrayLike<number> | undefined): Uint8Array | null {
  if (seenRed === undefined) return null;
  const live = new Uint8Array(3);
  for (let s = 0; s < 3; s++) {
    let visible = hand.red[s] + (seenRed[s] ?? 0);
    for (const meld of hand.melds) if (suitOf(meld.tiles[0]) === s) visible += meld.red;
    live[s] = visible === 0 ? 1 : 0;
  }
  return live;
}

/** Effective tiles (those with a copy left) of a 3n+1 hand, from effectiveKinds' marks. */
function effective(marked: Uint8Array, rest: Int8Array, live: Uint8Array | null): Ukeire {
  const tiles: number[] = [];
  let count = 0;
  for (let k = 0; k < 34; k++)
    if (marked[k] && rest[k] > 0) {
      tiles.push(k);
      count += rest[k];
    }
  if (live === null) return { tiles, count };
  // A five with a copy left is listed; its red copy is one of those left unless it is visible.
  let red = 0;
  for (let s = 0; s < 3; s++) if (live[s] && marked[FIVES[s]] && rest[FIVES[s]] > 0) red++;
  return { tiles, count, red };
}

/** docs/rules.md's row order: lower shanten, then larger count, then tile index. */
export function compareRows(a: DiscardRow, b: DiscardRow): number {
  return a.shanten - b.shanten || b.count - a.count || a.discard - b.discard;
}

/**
 * Discard rows for a 3n+2 hand: one per distinct concealed kind, sorted by docs/rules.md's order.
 * seenRed: red fives per suit among `seen`; given, each row also counts its live red fives.
 */
export function discardRows(
  hand: Hand,
  form: Form,
  seen?: Counts,
  threePlayer = false,
  seenRed?: ArrayLike<number>,
): DiscardRow[] {
  const rest = remainingCounts(handCounts(hand), seen, threePlayer);
  const live = liveRedFives(hand, seenRed);
  const counts = new Uint8Array(hand.tiles);
  const marked = new Uint8Array(34);
  const rows: DiscardRow[] = [];
  // The hand after a discard has 3n+1 concealed tiles: same melds, same sets to form, same closedness.
  const ctx = drawContext(hand, form, threePlayer);
  // Walking the discards in kind order, a call changes only the discard's suit and, when the suit
  // moves on, the suit left behind (restored to its full count).
  let previous = -1;
  for (let d = 0; d < 34; d++) {
    if (counts[d] === 0) continue;
    const suit = d < 27 ? (d / 9) | 0 : 3;
    const changed = previous < 0 ? 15 : (1 << suit) | (1 << previous);
    previous = suit;
    counts[d]--;
    const current = effectiveKinds(counts, ctx, marked, changed);
    counts[d]++;
    rows.push({ discard: d, shanten: current, ...effective(marked, rest, live) });
  }
  return rows.sort(compareRows);
}

/** Shanten in the selected form. */
function formValue(result: ReturnType<typeof shanten>, form: Form): number {
  return form === 'regular' ? result.regular : result.standard;
}

/** Tiles not visible: the set (136, or 108 without 2m-8m) minus the whole hand and everything seen. */
function wallLeft(whole: Counts, seen: Counts | undefined, threePlayer: boolean): number {
  let left = threePlayer ? 108 : 136;
  for (let k = 0; k < 34; k++) left -= whole[k] + (seen ? seen[k] : 0);
  return left;
}

/**
 * The full analysis of a hand (docs/rules.md): shanten, then discards (3n+2, with every decomposition when
 * complete) or effective tiles and waits (3n+1), and the tiles left in the wall model.
 */
export function analyze(hand: Hand, options: AnalyzeOptions = {}): Analysis {
  const form = options.form ?? 'standard';
  const threePlayer = options.players === 3;
  const result = shanten(hand, threePlayer);
  const value = formValue(result, form);
  const n = concealedCount(hand);
  const whole = handCounts(hand);
  const base = {
    form,
    tileCount: n + 3 * hand.melds.length,
    shanten: result,
    value,
    wallLeft: wallLeft(whole, options.seen, threePlayer),
  };
  const fits = (shape: { form: string }) => form === 'standard' || shape.form === 'regular';

  if (n % 3 === 2) {
    const discards = discardRows(hand, form, options.seen, threePlayer, options.seenRed);
    if (value !== -1) return { kind: 'discard', ...base, discards };
    return { kind: 'complete', ...base, decompositions: decompose(hand).filter(fits), discards };
  }

  const rest = remainingCounts(whole, options.seen, threePlayer);
  const live = liveRedFives(hand, options.seenRed);
  const marked = new Uint8Array(34);
  const current = effectiveKinds(new Uint8Array(hand.tiles), drawContext(hand, form, threePlayer), marked);
  const ukeire = effective(marked, rest, live);
  if (current !== 0) return { kind: 'draw', ...base, ukeire, waitShapes: [], deadTenpai: false };
  const shapes = waitShapes(hand).filter(fits);
  const waits: Wait[] = [];
  for (let k = 0; k < 34; k++) {
    if (!marked[k]) continue;
    const wait: Wait = { tile: k, count: rest[k], shapes: shapes.filter((w) => w.waits.includes(k)) };
    if (live !== null) {
      const s = FIVES.indexOf(k);
      wait.red = s >= 0 && live[s] && rest[k] > 0 ? 1 : 0;
    }
    waits.push(wait);
  }
  return { kind: 'draw', ...base, ukeire, waits, waitShapes: shapes, deadTenpai: waits.every((w) => w.count === 0) };
}

/**
 * analyze() for a position: remaining counts subtract everything the table shows, rows carry their live
 * red fives, and the analysis lists the dora the indicators point to.
 */
export function analyzePosition(position: Position, options: { form?: Form } = {}): Analysis {
  const { hand, table } = position;
  const analysis = analyze(hand, {
    form: options.form,
    seen: tableCounts(table),
    seenRed: tableRed(table),
    players: table.players,
  });
  return { ...analysis, dora: table.indicators.map((k) => doraOf(k, table.players)) };
}
