/**
 * What the review says of each decision (docs/game-logs.md#the-review): where it is, the position and the
 * table the seat faced, and its figures by each measure asked (review.ts computes them).
 */
import type { CallTable } from '../analysis/call-options.ts';
import type { OtherSeat } from '../core/seats.ts';
import type { ProbabilityError } from '../probability/probabilities.ts';
import type { DiscardRow, Position, Tile, Wind } from '../types.ts';
import type { CallChoice, CallProbabilities } from './call-figures.ts';
import type { Figures } from './figures.ts';
import type { KyokuSeat } from './game-log.ts';
import type { TableMoment } from './moment.ts';

/** What every decision says: where it is and the position the seat faced. */
export interface DecisionBase {
  /** The kyoku's index in the log. */
  kyoku: number;
  seat: KyokuSeat;
  /** 0, 1, 2, ... within the kyoku for that seat, discards and calls counted together. */
  index: number;
  /** The move it is about, 1-based in the kyoku's moves: the discard made, or the discard offered. */
  move: number;
  /** Tiles the seat has taken in the kyoku (draws, replacement draws, called tiles): on a discard including the one just taken, on a call before it. */
  turn: number;
  /** The hand and the table as the seat saw them (a discard's hand has 14 tiles, a call's 13, a kan counting 3). */
  position: Position;
  round: Wind;
  seatWind: Wind;
  /** The moment at the table, from the seat (moment.ts): the kyoku's moves so far as the game at the table holds them. */
  moment: TableMoment;
}

/** A discard's figures by one measure: the chosen tile's and the best one's. */
export interface Measured<T> {
  chosen: T;
  best: T;
  /** What the choice cost by this measure (best minus chosen; 0 when the choice is a best one). */
  loss: number;
}

/** Why a discard's probabilities were not searched: a hand too far from tenpai, or a kyoku that ends after it whatever is discarded. */
export type DiscardSkip =
  | { code: 'far-from-tenpai'; shanten: number }
  /** The discard after the fourth kan by more than one seat: the kyoku ends with it in an abortive draw (四槓散了) unless it is won on. */
  | { code: 'ends-kyoku'; draw: 'four-kans' };

/** Why a call's figures were not searched: the hand is too far from tenpai for any call to reach the review's highest shanten. */
export type CallSkip = { code: 'far-from-tenpai'; shanten: number };

/** The probabilities of a discard at its turn: the chosen row's win and expected score, and the best rows'. */
export interface DiscardProbabilities {
  /** The turn the row is read at (the decision's turn, at most 18). */
  turn: number;
  win: Measured<{ discard: Tile; value: number }>;
  ev: Measured<{ discard: Tile; value: number }>;
  /**
   * The chosen discard raised the shanten and the table (shanten-back off) has no row for it: its row was
   * searched beside the table's, with the table's budgets (hand changes counted from the hand's shanten).
   */
  chosenAdded: boolean;
  /** The chosen discard is the fourth of one wind in the first go-round: it ends the kyoku (四風連打), so its figures are the draw's, nothing won. */
  endsKyoku?: 'four-winds';
  /** Riichi was never counted (options.riichi 'never'): the seat's riichi would be the fourth, an abortive draw. */
  noRiichi: boolean;
  /**
   * A closed hand's discard that leaves it tenpai: riichi or dama, by the expected score at the turn (riichi
   * declares on this discard; dama does not, and may still declare later). Null otherwise, or when the
   * riichi's or the dama's search could not run.
   */
  riichiChoice: RiichiChoice | null;
}

/** Why a discard has no probabilities, whichever it is: the review's reason for not searching, or the search's error. */
export type DiscardProbabilityError = ProbabilityError | DiscardSkip;

export interface DiscardDecision extends DecisionBase {
  kind: 'discard';
  /** The seat was in riichi before this discard (the discard was forced). */
  riichi: boolean;
  /** The discard declares riichi. */
  declares: boolean;
  tsumogiri: boolean;
  /** By Tenhou's count: the chosen row and the best (the lowest shanten, then the most live effective tiles; the first of tied rows). */
  count: Measured<DiscardRow>;
  /** By the next step (two-step), when asked: the average width after a draw that lowers the shanten, among the rows of the lowest shanten. */
  nextStep?: Measured<{ discard: Tile; shanten: number; nextAverage: number | null }>;
  /** The probabilities at the turn, when asked and the seat was not in riichi (a forced discard has none). */
  probabilities?: Figures<DiscardProbabilities, DiscardSkip>;
}

/** Riichi or dama at a closed hand's tenpai: the expected score of each, which is the better, and what the choice cost. */
export interface RiichiChoice {
  declared: boolean;
  ev: { riichi: number; dama: number };
  best: 'riichi' | 'dama';
  loss: number;
  /**
   * The riichi would be the fourth (the three other seats are in riichi): under Tenhou's rules it ends the
   * kyoku in an abortive draw (四家立直), so riichi is worth the draw (nothing won; the stick lost with the
   * riichi stick counted), and dama the hand's value never declaring.
   */
  fourthRiichi: boolean;
}

export interface CallDecision extends DecisionBase {
  kind: 'call';
  offered: Tile;
  /** The seat the tile came from, seen from the seat reviewed (core/seats.ts): 1 right, 2 across, 3 left. */
  from: OtherSeat;
  /** What the seat did: passed, or the meld it made (its tiles as shown, the called one included). */
  chosen: CallChoice;
  /**
   * Passing and every legal call with their figures (callOptions), when asked. A passing hand whose riichi
   * would be the fourth is searched never declaring; an open kan that would be the fourth kan by more than
   * one seat ends the kyoku after its discard, so its figures are the draw's (nothing won).
   */
  callTable?: CallTable;
  /**
   * With the call table and the probabilities asked: the chosen entry against the best by the chance to win
   * and the expected score (call-figures.ts); or why there are none (the hand too far from tenpai, or the
   * chosen entry's search failed).
   */
  probabilities?: Figures<CallProbabilities, CallSkip>;
}

export type Decision = DiscardDecision | CallDecision;
