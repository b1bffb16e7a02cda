/**
 * The game review's words in English, Japanese and Chinese (docs/game-logs.md#the-review): the paste and
 * the file, the seats and the kyoku list, the progress of the review, the stepper and its filter of
 * mistakes, the table drawn at a decision and the summary; with the log's words (review-log-messages.ts:
 * its faults, a kyoku's name and end) and a decision's (review-decision-messages.ts) taken in, one object
 * per language. Japanese uses the words of the table (牌譜, 東1局, 打牌, 鳴き); Chinese the usual mainland
 * terms (牌谱, 东1局, 打牌, 鸣牌); English players' E1, E2-1.
 */
import type { Wind } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import type { ReviewFigures, ReviewFilter } from '../../store/review-slice.ts';
import { REVIEW_DECISION_WORDS, type ReviewDecisionWords } from './review-decision-messages.ts';
import { REVIEW_LOG_WORDS, type ReviewLogWords } from './review-log-messages.ts';

export type { DrawKind } from './review-log-messages.ts';
export type { CallWord, OfferFrom } from './review-decision-messages.ts';

export interface ReviewMessages extends ReviewLogWords, ReviewDecisionWords {
  title: string;
  intro: string;
  textLabel: string;
  placeholder: string;
  openFile: string;
  dropHere: string;
  review: string;
  reading: string;
  /** A file that could not be read as text. */
  fileUnreadable(name: string): string;
  seatLegend: string;
  seat(n: number): string;
  hideNames: string;
  kyokuList: string;
  /** A kyoku's figures: best decisions of the seat's, tiles lost, shanten put back. */
  kyokuFigures(best: number, count: number, tiles: number, back: number): string;
  kyokuPending: string;
  progress(done: number, total: number): string;
  /** The background pass: the probabilities again with hand changes and shanten-back on. */
  progressOptions(done: number, total: number): string;
  /** What the decision's figures were computed with (ReviewFigures), and whether more are on their way. */
  figures(figures: ReviewFigures, settled: boolean, coming: boolean): string;
  cancel: string;
  cancelled(done: number, total: number): string;
  cancelledOptions(done: number, total: number): string;
  continueReview: string;
  noDecisions: string;
  stepper: string;
  previous: string;
  next: string;
  previousMistake: string;
  nextMistake: string;
  noMistake: string;
  filter: string;
  filters: Record<ReviewFilter, string>;
  position(n: number, total: number): string;
  keys: string;
  turn(n: number): string;
  kyokuTurn(name: string, turn: number): string;
  winds: Record<Wind, string>;
  table: string;
  indicators: string;
  wall(n: number): string;
  river(name: string): string;
  riverTile(tile: string, flags: { taken: boolean; riichi: boolean; tsumogiri: boolean }): string;
  dealer: string;
  riichiMark: string;
  meldOf(call: string, tiles: string): string;
  summary: string;
  kindHeads: { kind: string; count: string; best: string; tiles: string; win: string; ev: string };
  kinds: { discards: string; riichi: string; calls: string };
  chart: string;
  chartNote: string;
}

