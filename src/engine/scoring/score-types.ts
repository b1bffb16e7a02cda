/**
 * The vocabulary of a score, beside score() (score.ts) that makes it: yaku, yakuman and dora by id, the
 * fu parts, the wait that won, the payments, a win valued by han and fu or as a yakuman, and why a
 * hand scores nothing (no yaku) or cannot be scored (a ScoreError by code). The words every analysis
 * shares (Hand, Table, Situation, ScoreRules) stay in types.ts; the faces re-export these with them.
 */
import type { ParseError } from '../core/parse-error.ts';
import type { Decomposition, Table, Wind } from '../types.ts';

/**
 * What score() reads of a position's table: the dora indicators, the players (three: a tsumo is paid by
 * the two others, ツモ損, and 1m points to 9m) and the north tiles set aside (nuki-dora, one han each).
 * A Table from parseTable is one; absent, the table is empty and four players sit at it.
 */
export type ScoreTable = Pick<Table, 'players' | 'indicators' | 'nuki'>;

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

/**
 * A value as the page draws it: the score, or no yaku, or why the hand cannot be scored (a ScoreError), or
 * the ura-dora indicators that cannot be read (their ParseError, as the page typed them).
 */
export type ScoreOutcome = Score | NoYaku | { kind: 'error'; error: ScoreError } | { kind: 'ura'; error: ParseError };

/** The value of one wait of a tenpai hand, by ron and by tsumo. */
export interface WaitOutcome {
  tile: number;
  ron: ScoreOutcome;
  tsumo: ScoreOutcome;
}

/**
 * A hand's value as the page asks it: a complete hand's winning tile (kind, red) and value, or each wait
 * of a 3n+1 hand (none when it is not tenpai).
 */
export type HandValue = { kind: 'complete'; win: number; winRed: boolean; outcome: ScoreOutcome } | { kind: 'waits'; waits: WaitOutcome[] };
