/**
 * What the points quiz's page reads off a question, beside the words: how the payment is asked (by
 * the way the hand was won), the base points (docs/rules.md#scoring: fu × 2^(han+2), or a limit's)
 * and each payer's share from them, and the hand split into its concealed tiles, its winning tile
 * and its melds. The shares are worked out here only to explain them: each is checked against the
 * question's own payments, and where one differs the page states the payments alone.
 */
import { parseHand, paymentFigures, type HanScore, type Meld, type Score } from '../../engine/light.ts';
import type { Payer, PaymentWay } from './points-messages.ts';

/** How the payment is asked: one figure on a ron or the dealer's tsumo, two on a non-dealer's tsumo. */
export function paymentWay(score: Pick<Score, 'payments'>): PaymentWay {
  return score.payments.kind;
}

const LIMIT_BASE: Record<NonNullable<HanScore['limit']>, number> = {
  mangan: 2000,
  haneman: 3000,
  baiman: 4000,
  sanbaiman: 6000,
  'kazoe-yakuman': 8000,
};

/** The base points: fu × 2^(han+2) below the limits, else the limit's. */
export function basePoints(score: Pick<HanScore, 'han' | 'fu' | 'limit'>): { raw: number; base: number } {
  const raw = score.fu * 2 ** (score.han + 2);
  if (score.limit) return { raw, base: LIMIT_BASE[score.limit] };
  return { raw, base: raw };
}

export interface PayerShare {
  payer: Payer;
  multiplier: number;
  product: number;
  pay: number;
}

const roundUp = (x: number) => Math.ceil(x / 100) * 100;

/** Each payer's share of the base, in the order the payment is said; null when the shares do not give the question's payments. */
export function payerShares(score: Pick<HanScore, 'han' | 'fu' | 'limit' | 'payments' | 'dealer'>): PayerShare[] | null {
  const { base } = basePoints(score);
  const way = paymentWay(score);
  const parts: [Payer, number][] =
    way === 'ron' ? [['discarder', score.dealer ? 6 : 4]] : way === 'dealer-tsumo' ? [['each', 2]] : [['non-dealer', 1], ['dealer', 2]];
  const shares = parts.map(([payer, multiplier]) => ({ payer, multiplier, product: multiplier * base, pay: roundUp(multiplier * base) }));
  const want = paymentFigures(score);
  return shares.every((s, i) => s.pay === want[i]) ? shares : null;
}

/** A tile as drawn: its kind and whether it is a red five. */
export interface ShownTile {
  kind: number;
  red: boolean;
}

/** The hand as the quiz shows it: the concealed tiles in order, the winning tile (typed last), the melds. */
export function handParts(hand: string): { concealed: ShownTile[]; win: ShownTile | null; melds: Meld[] } {
  const parsed = parseHand(hand);
  if (!parsed.ok) return { concealed: [], win: null, melds: [] };
  const { order, orderRed, melds } = parsed.value;
  const tiles = order.map((kind, i) => ({ kind, red: orderRed[i] ?? false }));
  return { concealed: tiles.slice(0, -1), win: tiles.at(-1) ?? null, melds };
}
