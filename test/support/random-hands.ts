/**
 * Seeded random hands for the cross-checks.
 *
 * Hands are dealt from a wall without replacement, so no kind ever has a fifth copy (melds included),
 * exactly as at a table. The PRNG is mulberry32: 32 bits of state, tiny, fast, and the same sequence on
 * every machine, so a failing hand can be reproduced from its seed alone.
 */
import type { Hand, Meld } from '../../src/engine/index.ts';

/** A generator of floats in [0, 1): mulberry32 seeded with a 32-bit integer. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [0, n). */
export function randomInt(rng: () => number, n: number): number {
  return Math.floor(rng() * n);
}

/** The kinds each family of hands is dealt from. */
export type HandFamily = 'any' | 'suit-honors' | 'one-suit' | 'terminals-honors';

export const FAMILIES: readonly HandFamily[] = ['any', 'suit-honors', 'one-suit', 'terminals-honors'];

const HONORS = [27, 28, 29, 30, 31, 32, 33];
const TERMINALS_HONORS = [0, 8, 9, 17, 18, 26, ...HONORS];

function suitKinds(suit: number): number[] {
  return Array.from({ length: 9 }, (_, r) => suit * 9 + r);
}

/** Kinds of a family; the suit of a one-suit family is drawn from the PRNG so all three suits appear. */
export function familyKinds(family: HandFamily, rng: () => number): number[] {
  switch (family) {
    case 'any':
      return Array.from({ length: 34 }, (_, k) => k);
    case 'suit-honors':
      return [...suitKinds(randomInt(rng, 3)), ...HONORS];
    case 'one-suit':
      return suitKinds(randomInt(rng, 3));
    case 'terminals-honors':
      return TERMINALS_HONORS;
  }
}

/** A wall: four copies of each kind given. */
export function wallOf(kinds: readonly number[]): number[] {
  return kinds.flatMap((k) => [k, k, k, k]);
}

/** Draws `size` tiles from `wall` without replacement (a partial Fisher-Yates; `wall` is reordered). */
export function drawFrom(rng: () => number, wall: number[], size: number): number[] {
  if (size > wall.length) throw new Error(`cannot draw ${size} tiles from a wall of ${wall.length}`);
  for (let i = 0; i < size; i++) {
    const j = i + randomInt(rng, wall.length - i);
    [wall[i], wall[j]] = [wall[j], wall[i]];
  }
  return wall.slice(0, size);
}

/** 34 counts of a list of kinds. */
export function countsOf(kinds: readonly number[]): Uint8Array {
  const counts = new Uint8Array(34);
  for (const k of kinds) counts[k]++;
  return counts;
}

/** Concealed counts of a random closed hand of `size` tiles from the family's kinds. */
export function randomCounts(rng: () => number, family: HandFamily, size: number): Uint8Array {
  return countsOf(drawFrom(rng, wallOf(familyKinds(family, rng)), size));
}

/**
 * Concealed counts near a complete hand: floor(size/3) random sets plus a pair are dealt (within the
 * family and the four copies), then `exchanges` times a random tile is replaced by one from the wall,
 * and a 3n+1 size drops one more tile. Random deals are mostly 2..4-shanten; these reach the tenpai and
 * complete shapes where waits, decompositions and the four-copies rule matter.
 *
 * With `fourOfAKind`, the pair is replaced by four copies of one kind (a triplet plus a single waiting on
 * a fifth copy: `1111m234p567p789p`), and a 3n+2 size draws one random tile instead of dropping one.
 */
