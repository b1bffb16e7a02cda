/**
 * The analysis page's words in English, Japanese and Chinese (simplified): building a hand (the field, the hand bar, the
 * buttons, the palette, the form switch) and its results (headline, discard table, effective tiles,
 * decompositions, Tenhou's text). Words the other pages use too (tile names, shanten, discard,
 * counts) come from shell/messages.ts.
 */
import type { Form } from '../../engine/light.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import { messagesFor } from '../shell/messages.ts';

export interface AnalysisMessages {
  handLabel: string;
  handPlaceholder: string;
  handTiles: string;
  drawnTile: string;
  winningTile: string;
  /**
   * What a tap on a tile of the hand or the palette does, as its name: a hand tile is removed, or from a
   * hand with a tile to discard discarded; a palette tile is added to the hand, or drawn (a game's).
   */
  tap: { add(tile: string): string; remove(tile: string): string; discard(tile: string): string; draw(tile: string): string };
  /** The name of a row's details switch on a phone. */
  rowDetails(discard: string): string;
  /** A complete hand without a yaku: said beside 和了 in the headline and the summary. */
  noYaku: string;
  noYakuTitle: string;
  emptyHand: string;
  palette: string;
  actions: string;
  randomHand: string;
  randomFlush: string;
  draw: string;
  clear: string;
  /** The Clear button's tooltip: it names the key that does the same. */
  clearTitle: string;
  /** A hand under construction (a multiple of three tiles): what it lacks, not an error. */
  addOneMore(tiles: number): string;
  /** Digits typed last, their suit letter still to come. */
  addSuitLetter(digits: string): string;
  /** A text too long for the field was cut: its length and what the field kept. */
  draftCut(length: number, kept: number): string;
  /** Full-width characters (a Japanese input method) read as half-width: the text as read. */
  readAsHalfWidth(text: string): string;
  /** Capitals, kanji honours, Unicode tiles or commas read as mpsz: the hand as read. */
  readAs(text: string): string;
  /** A pasted Tenhou link: its hand as read, and the form its parameter names (?p= the regular form). */
  readLink(text: string, form: Form): string;
  form: string;
  standard: string;
  regular: string;
  tiles(n: number): string;
  /** The headline's joins: before a qualifier (dead, no yaku) and before the tile count: "Tenpai, dead · 13 tiles", 「聴牌 空聴 13枚」. */
  qualifierJoin: string;
  countJoin: string;
  /** One form's shanten, for the headline when the forms differ: "Standard tenpai", "一般形3向聴". */
  formShanten(form: Form, n: number): string;
  chiitoitsu: string;
  kokushi: string;
  /** The headline when a special form makes the standard shanten: "Agari: kokushi", "和了（国士無双）". */
  specialForm(shanten: string, forms: readonly SpecialForm[]): string;
  /** Tiles not visible anywhere, on a plain hand (no wall was set up): "Unseen tiles: 122". */
  unseenTiles(n: number): string;
  /** In a real game: what the unseen tiles are (not the wall alone). */
  unseenTitle: string;
  draws: string;
  waits: string;
  worse(n: number): string;
  effectiveTiles: string;
  noEffectiveTiles: string;
  waitShapes: string;
  agari: string;
  decompositions: string;
  afterDiscard(tile: string, shanten: string): string;
  discardTitle: string;
  drawTitle(tile: string): string;
  resultText: string;
  copy: string;
  copied: string;
  copyFailed: string;
  pending: string;
  startHint: string;
  /** A kind held four times: pairi's shanten is higher than Tenhou's naive count. */
  fourCopiesNote(tenhou: string): string;
  /** The switch to the dense table (one line per discard, small tiles). */
  compactTable: string;
  /** The summary kept in view while building on a phone: its name, and its button's. */
  summary: string;
  toTable: string;
}

/** The forms besides the regular one, as the engine's ShantenResult names them. */
export type SpecialForm = 'chiitoitsu' | 'kokushi';

const shared = { en: messagesFor('en'), ja: messagesFor('ja'), zh: messagesFor('zh') };

