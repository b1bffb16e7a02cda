/**
 * The worker's handler on the real engine. Expected values are worked out by hand from the hands
 * (docs/rules.md's rules), not read from the engine.
 */
import { describe, expect, test } from 'vitest';
import { formatError } from '../../src/ui/shell/error-messages.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { loose } from '../support/loose.ts';
import { analyzeRequest, codesOf, packed } from '../support/packed.ts';

const ask = (hand: string, form: 'standard' | 'regular' = 'standard') =>
  handleRequest({ id: 7, kind: 'analyze', request: analyzeRequest(hand, form) });

describe('handleRequest', () => {
  test("a position that cannot be answers an error with the engine's error, under the same id", () => {
    const position = { hand: codesOf('11111m456p789s12z') };
    const response = handleRequest({ id: 7, kind: 'analyze', request: { position, form: 'standard' } });
    expect(response).toMatchObject({
      type: 'error',
      id: 7,
      message: { code: 'too-many-copies', field: 'hand', culprit: '1m', index: 4, place: 5 },
    });
    expect(response.type === 'error' && formatError(response.message, 'en')).toMatch(/Five copies of 1m/);
  });

  test('a 13-tile tenpai hand: waits and their shapes, no table', () => {
    // 123m 456p 789s + 11z 22z: a two-pair (shanpon) wait on 1z and 2z, two copies of each left.
    const response = ask('123m456p789s1122z');
    expect(response.type).toBe('result');
    if (response.type !== 'result') return;
    const { tenhouLines } = response.result;
    const analysis = loose(response.result.analysis);
    const waitShapes = analysis.waitShapes!;
    const decompositions = analysis.decompositions ?? [];
    expect(analysis.value).toBe(0);
    expect(analysis.effective).toEqual({ tiles: [27, 28], count: 4 });
    expect(analysis.discards).toBeUndefined();
    expect(decompositions).toEqual([]);
    expect(waitShapes.flatMap((w) => w.waits).sort()).toEqual([27, 28]);
    // Tenhou's text after the hand as typed (which the page writes before it): the one line of waits.
    expect(tenhouLines).toEqual(['待ち[1z2z 4枚]']);
  });

  test('seven pairs complete: the standard form lists the chiitoitsu decomposition, the regular form is not complete', () => {
    const standard = ask('11223344556677z');
    const regular = ask('11223344556677z', 'regular');
    if (standard.type !== 'result' || regular.type !== 'result') throw new Error('expected analyses');
    expect(standard.result.analysis.kind === 'complete').toBe(true);
    expect(loose(standard.result.analysis).decompositions!.map((d) => d.form)).toEqual(['chiitoitsu']);
    expect(regular.result.analysis.kind === 'complete').toBe(false);
    expect(loose(regular.result.analysis).decompositions ?? []).toEqual([]);
  });

  test('a complete regular hand with two readings gives both decompositions', () => {
    // 111222333m: three triplets or three runs 123m; plus 456p 77s.
    const response = ask('111222333m456p77s');
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    expect(response.result.analysis.kind === 'complete').toBe(true);
    expect(loose(response.result.analysis).decompositions).toHaveLength(2);
  });
});

describe('handleRequest: one handler per kind, one result field', () => {
  const requests = [
    { id: 1, kind: 'analyze', request: analyzeRequest('123m456p789s1122z') },
    { id: 2, kind: 'twoStep', request: analyzeRequest('123456m2378p5599s') },
    {
      id: 3,
      kind: 'score',
      request: {
        position: packed('123m456p789s1122z'),
        situation: {
          by: 'ron',
          round: 'E',
          seat: 'S',
          riichi: 'none',
          ippatsu: false,
          last: false,
          rinshan: false,
          chankan: false,
          firstDraw: false,
          win: null,
          ura: { ok: true, value: [] as number[] },
          honba: 0,
          sticks: 0,
        },
      },
    },
    { id: 4, kind: 'quiz', request: { suit: 'p', minWaits: 1, chiitoitsu: false, seed: 1 } },
    { id: 5, kind: 'drill', request: { seed: 3, discards: [] } },
    { id: 6, kind: 'points', request: { seed: 99 } },
    {
      id: 7,
      kind: 'probabilities',
      request: {
        position: packed('123456m2378p5599s'),
        options: {
          round: 'E',
          seat: 'S',
          handChanges: false,
          shantenBack: false,
          riichi: 'best',
          red: true,
          ura: true,
          riichiStick: false,
          tenpaiPayment: 0,
          ippatsu: false,
          haitei: false,
          honba: 0,
          sticks: 0,
        },
      },
    },
  ] as const;
  test.each(requests)('$kind answers {type: "result", id, kind, result} and nothing beside', (message) => {
    const response = handleRequest(message);
    expect(Object.keys(response).sort()).toEqual(['id', 'kind', 'result', 'type']);
    expect(response).toMatchObject({ type: 'result', id: message.id, kind: message.kind });
  });
});
