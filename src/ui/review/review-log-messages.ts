/**
 * The game review's words for the log itself (docs/game-logs.md#the-review), in English, Japanese and
 * Chinese: its faults, one sentence per LogError code saying what is wrong, then where (the kyoku by its
 * name, the move, the seat) and the text at fault, as the CLI's formatLogError words them in English; a
 * kyoku's name as players write it; and how a kyoku ended, each win with its points. Japanese uses the
 * words of the table (牌譜, 東1局, 東2局1本場), Chinese the usual mainland terms (牌谱, 东1局, 东2局1本场),
 * English players' E1, E2-1. review-messages.ts takes these into the review's words.
 */
import { kyokuName } from '../../engine/light.ts';
import type { KyokuName, LogEnd, LogError, LogErrorCode, WinPoints, Wind } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';

export type DrawKind = Extract<LogEnd, { end: 'draw' }>['kind'];

/** The review's words for a log's faults and its kyoku. */
export interface ReviewLogWords {
  logError(error: LogError): string;
  /** A kyoku's name as players write it: E2-1, 東2局1本場, 东2局1本场. */
  kyokuName(kyoku: KyokuName): string;
  /** How a kyoku ended, each win with its points (the log's, pairi's score where the log gives none, or none). */
  kyokuEnd(end: LogEnd, points: readonly WinPoints[], name: (seat: number) => string): string;
}

const pts = (n: number) => Math.round(n).toLocaleString('en-US');

/** A win's points in each language: as the log gives them, scored by pairi (said so), or not known. */
const enPoints = (p: WinPoints | undefined) =>
  !p || p.from === 'none'
    ? '(no points given)'
    : p.from === 'scored'
      ? `${pts(p.points)} (scored by pairi: the log gives none)`
      : pts(p.points);
const jaPoints = (p: WinPoints | undefined) =>
  !p || p.from === 'none' ? '(点数なし)' : p.from === 'scored' ? `${p.points}点 (牌譜に点数がないため pairi で計算)` : `${p.points}点`;
const zhPoints = (p: WinPoints | undefined) =>
  !p || p.from === 'none' ? '(无点数)' : p.from === 'scored' ? `${p.points}点 (牌谱没有点数，由 pairi 计算)` : `${p.points}点`;

const EN_WHAT: Record<LogErrorCode, string> = {
  empty: 'The log is empty',
  'too-long': 'This is too long for a game log',
  'unknown-format': 'This is not a game log: neither Tenhou JSON, nor an address holding it, nor Tenhou XML',
  'bad-json': 'The JSON does not parse',
  'bad-xml': 'The XML is not a Tenhou log',
  'bad-shape': 'A field is missing or of the wrong kind',
  'bad-tile': 'A tile code that does not exist',
  'bad-call': 'A call that the format does not have',
  'fifth-copy': 'A fifth copy of a tile',
  'not-in-hand': 'A tile the player does not hold',
  'out-of-turn': 'A move that cannot come at that point',
  'cut-short': 'The log stops in the middle of a kyoku',
};

const EN_DRAW: Record<DrawKind, string> = {
  exhaustive: 'draw',
  'nine-terminals': 'nine terminals',
  'four-winds': 'four winds',
  'four-riichi': 'four riichi',
  'four-kans': 'four kans',
  'three-ron': 'three ron',
  nagashi: 'nagashi mangan',
};
interface WhereWords {
  kyoku(name: KyokuName | undefined, place: number): string;
  move(n: number): string;
  seat(n: number): string;
  join: string;
  open: string;
  close: string;
}

const enWhere: WhereWords = {
  kyoku: (name, place) => (name ? `kyoku ${kyokuName(name)}, the ${ordinal(place)} in the log` : `the ${ordinal(place)} kyoku`),
  move: (n) => `move ${n}`,
  seat: (n) => `seat ${n + 1}`,
  join: ', ',
  open: ' (',
  close: ')',
};

