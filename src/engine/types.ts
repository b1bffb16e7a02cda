/**
 * The engine's vocabulary: the data types every room speaks (tiles, hands, melds, positions, tables, winds,
 * results, groups and the situation of a win). Data is counts, not objects: a hand is 34 counts plus its
 * melds. An analysis's own options and results live next to it (ShantenResult in shanten.ts, Analysis in
 * analyze.ts, TwoStep in two-step.ts, Score and its parts in scoring/score-types.ts, the Probability types in probabilities.ts, YakuChance in
 * yaku-chances.ts); the faces (index.ts, light.ts) export them all.
 */

/** Errors are values: a parse either succeeds or says what is wrong and where. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** 34 tile counts indexed by kind (tiles.ts). */
export type Counts = Uint8Array;

/**
 * One physical tile: its kind (0-33, tiles.ts) and whether it is the red five of its suit. Counts are
 * the engine's working form; a Tile is how one tile is named where a copy matters: a discard in a
 * result, a tile of the hand bar, a wall being dealt. The same kind with `red` true and false are two
 * different discards when red fives are on.
 */
export interface Tile {
  readonly kind: number;
  readonly red: boolean;
}

export type * from './core/parse-error.ts';

/** chi = run called from the left; pon = open triplet; kan = open kan; ankan = closed kan `[1111z]`. */
export type MeldKind = 'chi' | 'pon' | 'kan' | 'ankan';

export interface Meld {
  kind: MeldKind;
  /** Kind indices, ascending: 3 tiles (chi, pon) or 4 (kan, ankan). */
  tiles: number[];
  /** How many of its tiles are red fives (0 or 1). */
  red: number;
}

export interface Hand {
  /** Concealed tiles: 34 counts (a red five counted as a five). */
  tiles: Counts;
  /** Concealed red fives per suit [m, p, s]: 0 or 1 each. */
  red: Uint8Array;
  /** Melds shown in brackets, in the order given. */
  melds: Meld[];
  /** Concealed tiles as typed, in input order (kind indices; red fives as their five). */
  order: number[];
  /** Concealed red fives as typed, parallel to `order`. */
  orderRed: boolean[];
  /**
   * Set by an edit that draws a tile (edit.ts): the last of `order` is the tile just drawn, and the
   * hand's text writes it after the others, as Tenhou writes a draw (`123m456p789s1122z7z`). A hand
   * read from text leaves it out (a 3n+2 hand's last tile typed is its draw all the same).
   */
  drawn?: boolean;
  /**
   * Given by the reader when the text used full-width forms (a Japanese input method's `１２３ｍ`),
   * which it read as half-width: how many such characters, and the 0-based index of the first.
   */
  fullWidth?: { count: number; index: number };
  /** Given by the reader when the text used a form beyond plain mpsz (docs/rules.md#notation). */
  reading?: HandReading;
}

/** A form of the notation beyond plain mpsz that the reader takes. */
export type NotationForm = 'link' | 'full-width' | 'upper-case' | 'kanji' | 'unicode' | 'comma';

/** A Tenhou link's hand parameter: q and qd the standard form, p and pd the regular form. */
export type TenhouParameter = 'q' | 'p' | 'qd' | 'pd';

/** What the reader took beyond plain mpsz. */
export interface HandReading {
  /** The forms met, in a fixed order: link, full-width, upper-case, kanji, unicode, comma. */
  forms: NotationForm[];
  /** The parameter of the Tenhou link the hand came from. */
  link?: TenhouParameter;
}

/** 標準形 (min of regular, chiitoitsu, kokushi; Tenhou ?q=) or 一般形 (regular only; Tenhou ?p=). */
export type Form = 'standard' | 'regular';

/** One group of a decomposition. `open` marks a meld that was called (shown in brackets). */
export interface Group {
  kind: 'run' | 'triplet' | 'kan' | 'pair' | 'single';
  /** Kind indices, ascending. */
  tiles: number[];
  open?: boolean;
}

/** One way a complete hand splits: regular (sets + pair), seven pairs, or thirteen orphans. */
export interface Decomposition {
  form: 'regular' | 'chiitoitsu' | 'kokushi';
  /** Groups in tile order (melds called from others included, flagged `open`). */
  groups: Group[];
}

/** One way a tenpai hand waits: complete groups plus the waiting part, e.g. (123m)(44m)(888m)(999m)[23m]. */
export interface WaitShape {
  form: 'regular' | 'chiitoitsu' | 'kokushi';
  groups: Group[];
  /** The incomplete part (1 or 2 tiles; 13 for a kokushi thirteen-way wait). */
  waiting: number[];
  /** Every wait this shape serves (a two-sided shape serves two). */
  waits: number[];
}

