/**
 * An entry's probabilities in a call table (call-options.ts) or a kan table (kan-options.ts): what they are
 * computed with (the turn of the choice and the probabilities' options), and the figures an entry takes
 * from the probabilities' rows (probabilities.ts's rowsOf): one row's at a turn, for a hand that goes on
 * as it is, or the best of several rows, each figure maximised on its own, for a hand that discards next.
 */
import type { Tile } from '../types.ts';
import type { ProbabilityOptions } from '../probability/options.ts';
import type { ProbabilityRow } from '../probability/probabilities.ts';

/** What the probabilities of a call table are computed with: the turn the offer is made at, and the probabilities' options. */
export type CallProbabilitySettings = Omit<ProbabilityOptions, 'onProgress'> & {
  /** The turn of the offer, 1-17: passing leaves 18 - turn draws to come; a call takes the place of the next one. */
  turn: number;
};

/**
 * An entry's probabilities at the turn asked: tenpai by the last draw, a win by tsumo, and the expected
 * score (docs/rules.md#call-or-pass), each the best the entry allows, maximised on its own.
 */
export interface EntryProbabilities {
  turn: number;
  tenpai: number;
  win: number;
  ev: number;
  /** A chi or a pon: the allowed discard that gives each figure (the first in the discards' order among equals). */
  by?: { tenpai: Tile; win: Tile; ev: Tile };
}

/** A row's figures at turn index `index` (turn index + 1), as the entry of turn `turn`. */
export function entryAt(row: ProbabilityRow, turn: number, index: number): EntryProbabilities {
  return { turn, tenpai: row.tenpai[index]!, win: row.win[index]!, ev: row.ev[index]! };
}

/** The best of the rows at turn index `index`, each figure on its own, with the first row giving it. */
export function bestEntry(rows: ProbabilityRow[], turn: number, index: number): EntryProbabilities {
  const pick = (metric: 'tenpai' | 'win' | 'ev') => rows.reduce((a, b) => (b[metric][index]! > a[metric][index]! ? b : a));
  const tenpai = pick('tenpai');
  const win = pick('win');
  const ev = pick('ev');
  return {
    turn,
    tenpai: tenpai.tenpai[index]!,
    win: win.win[index]!,
    ev: ev.ev[index]!,
    by: { tenpai: tenpai.discard, win: win.discard, ev: ev.discard },
  };
}
