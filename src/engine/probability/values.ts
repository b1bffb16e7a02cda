/**
 * The values of the probabilities' search (probabilities.ts): every discard's tenpai probability, win
 * probability and expected score by turn, under the model of docs/rules.md#probabilities, read off the
 * graph search.ts builds.
 *
 * Algorithm: the model is a finite Markov decision process, solved exactly by dynamic programming over
 * the graph of the search: the values are filled in by draws to come, r = 0..17, every node at once, the
 * three metrics in one pass over the graph, each maximised on its own. A riichi hand's values follow in
 * closed form from its waits (it only wins or throws back). Why this order of work: the graph is built
 * once and read 18 times, so the pass over it is a plain loop over typed arrays, with no call and no
 * allocation per node. Then, on an open hand, the turns at which a row cannot win for want of a yaku are
 * marked by one boolean pass per turn over the same graph (markNoYaku).
 *
 * The options closer to a real game (docs/rules.md#probabilities) stay out of the loops: honba and
 * sticks are in the wins' points (search.ts), the tenpai payment and the riichi stick are the values
 * with no draw to come (r = 0), haitei picks other columns of points for r = 1, and ippatsu is a second
 * sum over a riichi node's waits (its own riichi value is a declaration's, whose first draw has ippatsu;
 * the riichi value carried to the next r is past it). With them off, the loops are the same as before.
 */
import type { Tile } from '../types.ts';
import { type Memory, PLAIN, RIICHI_ONLY, BEST } from './memory.ts';
import type { Context } from './pool.ts';
import type { Alias, SearchLimits, Start } from './search.ts';

/** One discard's values by turn: index k is turn k + 1 (18 turns). */
export interface ProbabilityRow {
  /** The tile discarded: with red fives as kinds, a row for the red five and one for its plain five; without, as DiscardRow's. */
  discard: Tile;
  /** Probability of being tenpai by the last draw. */
  tenpai: number[];
  /** Probability of winning by tsumo. */
  win: number[];
  /** Expected points won (0 when no win); with the options closer to a real game, the tenpai payment and the riichi stick lost count too (so it may be below 0). */
  ev: number[];
  /**
   * An open hand only, and only when some turn has it: per turn, true when a complete hand can be drawn
   * but none with a yaku, so the win probability is 0 for want of a yaku (役なし), not of tiles.
   */
  noYaku?: boolean[];
}

/** The turns of a row: index k is turn k + 1. */
export const TURNS = 18;

/**
 * The values by draws to come, r = 0..17, all three metrics in one pass per r: a node's value is what it
 * is worth to hold it before a draw, the better of dama and riichi where both are open (its `stay`).
 * The rows, in the order of `starts`, each named by its tile in `discards`; null when the signal stops it.
 */