export interface DiscardRow {
  /** The tile discarded: its kind, and the red five only when it is the last five of its suit the hand holds (discardedTile). */
  discard: Tile;
  /** Shanten after the discard. */
  shanten: number;
  /** Effective tiles of the hand left, ascending, only kinds with a copy left. */
  tiles: number[];
  /** Sum of remaining copies over `tiles`. */
  count: number;
  /** Red fives still live among `tiles` (0-3); given when the analysis knows the visible red fives (`seenRed`). */
  red?: number;
}

/**
 * What is visible outside the hand: every river and other players' melds (`seen`), the dora
 * indicators, and in a three-player game the north tiles set aside as nuki-dora.
 */
export interface Table {
  players: 3 | 4;
  /** Tiles seen elsewhere (rivers, others' melds), indicators and nuki not included. */
  seen: Counts;
  /** Red fives per suit [m, p, s] among `seen`. */
  seenRed: Uint8Array;
  /** Dora indicators in the order given (kinds), at most five. */
  indicators: number[];
  /** Which indicators are red fives, parallel to `indicators`. */
  indicatorsRed: boolean[];
  /** North tiles set aside as nuki-dora (three players only), 0-4. */
  nuki: number;
}

/** The table as text, the way the URL and the CLI give it. */
export interface TableInput {
  players?: 3 | 4;
  /** mpsz tiles seen elsewhere, e.g. `1m9p9p77z0s`. */
  seen?: string;
  /** mpsz dora indicators, at most five. */
  dora?: string;
  nuki?: number;
}

/** A hand in a real game: the hand with its melds, and the table around it. */
export interface Position {
  hand: Hand;
  table: Table;
}

/** A wind as a letter: East, South, West, North (tiles.ts's WINDS, in that order). */
export type Wind = 'E' | 'S' | 'W' | 'N';

/**
 * How a complete hand was won (docs/rules.md#scoring): the winning tile and the way, the winds, riichi
 * and the other circumstances of the win, the ura-dora indicators it reveals, the sticks on the table.
 * What the table shows before the win (dora indicators, players, nuki-dora) is the position's Table.
 */
export interface Situation {
  /** The winning tile's kind; it must be among the concealed tiles of the hand. */
  win: number;
  /** The winning tile is a red five (display only: the hand's red fives are counted either way). */
  winRed?: boolean;
  /** Tsumo (self-drawn) or ron (from a discard). */
  by: 'tsumo' | 'ron';
  /** Round wind; default East (DEFAULT_ROUND). */
  round?: Wind;
  /** Seat wind; East is the dealer. Default South (DEFAULT_SEAT). */
  seat?: Wind;
  riichi?: 'none' | 'riichi' | 'double';
  ippatsu?: boolean;
  /** The last tile: 海底摸月 on a tsumo, 河底撈魚 on a ron. */
  last?: boolean;
  /** 嶺上開花: a tsumo on the replacement tile after a kan. */
  rinshan?: boolean;
  /** 槍槓: a ron on a tile added to a kan. */
  chankan?: boolean;
  /** A tsumo on the first draw, nothing called before it: 天和 for the dealer, 地和 otherwise. */
  firstDraw?: boolean;
  /** Ura-dora indicators (kinds), at most five, counted only with riichi. */
  ura?: readonly number[];
  /** Honba sticks: 300 per stick to the winner. */
  honba?: number;
  /** Riichi sticks on the table: 1,000 each to the winner. */
  sticks?: number;
}

/**
 * Rule switches of scoring (docs/rules.md#scoring). The defaults are Tenhou's (TENHOU_RULES); Mahjong
 * Soul's (MAHJONG_SOUL_RULES) turn doubleYakuman on.
 */
export interface ScoreRules {
  /** 喰いタン: all-simples counts in an open hand. Default on. */
  kuitan: boolean;
  /** 役満の複合: several yakuman add up. Default on; off, the largest one counts alone. */
  combinedYakuman: boolean;
  /** 四暗刻単騎, 国士無双十三面, 純正九蓮宝燈 and 大四喜 count twice. Default off (Tenhou); on in Mahjong Soul. */
  doubleYakuman: boolean;
  /** 数え役満: 13 han or more is a yakuman's value. Default on; off, it stays 三倍満. */
  kazoeYakuman: boolean;
  /** 切り上げ満貫: 4 han 30 fu and 3 han 60 fu pay mangan. Default off. */
  kiriageMangan: boolean;
  /** Fu of a pair that is both the round and the seat wind: 4 (default) or 2. */
  doubleWindFu: 2 | 4;
}
