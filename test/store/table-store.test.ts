import { EMPTY_TABLE } from '../../src/address/table-query.ts';
/**
 * The store in a real game: the table in the URL beside the hand, the palette's entry modes (melds,
 * seen tiles, indicators), the Seen field, players and nuki, new hand, history, and answers kept
 * apart by their table. Expected hands and URLs are written out by hand from the rules of the notation.
 */
import { describe, expect, test } from 'vitest';
import { formatError } from '../../src/ui/shell/error-messages.ts';
import type { PackedTable, TableInput } from '../../src/engine/light.ts';
import { pagePosition } from '../support/packed.ts';
import { createAppStore } from '../../src/store/app-store.ts';
import type { Tile } from '../../src/engine/types.ts';
import { analysisKey, askedAnalysis, fakeClient, fakeResult, land, memoryLocation, memoryStorage } from '../support/fakes.ts';

/** A table as the page's questions carry it (packed: the tiles' codes, by kind). */
const askedTable = (table: TableInput): PackedTable | undefined => pagePosition('', table).table;

/** A store on fakes; `tables()` are the tables its analyses were asked with, in order (the fake records every argument). */
function tableStore(search = '', random = () => 0) {
  const client = fakeClient();
  const tables = (): (PackedTable | undefined)[] => client.calls.map((c) => c.position.table);
  const location = memoryLocation(search);
  const store = createAppStore(client, { location, storage: memoryStorage(), languages: ['en'], random });
  return { store, client, location, tables, actions: store.getState().actions };
}

const tile = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};

const KANCHAN = '46m123p456p789p11z';

describe('the table in the URL', () => {
  test('a shared link restores the position and sends the table with the hand', () => {
    const { store, client, tables } = tableStore(`?q=${KANCHAN}&seen=1m0p&dora=4p`);
    expect(store.getState().table).toEqual({ ...EMPTY_TABLE, seen: '1m0p', dora: '4p' });
    expect(store.getState().seenDraft).toBe('1m0p');
    expect(client.calls.map((c) => c.position)).toEqual([pagePosition(KANCHAN, { seen: '1m0p', dora: '4p' })]);
    expect(tables()).toEqual([askedTable({ seen: '1m0p', dora: '4p', players: 4, nuki: 0 })]);
  });

  test('a plain Tenhou link is an empty table; the engine still gets it (red fives and the wall are counted)', () => {
    const { store, tables, location } = tableStore(`?q=${KANCHAN}`);
    expect(store.getState().table).toEqual(EMPTY_TABLE);
    expect(tables()).toEqual([{ seen: [], dora: [], players: 4, nuki: 0 }]);
    expect(location.search()).toBe(`?q=${KANCHAN}`);
  });

  test('three players and north set aside are read back; nonsense falls back to the default', () => {
    expect(tableStore('?q=19m&players=3&nuki=2').store.getState().table).toMatchObject({ players: 3, nuki: 2 });
    expect(tableStore('?q=19m&players=5&nuki=x').store.getState().table).toMatchObject({ players: 4, nuki: 0 });
  });

  test('an answer about another table is stale', () => {
    const { store } = tableStore(`?q=${KANCHAN}&seen=1m`);
    land(store, 'analyze', analysisKey(KANCHAN), askedAnalysis(fakeResult(KANCHAN, {}), KANCHAN)); // an answer for the empty table
    expect(store.select.shown(store.getState()).stale).toBe(true);
    const table = { ...EMPTY_TABLE, seen: '1m' };
    land(store, 'analyze', analysisKey(KANCHAN, 'standard', table), askedAnalysis(fakeResult(KANCHAN, {}, { table }), KANCHAN, table));
    expect(store.select.shown(store.getState()).stale).toBe(false);
  });
});

