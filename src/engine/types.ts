/**
 * The engine's vocabulary: the data types every room speaks (tiles, hands, melds, positions, tables, winds,
 * results, groups and the situation of a win). Data is counts, not objects: a hand is 34 counts plus its
 * melds. An analysis's own options and results live next to it (ShantenResult in shanten.ts, Analysis in
 * analyze.ts, TwoStep in two-step.ts, the Probability types in probabilities.ts, YakuChance in
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
 * What score() reads of a position's table: the dora indicators, the players (three: a tsumo is paid by
 * the two others, ツモ損, and 1m points to 9m) and the north tiles set aside (nuki-dora, one han each).
 * A Table from parseTable is one; absent, the table is empty and four players sit at it.
 */
export type ScoreTable = Pick<Table, 'players' | 'indicators' | 'nuki'>;

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

/**
 * A yaku by id (docs/rules.md#scoring), romanized as players say it; its name in each language is the
 * faces' (the page's message tables, the command line's words). The wind yaku are `round-wind` and
 * `seat-wind` with their wind; the dragons are `haku`, `hatsu` and `chun`.
 */
export type YakuId =
  | 'riichi' // 立直
  | 'double-riichi' // ダブル立直
  | 'ippatsu' // 一発
  | 'haitei' // 海底摸月: a tsumo on the last tile
  | 'houtei' // 河底撈魚: a ron on the last discard
  | 'rinshan' // 嶺上開花
  | 'chankan' // 槍槓
  | 'menzen-tsumo' // 門前清自摸和
  | 'chiitoitsu' // 七対子
  | 'haku' // 役牌 白
  | 'hatsu' // 役牌 發
  | 'chun' // 役牌 中
  | 'pinfu' // 平和
  | 'iipeikou' // 一盃口
  | 'ryanpeikou' // 二盃口
  | 'sanshoku' // 三色同順
  | 'ittsu' // 一気通貫
  | 'chanta' // 混全帯幺九
  | 'junchan' // 純全帯幺九
  | 'toitoi' // 対々和
  | 'sanankou' // 三暗刻
  | 'sankantsu' // 三槓子
  | 'sanshoku-doukou' // 三色同刻
  | 'shousangen' // 小三元
  | 'honroutou' // 混老頭
  | 'tanyao' // 断幺九
  | 'honitsu' // 混一色
  | 'chinitsu'; // 清一色

/** A yakuman by id; `-13`, `-tanki` and `junsei-` are the forms a rule may count twice. */
export type YakumanId =
  | 'tenhou' // 天和: the dealer's first draw
  | 'chiihou' // 地和: a non-dealer's first draw
  | 'kokushi' // 国士無双
  | 'kokushi-13' // 国士無双十三面
  | 'tsuuiisou' // 字一色
  | 'suuankou' // 四暗刻
  | 'suuankou-tanki' // 四暗刻単騎
  | 'daisangen' // 大三元
  | 'daisuushii' // 大四喜
  | 'shousuushii' // 小四喜
  | 'ryuuiisou' // 緑一色
  | 'chinroutou' // 清老頭
  | 'suukantsu' // 四槓子
  | 'chuuren' // 九蓮宝燈
  | 'junsei-chuuren'; // 純正九蓮宝燈

/** Counted han that do not make a hand win: dora, red fives, ura-dora (with riichi), nuki-dora (three players). */
export type DoraId = 'dora' | 'red-dora' | 'ura-dora' | 'nuki-dora';

/** A yaku of a win valued by han: its han (the open-hand reduction made). */
export type Yaku =
  | { kind: 'yaku'; id: YakuId; han: number }
  /** A wind yaku (役牌): the round's or the seat's wind; a double wind is both. */
  | { kind: 'yaku'; id: 'round-wind' | 'seat-wind'; wind: Wind; han: number };

/** Dora of one sort: one han each, `han` their count. */
export interface DoraYaku {
  kind: 'dora';
  id: DoraId;
  han: number;
}

/** A yakuman and its multiple (1, or 2 for a double yakuman under the rule that counts it so). */
export interface Yakuman {
  kind: 'yakuman';
  id: YakumanId;
  multiple: number;
}

/** One entry of a score's list: a yaku, a dora count or a yakuman. */
export type ScoreYaku = Yaku | DoraYaku | Yakuman;

/**
 * One part of the fu (docs/rules.md#scoring), by id: the base 20, a closed ron's 10, a tsumo's 2, seven
 * pairs' 25, an open pinfu-shaped ron raised to 30; a value pair; a triplet or kan (concealed or not, of
 * terminals and honors or of simples); the single, closed or edge wait. `tiles` are the tiles the part
 * is for (the set, the pair, the waiting block).
 */
export type FuPart =
  | { id: 'base' | 'closed-ron' | 'tsumo' | 'chiitoitsu' | 'open-pinfu'; fu: number }
  | { id: 'value-pair'; fu: number; tiles: number[] }
  | { id: 'triplet' | 'kan'; concealed: boolean; outer: boolean; fu: number; tiles: number[] }
  | { id: 'tanki' | 'kanchan' | 'penchan'; fu: number; tiles: number[] };

