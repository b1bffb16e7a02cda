/**
 * Discard and effective-tile tables (DOMAIN.md), exact and fast.
 *
 * Effective tiles are derived per suit: for a 3n+1 hand the four suits' table values are combined
 * once into "everything but suit s" (O_s, six min-plus combinations); a draw of kind k changes only
 * its own suit, so its new distance is one table lookup joined with O_s: ten additions instead of a
 * whole-hand evaluation per draw. Chiitoitsu and kokushi are updated from running counts. A 14-tile
 * discard table is at most 14 such passes. Remaining counts follow DOMAIN.md: 4 minus every copy in
 * the whole hand (the discarded tile included, meld tiles included) minus the copies seen elsewhere.
 */
import { TARGETS, ensureTables } from './suit-tables.ts';
import {
  type Caps,
  capsOf,
  cappedSuits,
  chiitoitsuShanten,
  combine,
  joinDistance,
  kokushiShanten,
  shanten,
  suitTargets,
} from './shanten.ts';
import { concealedCount, handCounts, isClosedFull } from './hand.ts';
import { decompose, formatDecomposition, formatWaitShape, waitShapes } from './decompose.ts';
import { isTerminalOrHonor } from './tiles.ts';
import type { Analysis, AnalyzeOptions, Counts, DiscardRow, Form, Hand, Wait } from './types.ts';

/** Shanten after a draw that is impossible (no copy of the kind left for the hand). */
export const NO_DRAW = 99;

/** What drawShanten needs to know about a hand besides its concealed counts. */
export interface DrawContext {
  sets: number;
  caps: Caps | null;
  cappedBits: number;
  /** Chiitoitsu and kokushi count (standard form, closed 13/14-tile hand). */
  special: boolean;
}

const values = new Uint8Array(10 * TARGETS);
const drawn = new Uint8Array(TARGETS);
const O = [60, 70, 80, 90]; // offsets of "all suits but s" in `values`

/**
 * Shanten of a 3n+1 concealed hand and, in out[k], its shanten after drawing kind k (NO_DRAW when no
 * copy can be drawn). counts is a private scratch array: it is changed and restored.
 */
