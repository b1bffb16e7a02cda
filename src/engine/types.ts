/**
 * The engine's public data types. Data is counts, not objects: a hand is 34 counts plus its melds.
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

export type ParseErrorCode =
  | 'unknown-character' // a character that is not a digit, suit letter, bracket, separator or whole tile (kanji, Unicode tile)
  | 'missing-suit' // digits with no suit letter after them
  | 'invalid-honor' // 0z, 8z, 9z
  | 'too-many-copies' // a fifth copy of a kind (hand, melds and seen tiles together)
  | 'too-many-red' // more than one red five of a suit
  | 'too-many-tiles' // more than 14 tiles, a kan counting as 3
  | 'multiple-of-three' // 3, 6, 9 or 12 tiles: not a hand at a decision point
  | 'empty' // no tile at all
  | 'invalid-meld' // a bracket that is not a pon, chi or kan
  | 'unclosed-meld' // a bracket that is opened and not closed (or closed and not opened)
  | 'three-player-tile' // 2m-8m (or 0m) in a three-player game
  | 'too-many-indicators' // more than five dora indicators
  | 'invalid-nuki' // north tiles set aside: not a whole number 0-4, or not a three-player game
  | 'invalid-players' // a player count other than 3 or 4
  | 'link-without-hand'; // a Tenhou link with none of q, p, qd, pd

/** What exactly is wrong, finer than the code, where one code covers several mistakes. */
export type ParseErrorReason =
  | 'no-digit' // unknown-character: a suit letter with no digit before it
  | 'not-riichi-tile' // unknown-character: a Unicode flower, season, joker or back (U+1F022-1F02B)
  | 'bracket-in-list' // unknown-character: a bracket in a plain list of tiles
  | 'nested' // unclosed-meld: a bracket opened inside another
  | 'mismatched' // unclosed-meld: ( closed by ] or [ by )
  | 'unopened' // unclosed-meld: a closing bracket with none open
  | 'unclosed' // unclosed-meld: still open at the end of the text
  | 'fifth-tile' // invalid-meld: a fifth tile inside one bracket
  | 'no-tiles' // invalid-meld: an empty bracket
  | 'too-few' // invalid-meld: one or two tiles
  | 'mixed-suits' // invalid-meld: tiles of more than one suit
  | 'closed-not-kan' // invalid-meld: [ ] holding anything but four equal tiles
  | 'four-unequal' // invalid-meld: four tiles that are not all equal
  | 'honor-run' // invalid-meld: three different honors
  | 'not-a-set'; // invalid-meld: three number tiles neither equal nor consecutive

export interface ParseError {
  code: ParseErrorCode;
  /** One sentence naming the culprit (character, tile, number of copies) and its position. */
  message: string;
  /** 0-based offset of the culprit in the input text, or null where there is no single place. */
  index: number | null;
  // The parts of the message as data, so a page can say the same in another language.
  /** The culprit as written: a character (or U+XXXX), digits, a tile such as `8z`, a bracket, a meld's text. */
  culprit?: string;
  /** A second position the message names: the other bracket, a meld's fifth tile. */
  related?: number;
  /**
   * The 1-based place of `index` as a reader counts characters (and as the message says it), given
   * when it is not index + 1: a character of two UTF-16 units (a Unicode tile) or a variation
   * selector stands before it.
   */
  place?: number;
  /** The same for `related`. */
  relatedPlace?: number;
  reason?: ParseErrorReason;
  /** too-many-copies: the kind, e.g. `5m`. */
  tile?: string;
  /** too-many-copies: every copy counted. */
  copies?: number;
  /** too-many-copies: how many of `copies` are outside the text read (seen, indicators, the hand). */
  seen?: number;
  /** too-many-tiles: the limit crossed; multiple-of-three: the count; invalid-meld (too-few): the meld's tiles. */
  tiles?: number;
  /** The text has melds (too-many-tiles, multiple-of-three): a meld counting 3 is worth saying. */
  melds?: boolean;
}

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

/** Immutable: shanten() shares one frozen object per combination of values. */
export interface ShantenResult {
  /** min(regular, chiitoitsu, kokushi). -1 = complete, 0 = tenpai. */
  readonly standard: number;
  /** Melds + one pair. */
  readonly regular: number;
  /** null where the form cannot apply (melds shown or implied). */
  readonly chiitoitsu: number | null;
  readonly kokushi: number | null;
}

