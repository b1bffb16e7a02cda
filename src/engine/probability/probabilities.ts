/**
 * Tenpai probability, win probability and expected score of every discard, by turn, exactly under the
 * model of docs/rules.md#probabilities.
 *
 * Algorithm: the model is a finite Markov decision process, solved exactly by dynamic programming over
 * a graph of two layers, as the native programs do. A 13-tile node is a hand waiting for its draw: per
 * kind it can draw, the draw's weight and what the draw allows (a win with its points, the hand kept as
 * it is, and/or a 14-tile node). A 14-tile node is a hand with a discard to make: the 13-tile nodes its
 * allowed discards lead to. Many 13-tile hands draw to the same 14 tiles, so each choice of discard is
 * worked out once. Draws that can only be thrown back are folded into one weight per node, and riichi is
 * no node of its own: a tenpai closed hand's node carries its waits and their riichi points, whose values
 * follow in closed form (a riichi hand only wins or throws back). Then the values are filled in by draws
 * to come, r = 0..17, every node at once, the three metrics in one pass over the graph, each maximised
 * on its own. Nothing is sampled and nothing is pruned, so every number is the model's.
 *
 * Speed: the shanten of a node and the kinds that lower it come from one call of the effective-tile
 * kernel (analysis/effective.ts), and a 14-tile node's discards from one call each that re-reads only the
 * suit that changed; keys are base-5 numbers moved by a power of 5 per tile, in open-addressing tables;
 * the graph lives in growable typed arrays kept between calls (Memory); the wins are scored after the
 * search, grouped by the 14 tiles won, each complete hand decomposed once for all its winning tiles and
 * for dama and riichi with every ura-dora total (tsumoPointsByWin). The memory budget (maxStates)
 * counts 13-tile hands.
 *
 * Kinds: the 34, or 37 when red fives are kinds of their own (34-36 = red 5m, 5p, 5s); shanten reads
 * the 34 with each red five folded into its five. The pool w_i is fixed by what is visible outside the
 * hand, so a node's draw weights come from its own counts.
 */
import { concealedCount } from '../core/hand.ts';
import { parseTiles } from '../core/notation.ts';
import { doraOf } from '../core/position.ts';
import { tileCode } from '../core/tiles.ts';
import { type DrawContext, effectiveKinds } from '../analysis/effective.ts';
import { capsOf, cappedSuits, shanten } from '../shanten/shanten.ts';
import { type Workspace, acquireWorkspace, releaseWorkspace } from '../shanten/workspace.ts';
import { tsumoPointsByWin } from '../scoring/score.ts';
import type { Hand, Meld, Probabilities, ProbabilityOptions, ProbabilityRow, ScoreRules, ScoreTable, Situation, Wind } from '../types.ts';

const TURNS = 18;
/** The default memory budget: 13-tile hands the search may hold. */
export const DEFAULT_MAX_STATES = 500_000;
const FIVES = [4, 13, 22];

/** A kind's 34-index: a red five (34-36) is its suit's five. */
const fold = (k: number) => (k < 34 ? k : FIVES[k - 34]!);
const suitBit = (k: number) => 1 << (k < 27 ? (k / 9) | 0 : 3);

/** What the search needs of the hand and the table, fixed for the whole run. */
interface Context {
  kinds: number;
  melds: Meld[];
  closed: boolean;
  draw: DrawContext;
  /** Copies of each kind in the pool when the hand holds none of it: 4 (or 3 / 1 for plain / red fives) less what is visible outside the hand. */
  outside: Int8Array;
  pool: number;
  start: Uint8Array;
  startShanten: number;
  options: Required<Pick<ProbabilityOptions, 'tegawari' | 'shantenBack' | 'riichi' | 'red' | 'ura'>>;
  round: Wind;
  seat: Wind;
  /** The scoring rules the wins are valued by (the engine's defaults where not given). */
  rules: Partial<ScoreRules>;
  dora: number[];
  players: 3 | 4;
}

/** Kinds of 13-tile node: its own draws only, dama with a riichi twin ('best'), or riichi only ('always'). */
const PLAIN = 0;
const BEST = 1;
const RIICHI_ONLY = 2;
/** Kinds of 14-tile node: the discards that keep its shanten (and, within its budget, those that raise it), or the raising ones only. */
const KEEP = 0;
const BACK_ONLY = 1;

