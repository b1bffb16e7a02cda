/**
 * Is a discard that raises the shanten (向聴戻し) worth it? (docs/rules.md#two-step-analysis.) Tile
 * counts cannot say: a row that raises the shanten counts the draws that bring it back to where the
 * other rows already are, and its next step measures a step the other rows have already taken, so
 * neither compares with the kept rows' figures. The probabilities can: with shanten-back on, every
 * discard's win probability and expected score at the turn shown are the same quantities under the
 * same model. A raising row is worth a step back when its win probability or its expected score is
 * higher than every row that keeps the shanten; the verdict names the figure that earns it and the kept
 * discard it beats. Without those figures (shanten-back off, or the search not done) no row is judged.
 */
import type { Tile } from '../engine/light.ts';

/** A discard's figures at the turn shown. */
export interface RowChance {
  win: number;
  ev: number;
}

/** One figure that earns the flag: the row's, the best kept row's, and that row's discard (mpsz). */
export interface StepBackFigure {
  mine: number;
  best: number;
  against: string;
}

/** Why a raising row is worth a step back: its win probability, its expected score, or both. */
export interface StepBack {
  win: StepBackFigure | null;
  ev: StepBackFigure | null;
}

/** Rounding noise the search's sums may leave between two equal figures. */
const EPSILON = 1e-12;

/**
 * The raising rows worth a step back, by discard kind. `rows` are the table's (each with the tile its
 * discard gives away and the shanten it leaves); `chanceOf(tile)` that discard's figures with its mpsz
 * code, or undefined when it has none.
 */
export function stepBackVerdicts(
  rows: readonly { discard: Tile; shanten: number }[],
  chanceOf: (discard: Tile) => (RowChance & { code: string }) | undefined,
): Map<number, StepBack> {
  const verdicts = new Map<number, StepBack>();
  if (rows.length === 0) return verdicts;
  const lowest = Math.min(...rows.map((r) => r.shanten));
  let bestWin: (RowChance & { code: string }) | null = null;
  let bestEv: (RowChance & { code: string }) | null = null;
  for (const row of rows) {
    if (row.shanten !== lowest) continue;
    const c = chanceOf(row.discard);
    // A kept row without figures: nothing can be said against it.
    if (!c) return verdicts;
    if (!bestWin || c.win > bestWin.win) bestWin = c;
    if (!bestEv || c.ev > bestEv.ev) bestEv = c;
  }
  if (!bestWin || !bestEv) return verdicts;
  for (const row of rows) {
    if (row.shanten === lowest) continue;
    const c = chanceOf(row.discard);
    if (!c) continue;
    const win = c.win > bestWin.win + EPSILON ? { mine: c.win, best: bestWin.win, against: bestWin.code } : null;
    const ev = c.ev > bestEv.ev * (1 + EPSILON) + EPSILON ? { mine: c.ev, best: bestEv.ev, against: bestEv.code } : null;
    if (win || ev) verdicts.set(row.discard.kind, { win, ev });
  }
  return verdicts;
}
