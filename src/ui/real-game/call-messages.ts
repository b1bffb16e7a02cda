/**
 * The words of the call table (call or pass, docs/rules.md#call-or-pass) in English, Japanese and
 * Chinese. Japanese uses the table's own terms (鳴き判断, スルー, チー・ポン・カン, 打, 和了率, 聴牌率,
 * 期待値, 役なし); Chinese the usual ones (鸣牌判断, 不鸣, 吃・碰・杠, 和牌率, 听牌率, 期望值, 无役).
 */
import type { OtherSeat } from '../../engine/light.ts';
import type { CallMetric } from '../../address/call-query.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';

export type CallKind = 'chi' | 'pon' | 'kan';

export interface CallMessages {
  /** The region's name. */
  region: string;
  /** Its heading: the offer. */
  heading(tile: string, from: OtherSeat): string;
  /** The order switch: its group's name and each figure's button. */
  orderBy: string;
  metric: Record<CallMetric, string>;
  /** The table's name, and its column heads. */
  table: string;
  choice: string;
  after: string;
  tenpai: string;
  win: string;
  ev: string;
  pass: string;
  call: Record<CallKind, string>;
  /** A choice with its meld: "Pon (111z)". */
  withMeld(call: string, meld: string): string;
  /** A call's discard after it, with its shanten and live effective tiles: "discard 3p · tenpai · 8 tiles". */
  discardAfter(tile: string, shanten: string, count: number): string;
  /** An open kan: the replacement draw comes first. */
  kanAfter(shanten: string, count: number): string;
  /** Passing: the hand as it is. */
  passAfter: string;
  /** A figure in words, for the answer line: "win 23.1%", "expected 2,345 pts". */
  figure(metric: CallMetric, value: string): string;
  /** A figure's value with its unit, beside one in words: "18.0%", "2,345 pts". */
  amount(metric: CallMetric, value: string): string;
  /** The answer line: a call is best (`discard` null for a kan). */
  callBest(call: string, discard: string | null, figure: string, passing: string): string;
  /** The answer line: passing is best, `call` the best call's words. */
  passBest(figure: string, call: string, callFigure: string): string;
  /**
   * After the answer line, the other figure players weigh, of the same two choices (the expected score
   * beside the win or tenpai chance, the win chance beside the expected score), `other` naming the second:
   * "; expected 1,200 pts vs 4,300 pts passing".
   */
  besides(metric: CallMetric, mine: string, theirs: string, other: string): string;
  /** The choices `besides` compares with: passing, the best call. */
  passingWord: string;
  bestCallWord: string;
  /** The best call's words inside the pass line: "pon, discard 3p". */
  callWords(call: string, discard: string | null): string;
  /** The answer line: no call is possible. */
  noCall: string;
  /** The answer line while the figures are being worked out. */
  working: string;
  /** The figures could not be had (the reason follows). */
  noFigures: string;
  /** A call whose open hand cannot win: no yaku. */
  noYaku: string;
  /** A call that keeps the red five in the hand. */
  redKept(tile: string): string;
  /** The yaku still possible. */
  yakuLeft(list: string): string;
  /** A meld that holds a yakuhai set: the hand has a yaku. */
  meldYaku: string;
  /** Record the call at the table: the button's word, and its full name. */
  recordShort: string;
  record(call: string): string;
  close: string;
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

/** A figure's value as shown: a percentage, or points. */
export function figureValue(metric: CallMetric, x: number): string {
  return metric === 'ev' ? Math.round(x).toLocaleString('en-US') : percent(x);
}

const FROM_EN: Record<OtherSeat, string> = { 3: 'the left player', 2: 'the player across', 1: 'the right player' };

const en: CallMessages = {
  region: 'Call or pass',
  heading: (tile, from) => `Call or pass: ${tile} from ${FROM_EN[from]}`,
  orderBy: 'Order by',
  metric: { win: 'Win', ev: 'Expected score', tenpai: 'Tenpai' },
  table: 'Pass and each call',
  choice: 'Choice',
  after: 'After it',
  tenpai: 'Tenpai',
  win: 'Win',
  ev: 'Expected',
  pass: 'Pass',
  call: { chi: 'Chi', pon: 'Pon', kan: 'Kan' },
  withMeld: (call, meld) => `${call} ${meld}`,
  discardAfter: (tile, shanten, count) => `discard ${tile} · ${shanten} · ${count} tiles`,
  kanAfter: (shanten, count) => `replacement draw · ${shanten} · ${count} tiles`,
  passAfter: 'the hand as it is',
  figure: (metric, value) => (metric === 'win' ? `win ${value}` : metric === 'tenpai' ? `tenpai ${value}` : `expected ${value} pts`),
  amount: (metric, value) => (metric === 'ev' ? `${value} pts` : value),
  callBest: (call, discard, figure, passing) => `${call}${discard ? `, discard ${discard}` : ''}: ${figure} vs ${passing} passing`,
  passBest: (figure, call, callFigure) => `Pass: ${figure} vs ${callFigure} for the best call (${call})`,
  besides: (metric, mine, theirs, other) => `; ${en.figure(metric, mine)} vs ${en.amount(metric, theirs)} ${other}`,
  passingWord: 'passing',
  bestCallWord: 'for the best call',
  callWords: (call, discard) => `${call.toLowerCase()}${discard ? `, discard ${discard}` : ''}`,
  noCall: 'Pass: no call is possible',
  working: 'Working out the chances…',
  noFigures: 'No chances:',
  noYaku: 'No yaku (役なし): this open hand cannot win',
  redKept: (tile) => `The red ${tile} stays in the hand`,
  yakuLeft: (list) => `Yaku still possible: ${list}`,
  meldYaku: 'A yakuhai meld: the hand has its yaku',
  recordShort: 'Record',
  record: (call) => `Record ${call} at the table`,
  close: 'Close',
};

const FROM_JA: Record<OtherSeat, string> = { 3: '上家', 2: '対面', 1: '下家' };

const ja: CallMessages = {
  region: '鳴き判断',
  heading: (tile, from) => `鳴き判断: ${FROM_JA[from]}の${tile}`,
  orderBy: '並べ替え',
  metric: { win: '和了率', ev: '期待値', tenpai: '聴牌率' },
  table: 'スルーと各鳴き',
  choice: '選択',
  after: '鳴いた後',
  tenpai: '聴牌率',
  win: '和了率',
  ev: '期待値',
  pass: 'スルー',
  call: { chi: 'チー', pon: 'ポン', kan: 'カン' },
  withMeld: (call, meld) => `${call} ${meld}`,
  discardAfter: (tile, shanten, count) => `打${tile}・${shanten}・${count}枚`,
  kanAfter: (shanten, count) => `嶺上牌を引く・${shanten}・${count}枚`,
  passAfter: '手牌はそのまま',
  figure: (metric, value) => (metric === 'win' ? `和了率 ${value}` : metric === 'tenpai' ? `聴牌率 ${value}` : `期待値 ${value}点`),
  amount: (metric, value) => (metric === 'ev' ? `${value}点` : value),
  callBest: (call, discard, figure, passing) => `${call}${discard ? `、打${discard}` : ''}: ${figure} (スルーは${passing})`,
  passBest: (figure, call, callFigure) => `スルー: ${figure} (最善の鳴き ${call} は${callFigure})`,
  // The other choice's word carries its particle (スルーは, カンしないと).
  besides: (metric, mine, theirs, other) => `・${ja.figure(metric, mine)} (${other}${ja.amount(metric, theirs)})`,
  passingWord: 'スルーは',
  bestCallWord: '最善の鳴きは',
  callWords: (call, discard) => `${call}${discard ? `・打${discard}` : ''}`,
  noCall: 'スルー: 鳴けません',
  working: '確率を計算中…',
  noFigures: '確率なし:',
  noYaku: '役なし: この副露手は和了できません',
  redKept: (tile) => `赤の${tile}は手牌に残します`,
  yakuLeft: (list) => `残る役: ${list}`,
  meldYaku: '役牌の副露: 役があります',
  recordShort: '記録',
  record: (call) => `${call}を卓に記録`,
  close: '閉じる',
};

const FROM_ZH: Record<OtherSeat, string> = { 3: '上家', 2: '对家', 1: '下家' };

const zh: CallMessages = {
  region: '鸣牌判断',
  heading: (tile, from) => `鸣牌判断：${FROM_ZH[from]}打出的${tile}`,
  orderBy: '排序',
  metric: { win: '和牌率', ev: '期望值', tenpai: '听牌率' },
  table: '不鸣与各种鸣牌',
  choice: '选择',
  after: '鸣牌后',
  tenpai: '听牌率',
  win: '和牌率',
  ev: '期望值',
  pass: '不鸣',
  call: { chi: '吃', pon: '碰', kan: '杠' },
  withMeld: (call, meld) => `${call} ${meld}`,
  discardAfter: (tile, shanten, count) => `打${tile} · ${shanten} · ${count}张`,
  kanAfter: (shanten, count) => `摸岭上牌 · ${shanten} · ${count}张`,
  passAfter: '手牌不变',
  figure: (metric, value) => (metric === 'win' ? `和牌率 ${value}` : metric === 'tenpai' ? `听牌率 ${value}` : `期望值 ${value}点`),
  amount: (metric, value) => (metric === 'ev' ? `${value}点` : value),
  callBest: (call, discard, figure, passing) => `${call}${discard ? `，打${discard}` : ''}：${figure}（不鸣为${passing}）`,
  passBest: (figure, call, callFigure) => `不鸣：${figure}（最佳鸣牌 ${call} 为${callFigure}）`,
  besides: (metric, mine, theirs, other) => `；${zh.figure(metric, mine)}（${other}为${zh.amount(metric, theirs)}）`,
  passingWord: '不鸣',
  bestCallWord: '最佳鸣牌',
  callWords: (call, discard) => `${call}${discard ? `，打${discard}` : ''}`,
  noCall: '不鸣：无法鸣牌',
  working: '正在计算概率…',
  noFigures: '没有概率：',
  noYaku: '无役：这副副露手牌无法和牌',
  redKept: (tile) => `赤${tile}留在手牌中`,
  yakuLeft: (list) => `仍可能的役：${list}`,
  meldYaku: '役牌副露：已有役',
  recordShort: '记录',
  record: (call) => `把${call}记录到牌桌`,
  close: '关闭',
};

const MESSAGES: Record<Lang, CallMessages> = { en, ja, zh };

export function callMessagesFor(lang: Lang): CallMessages {
  return MESSAGES[lang];
}

/** The call table's words in the language chosen in the store. */
export function useCallMessages(): CallMessages {
  return MESSAGES[useLang()];
}