// A hand's key: its counts in base 5, kinds 0-18 in `hi` and 19-36 in `lo` (each under 2^53), so that a
// draw or a discard moves the key by one power of 5.
const SPLIT = 19;
const POW_HI = new Float64Array(37);
const POW_LO = new Float64Array(37);
for (let k = 0; k < 37; k++) {
  if (k < SPLIT) POW_HI[k] = 5 ** k;
  else POW_LO[k] = 5 ** (k - SPLIT);
}
const keyHi = (c: Uint8Array) => {
  let a = 0;
  for (let k = Math.min(SPLIT, c.length) - 1; k >= 0; k--) a = a * 5 + c[k]!;
  return a;
};
const keyLo = (c: Uint8Array) => {
  let b = 0;
  for (let k = c.length - 1; k >= SPLIT; k--) b = b * 5 + c[k]!;
  return b;
};

/** An open-addressing table from a (hi, lo) key to a node id: no string or object per lookup. */
interface KeyTable {
  hi: Float64Array;
  lo: Float64Array;
  id: Int32Array;
  mask: number;
  /** 32 - log2(size): the slot is the top bits of a multiplicative hash (its low bits are poor). */
  shift: number;
  size: number;
}

function keyTable(bits: number): KeyTable {
  const n = 1 << bits;
  return { hi: new Float64Array(n), lo: new Float64Array(n), id: new Int32Array(n).fill(-1), mask: n - 1, shift: 32 - bits, size: 0 };
}

const slotOf = (t: KeyTable, hi: number, lo: number) =>
  Math.imul(Math.imul((hi >>> 0) ^ ((hi / 4294967296) | 0), 0x9e3779b1) + ((lo >>> 0) ^ ((lo / 4294967296) | 0)), 0x85ebca77) >>> t.shift;

/** The id stored for the key, or -1. */
function lookup(t: KeyTable, hi: number, lo: number): number {
  for (let s = slotOf(t, hi, lo); ; s = (s + 1) & t.mask) {
    const id = t.id[s]!;
    if (id < 0 || (t.hi[s] === hi && t.lo[s] === lo)) return id;
  }
}

function insert(t: KeyTable, hi: number, lo: number, id: number): KeyTable {
  if (2 * (t.size + 1) > t.mask) {
    const bigger = keyTable(Math.log2(t.mask + 1) + 1);
    for (let s = 0; s <= t.mask; s++) if (t.id[s]! >= 0) insert(bigger, t.hi[s]!, t.lo[s]!, t.id[s]!);
    t = bigger;
  }
  let s = slotOf(t, hi, lo);
  while (t.id[s]! >= 0) s = (s + 1) & t.mask;
  t.hi[s] = hi;
  t.lo[s] = lo;
  t.id[s] = id;
  t.size++;
  return t;
}

