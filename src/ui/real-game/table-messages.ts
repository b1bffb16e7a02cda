/**
 * The real-game words (entry modes, the table, red fives, dead waits) in English, Japanese and Chinese, beside
 * the real-game parts of the page; shared words come from shell/messages.ts.
 * Japanese uses the game's own terms (チー, ポン, カン, 暗槓, ドラ表示牌, 赤, 空聴, 抜きドラ).
 */
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import type { EntryMode } from '../../store/entry-mode.ts';

export interface TableMessages {
  entry: string;
  entryModes: Record<EntryMode, string>;
  /** What the current mode expects, under the mode buttons. */
  entryHint: Record<EntryMode, string>;
  /** A palette tile's name in each mode but the hand's (analysis-messages.ts has it): what a tap does with it. */
  tapMode: Record<Exclude<EntryMode, 'hand'>, (tile: string) => string>;
  /** A chi in progress: "Chi: 3m 4m, pick the last tile". */
  chiPicked(codes: string[]): string;
  meldNames: Record<'chi' | 'pon' | 'kan' | 'ankan', string>;
  /** Why the palette is greyed in hand mode: 14 tiles already. */
  handFull: string;
  /** Why the palette is greyed in a meld mode: no room for three more tiles. */
  meldNoRoom(tiles: number): string;
  /** Why the palette is greyed in dora mode: five indicators already. */
  indicatorsFull: string;
  /** A meld beside the hand: "Pon 5p (click to remove)". */
  meldLabel(kind: 'chi' | 'pon' | 'kan' | 'ankan', tiles: string): string;
  table: string;
  seenLabel: string;
  seenPlaceholder: string;
  seenTiles: string;
  /** A seen or indicator tile's button: remove it. */
  removeTitle: string;
  indicators: string;
  noIndicators: string;
  players: string;
  fourPlayers: string;
  threePlayers: string;
  nuki: string;
  nukiLess: string;
  nukiMore: string;
  newHand: string;
  /** The palette tile's name with its copies left: "5 pin, 3 left". */
  tileLeft(name: string, left: number): string;
  /** A tile (or meld) of 2m-8m shown in a three-player game: its name, and why it is marked. */
  absent(name: string): string;
  /** The dead-tenpai flag beside 聴牌, and what it means (also a dead discard row's words). */
  deadTenpai: string;
  deadTenpaiTitle: string;
  /** A 13-tile dead tenpai's waits, shown though no copy is left: their name ("2z: none left"). */
  deadWaits(codes: string): string;
  /** Beside those waits. */
  deadWaitsNote: string;
  /** A discard row short of tenpai with no tile left (a tenpai one says deadTenpaiTitle). */
  noneLeft: string;
  /** A row's count with its live red fives: "12 (1 red)", "12枚 (赤1)". */
  rowCountRed(count: string, red: number): string;
  /** The live red fives alone, as rowCountRed writes them after the count: "(1 red)", "(赤1)". */
  redPart(red: number): string;
  dora: string;
  /** Under the header: the dora the indicators point to. */
  doraList: string;
}

