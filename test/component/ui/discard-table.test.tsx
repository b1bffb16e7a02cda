import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { DiscardRow } from '../../../src/engine/types.ts';
import { DiscardTable } from '../../../src/ui/discard-table.tsx';
import { testStore } from '../fakes.ts';
import { renderWith } from './render.tsx';

// 4569m1222569p258s (DOMAIN.md's example): two best rows, one that raises the shanten.
const ROWS: DiscardRow[] = [
  { discard: 22, shanten: 3, tiles: [6, 7, 8, 9, 10], count: 20 }, // 5s
  { discard: 17, shanten: 3, tiles: [6, 7, 8], count: 12 }, // 9p
  { discard: 10, shanten: 4, tiles: [0], count: 4 }, // 2p
];

const rowOf = (code: string) => document.querySelector(`tr[data-discard="${code}"]`) as HTMLElement;

describe('<DiscardTable>', () => {
  test('best rows in the order given, with discard tile, effective tiles and count', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTable rows={ROWS} />);
    const table = screen.getAllByRole('table')[0];
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.discard)).toEqual(['5s', '9p']);
    const first = within(rows[0]);
    expect(first.getAllByRole('button').map((b) => b.dataset.tile)).toEqual(['5s', '7m', '8m', '9m', '1p', '2p']);
    expect(first.getByRole('cell', { name: '20' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Tiles' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Effective tiles' })).toBeTruthy();
  });

  test('discards that raise the shanten are listed below, collapsed', async () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTable rows={ROWS} />);
    const details = screen.getByText('Discards that raise the shanten (1)', { selector: 'summary' }).closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getAllByRole('row', { hidden: true })[1].dataset.discard).toBe('2p');
    await userEvent.click(screen.getByText('Discards that raise the shanten (1)', { selector: 'summary' }));
    expect(details.open).toBe(true);
  });

  test('待ち instead of 摸 when the discards leave the hand tenpai', () => {
    const { store } = testStore('?q=123m456p789s1122z3z', { languages: ['ja'] });
    renderWith(store, <DiscardTable rows={[{ discard: 29, shanten: 0, tiles: [27, 28], count: 4 }]} />);
    expect(screen.getByRole('columnheader', { name: '待ち' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '4枚' })).toBeTruthy();
  });

  test('clicking the discard tile discards it and draws a random tile; an effective tile draws that tile', async () => {
    const { store } = testStore('?q=4569m1222569p258s', { random: () => 0 });
    renderWith(store, <DiscardTable rows={ROWS} />);
    await userEvent.click(within(rowOf('9p')).getByRole('button', { name: '8 man' }));
    expect(store.getState().hand).toBe('4569m122256p258s8m');
    act(() => store.getState().actions.setDraft('4569m1222569p258s'));
    await userEvent.click(within(rowOf('5s')).getByRole('button', { name: '5 sou' }));
    // random 0: the first tile of the wall, 1m (the hand holds none).
    expect(store.getState().hand).toBe('4569m1222569p28s1m');
  });

  test('the discard tile is the copy given away: the red five only when no plain five is left', () => {
    const { store } = testStore('?q=0p1m');
    renderWith(store, <DiscardTable rows={[{ discard: 13, shanten: 0, tiles: [0], count: 3 }]} />);
    expect(within(rowOf('5p')).getAllByRole('button')[0].dataset.tile).toBe('0p');
  });

  test('the row of the hovered hand tile is highlighted', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTable rows={ROWS} />);
    act(() => store.getState().actions.setHover(17));
    expect(rowOf('9p').classList.contains('highlighted')).toBe(true);
    expect(rowOf('5s').classList.contains('highlighted')).toBe(false);
  });

  test('every tile of a row can be reached with Tab', async () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <DiscardTable rows={ROWS.slice(0, 1)} />);
    await userEvent.tab();
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('5s');
    await userEvent.tab();
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('7m');
  });
});
