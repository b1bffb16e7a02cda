/**
 * Everything the analysis page shows of one hand, as the page draws it: the analysis, Tenhou's text, the
 * discard rows in Tenhou's order, the copies left of each kind and Tenhou's shanten where it differs. The
 * page's worker answers it for each position asked and no selector reads the hand again; the command line
 * prints the same text (analysis/tenhou-text.ts).
 */
import { copiesLeft } from '../core/position.ts';
import { tenhouDiscardOrder } from '../core/tenhou-order.ts';
import { tenhouShanten } from '../shanten/tenhou-shanten.ts';
import type { DiscardRow, Form, Position } from '../types.ts';
import { analyze, type Analysis } from './analyze.ts';
import { tenhouTextLines } from './tenhou-text.ts';

/** What the page draws for one hand. */
export interface HandReport {
  /** Decompositions and wait shapes come as groups of tiles; the page writes them. */
  analysis: Analysis;
  /**
   * Tenhou's textarea text after its first line, byte for byte: its first line is the input as typed,
   * which the asker has and the report does not (the page's questions carry positions, not text), so
   * the text is `[input, ...tenhouLines].join('\n')` (formatTenhouText).
   */
  tenhouLines: string[];
  /**
   * The discard rows in Tenhou's order, the order of its text (ties by where the discarded kind is first
   * typed); absent for a hand of 3n+1 tiles.
   */
  tenhouRows?: DiscardRow[];
  /**
   * Copies of each kind left (docs/rules.md's remaining count: 4 less the whole hand, the discard included,
   * less everything seen): the count on each effective tile and wait.
   */
  tilesLeft: Uint8Array;
  /**
   * Tenhou's shanten in the selected form, given only where it is lower than the exact `analysis.value`:
   * the hand holds four of a kind, and Tenhou counts a wait on a fifth copy.
   */
  tenhouShanten?: number;
}

/** Options of handReport. */
export interface HandReportOptions {
  form: Form;
  /** Tenhou's own page: no table, and no red five counts as live (a real game's table counts them). */
  tenhouPage: boolean;
}

/** The report of one position in one form (HandReport). */
export function handReport(position: Position, options: HandReportOptions): HandReport {
  const { form, tenhouPage } = options;
  const analysis = analyze(position, tenhouPage ? { form, red: false } : { form });
  const { hand } = position;
  const tenhou = tenhouShanten(hand, form, analysis.shanten);
  return {
    analysis,
    tenhouLines: tenhouTextLines(hand, analysis),
    ...(analysis.kind === 'draw' ? {} : { tenhouRows: tenhouDiscardOrder(hand, analysis.discards) }),
    tilesLeft: copiesLeft(position),
    ...(tenhou !== null && tenhou < analysis.value ? { tenhouShanten: tenhou } : {}),
  };
}
