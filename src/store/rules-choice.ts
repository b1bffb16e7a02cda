/**
 * The scoring rules the player chose, remembered in the browser's storage like the language: an
 * address that names rules (src/address/rules-query.ts) wins over the remembered choice, one that names none
 * leaves the rules as they are (the remembered choice on a fresh page). A storage that is missing or
 * refuses only means the choice is not remembered. The engine is asked with no rules at the defaults.
 */
import { DEFAULT_SCORE_RULES, formatRules, readRules, sameRules, type ScoreRules } from '../engine/light.ts';
import { readRulesQuery } from '../address/rules-query.ts';
import { recalled, remember, type ChoiceStorage } from './remembered.ts';

type RulesStorage = ChoiceStorage;

export const RULES_KEY = 'pairi.rules';

/** The rules at start-up: the address's, else the remembered choice, else the defaults (Tenhou's). */
export function initialRules(storage: RulesStorage, search: string): ScoreRules {
  const named = readRulesQuery(search);
  if (named) return named;
  const saved = recalled(storage, RULES_KEY);
  return saved ? readRules(saved) : { ...DEFAULT_SCORE_RULES };
}

/** Remember the choice (its text, as the address writes it). */
export function rememberRules(storage: RulesStorage, rules: ScoreRules): void {
  remember(storage, RULES_KEY, formatRules(rules));
}

/** The rules as the engine is asked with them: none at the defaults (the engine's own). */
export function rulesInput(rules: ScoreRules): ScoreRules | undefined {
  return sameRules(rules, DEFAULT_SCORE_RULES) ? undefined : rules;
}
