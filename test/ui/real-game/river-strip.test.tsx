/**
 * The rivers under the palette (issue 33): while a game is followed, a strip under the palette shows each
 * seat's river as the presses fill it, the seat the next press goes to marked (and, for another seat's
 * discard, the slot where it lands); the strip is one button to the rivers in full, whose "Back to the
 * palette" returns to the hand, each moving the focus to the other. No strip before the game starts.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { PaletteView } from '../../../src/ui/analysis/palette-view.tsx';
import { GameTableView } from '../../../src/ui/real-game/game-table-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { drawOf, intoRiver } from './tap-names.ts';

function page(search: string, languages = ['en']) {
  const t = testStore(search, { languages });
  renderWith(
    t.store,
    <>
      <HandBarView />
      <PaletteView />
      <GameTableView />
    </>,
  );
  return t;
}

/** Each row of the strip: its seat, its tiles' faces, whether it is marked next and has the slot. */
const strip = () =>
  [...document.querySelectorAll<HTMLElement>('.river-strip .strip-seat')].map((row) => ({
    seat: Number(row.dataset.seat),
    tiles: [...row.querySelectorAll<HTMLElement>('.tile-picture')].map((p) => p.dataset.face),
    next: row.dataset.next !== undefined,
    slot: row.dataset.slot !== undefined,
  }));
const tap = (name: string) => userEvent.click(within(screen.getByRole('region', { name: 'Tiles to add' })).getByRole('button', { name }));

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: vi.fn(function (this: Element) {
      scrolled.push(this);
    }),
    configurable: true,
  });
});
afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('the rivers under the palette', () => {
  test('none before the game starts; then every river as it fills, the next seat marked', async () => {
    page('?q=123m456p789s1122z7z');
    expect(screen.queryByRole('button', { name: 'All rivers' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Discard Red' }));
    expect(strip()).toEqual([
      { seat: 0, tiles: ['7z'], next: false, slot: false },
      { seat: 1, tiles: [], next: true, slot: true },
      { seat: 2, tiles: [], next: false, slot: false },
      { seat: 3, tiles: [], next: false, slot: false },
    ]);
    await tap(intoRiver('East', 1));
    await tap(intoRiver('9 man', 2));
    await tap(intoRiver('West', 3));
    // Your draw next: your row is marked, and no slot (the draw goes to the hand).
    expect(strip()).toEqual([
      { seat: 0, tiles: ['7z'], next: true, slot: false },
      { seat: 1, tiles: ['1z'], next: false, slot: false },
      { seat: 2, tiles: ['9m'], next: false, slot: false },
      { seat: 3, tiles: ['3z'], next: false, slot: false },
    ]);
    await tap(drawOf('North'));
    // The strip's tiles are for the eye; the rivers' regions below name them.
    expect(document.querySelector('.river-strip .strip-seats')!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('region', { name: "Right player's river" }).querySelector('[data-tile="1z"]')).toBeTruthy();
  });

  test('a tap goes to the rivers in full, focus on their way back; Back to the palette returns to the hand, focus on the strip', async () => {
    page('?q=123m456p789s1122z7z');
    await userEvent.click(screen.getByRole('button', { name: 'Discard Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'All rivers' }));
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'The game at the table' })]);
    const back = screen.getByRole('button', { name: 'Back to the palette' });
    expect(document.activeElement).toBe(back);
    await userEvent.click(back);
    expect(scrolled.at(-1)).toBe(document.querySelector('.hand-row'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'All rivers' }));
  });

  test.each([
    ['ja', '中を切る', '各家の河', 'パレットへ戻る', ['自分', '下家', '対面', '上家']],
    ['zh', '打出中', '各家牌河', '回到牌板', ['自家', '下家', '对家', '上家']],
  ])('%s: the strip, its seats and both ways in its words', async (lang, discard, strip, back, seats) => {
    page('?q=123m456p789s1122z7z', [lang]);
    await userEvent.click(screen.getByRole('button', { name: discard }));
    expect(screen.getByRole('button', { name: strip })).toBeTruthy();
    expect(screen.getByRole('button', { name: back })).toBeTruthy();
    expect([...document.querySelectorAll('.strip-name')].map((n) => n.textContent)).toEqual(seats);
  });
});
