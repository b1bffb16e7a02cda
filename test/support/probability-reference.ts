/**
 * An independent, deliberately plain brute force of docs/rules.md#probabilities, written from that section
 * alone: no code of src/engine is used but its types (the hand comes in as parseHand's Hand). Shanten is
 * an exhaustive search of its own (below; cross-checked against test/support/reference.ts), the points
 * of a win are @kobalab/majiang-core's (test/support/majiang-score.ts). Hands are plain arrays of counts,
 * states are kept in a Map keyed by their text. Meant for 0- and 1-shanten hands (a second or so for a
 * tenpai hand with shanten-back, several for a closed 1-shanten hand with both options).
 *
 * The model, as read here:
 *
 * - Kinds: the 34, or 37 with the red fives 0m 0p 0s as kinds of their own (indices 34, 35, 36).
 *   w_i(H) = copies of kind i not in the 13-tile hand H, the melds, the dora indicators or the seen tiles
 *   (a plain five has 3 copies and its red one 1 with red fives on; 2m-8m and 0m have none with three
 *   players). W = Σ w_i does not depend on H (every H has 13 tiles): discarded tiles return to the pool.
 * - From a 13-tile hand H of shanten s (not in riichi), drawing i makes X = H + i (shanten sX, -1 when
 *   complete). The moves:
 *   - X complete with a yaku: a win (1 for tenpai and win, its points for the expected score). For the
 *     expected score the player may go on instead, with the moves X would have without a yaku (below):
 *     throw the drawn tile back, or handChanges and shanten-back under their budget.
 *   - sX < s and X not complete: the draw is kept, then a discard that leaves shanten sX (forced: the
 *     drawn tile cannot be thrown back, unless shanten-back allows it).
 *   - anything else (a complete hand without yaku included): the drawn tile is thrown back, H stays.
 *   - handChanges, when changes(H) + s < s₀ + 1: if sX = s (or X is complete and s = 0), the draw may be
 *     kept with any discard that leaves shanten s.
 *   - shantenBack, when changes(X) + max(sX, 0) < s₀ + 1 (each option's budget is read where its choice
 *     is made: keeping a draw is decided on H, the discard on X): any discard of X that raises the
 *     shanten, i.e. leaves more than max(sX, 0) (below the best of X's discards, as docs/rules.md's
 *     discard table says).
 *   changes(H) = Σ_k max(0, H_k − S_k) over the kinds (37 with red fives on), S the starting 14 tiles,
 *   s₀ its shanten.
 * - Riichi: every discard that leaves a closed hand (no melds but closed kans) tenpai, outside riichi,
 *   may declare riichi: 'always' must, 'best' takes the better of the two for each metric (so a dama
 *   hand may still declare on a later discard, the drawn tile thrown back included), 'never' never declares. In riichi the hand
 *   wins, or throws the drawn tile back (for the expected score it may do so instead of winning).
 * - Values: V(H, 0) = 1 for a tenpai H (tenpai metric), else 0; V(H, r) = Σ_i w_i/W · max over the
 *   moves of draw i, each metric on its own.
 * - Points: majiang-core's score of X won by tsumo on i, the dora of the indicators, red fives when they
 *   are kinds, riichi when declared, and with riichi and `ura` the exact expectation over
 *   n = max(1, indicators) ura indicators, each kind j with probability w_j(H)/W (H = the hand the
 *   winning tile was drawn to: the pool the draw came from, which sums to W), independently.
 *   Three players: 1m indicates 9m, and a tsumo is paid by the two others only.
 * - Closer to a real game (each off unless given), as docs/rules.md's subsection of that name reads:
 *   - riichiStick: a riichi hand puts 1,000 on the table, won back with its win; at the exhaustive draw
 *     (no draw to come) a riichi hand has lost it. Riichi needs a draw to come: a discard that would
 *     declare it with none leaves the hand as it would be without riichi (as at a table, where riichi
 *     cannot be declared without a draw of one's own to come). So the riichi states are two: F, declared
 *     on the discard that led to it (its next draw is its first), and R, past its first draw.
 *   - tenpaiPayment: a hand tenpai when no draw is to come (and not won) gets it; noten gets nothing.
 *   - ippatsu: F's win is scored by majiang-core with 一発 (yifa).
 *   - haitei: a win on the draw after which none is to come (r = 1 draws to come before it) is scored
 *     with 海底摸月 (haidi), which is a yaku: a complete hand with no other yaku wins on that draw.
 *   - honba and sticks: given to majiang-core (changbang, lizhibang): each win's value is what the winner
 *     receives, honba from each payer and 1,000 per stick.
 *
 * `readings` switches the points where the text could be read otherwise, to tell which reading a
 * disagreement comes from; the defaults are the readings above.
 */
