/**
 * The points quiz's words in English, Japanese and Chinese (docs/rules.md#scoring). Japanese keeps the terms
 * players use at the table (翻, 符, 満貫, 親, 子, オール); English names each yaku in English with its
 * Japanese name beside it. The English names of the fields ("Han", "Fu"), the button ("Check") and
 * the verdict ("Correct" / "Incorrect") are what people, screen readers and the tests find them by.
 */
import type { Limit, MeldKind, Payments, Score, Wind } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import type { PointsFieldError } from '../../store/points-input.ts';
import { scoreMessagesFor } from '../analysis/score-messages.ts';

/** How the hand was won, for the payment: a ron, the dealer's tsumo, a non-dealer's tsumo (the engine's Payments' kinds). */
export type PaymentWay = Payments['kind'];

export type Payer = 'discarder' | 'non-dealer' | 'dealer' | 'each';

export interface PointsMessages {
  title: string;
  intro: string;
  hand: string;
  /** The winning tile, set apart in the hand. */
  winTile: string;
  meld(kind: MeldKind, text: string): string;
  situation: string;
  by: Record<'tsumo' | 'ron', string>;
  /** The short mark under the winning tile. */
  byMark: Record<'tsumo' | 'ron', string>;
  winds: Record<Wind, string>;
  round(wind: string): string;
  seat(wind: string, dealer: boolean): string;
  riichi: Record<'riichi' | 'double', string>;
  ippatsu: string;
  doraIndicator: string;
  uraIndicator: string;
  /** What an indicator points to: "→ dora 5m", "→ ura-dora 5m". */
  pointsTo: Record<'dora' | 'ura', string>;
  answer: string;
  han: string;
  fu: string;
  /** The payment's legend, and each field's label, by the way the hand was won ('unknown' while it is dealt). */
  payment: string;
  paymentFields: Record<PaymentWay | 'unknown', readonly string[]>;
  fieldError(error: PointsFieldError, text: string): string;
  check: string;
  next: string;
  keys: string;
  dealing: string;
  /** Check pressed while the question is dealt. */
  checkWaits: string;
  /** A check met fields it cannot read. */
  unreadable: string;
  correct: string;
  incorrect: string;
  /** One part of the verdict: right, or wrong with the correct value. */
  partRight(label: string, value: string): string;
  partWrong(label: string, yours: string, correct: string): string;
  /** A payment as players say it: "8,000", "1,300 / 2,600", "2,600 all". */
  paymentText(figures: readonly number[], way: PaymentWay): string;
  explanation: string;
  yaku: string;
  hanOf(n: number): string;
  fuOf(n: number): string;
  /** The total han: "Total: 3 han". */
  totalHan(n: number): string;
  /** The fu added up, and rounded when the sum is not a multiple of 10. */
  fuSum(raw: number, fu: number): string;
  /** Seven pairs: 25, never rounded. */
  sevenPairsFu: string;
  limits: Record<Limit, string>;
  /** The points part of the explanation. */
  pointsHeading: string;
  /** Han and fu in one: "3 han 40 fu" / "3翻40符". */
  hanFu(han: number, fu: number): string;
  /** Base points from fu and han: "40 fu × 2^(3+2) = 1,280". */
  base(fu: number, han: number, raw: string): string;
  /** The base capped by a limit: "→ Mangan: 2,000". */
  capped(limit: string, base: string): string;
  /** A limit reached by han alone: "6 han: Haneman, base points 3,000". */
  limitBase(han: number, limit: string, base: string): string;
  /** Who pays: the discarder on a ron; on a tsumo each non-dealer and the dealer, or (the dealer's tsumo) each of the three. */
  payer: Record<Payer, string>;
  /** One payer's share from the base: "The dealer pays 2 × 1,280 = 2,560, rounded up to 2,600". */
  pays(payer: string, multiplier: number, base: string, product: string, pay: string): string;
  /** The payment in one line: "Tsumo: 1,300 / 2,600". */
  paid(way: PaymentWay, payment: string): string;
  receives(points: string): string;
  scoredAs: string;
  waits: Record<Score['wait'], string>;
  share: string;
  /** The seed in the address is not one. */
  badSeed(text: string): string;
  deal: string;
  score: string;
  streak: string;
  bestStreak: string;
  accuracy: string;
  averageTime: string;
  seconds(ms: number): string;
  none: string;
}

/** Points as the page writes them: "8,000". */
export const figure = (n: number): string => n.toLocaleString('en-US');

