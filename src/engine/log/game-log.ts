/**
 * A game log read from a file (docs/game-logs.md): the one model both of Tenhou's formats are read into
 * (its replay JSON, tenhou-json/, and its XML download, mjlog/), and what a review walks (review.ts).
 *
 * A log is its kyoku, each the hands dealt and then its moves in the order they were played, in the
 * engine's one move type (game/kyoku.ts: draws, discards, calls, kans, north tiles and dora indicators
 * turned), then how it ended. Seats are numbered from the dealer of the first kyoku in the order of play.
 * The readers check the moves as they read (the one replay, replay.ts, which a review uses again), so a
 * log in this model is one that could have been played.
 */
import type { Tile } from '../types.ts';
import type { KyokuMove, KyokuSeat } from '../game/kyoku.ts';

export type { KyokuMove, KyokuSeat };

/** The round wind of a kyoku: East, South, West, North. */
export type LogRound = 'E' | 'S' | 'W' | 'N';

/** One win of a kyoku's end. */
export interface LogWin {
  seat: KyokuSeat;
  /** The seat that dealt in; the winner's own seat for a tsumo. */
  from: KyokuSeat;
  /** The points the win is worth as the log writes them, without honba and sticks; null when the log does not say (winPoints scores the hand then). */
  points: number | null;
  /** The yaku as the log names them (the log's own words), with their han where it gives them. */
  yaku: string[];
}

/** How a kyoku ended. */
export type LogEnd =
  /** One win or more (a double ron has two); `deltas` per seat, summed over the wins. */
  | { end: 'win'; wins: LogWin[]; deltas: number[] }
  /**
   * A draw: the wall exhausted, or an abortive draw (nine terminals, four winds, four riichi, four kans,
   * three ron); nagashi mangan is a draw with its payments.
   */
  | {
      end: 'draw';
      kind: 'exhaustive' | 'nine-terminals' | 'four-winds' | 'four-riichi' | 'four-kans' | 'three-ron' | 'nagashi';
      deltas: number[];
    }
  /** The log stops without saying how the kyoku ended. */
  | { end: 'none' };

/** One kyoku of a log. */
export interface LogKyoku {
  round: LogRound;
  /** 1-4: the dealer's place in the round (East 1 is the first seat's deal). */
  number: number;
  honba: number;
  /** Riichi sticks on the table at the start. */
  sticks: number;
  dealer: KyokuSeat;
  /** The scores at the start, one per seat of the log (players entries). */
  scores: number[];
  /** The first dora indicator (the later ones are `dora` moves). */
  indicator: Tile;
  /** The ura-dora indicators, when the log shows them. */
  ura: Tile[];
  /** The 13 tiles dealt to each seat, in the log's order (players entries). */
  dealt: Tile[][];
  moves: KyokuMove[];
  end: LogEnd;
}

/** A game log: its players, names, rules and kyoku in the order played. */
export interface GameLog {
  players: 3 | 4;
  /** One per seat ('' where the log gives none). */
  names: string[];
  /** Red fives in play. */
  red: boolean;
  /** The log's own title, when it has one. */
  title: string;
  kyoku: LogKyoku[];
}

/**
 * Why a log could not be read: a code, and where (the kyoku's index in the log, 0-based, and the move's
 * place in it, 1-based, when the fault is in one), and the text at fault, cut to a few dozen characters.
 */
export interface LogError {
  code: LogErrorCode;
  kyoku?: number;
  /** The kyoku's round, number and honba (`E1`, `S3-2`: kyokuName writes it), when the log's header for it could be read. */
  kyokuName?: KyokuName;
  move?: number;
  seat?: KyokuSeat;
  /** The text or value at fault, as the log has it (cut short). */
  found?: string;
}

export type LogErrorCode =
  /** Nothing to read. */
  | 'empty'
  /** More text than a log of any length holds (a few megabytes). */
  | 'too-long'
  /** Neither JSON, nor XML, nor an address holding a log. */
  | 'unknown-format'
  /** JSON that does not parse. */
  | 'bad-json'
  /** XML that does not parse as Tenhou's (no mjloggm, a tag cut short). */
  | 'bad-xml'
  /** JSON or XML of another shape: no kyoku, a field missing or of the wrong type. */
  | 'bad-shape'
  /** A tile code that does not exist. */
  | 'bad-tile'
  /** A call written in a way the format does not have. */
  | 'bad-call'
  /** A fifth copy of a kind (or a second red five). */
  | 'fifth-copy'
  /** A seat discards, calls or declares with a tile it does not hold. */
  | 'not-in-hand'
  /** A move that cannot come at that point of play (a call of no discard, a chi from another seat, a draw from an empty wall). */
  | 'out-of-turn'
  /** The kyoku's moves stop before it ends, with moves left in other seats' lists or a hand left without a discard. */
  | 'cut-short';

/** The longest text read, either format: a long game's log is some hundred kilobytes; megabytes are not a log. */
export const MAX_LOG_CHARS = 4_000_000;

/** What names a kyoku: its round, its number in the round and its honba (東2局1本場, E2-1). */
export type KyokuName = Pick<LogKyoku, 'round' | 'number' | 'honba'>;

/** The round, number and honba of a kyoku, alone (a copy: a message keeps no kyoku). */
export function nameOf(kyoku: KyokuName): KyokuName {
  return { round: kyoku.round, number: kyoku.number, honba: kyoku.honba };
}

/** A kyoku's name in English, as players write it: `E1`, `S3-2` (with its honba). */
export function kyokuName(kyoku: KyokuName): string {
  return `${kyoku.round}${kyoku.number}${kyoku.honba ? `-${kyoku.honba}` : ''}`;
}