describe('seen tiles and indicators from the palette', () => {
  test('Seen mode: a click adds the tile to the seen list (canonical), a new history entry, a new analysis', () => {
    const { store, location, tables, actions } = tableStore(`?q=${KANCHAN}&seen=1m0p`);
    actions.setEntry('seen');
    actions.addTile(tile('5m'));
    expect(store.getState().table.seen).toBe('15m0p');
    expect(store.getState().hand).toBe(KANCHAN); // the hand is untouched
    expect(location.entries).toEqual([`?q=${KANCHAN}&seen=1m0p`, `?qd=${KANCHAN}&seen=15m0p`]);
    expect(tables().at(-1)).toEqual(askedTable({ seen: '15m0p' }));
    actions.removeSeen(tile('0p'));
    expect(store.getState().table.seen).toBe('15m');
  });

  test('a tile nobody can still see is refused: 11z in the hand and 11z seen leave no 1z', () => {
    const { store, actions } = tableStore(`?q=${KANCHAN}&seen=11z`);
    actions.setEntry('seen');
    actions.addTile(tile('1z'));
    expect(store.getState().table.seen).toBe('11z');
    expect(store.select.availability(store.getState()).left[27]).toBe(0);
    // The red 5p is seen: no second one, though plain 5p are left.
    actions.addTile(tile('0m'));
    actions.addTile(tile('0m'));
    expect(store.getState().table.seen).toBe('0m11z');
  });

  test('Dora mode: indicators in the order pressed, at most five; pressing one removes it', () => {
    const { store, actions, location } = tableStore(`?q=${KANCHAN}`);
    actions.setEntry('dora');
    for (const code of ['4p', '1z', '9s', '2z', '3z', '5z']) actions.addTile(tile(code));
    expect(store.getState().table.dora).toBe('4p1z9s2z3z'); // the sixth is refused
    expect(location.search()).toBe(`?qd=${KANCHAN}&dora=4p1z9s2z3z`);
    actions.removeIndicator(1);
    expect(store.getState().table.dora).toBe('4p9s2z3z');
  });
});

describe('melds from the palette', () => {
  test('pon, chi, open kan and closed kan, each from the palette, each its own history entry', () => {
    const { store, actions } = tableStore();
    actions.setEntry('pon');
    actions.addTile(tile('0p'));
    // Three tiles are not a hand yet: they wait in the field, and the working hand shows the meld.
    expect(store.getState().draft).toBe('(055p)');
    expect(store.getState().hand).toBe('');
    expect(store.select.workingHand(store.getState())).toMatchObject({ source: 'partial', hand: { melds: [{ kind: 'pon', red: 1 }] } });
    actions.setEntry('hand');
    actions.addTile(tile('1m'));
    expect(store.getState().hand).toBe('1m(055p)');
    actions.setEntry('chi');
    actions.addTile(tile('3s'));
    actions.addTile(tile('4s'));
    expect(store.getState().picks).toEqual([tile('3s'), tile('4s')]);
    expect(store.getState().hand).toBe('1m(055p)'); // nothing made before the third tile
    actions.addTile(tile('0s'));
    expect(store.getState().hand).toBe('1m(055p)(340s)');
    expect(store.getState().picks).toEqual([]);
    actions.setEntry('kan');
    actions.addTile(tile('1z'));
    expect(store.getState().hand).toBe('1m(055p)(340s)(1111z)');
    actions.setEntry('ankan');
    actions.addTile(tile('9m'));
    expect(store.getState().hand).toBe('1m(055p)(340s)(1111z)[9999m]');
    // 13 tiles: no room for another meld.
    actions.setEntry('pon');
    actions.addTile(tile('2z'));
    expect(store.getState().hand).toBe('1m(055p)(340s)(1111z)[9999m]');
    actions.removeMeld(1);
    expect(store.getState().hand).toBe('1m(055p)(1111z)[9999m]');
  });

  test('a chi takes only tiles that can still make a run', () => {
    const { store, actions } = tableStore('?q=1z&seen=4444s');
    actions.setEntry('chi');
    actions.addTile(tile('3s'));
    actions.addTile(tile('9s')); // no run holds 3s and 9s
    actions.addTile(tile('1z')); // honors make no run
    expect(store.getState().picks).toEqual([tile('3s')]);
    actions.addTile(tile('5s')); // 345s needs a 4s: all four are seen
    expect(store.getState().picks).toEqual([tile('3s')]);
    actions.addTile(tile('2s'));
    actions.addTile(tile('1s'));
    expect(store.getState().hand).toBe('1z(123s)');
    // Changing the mode drops a chi in progress.
    actions.setEntry('chi');
    actions.addTile(tile('7p'));
    actions.setEntry('pon');
    expect(store.getState().picks).toEqual([]);
  });

  test('a pon needs three copies left, a kan all four', () => {
    const { store, actions } = tableStore('?q=1m&seen=5z1p');
    actions.setEntry('kan');
    actions.addTile(tile('1p')); // one 1p seen
    expect(store.getState().hand).toBe('1m');
    actions.setEntry('pon');
    actions.addTile(tile('5z')); // three left: fine
    expect(store.getState().hand).toBe('1m(555z)');
  });
});

