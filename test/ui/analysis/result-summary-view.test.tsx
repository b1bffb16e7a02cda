import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { DiscardRow } from '../../../src/engine/types.ts';
import { ResultSummaryView } from '../../../src/ui/analysis/result-summary-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';
import { tileOf } from '../../../src/engine/light.ts';

// 4569m1222569p258s: typed order 4m 5m 6m 9m 1p 2p ... 5p ... 2s 5s 8s.
const ROWS: DiscardRow[] = [
  { discard: tileOf(22), shanten: 3, tiles: [6, 7, 8], count: 12 }, // 5s
  { discard: tileOf(8), shanten: 3, tiles: [9, 10, 11], count: 12 }, // 9m, typed before 5s: first in Tenhou's order
  { discard: tileOf(10), shanten: 4, tiles: [0], count: 4 }, // 2p
];

describe('<ResultSummaryView>: the result in one line, kept in view on a phone', () => {
  test('nothing before there is an answer', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    const { container } = renderWith(store, <ResultSummaryView />);
    expect(container.textContent).toBe('');
  });

  test("a 14-tile hand: the shanten and the table's first row (Tenhou's order), its tile and count", async () => {
    const { store, client } = testStore('?q=4569m1222569p258s');
    renderWith(store, <ResultSummaryView />);
    client.calls[0].settle({ status: 'done', result: fakeResult('4569m1222569p258s', { tileCount: 14, value: 3, discards: ROWS }) });
    await act(flush);
    // Its name is its own words, the tile named: what a voice-control user says is what they see.
    const button = within(screen.getByRole('complementary', { name: 'Result so far' })).getByRole('button', {
      name: '3-shanten Discard 9 man 12 Table',
    });
    expect(button.querySelector('[data-face]')?.getAttribute('data-face')).toBe('9m');
    expect(button.textContent).toContain('12');
  });

  test('a 13-tile hand: its effective tiles or waits and their count; Japanese words', async () => {
    const { store, client } = testStore('?qd=123m456p789s1122z', { languages: ['ja'] });
    renderWith(store, <ResultSummaryView />);
    client.calls[0].settle({
      status: 'done',
      result: fakeResult('123m456p789s1122z', { value: 0, effective: { tiles: [27, 28], count: 4 } }),
    });
    await act(flush);
    expect(
      within(screen.getByRole('complementary', { name: '途中経過' })).getByRole('button', { name: '聴牌 待ち 4枚 表へ' }),
    ).toBeTruthy();
  });

  test('pressing it goes to the results; an answer about another hand is greyed', async () => {
    const { store, client } = testStore('?q=4569m1222569p258s');
    const results = document.createElement('section');
    results.id = 'results';
    results.scrollIntoView = vi.fn();
    document.body.append(results);
    renderWith(store, <ResultSummaryView />);
    client.calls[0].settle({ status: 'done', result: fakeResult('4569m1222569p258s', { tileCount: 14, value: 3, discards: ROWS }) });
    await act(flush);
    await userEvent.click(within(screen.getByRole('complementary', { name: 'Result so far' })).getByRole('button'));
    expect(results.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.result-summary')?.classList.contains('stale')).toBe(false);
    act(() => store.getState().actions.setDraft('4569m1222569p25x'));
    expect(document.querySelector('.result-summary')?.classList.contains('stale')).toBe(true);
    results.remove();
  });
});

describe('a complete hand', () => {
  test('the line says its value, not a discard (a winning hand needs no discard advice)', async () => {
    const t = testStore('?q=111222333m77z456p&riichi=1');
    renderWith(t.store, <ResultSummaryView />);
    await answerWithEngine(t.client);
    const button = within(screen.getByRole('complementary', { name: 'Result so far' })).getByRole('button');
    expect(button.textContent?.replace(/\s+/g, ' ')).toBe('Complete 4 han 40 fu Mangan · 8,000 points Table ↓');
    expect(button.querySelector('[data-discard]')).toBeNull();
  });
});