function ordinal(n: number): string {
  const tail = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${tail}`;
}

/** Where a fault is: its kyoku, move and seat, in brackets. */
function where(e: LogError, w: WhereWords): string {
  const parts: string[] = [];
  if (e.kyoku !== undefined) parts.push(w.kyoku(e.kyokuName, e.kyoku + 1));
  if (e.move !== undefined) parts.push(w.move(e.move));
  if (e.seat !== undefined) parts.push(w.seat(e.seat));
  return parts.length ? `${w.open}${parts.join(w.join)}${w.close}` : '';
}

const JA_WHAT: Record<LogErrorCode, string> = {
  empty: '牌譜が空です',
  'too-long': '牌譜としては長すぎます',
  'unknown-format': '牌譜ではありません (天鳳のJSON、それを含むURL、天鳳のXMLのいずれでもありません)',
  'bad-json': 'JSONとして読めません',
  'bad-xml': '天鳳のXML牌譜ではありません',
  'bad-shape': '項目が欠けているか、形が違います',
  'bad-tile': '存在しない牌のコードがあります',
  'bad-call': '形式にない鳴きの書き方があります',
  'fifth-copy': '同じ牌が5枚目です',
  'not-in-hand': '手牌にない牌が使われています',
  'out-of-turn': 'その時点ではありえない手順です',
  'cut-short': '局の途中で牌譜が終わっています',
};

const ZH_WHAT: Record<LogErrorCode, string> = {
  empty: '牌谱是空的',
  'too-long': '作为牌谱太长了',
  'unknown-format': '这不是牌谱 (既不是天凤的JSON、含有它的网址，也不是天凤的XML)',
  'bad-json': '无法解析JSON',
  'bad-xml': '不是天凤的XML牌谱',
  'bad-shape': '缺少字段或字段格式不对',
  'bad-tile': '有不存在的牌代码',
  'bad-call': '有格式中没有的鸣牌写法',
  'fifth-copy': '同一种牌出现了第5张',
  'not-in-hand': '用了手中没有的牌',
  'out-of-turn': '该时点不可能出现的操作',
  'cut-short': '牌谱在一局中途结束',
};

const JA_DRAW: Record<DrawKind, string> = {
  exhaustive: '流局',
  'nine-terminals': '九種九牌',
  'four-winds': '四風連打',
  'four-riichi': '四家立直',
  'four-kans': '四槓散了',
  'three-ron': '三家和了',
  nagashi: '流し満貫',
};

const ZH_DRAW: Record<DrawKind, string> = {
  exhaustive: '流局',
  'nine-terminals': '九种九牌',
  'four-winds': '四风连打',
  'four-riichi': '四家立直',
  'four-kans': '四杠散了',
  'three-ron': '三家和了',
  nagashi: '流局满贯',
};

const jaWhere: WhereWords = {
  kyoku: (name, place) => (name ? `${jaKyoku(name)} (牌譜の${place}局目)` : `${place}局目`),
  move: (n) => `${n}手目`,
  seat: (n) => `${n + 1}番目の席`,
  join: '、',
  open: ' (',
  close: ')',
};

const zhWhere: WhereWords = {
  kyoku: (name, place) => (name ? `${zhKyoku(name)} (牌谱第${place}局)` : `第${place}局`),
  move: (n) => `第${n}手`,
  seat: (n) => `第${n + 1}个座位`,
  join: '，',
  open: ' (',
  close: ')',
};

const JA_WINDS: Record<Wind, string> = { E: '東', S: '南', W: '西', N: '北' };
const ZH_WINDS: Record<Wind, string> = { E: '东', S: '南', W: '西', N: '北' };

/** 東1局, 東2局1本場; 东1局, 东2局1本场. */
function jaKyoku(k: KyokuName): string {
  return `${JA_WINDS[k.round]}${k.number}局${k.honba ? `${k.honba}本場` : ''}`;
}
function zhKyoku(k: KyokuName): string {
  return `${ZH_WINDS[k.round]}${k.number}局${k.honba ? `${k.honba}本场` : ''}`;
}

const en: ReviewLogWords = {
  logError: (e) => `${EN_WHAT[e.code]}${where(e, enWhere)}${e.found ? `: ${e.found}` : ''}.`,
  kyokuName,
  kyokuEnd: (end, points, name) =>
    end.end === 'win'
      ? end.wins
          .map((w, i) => `${name(w.seat)} ${w.seat === w.from ? 'tsumo' : `ron off ${name(w.from)}`} ${enPoints(points[i])}`)
          .join(', ')
      : end.end === 'draw'
        ? EN_DRAW[end.kind]
        : 'no result',
};

const ja: ReviewLogWords = {
  logError: (e) => `${JA_WHAT[e.code]}${where(e, jaWhere)}${e.found ? `: ${e.found}` : ''}。`,
  kyokuName: jaKyoku,
  kyokuEnd: (end, points, name) =>
    end.end === 'win'
      ? end.wins
          .map((w, i) => `${name(w.seat)} ${w.seat === w.from ? 'ツモ' : `ロン (${name(w.from)}から)`} ${jaPoints(points[i])}`)
          .join('、')
      : end.end === 'draw'
        ? JA_DRAW[end.kind]
        : '結果なし',
};

const zh: ReviewLogWords = {
  logError: (e) => `${ZH_WHAT[e.code]}${where(e, zhWhere)}${e.found ? `: ${e.found}` : ''}。`,
  kyokuName: zhKyoku,
  kyokuEnd: (end, points, name) =>
    end.end === 'win'
      ? end.wins
          .map((w, i) => `${name(w.seat)} ${w.seat === w.from ? '自摸' : `荣和 (${name(w.from)}放铳)`} ${zhPoints(points[i])}`)
          .join('，')
      : end.end === 'draw'
        ? ZH_DRAW[end.kind]
        : '无结果',
};

/** The log's words of each language. */
export const REVIEW_LOG_WORDS: Record<Lang, ReviewLogWords> = { en, ja, zh };
