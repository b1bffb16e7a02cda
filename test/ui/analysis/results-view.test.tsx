import { act, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { tileOf } from '../../../src/engine/light.ts';

const section = () => document.querySelector('section.results') as HTMLElement;

describe('<ResultsView>', () => {
  test('no hand: a hint', () => {
    const { store } = testStore();
    renderWith(store, <ResultsView />);
    expect(screen.getByText(/type a hand such as/)).toBeTruthy();
    // The palette is below the hand on a phone and beside the results on a desktop: no "below".
    expect(document.querySelector('.results-hint')?.textContent).toMatch(/^Click the tiles of the palette, /);
    expect(document.querySelector('.results-hint')?.textContent).not.toMatch(/below/);
  });

  test('a 3n+2 answer: headline, table and result text, fresh', async () => {
    const { store, client } = testStore('?q=123m456p789s1122z3z');
    renderWith(store, <ResultsView />);
    expect(section().getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      client.calls[0].settle({
        status: 'done',
        result: fakeResult(
          '123m456p789s1122z3z',
          {
            tileCount: 14,
            value: 0,
            shanten: { standard: 0, regular: 0, chiitoitsu: 4, kokushi: 10 },
            discards: [{ discard: tileOf(29), shanten: 0, tiles: [27, 28], count: 4 }],
          },
          { tenhouLines: ['打3z 待ち[1z2z 4枚]'] },
        ),
      });
      await flush();
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Tenpai · 14 tiles');
    expect(screen.getByRole('table')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Result text' }) as HTMLTextAreaElement).value).toBe(
      '123m456p789s1122z3z\n打3z 待ち[1z2z 4枚]',
    );
    expect(section().dataset.fresh).toBe('true');
    expect(section().getAttribute('aria-busy')).toBe('false');
  });

  test("tied discards in the order of the result text (Tenhou's: where each kind is first typed), not tile order", async () => {
    const { store, client } = testStore('?q=234m567p2357s115z9m');
    renderWith(store, <ResultsView />);
    await act(async () => {
      client.calls[0].settle({
        status: 'done',
        // The engine's order: ties by tile index, 9m (8) before 5z (31); the text has 打5z first.
        result: fakeResult('234m567p2357s115z9m', {
          tileCount: 14,
          value: 1,
          discards: [
            { discard: tileOf(8), shanten: 1, tiles: [0], count: 20 },
            { discard: tileOf(31), shanten: 1, tiles: [0], count: 20 },
            { discard: tileOf(20), shanten: 1, tiles: [0], count: 12 },
          ],
        }),
      });
      await flush();
    });
    const rows = [...screen.getByRole('table').querySelectorAll('tbody tr')].map((r) => (r as HTMLElement).dataset.discard);
    expect(rows).toEqual(['5z', '9m', '3s']);
  });

  test('an invalid field keeps the last result on screen, greyed', async () => {
    const { store, client } = testStore('?q=123m456p789s1122z');
    await act(async () => {
      client.calls[0].settle({
        status: 'done',
        result: fakeResult('123m456p789s1122z', { value: 0, effective: { tiles: [27, 28], count: 4 } }),
      });
      await flush();
    });
    renderWith(store, <ResultsView />);
    act(() => store.getState().actions.setDraft('123m456p789s1122'));
    expect(section().classList.contains('stale')).toBe(true);
    expect(section().dataset.hand).toBe('123m456p789s1122z');
  });

  test('a failed analysis shows its message as an alert', async () => {
    const { store, client } = testStore('?q=1m');
    renderWith(store, <ResultsView />);
    await act(async () => {
      client.calls[0].settle({ status: 'failed', message: { code: 'worker-stopped', detail: 'boom' } });
      await flush();
    });
    expect(screen.getByRole('alert').textContent).toBe('The analysis worker stopped: boom.');
  });

  test('a complete hand shows 和了 and its decompositions above the table', async () => {
    const { store, client } = testStore('?q=11223344556677z', { languages: ['ja'] });
    renderWith(store, <ResultsView />);
    await act(async () => {
      client.calls[0].settle({
        status: 'done',
        result: fakeResult('11223344556677z', {
          tileCount: 14,
          value: -1,
          kind: 'complete',
          shanten: { standard: -1, regular: 3, chiitoitsu: -1, kokushi: 11 },
          discards: [{ discard: tileOf(27), shanten: 0, tiles: [27], count: 2 }],
          decompositions: [
            { form: 'chiitoitsu', groups: [27, 28, 29, 30, 31, 32, 33].map((k) => ({ kind: 'pair' as const, tiles: [k, k] })) },
          ],
        }),
      });
      await flush();
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('和了（七対子） 14枚');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('面子分解 (1)');
    expect(screen.getByRole('columnheader', { name: '待ち' })).toBeTruthy();
  });

  test('the probabilities of a 14-tile hand: hidden, not removed, while the hand has 13 tiles, so a press keeps its controls', async () => {
    const { store, client } = testStore('?q=123m456p789s1122z3z');
    renderWith(store, <ResultsView />);
    const fourteen = (i: number) =>
      act(async () => {
        client.calls[i].settle({
          status: 'done',
          result: fakeResult('123m456p789s1122z3z', {
            tileCount: 14,
            value: 0,
            discards: [{ discard: tileOf(29), shanten: 0, tiles: [27, 28], count: 4 }],
          }),
        });
        await flush();
      });
    await fourteen(0);
    const region = screen.getByRole('region', { name: 'Probabilities' });
    const box = screen.getByRole('checkbox', { name: 'Red fives' });
    expect(region.hidden).toBe(false);
    // Nor are its controls or the order switch set again by the presses and their answers.
    const touched: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        if (/^(INPUT|SELECT|OPTION)$/.test((r.target as Element).tagName))
          touched.push(`${(r.target as Element).tagName} ${r.attributeName}`);
    });
    observer.observe(document.body, { subtree: true, attributes: true });
    act(() => store.getState().actions.setDraft('123m456p789s1122z'));
    await act(async () => {
      client.calls[1].settle({
        status: 'done',
        result: fakeResult('123m456p789s1122z', { value: 0, effective: { tiles: [27, 28], count: 4 } }),
      });
      await flush();
    });
    expect(section().dataset.hand).toBe('123m456p789s1122z');
    // Out of view and out of the accessibility tree, but the same elements.
    expect(screen.queryByRole('region', { name: 'Probabilities' })).toBeNull();
    expect(region.isConnected && region.hidden).toBe(true);
    expect(box.isConnected).toBe(true);
    act(() => store.getState().actions.setDraft('123m456p789s1122z3z'));
    await fourteen(2);
    expect(screen.getByRole('region', { name: 'Probabilities' })).toBe(region);
    expect(screen.getByRole('checkbox', { name: 'Red fives' })).toBe(box);
    await flush();
    observer.disconnect();
    expect(touched).toEqual([]);
  });

  test('a hand whose shanten Tenhou counts lower (four of a kind) gets a note; others do not', async () => {
    const { store, client } = testStore('?q=1111m234p567p789p');
    renderWith(store, <ResultsView />);
    await act(async () => {
      client.calls[0].settle({ status: 'done', result: fakeResult('1111m234p567p789p', { value: 1 }, { tenhouShanten: 0 }) });
      await flush();
    });
    expect(document.querySelector('.result-note')?.textContent).toBe(
      'A kind you hold four of cannot be waited on; Tenhou counts it as a wait (Tenhou: tenpai).',
    );
    act(() => store.getState().actions.setDraft('4569m1222569p258s'));
    await act(async () => {
      client.calls[1].settle({ status: 'done', result: fakeResult('4569m1222569p258s', { value: 3 }) });
      await flush();
    });
    expect(document.querySelector('.result-note')).toBeNull();
  });
});
