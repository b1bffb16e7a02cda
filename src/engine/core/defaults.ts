/**
 * The defaults of the engine's options, defined once: the engine applies them to what a caller leaves
 * out, and the command line and the page read them here, so one hand gives the same figures on every
 * face (and the page shows the winds it counts with).
 *
 * Winds: round East, seat South. A hand is counted for a non-dealer unless a seat is given, since a
 * player is the dealer one seat in four; the score's situation has always defaulted so, and the
 * probabilities follow it (they once defaulted to the dealer's seat, East, on the command line only).
 */
import type { Wind } from '../types.ts';
import type { ProbabilityOptions } from '../probability/options.ts';

/** The round wind when none is given. */
export const DEFAULT_ROUND: Wind = 'E';

/** The seat wind when none is given: South, a non-dealer. */
export const DEFAULT_SEAT: Wind = 'S';

/** The probabilities' options that have a default (docs/rules.md#probabilities); the rules default to DEFAULT_SCORE_RULES. */
export type ProbabilityDefaults = Readonly<Required<Omit<ProbabilityOptions, 'rules' | 'onProgress' | 'signal'>>>;

/**
 * The probabilities' defaults: the winds above, no hand changes and no shanten-back (the shortest way
 * only), riichi or dama whichever is better, red fives as kinds of their own, the expected ura-dora
 * counted, none of the real game's extras (riichi stick, tenpai payment, ippatsu, haitei, honba and
 * sticks), and a memory budget of 500,000 13-tile hands.
 */
export const DEFAULT_PROBABILITY_OPTIONS: ProbabilityDefaults = Object.freeze({
  round: DEFAULT_ROUND,
  seat: DEFAULT_SEAT,
  handChanges: false,
  shantenBack: false,
  riichi: 'best',
  red: true,
  ura: true,
  riichiStick: false,
  tenpaiPayment: 0,
  ippatsu: false,
  haitei: false,
  honba: 0,
  sticks: 0,
  maxStates: 500_000,
});
