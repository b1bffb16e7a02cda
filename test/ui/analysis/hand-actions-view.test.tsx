import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HandActionsView } from '../../../src/ui/analysis/hand-actions-view.tsx';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { HandInputView } from '../../../src/ui/analysis/hand-input-view.tsx';
import { sequence, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const count = (hand: string) => hand.replace(/[^0-9]/g, '').length;

describe('<HandActionsView>', () => {
  test('random hand: 14 tiles', async () => {
    const { store } = testStore('', { random: sequence(0.31, 0.77, 0.05, 0.52) });
    renderWith(store, <HandActionsView />);
    await userEvent.click(screen.getByRole('button', { name: 'Random hand' }));
    expect(count(store.getState().hand)).toBe(14);
  });

  test('random full flush: 14 tiles of one suit', async () => {
    const { store } = testStore('', { random: sequence(0.9, 0.2, 0.6) });
    renderWith(store, <HandActionsView />);
    await userEvent.click(screen.getByRole('button', { name: 'Random full flush' }));
    expect(store.getState().hand).toMatch(/^[0-9]{13}s[0-9]s$/); // 0.9 * 3 -> suit 2, sou
  });

  test('draw is offered to a 3n+1 hand only and adds one tile', async () => {
    const { store } = testStore('?q=123m456p789s1122z');
    renderWith(store, <HandActionsView />);
    const draw = screen.getByRole('button', { name: 'Draw' }) as HTMLButtonElement;
    expect(draw.disabled).toBe(false);
    await userEvent.click(draw);
    expect(count(store.getState().hand)).toBe(14);
    expect(draw.disabled).toBe(true);
  });

  test('clear empties the hand and the URL', async () => {
    const { store, location } = testStore('?q=123m4p');
    renderWith(store, <HandActionsView />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getState().hand).toBe('');
    expect(location.entries).toEqual(['?q=123m4p', '']);
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('clear is offered while the field holds only a mistake, and clears it', async () => {
    const { store } = testStore();
    renderWith(store, <HandActionsView />);
    act(() => store.getState().actions.setDraft('12x'));
    const clear = screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(false);
    await userEvent.click(clear);
    expect(store.getState().draft).toBe('');
    expect(clear.disabled).toBe(true);
  });

  test('clear names its key', () => {
    const { store } = testStore('?q=1m');
    renderWith(store, <HandActionsView />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear.getAttribute('title')).toBe('Clear the hand (Esc)');
    expect(clear.getAttribute('aria-keyshortcuts')).toBe('Escape');
  });

  test('by keyboard, Clear hands focus to the field and Draw to the drawn tile (both disable themselves)', async () => {
    const { store } = testStore('?q=123m456p789s1122z');
    renderWith(
      store,
      <>
        <HandInputView />
        <HandBarView />
        <HandActionsView />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Draw' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(count(store.getState().hand)).toBe(14);
    expect(document.activeElement?.classList.contains('tile-drawn')).toBe(true);
    act(() => screen.getByRole('button', { name: 'Clear' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().hand).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hand' }));
  });
});

describe('<HandActionsView> while a game is followed at the table', () => {
  test('only Clear is offered once the game starts: the hand comes from the table, not from a random deal or draw', async () => {
    const { store } = testStore('?q=123m456p789s1122z7z');
    renderWith(
      store,
      <>
        <HandBarView />
        <HandActionsView />
      </>,
    );
    const names = () => screen.getAllByRole('button').map((b) => b.textContent);
    expect(names()).toEqual(expect.arrayContaining(['Random hand', 'Random full flush', 'Draw', 'Clear']));
    await userEvent.click(screen.getByRole('button', { name: 'Discard Red' }));
    expect(store.getState().table.moves).toBe('d7z');
    for (const name of ['Random hand', 'Random full flush', 'Draw']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });
});