function grown(a: Uint8Array<ArrayBuffer>, need: number): Uint8Array<ArrayBuffer> {
  if (need <= a.length) return a;
  const b = new Uint8Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/** A growable column of numbers: the first n of a, replaced by a copy twice the size when full. */
interface F64 {
  a: Float64Array;
  n: number;
}
interface I32 {
  a: Int32Array;
  n: number;
}
const f64 = (): F64 => ({ a: new Float64Array(256), n: 0 });
const i32 = (): I32 => ({ a: new Int32Array(256), n: 0 });

function pushF(c: F64, v: number): void {
  if (c.n === c.a.length) {
    const b = new Float64Array(c.a.length * 2);
    b.set(c.a);
    c.a = b;
  }
  c.a[c.n++] = v;
}

function pushI(c: I32, v: number): void {
  if (c.n === c.a.length) {
    const b = new Int32Array(c.a.length * 2);
    b.set(c.a);
    c.a = b;
  }
  c.a[c.n++] = v;
}

/**
 * A search's memory: the graph's columns, the key tables and the values. Typed arrays are slow to make
 * (their storage lives outside the JavaScript heap), and a small search would spend a third of its time
 * making them, so memory is kept between calls. As with the shanten workspaces, a call takes one from a
 * free list and gives it back, so calls may nest without sharing; one that grew large is let go.
 */
interface Memory {
  /** 13-tile nodes: counts (K per node), key, shanten, kind; once expanded, the weight of the draws thrown back and where its draws and riichi waits start. */
  counts13: Uint8Array<ArrayBuffer>;
  hi13: F64;
  lo13: F64;
  shanten13: I32;
  kind13: I32;
  selfWeight: F64;
  edgeStart: I32;
  waitStart: I32;
  /**
   * Draws, 12 bytes each (the largest part of the memory): the weight; the win, an index into
   * damaPoints (-1: no win); the move, (14-tile node + 1) * 2 + 1 when the hand may also stay as it is.
   */
  edgeWeight: I32;
  edgeWin: I32;
  edgeMove: I32;
  /** The dama points of each win on a draw (NaN: no yaku). */
  damaPoints: F64;
  /** Riichi waits: weight and the expected points of the riichi win. */
  waitWeight: F64;
  waitPoints: F64;
  /** 14-tile nodes: the 13-tile nodes their allowed discards lead to, [targetStart[n], targetStart[n + 1]). */
  targetStart: I32;
  targets: I32;
  /** Wins (member m: the 13-tile node and the kind drawn, its draw and riichi wait or -1), linked by the 14 tiles won. */
  winNode: I32;
  winKind: I32;
  winEdge: I32;
  winWait: I32;
  winNext: I32;
  winFirst: I32;
  table13: KeyTable;
  table14: KeyTable;
  winGroups: KeyTable;
  /** The values' arrays, 8 per 13-tile node and 3 per 14-tile node. */
  values: Float64Array;
}

const freeMemory: Memory[] = [];
/** Memory kept for the next call only up to this many 13-tile nodes (a large search's is let go). */
const KEEP_NODES = 1 << 14;
/** Key tables above this many slots are not kept: clearing them would cost a small search more than its work. */
const SMALL_TABLE = 1 << 11;

function acquireMemory(): Memory {
  const m: Memory = freeMemory.pop() ?? {
    counts13: new Uint8Array(37 * 256),
    hi13: f64(),
    lo13: f64(),
    shanten13: i32(),
    kind13: i32(),
    selfWeight: f64(),
    edgeStart: i32(),
    waitStart: i32(),
    edgeWeight: i32(),
    edgeWin: i32(),
    edgeMove: i32(),
    damaPoints: f64(),
    waitWeight: f64(),
    waitPoints: f64(),
    targetStart: i32(),
    targets: i32(),
    winNode: i32(),
    winKind: i32(),
    winEdge: i32(),
    winWait: i32(),
    winNext: i32(),
    winFirst: i32(),
    table13: keyTable(8),
    table14: keyTable(8),
    winGroups: keyTable(8),
    values: new Float64Array(1024),
  };
  for (const c of [m.hi13, m.lo13, m.shanten13, m.kind13, m.selfWeight, m.edgeStart, m.waitStart, m.edgeWeight, m.edgeWin, m.edgeMove, m.damaPoints, m.waitWeight, m.waitPoints, m.targetStart, m.targets, m.winNode, m.winKind, m.winEdge, m.winWait, m.winNext, m.winFirst])
    c.n = 0;
  for (const t of [m.table13, m.table14, m.winGroups]) {
    t.id.fill(-1);
    t.size = 0;
  }
  return m;
}

function releaseMemory(m: Memory): void {
  if (m.hi13.a.length > KEEP_NODES || m.table14.id.length > 4 * KEEP_NODES) return;
  // The key tables are cleared slot by slot on the next call: a grown one is swapped for a small one,
  // so that a small search after a large one does not pay to clear the large one's slots (columns need
  // no clearing, and keep their size).
  if (m.table13.id.length > SMALL_TABLE) m.table13 = keyTable(8);
  if (m.table14.id.length > SMALL_TABLE) m.table14 = keyTable(8);
  if (m.winGroups.id.length > SMALL_TABLE) m.winGroups = keyTable(8);
  freeMemory.push(m);
}

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
    if (!text) return NO_TILES;
    const r = parseTiles(text, { players });
    if (!r.ok) throw new ProbabilityInputError(`The ${what} cannot be read: ${r.error.code}.`);
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
  const visible = new Int8Array(kinds);
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
  const outside = new Int8Array(kinds);
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

  const caps = capsOf(hand, players === 3);
  const ctx: Context = {
    kinds,
    melds: hand.melds,
    closed: hand.melds.every((m) => m.kind === 'ankan'),
    draw: { sets: Math.floor((n - 1) / 3), caps, cappedBits: cappedSuits(caps), special: hand.melds.length === 0 },
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
    rules: options.rules ?? {},
    dora: dora.tiles,
    players,
  };
  // s0: the shanten the best discard leaves (the hand's own, unless the hand is complete).
  const own = shanten(hand, players === 3).standard;
  ctx.startShanten = Math.max(0, own);
  return { ...solve(ctx, options), shanten: own };
}

class ProbabilityInputError extends Error {}

/** No tiles given (parseTiles of ''), made once. */
const NO_TILES = { tiles: [] as number[], counts: new Uint8Array(34), red: new Uint8Array(3) };

