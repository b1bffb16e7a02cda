/**
 * Yaku and fu of one reading of a complete hand (docs/rules.md#scoring).
 *
 * A reading is a decomposition plus the block the winning tile completed, written as five blocks (four
 * sets and the pair) with what the rules ask of each: its tiles, whether it was called, and whether
 * it counts as concealed (a triplet completed by a ron counts as open, though the hand stays closed).
 * Seven pairs and thirteen orphans are readings too. Every yaku is a predicate over these few facts,
 * written the way the rules state it; nothing here searches, so a reading costs a few hundred
 * operations and the scorer can try every reading and keep the best.
 */
import { isTerminalOrHonor, WINDS } from '../core/tiles.ts';
import type { ScoreRules } from '../types.ts';
import type { FuPart, WinWait, Yaku, YakuId, Yakuman, YakumanId } from './score-types.ts';

export interface Block {
  kind: 'run' | 'triplet' | 'kan' | 'pair';
  /** Lowest kind of the block. */
  first: number;
  /** Called from another player (chi, pon, open kan): the hand is open. */
  called: boolean;
  /** Counts as concealed for fu and 暗刻: not called, not a closed kan's opposite, not a triplet a ron completed. */
  concealed: boolean;
}

export interface Reading {
  form: 'regular' | 'chiitoitsu' | 'kokushi';
  /** Regular: four sets and the pair. Chiitoitsu: seven pairs. Kokushi: none. */
  blocks: Block[];
  wait: WinWait;
  /** Index in `blocks` of the block the winning tile completed (-1 for kokushi). */
  winBlock: number;
}

/** Everything about the win that is not the tiles' arrangement. */
export interface WinFacts {
  tsumo: boolean;
  /** Round and seat wind as kinds (27 East .. 30 North). */
  roundWind: number;
  seatWind: number;
  riichi: 'none' | 'riichi' | 'double';
  ippatsu: boolean;
  last: boolean;
  rinshan: boolean;
  chankan: boolean;
  firstDraw: boolean;
  dealer: boolean;
  /** Counts of the whole hand (melds included). */
  counts: readonly number[];
  /** No chi, pon or open kan (a closed kan keeps the hand closed). */
  closed: boolean;
  /** Nine gates: the concealed tiles alone, no meld at all, one suit 1112345678999 + one. 2 = pure (the nine-way wait). */
  nineGates: 0 | 1 | 2;
  /** Facts of the tiles alone, the same for every reading (handFacts). */
  tiles: HandFacts;
}

/** What the tiles say whatever their reading: which kinds and suits they hold. */
export interface HandFacts {
  honors: boolean;
  /** How many number suits the hand holds. */
  suits: number;
  /** Only terminals and honors. */
  allOuter: boolean;
  /** No terminal or honor. */
  allSimples: boolean;
  allHonors: boolean;
  /** Only 23468s and 發. */
  allGreen: boolean;
}

/** The facts of the whole hand's counts (melds included). */
export function handFacts(counts: readonly number[]): HandFacts {
  let honors = false;
  let outer = false;
  let simple = false;
  let green = true;
  let suitBits = 0;
  for (let k = 0; k < 34; k++) {
    if (!counts[k]) continue;
    if (k >= 27) honors = true;
    else suitBits |= 1 << ((k / 9) | 0);
    if (isTerminalOrHonor(k)) outer = true;
    else simple = true;
    if (!GREEN.has(k)) green = false;
  }
  const suits = (suitBits & 1) + ((suitBits >> 1) & 1) + ((suitBits >> 2) & 1);
  return { honors, suits, allOuter: !simple, allSimples: !outer, allHonors: suits === 0, allGreen: green };
}

const GREEN = new Set([19, 20, 21, 23, 25, 32]); // 2 3 4 6 8 s and 發

