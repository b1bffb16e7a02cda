/**
 * The game at the table, driven as a player at the table drives it: five presses an ordinary turn (your
 * discard from the hand, the three others' discards and your draw from the palette), calls from the
 * last discard (a pon that skips seats, a chi of yours, an open kan with its new indicator), riichi
 * before and after a discard, a kan on another seat's turn, the cursor moved by hand, and Undo. Each
 * expected river, hand, count and address is worked out here from the moves made.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { TableView } from '../../../src/ui/real-game/table-view.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';
import { gamePage } from '../../support/game-page.tsx';
import { tapped } from './tap-names.ts';

const RIVERS = ['Your river', "Right player's river", "Player across's river", "Left player's river"] as const;

function page(search: string, languages = ['en']) {
  return gamePage(search, languages, <TableView />);
}

const hand = () => within(screen.getByRole('region', { name: 'Hand' }));
const palette = () => within(screen.getByRole('region', { name: 'Tiles to add' }));
const tap = (name: string) => userEvent.click(palette().getByRole('button', { name: tapped(name) }));
/** A river's tiles as mpsz codes, a called tile with `*` after it and the riichi tile with `r`. */
const river = (seat: number) =>
  [...screen.getByRole('region', { name: RIVERS[seat] }).querySelectorAll<HTMLElement>('.river-tile')].map(
    (li) => li.dataset.tile! + (li.classList.contains('river-taken') ? '*' : '') + (li.classList.contains('river-riichi') ? 'r' : ''),
  );
const hint = () => document.querySelector('.game-hint')!.textContent;
const left = (name: string) =>
  Number(
    palette()
      .getByRole('button', { name: tapped(name) })
      .closest('.palette-cell')!
      .querySelector('.palette-left')!.textContent,
  );

describe('an ordinary turn: five presses, no mode switch', () => {
  test('your discard, right, across, left, your draw; every tile counted once; the turn read from the table', async () => {
    const { store, location } = page('?q=123m456p789s1122z7z');
    expect(left('East')).toBe(2);
    // 1: your discard, from the hand: into your river, nothing drawn.
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    expect(river(0)).toEqual(['7z']);
    expect(store.getState().hand).toBe('123m456p789s1122z');
    expect(hint()).toBe("Next: the right player's discard. Tap it in the palette.");
    expect(left('Red')).toBe(3); // the discard is seen, not back among the live tiles
    // 2-4: the others' discards, in the order of play.
    await tap('East');
    await tap('9 man');
    await tap('West');
    expect([river(1), river(2), river(3)]).toEqual([['1z'], ['9m'], ['3z']]);
    expect(left('East')).toBe(1); // two in the hand, one in the right player's river
    expect(hint()).toBe('Next: your draw. Tap it in the palette.');
    // 5: your draw joins the hand as its draw.
    await tap('North');
    expect(store.getState().hand).toBe('123m456p789s1122z4z');
    expect(screen.getByText('Turn 2 (from the table)')).toBeTruthy();
    // Five draws so far, seen or not: yours before your discard, the three others', your draw.
    expect(screen.getByText('65 left in the wall')).toBeTruthy();
    expect(store.getState().table.moves).toBe('d7z1z9m3z4z');
    // Each move is one history entry: Back steps back one move.
    expect(location.entries.length).toBe(6);
    // And the palette's counts are the set less the hand and the table: 4z has 3 left, 7z 3, 9m 3, 3z 3.
    expect([left('North'), left('Red'), left('9 man'), left('West')]).toEqual([3, 3, 3, 3]);
  });

  test('Undo takes the last move back, your hand with it', async () => {
    const { store } = page('?q=123m456p789s1122z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    await tap('East');
    const undo = screen.getByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    expect(river(1)).toEqual([]);
    expect(hint()).toBe("Next: the right player's discard. Tap it in the palette.");
    await userEvent.click(undo);
    expect(river(0)).toEqual([]);
    expect(store.getState().hand).toBe('123m456p789s1122z7z');
    expect(store.getState().table.moves).toBe('');
    expect((undo as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('calls move the cursor as the game does', () => {
  test('a pon by the player across of the right player\u2019s discard skips the seats between; the called tile counts once', async () => {
    const { store } = page('?q=123m456p789s1122z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    await tap('White');
    expect(left('White')).toBe(3);
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[1] })).getByRole('button', { name: /White, last discard/ }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Calls of 5z' })).getByRole('button', { name: 'Player across: Pon 5z5z5z' }),
    );
    expect(river(1)).toEqual(['5z*']);
    const meld = within(screen.getByRole('region', { name: RIVERS[2] })).getByRole('img', { name: /from Right player/ });
    expect(meld).toBeTruthy();
    expect(left('White')).toBe(1); // three in the pon; the called one is not also counted in the river
    expect(hint()).toBe("Next: the player across's discard. Tap it in the palette.");
    await tap('1 pin');
    expect(river(2)).toEqual(['1p']);
    expect(hint()).toBe("Next: the left player's discard. Tap it in the palette.");
    expect(store.getState().table.moves).toBe('d7z5zp25z5z1p');
  });

  test('a chi is offered only to the player after the discarder; your chi takes the tiles from your hand, then you discard', async () => {
    const { store } = page('?q=34m456p789s11223z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    await tap('1 sou');
    await tap('1 sou');
    await tap('5 man');
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[3] })).getByRole('button', { name: /5 man, last discard/ }));
    const calls = within(screen.getByRole('group', { name: 'Calls of 5m' }));
    // The left player discarded: you may chi; the right player and across may not.
    expect(calls.getByRole('button', { name: 'You: Chi 3m4m5m' })).toBeTruthy();
    expect(calls.queryByRole('button', { name: /Right player: Chi/ })).toBeNull();
    expect(calls.queryByRole('button', { name: /Player across: Chi/ })).toBeNull();
    await userEvent.click(calls.getByRole('button', { name: 'You: Chi 3m4m5m' }));
    expect(store.getState().hand).toBe('456p789s11223z(345m)');
    expect(river(3)).toEqual(['5m*']);
    expect(hint()).toBe('Next: your discard. Tap a tile of your hand or a row\u2019s discard.');
    await userEvent.click(hand().getByRole('button', { name: 'Discard West' }));
    expect(river(0)).toEqual(['7z', '3z']);
    expect(hint()).toBe("Next: the right player's discard. Tap it in the palette.");
  });

  test('an open kan: the next press is the new dora indicator, then the caller discards', async () => {
    const { store } = page('?q=123m456p789s1122z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    await tap('Green');
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[1] })).getByRole('button', { name: /Green, last discard/ }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Calls of 6z' })).getByRole('button', { name: 'Left player: Kan 6z6z6z6z' }),
    );
    expect(hint()).toBe('Next: the new dora indicator. Tap it in the palette.');
    await tap('3 pin');
    expect(store.getState().table.dora).toBe('3p');
    expect(hint()).toBe("Next: the left player's discard. Tap it in the palette.");
    expect(left('Green')).toBe(0);
  });
});

