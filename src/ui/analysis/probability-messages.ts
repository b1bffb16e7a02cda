/**
 * The probabilities' words (docs/rules.md#probabilities) in English, Japanese and Chinese: the figures on each
 * discard row, the settings (and the note that 4-shanten and worse leave two of them out), the options
 * closer to a real game with a line on each, the progress, why a search stopped, the charts (the best
 * discards', the two compared rows'), and the line on why the figures differ from 麻雀何切るシミュレーター's.
 */
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import type { YakuChance } from '../../engine/light.ts';

/** The real game's options as the page counts them: the settings' and the situation's honba and sticks. */
export interface RealGameOn {
  riichiStick: boolean;
  tenpaiPayment: number;
  ippatsu: boolean;
  haitei: boolean;
  honba: number;
  sticks: number;
}

/** The parts of RealGameOn that are on, each written by `word`; empty when none is. */
function partsOn(on: RealGameOn, word: { [K in keyof RealGameOn]: (value: RealGameOn[K]) => string }): string[] {
  return (Object.keys(word) as (keyof RealGameOn)[]).filter((k) => on[k]).map((k) => (word[k] as (v: unknown) => string)(on[k]));
}

const points = (n: number) => n.toLocaleString('en-US');

export interface ProbabilityMessages {
  heading: string;
  turn: string;
  turnValue(turn: number): string;
  /** The turn read from the table, followed while the turn is not set by hand. */
  turnFromTable(turn: number): string;
  handChanges: string;
  shantenBack: string;
  riichiRule: string;
  riichiBest: string;
  riichiAlways: string;
  red: string;
  ura: string;
  /** The options closer to a real game (docs/rules.md#probabilities): the disclosure's name and its line. */
  realGame: string;
  realGameHint: string;
  riichiStick: string;
  riichiStickHint: string;
  tenpaiPayment: string;
  tenpaiPaymentHint: string;
  ippatsu: string;
  ippatsuHint: string;
  haitei: string;
  haiteiHint: string;
  /** Beside the honba and riichi sticks (the score panel's labels): what they do here, and that they are the score's too. */
  countsHint: string;
  /** Under the note, while any is in force: the real game's options counted, so a closed disclosure still says them. */
  realGameOn(on: RealGameOn): string;
  /** One line under the probabilities: the model is docs/rules.md's, and why 麻雀何切るシミュレーター's figures differ. */
  differs: string;
  running(percent: number): string;
  cancel: string;
  cancelled: string;
  again: string;
  /** Beside the options, for a hand of 4-shanten or worse: the search leaves two of them out. */
  optionsOff: string;
  /** Why the search stopped when it would outgrow its memory budget (the engine's code 'too-large'). */
  tooLarge: string;
  /** Said once: each metric is maximised on its own, and the winds the points are counted with. */
  note(round: string, seat: string, dealer: boolean): string;
  tenpai: string;
  win: string;
  ev: string;
  /** The row's figures: "聴牌 85% · 和了 29% · 1,487点". */
  figures(tenpai: string, win: string, ev: string): string;
  /** A row's win and expected score in its brief line on a phone: "和了 45.6% · 1,675点". */
  brief(win: string, ev: string): string;
  briefNoYaku: string;
  /** The row's figures when it cannot win for want of a yaku: "聴牌 93% · 役なし". */
  figuresNoYaku(tenpai: string): string;
  /** Said under the table when rows are marked 役なし: why, and what could still give a yaku (empty: nothing can). */
  noYaku(chances: string[]): string;
  /** A way to a yaku, as noYaku lists them. */
  yakuChance(chance: YakuChance, tileName: (kind: number) => string): string;
  chart: string;
  /** A discard named in the chart's legend: "Discard 5s", "打5s". */
  legend(discard: string): string;
  /** The reading under the charts: its turn (the table's, or the one pointed at), and each line's values there. */
  chartTurn(turn: number, shownInTable: boolean): string;
  chartValue(win: string, ev: string): string;
  /** How the discards of the chart under the table were chosen: the best by win probability at the turn shown. */
  chartChosen(turn: number): string;
  /** How the comparison's were: the two rows compared. */
  chartCompared: string;
  chartSummary(discards: string): string;
  /** The accessible name of the chart of the two rows compared. */
  comparisonChart(a: string, b: string): string;
  /** In the comparison while the probabilities are searched: its chart comes with them. */
  chartFollows: string;
  winAxis: string;
  evAxis: string;
  byTurn: string;
}

