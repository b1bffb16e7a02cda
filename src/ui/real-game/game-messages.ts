/**
 * The words of the game at the table (seats, rivers, the cursor, calls, riichi, Undo, the safety
 * classes, the game's errors) in English, Japanese and Chinese. Japanese uses the table's own terms
 * (自分・下家・対面・上家, 河, 立直, 現物, スジ, ノーチャンス, ワンチャンス); Chinese the usual ones
 * (自家・下家・对家・上家, 牌河, 立直, 现物, 筋), and 无机会/单机会 for the two 壁 classes.
 */
import type { GameError, IllegalReason, Safety, SafetyClass, Seat } from '../../engine/light.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import type { PaletteTarget } from '../../store/selectors/index.ts';

/** What the panel can say is wrong: the game's own mistakes (a pasted river whose tiles the table cannot hold included). */
export type TableError = GameError;

export interface GameMessages {
  /** The game's region. */
  game: string;
  /** Each seat's region: its river. */
  river: Record<Seat, string>;
  /** Each seat's short name. */
  seat: Record<Seat, string>;
  /** A wind's name: East, South, West, North. */
  wind: Record<'E' | 'S' | 'W' | 'N', string>;
  dealer: string;
  /**
   * The winds set at the table: the same state as the score panel's, named apart from its selects (no
   * name holding the other's, so each control is found by its own).
   */
  windLabels: { round: string; seat: string };
  riichi: string;
  /** A seat's riichi declared, waiting for its discard. */
  riichiPending: string;
  kan: string;
  /** A seat's kan waits for its kind. */
  kanPick: string;
  north: string;
  undo: string;
  /** Marks the seat the cursor waits for. */
  next: string;
  /** The seat's name button, after the words it shows: make it that seat's turn. */
  moveHere(shown: string): string;
  /** The live line: what the next palette press does. */
  hint: {
    start: string;
    build: string;
    draw: string;
    discard: string;
    yourDiscard: string;
    indicator: string;
    kan(seat: string): string;
    otherDiscard(seat: string): string;
  };
  /**
   * A palette tile's name while the game takes it (select.paletteTarget): another seat's discard into its
   * river, the new dora indicator, the kind of a seat's kan (`seat`: the seat's short name, as in `seat` above).
   */
  tap: { river(tile: string, seat: string): string; indicator(tile: string): string; kan(tile: string, seat: string): string };
  /** The strip of rivers under the palette (a phone's): each seat's short label, and its button to the rivers in full. */
  stripSeat: Record<Seat, string>;
  toRivers: string;
  /** The game's button back to the hand and the palette, from the rivers. */
  toPalette: string;
  /** The turn read from the table. */
  turn(n: number): string;
  /** The draws left in the live wall, as the table counts them. */
  wall(n: number): string;
  /** A river tile's name and marks. */
  riverTile(name: string, marks: { taken: boolean; riichi: boolean; tsumogiri: boolean; last: boolean }): string;
  /** Calls of the last discard: the group's name and each call's button. */
  calls(tile: string): string;
  call(seat: string, call: 'chi' | 'pon' | 'kan', tiles: string): string;
  closeCalls: string;
  /** A meld of a seat: "Pon 5p from Left player". */
  meldFrom(meld: string, from: string | null): string;
  /** Your kans on your turn. */
  yourKan(tile: string): string;
  pasteRivers: string;
  pasteLabel(river: string): string;
  pastePlaceholder: string;
  /** The safety classes. */
  safety: Record<SafetyClass, string>;
  /** Short marks under a hand tile. */
  safetyShort: Record<SafetyClass, string>;
  /** A tile's safety against one riichi player: "Right player: suji". */
  safetyAgainst(seat: string, words: string): string;
  /** The honour class with its visible copies. */
  honor(visible: number): string;
  /** The game's errors. */
  error(e: TableError, river: Record<Seat, string>): string;
}

const RIVERS_EN: Record<Seat, string> = {
  0: 'Your river',
  1: "Right player's river",
  2: "Player across's river",
  3: "Left player's river",
};

