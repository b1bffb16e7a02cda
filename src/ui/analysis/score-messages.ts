/**
 * The score panel's words (docs/rules.md#scoring) in English, Japanese and Chinese: the situation's controls,
 * the yaku, fu, limits and payments, the value of each wait. Japanese keeps the terms players use at the
 * table (翻, 符, 満貫, 本場, 供託); English names each yaku in English with its Japanese name beside it.
 */
import {
  type DoraId,
  type FuPart,
  type Limit,
  type Score,
  type ScoreYaku,
  type Wind,
  type YakuId,
  type YakumanId,
} from '../../engine/light.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';

/** The fu parts named by id alone (a set's name is made of its data: setFu). */
type FuName = Exclude<FuPart['id'], 'triplet' | 'kan'>;

/** One sentence per score error's code, from the error's data. */

/** The winning tile an error names, as the notation writes it (a value that is not a tile, as given). */

export interface ScoreMessages {
  heading: string;
  situation: string;
  winBy: string;
  tsumo: string;
  ron: string;
  round: string;
  seat: string;
  winds: Record<Wind, string>;
  dealer: string;
  /** East as the seat, the dealer named: "East (dealer)", 「東 (親)」, 「东（庄家）」. */
  dealerSeat(wind: string): string;
  riichi: string;
  riichiNone: string;
  riichiOne: string;
  riichiDouble: string;
  ippatsu: string;
  /** 海底 on a tsumo, 河底 on a ron. */
  last(by: 'tsumo' | 'ron'): string;
  rinshan: string;
  chankan: string;
  /** 天和 for the dealer, 地和 otherwise. */
  firstDraw(dealer: boolean): string;
  honba: string;
  sticks: string;
  ura: string;
  uraHint: string;
  dora: string;
  /** No indicator on the table: where to set them. */
  noDora: string;
  winTile: string;
  winTileHint: string;
  yaku: string;
  fu: string;
  han(n: number): string;
  fuValue(n: number): string;
  /** The fu parts added up, and rounded when the sum is not a multiple of 10. */
  fuSum(raw: number, fu: number): string;
  points(n: string): string;
  limits: Record<Limit, string>;
  /** Each yaku's, yakuman's and dora's name by the engine's id (the wind yaku: windYaku). */
  yakuNames: Record<YakuId | YakumanId | DoraId, string>;
  /** A wind yaku with its wind's name (from `winds`): "Round wind East", 「場風 東」. */
  windYaku(yaku: 'round-wind' | 'seat-wind', wind: string): string;
  /** Each fu part's name by the engine's id (a triplet's or a kan's: setFu). */
  fuNames: Record<FuName, string>;
  /** A triplet's or kan's fu part: "Closed triplet of terminals or honors", 「暗刻 幺九牌」. */
  setFu(kan: boolean, concealed: boolean, outer: boolean): string;
  yakuman(multiple: number): string;
  ronPays(n: string): string;
  tsumoPays(nonDealer: string, dealer: string): string;
  tsumoAll(each: string): string;
  receives(n: string): string;
  /** 本場 and 供託 added to what the winner receives. */
  extras(honba: number, sticks: number): string;
  noYaku: string;
  noYakuShort: string;
  noYakuClosed: string;
  noYakuOpen: string;
  scoredAs: string;
  waits: Record<Score['wait'], string>;
  waitValues: string;
  waitValuesHint: string;
  wait: string;
  pending: string;
  /** The answer waits for the ura-dora indicators to be readable. */
  uraBlocked: string;
  /** han and fu in one: "3 han 40 fu" / "3翻40符". */
  hanFu(han: number, fu: number): string;
}

const n = (x: number) => x.toLocaleString('en-US');