const en: ProbabilityMessages = {
  heading: 'Probabilities',
  turn: 'Turn',
  turnValue: (t) => `turn ${t} (${18 - t === 1 ? '1 draw' : `${18 - t} draws`} to come)`,
  turnFromTable: (t) => `the table's: turn ${t}`,
  handChanges: 'Hand changes',
  shantenBack: 'Shanten-back',
  riichiRule: 'Riichi',
  riichiBest: 'riichi or dama, whichever is better',
  riichiAlways: 'always riichi',
  red: 'Red fives',
  ura: 'Ura-dora',
  realGame: 'Closer to a real game',
  realGameHint: "Each is off by default, so that the figures stay comparable with 麻雀何切るシミュレーター's.",
  riichiStick: 'Riichi pays its stick',
  riichiStickHint: 'Declaring riichi puts 1,000 points on the table (立直棒), lost unless the hand wins.',
  tenpaiPayment: 'Tenpai payment',
  tenpaiPaymentHint: 'Points received when tenpai after the last draw (聴牌料): 3,000 with the others noten. Noten pays nothing.',
  ippatsu: 'Ippatsu',
  ippatsuHint: 'A riichi hand winning on its first draw after declaring adds 1 han (一発).',
  haitei: 'Haitei',
  haiteiHint: 'A win on the last draw adds 1 han (海底摸月).',
  countsHint: "Honba and others' riichi sticks on the table, added to every win; the score panel's too.",
  realGameOn: (on) => {
    const parts = partsOn(on, {
      riichiStick: () => 'riichi pays its stick',
      tenpaiPayment: (n) => `a tenpai payment of ${points(n)}`,
      ippatsu: () => 'ippatsu',
      haitei: () => 'haitei',
      honba: (n) => `${n} honba`,
      sticks: (n) => `${n} riichi stick${n === 1 ? '' : 's'} on the table`,
    });
    return parts.length ? `Closer to a real game: ${parts.join(', ')}.` : '';
  },
  differs:
    "These figures follow the model of pairi's docs/rules.md; 麻雀何切るシミュレーター's run higher because it counts each draw against a shrinking wall, lets a hand after its draw become any hand that could have drawn to the same tiles (a shanten-back or a hand change even with those off, a new wait even in riichi), and keeps complete hands without a yaku.",
  running: (p) => `Computing… ${p}%`,
  cancel: 'Cancel',
  cancelled: 'Stopped.',
  again: 'Compute',
  optionsOff: '4-shanten or worse: computed without hand changes and shanten-back.',
  tooLarge:
    'Stopped: this hand is too far from tenpai. The search would hold more hands than the memory set aside for it, so there are no figures. A hand nearer tenpai fits.',
  note: (round, seat, dealer) =>
    `Tenpai, win and expected score each assume the play that maximises that figure; one player alone, wins by tsumo only; round wind ${round}, seat wind ${seat} (${dealer ? 'the dealer' : 'not the dealer'}).`,
  tenpai: 'Tenpai',
  win: 'Win',
  ev: 'Expected score',
  figures: (t, w, e) => `Tenpai ${t} · Win ${w} · ${e} pts`,
  figuresNoYaku: (t) => `Tenpai ${t} · No yaku`,
  brief: (w, e) => `Win ${w} · ${e} pts`,
  briefNoYaku: 'No yaku',
  noYaku: (chances) =>
    chances.length
      ? `No yaku (役なし): an open hand wins only with a yaku, and the rows marked cannot make one with the draws to come. What could still give one: ${chances.join('; ')}.`
      : 'No yaku (役なし): an open hand wins only with a yaku, and these melds leave none possible. This hand cannot win.',
  yakuChance: (c, name) => {
    const suit = (s: number | null) => (s === null ? '' : ` in ${['manzu', 'pinzu', 'souzu'][s]}`);
    switch (c.yaku) {
      case 'yakuhai':
        return c.held >= 3 ? `keeping the three ${name(c.kind)} (yakuhai)` : `a third ${name(c.kind)} (yakuhai; two held)`;
      case 'yakuhai-triplet':
        return 'a triplet of a dragon or of the round or seat wind (yakuhai)';
      case 'tanyao':
        return 'all simples (tanyao): no terminal or honour';
      case 'honitsu':
        return `a half flush${suit(c.suit)} (honitsu)`;
      case 'chinitsu':
        return `a full flush${suit(c.suit)} (chinitsu)`;
      case 'toitoi':
        return 'all triplets (toitoi)';
      case 'chanta':
        return 'a terminal or honour in every set and the pair (chanta)';
      case 'ittsu':
        return `a straight 123-456-789${suit(c.suit)} (ittsu)`;
      case 'sanshoku':
        return `three colour runs${c.rank === null ? '' : ` of ${c.rank + 1}${c.rank + 2}${c.rank + 3}`} (sanshoku)`;
    }
  },
  chart: 'Win probability and expected score by turn',
  legend: (d) => `Discard ${d}`,
  chartTurn: (t, shown) => `Turn ${t}${shown ? ' (as in the table)' : ''}:`,
  chartValue: (w, e) => `${w} · ${e} pts`,
  chartChosen: (t) =>
    `The lines: the discards with the highest win probability at turn ${t} (at most four); point at or tap a chart to read another turn.`,
  chartCompared: 'The lines: the two rows compared; point at or tap a chart to read another turn.',
  chartSummary: (d) => `Win probability and expected score by turn for ${d}`,
  comparisonChart: (a, b) => `Win probability and expected score by turn, discard ${a} against discard ${b}`,
  chartFollows: 'The chart of these two discards follows once the probabilities are computed.',
  winAxis: 'Win %',
  evAxis: 'Expected score',
  byTurn: 'turn',
};