/** How the winning tile completed its block: the wait that won. */
export type WinWait = 'ryanmen' | 'kanchan' | 'penchan' | 'shanpon' | 'tanki' | 'kokushi' | 'kokushi13';

/**
 * Who pays what for a win, honba included: the discarder on a ron; on a non-dealer's tsumo the dealer
 * and each other non-dealer; on the dealer's tsumo each of the others (all non-dealers). `kind` is the
 * way the hand was won, as the points quiz asks the payment.
 */
export type Payments =
  { kind: 'ron'; ron: number } | { kind: 'tsumo'; dealer: number; nonDealer: number } | { kind: 'dealer-tsumo'; nonDealer: number };

/** A limit reached by han: 満貫, 跳満, 倍満, 三倍満, 数え役満 (13 han or more, with the rule on). */
export type HanLimit = 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'kazoe-yakuman';

/** A limit that caps a hand's points: one reached by han, or a yakuman (役満, of any multiple). */
export type Limit = HanLimit | 'yakuman';

/** What every win has, whatever it is valued by. */
interface WinBase {
  kind: 'win';
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

/** A win valued by han and fu (a counted yakuman, 数え役満, among them). */
export interface HanScore extends WinBase {
  /** Yaku, then dora, red fives, ura-dora and nuki-dora. */
  yaku: (Yaku | DoraYaku)[];
  /** Total han, dora included. */
  han: number;
  /** Fu, rounded. */
  fu: number;
  /** How the fu adds up, before rounding. */
  fuParts: FuPart[];
  /** The limit the han and fu reach; null below mangan. */
  limit: HanLimit | null;
}

/** A win valued as a yakuman: the yakuman alone (every other yaku and the dora dropped), no han or fu. */
export interface YakumanScore extends WinBase {
  /** The yakuman, each with its multiple. */
  yaku: Yakuman[];
  limit: 'yakuman';
  /** The multiple paid: the yakuman's added up (or the largest alone with combining off). */
  yakuman: number;
}

/** The value of a complete hand with at least one yaku: by han and fu, or a yakuman (told by `limit`: 'yakuman'). */
export type Score = HanScore | YakumanScore;

/**
 * A complete hand with no yaku: nothing is scored (dora alone do not make a win). Why, as a code: a
 * closed hand won by ron (riichi, or a tsumo, would give it one), or an open hand (it needs a yaku of
 * its own, such as a value triplet or all simples).
 */
export interface NoYaku {
  kind: 'no-yaku';
  reason: 'closed-ron' | 'open-hand';
}

/**
 * Why a hand cannot be scored, by code, each with what it is about (the faces write the sentence:
 * docs/rules.md#scoring lists what cannot happen at a table). The situation is checked in this order.
 */
export type ScoreError =
  /** Not a complete hand: `tiles` its size (a kan counting 3); 14 tiles that form no complete shape. */
  | { code: 'not-complete'; tiles: number }
  /** The winning tile (a kind; or not a tile at all) is not among the concealed tiles; `red`: its red five is not. */
  | { code: 'win-not-in-hand'; win: number; red: boolean }
  /** The way of winning is neither tsumo nor ron (a caller outside the types). */
  | { code: 'invalid-by'; by: string }
  /** A wind that is not E, S, W or N. */
  | { code: 'invalid-wind'; field: 'round' | 'seat'; wind: string }
  /** Riichi that is not none, riichi or double. */
  | { code: 'invalid-riichi'; riichi: string }
  /** Riichi with a called meld (a closed kan keeps the hand closed). */
  | { code: 'riichi-open-hand' }
  | { code: 'ippatsu-without-riichi' }
  | { code: 'rinshan-on-ron' }
  /** Rinshan with no kan in the hand (three players excepted: a north set aside brings a replacement too). */
  | { code: 'rinshan-without-kan' }
  | { code: 'chankan-on-tsumo' }
  /** Chankan wins on the fourth copy of `tile`, added to another's pon: the hand cannot hold another. */
  | { code: 'chankan-copy-held'; tile: number }
  /** The last tile with a kan replacement (rinshan) or a robbed kan (chankan). */
  | { code: 'last-tile-with-kan'; with: 'rinshan' | 'chankan' }
  /** A first-draw win (天和, 地和) by ron. */
  | { code: 'first-draw-on-ron' }
  /** A first-draw win with a meld, even a closed kan. */
  | { code: 'first-draw-with-meld' }
  /** A first-draw win after riichi, on the last tile, or on a kan replacement. */
  | { code: 'first-draw-after'; after: 'riichi' | 'last' | 'rinshan' }
  /** More than five dora or ura-dora indicators. */
  | { code: 'too-many-indicators'; field: 'dora' | 'ura'; count: number }
  /** An indicator that is not a kind 0-33. */
  | { code: 'invalid-indicator'; field: 'dora' | 'ura'; indicator: number }
  /** Honba, riichi sticks or nuki-dora that are not a whole number, 0 or more. */
  | { code: 'invalid-count'; field: 'honba' | 'sticks' | 'nuki'; value: number }
  /** Nuki-dora in a four-player game. */
  | { code: 'nuki-four-players'; nuki: number };

export type ScoreErrorCode = ScoreError['code'];
