/**
 * The effective-tile kernel (analysis/effective.ts) on hands whose kinds have fewer than four copies free
 * (melds hold some; three players have no 2m-8m), against test/support/reference.ts, which searches the
 * definition with its own caps. The kernel takes the shipped tables' path for a capped suit whose capped
 * values equal a shipped vector and the min-plus path otherwise, and a search calls it again and again on
 * one workspace with only the changed suits re-read (changedSuits), switching between the two paths as
 * the suits change: so every call of a sequence is checked, not only the first.
 */
import { describe, expect, test } from 'vitest';
import { drawContext, effectiveKinds } from '../../../src/engine/analysis/effective.ts';
import { createWorkspace } from '../../../src/engine/shanten/workspace.ts';
import type { Hand } from '../../../src/engine/index.ts';
import { refRegular } from '../../support/reference.ts';
import { FAMILIES, countsText, mulberry32, randomHandWithMelds, randomInt } from '../../support/random-hands.ts';

/** The reference's melds: the hand's, plus with three players four copies of each of 2m-8m held away. */
function refMelds(hand: Hand, three: boolean): number[][] {
  const melds = hand.melds.map((m) => [...m.tiles]);
  if (three) for (let k = 1; k <= 7; k++) melds.push([k, k, k, k]);
  return melds;
}

/** Shanten and effective kinds (bit per kind, as the kernel's four suit masks) by the definition. */
function reference(counts: Uint8Array, melds: number[][]): { shanten: number; effective: number[] } {
  const shanten = refRegular(counts, melds);
  const held = new Uint8Array(34);
  for (const m of melds) for (const k of m) held[k]++;
  const effective = [0, 0, 0, 0];
  for (let k = 0; k < 34; k++) {
    if (counts[k] + held[k] >= 4) continue;
    counts[k]++;
    if (refRegular(counts, melds) < shanten) effective[k < 27 ? Math.floor(k / 9) : 3] |= 1 << (k % 9);
    counts[k]--;
  }
  return { shanten, effective };
}

/** Seeded 3n+1 hands with 1-4 melds of every kind, from every family; with three players, no 2m-8m. */
function dealt(seed: number, count: number, three: boolean): Hand[] {
  const rng = mulberry32(seed);
  const out: Hand[] = [];
  while (out.length < count) {
    const melds = 1 + randomInt(rng, 4);
    const hand = randomHandWithMelds(rng, FAMILIES[randomInt(rng, FAMILIES.length)]!, melds, 13 - 3 * melds);
    if (three && [...hand.tiles.subarray(1, 8)].some((c) => c > 0)) continue;
    if (three && hand.melds.some((m) => m.tiles.some((k) => k >= 1 && k <= 7))) continue;
    out.push(hand);
  }
  return out;
}

describe('effectiveKinds with capped kinds, against the definition', () => {
  test.each([
    ['four players, melds', 41, 120, false],
    ['three players, melds', 43, 60, true],
  ] as const)('%s: the first call, then every discard-and-draw of the hand on one workspace', (_, seed, count, three) => {
    const w = createWorkspace();
    for (const hand of dealt(seed, count, three)) {
      const ctx = drawContext(hand, 'standard', three);
      const melds = refMelds(hand, three);
      const counts = new Uint8Array(hand.tiles);
      const first = reference(counts, melds);
      const label = `${countsText(counts)} ${hand.melds.map((m) => countsText(m.tiles)).join(' ')}`;
      expect(effectiveKinds(w, counts, ctx), label).toBe(first.shanten);
      expect([...w.effective], label).toEqual(first.effective);
      // A walk as the search makes it: swap one tile for another kind, re-reading only the suits changed.
      const rng = mulberry32(seed + counts.reduce((a, c, k) => a + c * k, 0));
      let previous = 15;
      for (let step = 0; step < 12; step++) {
        const from = [...counts.keys()].filter((k) => counts[k]! > 0);
        const out = from[randomInt(rng, from.length)]!;
        const free = [...counts.keys()].filter((k) => k !== out && counts[k]! < ctx.caps![k]!);
        const into = free[randomInt(rng, free.length)]!;
        counts[out]!--;
        counts[into]!++;
        const suit = (k: number) => 1 << (k < 27 ? Math.floor(k / 9) : 3);
        const changed = suit(out) | suit(into) | (step % 5 === 4 ? previous : 0);
        previous = changed;
        const want = reference(counts, melds);
        const at = `${label} step ${step}: ${countsText(counts)}`;
        expect(effectiveKinds(w, counts, ctx, changed), at).toBe(want.shanten);
        expect([...w.effective], at).toEqual(want.effective);
      }
    }
  });
});
