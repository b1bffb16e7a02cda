import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { FormSwitchView } from '../../../src/ui/analysis/form-switch-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<FormSwitchView>', () => {
  test('shows the URL form and switches ?q= to ?p=', async () => {
    const { store, location } = testStore('?q=11223344556677z');
    renderWith(store, <FormSwitchView />);
    expect((screen.getByRole('radio', { name: 'Standard form' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Regular form only' }));
    expect(store.getState().form).toBe('regular');
    expect(location.search()).toBe('?p=11223344556677z');
  });

  test('Japanese: 標準形 / 一般形', () => {
    const { store } = testStore('?p=1m', { languages: ['ja'] });
    renderWith(store, <FormSwitchView />);
    expect((screen.getByRole('radio', { name: '一般形' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: '標準形' })).toBeTruthy();
  });
});
