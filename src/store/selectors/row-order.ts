/**
 * The order of the discard table's rows: Tenhou's, or by one of the figures beside them (the next
 * step, the good-shape rate, the win probability, the expected score, the safety). Pure functions of
 * the rows and their figures, for the table's view and the store's tests.
 */
import { tileCode } from '../../engine/light.ts';
import type { DiscardRow, ProbabilityRow, TwoStepRow } from '../../engine/light.ts';
import type { RowSort } from '../../address/location.ts';
import type { TileSafety } from './game.ts';

/** A discard's tenpai and win probability and expected score at one turn, and whether it wins for want of a yaku (役なし). */
export interface TurnFigures {
  tenpai: number;
  win: number;
  ev: number;
  noYaku: boolean;
}

/** Each discard's figures at `turn` (1-18), by the discarded tile's code (`0p` the red five: the engine names the copy). */
export function figuresAt(rows: readonly ProbabilityRow[], turn: number): Map<string, TurnFigures> {
  const k = turn - 1;
  return new Map(
    rows.map((r) => [
      tileCode(r.discard.kind, r.discard.red),
      { tenpai: r.tenpai[k]!, win: r.win[k]!, ev: r.ev[k]!, noYaku: r.noYaku?.[k] ?? false },
    ]),
  );
}

/** The good-shape rate of a row (0-1), or -1 where it has none (not 1-shanten, or no copy left). */
export function goodShapeRate(row: TwoStepRow | undefined): number {
  const g = row?.goodShape;
  return g && g.good + g.bad > 0 ? g.good / (g.good + g.bad) : -1;
}

/**
 * Rows in the order chosen: Tenhou's as given ('count'); by the next step's average, the good-shape
 * rate, the win probability or the expected score at the turn shown, highest first; or by the safety
 * rank against the riichi players (the worst of them), safest first. Ties (and rows without the figure:
 * a row that raises the shanten with shanten-back off) keep Tenhou's order, after the rows with it.
 * Without the figures yet (the second step or the probabilities computing, no riichi on the table),
 * Tenhou's order. `figures` are the probabilities' at the turn shown, by the discarded tile's code.
 */
export function orderRows(
  rows: DiscardRow[],
  steps: ReadonlyMap<number, TwoStepRow> | null,
  sort: RowSort,
  safety: ((kind: number) => TileSafety) | null,
  figures: ReadonlyMap<string, { win: number; ev: number }> | null = null,
): DiscardRow[] {
  let key: (row: DiscardRow) => number;
  switch (sort) {
    case 'count':
      return rows;
    case 'win':
    case 'ev':
      if (!figures) return rows;
      key = (row) => figures.get(tileCode(row.discard.kind, row.discard.red))?.[sort] ?? -Infinity;
      break;
    case 'safety':
      if (!safety) return rows;
      key = (row) => -safety(row.discard.kind).rank; // lower is safer: first
      break;
    case 'next':
      if (!steps) return rows;
      key = (row) => steps.get(row.discard.kind)?.nextAverage ?? -1;
      break;
    case 'good':
      if (!steps) return rows;
      key = (row) => goodShapeRate(steps.get(row.discard.kind));
      break;
  }
  return rows
    .map((row, i) => ({ row, i, k: key(row) }))
    .sort((a, b) => (a.k === b.k ? a.i - b.i : b.k - a.k))
    .map((x) => x.row);
}
