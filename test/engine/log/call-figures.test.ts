/**
 * A call decision's figures (call-figures.ts): the entry the seat chose against the best by the chance to win
 * and by the expected score, and the loss. Checked on tables written out (several chis of one tile, a red five
 * and a plain one, ties, an entry whose search failed) and on every call offered in seeded games, against a
 * reference written here from the definition: the chosen entry is the one whose call and tiles (kinds and red
 * fives) are the meld the log shows, the best the highest figure among the entries with figures.
 */
import { describe, expect, test } from 'vitest';
import type { CallEntry, CallTable } from '../../../src/engine/analysis/call-options.ts';
import { callProbabilities, chosenEntry, type CallChoice } from '../../../src/engine/log/call-figures.ts';
import { reviewKyoku, type CallDecision } from '../../../src/engine/log/review.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import type { Meld } from '../../../src/engine/types.ts';
import { HABITS } from '../../support/review-habits.ts';
import { measured } from '../../../src/engine/log/figures.ts';

const figures = (win: number, ev: number) => ({ probabilities: { turn: 6, tenpai: win + 0.1, win, ev } });
const chi = (tiles: number[], red = 0): Meld => ({ kind: 'chi', tiles, red });
const entry = (call: 'chi' | 'pon', meld: Meld, win: number, ev: number) => ({ call, meld, ...figures(win, ev) }) as unknown as CallEntry;
const tableOf = (...calls: CallEntry[]): CallTable => ({ offer: { tile: { kind: 13, red: false }, from: 3 }, calls }) as CallTable;

describe('callProbabilities on tables written out', () => {
  // 5p offered from the left: 3-4-5p, 4-5-6p (with and without the red five) and 5-6-7p.
  const pass = { call: 'pass', ...figures(0.2, 1500) } as unknown as CallEntry;
  const table = tableOf(
    pass,
    entry('chi', chi([11, 12, 13]), 0.25, 1400),
    entry('chi', chi([12, 13, 14]), 0.3, 1800),
    entry('chi', chi([12, 13, 14], 1), 0.31, 2100),
    entry('chi', chi([13, 14, 15]), 0.3, 1700),
  );

  test('the chosen chi is the one with the meld shown, not the first chi of the table', () => {
    const p = callProbabilities(table, { call: 'chi', meld: chi([13, 14, 15]) })!;
    expect(p.win.chosen.value).toBe(0.3);
    expect(p.win.best).toEqual({ choice: { call: 'chi', meld: chi([12, 13, 14], 1) }, value: 0.31 });
    expect(p.win.loss).toBeCloseTo(0.01, 12);
    expect(p.ev.chosen.value).toBe(1700);
    expect(p.ev.loss).toBe(400);
    expect(p.turn).toBe(6);
  });

  test('a red five tells two chis of the same kinds apart', () => {
    expect(chosenEntry(table, { call: 'chi', meld: chi([12, 13, 14], 1) })).toBe(table.calls[3]);
    expect(chosenEntry(table, { call: 'chi', meld: chi([12, 13, 14]) })).toBe(table.calls[2]);
    const p = callProbabilities(table, { call: 'chi', meld: chi([12, 13, 14], 1) })!;
    expect(p.win.loss).toBe(0);
    expect(p.ev.loss).toBe(0);
  });

  test('passing when a chi wins more: the loss is the best less passing, by each measure its own best', () => {
    const p = callProbabilities(table, 'pass')!;
    expect(p.win.chosen).toEqual({ choice: 'pass', value: 0.2 });
    expect(p.win.loss).toBeCloseTo(0.11, 12);
    expect(p.ev.best.value).toBe(2100);
  });

  test('the first of tied entries is the best; a best choice loses nothing', () => {
    const tied = tableOf(pass, entry('pon', { kind: 'pon', tiles: [13, 13, 13], red: 0 }, 0.2, 1500));
    expect(callProbabilities(tied, { call: 'pon', meld: { kind: 'pon', tiles: [13, 13, 13], red: 0 } })!.win).toEqual({
      chosen: { choice: { call: 'pon', meld: { kind: 'pon', tiles: [13, 13, 13], red: 0 } }, value: 0.2 },
      best: { choice: 'pass', value: 0.2 },
      loss: 0,
    });
  });

  test('no figures when the chosen entry has none (its search failed, or none ran)', () => {
    const failed = { call: 'pass', probabilityError: { code: 'memory-budget' } } as unknown as CallEntry;
    expect(callProbabilities(tableOf(failed, table.calls[1]!), 'pass')).toBeNull();
    const none = tableOf({ call: 'pass' } as unknown as CallEntry, { call: 'chi', meld: chi([11, 12, 13]) } as unknown as CallEntry);
    expect(callProbabilities(none, { call: 'chi', meld: chi([11, 12, 13]) })).toBeNull();
  });
});

describe('every call offered in seeded games', () => {
  /** The reference: the entry whose call, kinds and red fives are the choice's; the best value among the entries with figures. */
  function reference(d: CallDecision, metric: 'win' | 'ev') {
    const entries = d.callTable!.calls;
    const c: CallChoice = d.chosen;
    const mine = entries.find((e) =>
      c === 'pass'
        ? e.call === 'pass'
        : e.call === c.call && e.meld.red === c.meld.red && [...e.meld.tiles].sort().join() === [...c.meld.tiles].sort().join(),
    );
    const values = entries.flatMap((e) => (e.probabilities ? [e.probabilities[metric]] : []));
    const best = Math.max(...values);
    return { mine, best, loss: mine?.probabilities ? best - mine.probabilities[metric] : null };
  }

  test.each([
    { players: 4 as const, seed: 3301 },
    { players: 3 as const, seed: 3302 },
  ])(
    '$players players: the chosen entry is in the table, and the loss is the best less it',
    ({ players, seed }) => {
      const log = selfPlay(seed, { players, length: 'east', red: true, calls: 0.7, ...HABITS });
      let called = 0;
      let lost = 0;
      for (let k = 0; k < Math.min(3, log.kyoku.length); k++) {
        const found = reviewKyoku(log, k, { probabilities: true, calls: true, maxShanten: 2 });
        if (!found.ok) throw new Error(JSON.stringify(found.error));
        for (const d of found.value) {
          if (d.kind !== 'call' || !d.callTable) continue;
          for (const metric of ['win', 'ev'] as const) {
            const r = reference(d, metric);
            // A call the seat made is always in its table.
            expect(r.mine, `kyoku ${k} index ${d.index}`).toBeDefined();
            if (r.loss === null) {
              // The chosen entry has no figures: the hand too far from tenpai for them to be searched, or its search
              // failed; the decision says which.
              expect(measured(d.probabilities)).toBeNull();
              if (d.probabilities?.kind === 'skipped') expect(d.callTable!.calls.every((e) => !e.probabilities)).toBe(true);
              else expect(d.probabilities).toEqual({ kind: 'failed', error: r.mine!.probabilityError });
              continue;
            }
            const p = measured(d.probabilities)!;
            expect(p[metric].loss).toBeCloseTo(r.loss, 12);
            expect(p[metric].best.value).toBe(r.best);
            expect(p[metric].chosen.value).toBe(r.mine!.probabilities![metric]);
            if (metric === 'win' && r.loss > 1e-9) lost++;
          }
          if (d.chosen !== 'pass') called++;
        }
      }
      // The games have calls made and calls whose choice cost something.
      expect(called).toBeGreaterThan(0);
      expect(lost).toBeGreaterThan(0);
    },
    60_000,
  );
});
