/**
 * What reading a hand, a list of tiles or a table can refuse, as data: one variant per mistake, keyed by
 * its `code`, each with the data that names the culprit and nothing else (chessops' `InvalidFen` is the
 * model: the engine says what is wrong and where, each face writes it in its words and languages, the
 * CLI in src/cli/format-error.ts, the page in src/ui/shell/error-messages.ts). Where one code covers
 * several mistakes, `reason` says which, and the data of each reason is required in its own variant.
 *
 * Places: `index` is a 0-based UTF-16 offset into the text read (a page marks the culprit with it);
 * `place` is the 1-based place a reader counts, where a Unicode tile (two UTF-16 units) is one
 * character and a variation selector after it none. Both are given wherever there is one culprit;
 * mistakes of a whole text (`empty`, `multiple-of-three`, a table's numbers) have `index: null`.
 */
import type { ForeignTile } from './notation-tokens.ts';

export type { ForeignTile } from './notation-tokens.ts';

/**
 * A text tiles are read from, or a part of a position that holds copies of a kind: the hand, the seen
 * tiles, the dora indicators, the north tiles set aside as nuki-dora, the ura-dora indicators, a drill's
 * record of discards, or a plain list named by none of these.
 */
export type TilePart = 'hand' | 'seen' | 'dora' | 'nuki' | 'ura' | 'discards' | 'list';

/** How many copies of a kind one part holds, in a fifth copy's count. */
export interface PartCount {
  part: TilePart;
  copies: number;
}

/** A mistake at one character (or token) of the text read. */
interface At {
  /** The text read. */
  part: TilePart;
  /** 0-based UTF-16 offset of the culprit in that text. */
  index: number;
  /** 1-based place of the culprit as a reader counts characters. */
  place: number;
  /**
   * The culprit as written (a character, or `U+XXXX` for one that does not print; digits; a tile such as
   * `8z`; a bracket; a meld's text), cut to 24 characters and `…` so a huge input makes a short error.
   */
  culprit: string;
}

/** A mistake of the whole text read. */
interface Whole {
  part: TilePart;
  index: null;
}

/** A character that is not part of the notation where it stands. */
export interface UnknownCharacterError extends At {
  code: 'unknown-character';
  /**
   * not-notation: no digit, suit letter, bracket, separator or tile (a kanji, an emoji); no-digit: a suit
   * letter with no digit before it; bracket-in-list: a bracket in a plain list of tiles.
   */
  reason: 'not-notation' | 'no-digit' | 'bracket-in-list';
}

/** A Unicode tile of another game (U+1F022-1F02B): a flower, a season, the joker or a tile's back. */
export interface OtherGameTileError extends At {
  code: 'unknown-character';
  reason: 'not-riichi-tile';
  tile: ForeignTile;
}

/** Digits with no suit letter after them; the culprit is the digits as typed. */
export interface MissingSuitError extends At {
  code: 'missing-suit';
  /** How many digits wait for their letter (a link's escape is one digit of three characters). */
  digits: number;
}

/** 0z, 8z or 9z. */
export interface InvalidHonorError extends At {
  code: 'invalid-honor';
}

/** 2m-8m (or the red 5m) in a three-player game. */
export interface ThreePlayerTileError extends At {
  code: 'three-player-tile';
  /** The tile is the red five 0m. */
  red: boolean;
}

/** A fifth copy of a kind, counting the text read and every other part given with it. */
export interface TooManyCopiesError extends At {
  code: 'too-many-copies';
  /** The kind, e.g. `5m`. */
  tile: string;
  /** Every copy counted. */
  copies: number;
  /** How many of `copies` are outside the text read. */
  seen: number;
  /** The copies each part holds, the hand first, then the table's parts in a position's order. */
  counts: PartCount[];
}

/** A second red five of a suit. */
export interface TooManyRedError extends At {
  code: 'too-many-red';
  /** The part that holds the first one when it is not the text read. */
  other: TilePart | null;
}

/** More tiles than the text may hold: a hand's 14 (a meld counting 3), a list's own limit. */
export interface TooManyTilesError extends At {
  code: 'too-many-tiles';
  /** The limit crossed. */
  tiles: number;
  /** The text has melds: that a meld counts 3 is worth saying. */
  melds: boolean;
  /** What crossed it: a tile (the culprit is its digit or tile) or a meld (the culprit is the meld). */
  by: 'tile' | 'meld';
}

