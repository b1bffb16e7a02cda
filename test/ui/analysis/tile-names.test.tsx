/**
 * A tile button's name says what a tap does (issue 33): a hand tile is removed ("Remove 8 man") or, from
 * a hand with a tile to discard, discarded into your river ("Discard 8 man"); a palette tile is added
 * ("Add 8 man"), and while a game is followed it says where it goes, as the line above the palette does
 * (select.paletteTarget): a seat's river, your draw, a new dora indicator, a seat's kan. The meld and table
 * modes say theirs. No hand tile shares a name with a palette tile, in English, Japanese and Chinese.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { gamePage } from '../../support/game-page.tsx';

function page(search: string, languages = ['en']) {
  return gamePage(search, languages);
}

const HAND = { en: 'Hand', ja: '手牌', zh: '手牌' } as const;
const PALETTE = { en: 'Tiles to add', ja: '追加する牌', zh: '添加的牌' } as const;
type Lang = keyof typeof HAND;
const names = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);
const paletteName = (code: string) => document.querySelector(`.palette [data-tile="${code}"]`)!.getAttribute('aria-label');
const handName = (code: string) => document.querySelector(`.hand-tiles [data-tile="${code}"]`)!.getAttribute('aria-label');

describe('a hand tile and a palette tile never share a name', () => {
  test.each([
    ['en', '?qd=123p456p789s1188m', 'Remove 8 man', 'Add 8 man'],
    ['ja', '?qd=123p456p789s1188m', '八萬を外す', '八萬を追加'],
    ['zh', '?qd=123p456p789s1188m', '移除八万', '添加八万'],
    ['en', '?q=123p456p789s11788m', 'Discard 8 man', 'Add 8 man'],
    ['ja', '?q=123p456p789s11788m', '八萬を切る', '八萬を追加'],
    ['zh', '?q=123p456p789s11788m', '打出八万', '添加八万'],
  ] as const)('%s, %s: the hand says %s, the palette %s', (lang: Lang, search, hand, palette) => {
    page(search, [lang]);
    expect(handName('8m')).toBe(hand);
    expect(paletteName('8m')).toBe(palette);
    const inHand = names(HAND[lang]);
    expect(inHand.filter((n) => names(PALETTE[lang]).includes(n))).toEqual([]);
  });

  test('a tap does what the name says: Remove takes the tile off a hand being built, Add puts it on', async () => {
    page('?qd=123p456p789s1188m');
    const eights = () => document.querySelectorAll('.hand-tiles [data-tile="8m"]').length;
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove 8 man' })[0]);
    expect(eights()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add 8 man' }));
    expect(eights()).toBe(2);
  });

  test('the winning tile and a tile a three-player set lacks keep their words after the verb', () => {
    page('?q=1239m1299p&players=3');
    expect(handName('2m')).toBe('Remove 2 man, not in a three-player set');
  });
});

describe('while a game is followed, a palette tile says where it goes', () => {
  test("a seat's river, then your draw, in the order of play", async () => {
    const { store } = page('?q=123m456p789s1122z7z');
    await userEvent.click(screen.getByRole('button', { name: 'Discard Red' }));
    expect(paletteName('1z')).toBe("Add East to the right player's river");
    await userEvent.click(screen.getByRole('button', { name: "Add East to the right player's river" }));
    expect(paletteName('9m')).toBe("Add 9 man to the player across's river");
    await userEvent.click(screen.getByRole('button', { name: "Add 9 man to the player across's river" }));
    await userEvent.click(screen.getByRole('button', { name: "Add West to the left player's river" }));
    expect(store.getState().table.moves).toBe('d7z1z9m3z');
    expect(paletteName('4z')).toBe('Draw North');
    await userEvent.click(screen.getByRole('button', { name: 'Draw North' }));
    expect(store.getState().hand).toBe('123m456p789s1122z4z');
    // Your discard again: the hand's tiles say so, the palette's (no room) add to the hand.
    expect(handName('4z')).toBe('Discard North');
  });

  test.each([
    ['ja', '東を下家の河に追加', '北をツモ'],
    ['zh', '将东加入下家牌河', '摸北'],
  ] as const)('%s: the same in its words', async (lang, river, draw) => {
    page('?q=123m456p789s1122z7z', [lang]);
    await userEvent.click(
      within(screen.getByRole('region', { name: HAND[lang] }))
        .getAllByRole('button')
        .at(-1)!,
    );
    expect(paletteName('1z')).toBe(river);
    for (const code of ['1z', '9m', '3z']) await userEvent.click(document.querySelector<HTMLElement>(`.palette [data-tile="${code}"]`)!);
    expect(paletteName('4z')).toBe(draw);
  });

  test("another seat's kan: the palette names the kan's tile", async () => {
    page('?q=123m456p789s1122z7z');
    await userEvent.click(screen.getByRole('button', { name: 'Discard Red' }));
    await userEvent.click(
      within(screen.getByRole('region', { name: "Right player's river" })).getByRole('button', { name: 'Kan', pressed: false }),
    );
    expect(paletteName('9m')).toBe("Add 9 man as the right player's kan");
  });

  test('the meld and table modes say theirs', async () => {
    page('?q=1m');
    for (const [mode, name] of [
      ['Chi', 'Add 3 man to the chi'],
      ['Pon', 'Pon 3 man'],
      ['Kan', 'Kan 3 man'],
      ['Closed kan', 'Closed kan 3 man'],
      ['Seen', 'Add 3 man to the seen tiles'],
      ['Dora ind.', 'Add 3 man as a dora indicator'],
      ['Hand', 'Add 3 man'],
    ]) {
      await userEvent.click(within(screen.getByRole('group', { name: 'Palette adds to' })).getByRole('button', { name: mode }));
      expect(paletteName('3m'), mode).toBe(name);
    }
  });
});
