/** The points quiz in the whole page: the header link, the panel wired to the store, answers typed while a question is dealt. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { dealPointsQuestion } from '../../../src/engine/practice/points.ts';
import { App } from '../../../src/ui/shell/app.tsx';
import { flush, memoryLocation, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the points page', () => {
  test('the header link opens it from the analysis and marks it current', async () => {
    const location = memoryLocation('?q=19m');
    const { store, client } = testStore('', { location, random: () => 0.5 });
    renderWith(store, <App />);
    const nav = screen.getByRole('navigation', { name: 'Modes' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Points quiz' }));
    expect(location.search()).toBe('?mode=points&seed=2147483648');
    expect(within(nav).getByRole('link', { name: 'Points quiz' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Points quiz' })).toBeTruthy();
    client.pointsCalls[0].settle({ status: 'done', result: dealPointsQuestion(2147483648) });
    await act(flush);
    expect(document.querySelector('.points-question')?.getAttribute('data-seed')).toBe('2147483648');
  });

  test('a shared link: an answer typed and checked while the question is dealt is judged once it comes', async () => {
    const { store, client } = testStore('?mode=points&seed=1', { random: () => 0.5 });
    renderWith(store, <App />);
    expect(screen.getByText('Dealing…')).toBeTruthy();
    // Seed 1 is a non-dealer's tsumo, but while it is dealt one payment field stands.
    await userEvent.type(field('Han'), '3');
    await userEvent.type(field('Fu'), '40');
    await userEvent.type(field('Payment'), '1,300{Enter}');
    expect(store.getState().points).toMatchObject({ checkQueued: true, fields: { han: '3', fu: '40', payment: ['1,300', ''] } });
    expect(screen.getByRole('status').textContent).toBe('Checking as soon as the question is dealt…');
    client.pointsCalls[0].settle({ status: 'done', result: dealPointsQuestion(1) });
    await act(flush);
    // The payment has two figures: the second is missing, so nothing is scored, and the field says so.
    expect(field('Each non-dealer pays').value).toBe('1,300');
    expect(field('The dealer pays').getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().points.stats.answered).toBe(0);
    await userEvent.type(field('The dealer pays'), '2,600{Enter}');
    expect(screen.getByRole('status').dataset.correct).toBe('true');
    expect(store.getState().points.stats).toMatchObject({ answered: 1, correct: 1, streak: 1 });
    expect(screen.getByRole('link', { name: 'Link to this question' }).getAttribute('href')).toBe('?mode=points&seed=1');
    expect(document.querySelector('[data-stat="accuracy"]')?.textContent).toBe('100% (1/1)');

    // Enter on Next: a new question as a new entry, the han field empty and focused for it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.keyboard('{Enter}');
    expect(client.pointsCalls.map((c) => c.seed)).toEqual([1, 2147483648]);
    expect(document.activeElement).toBe(field('Han'));
    expect(field('Han').value).toBe('');
    await userEvent.keyboard('7');
    client.pointsCalls[1].settle({ status: 'done', result: dealPointsQuestion(2147483648) });
    await act(flush);
    expect(field('Han').value).toBe('7');
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
  });

  test('in Japanese', () => {
    const { store } = testStore('?mode=points&seed=1', { languages: ['ja-JP'] });
    renderWith(store, <App />);
    expect(screen.getByRole('heading', { name: '点数計算クイズ' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'モード' }))
        .getByRole('link', { name: '点数計算' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByText('出題中…')).toBeTruthy();
  });

  test('a bad seed in the address is said on the page', () => {
    const { store } = testStore('?mode=points&seed=abc');
    renderWith(store, <App />);
    expect(screen.getByRole('alert').textContent).toMatch(/^The seed "abc" is not a whole number/);
  });
});