describe('riichi, a kan on its own turn, the cursor by hand', () => {
  test('riichi before the discard marks the discard that follows; after it, the discard just made', async () => {
    page('?q=123m456p789s1122z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    const right = within(screen.getByRole('region', { name: RIVERS[1] }));
    await userEvent.click(right.getByRole('button', { name: 'Riichi' }));
    await tap('9 pin');
    expect(river(1)).toEqual(['9pr']);
    await tap('1 pin');
    const left = within(screen.getByRole('region', { name: RIVERS[3] }));
    await tap('2 pin');
    await userEvent.click(left.getByRole('button', { name: 'Riichi' }));
    expect(river(3)).toEqual(['2pr']);
    expect(river(2)).toEqual(['1p']);
    expect((left.getByRole('button', { name: 'Riichi' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("another seat's kan on its turn: Kan, then its tile, then the indicator", async () => {
    const { store } = page('?q=123m456p789s1122z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[1] })).getByRole('button', { name: 'Kan' }));
    expect(hint()).toBe("Next: the tile of the right player's kan. Tap it in the palette.");
    // A closed kan needs all four copies unseen: 9s (one in your hand) cannot be it; 8p can.
    expect((palette().getByRole('button', { name: tapped('9 sou') }) as HTMLButtonElement).disabled).toBe(true);
    await tap('8 pin');
    expect(hint()).toBe('Next: the new dora indicator. Tap it in the palette.');
    await tap('1 man');
    await tap('2 man');
    expect(river(1)).toEqual(['2m']);
    expect(store.getState().table).toMatchObject({ moves: 'd7za18p1m2m', dora: '1m' });
    expect(left('8 pin')).toBe(0);
  });

  test('the cursor moves by hand to a seat, as a position entered mid-hand needs', async () => {
    page('?q=123m456p789s1122z');
    expect(hint()).toBe('Tap a hand tile to discard it into your river, or a player below to start following the game from their discard.');
    await userEvent.click(screen.getByRole('button', { name: /^Left player · .*: make it their turn$/ }));
    expect(hint()).toBe("Next: the left player's discard. Tap it in the palette.");
    await tap('East');
    expect(river(3)).toEqual(['1z']);
    expect(hint()).toBe('Next: your draw. Tap it in the palette.');
  });
});

describe('in riichi: no call, and a closed kan only where the waits stay', () => {
  test('a seat in riichi is offered no chi, pon or kan of another seat\u2019s discard', async () => {
    page('?q=123m456p789s1122z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    const right = within(screen.getByRole('region', { name: RIVERS[1] }));
    await userEvent.click(right.getByRole('button', { name: 'Riichi' }));
    await tap('9 pin');
    // The player across throws White: the left player may pon it, the right player (in riichi) may not.
    await tap('White');
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[2] })).getByRole('button', { name: /White, last discard/ }));
    const calls = within(screen.getByRole('group', { name: 'Calls of 5z' }));
    expect(calls.getByRole('button', { name: 'Left player: Pon 5z5z5z' })).toBeTruthy();
    expect(calls.queryAllByRole('button', { name: /^Right player/ })).toEqual([]);
  });

  // The address holds the hand now (riichi declared with its 6z, the others' discards, the draw last) and the moves.
  test.each([
    ['the waits stay (a single wait on 5z)', '111z123m456p789s5z1z', 'Kan 1z', true],
    ['the waits would change (2m and 3m before, 2m after)', '1112m345p678p999s1m', 'Kan 1m', false],
  ])('your closed kan of the tile just drawn in riichi: offered only when %s', async (_label, now, button, offered) => {
    const drawn = button.slice(-2);
    const t = page(`?q=${now}&moves=r0d6z9m9p9s${drawn}`);
    await answerWithEngine(t.client);
    expect(hint()).not.toMatch(/draw/);
    const yours = within(screen.getByRole('region', { name: RIVERS[0] }));
    expect(yours.queryByRole('button', { name: button }) !== null).toBe(offered);
    // Out of riichi the same hand may declare it.
    const free = page(`?q=${now}&moves=d6z9m9p9s${drawn}`);
    await answerWithEngine(free.client);
    expect(within(screen.getAllByRole('region', { name: RIVERS[0] }).at(-1)!).getByRole('button', { name: button })).toBeTruthy();
  });
});

describe('in Japanese', () => {
  test('the regions and the buttons have the table\u2019s names', async () => {
    page('?q=123m456p789s1122z7z', ['ja']);
    await userEvent.click(within(screen.getByRole('region', { name: '手牌' })).getByRole('button', { name: '中を切る' }));
    for (const name of ['自分の河', '下家の河', '対面の河', '上家の河']) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '下家の河' })).getByRole('button', { name: '立直' })).toBeTruthy();
    expect(hint()).toBe('次: 下家の打牌。パレットで選択。');
  });
});

describe('more calls and kans', () => {
  test('three players: you, right and left in the order of play; no chi is offered; north set aside counts as seen', async () => {
    page('?q=19m19p19s1234567z1m&players=3');
    expect(screen.queryByRole('region', { name: RIVERS[2] })).toBeNull();
    await userEvent.click(hand().getByRole('button', { name: 'Discard West' }));
    expect(hint()).toBe("Next: the right player's discard. Tap it in the palette.");
    await tap('2 pin');
    expect(hint()).toBe("Next: the left player's discard. Tap it in the palette.");
    await tap('3 pin');
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[3] })).getByRole('button', { name: /3 pin, last discard/ }));
    const calls = within(screen.getByRole('group', { name: 'Calls of 3p' }));
    expect(calls.queryByRole('button', { name: /Chi/ })).toBeNull();
    expect(calls.getByRole('button', { name: 'Right player: Pon 3p3p3p' })).toBeTruthy();
    await userEvent.click(calls.getByRole('button', { name: 'No call' }));
    const before = left('North');
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[1] })).getByRole('button', { name: 'North' }));
    expect(left('North')).toBe(before - 1);
  });

  test('your closed kan: the meld, then the new indicator, then your replacement draw', async () => {
    const { store } = page('?q=1111z123m456p789s5z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard White' }));
    for (const code of ['2 sou', '3 sou', '4 sou']) await tap(code);
    await tap('1 man');
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[0] })).getByRole('button', { name: 'Kan 1z' }));
    expect(store.getState().hand).toBe('1123m456p789s[1111z]');
    expect(hint()).toBe('Next: the new dora indicator. Tap it in the palette.');
    await tap('9 pin');
    expect(hint()).toBe('Next: your draw. Tap it in the palette.');
    await tap('6 sou');
    expect(store.getState().hand).toBe('1123m456p789s6s[1111z]');
    expect(store.getState().table.dora).toBe('9p');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    // Back before the kan: the four East return to the hand, the indicator goes.
    expect(store.getState().hand).toBe('1123m456p789s1111z');
    expect(store.getState().table.dora).toBe('');
  });

  test("another seat's added kan: after its pon, Kan takes the pon's fourth tile", async () => {
    const { store } = page('?q=123m456p789s1122z7z');
    await userEvent.click(hand().getByRole('button', { name: 'Discard Red' }));
    await tap('White');
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[1] })).getByRole('button', { name: /White, last discard/ }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Calls of 5z' })).getByRole('button', { name: 'Left player: Pon 5z5z5z' }),
    );
    await tap('9 man');
    expect(hint()).toBe('Next: your draw. Tap it in the palette.');
    await tap('1 man');
    await userEvent.click(hand().getAllByRole('button', { name: 'Discard 1 man' }).at(-1)!);
    await tap('2 man');
    await userEvent.click(screen.getByRole('button', { name: /^Left player · .*: make it their turn$/ }));
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[3] })).getByRole('button', { name: 'Kan' }));
    expect((palette().getByRole('button', { name: tapped('White') }) as HTMLButtonElement).disabled).toBe(false);
    await tap('White');
    await tap('8 pin');
    const meld = within(screen.getByRole('region', { name: RIVERS[3] })).getByRole('img', { name: /from Right player/ });
    expect(meld.getAttribute('aria-label')).toMatch(/^Kan \(5555z\) from Right player/);
    expect(left('White')).toBe(0);
    expect(store.getState().table.moves).toBe('d7z5zp35z5z9m1md1m2mg3a35z8p');
  });
});

