/** The practice modes in the whole page: the header's links, the quiz and drill wired to the store. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { chinitsuQuestion } from '../../../src/engine/practice/chinitsu.ts';
import { playDrill } from '../../../src/engine/practice/drill.ts';
import { App } from '../../../src/ui/shell/app.tsx';
import { flush, memoryLocation, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const nav = () => screen.getByRole('navigation', { name: 'Modes' });

describe('the header links', () => {
  test('four links, the current page marked; a plain click switches in place', async () => {
    const location = memoryLocation('?q=19m');
    const { store } = testStore('', { location });
    renderWith(store, <App />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Analysis', '?', 'page'],
      ['Wait quiz', '?mode=quiz', null],
      ['Discard drill', '?mode=drill', null],
      ['Points quiz', '?mode=points', null],
    ]);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Wait quiz' }));
    expect(store.getState().mode).toBe('quiz');
    expect(screen.getByRole('heading', { name: 'Full-flush wait quiz' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Hand' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Analysis' }).getAttribute('href')).toBe('?q=19m');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Analysis' }));
    expect(location.search()).toBe('?q=19m');
    expect((screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement).value).toBe('19m');
  });

  test('a click with a modifier key is left to the browser (a new tab)', () => {
    const { store } = testStore('?q=19m');
    renderWith(store, <App />);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Discard drill' }), { ctrlKey: true });
    expect(store.getState().mode).toBe('analysis');
  });

  test('in Japanese', () => {
    const { store } = testStore('?mode=quiz', { languages: ['ja-JP'] });
    renderWith(store, <App />);
    expect(within(screen.getByRole('navigation', { name: 'モード' })).getAllByRole('link').map((a) => a.textContent)).toEqual([
      '牌理',
      '待ち当て',
      '何切る練習',
      '点数計算',
    ]);
  });
});

describe('the quiz page', () => {
  test('a shared hand answered with the keys: the store judges, the page says Correct', async () => {
    const { store, client } = testStore('?mode=quiz&hand=1223344888999m');
    renderWith(store, <App />);
    expect(screen.getByText('Dealing…')).toBeTruthy();
    const r = chinitsuQuestion('1223344888999m');
    if (!r.ok) throw new Error(r.error.message);
    client.quizCalls[0].settle({ status: 'done', result: r.value });
    await act(flush);
    await userEvent.keyboard('14{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Correct');
    expect(store.getState().quiz.stats.answered).toBe(1);
    // Backspace and Escape belong to the analysis page: here they leave its hand alone.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(store.getState().mode).toBe('quiz');
  });
});

describe('the drill page', () => {
  test('a seeded wall: the hand from the store, a click discards through it', async () => {
    const { store, client } = testStore('?mode=drill&seed=7');
    renderWith(store, <App />);
    const r = playDrill(7, []);
    if (!r.ok) throw new Error(r.error.message);
    client.drillCalls[0].settle({ status: 'done', result: r.value });
    await act(flush);
    const hand = screen.getByRole('group', { name: 'Your hand: choose a discard' });
    expect(within(hand).getAllByRole('button')).toHaveLength(14);
    expect(screen.getByRole('link', { name: 'Link to this wall' }).getAttribute('href')).toBe('?mode=drill&seed=7');
    await userEvent.click(within(hand).getAllByRole('button')[0]);
    expect(client.drillCalls[1]).toMatchObject({ seed: 7, discards: [r.value.tiles[0]] });
  });
});