const en: AnalysisMessages = {
  handLabel: 'Hand',
  handPlaceholder: 'e.g. 4569m1222569p258s',
  handTiles: 'Hand',
  drawnTile: 'Drawn tile',
  winningTile: 'winning tile',
  tap: { add: (t) => `Add ${t}`, remove: (t) => `Remove ${t}`, discard: (t) => `Discard ${t}`, draw: (t) => `Draw ${t}` },
  noYaku: 'no yaku',
  rowDetails: (d) => `Details of discarding ${d}`,
  noYakuTitle: 'A complete shape without a yaku: it cannot be won (an open hand needs a yaku)',
  emptyHand: 'No tiles yet.',
  palette: 'Tiles to add',
  actions: 'Hand actions',
  randomHand: 'Random hand',
  randomFlush: 'Random full flush',
  draw: 'Draw',
  clear: 'Clear',
  clearTitle: 'Clear the hand (Esc)',
  addOneMore: (n) => `${n} tile${n === 1 ? '' : 's'}: add one more tile to make a hand.`,
  addSuitLetter: (d) => `${d}: then its suit letter, m p s or z.`,
  draftCut: (length, kept) =>
    `The text was ${length.toLocaleString('en')} characters long; the field keeps its first ${kept.toLocaleString('en')} (a hand is far shorter).`,
  readAsHalfWidth: (text) => `Full-width characters read as half-width: ${text}`,
  readAs: (text) => `Read as ${text}`,
  readLink: (text, form) => `Tenhou link read as ${text} (${form === 'regular' ? 'regular form only' : 'standard form'})`,
  form: 'Form',
  standard: 'Standard form',
  regular: 'Regular form only',
  tiles: (n) => `${n} tile${n === 1 ? '' : 's'}`,
  qualifierJoin: ', ',
  countJoin: ' · ',
  formShanten: (form, n) =>
    `${form === 'standard' ? 'Standard' : 'Regular'} ${shared.en.shanten(n).replace(/^[A-Z]/, (c) => c.toLowerCase())}`,
  chiitoitsu: 'Chiitoitsu',
  kokushi: 'Kokushi',
  specialForm: (shanten, forms) => `${shanten}: ${forms.join(', ')}`,
  unseenTiles: (n) => `Unseen tiles: ${n}`,
  unseenTitle: "Every tile not in your hand, your melds or on the table: the live wall, the dead wall and the other players' hands",
  draws: 'Effective tiles',
  waits: 'Waits',
  worse: (n) => `Discards that raise the shanten (${n})`,
  effectiveTiles: 'Effective tiles',
  noEffectiveTiles: 'No tile left that lowers the shanten.',
  waitShapes: 'How each wait completes',
  agari: 'Complete hand',
  decompositions: 'Decompositions',
  afterDiscard: (tile, shanten) => `Discard ${tile}: ${shanten}`,
  discardTitle: 'Discard this tile and draw a random one',
  drawTitle: (tile) => `Discard this row's tile and draw ${tile}`,
  resultText: 'Result text',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text and copy it',
  pending: 'Calculating…',
  startHint: 'Click the tiles of the palette, type a hand such as 123m456p789s1122z, or deal a random hand.',
  fourCopiesNote: (tenhou) => `A kind you hold four of cannot be waited on; Tenhou counts it as a wait (Tenhou: ${tenhou.toLowerCase()}).`,
  compactTable: 'Compact table',
  summary: 'Result so far',
  toTable: 'Table',
};

const ja: AnalysisMessages = {
  handLabel: '手牌',
  handPlaceholder: '例: 4569m1222569p258s',
  handTiles: '手牌',
  drawnTile: 'ツモ牌',
  winningTile: '和了牌',
  tap: { add: (t) => `${t}を追加`, remove: (t) => `${t}を外す`, discard: (t) => `${t}を切る`, draw: (t) => `${t}をツモ` },
  noYaku: '役なし',
  rowDetails: (d) => `打${d}の詳細`,
  noYakuTitle: '和了形ですが役がないため和了できません (副露した手は役が必要です)',
  emptyHand: '牌がありません。',
  palette: '追加する牌',
  actions: '手牌の操作',
  randomHand: 'ランダム',
  randomFlush: '清一色',
  draw: 'ツモ',
  clear: 'クリア',
  clearTitle: '手牌を消す (Esc)',
  addOneMore: (n) => `${n}枚: あと1枚で手牌になります。`,
  addSuitLetter: (d) => `${d}: 続けて m p s z のどれかを入力してください。`,
  draftCut: (length, kept) =>
    `${length.toLocaleString('ja')}文字のテキストは長すぎるため、最初の${kept.toLocaleString('ja')}文字だけを残しました。`,
  readAsHalfWidth: (text) => `全角の文字を半角として読みました: ${text}`,
  readAs: (text) => `${text} として読みました`,
  readLink: (text, form) => `天鳳のリンクを ${text} (${form === 'regular' ? '一般形' : '標準形'}) として読みました`,
  form: '形',
  standard: '標準形',
  regular: '一般形',
  tiles: (n) => `${n}枚`,
  qualifierJoin: ' ',
  countJoin: ' ',
  formShanten: (form, n) => `${form === 'standard' ? '標準形' : '一般形'}${shared.ja.shanten(n)}`,
  chiitoitsu: '七対子',
  kokushi: '国士無双',
  specialForm: (shanten, forms) => `${shanten}（${forms.map((f) => ja[f]).join('・')}）`,
  unseenTiles: (n) => `見えていない牌 ${n}枚`,
  unseenTitle: '手牌・副露・卓上 (河・他家の副露・ドラ表示牌) にない牌すべて: 山・王牌・他家の手牌を含みます',
  draws: '有効牌',
  waits: '待ち',
  worse: (n) => `向聴数が上がる打牌 (${n})`,
  effectiveTiles: '有効牌',
  noEffectiveTiles: '向聴数を下げる牌は残っていません。',
  waitShapes: '待ちの形',
  agari: '和了',
  decompositions: '面子分解',
  afterDiscard: (tile, shanten) => `打${tile}: ${shanten}`,
  discardTitle: 'この牌を切ってランダムにツモ',
  drawTitle: (tile) => `この行の牌を切って${tile}をツモ`,
  resultText: '結果テキスト',
  copy: 'コピー',
  copied: 'コピーしました',
  copyFailed: 'コピーできません: テキストを選んでコピーしてください',
  pending: '計算中…',
  startHint: '牌をクリックするか、123m456p789s1122z のように手牌を入力するか、ランダムで配牌してください。',
  fourCopiesNote: (tenhou) => `手牌に4枚ある牌は待ちになりません。天鳳はこれも待ちと数えます (天鳳: ${tenhou})。`,
  compactTable: 'コンパクト表示',
  summary: '途中経過',
  toTable: '表へ',
};

