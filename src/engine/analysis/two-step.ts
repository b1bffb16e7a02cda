/**
 * Two-step analysis of a 3n+2 hand (docs/rules.md#two-step-analysis): for every discard, beyond the
 * count of tiles that lower the shanten, what the next step looks like. Discarding d leaves H, of
 * shanten s, effective tiles E and count U0 (against V: the whole hand, melds and seen tiles); r(t)
 * is the copies of t left. best(H + x, s') is the largest count over the discards of H + x that leave
 * shanten s', counted against V + x (the tile drawn is no longer in the wall; the first discard stays
 * visible). Then, per row:
 * - nextAverage (s >= 1): the average over draws e in E, weighted by r(e), of best(H + e, s - 1);
 * - improvements (s >= 0): the kinds t outside E with r(t) > 0 and best(H + t, s) > U0, and their copies;
 * - improvedAverage (s >= 0): the average over those draws t outside E of best(H + t, s) (U0 when the
 *   best exchange is to discard t again);
 * - goodShape (s = 1): the copies of e in E whose best tenpai waits on more than four live tiles (good)
 *   and the rest (bad).
 *
 * Algorithm: the definitions, run on the effective-tile kernel (effective.ts) with one workspace and one
 * scratch copy of the counts. Every edit of the counts marks its suit, and each effectiveKinds call
 * re-reads only the suits changed since the one before, so a call costs about one suit's table reads;
 * the effective kinds themselves are worked out only for hands at the shanten a row looks for. The
 * hand after discarding d, drawing t and discarding e is the same as after e, t, d, so each unordered
 * pair is evaluated once for both rows (tableOf): a 14-tile table is about 30 draws x 100 pairs.
 * The per-row arrays are allocated once per call; a nested call takes a workspace of its own.
 */
import { concealedCount } from '../core/hand.ts';
import { type DrawContext, drawContext, effectiveKinds } from './effective.ts';
import { compareRows, countRemaining } from './analyze.ts';
import { shanten } from '../shanten/shanten.ts';
import { type Workspace, acquireWorkspace, releaseWorkspace } from '../shanten/workspace.ts';
import { discardedTile } from '../core/discarded-tile.ts';
import type { Form, Hand, Position, Tile } from '../types.ts';

/** Options of twoStep(position, options) (docs/rules.md#two-step-analysis); the table gives what is seen and the players. */
export interface TwoStepOptions {
  /** Standard (the default) or regular. */
  form?: Form;
}

/** One discard of a 3n+2 hand, with its next step (see the module's comment for each figure). */
export interface TwoStepRow {
  /** The tile discarded, as DiscardRow's. */
  discard: Tile;
  /** Shanten after the discard, in the selected form. */
  shanten: number;
  /** Copies left of the tiles that lower it (Tenhou's count). */
  count: number;
  /** Average width of the next step after a draw that lowers the shanten; null at tenpai or with none left. */
  nextAverage: number | null;
  /** Draws that keep the shanten but widen it after the best exchange: kinds in tile order, and their copies. */
  improvements: { tiles: number[]; count: number };
  /** Average count after a draw that does not lower the shanten and the best exchange; null with none left. */
  improvedAverage: number | null;
  /** At 1-shanten: copies of the tiles that reach a tenpai on more than four live tiles (good) and the rest. */
  goodShape: { good: number; bad: number } | null;
  /**
   * The discard raises the shanten (向聴戻し). Whether it is worth it is not read off these figures, which
   * measure a step at another shanten than the rows that keep it: the page weighs it by win probability and
   * expected score (docs/rules.md#two-step-analysis).
   */
  shantenBack: boolean;
}

export interface TwoStep {
  form: Form;
  /** The hand's shanten in the selected form. */
  value: number;
  /** One row per distinct concealed kind, in the discard table's order; none for a 3n+1 hand. */
  rows: TwoStepRow[];
}

/** Scratch state of one call: the counts edited in place, the suits changed since the last kernel call. */
interface Scratch {
  w: Workspace;
  ctx: DrawContext;
  dirty: number;
}

const suitBit = (k: number) => 1 << (k < 27 ? (k / 9) | 0 : 3);

function edit(x: Scratch, k: number, delta: number): void {
  x.w.counts[k] += delta;
  x.dirty |= suitBit(k);
}

/** Shanten of the 3n+1 counts in x.w.counts; the effective kinds land in x.w.effective (only at `onlyAt` when given). */
function evaluate(x: Scratch, onlyAt = NaN): number {
  const s = effectiveKinds(x.w, x.w.counts, x.ctx, x.dirty, onlyAt);
  x.dirty = 0;
  return s;
}

/** Copies left (w.rest) of the effective kinds in w.effective. */
function liveCount(w: Workspace): number {
  const { effective, rest } = w;
  let count = 0;
  for (let s = 0; s < 4; s++) {
    let bits = effective[s];
    const base = s * 9;
    while (bits !== 0) {
      const i = 31 - Math.clz32(bits & -bits);
      count += rest[base + i];
      bits &= bits - 1;
    }
  }
  return count;
}

const NONE = -2; // a row that measures nothing for this draw

/**
 * The two-step table of a 3n+2 hand at its table (docs/rules.md#two-step-analysis): the remaining counts
 * subtract everything the table shows (seen tiles, indicators, nuki).
 */
