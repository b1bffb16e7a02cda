/**
 * Seeded randomness for the practice modes: the same seed gives the same quiz hands and the same
 * drill wall on every machine, so a seed in a URL replays a game.
 *
 * The generator is mulberry32: 32 bits of state, a few integer operations per number, and a
 * well-known output that passes the usual statistical batteries at the scale a game needs. Integers
 * below n are drawn by rejection (never `floor(x * n)`), so every outcome has exactly the same
 * chance: the full-flush sampler draws below totals near 2^31 where the bias of a float product
 * would be measurable in principle, and exactness is the project's first rule.
 */
import type { Result } from '../types.ts';

/** A source of uniformly random unsigned 32-bit integers. */
export type Random = () => number;

/** A mulberry32 generator seeded with the low 32 bits of `seed`; returns integers in [0, 2^32). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const TWO_32 = 4294967296;
/** 2^53: every integer up to it is exact in a double. */
const TWO_53 = 9007199254740992;

/** A uniform integer in [0, n) for 1 <= n <= 2^53, exact: draws that would favour some values are redrawn. */
export function randomBelow(random: Random, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_53) {
    throw new RangeError(`randomBelow: n must be an integer in [1, 2^53], got ${n}`);
  }
  if (n <= TWO_32) {
    // The largest multiple of n not above 2^32: values from it upward would favour the low residues.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = random();
      if (x < limit) return x % n;
    }
  }
  const limit = TWO_53 - (TWO_53 % n);
  for (;;) {
    // 53 bits from two draws: 32 high bits shifted by 21, then the top 21 bits of the second.
    const x = random() * 2097152 + (random() >>> 11);
    if (x < limit) return x % n;
  }
}

/** A seed's text that is not one. */
export interface SeedError {
  code: 'invalid-seed';
  /** The text, trimmed. */
  seed: string;
}

/** The largest seed: seeds are unsigned 32-bit integers. */
export const MAX_SEED = TWO_32 - 1;

/** A seed from its URL text: decimal digits for an integer in [0, 2^32 - 1]. */
export function parseSeed(text: string): Result<number, SeedError> {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed) || Number(trimmed) > MAX_SEED) {
    return { ok: false, error: { code: 'invalid-seed', seed: trimmed } };
  }
  return { ok: true, value: Number(trimmed) };
}

/** A Random drawing on a source of floats in [0, 1) outside the engine (Math.random on the page): 32 bits of each float. */
export function randomFrom(float: () => number): Random {
  return () => Math.floor(float() * TWO_32) >>> 0;
}

/** A fresh seed from a source of randomness outside the engine (Math.random on the page). */
export function seedFrom(float: () => number): number {
  return Math.floor(float() * TWO_32) >>> 0;
}
