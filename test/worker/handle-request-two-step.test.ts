/** The worker's two-step request: the engine's table for the hand, with the table subtracted; errors as messages. */
import { describe, expect, test } from 'vitest';
import { emptyTable, parseHand, parsePosition, parseTable, twoStep } from '../../src/engine/index.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { analyzeRequest, codesOf } from '../support/packed.ts';
import type { AnalyzeRequest } from '../../src/worker/protocol.ts';

describe('handleRequest({kind: "twoStep"})', () => {
  test("a plain hand: the engine's two-step table, and nothing else", () => {
    const response = handleRequest({ id: 7, kind: 'twoStep', request: analyzeRequest('123456m2378p5599s', 'regular') });
    const hand = parseHand('123456m2378p5599s');
    if (!hand.ok) throw new Error('fixture');
    expect(response).toEqual({
      type: 'result',
      id: 7,
      kind: 'twoStep',
      result: twoStep({ hand: hand.value, table: emptyTable() }, { form: 'regular' }),
    });
  });

  test('a real game: the seen tiles and indicators come off every count', () => {
    const table = { seen: '1p4p6p', dora: '9p' };
    const response = handleRequest({ id: 8, kind: 'twoStep', request: analyzeRequest('123456m2378p5599s', 'standard', table) });
    const parsedTable = parseTable(table);
    if (!parsedTable.ok) throw new Error('fixture');
    const position = parsePosition('123456m2378p5599s', parsedTable.value);
    if (!position.ok) throw new Error('fixture');
    expect(response).toMatchObject({ type: 'result', id: 8, kind: 'twoStep', result: twoStep(position.value) });
    // 1p, 4p, 6p and 9p are each one copy fewer: the 5s row counts 12, not 16.
    if (response.type !== 'result') throw new Error('no table');
    expect(response.result.rows.find((r) => r.discard.kind === 22)?.count).toBe(12);
  });

  test('a position that cannot be is an error message, never an exception', () => {
    const nine: AnalyzeRequest = { position: { hand: [0, 1, 99] }, form: 'standard' };
    expect(handleRequest({ id: 9, kind: 'twoStep', request: nine })).toMatchObject({ type: 'error', id: 9 });
    const table = { players: 4 as const, seen: codesOf('1m'), dora: [], nuki: 0 };
    const ten: AnalyzeRequest = { position: { hand: codesOf('1111m'), table }, form: 'standard' };
    expect(handleRequest({ id: 10, kind: 'twoStep', request: ten })).toMatchObject({
      type: 'error',
      id: 10,
    });
  });
});