const en: TableMessages = {
  entry: 'Palette adds to',
  entryModes: { hand: 'Hand', chi: 'Chi', pon: 'Pon', kan: 'Kan', ankan: 'Closed kan', seen: 'Seen', dora: 'Dora ind.' },
  entryHint: {
    hand: 'Tiles go to the hand.',
    chi: 'Pick the three tiles of the run.',
    pon: 'Pick the tile of the pon.',
    kan: 'Pick the tile of the open kan.',
    ankan: 'Pick the tile of the closed kan.',
    seen: 'Tiles go to the seen tiles (rivers, other players\u2019 melds).',
    dora: 'Tiles become dora indicators (up to five).',
  },
  tapMode: {
    chi: (t) => `Add ${t} to the chi`,
    pon: (t) => `Pon ${t}`,
    kan: (t) => `Kan ${t}`,
    ankan: (t) => `Closed kan ${t}`,
    seen: (t) => `Add ${t} to the seen tiles`,
    dora: (t) => `Add ${t} as a dora indicator`,
  },
  chiPicked: (codes) => `Chi: ${codes.join(' ')}, pick ${codes.length === 1 ? 'two more tiles' : 'the last tile'}.`,
  meldNames: { chi: 'Chi', pon: 'Pon', kan: 'Kan', ankan: 'Closed kan' },
  handFull: 'The hand is full (14 tiles): discard one (press a hand tile, or a row\u2019s tile) to add another.',
  meldNoRoom: (tiles) => `No room for a meld: the hand holds ${tiles} tiles, and a meld counts 3 of the 14.`,
  indicatorsFull: 'Five dora indicators, the most a game shows: press one under Dora indicators to remove it.',
  meldLabel: (kind, tiles) => `${en.meldNames[kind]} ${tiles} (press to remove)`,
  table: 'The table',
  seenLabel: 'Seen',
  seenPlaceholder: 'e.g. 19m5p77z (rivers, others\u2019 melds)',
  seenTiles: 'Seen tiles (press one to remove it)',
  removeTitle: 'Remove',
  indicators: 'Dora indicators',
  noIndicators: 'None',
  players: 'Players',
  fourPlayers: '4 players',
  threePlayers: '3 players',
  nuki: 'North set aside',
  nukiLess: 'One north fewer',
  nukiMore: 'One more north',
  newHand: 'New hand',
  tileLeft: (name, left) => `${name}, ${left} left`,
  absent: (name) => `${name}, not in a three-player set`,
  deadTenpai: 'dead',
  deadTenpaiTitle: 'Dead tenpai (空聴): every wait is already visible',
  deadWaits: (codes) => `${codes}: none left`,
  deadWaitsNote: 'none left: dead tenpai (空聴)',
  noneLeft: 'None left: every tile that helps is visible',
  rowCountRed: (count, red) => `${count} (${red} red)`,
  redPart: (red) => `(${red} red)`,
  dora: 'Dora',
  doraList: 'Dora',
};

const ja: TableMessages = {
  entry: '牌の入力先',
  entryModes: { hand: '手牌', chi: 'チー', pon: 'ポン', kan: '明槓', ankan: '暗槓', seen: '見えた牌', dora: 'ドラ表示' },
  entryHint: {
    hand: '手牌に加えます。',
    chi: '順子の3枚を選んでください。',
    pon: 'ポンする牌を選んでください。',
    kan: '明槓する牌を選んでください。',
    ankan: '暗槓する牌を選んでください。',
    seen: '見えている牌 (河・他家の副露) に加えます。',
    dora: 'ドラ表示牌にします (5枚まで)。',
  },
  tapMode: {
    chi: (t) => `${t}をチーに追加`,
    pon: (t) => `${t}をポン`,
    kan: (t) => `${t}を明槓`,
    ankan: (t) => `${t}を暗槓`,
    seen: (t) => `${t}を見えた牌に追加`,
    dora: (t) => `${t}をドラ表示牌に追加`,
  },
  chiPicked: (codes) => `チー: ${codes.join(' ')}、あと${3 - codes.length}枚選んでください。`,
  meldNames: { chi: 'チー', pon: 'ポン', kan: '明槓', ankan: '暗槓' },
  handFull: '手牌が14枚で満杯です。1枚捨てる (手牌か表の牌を押す) と追加できます。',
  meldNoRoom: (tiles) => `副露を加える余地がありません: 手牌が${tiles}枚です (副露は3枚と数え、合計14枚まで)。`,
  indicatorsFull: 'ドラ表示牌は5枚までです。外すときは下のドラ表示牌を押してください。',
  meldLabel: (kind, tiles) => `${ja.meldNames[kind]} ${tiles} (押すと外す)`,
  table: '卓の情報',
  seenLabel: '見えた牌',
  seenPlaceholder: '例: 19m5p77z (河・他家の副露)',
  seenTiles: '見えた牌 (押すと外す)',
  removeTitle: '外す',
  indicators: 'ドラ表示牌',
  noIndicators: 'なし',
  players: '人数',
  fourPlayers: '四麻',
  threePlayers: '三麻',
  nuki: '抜きドラ (北)',
  nukiLess: '北を1枚減らす',
  nukiMore: '北を1枚増やす',
  newHand: '次の局',
  tileLeft: (name, left) => `${name} 残り${left}枚`,
  absent: (name) => `${name} (三麻にない牌)`,
  deadTenpai: '空聴',
  deadTenpaiTitle: '空聴: 待ちの牌がすべて見えています',
  deadWaits: (codes) => `${codes} 残りなし`,
  deadWaitsNote: '残りなし (空聴)',
  noneLeft: '残りなし: 有効牌がすべて見えています',
  rowCountRed: (count, red) => `${count} (赤${red})`,
  redPart: (red) => `(赤${red})`,
  dora: 'ドラ',
  doraList: 'ドラ',
};

