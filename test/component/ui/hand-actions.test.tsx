import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HandActions } from '../../../src/ui/hand-actions.tsx';
import { sequence, testStore } from '../fakes.ts';
import { renderWith } from './render.tsx';

const count = (hand: string) => hand.replace(/[^0-9]/g, '').length;

describe('<HandActions>', () => {
  test('random hand: 14 tiles', async () => {
    const { store } = testStore('', { random: sequence(0.31, 0.77, 0.05, 0.52) });
    renderWith(store, <HandActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Random hand' }));
    expect(count(store.getState().hand)).toBe(14);
  });

  test('random full flush: 14 tiles of one suit', async () => {
    const { store } = testStore('', { random: sequence(0.9, 0.2, 0.6) });
    renderWith(store, <HandActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Random full flush' }));
    expect(store.getState().hand).toMatch(/^[0-9]{13}s[0-9]s$/); // 0.9 * 3 -> suit 2, sou
  });

  test('draw is offered to a 3n+1 hand only and adds one tile', async () => {
    const { store } = testStore('?q=123m456p789s1122z');
    renderWith(store, <HandActions />);
    const draw = screen.getByRole('button', { name: 'Draw' }) as HTMLButtonElement;
    expect(draw.disabled).toBe(false);
    await userEvent.click(draw);
    expect(count(store.getState().hand)).toBe(14);
    expect(draw.disabled).toBe(true);
  });

  test('clear empties the hand and the URL', async () => {
    const { store, location } = testStore('?q=123m4p');
    renderWith(store, <HandActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getState().hand).toBe('');
    expect(location.entries).toEqual(['?q=123m4p', '']);
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
