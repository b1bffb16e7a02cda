/**
 * The meld field of an N tag (docs/mjlog.md#the-meld-field): a call as 16 bits, whose low bits say its
 * kind, decoded for the reader and encoded for the writer.
 */

/**
 * A call as its 16-bit field says it. `from` is the seat called from, counted from the caller: 1 the
 * seat after (right), 2 across, 3 the seat before (left); 0 for a closed kan and a north tile.
 */
export type MjlogMeld =
  /** A chi: its three ids in rank order and which of them (0-2) was called. */
  | { meld: 'chi'; from: number; ids: [number, number, number]; called: number }
  /** A pon: its three ids ascending, which of them (0-2) was called, and its kind's fourth copy. */
  | { meld: 'pon'; from: number; ids: [number, number, number]; called: number; unused: number }
  /** An added kan: the pon's fields as they were, and the copy added (the pon's fourth). */
  | { meld: 'added-kan'; from: number; ids: [number, number, number]; called: number; added: number }
  /** A kan: the called id when open (`from` 1-3), any of its four ids when closed (`from` 0). */
  | { meld: 'kan'; from: number; id: number }
  /** A north tile set aside (three players). */
  | { meld: 'north'; id: number };

/** The call a meld field holds, or null when it holds none (a bit the layout keeps 0 set, a tile out of range). */
export function decodeMeld(m: number): MjlogMeld | null {
  if (!Number.isInteger(m) || m < 0 || m > 0xffff) return null;
  const from = m & 3;
  if (m & 0x04) {
    // Chi: bits 3-4, 5-6, 7-8 the copies of its three kinds; bit 9 zero; bits 10-15 (start, called).
    const pattern = m >> 10;
    if (m & 0x200 || pattern >= 63 || from === 0) return null;
    const start = ((pattern / 3) | 0) % 7;
    const suit = (pattern / 21) | 0;
    const base = suit * 9 + start;
    const ids: [number, number, number] = [base * 4 + ((m >> 3) & 3), (base + 1) * 4 + ((m >> 5) & 3), (base + 2) * 4 + ((m >> 7) & 3)];
    return { meld: 'chi', from, ids, called: pattern % 3 };
  }
  if (m & 0x18) {
    // Pon (bit 3) or added kan (bit 4), never both: bits 5-6 the copy outside the pon; bits 7-8
    // zero; bits 9-15 (kind, called).
    const pattern = m >> 9;
    if ((m & 0x18) === 0x18 || m & 0x180 || pattern >= 102 || from === 0) return null;
    const kind = (pattern / 3) | 0;
    const unused = (m >> 5) & 3;
    const copies = [0, 1, 2, 3].filter((c) => c !== unused);
    const ids: [number, number, number] = [kind * 4 + copies[0]!, kind * 4 + copies[1]!, kind * 4 + copies[2]!];
    const called = pattern % 3;
    return m & 0x08
      ? { meld: 'pon', from, ids, called, unused: kind * 4 + unused }
      : { meld: 'added-kan', from, ids, called, added: kind * 4 + unused };
  }
  const id = m >> 8;
  if (m & 0x20) {
    // North: bits 8-15 its id; the others zero.
    if (m & 0xdf || id < 120 || id > 123) return null;
    return { meld: 'north', id };
  }
  // Kan: bits 2-7 zero, bits 8-15 an id (the called one when open).
  if (m & 0xfc || id > 135) return null;
  return { meld: 'kan', from, id };
}

/** The field of a call (decodeMeld's inverse). */
export function encodeMeld(meld: MjlogMeld): number {
  switch (meld.meld) {
    case 'chi': {
      const base = meld.ids[0] >> 2;
      const pattern = (((base / 9) | 0) * 7 + (base % 9)) * 3 + meld.called;
      return (pattern << 10) | ((meld.ids[2] & 3) << 7) | ((meld.ids[1] & 3) << 5) | ((meld.ids[0] & 3) << 3) | 0x04 | meld.from;
    }
    case 'pon':
    case 'added-kan': {
      const pattern = (meld.ids[0] >> 2) * 3 + meld.called;
      const fourth = meld.meld === 'pon' ? meld.unused : meld.added;
      return (pattern << 9) | ((fourth & 3) << 5) | (meld.meld === 'pon' ? 0x08 : 0x10) | meld.from;
    }
    case 'kan':
      return (meld.id << 8) | meld.from;
    case 'north':
      return (meld.id << 8) | 0x20;
  }
}
