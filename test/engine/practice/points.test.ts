/**
 * The points quiz's dealing and judging: a seed names one question, every question is a complete hand
 * with a yaku and no yakuman whose answer is score()'s, and the judge checks han, fu and each payment figure.
 */
import { describe, expect, test } from 'vitest';
import { parseHand, practice, score, tiles } from '../../../src/engine/index.ts';

const { dealPointsQuestion, judgePointsAnswer, paymentFigures } = practice;
const { tileCount } = tiles;

describe('dealPointsQuestion(seed)', () => {
  test('the same seed deals the same question', () => {
    expect(dealPointsQuestion(12345)).toEqual(dealPointsQuestion(12345));
    expect(dealPointsQuestion(12345).hand).not.toBe(dealPointsQuestion(12346).hand);
  });

  // The questions as the quiz dealt them before its wall became the engine's one set and one shuffle
  // (tile-set.ts), written out once by running that code: a seed in a shared address must keep its question.
  test.each([
    [0, '4s4s4s0s5s5s5z5z6z6z5z(3s3s3s)', 'ron', 'W', [4]],
    [1, '6m6m6m7p9p3s3s8s8s8s9s9s9s8p', 'tsumo', 'W', [13]],
    [7, '5p5p(2p3p4p)(8p8p8p)(5z5z5z)(7z7z7z)', 'ron', 'E', [28]],
    [42, '1m1m9m9m9m4s0s6s9s9s9s4z4z1m', 'tsumo', 'W', [10]],
    [12345, '2s2s2s3s3s5s5s5s6s6s6s8s8s8s', 'ron', 'W', [18]],
    [4294967295, '3m4p0p6p8p8p8p3m(6s7s8s)(3m4m5m)', 'ron', 'N', [17]],
  ])('seed %d keeps the question its links have always named: %s', (seed, hand, by, seat, dora) => {
    const q = dealPointsQuestion(seed);
    expect(q.hand).toBe(hand);
    expect(q.situation).toMatchObject({ by, seat });
    expect(q.indicators).toEqual(dora);
  });

  test("500 seeds: each a complete 14-tile hand, a yaku, no yakuman, its winning tile held, the answer score()'s own", () => {
    const seen = { ron: 0, tsumo: 0, open: 0, limit: 0, dealer: 0, chiitoitsu: 0 };
    for (let seed = 1; seed <= 500; seed++) {
      const q = dealPointsQuestion(seed);
      const hand = parseHand(q.hand);
      expect(hand.ok, q.hand).toBe(true);
      if (!hand.ok) continue;
      expect(tileCount(hand.value)).toBe(14);
      expect(hand.value.tiles[q.situation.win]).toBeGreaterThan(0);
      const again = score({ hand: hand.value, table: { players: 4, indicators: q.indicators, nuki: 0 } }, q.situation);
      expect(again.ok && again.value).toEqual(q.score);
      // Valued by han and fu, never a yakuman.
      expect(['yakuman' in q.score, typeof q.score.han, typeof q.score.fu]).toEqual([false, 'number', 'number']);
      expect(q.score.yaku.some((y) => y.kind === 'yaku')).toBe(true);
      seen[q.situation.by]++;
      if (hand.value.melds.some((m) => m.kind !== 'ankan')) seen.open++;
      if (q.score.limit) seen.limit++;
      if (q.score.dealer) seen.dealer++;
      if (q.score.decomposition.form === 'chiitoitsu') seen.chiitoitsu++;
    }
    // The deals vary: both ways of winning, open hands, limit hands, the dealer, seven pairs.
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(10);
  });
});

describe('judgePointsAnswer', () => {
  const q = dealPointsQuestion(7);
  const right = { han: q.score.han, fu: q.score.fu, payment: paymentFigures(q.score) };
  test('the exact answer is correct', () => {
    expect(judgePointsAnswer(q, right)).toEqual({ han: true, fu: true, payment: true, correct: true });
  });
  test.each([
    ['han off by one', { ...right, han: (right.han ?? 0) + 1 }, { han: false, fu: true, payment: true }],
    ['fu off by ten', { ...right, fu: (right.fu ?? 0) + 10 }, { han: true, fu: false, payment: true }],
    [
      'a payment off by 100',
      { ...right, payment: right.payment.map((x, i) => (i === 0 ? x + 100 : x)) },
      { han: true, fu: true, payment: false },
    ],
    ['a payment missing', { ...right, payment: [] }, { han: true, fu: true, payment: false }],
    ['nothing answered', { han: null, fu: null, payment: [] }, { han: false, fu: false, payment: false }],
  ])('%s is wrong, and only that part', (_what, answer, parts) => {
    expect(judgePointsAnswer(q, answer)).toEqual({ ...parts, correct: false });
  });
  test('payment figures as players say them: ron one, non-dealer tsumo non-dealers then dealer, dealer tsumo each', () => {
    expect(paymentFigures({ payments: { kind: 'ron', ron: 3900 } })).toEqual([3900]);
    expect(paymentFigures({ payments: { kind: 'tsumo', dealer: 2000, nonDealer: 1000 } })).toEqual([1000, 2000]);
    expect(paymentFigures({ payments: { kind: 'dealer-tsumo', nonDealer: 1300 } })).toEqual([1300]);
  });
});
