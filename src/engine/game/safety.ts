/**
 * How safe a tile is against one riichi player, by deterministic classes (docs/rules.md#safety-against-a-riichi):
 *
 * - genbutsu (現物): the riichi player cannot win on it (in its river, or discarded by anyone after its
 *   riichi tile: it is furiten for it);
 * - suji (スジ): every two-sided wait through the tile is ruled out by genbutsu three ranks away (1-4-7,
 *   2-5-8, 3-6-9: a 4, 5 or 6 needs both sides, 両スジ); half-suji (片スジ): a 4, 5 or 6 with one side only;
 * - no-chance / one-chance (壁): every two-sided shape that waits on the tile needs a kind of which all four
 *   (no-chance) or at least three (one-chance) copies are visible to you (genbutsu sides counting as ruled out);
 * - an honour, by the copies of it visible to you (0-4);
 * - unsafe: none of these.
 *
 * Algorithm: the two-sided shapes that wait on rank n are (n+1, n+2) for n <= 6 (waiting on n and n+3)
 * and (n-2, n-1) for n >= 4 (waiting on n-3 and n); a shape (a, a+1) is two-sided when 2 <= a <= 7. Each
 * shape is ruled out by genbutsu on its other wait, or blocked by the copies visible of its two kinds.
 * The classes say which waits remain possible; they are not probabilities, and the page shows no deal-in
 * rate (no published figure was checked for this project).
 */
import { rankOf } from '../core/tiles.ts';
import type { Counts } from '../types.ts';
import { genbutsuOf, riichiSeats, type GameState, type Seat } from './game.ts';

export type SafetyClass = 'genbutsu' | 'suji' | 'half-suji' | 'no-chance' | 'one-chance' | 'honor' | 'unsafe';

export interface Safety {
  class: SafetyClass;
  /** For an honour: the copies visible to you (0-4). */
  visible?: number;
}

/** One shape's state for a wait on the tile: ruled out by genbutsu, or the most copies visible of its two kinds. */
interface Shape {
  suji: boolean;
  blocked: number;
}

/**
 * A tile's class against a riichi player whose genbutsu kinds are `genbutsu`, with `visible` the copies of
 * each kind visible to you (your hand and melds, every river, every meld, the indicators).
 */
export function safetyClass(kind: number, genbutsu: readonly boolean[], visible: Counts): Safety {
  if (genbutsu[kind]) return { class: 'genbutsu' };
  if (kind >= 27) return { class: 'honor', visible: visible[kind] };
  const n = rankOf(kind);
  const shapes: Shape[] = [];
  // (n+1, n+2) waits on n and n+3; (n-2, n-1) waits on n-3 and n.
  if (n <= 6) shapes.push({ suji: genbutsu[kind + 3], blocked: Math.max(visible[kind + 1], visible[kind + 2]) });
  if (n >= 4) shapes.push({ suji: genbutsu[kind - 3], blocked: Math.max(visible[kind - 2], visible[kind - 1]) });
  if (shapes.every((s) => s.suji)) return { class: 'suji' };
  if (shapes.every((s) => s.suji || s.blocked >= 4)) return { class: 'no-chance' };
  if (shapes.every((s) => s.suji || s.blocked >= 3)) return { class: 'one-chance' };
  if (shapes.some((s) => s.suji)) return { class: 'half-suji' };
  return { class: 'unsafe' };
}

/**
 * The order the discard table sorts by, safest first: the classes by the waits they leave. Genbutsu
 * leaves none; an honour with every copy visible only a thirteen-orphans wait; with three visible a
 * single wait or thirteen orphans; suji and no-chance every wait but the two-sided; one-chance a
 * two-sided wait on the one copy left; half-suji one two-sided wait; an honour with fewer visible a pair
 * wait too; unsafe all of them.
 */
export function safetyRank(safety: Safety): number {
  switch (safety.class) {
    case 'genbutsu':
      return 0;
    case 'honor':
      return safety.visible! >= 4 ? 1 : safety.visible === 3 ? 2 : safety.visible === 2 ? 6 : 8;
    case 'suji':
      return 3;
    case 'no-chance':
      return 4;
    case 'one-chance':
      return 5;
    case 'half-suji':
      return 7;
    case 'unsafe':
      return 9;
  }
}

/** A tile's safety against each riichi player of the game (riichiSeats' order). */
export function safetyAgainst(state: GameState, kind: number, visible: Counts): { seat: Seat; safety: Safety }[] {
  return riichiSeats(state).map((seat) => ({ seat, safety: safetyClass(kind, genbutsuOf(state, seat)!, visible) }));
}
