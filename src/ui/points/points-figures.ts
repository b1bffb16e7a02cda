/**
 * What the points quiz's page reads off a question, beside the words: how the payment is asked (by
 * the way the hand was won), the base points (docs/rules.md#scoring: fu × 2^(han+2), or a limit's)
 * and each payer's share from them, and the hand split into its concealed tiles, its winning tile
 * and its melds. The shares are worked out here only to explain them: each is checked against the
 * question's own payments, and where one differs the page states the payments alone.
 */
import { parseHand, paymentFigures, tilesOf, type Meld, type Score, type Tile } from '../../engine/light.ts';
import type { Payer, PaymentWay } from './points-messages.ts';

/** How the payment is asked: one figure on a ron or the dealer's tsumo, two on a non-dealer's tsumo. */
export function paymentWay(score: Pick<Score, 'payments'>): PaymentWay {
  const p = score.payments;
  if (p.ron !== undefined) return 'ron';
  return p.dealer === undefined ? 'dealer-tsumo' : 'tsumo';
}

const LIMIT_BASE: Record<NonNullable<Score['limit']>, number> = {
  満貫: 2000,
  跳満: 3000,
  倍満: 4000,
  三倍満: 6000,
  役満: 8000,
  数え役満: 8000,
};

/** The base points: fu × 2^(han+2) below the limits, else the limit's (a yakuman's times its multiple). */
export function basePoints(score: Pick<Score, 'han' | 'fu' | 'limit' | 'yakuman'>): { raw: number | null; base: number } {
  const raw = score.han !== null && score.fu !== null ? score.fu * 2 ** (score.han + 2) : null;
  if (score.limit) return { raw, base: LIMIT_BASE[score.limit] * Math.max(1, score.yakuman) };
  return { raw, base: raw ?? 0 };
}

export interface PayerShare {
  payer: Payer;
  multiplier: number;
  product: number;
  pay: number;
}

const roundUp = (x: number) => Math.ceil(x / 100) * 100;

/** Each payer's share of the base, in the order the payment is said; null when the shares do not give the question's payments. */
export function payerShares(score: Pick<Score, 'han' | 'fu' | 'limit' | 'yakuman' | 'payments' | 'dealer'>): PayerShare[] | null {
  const { base } = basePoints(score);
  const way = paymentWay(score);
  const parts: [Payer, number][] =
    way === 'ron' ? [['discarder', score.dealer ? 6 : 4]] : way === 'dealer-tsumo' ? [['each', 2]] : [['non-dealer', 1], ['dealer', 2]];
  const shares = parts.map(([payer, multiplier]) => ({ payer, multiplier, product: multiplier * base, pay: roundUp(multiplier * base) }));
  const want = paymentFigures(score);
  return shares.every((s, i) => s.pay === want[i]) ? shares : null;
}

/** The hand as the quiz shows it: the concealed tiles in order, the winning tile (typed last), the melds. */
export function handParts(hand: string): { concealed: Tile[]; win: Tile | null; melds: Meld[] } {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { concealed: [], win: null, melds: [] };
  const tiles = tilesOf(parsed.value);
  return { concealed: tiles.slice(0, -1), win: tiles.at(-1) ?? null, melds: parsed.value.melds };
}
