/**
 * The worker's handler with a table (a real game): the table is subtracted, live red fives counted,
 * impossible positions answered as errors. Expected values are hand-worked from the hands.
 */
import { describe, expect, test } from 'vitest';
import { formatError } from '../../src/ui/shell/error-messages.ts';
import type { TableInput } from '../../src/engine/types.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { loose } from '../support/loose.ts';
import { analyzeRequest, codesOf } from '../support/packed.ts';

const ask = (hand: string, table: TableInput) =>
  handleRequest({ id: 3, kind: 'analyze', request: analyzeRequest(hand, 'standard', table) });

/** A position the page never sends, its parts written as codes without a check. */
const askCodes = (hand: string, table: { seen?: string; dora?: string; players?: 3 | 4 }) =>
  handleRequest({
    id: 3,
    kind: 'analyze',
    request: {
      position: {
        hand: codesOf(hand),
        table: { players: table.players ?? 4, seen: codesOf(table.seen ?? ''), dora: codesOf(table.dora ?? ''), nuki: 0 },
      },
      form: 'standard',
    },
  });

// 46m 123p 456p 789p 11z: the kanchan waits on 5m alone; four 5m left with nothing seen, one of them red.
const KANCHAN = '46m123p456p789p11z';

describe('handleRequest with a table', () => {
  test("what the page draws comes with the answer: the copies left and the rows in Tenhou's order, ties as typed", () => {
    // 1z and 9p are tied (either thrown waits on the other, one copy left); typed in either order, the first typed comes first.
    const kinds = (hand: string) => {
      const r = ask(hand, { seen: '99p11z', dora: '1p' });
      if (r.type !== 'result') throw new Error(JSON.stringify(r));
      const rows = r.result.tenhouRows!;
      expect([...rows].sort((a, b) => a.discard.kind - b.discard.kind)).toEqual(
        [...(loose(r.result.analysis).discards as typeof rows)].sort((a, b) => a.discard.kind - b.discard.kind),
      );
      return { order: rows.map((row) => row.discard.kind), left: [...r.result.tilesLeft] };
    };
    const a = kinds('1z123m456p789s111s9p');
    const b = kinds('9p123m456p789s111s1z');
    expect(a.order.indexOf(27)).toBeLessThan(a.order.indexOf(17));
    expect(b.order.indexOf(17)).toBeLessThan(b.order.indexOf(27));
    // Four of each, less the hand (the discard included), the seen tiles and the indicator.
    expect(a.left).toEqual(b.left);
    expect([a.left[27], a.left[17], a.left[9], a.left[0], a.left[33], a.left[18]]).toEqual([1, 1, 3, 3, 4, 1]);
  });

  test('an empty table: the same counts as Tenhou, plus the live red five and the wall', () => {
    const r = ask(KANCHAN, {});
    if (r.type !== 'result') throw new Error(JSON.stringify(r));
    expect(loose(r.result.analysis).effective).toEqual({ tiles: [4], count: 4, red: 1 });
    expect(r.result.analysis.wallLeft).toBe(136 - 13);
  });

  test('seen tiles and indicators are subtracted; the dora shows', () => {
    const table = { seen: '0m', dora: '4p' };
    const r = ask(KANCHAN, table);
    if (r.type !== 'result') throw new Error(JSON.stringify(r));
    expect(loose(r.result.analysis).effective).toEqual({ tiles: [4], count: 3, red: 0 }); // the red 5m is seen
    expect(r.result.analysis.dora).toEqual([13]); // 4p points to 5p
    expect(r.result.analysis.wallLeft).toBe(136 - 13 - 2);
    // Tenhou's text (after the hand as typed, which the page writes) subtracts the same tiles and stays Tenhou's (no red count).
    expect(r.result.tenhouLines).toEqual(['待ち[5m 3枚]']);
  });

  test('an impossible table or hand is an error naming the culprit (data the page writes in its language)', () => {
    const said = (r: ReturnType<typeof ask>) => (r.type === 'error' ? formatError(r.message, 'en') : null);
    const seen = askCodes(KANCHAN, { seen: '55555p' });
    expect(seen).toMatchObject({ type: 'error', message: { code: 'too-many-copies', field: 'seen', index: 4 } });
    expect(said(seen)).toMatch(/Five copies of 5p.*character 5 of the seen tiles/);
    const fifth = askCodes('5555p123m456s789s', { dora: '5p' });
    expect(fifth).toMatchObject({ type: 'error', message: { code: 'too-many-copies', field: 'hand' } });
    expect(said(fifth)).toMatch(/Five copies of 5p \(4 in the hand, 1 dora indicator\)/);
    const threePlayer = askCodes('123m456p789s1234z', { players: 3 });
    expect(threePlayer).toMatchObject({ type: 'error', message: { code: 'three-player-tile', field: 'hand', index: 1 } });
    expect(said(threePlayer)).toMatch(/"2m" at character 2.*no 2m-8m/);
  });

  test('three players: 2-shanten where four players are 1-shanten (no run through 1m or 9m)', () => {
    // Hand-worked in test/engine/core/position.test.ts.
    const hand = '19m55z(111m)(999m)(111p)';
    const four = ask(hand, {});
    const three = ask(hand, { players: 3 });
    if (four.type !== 'result' || three.type !== 'result') throw new Error('expected analyses');
    expect(four.result.analysis.value).toBe(1);
    expect(three.result.analysis.value).toBe(2);
    expect(loose(three.result.analysis).effective!.tiles.some((k) => k >= 1 && k <= 7)).toBe(false);
  });
});