describe('a position entered in the middle of a hand', () => {
  test('each river pasted as mpsz: shown, counted, the cursor at the next seat from the dealer; a mistake keeps the text and says where', async () => {
    const { store } = page('?q=123m456p789s1122z');
    await userEvent.click(screen.getByText('Paste rivers (a position in the middle of a hand)'));
    // Seat wind South: the dealer is the left player. Left and you have discarded twice, right and across once:
    // the right player discards next.
    await userEvent.type(screen.getByRole('textbox', { name: "Left player's river (mpsz)" }), '9m1z');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your river (mpsz)' }), '1p9p');
    await userEvent.type(screen.getByRole('textbox', { name: "Right player's river (mpsz)" }), '4z');
    await userEvent.type(screen.getByRole('textbox', { name: "Player across's river (mpsz)" }), '5z(555z)');
    expect([river(3), river(0), river(1), river(2)]).toEqual([['9m', '1z'], ['1p', '9p'], ['4z'], ['5z']]);
    expect(store.getState().table.rivers).toEqual(['1p9p', '4z', '5z(555z)', '9m1z']);
    expect(left('White')).toBe(0);
    expect(hint()).toBe("Next: the right player's discard. Tap it in the palette.");
    // Two East more (two in the hand, one in the left river): a fifth copy. The text stays as typed, the page
    // says why, and the address keeps the last river that could be (the field emptied).
    const across = screen.getByRole('textbox', { name: "Player across's river (mpsz)" });
    await userEvent.clear(across);
    await userEvent.type(across, '111z');
    expect((across as HTMLInputElement).value).toBe('111z');
    expect(screen.getByRole('alert').textContent).toBe(
      "Player across's river: with your hand and the table it would show a fifth copy of a tile or a second red five.",
    );
    expect(store.getState().table.rivers[2]).toBe('');
  });

  test('a tap on a river makes it that seat\u2019s turn; the winds set there are the score\u2019s and the probabilities\u2019', async () => {
    const { store } = page('?q=123m456p789s1122z&river2=1m');
    await userEvent.click(screen.getByRole('region', { name: RIVERS[2] }).querySelector('.seat-river')!);
    expect(hint()).toBe("Next: the player across's discard. Tap it in the palette.");
    await userEvent.selectOptions(
      within(screen.getByRole('region', { name: 'The game at the table' })).getByRole('combobox', { name: 'Your seat (this hand)' }),
      'E',
    );
    expect(store.getState().situation.seat).toBe('E');
    expect(screen.getByRole('button', { name: 'You · East · Dealer: make it their turn' }).textContent).toBe('You · East · Dealer');
  });
});

describe('your north with three players', () => {
  test('North sets it aside: it leaves your hand, counts as your nuki-dora, and Undo puts it back', async () => {
    const { store } = page('?q=19m19p19s1234567z1m&players=3');
    await userEvent.click(hand().getByRole('button', { name: 'Discard West' }));
    await tap('2 pin'); // the right player
    await tap('3 pin'); // the left player: three players have no one across
    await tap('4 pin'); // your draw
    await userEvent.click(within(screen.getByRole('region', { name: RIVERS[0] })).getByRole('button', { name: 'North' }));
    expect(store.getState().hand).toBe('119m149p19s12567z');
    expect(store.getState().table.nuki).toBe(1);
    expect(hint()).toBe('Next: your draw. Tap it in the palette.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().table.nuki).toBe(0);
    expect(store.getState().hand).toBe('119m149p19s124567z');
  });
});
