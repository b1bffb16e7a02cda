import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { EffectiveTilesView } from '../../../src/ui/analysis/effective-tiles-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { tileOf } from '../../../src/engine/light.ts';

describe('<EffectiveTilesView>', () => {
  test('one row of effective tiles with the count; a click draws that tile', async () => {
    const { store } = testStore('?q=12m456p789s11122z');
    const result = fakeResult('12m456p789s11122z', { value: 1, effective: { tiles: [2, 28], count: 6 } });
    renderWith(store, <EffectiveTilesView result={result} />);
    const group = screen.getByRole('group', { name: 'Effective tiles' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.dataset.tile),
    ).toEqual(['3m', '2z']);
    expect(screen.getByText('6 tiles')).toBeTruthy();
    // Named like the table's column, not "Draw" (the button's word).
    expect(document.querySelector('.row-verb')?.textContent).toBe('Effective tiles');
    await userEvent.click(within(group).getByRole('button', { name: '3 man' }));
    expect(store.getState().hand).toBe('12m456p789s11122z3m');
  });

  test('each wait shows its copies left on the tile, and says them in its name (1m 3 left, 4m 2 left)', async () => {
    const { store, client } = testStore('?qd=1223344888999m');
    client.calls[0].settle({ status: 'done', result: fakeResult('1223344888999m', { value: 0, effective: { tiles: [0, 3], count: 5 } }) });
    await act(flush);
    renderWith(store, <EffectiveTilesView result={store.getState().requests.analyze.shown!.data} />);
    const group = screen.getByRole('group', { name: 'Waits' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['1 man, 3 left', '4 man, 2 left']);
    expect([...group.querySelectorAll('.tile-left')].map((e) => e.textContent)).toEqual(['3', '2']);
  });

  test("Japanese: 残り枚数 in each tile's name", async () => {
    const { store, client } = testStore('?qd=1223344888999m&seen=1m', { languages: ['ja'] });
    client.calls[0].settle({
      status: 'done',
      result: fakeResult(
        '1223344888999m',
        { value: 0, effective: { tiles: [0, 3], count: 4 } },
        { table: { seen: '1m', dora: '', players: 4, nuki: 0 } },
      ),
    });
    await act(flush);
    renderWith(store, <EffectiveTilesView result={store.getState().requests.analyze.shown!.data} />);
    expect(
      within(screen.getByRole('group', { name: '待ち' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['一萬 残り2枚', '四萬 残り2枚']);
  });

  test('tenpai: 待ち, and every wait shape drawn with tiles', () => {
    const { store } = testStore('?q=1223344888999m', { languages: ['ja'] });
    const result = fakeResult('1223344888999m', {
      value: 0,
      effective: { tiles: [0, 3], count: 5 },
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
    });
    renderWith(store, <EffectiveTilesView result={result} />);
    expect(screen.getByRole('group', { name: '待ち' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '(123m)(44m)(888m)(999m)[23m]' }).querySelectorAll('[data-face]')).toHaveLength(13);
    expect(screen.getByRole('img', { name: '待ち 1m 4m' })).toBeTruthy();
  });

  test('no effective tile left: says so', () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <EffectiveTilesView result={fakeResult('1m', { effective: { tiles: [], count: 0 } })} />);
    expect(screen.getByText('No tile left that lowers the shanten.')).toBeTruthy();
  });

  test('a dead tenpai (空聴) shows its waits greyed, not as tiles to draw, and says none is left', () => {
    const { store } = testStore('?qd=123m456p789s1112z&seen=2z2z2z', { languages: ['ja'] });
    const result = fakeResult('123m456p789s1112z', {
      value: 0,
      deadTenpai: true,
      effective: { tiles: [], count: 0 },
      waits: [{ tile: 28, count: 0, shapes: [] }],
    });
    renderWith(store, <EffectiveTilesView result={result} />);
    expect(screen.queryByRole('group', { name: '待ち' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const waits = screen.getByRole('img', { name: '2z 残りなし' });
    expect([...waits.querySelectorAll('[data-face]')].map((e) => (e as HTMLElement).dataset.face)).toEqual(['2z']);
    expect(screen.getByText('残りなし (空聴)')).toBeTruthy();
    expect(screen.getByText('0枚')).toBeTruthy();
  });

  test('a live tenpai shows no dead-wait note', () => {
    const { store } = testStore('?qd=123m456p789s1112z');
    const result = fakeResult('123m456p789s1112z', {
      value: 0,
      effective: { tiles: [28], count: 3 },
      waits: [{ tile: 28, count: 3, shapes: [] }],
    });
    renderWith(store, <EffectiveTilesView result={result} />);
    expect(document.querySelector('.row-dead')).toBeNull();
    expect(screen.getByRole('group', { name: 'Waits' })).toBeTruthy();
  });

  test('the effective tiles are one Tab stop; after a draw by keyboard, focus goes to the first row of the table that replaces them', async () => {
    const { store, client } = testStore('?q=12m456p789s11122z');
    renderWith(store, <ResultsView />);
    await act(async () => {
      client.calls[0].settle({
        status: 'done',
        result: fakeResult('12m456p789s11122z', { value: 1, effective: { tiles: [2, 28], count: 6 } }),
      });
      await flush();
    });
    const group = screen.getByRole('group', { name: 'Effective tiles' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.tabIndex),
    ).toEqual([0, -1]);
    act(() => within(group).getAllByRole('button')[0].focus());
    await userEvent.keyboard('{ArrowRight}');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('2z');
    await userEvent.keyboard('{Enter}');
    expect(store.getState().hand).toBe('12m456p789s11122z2z');
    await act(async () => {
      client.calls[1].settle({
        status: 'done',
        result: fakeResult('12m456p789s11122z2z', {
          tileCount: 14,
          value: 1,
          discards: [
            { discard: tileOf(0), shanten: 1, tiles: [2], count: 4 },
            { discard: tileOf(1), shanten: 1, tiles: [2], count: 4 },
          ],
        }),
      });
      await flush();
    });
    expect(document.activeElement?.closest('tr')?.dataset.discard).toBe('1m');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('1m');
  });
});