export function twoStep(position: Position, options: TwoStepOptions = {}): TwoStep {
  const { hand, table } = position;
  const form = options.form ?? 'standard';
  const threePlayer = table.players === 3;
  const shantens = shanten(hand, threePlayer);
  const value = form === 'regular' ? shantens.regular : shantens.standard;
  if (concealedCount(hand) % 3 !== 2) return { form, value, rows: [] };
  const w = acquireWorkspace();
  try {
    countRemaining(w, hand, table);
    w.counts.set(hand.tiles);
    const rows = tableOf({ w, ctx: drawContext(hand, form, threePlayer), dirty: 15 }, hand);
    rows.sort(compareRows);
    flagShantenBack(rows);
    return { form, value, rows };
  } finally {
    releaseWorkspace(w);
  }
}

/**
 * The rows, unsorted. First each discard d's shanten s, effective kinds E and count. Then each draw t
 * with a copy left: the hand after discarding d and drawing t, then discarding e, is the hand plus t
 * less d and e, the same for (d, e) as for (e, d); so each pair {d, e} of the hand plus t is evaluated
 * once and serves both rows, which halves the work. A pair counts for row d when it leaves the row's
 * target shanten for t (s - 1 when t is in E, else s), and its count is taken against V + t.
 */
function tableOf(x: Scratch, hand: Hand): TwoStepRow[] {
  const { w } = x;
  const { counts, rest } = w;
  const held: number[] = [];
  const isHeld = new Uint8Array(34);
  for (let k = 0; k < 34; k++) {
    if (counts[k] === 0) continue;
    held.push(k);
    isHeld[k] = 1;
  }
  // Per row (by kind): shanten, effective masks, count, and the sums over draws.
  const shantenOf = new Int8Array(34);
  const maskOf = new Int32Array(34 * 4);
  const countOf = new Int16Array(34);
  const nextSum = new Float64Array(34),
    nextWeight = new Int16Array(34);
  const improvedSum = new Float64Array(34),
    improvedWeight = new Int16Array(34);
  const good = new Int16Array(34),
    bad = new Int16Array(34),
    improvementCount = new Int16Array(34);
  const improvements: number[][] = [];
  for (const d of held) {
    edit(x, d, -1);
    shantenOf[d] = evaluate(x);
    for (let s = 0; s < 4; s++) maskOf[d * 4 + s] = w.effective[s];
    countOf[d] = liveCount(w);
    edit(x, d, +1);
    improvements[d] = [];
  }

  const target = new Int8Array(34); // per row, for the current draw: the shanten its best discard must leave, or NONE
  const best = new Int16Array(34);
  const kinds: number[] = [];
  for (let t = 0; t < 34; t++) {
    const r = rest[t];
    if (r <= 0) continue;
    const suit = t < 27 ? (t / 9) | 0 : 3;
    const bit = 1 << (t % 9);
    for (const d of held) {
      const s = shantenOf[d];
      const effective = (maskOf[d * 4 + suit] & bit) !== 0;
      // A draw that completes a tenpai hand has no next step to measure.
      target[d] = effective ? (s === 0 ? NONE : s - 1) : s;
      best[d] = -1;
    }
    rest[t] = r - 1;
    edit(x, t, +1);
    kinds.length = 0;
    for (let k = 0; k < 34; k++) if (counts[k] > 0) kinds.push(k);
    for (let i = 0; i < kinds.length; i++) {
      const a = kinds[i];
      const ta = isHeld[a] ? target[a] : NONE;
      edit(x, a, -1);
      for (let j = i; j < kinds.length; j++) {
        const b = kinds[j];
        if (counts[b] === 0) continue;
        const tb = isHeld[b] ? target[b] : NONE;
        if (ta === NONE && tb === NONE) continue;
        edit(x, b, -1);
        // The effective kinds are needed only at a target: at one of them when only one row counts or both agree.
        const sh = evaluate(x, ta === tb || tb === NONE ? ta : ta === NONE ? tb : NaN);
        if (sh === ta || sh === tb) {
          const c = liveCount(w);
          if (sh === ta && c > best[a]) best[a] = c;
          if (sh === tb && c > best[b]) best[b] = c;
        }
        edit(x, b, +1);
      }
      edit(x, a, +1);
    }
    edit(x, t, -1);
    rest[t] = r;
    for (const d of held) {
      if (target[d] === NONE) continue;
      const b = best[d];
      if (target[d] < shantenOf[d]) {
        nextSum[d] += r * b;
        nextWeight[d] += r;
        if (shantenOf[d] === 1) {
          if (b > 4) good[d] += r;
          else bad[d] += r;
        }
      } else {
        improvedSum[d] += r * b;
        improvedWeight[d] += r;
        if (b > countOf[d]) {
          improvements[d].push(t);
          improvementCount[d] += r;
        }
      }
    }
  }
  return held.map((d) => {
    const s = shantenOf[d];
    return {
      discard: discardedTile(hand, d),
      shanten: s,
      count: countOf[d],
      nextAverage: s >= 1 && nextWeight[d] > 0 ? nextSum[d] / nextWeight[d] : null,
      improvements: { tiles: improvements[d], count: improvementCount[d] },
      improvedAverage: improvedWeight[d] > 0 ? improvedSum[d] / improvedWeight[d] : null,
      goodShape: s === 1 ? { good: good[d], bad: bad[d] } : null,
      shantenBack: false,
    };
  });
}

/** Marks the rows that raise the shanten above the lowest any discard leaves. */
function flagShantenBack(rows: TwoStepRow[]): void {
  if (rows.length === 0) return;
  const lowest = rows[0].shanten; // rows are sorted: lowest shanten first
  for (const row of rows) if (row.shanten !== lowest) row.shantenBack = true;
}
