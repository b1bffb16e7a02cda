/**
 * The note on hands whose exact shanten differs from Tenhou's count. Values hand-checked from docs/rules.md:
 * 1111m234p567p789p is 1-shanten exactly (its only wait, 1m, has no copy left) and tenpai for Tenhou.
 */
import { describe, expect, test } from 'vitest';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { analyzeRequest } from '../support/packed.ts';

const result = (hand: string, form: 'standard' | 'regular' = 'standard') => {
  const response = handleRequest({ id: 1, kind: 'analyze', request: analyzeRequest(hand, form) });
  if (response.type !== 'result') throw new Error(JSON.stringify(response));
  return response.result;
};

describe("Tenhou's count where it is lower than the exact one", () => {
  test('1111m234p567p789p: exact 1-shanten, Tenhou tenpai, in both forms', () => {
    expect(result('1111m234p567p789p')).toMatchObject({ analysis: { value: 1 }, tenhouShanten: 0 });
    expect(result('1111m234p567p789p', 'regular')).toMatchObject({ analysis: { value: 1 }, tenhouShanten: 0 });
  });

  test('a wait on a kind held four times through a pon', () => {
    // One 1m concealed, three in the pon: the tanki on 1m has no copy left.
    expect(result('1m(111m)(234p)(567p)(789p)')).toMatchObject({ analysis: { value: 1 }, tenhouShanten: 0 });
  });

  test('no note where four of a kind changes nothing, or where no kind is held four times', () => {
    // 111m 12m 456p 789s 11z: tenpai on 3m for both counts (the four 1m are not waited on).
    expect(result('11112m456p789s11z')).toMatchObject({ analysis: { value: 0 } });
    expect(result('11112m456p789s11z').tenhouShanten).toBeUndefined();
    expect(result('4569m1222569p258s').tenhouShanten).toBeUndefined();
    expect(result('123m456p789s1122z').tenhouShanten).toBeUndefined();
  });
});
