import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HandInputView } from '../../../src/ui/analysis/hand-input-view.tsx';
import { LanguageSwitchView } from '../../../src/ui/shell/language-switch-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<LanguageSwitchView>', () => {
  test('switches the labels and remembers the choice', async () => {
    const { store, storage } = testStore();
    renderWith(
      store,
      <>
        <LanguageSwitchView />
        <HandInputView />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Hand' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByRole('textbox', { name: '手牌' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '日本語' }).getAttribute('aria-pressed')).toBe('true');
    expect(storage.data.get('pairi.lang')).toBe('ja');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(screen.getByRole('textbox', { name: '手牌' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '语言' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('lang')).toBe('zh-Hans');
    expect(storage.data.get('pairi.lang')).toBe('zh');
  });
});
