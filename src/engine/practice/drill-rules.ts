/**
 * The discard drill's data: its constants and the shapes of its state, apart from the game itself
 * (drill.ts), so the page's main thread can name them without loading the analysis.
 */
import type { DiscardRow } from '../types.ts';

/** Tiles dealt at the start: 13 plus the first draw. */
export const DRILL_DEAL = 14;
/** Draws after the deal before the drill ends without a complete hand. */
export const DRILL_DRAWS = 18;

/** One physical tile: its kind, and whether it is the red five. */
export interface DrillTile {
  kind: number;
  red: boolean;
}

/** One discard and how it compared. */
export interface DrillTurn {
  /** The 14 tiles before the discard, canonical notation (red fives as 0). */
  hand: string;
  discard: DrillTile;
  /** Every distinct discard of the 14 tiles in docs/rules.md's order (the full table). */
  rows: DiscardRow[];
  /** rows[0]: the lowest shanten after the discard, then the largest count. */
  best: DiscardRow;
  /** The row of the discard made. */
  chosen: DiscardRow;
  /** Same shanten and count as the best. */
  matched: boolean;
  /** Effective tiles given up against the best discard (module comment). */
  lost: number;
  /** The tile drawn after the discard. */
  drawn: DrillTile;
}

export interface DrillTotals {
  discards: number;
  /** Discards that matched the best. */
  matched: number;
  /** Σ lost over the discards. */
  tilesLost: number;
  /** First turn whose discard left a tenpai hand; null if none yet. */
  turnsToTenpai: number | null;
  /** Turn whose draw completed the hand; null if none. */
  turnsToAgari: number | null;
}

export interface DrillState {
  seed: number;
  /** The hand apart from `drawn`, sorted (canonical order, a red five just before the other fives). */
  tiles: DrillTile[];
  /** The tile drawn last (at the deal: the 14th tile dealt). */
  drawn: DrillTile;
  /** Draws made after the deal, 0..maxDraws. */
  draws: number;
  /** Draws the drill allows: DRILL_DRAWS (here so a page shows it without importing the engine). */
  maxDraws: number;
  /** Standard shanten of the 14 tiles held. */
  shanten: number;
  turns: DrillTurn[];
  /** 'agari' when complete, 'exhausted' after the last draw, null while the drill goes on. */
  ending: 'agari' | 'exhausted' | null;
  totals: DrillTotals;
}

export type DrillErrorCode = 'finished' | 'not-in-hand';

export interface DrillError {
  code: DrillErrorCode;
  message: string;
  /** 0-based index of the offending discard in a replay. */
  index: number;
}
