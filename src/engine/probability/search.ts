/**
 * The probabilities' graph search: every hand the model of docs/rules.md#probabilities can reach from
 * the discards of the starting hand, as a graph of two layers, and the points of every win in it.
 *
 * Why a graph: the model is a finite Markov decision process, solved exactly by dynamic programming
 * (probabilities.ts), as the native programs do; the graph is what the dynamic programming walks 18
 * times. A 13-tile node is a hand waiting for its draw: per kind it can draw, the draw's weight and what
 * the draw allows (a win with its points, the hand kept as it is, and/or a 14-tile node). A 14-tile node
 * is a hand with a discard to make: the 13-tile nodes its allowed discards lead to. Many 13-tile hands
 * draw to the same 14 tiles, so each choice of discard is worked out once. Draws that can only be thrown
 * back are folded into one weight per node, and riichi is no node of its own: a tenpai closed hand's
 * node carries its waits and their riichi points, whose values follow in closed form (a riichi hand only
 * wins or throws back). Nothing is sampled and nothing is pruned.
 *
 * Speed: the shanten of a node and the kinds that lower it come from one call of the effective-tile
 * kernel (analysis/effective.ts), and a 14-tile node's discards from one call each that re-reads only the
 * suit that changed and asks for the shanten alone; keys move by a power of 5 per tile (keys.ts); the
 * graph lives in the memory kept between calls (memory.ts); the wins are scored after the search,
 * grouped by the 14 tiles won, each complete hand decomposed once for all its winning tiles and for dama
 * and riichi with every ura-dora total, and the extra han of ippatsu and haitei when they are on
 * (tsumoPointsByWin). The memory budget (maxStates) counts 13-tile hands.
 */
import { doraOf } from '../core/position.ts';
import { SHANTEN_ONLY, effectiveKinds } from '../analysis/effective.ts';
import type { Workspace } from '../shanten/workspace.ts';
import { type ScorePosition, pointsWithExtraHan, tsumoPointsByWin } from '../scoring/score.ts';
import type { ScoreTable } from '../scoring/score-types.ts';
import type { Situation } from '../types.ts';
import { POW_HI, POW_LO, insert, keyHi, keyLo, lookup } from './keys.ts';
import { BEST, type Memory, PLAIN, RIICHI_ONLY, grown, pushF, pushI, sized } from './memory.ts';
import { type Context, changes, fold, handOf, suitBit } from './pool.ts';

/** Kinds of 14-tile node: the discards that keep its shanten (and, within its budget, those that raise it), or the raising ones only. */
const KEEP = 0;
const BACK_ONLY = 1;

/**
 * A row of the answer: a distinct discard of the starting hand (a kind of the pool) and the 13-tile node it
 * leads to; for a 13-tile start, its one row (discard -1) and its node.
 */
export interface Start {
  discard: number;
  node: number;
}

/**
 * A 13-tile start that could declare riichi on a discard of its own: its row's node is a copy of the hand's
 * node (`node`) that cannot declare before its next discard, and whose draws thrown back lead to the hand's
 * node (`real`), from which it can. Absent when the two would be the same.
 */
export interface Alias {
  node: number;
  real: number;
}

/**
 * How a search ended: the rows' nodes and the graph's levels, or why it stopped. Nodes are numbered breadth
 * first, so a level is a prefix: levels13[d] is how many 13-tile nodes lie at most d kept draws from the
 * rows, levels14[d] how many 14-tile nodes were found expanding them (the values need no deeper node
 * where fewer draws are to come than it takes to reach it).
 */
export type SearchOutcome =
  | { ok: true; starts: Start[]; alias: Alias | null; levels13: number[]; levels14: number[] }
  | { ok: false; stop: 'too-large' | 'cancelled' };

/** What a search is given beside its context: its memory budget, and how it reports and hears a stop. */
export interface SearchLimits {
  maxStates: number;
  signal: { readonly aborted: boolean } | undefined;
  progress(done: number): void;
}

/**
 * Builds the graph of the context's hand into `mem`, breadth first from the starting hand's discards,
 * then scores its wins; `work13` and `work14` are the kernel's workspaces for the 13- and 14-tile hands.
 */
