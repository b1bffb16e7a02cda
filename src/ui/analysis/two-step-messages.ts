/**
 * The two-step figures' words (docs/rules.md#two-step-analysis) in English, Japanese and Chinese: the figures on
 * each discard row, the order switch, the line that explains a row's rank in numbers, and the
 * comparison of two rows. Japanese keeps the terms players use (好形, 愚形, 改良, 向聴戻し).
 */
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import type { RowSort } from '../../address/location.ts';

export interface TwoStepMessages {
  order: string;
  sorts: Record<RowSort, string>;
  /** What each figure on the rows means, behind a tap (the figures' own titles are hover-only). */
  legendTitle: string;
  legend: readonly (readonly [string, string])[];
  /** The order chosen has nothing to sort this hand's rows by: they keep Tenhou's. */
  nextNotApplies: string;
  goodNotApplies: string;
  /** Safety chosen (kept in the address) with no riichi on the table. */
  safetyNotApplies: string;
  /** Win probability or expected score chosen for a hand the page has no probabilities for. */
  figuresNotApply: string;
  /** Said while the second step is computed. */
  pending: string;
  /** The same, in a row's brief line on a phone. */
  briefPending: string;
  /** The good-shape rate in a row's brief line: "好形 100%". */
  goodBrief(percent: string): string;
  next(average: string): string;
  nextTitle: string;
  improve(count: number): string;
  improveTitle: string;
  noImprovement: string;
  goodShape(good: number, bad: number, percent: string): string;
  /** The split alone, under a heading that already says good shape: "16+0 (100%)". */
  goodSplit(good: number, bad: number, percent: string): string;
  goodShapeTitle: string;
  /** A row that raises the shanten but beats every row that keeps it on win probability or expected score. */
  stepBack: string;
  /** The flag in a row's brief line on a phone. */
  stepBackBrief: string;
  stepBackTitle: string;
  /** The figures that earn the flag: the row's against the best kept row's, then the kept discards they beat. */
  stepBackWin(mine: string, best: string): string;
  stepBackEv(mine: string, best: string): string;
  stepBackFigures(win: string | null, ev: string | null, against: string[]): string;
  /** In the raising rows' summary: how many of them are worth a step back. */
  stepBackCount(n: number): string;
  /** In the raising rows' section when they are not weighed: shanten-back is off, or the hand is 4-shanten or worse. */
  backUnweighed: string;
  backFar: string;
  compare: string;
  compareTitle(discard: string): string;
  /** The comparison's heading and its rows. */
  comparison(a: string, b: string): string;
  /** The comparison's row of the tiles one discard accepts and the other does not. */
  onlyHere: string;
  nothing: string;
  closeComparison: string;
  close: string;
  tiles: string;
  nextShort: string;
  improveShort: string;
  goodShort: string;
  /** The explanation line of the row at the top of its section, by the order chosen. */
  topByCount(count: number): string;
  topByNext(average: string): string;
  topByGood(percent: string): string;
  topBySafety: string;
  topByWin(percent: string): string;
  topByEv(points: string): string;
  /** "4 fewer tiles than 打5s" and its kin. */
  fewer(n: number, than: string): string;
  more(n: number, than: string): string;
  asMany(than: string): string;
  /** A figure against the top row's: "next step 5.33 vs 8.00". */
  nextVs(mine: string, theirs: string): string;
  goodVs(mine: string, theirs: string): string;
  winVs(mine: string, theirs: string): string;
  evVs(mine: string, theirs: string): string;
  /** Joins the explanation's parts; `but` when the second part speaks for the row the first speaks against. */
  join(first: string, second: string, but: boolean): string;
  /** The explanation's one part, as a line of its own. */
  alone(first: string): string;
}

