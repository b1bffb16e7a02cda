import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AgariDecompositions } from '../../../src/ui/analysis/agari-decompositions.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<AgariDecompositions>', () => {
  test('every decomposition drawn with tiles, special forms named', () => {
    const { store } = testStore();
    renderWith(
      store,
      <AgariDecompositions
        decompositions={[
          {
            form: 'regular',
            groups: [
              { kind: 'triplet', tiles: [0, 0, 0] },
              { kind: 'pair', tiles: [1, 1] },
              { kind: 'run', tiles: [9, 10, 11], open: true },
            ],
          },
          { form: 'chiitoitsu', groups: [{ kind: 'pair', tiles: [27, 27] }] },
        ]}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Decompositions (2)');
    const first = screen.getByRole('img', { name: '(111m)(22m)(123p)' });
    expect([...first.querySelectorAll('[data-face]')].map((u) => u.getAttribute('data-face'))).toEqual([
      '1m',
      '1m',
      '1m',
      '2m',
      '2m',
      '1p',
      '2p',
      '3p',
    ]);
    expect(first.querySelector('.group-open')).not.toBeNull();
    expect(screen.getByText('Chiitoitsu')).toBeTruthy();
  });
});