describe('the Seen field', () => {
  test('typing: a valid list goes to the URL (one entry per run of keystrokes), a mistake stays with its message', () => {
    const { store, location, actions } = tableStore(`?q=${KANCHAN}`);
    actions.setSeenDraft('1m');
    actions.setSeenDraft('1m9');
    expect(store.select.seenError(store.getState())).toMatchObject({ field: 'seen', code: 'missing-suit', index: 2 });
    actions.setSeenDraft('1m9p');
    expect(location.entries).toEqual([`?q=${KANCHAN}`, `?qd=${KANCHAN}&seen=1m9p`]);
    expect(store.getState().seenDraft).toBe('1m9p');
    expect(store.select.seenError(store.getState())).toBeNull();
  });

  test('full-width seen tiles are read as half-width: the URL gets mpsz, the field keeps what was typed', () => {
    const { store, location, actions } = tableStore(`?q=${KANCHAN}`);
    actions.setSeenDraft('１ｍ９ｐ');
    expect(location.search()).toBe(`?qd=${KANCHAN}&seen=1m9p`);
    expect(store.getState().seenDraft).toBe('１ｍ９ｐ');
    expect(store.select.seenError(store.getState())).toBeNull();
  });

  test('pasted forms in the Seen field (kanji, Unicode tiles, capitals, commas): the URL gets mpsz, the field keeps what was typed', () => {
    const { store, location, actions } = tableStore(`?q=${KANCHAN}`);
    actions.setSeenDraft('東, 🀇 9P');
    expect(location.search()).toBe(`?qd=${KANCHAN}&seen=1z1m9p`);
    expect(store.getState().seenDraft).toBe('東, 🀇 9P');
    expect(store.select.seenError(store.getState())).toBeNull();
  });

  test("a seen list impossible with the hand is the Seen field's error, naming the seen tile", () => {
    const { store, actions } = tableStore(`?q=${KANCHAN}`);
    actions.setSeenDraft('111z');
    const error = store.select.seenError(store.getState());
    expect(error).toMatchObject({ field: 'seen', code: 'too-many-copies', index: 2 });
    expect(error && formatError(error, 'en')).toContain('Five copies of 1z (2 in the hand, 3 seen)');
    expect(store.getState().table.seen).toBe('');
  });

  test("a hand typed against the table: a fifth copy counting the seen tiles is the hand's error", () => {
    const { store, actions } = tableStore('?q=1m&seen=555p');
    actions.setDraft('55p123m456s789s1z');
    expect(store.select.draftError(store.getState())).toMatchObject({ code: 'too-many-copies', index: 1 });
    expect(store.getState().hand).toBe('1m');
  });
});

