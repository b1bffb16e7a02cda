import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Palette } from '../../../src/ui/palette.tsx';
import { testStore } from '../fakes.ts';
import { renderWith } from './render.tsx';

describe('<Palette>', () => {
  test('37 tile buttons, each named and carrying its mpsz code', () => {
    const { store } = testStore();
    renderWith(store, <Palette />);
    const buttons = within(screen.getByRole('region', { name: 'Tiles to add' })).getAllByRole('button');
    expect(buttons).toHaveLength(37);
    expect(screen.getByRole('button', { name: '5 pin' }).dataset.tile).toBe('5p');
    expect(screen.getByRole('button', { name: 'red 5 man' }).dataset.tile).toBe('0m');
    expect(screen.getByRole('button', { name: 'East' }).dataset.tile).toBe('1z');
    expect(screen.getByRole('button', { name: 'Red' }).dataset.tile).toBe('7z');
    // Every tile exactly once.
    expect(new Set(buttons.map((b) => b.dataset.tile)).size).toBe(37);
  });

  test('a click adds the tile to the hand', async () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <Palette />);
    await userEvent.click(screen.getByRole('button', { name: '3 sou' }));
    expect(store.getState().hand).toBe('1m3s');
  });

  test('a tile whose copies are all used is disabled, and so is a second red five', () => {
    const { store } = testStore('?q=1111m0p');
    renderWith(store, <Palette />);
    expect((screen.getByRole('button', { name: '1 man' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'red 5 pin' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '5 pin' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '2 man' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a full hand disables every tile', () => {
    const { store } = testStore('?q=123m456p789s1122z3z');
    renderWith(store, <Palette />);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  test('Japanese names in Japanese', () => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <Palette />);
    expect(screen.getByRole('button', { name: '赤五萬' }).dataset.tile).toBe('0m');
    expect(screen.getByRole('button', { name: '東' }).dataset.tile).toBe('1z');
  });
});
