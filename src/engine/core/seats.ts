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
