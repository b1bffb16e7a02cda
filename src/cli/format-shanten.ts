/**
 * `pairi --shanten`: one line per hand, the hand as typed and its shanten in each form, tab-separated,
 * so `cut` and spreadsheets read it. It needs no analysis, only shanten(), which is why a long list of
 * hands goes fast in this mode.
 */
import type { ShantenResult } from '../engine/index.ts';

/** A form's shanten, or "-" where the form cannot apply (chiitoitsu and kokushi with melds). */
export const shantenText = (n: number | null): string => (n === null ? '-' : String(n));

/** HAND<TAB>standard<TAB>regular<TAB>chiitoitsu<TAB>kokushi, without the line end. */
export function formatShantenLine(input: string, s: ShantenResult): string {
  return `${input}\t${s.standard}\t${s.regular}\t${shantenText(s.chiitoitsu)}\t${shantenText(s.kokushi)}`;
}
