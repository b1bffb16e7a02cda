/**
 * Tenpai probability, win probability and expected score of every discard, by turn, exactly under the
 * model of docs/rules.md#probabilities.
 *
 * Algorithm: the model is a finite Markov decision process whose states are 13-tile hands (with the
 * riichi flag), so it is solved exactly by dynamic programming. First the states reachable from the
 * rows' hands are enumerated breadth first; each state keeps, per kind it can draw, its probability and
 * the moves the draw allows (a win with its points, the hands a kept draw can lead to, or the hand
 * itself when the draw is thrown back). Then the values are filled in by draws to come, r = 0..17, for
 * all states at once: V(s, r) = Σ_i p_i · max over the draw's moves of the move's value at r − 1 (a win
 * is worth 1, or its points), one maximisation per metric. Nothing is sampled and nothing is pruned, so
 * every number is the model's; the cost is the number of states, which the options and the shanten
 * decide (a state holds its moves as small arrays of indices, so the memory budget is a state count).
 *
 * Kinds: the 34, or 37 when red fives are kinds of their own (34-36 = red 5m, 5p, 5s); shanten reads
 * the 34 with each red five folded into its five. The pool w_i is fixed by what is visible outside the
 * hand, so a state's draw probabilities come from its own counts.
 */
import { concealedCount } from '../core/hand.ts';
import { parseTiles } from '../core/notation.ts';
import { doraOf } from '../core/position.ts';
import { tileCode } from '../core/tiles.ts';
import { chiitoitsuShanten, kokushiShanten, regularDistance, standardShanten } from '../shanten/shanten.ts';
import { pointsWithExtraHan, score } from '../scoring/score.ts';
import type { Hand, Meld, Probabilities, ProbabilityOptions, ProbabilityRow, Situation, Wind } from '../types.ts';

const TURNS = 18;
/** The default memory budget: states the search may hold. */
export const DEFAULT_MAX_STATES = 300_000;
const FIVES = [4, 13, 22];

/** A kind's 34-index: a red five (34-36) is its suit's five. */
const fold = (k: number) => (k < 34 ? k : FIVES[k - 34]!);

interface State {
  counts: Uint8Array;
  riichi: boolean;
  shanten: number;
}

/**
 * Every state's draws, flat: state s's draws are firstDraw[s]..firstDraw[s + 1]; draw j has probability
 * p[j], a win worth win[j] (NaN: no win) and moves to[firstMove[j]..firstMove[j + 1]].
 */
interface Graph {
  /** Per state: the probability of the draws that can only be thrown back (kept apart: one term, not one per kind). */
  pSelf: number[];
  firstDraw: number[];
  p: number[];
  win: number[];
  firstMove: number[];
  to: number[];
}

/** What the search needs of the hand and the table, fixed for the whole run. */
interface Context {
  kinds: number;
  melds: Meld[];
  sets: number;
  closedFull: boolean;
  closed: boolean;
  caps: Uint8Array | null;
  /** Copies of each kind in the pool when the hand holds none of it: 4 (or 3 / 1 for plain / red fives) less what is visible outside the hand. */
  outside: Int16Array;
  pool: number;
  start: Uint8Array;
  startShanten: number;
  options: Required<Pick<ProbabilityOptions, 'tegawari' | 'shantenBack' | 'riichi' | 'red' | 'ura'>>;
  round: Wind;
  seat: Wind;
  dora: number[];
  players: 3 | 4;
  scratch34: Uint8Array;
  scratchV: Uint8Array;
  /** Points of a win by hand key and riichi, cached (null: no yaku). */
  points: Map<string, number | null>;
}

/** A hand's key: its counts in base 5, in two numbers (each under 2^53), and the riichi flag. */
function keyOf(counts: Uint8Array, riichi: boolean): string {
  return `${highKey(counts)}:${lowKey(counts, riichi)}`;
}

const highKey = (counts: Uint8Array) => {
  let a = 0;
  for (let k = 0, half = counts.length >> 1; k < half; k++) a = a * 5 + counts[k]!;
  return a;
};
const lowKey = (counts: Uint8Array, riichi: boolean) => {
  let b = 0;
  for (let k = counts.length >> 1; k < counts.length; k++) b = b * 5 + counts[k]!;
  return b * 2 + (riichi ? 1 : 0);
};

