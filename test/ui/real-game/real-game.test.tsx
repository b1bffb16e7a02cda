/**
 * The real-game parts of the page, driven as a player drives them: entry modes and the palette (melds,
 * seen tiles, indicators, copies left, three players), the table panel (Seen field, seen tiles,
 * indicators, players, nuki, new hand), melds beside the hand, and the results' red fives, wall and
 * dead tenpai. Analyses come from the fake client, so each expected value is the one handed in.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DiscardTableView } from '../../../src/ui/analysis/discard-table-view.tsx';
import { EntryModesView } from '../../../src/ui/real-game/entry-modes-view.tsx';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { PaletteView } from '../../../src/ui/analysis/palette-view.tsx';
import { ResultHeader } from '../../../src/ui/analysis/result-header.tsx';
import { TableView } from '../../../src/ui/real-game/table-view.tsx';
import { EffectiveTilesView } from '../../../src/ui/analysis/effective-tiles-view.tsx';
import { fakeResult, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { tileOf } from '../../../src/engine/light.ts';

const palette = () => within(screen.getByRole('region', { name: 'Tiles to add' }));
const mode = (name: string) => within(screen.getByRole('group', { name: 'Palette adds to' })).getByRole('button', { name });
/** A palette tile's name in each mode: what a press does with it. */
const TAP: Record<string, (tile: string) => string> = {
  Hand: (t) => `Add ${t}`,
  Chi: (t) => `Add ${t} to the chi`,
  Pon: (t) => `Pon ${t}`,
  Kan: (t) => `Kan ${t}`,
  'Closed kan': (t) => `Closed kan ${t}`,
  Seen: (t) => `Add ${t} to the seen tiles`,
  'Dora ind.': (t) => `Add ${t} as a dora indicator`,
};
/** The palette's tile `tile` (its tile name), found by its name in the mode pressed. */
const paletteTile = (tile: string) => {
  const pressed = within(screen.getByRole('group', { name: 'Palette adds to' })).getByRole('button', { pressed: true }).textContent!;
  return palette().getByRole('button', { name: TAP[pressed]!(tile) }) as HTMLButtonElement;
};

function page(search = '', languages = ['en']) {
  const t = testStore(search, { languages });
  renderWith(
    t.store,
    <>
      <HandBarView />
      <EntryModesView />
      <PaletteView />
      <TableView />
    </>,
  );
  return t;
}

