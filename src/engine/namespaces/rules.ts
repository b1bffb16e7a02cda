/**
 * `rules` of `pairi/engine`: the rule sets and the situation of a win beyond the core's (the presets,
 * parseRules, formatRules, basePoints, payments): comparing and naming sets, reading them loosely, checking
 * a situation, the yakuhai of a seat and each payer's share.
 */
export { SCORE_RULE_NAMES, sameRules, presetOf, readRules } from '../scoring/rules.ts';
export { situationError } from '../scoring/score.ts';
export { yakuhaiKinds } from '../scoring/yaku-chances.ts';
export { paymentShares } from '../scoring/points.ts';
