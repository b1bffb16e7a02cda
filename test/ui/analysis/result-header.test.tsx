import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../../src/engine/types.ts';
import { ResultHeader } from '../../../src/ui/analysis/result-header.tsx';
import { fakeResult, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const analysis = (a: Partial<Analysis>) => fakeResult('x', a).analysis;
const heading = () => screen.getByRole('heading').textContent;

describe('<ResultHeader>', () => {
  test.each([
    [{ tileCount: 14, value: 2, shanten: { standard: 2, regular: 2, chiitoitsu: 4, kokushi: 9 } }, '2向聴 14枚'],
    [{ tileCount: 13, value: 0, shanten: { standard: 0, regular: 0, chiitoitsu: 3, kokushi: 9 } }, '聴牌 13枚'],
    [{ tileCount: 14, value: -1, agari: true, shanten: { standard: -1, regular: -1, chiitoitsu: 5, kokushi: 11 } }, '和了 14枚'],
    [{ tileCount: 14, value: 1, shanten: { standard: 1, regular: 3, chiitoitsu: 1, kokushi: 9 } }, '標準形1向聴 / 一般形3向聴 14枚'],
  ])('Japanese %#', (a, expected) => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <ResultHeader analysis={analysis(a)} />);
    expect(heading()).toBe(expected);
  });

  test('English, both forms with the selected one first, and the detail line for chiitoitsu and kokushi', () => {
    const { store } = testStore();
    renderWith(store, <ResultHeader analysis={analysis({ tileCount: 14, value: 3, form: 'regular', shanten: { standard: 1, regular: 3, chiitoitsu: 1, kokushi: 9 } })} />);
    expect(heading()).toBe('Regular 3-shanten / Standard 1-shanten 14 tiles');
    // Each form is one unit for line breaking (white-space: nowrap in the stylesheet).
    expect([...document.querySelectorAll('.result-form')].map((e) => e.textContent)).toEqual(['Regular 3-shanten', 'Standard 1-shanten']);
    expect(screen.getByText('Chiitoitsu 1-shanten · Kokushi 9-shanten')).toBeTruthy();
    expect(screen.getByRole('heading').getAttribute('title')).toBe('Chiitoitsu 1-shanten · Kokushi 9-shanten');
  });

  test.each([
    [{ tileCount: 1, value: 0, shanten: { standard: 0, regular: 0, chiitoitsu: null, kokushi: null } }, 'Tenpai 1 tile'],
    [{ tileCount: 2, value: -1, agari: true, shanten: { standard: -1, regular: -1, chiitoitsu: null, kokushi: null } }, 'Agari 2 tiles'],
    [
      { tileCount: 14, value: -1, agari: true, shanten: { standard: -1, regular: 3, chiitoitsu: -1, kokushi: 11 } },
      'Standard agari / Regular 3-shanten 14 tiles',
    ],
  ])('English counts and forms %#', (a, expected) => {
    const { store } = testStore();
    renderWith(store, <ResultHeader analysis={analysis(a)} />);
    expect(heading()).toBe(expected);
  });

  test('no detail line when neither special form applies (melds)', () => {
    const { store } = testStore();
    renderWith(store, <ResultHeader analysis={analysis({ tileCount: 11, shanten: { standard: 1, regular: 1, chiitoitsu: null, kokushi: null } })} />);
    expect(document.querySelector('.result-detail')).toBeNull();
  });
});
