/**
 * The chart of win probability and expected score by turn (probability-chart.tsx): round ticks on the
 * y axis, the table's turn marked and read under the charts, another turn read under the pointer, lines
 * that coincide drawn once and named for every discard, the others from widest to thinnest, and a legend
 * that says how the discards were chosen. Both languages.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ProbabilityRow } from '../../../src/engine/light.ts';
import { kindOfCode, tileOf } from '../../../src/engine/light.ts';
import { ProbabilityChart, ticksAround, ticksUpTo } from '../../../src/ui/analysis/probability-chart.tsx';
import { probabilityMessagesFor } from '../../../src/ui/analysis/probability-messages.ts';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const curve = (discard: string, win: number): ProbabilityRow => ({
  discard: tileOf(kindOfCode(discard), discard.startsWith('0')),
  tenpai: Array.from({ length: 18 }, () => 1),
  win: Array.from({ length: 18 }, (_, k) => (win * (17 - k)) / 17),
  ev: Array.from({ length: 18 }, (_, k) => (3000 * win * (17 - k)) / 17),
});

function chart(rows: ProbabilityRow[], turn = 6, languages = ['en-US']) {
  const { store } = testStore('', { languages });
  const p = probabilityMessagesFor(languages[0] === 'ja' ? 'ja' : 'en');
  renderWith(store, <ProbabilityChart rows={rows} legend={p.legend} turn={turn} chosen={p.chartChosen(turn)} />);
  return screen.getByRole('img');
}

describe('ticksUpTo', () => {
  test.each([
    [0.46, [0, 0.2, 0.4, 0.6]],
    [0.9, [0, 0.25, 0.5, 0.75, 1]],
    [0.006, [0, 0.002, 0.004, 0.006]],
    [1675, [0, 500, 1000, 1500, 2000]],
    [0, [0, 1]],
  ])('%d', (max, ticks) => {
    expect(ticksUpTo(max)).toEqual(ticks);
  });

  test('round steps, from 0 to the first at or above the top, never more than six ticks', () => {
    for (let max = 0.0013; max < 50_000; max *= 1.37) {
      const t = ticksUpTo(max);
      expect(t[0]).toBe(0);
      expect(t.at(-1)!).toBeGreaterThanOrEqual(max);
      expect(t.at(-2)!).toBeLessThan(max);
      expect(t.length).toBeLessThanOrEqual(6);
      const step = t[1]!;
      const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
      expect(
        [1, 2, 2.5, 5].some((m) => Math.abs(m - mantissa) < 1e-9),
        `step ${step}`,
      ).toBe(true);
    }
  });
});

describe('ticksAround: an expected score below 0 (a riichi stick lost)', () => {
  test.each([
    [-1000, 2400, [-1000, 0, 1000, 2000, 3000]],
    [-600, -100, [-600, -400, -200, 0]],
    [0.2, 0.46, [0, 0.2, 0.4, 0.6]],
  ])('%d to %d', (min, max, ticks) => {
    expect(ticksAround(min, max)).toEqual(ticks);
  });

  test('round steps through 0, from at or below the bottom to at or above the top', () => {
    for (let min = -3; min > -20_000; min *= 1.7)
      for (const max of [-1, 0, 5, 800, 12_000]) {
        const t = ticksAround(min, max);
        expect(t[0]!).toBeLessThanOrEqual(min);
        expect(t.at(-1)!).toBeGreaterThanOrEqual(Math.max(max, 0));
        expect(t).toContain(0);
        expect(t.length).toBeLessThanOrEqual(7);
      }
  });
});

describe('the chart', () => {
  test("y ticks, the table's turn marked and read, another turn read under the pointer", () => {
    const img = chart([curve('5s', 0.6), curve('2p', 0.4)], 6);
    const [win, ev] = [...img.querySelectorAll('svg.probability-chart')];
    expect([...win!.querySelectorAll('.chart-tick text')].map((t) => t.textContent)).toEqual(['0', '20', '40', '60']);
    expect([...ev!.querySelectorAll('.chart-tick text')].map((t) => t.textContent)).toEqual(['0', '500', '1,000', '1,500', '2,000']);
    expect(win!.querySelector('.chart-turn')?.getAttribute('data-turn')).toBe('6');
    const reading = img.querySelector('.chart-reading') as HTMLElement;
    expect(reading.textContent).toBe(
      `Turn 6 (as in the table):Discard 5s ${((60 * 12) / 17).toFixed(1)}% · ${Math.round((1800 * 12) / 17).toLocaleString('en-US')} ptsDiscard 2p ${((40 * 12) / 17).toFixed(1)}% · ${Math.round((1200 * 12) / 17).toLocaleString('en-US')} pts`,
    );
    // The pointer at the right end: turn 18, where nothing is left to win.
    win!.getBoundingClientRect = () => ({ left: 0, width: 260, top: 0, height: 130, right: 260, bottom: 130, x: 0, y: 0, toJSON() {} });
    fireEvent.pointerMove(win!, { clientX: 252, pointerType: 'mouse' });
    expect(reading.dataset.turn).toBe('18');
    expect(reading.textContent).toMatch(/^Turn 18:Discard 5s 0\.0% · 0 pts/);
    expect(win!.querySelector('.chart-cursor')).not.toBeNull();
    fireEvent.pointerLeave(win!, { pointerType: 'mouse' });
    expect(reading.dataset.turn).toBe('6');
    // A finger: a tap reads its turn, a second tap there goes back to the table's turn.
    fireEvent.pointerDown(win!, { clientX: 252, pointerType: 'touch' });
    expect(reading.dataset.turn).toBe('18');
    fireEvent.pointerDown(win!, { clientX: 252, pointerType: 'touch' });
    expect(reading.dataset.turn).toBe('6');
  });

  test('the legend is the reading: each line named once, with its values', () => {
    const img = chart([curve('5s', 0.6), curve('2p', 0.4)]);
    expect(img.querySelectorAll('.chart-key')).toHaveLength(2);
    expect([...img.querySelectorAll('.chart-reading-value')].map((v) => v.querySelector('.chart-key')?.textContent)).toEqual([
      'Discard 5s',
      'Discard 2p',
    ]);
  });

  test('lines that coincide are one line named for both; the others are drawn widest first', () => {
    const img = chart([curve('5s', 0.6), curve('9s', 0.6), curve('2p', 0.4)]);
    expect([...img.querySelectorAll('.chart-key')].map((k) => k.textContent)).toEqual(['Discard 5s = Discard 9s', 'Discard 2p']);
    const widths = [...img.querySelector('svg.probability-chart')!.querySelectorAll('polyline')].map((l) =>
      Number(l.getAttribute('stroke-width')),
    );
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
  });

  test('the legend says how the discards were chosen, in Japanese too', () => {
    const img = chart([curve('5s', 0.6)], 9, ['ja']);
    expect(img.querySelector('.chart-note')?.textContent).toMatch(/^線: 9巡目の和了率が高い打牌/);
    expect(img.querySelector('.chart-reading')?.textContent).toMatch(/^9巡目 \(表の巡目\):打5s/);
  });
});
