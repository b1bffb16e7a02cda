/**
 * Points from han and fu (docs/rules.md#scoring): the base points fu × 2^(han+2), capped at mangan
 * (2,000), or a limit by han (跳満 3,000, 倍満 4,000, 三倍満 6,000, 数え役満 8,000) or by yakuman (8,000
 * per multiple); each payment is a multiple of the base (the dealer pays or receives double) rounded up
 * to 100. Kept apart from the yaku (and free of anything heavy, so in the light face) so the points quiz
 * explains its answers with these very functions and the tests can ask them directly.
 */
import type { ScoreRules } from '../types.ts';
import type { HanLimit, Limit, Payments } from './score-types.ts';

/** Base points and the limit they reach (null below mangan), before any payment is rounded. */
export function basePoints(
  han: number,
  fu: number,
  yakuman: number,
  rules: Pick<ScoreRules, 'kazoeYakuman' | 'kiriageMangan'>,
): { base: number; limit: Limit | null } {
  if (yakuman > 0) return { base: 8000 * yakuman, limit: 'yakuman' };
  return hanBasePoints(han, fu, rules);
}

/** basePoints of a hand valued by han and fu (no yakuman): its limit is one reached by han. */
export function hanBasePoints(
  han: number,
  fu: number,
  rules: Pick<ScoreRules, 'kazoeYakuman' | 'kiriageMangan'>,
): { base: number; limit: HanLimit | null } {
  if (han >= 13 && rules.kazoeYakuman) return { base: 8000, limit: 'kazoe-yakuman' };
  const base = baseValue(han, fu, 0, rules);
  return { base, limit: LIMITS.get(base) ?? null };
}

/** The base points alone (basePoints without the limit's name; the probabilities ask it for every win). */
export function baseValue(han: number, fu: number, yakuman: number, rules: Pick<ScoreRules, 'kazoeYakuman' | 'kiriageMangan'>): number {
  if (yakuman > 0) return 8000 * yakuman;
  if (han >= 13 && rules.kazoeYakuman) return 8000;
  if (han >= 11) return 6000;
  if (han >= 8) return 4000;
  if (han >= 6) return 3000;
  const base = fu * (1 << (han + 2)); // han is at most 5 here
  if (base >= 2000 || (rules.kiriageMangan && base === 1920)) return 2000;
  return base;
}

// Below the yakuman, a limit is known by its base (without a limit the base is under 2,000).
const LIMITS = new Map<number, HanLimit>([
  [2000, 'mangan'],
  [3000, 'haneman'],
  [4000, 'baiman'],
  [6000, 'sanbaiman'],
]);

const up100 = (x: number) => Math.ceil(x / 100) * 100;

// Each payer's multiple of the base: the discarder pays 4 (6 for the dealer's win); on a tsumo the dealer
// pays 2 and each non-dealer 1; on the dealer's tsumo each of the others pays 2.
const RON = 4;
const DEALER_RON = 6;
const DEALER_SHARE = 2;
const NON_DEALER_SHARE = 1;

/** Who pays a share of a win: the discarder on a ron; on a tsumo each non-dealer, and the dealer when the winner is not. */
export type Payer = 'discarder' | 'non-dealer' | 'dealer';

/** One payer's share of a win, before honba: `multiple` × the base, rounded up to 100. */
export interface PaymentShare {
  payer: Payer;
  multiple: number;
  pay: number;
}

/**
 * Each payer's share of a win of this base, in the order a payment is said (a non-dealer's before the
 * dealer's): the multiples and the rounding payments() applies, for a page that explains them.
 */
export function paymentShares(base: number, options: { dealer: boolean; tsumo: boolean }): PaymentShare[] {
  const share = (payer: Payer, multiple: number): PaymentShare => ({ payer, multiple, pay: up100(base * multiple) });
  if (!options.tsumo) return [share('discarder', options.dealer ? DEALER_RON : RON)];
  if (options.dealer) return [share('non-dealer', DEALER_SHARE)];
  return [share('non-dealer', NON_DEALER_SHARE), share('dealer', DEALER_SHARE)];
}

/** What a tsumo of this base brings in, before honba: payments().points of a tsumo, without the objects. */
export function tsumoPoints(base: number, dealer: boolean, players: 3 | 4 = 4): number {
  const others = players - 1;
  if (dealer) return up100(base * DEALER_SHARE) * others;
  return up100(base * DEALER_SHARE) + up100(base * NON_DEALER_SHARE) * (others - 1);
}

/**
 * What each player pays for a win of this base value: the points (before honba), the payments (honba
 * included: 300 on a ron, 100 from each payer on a tsumo) and what the winner receives with the sticks.
 * Three players: a tsumo is paid by the two others only (ツモ損).
 */
export function payments(
  base: number,
  options: { dealer: boolean; tsumo: boolean; honba?: number; sticks?: number; players?: 3 | 4 },
): { points: number; payments: Payments; total: number } {
  const honba = options.honba ?? 0;
  const sticks = options.sticks ?? 0;
  const others = (options.players ?? 4) - 1;
  if (!options.tsumo) {
    const points = up100(base * (options.dealer ? DEALER_RON : RON));
    const ron = points + 300 * honba;
    return { points, payments: { kind: 'ron', ron }, total: ron + 1000 * sticks };
  }
  if (options.dealer) {
    const share = up100(base * DEALER_SHARE);
    const each = share + 100 * honba;
    return {
      points: tsumoPoints(base, true, options.players),
      payments: { kind: 'dealer-tsumo', nonDealer: each },
      total: each * others + 1000 * sticks,
    };
  }
  const dealerShare = up100(base * DEALER_SHARE);
  const share = up100(base * NON_DEALER_SHARE);
  const points = tsumoPoints(base, false, options.players);
  const paid = { kind: 'tsumo', dealer: dealerShare + 100 * honba, nonDealer: share + 100 * honba } as const;
  return { points, payments: paid, total: paid.dealer + paid.nonDealer * (others - 1) + 1000 * sticks };
}
