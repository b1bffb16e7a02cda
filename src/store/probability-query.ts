/**
 * The probabilities' settings in the URL beside the position (docs/rules.md#probabilities):
 * `&turn=5&tegawari=1&back=1&riichirule=always&nored=1&noura=1`. Like the discard table's order they are
 * choices of the page, kept as the hand changes, each left out at its default (turn 1, hand changes and
 * shanten-back off, riichi or dama as is better, red fives and ura-dora counted). The winds are the
 * score panel's (situation-query.ts): one place says where the player sits.
 *
 * From 4-shanten the search is made with hand changes and shanten-back off, whatever the settings say
 * (searchSettings): with them such a hand would take far longer and seldom fit the memory budget,
 * while without them a 4-shanten hand takes well under a second and a 5-shanten one a second or two.
 * The settings themselves stay as the player set them (in the address too), and apply again to the
 * next hand nearer tenpai.
 */

export interface ProbabilitySettings {
  /** The turn the table shows, 1-18. */
  turn: number;
  tegawari: boolean;
  shantenBack: boolean;
  riichi: 'best' | 'always';
  red: boolean;
  ura: boolean;
}

export const DEFAULT_PROBABILITY_SETTINGS: ProbabilitySettings = Object.freeze({
  turn: 1,
  tegawari: false,
  shantenBack: false,
  riichi: 'best',
  red: true,
  ura: true,
}) as ProbabilitySettings;

/** The settings a location's search string names; anything unreadable is its default. */
export function readProbabilitySettings(search: string): ProbabilitySettings {
  const p = new URLSearchParams(search);
  // A turn out of range is the nearest turn there is (`turn=99` is the last, 18); anything else is turn 1.
  const turn = Number.parseInt(p.get('turn') ?? '', 10);
  return {
    turn: Number.isFinite(turn) ? Math.min(18, Math.max(1, turn)) : 1,
    tegawari: p.get('tegawari') === '1',
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
  if (s.tegawari) params.push('tegawari=1');
  if (s.shantenBack) params.push('back=1');
  if (s.riichi === 'always') params.push('riichirule=always');
  if (!s.red) params.push('nored=1');
  if (!s.ura) params.push('noura=1');
  if (params.length === 0) return search;
  return `${search || '?'}${search ? '&' : ''}${params.join('&')}`;
}

/** True when both ask the same search (the turn shown aside: every turn comes in one answer). */
export function sameSearch(a: ProbabilitySettings, b: ProbabilitySettings): boolean {
  return a.tegawari === b.tegawari && a.shantenBack === b.shantenBack && a.riichi === b.riichi && a.red === b.red && a.ura === b.ura;
}

/** From this shanten (standard form) the search runs with hand changes and shanten-back off. */
export const OPTIONS_OFF_SHANTEN = 4;

/** True when a hand of this shanten is searched with hand changes and shanten-back off (null: not known yet). */
export function isOptionsOff(shanten: number | null): boolean {
  return shanten !== null && shanten >= OPTIONS_OFF_SHANTEN;
}

const withoutOptions = new WeakMap<ProbabilitySettings, ProbabilitySettings>();

/**
 * The settings the search for a hand of this shanten is made with: `s` itself, or, from
 * OPTIONS_OFF_SHANTEN, `s` with hand changes and shanten-back off (the same object for the same `s`,
 * so a selector that reads it stays memoised).
 */
export function searchSettings(s: ProbabilitySettings, shanten: number | null): ProbabilitySettings {
  if (!isOptionsOff(shanten) || (!s.tegawari && !s.shantenBack)) return s;
  let off = withoutOptions.get(s);
  if (!off) {
    off = { ...s, tegawari: false, shantenBack: false };
    withoutOptions.set(s, off);
  }
  return off;
}
