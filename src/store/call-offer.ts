/**
 * The seat an offered tile comes from, named from yours (docs/rules.md#call-or-pass): the game's seats
 * are numbered in the order of play from you (you 0, the right player 1, across 2, the left player 3),
 * so the player on your left is the one who plays before you.
 */
import type { OfferSeat, Seat } from '../engine/light.ts';

const FROM: Record<Seat, OfferSeat | null> = { 0: null, 1: 'right', 2: 'across', 3: 'left' };

/** The seat a discard of `seat` is offered from; null for your own. */
export function offerFrom(seat: Seat): OfferSeat | null {
  return FROM[seat];
}