/** One group of a decomposition. `open` marks a meld that was called (shown in brackets). */
export interface Group {
  kind: 'run' | 'triplet' | 'quad' | 'pair' | 'single';
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

export interface Wait {
  tile: number;
  /** Copies not visible: 4 - own hand - seen. */
  count: number;
  /** 1 when the tile is a five whose red copy is still live (not in the hand or seen); given with `seenRed`. */
  red?: number;
  /** Every distinct shape that waits on this tile (the same objects as in the analysis's `waitShapes`). */
  shapes: WaitShape[];
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

/** Effective tiles of a 3n+1 hand: kinds with a copy left, their remaining copies, live red fives. */
export interface Ukeire {
  tiles: number[];
  count: number;
  /** Red fives still live among `tiles`; given when the analysis knows the visible red fives (`seenRed`). */
  red?: number;
}

/** Options of analyze(position, options); the position's table gives the tiles seen, the indicators and the players. */
export interface AnalyzeOptions {
  /** Standard (the default) or regular. */
  form?: Form;
  /**
   * The game has red fives (default on): rows, ukeire and waits carry `red`, the live red fives among
   * their tiles. Off, as on Tenhou's page, they carry none.
   */
  red?: boolean;
}

/** What every analysis says, whatever the hand's size. */
export interface AnalysisBase {
  form: Form;
  /** Tiles in the hand, a meld (even a kan) counting 3: 3n+1 or 3n+2. */
  tileCount: number;
  shanten: ShantenResult;
  /** Shanten in the selected form. */
  value: number;
  /** Tiles not visible in the wall model: 136 (108 with three players) - the whole hand - what the table shows. */
  wallLeft: number;
  /** The dora each indicator of the table points to, in the indicators' order. */
  dora: number[];
}

/** A 3n+2 hand that is not complete in the selected form: what each discard leaves. */
export interface DiscardAnalysis extends AnalysisBase {
  kind: 'discard';
  /** One row per distinct discardable kind, in docs/rules.md's order. */
  discards: DiscardRow[];
}

/** A 3n+2 hand that is complete (和了) in the selected form: how it splits, and what each discard leaves. */
export interface CompleteAnalysis extends AnalysisBase {
  kind: 'complete';
  /** Every decomposition in the selected form (the regular form alone, or with chiitoitsu and kokushi). */
  decompositions: Decomposition[];
  discards: DiscardRow[];
}

/** A 3n+1 hand: the tiles that lower its shanten, and when it is tenpai, its waits and how each completes. */
export interface DrawAnalysis extends AnalysisBase {
  kind: 'draw';
  /** Effective tiles. */
  ukeire: Ukeire;
  /** Tenpai hands only: every wait (kinds that complete the hand, even with no copy left, count 0). */
  waits?: Wait[];
  /** Every distinct shape that waits, in the selected form, sorted by first wait ([] unless tenpai). */
  waitShapes: WaitShape[];
  /** A tenpai whose every wait has no copy left (空聴): it cannot win as it stands. */
  deadTenpai: boolean;
}

/** The analysis of a hand at a decision point: a discard to choose (3n+2), complete (3n+2), or a draw to come (3n+1). */
export type Analysis = DiscardAnalysis | CompleteAnalysis | DrawAnalysis;

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

/** Which part of a position an error is about. */
export type PositionField = 'hand' | 'seen' | 'dora' | 'nuki' | 'players';

/** A ParseError that also says which part of the position holds the culprit (`index` is within that part's text). */
export interface PositionError extends ParseError {
  field: PositionField;
}

/** Options of twoStep(position, options) (docs/rules.md#two-step-analysis); the table gives what is seen and the players. */
export interface TwoStepOptions {
  /** Standard (the default) or regular. */
  form?: Form;
}

/** One discard of a 3n+2 hand, with its next step (see the module's comment for each figure). */
export interface TwoStepRow {
  /** The tile discarded, as DiscardRow's. */
  discard: Tile;
  /** Shanten after the discard, in the selected form. */
  shanten: number;
  /** Copies left of the tiles that lower it (Tenhou's count). */
  count: number;
  /** Average width of the next step after a draw that lowers the shanten; null at tenpai or with none left. */
  nextAverage: number | null;
  /** Draws that keep the shanten but widen it after the best exchange: kinds in tile order, and their copies. */
  improvements: { tiles: number[]; count: number };
  /** Average count after a draw that does not lower the shanten and the best exchange; null with none left. */
  improvedAverage: number | null;
  /** At 1-shanten: copies of the tiles that reach a tenpai on more than four live tiles (good) and the rest. */
  goodShape: { good: number; bad: number } | null;
  /**
   * The discard raises the shanten (向聴戻し). Whether it is worth it is not read off these figures, which
   * measure a step at another shanten than the rows that keep it: the page weighs it by win probability and
   * expected score (docs/rules.md#two-step-analysis).
   */
  shantenBack: boolean;
}

export interface TwoStep {
  form: Form;
  /** The hand's shanten in the selected form. */
  value: number;
  /** One row per distinct concealed kind, in the discard table's order; none for a 3n+1 hand. */
  rows: TwoStepRow[];
}

/** A wind as a letter: East, South, West, North (tiles.ts's WINDS, in that order). */
export type Wind = 'E' | 'S' | 'W' | 'N';

/** How a complete hand was won and what lies on the table (docs/rules.md#scoring). */
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
  /** Dora indicators (kinds), at most five. */
  dora?: readonly number[];
  /** Ura-dora indicators (kinds), counted only with riichi. */
  ura?: readonly number[];
  /** Honba sticks: 300 per stick to the winner. */
  honba?: number;
  /** Riichi sticks on the table: 1,000 each to the winner. */
  sticks?: number;
  /** 3 for a three-player game: a tsumo is paid by the two others (ツモ損), 1m points to 9m. Default 4. */
  players?: 3 | 4;
  /** North tiles set aside as nuki-dora (three players): one han each, counted like dora. */
  nuki?: number;
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

/** One yaku, dora or yakuman the hand has: its names and han (yakuman: its multiple, han null). */
export interface ScoreYaku {
  /** English name, e.g. "All simples", "Seat wind East". */
  name: string;
  /** Japanese name, e.g. 断幺九, 自風 東. */
  ja: string;
  /** Han; null for a yakuman. */
  han: number | null;
  /** A yakuman's multiple (1, or 2 for a double yakuman); absent otherwise. */
  yakuman?: number;
  /** Dora, red fives, ura-dora and nuki-dora: counted, but they do not make a hand win. */
  dora?: boolean;
}

/** One part of the fu: base, menzen ron, tsumo, a set, the pair, the wait, the open-pinfu minimum. */
export interface FuPart {
  name: string;
  ja: string;
  fu: number;
  /** The tiles the part is for (a set, the pair, the waiting block); absent for base, tsumo and ron. */
  tiles?: number[];
}

/** How the winning tile completed its block: the wait that won. */
export type WinWait = 'ryanmen' | 'kanchan' | 'penchan' | 'shanpon' | 'tanki' | 'kokushi' | 'kokushi13';

/** What a player is paid: the discarder on a ron; on a tsumo the dealer's and each non-dealer's share. */
export interface Payments {
  /** Ron: what the discarder pays. */
  ron?: number;
  /** Non-dealer's tsumo: what the dealer pays. */
  dealer?: number;
  /** Tsumo: what each non-dealer pays (the dealer's tsumo: what each of the others pays). */
  nonDealer?: number;
}

/** The value of a complete hand with at least one yaku. */
export interface Score {
  kind: 'win';
  /** Yaku, then dora, red fives, ura-dora and nuki-dora; or the yakuman alone. */
  yaku: ScoreYaku[];
  /** Total han, dora included; null for a yakuman. */
  han: number | null;
  /** Fu, rounded; null for a yakuman. */
  fu: number | null;
  /** How the fu adds up, before rounding (empty for a yakuman). */
  fuParts: FuPart[];
  /** 0, or the yakuman multiple (a counted yakuman, 数え役満, is 0). */
  yakuman: number;
  /** 満貫, 跳満, 倍満, 三倍満, 役満 (any multiple), 数え役満; null below mangan. */
  limit: '満貫' | '跳満' | '倍満' | '三倍満' | '役満' | '数え役満' | null;
  /** The hand's value: the ron payment, or the tsumo payments summed; before honba and sticks. */
  points: number;
  /** Who pays what, honba included (300 a stick: 100 from each tsumo payer). */
  payments: Payments;
  /** What the winner receives: the payments plus 1,000 per riichi stick. */
  total: number;
  /** The decomposition that scored highest, with the winning tile's block. */
  decomposition: Decomposition;
  /** Index in `decomposition.groups` of the block the winning tile completed (-1 for kokushi). */
  winGroup: number;
  wait: WinWait;
  dealer: boolean;
}

/** A complete hand with no yaku: nothing is scored (dora alone do not make a win). */
export interface NoYaku {
  kind: 'no-yaku';
  /** Why, in one sentence. */
  reason: string;
}

export type ScoreErrorCode =
  | 'not-complete' // the hand is not a complete hand
  | 'win-not-in-hand' // the winning tile is not among the concealed tiles
  | 'invalid-situation'; // a situation that cannot happen (riichi with an open hand, rinshan on a ron, ...)

export interface ScoreError {
  code: ScoreErrorCode;
  message: string;
}

/**
 * Options of probabilities(position, options) (docs/rules.md#probabilities): the position gives the dora
 * indicators, the seen tiles and the players. Each option left out is DEFAULT_PROBABILITY_OPTIONS'.
 */
export interface ProbabilityOptions {
  /** Round and seat wind; default East and South (a non-dealer). */
  round?: Wind;
  seat?: Wind;
  /** 手変わり: draws that keep the shanten may be kept (default off). */
  tegawari?: boolean;
  /** 向聴戻し: discards that raise the shanten (default off). */
  shantenBack?: boolean;
  /** Riichi whenever a closed hand can ('always'), or riichi or dama, whichever is better ('best', default). */
  riichi?: 'best' | 'always';
  /** The scoring rules each win is valued by (docs/rules.md#scoring; the switches not given are the defaults, Tenhou's). */
  rules?: Partial<ScoreRules>;
  /** Red fives as kinds of their own (default on). */
  red?: boolean;
  /** The expected ura-dora of a riichi win (default on). */
  ura?: boolean;
  /** Most hands the search may hold before it stops with 'too-large' (the memory budget). */
  maxStates?: number;
  /** Called now and then with the share of the work done, 0..1. */
  onProgress?(done: number): void;
  /** Checked now and then: once `aborted` is true the search stops with 'cancelled'. */
  signal?: { readonly aborted: boolean };
}

/** A way an open hand could still get a yaku (yakuChances, docs/rules.md#scoring). */
export type YakuChance =
  /** A yakuhai kind the hand holds two or three of. */
  | { yaku: 'yakuhai'; kind: number; held: number }
  /** No yakuhai pair held: a triplet of any of them (three copies of one still to be drawn or called). */
  | { yaku: 'yakuhai-triplet' }
  | { yaku: 'tanyao' }
  /** A flush of the suit of the melds called; null when no meld is of a number suit (any suit). */
  | { yaku: 'honitsu' | 'chinitsu'; suit: 0 | 1 | 2 | null }
  | { yaku: 'toitoi' }
  /** An outside hand (a terminal or an honour in every set and the pair). */
  | { yaku: 'chanta' }
  /** A straight in the suit of the runs called; null when none is called (any suit). */
  | { yaku: 'ittsu'; suit: 0 | 1 | 2 | null }
  /** Three colour runs from the number (0-6: 123 to 789) of the runs called; null when none is called. */
  | { yaku: 'sanshoku'; rank: number | null };

export interface YakuChanceOptions {
  /** Round and seat wind; default East and South (DEFAULT_ROUND, DEFAULT_SEAT). */
  round?: Wind;
  seat?: Wind;
  /** 喰いタン: all simples counts in an open hand (default on). */
  kuitan?: boolean;
  /** Three players have no 2m-8m: no manzu run, so no three colour runs. */
  players?: 3 | 4;
}

/** One discard's values by turn: index k is turn k + 1 (18 turns). */
export interface ProbabilityRow {
  /** The tile discarded: with red fives as kinds, a row for the red five and one for its plain five; without, as DiscardRow's. */
  discard: Tile;
  /** Probability of being tenpai by the last draw. */
  tenpai: number[];
  /** Probability of winning by tsumo. */
  win: number[];
  /** Expected points won (0 when no win). */
  ev: number[];
  /**
   * An open hand only, and only when some turn has it: per turn, true when a complete hand can be drawn
   * but none with a yaku, so the win probability is 0 for want of a yaku (役なし), not of tiles.
   */
  noYaku?: boolean[];
}

/** Why probabilities() gave no rows: a code, and the data each face writes its message from. */
export type ProbabilityError =
  /** The hand has no discard to make: it has `tiles` tiles (a kan counting 3), not 14. */
  | { code: 'not-a-discard-hand'; tiles: number }
  /** Red fives on: the hand and the table hold more plain copies of the five `kind` than the three a set with red fives has. */
  | { code: 'too-many-plain-fives'; kind: number }
  /** The hand holds more copies of `tile` than the set has beside what the table shows (a position not read by parsePosition). */
  | { code: 'too-many-copies'; tile: Tile }
  /** The search would hold more than `maxStates` hands (its memory budget). */
  | { code: 'too-large'; maxStates: number }
  /** The signal was aborted. */
  | { code: 'cancelled' };

export type ProbabilityErrorCode = ProbabilityError['code'];

/** The values of every discard by turn (docs/rules.md#probabilities). */
export interface ProbabilityTable {
  turns: 18;
  rows: ProbabilityRow[];
  /** The hand's shanten (standard form). */
  shanten: number;
  /** Hands the search held (the memory it took). */
  states: number;
}

/** What probabilities() answers: the values of every discard, or why there are none. */
export type Probabilities = Result<ProbabilityTable, ProbabilityError>;