const zh: AnalysisMessages = {
  handLabel: '手牌',
  handPlaceholder: '例：4569m1222569p258s',
  handTiles: '手牌',
  drawnTile: '摸到的牌',
  winningTile: '和牌张',
  tap: { add: (t) => `添加${t}`, remove: (t) => `移除${t}`, discard: (t) => `打出${t}`, draw: (t) => `摸${t}` },
  noYaku: '无役',
  rowDetails: (d) => `打${d}的详情`,
  noYakuTitle: '和牌型但无役，不能和牌（副露的手牌需要役）',
  emptyHand: '还没有牌。',
  palette: '添加的牌',
  actions: '手牌操作',
  randomHand: '随机',
  randomFlush: '清一色',
  draw: '摸牌',
  clear: '清空',
  clearTitle: '清空手牌（Esc）',
  addOneMore: (n) => `${n}张：再加一张就是手牌。`,
  addSuitLetter: (d) => `${d}：接着输入花色字母 m、p、s 或 z。`,
  draftCut: (length, kept) => `文本长${length.toLocaleString('zh')}个字符，过长，只保留了前${kept.toLocaleString('zh')}个字符。`,
  readAsHalfWidth: (text) => `已将全角字符读作半角：${text}`,
  readAs: (text) => `已读作 ${text}`,
  readLink: (text, form) => `已将天凤链接读作 ${text}（${form === 'regular' ? '一般型' : '标准型'}）`,
  form: '牌型',
  standard: '标准型',
  regular: '仅一般型',
  tiles: (n) => `${n}张`,
  qualifierJoin: ' ',
  countJoin: ' · ',
  formShanten: (form, n) => `${form === 'standard' ? '标准型' : '一般型'}${shared.zh.shanten(n)}`,
  chiitoitsu: '七对子',
  kokushi: '国士无双',
  specialForm: (shanten, forms) => `${shanten}（${forms.map((f) => zh[f]).join('、')}）`,
  unseenTiles: (n) => `未见的牌 ${n}张`,
  unseenTitle: '不在手牌、副露和桌面（牌河、他家副露、宝牌指示牌）上的所有牌：包括牌山、王牌和他家的手牌',
  draws: '进张',
  waits: '待牌',
  worse: (n) => `向听数增加的打牌（${n}）`,
  effectiveTiles: '进张',
  noEffectiveTiles: '已没有能减少向听数的牌。',
  waitShapes: '待牌的形状',
  agari: '和牌',
  decompositions: '面子分解',
  afterDiscard: (tile, shanten) => `打${tile}：${shanten}`,
  discardTitle: '打出这张牌并随机摸一张',
  drawTitle: (tile) => `打出这一行的牌并摸${tile}`,
  resultText: '结果文本',
  copy: '复制',
  copied: '已复制',
  copyFailed: '无法复制：请选中文本后复制',
  pending: '计算中…',
  startHint: '点击下方的牌，输入如 123m456p789s1122z 的手牌，或随机配牌。',
  fourCopiesNote: (tenhou) => `手中已有4张的牌不能作为听牌；天凤仍把它算作听牌（天凤：${tenhou}）。`,
  compactTable: '紧凑显示',
  summary: '当前结果',
  toTable: '看表',
};

const MESSAGES: Record<Lang, AnalysisMessages> = { en, ja, zh };

/** The analysis words of one language. */
export function analysisMessagesFor(lang: Lang): AnalysisMessages {
  return MESSAGES[lang];
}

/** The analysis words of the language chosen in the store. */
export function useAnalysisMessages(): AnalysisMessages {
  return analysisMessagesFor(useLang());
}
