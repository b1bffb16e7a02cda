// standardShanten(counts) and shanten(hand) on a hand without melds read every form from half-suit keys,
// packed counts and precomputed combinations. They must equal shantenOfCounts(counts), the general path
// (a table read per suit, then chiitoitsu and kokushi counted kind by kind), on every hand: checked on
// every one-suit hand of every size and on seeded random hands.
import { describe, expect, test } from 'vitest';
import { shanten, standardShanten, shantenOfCounts } from '../../../src/engine/shanten/shanten.ts';
import { handFromCounts } from '../../../src/engine/core/hand.ts';
import { FAMILIES, countsText, mulberry32, randomCounts, randomNearComplete } from '../../support/random-hands.ts';

function expectSame(counts: Uint8Array): void {
  const general = shanten(handFromCounts(counts));
  const fast = standardShanten(counts);
  if (fast !== general.standard) expect(`${countsText(counts)}: ${fast}`).toBe(`${countsText(counts)}: ${general.standard}`);
  expect(shantenOfCounts(counts)).toEqual(general);
}

describe('standardShanten(counts) = shanten(hand).standard', () => {
  test('every one-suit hand of 1..14 tiles (manzu and honors)', () => {
    const counts = new Uint8Array(34);
    let checked = 0;
    const walk = (i: number, left: number, base: number, size: number): void => {
      if (i === size) {
        const n = counts.reduce((a, c) => a + c, 0);
        if (n > 0 && n % 3 !== 0) {
          expectSame(counts);
          checked++;
        }
        return;
      }
      for (let c = 0; c <= 4 && c <= left; c++) {
        counts[base + i] = c;
        walk(i + 1, left - c, base, size);
      }
      counts[base + i] = 0;
    };
    walk(0, 14, 0, 9);
    walk(0, 14, 27, 7);
    expect(checked).toBeGreaterThan(260_000);
  });

  test.each(FAMILIES)('20,000 seeded random %s hands of 13 and 14 tiles, and near-complete ones', (family) => {
    const rng = mulberry32(4242 + FAMILIES.indexOf(family));
    for (let i = 0; i < 10_000; i++) {
      expectSame(randomCounts(rng, family, 13 + (i & 1)));
      expectSame(randomCounts(rng, family, 1 + 3 * (i % 5) + (i & 1)));
    }
    for (let i = 0; i < 2_000; i++) expectSame(randomNearComplete(rng, family, 13 + (i & 1), i % 3, i % 2 === 0));
  });
});
