/**
 * What the points quiz's page reads off a question, beside the words: how the payment is asked (by
 * the way the hand was won), the base points (docs/rules.md#scoring: fu × 2^(han+2), or a limit's)
 * and each payer's share from them, and the hand split into its concealed tiles, its winning tile
 * and its melds. The base points and the shares are the engine's own (basePoints, paymentShares, the
 * functions score() pays by), under the quiz's rules, Tenhou's; each share is checked against the
 * question's payments, and where one differs the page states the payments alone.
 */
import {
  basePoints,
  parseHand,
  paymentFigures,
  paymentShares,
  tilesOf,
  TENHOU_RULES,
  type HanScore,
  type Meld,
  type Score,
  type Tile,
} from '../../engine/light.ts';
import type { Payer, PaymentWay } from './points-messages.ts';

/** How the payment is asked: one figure on a ron or the dealer's tsumo, two on a non-dealer's tsumo. */
export function paymentWay(score: Pick<Score, 'payments'>): PaymentWay {
  return score.payments.kind;
}

/** The base points, the engine's (a limit's when the han reach one), and fu × 2^(han+2) before any cap. */
export function basePointsOf(score: Pick<HanScore, 'han' | 'fu'>): { raw: number; base: number } {
  return { raw: score.fu * 2 ** (score.han + 2), base: basePoints(score.han, score.fu, 0, TENHOU_RULES).base };
}

export interface PayerShare {
  payer: Payer;
  multiplier: number;
  product: number;
  pay: number;
}

/** Each payer's share of the base, in the order the payment is said; null when the shares do not give the question's payments. */
export function payerShares(score: Pick<HanScore, 'han' | 'fu' | 'payments' | 'dealer'>): PayerShare[] | null {
  const { base } = basePointsOf(score);
  const way = paymentWay(score);
  const shares = paymentShares(base, { dealer: score.dealer, tsumo: way !== 'ron' }).map((s) => ({
    // The dealer's tsumo is paid alike by each of the three others.
    payer: way === 'dealer-tsumo' ? ('each' as const) : s.payer,
    multiplier: s.multiple,
    product: s.multiple * base,
    pay: s.pay,
  }));
  const want = paymentFigures(score);
  return shares.length === want.length && shares.every((s, i) => s.pay === want[i]) ? shares : null;
}

/** The hand as the quiz shows it: the concealed tiles in order, the winning tile (typed last), the melds. */
export function handParts(hand: string): { concealed: Tile[]; win: Tile | null; melds: Meld[] } {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { concealed: [], win: null, melds: [] };
  const tiles = tilesOf(parsed.value);
  return { concealed: tiles.slice(0, -1), win: tiles.at(-1) ?? null, melds: parsed.value.melds };
}
