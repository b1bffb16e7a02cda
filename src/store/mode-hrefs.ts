/** Where the header's mode links lead: each mode's address as the page last had it. */
import type { Tile } from '../engine/light.ts';
import { drillSearch, pointsSearch, quizSearch, type Mode } from '../address/practice-route.ts';

/** The parts of the store the mode links are made from. */
export interface ModeHrefSource {
  /** The analysis page's search string when it was left ('' = none). */
  analysisSearch: string;
  quiz: { question: { hand: string } | null };
  drill: { seed: number | null; discards: readonly Tile[] };
  points: { seed: number | null };
}

export type ModeHrefs = Record<Mode, string>;

let lastHrefs: { key: string; hrefs: ModeHrefs } | null = null;

/** Where each mode link leads: back to the hand, questions and drill position the page last had in each mode. */
export function selectModeHrefs(state: ModeHrefSource): ModeHrefs {
  const analysis = state.analysisSearch || '?';
  const quiz = quizSearch(state.quiz.question?.hand ?? '');
  const drill = drillSearch(state.drill.seed, state.drill.discards);
  const points = pointsSearch(state.points.seed);
  // The same object while nothing changes: React's store hook needs stable snapshots.
  const key = `${analysis}\n${quiz}\n${drill}\n${points}`;
  if (lastHrefs?.key !== key) lastHrefs = { key, hrefs: { analysis, quiz, drill, points } };
  return lastHrefs.hrefs;
}
