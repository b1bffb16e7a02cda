/**
 * Seats and their winds, as both models of a game count them: the game at the table (game/game.ts)
 * numbers its seats from you, a game log (log/) from the first dealer, and each has its seats in the
 * order of play. A seat's wind is read from its place in that order and the dealer's place, so the one
 * rule serves both numberings: the dealer is East and the winds follow the order of play.
 */
import { WINDS } from './tiles.ts';
import type { Wind } from '../types.ts';

/** A seat's wind from its place in the order of play and the dealer's (0-based, counted from the same seat). */
export function seatWind(place: number, dealer: number, players: 3 | 4): Wind {
  return WINDS[(place - dealer + players) % players]!;
}

/** A seat seen from the player: 0 you, 1 the right player (下家), 2 across (対面), 3 the left player (上家). */
export type Seat = 0 | 1 | 2 | 3;

/** A seat other than the player's: where an offered discard comes from. */
export type OtherSeat = Exclude<Seat, 0>;

/** The seats in the order of play from you: you, right, across, left (no across with three players). */
export function seatsOf(players: 3 | 4): readonly Seat[] {
  return players === 4 ? [0, 1, 2, 3] : [0, 1, 3];
}

/**
 * The words the text boundaries write a seat other than the player's with: the address's `offer=4m-left`
 * and the command line's `--from left`. The engine itself numbers seats (Seat); these are notation only.
 */
const PLACE_NAMES = { 1: 'right', 2: 'across', 3: 'left' } as const satisfies Record<OtherSeat, string>;

/** A seat's word, where text names it: 'right' (1), 'across' (2), 'left' (3). */
export type PlaceName = (typeof PLACE_NAMES)[OtherSeat];

/** The word for a seat other than the player's: 'right', 'across' or 'left'. */
export function placeName(seat: OtherSeat): PlaceName {
  return PLACE_NAMES[seat];
}

/** The seat a word names ('right', 'across', 'left'), or undefined for any other text. */
export function seatOfPlaceName(word: string): OtherSeat | undefined {
  for (const seat of [1, 2, 3] as const) if (PLACE_NAMES[seat] === word) return seat;
  return undefined;
}