const yaku = (id: YakuId, han: number): Yaku => ({ kind: 'yaku', id, han });
/** The wind yaku, made once (frozen: every score that has one shares it). */
const ROUND_WIND = WINDS.map((wind) => Object.freeze<Yaku>({ kind: 'yaku', id: 'round-wind', wind, han: 1 }));
const SEAT_WIND = WINDS.map((wind) => Object.freeze<Yaku>({ kind: 'yaku', id: 'seat-wind', wind, han: 1 }));
const DRAGON_YAKU = (['haku', 'hatsu', 'chun'] as const).map((id) => Object.freeze(yaku(id, 1)));
const yakuman = (id: YakumanId, multiple: number): Yakuman => ({ kind: 'yakuman', id, multiple });

const isSet = (b: Block) => b.kind !== 'pair';
const isTripletLike = (b: Block) => b.kind === 'triplet' || b.kind === 'kan';
const blockTiles = (b: Block) => (b.kind === 'run' ? [b.first, b.first + 1, b.first + 2] : [b.first]);

/** Whether the sets starting at these kinds hold one rank in all three number suits (三色). */
function acrossSuits(firsts: readonly number[]): boolean {
  for (const x of firsts) if (x < 9 && firsts.includes(x + 9) && firsts.includes(x + 18)) return true;
  return false;
}

/** Yakuman of a reading (empty when it has none); multiples before the combining rule. */
export function yakumanOf(r: Reading, f: WinFacts, rules: ScoreRules): Yakuman[] {
  // Most readings have none: without three triplets or kans, only the hand's facts can make one.
  if (
    r.form === 'regular' &&
    !f.firstDraw &&
    !f.tiles.allHonors &&
    !f.tiles.allGreen &&
    !(f.tiles.allOuter && !f.tiles.honors) &&
    f.nineGates === 0
  ) {
    let tripletLike = 0;
    for (const b of r.blocks) if (b.kind === 'triplet' || b.kind === 'kan') tripletLike++;
    if (tripletLike < 3) return [];
  }
  const out: Yakuman[] = [];
  const double = rules.doubleYakuman ? 2 : 1;
  if (f.firstDraw) out.push(f.dealer ? yakuman('tenhou', 1) : yakuman('chiihou', 1));
  if (r.form === 'kokushi') {
    out.push(r.wait === 'kokushi13' ? yakuman('kokushi-13', double) : yakuman('kokushi', 1));
    return out;
  }
  const t = f.tiles;
  if (t.allHonors) out.push(yakuman('tsuuiisou', 1));
  if (r.form === 'chiitoitsu') return out;

  const sets = r.blocks.filter(isSet);
  const pair = r.blocks.find((b) => b.kind === 'pair')!;
  const concealedTriplets = sets.filter((b) => isTripletLike(b) && b.concealed).length;
  if (concealedTriplets === 4) {
    out.push(r.wait === 'tanki' ? yakuman('suuankou-tanki', double) : yakuman('suuankou', 1));
  }
  const tripletKinds = sets.filter(isTripletLike).map((b) => b.first);
  const dragons = [31, 32, 33].filter((k) => tripletKinds.includes(k)).length;
  if (dragons === 3) out.push(yakuman('daisangen', 1));
  const winds = [27, 28, 29, 30].filter((k) => tripletKinds.includes(k)).length;
  if (winds === 4) out.push(yakuman('daisuushii', double));
  else if (winds === 3 && pair.first >= 27 && pair.first <= 30) out.push(yakuman('shousuushii', 1));
  if (t.allGreen) out.push(yakuman('ryuuiisou', 1));
  if (t.allOuter && !t.honors) out.push(yakuman('chinroutou', 1));
  if (sets.filter((b) => b.kind === 'kan').length === 4) out.push(yakuman('suukantsu', 1));
  if (f.nineGates === 2) out.push(yakuman('junsei-chuuren', double));
  else if (f.nineGates === 1) out.push(yakuman('chuuren', 1));
  return out;
}

