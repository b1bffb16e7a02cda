/**
 * The discard drill's words in English, Japanese and Chinese. Shared words (tile names, shanten, counts,
 * 打 / 摸) come from shell/messages.ts; these are the drill's own.
 */
import type { Lang } from '../../store/app-store.ts';

export interface DrillMessages {
  title: string;
  intro: string;
  hand: string;
  drawn: string;
  /** "Draw 3 of 18". */
  progress(draws: number, of: number): string;
  seed: string;
  share: string;
  newDrill: string;
  dealing: string;
  /** "Discard 9m". */
  youDiscarded(tile: string): string;
  best: string;
  yours: string;
  matched: string;
  /** "6 tiles fewer than the best". */
  lost(n: number): string;
  /** A discard that raises the shanten: "Raises the shanten: 39 tiles lost". */
  raised(n: number): string;
  allDiscards: string;
  over: string;
  /** "Complete hand on draw 9". */
  agari(turn: number): string;
  exhausted(draws: number): string;
  matchedTotal: string;
  /** "7 of 9". */
  ofTotal(n: number, of: number): string;
  tilesLost: string;
  turnsToTenpai: string;
  turnsToAgari: string;
  never: string;
  history: string;
  turnHead: string;
  /** The river's heading: "Your discards (5)". */
  river(n: number): string;
  riverEmpty: string;
  /** A river tile's name: "Discard 3: red 5 pin". */
  riverTile(turn: number, name: string): string;
  /** The link opening the position in the analysis page. */
  openAnalysis: string;
  openAnalysisNote: string;
  /** The address's `d=` has a mistake (`detail`, in the page's words); `kept` discards before it are shown. */
  unreadable(detail: string, kept: number): string;
  /** Discard `n` of the address is not in the hand. */
  notInHand(n: number, tile: string, hand: string): string;
  /** Discard `n` of the address comes after the drill ended. */
  afterEnd(n: number, ending: 'agari' | 'exhausted'): string;
  /** `d=` without `seed=`. */
  noSeed(record: string): string;
}

const en: DrillMessages = {
  title: 'Discard drill',
  intro:
    'Discard one tile each turn (click it, or use the arrow keys and Enter); ' +
    'see how it compares with the best discard by effective tiles.',
  hand: 'Your hand: choose a discard',
  drawn: 'Drawn tile',
  progress: (draws, of) => `Draw ${draws} of ${of}`,
  seed: 'Seed',
  share: 'Link to this wall',
  newDrill: 'New drill',
  dealing: 'Dealing…',
  youDiscarded: (tile) => `Discard ${tile}`,
  best: 'Best',
  yours: 'Yours',
  matched: 'As good as the best',
  lost: (n) => `${n} tile${n === 1 ? '' : 's'} fewer than the best`,
  raised: (n) => `Raises the shanten, where the best discard keeps it with ${n} tile${n === 1 ? '' : 's'}: counted as ${n} lost`,
  allDiscards: 'All discards of that hand',
  over: 'Drill over',
  agari: (turn) => `Complete hand on draw ${turn}.`,
  exhausted: (draws) => `No draw left after ${draws} draws.`,
  matchedTotal: 'Best discards',
  ofTotal: (n, of) => `${n} of ${of}`,
  tilesLost: 'Tiles lost',
  turnsToTenpai: 'Turns to tenpai',
  turnsToAgari: 'Turns to a complete hand',
  never: '—',
  history: 'Every turn',
  turnHead: 'Turn',
  river: (n) => `Your discards (${n})`,
  riverEmpty: 'None yet.',
  riverTile: (turn, name) => `Discard ${turn}: ${name}`,
  openAnalysis: 'Analyse this position',
  openAnalysisNote: 'In the analysis page, with your discards counted as seen tiles.',
  unreadable: (detail, kept) =>
    `The discards in the address (d=) have a mistake: ${detail} ` +
    (kept === 0
      ? 'The drill shows the deal.'
      : `The drill shows the position after the ${kept} discard${kept === 1 ? '' : 's'} before it.`),
  notInHand: (n, tile, hand) =>
    `Discard ${n} in the address cannot be made: ${tile} is not in the hand ${hand}. ` +
    (n === 1 ? 'The drill shows the deal.' : `The drill shows the position after the ${n - 1} discard${n === 2 ? '' : 's'} before it.`),
  afterEnd: (n, ending) =>
    `Discard ${n} in the address comes after the drill ended (${ending === 'agari' ? 'the hand was complete' : 'no draw was left'}); ` +
    'the drill shows its end.',
  noSeed: (record) => `The address has discards (d=${record}) but no seed for their wall (seed=), so a new wall is dealt.`,
};

