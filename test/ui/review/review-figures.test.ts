/**
 * The review page's sums (review-figures.ts): a decision's losses by measure, the loss filter, the
 * stepper's jumps, a call's loss as the engine gives it, and the game's summary by kind.
 */
import { describe, expect, test } from 'vitest';
import type { CallChoice, CallDecision, CallTable, Decision, DiscardDecision } from '../../../src/engine/light.ts';
import { callProbabilities } from '../../../src/engine/log/call-figures.ts';
import { isBest, lossesOf, passes, stepFrom, summaryOf } from '../../../src/ui/review/review-figures.ts';

const t = (kind: number) => ({ kind, red: false });
const row = (kind: number, shanten: number, count: number) => ({ discard: t(kind), shanten, tiles: [], count, red: 0 });

/** A discard: its count's loss, and win and points lost at the turn when given. */
function discard(loss: number, win?: number, ev?: number): DiscardDecision {
  return {
    kind: 'discard',
    count: { chosen: row(1, Number.isFinite(loss) ? 1 : 2, 20 - (Number.isFinite(loss) ? loss : 0)), best: row(2, 1, 20), loss },
    ...(win === undefined
      ? {}
      : {
          probabilities: {
            kind: 'measured',
            value: {
              turn: 5,
              win: { chosen: { discard: t(1), value: 0.3 - win }, best: { discard: t(2), value: 0.3 }, loss: win },
              ev: { chosen: { discard: t(1), value: 1000 - (ev ?? 0) }, best: { discard: t(2), value: 1000 }, loss: ev ?? 0 },
              riichiChoice: null,
            },
          },
        }),
  } as unknown as DiscardDecision;
}

/**
 * A call offered whose table has passing and a pon, with these chances to win; the seat chose `chosen`.
 * Its figures are the engine's (call-figures.ts), as the review gives them.
 */
function call(chosen: 'pass' | 'pon', passWin: number, ponWin: number): CallDecision {
  const meld = { kind: 'pon' as const, tiles: [31, 31, 31], red: 0 };
  const callTable = {
    offer: { tile: t(31), from: 3 },
    calls: [
      { call: 'pass', probabilities: { turn: 5, tenpai: 0.5, win: passWin, ev: passWin * 5000 } },
      { call: 'pon', meld, probabilities: { turn: 5, tenpai: 0.6, win: ponWin, ev: ponWin * 5000 } },
    ],
  } as unknown as CallTable;
  const choice: CallChoice = chosen === 'pass' ? 'pass' : { call: 'pon', meld };
  return {
    kind: 'call',
    chosen: choice,
    callTable,
    probabilities: { kind: 'measured', value: callProbabilities(callTable, choice)! },
  } as unknown as CallDecision;
}

describe('lossesOf and the filter', () => {
  test.each([
    ['a best discard', discard(0, 0, 0), { all: true, loss: false, tiles2: false, win1: false }],
    ['one tile lost', discard(1), { all: true, loss: true, tiles2: false, win1: false }],
    ['two tiles lost', discard(2, 0.001), { all: true, loss: true, tiles2: true, win1: false }],
    ['the shanten back', discard(Infinity), { all: true, loss: true, tiles2: true, win1: false }],
    ['1% of win lost, the count the best', discard(0, 0.01, 200), { all: true, loss: true, tiles2: false, win1: true }],
    [
      'a discard in riichi, forced, whatever the count says',
      { ...discard(4, 0.05), riichi: true },
      { all: true, loss: false, tiles2: false, win1: false },
    ],
    ['a pass where the pon wins more', call('pass', 0.1, 0.15), { all: true, loss: true, tiles2: false, win1: true }],
    ['a pon that wins more than passing', call('pon', 0.1, 0.15), { all: true, loss: false, tiles2: false, win1: false }],
  ] as const)('%s', (_name, d, want) => {
    for (const filter of ['all', 'loss', 'tiles2', 'win1'] as const) expect(passes(d, filter), filter).toBe(want[filter]);
  });

  test("a call's loss is the best entry's chance to win less the chosen one's", () => {
    expect(lossesOf(call('pass', 0.1, 0.15)).win).toBeCloseTo(0.05);
    expect(lossesOf(call('pass', 0.1, 0.15)).ev).toBeCloseTo(250);
    expect(lossesOf(call('pon', 0.1, 0.15)).win).toBe(0);
    expect(isBest(call('pon', 0.1, 0.15))).toBe(true);
  });
});

describe('stepFrom', () => {
  const list = [discard(0), discard(3), discard(0), discard(1), discard(5)].map((decision, i) => ({
    at: { kyoku: i < 3 ? 0 : 1, index: i < 3 ? i : i - 3 },
    decision: decision as Decision,
  }));
  test.each([
    [null, 1, 'all', { kyoku: 0, index: 0 }],
    [{ kyoku: 0, index: 0 }, 1, 'tiles2', { kyoku: 0, index: 1 }],
    [{ kyoku: 0, index: 1 }, 1, 'tiles2', { kyoku: 1, index: 1 }],
    [{ kyoku: 1, index: 1 }, 1, 'all', null],
    [{ kyoku: 1, index: 1 }, -1, 'loss', { kyoku: 1, index: 0 }],
    [{ kyoku: 0, index: 1 }, -1, 'loss', null],
  ] as const)('from %j by %i with %s', (from, step, filter, to) => {
    expect(stepFrom(list, from, step, filter)).toEqual(to);
  });
});

describe('summaryOf', () => {
  test('by kind: how many, how many best, tiles (the shanten back apart), win and points lost; a forced discard left out', () => {
    const forced = { ...discard(3, 0.1), riichi: true } as DiscardDecision;
    const s = summaryOf([
      discard(0, 0, 0),
      discard(2, 0.02, 300),
      discard(Infinity),
      forced,
      call('pass', 0.1, 0.15),
      call('pon', 0.2, 0.25),
    ]);
    expect(s.discards).toMatchObject({ count: 3, best: 1, tiles: 2, back: 1 });
    expect(s.discards.win).toBeCloseTo(0.02);
    expect(s.discards.ev).toBeCloseTo(300);
    expect(s.calls).toMatchObject({ count: 2, best: 1 });
    expect(s.calls.win).toBeCloseTo(0.05);
    expect(s.riichi.count).toBe(0);
  });
});
