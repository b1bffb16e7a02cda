/**
 * The kan table's rows as the page orders them, and its one-line answer (docs/rules.md#call-or-pass, a
 * kan on your own turn): not declaring and each kan, best first by the figure chosen once the figures
 * are in (the engine's order, not declaring first, among equals and before they come; an entry without
 * figures last); each kan with the shanten and live effective tiles of the hand after it, before its
 * replacement draw.
 */
import type { EntryProbabilities, KanEntry, KanTable, NoKanEntry, ProbabilityError } from '../../engine/light.ts';
import type { CallMetric } from '../../address/call-query.ts';

export interface KanRow {
  entry: NoKanEntry | KanEntry;
  /** A kan: the shanten and live effective tiles of the 13-tile hand after it. */
  shanten: number | null;
  count: number | null;
  figures: EntryProbabilities | null;
  /** Why this entry has no figures (its search outgrew the memory budget, ...). */
  figuresError: ProbabilityError | null;
}

function rowOf(entry: NoKanEntry | KanEntry): KanRow {
  const figures = entry.probabilities ?? null;
  const figuresError = entry.probabilityError ?? null;
  if (entry.kan === 'none') return { entry, shanten: null, count: null, figures, figuresError };
  return { entry, shanten: entry.after.value, count: entry.after.effective.count, figures, figuresError };
}

/** Whether the figures are in: every entry has its figures, or says why it has none. */
export function hasKanFigures(table: KanTable): boolean {
  return table.kans.every((k) => k.probabilities !== undefined || k.probabilityError !== undefined);
}

/** The rows, best first by `metric` once the figures are in (ties keep the engine's order); else in the engine's order. */
export function kanRows(table: KanTable, metric: CallMetric): KanRow[] {
  const rows = table.kans.map(rowOf);
  if (!hasKanFigures(table)) return rows;
  const value = (row: KanRow) => (row.figures ? row.figures[metric] : -Infinity);
  return rows
    .map((row, i) => [row, i] as const)
    .sort(([a, i], [b, j]) => (value(a) === value(b) ? i - j : value(b) - value(a)))
    .map(([row]) => row);
}

/**
 * The answer: no kan to declare, the figures still to come, no figures to compare (not declaring's, or
 * every kan's, could not be had), or the best kan against not declaring (or not declaring against the
 * best kan).
 */
export type KanVerdict =
  | { kind: 'no-kan' }
  | { kind: 'working' }
  | { kind: 'no-figures'; error: ProbabilityError }
  | { kind: 'kan'; best: KanRow & { entry: KanEntry }; none: KanRow }
  | { kind: 'none'; none: KanRow; kan: KanRow & { entry: KanEntry } };

const isKan = (row: KanRow): row is KanRow & { entry: KanEntry } => row.entry.kan !== 'none';

/** The one-line answer of ordered rows. */
export function kanVerdict(rows: readonly KanRow[]): KanVerdict {
  if (rows.length <= 1) return { kind: 'no-kan' };
  if (rows.some((r) => r.figures === null && r.figuresError === null)) return { kind: 'working' };
  const none = rows.find((r) => r.entry.kan === 'none')!;
  const kans = rows.filter((r): r is KanRow & { entry: KanEntry } => isKan(r) && r.figures !== null);
  if (!none.figures) return { kind: 'no-figures', error: none.figuresError! };
  if (kans.length === 0) return { kind: 'no-figures', error: rows.find((r) => r.figuresError)!.figuresError! };
  const best = rows[0]!;
  if (isKan(best)) return { kind: 'kan', best, none };
  return { kind: 'none', none, kan: kans[0]! };
}
