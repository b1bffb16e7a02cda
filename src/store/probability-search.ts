/**
 * What the probabilities of the hand shown are searched with. From 4-shanten the search is made with
 * hand changes and shanten-back off, whatever the settings say (searchSettings): with them such a hand
 * would take far longer and seldom fit the memory budget, while without them a 4-shanten hand takes
 * well under a second and a 5-shanten one a second or two. The settings themselves stay as the player
 * set them (in the address too, src/address/probability-query.ts), and apply again to the next hand nearer tenpai.
 */
import type { ProbabilitySettings } from '../address/probability-query.ts';

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
  if (!isOptionsOff(shanten) || (!s.handChanges && !s.shantenBack)) return s;
  let off = withoutOptions.get(s);
  if (!off) {
    off = { ...s, handChanges: false, shantenBack: false };
    withoutOptions.set(s, off);
  }
  return off;
}
