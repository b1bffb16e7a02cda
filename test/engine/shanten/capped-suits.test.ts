/**
 * The capped path's memo (src/engine/shanten/capped-suits.ts) answers the same for a pattern whether it is
 * new or known: in particular when a new pattern makes the memo grow its arrays, which once made the
 * first answer of cappedSuitId read the array left behind (an undefined id, taken as the shipped vector
 * 0: a discard row of a hand with a meld read 10-shanten on its first analysis and right on the next).
 */
import { describe, expect, test } from 'vitest';
import { cappedSuitId, cappedSuitTargets } from '../../../src/engine/shanten/capped-suits.ts';

/** Caps no other test of this file uses: a memo of its own, empty at the start. */
function freshCaps(): Uint8Array {
  const caps = new Uint8Array(34).fill(4);
  caps[0] = 1;
  caps[8] = 2;
  return caps;
}

/** The first `n` manzu patterns (nine counts within the caps) in base-5 order. */
function patterns(caps: Uint8Array, n: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let key = 0; out.length < n; key++) {
    const counts = new Uint8Array(34);
    let k = key;
    let ok = true;
    for (let i = 0; i < 9; i++, k = Math.floor(k / 5)) {
      counts[i] = k % 5;
      if (counts[i]! > caps[i]!) ok = false;
    }
    if (ok) out.push(counts);
  }
  return out;
}

describe('cappedSuitId', () => {
  test('the pattern that makes the memo grow gets the id a second look gives', () => {
    const caps = freshCaps();
    const all = patterns(caps, 1100);
    const out = new Uint8Array(10);
    // Fill entries 0-511 through the values; every later new pattern goes through the id, the first of
    // them (entry 512) growing the arrays, the next ones the key table too.
    for (const counts of all.slice(0, 512)) cappedSuitTargets(counts, 0, caps, out, 0);
    const first = all.slice(512).map((counts) => cappedSuitId(counts, 0, caps));
    const again = all.slice(512).map((counts) => cappedSuitId(counts, 0, caps));
    expect(first).toEqual(again);
    for (const id of first) expect(Number.isInteger(id) && id >= -1).toBe(true);
  });
});
