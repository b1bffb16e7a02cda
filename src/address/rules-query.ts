/**
 * The scoring rules the page values hands by (docs/rules.md#scoring): the score panel, each wait's
 * value and the probabilities. Tenhou's by default; Mahjong Soul's, or any switch turned, when chosen.
 *
 * In the address beside the position as the engine writes the rules' text (`&rules=mahjongsoul`,
 * `&rules=tenhou,kiriageMangan=true`), nothing at the defaults, read forgivingly (a part that cannot be
 * read is skipped). The choice is also remembered in the browser (src/store/rules-choice.ts).
 */
import { DEFAULT_SCORE_RULES, formatRules, readRules, sameRules, type ScoreRules } from '../engine/light.ts';

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
