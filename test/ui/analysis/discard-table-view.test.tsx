import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { DiscardRow } from '../../../src/engine/types.ts';
import { AppStoreProvider } from '../../../src/store/app-store-provider.tsx';
import { DiscardTableView } from '../../../src/ui/analysis/discard-table-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { tileOf } from '../../../src/engine/light.ts';
import { analyze, emptyTable, parseHand } from '../../../src/engine/index.ts';

// 4569m1222569p258s (docs/rules.md's example): two best rows, one that raises the shanten.
const ROWS: DiscardRow[] = [
  { discard: tileOf(22), shanten: 3, tiles: [6, 7, 8, 9, 10], count: 20 }, // 5s
  { discard: tileOf(17), shanten: 3, tiles: [6, 7, 8], count: 12 }, // 9p
  { discard: tileOf(10), shanten: 4, tiles: [0], count: 4 }, // 2p
];

const rowOf = (code: string) => document.querySelector(`tr[data-discard="${code}"]`) as HTMLElement;

describe('<DiscardTableView>', () => {
  test('best rows in the order given, with discard tile, effective tiles and count', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTableView rows={ROWS} />);
    const table = screen.getAllByRole('table')[0];
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.discard)).toEqual(['5s', '9p']);
    const first = within(rows[0]);
    expect(first.getAllByRole('button').map((b) => b.dataset.tile)).toEqual(['5s', '7m', '8m', '9m', '1p', '2p']);
    expect(first.getByRole('cell', { name: '20' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Tiles' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Effective tiles' })).toBeTruthy();
  });

  test('each effective tile of a row shows its copies left (the discarded tile counting as held), named with them', async () => {
    const { store, client } = testStore('?q=4569m1222569p258s');
    client.calls[0].settle({ status: 'done', result: fakeResult('4569m1222569p258s', { tileCount: 14, value: 3, discards: ROWS }) });
    await act(flush);
    renderWith(store, <DiscardTableView rows={ROWS} />);
    const tiles = within(rowOf('5s')).getAllByRole('button').slice(1);
    // 7m 8m none held, 9m one, 1p one, 2p three: 4 + 4 + 3 + 3 + 1 = 15.
    expect(tiles.map((b) => b.getAttribute('aria-label'))).toEqual([
      '7 man, 4 left',
      '8 man, 4 left',
      '9 man, 3 left',
      '1 pin, 3 left',
      '2 pin, 1 left',
    ]);
    expect([...rowOf('5s').querySelectorAll('.tile-left')].map((e) => e.textContent)).toEqual(['4', '4', '3', '3', '1']);
  });

  test('discards that raise the shanten are listed below, collapsed', async () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTableView rows={ROWS} />);
    const details = screen.getByText('Discards that raise the shanten (1)', { selector: 'summary' }).closest('details')!;
    expect(details.open).toBe(false);
    // Closed, its rows are not drawn at all (they would be most of the table's tiles).
    expect(within(details).queryAllByRole('row', { hidden: true })).toHaveLength(0);
    await userEvent.click(screen.getByText('Discards that raise the shanten (1)', { selector: 'summary' }));
    expect(details.open).toBe(true);
    expect(within(details).getAllByRole('row')[1].dataset.discard).toBe('2p');
  });

  test('待ち instead of 摸 when the discards leave the hand tenpai', () => {
    const { store } = testStore('?q=123m456p789s1122z3z', { languages: ['ja'] });
    renderWith(store, <DiscardTableView rows={[{ discard: tileOf(29), shanten: 0, tiles: [27, 28], count: 4 }]} />);
    expect(screen.getByRole('columnheader', { name: '待ち' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '4枚' })).toBeTruthy();
  });

  test('a tenpai row with no tile left says it is dead (空聴)', () => {
    const { store } = testStore('?q=123m456p789s1112z3z&seen=2z2z2z');
    renderWith(
      store,
      <DiscardTableView
        rows={[
          { discard: tileOf(28), shanten: 0, tiles: [29], count: 3 },
          { discard: tileOf(29), shanten: 0, tiles: [], count: 0 },
        ]}
      />,
    );
    expect(within(rowOf('3z')).getByText('Dead tenpai (空聴): every wait is already visible')).toBeTruthy();
    expect(within(rowOf('3z')).getByRole('cell', { name: '0' })).toBeTruthy();
    // A row with tiles says nothing of the kind.
    expect(rowOf('2z').querySelector('.row-none')).toBeNull();
  });

  test('a row short of tenpai with no tile left says every helping tile is visible', () => {
    const { store } = testStore('?q=123m456p789s1112z3z&seen=2z2z2z', { languages: ['ja'] });
    renderWith(store, <DiscardTableView rows={[{ discard: tileOf(0), shanten: 1, tiles: [], count: 0 }]} />);
    expect(within(rowOf('1m')).getByText('残りなし: 有効牌がすべて見えています')).toBeTruthy();
  });

  test('clicking the discard tile discards it and draws a random tile; an effective tile draws that tile', async () => {
    const { store } = testStore('?q=4569m1222569p258s', { random: () => 0 });
    renderWith(store, <DiscardTableView rows={ROWS} />);
    await userEvent.click(within(rowOf('9p')).getByRole('button', { name: '8 man' }));
    expect(store.getState().hand).toBe('4569m122256p258s8m');
    act(() => store.getState().actions.setDraft('4569m1222569p258s'));
    await userEvent.click(within(rowOf('5s')).getByRole('button', { name: '5 sou' }));
    // random 0: the first tile of the wall, 1m (the hand holds none).
    expect(store.getState().hand).toBe('4569m1222569p28s1m');
  });

  test('the discard tile is the copy given away, as the engine names it: the red five only when no plain five is left', () => {
    for (const [hand, shown] of [
      ['0p1m', '0p'],
      ['05p', '5p'],
    ]) {
      const { store } = testStore(`?q=${hand}`);
      const parsed = parseHand(hand);
      if (!parsed.ok) throw new Error('fixture');
      const analysis = analyze({ hand: parsed.value, table: emptyTable() });
      if (analysis.kind === 'draw') throw new Error('a 3n+2 hand');
      const { unmount } = renderWith(store, <DiscardTableView rows={analysis.discards} />);
      expect(within(rowOf('5p')).getAllByRole('button')[0].dataset.tile, hand).toBe(shown);
      unmount();
    }
  });

  test('the row of the hovered hand tile is highlighted', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTableView rows={ROWS} />);
    act(() => store.getState().actions.setHover(17));
    expect(rowOf('9p').classList.contains('highlighted')).toBe(true);
    expect(rowOf('5s').classList.contains('highlighted')).toBe(false);
  });

  test('each row is one Tab stop; the arrow keys reach every tile of it, and the rows above and below', async () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTableView rows={ROWS} />);
    // The order switch above the table is one stop of its own (a radio group), then the rows.
    await userEvent.tab();
    expect((document.activeElement as HTMLInputElement).name).toBe('row-sort');
    await userEvent.tab();
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('5s');
    const reached = [];
    for (let i = 0; i < 5; i++) {
      await userEvent.keyboard('{ArrowRight}');
      reached.push((document.activeElement as HTMLElement).dataset.tile);
    }
    expect(reached).toEqual(['7m', '8m', '9m', '1p', '2p']);
    await userEvent.keyboard('{ArrowDown}');
    // Row 9p has three tiles after its discard: the fourth place is its last.
    expect(document.activeElement?.closest('tr')?.dataset.discard).toBe('9p');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('9m');
    // The next Tab leaves the first table's rows for the next stop (the second row is one stop too).
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    expect(document.activeElement?.closest('tr')?.dataset.discard).toBe('9p');
    await userEvent.tab();
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    // A collapsed section's rows are not reached by ArrowDown.
    act(() => within(rowOf('9p')).getAllByRole('button')[0].focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.closest('tr')?.dataset.discard).toBe('9p');
  });

  test('after a press, the new rows get focus at the same row and column', async () => {
    const { store } = testStore('?q=4569m1222569p258s', { random: () => 0 });
    const view = renderWith(store, <DiscardTableView rows={ROWS} />);
    act(() => within(rowOf('9p')).getByRole('button', { name: '8 man' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().hand).toBe('4569m122256p258s8m');
    // The answer for the new hand: other rows (the old ones are gone).
    const next: DiscardRow[] = [
      { discard: tileOf(0), shanten: 2, tiles: [1, 2, 3], count: 12 },
      { discard: tileOf(1), shanten: 2, tiles: [4, 5], count: 8 },
    ];
    view.rerender(
      <AppStoreProvider store={store}>
        <DiscardTableView rows={next} />
      </AppStoreProvider>,
    );
    expect(document.activeElement?.closest('tr')?.dataset.discard).toBe('2m');
    // Row 2, column 3 (the second effective tile).
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('6m');
  });

  test('pointing at a hand tile whose row is collapsed opens that part while pointing', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTableView rows={ROWS} />);
    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    act(() => store.getState().actions.setHover(10)); // 2p: its row raises the shanten
    expect(details.open).toBe(true);
    expect(rowOf('2p').classList.contains('highlighted')).toBe(true);
    act(() => store.getState().actions.setHover(22)); // 5s: a best row
    expect(details.open).toBe(false);
    act(() => store.getState().actions.setHover(null));
    expect(details.open).toBe(false);
  });
});
