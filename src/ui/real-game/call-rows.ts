/**
 * The call table's rows as the page orders them, and its one-line answer (docs/rules.md#call-or-pass):
 * pass and each call, best first by the figure chosen once the figures are in (the engine's order,
 * passing first, among equals and before they come); each call with the discard that gives that figure
 * (the engine's `by`, else its best row) and that discard's shanten and live effective tiles.
 */
import type { CallDiscardRow, CallEntry, CallTable, EntryProbabilities, ProbabilityError } from '../../engine/light.ts';
import type { CallMetric } from '../../address/call-query.ts';

export interface CallRow {
  entry: CallEntry;
  /** A chi or a pon: the discard shown after it. */
  discard: CallDiscardRow | null;
  /** A call: the shanten and live effective tiles after it (after its discard, or before a kan's replacement draw). */
  shanten: number | null;
  count: number | null;
  figures: EntryProbabilities | null;
  /** Why this entry has no figures (its search outgrew the memory budget, ...). */
  figuresError: ProbabilityError | null;
  /** The open hand cannot win: no yaku possible, or chances of tenpai but none to win for want of one. */
  noYaku: boolean;
}

/** The discard giving `metric` after a chi or a pon: the engine's, else its best row. */
function discardOf(entry: Extract<CallEntry, { discards: unknown }>, metric: CallMetric): CallDiscardRow {
  const by = entry.probabilities?.by?.[metric];
  if (!by) return entry.best;
  return (
    entry.discards.find((r) => r.discard.kind === by.kind && r.discard.red === by.red) ??
    entry.discards.find((r) => r.discard.kind === by.kind) ??
    entry.best
  );
}

/** One entry as a row. */
function rowOf(entry: CallEntry, metric: CallMetric): CallRow {
  const figures = entry.probabilities ?? null;
  const figuresError = entry.probabilityError ?? null;
  if (entry.call === 'pass') return { entry, discard: null, shanten: null, count: null, figures, figuresError, noYaku: false };
  const noYaku = entry.noYaku || (!!figures && !entry.meldYaku && figures.win === 0 && figures.tenpai > 0);
  if (entry.call === 'kan')
    return { entry, discard: null, shanten: entry.after.value, count: entry.after.effective.count, figures, figuresError, noYaku };
  const discard = discardOf(entry, metric);
  return { entry, discard, shanten: discard.shanten, count: discard.count, figures, figuresError, noYaku };
}

/** Whether the figures are in: every entry has its figures, or says why it has none. */
export function hasFigures(table: CallTable): boolean {
  return table.calls.every((c) => c.probabilities !== undefined || c.probabilityError !== undefined);
}

/**
 * The rows, best first by `metric` once the figures are in (ties keep the engine's order; an entry without
 * figures last); else in the engine's order.
 */
export function callRows(table: CallTable, metric: CallMetric): CallRow[] {
  const rows = table.calls.map((entry) => rowOf(entry, metric));
  if (!hasFigures(table)) return rows;
  const value = (row: CallRow) => (row.figures ? row.figures[metric] : -Infinity);
  return rows
    .map((row, i) => [row, i] as const)
    .sort(([a, i], [b, j]) => (value(a) === value(b) ? i - j : value(b) - value(a)))
    .map(([row]) => row);
}

/**
 * The answer: no call possible, the figures still to come, no figures to compare (passing's, or every
 * call's, could not be had), or the best choice against passing (or passing against the best call).
 */
export type CallVerdict =
  | { kind: 'no-call' }
  | { kind: 'working' }
  | { kind: 'no-figures'; error: ProbabilityError }
  | { kind: 'call'; best: CallRow; pass: CallRow }
  | { kind: 'pass'; pass: CallRow; call: CallRow };

/** The one-line answer of ordered rows. */
export function callVerdict(rows: readonly CallRow[]): CallVerdict {
  if (rows.length <= 1) return { kind: 'no-call' };
  if (rows.some((r) => r.figures === null && r.figuresError === null)) return { kind: 'working' };
  const pass = rows.find((r) => r.entry.call === 'pass')!;
  const calls = rows.filter((r) => r.entry.call !== 'pass' && r.figures !== null);
  if (!pass.figures) return { kind: 'no-figures', error: pass.figuresError! };
  if (calls.length === 0) return { kind: 'no-figures', error: rows.find((r) => r.figuresError)!.figuresError! };
  const best = rows[0]!;
  if (best.entry.call !== 'pass') return { kind: 'call', best, pass };
  return { kind: 'pass', pass, call: calls[0]! };
}
