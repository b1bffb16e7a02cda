import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { App } from '../../../src/ui/shell/app.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<App>', () => {
  test('the whole page: field, palette, form switch, language', () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <App />);
    expect(screen.getByRole('textbox', { name: 'Hand' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tiles to add' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Standard form' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
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
          { discard: 22, shanten: 3, tiles: [6], count: 4 },
          { discard: 10, shanten: 4, tiles: [0], count: 4 },
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
    fireEvent.keyDown(within(screen.getByRole('region', { name: 'Tiles to add' })).getByRole('button', { name: 'East' }), { key: 'Escape' });
    expect(store.getState().hand).toBe('');
    act(() => store.getState().actions.setDraft('19m5p1z'));
    fireEvent.keyDown(within(screen.getByRole('region', { name: /Tiles in the hand/ })).getByRole('button', { name: '1 man' }), { key: 'Escape' });
    expect(store.getState().hand).toBe('');
  });

  test('inside the field, Backspace edits the text as usual', () => {
    const { store } = testStore('?q=19m5p1z');
    renderWith(store, <App />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Hand' }), { key: 'Backspace' });
    expect(store.getState().draft).toBe('19m5p1z');
  });
});
