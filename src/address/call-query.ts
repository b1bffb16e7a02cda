/**
 * The call table in the address (docs/rules.md#call-or-pass): the offer being considered,
 * `&offer=4m-left` (the tile's mpsz code, a red five written 0, then the seat it comes from: `left`,
 * `across` or `right`), and the figure the table is ordered by, `&callby=ev` or `&callby=tenpai` (left
 * out at its default, the chance to win). A reload or a shared link opens the same call table. Like the
 * discard table's order they are choices of the page, not of the position: the store drops the offer
 * when the game moves on (a move, Undo, a river pasted), since the tile it names is no longer the one
 * on offer. An offer that does not read (`offer=9z-left`, `offer=4m-behind`) is none. The seat's word is
 * the address's notation only (placeName, seatOfPlaceName): read, the offer holds the seat's number.
 */
import { kindOfCode, placeName, seatOfPlaceName, type OtherSeat, type Tile } from '../engine/light.ts';

/** An offered tile as the address names it: its mpsz code ('0m' a red five) and the seat it comes from (1 right, 2 across, 3 left). */
export interface OfferQuery {
  tile: string;
  from: OtherSeat;
}

/** The figure the call table is ordered by, best first: the chance to win, the expected score, the chance of tenpai. */
export type CallMetric = 'win' | 'ev' | 'tenpai';

export const CALL_METRICS: readonly CallMetric[] = ['win', 'ev', 'tenpai'];

/** True when `code` is one tile's mpsz code: 0-9 with m, p or s (0 a red five), or 1z-7z. */
export function isTileCode(code: string): boolean {
  return /^[0-9][mps]$|^[1-7]z$/.test(code);
}

/** The offered tile as a request carries it (the code read: '0m' the red 5m). */
export function offerTile(offer: OfferQuery): Tile {
  return { kind: kindOfCode(offer.tile), red: offer.tile[0] === '0' };
}

/** The offer a location names, or null (none, or one that does not read). */
export function readOffer(search: string): OfferQuery | null {
  const value = new URLSearchParams(search).get('offer') ?? '';
  const match = /^([0-9][mpsz])-([a-z]+)$/.exec(value);
  if (!match || !isTileCode(match[1]!)) return null;
  const from = seatOfPlaceName(match[2]!);
  return from ? { tile: match[1]!, from } : null;
}

/** The order a location names ('win' when it names none or one not known). */
export function readCallMetric(search: string): CallMetric {
  const by = new URLSearchParams(search).get('callby');
  return CALL_METRICS.find((m) => m === by) ?? 'win';
}

/** `search` with the offer and the order after it (each left out when none or at its default). */
export function withCallChoice(search: string, offer: OfferQuery | null, metric: CallMetric): string {
  const params: string[] = [];
  if (offer && isTileCode(offer.tile) && [1, 2, 3].includes(offer.from)) params.push(`offer=${offer.tile}-${placeName(offer.from)}`);
  if (metric !== 'win' && CALL_METRICS.includes(metric)) params.push(`callby=${metric}`);
  if (params.length === 0) return search;
  return `${search || '?'}${search ? '&' : ''}${params.join('&')}`;
}

/** True when both name the same offer (or none). */
export function sameOffer(a: OfferQuery | null, b: OfferQuery | null): boolean {
  return a === b || (a !== null && b !== null && a.tile === b.tile && a.from === b.from);
}
