import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { UkeireView } from '../../../src/ui/ukeire-view.tsx';
import { fakeResult, testStore } from '../fakes.ts';
import { renderWith } from './render.tsx';

describe('<UkeireView>', () => {
  test('one row of effective tiles with the count; a click draws that tile', async () => {
    const { store } = testStore('?q=12m456p789s11122z');
    const result = fakeResult('12m456p789s11122z', { value: 1, ukeire: { tiles: [2, 28], count: 6 } });
    renderWith(store, <UkeireView result={result} />);
    const group = screen.getByRole('group', { name: 'Effective tiles' });
    expect(within(group).getAllByRole('button').map((b) => b.dataset.tile)).toEqual(['3m', '2z']);
    expect(screen.getByText('6 tiles')).toBeTruthy();
    // Named like the table's column, not "Draw" (the button's word).
    expect(document.querySelector('.row-verb')?.textContent).toBe('Effective tiles');
    await userEvent.click(within(group).getByRole('button', { name: '3 man' }));
    expect(store.getState().hand).toBe('12m456p789s11122z3m');
  });

  test('tenpai: 待ち, and every wait shape drawn with tiles', () => {
    const { store } = testStore('?q=1223344888999m', { languages: ['ja'] });
    const result = fakeResult(
      '1223344888999m',
      { value: 0, ukeire: { tiles: [0, 3], count: 5 } },
      {
        waitShapes: [
          {
            form: 'regular',
            groups: [
              { kind: 'run', tiles: [0, 1, 2] },
              { kind: 'pair', tiles: [3, 3] },
              { kind: 'triplet', tiles: [7, 7, 7] },
              { kind: 'triplet', tiles: [8, 8, 8] },
            ],
            waiting: [1, 2],
            waits: [0, 3],
          },
        ],
      },
    );
    renderWith(store, <UkeireView result={result} />);
    expect(screen.getByRole('group', { name: '待ち' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '(123m)(44m)(888m)(999m)[23m]' }).querySelectorAll('use')).toHaveLength(13);
    expect(screen.getByRole('img', { name: '待ち 1m 4m' })).toBeTruthy();
  });

  test('no effective tile: says so', () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <UkeireView result={fakeResult('1m', { ukeire: { tiles: [], count: 0 } })} />);
    expect(screen.getByText('No tile lowers the shanten.')).toBeTruthy();
  });
});