describe('players, nuki, new hand, history', () => {
  test('three players: the URL says so; a hand with 2m-8m becomes an error and is not analysed', () => {
    const { store, client, location, actions } = tableStore('?q=19m19p19s1234567z');
    actions.setPlayers(3);
    expect(location.search()).toBe('?qd=19m19p19s1234567z&players=3');
    expect(client.calls).toHaveLength(2);
    actions.setNuki(2);
    expect(location.search()).toBe('?qd=19m19p19s1234567z&players=3&nuki=2');
    actions.setDraft('123m456p789s1234z');
    expect(store.select.draftError(store.getState())).toMatchObject({ code: 'three-player-tile', index: 1 });
    expect(client.calls).toHaveLength(3);
    // Back to four players: nuki goes.
    actions.setPlayers(4);
    expect(store.getState().table).toMatchObject({ players: 4, nuki: 0 });
  });

  test('new hand clears the hand, the seen tiles, the indicators and nuki, and keeps the player count', () => {
    const { store, location, actions } = tableStore('?q=19m19p19s1234567z&seen=99p&dora=1z&players=3&nuki=1');
    actions.newHand();
    expect(store.getState()).toMatchObject({ hand: '', draft: '', seenDraft: '', table: { seen: '', dora: '', players: 3, nuki: 0 } });
    expect(location.search()).toBe('?players=3');
  });

  test('Back and Forward step through table changes too, a run of presses as one step, and ask for the analysis again', () => {
    const { store, location, tables, actions } = tableStore(`?q=${KANCHAN}`);
    actions.setEntry('seen');
    actions.addTile(tile('5m'));
    actions.setEntry('dora');
    actions.addTile(tile('4m'));
    // The presses that entered the table are one entry: Back leaves them in one step.
    expect(location.entries).toHaveLength(2);
    location.back();
    expect(store.getState().table).toMatchObject({ seen: '', dora: '' });
    expect(store.getState().seenDraft).toBe('');
    location.forward();
    expect(store.getState().table).toMatchObject({ seen: '5m', dora: '4m' });
    expect(store.getState().seenDraft).toBe('5m');
    // A move in the table (a draw) ends the run: the press after it is a step of its own.
    actions.draw(9);
    actions.setEntry('seen');
    actions.addTile(tile('9m'));
    location.back();
    expect(store.getState()).toMatchObject({ hand: '46m123456789p11z1p', table: { seen: '5m', dora: '4m' } });
    location.back();
    expect(store.getState()).toMatchObject({ hand: KANCHAN, table: { seen: '5m', dora: '4m' } });
    expect(tables().slice(0, 5)).toEqual(
      [{}, { seen: '5m' }, { seen: '5m', dora: '4m' }, {}, { seen: '5m', dora: '4m' }].map((table) => askedTable(table)),
    );
  });

  test("random hands are dealt from the game's set less the table: no 2m-8m with three players, nothing seen", () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const { store, actions } = tableStore('?players=3&seen=1111z9999p', random);
    for (let i = 0; i < 20; i++) {
      actions.randomHand();
      const hand = store.getState().hand;
      expect(hand.replace(/[mpsz]/g, '')).toHaveLength(14);
      expect(hand).not.toMatch(/[02-8]+m/);
      expect(hand).not.toMatch(/1[0-9]*z|9[0-9]*p|9p/);
      actions.randomFlush();
      expect(store.getState().hand).toMatch(/^[0-9]+([ps])[0-9]\1$/);
    }
  });

  test('a chosen draw of a tile nobody can still draw changes nothing: every 2m is seen', () => {
    const { store, location, actions } = tableStore('?q=1111m456p789s122z&seen=2222m');
    actions.draw(1);
    expect(store.getState()).toMatchObject({ hand: '1111m456p789s122z', draft: '1111m456p789s122z' });
    expect(location.entries).toEqual(['?q=1111m456p789s122z&seen=2222m']);
    // The red 5p is seen and the hand holds the three plain ones: a 5p draw is none either.
    const red = tableStore('?q=555p1m&seen=0p');
    red.actions.draw(13);
    expect(red.store.getState().hand).toBe('555p1m');
  });

  test('a table with a mistake: what can be read of it is edited, the other part stays as the address writes it', () => {
    // Three players with a 5m seen and a 3m indicator: the table has a mistake, its tiles can still be taken off.
    const { store, actions } = tableStore('?q=19p&players=3&seen=5m9s&dora=3m1z');
    actions.removeSeen(tile('5m'));
    expect(store.getState().table).toMatchObject({ seen: '9s', dora: '3m1z' });
    actions.removeIndicator(0);
    expect(store.getState().table).toMatchObject({ seen: '9s', dora: '1z' });
  });

  test('a random draw comes from what nobody has shown', () => {
    // The hand holds every 1m and every 2m is seen: the wall starts at 3m (random 0 = its first tile).
    const { store, actions } = tableStore('?q=1111m456p789s112z&seen=2222m');
    actions.draw();
    expect(store.getState().hand).toBe('1111m456p789s112z3m');
  });

  test("with a real table a row's discard goes to your river and nothing is drawn: the page waits for your draw", () => {
    const { store, location, actions } = tableStore('?q=1111m456p789s1122z&seen=2222m');
    actions.discard(28);
    expect(store.getState().hand).toBe('1111m456p789s112z');
    expect(store.getState().table).toMatchObject({ seen: '2222m', moves: 'd2z' });
    expect(location.entries).toEqual(['?q=1111m456p789s1122z&seen=2222m', '?qd=1111m456p789s112z&seen=2222m&moves=d2z']);
    // The discard is seen: South, one in the hand and one in the river, has two copies left, not three.
    expect(store.select.availability(store.getState()).left[28]).toBe(2);
    // An effective tile pressed in a row is not drawn either.
    actions.draw(30);
    actions.discard(30, 31);
    expect(store.getState().hand).toBe('1111m456p789s112z');
    expect(store.getState().table.moves).toBe('d2zd4z');
  });
});