const en: ScoreMessages = {
  heading: 'Score',
  situation: 'How the hand is won',
  winBy: 'Win by',
  tsumo: 'Tsumo',
  ron: 'Ron',
  round: 'Round wind',
  seat: 'Seat wind',
  winds: { E: 'East', S: 'South', W: 'West', N: 'North' },
  dealer: 'dealer',
  dealerSeat: (w) => `${w} (dealer)`,
  riichi: 'Riichi',
  riichiNone: 'None',
  riichiOne: 'Riichi',
  riichiDouble: 'Double',
  ippatsu: 'Ippatsu',
  last: (by) => (by === 'tsumo' ? 'Last tile (haitei)' : 'Last discard (houtei)'),
  rinshan: 'After a kan (rinshan)',
  chankan: 'Robbing a kan (chankan)',
  firstDraw: (dealer) => (dealer ? 'First draw (tenhou)' : 'First draw (chiihou)'),
  honba: 'Honba',
  sticks: 'Riichi sticks',
  ura: 'Ura-dora indicators',
  uraHint: 'mpsz, e.g. 3p1z',
  dora: 'Dora indicators',
  noDora: "none (add them with the palette's Dora ind. switch)",
  winTile: 'Winning tile',
  winTileHint: 'The tile the hand was won on; its draw unless you choose another.',
  yaku: 'Yaku',
  fu: 'Fu',
  han: (x) => `${x} han`,
  fuValue: (x) => `${x} fu`,
  fuSum: (raw, fu) => (raw === fu ? `= ${fu} fu` : `= ${raw}, rounded up to ${fu} fu`),
  points: (x) => `${x} points`,
  limits: {
    mangan: 'Mangan',
    haneman: 'Haneman',
    baiman: 'Baiman',
    sanbaiman: 'Sanbaiman',
    yakuman: 'Yakuman',
    'kazoe-yakuman': 'Counted yakuman',
  },
  yakuNames: {
    riichi: 'Riichi',
    'double-riichi': 'Double riichi',
    ippatsu: 'Ippatsu',
    haitei: 'Last tile draw',
    houtei: 'Last tile discard',
    rinshan: 'After a kan',
    chankan: 'Robbing a kan',
    'menzen-tsumo': 'Fully concealed hand',
    chiitoitsu: 'Seven pairs',
    haku: 'White dragon',
    hatsu: 'Green dragon',
    chun: 'Red dragon',
    pinfu: 'Pinfu',
    iipeikou: 'Pure double sequence',
    ryanpeikou: 'Twice pure double sequence',
    sanshoku: 'Mixed triple sequence',
    ittsu: 'Pure straight',
    chanta: 'Half outside hand',
    junchan: 'Fully outside hand',
    toitoi: 'All triplets',
    sanankou: 'Three concealed triplets',
    sankantsu: 'Three kans',
    'sanshoku-doukou': 'Triple triplets',
    shousangen: 'Little three dragons',
    honroutou: 'All terminals and honors',
    tanyao: 'All simples',
    honitsu: 'Half flush',
    chinitsu: 'Full flush',
    tenhou: 'Blessing of heaven',
    chiihou: 'Blessing of earth',
    kokushi: 'Thirteen orphans',
    'kokushi-13': 'Thirteen orphans, 13-sided wait',
    tsuuiisou: 'All honors',
    suuankou: 'Four concealed triplets',
    'suuankou-tanki': 'Four concealed triplets, single wait',
    daisangen: 'Big three dragons',
    daisuushii: 'Big four winds',
    shousuushii: 'Little four winds',
    ryuuiisou: 'All green',
    chinroutou: 'All terminals',
    suukantsu: 'Four kans',
    chuuren: 'Nine gates',
    'junsei-chuuren': 'True nine gates',
    dora: 'Dora',
    'red-dora': 'Red fives',
    'ura-dora': 'Ura-dora',
    'nuki-dora': 'Nuki-dora',
  },
  windYaku: (yaku, wind) => `${yaku === 'round-wind' ? 'Round' : 'Seat'} wind ${wind}`,
  fuNames: {
    base: 'Base',
    'closed-ron': 'Closed ron',
    tsumo: 'Tsumo',
    chiitoitsu: 'Seven pairs',
    'open-pinfu': 'Open pinfu-shaped ron',
    'value-pair': 'Value pair',
    tanki: 'Single wait',
    kanchan: 'Closed wait',
    penchan: 'Edge wait',
  },
  setFu: (kan, concealed, outer) =>
    `${concealed ? 'Closed' : 'Open'} ${kan ? 'kan' : 'triplet'} of ${outer ? 'terminals or honors' : 'simples'}`,
  yakuman: (m) => (m === 1 ? 'yakuman' : m === 2 ? 'double yakuman' : `${m}x yakuman`),
  ronPays: (x) => `Ron: the discarder pays ${x}`,
  tsumoPays: (nd, d) => `Tsumo: ${nd} from each non-dealer, ${d} from the dealer`,
  tsumoAll: (each) => `Tsumo: ${each} from each player`,
  receives: (x) => `The winner receives ${x}`,
  extras: (honba, sticks) =>
    [honba ? `${honba} honba` : '', sticks ? `${sticks} riichi stick${sticks === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and '),
  noYaku: 'No yaku: this hand cannot win as it stands (dora alone do not count).',
  noYakuShort: 'No yaku',
  noYakuClosed: 'Riichi, or winning by tsumo, would give it one.',
  noYakuOpen: 'An open hand needs a yaku of its own, such as a value triplet or all simples.',
  scoredAs: 'Scored as',
  waits: {
    ryanmen: 'two-sided wait',
    kanchan: 'closed wait',
    penchan: 'edge wait',
    shanpon: 'shanpon wait',
    tanki: 'single wait',
    kokushi: 'single wait',
    kokushi13: '13-sided wait',
  },
  waitValues: 'What each wait is worth',
  waitValuesHint: 'A five is counted as a plain five, not the red one.',
  wait: 'Wait',
  pending: 'Scoring…',
  uraBlocked: 'Scored once the ura-dora indicators below can be read.',
  hanFu: (h, f) => `${h} han ${f} fu`,
};

const ja: ScoreMessages = {
  heading: '点数',
  situation: '和了の状況',
  winBy: '和了',
  tsumo: 'ツモ',
  ron: 'ロン',
  round: '場風',
  seat: '自風',
  winds: { E: '東', S: '南', W: '西', N: '北' },
  dealer: '親',
  dealerSeat: (w) => `${w} (親)`,
  riichi: '立直',
  riichiNone: 'なし',
  riichiOne: '立直',
  riichiDouble: 'ダブル立直',
  ippatsu: '一発',
  last: (by) => (by === 'tsumo' ? '海底摸月' : '河底撈魚'),
  rinshan: '嶺上開花',
  chankan: '槍槓',
  firstDraw: (dealer) => (dealer ? '天和' : '地和'),
  honba: '本場',
  sticks: '供託棒',
  ura: '裏ドラ表示牌',
  uraHint: '例: 3p1z',
  dora: 'ドラ表示牌',
  noDora: 'なし (パレットの「ドラ表示」で追加)',
  winTile: '和了牌',
  winTileHint: '和了った牌。選ばなければツモ牌。',
  yaku: '役',
  fu: '符',
  han: (x) => `${x}翻`,
  fuValue: (x) => `${x}符`,
  fuSum: (raw, fu) => (raw === fu ? `= ${fu}符` : `= ${raw} → 切り上げ ${fu}符`),
  points: (x) => `${x}点`,
  limits: { mangan: '満貫', haneman: '跳満', baiman: '倍満', sanbaiman: '三倍満', yakuman: '役満', 'kazoe-yakuman': '数え役満' },
  yakuNames: {
    riichi: '立直',
    'double-riichi': 'ダブル立直',
    ippatsu: '一発',
    haitei: '海底摸月',
    houtei: '河底撈魚',
    rinshan: '嶺上開花',
    chankan: '槍槓',
    'menzen-tsumo': '門前清自摸和',
    chiitoitsu: '七対子',
    haku: '役牌 白',
    hatsu: '役牌 發',
    chun: '役牌 中',
    pinfu: '平和',
    iipeikou: '一盃口',
    ryanpeikou: '二盃口',
    sanshoku: '三色同順',
    ittsu: '一気通貫',
    chanta: '混全帯幺九',
    junchan: '純全帯幺九',
    toitoi: '対々和',
    sanankou: '三暗刻',
    sankantsu: '三槓子',
    'sanshoku-doukou': '三色同刻',
    shousangen: '小三元',
    honroutou: '混老頭',
    tanyao: '断幺九',
    honitsu: '混一色',
    chinitsu: '清一色',
    tenhou: '天和',
    chiihou: '地和',
    kokushi: '国士無双',
    'kokushi-13': '国士無双十三面',
    tsuuiisou: '字一色',
    suuankou: '四暗刻',
    'suuankou-tanki': '四暗刻単騎',
    daisangen: '大三元',
    daisuushii: '大四喜',
    shousuushii: '小四喜',
    ryuuiisou: '緑一色',
    chinroutou: '清老頭',
    suukantsu: '四槓子',
    chuuren: '九蓮宝燈',
    'junsei-chuuren': '純正九蓮宝燈',
    dora: 'ドラ',
    'red-dora': '赤ドラ',
    'ura-dora': '裏ドラ',
    'nuki-dora': '抜きドラ',
  },
  windYaku: (yaku, wind) => `${yaku === 'round-wind' ? '場風' : '自風'} ${wind}`,
  fuNames: {
    base: '副底',
    'closed-ron': '門前加符',
    tsumo: 'ツモ',
    chiitoitsu: '七対子',
    'open-pinfu': '喰い平和形のロン',
    'value-pair': '役牌の雀頭',
    tanki: '単騎待ち',
    kanchan: '嵌張待ち',
    penchan: '辺張待ち',
  },
  setFu: (kan, concealed, outer) => `${concealed ? '暗' : '明'}${kan ? '槓' : '刻'} ${outer ? '幺九牌' : '中張牌'}`,
  yakuman: (m) => (m === 1 ? '役満' : m === 2 ? 'ダブル役満' : `${m}倍役満`),
  ronPays: (x) => `ロン: 放銃者が ${x}`,
  tsumoPays: (nd, d) => `ツモ: 子 ${nd} / 親 ${d}`,
  tsumoAll: (each) => `ツモ: ${each} オール`,
  receives: (x) => `和了者の獲得点 ${x}`,
  extras: (honba, sticks) => [honba ? `${honba}本場` : '', sticks ? `供託${sticks}本` : ''].filter(Boolean).join('・'),
  noYaku: '役なし: このままでは和了れません (ドラは役になりません)。',
  noYakuShort: '役なし',
  noYakuClosed: '立直するか、ツモ和了なら役がつきます。',
  noYakuOpen: '鳴いた手には役牌や断幺九などの役が必要です。',
  scoredAs: '採用した面子分解',
  waits: {
    ryanmen: '両面待ち',
    kanchan: '嵌張待ち',
    penchan: '辺張待ち',
    shanpon: '双碰待ち',
    tanki: '単騎待ち',
    kokushi: '単騎待ち',
    kokushi13: '十三面待ち',
  },
  waitValues: '待ちごとの打点',
  waitValuesHint: '待ちの5は赤ドラでない5として計算しています。',
  wait: '待ち',
  pending: '計算中…',
  uraBlocked: '裏ドラ表示牌を直すと計算します。',
  hanFu: (h, f) => `${h}翻${f}符`,
};

/** Points as the page writes them: "8,000". */
export const pointsText = n;

const zh: ScoreMessages = {
  heading: '点数',
  situation: '和牌情况',
  winBy: '和牌',
  tsumo: '自摸',
  ron: '荣和',
  round: '场风',
  seat: '自风',
  winds: { E: '东', S: '南', W: '西', N: '北' },
  dealer: '庄家',
  dealerSeat: (w) => `${w}（庄家）`,
  riichi: '立直',
  riichiNone: '无',
  riichiOne: '立直',
  riichiDouble: '两立直',
  ippatsu: '一发',
  last: (by) => (by === 'tsumo' ? '海底摸月' : '河底捞鱼'),
  rinshan: '岭上开花',
  chankan: '抢杠',
  firstDraw: (dealer) => (dealer ? '天和' : '地和'),
  honba: '本场',
  sticks: '供托棒',
  ura: '里宝牌指示牌',
  uraHint: '例：3p1z',
  dora: '宝牌指示牌',
  noDora: '无（用牌面板的“宝牌指示”添加）',
  winTile: '和牌张',
  winTileHint: '和了的那张牌。不选则为摸到的牌。',
  yaku: '役',
  fu: '符',
  han: (x) => `${x}番`,
  fuValue: (x) => `${x}符`,
  fuSum: (raw, fu) => (raw === fu ? `= ${fu}符` : `= ${raw} → 进位为 ${fu}符`),
  points: (x) => `${x}点`,
  limits: { mangan: '满贯', haneman: '跳满', baiman: '倍满', sanbaiman: '三倍满', yakuman: '役满', 'kazoe-yakuman': '累计役满' },
  yakuNames: {
    riichi: '立直',
    'double-riichi': '两立直',
    ippatsu: '一发',
    haitei: '海底摸月',
    houtei: '河底捞鱼',
    rinshan: '岭上开花',
    chankan: '抢杠',
    'menzen-tsumo': '门前清自摸和',
    chiitoitsu: '七对子',
    haku: '役牌 白',
    hatsu: '役牌 发',
    chun: '役牌 中',
    pinfu: '平和',
    iipeikou: '一杯口',
    ryanpeikou: '两杯口',
    sanshoku: '三色同顺',
    ittsu: '一气通贯',
    chanta: '混全带幺九',
    junchan: '纯全带幺九',
    toitoi: '对对和',
    sanankou: '三暗刻',
    sankantsu: '三杠子',
    'sanshoku-doukou': '三色同刻',
    shousangen: '小三元',
    honroutou: '混老头',
    tanyao: '断幺九',
    honitsu: '混一色',
    chinitsu: '清一色',
    tenhou: '天和',
    chiihou: '地和',
    kokushi: '国士无双',
    'kokushi-13': '国士无双十三面',
    tsuuiisou: '字一色',
    suuankou: '四暗刻',
    'suuankou-tanki': '四暗刻单骑',
    daisangen: '大三元',
    daisuushii: '大四喜',
    shousuushii: '小四喜',
    ryuuiisou: '绿一色',
    chinroutou: '清老头',
    suukantsu: '四杠子',
    chuuren: '九莲宝灯',
    'junsei-chuuren': '纯正九莲宝灯',
    dora: '宝牌',
    'red-dora': '赤宝牌',
    'ura-dora': '里宝牌',
    'nuki-dora': '拔北宝牌',
  },
  windYaku: (yaku, wind) => `${yaku === 'round-wind' ? '场风' : '自风'} ${wind}`,
  fuNames: {
    base: '副底',
    'closed-ron': '门前加符',
    tsumo: '自摸',
    chiitoitsu: '七对子',
    'open-pinfu': '副露平和型荣和',
    'value-pair': '役牌雀头',
    tanki: '单骑听',
    kanchan: '嵌张听',
    penchan: '边张听',
  },
  setFu: (kan, concealed, outer) => `${concealed ? '暗' : '明'}${kan ? '杠' : '刻'} ${outer ? '幺九牌' : '中张牌'}`,
  yakuman: (m) => (m === 1 ? '役满' : m === 2 ? '双倍役满' : `${m}倍役满`),
  ronPays: (x) => `荣和：放铳者支付 ${x}`,
  tsumoPays: (nd, d) => `自摸：闲家各 ${nd} / 庄家 ${d}`,
  tsumoAll: (each) => `自摸：每家 ${each}`,
  receives: (x) => `和牌者得点 ${x}`,
  extras: (honba, sticks) => [honba ? `${honba}本场` : '', sticks ? `供托${sticks}根` : ''].filter(Boolean).join('、'),
  noYaku: '无役：这样不能和牌（宝牌不算役）。',
  noYakuShort: '无役',
  noYakuClosed: '立直或门前自摸和牌即可有役。',
  noYakuOpen: '副露的手牌需要役牌、断幺九等役。',
  scoredAs: '采用的面子分解',
  waits: {
    ryanmen: '两面听',
    kanchan: '嵌张听',
    penchan: '边张听',
    shanpon: '双碰听',
    tanki: '单骑听',
    kokushi: '单骑听',
    kokushi13: '十三面听',
  },
  waitValues: '各待牌的打点',
  waitValuesHint: '待牌中的5按非赤宝牌的5计算。',
  wait: '待牌',
  pending: '计算中…',
  uraBlocked: '修正里宝牌指示牌后开始计算。',
  hanFu: (h, f) => `${h}番${f}符`,
};

const MESSAGES: Record<Lang, ScoreMessages> = { en, ja, zh };

/** A yaku's, dora's or yakuman's name in these words. */
export function yakuName(y: ScoreYaku, t: ScoreMessages): string {
  if (y.id === 'round-wind' || y.id === 'seat-wind') return t.windYaku(y.id, t.winds[y.wind]);
  return t.yakuNames[y.id];
}

/** A fu part's name in these words. */
export function fuPartName(p: FuPart, t: ScoreMessages): string {
  return p.id === 'triplet' || p.id === 'kan' ? t.setFu(p.id === 'kan', p.concealed, p.outer) : t.fuNames[p.id];
}

/** The score words of one language. */
export function scoreMessagesFor(lang: Lang): ScoreMessages {
  return MESSAGES[lang];
}

/** The score words of the language chosen in the store. */
export function useScoreMessages(): ScoreMessages {
  return scoreMessagesFor(useLang());
}
