/**
 * The probabilities' search memory: the graph's columns, its key tables and the values' arrays, kept
 * between calls.
 *
 * Why: the graph of a search holds up to hundreds of thousands of nodes and millions of draws, so it
 * lives in columns of typed arrays (one number per node or draw, no object) that grow by doubling. Typed
 * arrays are slow to make (their storage lives outside the JavaScript heap), and a small search would
 * spend a third of its time making them, so the memory is kept for the next call. As with the shanten
 * workspaces, a call takes one from a free list and gives it back, so calls may nest without sharing;
 * one that grew large is let go.
 *
 * The graph (search.ts builds it, probabilities.ts reads it): a 13-tile node is a hand waiting for its
 * draw, a 14-tile node a hand with a discard to make; node ids are their order of discovery.
 */
import { type KeyTable, clearTable, keyTable, slotCount } from './keys.ts';

/** Kinds of 13-tile node: its own draws only, dama with a riichi twin ('best'), or riichi only ('always'). */
export const PLAIN = 0;
export const BEST = 1;
export const RIICHI_ONLY = 2;

/** A growable column of numbers: the first n of a, replaced by a copy twice the size when full. */
export interface F64 {
  a: Float64Array;
  n: number;
}
export interface I32 {
  a: Int32Array;
  n: number;
}
const f64 = (): F64 => ({ a: new Float64Array(256), n: 0 });
const i32 = (): I32 => ({ a: new Int32Array(256), n: 0 });

export function pushF(column: F64, value: number): void {
  if (column.n === column.a.length) {
    const bigger = new Float64Array(column.a.length * 2);
    bigger.set(column.a);
    column.a = bigger;
  }
  column.a[column.n++] = value;
}

export function pushI(column: I32, value: number): void {
  if (column.n === column.a.length) {
    const bigger = new Int32Array(column.a.length * 2);
    bigger.set(column.a);
    column.a = bigger;
  }
  column.a[column.n++] = value;
}

/** The column made n long (its contents unspecified; a new array when it is too short): its array. */
export function sized(column: F64, n: number): Float64Array {
  if (column.a.length < n) column.a = new Float64Array(Math.max(n, 2 * column.a.length));
  column.n = n;
  return column.a;
}

/** `array`, or a copy at least `need` long (twice as long at least) when it is shorter. */
export function grown(array: Uint8Array<ArrayBuffer>, need: number): Uint8Array<ArrayBuffer> {
  if (need <= array.length) return array;
  const bigger = new Uint8Array(Math.max(need, array.length * 2));
  bigger.set(array);
  return bigger;
}

export interface Memory {
  /** 13-tile nodes: counts (one per kind, `kinds` per node), key, shanten, kind (PLAIN, BEST, RIICHI_ONLY); once expanded, the weight of the draws thrown back and where its draws and riichi waits start. */
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
  /**
   * The same wins with more han (docs/rules.md#probabilities, "Closer to a real game"), filled by the
   * scoring only when an option asks: a dama win with haitei (NaN: no win even so), a riichi win with
   * one han more (ippatsu or haitei) and with two (both).
   */
  damaPlus: F64;
  waitPlus1: F64;
  waitPlus2: F64;
  /** 14-tile nodes: the 13-tile nodes their allowed discards lead to, [targetStart[n], targetStart[n + 1]). */
  targetStart: I32;
  targets: I32;
  /** Wins (a member: the 13-tile node and the kind drawn, its draw and riichi wait or -1), linked by the 14 tiles won. */
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
/**
 * Memory kept for the next call only up to this many 13-tile nodes (a larger search's is let go): about
 * 50 MB at most. A search that starts from small columns and tables grows them by doubling, and for a
 * search of tens of thousands of hands the growing (copies, rehashing, the collector) cost a quarter of
 * its time; a page's worker asks for one hand after another, so what one search grew serves the next.
 */
const KEEP_NODES = 1 << 17;
/** Memory for one search, empty: a free one, or a new one. */
export function acquireMemory(): Memory {
  const mem: Memory = freeMemory.pop() ?? {
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
    damaPlus: f64(),
    waitPlus1: f64(),
    waitPlus2: f64(),
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
  for (const column of [
    mem.hi13,
    mem.lo13,
    mem.shanten13,
    mem.kind13,
    mem.selfWeight,
    mem.edgeStart,
    mem.waitStart,
    mem.edgeWeight,
    mem.edgeWin,
    mem.edgeMove,
    mem.damaPoints,
    mem.waitWeight,
    mem.waitPoints,
    mem.damaPlus,
    mem.waitPlus1,
    mem.waitPlus2,
    mem.targetStart,
    mem.targets,
    mem.winNode,
    mem.winKind,
    mem.winEdge,
    mem.winWait,
    mem.winNext,
    mem.winFirst,
  ])
    column.n = 0;
  for (const table of [mem.table13, mem.table14, mem.winGroups]) clearTable(table);
  return mem;
}

/** Gives the memory back for the next call, unless it grew large. */
export function releaseMemory(mem: Memory): void {
  if (mem.hi13.a.length > KEEP_NODES || slotCount(mem.table14) > 8 * KEEP_NODES) return;
  // The key tables are emptied by a new generation on the next call (keys.ts): no slot is cleared.
  freeMemory.push(mem);
}