/** 3, 6, 9 or 12 tiles: not a hand at a decision point. */
export interface MultipleOfThreeError extends Whole {
  code: 'multiple-of-three';
  /** The hand's tiles, a meld counting 3. */
  tiles: number;
  melds: boolean;
}

/** No tile at all. */
export interface EmptyError extends Whole {
  code: 'empty';
}

/** A Tenhou link with none of q, p, qd, pd. */
export interface LinkWithoutHandError extends Whole {
  code: 'link-without-hand';
}

/** A bracket whose tiles are no pon, chi or kan; the culprit is the meld as typed, at its opening bracket. */
export interface InvalidMeldError extends At {
  code: 'invalid-meld';
  /**
   * no-tiles: an empty bracket; mixed-suits: tiles of more than one suit; closed-not-kan: [ ] holding
   * anything but four equal tiles; four-unequal: four tiles not all equal; honor-run: three different
   * honors; not-a-set: three number tiles neither equal nor consecutive.
   */
  reason: 'no-tiles' | 'mixed-suits' | 'closed-not-kan' | 'four-unequal' | 'honor-run' | 'not-a-set';
}

/** A bracket of one or two tiles. */
export interface MeldTooFewError extends At {
  code: 'invalid-meld';
  reason: 'too-few';
  /** The meld's tiles. */
  tiles: number;
}

/** A fifth tile inside one bracket; the culprit is the opening bracket, `related` the fifth tile. */
export interface MeldFifthTileError extends At {
  code: 'invalid-meld';
  reason: 'fifth-tile';
  related: number;
  relatedPlace: number;
}

/** A bracket closed and never opened (unopened), or opened and never closed (unclosed): the culprit is it. */
export interface UnclosedMeldError extends At {
  code: 'unclosed-meld';
  reason: 'unopened' | 'unclosed';
}

/**
 * A bracket opened inside another (nested; the culprit is the second one) or closed by the other shape
 * (mismatched, `(` by `]`; the culprit is the closing one); `related` is the bracket still open.
 */
export interface CrossedBracketsError extends At {
  code: 'unclosed-meld';
  reason: 'nested' | 'mismatched';
  related: number;
  relatedPlace: number;
  /** The bracket still open, as typed. */
  opened: string;
}

/** What parseHand and parseTiles refuse. */
export type ParseError =
  | UnknownCharacterError
  | OtherGameTileError
  | MissingSuitError
  | InvalidHonorError
  | ThreePlayerTileError
  | TooManyCopiesError
  | TooManyRedError
  | TooManyTilesError
  | MultipleOfThreeError
  | EmptyError
  | LinkWithoutHandError
  | InvalidMeldError
  | MeldTooFewError
  | MeldFifthTileError
  | UnclosedMeldError
  | CrossedBracketsError;

/** What exactly is wrong, finer than the code, where one code covers several mistakes. */
export type ParseErrorReason = Extract<ParseError, { reason: string }>['reason'];

/** Which part of a position an error is about. */
export type PositionField = 'hand' | 'seen' | 'dora' | 'nuki' | 'players';

/** More than five dora indicators: the culprit is the sixth. */
export interface TooManyIndicatorsError extends At {
  code: 'too-many-indicators';
  field: 'dora';
  /** The limit: five. */
  tiles: number;
}

/** A player count other than 3 or 4. */
export interface InvalidPlayersError {
  code: 'invalid-players';
  field: 'players';
  index: null;
  /** The count given. */
  players: number;
}

/** North tiles set aside: not a whole number from 0 to 4 (range), or any in a four-player game (four-players). */
export interface InvalidNukiError {
  code: 'invalid-nuki';
  field: 'nuki';
  index: null;
  reason: 'range' | 'four-players';
  /** The count given. */
  nuki: number;
}

/** A fifth north counting the ones set aside: no one character is the last, so no place. */
export interface TooManyNorthsError {
  code: 'too-many-copies';
  field: 'nuki';
  index: null;
  /** The kind: `4z`. */
  tile: string;
  copies: number;
  /** The copies each part holds, the ones set aside last. */
  counts: PartCount[];
}

/** What reading a table refuses beyond its texts' own mistakes. */
export type TableError = TooManyIndicatorsError | InvalidPlayersError | InvalidNukiError | TooManyNorthsError;

/**
 * What parseTable and parsePosition refuse: a text's mistake with the field its text is (`index` is
 * within it), or the table's own.
 */
export type PositionError = (ParseError & { field: 'hand' | 'seen' | 'dora' }) | TableError;

/** Every code of reading a hand or a position. */
export type ParseErrorCode = PositionError['code'];
