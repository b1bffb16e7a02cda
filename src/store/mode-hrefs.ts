/** Where the header's mode links lead: each mode's address as the page last had it. */
import type { Tile } from '../engine/light.ts';
import { drillSearch, pointsSearch, quizSearch, reviewSearch, type Mode } from '../address/practice-route.ts';

/** The parts of the store the mode links are made from. */
export interface ModeHrefSource {
  /** The analysis page's search string when it was left ('' = none). */
  analysisSearch: string;
  quiz: { question: { hand: string } | null };
  drill: { seed: number | null; discards: readonly Tile[] };
  points: { seed: number | null };
}

export type ModeHrefs = Record<Mode, string>;

/** Where each mode link leads: back to the hand, questions and drill position the page last had in each mode (a new object: the store's selectors keep it while it is the same, selectors/practice.ts). */
export function modeHrefs(state: ModeHrefSource): ModeHrefs {
  return {
    analysis: state.analysisSearch || '?',
    quiz: quizSearch(state.quiz.question?.hand ?? ''),
    drill: drillSearch(state.drill.seed, state.drill.discards),
    points: pointsSearch(state.points.seed),
    review: reviewSearch(),
  };
}
