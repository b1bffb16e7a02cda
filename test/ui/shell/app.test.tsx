import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { App } from '../../../src/ui/shell/app.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<App>', () => {
  test('the whole page: field, palette, form switch, language', () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <App />);
    expect(screen.getByRole('textbox', { name: 'Hand' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tiles to add' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  test('outside the field, Backspace removes the last tile and Escape clears', () => {
    const { store } = testStore('?q=19m5p1z');
    renderWith(store, <App />);
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(store.getState().draft).toBe('19m5p');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(store.getState().hand).toBe('');
  });

  test('inside the field, Backspace edits the text as usual', () => {
    const { store } = testStore('?q=19m5p1z');
    renderWith(store, <App />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Hand' }), { key: 'Backspace' });
    expect(store.getState().draft).toBe('19m5p1z');
  });
});