/** changes(H): tiles of H not in the starting hand. */
function changes(ctx: Context, counts: Uint8Array, at: number): number {
  let c = 0;
  for (let k = 0; k < ctx.kinds; k++) {
    const extra = counts[at + k]! - ctx.start[k]!;
    if (extra > 0) c += extra;
  }
  return c;
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

/**
 * The points of every win the search found, filled into the draws (dama) and the riichi waits. Wins are
 * grouped by the 14 tiles won, so each complete hand is decomposed once for all its winning tiles
 * (tsumoPointsByWin); riichi adds one han to every reading and each ura-dora one more, and the best
 * reading is chosen again for each total, so one scoring gives dama, riichi and every ura-dora total.
 */
function scoreWins(ctx: Context, mem: Memory): void {
  const K = ctx.kinds;
  const counts13 = mem.counts13;
  const damaPoints = mem.damaPoints.a;
  const waitPoints = mem.waitPoints.a;
  const winNode = mem.winNode.a;
  const winKind = mem.winKind.a;
  const winEdge = mem.winEdge.a;
  const winWait = mem.winWait.a;
  const winNext = mem.winNext.a;
  const riichi = ctx.closed;
  const indicators = Math.max(1, ctx.dora.length);
  const situation: Situation = { win: 0, by: 'tsumo', round: ctx.round, seat: ctx.seat, riichi: 'none' };
  const table: ScoreTable = { players: ctx.players, indicators: ctx.dora, nuki: 0 };
  // The kind each kind indicates, as an ura-dora indicator.
  const indicated = new Uint8Array(K);
  for (let k = 0; k < K; k++) indicated[k] = doraOf(fold(k), ctx.players);
  const x = new Uint8Array(K);
  const all = new Uint8Array(34);
  const one = new Float64Array(5);
  const oneWon = new Float64Array(5);
  const inv = 1 / ctx.pool;
  const wins: number[] = [];
  for (let g = 0; g < mem.winFirst.n; g++) {
    const m0 = mem.winFirst.a[g]!;
    const at0 = winNode[m0]! * K;
    for (let k = 0; k < K; k++) x[k] = counts13[at0 + k]!;
    x[winKind[m0]!]!++;
    const hand = handOf(ctx, x);
    // Extra han totals: 0 (dama), then riichi with 0..most ura-dora the indicators can make.
    all.set(hand.tiles);
    for (const meld of ctx.melds) for (const k of meld.tiles) all[k]!++;
    let most = 0;
    for (let k = 0; k < 34; k++) if (all[k]! > most) most = all[k]!;
    const totals = !riichi ? 0 : ctx.options.ura ? 1 + indicators * most : 1;
    const extra: number[] = [];
    for (let t = 0; t <= totals; t++) extra.push(t);
    // The group's winning tiles (a red five and its plain five score alike).
    wins.length = 0;
    for (let m = m0; m >= 0; m = winNext[m]!) if (!wins.includes(fold(winKind[m]!))) wins.push(fold(winKind[m]!));
    const points = tsumoPointsByWin({ hand, table }, situation, wins, extra, ctx.rules);
    // Copies of each kind an ura indicator can be, by how many ura-dora it makes, in the pool of the 14 won.
    if (riichi && ctx.options.ura) {
      oneWon.fill(0);
      for (let k = 0; k < K; k++) oneWon[all[indicated[k]!]!]! += ctx.outside[k]! - x[k]!;
    }
    for (let m = m0; m >= 0; m = winNext[m]!) {
      const byTotal = points[wins.indexOf(fold(winKind[m]!))]!;
      if (winEdge[m]! >= 0) damaPoints[winEdge[m]!] = byTotal[0] ?? NaN;
      if (winWait[m]! < 0) continue;
      if (!ctx.options.ura) {
        waitPoints[winWait[m]!] = byTotal[1] ?? 0;
        continue;
      }
      // The ura-dora total's distribution: as many indicators as dora indicators (at least one), each
      // of kind j with probability w_j / W of the pool before the winning draw, independently; an
      // indicator makes as many ura-dora as the hand (melds included) holds of the kind it points to.
      // The pool before the draw is the pool of the 14 tiles won plus the winning tile itself.
      one.set(oneWon);
      one[all[indicated[winKind[m]!]!]!]! += 1;
      for (let u = 0; u <= 4; u++) one[u]! *= inv;
      let dist: Float64Array = one;
      for (let i = 1; i < indicators; i++) {
        const next = new Float64Array(dist.length + 4);
        for (let t = 0; t < dist.length; t++) for (let u = 0; u <= 4; u++) next[t + u]! += dist[t]! * one[u]!;
        dist = next;
      }
      let expected = 0;
      for (let u = 0; u < dist.length; u++) if (dist[u] !== 0) expected += dist[u]! * (byTotal[1 + u] ?? 0);
      waitPoints[winWait[m]!] = expected;
    }
  }
}


function fail(code: NonNullable<Probabilities['error']>['code'], message: string): Probabilities {
  return { turns: TURNS, rows: [], error: { code, message } };
}

const cancelled = (): Probabilities => ({ turns: TURNS, rows: [], error: { code: 'cancelled', message: 'The search was cancelled.' } });

function solve(ctx: Context, given: ProbabilityOptions): Probabilities {
  const w13 = acquireWorkspace();
  const w14 = acquireWorkspace();
  const m = acquireMemory();
  try {
    return search(ctx, given, w13, w14, m);
  } finally {
    releaseWorkspace(w13);
    releaseWorkspace(w14);
    releaseMemory(m);
  }
}

function search(ctx: Context, given: ProbabilityOptions, w13: Workspace, w14: Workspace, m: Memory): Probabilities {
  const maxStates = given.maxStates ?? DEFAULT_MAX_STATES;
  // Progress never goes back (the share of nodes expanded can, as new ones are found): report the highest.
  let reported = 0;
  const progress = (done: number) => {
    if (done <= reported) return;
    reported = done;
    given.onProgress?.(done);
  };
  const K = ctx.kinds;
  const { tegawari, shantenBack, riichi: riichiRule } = ctx.options;
  const s0 = ctx.startShanten;
  const outside = ctx.outside;
  const start = ctx.start;
  const tenpaiKind = riichiRule === 'always' ? RIICHI_ONLY : BEST;
  const scratch34 = new Uint8Array(34);
  const x = new Uint8Array(K);
  const { hi13, lo13, shanten13, kind13, selfWeight, edgeStart, waitStart, edgeWeight, edgeWin, edgeMove, damaPoints, waitWeight, waitPoints, targetStart, targets } = m;

  const node13 = (hi: number, lo: number, shanten: number, from: Uint8Array, removed: number): number => {
    let id = lookup(m.table13, hi, lo);
    if (id >= 0) return id;
    id = hi13.n;
    m.table13 = insert(m.table13, hi, lo, id);
    pushF(hi13, hi);
    pushF(lo13, lo);
    pushI(shanten13, shanten);
    pushI(kind13, shanten === 0 && ctx.closed ? tenpaiKind : PLAIN);
    m.counts13 = grown(m.counts13, (id + 1) * K);
    const counts13 = m.counts13;
    const at = id * K;
    for (let k = 0; k < K; k++) counts13[at + k] = from[k]!;
    counts13[at + removed]!--;
    return id;
  };

  /** The 34-count scratch of K counts. */
  const fold34 = (c: Uint8Array, at: number): Uint8Array => {
    for (let k = 0; k < 34; k++) scratch34[k] = c[at + k]!;
    if (K > 34) {
      scratch34[4]! += c[at + 34]!;
      scratch34[13]! += c[at + 35]!;
      scratch34[22]! += c[at + 36]!;
    }
    return scratch34;
  };

  /** The 14-tile node of x (key hi, lo; shanten sX), its discards worked out when it is new. */
  const node14 = (hi: number, lo: number, sX: number, variant: number, back: boolean): number => {
    const key = lo * 2 + variant;
    let id = lookup(m.table14, hi, key);
    if (id >= 0) return id;
    id = targetStart.n;
    m.table14 = insert(m.table14, hi, key, id);
    pushI(targetStart, targets.n);
    const keep = sX < 0 ? 0 : sX;
    const c = fold34(x, 0);
    let changed = 15;
    for (let d = 0; d < K; d++) {
      if (!x[d]) continue;
      const f = fold(d);
      c[f]!--;
      changed |= suitBit(f);
      const s = effectiveKinds(w14, c, ctx.draw, changed, 99);
      c[f]!++;
      changed = suitBit(f);
      if ((variant === KEEP && s === keep) || (back && s > keep)) pushI(targets, node13(hi - POW_HI[d]!, lo - POW_LO[d]!, s, x, d));
    }
    return id;
  };

  // The rows: each distinct discard of the starting hand (those keeping the lowest shanten, unless shanten-back).
  const rows: { discard: number; target: number }[] = [];
  {
    const hi = keyHi(start);
    const lo = keyLo(start);
    const found: { d: number; s: number }[] = [];
    const c = fold34(start, 0);
    for (let d = 0; d < K; d++) {
      if (!start[d]) continue;
      c[fold(d)]!--;
      found.push({ d, s: effectiveKinds(w14, c, ctx.draw, 15, 99) });
      c[fold(d)]!++;
    }
    const lowest = Math.min(...found.map((f) => f.s));
    for (const { d, s } of found) {
      if (s !== lowest && !shantenBack) continue;
      rows.push({ discard: d, target: node13(hi - POW_HI[d]!, lo - POW_LO[d]!, s, start, d) });
    }
  }

  // Expansion, breadth first: 13-tile nodes in the order found (a 14-tile node is worked out as it is found).
  for (let i = 0; i < hi13.n; i++) {
    if (hi13.n > maxStates) {
      return {
        turns: TURNS,
        rows: [],
        states: hi13.n,
        error: { code: 'too-large', message: `The search would hold more than ${maxStates.toLocaleString('en-US')} hands: too large for the memory budget.` },
      };
    }
    if ((i & 255) === 255) {
      if (given.signal?.aborted) return cancelled();
      progress((0.9 * i) / hi13.n);
    }
    const at = i * K;
    const kind = kind13.a[i]!;
    const s = effectiveKinds(w13, fold34(m.counts13, at), ctx.draw);
    const eff = w13.effective;
    const hi = hi13.a[i]!;
    const lo = lo13.a[i]!;
    const ch = changes(ctx, m.counts13, at);
    // Hand changes are read on the hand before the draw; shanten-back on the 14 tiles after it.
    const handChanges = kind !== RIICHI_ONLY && tegawari && ch + s < s0 + 1;
    let self = 0;
    // The node's counts, copied: x is the hand before each draw and after it (node14 reads it), and
    // the counts' array may be replaced as new nodes are found.
    for (let k = 0; k < K; k++) x[k] = m.counts13[at + k]!;
    pushI(edgeStart, edgeWeight.n);
    pushI(waitStart, waitWeight.n);
    for (let k = 0; k < K; k++) {
      const w = outside[k]! - x[k]!;
      if (w <= 0) continue;
      const f = fold(k);
      const lowers = (eff[f < 27 ? (f / 9) | 0 : 3]! >> f % 9) & 1;
      const sX = s - lowers;
      if (kind === RIICHI_ONLY && sX !== -1) continue; // thrown back: the riichi values count it
      // x = the 14 tiles after the draw (node14 reads it), put back after the move is listed.
      x[k]!++;
      const back = kind !== RIICHI_ONLY && shantenBack && ch + (x[k]! > start[k]! ? 1 : 0) + (sX < 0 ? 0 : sX) < s0 + 1;
      const xHi = hi + POW_HI[k]!;
      const xLo = lo + POW_LO[k]!;
      let listed = true;
      let node = -1;
      let stays = 0;
      if (sX === -1) {
        // A win: its points are filled in once the search is done (scoreWins). Without a yaku the draw
        // keeps only its other moves (the value of a draw takes the best of its win, staying and its node).
        let group = lookup(m.winGroups, xHi, xLo);
        if (group < 0) {
          group = m.winFirst.n;
          m.winGroups = insert(m.winGroups, xHi, xLo, group);
          pushI(m.winFirst, -1);
        }
        pushI(m.winNode, i);
        pushI(m.winKind, k);
        pushI(m.winEdge, kind === RIICHI_ONLY ? -1 : damaPoints.n);
        pushI(m.winWait, kind === PLAIN ? -1 : waitWeight.n);
        pushI(m.winNext, m.winFirst.a[group]!);
        m.winFirst.a[group] = m.winNode.n - 1;
        if (kind !== PLAIN) {
          pushF(waitWeight, w);
          pushF(waitPoints, 0);
        }
        if (kind === RIICHI_ONLY) listed = false;
        else {
          // Going on instead: thrown back, or the hand changes' and shanten-back's moves.
          node = handChanges ? node14(xHi, xLo, sX, KEEP, back) : back ? node14(xHi, xLo, sX, BACK_ONLY, true) : -1;
          stays = handChanges ? 0 : 1;
        }
      } else if (lowers || handChanges) node = node14(xHi, xLo, sX, KEEP, back);
      else if (back) {
        node = node14(xHi, xLo, sX, BACK_ONLY, true);
        stays = 1;
      } else {
        self += w;
        listed = false;
      }
      x[k]!--;
      if (listed) {
        pushI(edgeWeight, w);
        if (sX === -1) {
          pushI(edgeWin, damaPoints.n);
          pushF(damaPoints, NaN); // the win's points come later (scoreWins)
        } else pushI(edgeWin, -1);
        pushI(edgeMove, (node + 1) * 2 + stays);
      }
    }
    pushF(selfWeight, self);
  }
  pushI(edgeStart, edgeWeight.n);
  pushI(waitStart, waitWeight.n);
  pushI(targetStart, targets.n);
  if (given.signal?.aborted) return cancelled();
  scoreWins(ctx, m);
  if (given.signal?.aborted) return cancelled();
  return values(ctx, rows, m, given.signal, progress);
}

/**
 * The values by draws to come, r = 0..17, all three metrics in one pass per r: a node's value is what it
 * is worth to hold it before a draw, the better of dama and riichi where both are open (its `stay`).
 */
function values(
  ctx: Context,
  rows: { discard: number; target: number }[],
  m: Memory,
  signal: ProbabilityOptions['signal'],
  progress: (done: number) => void,
): Probabilities {
  const n13 = m.kind13.n;
  const n14 = m.targetStart.n - 1;
  const inv = 1 / ctx.pool;
  const kind = m.kind13.a;
  const selfWeight = m.selfWeight.a;
  const edgeStart = m.edgeStart.a;
  const edgeWeight = m.edgeWeight.a;
  const edgeWin = m.edgeWin.a;
  const edgeMove = m.edgeMove.a;
  const damaPoints = m.damaPoints.a;
  const waitStart = m.waitStart.a;
  const waitWeight = m.waitWeight.a;
  const waitPoints = m.waitPoints.a;
  const targetStart = m.targetStart.a;
  const targets = m.targets.a;
  // Per metric (t: tenpai, w: win, e: expected score): stay at r - 1 and at r, the riichi values, the
  // 14-tile nodes; views of the memory's one array (the riichi values and the first values start at 0).
  const need = 8 * n13 + 3 * n14;
  if (m.values.length < need) m.values = new Float64Array(Math.max(need, 2 * m.values.length));
  const view = (i: number, n: number) => m.values.subarray(i, i + n);
  let tPrev = view(0, n13);
  let wPrev = view(n13, n13);
  let ePrev = view(2 * n13, n13);
  let tCur = view(3 * n13, n13);
  let wCur = view(4 * n13, n13);
  let eCur = view(5 * n13, n13);
  const rw = view(6 * n13, n13);
  const re = view(7 * n13, n13);
  const t14 = view(8 * n13, n14);
  const w14 = view(8 * n13 + n14, n14);
  const e14 = view(8 * n13 + 2 * n14, n14);
  m.values.fill(0, 0, 8 * n13);
  for (let i = 0; i < n13; i++) tPrev[i] = m.shanten13.a[i]! <= 0 ? 1 : 0;
  const kept = rows.map(() => ({ tenpai: new Array<number>(TURNS), win: new Array<number>(TURNS), ev: new Array<number>(TURNS) }));
  const keep = (r: number) =>
    rows.forEach(({ target }, j) => {
      kept[j]!.tenpai[r] = tPrev[target]!;
      kept[j]!.win[r] = wPrev[target]!;
      kept[j]!.ev[r] = ePrev[target]!;
    });
  keep(0);
  for (let r = 1; r < TURNS; r++) {
    if (signal?.aborted) return cancelled();
    for (let n = 0; n < n14; n++) {
      let bt = -Infinity;
      let bw = -Infinity;
      let be = -Infinity;
      for (let j = targetStart[n]!, end = targetStart[n + 1]!; j < end; j++) {
        const s = targets[j]!;
        if (tPrev[s]! > bt) bt = tPrev[s]!;
        if (wPrev[s]! > bw) bw = wPrev[s]!;
        if (ePrev[s]! > be) be = ePrev[s]!;
      }
      t14[n] = bt;
      w14[n] = bw;
      e14[n] = be;
    }
    for (let i = 0; i < n13; i++) {
      const k = kind[i]!;
      let riichiW = 0;
      let riichiE = 0;
      if (k !== PLAIN) {
        // Riichi: each wait wins (or, for points, is thrown back when going on is worth more); the rest is thrown back.
        const wBefore = rw[i]!;
        const eBefore = re[i]!;
        let q = 0;
        let e = 0;
        for (let j = waitStart[i]!, end = waitStart[i + 1]!; j < end; j++) {
          const w = waitWeight[j]!;
          q += w;
          const p = waitPoints[j]!;
          e += w * (p > eBefore ? p : eBefore);
        }
        riichiW = (q + (ctx.pool - q) * wBefore) * inv;
        riichiE = (e + (ctx.pool - q) * eBefore) * inv;
        rw[i] = riichiW;
        re[i] = riichiE;
        if (k === RIICHI_ONLY) {
          tCur[i] = 1;
          wCur[i] = riichiW;
          eCur[i] = riichiE;
          continue;
        }
      }
      const st = tPrev[i]!;
      const sw = wPrev[i]!;
      const se = ePrev[i]!;
      const self = selfWeight[i]!;
      let t = self * st;
      let w = self * sw;
      let e = self * se;
      for (let j = edgeStart[i]!, end = edgeStart[i + 1]!; j < end; j++) {
        const ref = edgeWin[j]!;
        const win = ref < 0 ? NaN : damaPoints[ref]!;
        const move = edgeMove[j]!;
        let bt: number;
        let bw: number;
        let be: number;
        if (win === win) {
          bt = 1;
          bw = 1;
          be = win;
        } else {
          bt = -Infinity;
          bw = -Infinity;
          be = -Infinity;
        }
        if (move & 1) {
          if (st > bt) bt = st;
          if (sw > bw) bw = sw;
          if (se > be) be = se;
        }
        const n = (move >> 1) - 1;
        if (n >= 0) {
          if (t14[n]! > bt) bt = t14[n]!;
          if (w14[n]! > bw) bw = w14[n]!;
          if (e14[n]! > be) be = e14[n]!;
        }
        const weight = edgeWeight[j]!;
        t += weight * bt;
        w += weight * bw;
        e += weight * be;
      }
      t *= inv;
      w *= inv;
      e *= inv;
      if (k === BEST) {
        // Dama or riichi: riichi is tenpai and every wait wins.
        t = 1;
        if (riichiW > w) w = riichiW;
        if (riichiE > e) e = riichiE;
      }
      tCur[i] = t;
      wCur[i] = w;
      eCur[i] = e;
    }
    [tPrev, tCur] = [tCur, tPrev];
    [wPrev, wCur] = [wCur, wPrev];
    [ePrev, eCur] = [eCur, ePrev];
    keep(r);
    progress(0.9 + (0.1 * r) / TURNS);
  }
  const out: ProbabilityRow[] = rows.map(({ discard }, j) => {
    const byTurn = (a: number[]) => a.reverse();
    return { discard: tileCode(fold(discard), discard >= 34), tenpai: byTurn(kept[j]!.tenpai), win: byTurn(kept[j]!.win), ev: byTurn(kept[j]!.ev) };
  });
  // A closed hand's tsumo always has a yaku (門前清自摸和); an open one may have none to win with.
  if (!ctx.closed && out.some((row) => row.win.some((w) => w === 0))) markNoYaku(out, rows, m);
  progress(1);
  return { turns: TURNS, rows: out, states: n13 };
}

/**
 * Marks, on the rows of an open hand, the turns at which a complete hand can be drawn but none with a
 * yaku: the win probability is 0 for want of a yaku, not for want of tiles. Reachability within r draws
 * is one boolean pass per r over the same graph as the values (the moves of a complete hand without a
 * yaku are the ones the search lists for it), a complete draw counting as reached.
 */
function markNoYaku(out: ProbabilityRow[], rows: { target: number }[], m: Memory): void {
  const n13 = m.kind13.n;
  const n14 = m.targetStart.n - 1;
  const selfWeight = m.selfWeight.a;
  const edgeStart = m.edgeStart.a;
  const edgeWin = m.edgeWin.a;
  const edgeMove = m.edgeMove.a;
  const targetStart = m.targetStart.a;
  const targets = m.targets.a;
  let prev = new Uint8Array(n13);
  let cur = new Uint8Array(n13);
  const reach14 = new Uint8Array(n14);
  const flags = rows.map(() => new Array<boolean>(TURNS).fill(false));
  for (let r = 1; r < TURNS; r++) {
    for (let n = 0; n < n14; n++) {
      let any = 0;
      for (let j = targetStart[n]!, end = targetStart[n + 1]!; j < end && !any; j++) any = prev[targets[j]!]!;
      reach14[n] = any;
    }
    for (let i = 0; i < n13; i++) {
      // A draw thrown back leaves the hand as it is: it reaches what the hand reaches with one draw less.
      const stays = prev[i]!;
      let any = selfWeight[i]! > 0 ? stays : 0;
      for (let j = edgeStart[i]!, end = edgeStart[i + 1]!; j < end && !any; j++) {
        const move = edgeMove[j]!;
        const n = (move >> 1) - 1;
        if (edgeWin[j]! >= 0 || (move & 1 && stays) || (n >= 0 && reach14[n]!)) any = 1;
      }
      cur[i] = any;
    }
    [prev, cur] = [cur, prev];
    // r draws to come is turn 18 - r, index 17 - r.
    rows.forEach(({ target }, j) => {
      if (prev[target] && out[j]!.win[TURNS - 1 - r] === 0) flags[j]![TURNS - 1 - r] = true;
    });
  }
  out.forEach((row, j) => {
    if (flags[j]!.some(Boolean)) row.noYaku = flags[j];
  });
}