const en: PointsMessages = {
  title: 'Points quiz',
  intro: "Count this winning hand by Tenhou's rules: its han, its fu and what it is paid. No honba, no riichi sticks.",
  hand: 'Hand',
  winTile: 'Winning tile',
  meld: (kind, text) => `${{ chi: 'Chi', pon: 'Pon', kan: 'Open kan', ankan: 'Closed kan' }[kind]} ${text}`,
  situation: 'How it was won',
  by: { tsumo: 'Tsumo (self-drawn)', ron: 'Ron (from a discard)' },
  byMark: { tsumo: 'Tsumo', ron: 'Ron' },
  winds: { E: 'East', S: 'South', W: 'West', N: 'North' },
  round: (w) => `${w} round`,
  seat: (w, dealer) => `${w} seat (${dealer ? 'dealer' : 'non-dealer'})`,
  riichi: { riichi: 'Riichi', double: 'Double riichi' },
  ippatsu: 'Ippatsu',
  doraIndicator: 'Dora indicator',
  uraIndicator: 'Ura-dora indicator',
  pointsTo: { dora: 'dora', ura: 'ura-dora' },
  answer: 'Your answer',
  han: 'Han',
  fu: 'Fu',
  payment: 'Payment',
  paymentFields: {
    unknown: ['Payment'],
    ron: ['The discarder pays'],
    'dealer-tsumo': ['Each player pays ("… all")'],
    tsumo: ['Each non-dealer pays', 'The dealer pays'],
  },
  fieldError: (error, text) =>
    error === 'empty' ? 'Enter a number here.' : `"${text.trim()}" is not a whole number: type digits only, e.g. 1,300.`,
  check: 'Check',
  next: 'Next question',
  keys: 'Tab moves between the fields; Enter checks, and Enter again deals the next question.',
  dealing: 'Dealing…',
  checkWaits: 'Checking as soon as the question is dealt…',
  unreadable: 'Some fields cannot be read (see beside them): nothing was scored.',
  correct: 'Correct',
  incorrect: 'Incorrect',
  partRight: (label, value) => `${label}: ${value} ✓`,
  partWrong: (label, yours, correct) => `${label}: ${yours} ✗ — it is ${correct}`,
  paymentText: (figures, way) => (way === 'dealer-tsumo' ? `${figure(figures[0])} all` : figures.map(figure).join(' / ')),
  explanation: 'How it scores',
  yaku: 'Yaku',
  hanOf: (n) => `${n} han`,
  fuOf: (n) => `${n} fu`,
  totalHan: (n) => `Total: ${n} han`,
  fuSum: (raw, fu) => (raw === fu ? `= ${fu} fu` : `= ${raw}, rounded up to ${fu} fu`),
  sevenPairsFu: 'Seven pairs are always 25 fu, never rounded.',
  limits: {
    mangan: 'Mangan (満貫)',
    haneman: 'Haneman (跳満)',
    baiman: 'Baiman (倍満)',
    sanbaiman: 'Sanbaiman (三倍満)',
    yakuman: 'Yakuman (役満)',
    'kazoe-yakuman': 'Counted yakuman (数え役満)',
  },
  pointsHeading: 'Points',
  hanFu: (h, f) => `${h} han ${f} fu`,
  base: (fu, han, raw) => `Base points: ${fu} fu × 2^(${han} + 2) = ${raw}`,
  capped: (limit, base) => `, capped at ${limit}: ${base}`,
  limitBase: (han, limit, base) => `${han} han is ${limit}: base points ${base}`,
  payer: { discarder: 'The discarder', 'non-dealer': 'Each non-dealer', dealer: 'The dealer', each: 'Each of the three others' },
  pays: (payer, m, base, product, pay) => `${payer} pays ${m} × ${base} = ${product}${product === pay ? '' : `, rounded up to ${pay}`}`,
  paid: (way, payment) => `${{ ron: 'Ron', tsumo: 'Tsumo', 'dealer-tsumo': 'Tsumo by the dealer' }[way]}: ${payment}`,
  receives: (p) => `The winner receives ${p} points.`,
  scoredAs: 'Read as',
  waits: scoreMessagesFor('en').waits,
  share: 'Link to this question',
  badSeed: (text) =>
    `The seed "${text.length > 20 ? `${text.slice(0, 20)}…` : text}" is not a whole number from 0 to 4294967295: no question can be dealt from it.`,
  deal: 'Deal a question',
  score: 'Score',
  streak: 'Streak',
  bestStreak: 'Best streak',
  accuracy: 'Accuracy',
  averageTime: 'Average time',
  seconds: (ms) => `${(ms / 1000).toFixed(1)} s`,
  none: '—',
};