describe('entry modes and the palette', () => {
  test('a greyed palette says why: a full hand in hand mode, no room for a meld in a meld mode', async () => {
    page('?q=4569m1222569p258s');
    const hint = () => document.querySelector('.entry-hint')!.textContent;
    expect(paletteTile('1 man').disabled).toBe(true);
    expect(hint()).toBe('The hand is full (14 tiles): discard one (press a hand tile, or a row\u2019s tile) to add another.');
    await userEvent.click(mode('Pon'));
    expect(paletteTile('1 man').disabled).toBe(true);
    expect(hint()).toBe('No room for a meld: the hand holds 14 tiles, and a meld counts 3 of the 14.');
    await userEvent.click(mode('Seen'));
    expect(hint()).toBe('Tiles go to the seen tiles (rivers, other players\u2019 melds).');
  });

  test('five dora indicators: the palette is greyed in dora mode and the hint says why and how to free one', async () => {
    page('?q=4569m1222569p&dora=1m2p3s4z5z');
    const hint = () => document.querySelector('.entry-hint')!.textContent;
    await userEvent.click(mode('Dora ind.'));
    expect(paletteTile('7 sou').disabled).toBe(true);
    expect(hint()).toBe('Five dora indicators, the most a game shows: press one under Dora indicators to remove it.');
    // One fewer: room again, and the mode's own hint.
    await userEvent.click(within(screen.getByRole('group', { name: 'Dora indicators' })).getAllByRole('button')[0]);
    expect(paletteTile('7 sou').disabled).toBe(false);
    expect(hint()).toBe('Tiles become dora indicators (up to five).');
  });

  test('with room, the mode says what it expects', async () => {
    page('?q=4569m1222569p'); // 11 tiles: room for a tile, and for a meld (11 + 3 = 14)
    const hint = () => document.querySelector('.entry-hint')!.textContent;
    expect(paletteTile('1 man').disabled).toBe(false);
    expect(hint()).toBe('Tiles go to the hand.');
    await userEvent.click(mode('Pon'));
    expect(hint()).toBe('Pick the tile of the pon.');
  });

  test('every mode is a toggle button; Hand is pressed at first', async () => {
    page();
    const names = within(screen.getByRole('group', { name: 'Palette adds to' }))
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(names).toEqual([
      ['Hand', 'true'],
      ['Chi', 'false'],
      ['Pon', 'false'],
      ['Kan', 'false'],
      ['Closed kan', 'false'],
      ['Seen', 'false'],
      ['Dora ind.', 'false'],
    ]);
    await userEvent.click(mode('Pon'));
    expect(mode('Pon').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Pick the tile of the pon.')).toBeTruthy();
  });

  test('each palette tile says how many copies nobody has shown', () => {
    page('?q=5p123m456s789s1z&seen=5p0p&dora=5p');
    // 5p: one in the hand, a plain one and the red one seen, one indicator: none left.
    expect(paletteTile('5 pin').title).toBe('5 pin, 0 left');
    expect(paletteTile('red 5 pin').title).toBe('red 5 pin, 0 left');
    expect(paletteTile('1 man').title).toBe('1 man, 3 left');
    // A plain five counts the plain copies: one 5s in the hand (456s), the red 5s still unseen.
    expect(paletteTile('5 sou').title).toBe('5 sou, 2 left');
    expect(paletteTile('red 5 sou').title).toBe('red 5 sou, 1 left');
  });

  test('entering each meld kind from the palette; the meld shows beside the hand and a press removes it', async () => {
    const { store } = page('?q=1m');
    await userEvent.click(mode('Pon'));
    await userEvent.click(paletteTile('red 5 pin'));
    await userEvent.click(mode('Chi'));
    await userEvent.click(paletteTile('3 sou'));
    // While a chi is in progress: the tile picked is pressed, tiles no run can use are disabled.
    expect(paletteTile('3 sou').getAttribute('aria-pressed')).toBe('true');
    expect(paletteTile('9 sou').disabled).toBe(true);
    expect(paletteTile('East').disabled).toBe(true);
    expect(paletteTile('4 sou').disabled).toBe(false);
    await userEvent.click(paletteTile('4 sou'));
    await userEvent.click(paletteTile('5 sou'));
    await userEvent.click(mode('Kan'));
    await userEvent.click(paletteTile('East'));
    await userEvent.click(mode('Closed kan'));
    await userEvent.click(paletteTile('9 man'));
    expect(store.getState().hand).toBe('1m(055p)(345s)(1111z)[9999m]');
    const melds = screen.getAllByRole('button', { name: /press to remove/ });
    expect(melds.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pon (055p) (press to remove)',
      'Chi (345s) (press to remove)',
      'Kan (1111z) (press to remove)',
      'Closed kan [9999m] (press to remove)',
    ]);
    // Tenhou style: one tile sideways in an open meld; a closed kan's ends face down.
    expect(melds[1].querySelectorAll('.tile-sideways')).toHaveLength(1);
    expect(melds[3].querySelectorAll('.tile-sideways')).toHaveLength(0);
    expect(melds[3].querySelectorAll('.tile-back')).toHaveLength(2);
    // 13 tiles: no meld fits any more, so the palette disables every tile in a meld mode.
    await userEvent.click(mode('Pon'));
    expect(
      palette()
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    await userEvent.click(melds[1]);
    expect(store.getState().hand).toBe('1m(055p)(1111z)[9999m]');
  });

  test('a pon needs three copies left and a kan four: the palette disables the others', async () => {
    page('?q=1m&seen=5z1p0s');
    await userEvent.click(mode('Pon'));
    expect(paletteTile('White').disabled).toBe(false); // three 5z left
    expect(paletteTile('5 sou').disabled).toBe(false); // three plain 5s left (the red one is seen)
    expect(paletteTile('red 5 sou').disabled).toBe(true);
    await userEvent.click(mode('Kan'));
    expect(paletteTile('White').disabled).toBe(true);
    expect(paletteTile('1 pin').disabled).toBe(true);
    expect(paletteTile('2 pin').disabled).toBe(false);
    // A kan of fives holds the red one: pressed as the red five.
    expect(paletteTile('5 man').disabled).toBe(true);
    expect(paletteTile('red 5 man').disabled).toBe(false);
  });

  test('seen tiles by click: Seen mode adds them below the Seen field; a press on one removes it', async () => {
    const { store } = page('?q=1m');
    await userEvent.click(mode('Seen'));
    await userEvent.click(paletteTile('9 pin'));
    await userEvent.click(paletteTile('red 5 man'));
    await userEvent.click(paletteTile('9 pin'));
    expect(store.getState().table.seen).toBe('0m99p');
    expect((screen.getByRole('textbox', { name: 'Seen' }) as HTMLInputElement).value).toBe('0m99p');
    const seen = within(screen.getByRole('group', { name: /Seen tiles/ }));
    expect(seen.getAllByRole('button').map((b) => b.dataset.tile)).toEqual(['0m', '9p', '9p']);
    await userEvent.click(seen.getAllByRole('button')[1]);
    expect(store.getState().table.seen).toBe('0m9p');
    expect(store.getState().hand).toBe('1m');
  });

  test('indicators by click, at most five, with the dora they point to; dora marked in the hand', async () => {
    const { store } = page('?q=2m5p1z');
    await userEvent.click(mode('Dora ind.'));
    for (const name of ['1 man', '4 pin', 'North', 'Red', 'Green']) await userEvent.click(paletteTile(name));
    expect(store.getState().table.dora).toBe('1m4p4z7z6z');
    expect(
      palette()
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    const indicators = within(screen.getByRole('group', { name: 'Dora indicators' }));
    expect(indicators.getAllByRole('button').map((b) => b.dataset.tile)).toEqual(['1m', '4p', '4z', '7z', '6z']);
    expect(screen.getByText('Dora 2m 5p 1z 5z 7z')).toBeTruthy();
    const bar = within(screen.getByRole('region', { name: 'Hand' }));
    expect(bar.getAllByRole('button').map((b) => [b.dataset.tile, b.dataset.dora ?? null])).toEqual([
      ['2m', '1'],
      ['5p', '1'],
      ['1z', '1'],
    ]);
    await userEvent.click(indicators.getAllByRole('button')[0]);
    expect(store.getState().table.dora).toBe('4p4z7z6z');
    expect(bar.getByRole('button', { name: 'Remove 2 man' }).dataset.dora).toBeUndefined();
  });

  test('three players: the palette hides 2m-8m (29 tiles), and the north stepper appears', async () => {
    const { store } = page('?q=19m');
    expect(screen.queryByRole('group', { name: 'North set aside' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '3 players' }));
    expect(store.getState().table.players).toBe(3);
    const codes = palette()
      .getAllByRole('button')
      .map((b) => b.dataset.tile);
    expect(codes).toHaveLength(29);
    expect(codes.filter((c) => /^[02-8]m$/.test(c!))).toEqual([]);
    const nuki = within(screen.getByRole('group', { name: 'North set aside' }));
    await userEvent.click(nuki.getByRole('button', { name: 'One more north' }));
    await userEvent.click(nuki.getByRole('button', { name: 'One more north' }));
    expect(store.getState().table.nuki).toBe(2);
    expect(paletteTile('North').title).toBe('North, 2 left');
    await userEvent.click(screen.getByRole('button', { name: '4 players' }));
    expect(palette().getAllByRole('button')).toHaveLength(37);
    expect(store.getState().table.nuki).toBe(0);
  });
  test('three players with 2m-8m in the hand: the hand, its melds and the indicators stay, the offending tiles marked', async () => {
    const { store } = page('?q=1239m1299p(234m)&dora=1p7m&seen=4s');
    await userEvent.click(screen.getByRole('button', { name: '3 players' }));
    expect(store.getState().table.players).toBe(3);
    const bar = within(screen.getByRole('region', { name: 'Hand' }));
    expect(screen.queryByText('No tiles yet.')).toBeNull();
    expect(bar.getAllByRole('button').map((b) => b.dataset.tile)).toEqual(['1m', '2m', '3m', '9m', '1p', '2p', '9p', '9p']);
    const marked = [...document.querySelectorAll('.hand-tiles .tile-absent')].map((b) => (b as HTMLElement).dataset.tile);
    expect(marked).toEqual(['2m', '3m']);
    expect(bar.getByRole('button', { name: 'Remove 2 man, not in a three-player set' })).toBeTruthy();
    // The chi stays beside the hand, its three tiles marked.
    const meld = screen.getByRole('button', { name: /^Chi \(234m\)/ });
    expect(meld.getAttribute('aria-label')).toBe('Chi (234m) (press to remove), not in a three-player set');
    expect(meld.querySelectorAll('.tile-absent')).toHaveLength(3);
    // The indicators stay, the one a three-player set lacks marked, and the dora of the others named.
    const indicators = within(screen.getByRole('group', { name: 'Dora indicators' }));
    expect(indicators.getAllByRole('button').map((b) => [b.dataset.tile, b.classList.contains('tile-absent')])).toEqual([
      ['1p', false],
      ['7m', true],
    ]);
    expect(screen.getByText('Dora 2p')).toBeTruthy();
    // Removing the offending tiles one by one from the hand bar makes it a hand again.
    await userEvent.click(bar.getByRole('button', { name: 'Remove 2 man, not in a three-player set' }));
    expect(bar.getAllByRole('button').map((b) => b.dataset.tile)).toEqual(['1m', '3m', '9m', '1p', '2p', '9p', '9p']);
  });

  test('Japanese: 三麻にない牌', async () => {
    page('?q=1239m1299p&players=3', ['ja']);
    const bar = within(screen.getByRole('region', { name: /手牌/ }));
    expect(bar.getByRole('button', { name: '二萬を外す (三麻にない牌)' })).toBeTruthy();
  });

  test('north set aside: no more than nobody has shown', () => {
    page('?q=444z19m&players=3&seen=4z');
    const nuki = within(screen.getByRole('group', { name: 'North set aside' }));
    expect((nuki.getByRole('button', { name: 'One more north' }) as HTMLButtonElement).disabled).toBe(true);
    expect((nuki.getByRole('button', { name: 'One north fewer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('removing from the keyboard keeps the focus in place', () => {
  // A page with the hand field, as the page has it: where focus goes once a list is empty.
  function keyboardPage(search: string) {
    const t = testStore(search, { languages: ['en'] });
    renderWith(
      t.store,
      <>
        <div className="hand-input">
          <input aria-label="Hand" />
        </div>
        <HandBarView />
        <EntryModesView />
        <PaletteView />
        <TableView />
      </>,
    );
    return t;
  }
  const focused = () => document.activeElement as HTMLElement;

  test('a meld: Enter removes it, focus goes to the next meld, then the last, then the hand field', async () => {
    const { store } = keyboardPage('?q=1m(555p)(789s)(111z)');
    const melds = () => screen.getAllByRole('button', { name: /press to remove/ });
    act(() => melds()[2].focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().hand).toBe('1m(555p)(789s)');
    expect(focused().getAttribute('aria-label')).toBe('Chi (789s) (press to remove)');
    act(() => melds()[0].focus());
    await userEvent.keyboard('{Enter}');
    expect(focused().getAttribute('aria-label')).toBe('Chi (789s) (press to remove)');
    await userEvent.keyboard('{Enter}');
    expect(store.getState().hand).toBe('1m');
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Hand' }));
  });

  test('a seen tile: Enter removes it, focus goes to the next one, and to the Seen field once none is left', async () => {
    const { store } = keyboardPage('?q=1m&seen=19p5z');
    const seen = () => within(screen.getByRole('group', { name: /Seen tiles/ })).getAllByRole('button');
    act(() => seen()[1].focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().table.seen).toBe('1p5z');
    expect(focused().dataset.tile).toBe('5z');
    await userEvent.keyboard('{Enter}');
    expect(focused().dataset.tile).toBe('1p');
    await userEvent.keyboard('{Enter}');
    expect(store.getState().table.seen).toBe('');
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Seen' }));
  });

  test('a dora indicator: Enter removes it, focus goes to the next one, and to the Dora ind. mode once none is left', async () => {
    const { store } = keyboardPage('?q=1m&dora=1z3p');
    const indicators = () => within(screen.getByRole('group', { name: 'Dora indicators' })).queryAllByRole('button');
    act(() => indicators()[0].focus());
    await userEvent.keyboard('{Enter}');
    expect(store.getState().table.dora).toBe('3p');
    expect(focused().dataset.tile).toBe('3p');
    await userEvent.keyboard('{Enter}');
    expect(store.getState().table.dora).toBe('');
    expect(focused()).toBe(mode('Dora ind.'));
  });
});

describe('the Seen field', () => {
  test('typed seen tiles count at once; a mistake is shown with its culprit and keeps the last valid list', async () => {
    const { store } = page('?q=1m');
    const field = screen.getByRole('textbox', { name: 'Seen' });
    await userEvent.type(field, '11m9x');
    expect(screen.getByRole('alert').textContent).toContain('"x" at character 5 of the seen tiles');
    expect(store.getState().table.seen).toBe('11m');
    expect(paletteTile('1 man').title).toBe('1 man, 1 left');
    await userEvent.clear(field);
    await userEvent.type(field, '1111m');
    expect(screen.getByRole('alert').textContent).toContain('Five copies of 1m (1 in the hand, 4 seen)');
  });

  test('new hand clears the hand and the table, and keeps three players', async () => {
    const { store } = page('?q=19m&seen=9p&dora=1z&players=3&nuki=1');
    await userEvent.click(screen.getByRole('button', { name: 'New hand' }));
    expect(store.getState()).toMatchObject({ hand: '', table: { seen: '', dora: '', players: 3, nuki: 0 } });
    expect((screen.getByRole('textbox', { name: 'Seen' }) as HTMLInputElement).value).toBe('');
  });

  test('Japanese words', () => {
    page('?q=1m&players=3', ['ja']);
    expect(screen.getByRole('textbox', { name: '見えた牌' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '三麻' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: '抜きドラ (北)' })).toBeTruthy();
  });
});

describe('results in a real game', () => {
  test('a row shows its live red fives after the count; dora tiles are marked', () => {
    const { store } = testStore('?q=46m123p456p789p111z&dora=4m');
    renderWith(
      store,
      <DiscardTableView
        rows={[
          { discard: tileOf(27), shanten: 0, tiles: [4], count: 4, red: 1 },
          { discard: tileOf(3), shanten: 0, tiles: [5], count: 3, red: 0 },
        ]}
      />,
    );
    const rows = within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('cell', { name: '4 (1 red)' })).toBeTruthy();
    expect(within(rows[1]).getByRole('cell', { name: '3' })).toBeTruthy();
    // 4m points to 5m: the 5m of the first row is marked, the 6m of the second is not.
    expect(within(rows[0]).getByRole('button', { name: '5 man' }).dataset.dora).toBe('1');
    expect(within(rows[1]).getByRole('button', { name: '6 man' }).dataset.dora).toBeUndefined();
  });

  test('Japanese: 枚 and 赤 for the effective tiles of a 3n+1 hand', () => {
    const { store } = testStore('?q=46m123p456p789p11z', { languages: ['ja'] });
    renderWith(
      store,
      <EffectiveTilesView result={fakeResult('46m123p456p789p11z', { value: 0, effective: { tiles: [4], count: 4, red: 1 } })} />,
    );
    expect(screen.getByText('4枚 (赤1)')).toBeTruthy();
  });

  test('the header tells the tiles not seen, and flags a dead tenpai', () => {
    const { store } = testStore();
    renderWith(
      store,
      <ResultHeader
        analysis={
          fakeResult('x', { value: 0, wallLeft: 98, deadTenpai: true, shanten: { standard: 0, regular: 0, chiitoitsu: 3, kokushi: 9 } })
            .analysis
        }
        realGame
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Tenpai, dead · 13 tiles');
    expect(screen.getByText('Unseen tiles: 98')).toBeTruthy();
    expect(screen.getByTitle('Dead tenpai (空聴): every wait is already visible')).toBeTruthy();
  });

  test('a result arriving for the position leaves the hand bar and the palette in step with the table', async () => {
    const { store, client } = page('?q=46m123p456p789p11z&seen=0m');
    client.calls[0].settle({
      status: 'done',
      result: fakeResult('46m123p456p789p11z', {}, { table: { seen: '0m', dora: '', players: 4, nuki: 0 } }),
    });
    await act(() => Promise.resolve());
    expect(store.getState().requests.analyze.shown?.data.about.table).toBe('?seen=0m');
    expect(paletteTile('red 5 man').title).toBe('red 5 man, 0 left');
  });
});