const en: TwoStepMessages = {
  order: 'Order',
  sorts: { count: "Tenhou's count", next: 'Next step', good: 'Good shape', win: 'Win probability', ev: 'Expected score', safety: 'Safety' },
  legendTitle: 'What the figures mean',
  legend: [
    [
      'Next',
      "After a draw that lowers the shanten and the best discard: how many tiles then lower it again, on average (the next step's width).",
    ],
    ['Improve', 'Copies of the draws that keep the shanten but, after the best exchange, leave more effective tiles.'],
    [
      'Good shape a+b (c%)',
      'At 1-shanten: copies of the effective draws that reach a tenpai waiting on more than four live tiles, then the others, and the share of the first.',
    ],
    [
      'Tenpai · Win · pts',
      'At the turn chosen under the table: the chance of being tenpai by the last draw, of winning by tsumo, and the points expected, each with the play that maximises it.',
    ],
    [
      'Worth a step back',
      'A discard that raises the shanten yet wins more often or scores more than every discard that keeps it (shanten-back on).',
    ],
  ],
  nextNotApplies: "The next step is measured before tenpai: at tenpai the rows keep Tenhou's order.",
  goodNotApplies: "The good-shape rate is measured at 1-shanten: the rows keep Tenhou's order.",
  safetyNotApplies: "Safety is measured against a riichi: with none on the table the rows keep Tenhou's order.",
  figuresNotApply: "This hand has no win probabilities to order by: the rows keep Tenhou's order.",
  pending: 'Next step…',
  briefPending: 'Next…',
  goodBrief: (p) => `Good ${p}%`,
  next: (a) => `Next ${a}`,
  nextTitle: 'Average count after a draw that lowers the shanten, the best discard made',
  improve: (n) => `Improve ${n}`,
  improveTitle: 'Draws that keep the shanten but widen it after the best exchange (copies)',
  noImprovement: 'No draw improves this discard.',
  goodShape: (good, bad, p) => `Good shape ${good}+${bad} (${p}%)`,
  goodSplit: (good, bad, p) => `${good}+${bad} (${p}%)`,
  goodShapeTitle: 'At 1-shanten: copies of the draws reaching a tenpai on more than four live tiles, and the others',
  stepBack: 'Worth a step back',
  stepBackBrief: 'Step back',
  stepBackTitle: 'Higher than every discard that keeps the shanten, at the turn shown, with shanten-back on',
  stepBackWin: (m, b) => `win ${m} vs ${b}`,
  stepBackEv: (m, b) => `expected score ${m} vs ${b}`,
  stepBackFigures: (w, e, d) => `: ${[w, e].filter(Boolean).join(', ')} (against discarding ${d.join(', ')})`,
  stepBackCount: (n) => `${n} worth a step back`,
  backUnweighed:
    'Turn on Shanten-back under the table to weigh these discards against those that keep the shanten (win probability and expected score).',
  backFar: '4-shanten or worse: these discards are not weighed (the probabilities are computed without shanten-back).',
  compare: 'Compare',
  compareTitle: (d) => `Compare discarding ${d} with another row`,
  comparison: (a, b) => `Discard ${a} or ${b}`,
  onlyHere: 'Tiles only this discard accepts',
  nothing: 'nothing',
  closeComparison: 'Close the comparison',
  close: 'Close',
  tiles: 'Tiles',
  nextShort: 'Next step',
  improveShort: 'Improvements',
  goodShort: 'Good shape',
  topByCount: (n) => `Most tiles: ${n}`,
  topByNext: (a) => `Widest next step: ${a} on average`,
  topByGood: (p) => `Best good-shape rate: ${p}%`,
  topBySafety: 'Safest against the riichi',
  topByWin: (p) => `Best win probability: ${p}%`,
  topByEv: (p) => `Best expected score: ${p} pts`,
  fewer: (n, d) => `${n} fewer tile${n === 1 ? '' : 's'} than discarding ${d}`,
  more: (n, d) => `${n} more tile${n === 1 ? '' : 's'} than discarding ${d}`,
  asMany: (d) => `as many tiles as discarding ${d}`,
  nextVs: (m, t) => `next step ${m} vs ${t}`,
  goodVs: (m, t) => `good-shape rate ${m}% vs ${t}%`,
  winVs: (m, t) => `win ${m}% vs ${t}%`,
  evVs: (m, t) => `expected ${m} vs ${t} pts`,
  join: (first, second, but) => `${first[0].toUpperCase()}${first.slice(1)}${but ? ', but ' : '; '}${second}`,
  alone: (first) => `${first[0].toUpperCase()}${first.slice(1)}`,
};