const zh: TableMessages = {
  entry: '点击的牌加入',
  entryModes: { hand: '手牌', chi: '吃', pon: '碰', kan: '明杠', ankan: '暗杠', seen: '已见的牌', dora: '宝牌指示' },
  entryHint: {
    hand: '加入手牌。',
    chi: '请选择顺子的3张牌。',
    pon: '请选择要碰的牌。',
    kan: '请选择要明杠的牌。',
    ankan: '请选择要暗杠的牌。',
    seen: '加入已见的牌（牌河、他家副露）。',
    dora: '作为宝牌指示牌（最多5张）。',
  },
  tapMode: {
    chi: (t) => `将${t}加入吃`,
    pon: (t) => `碰${t}`,
    kan: (t) => `明杠${t}`,
    ankan: (t) => `暗杠${t}`,
    seen: (t) => `将${t}加入已见的牌`,
    dora: (t) => `将${t}作为宝牌指示牌`,
  },
  chiPicked: (codes) => `吃：${codes.join(' ')}，还需选择${3 - codes.length}张。`,
  meldNames: { chi: '吃', pon: '碰', kan: '明杠', ankan: '暗杠' },
  handFull: '手牌已满14张。打出一张（点击手牌或表中的牌）后才能再加。',
  meldNoRoom: (tiles) => `没有加入副露的余地：手牌有${tiles}张（副露按3张计，合计最多14张）。`,
  indicatorsFull: '宝牌指示牌最多5张。要移除时请点击下方的宝牌指示牌。',
  meldLabel: (kind, tiles) => `${zh.meldNames[kind]} ${tiles}（点击移除）`,
  table: '牌桌信息',
  seenLabel: '已见的牌',
  seenPlaceholder: '例：19m5p77z（牌河、他家副露）',
  seenTiles: '已见的牌（点击移除）',
  removeTitle: '移除',
  indicators: '宝牌指示牌',
  noIndicators: '无',
  players: '人数',
  fourPlayers: '四人',
  threePlayers: '三人',
  nuki: '拔北宝牌',
  nukiLess: '少一张北',
  nukiMore: '多一张北',
  newHand: '下一局',
  tileLeft: (name, left) => `${name}，剩余${left}张`,
  absent: (name) => `${name}（三麻中没有此牌）`,
  deadTenpai: '空听',
  deadTenpaiTitle: '空听：所有待牌都已可见',
  deadWaits: (codes) => `${codes} 已无剩余`,
  deadWaitsNote: '已无剩余（空听）',
  noneLeft: '已无剩余：所有进张都已可见',
  rowCountRed: (count, red) => `${count}（赤${red}）`,
  redPart: (red) => `（赤${red}）`,
  dora: '宝牌',
  doraList: '宝牌',
};

const MESSAGES: Record<Lang, TableMessages> = { en, ja, zh };

/** The real-game words of one language. */
export function tableMessagesFor(lang: Lang): TableMessages {
  return MESSAGES[lang];
}

/** The real-game words of the language chosen in the store. */
export function useTableMessages(): TableMessages {
  return tableMessagesFor(useLang());
}