export function search(ctx: Context, limits: SearchLimits, work13: Workspace, work14: Workspace, mem: Memory): SearchOutcome {
  const { maxStates, signal, progress } = limits;
  const K = ctx.kinds;
  const { handChanges: handChangesOn, shantenBack, riichi: riichiRule } = ctx.options;
  const s0 = ctx.startShanten;
  const outside = ctx.outside;
  const start = ctx.start;
  // A closed tenpai's node: riichi only, dama with its riichi twin, or dama alone (a plain node: its draws win as they do for an open hand).
  const tenpaiKind = riichiRule === 'always' ? RIICHI_ONLY : riichiRule === 'never' ? PLAIN : BEST;
  const scratch34 = new Uint8Array(34);
  const x = new Uint8Array(K);
  const {
    hi13,
    lo13,
    shanten13,
    kind13,
    selfWeight,
    edgeStart,
    waitStart,
    edgeWeight,
    edgeWin,
    edgeMove,
    damaPoints,
    waitWeight,
    waitPoints,
    targetStart,
    targets,
  } = mem;

  // Keys are handed to node13 and node14 in these arrays, not as arguments: a key half is a double
  // beyond 2^31, which a call that is not inlined would box on the heap, millions of times a search.
  const key13 = new Float64Array(2);
  const key14 = new Float64Array(2);

  const node13 = (shanten: number, from: Uint8Array, removed: number): number => {
    const hi = key13[0]!;
    const lo = key13[1]!;
    let id = lookup(mem.table13, hi, lo);
    if (id >= 0) return id;
    id = hi13.n;
    mem.table13 = insert(mem.table13, hi, lo, id);
    pushF(hi13, hi);
    pushF(lo13, lo);
    pushI(shanten13, shanten);
    pushI(kind13, shanten === 0 && ctx.closed ? tenpaiKind : PLAIN);
    mem.counts13 = grown(mem.counts13, (id + 1) * K);
    const counts13 = mem.counts13;
    const at = id * K;
    for (let k = 0; k < K; k++) counts13[at + k] = from[k]!;
    if (removed >= 0) counts13[at + removed]!--;
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
  const node14 = (sX: number, variant: number, back: boolean): number => {
    const hi = key14[0]!;
    const lo = key14[1]!;
    const key = lo * 2 + variant;
    let id = lookup(mem.table14, hi, key);
    if (id >= 0) return id;
    id = targetStart.n;
    mem.table14 = insert(mem.table14, hi, key, id);
    pushI(targetStart, targets.n);
    const keep = sX < 0 ? 0 : sX;
    const c = fold34(x, 0);
    let changed = 15;
    for (let d = 0; d < K; d++) {
      if (!x[d]) continue;
      const f = fold(d);
      c[f]!--;
      changed |= suitBit(f);
      const s = effectiveKinds(work14, c, ctx.draw, changed, SHANTEN_ONLY);
      c[f]!++;
      changed = suitBit(f);
      if ((variant === KEEP && s === keep) || (back && s > keep)) {
        key13[0] = hi - POW_HI[d]!;
        key13[1] = lo - POW_LO[d]!;
        pushI(targets, node13(s, x, d));
      }
    }
    return id;
  };

  // The rows: each distinct allowed discard of the starting hand (those keeping the lowest shanten, unless
  // shanten-back); a 13-tile start is its one row.
  const starts: Start[] = [];
  let alias: Alias | null = null;
  let size = 0;
  for (let k = 0; k < K; k++) size += start[k]!;
  if (size % 3 === 1) {
    key13[0] = keyHi(start);
    key13[1] = keyLo(start);
    const s = effectiveKinds(work14, fold34(start, 0), ctx.draw, 15, SHANTEN_ONLY);
    const real = node13(s, start, -1);
    let node = real;
    if (kind13.a[real] !== PLAIN) {
      // The hand was not declared on the discard that made it: a copy that is dama until its next discard,
      // in no table (no other path reaches it), whose draws thrown back lead to the hand's own node.
      node = hi13.n;
      pushF(hi13, key13[0]);
      pushF(lo13, key13[1]);
      pushI(shanten13, s);
      pushI(kind13, PLAIN);
      mem.counts13 = grown(mem.counts13, (node + 1) * K);
      for (let k = 0; k < K; k++) mem.counts13[node * K + k] = start[k]!;
      alias = { node, real };
    }
    starts.push({ discard: -1, node });
  } else {
    const hi = keyHi(start);
    const lo = keyLo(start);
    const found: { d: number; s: number }[] = [];
    const c = fold34(start, 0);
    for (let d = 0; d < K; d++) {
      if (!start[d] || (ctx.allowed && !ctx.allowed[fold(d)])) continue;
      c[fold(d)]!--;
      found.push({ d, s: effectiveKinds(work14, c, ctx.draw, 15, SHANTEN_ONLY) });
      c[fold(d)]!++;
    }
    const lowest = Math.min(...found.map((f) => f.s));
    for (const { d, s } of found) {
      if (s !== lowest && !shantenBack && fold(d) !== ctx.also) continue;
      key13[0] = hi - POW_HI[d]!;
      key13[1] = lo - POW_LO[d]!;
      starts.push({ discard: d, node: node13(s, start, d) });
    }
  }

  // Expansion, breadth first: 13-tile nodes in the order found (a 14-tile node is worked out as it is found).
  const levels13: number[] = [];
  const levels14: number[] = [];
  let levelEnd = hi13.n;
  for (let i = 0; i < hi13.n; i++) {
    if (i === levelEnd) {
      // Every node of the level before is expanded: the nodes found so far are one draw deeper at most.
      levels13.push(levelEnd);
      levels14.push(targetStart.n);
      levelEnd = hi13.n;
    }
    if (hi13.n > maxStates) return { ok: false, stop: 'too-large' };
    if ((i & 255) === 255) {
      if (signal?.aborted) return { ok: false, stop: 'cancelled' };
      progress((0.9 * i) / hi13.n);
    }
    const at = i * K;
    const kind = kind13.a[i]!;
    const s = effectiveKinds(work13, fold34(mem.counts13, at), ctx.draw);
    const effective = work13.effective;
    const hi = hi13.a[i]!;
    const lo = lo13.a[i]!;
    const ch = changes(ctx, mem.counts13, at);
    // Hand changes are read on the hand before the draw; shanten-back on the 14 tiles after it.
    const handChanges = kind !== RIICHI_ONLY && handChangesOn && ch + s < s0 + 1;
    let self = 0;
    // The node's counts, copied: x is the hand before each draw and after it (node14 reads it), and
    // the counts' array may be replaced as new nodes are found.
    for (let k = 0; k < K; k++) x[k] = mem.counts13[at + k]!;
    pushI(edgeStart, edgeWeight.n);
    pushI(waitStart, waitWeight.n);
    for (let k = 0; k < K; k++) {
      const weight = outside[k]! - x[k]!;
      if (weight <= 0) continue;
      const f = fold(k);
      const lowers = (effective[f < 27 ? (f / 9) | 0 : 3]! >> (f % 9)) & 1;
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
        let group = lookup(mem.winGroups, xHi, xLo);
        if (group < 0) {
          group = mem.winFirst.n;
          mem.winGroups = insert(mem.winGroups, xHi, xLo, group);
          pushI(mem.winFirst, -1);
        }
        pushI(mem.winNode, i);
        pushI(mem.winKind, k);
        pushI(mem.winEdge, kind === RIICHI_ONLY ? -1 : damaPoints.n);
        pushI(mem.winWait, kind === PLAIN ? -1 : waitWeight.n);
        pushI(mem.winNext, mem.winFirst.a[group]!);
        mem.winFirst.a[group] = mem.winNode.n - 1;
        if (kind !== PLAIN) {
          pushF(waitWeight, weight);
          pushF(waitPoints, 0);
        }
        if (kind === RIICHI_ONLY) listed = false;
        else {
          // Going on instead: thrown back, or the hand changes' and shanten-back's moves.
          key14[0] = xHi;
          key14[1] = xLo;
          node = handChanges ? node14(sX, KEEP, back) : back ? node14(sX, BACK_ONLY, true) : -1;
          stays = handChanges ? 0 : 1;
        }
      } else if (lowers || handChanges) {
        key14[0] = xHi;
        key14[1] = xLo;
        node = node14(sX, KEEP, back);
      } else if (back) {
        key14[0] = xHi;
        key14[1] = xLo;
        node = node14(sX, BACK_ONLY, true);
        stays = 1;
      } else {
        self += weight;
        listed = false;
      }
      x[k]!--;
      if (listed) {
        pushI(edgeWeight, weight);
        if (sX === -1) {
          pushI(edgeWin, damaPoints.n);
          pushF(damaPoints, NaN); // the win's points come later (scoreWins)
        } else pushI(edgeWin, -1);
        pushI(edgeMove, (node + 1) * 2 + stays);
      }
    }
    pushF(selfWeight, self);
  }
  levels13.push(hi13.n);
  levels14.push(targetStart.n);
  pushI(edgeStart, edgeWeight.n);
  pushI(waitStart, waitWeight.n);
  pushI(targetStart, targets.n);
  if (signal?.aborted) return { ok: false, stop: 'cancelled' };
  scoreWins(ctx, mem);
  if (signal?.aborted) return { ok: false, stop: 'cancelled' };
  return { ok: true, starts, alias, levels13, levels14 };
}

