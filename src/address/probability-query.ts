/**
 * The probabilities' settings in the URL beside the position (docs/rules.md#probabilities):
 * `&turn=5&tegawari=1&back=1&riichirule=always&nored=1&noura=1`. Like the discard table's order they are
 * choices of the page, kept as the hand changes, each left out at its default (turn 1, hand changes and
 * shanten-back off, riichi or dama as is better, red fives and ura-dora counted: the engine's). The winds
 * are the score panel's (situation-query.ts, at the engine's defaults unless set): one place says where
 * the player sits, and the panel shows them.
 * The parameters keep their first names (`tegawari` for the option the code calls `handChanges`):
 * links already shared use them.
 * The settings stay as the player set them; what a search is made with is the store's
 * (src/store/probability-search.ts).
 */
import { DEFAULT_PROBABILITY_OPTIONS } from '../engine/light.ts';

export interface ProbabilitySettings {
  /** The turn the table shows, 1-18. */
  turn: number;
  handChanges: boolean;
  shantenBack: boolean;
  riichi: 'best' | 'always';
  red: boolean;
  ura: boolean;
}

/** The page's settings at the engine's defaults (DEFAULT_PROBABILITY_OPTIONS), at turn 1. */
export const DEFAULT_PROBABILITY_SETTINGS: ProbabilitySettings = Object.freeze({
  turn: 1,
  handChanges: DEFAULT_PROBABILITY_OPTIONS.handChanges,
  shantenBack: DEFAULT_PROBABILITY_OPTIONS.shantenBack,
  riichi: DEFAULT_PROBABILITY_OPTIONS.riichi,
  red: DEFAULT_PROBABILITY_OPTIONS.red,
  ura: DEFAULT_PROBABILITY_OPTIONS.ura,
}) as ProbabilitySettings;

/** The settings a location's search string names; anything unreadable is its default. */
export function readProbabilitySettings(search: string): ProbabilitySettings {
  const p = new URLSearchParams(search);
  // A turn out of range is the nearest turn there is (`turn=99` is the last, 18); anything else is turn 1.
  const turn = Number.parseInt(p.get('turn') ?? '', 10);
  return {
    turn: Number.isFinite(turn) ? Math.min(18, Math.max(1, turn)) : 1,
    handChanges: p.get('tegawari') === '1',
    shantenBack: p.get('back') === '1',
    riichi: p.get('riichirule') === 'always' ? 'always' : 'best',
    red: p.get('nored') !== '1',
    ura: p.get('noura') !== '1',
  };
}

/** `search` with the settings' parameters after it (none at their defaults). */
export function withProbabilitySettings(search: string, s: ProbabilitySettings): string {
  const params: string[] = [];
  if (s.turn !== 1) params.push(`turn=${s.turn}`);
  if (s.handChanges) params.push('tegawari=1');
  if (s.shantenBack) params.push('back=1');
  if (s.riichi === 'always') params.push('riichirule=always');
  if (!s.red) params.push('nored=1');
  if (!s.ura) params.push('noura=1');
  if (params.length === 0) return search;
  return `${search || '?'}${search ? '&' : ''}${params.join('&')}`;
}

/** True when both ask the same search (the turn shown aside: every turn comes in one answer). */
export function sameSearch(a: ProbabilitySettings, b: ProbabilitySettings): boolean {
  return a.handChanges === b.handChanges && a.shantenBack === b.shantenBack && a.riichi === b.riichi && a.red === b.red && a.ura === b.ura;
}