/** The yaku of a reading that has no yakuman, with the open-hand reductions; dora not included. */
export function yakuOf(r: Reading, f: WinFacts, rules: ScoreRules, pinfu: boolean): Yaku[] {
  const out: Yaku[] = [];
  const closedHan = (closed: number) => (f.closed ? closed : closed - 1);
  if (f.riichi === 'double') out.push(yaku('double-riichi', 2));
  else if (f.riichi === 'riichi') out.push(yaku('riichi', 1));
  if (f.ippatsu) out.push(yaku('ippatsu', 1));
  if (f.last) out.push(f.tsumo ? yaku('haitei', 1) : yaku('houtei', 1));
  if (f.rinshan) out.push(yaku('rinshan', 1));
  if (f.chankan) out.push(yaku('chankan', 1));
  if (f.closed && f.tsumo) out.push(yaku('menzen-tsumo', 1));

  const { honors, suits, allOuter, allSimples } = f.tiles;

  if (r.form === 'chiitoitsu') {
    out.push(yaku('chiitoitsu', 2));
  } else {
    // One pass over the blocks into plain arrays of at most four (no Set, Map or filter per reading:
    // the probabilities score every win they meet).
    const runs: number[] = [];
    const tripletKinds: number[] = [];
    let concealedTriplets = 0;
    let kans = 0;
    let pairFirst = -1;
    let outside = true;
    for (const b of r.blocks) {
      if (b.kind === 'pair') pairFirst = b.first;
      else if (b.kind === 'run') runs.push(b.first);
      else {
        tripletKinds.push(b.first);
        if (b.concealed) concealedTriplets++;
        if (b.kind === 'kan') kans++;
      }
      if (b.kind === 'run' ? b.first % 9 !== 0 && b.first % 9 !== 6 : !isTerminalOrHonor(b.first)) outside = false;
    }

    if (tripletKinds.includes(f.roundWind)) out.push(ROUND_WIND[f.roundWind - 27]!);
    if (tripletKinds.includes(f.seatWind)) out.push(SEAT_WIND[f.seatWind - 27]!);
    for (let d = 0; d < 3; d++) if (tripletKinds.includes(31 + d)) out.push(DRAGON_YAKU[d]!);
    if (pinfu) out.push(yaku('pinfu', 1));

    if (f.closed && runs.length >= 2) {
      // Pairs of identical runs: 1 (一盃口) or 2 (二盃口; four equal runs count as two pairs).
      let doubles = 0;
      let used = 0;
      for (let i = 0; i < runs.length; i++) {
        if (used & (1 << i)) continue;
        for (let j = i + 1; j < runs.length; j++) {
          if (!(used & (1 << j)) && runs[j] === runs[i]) {
            used |= (1 << i) | (1 << j);
            doubles++;
            break;
          }
        }
      }
      if (doubles === 1) out.push(yaku('iipeikou', 1));
      if (doubles === 2) out.push(yaku('ryanpeikou', 3));
    }
    if (runs.length >= 3) {
      if (acrossSuits(runs)) out.push(yaku('sanshoku', closedHan(2)));
      for (const x of runs) {
        if (x % 9 === 0 && runs.includes(x + 3) && runs.includes(x + 6)) {
          out.push(yaku('ittsu', closedHan(2)));
          break;
        }
      }
    }
    if (runs.length > 0 && outside) {
      if (honors) out.push(yaku('chanta', closedHan(2)));
      else out.push(yaku('junchan', closedHan(3)));
    }
    if (tripletKinds.length === 4) out.push(yaku('toitoi', 2));
    if (concealedTriplets === 3) out.push(yaku('sanankou', 2));
    if (kans === 3) out.push(yaku('sankantsu', 2));
    if (tripletKinds.length >= 3 && acrossSuits(tripletKinds)) out.push(yaku('sanshoku-doukou', 2));
    const dragonTriplets = (tripletKinds.includes(31) ? 1 : 0) + (tripletKinds.includes(32) ? 1 : 0) + (tripletKinds.includes(33) ? 1 : 0);
    if (dragonTriplets === 2 && pairFirst >= 31) out.push(yaku('shousangen', 2));
  }

  if (honors && allOuter) out.push(yaku('honroutou', 2));
  if (allSimples && (f.closed || rules.kuitan)) {
    out.push(yaku('tanyao', 1));
  }
  if (suits === 1) {
    if (honors) out.push(yaku('honitsu', closedHan(3)));
    else out.push(yaku('chinitsu', closedHan(6)));
  }
  return out;
}