const REASONS_EN: Record<IllegalReason, string> = {
  'no-discard-to-call': 'there is no discard to call',
  'own-discard': 'a player cannot call their own discard',
  'chi-not-from-left': 'a chi takes the discard of the player on the left only',
  'not-a-run': 'the tiles do not make a run',
  'not-a-set': 'the tiles are not all of the called kind',
  'three-players-only': 'north tiles are set aside with three players only',
  'seat-absent': 'three players have no player across',
  'too-many-copies': 'it would show a fifth copy of a tile or a second red five',
  'riichi-twice': 'that player has already declared riichi',
  'open-riichi': 'a hand with an open meld cannot declare riichi',
  'riichi-call': 'a player in riichi calls no discard',
  'no-chi-three-players': 'three players make no chi',
  'three-player-tile': 'three players have no 2m-8m',
  'tsumogiri-not-a-discard': "only another seat's discard can be marked as drawn and discarded",
  'wall-empty': 'the live wall has no tile left to draw',
  'out-of-order': 'the order of play does not allow that move here',
};

const en: GameMessages = {
  game: 'The game at the table',
  river: RIVERS_EN,
  seat: { 0: 'You', 1: 'Right player', 2: 'Player across', 3: 'Left player' },
  wind: { E: 'East', S: 'South', W: 'West', N: 'North' },
  dealer: 'Dealer',
  windLabels: { round: 'Round (this hand)', seat: 'Your seat (this hand)' },
  riichi: 'Riichi',
  riichiPending: 'Riichi declared: their next discard is the riichi tile',
  kan: 'Kan',
  kanPick: 'Kan: tap its tile in the palette',
  north: 'North',
  undo: 'Undo',
  next: 'Next',
  moveHere: (shown) => `${shown}: make it their turn`,
  hint: {
    start: 'Tap a hand tile to discard it into your river, or a player below to start following the game from their discard.',
    build: 'The palette adds to your hand until it has 13 tiles.',
    draw: 'Next: your draw. Tap it in the palette.',
    discard: 'Next: your discard. Tap a tile of your hand or a row\u2019s discard.',
    yourDiscard: 'Tap a tile of your hand to discard it.',
    indicator: 'Next: the new dora indicator. Tap it in the palette.',
    kan: (seat) => `Next: the tile of the ${seat.toLowerCase()}'s kan. Tap it in the palette.`,
    otherDiscard: (seat) => `Next: the ${seat.toLowerCase()}'s discard. Tap it in the palette.`,
  },
  tap: {
    river: (t, seat) => `Add ${t} to the ${seat.toLowerCase()}'s river`,
    indicator: (t) => `Add ${t} as the new dora indicator`,
    kan: (t, seat) => `Add ${t} as the ${seat.toLowerCase()}'s kan`,
  },
  stripSeat: { 0: 'You', 1: 'Right', 2: 'Across', 3: 'Left' },
  toRivers: 'All rivers',
  toPalette: 'Back to the palette',
  turn: (n) => `Turn ${n} (from the table)`,
  wall: (n) => `${n} left in the wall`,
  riverTile: (name, { taken, riichi, tsumogiri, last }) =>
    [name, riichi ? 'riichi tile' : '', taken ? 'called' : '', tsumogiri ? 'drawn and discarded' : '', last ? 'last discard: call it' : '']
      .filter(Boolean)
      .join(', '),
  calls: (tile) => `Calls of ${tile}`,
  call: (seat, call, tiles) => `${seat}: ${call === 'chi' ? 'Chi' : call === 'pon' ? 'Pon' : 'Kan'} ${tiles}`,
  closeCalls: 'No call',
  meldFrom: (meld, from) => (from ? `${meld} from ${from}` : meld),
  yourKan: (tile) => `Kan ${tile}`,
  pasteRivers: 'Paste rivers (a position in the middle of a hand)',
  pasteLabel: (river) => `${river} (mpsz)`,
  pastePlaceholder: 'e.g. 19m4z7p(345s)',
  safety: {
    genbutsu: 'genbutsu',
    suji: 'suji',
    'half-suji': 'half-suji',
    'no-chance': 'no-chance',
    'one-chance': 'one-chance',
    honor: 'honour',
    unsafe: 'unsafe',
  },
  safetyShort: { genbutsu: 'gen', suji: 'suji', 'half-suji': '½suji', 'no-chance': 'NC', 'one-chance': '1C', honor: 'hon', unsafe: '—' },
  safetyAgainst: (seat, words) => `${seat}: ${words}`,
  honor: (visible) => `honour, ${visible} seen`,
  error: (e, river) => {
    switch (e.code) {
      case 'invalid-river':
        return `${river[e.seat]}: "${e.culprit}" is not a tile list${e.index === null ? '' : ` (at character ${e.index + 1})`}.`;
      case 'invalid-move':
        return `The game's moves cannot be read at character ${e.index + 1} ("${e.culprit}").`;
      case 'illegal-move':
        return `Move ${e.move + 1} of the game cannot be made: ${REASONS_EN[e.reason]}.`;
      case 'river-copies':
        return `${river[e.seat]}: with your hand and the table it would show a fifth copy of a tile or a second red five.`;
    }
  },
};

