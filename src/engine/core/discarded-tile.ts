/**
 * The physical tile a discard gives away, as every result names it (DiscardRow, TwoStepRow,
 * ProbabilityRow): its kind and whether it is the red five (types.ts's Tile).
 *
 * Why one rule: a row is about one kind, but with red fives a hand may hold a plain and a red five of a
 * suit, and a page showing one result's figures beside another's must know that both rows mean the same
 * copy, not guess it. The analyses give away the plain copy while the hand holds one (the red five is
 * worth a dora and is kept) and the red one only when it is the last five of its suit the hand holds;
 * the probabilities with red fives as kinds of their own have a row for each copy and name each as it
 * is. Tiles are shared frozen objects, one per kind and one per red five, so a discard table allocates
 * nothing beyond its rows.
 */
import type { Hand, Tile } from '../types.ts';

const PLAIN: readonly Tile[] = Array.from({ length: 34 }, (_, kind) => Object.freeze({ kind, red: false }));
/** The red fives, by suit (m, p, s). */
const RED: readonly Tile[] = [4, 13, 22].map((kind) => Object.freeze({ kind, red: true }));

/** The tile of a kind (0-33), the red five when `red` (a five only). */
export function tileOf(kind: number, red = false): Tile {
  return red ? RED[(kind / 9) | 0]! : PLAIN[kind]!;
}

/** The copy a discard of `kind` gives away from the hand's concealed tiles: a plain one while the hand holds one. */
export function discardedTile(hand: Hand, kind: number): Tile {
  if (kind < 27 && kind % 9 === 4) {
    const suit = (kind / 9) | 0;
    if (hand.red[suit]! > 0 && hand.tiles[kind] === hand.red[suit]) return RED[suit]!;
  }
  return PLAIN[kind]!;
}