const en: ReviewMessages = {
  ...REVIEW_LOG_WORDS.en,
  ...REVIEW_DECISION_WORDS.en,
  title: 'Game review',
  intro:
    'Paste a Tenhou game log (its replay JSON, an address holding it, or its XML), or drop the file here. It is read on this device: nothing is sent anywhere.',
  textLabel: 'Game log',
  placeholder: '{"title": …, "name": …, "log": […]} or https://tenhou.net/6/#json=… or <mjloggm …>',
  openFile: 'Open a file…',
  dropHere: 'Drop the log file here',
  review: 'Review',
  reading: 'Reading the log…',
  fileUnreadable: (name) => `The file ${name} could not be read.`,
  seatLegend: 'Seat reviewed',
  seat: (n) => `Seat ${n}`,
  hideNames: 'Hide names',
  kyokuList: 'Kyoku',
  kyokuFigures: (best, count, tiles, back) =>
    `${best}/${count} best · ${tiles} tile${tiles === 1 ? '' : 's'} lost${back ? ` · shanten back ${back}×` : ''}`,
  kyokuPending: 'waiting',
  progress: (done, total) => `Reviewing: ${done} of ${total} kyoku done`,
  progressOptions: (done, total) => `Probabilities with hand changes and shanten-back: ${done} of ${total} kyoku done`,
  figures: (figures, settled, coming) =>
    figures === 'counts'
      ? settled
        ? 'The probabilities ran past the time limit: counts and next step only.'
        : 'Counts only so far: the next step and the probabilities are on their way.'
      : figures === 'off'
        ? `Probabilities without hand changes and shanten-back${coming ? ' (with them: on their way)' : ''}.`
        : 'Probabilities with hand changes and shanten-back.',
  cancel: 'Cancel',
  cancelled: (done, total) => `Stopped after ${done} of ${total} kyoku.`,
  cancelledOptions: (done, total) => `Probabilities with hand changes and shanten-back stopped after ${done} of ${total} kyoku.`,
  continueReview: 'Continue',
  noDecisions: 'No decision of this seat reviewed yet.',
  stepper: 'Decisions',
  previous: 'Previous',
  next: 'Next',
  previousMistake: 'Previous mistake',
  nextMistake: 'Next mistake',
  noMistake: 'No further decision passes the filter.',
  filter: 'Mistakes',
  filters: { all: 'every decision', loss: 'any loss', tiles2: 'at least 2 tiles', win1: 'at least 1% win' },
  position: (n, total) => `Decision ${n} of ${total}`,
  keys: 'Keys: ← → step, Shift+→ next mistake, Shift+← previous mistake.',
  turn: (n) => `turn ${n}`,
  kyokuTurn: (name, turn) => `${name}, turn ${turn}`,
  winds: { E: 'East', S: 'South', W: 'West', N: 'North' },
  table: 'The table',
  indicators: 'Dora indicators',
  wall: (n) => `${n} left in the wall`,
  river: (name) => `${name}'s river`,
  riverTile: (tile, f) =>
    [tile, f.taken ? 'called' : '', f.riichi ? 'riichi' : '', f.tsumogiri ? 'drawn and discarded' : ''].filter(Boolean).join(', '),
  dealer: 'dealer',
  riichiMark: 'riichi',
  meldOf: (call, tiles) => `${call} ${tiles}`,
  summary: 'Summary',
  kindHeads: { kind: 'Decisions', count: 'Count', best: 'Best', tiles: 'Tiles lost', win: 'Win lost', ev: 'Points lost' },
  kinds: { discards: 'Discards', riichi: 'Riichi or dama', calls: 'Calls offered' },
  chart: 'Loss per decision',
  chartNote: 'Each bar is a decision in the order played: its height the tiles lost (a full bar: the shanten went back).',
};

const ja: ReviewMessages = {
  ...REVIEW_LOG_WORDS.ja,
  ...REVIEW_DECISION_WORDS.ja,
  title: '牌譜検討',
  intro:
    '天鳳の牌譜 (再生用のJSON、それを含むURL、XML) を貼り付けるか、ファイルをここにドロップしてください。この端末の中で読むだけで、どこにも送りません。',
  textLabel: '牌譜',
  placeholder: '{"title": …, "name": …, "log": […]} または https://tenhou.net/6/#json=… または <mjloggm …>',
  openFile: 'ファイルを開く…',
  dropHere: 'ここに牌譜ファイルをドロップ',
  review: '検討する',
  reading: '牌譜を読んでいます…',
  fileUnreadable: (name) => `ファイル ${name} を読めませんでした。`,
  seatLegend: '検討する席',
  seat: (n) => `${n}番目の席`,
  hideNames: '名前を隠す',
  kyokuList: '局',
  kyokuFigures: (best, count, tiles, back) => `最善 ${best}/${count} · 損失 ${tiles}枚${back ? ` · 向聴戻し ${back}回` : ''}`,
  kyokuPending: '待機中',
  progress: (done, total) => `検討中: ${total}局中 ${done}局 完了`,
  progressOptions: (done, total) => `手変わり・向聴戻しありの確率: ${total}局中 ${done}局 完了`,
  figures: (figures, settled, coming) =>
    figures === 'counts'
      ? settled
        ? '確率の計算が制限時間を超えたため、枚数と次の一手のみです。'
        : 'いまは枚数のみです。次の一手と確率は計算中です。'
      : figures === 'off'
        ? `確率は手変わり・向聴戻しなし${coming ? ' (ありは計算中)' : ''}。`
        : '確率は手変わり・向聴戻しあり。',
  cancel: '中止',
  cancelled: (done, total) => `${total}局中 ${done}局で中止しました。`,
  cancelledOptions: (done, total) => `手変わり・向聴戻しありの確率は ${total}局中 ${done}局で中止しました。`,
  continueReview: '続ける',
  noDecisions: 'この席の判断はまだ検討されていません。',
  stepper: '判断',
  previous: '前へ',
  next: '次へ',
  previousMistake: '前のミス',
  nextMistake: '次のミス',
  noMistake: 'この先に条件に合う判断はありません。',
  filter: 'ミスの基準',
  filters: { all: 'すべての判断', loss: '損失あり', tiles2: '2枚以上の損', win1: '和了率1%以上の損' },
  position: (n, total) => `判断 ${n} / ${total}`,
  keys: 'キー: ← → で移動、Shift+→ で次のミス、Shift+← で前のミス。',
  turn: (n) => `${n}巡目`,
  kyokuTurn: (name, turn) => `${name} ${turn}巡目`,
  winds: { E: '東', S: '南', W: '西', N: '北' },
  table: '卓',
  indicators: 'ドラ表示牌',
  wall: (n) => `残り${n}枚`,
  river: (name) => `${name}の河`,
  riverTile: (tile, f) =>
    [tile, f.taken ? '鳴かれた' : '', f.riichi ? 'リーチ宣言牌' : '', f.tsumogiri ? 'ツモ切り' : ''].filter(Boolean).join('、'),
  dealer: '親',
  riichiMark: 'リーチ',
  meldOf: (call, tiles) => `${call} ${tiles}`,
  summary: 'まとめ',
  kindHeads: { kind: '判断', count: '回数', best: '最善', tiles: '有効牌の損', win: '和了率の損', ev: '期待値の損' },
  kinds: { discards: '打牌', riichi: 'リーチかダマか', calls: '鳴きの機会' },
  chart: '判断ごとの損失',
  chartNote: '棒は打った順の判断です。高さは有効牌の損 (上まで伸びた棒は向聴戻し)。',
};

