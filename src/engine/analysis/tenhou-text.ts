/**
 * Tenhou's 牌理 text format (the text area of tenhou.net/2/), reproduced byte for byte.
 *
 * The analysis already holds every discard row with its shanten, effective tiles and remaining
 * count; this module only selects and orders them the way Tenhou does. Tenhou lists the discards
 * that keep the lowest shanten reachable, biggest count first, and breaks ties by where the
 * discarded kind first appears in the hand as typed, not by tile index. That is why the typed
 * order (`hand.order`) is an input here: the canonical analysis order (tile index) would print a
 * different, equally "correct" text that no longer matches Tenhou's.
 *
 * Output, lines joined by "\n" with NO trailing newline (callers printing several blocks add
 * their own separators):
 *   line 1   the input exactly as typed
 *   3n+2     `打{tile} 摸[{tiles} {count}枚]` per selected discard (`待ち` for `摸` when the discard
 *            leaves tenpai or better)
 *   3n+1     one `摸[{tiles} {count}枚]` / `待ち[...]` line without the discard prefix
 * Tiles are written in full (`1m2m3m`) in tile order; a red five is always written as its 5.
 * When no effective tile has a copy left (possible only with tiles seen elsewhere), the bracket
 * holds just the count: `摸[0枚]`.
 */
import { tenhouDiscardOrder } from '../core/tenhou-order.ts';
import { formatKindsLong, tileCode } from '../core/tiles.ts';
import type { DiscardRow, Hand } from '../types.ts';
import type { Analysis } from './analyze.ts';

function bracket(shanten: number, tiles: readonly number[], count: number): string {
  const word = shanten <= 0 ? '待ち' : '摸';
  const sorted = [...tiles].sort((a, b) => a - b);
  return `${word}[${sorted.length ? formatKindsLong(sorted) + ' ' : ''}${count}枚]`;
}

/** Discard rows Tenhou prints: lowest shanten only, by count descending, ties in typed order. */
function tenhouDiscardRows(hand: Hand, discards: readonly DiscardRow[]): DiscardRow[] {
  if (discards.length === 0) return [];
  const lowest = Math.min(...discards.map((row) => row.shanten));
  // The order the page's table shows too (core/tenhou-order.ts).
  return tenhouDiscardOrder(hand, discards).filter((row) => row.shanten === lowest);
}

/** The lines of Tenhou's 牌理 text after its first (the input as typed): one per best discard, or one of effective tiles. */
export function tenhouTextLines(hand: Hand, analysis: Analysis): string[] {
  if (analysis.kind === 'draw') return [bracket(analysis.value, analysis.effective.tiles, analysis.effective.count)];
  return tenhouDiscardRows(hand, analysis.discards).map(
    (row) => `打${tileCode(row.discard.kind)} ${bracket(row.shanten, row.tiles, row.count)}`,
  );
}

/** Tenhou's 牌理 text for one hand: the typed input, then one line per best discard (or one line of effective tiles). */
export function formatTenhouText(input: string, hand: Hand, analysis: Analysis): string {
  return [input, ...tenhouTextLines(hand, analysis)].join('\n');
}