export function randomNearComplete(
  rng: () => number,
  family: HandFamily,
  size: number,
  exchanges: number,
  fourOfAKind = false,
): Uint8Array {
  const kinds = familyKinds(family, rng);
  const left = new Uint8Array(34);
  for (const k of kinds) left[k] = 4;
  const counts = new Uint8Array(34);
  const take = (k: number, n: number) => {
    left[k] -= n;
    counts[k] += n;
  };
  if (fourOfAKind) take(kinds[randomInt(rng, kinds.length)], 4);
  else take(kinds[randomInt(rng, kinds.length)], 2);
  for (let sets = fourOfAKind ? 1 : 0; sets < Math.floor(size / 3);) {
    const k = kinds[randomInt(rng, kinds.length)];
    if (randomInt(rng, 2) && k < 27 && k % 9 <= 6 && left[k] && left[k + 1] && left[k + 2]) {
      take(k, 1);
      take(k + 1, 1);
      take(k + 2, 1);
      sets++;
    } else if (left[k] >= 3) {
      take(k, 3);
      sets++;
    }
  }
  const dropRandom = () => {
    const held: number[] = [];
    for (let k = 0; k < 34; k++) for (let i = 0; i < counts[k]; i++) held.push(k);
    counts[held[randomInt(rng, held.length)]]--;
  };
  const drawRandom = () => {
    const wall: number[] = [];
    for (const k of kinds) for (let i = 0; i < left[k]; i++) wall.push(k);
    take(wall[randomInt(rng, wall.length)], 1);
  };
  for (let e = 0; e < exchanges; e++) {
    dropRandom();
    drawRandom();
  }
  if (fourOfAKind && size % 3 === 2) drawRandom();
  if (!fourOfAKind && size % 3 === 1) dropRandom();
  return counts;
}

/** A Hand (closed, or with the melds given) from concealed counts; input order is tile order. */
export function makeHand(counts: ArrayLike<number>, melds: Meld[] = []): Hand {
  const tiles = new Uint8Array(34);
  const order: number[] = [];
  for (let k = 0; k < 34; k++) {
    tiles[k] = counts[k];
    for (let i = 0; i < counts[k]; i++) order.push(k);
  }
  return { tiles, red: new Uint8Array(3), melds, order, orderRed: order.map(() => false) };
}

/**
 * A random hand with `meldCount` called melds (pon, chi, kan, closed kan) and `concealed` tiles, all
 * dealt from one wall of the family's kinds, so meld tiles and concealed tiles share the four copies.
 * A kind is chosen for a meld only while the wall still holds the copies it needs.
 */
export function randomHandWithMelds(rng: () => number, family: HandFamily, meldCount: number, concealed: number): Hand {
  const kinds = familyKinds(family, rng);
  const left = new Uint8Array(34);
  for (const k of kinds) left[k] = 4;
  const melds: Meld[] = [];
  while (melds.length < meldCount) {
    const roll = randomInt(rng, 4);
    const k = kinds[randomInt(rng, kinds.length)];
    if (roll === 0 && k < 27 && k % 9 <= 6 && kinds.includes(k + 2)) {
      if (left[k] && left[k + 1] && left[k + 2]) {
        left[k]--;
        left[k + 1]--;
        left[k + 2]--;
        melds.push({ kind: 'chi', tiles: [k, k + 1, k + 2], red: 0 });
      }
    } else if (roll === 1 && left[k] === 4) {
      left[k] = 0;
      melds.push({ kind: randomInt(rng, 2) ? 'kan' : 'ankan', tiles: [k, k, k, k], red: 0 });
    } else if (roll >= 2 && left[k] >= 3) {
      left[k] -= 3;
      melds.push({ kind: 'pon', tiles: [k, k, k], red: 0 });
    }
  }
  const wall: number[] = [];
  for (let k = 0; k < 34; k++) for (let i = 0; i < left[k]; i++) wall.push(k);
  return makeHand(countsOf(drawFrom(rng, wall, concealed)), melds);
}

/** Random counts of tiles seen elsewhere: up to `max` tiles, never more than the hand leaves of a kind. */
export function randomSeen(rng: () => number, whole: ArrayLike<number>, max: number): Uint8Array {
  const wall: number[] = [];
  for (let k = 0; k < 34; k++) for (let i = whole[k]; i < 4; i++) wall.push(k);
  return countsOf(drawFrom(rng, wall, randomInt(rng, max + 1)));
}

/** mpsz text of concealed counts, for messages: [1,1,1,0,...] -> "123m". */
export function countsText(counts: ArrayLike<number>): string {
  let out = '';
  for (let s = 0; s < 4; s++) {
    let digits = '';
    for (let r = 0; r < (s === 3 ? 7 : 9); r++) digits += String(r + 1).repeat(counts[s * 9 + r]);
    if (digits) out += digits + 'mpsz'[s];
  }
  return out;
}

/** mpsz text of a hand with its melds in brackets, for messages and test names. */
export function handText(hand: Hand): string {
  const melds = hand.melds.map((m) => {
    const t = countsText(countsOf(m.tiles));
    return m.kind === 'ankan' ? `[${t}]` : `(${t})`;
  });
  return [countsText(hand.tiles), ...melds].filter(Boolean).join(' ');
}
