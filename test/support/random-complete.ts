/**
 * Seeded random COMPLETE hands, each with a winning tile and a random valid situation, for the scorer's
 * cross-check (test/engine/scoring/score-majiang.test.ts).
 *
 * Written from the definitions (docs/rules.md's word list: four sets and a pair, seven different pairs,
 * thirteen orphans) and nothing of the engine: every tile is dealt from one live 136-tile set (melds,
 * concealed tiles and indicators alike, so no kind ever shows a fifth copy), with one red five per suit.
 * Uniformly random hands almost never hold the rare yaku, so a share of the hands is dealt from biased
 * families (one suit, green tiles, dragons, winds, triplets, kans, the nine-gates shape, ...) so that every
 * yaku and every yakuman appears in a run of a few thousand hands.
 */
import type { MeldKind, Wind } from '../../src/engine/index.ts';
import type { WinCase } from './majiang-score.ts';
import { mulberry32, randomInt } from './random-hands.ts';

export type CompleteFamily =
  | 'any'
  | 'simples'
  | 'suit-honors'
  | 'one-suit'
  | 'outside'
  | 'terminals-honors'
  | 'honors'
  | 'green'
  | 'dragons'
  | 'winds'
  | 'triplets'
  | 'kans'
  | 'shapes'
  | 'chuuren'
  | 'chiitoitsu'
  | 'kokushi';

/** How often each family is dealt (weights): plain hands first, then enough of each rare shape. */
const FAMILY_WEIGHTS: readonly [CompleteFamily, number][] = [
  ['any', 40],
  ['simples', 8],
  ['suit-honors', 7],
  ['one-suit', 6],
  ['outside', 6],
  ['terminals-honors', 2],
  ['honors', 1.5],
  ['green', 1.5],
  ['dragons', 3],
  ['winds', 3],
  ['triplets', 5],
  ['kans', 2],
  ['shapes', 8],
  ['chuuren', 1.5],
  ['chiitoitsu', 5],
  ['kokushi', 1.5],
];

export interface RandomComplete {
  family: CompleteFamily;
  /** mpsz text, canonical: concealed tiles (the winning tile among them), then the melds in brackets. */
  text: string;
  situation: WinCase;
}

/** A complete hand, its winning tile and a valid situation, all from one seed (reproducible from it alone). */
export function randomCompleteFromSeed(seed: number): RandomComplete {
  return randomComplete(mulberry32(seed));
}

export function randomComplete(rng: () => number): RandomComplete {
  const family = pickWeighted(rng, FAMILY_WEIGHTS);
  // A family's picks can run out of copies (three dragon triplets leave no dragon pair): deal again.
  for (;;) {
    const deal = new Deal();
    if (dealFamily(rng, deal, family)) return finish(rng, deal, family);
  }
}

// ---------------------------------------------------------------------------------------------------
// Tiles and the live set.

const HONORS = [27, 28, 29, 30, 31, 32, 33];
const WINDS = [27, 28, 29, 30];
const DRAGONS = [31, 32, 33];
const TERMINALS = [0, 8, 9, 17, 18, 26];
const GREEN = [19, 20, 21, 23, 25, 32]; // 2s 3s 4s 6s 8s 6z
const ALL = Array.from({ length: 34 }, (_, k) => k);
const suitKinds = (s: number) => Array.from({ length: 9 }, (_, r) => s * 9 + r);
const isRunStart = (k: number) => k < 27 && k % 9 <= 6;

interface MeldSpec {
  kind: MeldKind;
  tiles: number[];
  red: boolean;
}

type SetSpec = { type: 'run' | 'triplet' | 'kan'; tile: number };

/** What has been dealt so far, and what is left of the 136 tiles. */
class Deal {
  left = new Array<number>(34).fill(4);
  sets: SetSpec[] = [];
  pair = -1;
  /** Set for chiitoitsu, kokushi and nine gates, which are not four sets and a pair. */
  concealedOnly: number[] | null = null;

