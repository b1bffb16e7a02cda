/**
 * The probabilities' key tables: how the search finds a hand it has met before.
 *
 * Why: the search meets each hand many times (every 13-tile hand that draws to the same 14 tiles, every
 * discard back to the same 13), and a string or an object per lookup would cost more than the rest of
 * the work on the hand. So a hand's key is its counts as a number in base 5, in two halves that each
 * stay below 2^53 (kinds 0-18 in `hi`, 19-36 in `lo`): a draw or a discard moves the key by one power of
 * 5 (POW_HI, POW_LO), with no pass over the counts. Keys go into open-addressing tables of typed arrays
 * (linear probing, the slot the top bits of a multiplicative hash), which grow by doubling at half full.
 */

/** The first kind of a key's low half: kinds below it are in `hi`, the rest in `lo`. */
const SPLIT = 19;

/** 5^k in the half that holds kind k (0 in the other): a copy of kind k more adds POW_HI[k] + POW_LO[k]. */
export const POW_HI = new Float64Array(37);
export const POW_LO = new Float64Array(37);
for (let k = 0; k < 37; k++) {
  if (k < SPLIT) POW_HI[k] = 5 ** k;
  else POW_LO[k] = 5 ** (k - SPLIT);
}

/** The high half of the key of counts (kinds 0-18). */
export function keyHi(counts: Uint8Array): number {
  let a = 0;
  for (let k = Math.min(SPLIT, counts.length) - 1; k >= 0; k--) a = a * 5 + counts[k]!;
  return a;
}

/** The low half of the key of counts (kinds 19-36). */
export function keyLo(counts: Uint8Array): number {
  let b = 0;
  for (let k = counts.length - 1; k >= SPLIT; k--) b = b * 5 + counts[k]!;
  return b;
}

/** An open-addressing table from a (hi, lo) key to an id: no string or object per lookup. */
export interface KeyTable {
  hi: Float64Array;
  lo: Float64Array;
  /** The id stored in each slot; -1 for an empty slot. */
  id: Int32Array;
  mask: number;
  /** 32 - log2(size): the slot is the top bits of a multiplicative hash (its low bits are poor). */
  shift: number;
  /** Keys stored. */
  size: number;
}

/** An empty table of 2^bits slots. */
export function keyTable(bits: number): KeyTable {
  const slots = 1 << bits;
  return {
    hi: new Float64Array(slots),
    lo: new Float64Array(slots),
    id: new Int32Array(slots).fill(-1),
    mask: slots - 1,
    shift: 32 - bits,
    size: 0,
  };
}

const slotOf = (table: KeyTable, hi: number, lo: number) =>
  Math.imul(Math.imul((hi >>> 0) ^ ((hi / 4294967296) | 0), 0x9e3779b1) + ((lo >>> 0) ^ ((lo / 4294967296) | 0)), 0x85ebca77) >>>
  table.shift;

/** The id stored for the key, or -1. */
export function lookup(table: KeyTable, hi: number, lo: number): number {
  for (let s = slotOf(table, hi, lo); ; s = (s + 1) & table.mask) {
    const id = table.id[s]!;
    if (id < 0 || (table.hi[s] === hi && table.lo[s] === lo)) return id;
  }
}

/** Stores a key that is not in the table; returns the table, a new one twice the size when it was half full. */
export function insert(table: KeyTable, hi: number, lo: number, id: number): KeyTable {
  if (2 * (table.size + 1) > table.mask) {
    const bigger = keyTable(Math.log2(table.mask + 1) + 1);
    for (let s = 0; s <= table.mask; s++) if (table.id[s]! >= 0) insert(bigger, table.hi[s]!, table.lo[s]!, table.id[s]!);
    table = bigger;
  }
  let s = slotOf(table, hi, lo);
  while (table.id[s]! >= 0) s = (s + 1) & table.mask;
  table.hi[s] = hi;
  table.lo[s] = lo;
  table.id[s] = id;
  table.size++;
  return table;
}

/** Empties a table in place (its slots kept). */
export function clearTable(table: KeyTable): void {
  table.id.fill(-1);
  table.size = 0;
}
