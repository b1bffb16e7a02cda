import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { FormSwitchView } from '../../../src/ui/analysis/form-switch-view.tsx';
import { HandInputView } from '../../../src/ui/analysis/hand-input-view.tsx';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<HandInputView>', () => {
  test('a field labelled "Hand" holding the URL hand', () => {
    const { store } = testStore('?q=4569m1222569p258s');
    renderWith(store, <HandInputView />);
    expect((screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement).value).toBe('4569m1222569p258s');
  });

  test('typing mpsz makes the hand', async () => {
    const { store } = testStore();
    renderWith(store, <HandInputView />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Hand' }), '123m456p789s1122z');
    expect(store.getState().hand).toBe('123m456p789s1122z');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('pasting any notation works', async () => {
    const { store } = testStore();
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' });
    field.focus();
    await userEvent.paste('1m2m3m 4p5p6p 11z');
    // The URL's hand is the same without its spaces; the field keeps them.
    expect(store.getState().hand).toBe('1m2m3m4p5p6p11z');
    expect((field as HTMLInputElement).value).toBe('1m2m3m 4p5p6p 11z');
  });

  test('an invalid hand keeps the text, shows the message as an alert, and marks the culprit', async () => {
    const { store } = testStore('?q=123m');
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '123m45x6p' } });
    expect(field.value).toBe('123m45x6p');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/"x" at character 7/);
    expect(alert.querySelector('mark')?.textContent).toBe('x');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });

  test('Japanese: the message in Japanese, naming the culprit and its place (no English after it)', () => {
    const { store } = testStore('?q=123m', { languages: ['ja'] });
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: '手牌' });
    fireEvent.change(field, { target: { value: '123m4 5p' } });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('5文字目の数字「4」の後に m p s z がありません。');
    fireEvent.change(field, { target: { value: '11111m' } });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      '1mが5枚あります: 5枚目は5文字目の「1m」。同じ牌は4枚までです。',
    );
  });

  test('a 2 MB paste: the field keeps its first 1,000 characters and says so; the alert shows a short excerpt around the culprit', () => {
    const { store } = testStore('?q=123m');
    renderWith(store, <HandInputView />);
    const big = '1111'.repeat(500_000);
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: big } });
    expect(field.value).toBe('1'.repeat(1000));
    expect(screen.getByRole('status').textContent).toBe(
      'The text was 2,000,000 characters long; the field keeps its first 1,000 (a hand is far shorter).',
    );
    expect(field.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    // The next keystroke is an ordinary edit: the notice goes.
    fireEvent.change(field, { target: { value: '1'.repeat(999) } });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(field, { target: { value: big } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent!.length).toBeLessThan(200);
    // The 15th tile is at index 14: 12 characters either side of it, cut with an ellipsis after.
    expect(alert.querySelector('code')?.textContent).toBe(`…${'1'.repeat(12)}1${'1'.repeat(12)}…`);
    expect(alert.querySelector('mark')?.textContent).toBe('1');
    expect(alert.querySelector('code')?.firstChild?.textContent).toBe(`…${'1'.repeat(12)}`);
  });

  test('a cut never splits a character in two', () => {
    const { store } = testStore();
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: `${'1'.repeat(999)}😀${'1'.repeat(5000)}` } });
    expect(field.value).toBe('1'.repeat(999));
  });

  test('an excerpt at the start has no leading ellipsis, and an astral culprit stays whole', () => {
    const { store } = testStore();
    renderWith(store, <HandInputView />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Hand' }), { target: { value: '1m😀2m' } });
    expect(screen.getByRole('alert').querySelector('code')?.textContent).toBe('1m😀2m');
    expect(screen.getByRole('alert').querySelector('mark')?.textContent).toBe('😀');
  });

  test('a hand being built (a multiple of three tiles) gets a neutral hint, not an alert', () => {
    const { store } = testStore();
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' });
    fireEvent.change(field, { target: { value: '123m456p789s111z' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('12 tiles: add one more tile to make a hand.');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    // A real mistake is still an alert, and the hint is gone.
    fireEvent.change(field, { target: { value: '123m456p789s111x' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('the hint in Japanese: あと1枚', () => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <HandInputView />);
    fireEvent.change(screen.getByRole('textbox', { name: '手牌' }), { target: { value: '123m' } });
    expect(screen.getByRole('status').textContent).toBe('3枚: あと1枚で手牌になります。');
  });

  test('full-width input (a Japanese input method) is read as half-width, calmly said so; the URL gets mpsz', () => {
    const { store, location } = testStore();
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '１２３ｍ４５６ｐ\u3000７８９ｓ１１２２ｚ' } });
    expect(field.value).toBe('１２３ｍ４５６ｐ\u3000７８９ｓ１１２２ｚ');
    expect(store.getState().hand).toBe('123m456p789s1122z');
    expect(location.search()).toBe('?qd=123m456p789s1122z');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Full-width characters read as half-width: 123m456p\u3000789s1122z');
    expect(field.getAttribute('aria-describedby')).toBe(note.id);
    // Half-width text has no note.
    fireEvent.change(field, { target: { value: '123m456p789s1122z' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('the full-width note in Japanese, beside the hint for a hand being built', () => {
    const { store } = testStore('', { languages: ['ja'] });
    renderWith(store, <HandInputView />);
    fireEvent.change(screen.getByRole('textbox', { name: '手牌' }), { target: { value: '１２３ｍ' } });
    expect(screen.getByRole('status').textContent).toBe('全角の文字を半角として読みました: 123m · 3枚: あと1枚で手牌になります。');
  });

  test('a pasted Tenhou ?p= link: its hand is read, the switch shows the regular form, the note says so; the field keeps the link', async () => {
    const { store, location } = testStore();
    renderWith(
      store,
      <>
        <HandInputView />
        <FormSwitchView />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    field.focus();
    await userEvent.paste('https://tenhou.net/2/?p=4569m1222569p258s');
    expect(field.value).toBe('https://tenhou.net/2/?p=4569m1222569p258s');
    expect(store.getState().hand).toBe('4569m1222569p258s');
    expect(location.search()).toBe('?p=4569m1222569p258s');
    expect((screen.getByRole('radio', { name: 'Regular form only' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Tenhou link read as 4569m1222569p258s (regular form only)');
    expect(field.getAttribute('aria-describedby')).toBe(note.id);
  });

  test('the link note in Japanese: an encoded ?q= link', () => {
    const { store } = testStore('?p=1m', { languages: ['ja'] });
    renderWith(store, <HandInputView />);
    fireEvent.change(screen.getByRole('textbox', { name: '手牌' }), { target: { value: 'https://tenhou.net/2/?q=123m%20456p+789s1122z' } });
    expect(store.getState()).toMatchObject({ hand: '123m456p789s1122z', form: 'standard' });
    expect(screen.getByRole('status').textContent).toBe('天鳳のリンクを 123m456p789s1122z (標準形) として読みました');
  });

  test('Unicode tiles: read as mpsz in the order typed, said so; the URL gets mpsz, the field keeps the tiles', () => {
    const { store, location } = testStore();
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '🀇🀈🀉🀝🀞🀟🀖🀗🀘🀀🀀🀄️🀄' } });
    expect(field.value).toBe('🀇🀈🀉🀝🀞🀟🀖🀗🀘🀀🀀🀄️🀄');
    expect(location.search()).toBe('?qd=123m567p789s1177z');
    expect(screen.getByRole('status').textContent).toBe('Read as 123m567p789s1177z');
  });

  test('capitals, kanji honours and commas, in Japanese', () => {
    const { store, location } = testStore('', { languages: ['ja'] });
    renderWith(store, <HandInputView />);
    fireEvent.change(screen.getByRole('textbox', { name: '手牌' }), { target: { value: '123M, 456P, 789S, 東東白白' } });
    expect(location.search()).toBe('?qd=123m456p789s1155z');
    expect(screen.getByRole('status').textContent).toBe('123m456p789s1155z として読みました');
  });

  test('a tile of another game is an alert naming it and its place, and the text stays', () => {
    const { store } = testStore('?q=123m4p');
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '🀇🀈🀉🀢' } });
    expect(field.value).toBe('🀇🀈🀉🀢');
    expect(screen.getByRole('alert').textContent).toContain('"🀢" at character 4 is a flower tile, not a tile of riichi mahjong.');
    expect(screen.getByRole('alert').querySelector('mark')?.textContent).toBe('🀢');
    expect(store.getState().hand).toBe('123m4p');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('Escape clears', async () => {
    const { store } = testStore('?q=123m4p');
    renderWith(store, <HandInputView />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Hand' }), '{Escape}');
    expect(store.getState()).toMatchObject({ hand: '', draft: '' });
  });

  test("Escape during an input method's composition cancels the composition only: the hand stays", () => {
    const { store } = testStore('?q=123m4p');
    renderWith(store, <HandInputView />);
    const field = screen.getByRole('textbox', { name: 'Hand' });
    fireEvent.compositionStart(field);
    fireEvent.keyDown(field, { key: 'Escape', isComposing: true });
    // Chromium and Safari also give the composition's keys keyCode 229.
    fireEvent.keyDown(field, { key: 'Escape', keyCode: 229 });
    fireEvent.compositionEnd(field);
    expect(store.getState()).toMatchObject({ hand: '123m4p', draft: '123m4p' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(store.getState()).toMatchObject({ hand: '', draft: '' });
  });

  test('digits typed last, their suit letter still to come: a hint, not a mistake; the tiles before them stay in the bar', () => {
    const { store } = testStore('');
    renderWith(
      store,
      <>
        <HandInputView />
        <HandBarView />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Hand' });
    fireEvent.change(field, { target: { value: '123m45' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('45: then its suit letter, m p s or z.');
    expect([...document.querySelectorAll('.hand-tiles [data-tile]')].map((e) => (e as HTMLElement).dataset.tile)).toEqual([
      '1m',
      '2m',
      '3m',
    ]);
    // The same digits before another group are a mistake: said, in red.
    fireEvent.change(field, { target: { value: '123m45 6p' } });
    expect(screen.getByRole('alert').textContent).toMatch(/45/);
  });
});
