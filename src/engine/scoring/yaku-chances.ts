/**
 * What could still give an open hand a yaku (docs/rules.md#scoring, "No yaku"): an open hand wins only
 * with a yaku, and its called melds decide which yaku remain possible. A chance is listed when some
 * complete hand with these melds has that yaku: all simples (every meld of simples, with kuitan),
 * a half or full flush (every meld of one suit, or honours), all triplets (every meld a triplet or kan),
 * an outside hand (every meld holding a terminal or an honour), a straight (the runs called fit one
 * suit's 123-456-789) or three colour runs (the runs called share their numbers across suits), each of
 * the last two only while the other melds leave it three sets and the copies its other runs need. A yakuhai (a dragon, the round or seat
 * wind) is listed when the hand holds two or three of it: one more makes its triplet; when none is held
 * in pairs, a triplet of any of them is listed once. A called set of a yakuhai is a yaku already: the
 * hand then has one and nothing is listed.
 *
 * The list is in that order (yakuhai first). The conditions read the melds alone, so it is the same at
 * every turn; whether the draws to come can reach one is the probabilities' question.
 */
import type { Hand, Meld, Wind } from '../types.ts';
import { WINDS } from '../core/tiles.ts';
import { DEFAULT_ROUND, DEFAULT_SEAT } from '../core/defaults.ts';

/** A way an open hand could still get a yaku (yakuChances, docs/rules.md#scoring). */
export type YakuChance =
  /** A yakuhai kind the hand holds two or three of. */
  | { yaku: 'yakuhai'; kind: number; held: number }
  /** No yakuhai pair held: a triplet of any of them (three copies of one still to be drawn or called). */
  | { yaku: 'yakuhai-triplet' }
  | { yaku: 'tanyao' }
  /** A flush of the suit of the melds called; null when no meld is of a number suit (any suit). */
  | { yaku: 'honitsu' | 'chinitsu'; suit: 0 | 1 | 2 | null }
  | { yaku: 'toitoi' }
  /** An outside hand (a terminal or an honour in every set and the pair). */
  | { yaku: 'chanta' }
  /** A straight in the suit of the runs called; null when none is called (any suit). */
  | { yaku: 'ittsu'; suit: 0 | 1 | 2 | null }
  /** Three colour runs from the number (0-6: 123 to 789) of the runs called; null when none is called. */
  | { yaku: 'sanshoku'; rank: number | null };

export interface YakuChanceOptions {
  /** Round and seat wind; default East and South (DEFAULT_ROUND, DEFAULT_SEAT). */
  round?: Wind;
  seat?: Wind;
  /** 喰いタン: all simples counts in an open hand (default on). */
  kuitan?: boolean;
  /** Three players have no 2m-8m: no manzu run, so no three colour runs. */
  players?: 3 | 4;
}

const isTerminalOrHonor = (k: number) => k >= 27 || k % 9 === 0 || k % 9 === 8;
const isRun = (m: Meld) => m.kind === 'chi';

/** The yakuhai kinds: the dragons, the round wind and the seat wind. */
export function yakuhaiKinds(round: Wind = DEFAULT_ROUND, seat: Wind = DEFAULT_SEAT): number[] {
  const kinds = [31, 32, 33, 27 + WINDS.indexOf(round), 27 + WINDS.indexOf(seat)];
  return [...new Set(kinds)].sort((a, b) => a - b);
}

/**
 * The chances of an open hand (a called meld other than a closed kan) to get a yaku, in the order above;
 * null for a closed hand (its tsumo always has one) or one that has a yaku in a meld already.
 */
export function yakuChances(hand: Hand, options: YakuChanceOptions = {}): YakuChance[] | null {
  const { melds } = hand;
  if (melds.every((m) => m.kind === 'ankan')) return null;
  const yakuhai = yakuhaiKinds(options.round, options.seat);
  if (melds.some((m) => m.kind !== 'chi' && yakuhai.includes(m.tiles[0]!))) return null;
  const out: YakuChance[] = [];
  for (const kind of yakuhai) {
    const held = hand.tiles[kind]!;
    if (held >= 2) out.push({ yaku: 'yakuhai', kind, held });
  }
  // No pair of them held: a triplet of one is still a yaku, while the melds leave three copies of one
  // and a set to make it in (a hand with four melds has only its pair left to make).
  const meldCopies = (k: number) => melds.reduce((n, m) => n + m.tiles.filter((t) => t === k).length, 0);
  if (out.length === 0 && melds.length < 4 && yakuhai.some((k) => 4 - meldCopies(k) >= 3)) out.push({ yaku: 'yakuhai-triplet' });
  if ((options.kuitan ?? true) && melds.every((m) => m.tiles.every((k) => !isTerminalOrHonor(k)))) out.push({ yaku: 'tanyao' });
  const suits = new Set(melds.filter((m) => m.tiles[0]! < 27).map((m) => Math.floor(m.tiles[0]! / 9)));
  if (suits.size <= 1) {
    const suit = suits.size === 1 ? ([...suits][0]! as 0 | 1 | 2) : null;
    out.push({ yaku: 'honitsu', suit });
    if (melds.every((m) => m.tiles[0]! < 27)) out.push({ yaku: 'chinitsu', suit });
  }
  if (melds.every((m) => !isRun(m))) out.push({ yaku: 'toitoi' });
  if (melds.every((m) => m.tiles.some(isTerminalOrHonor))) out.push({ yaku: 'chanta' });
  const runs = melds.filter(isRun);
  const others = melds.length - runs.length;
  if (others <= 1) {
    // The copies the melds leave: the runs still to make must find theirs.
    const left = new Array<number>(34).fill(4);
    for (const m of melds) for (const k of m.tiles) left[k]!--;
    const starts = new Set(runs.map((m) => m.tiles[0]!));
    /** The runs starting at `firsts` can all be made besides those called. */
    const makeable = (firsts: number[]) => {
      const need = new Array<number>(34).fill(0);
      for (const f of firsts) if (!starts.has(f)) for (let k = f; k < f + 3; k++) need[k]!++;
      return need.every((n, k) => n <= left[k]!);
    };
    // A straight: every run called is one of 123, 456, 789 of one suit, no two alike.
    const runSuits = new Set(runs.map((m) => Math.floor(m.tiles[0]! / 9)));
    const ranks = runs.map((m) => m.tiles[0]! % 9);
    if (runSuits.size <= 1 && ranks.every((r) => r % 3 === 0) && new Set(ranks).size === ranks.length) {
      const suits = (runSuits.size === 1 ? [...runSuits] : [0, 1, 2]).filter(
        (s) => !(options.players === 3 && s === 0) && makeable([0, 3, 6].map((r) => s * 9 + r)),
      );
      if (suits.length) out.push({ yaku: 'ittsu', suit: runSuits.size === 1 ? (suits[0]! as 0 | 1 | 2) : null });
    }
    // Three colour runs: every run called starts on one number, no two in one suit.
    const colours = runs.map((m) => Math.floor(m.tiles[0]! / 9));
    if (options.players !== 3 && new Set(ranks).size <= 1 && new Set(colours).size === colours.length) {
      const possible = (ranks.length ? [ranks[0]!] : [0, 1, 2, 3, 4, 5, 6]).filter((r) => makeable([r, 9 + r, 18 + r]));
      if (possible.length) out.push({ yaku: 'sanshoku', rank: ranks.length ? possible[0]! : null });
    }
  }
  return out;
}
