/**
 * A call decision's figures (docs/game-logs.md#the-review): of its call table, the entry the seat chose
 * (passing, or its call and meld) against the best entry by the chance to win and by the expected score at
 * the turn, and what the choice cost by each. Computed here, once, so the command line and the page say the
 * same of every call.
 */
import type { CallEntry, CallTable } from '../analysis/call-options.ts';
import type { Meld } from '../types.ts';
import type { Figures } from './figures.ts';

/** What a seat did with an offered tile: passed, or the meld it made (its tiles as shown, the called one included). */
export type CallChoice = 'pass' | { call: 'chi' | 'pon' | 'kan'; meld: Meld };

/** A call's figures by one measure: the chosen entry's and the best one's, and the loss (best minus chosen, never below 0). */
export interface CallMeasured {
  chosen: { choice: CallChoice; value: number };
  best: { choice: CallChoice; value: number };
  loss: number;
}

/** The chance to win and the expected score at the turn of the chosen entry against the best. */
export interface CallProbabilities {
  /** The turn the entries' figures are read at. */
  turn: number;
  win: CallMeasured;
  ev: CallMeasured;
}

const choiceOf = (e: CallEntry): CallChoice => (e.call === 'pass' ? 'pass' : { call: e.call, meld: e.meld });

/**
 * The entry of `table` the seat chose: passing, or the call with the same meld (the same kinds and red fives);
 * failing that the same kinds, then the first entry of its call.
 */
export function chosenEntry(table: CallTable, chosen: CallChoice): CallEntry | undefined {
  const { calls } = table;
  if (chosen === 'pass') return calls.find((e) => e.call === 'pass');
  const { call, meld } = chosen;
  const same = (e: CallEntry) => e.call === call && e.meld.tiles.join(',') === meld.tiles.join(',');
  return (
    calls.find((e) => same(e) && e.call !== 'pass' && e.meld.red === meld.red) ?? calls.find(same) ?? calls.find((e) => e.call === call)
  );
}

/** The entry with the highest figure by `metric` among those with figures (the first of tied ones), if any. */
export function bestEntry(table: CallTable, metric: 'win' | 'ev'): CallEntry | undefined {
  let best: CallEntry | undefined;
  for (const e of table.calls) if (e.probabilities && (!best || e.probabilities[metric] > best.probabilities![metric])) best = e;
  return best;
}

/** The chosen entry against the best by each measure; null when the chosen entry has no figures (not searched, or its search failed). */
export function callProbabilities(table: CallTable, chosen: CallChoice): CallProbabilities | null {
  const entry = chosenEntry(table, chosen);
  return entry ? measuredAt(table, entry) : null;
}

/**
 * A call decision's figures once its table's were searched: measured, or failed with the chosen entry's
 * own error; null when the chosen entry has neither (no figures were asked).
 */
export function callFigures(table: CallTable, chosen: CallChoice): Figures<CallProbabilities, never> | null {
  const entry = chosenEntry(table, chosen);
  if (!entry) return null;
  const value = measuredAt(table, entry);
  if (value) return { kind: 'measured', value };
  return entry.probabilityError ? { kind: 'failed', error: entry.probabilityError } : null;
}

/** `entry` of `table` against the best by each measure; null when it has no figures. */
function measuredAt(table: CallTable, entry: CallEntry): CallProbabilities | null {
  const own = entry.probabilities;
  if (!own) return null;
  const measured = (metric: 'win' | 'ev'): CallMeasured => {
    const best = bestEntry(table, metric)!;
    const value = best.probabilities![metric];
    return {
      chosen: { choice: choiceOf(entry), value: own[metric] },
      best: { choice: choiceOf(best), value },
      loss: Math.max(0, value - own[metric]),
    };
  };
  return { turn: own.turn, win: measured('win'), ev: measured('ev') };
}