function shantenOf(ctx: Context, counts: Uint8Array): number {
  let c: Uint8Array = counts;
  if (ctx.kinds > 34) {
    c = ctx.scratch34;
    c.set(counts.subarray(0, 34));
    c[4]! += counts[34]!;
    c[13]! += counts[35]!;
    c[22]! += counts[36]!;
  }
  if (ctx.caps === null) return standardShanten(c);
  let s = regularDistance(c, ctx.sets, ctx.caps, ctx.scratchV) - 1;
  if (ctx.closedFull) s = Math.min(s, chiitoitsuShanten(c), kokushiShanten(c));
  return s;
}

/** The engine's Hand for counts over the context's kinds (for scoring a win). */
function handOf(ctx: Context, counts: Uint8Array): Hand {
  const tiles = new Uint8Array(34);
  const red = new Uint8Array(3);
  for (let k = 0; k < ctx.kinds; k++) {
    tiles[fold(k)] += counts[k]!;
    if (k >= 34) red[k - 34] = counts[k]!;
  }
  return { tiles, red, melds: ctx.melds, order: [], orderRed: [] };
}

/** The pool weight of kind k for a hand: copies nowhere visible. */
const weight = (ctx: Context, counts: Uint8Array, k: number) => Math.max(0, ctx.outside[k]! - counts[k]!);

/** Points of a tsumo win of `counts` (14 tiles) on kind `win`, or null without yaku; ura-dora expected over the pool before the draw. */
function winPoints(ctx: Context, counts: Uint8Array, win: number, riichi: boolean, before: Uint8Array): number | null {
  const key = keyOf(counts, riichi) + win;
  const cached = ctx.points.get(key);
  if (cached !== undefined) return cached;
  const hand = handOf(ctx, counts);
  const situation: Situation = {
    win: fold(win),
    winRed: win >= 34,
    by: 'tsumo',
    round: ctx.round,
    seat: ctx.seat,
    riichi: riichi ? 'riichi' : 'none',
    dora: ctx.dora,
    players: ctx.players,
  };
  const base = score(hand, situation);
  let points: number | null = null;
  if (base.ok && base.value.kind === 'win') {
    points = base.value.points;
    if (riichi && ctx.options.ura) points = expectedWithUra(ctx, hand, situation, before);
  }
  ctx.points.set(key, points);
  return points;
}

/** The expected points of a riichi win over its ura-dora indicators (docs/rules.md#probabilities). */
function expectedWithUra(ctx: Context, hand: Hand, situation: Situation, before: Uint8Array): number {
  const all = new Uint8Array(hand.tiles);
  for (const m of ctx.melds) for (const k of m.tiles) all[k]!++;
  // One indicator's distribution: how many ura-dora it makes (0-4).
  const p = [0, 0, 0, 0, 0];
  for (let k = 0; k < ctx.kinds; k++) {
    const w = weight(ctx, before, k);
    if (w === 0) continue;
    const u = all[doraOf(fold(k), ctx.players)]!;
    p[u]! += w / ctx.pool;
  }
  const n = Math.max(1, ctx.dora.length);
  // The total over n independent indicators.
  let dist = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>();
    for (const [t, q] of dist) {
      for (let u = 0; u <= 4; u++) if (p[u] !== 0) next.set(t + u, (next.get(t + u) ?? 0) + q * p[u]!);
    }
    dist = next;
  }
  // Ura-dora add the same han to every reading: one scoring gives the points for every total.
  const totals = [...dist.keys()];
  const points = pointsWithExtraHan(hand, situation, totals);
  let expected = 0;
  totals.forEach((t, i) => (expected += dist.get(t)! * (points[i] ?? 0)));
  return expected;
}

function fail(code: NonNullable<Probabilities['error']>['code'], message: string): Probabilities {
  return { turns: TURNS, rows: [], error: { code, message } };
}

/**
 * Every discard's tenpai probability, win probability and expected score by turn (docs/rules.md#probabilities),
 * for a 3n+2 hand as parseHand gives it.
 */
