import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { parseHand, type Hand } from '../../../src/engine/index.ts';
import { holdsFourOfAKind, tenhouRegularShanten } from '../../../src/engine/shanten/tenhou-shanten.ts';

// majiang-core (a dev dependency, never shipped) implements Tenhou's own count: the independent source.
interface MajiangApi {
  Shoupai: { fromString(text: string): object };
  Util: { xiangting_yiban(shoupai: object): number };
}
const Majiang = createRequire(import.meta.url)('@kobalab/majiang-core') as MajiangApi;

const hand = (text: string): Hand => {
  const r = parseHand(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** A seeded generator (mulberry32), so the random hands are the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** majiang-core's text for concealed counts: "m1111p234567789" style (suit letter, then digits). */
function majiangText(counts: ArrayLike<number>): string {
  let out = '';
  for (let s = 0; s < 4; s++) {
    let digits = '';
    for (let r = 0; r < (s === 3 ? 7 : 9); r++) digits += String(r + 1).repeat(counts[s * 9 + r]);
    if (digits) out += 'mpsz'[s] + digits;
  }
  return out;
}

describe("tenhouRegularShanten: Tenhou's count, copy limits ignored", () => {
  test.each([
    // Hand-checked: 111m + tanki 1m is Tenhou's tenpai; the exact count is 1-shanten (docs/rules.md).
    ['1111m234p567p789p', 0],
    ['123m456p789s1122z', 0],
    ['4569m1222569p258s', 3],
    // Regular form of seven pairs: a head and four pairs as partials, 8 - 4 - 1.
    ['11223344556677z', 3],
    ['123m456p789s11z222z', -1],
    ['1m', 0],
    ['11m', -1],
  ])('%s: %i', (text, expected) => {
    expect(tenhouRegularShanten(hand(text))).toBe(expected);
  });

  test('equals majiang-core on 3,000 random concealed hands of 13 and 14 tiles, many with four of a kind', () => {
    const random = mulberry32(20240611);
    for (let n = 0; n < 3000; n++) {
      const counts = new Uint8Array(34);
      const size = 13 + (n % 2);
      // Half the hands are drawn from few kinds, so four of a kind is common.
      const kinds = n % 4 < 2 ? 34 : 9 + Math.floor(random() * 6);
      const offset = Math.floor(random() * (34 - kinds + 1));
      let placed = 0;
      while (placed < size) {
        const k = offset + Math.floor(random() * kinds);
        if (counts[k] < 4) {
          counts[k]++;
          placed++;
        }
      }
      const text = majiangText(counts);
      const ours = tenhouRegularShanten({ tiles: counts, red: new Uint8Array(3), melds: [], order: [], orderRed: [] });
      expect(ours, text).toBe(Majiang.Util.xiangting_yiban(Majiang.Shoupai.fromString(text)));
    }
  });

  test('equals majiang-core on 2,000 random short concealed hands, the missing sets given to it as pons', () => {
    const random = mulberry32(77);
    for (let n = 0; n < 2000; n++) {
      const melds = 1 + (n % 4);
      const size = 13 - 3 * melds + ((n >> 2) % 2);
      const counts = new Uint8Array(34);
      // Concealed tiles from man and pin only, so the pons (of sou kinds) never share a kind with them.
      let placed = 0;
      while (placed < size) {
        const k = Math.floor(random() * (n % 3 === 0 ? 6 : 18));
        if (counts[k] < 4) {
          counts[k]++;
          placed++;
        }
      }
      const pons = Array.from({ length: melds }, (_, i) => `s${i + 1}${i + 1}${i + 1}=`);
      const text = [majiangText(counts), ...pons].join(',');
      const ours = tenhouRegularShanten({ tiles: counts, red: new Uint8Array(3), melds: [], order: [], orderRed: [] });
      expect(ours, text).toBe(Majiang.Util.xiangting_yiban(Majiang.Shoupai.fromString(text)));
    }
  });

  test('short hands count the sets still to make: 1245p with two melds', () => {
    // 4 concealed tiles, 1 set to make: 12p + 45p are two partials, capped at one, no head: 2 - 1 = 1.
    expect(tenhouRegularShanten(hand('1245p(555p)(789s)'))).toBe(1);
  });
});

describe('holdsFourOfAKind', () => {
  test.each([
    ['1111m234p567p789p', true],
    ['1m(111m)(234p)(567p)(789p)', true],
    ['1m[1111z]234p567p789p', true],
    ['1112m234p567p789p', false],
    ['123m456p789s1122z', false],
  ])('%s: %s', (text, expected) => {
    expect(holdsFourOfAKind(hand(text))).toBe(expected);
  });
});
