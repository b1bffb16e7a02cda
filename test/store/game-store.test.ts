/**
 * The game at the table in the store: the turn the probabilities show follows the table unless set by
 * hand, a reload (a new store on the same address) restores the game as it was, Back steps back one
 * move (never one press of a hand being built), and the drawn tile is the cursor's seat's only once
 * the hand is whole.
 */
import { describe, expect, test } from 'vitest';
import { pagePosition } from '../support/packed.ts';
import { createAppStore } from '../../src/store/app-store.ts';
import { fakeClient, memoryLocation, memoryStorage } from '../support/fakes.ts';
import { readTableQuery } from '../../src/address/table-query.ts';
import type { Tile } from '../../src/engine/light.ts';

function gameStore(search: string) {
  const location = memoryLocation(search);
  const store = createAppStore(fakeClient(), { location, storage: memoryStorage(), languages: ['en'], random: () => 0 });
  return { store, location, actions: store.getState().actions };
}

const tile = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};

describe('the game at the table in the store', () => {
  test("the dealer's first discard is seen: the engine counts the game drawn, at every seat wind, a change of wind included", () => {
    // A river of one tile pasted for each seat: the next tap is the dealer's. At seat wind South (the
    // default) the left player deals, so the tap is its second discard.
    const { store, actions } = gameStore('?q=123m456p789s1122z&river0=9p&river1=9s&river2=1s&river3=1p');
    actions.playTile(tile('7z'));
    const seen = () => {
      const read = store.select.table(store.getState());
      if (!read.ok) throw new Error(JSON.stringify(read.error));
      return read;
    };
    const drawn = () => store.select.gameState(store.getState())!.seats.map((s) => s.river.map((t) => t.kind));
    expect(drawn()).toEqual([[17], [26], [18], [9, 33]]);
    expect(seen().ok && seen().value.seen[33]).toBe(1);
    // At West the player across deals: the same tap is the player across's discard, and still seen.
    actions.setSituation({ seat: 'W' });
    expect(store.getState().table.dealer).toBe(2);
    expect(drawn()).toEqual([[17], [26], [18, 33], [9]]);
    expect(seen().ok && seen().value.seen[33]).toBe(1);
    // At East you deal: the tap is your draw, not on the table.
    actions.setSituation({ seat: 'E' });
    expect(drawn()).toEqual([[17], [26], [18], [9]]);
    expect(seen().ok && seen().value.seen[33]).toBe(0);
  });

  test("a change of seat wind in a game asks everything again: the game's seen tiles, so the position, changed", async () => {
    const client = fakeClient();
    const location = memoryLocation('?q=123m456p789s1122z&river0=9p&river1=9s&river2=1s&river3=1p');
    const store = createAppStore(client, { location, storage: memoryStorage(), languages: ['en'], random: () => 0 });
    const { actions } = store.getState();
    actions.playTile(tile('7z'));
    const asked = client.calls.length;
    actions.setSituation({ seat: 'E' });
    // The dealer moved: the 7z tap is your draw now, off the table; the analysis is asked of the new position.
    expect(client.calls.length).toBe(asked + 1);
    expect(client.calls.at(-1)!.request.position.table).toEqual(pagePosition('', { seen: '9p9s1s1p' }).table);
    // A change of wind that moves no dealer asks the value again, not the analysis.
    actions.setSituation({ riichi: 'riichi' });
    expect(client.calls.length).toBe(asked + 1);
  });

  test('the dealer always agrees with the seat wind: the players switched there and back, a new hand, a reload', () => {
    const { store, actions, location } = gameStore('?q=123m456p789s1122z&river0=9p&river1=9s&river2=1s&river3=1p&seat=N');
    const agrees = () => expect(store.getState().table.dealer).toBe(readTableQuery(location.search()).dealer);
    agrees();
    expect(store.getState().table.dealer).toBe(1);
    actions.setPlayers(3);
    agrees();
    actions.setPlayers(4);
    agrees();
    expect(store.getState().table.dealer).toBe(1);
    // The table's labels place the dealer where its replay does.
    expect(store.select.gameState(store.getState())!.dealer).toBe(1);
    actions.newHand();
    agrees();
  });

  test('the turn shown follows the table (your discards + 1) unless set by hand, and follows it again when asked', () => {
    const { store, actions, location } = gameStore('?q=123m456p789s1122z7z');
    expect(store.select.shownTurn(store.getState())).toBe(1);
    expect(store.select.tableTurn(store.getState())).toBeNull();
    actions.discardToRiver(tile('7z'));
    for (const code of ['1z', '9m', '3z', '4z']) actions.addTile(tile(code));
    expect(store.select.tableTurn(store.getState())).toBe(2);
    expect(store.select.shownTurn(store.getState())).toBe(2);
    actions.discardToRiver(tile('4z'));
    expect(store.select.shownTurn(store.getState())).toBe(3);
    actions.setProbabilitySettings({ turn: 7 });
    expect(store.select.shownTurn(store.getState())).toBe(7);
    expect(location.search()).toContain('turn=7');
    actions.setProbabilitySettings({ turnSet: false });
    expect(store.select.shownTurn(store.getState())).toBe(3);
    expect(location.search()).not.toContain('turn=');
  });

  test('a reload restores the game: rivers, cursor, hand and counts', () => {
    const first = gameStore('?q=123m456p789s1122z7z');
    first.actions.discardToRiver(tile('7z'));
    first.actions.addTile(tile('5z'));
    first.actions.declareRiichi(2);
    first.actions.addTile(tile('9p'));
    const search = first.location.search();
    const again = gameStore(search);
    const a = first.store.select.gameState(first.store.getState())!;
    const b = again.store.select.gameState(again.store.getState())!;
    expect(b.seats.map((s) => s.river.map((t) => [t.kind, t.riichi]))).toEqual(a.seats.map((s) => s.river.map((t) => [t.kind, t.riichi])));
    expect(b.cursor).toEqual(a.cursor);
    expect(again.store.getState().hand).toBe(first.store.getState().hand);
    expect(again.store.select.availability(again.store.getState()).left).toEqual(
      first.store.select.availability(first.store.getState()).left,
    );
    expect(b.seats[2].river.map((t) => t.riichi)).toEqual([true]);
  });

  test('Back steps back one move; a hand built from the palette is one step', () => {
    const { store, actions, location } = gameStore('');
    for (const code of ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '1z', '1z', '2z', '2z', '7z']) actions.addTile(tile(code));
    expect(store.getState().hand).toBe('123m456p789s1122z7z');
    const built = location.entries.length;
    actions.discardToRiver(tile('7z'));
    actions.addTile(tile('1p'));
    expect(location.entries.length).toBe(built + 2);
    location.back();
    expect(store.getState().table.moves).toBe('d7z');
    location.back();
    expect(store.getState().table.moves).toBe('');
    expect(store.getState().hand).toBe('123m456p789s1122z7z');
    location.back();
    expect(store.getState().hand).toBe('');
  });

  test('a palette press builds the hand until it is whole, then goes where the cursor waits', () => {
    const { store, actions } = gameStore('?q=123m456p789s112z&moves=g1');
    // Twelve tiles: the press joins the hand though the cursor waits for the right player.
    actions.addTile(tile('2z'));
    expect(store.getState().hand).toBe('123m456p789s1122z');
    actions.addTile(tile('3z'));
    expect(store.getState().table.moves).toBe('g13z');
    expect(store.getState().hand).toBe('123m456p789s1122z');
  });
});
