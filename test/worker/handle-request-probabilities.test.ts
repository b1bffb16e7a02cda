/** The worker's probabilities request: the engine's answer for the hand at the table, progress on the way, errors as messages. */
import { describe, expect, test } from 'vitest';
import { MAHJONG_SOUL_RULES, emptyTable, parseHand, parsePosition, parseTable, probabilities } from '../../src/engine/index.ts';
import type { Probabilities, ProbabilityRow } from '../../src/engine/index.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { codesOf, packed } from '../support/packed.ts';

const OPTIONS = {
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
} as const;

const rowsOf = (p: Probabilities): ProbabilityRow[] => {
  if (!p.ok) throw new Error(p.error.code);
  return p.value.rows;
};

describe('handleRequest({kind: "probabilities"})', () => {
  test("the engine's probabilities of the position (the table's dora, seen tiles and players); progress reported up to 1", () => {
    const progress: number[] = [];
    const table = { dora: '4s', seen: '5s8s' };
    const response = handleRequest(
      { id: 3, kind: 'probabilities', request: { position: packed('123456m2378p5599s', table), options: OPTIONS } },
      (d) => progress.push(d),
    );
    const read = parseTable(table);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    const position = parsePosition('123456m2378p5599s', read.value);
    if (!position.ok || response.type !== 'result') throw new Error(JSON.stringify(response));
    const want = probabilities(position.value, OPTIONS);
    expect(rowsOf(want).length).toBeGreaterThan(0);
    expect(response.result).toEqual({ probabilities: want });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  test('the rules sent reach the engine', () => {
    const options = { ...OPTIONS, rules: MAHJONG_SOUL_RULES };
    const response = handleRequest({ id: 6, kind: 'probabilities', request: { position: packed('19m19p19s1234567z5m'), options } });
    const hand = parseHand('19m19p19s1234567z5m');
    if (!hand.ok || response.type !== 'result') throw new Error(JSON.stringify(response));
    const position = { hand: hand.value, table: emptyTable() };
    expect(response.result.probabilities).toEqual(probabilities(position, options));
    // Not the default rules' answer: every win here is a 13-sided kokushi, double under Mahjong Soul's rules.
    expect(rowsOf(response.result.probabilities)[0]!.ev[0]).toBeCloseTo(2 * rowsOf(probabilities(position, OPTIONS))[0]!.ev[0]!, 6);
  });

  test("the engine's errors come as its codes and data, for the page to write", () => {
    const response = handleRequest({ id: 7, kind: 'probabilities', request: { position: packed('123m5555p789s1134z'), options: OPTIONS } });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    expect(response.result.probabilities).toEqual({ ok: false, error: { code: 'too-many-plain-fives', kind: 13 } });
  });

  test('a position that cannot be, or a fifth copy with the table, is an error message', () => {
    expect(handleRequest({ id: 4, kind: 'probabilities', request: { position: { hand: [0, 99] }, options: OPTIONS } })).toMatchObject({
      type: 'error',
      id: 4,
    });
    expect(
      handleRequest({
        id: 5,
        kind: 'probabilities',
        request: {
          position: { hand: codesOf('1111m234p567p789s1z'), table: { players: 4, seen: [0], dora: [], nuki: 0 } },
          options: OPTIONS,
        },
      }),
    ).toMatchObject({ type: 'error', id: 5 });
  });
});