/** True when the reading is pinfu-shaped and closed: four runs, a pair worth no fu, a two-sided wait. */
export function isPinfu(r: Reading, f: WinFacts): boolean {
  if (r.form !== 'regular' || !f.closed || r.wait !== 'ryanmen') return false;
  if (!r.blocks.every((b) => b.kind === 'run' || b.kind === 'pair')) return false;
  return pairFu(r.blocks.find((b) => b.kind === 'pair')!.first, f, 4) === 0;
}

function pairFu(k: number, f: WinFacts, doubleWindFu: number): number {
  if (k >= 31) return 2;
  const round = k === f.roundWind;
  const seat = k === f.seatWind;
  if (round && seat) return doubleWindFu;
  return round || seat ? 2 : 0;
}

/** The waits worth 2 fu. */
const isFuWait = (w: WinWait): w is 'tanki' | 'kanchan' | 'penchan' => w === 'tanki' || w === 'kanchan' || w === 'penchan';

/** Fu of a reading, part by part, and the total rounded up to 10 (seven pairs: 25). */
export function fuOf(r: Reading, f: WinFacts, rules: ScoreRules, pinfu: boolean, withParts = true): { fu: number; parts: FuPart[] } {
  if (!withParts) return { fu: fuSum(r, f, rules, pinfu), parts: NO_PARTS };
  if (r.form === 'chiitoitsu') return { fu: 25, parts: [{ id: 'chiitoitsu', fu: 25 }] };
  const parts: FuPart[] = [{ id: 'base', fu: 20 }];
  if (f.closed && !f.tsumo) parts.push({ id: 'closed-ron', fu: 10 });
  if (f.tsumo && !pinfu) parts.push({ id: 'tsumo', fu: 2 });
  for (const b of r.blocks) {
    if (b.kind === 'run') continue;
    const tiles =
      b.kind === 'kan' ? [b.first, b.first, b.first, b.first] : b.kind === 'pair' ? [b.first, b.first] : [b.first, b.first, b.first];
    if (b.kind === 'pair') {
      const fu = pairFu(b.first, f, rules.doubleWindFu);
      if (fu > 0) parts.push({ id: 'value-pair', fu, tiles });
      continue;
    }
    const outer = isTerminalOrHonor(b.first);
    const fu = 2 * (outer ? 2 : 1) * (b.concealed ? 2 : 1) * (b.kind === 'kan' ? 4 : 1);
    parts.push({ id: b.kind === 'kan' ? 'kan' : 'triplet', concealed: b.concealed, outer, fu, tiles });
  }
  if (isFuWait(r.wait)) {
    const b = r.blocks[r.winBlock]!;
    parts.push({ id: r.wait, fu: 2, tiles: blockTiles(b).length === 3 ? blockTiles(b) : [b.first, b.first] });
  }
  let sum = parts.reduce((n, p) => n + p.fu, 0);
  if (!f.closed && !f.tsumo && sum === 20) {
    parts.push({ id: 'open-pinfu', fu: 10 });
    sum = 30;
  }
  return { fu: Math.ceil(sum / 10) * 10, parts };
}

const NO_PARTS: FuPart[] = [];

/** fuOf's fu alone, without naming the parts (the probabilities score thousands of wins for their points). */
function fuSum(r: Reading, f: WinFacts, rules: ScoreRules, pinfu: boolean): number {
  if (r.form === 'chiitoitsu') return 25;
  let sum = 20;
  if (f.closed && !f.tsumo) sum += 10;
  if (f.tsumo && !pinfu) sum += 2;
  for (const b of r.blocks) {
    if (b.kind === 'run') continue;
    if (b.kind === 'pair') {
      sum += pairFu(b.first, f, rules.doubleWindFu);
      continue;
    }
    sum += 2 * (isTerminalOrHonor(b.first) ? 2 : 1) * (b.concealed ? 2 : 1) * (b.kind === 'kan' ? 4 : 1);
  }
  if (isFuWait(r.wait)) sum += 2;
  if (!f.closed && !f.tsumo && sum === 20) sum = 30;
  return Math.ceil(sum / 10) * 10;
}
