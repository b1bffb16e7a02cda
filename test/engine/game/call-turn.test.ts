/**
 * callTurn(nextDiscardTurn) (src/engine/game/game.ts): the turn a call's figures are asked at, from the turn
 * of the player's next discard. The offer comes before that turn's draw, so one less, within 1-17
 * (docs/rules.md#call-or-pass). The call table of the page, the review and the review's link to the
 * analysis page all count with it; here it is pinned to the definition, and the three to each other.
 */
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/engine/index.ts';

describe('callTurn: one turn before the next discard, within 1-17', () => {
  test('every turn 0-20 against the definition', () => {
    for (let turn = 0; turn <= 20; turn++) {
      const want = turn - 1 < 1 ? 1 : turn - 1 > 17 ? 17 : turn - 1;
      expect(game.callTurn(turn), `turn ${turn}`).toBe(want);
    }
  });

  test('its edges: before the first discard, and at the last turns', () => {
    expect(game.callTurn(1)).toBe(1);
    expect(game.callTurn(2)).toBe(1);
    expect(game.callTurn(18)).toBe(17);
    expect(game.callTurn(19)).toBe(17);
  });

  test("the review's figures, the link's page turn and the page's question agree", () => {
    // A call decision's turn is the tiles the seat has taken before the offer (0-20 here); its next discard's
    // turn is one more. The review asks at callTurn(turn + 1); the link opens the page one turn after that,
    // and the page's call table asks at callTurn of the turn it shows: the same turn as the review.
    for (let taken = 0; taken <= 20; taken++) {
      const review = game.callTurn(taken + 1);
      const pageTurn = review + 1;
      expect(pageTurn, `taken ${taken}`).toBeGreaterThanOrEqual(2);
      expect(pageTurn, `taken ${taken}`).toBeLessThanOrEqual(18);
      expect(game.callTurn(pageTurn), `taken ${taken}`).toBe(review);
    }
  });
});