import type { Hand, Wind } from '../../src/engine/index.ts';
import { DEFAULT_RULES, majiangScore } from './majiang-score.ts';

export interface RefProbabilityOptions {
  round?: Wind;
  seat?: Wind;
  dora?: string;
  seen?: string;
  players?: 3 | 4;
  handChanges?: boolean;
  shantenBack?: boolean;
  riichi?: 'best' | 'always' | 'never';
  red?: boolean;
  ura?: boolean;
  riichiStick?: boolean;
  tenpaiPayment?: number;
  ippatsu?: boolean;
  haitei?: boolean;
  honba?: number;
  sticks?: number;
  readings?: Readings;
  /**
   * docs/rules.md#call-or-pass: the discards a 14-tile starting hand may make (an mpsz list of kinds; a
   * call's swap-calling forbids some): the rows are these only, the lowest shanten among them unless
   * shanten-back, and s₀ is that shanten. All when absent. A 13-tile starting hand is its one row
   * (discard ''): the hand before its draw, not declared (it may declare on a later discard).
   */
  allowed?: string;
  /**
   * A new dora indicator turned before the first draw (a kan): each win's points averaged over its kind
   * j, with probability w_j(S)/W of the starting hand S's pool; a riichi win has one more ura indicator.
   */
  newIndicator?: boolean;
}

/** Other readings of the text, for diagnosing a disagreement only (defaults first). */
export interface Readings {
  /**
   * How a hand outside riichi that draws a complete hand with a yaku may go on instead of winning:
   * 'as-no-yaku' (the moves of a complete hand without yaku) or 'tenpai-discards' (keep the draw, any
   * discard that leaves tenpai, with no budget: rule 2 read for a complete hand).
   */
  goOn?: 'as-no-yaku' | 'tenpai-discards';
  /** Whether a dama tenpai hand may declare riichi when it throws a drawn tile back ('best' only). */
  lateRiichi?: boolean;
  /** changes(H) counted over the 37 kinds ('kinds') or over the 34 shapes, a red five as its five. */
  changesOver?: 'kinds' | 'shapes';
  /** The ura pool: w_j(H) of the hand before the winning draw, or of the 14 tiles won (Σ = W - 1). */
  uraPool?: 'before-draw' | 'after-draw';
  /** A shanten-back discard raises the shanten above X's best ('drawn') or above H's ('hand'). */
  backAbove?: 'drawn' | 'hand';
  /**
   * Where the options' budget is counted: each where its choice is made ('decision': a hand change on H
   * before the draw, shanten-back on X after it), or both on H ('hand'), or both on X ('drawn').
   */
  budgetOn?: 'decision' | 'hand' | 'drawn';
  /** Whether a riichi hand may pass up a win (throw the winning tile back) when that is worth more. */
  riichiPass?: boolean;
  /** s₀ of a complete starting hand: that of its best discard, 0 ('after-discard', docs/rules.md), or its own, -1 ('start'). */
  s0?: 'start' | 'after-discard';
  /**
   * Not a reading of the text but a question asked of it: 'ignored' counts every complete hand as a win
   * (worth 1 point), so the win probability becomes the probability of drawing a complete hand at all.
   */
  yaku?: 'required' | 'ignored';
}

export interface RefProbabilityRow {
  discard: string;
  tenpai: number[];
  win: number[];
  ev: number[];
}

export interface RefProbabilities {
  /** The starting hand's standard shanten. */
  shanten: number;
  rows: RefProbabilityRow[];
  /** States (hand, riichi) of the search. */
  states: number;
  /** The pool size W. */
  pool: number;
}

const TURNS = 18;
const FIVES = [4, 13, 22];

/** A tile read from a list: its kind 0..33 and whether it is a red five. */
interface ListTile {
  kind: number;
  red: boolean;
}

