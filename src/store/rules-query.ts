/**
 * The scoring rules the page values hands by (docs/rules.md#scoring): the score panel, each wait's
 * value and the probabilities. Tenhou's by default; Mahjong Soul's, or any switch turned, when chosen.
 *
 * In the address beside the position as the engine writes the rules' text (`&rules=mahjongsoul`,
 * `&rules=tenhou,kiriageMangan=true`), nothing at the defaults, read forgivingly (a part that cannot be
 * read is skipped). The choice is remembered in the browser's storage like the language; an address
 * that names rules wins over the remembered choice, one that names none leaves the rules as they are
 * (the remembered choice on a fresh page). A storage that is missing or refuses only means the choice is
 * not remembered.
 */
import { DEFAULT_SCORE_RULES, formatRules, readRules, sameRules, type ScoreRules } from '../engine/light.ts';
import { recalled, remember, type ChoiceStorage } from './remembered.ts';

type RulesStorage = ChoiceStorage;

export const RULES_KEY = 'pairi.rules';

/** The rules an address names, or null when it names none. */
export function readRulesQuery(search: string): ScoreRules | null {
  const text = new URLSearchParams(search).get('rules');
  return text === null ? null : readRules(text);
}

/** `search` with the rules' parameter after it (none at the defaults). */
export function withRules(search: string, rules: ScoreRules): string {
  if (sameRules(rules, DEFAULT_SCORE_RULES)) return search;
  return `${search || '?'}${search ? '&' : ''}rules=${formatRules(rules)}`;
}

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
