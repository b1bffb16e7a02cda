/**
 * The score panel's words (docs/rules.md#scoring) in English, Japanese and Chinese: the situation's controls,
 * the han, fu and payments, the value of each wait; with the names of the score's parts (yaku, fu parts,
 * limits, waits: score-part-messages.ts) taken in, one object per language. Japanese keeps the terms players
 * use at the table (翻, 符, 満貫, 本場, 供託); English names each yaku in English with its Japanese name beside it.
 */
import { type FuPart, type ScoreYaku, type Wind } from '../../engine/light.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import { SCORE_PART_WORDS, type ScorePartWords } from './score-part-messages.ts';

export interface ScoreMessages extends ScorePartWords {
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
  ...SCORE_PART_WORDS.en,
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
  waitValues: 'What each wait is worth',
  waitValuesHint: 'A five is counted as a plain five, not the red one.',
  wait: 'Wait',
  pending: 'Scoring…',
  uraBlocked: 'Scored once the ura-dora indicators below can be read.',
  hanFu: (h, f) => `${h} han ${f} fu`,
};

const ja: ScoreMessages = {
  ...SCORE_PART_WORDS.ja,
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
  ...SCORE_PART_WORDS.zh,
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