/** mpsz tile list ('1m0p55s7z') without brackets. */
export function readTileList(text: string): ListTile[] {
  const out: ListTile[] = [];
  for (const [, digits, suit] of text.matchAll(/(\d+)([mpsz])/g)) {
    const s = 'mpsz'.indexOf(suit);
    for (const d of digits) out.push({ kind: s * 9 + (d === '0' ? 4 : Number(d) - 1), red: d === '0' });
  }
  return out;
}

/** The kind a dora indicator points to (three players: 1m points to 9m). */
export function doraOf(indicator: number, three: boolean): number {
  if (indicator < 27) {
    const suit = Math.floor(indicator / 9);
    const rank = indicator % 9;
    if (three && suit === 0) return rank === 0 ? 8 : 0;
    return suit * 9 + ((rank + 1) % 9);
  }
  if (indicator <= 30) return 27 + ((indicator - 27 + 1) % 4);
  return 31 + ((indicator - 31 + 1) % 3);
}

const codeOfKind = (k: number): string => (k >= 34 ? `0${'mps'[k - 34]}` : `${k < 27 ? (k % 9) + 1 : k - 26}${'mpsz'[Math.floor(k / 9)]}`);

// --- Exact shanten (docs/rules.md#shanten), by exhaustive search: over every complete target T of the
// hand's shape (floor(n/3) sets and a pair, no kind above the copies the player's melds leave), the
// fewest tiles T holds beyond the hand, minus one. The same definition as test/support/reference.ts,
// arranged for speed (numeric keys, no allocation per call): the probability search asks it millions of
// times. Cross-checked against reference.ts in test/engine/probability/probabilities.test.ts.

const suitCostCache = new Map<number, Int16Array>();

/**
 * Cheapest tiles to add in one suit for each slot sets*2 + pair (at most four sets and one pair), given
 * its counts and caps: a walk over the ranks choosing at each one a triplet or not, a pair or not and how
 * many runs start there, carrying the runs still open (started one and two ranks before).
 */
export function suitCosts(suit: number, have: ArrayLike<number>, cap: ArrayLike<number>): Int16Array {
  const ranks = suit === 3 ? 7 : 9;
  let key = suit;
  for (let r = 0; r < ranks; r++) key = key * 25 + have[r] * 5 + cap[r];
  const cached = suitCostCache.get(key);
  if (cached) return cached;
  // State: runs started at r-1 (a), at r-2 (b), sets so far, pair so far -> fewest tiles added.
  const index = (a: number, b: number, sets: number, pair: number) => ((a * 5 + b) * 5 + sets) * 2 + pair;
  let dp = new Array<number>(250).fill(Infinity);
  dp[index(0, 0, 0, 0)] = 0;
  for (let r = 0; r < ranks; r++) {
    const next = new Array<number>(250).fill(Infinity);
    const maxRuns = suit < 3 && r + 2 < ranks ? 4 : 0;
    for (let a = 0; a <= 4; a++)
      for (let b = 0; b <= 4; b++)
        for (let sets = 0; sets <= 4; sets++)
          for (let pair = 0; pair <= 1; pair++) {
            const cost = dp[index(a, b, sets, pair)];
            if (cost === Infinity) continue;
            for (let t = 0; t <= 1; t++)
              for (let q = 0; q <= 1 - pair; q++)
                for (let u = 0; u <= maxRuns && sets + t + u <= 4; u++) {
                  const need = 3 * t + 2 * q + u + a + b;
                  if (need > cap[r]) continue;
                  const i = index(u, a, sets + t + u, pair + q);
                  const c = cost + Math.max(0, need - have[r]);
                  if (c < next[i]) next[i] = c;
                }
          }
    dp = next;
  }
  const best = new Int16Array(10).fill(999);
  for (let sets = 0; sets <= 4; sets++)
    for (let pair = 0; pair <= 1; pair++) {
      const c = dp[index(0, 0, sets, pair)];
      if (c !== Infinity) best[sets * 2 + pair] = c;
    }
  suitCostCache.set(key, best);
  return best;
}

const YAOCHU = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/**
 * The standard shanten of concealed counts (34 kinds) for a hand with these melds: regular form, and
 * chiitoitsu and kokushi for a hand with no meld and 13 or 14 concealed tiles. Three players: 2m-8m
 * cannot be planned (a cap of 0).
 */
