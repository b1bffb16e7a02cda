/**
 * Tenhou's shanten count, which the page compares with the engine's exact one to explain a
 * difference. Tenhou counts as if every kind had unlimited copies, so a hand holding all four of a
 * kind may "wait" on a fifth (`1111m234p567p789p`: tenpai for Tenhou, 1-shanten exactly). Only the
 * regular form can differ (chiitoitsu and kokushi already count four equal tiles as one pair), so
 * only it is counted here.
 *
 * Algorithm: the block formula. For n sets to make from the concealed tiles (melds shown or implied
 * are the rest), shanten = 2(n - sets) - partials - head, over every split of the tiles into sets,
 * partial sets (a pair, two adjacent or gapped number tiles), at most one head pair and singles,
 * with partials capped at n - sets. The split is a depth-first search over the kinds in order; it
 * is exponential, but a hand has at most 14 tiles and the page asks only when some kind is held
 * four times, so it costs well under a millisecond where it runs at all. Nothing here depends on
 * the engine's table-driven method, which is the point of a second opinion.
 */
import { KINDS } from '../core/tiles.ts';
import type { Form, Hand } from '../types.ts';
import type { ShantenResult } from './shanten.ts';

/** Tenhou's regular-form shanten of the hand's concealed tiles (copy limits ignored). */
export function tenhouRegularShanten(hand: Hand): number {
  const counts = Array.from(hand.tiles);
  let tiles = 0;
  for (const c of counts) tiles += c;
  const n = Math.floor(tiles / 3);
  let best = 2 * n;

  const search = (from: number, sets: number, partials: number, head: number): void => {
    let i = from;
    while (i < KINDS && counts[i] === 0) i++;
    if (i === KINDS) {
      const value = 2 * (n - sets) - Math.min(partials, n - sets) - head;
      if (value < best) best = value;
      return;
    }
    const number = i < 27;
    const rank = i % 9;
    if (counts[i] >= 3) {
      counts[i] -= 3;
      search(i, sets + 1, partials, head);
      counts[i] += 3;
    }
    if (number && rank <= 6 && counts[i + 1] > 0 && counts[i + 2] > 0) {
      counts[i]--;
      counts[i + 1]--;
      counts[i + 2]--;
      search(i, sets + 1, partials, head);
      counts[i]++;
      counts[i + 1]++;
      counts[i + 2]++;
    }
    if (counts[i] >= 2) {
      counts[i] -= 2;
      if (head === 0) search(i, sets, partials, 1);
      search(i, sets, partials + 1, head);
      counts[i] += 2;
    }
    for (const gap of [1, 2]) {
      if (number && rank + gap <= 8 && counts[i + gap] > 0) {
        counts[i]--;
        counts[i + gap]--;
        search(i, sets, partials + 1, head);
        counts[i]++;
        counts[i + gap]++;
      }
    }
    // The tile left as a single.
    counts[i]--;
    search(i, sets, partials, head);
    counts[i]++;
  };

  search(0, 0, 0, 0);
  return best;
}

/** Whether the hand holds all four copies of some kind, its melds included: only then can Tenhou differ. */
export function holdsFourOfAKind(hand: Hand): boolean {
  const counts = Array.from(hand.tiles);
  for (const meld of hand.melds) for (const k of meld.tiles) counts[k]++;
  return counts.some((c) => c >= 4);
}

/**
 * Tenhou's shanten of the hand in `form`, given its exact shanten in every form, or null where the two
 * cannot differ (no kind held four times). Chiitoitsu and kokushi count alike on both sides; only the
 * regular form is recounted.
 */
export function tenhouShanten(hand: Hand, form: Form, exact: ShantenResult): number | null {
  if (!holdsFourOfAKind(hand)) return null;
  const regular = tenhouRegularShanten(hand);
  if (form === 'regular') return regular;
  return Math.min(regular, exact.chiitoitsu ?? regular, exact.kokushi ?? regular);
}