const ja: DrillMessages = {
  title: '何切る練習',
  intro: '毎巡1枚切ってください (クリック、または矢印キーとEnter)。有効牌の枚数で最善の打牌と比べます。',
  hand: '手牌 (切る牌を選ぶ)',
  drawn: 'ツモ牌',
  progress: (draws, of) => `${draws}巡目 / ${of}`,
  seed: 'シード',
  share: 'この山へのリンク',
  newDrill: '新しい配牌',
  dealing: '配牌中…',
  youDiscarded: (tile) => `打${tile}`,
  best: '最善',
  yours: 'あなた',
  matched: '最善と同じ',
  lost: (n) => `最善より${n}枚少ない`,
  raised: (n) => `向聴数が上がる打牌 (最善の打牌は向聴数を保って${n}枚): ${n}枚の損と数えます`,
  allDiscards: 'その手牌の全打牌',
  over: '終了',
  agari: (turn) => `${turn}巡目でツモ和了。`,
  exhausted: (draws) => `${draws}巡で終了 (ツモ切れ)。`,
  matchedTotal: '最善打牌',
  ofTotal: (n, of) => `${n} / ${of}`,
  tilesLost: '損した枚数',
  turnsToTenpai: '聴牌までの巡数',
  turnsToAgari: '和了までの巡数',
  never: 'なし',
  history: '全巡の記録',
  turnHead: '巡',
  river: (n) => `捨て牌 (${n}枚)`,
  riverEmpty: 'まだありません。',
  riverTile: (turn, name) => `${turn}打目: ${name}`,
  openAnalysis: 'この局面を牌理で見る',
  openAnalysisNote: '捨て牌を見えた牌として数えます。',
  unreadable: (detail, kept) =>
    `アドレスの打牌 (d=) に誤りがあります: ${detail}` +
    (kept === 0 ? '配牌の局面を表示しています。' : `その前の${kept}打目までの局面を表示しています。`),
  notInHand: (n, tile, hand) =>
    `アドレスの${n}打目の${tile}は手牌 ${hand} にありません。` +
    (n === 1 ? '配牌の局面を表示しています。' : `その前の${n - 1}打目までの局面を表示しています。`),
  afterEnd: (n, ending) =>
    `アドレスの${n}打目は練習の終了後です (${ending === 'agari' ? '和了済み' : 'ツモ切れ'})。終了時の局面を表示しています。`,
  noSeed: (record) => `アドレスに打牌 (d=${record}) がありますが山のシード (seed=) がないため、新しい配牌にしました。`,
};

const zh: DrillMessages = {
  title: '何切练习',
  intro: '每巡打出一张（点击，或用方向键和Enter）。按进张数与最佳打牌比较。',
  hand: '手牌（选择要打的牌）',
  drawn: '摸到的牌',
  progress: (draws, of) => `第${draws}巡 / ${of}`,
  seed: '种子',
  share: '此牌山的链接',
  newDrill: '新的配牌',
  dealing: '配牌中…',
  youDiscarded: (tile) => `打${tile}`,
  best: '最佳',
  yours: '你的',
  matched: '与最佳相同',
  lost: (n) => `比最佳少${n}张`,
  raised: (n) => `向听数增加的打牌（最佳打牌保持向听数，进张${n}张）：计为损失${n}张`,
  allDiscards: '该手牌的所有打牌',
  over: '结束',
  agari: (turn) => `第${turn}巡自摸和牌。`,
  exhausted: (draws) => `${draws}巡后结束（没有摸牌了）。`,
  matchedTotal: '最佳打牌',
  ofTotal: (n, of) => `${n} / ${of}`,
  tilesLost: '损失的张数',
  turnsToTenpai: '到听牌的巡数',
  turnsToAgari: '到和牌的巡数',
  never: '无',
  history: '每巡记录',
  turnHead: '巡',
  river: (n) => `舍牌（${n}张）`,
  riverEmpty: '还没有。',
  riverTile: (turn, name) => `第${turn}打：${name}`,
  openAnalysis: '在牌理中查看此局面',
  openAnalysisNote: '舍牌计为已见的牌。',
  unreadable: (detail, kept) =>
    `地址中的打牌（d=）有误：${detail}` + (kept === 0 ? '显示配牌的局面。' : `显示到此前第${kept}打为止的局面。`),
  notInHand: (n, tile, hand) =>
    `地址中第${n}打的${tile}不在手牌 ${hand} 中。` + (n === 1 ? '显示配牌的局面。' : `显示到此前第${n - 1}打为止的局面。`),
  afterEnd: (n, ending) => `地址中第${n}打在练习结束之后（${ending === 'agari' ? '已和牌' : '没有摸牌了'}）。显示结束时的局面。`,
  noSeed: (record) => `地址中有打牌（d=${record}）但没有牌山的种子（seed=），因此重新配牌。`,
};

const MESSAGES: Record<Lang, DrillMessages> = { en, ja, zh };

/** The drill's words in one language. */
export function drillMessagesFor(lang: Lang): DrillMessages {
  return MESSAGES[lang];
}