export function exactShanten(melds: readonly (readonly number[])[], players: 3 | 4 = 4): (counts: ArrayLike<number>) => number {
  const caps = new Array<number>(34).fill(4);
  for (const m of melds) for (const t of m) caps[t]--;
  if (players === 3) for (let k = 1; k <= 7; k++) caps[k] = 0;
  const capOf = [0, 1, 2, 3].map((s) => caps.slice(s * 9, s * 9 + (s === 3 ? 7 : 9)));
  const have = [0, 1, 2, 3].map((s) => new Array<number>(s === 3 ? 7 : 9).fill(0));
  const costs: Int16Array[] = [];
  return (counts) => {
    let n = 0;
    for (let s = 0; s < 4; s++) {
      const h = have[s];
      for (let r = 0; r < h.length; r++) {
        h[r] = counts[s * 9 + r];
        n += h[r];
      }
      costs[s] = suitCosts(s, h, capOf[s]);
    }
    const sets = Math.floor(n / 3);
    const [m, p, so, z] = costs;
    let best = 999;
    for (let a = 0; a <= sets; a++)
      for (let b = 0; a + b <= sets; b++)
        for (let c = 0; a + b + c <= sets; c++) {
          const d = sets - a - b - c;
          const none = m[2 * a] + p[2 * b] + so[2 * c] + z[2 * d];
          // The pair in one of the four suits: that suit's slot with the pair instead of without.
          const withPair = Math.min(
            none - m[2 * a] + m[2 * a + 1],
            none - p[2 * b] + p[2 * b + 1],
            none - so[2 * c] + so[2 * c + 1],
            none - z[2 * d] + z[2 * d + 1],
          );
          if (withPair < best) best = withPair;
        }
    if (melds.length === 0 && (n === 13 || n === 14)) {
      // Chiitoitsu (seven different pairs): 6 - pairs + max(0, 7 - kinds); kokushi: 13 - terminal and
      // honor kinds held - (1 if one of them is held twice).
      let pairs = 0;
      let kinds = 0;
      for (let k = 0; k < 34; k++) {
        if (counts[k] >= 1) kinds++;
        if (counts[k] >= 2) pairs++;
      }
      let orphans = 0;
      let twice = 0;
      for (const k of YAOCHU) {
        if (counts[k] >= 1) orphans++;
        if (counts[k] >= 2) twice = 1;
      }
      best = Math.min(best, 7 - pairs + Math.max(0, 7 - kinds), 14 - orphans - twice);
    }
    return best - 1;
  };
}

