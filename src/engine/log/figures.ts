/**
 * Figures a decision of the review was asked for (docs/game-logs.md#the-review), as one union: measured; not
 * searched, with the review's reason; or searched and failed, with the search's error. What reads them
 * takes the measured value or the reason, whichever there is, through the two functions here.
 */
import type { ProbabilityError } from '../probability/probabilities.ts';

export type Figures<T, Skip> =
  { kind: 'measured'; value: T } | { kind: 'skipped'; reason: Skip } | { kind: 'failed'; error: ProbabilityError };

/** The figures' measured value; null when they were not asked, not searched or failed. */
export function measured<T>(figures: Figures<T, unknown> | undefined): T | null {
  return figures?.kind === 'measured' ? figures.value : null;
}

/** Why there are no figures (the review's reason, or the search's error); null when they were measured or not asked. */
export function unmeasured<Skip>(figures: Figures<unknown, Skip> | undefined): Skip | ProbabilityError | null {
  if (!figures || figures.kind === 'measured') return null;
  return figures.kind === 'skipped' ? figures.reason : figures.error;
}
