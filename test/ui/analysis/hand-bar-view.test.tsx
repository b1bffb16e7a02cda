import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { tileOf } from '../../../src/engine/light.ts';

const bar = () => within(screen.getByRole('region', { name: 'Hand' }));
const tiles = () =>
  bar()
    .getAllByRole('button')
    .map((b) => b.dataset.tile);

describe('<HandBarView>', () => {
  test('canonical order, the draw of a 3n+2 hand last and set apart', () => {
    const { store } = testStore('?q=9m1m5z0p3s');
    renderWith(store, <HandBarView />);
    expect(tiles()).toEqual(['1m', '9m', '0p', '5z', '3s']);
    expect(bar().getByRole('button', { name: 'Discard 3 sou' }).classList.contains('tile-drawn')).toBe(true);
  });

  test('a 3n+1 hand has no draw', () => {
    const { store } = testStore('?q=9m1m5z0p');
    renderWith(store, <HandBarView />);
    expect(tiles()).toEqual(['1m', '9m', '0p', '5z']);
    expect(document.querySelector('.tile-drawn')).toBeNull();
  });

  test('clicking a tile removes it', async () => {
    const { store } = testStore('?q=9m1m5z0p3s');
    renderWith(store, <HandBarView />);
    await userEvent.click(bar().getByRole('button', { name: 'Discard red 5 pin' }));
    expect(store.getState().hand).toBe('19m3s5z');
    expect(tiles()).toEqual(['1m', '9m', '3s', '5z']);
  });

  test('pointing at a tile tells the shanten after discarding it', async () => {
    const { store, client } = testStore('?q=19m5z0p3s');
    client.calls[0].settle({
      status: 'done',
      result: fakeResult('19m5z0p3s', {
        tileCount: 5,
        discards: [
          { discard: tileOf(31), shanten: 1, tiles: [0], count: 3 },
          { discard: tileOf(0), shanten: 2, tiles: [8], count: 3 },
        ],
      }),
    });
    await act(flush);
    renderWith(store, <HandBarView />);
    await userEvent.hover(bar().getByRole('button', { name: 'Discard White' }));
    expect(store.getState().hover).toBe(31);
    expect(bar().getByText('Discard 5z: 1-shanten').tagName).toBe('P');
    await userEvent.unhover(bar().getByRole('button', { name: 'Discard White' }));
    expect(store.getState().hover).toBeNull();
    // Keyboard focus does the same.
    act(() => bar().getByRole('button', { name: 'Discard 1 man' }).focus());
    expect(bar().getByText('Discard 1m: 2-shanten').tagName).toBe('P');
  });

  test('while the field has a mistake, the last valid hand is shown greyed', () => {
    const { store } = testStore('?q=19m');
    act(() => store.getState().actions.setDraft('19m2x'));
    renderWith(store, <HandBarView />);
    expect(tiles()).toEqual(['1m', '9m']);
    expect(screen.getByRole('region', { name: 'Hand' }).classList.contains('stale')).toBe(true);
  });

  test('the tiles are one Tab stop; arrow keys, Home and End move inside', async () => {
    const { store } = testStore('?q=9m1m5z0p3s');
    renderWith(store, <HandBarView />);
    const buttons = bar().getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('0p');
    expect(
      bar()
        .getAllByRole('button')
        .map((b) => b.tabIndex),
    ).toEqual([-1, -1, 0, -1, -1]);
    await userEvent.keyboard('{End}');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('3s');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('1m');
    // One Tab leaves the hand.
    await userEvent.tab();
    expect(bar().getAllByRole('button')).not.toContain(document.activeElement);
  });

  test('Enter on a tile removes it and focus stays at the same place in the hand; the last one hands focus to the field', async () => {
    const { store } = testStore('?q=9m1m5z0p3s');
    renderWith(
      store,
      <>
        <div className="hand-input">
          <input aria-label="Hand" />
        </div>
        <HandBarView />
      </>,
    );
    act(() => bar().getByRole('button', { name: 'Discard 9 man' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().hand).toBe('1m0p3s5z');
    // 9m was the second tile: the second tile now is 0p.
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('0p');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    act(() => bar().getByRole('button', { name: 'Remove White' }).focus());
    await userEvent.keyboard('{Enter}');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('3s');
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    expect(store.getState().draft).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hand' }));
  });

  test('Backspace on a focused tile removes the tile added last and focus stays at the same place; the last one hands focus to the field', async () => {
    const { store } = testStore('?q=19m5p1z');
    renderWith(
      store,
      <>
        <div className="hand-input">
          <input aria-label="Hand" />
        </div>
        <HandBarView />
      </>,
    );
    // The focused tile is the one Backspace removes (the draw): focus goes to the tile now last.
    act(() => bar().getByRole('button', { name: 'Remove East' }).focus());
    await userEvent.keyboard('{Backspace}');
    expect(store.getState().draft).toBe('19m5p');
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('5p');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(store.getState().draft).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hand' }));
  });

  test('Escape on a tile clears the hand and hands focus to the field', async () => {
    const { store } = testStore('?q=19m5p1z');
    renderWith(
      store,
      <>
        <div className="hand-input">
          <input aria-label="Hand" />
        </div>
        <HandBarView />
      </>,
    );
    act(() => bar().getByRole('button', { name: 'Remove 9 man' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(store.getState().hand).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hand' }));
  });

  test('melds are drawn after the concealed tiles', () => {
    const { store } = testStore('?q=1m2m(055p)');
    renderWith(store, <HandBarView />);
    expect(tiles()).toEqual(['1m', '2m']);
    expect(document.querySelectorAll('.hand-meld [data-face]')).toHaveLength(3);
    expect(document.querySelector('.hand-meld [data-face]')?.getAttribute('data-face')).toBe('0p');
  });

  test('a closed kan shows its two end tiles as tile backs, not tinted faces', () => {
    const { store } = testStore('?q=1m[9999m]');
    renderWith(store, <HandBarView />);
    const faces = [...document.querySelectorAll('.hand-meld [data-face]')];
    expect(faces.map((f) => f.getAttribute('data-face'))).toEqual(['back', '9m', '9m', 'back']);
    // The back is a face of its own in the sheet, not a tinted face.
    expect(faces[0].classList.contains('tile-face-back')).toBe(true);
  });
});
