/**
 * The page's words in English and Japanese. Japanese keeps Tenhou's own terms (向聴, 聴牌, 和了, 打,
 * 摸, 待ち, 枚) so a Tenhou user reads the page at a glance; English uses docs/rules.md's vocabulary.
 */
import { tileName, tileNameJa } from '../../engine/light.ts';
import type { Form } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';

export interface Messages {
  title: string;
  tagline: string;
  language: string;
  handLabel: string;
  handPlaceholder: string;
  handTiles: string;
  drawnTile: string;
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
  /** A text too long for the field was cut: its length and what the field kept. */
  draftCut(length: number, kept: number): string;
  form: string;
  standard: string;
  regular: string;
  /** 2 -> "2向聴", 0 -> "聴牌", -1 -> "和了". */
  shanten(n: number): string;
  tiles(n: number): string;
  /** One form's shanten, for the headline when the forms differ: "Standard tenpai", "一般形3向聴". */
  formShanten(form: Form, n: number): string;
  chiitoitsu: string;
  kokushi: string;
  discard: string;
  draws: string;
  waits: string;
  count: string;
  /** A row's count with its unit: "64枚". */
  countOf(n: number): string;
  /** A row's count under the column head: "64" (head "Tiles"), "64枚". */
  rowCount(n: number): string;
  /** Column head over effective tiles (Tenhou's 摸). */
  effectiveTilesShort: string;
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
  tileName(kind: number, red?: boolean): string;
  /** The header's links between the pages. */
  modes: string;
  analysisMode: string;
  quizMode: string;
  drillMode: string;
}

const en: Messages = {
  title: 'pairi',
  tagline: 'Riichi tile efficiency (牌理): exact shanten, discards and effective tiles',
  language: 'Language',
  handLabel: 'Hand',
  handPlaceholder: 'e.g. 4569m1222569p258s',
  handTiles: 'Tiles in the hand (click one to remove it)',
  drawnTile: 'Drawn tile',
  emptyHand: 'No tiles yet.',
  palette: 'Tiles to add',
  actions: 'Hand actions',
  randomHand: 'Random hand',
  randomFlush: 'Random full flush',
  draw: 'Draw',
  clear: 'Clear',
  clearTitle: 'Clear the hand (Esc)',
  addOneMore: (n) => `${n} tile${n === 1 ? '' : 's'}: add one more tile to make a hand.`,
  draftCut: (length, kept) =>
    `The text was ${length.toLocaleString('en')} characters long; the field keeps its first ${kept.toLocaleString('en')} (a hand is far shorter).`,
  form: 'Form',
  standard: 'Standard',
  regular: 'Regular only',
  shanten: (n) => (n < 0 ? 'Agari' : n === 0 ? 'Tenpai' : `${n}-shanten`),
  tiles: (n) => `${n} tile${n === 1 ? '' : 's'}`,
  formShanten: (form, n) => `${form === 'standard' ? 'Standard' : 'Regular'} ${en.shanten(n).replace(/^[A-Z]/, (c) => c.toLowerCase())}`,
  chiitoitsu: 'Chiitoitsu',
  kokushi: 'Kokushi',
  discard: 'Discard',
  draws: 'Effective tiles',
  waits: 'Waits',
  count: 'Tiles',
  countOf: (n) => `${n} tile${n === 1 ? '' : 's'}`,
  rowCount: (n) => String(n),
  effectiveTilesShort: 'Effective tiles',
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
  tileName: (kind, red) => tileName(kind, red),
  modes: 'Modes',
  analysisMode: 'Analysis',
  quizMode: 'Wait quiz',
  drillMode: 'Discard drill',
};

const ja: Messages = {
  title: 'pairi',
  tagline: '牌理: 正確な向聴数・打牌候補・有効牌',
  language: '言語',
  handLabel: '手牌',
  handPlaceholder: '例: 4569m1222569p258s',
  handTiles: '手牌 (クリックで外す)',
  drawnTile: 'ツモ牌',
  emptyHand: '牌がありません。',
  palette: '追加する牌',
  actions: '手牌の操作',
  randomHand: 'ランダム',
  randomFlush: '清一色',
  draw: 'ツモ',
  clear: 'クリア',
  clearTitle: '手牌を消す (Esc)',
  addOneMore: (n) => `${n}枚: あと1枚で手牌になります。`,
  draftCut: (length, kept) => `${length.toLocaleString('ja')}文字のテキストは長すぎるため、最初の${kept.toLocaleString('ja')}文字だけを残しました。`,
  form: '形',
  standard: '標準形',
  regular: '一般形',
  shanten: (n) => (n < 0 ? '和了' : n === 0 ? '聴牌' : `${n}向聴`),
  tiles: (n) => `${n}枚`,
  formShanten: (form, n) => `${form === 'standard' ? '標準形' : '一般形'}${ja.shanten(n)}`,
  chiitoitsu: '七対子',
  kokushi: '国士無双',
  discard: '打',
  draws: '有効牌',
  waits: '待ち',
  count: '枚数',
  countOf: (n) => `${n}枚`,
  rowCount: (n) => `${n}枚`,
  effectiveTilesShort: '摸',
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
  tileName: (kind, red) => tileNameJa(kind, red),
  modes: 'モード',
  analysisMode: '牌理',
  quizMode: '待ち当て',
  drillMode: '何切る練習',
};

/** The words of one language. */
export function messagesFor(lang: Lang): Messages {
  return lang === 'ja' ? ja : en;
}
