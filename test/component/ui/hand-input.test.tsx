import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HandInput } from '../../../src/ui/hand-input.tsx';
import { testStore } from '../fakes.ts';
import { renderWith } from './render.tsx';

describe('<HandInput>', () => {
  test('a field labelled "Hand" holding the URL hand', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <HandInput />);
    expect((screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement).value).toBe('4569m1222569p258s');
  });

  test('typing mpsz makes the hand', async () => {
    const { store } = testStore();
    renderWith(store, <HandInput />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Hand' }), '123m456p789s1122z');
    expect(store.getState().hand).toBe('123m456p789s1122z');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('pasting any notation works', async () => {
    const { store } = testStore();
    renderWith(store, <HandInput />);
    const field = screen.getByRole('textbox', { name: 'Hand' });
    field.focus();
    await userEvent.paste('1m2m3m 4p5p6p 11z');
    expect(store.getState().hand).toBe('1m2m3m 4p5p6p 11z');
  });

  test('an invalid hand keeps the text, shows the message as an alert, and marks the culprit', async () => {
    const { store } = testStore('?q=123m');
    renderWith(store, <HandInput />);
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '123m45x6p' } });
    expect(field.value).toBe('123m45x6p');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/"x" at position 6/);
    expect(alert.querySelector('mark')?.textContent).toBe('x');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });

  test('Japanese adds a short explanation before the engine message', () => {
    const { store } = testStore('?q=123m', { languages: ['ja'] });
    renderWith(store, <HandInput />);
    fireEvent.change(screen.getByRole('textbox', { name: '手牌' }), { target: { value: '123m4' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^数字の後に m p s z がありません。 Digit "4" at position 4/);
  });

  test('Escape clears', async () => {
    const { store } = testStore('?q=123m4p');
    renderWith(store, <HandInput />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Hand' }), '{Escape}');
    expect(store.getState()).toMatchObject({ hand: '', draft: '' });
  });
});
