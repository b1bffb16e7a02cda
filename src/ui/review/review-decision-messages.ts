/**
 * The game review's words for one decision (docs/game-logs.md#the-review), in English, Japanese and
 * Chinese: the discard chosen beside the best, with their effective tiles, next step and probabilities, why
 * a decision has no figures, riichi or dama, and a call offered against passing. Japanese uses the words of
 * the table (打牌, 鳴き, 有効牌, 3向聴), Chinese the usual mainland terms (打牌, 鸣牌, 进张, 3向听).
 * review-messages.ts takes these into the review's words.
 */
import type { DiscardProbabilityError, OtherSeat } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';

/** The seat a call offered comes from, seen from the seat reviewed: 1 right, 2 across, 3 left. */
export type OfferFrom = OtherSeat;
export type CallWord = 'pass' | 'chi' | 'pon' | 'kan';

/** The review's words for a decision: a discard, riichi or dama, a call offered. */
export interface ReviewDecisionWords {
  discardKind: string;
  callKind: string;
  seatWind(round: string, seat: string): string;
  hand: string;
  chosen: string;
  best: string;
  loss: string;
  matchesBest: string;
  discard: string;
  count: string;
  shanten(n: number): string;
  tiles(n: number): string;
  shantenBack: string;
  nextStep: string;
  width(n: number | null): string;
  win: string;
  ev: string;
  atTurn(n: number): string;
  points(n: number): string;
  percent(x: number): string;
  riichiOrDama: string;
  riichi: string;
  dama: string;
  inRiichi: string;
  declares: string;
  tsumogiri: string;
  noProbabilities(error: DiscardProbabilityError): string;
  /** The chosen discard raised the shanten: the table with shanten-back off has no row for it, so its row was searched beside the others. */
  chosenAdded: string;
  /** The chosen discard was the fourth of one wind: its figures are the abortive draw's. */
  fourWinds: string;
  /** The seat's riichi would have been the fourth: figures never declaring, riichi worth the draw. */
  fourthRiichi: string;
  offered(tile: string, from: OfferFrom): string;
  fromWord: Record<OfferFrom, string>;
  callWords: Record<CallWord, string>;
  passed: string;
  called(call: CallWord, meld: string): string;
  callTable: string;
  openInAnalysis: string;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const pts = (n: number) => Math.round(n).toLocaleString('en-US');

const EN_FROM: Record<OfferFrom, string> = { 3: 'from the left', 2: 'from across', 1: 'from the right' };
const JA_FROM: Record<OfferFrom, string> = { 3: '上家', 2: '対面', 1: '下家' };
const ZH_FROM: Record<OfferFrom, string> = { 3: '上家', 2: '对家', 1: '下家' };

const en: ReviewDecisionWords = {
  discardKind: 'Discard',
  callKind: 'Call offered',
  seatWind: (round, seat) => `${round} round, ${seat} seat`,
  hand: 'Hand',
  chosen: 'Chosen',
  best: 'Best',
  loss: 'Loss',
  matchesBest: 'Best',
  discard: 'Discard',
  count: 'Effective tiles',
  shanten: (n) => (n === 0 ? 'tenpai' : n < 0 ? 'complete' : `${n}-shanten`),
  tiles: (n) => `${n} tile${n === 1 ? '' : 's'}`,
  shantenBack: 'shanten back',
  nextStep: 'Next step',
  width: (n) => (n === null ? '–' : `width ${n.toFixed(1)}`),
  win: 'Win',
  ev: 'Expected score',
  atTurn: (n) => `at turn ${n}`,
  points: (n) => pts(n),
  percent: pct,
  riichiOrDama: 'Riichi or dama',
  riichi: 'Riichi',
  dama: 'Dama',
  inRiichi: 'in riichi: the discard was forced',
  declares: 'declares riichi',
  tsumogiri: 'the tile just drawn',
  noProbabilities: (e) =>
    e.code === 'far-from-tenpai'
      ? `No win figures: ${e.shanten}-shanten is too far from tenpai.`
      : e.code === 'ends-kyoku'
        ? 'No win figures: the kyoku ends with this discard in an abortive draw (four kans by more than one player), whatever is discarded.'
        : e.code === 'too-large'
          ? 'No win figures: the search outgrew its memory.'
          : e.code === 'cancelled'
            ? 'No win figures: the search was stopped.'
            : 'No win figures: the engine could not search this hand.',
  chosenAdded:
    'The discard raised the shanten, which the table leaves out with shanten-back off: its row was searched beside the others, with the same options.',
  fourWinds:
    'This discard is the fourth of one wind in the first go-round: the kyoku ends in an abortive draw (four winds), so its figures are the draw’s, nothing won.',
  fourthRiichi:
    'Riichi here would be the fourth: the kyoku ends in an abortive draw (four riichi), so riichi is worth the draw and the figures never declare.',
  offered: (tile, from) => `${tile} ${EN_FROM[from]}`,
  fromWord: { 3: 'from the left', 2: 'from across', 1: 'from the right' },
  callWords: { pass: 'Pass', chi: 'Chi', pon: 'Pon', kan: 'Kan' },
  passed: 'Passed',
  called: (call, meld) => `${en.callWords[call]} ${meld}`,
  callTable: 'Call or pass',
  openInAnalysis: 'Open in analysis',
};

const ja: ReviewDecisionWords = {
  discardKind: '打牌',
  callKind: '鳴きの機会',
  seatWind: (round, seat) => `${round}場 ${seat}家`,
  hand: '手牌',
  chosen: '実際',
  best: '最善',
  loss: '損失',
  matchesBest: '最善',
  discard: '打牌',
  count: '有効牌',
  shanten: (n) => (n === 0 ? '聴牌' : n < 0 ? '和了形' : `${n}向聴`),
  tiles: (n) => `${n}枚`,
  shantenBack: '向聴戻し',
  nextStep: '二歩先',
  width: (n) => (n === null ? '–' : `平均 ${n.toFixed(1)}枚`),
  win: '和了率',
  ev: '期待値',
  atTurn: (n) => `${n}巡目時点`,
  points: (n) => `${Math.round(n)}点`,
  percent: pct,
  riichiOrDama: 'リーチかダマか',
  riichi: 'リーチ',
  dama: 'ダマ',
  inRiichi: 'リーチ中: ツモ切りのみ',
  declares: 'リーチ宣言',
  tsumogiri: 'ツモ切り',
  noProbabilities: (e) =>
    e.code === 'far-from-tenpai'
      ? `確率なし: ${e.shanten}向聴は聴牌から遠すぎます。`
      : e.code === 'ends-kyoku'
        ? '確率なし: 2人以上による4回目の槓のあとの打牌で、何を切っても四槓散了の流局になります。'
        : e.code === 'too-large'
          ? '確率なし: 探索がメモリの上限を超えました。'
          : e.code === 'cancelled'
            ? '確率なし: 探索を中止しました。'
            : '確率なし: この手は探索できません。',
  chosenAdded: 'この打牌は向聴戻しです。向聴戻しなしの表にはない行なので、同じ条件でこの打牌の行を加えて探索しました。',
  fourWinds: 'この打牌は1巡目の同じ風牌の4枚目で、四風連打の流局になります。値は流局のもの (和了なし) です。',
  fourthRiichi: 'ここでのリーチは4人目で、四家立直の流局になります。リーチは流局の値、確率はリーチしない場合の値です。',
  offered: (tile, from) => `${JA_FROM[from]}の${tile}`,
  fromWord: { 3: '上家から', 2: '対面から', 1: '下家から' },
  callWords: { pass: 'スルー', chi: 'チー', pon: 'ポン', kan: 'カン' },
  passed: 'スルー',
  called: (call, meld) => `${ja.callWords[call]} ${meld}`,
  callTable: '鳴くか鳴かないか',
  openInAnalysis: '牌理で開く',
};

const zh: ReviewDecisionWords = {
  discardKind: '打牌',
  callKind: '鸣牌机会',
  seatWind: (round, seat) => `${round}场 ${seat}家`,
  hand: '手牌',
  chosen: '实际',
  best: '最佳',
  loss: '损失',
  matchesBest: '最佳',
  discard: '打牌',
  count: '进张',
  shanten: (n) => (n === 0 ? '听牌' : n < 0 ? '和牌型' : `${n}向听`),
  tiles: (n) => `${n}张`,
  shantenBack: '退向听',
  nextStep: '两步',
  width: (n) => (n === null ? '–' : `平均 ${n.toFixed(1)}张`),
  win: '和牌率',
  ev: '期望得点',
  atTurn: (n) => `第${n}巡时`,
  points: (n) => `${Math.round(n)}点`,
  percent: pct,
  riichiOrDama: '立直还是默听',
  riichi: '立直',
  dama: '默听',
  inRiichi: '立直中: 只能摸切',
  declares: '宣言立直',
  tsumogiri: '摸切',
  noProbabilities: (e) =>
    e.code === 'far-from-tenpai'
      ? `没有概率: ${e.shanten}向听离听牌太远。`
      : e.code === 'ends-kyoku'
        ? '没有概率: 两人以上开了四次杠后的这次打牌，无论打什么都以四杠散了流局。'
        : e.code === 'too-large'
          ? '没有概率: 搜索超出了内存上限。'
          : e.code === 'cancelled'
            ? '没有概率: 搜索已停止。'
            : '没有概率: 无法搜索这手牌。',
  chosenAdded: '这次打牌退了向听，不含退向听的表中没有这一行：以相同条件把这一行加入搜索。',
  fourWinds: '这次打牌是第一巡同一种风牌的第四张：以四风连打流局，数值是流局的 (不和牌)。',
  fourthRiichi: '在这里立直是第四家立直：以四家立直流局，立直的数值是流局的，概率按不立直计算。',
  offered: (tile, from) => `${ZH_FROM[from]}的${tile}`,
  fromWord: { 3: '来自上家', 2: '来自对家', 1: '来自下家' },
  callWords: { pass: '不鸣', chi: '吃', pon: '碰', kan: '杠' },
  passed: '不鸣',
  called: (call, meld) => `${zh.callWords[call]} ${meld}`,
  callTable: '鸣还是不鸣',
  openInAnalysis: '在牌理中打开',
};

/** The decision's words of each language. */
export const REVIEW_DECISION_WORDS: Record<Lang, ReviewDecisionWords> = { en, ja, zh };
