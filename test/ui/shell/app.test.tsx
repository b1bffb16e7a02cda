import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { App } from '../../../src/ui/shell/app.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';
import { tileOf } from '../../../src/engine/light.ts';

describe('<App>', () => {
  test('the whole page: field, palette, form switch, language', () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <App />);
    expect(screen.getByRole('textbox', { name: 'Hand' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tiles to add' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Standard form' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  test('in Chinese: <html lang="zh-Hans">, and the page\'s words are Chinese, the engine\'s real answers too', async () => {
    const { store, client } = testStore('?q=4569m1222569p258s', { languages: ['zh-CN'] });
    renderWith(store, <App />);
    await answerWithEngine(client);
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(screen.getByRole('textbox', { name: '手牌' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '模式' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('3向听 · 14张');
    expect(screen.getByRole('columnheader', { name: '进张' })).toBeTruthy();
    expect(document.querySelector('.row-chances')?.textContent).toMatch(/^听牌 \d+\.\d% · 和牌 \d+\.\d% · [\d,]+点$/);
    expect(screen.getByRole('combobox', { name: '场风' })).toBeTruthy();
    expect(document.querySelector('.result-wall')?.textContent).toBe('未见的牌 122张');
    // No Japanese kana anywhere on the page.
    expect(document.body.textContent).not.toMatch(/[\u3040-\u30ff]/);
  });

  test('outside the field, Backspace removes the last tile', () => {
    const { store } = testStore('?q=19m5p1z');
    renderWith(store, <App />);
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(store.getState().draft).toBe('19m5p');
  });

  test('Escape clears from the hand bar and the palette, never from elsewhere on the page', async () => {
    const { store, client, location } = testStore('?q=4569m1222569p258s');
    client.calls[0].settle({
      status: 'done',
      result: fakeResult('4569m1222569p258s', {
        tileCount: 14,
        value: 3,
        discards: [
          { discard: tileOf(22), shanten: 3, tiles: [6], count: 4 },
          { discard: tileOf(10), shanten: 4, tiles: [0], count: 4 },
        ],
      }),
    });
    await act(flush);
    renderWith(store, <App />);
    // The page itself, the results' "Discards that raise the shanten", the form switch: the hand stays.
    for (const target of [
      document.body,
      screen.getByText('Discards that raise the shanten (1)', { selector: 'summary' }),
      screen.getByRole('radio', { name: 'Standard form' }),
    ]) {
      fireEvent.keyDown(target, { key: 'Escape' });
      expect(store.getState().hand).toBe('4569m1222569p258s');
    }
    expect(location.search()).toBe('?q=4569m1222569p258s');
    fireEvent.keyDown(within(screen.getByRole('region', { name: 'Tiles to add' })).getByRole('button', { name: 'Add East' }), {
      key: 'Escape',
    });
    expect(store.getState().hand).toBe('');
    act(() => store.getState().actions.setDraft('19m5p1z'));
    fireEvent.keyDown(within(screen.getByRole('region', { name: 'Hand' })).getByRole('button', { name: 'Remove 1 man' }), {
      key: 'Escape',
    });
    expect(store.getState().hand).toBe('');
  });

  test('inside the field, Backspace edits the text as usual', () => {
    const { store } = testStore('?q=19m5p1z');
    renderWith(store, <App />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Hand' }), { key: 'Backspace' });
    expect(store.getState().draft).toBe('19m5p1z');
  });
});