const ja: TwoStepMessages = {
  order: '並べ替え',
  sorts: { count: '枚数順（天鳳）', next: '次の一歩', good: '好形率', win: '和了率', ev: '期待値', safety: '安全度' },
  legendTitle: '数値の見方',
  legend: [
    ['次', '向聴数が進むツモのあと、最善の打牌をしたときに残る有効牌の平均枚数 (次の一歩の広さ)。'],
    ['改良', '向聴数は変わらないが、最善の入れ替えで有効牌が増えるツモの枚数。'],
    ['好形a枚+愚形b枚 (c%)', '1向聴: 聴牌したとき待ちが5枚以上残るツモの枚数 (好形) とそれ以外 (愚形)、好形の割合。'],
    [
      '聴牌 · 和了 · 点',
      '表の下で選んだ巡目での、最後のツモまでに聴牌する確率・ツモ和了する確率・期待値。それぞれを最大にする打ち方での値。',
    ],
    ['向聴戻し候補', '向聴数が上がるが、向聴数を保つどの打牌よりも和了率か期待値が高い打牌 (向聴戻しオン)。'],
  ],
  nextNotApplies: '次の一歩は聴牌前の手で測ります。聴牌の手は天鳳の順のままです。',
  goodNotApplies: '好形率は1向聴の手で測ります。この手は天鳳の順のままです。',
  safetyNotApplies: '安全度は立直に対して測ります。立直者がいないので天鳳の順のままです。',
  figuresNotApply: 'この手には並べ替えに使う和了率がありません。天鳳の順のままです。',
  pending: '次の一歩を計算中…',
  briefPending: '次…',
  goodBrief: (p) => `好形 ${p}%`,
  next: (a) => `次 ${a}枚`,
  nextTitle: '向聴が進むツモのあと、最善の打牌で残る有効牌の平均枚数',
  improve: (n) => `改良 ${n}枚`,
  improveTitle: '向聴数は変わらないが、最善の入れ替えで有効牌が増えるツモ（枚数）',
  noImprovement: 'この打牌に改良はありません。',
  goodShape: (good, bad, p) => `好形${good}枚+愚形${bad}枚 (${p}%)`,
  goodSplit: (good, bad, p) => `${good}枚+${bad}枚 (${p}%)`,
  goodShapeTitle: '1向聴: 聴牌したとき待ちが5枚以上残る（好形）ツモと、それ以外（愚形）の枚数',
  stepBack: '向聴戻し候補',
  stepBackBrief: '戻し候補',
  stepBackTitle: '選んだ巡目で、向聴戻しありで計算した値が、向聴数を保つどの打牌よりも高い',
  stepBackWin: (m, b) => `和了 ${m} 対 ${b}`,
  stepBackEv: (m, b) => `期待値 ${m}点 対 ${b}点`,
  stepBackFigures: (w, e, d) => `: ${[w, e].filter(Boolean).join('・')} (${d.map((x) => `打${x}`).join('・')}と比べて)`,
  stepBackCount: (n) => `向聴戻し候補 ${n}`,
  backUnweighed: '表の下の「向聴戻し」をオンにすると、これらの打牌を向聴数を保つ打牌と和了率・期待値で比べます。',
  backFar: '4向聴以上のため、これらの打牌は比べていません (向聴戻しなしで計算しています)。',
  compare: '比較',
  compareTitle: (d) => `打${d}を別の打牌と比べる`,
  comparison: (a, b) => `打${a}と打${b}`,
  onlyHere: 'この打牌だけの有効牌',
  nothing: 'なし',
  closeComparison: '比較を閉じる',
  close: '閉じる',
  tiles: '枚数',
  nextShort: '次の一歩',
  improveShort: '改良',
  goodShort: '好形',
  topByCount: (n) => `最多 ${n}枚`,
  topByNext: (a) => `次の一歩が最も広い（平均${a}枚）`,
  topByGood: (p) => `好形率が最も高い（${p}%）`,
  topBySafety: '立直に対して最も安全',
  topByWin: (p) => `和了率が最も高い（${p}%）`,
  topByEv: (p) => `期待値が最も高い（${p}点）`,
  fewer: (n, d) => `打${d}より${n}枚少ない`,
  more: (n, d) => `打${d}より${n}枚多い`,
  asMany: (d) => `打${d}と同じ枚数`,
  nextVs: (m, t) => `次の一歩 ${m}枚 対 ${t}枚`,
  goodVs: (m, t) => `好形率 ${m}% 対 ${t}%`,
  winVs: (m, t) => `和了率 ${m}% 対 ${t}%`,
  evVs: (m, t) => `期待値 ${m}点 対 ${t}点`,
  join: (first, second, but) => `${first}${but ? 'が、' : '・'}${second}`,
  alone: (first) => first,
};