/**
 * The points of every win the search found, filled into the draws (dama) and the riichi waits. Wins are
 * grouped by the 14 tiles won, so each complete hand is decomposed once for all its winning tiles
 * (tsumoPointsByWin); riichi adds one han to every reading and each ura-dora one more, and the best
 * reading is chosen again for each total, so one scoring gives dama, riichi and every ura-dora total.
 * Ippatsu and haitei are han of the same kind (on every reading, whatever its shape), so the same
 * scoring gives them too: a riichi win with 0, 1 or 2 of them (its columns waitPoints, waitPlus1,
 * waitPlus2) and a dama win with haitei (damaPlus). Only a complete hand with no other yaku is scored
 * again, with haitei as its yaku (extra han need a yaku to add to). Honba and sticks on the table are
 * added to every win's value here, once, so the values' loops never see them.
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
  // Riichi points are read by riichi waits only, which a search that never declares has none of.
  const riichi = ctx.closed && ctx.options.riichi !== 'never';
  const { ura, haitei, ippatsu } = ctx.options;
  // What the table adds to any win: 100 per honba from each tsumo payer (the others: two with three
  // players), and 1,000 per stick (the hand's own riichi stick is not among them: the values count it).
  const bonus = 100 * ctx.options.honba * (ctx.players - 1) + 1000 * ctx.options.sticks;
  // The han a riichi win may have beside riichi and ura-dora: ippatsu, haitei (0 to 2).
  const plus = (ippatsu ? 1 : 0) + (haitei ? 1 : 0);
  const damaPlus = haitei ? sized(mem.damaPlus, mem.damaPoints.n) : damaPoints;
  const waitsBy = [waitPoints];
  for (let e = 1; e <= plus; e++) waitsBy.push(sized(e === 1 ? mem.waitPlus1 : mem.waitPlus2, mem.waitPoints.n));
  // A new indicator turned before the first draw (a kan): the share of the pool each kind is, as the new
  // indicator is drawn from the pool of the starting hand. It brings an ura indicator of its own.
  const indicators = Math.max(1, ctx.dora.length) + (ctx.newIndicator ? 1 : 0);
  const turned = ctx.newIndicator ? new Float64Array(K) : null;
  if (turned) for (let k = 0; k < K; k++) turned[k] = (ctx.outside[k]! - ctx.start[k]!) / ctx.poolSize;
  const turnedDist = new Float64Array(5);
  const situation: Situation = { win: 0, by: 'tsumo', round: ctx.round, seat: ctx.seat, riichi: 'none' };
  const table: ScoreTable = { players: ctx.players, indicators: [...ctx.dora], nuki: 0 };
  // The kind each kind indicates, as an ura-dora indicator.
  const indicated = new Uint8Array(K);
  for (let k = 0; k < K; k++) indicated[k] = doraOf(fold(k), ctx.players);
  const x = new Uint8Array(K);
  const all = new Uint8Array(34);
  const one = new Float64Array(5);
  const oneWon = new Float64Array(5);
  const inv = 1 / ctx.poolSize;
  const wins: number[] = [];
  for (let g = 0; g < mem.winFirst.n; g++) {
    const first = mem.winFirst.a[g]!;
    const at0 = winNode[first]! * K;
    for (let k = 0; k < K; k++) x[k] = counts13[at0 + k]!;
    x[winKind[first]!]!++;
    const hand = handOf(ctx, x);
    // Extra han totals: 0 (dama) and 1 (dama with haitei), then riichi (1) with its extra han and
    // 0..most ura-dora the indicators can make: riichi with e extra han and u ura-dora is 1 + e + u.
    all.set(hand.tiles);
    for (const meld of ctx.melds) for (const k of meld.tiles) all[k]!++;
    let most = 0;
    for (let k = 0; k < 34; k++) if (all[k]! > most) most = all[k]!;
    // The new indicator's dora: u with the share of the pool pointing to a kind the hand holds u of.
    if (turned) {
      turnedDist.fill(0);
      for (let k = 0; k < K; k++) turnedDist[all[indicated[k]!]!]! += turned[k]!;
    }
    const totals = (!riichi ? (haitei ? 1 : 0) : 1 + plus + (ura ? indicators * most : 0)) + (turned ? most : 0);
    const extra: number[] = [];
    for (let t = 0; t <= totals; t++) extra.push(t);
    // The group's winning tiles (a red five and its plain five score alike).
    wins.length = 0;
    for (let member = first; member >= 0; member = winNext[member]!)
      if (!wins.includes(fold(winKind[member]!))) wins.push(fold(winKind[member]!));
    const points = tsumoPointsByWin({ hand, table }, situation, wins, extra, ctx.rules);
    // Copies of each kind an ura indicator can be, by how many ura-dora it makes, in the pool of the 14 won.
    if (riichi && ura) {
      oneWon.fill(0);
      for (let k = 0; k < K; k++) oneWon[all[indicated[k]!]!]! += ctx.outside[k]! - x[k]!;
    }
    for (let member = first; member >= 0; member = winNext[member]!) {
      const win = fold(winKind[member]!);
      const byTotal = points[wins.indexOf(win)]!;
      const edge = winEdge[member]!;
      if (edge >= 0) {
        const dama = byTotal[0];
        if (turned) {
          // Averaged over the new indicator: dora are no yaku, so a hand without one wins nothing still.
          damaPoints[edge] = dama == null ? NaN : averaged(byTotal, 0, turnedDist) + bonus;
          if (haitei) {
            const last = dama == null ? haiteiAlone({ hand, table }, win, ctx, turnedDist, most) : averaged(byTotal, 1, turnedDist);
            damaPlus[edge] = last == null ? NaN : last + bonus;
          }
        } else {
          damaPoints[edge] = dama == null ? NaN : dama + bonus;
          if (haitei) {
            // Haitei is a yaku: a complete hand with no other wins on the last draw all the same.
            const last = dama == null ? haiteiAlone({ hand, table }, win, ctx, null, 0) : byTotal[1]!;
            damaPlus[edge] = last == null ? NaN : last + bonus;
          }
        }
      }
      const wait = winWait[member]!;
      if (wait < 0) continue;
      if (!ura) {
        for (let e = 0; e <= plus; e++) waitsBy[e]![wait] = (turned ? averaged(byTotal, 1 + e, turnedDist) : (byTotal[1 + e] ?? 0)) + bonus;
        continue;
      }
      // The ura-dora total's distribution: as many indicators as dora indicators (at least one), each
      // of kind j with probability w_j / W of the pool before the winning draw, independently; an
      // indicator makes as many ura-dora as the hand (melds included) holds of the kind it points to.
      // The pool before the draw is the pool of the 14 tiles won plus the winning tile itself.
      one.set(oneWon);
      one[all[indicated[winKind[member]!]!]!]! += 1;
      for (let u = 0; u <= 4; u++) one[u]! *= inv;
      let dist: Float64Array = one;
      for (let i = 1; i < indicators; i++) {
        const next = new Float64Array(dist.length + 4);
        for (let t = 0; t < dist.length; t++) for (let u = 0; u <= 4; u++) next[t + u]! += dist[t]! * one[u]!;
        dist = next;
      }
      if (turned) {
        // The new indicator's dora, independent of the ura indicators: the two totals add.
        const next = new Float64Array(dist.length + 4);
        for (let t = 0; t < dist.length; t++) for (let u = 0; u <= 4; u++) next[t + u]! += dist[t]! * turnedDist[u]!;
        dist = next;
      }
      for (let e = 0; e <= plus; e++) {
        let expected = 0;
        for (let u = 0; u < dist.length; u++) if (dist[u] !== 0) expected += dist[u]! * (byTotal[1 + e + u] ?? 0);
        waitsBy[e]![wait] = expected + bonus;
      }
    }
  }
}

/** The points by extra han `from` + u averaged over u's distribution `dist` (u = 0..4). */
function averaged(byTotal: readonly (number | null | undefined)[], from: number, dist: Float64Array): number {
  let sum = 0;
  for (let u = 0; u < dist.length; u++) if (dist[u] !== 0) sum += dist[u]! * (byTotal[from + u] ?? 0);
  return sum;
}

/**
 * The points of a complete hand with no yaku of its own won by tsumo on the last draw, haitei its yaku (null:
 * it cannot be scored); with a new indicator turned (`dist`, over 0..most dora), averaged over it.
 */
function haiteiAlone(position: ScorePosition, win: number, ctx: Context, dist: Float64Array | null, most: number): number | null {
  const last: Situation = { win, winRed: false, by: 'tsumo', round: ctx.round, seat: ctx.seat, riichi: 'none', last: true };
  if (!dist) return pointsWithExtraHan(position, last, [0], ctx.rules)[0] ?? null;
  const extra: number[] = [];
  for (let u = 0; u <= most; u++) extra.push(u);
  const points = pointsWithExtraHan(position, last, extra, ctx.rules);
  return points[0] == null ? null : averaged(points, 0, dist);
}