const REASONS_JA: Record<IllegalReason, string> = {
  'no-discard-to-call': '鳴ける捨て牌がありません',
  'own-discard': '自分の捨て牌は鳴けません',
  'chi-not-from-left': 'チーは上家の捨て牌だけです',
  'not-a-run': '順子になりません',
  'not-a-set': '鳴いた牌と同じ牌ではありません',
  'three-players-only': '北抜きは三人麻雀だけです',
  'seat-absent': '三人麻雀に対面はいません',
  'too-many-copies': '5枚目の牌か2枚目の赤ドラになります',
  'riichi-twice': 'すでに立直しています',
  'open-riichi': '副露した手は立直できません',
  'riichi-call': '立直中は鳴けません',
  'no-chi-three-players': '三人麻雀にチーはありません',
  'three-player-tile': '三人麻雀に2m〜8mはありません',
  'tsumogiri-not-a-discard': 'ツモ切りにできるのは他家の打牌だけです',
  'wall-empty': '山にツモれる牌が残っていません',
  'out-of-order': 'ここではその手番の動きはできません',
};

const ja: GameMessages = {
  game: '卓の進行',
  river: { 0: '自分の河', 1: '下家の河', 2: '対面の河', 3: '上家の河' },
  seat: { 0: '自分', 1: '下家', 2: '対面', 3: '上家' },
  wind: { E: '東', S: '南', W: '西', N: '北' },
  dealer: '親',
  windLabels: { round: 'この局の場', seat: '自家の風' },
  riichi: '立直',
  riichiPending: '立直宣言: 次の打牌が立直宣言牌',
  kan: 'カン',
  kanPick: 'カン: 牌をパレットで選択',
  north: '北抜き',
  undo: '一手戻す',
  next: '次',
  moveHere: (shown) => `${shown}: この家の手番にする`,
  hint: {
    start: '手牌をタップすると自分の河に捨てます。下の各家をタップするとその家の打牌から進行を追います。',
    build: '手牌が13枚になるまでパレットは手牌に加えます。',
    draw: '次: 自分のツモ。パレットで選択。',
    discard: '次: 自分の打牌。手牌か打牌候補の行をタップ。',
    yourDiscard: '手牌をタップして打牌。',
    indicator: '次: 新ドラ表示牌。パレットで選択。',
    kan: (seat) => `次: ${seat}のカンの牌。パレットで選択。`,
    otherDiscard: (seat) => `次: ${seat}の打牌。パレットで選択。`,
  },
  tap: {
    river: (t, seat) => `${t}を${seat}の河に追加`,
    indicator: (t) => `${t}を新ドラ表示牌に追加`,
    kan: (t, seat) => `${t}を${seat}のカンの牌にする`,
  },
  stripSeat: { 0: '自分', 1: '下家', 2: '対面', 3: '上家' },
  toRivers: '各家の河',
  toPalette: 'パレットへ戻る',
  turn: (n) => `${n}巡目 (卓から)`,
  wall: (n) => `残り${n}枚`,
  riverTile: (name, { taken, riichi, tsumogiri, last }) =>
    [name, riichi ? '立直宣言牌' : '', taken ? '鳴かれた牌' : '', tsumogiri ? 'ツモ切り' : '', last ? '最後の捨て牌: 鳴く' : '']
      .filter(Boolean)
      .join('、'),
  calls: (tile) => `${tile}を鳴く`,
  call: (seat, call, tiles) => `${seat}: ${call === 'chi' ? 'チー' : call === 'pon' ? 'ポン' : 'カン'} ${tiles}`,
  closeCalls: '鳴かない',
  meldFrom: (meld, from) => (from ? `${meld} (${from}から)` : meld),
  yourKan: (tile) => `カン ${tile}`,
  pasteRivers: '河を貼り付け (局の途中から)',
  pasteLabel: (river) => `${river} (mpsz)`,
  pastePlaceholder: '例: 19m4z7p(345s)',
  safety: {
    genbutsu: '現物',
    suji: 'スジ',
    'half-suji': '片スジ',
    'no-chance': 'ノーチャンス',
    'one-chance': 'ワンチャンス',
    honor: '字牌',
    unsafe: '危険',
  },
  safetyShort: { genbutsu: '現', suji: '筋', 'half-suji': '片', 'no-chance': 'NC', 'one-chance': 'OC', honor: '字', unsafe: '—' },
  safetyAgainst: (seat, words) => `${seat}: ${words}`,
  honor: (visible) => `字牌 (${visible}枚見え)`,
  error: (e, river) => {
    switch (e.code) {
      case 'invalid-river':
        return `${river[e.seat]}: 「${e.culprit}」は牌の並びとして読めません${e.index === null ? '' : ` (${e.index + 1}文字目)`}。`;
      case 'invalid-move':
        return `進行の記録が${e.index + 1}文字目 (「${e.culprit}」) で読めません。`;
      case 'illegal-move':
        return `進行の${e.move + 1}手目はできません: ${REASONS_JA[e.reason]}。`;
      case 'river-copies':
        return `${river[e.seat]}: 手牌と卓の牌を合わせると5枚目の牌か2枚目の赤ドラになります。`;
    }
  },
};