export function probabilities(hand: Hand, options: ProbabilityOptions = {}): Probabilities {
  const n = concealedCount(hand);
  const size = n + 3 * hand.melds.length;
  if (n % 3 !== 2 || size !== 14) {
    return fail('not-a-discard-hand', `The hand has ${size} tiles: the probabilities are of a hand with a discard to make (14, a kan counting 3).`);
  }
  const players = options.players ?? 4;
  const red = options.red ?? true;
  const kinds = red ? 37 : 34;
  const read = (text: string | undefined, what: string) => {
    const r = parseTiles(text ?? '', { players });
    if (!r.ok) throw new ProbabilityInputError(`The ${what}: ${r.error.message}`);
    return r.value;
  };
  let dora;
  let seen;
  try {
    dora = read(options.dora, 'dora indicators');
    seen = read(options.seen, 'seen tiles');
  } catch (e) {
    if (e instanceof ProbabilityInputError) return fail('invalid-options', e.message);
    throw e;
  }
  // What is visible outside the concealed hand: melds, indicators, seen tiles.
  const visible = new Int16Array(kinds);
  const visibleRed = [0, 0, 0];
  const meldCounts = new Uint8Array(34);
  const meldRed = new Uint8Array(3);
  for (const m of hand.melds) {
    for (const k of m.tiles) meldCounts[k]!++;
    if (m.red) meldRed[Math.floor(m.tiles[0]! / 9)]! += m.red;
  }
  const add34 = (k: number, copies: number) => (visible[k]! += copies);
  for (let k = 0; k < 34; k++) add34(k, meldCounts[k]! + dora.counts[k]! + seen.counts[k]!);
  for (let s = 0; s < 3; s++) visibleRed[s] = meldRed[s]! + dora.red[s]! + seen.red[s]!;
  const outside = new Int16Array(kinds);
  for (let k = 0; k < 34; k++) outside[k] = 4 - visible[k]!;
  if (red) {
    for (let s = 0; s < 3; s++) {
      // Plain fives: three copies less the plain ones seen; the red one: one less if it is seen.
      outside[FIVES[s]!] = 3 - (visible[FIVES[s]!]! - visibleRed[s]!);
      outside[34 + s] = 1 - visibleRed[s]!;
    }
  }
  if (players === 3) {
    for (let k = 1; k <= 7; k++) outside[k] = 0;
    if (red) outside[34] = 0;
  }
  const start = new Uint8Array(kinds);
  for (let k = 0; k < 34; k++) start[k] = hand.tiles[k]!;
  if (red) {
    for (let s = 0; s < 3; s++) {
      start[34 + s] = hand.red[s]!;
      start[FIVES[s]!]! -= hand.red[s]!;
    }
  }
  for (let k = 0; k < kinds; k++) {
    if (start[k]! > outside[k]!) return fail('invalid-options', `${tileCode(fold(k), k >= 34)}: more copies than the set holds with what is visible.`);
  }
  // The pool: every copy not visible outside the hand, less the 13 the hand holds at each draw.
  let pool = 0;
  for (let k = 0; k < kinds; k++) pool += outside[k]!;
  pool -= n - 1;

  const caps = hand.melds.length === 0 && players === 4 ? null : new Uint8Array(34);
  if (caps) {
    for (let k = 0; k < 34; k++) caps[k] = 4 - meldCounts[k]!;
    if (players === 3) for (let k = 1; k <= 7; k++) caps[k] = 0;
  }
  const ctx: Context = {
    kinds,
    melds: hand.melds,
    sets: Math.floor(n / 3),
    closedFull: hand.melds.length === 0,
    closed: hand.melds.every((m) => m.kind === 'ankan'),
    caps,
    outside,
    pool,
    start,
    startShanten: 0,
    options: {
      tegawari: options.tegawari ?? false,
      shantenBack: options.shantenBack ?? false,
      riichi: options.riichi ?? 'best',
      red,
      ura: options.ura ?? true,
    },
    round: options.round ?? 'E',
    seat: options.seat ?? 'E',
    dora: dora.tiles,
    players,
    scratch34: new Uint8Array(34),
    scratchV: new Uint8Array(64),
    points: new Map(),
  };
  // s0: the shanten the best discard leaves (the hand's own, unless the hand is complete).
  const own = shantenOf(ctx, start);
  ctx.startShanten = Math.max(0, own);
  return { ...solve(ctx, options), shanten: own };
}

class ProbabilityInputError extends Error {}

/** changes(H): tiles of H not in the starting hand. */
function changes(ctx: Context, counts: Uint8Array): number {
  let c = 0;
  for (let k = 0; k < ctx.kinds; k++) if (counts[k]! > ctx.start[k]!) c += counts[k]! - ctx.start[k]!;
  return c;
}

