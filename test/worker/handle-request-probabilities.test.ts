/** The worker's probabilities request: the engine's answer for the hand at the table, progress on the way, errors as messages. */
import { describe, expect, test } from 'vitest';
import { MAHJONG_SOUL_RULES, parseHand, probabilities } from '../../src/engine/index.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';

const OPTIONS = { round: 'E', seat: 'S', tegawari: false, shantenBack: false, riichi: 'best', red: true, ura: true } as const;

describe('handleRequest({kind: "probabilities"})', () => {
  test("the engine's probabilities with the table's dora, seen tiles and players; progress reported up to 1", () => {
    const progress: number[] = [];
    const table = { dora: '4s', seen: '5s8s' };
    const response = handleRequest({ id: 3, kind: 'probabilities', request: { hand: '123456m2378p5599s', options: OPTIONS, table } }, (d) => progress.push(d));
    const hand = parseHand('123456m2378p5599s');
    if (!hand.ok || response.type !== 'result') throw new Error(JSON.stringify(response));
    const want = probabilities(hand.value, { ...OPTIONS, dora: '4s', seen: '5s8s' });
    expect(response.result).toEqual({ hand: '123456m2378p5599s', table, options: OPTIONS, probabilities: want });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  test('the rules sent reach the engine and come back with the options', () => {
    const options = { ...OPTIONS, rules: MAHJONG_SOUL_RULES };
    const response = handleRequest({ id: 6, kind: 'probabilities', request: { hand: '19m19p19s1234567z5m', options } });
    const hand = parseHand('19m19p19s1234567z5m');
    if (!hand.ok || response.type !== 'result') throw new Error(JSON.stringify(response));
    expect(response.result.options).toEqual(options);
    expect(response.result.probabilities).toEqual(probabilities(hand.value, options));
    // Not the default rules' answer: every win here is a 13-sided kokushi, double under Mahjong Soul's rules.
    expect(response.result.probabilities.rows[0]!.ev[0]).toBeCloseTo(2 * probabilities(hand.value, OPTIONS).rows[0]!.ev[0]!, 6);
  });

  test('a hand that cannot be read, or a fifth copy with the table, is an error message', () => {
    expect(handleRequest({ id: 4, kind: 'probabilities', request: { hand: '12x', options: OPTIONS } })).toMatchObject({ type: 'error', id: 4 });
    expect(handleRequest({ id: 5, kind: 'probabilities', request: { hand: '1111m234p567p789s1z', options: OPTIONS, table: { seen: '1m' } } })).toMatchObject({ type: 'error', id: 5 });
  });
});
