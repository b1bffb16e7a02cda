/**
 * Why the worker gave no answer (protocol.ts's WorkerFailure: the engine threw, the worker stopped or
 * ran past its time limit, the client was shut down, a log no longer read), in the page's languages: the writers
 * src/ui/shell/error-messages.ts's formatError takes into its tables. An exception's own text (a bug's)
 * is quoted as it is: it is for a bug report, not for the player to act on.
 */
import type { Kind, WorkerFailure } from '../../worker/protocol.ts';
import type { Lang } from '../../store/app-store.ts';

/** One writer per worker failure code. */
export type WorkerFailureWords = { [C in WorkerFailure['code']]: (e: Extract<WorkerFailure, { code: C }>) => string };

const WHAT: Record<Lang, Record<Kind, string>> = {
  en: {
    analyze: 'The analysis',
    twoStep: 'The two-step analysis',
    score: 'The score',
    quiz: 'The quiz',
    points: 'The points quiz',
    drill: 'The drill',
    probabilities: 'The probabilities',
    callTable: 'The call table',
    callFigures: "The call table's figures",
    kanTable: 'The kan comparison',
    kanFigures: "The kan comparison's figures",
    readLog: 'Reading the game log',
    reviewKyoku: 'The review',
  },
  ja: {
    analyze: '牌理の計算',
    twoStep: '二歩先の計算',
    score: '点数計算',
    quiz: '清一色クイズ',
    points: '点数クイズ',
    drill: '何切るドリル',
    probabilities: '和了確率の計算',
    callTable: '鳴き判断の計算',
    callFigures: '鳴き判断の確率の計算',
    kanTable: 'カン判断の計算',
    kanFigures: 'カン判断の確率の計算',
    readLog: '牌譜の読み込み',
    reviewKyoku: '牌譜検討',
  },
  zh: {
    analyze: '牌理计算',
    twoStep: '两步分析',
    score: '点数计算',
    quiz: '清一色测验',
    points: '点数测验',
    drill: '打牌练习',
    probabilities: '和牌率计算',
    callTable: '鸣牌判断计算',
    callFigures: '鸣牌判断的概率计算',
    kanTable: '杠牌判断计算',
    kanFigures: '杠牌判断的概率计算',
    readLog: '牌谱读取',
    reviewKyoku: '牌谱复盘',
  },
};

const en: WorkerFailureWords = {
  'engine-exception': (e) => `${WHAT.en[e.kind]} failed: ${e.detail}`,
  'worker-stopped': (e) => `The analysis worker stopped: ${e.detail || 'unknown error'}.`,
  'worker-unreadable': () => 'The analysis worker sent a message that could not be read.',
  'worker-timeout': (e) => `The analysis took longer than ${e.seconds} s and was stopped.`,
  'worker-closed': () => 'The analysis worker was shut down.',
  'log-not-read': () => 'The review no longer holds this game log: press Review to read it again.',
};

const ja: WorkerFailureWords = {
  'engine-exception': (e) => `${WHAT.ja[e.kind]}に失敗しました: ${e.detail}`,
  'worker-stopped': (e) => `計算用のワーカーが停止しました: ${e.detail || '原因不明のエラー'}。`,
  'worker-unreadable': () => '計算用のワーカーから読めないメッセージが届きました。',
  'worker-timeout': (e) => `計算が${e.seconds}秒を超えたため止めました。`,
  'worker-closed': () => '計算用のワーカーは終了しています。',
  'log-not-read': () => 'この牌譜はもう読み込まれていません。「検討する」を押して読み直してください。',
};

const zh: WorkerFailureWords = {
  'engine-exception': (e) => `${WHAT.zh[e.kind]}失败：${e.detail}`,
  'worker-stopped': (e) => `计算线程已停止：${e.detail || '未知错误'}。`,
  'worker-unreadable': () => '计算线程发来了无法读取的消息。',
  'worker-timeout': (e) => `计算超过${e.seconds}秒，已停止。`,
  'worker-closed': () => '计算线程已关闭。',
  'log-not-read': () => '这份牌谱已不在复盘中：请按「复盘」重新读取。',
};

/** The worker failures' writers of each language. */
export const WORKER_FAILURE_WORDS: Record<Lang, WorkerFailureWords> = { en, ja, zh };
