/**
 * The full-flush quiz's words in English, Japanese and Chinese. Words the pages share (tile names,
 * shanten, counts) come from shell/messages.ts; these are the quiz's own. The English names of
 * the answer group ("Waits"), the check button ("Check") and the verdict ("Correct" / "Incorrect")
 * are what people, screen readers and the tests find them by.
 */
import type { Lang } from '../../store/app-store.ts';
import type { QuizSuit } from '../../engine/light.ts';

export interface QuizMessages {
  title: string;
  intro: string;
  options: string;
  suit: string;
  suitName: Record<QuizSuit, string>;
  minWaits: string;
  sevenPairs: string;
  hand: string;
  waits: string;
  check: string;
  next: string;
  keys: string;
  correct: string;
  incorrect: string;
  /** "You missed 1m 4m." */
  missed(tiles: string): string;
  /** "5m is not a wait." */
  extra(tiles: string, n: number): string;
  /** Heading over the reveal. */
  howWaits: string;
  /** The waits, under the hand: "Waits: 1m 4m (2 kinds)". */
  answer(tiles: string, n: number): string;
  /** A wait whose four copies are all in the hand. */
  notLive: string;
  notLiveNote: string;
  score: string;
  streak: string;
  bestStreak: string;
  accuracy: string;
  averageTime: string;
  /** 12345 ms -> "12.3 s". */
  seconds(ms: number): string;
  none: string;
  share: string;
  dealing: string;
  /** Keys typed while dealing, kept for the hand: "Keys kept for this hand: 5 8 Enter". */
  typedAhead(keys: string): string;
  /** Check with no wait selected. */
  selectAWait: string;
  /** The button after a hand that could not be read. */
  deal: string;
}

const en: QuizMessages = {
  title: 'Full-flush wait quiz',
  intro: 'Which tiles complete this hand? Select every wait, then check.',
  options: 'Options',
  suit: 'Suit',
  suitName: { m: 'Man', p: 'Pin', s: 'Sou', random: 'Random' },
  minWaits: 'At least this many waits',
  sevenPairs: 'Include seven pairs',
  hand: 'Hand',
  waits: 'Waits',
  check: 'Check',
  next: 'Next hand',
  keys: 'Keys 1–9 select, Enter checks.',
  correct: 'Correct',
  incorrect: 'Incorrect',
  missed: (tiles) => `Missed: ${tiles}.`,
  extra: (tiles, n) => `${tiles} ${n === 1 ? 'is not a wait' : 'are not waits'}.`,
  howWaits: 'How each wait completes',
  answer: (tiles, n) => `Waits: ${tiles} (${n} kind${n === 1 ? '' : 's'})`,
  notLive: 'not live',
  notLiveNote: 'All four copies are in the hand: it completes the shape but cannot be drawn, so it is not part of the answer.',
  score: 'Score',
  streak: 'Streak',
  bestStreak: 'Best streak',
  accuracy: 'Accuracy',
  averageTime: 'Average time',
  seconds: (ms) => `${(ms / 1000).toFixed(1)} s`,
  none: '—',
  share: 'Link to this hand',
  dealing: 'Dealing…',
  typedAhead: (keys) => `Keys kept for the hand being dealt: ${keys}`,
  selectAWait: 'Select at least one wait first (click a tile or press 1–9); nothing was scored.',
  deal: 'Deal a hand',
};

const ja: QuizMessages = {
  title: '清一色 待ち当て',
  intro: 'この手牌の待ちをすべて選んで「判定」を押してください。',
  options: '設定',
  suit: '色',
  suitName: { m: '萬子', p: '筒子', s: '索子', random: 'ランダム' },
  minWaits: '待ちの種類の下限',
  sevenPairs: '七対子を含む',
  hand: '手牌',
  waits: '待ち',
  check: '判定',
  next: '次の問題',
  keys: '1〜9キーで選択、Enterで判定。',
  correct: '正解',
  incorrect: '不正解',
  missed: (tiles) => `見落とし: ${tiles}`,
  extra: (tiles) => `待ちではない牌: ${tiles}`,
  howWaits: '待ちの形',
  answer: (tiles, n) => `待ち: ${tiles} (${n}種)`,
  notLive: '純カラ',
  notLiveNote: '4枚とも手牌にあるため和了れません (形の上では待ちですが、答えには含みません)。',
  score: '成績',
  streak: '連続正解',
  bestStreak: '最高連続正解',
  accuracy: '正答率',
  averageTime: '平均時間',
  seconds: (ms) => `${(ms / 1000).toFixed(1)}秒`,
  none: '—',
  share: 'この問題へのリンク',
  dealing: '配牌中…',
  typedAhead: (keys) => `配牌後に入力するキー: ${keys}`,
  selectAWait: '先に待ちを1つ以上選んでください (牌をクリック、または1〜9キー)。採点はしていません。',
  deal: '配牌する',
};

const zh: QuizMessages = {
  title: '清一色 听牌练习',
  intro: '选出这手牌所有的待牌，然后按“判定”。',
  options: '设置',
  suit: '花色',
  suitName: { m: '万子', p: '筒子', s: '索子', random: '随机' },
  minWaits: '待牌种类下限',
  sevenPairs: '包括七对子',
  hand: '手牌',
  waits: '待牌',
  check: '判定',
  next: '下一题',
  keys: '1～9键选择，Enter键判定。',
  correct: '正确',
  incorrect: '错误',
  missed: (tiles) => `漏选：${tiles}`,
  extra: (tiles) => `不是待牌：${tiles}`,
  howWaits: '待牌的形状',
  answer: (tiles, n) => `待牌：${tiles}（${n}种）`,
  notLive: '纯空听',
  notLiveNote: '4张都在手牌中，无法和牌（形式上是待牌，但不算在答案中）。',
  score: '成绩',
  streak: '连续正确',
  bestStreak: '最高连续正确',
  accuracy: '正确率',
  averageTime: '平均用时',
  seconds: (ms) => `${(ms / 1000).toFixed(1)}秒`,
  none: '—',
  share: '本题链接',
  dealing: '配牌中…',
  typedAhead: (keys) => `配牌后输入的按键：${keys}`,
  selectAWait: '请先选择至少一个待牌（点击牌，或按1～9键）。本次未计分。',
  deal: '配牌',
};

const MESSAGES: Record<Lang, QuizMessages> = { en, ja, zh };

/** The quiz's words in one language. */
export function quizMessagesFor(lang: Lang): QuizMessages {
  return MESSAGES[lang];
}
