import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { DiscardRow } from '../../../src/engine/types.ts';
import { DensitySwitchView } from '../../../src/ui/analysis/density-switch-view.tsx';
import { DiscardTableView } from '../../../src/ui/analysis/discard-table-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { tileOf } from '../../../src/engine/light.ts';

const ROWS: DiscardRow[] = [{ discard: tileOf(22), shanten: 3, tiles: [6, 7, 8], count: 12 }];

describe('<DensitySwitchView>: the compact table', () => {
  test('a toggle that makes the discard table compact and back, in the store', async () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(
      store,
      <>
        <DensitySwitchView />
        <DiscardTableView rows={ROWS} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Compact table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('.discards')?.classList.contains('compact')).toBe(false);
    await userEvent.click(toggle);
    expect(store.getState().density).toBe('compact');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.discards')?.classList.contains('compact')).toBe(true);
    // The rows and their names are the same: only the drawing is denser.
    expect(screen.getByRole('group', { name: 'Discard 5 sou: Effective tiles' })).toBeTruthy();
    await userEvent.click(toggle);
    expect(store.getState().density).toBe('comfortable');
  });

  test('in Japanese', () => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <DensitySwitchView />);
    expect(screen.getByRole('button', { name: 'コンパクト表示' })).toBeTruthy();
  });
});
