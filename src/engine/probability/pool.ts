/**
 * The probabilities' pool: the kinds a search draws, how many copies of each it can draw, and the rest
 * of what the hand and the table fix for a whole search (its Context).
 *
 * Why: under the model of docs/rules.md#probabilities, w_i (the copies of kind i the hand can draw) is
 * what is not visible outside the hand, less what the hand holds: so it is worked out once per search
 * (`outside`, the copies when the hand holds none), and a node's draw weights come from its own counts
 * with no pass over the table. W, their sum, is the same at every draw (a discard goes back to the pool).
 *
 * Kinds: the 34, or 37 when red fives are kinds of their own (34-36 = red 5m, 5p, 5s): a plain five has
 * three copies and its red one one. Shanten reads the 34, each red five folded into its five (fold).
 */
import type { DrawContext } from '../analysis/effective.ts';
import type { Hand, Meld, ScoreRules, Wind } from '../types.ts';
import type { ProbabilityOptions } from './options.ts';

/** The fives' kinds, m, p, s: a red five (34 + suit) folds into its suit's. */
const FIVES = [4, 13, 22];

/** A plain five (4, 13, 22: of the 34 kinds, or of the 37 where 34-36 are the red ones). */
export const isFive = (k: number) => k === 4 || k === 13 || k === 22;

/** A kind's 34-index: a red five (34-36) is its suit's five. */
export const fold = (k: number) => (k < 34 ? k : FIVES[k - 34]!);

/** The bit of a 34-kind's suit (m, p, s, honours), as effectiveKinds marks the suits changed. */
export const suitBit = (k: number) => 1 << (k < 27 ? (k / 9) | 0 : 3);

/** The pool of a search: its kinds and the copies of each it can draw. */
export interface Pool {
  /** 34, or 37 when red fives are kinds of their own. */
  kinds: number;
  /** Copies of each kind in the pool when the hand holds none of it: 4 (or 3 / 1 for plain / red fives) less what is visible outside the hand. */
  outside: Int8Array;
  /** W: the copies the hand can draw, the same at every draw. */
  size: number;
  /** The starting hand's concealed counts over the kinds. */
  start: Uint8Array;
}

/** What is visible outside the concealed hand, less its melds: 34 counts and the red fives [m, p, s] among them. */
export interface Visible {
  counts: ArrayLike<number>;
  red: ArrayLike<number>;
}

/**
 * The pool of a hand against what is visible (seen tiles, indicators) with its melds, or the first kind
 * (over the pool's kinds: 34-36 a red five) of which the hand holds more copies than the set has left.
 */
export function poolOf(
  hand: Hand,
  visible: Visible,
  players: 3 | 4,
  red: boolean,
): { ok: true; value: Pool } | { ok: false; kind: number } {
  const kinds = red ? 37 : 34;
  const shown = new Int8Array(34);
  const shownRed = [0, 0, 0];
  for (const meld of hand.melds) {
    for (const k of meld.tiles) shown[k]!++;
    if (meld.red) shownRed[Math.floor(meld.tiles[0]! / 9)]! += meld.red;
  }
  for (let k = 0; k < 34; k++) shown[k]! += visible.counts[k]!;
  for (let s = 0; s < 3; s++) shownRed[s]! += visible.red[s]!;
  const outside = new Int8Array(kinds);
  for (let k = 0; k < 34; k++) outside[k] = 4 - shown[k]!;
  if (red) {
    for (let s = 0; s < 3; s++) {
      // Plain fives: three copies less the plain ones seen; the red one: one less if it is seen.
      outside[FIVES[s]!] = 3 - (shown[FIVES[s]!]! - shownRed[s]!);
      outside[34 + s] = 1 - shownRed[s]!;
    }
  }
  if (players === 3) {
    for (let k = 1; k <= 7; k++) outside[k] = 0;
    if (red) outside[34] = 0;
  }
  const start = new Uint8Array(kinds);
  for (let k = 0; k < 34; k++) start[k] = hand.tiles[k]!;
  if (red) {
    for (let s = 0; s < 3; s++) {
      start[34 + s] = hand.red[s]!;
      start[FIVES[s]!]! -= hand.red[s]!;
    }
  }
  for (let k = 0; k < kinds; k++) if (start[k]! > outside[k]!) return { ok: false, kind: k };
  // The pool: every copy not visible outside the hand, less the concealed tiles the hand holds at each
  // draw (13 less 3 per meld: a hand with a discard to make holds one more than that).
  let size = 0;
  for (let k = 0; k < kinds; k++) size += outside[k]!;
  let concealed = 0;
  for (let k = 0; k < 34; k++) concealed += hand.tiles[k]!;
  size -= concealed % 3 === 2 ? concealed - 1 : concealed;
  return { ok: true, value: { kinds, outside, size, start } };
}

/** What the search needs of the hand and the table, fixed for the whole run. */
export interface Context {
  kinds: number;
  melds: Meld[];
  /** No meld but closed kans: riichi can be declared, and a tsumo always has a yaku. */
  closed: boolean;
  draw: DrawContext;
  /** Copies of each kind in the pool when the hand holds none of it (Pool's). */
  outside: Int8Array;
  /** W (Pool's size). */
  poolSize: number;
  start: Uint8Array;
  /** s0: the shanten the best discard of the starting hand leaves (a 13-tile start: its own). */
  startShanten: number;
  /**
   * The discards the starting hand may make, by 34-kind (a call's swap-calling forbids some): the rows are
   * the allowed ones, those leaving the lowest shanten an allowed one leaves unless shanten-back. All when absent.
   */
  allowed?: readonly boolean[];
  /** A discard (34-kind) that is a row whatever shanten it leaves (a review's chosen discard; StartSettings' also). */
  also?: number;
  /**
   * A new dora indicator is turned before the first draw (a kan): drawn from the pool, it adds as many
   * dora to a win as the winning hand holds of the kind it points to, averaged over the pool; a riichi
   * win has one more ura indicator.
   */
  newIndicator?: boolean;
  /** The options the search and the values read (checked: the counts are integers, the payment finite, none negative). */
  options: Required<
    Pick<
      ProbabilityOptions,
      'handChanges' | 'shantenBack' | 'riichi' | 'red' | 'ura' | 'riichiStick' | 'tenpaiPayment' | 'ippatsu' | 'haitei' | 'honba' | 'sticks'
    >
  >;
  round: Wind;
  seat: Wind;
  /** The scoring rules the wins are valued by (the engine's defaults where not given). */
  rules: Partial<ScoreRules>;
  /** Dora indicators (kinds). */
  dora: readonly number[];
  players: 3 | 4;
}

/** changes(H): how many tiles of H (counts over the context's kinds, from `at`) are not in the starting hand. */
export function changes(ctx: Context, counts: Uint8Array, at: number): number {
  let c = 0;
  for (let k = 0; k < ctx.kinds; k++) {
    const extra = counts[at + k]! - ctx.start[k]!;
    if (extra > 0) c += extra;
  }
  return c;
}

/** The engine's Hand for counts over the context's kinds (for scoring a win). */
export function handOf(ctx: Context, counts: Uint8Array): Hand {
  const tiles = new Uint8Array(34);
  const red = new Uint8Array(3);
  for (let k = 0; k < ctx.kinds; k++) {
    tiles[fold(k)] += counts[k]!;
    if (k >= 34) red[k - 34] = counts[k]!;
  }
  return { tiles, red, melds: ctx.melds, order: [], orderRed: [] };
}