const ja: PointsMessages = {
  title: '点数計算クイズ',
  intro: '天鳳ルールで、この和了の翻数・符・支払いを答えてください。本場・供託はありません。',
  hand: '手牌',
  winTile: '和了牌',
  meld: (kind, text) => `${{ chi: 'チー', pon: 'ポン', kan: '明槓', ankan: '暗槓' }[kind]} ${text}`,
  situation: '和了の状況',
  by: { tsumo: 'ツモ和了', ron: 'ロン和了' },
  byMark: { tsumo: 'ツモ', ron: 'ロン' },
  winds: { E: '東', S: '南', W: '西', N: '北' },
  round: (w) => `${w}場`,
  seat: (w, dealer) => `${w}家 (${dealer ? '親' : '子'})`,
  riichi: { riichi: '立直', double: 'ダブル立直' },
  ippatsu: '一発',
  doraIndicator: 'ドラ表示牌',
  uraIndicator: '裏ドラ表示牌',
  pointsTo: { dora: 'ドラ', ura: '裏ドラ' },
  answer: '解答',
  han: '翻',
  fu: '符',
  payment: '支払い',
  paymentFields: {
    unknown: ['支払い'],
    ron: ['放銃者の支払い'],
    'dealer-tsumo': ['各自の支払い (○○オール)'],
    tsumo: ['子の支払い', '親の支払い'],
  },
  fieldError: (error, text) =>
    error === 'empty' ? '数字を入力してください。' : `「${text.trim()}」は数字ではありません。数字だけを入力してください (例: 1300)。`,
  check: '判定',
  next: '次の問題',
  keys: 'Tabで欄を移動、Enterで判定、もう一度Enterで次の問題。',
  dealing: '出題中…',
  checkWaits: '出題され次第、判定します…',
  unreadable: '読めない欄があります (欄の横を参照)。採点はしていません。',
  correct: '正解',
  incorrect: '不正解',
  partRight: (label, value) => `${label}: ${value} ○`,
  partWrong: (label, yours, correct) => `${label}: ${yours} × → 正解は ${correct}`,
  paymentText: (figures, way) => (way === 'dealer-tsumo' ? `${figure(figures[0])}オール` : figures.map(figure).join(' / ')),
  explanation: '点数の内訳',
  yaku: '役',
  hanOf: (n) => `${n}翻`,
  fuOf: (n) => `${n}符`,
  totalHan: (n) => `合計 ${n}翻`,
  fuSum: (raw, fu) => (raw === fu ? `= ${fu}符` : `= ${raw}符 → 切り上げて ${fu}符`),
  sevenPairsFu: '七対子は常に25符 (切り上げなし)。',
  limits: { mangan: '満貫', haneman: '跳満', baiman: '倍満', sanbaiman: '三倍満', yakuman: '役満', 'kazoe-yakuman': '数え役満' },
  pointsHeading: '点数',
  hanFu: (h, f) => `${h}翻${f}符`,
  base: (fu, han, raw) => `基本点: ${fu}符 × 2^(${han} + 2) = ${raw}`,
  capped: (limit, base) => ` → ${limit} ${base}`,
  limitBase: (han, limit, base) => `${han}翻は${limit}: 基本点 ${base}`,
  payer: { discarder: '放銃者', 'non-dealer': '子', dealer: '親', each: '子3人' },
  pays: (payer, m, base, product, pay) => `${payer}: ${m} × ${base} = ${product}${product === pay ? '' : ` → 切り上げて ${pay}`}`,
  paid: (way, payment) => `${{ ron: 'ロン', tsumo: '子のツモ', 'dealer-tsumo': '親のツモ' }[way]}: ${payment}`,
  receives: (p) => `和了者の獲得点 ${p}点`,
  scoredAs: '採用した面子分解',
  waits: scoreMessagesFor('ja').waits,
  share: 'この問題へのリンク',
  badSeed: (text) =>
    `シード「${text.length > 20 ? `${text.slice(0, 20)}…` : text}」は0から4294967295までの整数ではないため、出題できません。`,
  deal: '出題する',
  score: '成績',
  streak: '連続正解',
  bestStreak: '最高連続正解',
  accuracy: '正答率',
  averageTime: '平均時間',
  seconds: (ms) => `${(ms / 1000).toFixed(1)}秒`,
  none: '—',
};

