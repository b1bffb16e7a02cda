/**
 * The discard drill's words in English and Japanese. Shared words (tile names, shanten, counts,
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
  raised: (n) => `Raises the shanten: ${n} tile${n === 1 ? '' : 's'} lost against the best`,
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
    (kept === 0 ? 'The drill shows the deal.' : `The drill shows the position after the ${kept} discard${kept === 1 ? '' : 's'} before it.`),
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
  raised: (n) => `向聴数が上がる打牌: 最善より${n}枚の損`,
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

/** The drill's words in one language. */
export function drillMessagesFor(lang: Lang): DrillMessages {
  return lang === 'ja' ? ja : en;
}