export function drawShanten(counts: Uint8Array, ctx: DrawContext, out: Int8Array): number {
  ensureTables();
  const { sets, caps, cappedBits, special } = ctx;
  const v = values;
  for (let s = 0; s < 4; s++) suitTargets(counts, s, caps, ((cappedBits >> s) & 1) !== 0, v, s * TARGETS);
  combine(v, 0, v, 10, v, 40); // m+p
  combine(v, 20, v, 30, v, 50); // s+z
  combine(v, 10, v, 50, v, 60); // all but m
  combine(v, 0, v, 50, v, 70); // all but p
  combine(v, 40, v, 30, v, 80); // all but s
  combine(v, 40, v, 20, v, 90); // all but z
  const regular = joinDistance(v, 40, v, 50, sets) - 1;

  let pairs = 0;
  let kinds = 0;
  let orphanKinds = 0;
  let orphanPair = 0;
  let current = regular;
  if (special) {
    const chiitoitsu = chiitoitsuShanten(counts);
    const kokushi = kokushiShanten(counts);
    for (let k = 0; k < 34; k++) {
      const c = counts[k];
      if (c > 0) {
        kinds++;
        if (c > 1) pairs++;
        if (isTerminalOrHonor(k)) {
          orphanKinds++;
          if (c > 1) orphanPair = 1;
        }
      }
    }
    current = Math.min(regular, chiitoitsu, kokushi);
  }

  for (let k = 0; k < 34; k++) {
    const c = counts[k];
    if (c >= (caps === null ? 4 : caps[k])) {
      out[k] = NO_DRAW;
      continue;
    }
    const s = k < 27 ? (k / 9) | 0 : 3;
    counts[k] = c + 1;
    suitTargets(counts, s, caps, ((cappedBits >> s) & 1) !== 0, drawn, 0);
    counts[k] = c;
    let after = joinDistance(drawn, 0, v, O[s], sets) - 1;
    if (special) {
      const p = pairs + (c === 1 ? 1 : 0);
      const n = kinds + (c === 0 ? 1 : 0);
      const chiitoitsu = 6 - p + (n < 7 ? 7 - n : 0);
      let kokushi = 13 - orphanKinds - orphanPair;
      if (isTerminalOrHonor(k)) kokushi = 13 - (orphanKinds + (c === 0 ? 1 : 0)) - (orphanPair || (c === 1 ? 1 : 0));
      if (chiitoitsu < after) after = chiitoitsu;
      if (kokushi < after) after = kokushi;
    }
    out[k] = after;
  }
  return current;
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

/** Remaining copies of each kind: 4 - whole hand - seen (never below 0). */
function remainingCounts(whole: Counts, seen: Counts | undefined): Int8Array {
  const rest = new Int8Array(34);
  for (let k = 0; k < 34; k++) rest[k] = Math.max(0, 4 - whole[k] - (seen ? seen[k] : 0));
  return rest;
}

/** Effective tiles (those with a copy left) of a 3n+1 hand whose draw shanten are in `after`. */
function effective(after: Int8Array, current: number, rest: Int8Array): { tiles: number[]; count: number } {
  const tiles: number[] = [];
  let count = 0;
  for (let k = 0; k < 34; k++)
    if (after[k] < current && rest[k] > 0) {
      tiles.push(k);
      count += rest[k];
    }
  return { tiles, count };
}

/** DOMAIN.md's row order: lower shanten, then larger count, then tile index. */
export function compareRows(a: DiscardRow, b: DiscardRow): number {
  return a.shanten - b.shanten || b.count - a.count || a.discard - b.discard;
}

/** Discard rows for a 3n+2 hand: one per distinct concealed kind, sorted by DOMAIN.md's order. */
export function discardRows(hand: Hand, form: Form, seen?: Counts, threePlayer = false): DiscardRow[] {
  const rest = remainingCounts(handCounts(hand), seen);
  const counts = new Uint8Array(hand.tiles);
  const after = new Int8Array(34);
  const rows: DiscardRow[] = [];
  // The hand after a discard has 3n+1 concealed tiles: same melds, same sets to form, same closedness.
  const ctx = drawContext(hand, form, threePlayer);
  for (let d = 0; d < 34; d++) {
    if (counts[d] === 0) continue;
    counts[d]--;
    const current = drawShanten(counts, ctx, after);
    counts[d]++;
    const { tiles, count } = effective(after, current, rest);
    rows.push({ discard: d, shanten: current, tiles, count });
  }
  return rows.sort(compareRows);
}

/** Shanten in the selected form. */
function formValue(result: ReturnType<typeof shanten>, form: Form): number {
  return form === 'regular' ? result.regular : result.standard;
}

/** The full analysis of a hand (DOMAIN.md): shanten, then discards (3n+2) or effective tiles and waits (3n+1). */
export function analyze(hand: Hand, options: AnalyzeOptions = {}): Analysis {
  const form = options.form ?? 'standard';
  const threePlayer = options.players === 3;
  const result = shanten(hand, threePlayer);
  const value = formValue(result, form);
  const n = concealedCount(hand);
  const tileCount = n + 3 * hand.melds.length;
  const analysis: Analysis = { form, tileCount, shanten: result, value, agari: false };

  if (n % 3 === 2) {
    analysis.discards = discardRows(hand, form, options.seen, threePlayer);
    if (value === -1) {
      analysis.agari = true;
      analysis.decompositions = decompose(hand)
        .filter((d) => form === 'standard' || d.form === 'regular')
        .map(formatDecomposition);
    }
    return analysis;
  }

  const rest = remainingCounts(handCounts(hand), options.seen);
  const after = new Int8Array(34);
  const current = drawShanten(new Uint8Array(hand.tiles), drawContext(hand, form, threePlayer), after);
  analysis.ukeire = effective(after, current, rest);
  if (current === 0) {
    const shapes = waitShapes(hand).filter((w) => form === 'standard' || w.form === 'regular');
    const waits: Wait[] = [];
    for (let k = 0; k < 34; k++) {
      if (after[k] !== -1) continue;
      waits.push({
        tile: k,
        count: rest[k],
        decompositions: shapes.filter((w) => w.waits.includes(k)).map(formatWaitShape),
      });
    }
    analysis.waits = waits;
  }
  return analysis;
}