const ja: ProbabilityMessages = {
  heading: '和了確率・期待値',
  turn: '巡目',
  turnValue: (t) => `${t}巡目 (残りツモ${18 - t}回)`,
  turnFromTable: (t) => `卓から: ${t}巡目`,
  handChanges: '手変わり',
  shantenBack: '向聴戻し',
  riichiRule: '立直',
  riichiBest: '立直・ダマの良い方',
  riichiAlways: '常に立直',
  red: '赤ドラ',
  ura: '裏ドラ',
  realGame: '実戦に近づける',
  realGameHint: '既定ではすべてオフです (麻雀何切るシミュレーターの数値と比べられるように)。',
  riichiStick: '立直棒 (供託)',
  riichiStickHint: '立直すると1,000点を供託し、和了しなければ失います。',
  tenpaiPayment: '聴牌料 (ノーテン罰符)',
  tenpaiPaymentHint: '最後のツモの後に聴牌していれば受け取る点。他家が全員ノーテンなら3,000点。ノーテンの支払いはなし。',
  ippatsu: '一発',
  ippatsuHint: '立直後最初のツモで和了すると1翻。',
  haitei: '海底摸月',
  haiteiHint: '最後のツモで和了すると1翻。',
  countsHint: '場の本場と供託棒 (他家の立直棒)。和了ごとに加算します。点数計算と共通です。',
  realGameOn: (on) => {
    const parts = partsOn(on, {
      riichiStick: () => '立直棒',
      tenpaiPayment: (n) => `聴牌料${points(n)}点`,
      ippatsu: () => '一発',
      haitei: () => '海底摸月',
      honba: (n) => `${n}本場`,
      sticks: (n) => `供託棒${n}本`,
    });
    return parts.length ? `実戦の要素: ${parts.join('・')}。` : '';
  },
  differs:
    '数値は pairi の docs/rules.md のモデルによります。麻雀何切るシミュレーターの数値が高めなのは、同ソフトが各ツモを減っていく山で数え、ツモ後の手を同じ14枚にツモで至りうるどの手にも移れるものとし (向聴戻しや手変わりがオフでも、立直後も待ちが変わる)、役のない和了形も残すためです。',
  running: (p) => `計算中… ${p}%`,
  cancel: '中止',
  cancelled: '中止しました。',
  again: '計算する',
  optionsOff: '4向聴以上のため、手変わり・向聴戻しなしで計算しています。',
  tooLarge:
    '計算を止めました: 聴牌から遠すぎて、調べる手の数が計算用のメモリの上限を超えるため、数値は出せません。もっと聴牌に近い手なら計算できます。',
  note: (round, seat, dealer) =>
    `聴牌率・和了率・期待値はそれぞれを最大にする打ち方での値です (一人麻雀・ツモ和了のみ・場風${round}・自風${seat}${dealer ? '・親' : '・子'})。`,
  tenpai: '聴牌率',
  win: '和了率',
  ev: '期待値',
  figures: (t, w, e) => `聴牌 ${t} · 和了 ${w} · ${e}点`,
  figuresNoYaku: (t) => `聴牌 ${t} · 役なし`,
  brief: (w, e) => `和了 ${w} · ${e}点`,
  briefNoYaku: '役なし',
  noYaku: (chances) =>
    chances.length
      ? `役なし: 副露した手は役がないと和了できません。印の行は残りのツモで役を作れません。役になり得るもの: ${chances.join('、')}。`
      : '役なし: 副露した手は役がないと和了できず、この副露では役を作れません。この手は和了できません。',
  yakuChance: (c, name) => {
    const suit = (s: number | null) => (s === null ? '' : ` (${['萬子', '筒子', '索子'][s]})`);
    switch (c.yaku) {
      case 'yakuhai':
        return c.held >= 3 ? `${name(c.kind)}の暗刻を残す (役牌)` : `${name(c.kind)}をもう1枚 (役牌・2枚あり)`;
      case 'yakuhai-triplet':
        return '三元牌か場風・自風の刻子 (役牌)';
      case 'tanyao':
        return '断幺九 (么九牌を使わない)';
      case 'honitsu':
        return `混一色${suit(c.suit)}`;
      case 'chinitsu':
        return `清一色${suit(c.suit)}`;
      case 'toitoi':
        return '対々和';
      case 'chanta':
        return '混全帯幺九 (すべての面子と雀頭に么九牌)';
      case 'ittsu':
        return `一気通貫${suit(c.suit)}`;
      case 'sanshoku':
        return `三色同順${c.rank === null ? '' : ` (${c.rank + 1}${c.rank + 2}${c.rank + 3})`}`;
    }
  },
  chart: '巡目ごとの和了率と期待値',
  legend: (d) => `打${d}`,
  chartTurn: (t, shown) => `${t}巡目${shown ? ' (表の巡目)' : ''}:`,
  chartValue: (w, e) => `${w} · ${e}点`,
  chartChosen: (t) => `線: ${t}巡目の和了率が高い打牌 (最大4つ)。グラフを指すかタップすると、ほかの巡目の値を読めます。`,
  chartCompared: '線: 比較した2つの打牌。グラフを指すかタップすると、ほかの巡目の値を読めます。',
  chartSummary: (d) => `${d} の巡目ごとの和了率と期待値`,
  comparisonChart: (a, b) => `打${a}と打${b}の巡目ごとの和了率と期待値`,
  chartFollows: '確率の計算が終わると、この2つの打牌のグラフが出ます。',
  winAxis: '和了率 %',
  evAxis: '期待値',
  byTurn: '巡目',
};

