/**
 * The capped path's memo (src/engine/shanten/capped-suits.ts) answers the same for a pattern whether it is
 * new or known: in particular when a new pattern makes the memo grow its arrays, which once made the
 * first answer of cappedSuitId read the array left behind (an undefined id, taken as the shipped vector
 * 0: a discard row of a hand with a meld read 10-shanten on its first analysis and right on the next).
 */
import { describe, expect, test } from 'vitest';
import { cappedSuitId, cappedSuitTargets } from '../../../src/engine/shanten/capped-suits.ts';
import { UNREACHABLE } from '../../../src/engine/shanten/min-plus.ts';

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

/**
 * The capped values against a reference written from the definition: d(m, p) is the fewest copies to
 * add so that the suit holds m melds (runs or triplets) and p pairs, no kind past its cap. The reference
 * lists every complete pattern by placing the melds and the pair itself, and takes the cheapest.
 */
describe('cappedSuitTargets against every complete pattern', () => {
  const MELDS: number[][] = [...Array.from({ length: 7 }, (_, i) => [i, i + 1, i + 2]), ...Array.from({ length: 9 }, (_, i) => [i, i, i])];
  /** Complete patterns of m melds and p pairs (nine counts, none past four), by target m * 2 + p. */
  const complete: Uint8Array[][] = Array.from({ length: 10 }, () => []);
  const seen = new Set<string>();
  const place = (counts: number[], m: number, from: number) => {
    for (let p = 0; p <= 1; p++)
      for (let pair = p ? 0 : -1; pair < (p ? 9 : 0); pair++) {
        const c = [...counts];
        if (pair >= 0) c[pair]! += 2;
        if (c.some((x) => x > 4)) continue;
        const key = `${m},${p},${c.join('')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        complete[m * 2 + p]!.push(Uint8Array.from(c));
      }
    if (m === 4) return;
    for (let j = from; j < MELDS.length; j++) {
      const c = [...counts];
      for (const i of MELDS[j]!) c[i]!++;
      if (c.every((x) => x <= 4)) place(c, m + 1, j);
    }
  };
  place(Array(9).fill(0), 0, 0);

  const reference = (counts: ArrayLike<number>, caps: ArrayLike<number>) =>
    complete.map((patterns) => {
      let best = 255;
      for (const pattern of patterns) {
        let cost = 0;
        for (let i = 0; i < 9 && cost < 255; i++) cost = pattern[i]! > caps[i]! ? 255 : cost + Math.max(0, pattern[i]! - counts[i]!);
        best = Math.min(best, cost);
      }
      return Math.min(best, UNREACHABLE);
    });

  // Caps as melds leave them: a pon (one copy free), a kan (none), a chi (three of each of its kinds),
  // two melds at once, three players' manzu (1m and 9m only), and seeded ones of every kind.
  const capSets: number[][] = [
    [4, 4, 4, 4, 1, 4, 4, 4, 4],
    [0, 4, 4, 4, 4, 4, 4, 4, 4],
    [4, 4, 3, 3, 3, 4, 4, 4, 4],
    [4, 1, 4, 4, 4, 4, 3, 3, 3],
    [4, 0, 0, 0, 0, 0, 0, 0, 4],
  ];
  let seed = 20261126;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let n = 0; n < 6; n++) capSets.push(Array.from({ length: 9 }, () => Math.floor(random() * 5)));

  test.each(capSets.map((c) => [c.join('')]))('caps %s: every target of 400 seeded hands within them', (text) => {
    const caps9 = [...text].map(Number);
    const caps = new Uint8Array(34).fill(4);
    caps9.forEach((c, i) => (caps[i] = c));
    const out = new Uint8Array(10);
    let checked = 0;
    while (checked < 400) {
      const counts = new Uint8Array(34);
      let tiles = 0;
      const size = 1 + Math.floor(random() * 14);
      for (let t = 0; t < 40 && tiles < size; t++) {
        const i = Math.floor(random() * 9);
        if (counts[i]! < caps9[i]!) {
          counts[i]!++;
          tiles++;
        }
      }
      cappedSuitTargets(counts, 0, caps, out, 0);
      expect([...out], `counts ${[...counts.subarray(0, 9)].join('')}`).toEqual(reference(counts, caps9));
      checked++;
    }
  });
});