function solve(ctx: Context, given: ProbabilityOptions): Probabilities {
  const maxStates = given.maxStates ?? DEFAULT_MAX_STATES;
  // Progress never goes back (the search's share done can, as it finds new hands): report the highest so far.
  let reported = 0;
  const options = {
    signal: given.signal,
    onProgress: (done: number) => {
      if (done <= reported) return;
      reported = done;
      given.onProgress?.(done);
    },
  };
  const states: State[] = [];
  const graph: Graph = { pSelf: [], firstDraw: [], p: [], win: [], firstMove: [], to: [] };
  // The states by key, in two levels of numbers: no string is made per lookup.
  const index = new Map<number, Map<number, number>>();
  const queue: number[] = [];
  const stateOf = (counts: Uint8Array, riichi: boolean): number => {
    const high = highKey(counts);
    let level = index.get(high);
    if (!level) index.set(high, (level = new Map()));
    const low = lowKey(counts, riichi);
    let i = level.get(low);
    if (i === undefined) {
      i = states.length;
      level.set(low, i);
      states.push({ counts, riichi, shanten: shantenOf(ctx, counts) });
      queue.push(i);
    }
    return i;
  };
  /** The states a discard to `counts` (13 tiles) leads to: dama, and riichi where the model allows or asks it. */
  const afterDiscard = (counts: Uint8Array, shanten: number, riichiNow: boolean): number[] => {
    if (riichiNow) return [stateOf(counts, true)];
    if (shanten === 0 && ctx.closed) {
      if (ctx.options.riichi === 'always') return [stateOf(counts, true)];
      return [stateOf(counts, false), stateOf(counts, true)];
    }
    return [stateOf(counts, false)];
  };

  // The rows: each distinct discard of the starting hand (those keeping the lowest shanten, unless shanten-back).
  const discards: { discard: number; after: Uint8Array; shanten: number }[] = [];
  for (let d = 0; d < ctx.kinds; d++) {
    if (!ctx.start[d]) continue;
    const after = ctx.start.slice();
    after[d]!--;
    discards.push({ discard: d, after, shanten: shantenOf(ctx, after) });
  }
  const lowest = Math.min(...discards.map((x) => x.shanten));
  const rows = discards
    .filter((x) => x.shanten === lowest || ctx.options.shantenBack)
    .map((x) => ({ discard: x.discard, targets: afterDiscard(x.after, x.shanten, false) }));

  let checked = 0;
  let head = 0;
  while (head < queue.length) {
    if (states.length > maxStates) {
      return { turns: TURNS, rows: [], states: states.length, error: { code: 'too-large', message: `The search would hold more than ${maxStates.toLocaleString('en-US')} hands: too large for the memory budget.` } };
    }
    if ((++checked & 255) === 0) {
      if (options.signal?.aborted) return { turns: TURNS, rows: [], error: { code: 'cancelled', message: 'The search was cancelled.' } };
      options.onProgress((0.9 * head) / states.length);
    }
    const i = queue[head++]!;
    graph.firstDraw[i] = graph.p.length;
    expand(ctx, states[i]!, i, graph, stateOf, afterDiscard);
    graph.firstDraw[i + 1] = graph.p.length;
  }
  graph.firstMove.push(graph.to.length);
  if (options.signal?.aborted) return { turns: TURNS, rows: [], error: { code: 'cancelled', message: 'The search was cancelled.' } };

  // Values by draws to come, r = 0..17, every state at once: per metric the values at r - 1 and at r,
  // and the rows' own targets kept for every r.
  const count = states.length;
  const pSelf = Float64Array.from(graph.pSelf);
  const firstDraw = Int32Array.from(graph.firstDraw);
  const p = Float64Array.from(graph.p);
  const win = Float64Array.from(graph.win);
  const firstMove = Int32Array.from(graph.firstMove);
  const to = Int32Array.from(graph.to);
  const shanten = Int8Array.from(states, (st) => st.shanten);
  const targets = [...new Set(rows.flatMap((row) => row.targets))];
  const kept = [0, 1, 2].map(() => new Map(targets.map((t) => [t, new Float64Array(TURNS)])));
  for (let m = 0; m < 3; m++) {
    let prev = new Float64Array(count);
    let cur = new Float64Array(count);
    if (m === 0) for (let s = 0; s < count; s++) prev[s] = shanten[s]! <= 0 ? 1 : 0;
    for (const t of targets) kept[m]!.get(t)![0] = prev[t]!;
    for (let r = 1; r < TURNS; r++) {
      for (let s = 0; s < count; s++) {
        let v = pSelf[s]! * prev[s]!;
        for (let j = firstDraw[s]!, end = firstDraw[s + 1]!; j < end; j++) {
          const w = win[j]!;
          let best = w !== w ? -Infinity : m === 2 ? w : 1;
          for (let x = firstMove[j]!, last = firstMove[j + 1]!; x < last; x++) {
            const value = prev[to[x]!]!;
            if (value > best) best = value;
          }
          v += p[j]! * best;
        }
        cur[s] = v;
      }
      for (const t of targets) kept[m]!.get(t)![r] = cur[t]!;
      [prev, cur] = [cur, prev];
      options.onProgress(0.9 + (0.1 * (m * TURNS + r)) / (3 * TURNS));
    }
  }

  const out: ProbabilityRow[] = rows.map(({ discard, targets: to }) => {
    const series = (m: number) => {
      const a: number[] = [];
      for (let t = 1; t <= TURNS; t++) {
        const r = TURNS - t;
        let best = -Infinity;
        for (const x of to) best = Math.max(best, kept[m]!.get(x)![r]!);
        a.push(best);
      }
      return a;
    };
    return { discard: tileCode(fold(discard), discard >= 34), tenpai: series(0), win: series(1), ev: series(2) };
  });
  options.onProgress(1);
  return { turns: TURNS, rows: out, states: count };
}

