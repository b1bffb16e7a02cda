import { describe, expect, test } from 'vitest';
import { analyze, parseHand, tenhou, tileCode, tiles } from '../../../src/engine/index.ts';
import type { DiscardRow, Hand } from '../../../src/engine/index.ts';
import * as light from '../../../src/engine/light.ts';
import { atTable } from '../../support/at-table.ts';

const { formatText: formatTenhouText, discardOrder: tenhouDiscardOrder } = tenhou;
const { tileOf } = tiles;

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`test hand ${text}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

const row = (discard: number, shanten: number, count: number): DiscardRow => ({ discard: tileOf(discard), shanten, tiles: [], count });
const codes = (rows: readonly DiscardRow[]) => rows.map((r) => tileCode(r.discard.kind));

describe('tenhouDiscardOrder(hand, rows)', () => {
  test('the page shares it: the light face exports it', () => {
    expect(light.tenhouDiscardOrder).toBe(tenhouDiscardOrder);
  });

  test('ties in the order the discarded kind first appears in the typed hand, not tile order', () => {
    // 234m567p2357s115z9m: 9m (kind 8) and 5z (kind 31) tie; 5z is typed first.
    const analysis = analyze(atTable(hand('234m567p2357s115z9m')));
    if (analysis.kind === 'draw') throw new Error('a 3n+2 hand');
    const rows = analysis.discards;
    const engine = codes(rows);
    expect(engine.indexOf('9m')).toBeLessThan(engine.indexOf('5z'));
    const ordered = codes(tenhouDiscardOrder(hand('234m567p2357s115z9m'), rows));
    expect(ordered.indexOf('5z')).toBeLessThan(ordered.indexOf('9m'));
  });

  test('lower shanten first, then larger count, then typed order; every row kept; the rows given are not reordered', () => {
    const given = [row(0, 2, 10), row(8, 1, 4), row(27, 1, 8), row(9, 1, 4), row(18, 2, 12)];
    const copy = [...given];
    const ordered = tenhouDiscardOrder(hand('1p 9m 1z 1s 1m 5z 6z 7z 2z 3z 4z 1z 1p 9m'), given);
    expect(codes(ordered)).toEqual(['1z', '1p', '9m', '1s', '1m']);
    expect(given).toEqual(copy);
  });

  test('a kind missing from the typed order (a hand built from counts) falls after the typed ones, in tile order', () => {
    const built: Hand = { ...hand('5z1m'), order: [31] };
    expect(codes(tenhouDiscardOrder(built, [row(31, 0, 1), row(0, 0, 1), row(8, 0, 1)]))).toEqual(['5z', '1m', '9m']);
  });

  test.each(['4569m1222569p258s', '258s4569m1222569p', '234m567p2357s115z9m', '1112345678999m1p', '19m19p19s1234567z5m'])(
    'the text Tenhou writes lists the best rows of this order, in this order: %s',
    (text) => {
      const h = hand(text);
      const analysis = analyze(atTable(h));
      if (analysis.kind === 'draw') throw new Error('a 3n+2 hand');
      const best = Math.min(...analysis.discards.map((r) => r.shanten));
      const lines = formatTenhouText(text, h, analysis).split('\n').slice(1);
      const fromText = lines.map((l) => /^打(\S+)/.exec(l)![1]);
      expect(codes(tenhouDiscardOrder(h, analysis.discards).filter((r) => r.shanten === best))).toEqual(fromText);
    },
  );
});