  has(k: number, n: number): boolean {
    return this.left[k] >= n;
  }
  take(k: number, n: number): void {
    if (this.left[k] < n) throw new Error(`no ${n} copies of ${k} left`);
    this.left[k] -= n;
  }
  /** Adds the set if its tiles are still live; false otherwise. */
  addSet(set: SetSpec): boolean {
    if (set.type === 'run') {
      if (!isRunStart(set.tile) || !this.has(set.tile, 1) || !this.has(set.tile + 1, 1) || !this.has(set.tile + 2, 1)) return false;
      for (let i = 0; i < 3; i++) this.take(set.tile + i, 1);
    } else {
      const n = set.type === 'kan' ? 4 : 3;
      if (!this.has(set.tile, n)) return false;
      this.take(set.tile, n);
    }
    this.sets.push(set);
    return true;
  }
  addPair(k: number): boolean {
    if (!this.has(k, 2)) return false;
    this.take(k, 2);
    this.pair = k;
    return true;
  }
}

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[randomInt(rng, list.length)];
}

function pickWeighted<T>(rng: () => number, weights: readonly (readonly [T, number])[]): T {
  const total = weights.reduce((a, [, w]) => a + w, 0);
  let x = rng() * total;
  for (const [v, w] of weights) {
    if ((x -= w) < 0) return v;
  }
  return weights[weights.length - 1][0];
}

/** A random candidate set from the kinds: a run (among the runs that stay in the kinds) or a triplet. */
function setFrom(rng: () => number, kinds: readonly number[], runShare: number): SetSpec {
  if (rng() < runShare) {
    const starts = kinds.filter((k) => isRunStart(k) && kinds.includes(k + 1) && kinds.includes(k + 2));
    if (starts.length) return { type: 'run', tile: pick(rng, starts) };
  }
  return { type: 'triplet', tile: pick(rng, kinds) };
}