/** Fills in a state's draws: each kind's probability and the moves it allows (docs/rules.md#probabilities). */
function expand(
  ctx: Context,
  state: State,
  i: number,
  graph: Graph,
  stateOf: (counts: Uint8Array, riichi: boolean) => number,
  afterDiscard: (counts: Uint8Array, shanten: number, riichi: boolean) => number[],
): void {
  const { counts, riichi, shanten } = state;
  let self = 0;
  const free = !riichi && changes(ctx, counts) + shanten < ctx.startShanten + 1;
  const tegawari = free && ctx.options.tegawari;
  const back = free && ctx.options.shantenBack;
  const drawn = counts.slice();
  const after = counts.slice();
  for (let k = 0; k < ctx.kinds; k++) {
    const w = weight(ctx, counts, k);
    if (w === 0) continue;
    drawn[k]!++;
    const s14 = shantenOf(ctx, drawn);
    const to: number[] = [];
    let win: number | null = null;
    const complete = s14 === -1;
    if (complete) win = winPoints(ctx, drawn, k, riichi, counts);
    const lowers = s14 < shanten && !(complete && win === null);
    if (riichi) {
      to.push(i); // a riichi hand discards what it draws (or, for points, passes a win to go on)
    } else if (lowers && !complete) {
      // Kept: a discard that keeps the lower shanten follows; with shanten-back, one that raises it.
      for (let d = 0; d < ctx.kinds; d++) {
        if (!drawn[d]) continue;
        after.set(drawn);
        after[d]!--;
        const s = shantenOf(ctx, after);
        if (s === s14 || (back && s > s14)) to.push(...afterDiscard(after.slice(), s, false));
      }
    } else {
      // Thrown back (a win may also be passed up this way); with the options, other discards too.
      to.push(...(shanten === 0 && ctx.closed && ctx.options.riichi === 'best' ? [i, stateOf(counts, true)] : [i]));
      if (tegawari || back) {
        const keep = complete ? 0 : s14;
        for (let d = 0; d < ctx.kinds; d++) {
          if (!drawn[d] || d === k) continue;
          after.set(drawn);
          after[d]!--;
          const s = shantenOf(ctx, after);
          if ((tegawari && s === keep) || (back && s > keep)) to.push(...afterDiscard(after.slice(), s, false));
        }
      }
    }
    drawn[k]!--;
    if (win === null && to.length === 1 && to[0] === i) {
      self += w / ctx.pool;
      continue;
    }
    graph.p.push(w / ctx.pool);
    graph.win.push(win === null ? NaN : win);
    graph.firstMove.push(graph.to.length);
    for (let x = 0; x < to.length; x++) if (to.indexOf(to[x]!) === x) graph.to.push(to[x]!);
  }
  graph.pSelf[i] = self;
}