const zh: ReviewMessages = {
  ...REVIEW_LOG_WORDS.zh,
  ...REVIEW_DECISION_WORDS.zh,
  title: '牌谱复盘',
  intro: '粘贴天凤牌谱 (回放用的JSON、含有它的网址或XML)，或把文件拖到这里。只在本设备上读取，不会发送到任何地方。',
  textLabel: '牌谱',
  placeholder: '{"title": …, "name": …, "log": […]} 或 https://tenhou.net/6/#json=… 或 <mjloggm …>',
  openFile: '打开文件…',
  dropHere: '把牌谱文件拖到这里',
  review: '复盘',
  reading: '正在读取牌谱…',
  fileUnreadable: (name) => `无法读取文件 ${name}。`,
  seatLegend: '复盘的座位',
  seat: (n) => `座位${n}`,
  hideNames: '隐藏名字',
  kyokuList: '各局',
  kyokuFigures: (best, count, tiles, back) => `最佳 ${best}/${count} · 损失 ${tiles}张${back ? ` · 退向听 ${back}次` : ''}`,
  kyokuPending: '等待中',
  progress: (done, total) => `复盘中: ${total}局中已完成 ${done}局`,
  progressOptions: (done, total) => `含换张与向听倒退的概率: ${total}局中已完成 ${done}局`,
  figures: (figures, settled, coming) =>
    figures === 'counts'
      ? settled
        ? '概率计算超出时间限制：仅有枚数与下一步。'
        : '目前仅有枚数：下一步与概率正在计算。'
      : figures === 'off'
        ? `概率不含换张与向听倒退${coming ? '（含两者的正在计算）' : ''}。`
        : '概率含换张与向听倒退。',
  cancel: '取消',
  cancelled: (done, total) => `在${total}局中的第${done}局后停止。`,
  cancelledOptions: (done, total) => `含换张与向听倒退的概率在${total}局中的第${done}局后停止。`,
  continueReview: '继续',
  noDecisions: '这个座位的判断还没有复盘。',
  stepper: '判断',
  previous: '上一个',
  next: '下一个',
  previousMistake: '上一个失误',
  nextMistake: '下一个失误',
  noMistake: '后面没有符合条件的判断。',
  filter: '失误标准',
  filters: { all: '所有判断', loss: '有损失', tiles2: '损失2张以上', win1: '和牌率损失1%以上' },
  position: (n, total) => `判断 ${n} / ${total}`,
  keys: '按键: ← → 移动，Shift+→ 下一个失误，Shift+← 上一个失误。',
  turn: (n) => `第${n}巡`,
  kyokuTurn: (name, turn) => `${name} 第${turn}巡`,
  winds: { E: '东', S: '南', W: '西', N: '北' },
  table: '牌桌',
  indicators: '宝牌指示牌',
  wall: (n) => `牌山剩${n}张`,
  river: (name) => `${name}的牌河`,
  riverTile: (tile, f) => [tile, f.taken ? '被鸣' : '', f.riichi ? '立直宣言牌' : '', f.tsumogiri ? '摸切' : ''].filter(Boolean).join('，'),
  dealer: '庄家',
  riichiMark: '立直',
  meldOf: (call, tiles) => `${call} ${tiles}`,
  summary: '总结',
  kindHeads: { kind: '判断', count: '次数', best: '最佳', tiles: '进张损失', win: '和牌率损失', ev: '期望得点损失' },
  kinds: { discards: '打牌', riichi: '立直还是默听', calls: '鸣牌机会' },
  chart: '每个判断的损失',
  chartNote: '每根柱是按顺序的一个判断，高度是进张损失 (满格: 退向听)。',
};

const MESSAGES: Record<Lang, ReviewMessages> = { en, ja, zh };

/** The review's words in `lang`. */
export function reviewMessagesFor(lang: Lang): ReviewMessages {
  return MESSAGES[lang];
}
