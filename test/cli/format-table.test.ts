import { describe, expect, test } from 'vitest';
import { analyze, parsePosition, parseTable } from '../../src/engine/index.ts';
import type { TableInput } from '../../src/engine/index.ts';
import { formatTable } from '../../src/cli/format-table.ts';

/** The report of a hand, with the table when `tableInput` is given (as the CLI does with a table option). */
function report(text: string, tableInput?: TableInput): string {
  const table = parseTable(tableInput ?? {});
  if (!table.ok) throw new Error(JSON.stringify(table.error));
  const position = parsePosition(text, table.value);
  if (!position.ok) throw new Error(JSON.stringify(position.error));
  return formatTable(position.value.hand, analyze(position.value), tableInput ? table.value : null);
}

describe('formatTable(hand, analysis, table)', () => {
  // docs/rules.md, "Decompositions and wait shapes".
  test('a tenpai hand: each wait with its count, then each of its shapes aligned under the first', () => {
    expect(report('1223344888999m')).toBe(
      [
        '1223344888999m  聴牌 tenpai (standard 0, regular 0, chiitoitsu 2, kokushi 10) · 13 tiles',
        '  waits: 14m  (5 left)',
        '    1m   3 left  (123m)(44m)(888m)(999m)[23m]',
        '                 (234m)(234m)(888m)(999m)[1m]',
        '    4m   2 left  (123m)(44m)(888m)(999m)[23m]',
        '                 (123m)(234m)(888m)(999m)[4m]',
      ].join('\n'),
    );
  });

  // docs/rules.md, "Effective tiles and remaining counts".
  test('a dead tenpai with a table: flagged in the header, the wall counted, the red column kept', () => {
    expect(report('5p (111z) (123m) (456m) (789m)', { seen: '5p5p5p' })).toBe(
      [
        '5p(111z)(123m)(456m)(789m)  聴牌 tenpai, 空聴 dead (every wait is visible) (standard 0, regular 0, chiitoitsu -, kokushi -) · 13 tiles · 120 unseen',
        '  waits: 5p  (0 left)',
        '    5p   0 left       (123m)(456m)(789m)(111z)[5p]',
      ].join('\n'),
    );
  });

  test('effective tiles with no copy left are "none"', () => {
    expect(report('1z2z3z4z', { seen: '111z222z333z444z' }).split('\n')[1]).toBe('  effective tiles: none  (0 left)');
  });

  test('a complete hand: its decompositions, then its discards', () => {
    const lines = report('11223344556677m').split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '11223344556677m  和了 agari (standard -1, regular -1, chiitoitsu -1, kokushi 11) · 14 tiles',
      '  decompositions:',
      '    (123m)(123m)(456m)(456m)(77m)',
      '    (123m)(123m)(44m)(567m)(567m)',
      '    (11m)(234m)(234m)(567m)(567m)',
      '    (11m)(22m)(33m)(44m)(55m)(66m)(77m)',
    ]);
    expect(lines[6]).toBe('  discard  shanten  count  effective tiles (waits when shanten is 0)');
  });

  test('three players: said in the header', () => {
    expect(report('19m11z (111p) (999p) (111s)', { players: 3 }).split('\n')).toEqual([
      '19m11z(111p)(999p)(111s)  1向聴 (standard 1, regular 1, chiitoitsu -, kokushi -) · 13 tiles · 3 players · 95 unseen',
      '  effective tiles: 19m 1z  (8 left)',
    ]);
  });
});