export function values(
  ctx: Context,
  graph: { starts: Start[]; alias: Alias | null; levels13: number[]; levels14: number[] },
  discards: Tile[],
  mem: Memory,
  limits: SearchLimits,
): ProbabilityRow[] | null {
  const { starts, alias, levels13, levels14 } = graph;
  // The 13-tile start's copy reads its draws thrown back at the hand's own node (search.ts, Alias).
  const aliasNode = alias ? alias.node : -1;
  const aliasReal = alias ? alias.real : -1;
  const n13 = mem.kind13.n;
  const n14 = mem.targetStart.n - 1;
  const inv = 1 / ctx.poolSize;
  const kind13 = mem.kind13.a;
  const selfWeight = mem.selfWeight.a;
  const edgeStart = mem.edgeStart.a;
  const edgeWeight = mem.edgeWeight.a;
  const edgeWin = mem.edgeWin.a;
  const edgeMove = mem.edgeMove.a;
  const waitStart = mem.waitStart.a;
  const waitWeight = mem.waitWeight.a;
  const targetStart = mem.targetStart.a;
  const targets = mem.targets.a;
  // A 13-tile node's values at r - 1 draws (prev) and at r (cur), the three metrics side by side (tenpai,
  // win, ev: the expected score; node i's at 3i, 3i + 1, 3i + 2, so that reading a node the graph points
  // to touches one place in memory), its riichi values, and the 14-tile nodes' values, side by side too;
  // views of the memory's one array (the riichi values and the first values start at 0).
  const need = 8 * n13 + 3 * n14;
  if (mem.values.length < need) mem.values = new Float64Array(Math.max(need, 2 * mem.values.length));
  const view = (at: number, length: number) => mem.values.subarray(at, at + length);
  let prev = view(0, 3 * n13);
  let cur = view(3 * n13, 3 * n13);
  const riichiWin = view(6 * n13, n13);
  const riichiEv = view(7 * n13, n13);
  const v14 = view(8 * n13, 3 * n14);
  mem.values.fill(0, 0, 8 * n13);
  // At the exhaustive draw (no draw to come): tenpai or not, and the tenpai payment for a tenpai hand.
  // Riichi needs a draw to come, so a hand that would declare with none stays dama; a riichi hand
  // (riichiEv: one that declared before) has lost its stick.
  const { tenpaiPayment, riichiStick, haitei, ippatsu } = ctx.options;
  for (let i = 0; i < n13; i++) prev[3 * i] = mem.shanten13.a[i]! <= 0 ? 1 : 0;
  if (tenpaiPayment !== 0) for (let i = 0; i < n13; i++) prev[3 * i + 2] = prev[3 * i]! * tenpaiPayment;
  if (tenpaiPayment !== 0 || riichiStick) riichiEv.fill(tenpaiPayment - (riichiStick ? 1000 : 0));
  // The rows' values by r, in typed arrays read by index: plain arrays and objects here (a closure over
  // `starts`, arrays whose first values 0 and 1 are followed by fractions) changed shape within the loop,
  // and the optimised loop was thrown away at that point on every call (ten times as long on a small open hand).
  const rowCount = starts.length;
  const startNodes = Int32Array.from(starts, (start) => start.node);
  const kept = new Float64Array(3 * rowCount * TURNS);
  const keep = (r: number) => {
    for (let j = 0; j < rowCount; j++) {
      const at = 3 * startNodes[j]!;
      const to = 3 * (j * TURNS + r);
      kept[to] = prev[at]!;
      kept[to + 1] = prev[at + 1]!;
      kept[to + 2] = prev[at + 2]!;
    }
  };
  keep(0);
  for (let r = 1; r < TURNS; r++) {
    if (limits.signal?.aborted) return null;
    // The wins' points for this draw: with haitei, the last draw's (r = 1) have a han more; a riichi
    // hand's first draw after its declaration (`fresh`, the node's own riichi value) one more with ippatsu.
    const last = haitei && r === 1;
    const damaPoints = last ? mem.damaPlus.a : mem.damaPoints.a;
    const waitPoints = last ? mem.waitPlus1.a : mem.waitPoints.a;
    const freshPoints = !ippatsu ? null : last ? mem.waitPlus2.a : mem.waitPlus1.a;
    // With r draws to come only the nodes at most TURNS - 1 - r kept draws from the rows can still be met
    // (their values are what the rows read at turn 1 and later): deeper ones are left as they are.
    const depth = TURNS - 1 - r;
    const last13 = depth < levels13.length ? levels13[depth]! : n13;
    const last14 = depth < levels14.length ? levels14[depth]! : n14;
    for (let node = 0; node < last14; node++) {
      let bestTenpai = -Infinity;
      let bestWin = -Infinity;
      let bestEv = -Infinity;
      for (let j = targetStart[node]!, end = targetStart[node + 1]!; j < end; j++) {
        const at = 3 * targets[j]!;
        const t = prev[at]!;
        const w = prev[at + 1]!;
        const e = prev[at + 2]!;
        if (t > bestTenpai) bestTenpai = t;
        if (w > bestWin) bestWin = w;
        if (e > bestEv) bestEv = e;
      }
      v14[3 * node] = bestTenpai;
      v14[3 * node + 1] = bestWin;
      v14[3 * node + 2] = bestEv;
    }
    for (let i = 0; i < last13; i++) {
      const kind = kind13[i]!;
      let riichiW = 0;
      let riichiE = 0;
      if (kind !== PLAIN) {
        // Riichi: each wait wins (or, for points, is thrown back when going on is worth more); the rest is thrown back.
        const winBefore = riichiWin[i]!;
        const evBefore = riichiEv[i]!;
        let waiting = 0;
        let points = 0;
        for (let j = waitStart[i]!, end = waitStart[i + 1]!; j < end; j++) {
          const weight = waitWeight[j]!;
          waiting += weight;
          const p = waitPoints[j]!;
          points += weight * (p > evBefore ? p : evBefore);
        }
        riichiW = (waiting + (ctx.poolSize - waiting) * winBefore) * inv;
        riichiE = (points + (ctx.poolSize - waiting) * evBefore) * inv;
        riichiWin[i] = riichiW;
        riichiEv[i] = riichiE;
        if (freshPoints !== null) {
          // Declared on the discard that made this node: its first draw wins with ippatsu.
          let fresh = 0;
          for (let j = waitStart[i]!, end = waitStart[i + 1]!; j < end; j++) {
            const p = freshPoints[j]!;
            fresh += waitWeight[j]! * (p > evBefore ? p : evBefore);
          }
          riichiE = (fresh + (ctx.poolSize - waiting) * evBefore) * inv;
        }
        if (kind === RIICHI_ONLY) {
          cur[3 * i] = 1;
          cur[3 * i + 1] = riichiW;
          cur[3 * i + 2] = riichiE;
          continue;
        }
      }
      const stay = i === aliasNode ? aliasReal : i;
      const stayTenpai = prev[3 * stay]!;
      const stayWin = prev[3 * stay + 1]!;
      const stayEv = prev[3 * stay + 2]!;
      const self = selfWeight[i]!;
      let tenpai = self * stayTenpai;
      let win = self * stayWin;
      let ev = self * stayEv;
      for (let j = edgeStart[i]!, end = edgeStart[i + 1]!; j < end; j++) {
        const ref = edgeWin[j]!;
        const points = ref < 0 ? NaN : damaPoints[ref]!;
        const move = edgeMove[j]!;
        let bestTenpai: number;
        let bestWin: number;
        let bestEv: number;
        if (points === points) {
          bestTenpai = 1;
          bestWin = 1;
          bestEv = points;
        } else {
          bestTenpai = -Infinity;
          bestWin = -Infinity;
          bestEv = -Infinity;
        }
        if (move & 1) {
          if (stayTenpai > bestTenpai) bestTenpai = stayTenpai;
          if (stayWin > bestWin) bestWin = stayWin;
          if (stayEv > bestEv) bestEv = stayEv;
        }
        const node = (move >> 1) - 1;
        if (node >= 0) {
          const at = 3 * node;
          const t = v14[at]!;
          const w = v14[at + 1]!;
          const e = v14[at + 2]!;
          if (t > bestTenpai) bestTenpai = t;
          if (w > bestWin) bestWin = w;
          if (e > bestEv) bestEv = e;
        }
        const weight = edgeWeight[j]!;
        tenpai += weight * bestTenpai;
        win += weight * bestWin;
        ev += weight * bestEv;
      }
      tenpai *= inv;
      win *= inv;
      ev *= inv;
      if (kind === BEST) {
        // Dama or riichi: riichi is tenpai and every wait wins.
        tenpai = 1;
        if (riichiW > win) win = riichiW;
        if (riichiE > ev) ev = riichiE;
      }
      cur[3 * i] = tenpai;
      cur[3 * i + 1] = win;
      cur[3 * i + 2] = ev;
    }
    [prev, cur] = [cur, prev];
    keep(r);
    limits.progress(0.9 + (0.1 * r) / TURNS);
  }
  // Index k of a row is turn k + 1, that is r = 17 - k draws to come.
  const byTurn = (j: number, metric: number) => Array.from({ length: TURNS }, (_, k) => kept[3 * (j * TURNS + TURNS - 1 - k) + metric]!);
  const out: ProbabilityRow[] = starts.map((_, j) => ({
    discard: discards[j]!,
    tenpai: byTurn(j, 0),
    win: byTurn(j, 1),
    ev: byTurn(j, 2),
  }));
  // A closed hand's tsumo always has a yaku (門前清自摸和); an open one may have none to win with.
  if (!ctx.closed && out.some((row) => row.win.some((win) => win === 0))) markNoYaku(out, starts, alias, mem);
  limits.progress(1);
  return out;
}

