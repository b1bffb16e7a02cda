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
  | { kind: 'ron'; ron: number }
  | { kind: 'tsumo'; dealer: number; nonDealer: number }
  | { kind: 'dealer-tsumo'; nonDealer: number };

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
