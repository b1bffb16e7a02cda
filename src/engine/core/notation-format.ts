/**
 * The notation's writer: the canonical mpsz of a hand (docs/rules.md#notation). Concealed tiles by suit
 * m, p, s, z, digits ascending with 0 just before the 5s, then the melds in the order given, each written
 * the same way (`(055p)`, `(406m)`, `[0555s]`), with no spaces, so the string also serves as a URL value,
 * a test's name and a cache key, and parseHand reads it back as the same hand.
 */
import { KINDS, SUITS, kindOf, rankOf, suitOf } from './tiles.ts';
import type { Hand, Meld } from '../types.ts';

/**
 * Digits then suit letter for each suit present, 0 written just before the 5s. `reds` gives the red fives
 * per suit; a red count above the fives present is clamped so an inconsistent value still prints a hand.
 */
function formatCounts(counts: ArrayLike<number>, reds: ArrayLike<number>): string {
  let out = '';
  for (let s = 0; s < 4; s++) {
    let digits = '';
    for (let r = 1; r <= (s === 3 ? 7 : 9); r++) {
      let n = counts[kindOf(s, r)];
      if (r === 5 && s < 3) {
        const redCount = Math.min(reds[s] ?? 0, n);
        digits += '0'.repeat(redCount);
        n -= redCount;
      }
      digits += String(r).repeat(n);
    }
    if (digits) out += digits + SUITS[s];
  }
  return out;
}

/** Canonical text of one meld: `(055p)`, `(406m)`, `(1111z)`, `[0555s]`. */
export function formatMeld(meld: Meld): string {
  const counts = new Uint8Array(KINDS);
  for (const k of meld.tiles) counts[k]++;
  const five = meld.tiles.find((k) => k < 27 && rankOf(k) === 5);
  const reds = new Uint8Array(3);
  if (five !== undefined) reds[suitOf(five)] = meld.red;
  const inner = formatCounts(counts, reds);
  return meld.kind === 'ankan' ? `[${inner}]` : `(${inner})`;
}

/** Canonical mpsz of a hand: concealed tiles sorted m, p, s, z (0 just before 5), then its melds in order. */
export function formatHand(hand: Hand): string {
  let out = formatCounts(hand.tiles, hand.red);
  for (const meld of hand.melds) out += formatMeld(meld);
  return out;
}