/** Fills the sets up to four with candidates from `next`, and the pair from `pairKinds`; false if stuck. */
function fill(rng: () => number, deal: Deal, next: () => SetSpec, pairKinds: readonly number[]): boolean {
  for (let tries = 0; deal.sets.length < 4; tries++) {
    if (tries > 200) return false;
    deal.addSet(next());
  }
  if (deal.pair >= 0) return true;
  for (let tries = 0; tries < 50; tries++) if (deal.addPair(pick(rng, pairKinds))) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------
// The families.

function dealFamily(rng: () => number, deal: Deal, family: CompleteFamily): boolean {
  const any = () => setFrom(rng, ALL, 0.6);
  switch (family) {
    case 'any':
      // A wind pair a fifth of the time, so the double-wind pair's fu (a rule switch) is met often.
      return fill(rng, deal, any, rng() < 0.2 ? WINDS : ALL);
    case 'simples': {
      // Ranks 2-8 only: all simples, pinfu when the pair and the wait allow.
      const kinds = ALL.filter((k) => k < 27 && k % 9 >= 1 && k % 9 <= 7);
      return fill(rng, deal, () => setFrom(rng, kinds, 0.9), kinds);
    }
    case 'suit-honors': {
      const kinds = [...suitKinds(randomInt(rng, 3)), ...HONORS];
      return fill(rng, deal, () => setFrom(rng, kinds, 0.5), kinds);
    }
    case 'one-suit': {
      const kinds = suitKinds(randomInt(rng, 3));
      return fill(rng, deal, () => setFrom(rng, kinds, 0.6), kinds);
    }
    case 'outside': {
      // Every set and the pair hold a terminal or an honor; without honors at times (junchan).
      const honors = rng() < 0.6 ? HONORS : [];
      const ends = [...TERMINALS, ...honors];
      const next = (): SetSpec =>
        rng() < 0.6 ? { type: 'run', tile: randomInt(rng, 3) * 9 + (rng() < 0.5 ? 0 : 6) } : { type: 'triplet', tile: pick(rng, ends) };
      return fill(rng, deal, next, ends);
    }
    case 'terminals-honors': {
      // Triplets of terminals and honors (honroutou), or terminals alone (chinroutou).
      const kinds = rng() < 0.5 ? TERMINALS : [...TERMINALS, ...HONORS];
      return fill(rng, deal, () => ({ type: 'triplet', tile: pick(rng, kinds) }), kinds);
    }
    case 'honors':
      return fill(rng, deal, () => ({ type: 'triplet', tile: pick(rng, HONORS) }), HONORS);
    case 'green':
      return fill(rng, deal, () => (rng() < 0.4 ? { type: 'run', tile: 19 } : { type: 'triplet', tile: pick(rng, GREEN) }), GREEN);
    case 'dragons': {
      // Two dragon triplets and often the third as the pair (shousangen), or all three (daisangen).
      const order = shuffled(rng, DRAGONS);
      const count = rng() < 0.5 ? 2 : 3;
      for (let i = 0; i < count; i++) deal.addSet({ type: 'triplet', tile: order[i] });
      if (count === 2 && rng() < 0.6) deal.addPair(order[2]);
      return fill(rng, deal, any, ALL);
    }
    case 'winds': {
      // Three wind triplets and often the fourth as the pair (shousuushii), or all four (daisuushii).
      const order = shuffled(rng, WINDS);
      const count = rng() < 0.5 ? 3 : 4;
      for (let i = 0; i < count; i++) deal.addSet({ type: 'triplet', tile: order[i] });
      if (count === 3 && rng() < 0.6) deal.addPair(order[3]);
      return fill(rng, deal, any, ALL);
    }
    case 'triplets': {
      // Toitoi, sanankou, suuankou (tanki too), sanshoku doukou by chance; kinds narrowed at times.
      const kinds = rng() < 0.5 ? ALL : [...suitKinds(randomInt(rng, 3)), ...HONORS];
      return fill(rng, deal, () => ({ type: 'triplet', tile: pick(rng, kinds) }), kinds);
    }
    case 'kans': {
      const count = 3 + randomInt(rng, 2);
      for (let tries = 0; deal.sets.length < count; tries++) {
        if (tries > 100) return false;
        deal.addSet({ type: 'kan', tile: pick(rng, ALL) });
      }
      return fill(rng, deal, any, ALL);
    }
    case 'shapes':
      return dealShape(rng, deal) && fill(rng, deal, any, ALL);
    case 'chuuren': {
      // 1112345678999 + one more of the suit: the nine gates (pure when the extra tile is the one won on).
      const s = randomInt(rng, 3);
      const counts = [3, 1, 1, 1, 1, 1, 1, 1, 3];
      counts[randomInt(rng, 9)]++;
      const tiles = counts.flatMap((n, r) => Array<number>(n).fill(s * 9 + r));
      for (const k of tiles) deal.take(k, 1);
      deal.concealedOnly = tiles;
      return true;
    }
    case 'chiitoitsu': {
      // Seven different pairs, from kinds that make tanyao, honitsu, chinitsu, honroutou or tsuuiisou too.
      const kinds = pick(rng, [
        ALL,
        ALL,
        ALL.filter((k) => k < 27 && k % 9 >= 1 && k % 9 <= 7),
        [...suitKinds(randomInt(rng, 3)), ...HONORS],
        suitKinds(randomInt(rng, 3)),
        [...TERMINALS, ...HONORS],
        HONORS,
      ]);
      const pairs = shuffled(rng, kinds).slice(0, 7);
      for (const k of pairs) deal.take(k, 2);
      deal.concealedOnly = pairs.flatMap((k) => [k, k]);
      return true;
    }
    case 'kokushi': {
      const orphans = [...TERMINALS, ...HONORS];
      const tiles = [...orphans, pick(rng, orphans)];
      for (const k of tiles) deal.take(k, 1);
      deal.concealedOnly = tiles;
      return true;
    }
  }
}

/** The set shapes of iipeikou, ryanpeikou, sanshoku (runs and triplets) and ittsu. */
function dealShape(rng: () => number, deal: Deal): boolean {
  const run = (tile: number): SetSpec => ({ type: 'run', tile });
  const s = randomInt(rng, 3);
  const r = randomInt(rng, 7);
  const a = s * 9 + r;
  let sets: SetSpec[];
  switch (randomInt(rng, 5)) {
    case 0: // iipeikou
      sets = [run(a), run(a)];
      break;
    case 1: {
      // ryanpeikou
      const b = randomInt(rng, 3) * 9 + randomInt(rng, 7);
      sets = [run(a), run(a), run(b), run(b)];
      break;
    }
    case 2: // sanshoku doujun
      sets = [run(r), run(9 + r), run(18 + r)];
      break;
    case 3: // ittsu
      sets = [run(s * 9), run(s * 9 + 3), run(s * 9 + 6)];
      break;
    default: {
      // sanshoku doukou
      const t = randomInt(rng, 9);
      sets = [t, 9 + t, 18 + t].map((tile) => ({ type: 'triplet', tile }));
    }
  }
  return sets.every((set) => deal.addSet(set));
}

function shuffled<T>(rng: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Melds, red fives, the text, the winning tile and the situation.

/** How many sets are called or declared (chi, pon, kan, closed kan): no meld at all nearly half the time. */
const MELD_COUNTS: readonly [number, number][] = [
  [0, 45],
  [1, 20],
  [2, 15],
  [3, 10],
  [4, 10],
];

function finish(rng: () => number, deal: Deal, family: CompleteFamily): RandomComplete {
  const concealed = new Array<number>(34).fill(0);
  const melds: MeldSpec[] = [];
  if (deal.concealedOnly) {
    for (const k of deal.concealedOnly) concealed[k]++;
  } else {
    // Kans are always melds; triplets and runs become melds at random (fewer for the families whose
    // yakuman need a closed hand, so suuankou appears).
    let calls = pickWeighted(
      rng,
      family === 'triplets' || family === 'honors'
        ? [
            [0, 40],
            [1, 30],
            [2, 30],
          ]
        : MELD_COUNTS,
    );
    for (const set of shuffled(rng, deal.sets)) {
      if (set.type === 'kan') {
        melds.push({ kind: rng() < 0.5 ? 'kan' : 'ankan', tiles: [set.tile, set.tile, set.tile, set.tile], red: false });
      } else if (calls > 0) {
        calls--;
        melds.push(meldOf(rng, deal, set));
      } else {
        if (set.type === 'run') for (let i = 0; i < 3; i++) concealed[set.tile + i]++;
        else concealed[set.tile] += 3;
      }
    }
    concealed[deal.pair] += 2;
  }

  // Red fives: each suit holding a five shows its red one a third of the time, on a random copy.
  const concealedRed = [false, false, false];
  for (let s = 0; s < 3; s++) {
    const five = s * 9 + 4;
    const places: (MeldSpec | 'hand')[] = [];
    for (let i = 0; i < concealed[five]; i++) places.push('hand');
    for (const m of melds) for (const k of m.tiles) if (k === five) places.push(m);
    if (places.length === 0 || rng() < 2 / 3) continue;
    const place = pick(rng, places);
    if (place === 'hand') concealedRed[s] = true;
    else place.red = true;
  }

  // The winning tile: a random concealed copy (a red copy when that is the one picked).
  const copies: number[] = [];
  for (let k = 0; k < 34; k++) for (let i = 0; i < concealed[k]; i++) copies.push(k);
  const index = randomInt(rng, copies.length);
  const win = copies[index];
  const winRed = win < 27 && win % 9 === 4 && concealedRed[(win / 9) | 0] && copies.indexOf(win) === index;

  const whole = concealed.slice();
  for (const m of melds) for (const k of m.tiles) whole[k]++;
  const text = [concealedText(concealed, concealedRed), ...melds.map(meldText)].join('');
  const situation = randomSituation(rng, {
    win,
    winRed,
    closed: melds.every((m) => m.kind === 'ankan'),
    noMelds: melds.length === 0,
    hasKan: melds.some((m) => m.kind === 'kan' || m.kind === 'ankan'),
    winCopies: whole[win],
    windPair: !deal.concealedOnly && WINDS.includes(deal.pair) ? deal.pair : -1,
    left: deal.left,
  });
  return { family, text, situation };
}

/** A set made a meld: a run is a chi; a triplet a pon, or an open or closed kan when its fourth copy is live. */
function meldOf(rng: () => number, deal: Deal, set: SetSpec): MeldSpec {
  const k = set.tile;
  if (set.type === 'run') return { kind: 'chi', tiles: [k, k + 1, k + 2], red: false };
  const roll = rng();
  if (roll < 0.5 || !deal.has(k, 1)) return { kind: 'pon', tiles: [k, k, k], red: false };
  deal.take(k, 1);
  return { kind: roll < 0.7 ? 'kan' : 'ankan', tiles: [k, k, k, k], red: false };
}

const digitOf = (k: number) => String(k < 27 ? (k % 9) + 1 : k - 26);

/** Concealed tiles in canonical order: suits m p s z, digits ascending, the red five (0) just before the 5s. */
function concealedText(counts: readonly number[], red: readonly boolean[]): string {
  let out = '';
  for (let s = 0; s < 4; s++) {
    let digits = '';
    for (let r = 0; r < (s === 3 ? 7 : 9); r++) {
      const n = counts[s * 9 + r];
      if (n === 0) continue;
      digits += r === 4 && s < 3 && red[s] ? '0' + '5'.repeat(n - 1) : digitOf(s * 9 + r).repeat(n);
    }
    if (digits) out += digits + 'mpsz'[s];
  }
  return out;
}

function meldText(m: MeldSpec): string {
  let digits = m.tiles.map(digitOf).join('');
  if (m.red) digits = digits.replace('5', '0');
  const body = digits + 'mpsz'[m.tiles[0] < 27 ? (m.tiles[0] / 9) | 0 : 3];
  return m.kind === 'ankan' ? `[${body}]` : `(${body})`;
}

interface HandFacts {
  win: number;
  winRed: boolean;
  /** No chi, pon or open kan (a closed kan keeps the hand closed). */
  closed: boolean;
  /** No meld at all, closed kan included (天和 and 地和 need it). */
  noMelds: boolean;
  hasKan: boolean;
  /** Copies of the winning kind in the whole hand, melds included. */
  winCopies: number;
  /** The pair's kind when it is a wind (of a four-sets hand), else -1. */
  windPair: number;
  /** Copies of each kind not in the hand: the indicators are dealt from them. */
  left: number[];
}

const WIND_LETTERS: readonly Wind[] = ['E', 'S', 'W', 'N'];
const ROUNDS: readonly [Wind, number][] = [
  ['E', 45],
  ['S', 35],
  ['W', 10],
  ['N', 10],
];
const INDICATOR_COUNTS: readonly [number, number][] = [
  [0, 15],
  [1, 55],
  [2, 15],
  [3, 7],
  [4, 4],
  [5, 4],
];

/**
 * A random situation that can happen (the scorer rejects the others): riichi, double riichi and ippatsu on
 * closed hands only; rinshan on a tsumo with a kan; chankan on a ron, on a tile of which the hand holds only
 * that copy (the other three are the kan being made); the last tile with neither; the first draw on a tsumo
 * with no meld and no riichi; ura-dora only with riichi; indicators from the copies the hand leaves.
 */
function randomSituation(rng: () => number, hand: HandFacts): WinCase {
  const tsumo = rng() < 0.5;
  const roll = rng();
  const riichi = !hand.closed ? 'none' : roll < 0.35 ? 'riichi' : roll < 0.45 ? 'double' : 'none';
  const ippatsu = riichi !== 'none' && rng() < 0.3;
  const firstDraw = tsumo && hand.noMelds && riichi === 'none' && rng() < 0.06;
  const rinshan = tsumo && hand.hasKan && rng() < 0.3;
  const chankan = !tsumo && hand.winCopies === 1 && rng() < 0.1;
  const last = !rinshan && !chankan && !firstDraw && rng() < 0.07;

  const wall: number[] = [];
  for (let k = 0; k < 34; k++) for (let i = 0; i < hand.left[k]; i++) wall.push(k);
  const draw = (n: number) => shuffled(rng, wall).slice(0, n);
  const indicators = pickWeighted(rng, INDICATOR_COUNTS);
  const both = draw(riichi === 'none' ? indicators : 2 * indicators);

  // A pair of the wind that is both the round's and the seat's (its fu is a rule switch) is rare at
  // random: a wind pair makes it often.
  const doubleWind = hand.windPair >= 0 && rng() < 0.4 ? WIND_LETTERS[hand.windPair - 27] : null;
  const situation: WinCase = {
    win: hand.win,
    by: tsumo ? 'tsumo' : 'ron',
    round: doubleWind ?? pickWeighted(rng, ROUNDS),
    seat: doubleWind ?? pick(rng, WIND_LETTERS),
    riichi,
    ippatsu,
    last,
    rinshan,
    chankan,
    firstDraw,
    dora: both.slice(0, indicators),
    honba: randomInt(rng, 6),
    sticks: randomInt(rng, 4),
  };
  if (riichi !== 'none') situation.ura = both.slice(indicators);
  if (hand.winRed) situation.winRed = true;
  return situation;
}
