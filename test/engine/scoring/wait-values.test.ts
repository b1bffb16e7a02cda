/**
 * waitValues(position, options) (docs/rules.md#scoring): every wait of a 13-tile hand at its table, by
 * ron and by tsumo, each the engine's score of the hand completed on that tile with the switches its
 * way of winning can have; the dora, players and nuki from the table.
 */
import { describe, expect, test } from 'vitest';
import { emptyTable, kindOfCode, parsePosition, parseTable, score, waitValues } from '../../../src/engine/index.ts';
import type { Position, TableInput } from '../../../src/engine/index.ts';

function position(hand: string, input: TableInput = {}): Position {
  const table = parseTable(input);
  if (!table.ok) throw new Error(JSON.stringify(table.error));
  const p = parsePosition(hand, table.value);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return p.value;
}

/** The 14 tiles of the hand won on `tile`. */
function completed(hand: string, tile: string) {
  return position(`${hand}${tile}`).hand;
}

describe('waitValues', () => {
  test('each wait in kind order, with the score of the hand it completes by ron and by tsumo', () => {
    const hand = '234567m345p6799s';
    const values = waitValues(position(hand), { riichi: 'riichi', seat: 'E' });
    expect(values.map((v) => v.tile)).toEqual([kindOfCode('5s'), kindOfCode('8s')]);
    for (const { tile, ron, tsumo } of values) {
      const code = `${(tile % 9) + 1}s`;
      expect(ron).toEqual(
        score(
          { hand: completed(hand, code), table: emptyTable() },
          { win: tile, by: 'ron', riichi: 'riichi', seat: 'E', rinshan: false, firstDraw: false },
        ),
      );
      expect(tsumo).toEqual(
        score(
          { hand: completed(hand, code), table: emptyTable() },
          { win: tile, by: 'tsumo', riichi: 'riichi', seat: 'E', chankan: false, firstDraw: false },
        ),
      );
    }
    // The dealer (East, given) is paid more than a non-dealer (South, the default seat).
    const points = (r: (typeof values)[number]['ron']) => (r.ok && r.value.kind === 'win' ? r.value.points : 0);
    const asSouth = waitValues(position(hand), { riichi: 'riichi' });
    expect(points(values[0]!.ron)).toBeGreaterThan(points(asSouth[0]!.ron));
    expect(asSouth[0]!.ron).toEqual(
      score(
        { hand: completed(hand, '5s'), table: emptyTable() },
        { win: kindOfCode('5s'), by: 'ron', riichi: 'riichi', seat: 'S', rinshan: false, firstDraw: false },
      ),
    );
  });

  test('the switches a way of winning cannot have are dropped: no rinshan on a ron, no chankan on a tsumo, no first draw', () => {
    // A closed kan (rinshan is possible) and a wait on 6s-9s, none held (chankan is possible).
    const [wait] = waitValues(position('123m456p78s11z [2222z]'), { rinshan: true, chankan: true, firstDraw: true, riichi: 'riichi' });
    // A ron with rinshan or a tsumo with chankan would be an impossible situation: both are scored.
    expect(wait!.ron.ok && wait!.tsumo.ok).toBe(true);
    const yaku = (r: typeof wait.ron) => (r.ok && r.value.kind === 'win' ? r.value.yaku.map((y) => y.id) : []);
    expect(yaku(wait!.ron)).toContain('chankan');
    expect(yaku(wait!.tsumo)).toContain('rinshan');
    expect(yaku(wait!.tsumo).some((n) => n === 'tenhou' || n === 'chiihou')).toBe(false);
  });

  test('the dora and the players come from the table', () => {
    const plain = waitValues(position('234567m345p6799s'));
    const dora = waitValues(position('234567m345p6799s', { dora: '1m' }));
    const han = (r: (typeof plain)[number]['tsumo']) =>
      r.ok && r.value.kind === 'win' && r.value.limit !== 'yakuman' ? r.value.han : null;
    expect(han(dora[0]!.tsumo)).toBe(han(plain[0]!.tsumo)! + 1);
  });

  test('no wait on a fifth copy, and none for a hand that is not 13 tiles or not tenpai', () => {
    // 1111m234p567p789p waits only on a fifth 1m: no wait (1-shanten).
    expect(waitValues(position('1111m234p567p789p'))).toEqual([]);
    expect(waitValues(position('123m456p789s1357z'))).toEqual([]);
    expect(waitValues({ hand: completed('234567m345p6799s', '5s'), table: emptyTable() })).toEqual([]);
  });
});