export function refProbabilities(hand: Hand, options: RefProbabilityOptions = {}): RefProbabilities {
  const red = options.red ?? true;
  const three = options.players === 3;
  const handChanges = options.handChanges ?? false;
  const shantenBack = options.shantenBack ?? false;
  const riichiMode = options.riichi ?? 'best';
  const uraOn = options.ura ?? true;
  const readings = options.readings ?? {};
  const goOn = readings.goOn ?? 'as-no-yaku';
  const lateRiichi = readings.lateRiichi ?? true;
  const round = options.round ?? 'E';
  const seat = options.seat ?? 'E';
  const stick = options.riichiStick ? 1000 : 0;
  const tenpaiPayment = options.tenpaiPayment ?? 0;
  const ippatsuOn = options.ippatsu ?? false;
  const haiteiOn = options.haitei ?? false;
  const honba = options.honba ?? 0;
  const sticks = options.sticks ?? 0;
  const K = red ? 37 : 34;
  const shapeOf = (k: number) => (k >= 34 ? FIVES[k - 34] : k);
  const kindOfTile = (t: ListTile) => (red && t.red ? 34 + Math.floor(t.kind / 9) : t.kind);

  // --- The starting hand: concealed counts by kind, meld copies by kind.
  const start = new Array<number>(K).fill(0);
  for (let k = 0; k < 34; k++) start[k] = hand.tiles[k];
  if (red)
    for (let s = 0; s < 3; s++) {
      start[FIVES[s]] -= hand.red[s];
      start[34 + s] += hand.red[s];
    }
  const meldCopies = new Array<number>(K).fill(0);
  for (const m of hand.melds) {
    for (const t of m.tiles) meldCopies[t]++;
    if (red && m.red) {
      const suit = Math.floor(m.tiles[0] / 9);
      meldCopies[FIVES[suit]] -= m.red;
      meldCopies[34 + suit] += m.red;
    }
  }
  const meldKinds = hand.melds.map((m) => m.tiles);
  const meldShape = new Array<number>(34).fill(0);
  for (const m of meldKinds) for (const t of m) meldShape[t]++;
  const closed = hand.melds.every((m) => m.kind === 'ankan');

  // --- The pool: base[k] - H[k] = w_k(H).
  const indicators = readTileList(options.dora ?? '');
  const seen = readTileList(options.seen ?? '');
  const base = new Array<number>(K).fill(0);
  for (let k = 0; k < K; k++) {
    if (k >= 34) base[k] = 1;
    else base[k] = red && FIVES.includes(k) ? 3 : 4;
    if (three && ((k >= 1 && k <= 7) || k === 34)) base[k] = 0;
    base[k] -= meldCopies[k];
  }
  for (const t of [...indicators, ...seen]) base[kindOfTile(t)]--;
  const startSize = start.reduce((a, b) => a + b, 0);
  // A 13-tile start (3n+1 concealed) waits for its draw: the hand holds startSize tiles at each draw.
  const waiting = startSize % 3 === 1;
  const W = base.reduce((a, b) => a + b, 0) - (waiting ? startSize : startSize - 1);
  const allowedKinds = options.allowed === undefined ? null : new Set(readTileList(options.allowed).map((t) => t.kind));
  const mayDiscard = (d: number) => allowedKinds === null || allowedKinds.has(shapeOf(d));
  for (let k = 0; k < K; k++) if (base[k] - start[k] < 0) throw new Error(`more than the copies of ${codeOfKind(k)}`);

  // --- Shanten (standard form), exact, cached by the 34 shape counts.
  const shantenOf = exactShanten(meldKinds, three ? 3 : 4);
  const shantenMemo = new Map<string, number>();
  const shape34 = (c: readonly number[]): number[] => {
    const out = c.slice(0, 34);
    if (red) for (let s = 0; s < 3; s++) out[FIVES[s]] += c[34 + s];
    return out;
  };
  /** The hand's text of digits, one per kind (the key of every map here). */
  const keyBuffer = new Uint16Array(K);
  const keyOf = (c: readonly number[]): string => {
    for (let k = 0; k < K; k++) keyBuffer[k] = 48 + c[k];
    return String.fromCharCode.apply(null, keyBuffer as unknown as number[]);
  };
  const shapeBuffer = new Uint16Array(34);
  const shapeKeyOf = (c: readonly number[]): string => {
    for (let k = 0; k < 34; k++) shapeBuffer[k] = 48 + c[k];
    if (red) for (let s = 0; s < 3; s++) shapeBuffer[FIVES[s]] += c[34 + s];
    return String.fromCharCode.apply(null, shapeBuffer as unknown as number[]);
  };
  const sh = (c: readonly number[]): number => {
    const key = shapeKeyOf(c);
    let v = shantenMemo.get(key);
    if (v === undefined) {
      v = shantenOf(shape34(c));
      shantenMemo.set(key, v);
    }
    return v;
  };
  // docs/rules.md: s₀ is the starting hand's shanten, 0 for a complete hand (the shanten its best discard leaves).
  const allowedLowest = (): number => {
    let low = Infinity;
    for (let d = 0; d < K; d++) if (start[d] && mayDiscard(d)) low = Math.min(low, sh(start.map((n, k) => n - (k === d ? 1 : 0))));
    return low;
  };
  const s0 = readings.s0 === 'start' ? sh(start) : Math.max(0, allowedKinds && !waiting ? allowedLowest() : sh(start));
  const changes = (c: readonly number[]) => {
    const over = readings.changesOver === 'shapes' ? shape34 : (x: readonly number[]) => x;
    const now = over(c);
    const then = over(start);
    let n = 0;
    for (let k = 0; k < now.length; k++) if (now[k] > then[k]) n += now[k] - then[k];
    return n;
  };

  // --- Points of a win (majiang-core), null without a yaku.
  const meldText = hand.melds.map((m) => {
    const suit = 'mpsz'[Math.floor(m.tiles[0] / 9)];
    let digits = m.tiles.map((t) => String(t < 27 ? (t % 9) + 1 : t - 26));
    if (red && m.red) {
      const i = digits.indexOf('5');
      digits = [...digits.slice(0, i), '0', ...digits.slice(i + 1)];
    }
    return m.kind === 'ankan' ? `[${digits.join('')}${suit}]` : `(${digits.join('')}${suit})`;
  });
  const handText = (c: readonly number[]) => {
    let out = '';
    for (let s = 0; s < 4; s++) {
      let digits = '';
      for (let r = 0; r < (s === 3 ? 7 : 9); r++) {
        const k = s * 9 + r;
        if (red && s < 3 && r === 4) digits += '0'.repeat(c[34 + s]);
        digits += String(r + 1).repeat(c[k]);
      }
      if (digits) out += digits + 'mpsz'[s];
    }
    return [out, ...meldText].join(' ');
  };
  // majiang-core knows four players only: with three, 1m points to 9m, so 8m (absent) stands for it.
  const forMajiang = (indicator: number) => (three && indicator === 0 ? 7 : indicator);
  const doraIndicators = indicators.map((t) => forMajiang(t.kind));
  const pointsMemo = new Map<string, number | null>();
  /** The points of a win (null without a yaku): with riichi, ippatsu, haitei and the ura indicators given. */
  interface Win {
    riichi: boolean;
    ippatsu: boolean;
    last: boolean;
  }
  const pointsOf = (x: readonly number[], win: number, how: Win, ura: number[] | undefined, turned?: number): number | null => {
    const { riichi } = how;
    const key = `${keyOf(x)}|${win}|${riichi}|${how.ippatsu}|${how.last}|${ura?.join(',')}|${turned}`;
    if (pointsMemo.has(key)) return pointsMemo.get(key)!;
    const outcome = majiangScore(
      handText(x),
      {
        win: shapeOf(win),
        winRed: win >= 34,
        by: 'tsumo',
        round,
        seat,
        riichi: riichi ? 'riichi' : 'none',
        ippatsu: how.ippatsu,
        last: how.last,
        honba,
        sticks,
        dora: turned === undefined ? doraIndicators : [...doraIndicators, forMajiang(turned)],
        ura: ura?.map(forMajiang),
      },
      DEFAULT_RULES,
    );
    let points: number | null = outcome.kind === 'no-yaku' && readings.yaku === 'ignored' ? 1 : null;
    if (outcome.kind === 'win') {
      // What the winner receives: the payments (honba included) and the sticks.
      points = outcome.total;
      if (three) {
        const p = outcome.payments;
        points = (seat === 'E' ? 2 * p.nonDealer! : p.dealer! + p.nonDealer!) + 1000 * sticks;
      }
    }
    pointsMemo.set(key, points);
    return points;
  };
  const nUra = Math.max(1, indicators.length);
  const winMemo = new Map<string, number | null>();
  /** Expected points of X = H + win, or null without a yaku. */
  const winValue = (h: readonly number[], x: readonly number[], win: number, how: Win): number | null => {
    const { riichi } = how;
    const key = `${keyOf(x)}|${win}|${riichi}|${how.ippatsu}|${how.last}`;
    if (winMemo.has(key)) return winMemo.get(key)!;
    // The new indicator (a kan): kind j of the starting hand's pool, w_j(S)/W each; none without one.
    const turnings: { p: number; kind: number | undefined }[] = [];
    if (options.newIndicator) {
      for (let j = 0; j < K; j++) if (base[j] - start[j] > 0) turnings.push({ p: (base[j] - start[j]) / W, kind: shapeOf(j) });
    } else turnings.push({ p: 1, kind: undefined });
    let value: number | null = pointsOf(x, win, how, undefined);
    if (value !== null) {
      value = 0;
      for (const turned of turnings) value += turned.p * valueWith(h, x, win, how, turned.kind);
    }
    winMemo.set(key, value);
    return value;
  };
  /** The points of X = H + win (with a yaku) with the new indicator `turned`, and with riichi the ura expectation. */
  const valueWith = (h: readonly number[], x: readonly number[], win: number, how: Win, turned: number | undefined): number => {
    const { riichi } = how;
    let value = pointsOf(x, win, how, undefined, turned)!;
    if (riichi && uraOn) {
      // Every ura indicator kind j (probability w_j(H)/W) by the copies of its dora in the winning hand;
      // a kan's new indicator brings one ura indicator more.
      const count = nUra + (options.newIndicator ? 1 : 0);
      const whole = shape34(x).map((n, k) => n + meldShape[k]);
      const byGain = new Map<number, { p: number; indicator: number }>();
      for (let j = 0; j < K; j++) {
        const w = base[j] - (readings.uraPool === 'after-draw' ? x[j] : h[j]);
        if (w <= 0) continue;
        const gain = whole[doraOf(shapeOf(j), three)];
        const entry = byGain.get(gain) ?? { p: 0, indicator: shapeOf(j) };
        entry.p += w / (readings.uraPool === 'after-draw' ? W - 1 : W);
        byGain.set(gain, entry);
      }
      // Ordered tuples with the same gains score the same: each multiset of gains once, weighted by
      // its probability times the number of its orderings.
      const gains = [...byGain.values()];
      let expected = 0;
      const walk = (from: number, chosen: number[], p: number, orderings: number) => {
        if (chosen.length === count) {
          expected +=
            p *
            orderings *
            pointsOf(
              x,
              win,
              how,
              chosen.map((g) => gains[g].indicator),
              turned,
            )!;
          return;
        }
        for (let g = from; g < gains.length; g++) {
          const multiplicity = chosen.filter((c) => c === g).length + 1;
          walk(g, [...chosen, g], p * gains[g].p, (orderings * (chosen.length + 1)) / multiplicity);
        }
      };
      walk(0, [], 1, 1);
      value = expected;
    }
    return value;
  };

  // --- The state graph: (13-tile hand, riichi) -> for each draw, the win (if any; `winLast` on the last
  // draw, which haitei may change) and the successors. Riichi: D none, F just declared, R declared before.
  interface Draw {
    p: number;
    win: number | null;
    winLast: number | null;
    next: number[];
  }
  type Riichi = 'D' | 'F' | 'R';
  const ids = new Map<string, number>();
  const hands: number[][] = [];
  const riichiOf: Riichi[] = [];
  const draws: Draw[][] = [];
  const queue: number[] = [];
  const stateOf = (h: number[], riichi: Riichi): number => {
    const key = keyOf(h) + riichi;
    let id = ids.get(key);
    if (id === undefined) {
      id = hands.length;
      ids.set(key, id);
      hands.push(h.slice());
      riichiOf.push(riichi);
      draws.push([]);
      queue.push(id);
    }
    return id;
  };
  /** The states a discard leaving `h` (of shanten `t`) leads to: riichi or not, as the mode allows. */
  const afterDiscard = (h: number[], t: number, mayRiichi: boolean, into: Set<number>) => {
    if (closed && t === 0 && riichiMode === 'always') into.add(stateOf(h, 'F'));
    else {
      into.add(stateOf(h, 'D'));
      if (closed && t === 0 && mayRiichi && riichiMode !== 'never') into.add(stateOf(h, 'F'));
    }
  };

  const after = new Array<number>(K);
  const expand = (id: number) => {
    const h = hands[id];
    const riichi = riichiOf[id] !== 'D';
    const s = sh(h);
    const budgetOnHand = !riichi && changes(h) + s < s0 + 1;
    for (let i = 0; i < K; i++) {
      const w = base[i] - h[i];
      if (w <= 0) continue;
      // x is edited in place below (a discard taken out and put back); stateOf copies what it keeps.
      const x = h.slice();
      x[i]++;
      const sX = sh(x);
      const complete = sX === -1;
      const how: Win = { riichi, ippatsu: ippatsuOn && riichiOf[id] === 'F', last: false };
      const win = complete ? winValue(h, x, i, how) : null;
      const winLast = complete && haiteiOn ? winValue(h, x, i, { ...how, last: true }) : win;
      // Each option's budget is read where its choice is made: a hand change on H (whether to keep a
      // draw that does not advance), shanten-back on X (which of its 14 tiles to discard).
      const budgetOnDrawn = !riichi && changes(x) + Math.max(sX, 0) < s0 + 1;
      const budgetChange = readings.budgetOn === 'drawn' ? budgetOnDrawn : budgetOnHand;
      const budgetBack = readings.budgetOn === 'hand' ? budgetOnHand : budgetOnDrawn;
      const next = new Set<number>();
      if (riichi) {
        // Thrown back: the riichi hand is past its first draw.
        if (win === null || readings.riichiPass !== false) next.add(riichiOf[id] === 'R' ? id : stateOf(h, 'R'));
      } else {
        // The shanten each discard leaves, and which discards the rules allow after this draw.
        const advance = !complete && sX < s;
        const changing = (handChanges && budgetChange) || (shantenBack && budgetBack);
        for (let d = 0; d < K; d++) {
          if (!x[d]) continue;
          if (d === i) after[d] = s;
          else if (advance || changing || (win !== null && goOn === 'tenpai-discards')) {
            x[d]--;
            after[d] = sh(x);
            x[d]++;
          } else after[d] = Infinity; // not needed: only the drawn tile can go
        }
        const allowed = (d: number, t: number): boolean => {
          if (d === i && !advance) return true; // the drawn tile thrown back (not after an advance)
          if (win !== null && goOn === 'tenpai-discards' && t === 0) return true;
          if (advance && t === sX) return true;
          if (handChanges && budgetChange && (sX === s || (complete && s === 0)) && t === s) return true;
          if (shantenBack && budgetBack && t > (readings.backAbove === 'hand' ? s : Math.max(sX, 0))) return true;
          return false;
        };
        for (let d = 0; d < K; d++) {
          if (!x[d] || !allowed(d, after[d])) continue;
          x[d]--;
          afterDiscard(x, after[d], d !== i || lateRiichi, next);
          x[d]++;
        }
      }
      draws[id].push({ p: w / W, win, winLast, next: [...next] });
    }
  };

  // --- The rows: every distinct discard of the starting hand (those keeping the lowest shanten only,
  // unless shanten-back is on), with riichi or not at the start as the mode allows.
  const starts: { discard: number; states: number[] }[] = [];
  if (waiting) starts.push({ discard: -1, states: [stateOf(start.slice(), 'D')] });
  const lowest = waiting ? Infinity : allowedLowest();
  for (let d = 0; d < K && !waiting; d++) {
    if (!start[d] || !mayDiscard(d)) continue;
    const h0 = start.slice();
    h0[d]--;
    if (!shantenBack && sh(h0) !== lowest) continue;
    const states = new Set<number>();
    afterDiscard(h0, sh(h0), true, states);
    starts.push({ discard: d, states: [...states] });
  }
  while (queue.length) expand(queue.pop()!);

  // --- Values by draws to come: V[r][metric][state].
  // No draw to come: tenpai or not; the tenpai payment to a tenpai hand; a riichi hand (R) has lost its
  // stick; F, declared with no draw to come, is no riichi (riichi needs a draw to come).
  const n = hands.length;
  const tenpai0 = hands.map((h) => (sh(h) === 0 ? 1 : 0));
  const ev0 = hands.map((h, id) => (sh(h) === 0 ? tenpaiPayment : 0) - (riichiOf[id] === 'R' ? stick : 0));
  const values: { tenpai: Float64Array; win: Float64Array; ev: Float64Array }[] = [
    { tenpai: Float64Array.from(tenpai0), win: new Float64Array(n), ev: Float64Array.from(ev0) },
  ];
  for (let r = 1; r < TURNS; r++) {
    const prev = values[r - 1];
    const cur = { tenpai: new Float64Array(n), win: new Float64Array(n), ev: new Float64Array(n) };
    for (let id = 0; id < n; id++) {
      let t = 0;
      let wv = 0;
      let e = 0;
      for (const dr of draws[id]) {
        let bt = -Infinity;
        let bw = -Infinity;
        let be = -Infinity;
        for (const m of dr.next) {
          bt = Math.max(bt, prev.tenpai[m]);
          bw = Math.max(bw, prev.win[m]);
          be = Math.max(be, prev.ev[m]);
        }
        // The draw after which none is to come is the last (haitei).
        const won = r === 1 ? dr.winLast : dr.win;
        if (won !== null) {
          bt = 1;
          bw = 1;
          be = Math.max(be, won);
        }
        t += dr.p * bt;
        wv += dr.p * bw;
        e += dr.p * be;
      }
      cur.tenpai[id] = t;
      cur.win[id] = wv;
      cur.ev[id] = e;
    }
    values.push(cur);
  }

  const rows = starts.map(({ discard, states }) => {
    const row: RefProbabilityRow = { discard: discard < 0 ? '' : codeOfKind(discard), tenpai: [], win: [], ev: [] };
    for (let k = 0; k < TURNS; k++) {
      const v = values[TURNS - 1 - k];
      row.tenpai.push(Math.max(...states.map((id) => v.tenpai[id])));
      row.win.push(Math.max(...states.map((id) => v.win[id])));
      row.ev.push(Math.max(...states.map((id) => v.ev[id])));
    }
    return row;
  });
  return { shanten: sh(start), rows, states: n, pool: W };
}
