import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../../src/engine/light.ts';
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
    [{ tileCount: 14, value: 1, shanten: { standard: 1, regular: 3, chiitoitsu: 1, kokushi: 9 } }, '1向聴（七対子） 14枚'],
  ])('Japanese %#', (a, expected) => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <ResultHeader analysis={analysis(a)} realGame={false} />);
    expect(heading()).toBe(expected);
  });

  test('English, both forms with the selected one first, and the detail line for chiitoitsu and kokushi', () => {
    const { store } = testStore();
    renderWith(
      store,
      <ResultHeader
        analysis={analysis({ tileCount: 14, value: 3, form: 'regular', shanten: { standard: 1, regular: 3, chiitoitsu: 1, kokushi: 9 } })}
        realGame={false}
      />,
    );
    expect(heading()).toBe('Regular 3-shanten / Standard 1-shanten · 14 tiles');
    // Each form is one unit for line breaking (white-space: nowrap in the stylesheet).
    expect([...document.querySelectorAll('.result-form')].map((e) => e.textContent)).toEqual(['Regular 3-shanten', 'Standard 1-shanten']);
    expect(screen.getByText('Chiitoitsu 1-shanten · Kokushi 9-shanten')).toBeTruthy();
    expect(screen.getByRole('heading').getAttribute('title')).toBe('Chiitoitsu 1-shanten · Kokushi 9-shanten');
  });

  test.each([
    [{ tileCount: 1, value: 0, shanten: { standard: 0, regular: 0, chiitoitsu: null, kokushi: null } }, 'Tenpai · 1 tile'],
    [
      { tileCount: 2, value: -1, agari: true, shanten: { standard: -1, regular: -1, chiitoitsu: null, kokushi: null } },
      'Complete · 2 tiles',
    ],
    [
      { tileCount: 14, value: -1, agari: true, shanten: { standard: -1, regular: 3, chiitoitsu: -1, kokushi: 11 } },
      'Complete: chiitoitsu · 14 tiles',
    ],
  ])('English counts and forms %#', (a, expected) => {
    const { store } = testStore();
    renderWith(store, <ResultHeader analysis={analysis(a)} realGame={false} />);
    expect(heading()).toBe(expected);
  });

  test.each([
    // Kokushi: the headline names the form that completes, the detail line keeps the regular figure.
    [
      { tileCount: 14, value: -1, kind: 'complete' as const, shanten: { standard: -1, regular: 7, chiitoitsu: 6, kokushi: -1 } },
      'Complete: kokushi',
      'Regular 7-shanten · Chiitoitsu 6-shanten',
      '和了（国士無双）',
      '一般形7向聴 · 七対子 6向聴',
    ],
    [
      { tileCount: 14, value: -1, kind: 'complete' as const, shanten: { standard: -1, regular: 3, chiitoitsu: -1, kokushi: 11 } },
      'Complete: chiitoitsu',
      'Regular 3-shanten · Kokushi 11-shanten',
      '和了（七対子）',
      '一般形3向聴 · 国士無双 11向聴',
    ],
    [
      { tileCount: 13, value: 0, shanten: { standard: 0, regular: 2, chiitoitsu: 0, kokushi: 9 } },
      'Tenpai: chiitoitsu',
      'Regular 2-shanten · Kokushi 9-shanten',
      '聴牌（七対子）',
      '一般形2向聴 · 国士無双 9向聴',
    ],
  ])('standard form, a special form below the regular one: named in the headline (%#)', (a, en, enDetail, ja, jaDetail) => {
    const { store } = testStore();
    const view = renderWith(store, <ResultHeader analysis={analysis(a)} realGame={false} />);
    expect(document.querySelector('.result-shanten')?.textContent).toBe(en);
    expect(document.querySelector('.result-detail')?.textContent).toBe(enDetail);
    view.unmount();
    const { store: jaStore } = testStore('', { languages: ['ja'] });
    renderWith(jaStore, <ResultHeader analysis={analysis(a)} realGame={false} />);
    expect(document.querySelector('.result-shanten')?.textContent).toBe(ja);
    expect(document.querySelector('.result-detail')?.textContent).toBe(jaDetail);
  });

  test("the tiles not seen, named as such in a real game too: they are not the wall (others' hands and the dead wall are in them)", () => {
    const { store } = testStore();
    const view = renderWith(store, <ResultHeader analysis={analysis({ wallLeft: 122 })} realGame={false} />);
    expect(document.querySelector('.result-wall')?.textContent).toBe('Unseen tiles: 122');
    view.unmount();
    renderWith(store, <ResultHeader analysis={analysis({ wallLeft: 98 })} realGame />);
    expect(document.querySelector('.result-wall')?.textContent).toBe('Unseen tiles: 98');
    expect(document.querySelector('.result-wall')?.getAttribute('title')).toMatch(/the dead wall and the other players' hands/);
  });

  test('Japanese: 見えていない牌 on a plain hand', () => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <ResultHeader analysis={analysis({ wallLeft: 122 })} realGame={false} />);
    expect(document.querySelector('.result-wall')?.textContent).toBe('見えていない牌 122枚');
  });

  test('no detail line when neither special form applies (melds)', () => {
    const { store } = testStore();
    renderWith(
      store,
      <ResultHeader
        analysis={analysis({ tileCount: 11, shanten: { standard: 1, regular: 1, chiitoitsu: null, kokushi: null } })}
        realGame={false}
      />,
    );
    expect(document.querySelector('.result-detail')).toBeNull();
  });
});