/**
 * Marks, on the rows of an open hand, the turns at which a complete hand can be drawn but none with a
 * yaku: the win probability is 0 for want of a yaku, not for want of tiles. Reachability within r draws
 * is one boolean pass per r over the same graph as the values (the moves of a complete hand without a
 * yaku are the ones the search lists for it), a complete draw counting as reached.
 */
function markNoYaku(out: ProbabilityRow[], starts: Start[], alias: Alias | null, mem: Memory): void {
  const n13 = mem.kind13.n;
  const n14 = mem.targetStart.n - 1;
  const selfWeight = mem.selfWeight.a;
  const edgeStart = mem.edgeStart.a;
  const edgeWin = mem.edgeWin.a;
  const edgeMove = mem.edgeMove.a;
  const targetStart = mem.targetStart.a;
  const targets = mem.targets.a;
  let prev = new Uint8Array(n13);
  let cur = new Uint8Array(n13);
  const reach14 = new Uint8Array(n14);
  const flags = starts.map(() => new Array<boolean>(TURNS).fill(false));
  for (let r = 1; r < TURNS; r++) {
    for (let node = 0; node < n14; node++) {
      let any = 0;
      for (let j = targetStart[node]!, end = targetStart[node + 1]!; j < end && !any; j++) any = prev[targets[j]!]!;
      reach14[node] = any;
    }
    for (let i = 0; i < n13; i++) {
      // A draw thrown back leaves the hand as it is: it reaches what the hand reaches with one draw less.
      const stays = prev[alias && i === alias.node ? alias.real : i]!;
      let any = selfWeight[i]! > 0 ? stays : 0;
      for (let j = edgeStart[i]!, end = edgeStart[i + 1]!; j < end && !any; j++) {
        const move = edgeMove[j]!;
        const node = (move >> 1) - 1;
        if (edgeWin[j]! >= 0 || (move & 1 && stays) || (node >= 0 && reach14[node]!)) any = 1;
      }
      cur[i] = any;
    }
    [prev, cur] = [cur, prev];
    // r draws to come is turn 18 - r, index 17 - r.
    starts.forEach(({ node }, j) => {
      if (prev[node] && out[j]!.win[TURNS - 1 - r] === 0) flags[j]![TURNS - 1 - r] = true;
    });
  }
  out.forEach((row, j) => {
    if (flags[j]!.some(Boolean)) row.noYaku = flags[j];
  });
}
