import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { LanguageSwitchView } from '../../../src/ui/shell/language-switch-view.tsx';
import { ThemeSwitchView } from '../../../src/ui/shell/theme-switch-view.tsx';
import { THEME_KEY } from '../../../src/store/theme.ts';
import { memoryStorage, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('<ThemeSwitchView>', () => {
  test('three choices in a group named Theme, Auto pressed at first; a press switches and is remembered', async () => {
    const storage = memoryStorage();
    const { store } = testStore('', { storage });
    renderWith(store, <ThemeSwitchView />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Auto', 'Light', 'Dark']);
    expect(pressed(group)).toEqual(['Auto']);
    await userEvent.click(within(group).getByRole('button', { name: 'Dark' }));
    expect(store.getState().theme).toBe('dark');
    expect(pressed(group)).toEqual(['Dark']);
    expect(storage.data.get(THEME_KEY)).toBe('dark');
    await userEvent.click(within(group).getByRole('button', { name: 'Light' }));
    expect(pressed(group)).toEqual(['Light']);
    expect(storage.data.get(THEME_KEY)).toBe('light');
  });

  test('in Japanese: 表示, 自動 / ライト / ダーク', async () => {
    const storage = memoryStorage();
    storage.data.set(THEME_KEY, 'dark');
    const { store } = testStore('', { storage });
    renderWith(
      store,
      <>
        <LanguageSwitchView />
        <ThemeSwitchView />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '日本語' }));
    const group = screen.getByRole('group', { name: '表示' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['自動', 'ライト', 'ダーク']);
    expect(pressed(group)).toEqual(['ダーク']);
    await userEvent.click(within(group).getByRole('button', { name: '自動' }));
    expect(store.getState().theme).toBe('auto');
    expect(storage.data.get(THEME_KEY)).toBe('auto');
  });
});