const zh: PointsMessages = {
  title: '点数计算练习',
  intro: '按天凤规则，回答这次和牌的番数、符数和支付点数。没有本场和供托。',
  hand: '手牌',
  winTile: '和牌张',
  meld: (kind, text) => `${{ chi: '吃', pon: '碰', kan: '明杠', ankan: '暗杠' }[kind]} ${text}`,
  situation: '和牌情况',
  by: { tsumo: '自摸和牌', ron: '荣和' },
  byMark: { tsumo: '自摸', ron: '荣和' },
  winds: { E: '东', S: '南', W: '西', N: '北' },
  round: (w) => `${w}场`,
  seat: (w, dealer) => `${w}家（${dealer ? '庄家' : '闲家'}）`,
  riichi: { riichi: '立直', double: '两立直' },
  ippatsu: '一发',
  doraIndicator: '宝牌指示牌',
  uraIndicator: '里宝牌指示牌',
  pointsTo: { dora: '宝牌', ura: '里宝牌' },
  answer: '回答',
  han: '番',
  fu: '符',
  payment: '支付',
  paymentFields: {
    unknown: ['支付'],
    ron: ['放铳者支付'],
    'dealer-tsumo': ['每家支付（○○ALL）'],
    tsumo: ['闲家支付', '庄家支付'],
  },
  fieldError: (error, text) => (error === 'empty' ? '请输入数字。' : `“${text.trim()}”不是数字。请只输入数字（例：1300）。`),
  check: '判定',
  next: '下一题',
  keys: 'Tab键切换栏位，Enter键判定，再按Enter进入下一题。',
  dealing: '出题中…',
  checkWaits: '出题后立即判定…',
  unreadable: '有无法读取的栏位（见栏位旁）。本次未计分。',
  correct: '正确',
  incorrect: '错误',
  partRight: (label, value) => `${label}：${value} ○`,
  partWrong: (label, yours, correct) => `${label}：${yours} × → 正确答案是 ${correct}`,
  paymentText: (figures, way) => (way === 'dealer-tsumo' ? `每家${figure(figures[0])}` : figures.map(figure).join(' / ')),
  explanation: '点数明细',
  yaku: '役',
  hanOf: (n) => `${n}番`,
  fuOf: (n) => `${n}符`,
  totalHan: (n) => `合计 ${n}番`,
  fuSum: (raw, fu) => (raw === fu ? `= ${fu}符` : `= ${raw}符 → 进位为 ${fu}符`),
  sevenPairsFu: '七对子固定为25符（不进位）。',
  limits: { mangan: '满贯', haneman: '跳满', baiman: '倍满', sanbaiman: '三倍满', yakuman: '役满', 'kazoe-yakuman': '累计役满' },
  pointsHeading: '点数',
  hanFu: (h, f) => `${h}番${f}符`,
  base: (fu, han, raw) => `基本点：${fu}符 × 2^(${han} + 2) = ${raw}`,
  capped: (limit, base) => ` → ${limit} ${base}`,
  limitBase: (han, limit, base) => `${han}番为${limit}：基本点 ${base}`,
  payer: { discarder: '放铳者', 'non-dealer': '闲家', dealer: '庄家', each: '闲家3人' },
  pays: (payer, m, base, product, pay) => `${payer}：${m} × ${base} = ${product}${product === pay ? '' : ` → 进位为 ${pay}`}`,
  paid: (way, payment) => `${{ ron: '荣和', tsumo: '闲家自摸', 'dealer-tsumo': '庄家自摸' }[way]}：${payment}`,
  receives: (p) => `和牌者得点 ${p}点`,
  scoredAs: '采用的面子分解',
  waits: scoreMessagesFor('zh').waits,
  share: '本题链接',
  badSeed: (text) => `种子“${text.length > 20 ? `${text.slice(0, 20)}…` : text}”不是0到4294967295之间的整数，无法出题。`,
  deal: '出题',
  score: '成绩',
  streak: '连续正确',
  bestStreak: '最高连续正确',
  accuracy: '正确率',
  averageTime: '平均用时',
  seconds: (ms) => `${(ms / 1000).toFixed(1)}秒`,
  none: '—',
};

const MESSAGES: Record<Lang, PointsMessages> = { en, ja, zh };

/** The points quiz's words in one language. */
export function pointsMessagesFor(lang: Lang): PointsMessages {
  return MESSAGES[lang];
}
