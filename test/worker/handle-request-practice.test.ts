/**
 * The worker's handler for the practice modes, on the real engine: quiz deals and shared hands,
 * drill replays. Expected waits are worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { formatError } from '../../src/ui/shell/error-messages.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { QuizParams } from '../../src/worker/protocol.ts';
import { packed } from '../support/packed.ts';

const quiz = (params: Partial<QuizParams>) =>
  handleRequest({ id: 4, kind: 'quiz', request: { suit: 'random', minWaits: 1, chiitoitsu: false, seed: 1, ...params } });

describe('handleRequest: quiz', () => {
  test('a shared hand: 1223344888999m waits on 1m and 4m', () => {
    const r = quiz({ hand: packed('1223344888999m') });
    expect(r.type === 'result' && r.result.answer).toEqual([0, 3]);
    expect(r.id).toBe(4);
  });

  test('a shared hand tenpai only as seven pairs is asked as seven pairs even with the option off', () => {
    // 11 22 44 55 77 88 + 9: no regular tenpai (no set can be made with a pair left and one wait).
    const r = quiz({ hand: packed('1122445577889p') });
    expect(r.type).toBe('result');
    if (r.type === 'result') {
      expect(r.result.chiitoitsu).toBe(true);
      expect(r.result.answer).toEqual([17]);
    }
  });

  test('a hand that is not a quiz hand answers an error naming what is wrong (the page reads a shared text first; the worker checks again)', () => {
    const r = quiz({ hand: packed('123m456p789s1122z') });
    // The engine's error as data, for the page to write in its language.
    expect(r).toMatchObject({ type: 'error', id: 4, message: { code: 'not-one-suit', reason: 'honors' } });
    expect(r.type === 'error' && formatError(r.message, 'en')).toMatch(/one number suit/);
  });

  test('a position that cannot be is refused as the analysis refuses it', () => {
    const r = quiz({ hand: { hand: [0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8] } });
    expect(r).toMatchObject({ type: 'error', id: 4, message: { code: 'too-many-copies', field: 'hand' } });
  });

  test('a deal follows the seed and the options', () => {
    const a = quiz({ seed: 77, suit: 's', minWaits: 5 });
    const b = quiz({ seed: 77, suit: 's', minWaits: 5 });
    expect(a).toEqual(b);
    if (a.type !== 'result') throw new Error('no question');
    expect(a.result.hand).toMatch(/^\d{13}s$/);
    expect(a.result.answer.length).toBeGreaterThanOrEqual(5);
  });
});

describe('handleRequest: drill', () => {
  test('the drill of a seed after its discards; a discard it cannot make stops the replay before it', () => {
    const start = handleRequest({ id: 9, kind: 'drill', request: { seed: 3, discards: [] } });
    if (start.type !== 'result') throw new Error('no drill');
    expect(start.result.draws).toBe(0);
    const drawn = start.result.drawn;
    const next = handleRequest({ id: 10, kind: 'drill', request: { seed: 3, discards: [drawn] } });
    expect(next.type === 'result' && next.result.draws).toBe(1);
    if (next.type !== 'result') throw new Error('no drill');
    const held = new Set([...next.result.tiles, next.result.drawn].map((t) => t.kind));
    const missing = [...Array(34).keys()].find((k) => !held.has(k))!;
    // A link's record edited by hand: the answer is the position before the discard refused, and
    // its turns (one) tell the page which discard that was (the second).
    const bad = handleRequest({ id: 11, kind: 'drill', request: { seed: 3, discards: [drawn, { kind: missing, red: false }, drawn] } });
    expect(bad).toMatchObject({ type: 'result', id: 11, kind: 'drill' });
    expect(bad.type === 'result' && bad.result).toEqual(next.result);
  });
});