const zh: ProbabilityMessages = {
  heading: '和牌率与期望值',
  turn: '巡目',
  turnValue: (t) => `第${t}巡（剩余摸牌${18 - t}次）`,
  turnFromTable: (t) => `按牌桌：第${t}巡`,
  handChanges: '换张',
  shantenBack: '向听倒退',
  riichiRule: '立直',
  riichiBest: '立直与默听取优',
  riichiAlways: '总是立直',
  red: '赤宝牌',
  ura: '里宝牌',
  realGame: '更接近实战',
  // The Chinese page holds no kana: the program is named in Chinese (何切 is the Chinese players' word too).
  realGameHint: '默认全部关闭，以便与麻雀何切模拟器的数值比较。',
  riichiStick: '立直棒（供托）',
  riichiStickHint: '立直时拿出1,000点供托，不和牌则失去。',
  tenpaiPayment: '听牌料（未听罚符）',
  tenpaiPaymentHint: '最后一次摸牌后仍听牌时得到的点数：其他家都未听牌时为3,000点。未听牌不支付。',
  ippatsu: '一发',
  ippatsuHint: '立直后第一次摸牌即和牌，加1番。',
  haitei: '海底摸月',
  haiteiHint: '最后一次摸牌和牌，加1番。',
  countsHint: '场上的本场与供托棒（他家的立直棒），计入每次和牌；与点数计算共用。',
  realGameOn: (on) => {
    const parts = partsOn(on, {
      riichiStick: () => '立直棒',
      tenpaiPayment: (n) => `听牌料${points(n)}点`,
      ippatsu: () => '一发',
      haitei: () => '海底摸月',
      honba: (n) => `${n}本场`,
      sticks: (n) => `供托棒${n}根`,
    });
    return parts.length ? `实战要素：${parts.join('、')}。` : '';
  },
  differs:
    '数值依照 pairi 的 docs/rules.md 的模型；麻雀何切模拟器的数值偏高，是因为该软件按不断减少的牌山计算每次摸牌，让摸牌后的手牌变成任何能摸成同样14张的手牌（即使关闭退向听和换张也是如此，立直后也会改听），并保留无役的和牌形。',
  running: (p) => `计算中… ${p}%`,
  cancel: '取消',
  cancelled: '已取消。',
  again: '计算',
  optionsOff: '4向听以上：不计换张和向听倒退。',
  tooLarge: '已停止计算：离听牌太远，需要搜索的手牌数超过了计算用的内存上限，无法给出数值。更接近听牌的手牌可以计算。',
  note: (round, seat, dealer) =>
    `听牌率、和牌率、期望值分别是使该值最大的打法下的值（一人麻将，只计自摸和牌；场风${round}，自风${seat}，${dealer ? '庄家' : '闲家'}）。`,
  tenpai: '听牌率',
  win: '和牌率',
  ev: '期望值',
  figures: (t, w, e) => `听牌 ${t} · 和牌 ${w} · ${e}点`,
  figuresNoYaku: (t) => `听牌 ${t} · 无役`,
  brief: (w, e) => `和牌 ${w} · ${e}点`,
  briefNoYaku: '无役',
  noYaku: (chances) =>
    chances.length
      ? `无役：副露的手牌没有役就不能和牌。标记的行在剩余的摸牌中做不出役。可能成役的有：${chances.join('；')}。`
      : '无役：副露的手牌没有役就不能和牌，而这些副露做不出任何役。这手牌不能和牌。',
  yakuChance: (c, name) => {
    const suit = (s: number | null) => (s === null ? '' : `（${['万子', '筒子', '索子'][s]}）`);
    switch (c.yaku) {
      case 'yakuhai':
        return c.held >= 3 ? `保留${name(c.kind)}暗刻（役牌）` : `再摸一张${name(c.kind)}（役牌，已有2张）`;
      case 'yakuhai-triplet':
        return '三元牌或场风、自风的刻子（役牌）';
      case 'tanyao':
        return '断幺九（不用幺九牌）';
      case 'honitsu':
        return `混一色${suit(c.suit)}`;
      case 'chinitsu':
        return `清一色${suit(c.suit)}`;
      case 'toitoi':
        return '对对和';
      case 'chanta':
        return '混全带幺九（每组面子和雀头都带幺九牌）';
      case 'ittsu':
        return `一气通贯${suit(c.suit)}`;
      case 'sanshoku':
        return `三色同顺${c.rank === null ? '' : `（${c.rank + 1}${c.rank + 2}${c.rank + 3}）`}`;
    }
  },
  chart: '各巡目的和牌率与期望值',
  legend: (d) => `打${d}`,
  chartTurn: (t, shown) => `第${t}巡${shown ? '（表中的巡目）' : ''}：`,
  chartValue: (w, e) => `${w} · ${e}点`,
  chartChosen: (t) => `曲线：第${t}巡和牌率最高的打牌（最多4个）。指向或点击图表可查看其他巡目的值。`,
  chartCompared: '曲线：比较的两个打牌。指向或点击图表可查看其他巡目的值。',
  chartSummary: (d) => `${d} 各巡目的和牌率与期望值`,
  comparisonChart: (a, b) => `打${a}与打${b}各巡目的和牌率与期望值`,
  chartFollows: '概率计算完成后，会显示这两个打牌的图表。',
  winAxis: '和牌率 %',
  evAxis: '期望值',
  byTurn: '巡目',
};

const MESSAGES: Record<Lang, ProbabilityMessages> = { en, ja, zh };

/** The probabilities' words of one language. */
export function probabilityMessagesFor(lang: Lang): ProbabilityMessages {
  return MESSAGES[lang];
}

/** The probabilities' words of the language chosen in the store. */
export function useProbabilityMessages(): ProbabilityMessages {
  return probabilityMessagesFor(useLang());
}

/** A probability as the page writes it: "28.6%". */
export const percentText = (x: number) => `${(100 * x).toFixed(1)}%`;
/** An expected score as the page writes it: "1,487". */
export const evText = (x: number) => Math.round(x).toLocaleString('en-US');
