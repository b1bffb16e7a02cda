/**
 * Tenhou's order of discard rows, shared by Tenhou's text (analysis/tenhou-text.ts) and the page's
 * table, so the two can never drift apart: lower shanten first, then larger count, then where the
 * discarded kind first appears in the hand as typed. The engine's own order (analyze's, docs/rules.md)
 * breaks the last tie by tile index instead, which is stable whatever the typing and is what the
 * command line's table keeps; Tenhou's page sorts its hand with the draw last, so its ties follow
 * the hand as shown. Light (a sort of a dozen rows), so the page's main thread may use it.
 */
import type { DiscardRow, Hand } from '../types.ts';

/** The rows in Tenhou's order (a new array; the rows given are not touched). */
export function tenhouDiscardOrder<R extends DiscardRow>(hand: Hand, rows: readonly R[]): R[] {
  const firstTyped = new Map<number, number>();
  hand.order.forEach((kind, i) => {
    if (!firstTyped.has(kind)) firstTyped.set(kind, i);
  });
  // A kind missing from `order` (a hand built from counts) falls back to tile order after the typed ones.
  const position = (kind: number) => firstTyped.get(kind) ?? hand.order.length + kind;
  return [...rows].sort((a, b) => a.shanten - b.shanten || b.count - a.count || position(a.discard.kind) - position(b.discard.kind));
}