const zh: TwoStepMessages = {
  order: '排序',
  sorts: { count: '按张数（天凤）', next: '下一步', good: '好型率', win: '和牌率', ev: '期望值', safety: '安全度' },
  legendTitle: '数值说明',
  legend: [
    ['下', '摸到减少向听数的牌并最优打牌后，剩余进张的平均张数（下一步的宽度）。'],
    ['改良', '向听数不变，但最优换牌后进张增加的摸牌张数。'],
    ['好型a张+愚型b张 (c%)', '一向听：听牌时剩余听牌数多于4张的摸牌（好型）与其余（愚型）的张数，以及好型的比例。'],
    ['听牌 · 和牌 · 点', '在表下所选巡目：最后一次摸牌前听牌的概率、自摸和牌的概率和期望得点，各为使其最大的打法下的值。'],
    ['向听倒退候选', '向听数增加，但和牌率或期望值高于所有保持向听数的打牌（开启向听倒退时）。'],
  ],
  nextNotApplies: '下一步在听牌前的手牌上计算：听牌的手牌保持天凤的顺序。',
  goodNotApplies: '好型率在一向听的手牌上计算：这手牌保持天凤的顺序。',
  safetyNotApplies: '安全度针对立直计算：没有人立直，保持天凤的顺序。',
  figuresNotApply: '这手牌没有可用来排序的和牌率：保持天凤的顺序。',
  pending: '下一步计算中…',
  briefPending: '下…',
  goodBrief: (p) => `好型 ${p}%`,
  next: (a) => `下 ${a}张`,
  nextTitle: '摸到减少向听数的牌并最优打牌后，剩余进张的平均张数',
  improve: (n) => `改良 ${n}张`,
  improveTitle: '向听数不变，但最优换牌后进张增加的摸牌（张数）',
  noImprovement: '这个打牌没有改良。',
  goodShape: (good, bad, p) => `好型${good}张+愚型${bad}张 (${p}%)`,
  goodSplit: (good, bad, p) => `${good}张+${bad}张 (${p}%)`,
  goodShapeTitle: '一向听：听牌时剩余听牌多于4张的摸牌（好型）与其余（愚型）的张数',
  stepBack: '向听倒退候选',
  stepBackBrief: '倒退候选',
  stepBackTitle: '在所选巡目、开启向听倒退时，其值高于所有保持向听数的打牌',
  stepBackWin: (m, b) => `和牌 ${m} 对 ${b}`,
  stepBackEv: (m, b) => `期望值 ${m}点 对 ${b}点`,
  stepBackFigures: (w, e, d) => `：${[w, e].filter(Boolean).join('，')}（与${d.map((x) => `打${x}`).join('、')}相比）`,
  stepBackCount: (n) => `向听倒退候选 ${n}`,
  backUnweighed: '开启表下的“向听倒退”后，会用和牌率和期望值把这些打牌与保持向听数的打牌比较。',
  backFar: '4向听以上：这些打牌未作比较（计算时不计向听倒退）。',
  compare: '比较',
  compareTitle: (d) => `将打${d}与另一个打牌比较`,
  comparison: (a, b) => `打${a}与打${b}`,
  onlyHere: '只有这个打牌的进张',
  nothing: '无',
  closeComparison: '关闭比较',
  close: '关闭',
  tiles: '张数',
  nextShort: '下一步',
  improveShort: '改良',
  goodShort: '好型',
  topByCount: (n) => `最多 ${n}张`,
  topByNext: (a) => `下一步最宽（平均${a}张）`,
  topByGood: (p) => `好型率最高（${p}%）`,
  topBySafety: '对立直最安全',
  topByWin: (p) => `和牌率最高（${p}%）`,
  topByEv: (p) => `期望值最高（${p}点）`,
  fewer: (n, d) => `比打${d}少${n}张`,
  more: (n, d) => `比打${d}多${n}张`,
  asMany: (d) => `与打${d}张数相同`,
  nextVs: (m, t) => `下一步 ${m}张 对 ${t}张`,
  goodVs: (m, t) => `好型率 ${m}% 对 ${t}%`,
  winVs: (m, t) => `和牌率 ${m}% 对 ${t}%`,
  evVs: (m, t) => `期望值 ${m}点 对 ${t}点`,
  join: (first, second, but) => `${first}${but ? '，但' : '；'}${second}`,
  alone: (first) => first,
};

const MESSAGES: Record<Lang, TwoStepMessages> = { en, ja, zh };

/** The words of one language. */
export function twoStepMessagesFor(lang: Lang): TwoStepMessages {
  return MESSAGES[lang];
}

/** The two-step words of the language chosen in the store. */
export function useTwoStepMessages(): TwoStepMessages {
  return twoStepMessagesFor(useLang());
}
