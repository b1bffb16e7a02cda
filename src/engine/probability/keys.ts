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

/**
 * An open-addressing table from a (hi, lo) key to an id: no string or object per lookup. A slot is three
 * numbers side by side (hi, lo, and the id tagged with the table's generation), so a probe touches one
 * place in memory, not three arrays. Clearing the table starts a new generation: a slot tagged with an
 * older one is empty, so a table kept for the next search is emptied at no cost, whatever its size.
 */
export interface KeyTable {
  /** hi, lo, tag per slot; tag = generation * 2^31 + id. */
  slots: Float64Array;
  mask: number;
  /** 32 - log2(size): the slot is the top bits of a multiplicative hash (its low bits are poor). */
  shift: number;
  /** Keys stored in this generation. */
  size: number;
  /** The generation's tag base (generation * 2^31): a slot's tag below it is empty. */
  base: number;
}

const GENERATION = 2 ** 31;
/** Past this many generations the slots are zeroed and counting starts again (tags stay below 2^53). */
const LAST_GENERATION = 2 ** 21;

/** An empty table of 2^bits slots. */
export function keyTable(bits: number): KeyTable {
  const slots = 1 << bits;
  return { slots: new Float64Array(3 * slots), mask: slots - 1, shift: 32 - bits, size: 0, base: GENERATION };
}

/** How many slots the table has. */
export const slotCount = (table: KeyTable) => table.mask + 1;

const slotOf = (table: KeyTable, hi: number, lo: number) =>
  Math.imul(Math.imul((hi >>> 0) ^ ((hi / 4294967296) | 0), 0x9e3779b1) + ((lo >>> 0) ^ ((lo / 4294967296) | 0)), 0x85ebca77) >>>
  table.shift;

/** The id stored for the key, or -1. */
export function lookup(table: KeyTable, hi: number, lo: number): number {
  const slots = table.slots;
  const base = table.base;
  for (let s = slotOf(table, hi, lo); ; s = (s + 1) & table.mask) {
    const at = 3 * s;
    const tag = slots[at + 2]!;
    if (tag < base) return -1;
    if (slots[at] === hi && slots[at + 1] === lo) return tag - base;
  }
}

/** Stores a key that is not in the table; returns the table, a new one twice the size when it was half full. */
export function insert(table: KeyTable, hi: number, lo: number, id: number): KeyTable {
  if (2 * (table.size + 1) > table.mask) {
    const bigger = keyTable(Math.log2(table.mask + 1) + 1);
    const slots = table.slots;
    for (let at = 0; at < slots.length; at += 3)
      if (slots[at + 2]! >= table.base) insert(bigger, slots[at]!, slots[at + 1]!, slots[at + 2]! - table.base);
    table = bigger;
  }
  const slots = table.slots;
  let s = slotOf(table, hi, lo);
  while (slots[3 * s + 2]! >= table.base) s = (s + 1) & table.mask;
  slots[3 * s] = hi;
  slots[3 * s + 1] = lo;
  slots[3 * s + 2] = table.base + id;
  table.size++;
  return table;
}

/** Empties a table in place (its slots kept): a new generation. */
export function clearTable(table: KeyTable): void {
  table.size = 0;
  table.base += GENERATION;
  if (table.base > LAST_GENERATION * GENERATION) {
    table.slots.fill(0);
    table.base = GENERATION;
  }
}
