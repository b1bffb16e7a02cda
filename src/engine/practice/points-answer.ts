/**
 * The points quiz's questions and judging (docs/rules.md#scoring), apart from the dealing so the page's
 * main thread can judge an answer without loading the scorer: a question carries its own score.
 */
import type { HanScore, Score } from '../scoring/score-types.ts';
import type { Situation } from '../types.ts';

export interface PointsQuestion {
  seed: number;
  /** The complete hand, mpsz with melds in brackets (the winning tile among the concealed tiles). */
  hand: string;
  /** The dora indicators on the table (kinds); four players, no nuki-dora. */
  indicators: number[];
  situation: Situation;
  /** The answer: score() of the hand in the situation (never a yakuman: there is no han or fu to count). */
  score: HanScore;
}

/** The player's answer: han, fu and the payment as players say it (ron: one figure; non-dealer tsumo: non-dealers' / dealer's; dealer tsumo: each). */
export interface PointsAnswer {
  han: number | null;
  fu: number | null;
  /** Ron or the dealer's tsumo: one number; a non-dealer's tsumo: [non-dealers pay, the dealer pays]. */
  payment: number[];
}

export interface PointsJudgement {
  han: boolean;
  fu: boolean;
  payment: boolean;
  correct: boolean;
}

/** The figures a payment is answered with, in the order asked: ron [ron]; dealer tsumo [each]; non-dealer tsumo [non-dealers, dealer]. */
export function paymentFigures(s: Pick<Score, 'payments'>): number[] {
  const p = s.payments;
  if (p.kind === 'ron') return [p.ron];
  if (p.kind === 'dealer-tsumo') return [p.nonDealer];
  return [p.nonDealer, p.dealer];
}

/** Judges an answer: each of han, fu and the payment, and all three. */
export function judgePointsAnswer(question: PointsQuestion, answer: PointsAnswer): PointsJudgement {
  const s = question.score;
  const want = paymentFigures(s);
  const han = answer.han === s.han;
  const fu = answer.fu === s.fu;
  const payment = answer.payment.length === want.length && want.every((x, i) => answer.payment[i] === x);
  return { han, fu, payment, correct: han && fu && payment };
}
