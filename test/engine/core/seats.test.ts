/**
 * seatWind(place, dealer, players) (src/engine/core/seats.ts), the one rule for a seat's wind, as both
 * models number their seats: a game log's seats from the first dealer (the review's seat winds), and the
 * table's seats from you (windOfSeat, the rivers' headings), against the winds handed out by walking the
 * order of play from the dealer, and against the table's own reading from your seat wind.
 */
import { describe, expect, test } from 'vitest';
import { game, WINDS, type Wind } from '../../../src/engine/index.ts';

/** The winds handed out seat by seat in the order of play, East to the dealer: seat -> wind. */
function handedOut(order: readonly number[], dealer: number): Map<number, Wind> {
  const winds = new Map<number, Wind>();
  const from = order.indexOf(dealer);
  order.forEach((_, i) => winds.set(order[(from + i) % order.length], WINDS[i]));
  return winds;
}

describe('seatWind: the dealer is East, the winds follow the order of play', () => {
  test.each([4, 3] as const)('a log with %i players: every seat, every dealer', (players) => {
    const order = Array.from({ length: players }, (_, s) => s);
    for (const dealer of order) {
      const winds = handedOut(order, dealer);
      for (const seat of order) expect(game.seatWind(seat, dealer, players), `seat ${seat}, dealer ${dealer}`).toBe(winds.get(seat));
    }
  });

  test.each([4, 3] as const)('the table with %i players: every seat, every dealer (no seat across with three)', (players) => {
    const order = game.seatsOf(players);
    for (const dealer of order) {
      const winds = handedOut(order, dealer);
      for (const seat of order) expect(game.windOfSeat(seat, dealer, players), `seat ${seat}, dealer ${dealer}`).toBe(winds.get(seat));
    }
  });

  test.each([4, 3] as const)('the table with %i players: from your seat wind, you have it and the dealer is East', (players) => {
    const order = game.seatsOf(players);
    for (const wind of WINDS.slice(0, players)) {
      const dealer = game.dealerSeat(wind, players);
      expect(game.windOfSeat(0, dealer, players)).toBe(wind);
      expect(game.windOfSeat(dealer, dealer, players)).toBe('E');
      // The rivers' headings read each wind from yours, one step of the order of play a seat.
      for (const seat of order)
        expect(game.windOfSeat(seat, dealer, players)).toBe(WINDS[(WINDS.indexOf(wind) + order.indexOf(seat)) % order.length]);
    }
  });
});

describe("the seats' words: the address's and the command line's notation for a seat other than yours", () => {
  test('each seat has its word, and the word reads back as the seat', () => {
    expect(([1, 2, 3] as const).map(game.placeName)).toEqual(['right', 'across', 'left']);
    for (const seat of [1, 2, 3] as const) expect(game.seatOfPlaceName(game.placeName(seat))).toBe(seat);
  });

  test('a word that names no seat reads as none', () => {
    for (const word of ['', 'behind', 'Left', ' left', 'you', '1', '3', 'toString', 'constructor'])
      expect(game.seatOfPlaceName(word), word).toBeUndefined();
  });

  test("the words are the other seats' only: one for each seat of seatsOf but yours", () => {
    const others = game.seatsOf(4).filter((s) => s !== 0) as (1 | 2 | 3)[];
    expect(new Set(others.map(game.placeName)).size).toBe(3);
  });
});
