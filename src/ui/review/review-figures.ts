/**
 * The review page's sums, read from the worker's decisions (nothing here computes a hand): each
 * decision's losses by measure, whether it passes the loss filter, each kyoku's figures, the game's
 * summary by kind of decision. Every loss is the engine's own (review.ts, and call-figures.ts for a
 * call: the best entry's chance to win and expected score less the chosen one's), so the page and
 * `pairi review` say the same of each decision.
 */
import { measured, type Decision, type DiscardDecision } from '../../engine/light.ts';
import type { KyokuReview, ReviewAt, ReviewFilter } from '../../store/review-slice.ts';

/** A decision's losses: tiles by Tenhou's count (Infinity when the shanten went back), win and points at the turn, riichi or dama. */
export interface Losses {
  tiles: number | null;
  win: number | null;
  ev: number | null;
  riichi: number | null;
}

/** Below this a difference of probabilities is rounding, not a loss. */
const EPSILON = 1e-9;

/** A discard made in riichi: the hand could not change, so it is no choice and costs nothing. */
export function isForced(d: Decision): boolean {
  return d.kind === 'discard' && d.riichi;
}

const NO_LOSS: Losses = { tiles: null, win: null, ev: null, riichi: null };

/** What a decision cost, by each measure it has (none for a discard in riichi, which was forced). */
export function lossesOf(d: Decision): Losses {
  if (isForced(d)) return NO_LOSS;
  if (d.kind === 'discard') {
    const p = measured(d.probabilities);
    return {
      tiles: d.count.loss,
      win: p ? p.win.loss : null,
      ev: p ? p.ev.loss : null,
      riichi: p?.riichiChoice ? p.riichiChoice.loss : null,
    };
  }
  const p = measured(d.probabilities);
  return { tiles: null, win: p ? p.win.loss : null, ev: p ? p.ev.loss : null, riichi: null };
}

/** Whether a decision is a best one: no loss by any measure it has. */
export function isBest(d: Decision): boolean {
  return isBestBy(lossesOf(d));
}

/** Whether losses are a best decision's: none by any measure. */
function isBestBy(l: Losses): boolean {
  return !(l.tiles !== null && l.tiles > 0) && !((l.win ?? 0) > EPSILON) && !((l.ev ?? 0) > 0.5) && !((l.riichi ?? 0) > 0.5);
}

/** Whether the stepper's filter keeps `d`: all, any loss, at least 2 tiles (or the shanten back), at least 1% of win. */
export function passes(d: Decision, filter: ReviewFilter): boolean {
  const l = lossesOf(d);
  switch (filter) {
    case 'all':
      return true;
    case 'loss':
      return !isBest(d);
    case 'tiles2':
      return l.tiles !== null && l.tiles >= 2;
    case 'win1':
      return l.win !== null && l.win >= 0.01 - EPSILON;
  }
}

/** Every decision reviewed so far, in the order of the log, with where it stands. */
export function decisionsOf(kyoku: readonly KyokuReview[]): { at: ReviewAt; decision: Decision }[] {
  const out: { at: ReviewAt; decision: Decision }[] = [];
  kyoku.forEach((k, i) => {
    if (k.kind === 'reviewed') k.decisions.forEach((decision, index) => out.push({ at: { kyoku: i, index }, decision }));
  });
  return out;
}

/** The decision at `at`, when it is reviewed. */
export function decisionAt(kyoku: readonly KyokuReview[], at: ReviewAt | null): Decision | null {
  if (!at) return null;
  const k = kyoku[at.kyoku];
  return k?.kind === 'reviewed' ? (k.decisions[at.index] ?? null) : null;
}

/** One kind of decision summed: how many, how many were a best one, and the losses summed. */
export interface KindSum {
  count: number;
  best: number;
  /** Tiles lost by Tenhou's count (the finite losses). */
  tiles: number;
  /** Decisions that put the shanten back. */
  back: number;
  win: number;
  ev: number;
}

const EMPTY_SUM: KindSum = { count: 0, best: 0, tiles: 0, back: 0, win: 0, ev: 0 };

/** The sum of `decisions` by `losses` (lossesOf by default), the forced discards (in riichi) left out: they were no choice. */
export function sumOf(decisions: readonly Decision[], losses: (d: Decision) => Losses = lossesOf): KindSum {
  return decisions
    .filter((d) => !isForced(d))
    .reduce((s, d) => {
      const l = losses(d);
      const tiles = l.tiles ?? 0;
      return {
        count: s.count + 1,
        best: s.best + (isBestBy(l) ? 1 : 0),
        tiles: s.tiles + (Number.isFinite(tiles) ? tiles : 0),
        back: s.back + (Number.isFinite(tiles) ? 0 : 1),
        win: s.win + (l.win ?? 0),
        ev: s.ev + (l.ev ?? 0) + (l.riichi ?? 0),
      };
    }, EMPTY_SUM);
}

/** The game's summary by kind: discards, riichi or dama, calls offered. */
export function summaryOf(decisions: readonly Decision[]): { discards: KindSum; riichi: KindSum; calls: KindSum } {
  const discards = decisions.filter((d): d is DiscardDecision => d.kind === 'discard' && !d.riichi);
  // Riichi or dama is its own kind: the discards' sums leave its loss out.
  const riichi = discards.flatMap((d) => measured(d.probabilities)?.riichiChoice ?? []);
  return {
    discards: sumOf(discards, (d) => ({ ...lossesOf(d), riichi: null })),
    riichi: {
      ...EMPTY_SUM,
      count: riichi.length,
      best: riichi.filter((c) => c.loss <= 0.5).length,
      ev: riichi.reduce((s, c) => s + c.loss, 0),
    },
    calls: sumOf(decisions.filter((d) => d.kind === 'call')),
  };
}

/** The next decision after `from` (or before, with `step` -1) that the filter keeps; null at the end. */
export function stepFrom(
  list: readonly { at: ReviewAt; decision: Decision }[],
  from: ReviewAt | null,
  step: 1 | -1,
  filter: ReviewFilter,
): ReviewAt | null {
  const here = from ? list.findIndex((x) => x.at.kyoku === from.kyoku && x.at.index === from.index) : -1;
  for (let i = here + step; i >= 0 && i < list.length; i += step) if (passes(list[i]!.decision, filter)) return list[i]!.at;
  return null;
}