const REASONS_ZH: Record<IllegalReason, string> = {
  'no-discard-to-call': '没有可以鸣的舍牌',
  'own-discard': '不能鸣自己的舍牌',
  'chi-not-from-left': '只能吃上家的舍牌',
  'not-a-run': '组不成顺子',
  'not-a-set': '不是所鸣的同一种牌',
  'three-players-only': '拔北只用于三人麻将',
  'seat-absent': '三人麻将没有对家',
  'too-many-copies': '会出现第五张同种牌或第二张赤宝牌',
  'riichi-twice': '该家已经立直',
  'open-riichi': '副露的手牌不能立直',
  'riichi-call': '立直后不能鸣牌',
  'no-chi-three-players': '三人麻将不能吃',
  'three-player-tile': '三人麻将没有2m～8m',
  'tsumogiri-not-a-discard': '只有他家的打牌能标为摸切',
  'wall-empty': '牌山已无牌可摸',
  'out-of-order': '按行牌顺序此处不能这样行动',
};

const zh: GameMessages = {
  game: '牌桌进程',
  river: { 0: '自家牌河', 1: '下家牌河', 2: '对家牌河', 3: '上家牌河' },
  seat: { 0: '自家', 1: '下家', 2: '对家', 3: '上家' },
  wind: { E: '东', S: '南', W: '西', N: '北' },
  dealer: '庄家',
  windLabels: { round: '本局圈风', seat: '本家门风' },
  riichi: '立直',
  riichiPending: '已宣告立直：下一张舍牌为立直宣言牌',
  kan: '杠',
  kanPick: '杠：在牌板中选择该牌',
  north: '拔北',
  undo: '撤销',
  next: '下一步',
  moveHere: (shown) => `${shown}：轮到该家`,
  hint: {
    start: '点击手牌即打入自家牌河；点击下方某家即从该家的舍牌开始跟随牌局。',
    build: '手牌满13张之前，牌板的牌加入手牌。',
    draw: '下一步：自家摸牌。在牌板中选择。',
    discard: '下一步：自家打牌。点击手牌或某行的舍牌。',
    yourDiscard: '点击手牌打出。',
    indicator: '下一步：新的宝牌指示牌。在牌板中选择。',
    kan: (seat) => `下一步：${seat}所杠的牌。在牌板中选择。`,
    otherDiscard: (seat) => `下一步：${seat}的舍牌。在牌板中选择。`,
  },
  tap: {
    river: (t, seat) => `将${t}加入${seat}牌河`,
    indicator: (t) => `将${t}作为新的宝牌指示牌`,
    kan: (t, seat) => `将${t}作为${seat}所杠的牌`,
  },
  stripSeat: { 0: '自家', 1: '下家', 2: '对家', 3: '上家' },
  toRivers: '各家牌河',
  toPalette: '回到牌板',
  turn: (n) => `第${n}巡（按牌桌）`,
  wall: (n) => `牌山剩${n}张`,
  riverTile: (name, { taken, riichi, tsumogiri, last }) =>
    [name, riichi ? '立直宣言牌' : '', taken ? '被鸣' : '', tsumogiri ? '摸切' : '', last ? '最后的舍牌：鸣牌' : '']
      .filter(Boolean)
      .join('，'),
  calls: (tile) => `鸣${tile}`,
  call: (seat, call, tiles) => `${seat}：${call === 'chi' ? '吃' : call === 'pon' ? '碰' : '杠'} ${tiles}`,
  closeCalls: '不鸣',
  meldFrom: (meld, from) => (from ? `${meld}（来自${from}）` : meld),
  yourKan: (tile) => `杠 ${tile}`,
  pasteRivers: '粘贴牌河（从一局中途开始）',
  pasteLabel: (river) => `${river}（mpsz）`,
  pastePlaceholder: '例：19m4z7p(345s)',
  safety: {
    genbutsu: '现物',
    suji: '筋',
    'half-suji': '半筋',
    'no-chance': '无机会',
    'one-chance': '单机会',
    honor: '字牌',
    unsafe: '危险',
  },
  safetyShort: { genbutsu: '现', suji: '筋', 'half-suji': '半', 'no-chance': 'NC', 'one-chance': 'OC', honor: '字', unsafe: '—' },
  safetyAgainst: (seat, words) => `${seat}：${words}`,
  honor: (visible) => `字牌（见${visible}张）`,
  error: (e, river) => {
    switch (e.code) {
      case 'invalid-river':
        return `${river[e.seat]}：“${e.culprit}”不能读作牌列${e.index === null ? '' : `（第${e.index + 1}个字符）`}。`;
      case 'invalid-move':
        return `牌局记录在第${e.index + 1}个字符（“${e.culprit}”）处无法读取。`;
      case 'illegal-move':
        return `牌局的第${e.move + 1}步无法进行：${REASONS_ZH[e.reason]}。`;
      case 'river-copies':
        return `${river[e.seat]}：加上手牌和牌桌上的牌，会出现第五张同种牌或第二张赤宝牌。`;
    }
  },
};

const MESSAGES: Record<Lang, GameMessages> = { en, ja, zh };

/** The words of one language. */
export function gameMessagesFor(lang: Lang): GameMessages {
  return MESSAGES[lang];
}

/** The game's words in the language chosen in the store. */
export function useGameMessages(): GameMessages {
  return MESSAGES[useLang()];
}

/** A tile's safety in words: the class, an honour with its copies seen. */
export function safetyWords(g: GameMessages, safety: Safety): string {
  return safety.class === 'honor' ? g.honor(safety.visible ?? 0) : g.safety[safety.class];
}

/** What the next palette press does while a game is followed (the panel's line, and the palette's own hint). */
export function gameHint(g: GameMessages, started: boolean, target: PaletteTarget, cursorSeat: Seat): string {
  if (!started) return g.hint.start;
  switch (target.to) {
    case 'kan':
      return g.hint.kan(g.seat[target.seat]);
    case 'indicator':
      return g.hint.indicator;
    case 'draw':
      return g.hint.draw;
    case 'discard':
      return g.hint.otherDiscard(g.seat[target.seat]);
    default:
      return cursorSeat === 0 ? g.hint.discard : g.hint.build;
  }
}
