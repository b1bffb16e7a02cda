/**
 * stepBackVerdicts (step-back.ts): a raising row is worth a step back only when its win probability or
 * expected score is higher than every kept row's, and the verdict names the figure and the row it beats.
 */
import { describe, expect, test } from 'vitest';
import { tileOf, type Tile } from '../../src/engine/light.ts';
import { stepBackVerdicts } from '../../src/store/step-back.ts';

const rows = [
  { discard: tileOf(0), shanten: 1 },
  { discard: tileOf(1), shanten: 1 },
  { discard: tileOf(2), shanten: 2 },
  { discard: tileOf(3), shanten: 2 },
];
const figures =
  (f: Record<number, [number, number]>) =>
  ({ kind }: Tile) =>
    f[kind] ? { win: f[kind]![0], ev: f[kind]![1], code: `${kind + 1}m` } : undefined;

describe('stepBackVerdicts', () => {
  test('a higher win probability earns the flag, named against the best kept row', () => {
    const v = stepBackVerdicts(rows, figures({ 0: [0.3, 2000], 1: [0.35, 1800], 2: [0.4, 1900], 3: [0.2, 900] }));
    expect([...v.keys()]).toEqual([2]);
    expect(v.get(2)).toEqual({ win: { mine: 0.4, best: 0.35, against: '2m' }, ev: null });
  });

  test('a higher expected score alone earns it too', () => {
    const v = stepBackVerdicts(rows, figures({ 0: [0.3, 2000], 1: [0.35, 1800], 2: [0.3, 2400], 3: [0.2, 900] }));
    expect(v.get(2)).toEqual({ win: null, ev: { mine: 2400, best: 2000, against: '1m' } });
  });

  test('a tie is not better', () => {
    expect(stepBackVerdicts(rows, figures({ 0: [0.3, 2000], 1: [0.35, 1800], 2: [0.35, 2000], 3: [0.2, 900] })).size).toBe(0);
  });

  test('no verdict without the figures: a raising row without them, or a kept row without them', () => {
    expect(stepBackVerdicts(rows, figures({ 0: [0.3, 2000], 1: [0.35, 1800] })).size).toBe(0);
    expect(stepBackVerdicts(rows, figures({ 0: [0.3, 2000], 2: [0.9, 9000] })).size).toBe(0);
  });
});
