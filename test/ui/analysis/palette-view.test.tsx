import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { PaletteView } from '../../../src/ui/analysis/palette-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<PaletteView>', () => {
  test('37 tile buttons, each named and carrying its mpsz code', () => {
    const { store } = testStore();
    renderWith(store, <PaletteView />);
    const buttons = within(screen.getByRole('region', { name: 'Tiles to add' })).getAllByRole('button');
    expect(buttons).toHaveLength(37);
    expect(screen.getByRole('button', { name: 'Add 5 pin' }).dataset.tile).toBe('5p');
    expect(screen.getByRole('button', { name: 'Add red 5 man' }).dataset.tile).toBe('0m');
    expect(screen.getByRole('button', { name: 'Add East' }).dataset.tile).toBe('1z');
    expect(screen.getByRole('button', { name: 'Add Red' }).dataset.tile).toBe('7z');
    // Every tile exactly once.
    expect(new Set(buttons.map((b) => b.dataset.tile)).size).toBe(37);
  });

  test('a click adds the tile to the hand', async () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <PaletteView />);
    await userEvent.click(screen.getByRole('button', { name: 'Add 3 sou' }));
    expect(store.getState().hand).toBe('1m3s');
  });

  test('a tile whose copies are all used is disabled, and so is a second red five', () => {
    const { store } = testStore('?q=1111m0p');
    renderWith(store, <PaletteView />);
    expect((screen.getByRole('button', { name: 'Add 1 man' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add red 5 pin' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add 5 pin' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Add 2 man' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a full hand disables every tile', () => {
    const { store } = testStore('?q=123m456p789s1122z3z');
    renderWith(store, <PaletteView />);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  test('each suit is one Tab stop; arrows move inside it and Up/Down between suits', async () => {
    const { store } = testStore('?q=1111m');
    renderWith(store, <PaletteView />);
    const stops = screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    // 1m is used up: the man row's stop is its first tile still offered.
    expect(stops.map((b) => b.dataset.tile)).toEqual(['2m', '1p', '1s', '1z']);
    await userEvent.tab();
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('2m');
    await userEvent.keyboard('{ArrowLeft}');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('2m');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('3p');
    await userEvent.keyboard('{End}{ArrowDown}{ArrowDown}');
    // The last of the pin row (red five, 10th) goes to the honors' last (7th).
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('7z');
    await userEvent.tab();
    expect(screen.getAllByRole('button')).not.toContain(document.activeElement);
  });

  test('the fourteenth tile by keyboard: focus goes to the hand, not to the page', async () => {
    const { store } = testStore('?q=123m456p789s1122z');
    renderWith(
      store,
      <>
        <HandBarView />
        <PaletteView />
      </>,
    );
    const palette = within(screen.getByRole('region', { name: 'Tiles to add' }));
    act(() => palette.getByRole('button', { name: 'Add Green' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().hand).toBe('123m456p789s1122z6z');
    expect((document.activeElement as HTMLElement).classList.contains('tile-drawn')).toBe(true);
  });

  test('the fourteenth tile by pointer: focus stays out of the hand, so no hover line appears', async () => {
    const { store } = testStore('?q=123m456p789s1122z');
    renderWith(
      store,
      <>
        <HandBarView />
        <PaletteView />
      </>,
    );
    const palette = within(screen.getByRole('region', { name: 'Tiles to add' }));
    await userEvent.click(palette.getByRole('button', { name: 'Add Green' }));
    expect(store.getState().hand).toBe('123m456p789s1122z6z');
    expect(document.activeElement?.closest('.hand-tiles')).toBeNull();
    expect(store.getState().hover).toBeNull();
  });

  test('a fourth copy by keyboard: focus moves to the next tile offered in the suit', async () => {
    const { store } = testStore('?q=111m');
    renderWith(store, <PaletteView />);
    act(() => screen.getByRole('button', { name: 'Add 1 man' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().draft).toBe('1111m');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('2m');
  });

  test('while the field has a mistake every tile is offered, and a press adds to the text as typed', async () => {
    const { store } = testStore('?q=123m456p789s1122z3z');
    renderWith(store, <PaletteView />);
    act(() => store.getState().actions.setDraft('123m456p789s1122z3x'));
    expect(screen.getAllByRole('button').every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Add East' }));
    expect(store.getState().draft).toBe('123m456p789s1122z3x1z');
  });

  test('a press after digits with no suit letter is set off by a space: the digits keep their mistake, the tile is added on its own', async () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <PaletteView />);
    act(() => store.getState().actions.setDraft('4569m1222569p25'));
    await userEvent.click(screen.getByRole('button', { name: 'Add East' }));
    // Not "4569m1222569p251z", which would read as a valid hand with South, White and East.
    expect(store.getState().draft).toBe('4569m1222569p25 1z');
    expect(store.getState().hand).toBe('4569m1222569p258s');
  });

  test('Japanese names in Japanese', () => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <PaletteView />);
    expect(screen.getByRole('button', { name: '赤五萬を追加' }).dataset.tile).toBe('0m');
    expect(screen.getByRole('button', { name: '東を追加' }).dataset.tile).toBe('1z');
  });
});
