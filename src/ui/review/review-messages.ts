/**
 * The game review's words in English, Japanese and Chinese (docs/game-logs.md#the-review), the log's
 * faults among them: one sentence per LogError code saying what is wrong, then where (the kyoku by its
 * name, the move, the seat) and the text at fault, as the CLI's formatLogError words them in English.
 * Japanese uses the words of the table (牌譜, 東1局, 東2局1本場, 打牌, 鳴き, 有効牌, 3向聴); Chinese the
 * usual mainland terms (牌谱, 东1局, 东2局1本场, 打牌, 鸣牌, 进张, 3向听); English players' E1, E2-1.
 */
import { kyokuName } from '../../engine/light.ts';
import type { DiscardProbabilityError, KyokuName, LogEnd, LogError, LogErrorCode, WinPoints, Wind } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import type { ReviewFigures, ReviewFilter } from '../../store/review-slice.ts';

export type DrawKind = Extract<LogEnd, { end: 'draw' }>['kind'];
export type OfferFrom = 'left' | 'across' | 'right';
export type CallWord = 'pass' | 'chi' | 'pon' | 'kan';

export interface ReviewMessages {
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
  logError(error: LogError): string;
  seatLegend: string;
  seat(n: number): string;
  hideNames: string;
  kyokuList: string;
  /** A kyoku's name as players write it: E2-1, 東2局1本場, 东2局1本场. */
  kyokuName(kyoku: KyokuName): string;
  /** How a kyoku ended, each win with its points (the log's, pairi's score where the log gives none, or none). */
  kyokuEnd(end: LogEnd, points: readonly WinPoints[], name: (seat: number) => string): string;
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
  discardKind: string;
  callKind: string;
  winds: Record<Wind, string>;
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

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
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

const en: ReviewMessages = {
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
  logError: (e) => `${EN_WHAT[e.code]}${where(e, enWhere)}${e.found ? `: ${e.found}` : ''}.`,
  seatLegend: 'Seat reviewed',
  seat: (n) => `Seat ${n}`,
  hideNames: 'Hide names',
  kyokuList: 'Kyoku',
  kyokuName,
  kyokuEnd: (end, points, name) =>
    end.end === 'win'
      ? end.wins
          .map((w, i) => `${name(w.seat)} ${w.seat === w.from ? 'tsumo' : `ron off ${name(w.from)}`} ${enPoints(points[i])}`)
          .join(', ')
      : end.end === 'draw'
        ? EN_DRAW[end.kind]
        : 'no result',
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
  discardKind: 'Discard',
  callKind: 'Call offered',
  winds: { E: 'East', S: 'South', W: 'West', N: 'North' },
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
  fromWord: { left: 'from the left', across: 'from across', right: 'from the right' },
  callWords: { pass: 'Pass', chi: 'Chi', pon: 'Pon', kan: 'Kan' },
  passed: 'Passed',
  called: (call, meld) => `${en.callWords[call]} ${meld}`,
  callTable: 'Call or pass',
  openInAnalysis: 'Open in analysis',
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

const EN_FROM: Record<OfferFrom, string> = { left: 'from the left', across: 'from across', right: 'from the right' };

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

const ja: ReviewMessages = {
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
  logError: (e) => `${JA_WHAT[e.code]}${where(e, jaWhere)}${e.found ? `: ${e.found}` : ''}。`,
  seatLegend: '検討する席',
  seat: (n) => `${n}番目の席`,
  hideNames: '名前を隠す',
  kyokuList: '局',
  kyokuName: jaKyoku,
  kyokuEnd: (end, points, name) =>
    end.end === 'win'
      ? end.wins
          .map((w, i) => `${name(w.seat)} ${w.seat === w.from ? 'ツモ' : `ロン (${name(w.from)}から)`} ${jaPoints(points[i])}`)
          .join('、')
      : end.end === 'draw'
        ? JA_DRAW[end.kind]
        : '結果なし',
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
  discardKind: '打牌',
  callKind: '鳴きの機会',
  winds: JA_WINDS,
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
  fromWord: { left: '上家から', across: '対面から', right: '下家から' },
  callWords: { pass: 'スルー', chi: 'チー', pon: 'ポン', kan: 'カン' },
  passed: 'スルー',
  called: (call, meld) => `${ja.callWords[call]} ${meld}`,
  callTable: '鳴くか鳴かないか',
  openInAnalysis: '牌理で開く',
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

const JA_FROM: Record<OfferFrom, string> = { left: '上家', across: '対面', right: '下家' };
const ZH_FROM: Record<OfferFrom, string> = { left: '上家', across: '对家', right: '下家' };

const zh: ReviewMessages = {
  title: '牌谱复盘',
  intro: '粘贴天凤牌谱 (回放用的JSON、含有它的网址或XML)，或把文件拖到这里。只在本设备上读取，不会发送到任何地方。',
  textLabel: '牌谱',
  placeholder: '{"title": …, "name": …, "log": […]} 或 https://tenhou.net/6/#json=… 或 <mjloggm …>',
  openFile: '打开文件…',
  dropHere: '把牌谱文件拖到这里',
  review: '复盘',
  reading: '正在读取牌谱…',
  fileUnreadable: (name) => `无法读取文件 ${name}。`,
  logError: (e) => `${ZH_WHAT[e.code]}${where(e, zhWhere)}${e.found ? `: ${e.found}` : ''}。`,
  seatLegend: '复盘的座位',
  seat: (n) => `座位${n}`,
  hideNames: '隐藏名字',
  kyokuList: '各局',
  kyokuName: zhKyoku,
  kyokuEnd: (end, points, name) =>
    end.end === 'win'
      ? end.wins
          .map((w, i) => `${name(w.seat)} ${w.seat === w.from ? '自摸' : `荣和 (${name(w.from)}放铳)`} ${zhPoints(points[i])}`)
          .join('，')
      : end.end === 'draw'
        ? ZH_DRAW[end.kind]
        : '无结果',
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
  discardKind: '打牌',
  callKind: '鸣牌机会',
  winds: { E: '东', S: '南', W: '西', N: '北' },
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
  fromWord: { left: '来自上家', across: '来自对家', right: '来自下家' },
  callWords: { pass: '不鸣', chi: '吃', pon: '碰', kan: '杠' },
  passed: '不鸣',
  called: (call, meld) => `${zh.callWords[call]} ${meld}`,
  callTable: '鸣还是不鸣',
  openInAnalysis: '在牌理中打开',
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
