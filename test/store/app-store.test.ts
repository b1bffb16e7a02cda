import { describe, expect, test } from 'vitest';
import { fakeResult, flush, sequence, testStore } from '../support/fakes.ts';
import { pagePosition } from '../support/packed.ts';
import { tilesOf } from '../../src/engine/light.ts';

describe('createAppStore: the URL holds the hand', () => {
  test('a ?q= link opens that hand and asks for its analysis', () => {
    const { store, client } = testStore('?q=4569m1222569p258s');
    expect(store.getState()).toMatchObject({ hand: '4569m1222569p258s', draft: '4569m1222569p258s', form: 'standard' });
    expect(client.calls.map((c) => [c.position, c.form])).toEqual([[pagePosition('4569m1222569p258s'), 'standard']]);
  });
  test('a ?pd= link opens the regular form', () => {
    const { store, client } = testStore('?pd=11223344556677z');
    expect(store.getState().form).toBe('regular');
    expect(client.calls[0].form).toBe('regular');
  });
  test('an invalid hand in the URL is shown as typed, with its error, and is not analysed', () => {
    const { store, client } = testStore('?q=123x');
    expect(store.getState().draft).toBe('123x');
    expect(store.select.draftError(store.getState())?.code).toBe('unknown-character');
    expect(client.calls).toHaveLength(0);
  });
});

describe('typing', () => {
  test('a valid hand goes to the URL; a run of keystrokes makes one history entry', () => {
    const { store, location } = testStore('?q=1m');
    const { setDraft } = store.getState().actions;
    setDraft('1m2m');
    setDraft('1m2m3');
    setDraft('1m2m3m4m');
    expect(location.entries).toEqual(['?q=1m', '?qd=1m2m3m4m']);
    expect(store.getState().hand).toBe('1m2m3m4m');
  });
  test('an invalid text stays in the field with its error; the URL keeps the last valid hand, the text beside it; the results stay', async () => {
    const { store, client, location } = testStore('?q=123m456p789s1122z');
    client.calls[0].settle({ status: 'done', result: fakeResult('123m456p789s1122z', {}) });
    await flush();
    store.getState().actions.setDraft('123m456p789s1122y');
    const state = store.getState();
    expect(state.draft).toBe('123m456p789s1122y');
    expect(state.hand).toBe('123m456p789s1122z');
    expect(location.search()).toBe('?qd=123m456p789s1122z&draft=123m456p789s1122y');
    expect(store.select.draftError(state)).toMatchObject({ code: 'unknown-character', index: 16 });
    expect(store.select.shown(state)).toMatchObject({ stale: true, about: { hand: '123m456p789s1122z' } });
  });
  test('emptying the field clears the hand', () => {
    const { store, location } = testStore('?q=1m');
    store.getState().actions.setDraft('');
    expect(store.getState().hand).toBe('');
    expect(location.search()).toBe('');
    expect(store.select.shown(store.getState()).result).toBeNull();
  });
});

describe('what the user typed is kept', () => {
  test('the URL gets the hand without whitespace; the field keeps it as typed', () => {
    const { store, location, client } = testStore();
    store.getState().actions.setDraft('  123m\t456p\n789s 1122z  ');
    expect(location.search()).toBe('?qd=123m456p789s1122z');
    expect(store.getState()).toMatchObject({ hand: '123m456p789s1122z', draft: '  123m\t456p\n789s 1122z  ' });
    expect(client.calls.at(-1)?.position).toEqual(pagePosition('123m456p789s1122z'));
    // A space more changes nothing but the field.
    store.getState().actions.setDraft('  123m\t456p\n789s 1122z   ');
    expect(location.entries).toHaveLength(2);
    expect(client.calls).toHaveLength(1);
  });

  test('a palette press on a field with a mistake adds the tile to the text as typed', () => {
    const { store, location } = testStore('?q=12m');
    store.getState().actions.setDraft('12m5x');
    store.getState().actions.addTile({ kind: 27, red: false });
    expect(store.getState()).toMatchObject({ draft: '12m5x1z', hand: '12m' });
    // The keystrokes and the press build one hand: one entry; the hand stays the last valid one.
    expect(location.entries).toEqual(['?q=12m', '?q=12m&draft=12m5x1z']);
  });

  test('a text longer than the field holds keeps its first 1,000 characters, from typing or from a link', () => {
    const { store } = testStore();
    store.getState().actions.setDraft('1m'.repeat(3000));
    expect(store.getState().draft).toBe('1m'.repeat(500));
    expect(store.select.draftCut(store.getState())).toBe(6000);
    const linked = testStore(`?q=${'9'.repeat(5000)}`).store;
    expect(linked.getState().draft).toHaveLength(1000);
    expect(linked.select.draftCut(linked.getState())).toBe(5000);
  });

  test('a mistake with no hand before it is kept too', () => {
    const { store } = testStore();
    store.getState().actions.setDraft('12x');
    store.getState().actions.addTile({ kind: 0, red: false });
    expect(store.getState().draft).toBe('12x1m');
  });

  test('a press never lends its suit to digits typed without one: a space sets the tile off', () => {
    // Appended as is, "1m23" + 4m would read 1m234m and "…p25" + East 2z5z1z: a hand nobody chose.
    const { store, location } = testStore('?q=1m');
    store.getState().actions.setDraft('1m23');
    store.getState().actions.addTile({ kind: 3, red: false }); // 4m
    expect(store.getState()).toMatchObject({ draft: '1m23 4m', hand: '1m' });
    expect(store.select.draftError(store.getState())).toMatchObject({ code: 'missing-suit', index: 2 });
    store.getState().actions.setDraft('12m5');
    store.getState().actions.addTile({ kind: 22, red: false }); // 5s
    expect(store.getState()).toMatchObject({ draft: '12m5 5s', hand: '1m' });
    expect(location.search()).toBe('?qd=1m&draft=12m5%205s');
  });
});

describe('a text that is not a hand is kept in the address too', () => {
  test('typing a mistake: one history entry for the run, the text beside the last hand; the engine is not asked again', () => {
    const { store, location, client } = testStore('?q=4569m1222569p258s');
    const { setDraft } = store.getState().actions;
    setDraft('4569m1222569p258');
    setDraft('4569m1222569p258x');
    expect(location.entries).toEqual(['?q=4569m1222569p258s', '?q=4569m1222569p258s&draft=4569m1222569p258x']);
    expect(client.calls).toHaveLength(1);
  });

  test("a reload shows the text again, with its message, and the last hand's results greyed", async () => {
    const { store, client } = testStore('?q=4569m1222569p258s&draft=4569m1222569p258x');
    expect(store.getState()).toMatchObject({ hand: '4569m1222569p258s', draft: '4569m1222569p258x' });
    expect(store.select.draftError(store.getState())).toMatchObject({ code: 'unknown-character', index: 16 });
    expect(client.calls.map((c) => c.position)).toEqual([pagePosition('4569m1222569p258s')]);
    client.calls[0].settle({ status: 'done', result: fakeResult('4569m1222569p258s', {}) });
    await flush();
    expect(store.select.shown(store.getState())).toMatchObject({ stale: true, about: { hand: '4569m1222569p258s' } });
  });

  test('the text goes as typed, spaces and all, and comes back the same', () => {
    const { store, location } = testStore('?q=12m');
    store.getState().actions.setDraft('12m 5x (1');
    expect(location.search()).toBe('?q=12m&draft=12m%205x%20(1');
    expect(testStore(location.search()).store.getState().draft).toBe('12m 5x (1');
  });

  test('a 12-tile hand being built (Backspace from 13): a reload shows the 12 tiles, not the tile removed', () => {
    const { store, location } = testStore('?qd=4569m1222569p25s');
    store.getState().actions.removeLast();
    expect(store.getState().draft).toBe('4569m1222569p2s');
    expect(location.search()).toBe('?qd=4569m1222569p25s&draft=4569m1222569p2s');
    const reloaded = testStore(location.search()).store;
    expect(reloaded.getState().draft).toBe('4569m1222569p2s');
    expect(reloaded.select.workingHand(reloaded.getState())).toMatchObject({ source: 'partial' });
    expect(tilesOf(reloaded.select.workingHand(reloaded.getState()).hand)).toHaveLength(12);
    // Back returns to the 13 tiles, the field with them.
    location.back();
    expect(store.getState()).toMatchObject({ hand: '4569m1222569p25s', draft: '4569m1222569p25s' });
  });

  test('a valid text, or an empty field, writes no draft; a table keeps its place before it', () => {
    const { store, location } = testStore('?q=1m&seen=9p');
    store.getState().actions.setDraft('1m 2');
    expect(location.search()).toBe('?qd=1m&seen=9p&draft=1m%202');
    store.getState().actions.setDraft('1m 2m');
    expect(location.search()).toBe('?q=1m2m&seen=9p');
    store.getState().actions.setDraft(' ');
    expect(location.search()).toBe('?seen=9p');
  });
});

describe('building a hand from the palette', () => {
  test('each tile is written last; counts that are a multiple of three wait in the field, beside the last hand in the URL', () => {
    const { store, location } = testStore();
    const { addTile } = store.getState().actions;
    addTile({ kind: 8, red: false }); // 9m
    addTile({ kind: 0, red: false }); // 1m
    addTile({ kind: 13, red: true }); // 0p: 3 tiles, not a hand yet
    expect(store.getState().draft).toBe('19m0p');
    expect(store.select.draftError(store.getState())?.code).toBe('multiple-of-three');
    expect(store.select.workingHand(store.getState())).toMatchObject({ source: 'partial' });
    addTile({ kind: 27, red: false }); // 1z
    expect(store.getState().draft).toBe('19m0p1z');
    // The presses build one hand: one entry, Back leaves it in one step.
    expect(location.entries).toEqual(['', '?qd=19m0p1z']);
  });
  test('a tile with no copy left is not added', () => {
    const { store } = testStore('?q=1111m');
    store.getState().actions.addTile({ kind: 0, red: false });
    expect(store.getState().hand).toBe('1111m');
  });
  test('a move in the table or a tile taken off ends the run: the presses after it are an entry of their own', () => {
    const { store, location } = testStore();
    const { addTile, discard } = store.getState().actions;
    for (const kind of [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 28, 28, 29]) addTile({ kind, red: false });
    expect(location.entries).toEqual(['', '?q=123m456p789s1122z3z']);
    discard(29, 30); // 3z out, 4z in
    addTile({ kind: 30, red: false }); // 15 tiles cannot be: nothing
    store.getState().actions.removeLast();
    store.getState().actions.addTile({ kind: 31, red: false });
    // The discard is an entry, Backspace (a tile taken off) another, and the press after it a third.
    expect(location.entries).toEqual([
      '',
      '?q=123m456p789s1122z3z',
      '?q=123m456p789s1122z4z',
      '?qd=123m456p789s1122z',
      '?q=123m456p789s1122z5z',
    ]);
    location.back();
    expect(store.getState().hand).toBe('123m456p789s1122z');
    location.back();
    location.back();
    expect(store.getState().hand).toBe('123m456p789s1122z3z');
    location.back();
    expect(store.getState().hand).toBe('');
  });
  test('removeTile and removeLast (Backspace)', () => {
    const { store } = testStore('?q=19m5p1z2z');
    store.getState().actions.removeTile({ kind: 8, red: false });
    expect(store.getState().hand).toBe('1m5p12z');
    store.getState().actions.removeLast();
    expect(store.getState().draft).toBe('1m5p1z');
  });
});

describe('Tenhou row clicks', () => {
  test('discarding draws a random tile from those not yet used (random 0 = the first tile of the wall)', () => {
    // The hand holds every copy of 1m, so the wall starts at 2m.
    const { store } = testStore('?q=1111m456p789s1122z', { random: () => 0 });
    store.getState().actions.discard(31); // 5z? not in the hand: nothing happens
    expect(store.getState().hand).toBe('1111m456p789s1122z');
    store.getState().actions.discard(28); // 2z
    expect(store.getState().hand).toBe('1111m456p789s112z2m');
  });
  test('the last tile of the wall: random just under 1', () => {
    const { store } = testStore('?q=123m456p789s1122z', { random: () => 0.999999 });
    store.getState().actions.discard(0);
    expect(store.getState().hand).toBe('23m456p789s1122z7z');
  });
  test('an effective tile: discard the row tile and draw that one', () => {
    const { store, location } = testStore('?q=4569m1222569p258s');
    store.getState().actions.discard(22, 6); // discard 5s, draw 7m
    expect(store.getState().hand).toBe('4569m1222569p28s7m');
    expect(location.entries).toEqual(['?q=4569m1222569p258s', '?q=4569m1222569p28s7m']);
  });
  test('draw adds to a 3n+1 hand only', () => {
    const { store } = testStore('?q=123m456p789s1122z');
    store.getState().actions.draw(28);
    expect(store.getState().hand).toBe('123m456p789s1122z2z');
    store.getState().actions.draw(29);
    expect(store.getState().hand).toBe('123m456p789s1122z2z');
  });
});

describe('random hands', () => {
  test('a random hand is 14 tiles; a full flush stays in one suit', () => {
    const { store } = testStore('', { random: sequence(0.5, 0.1, 0.9, 0.3, 0.7) });
    store.getState().actions.randomHand();
    expect(store.getState().hand.replace(/[mpsz]/g, '')).toHaveLength(14);
    store.getState().actions.randomFlush();
    expect(store.getState().hand).toMatch(/^[0-9]+([mps])[0-9]\1$/);
  });
});

describe('history: Back and Forward', () => {
  test('Back returns to the previous hand and asks for its analysis again', () => {
    const { store, client, location } = testStore('?q=1m');
    store.getState().actions.addTile({ kind: 1, red: false });
    expect(store.getState().hand).toBe('1m2m');
    location.back();
    expect(store.getState()).toMatchObject({ hand: '1m', draft: '1m' });
    location.forward();
    expect(store.getState()).toMatchObject({ hand: '1m2m', draft: '1m2m' });
    expect(client.calls.map((c) => c.position)).toEqual(['1m', '1m2m', '1m', '1m2m'].map((hand) => pagePosition(hand)));
  });
  test('the form switch is a history entry of its own (?p=): Back returns to the other form, not off the page', () => {
    const { store, client, location } = testStore('?q=11223344556677z');
    store.getState().actions.setForm('regular');
    expect(location.entries).toEqual(['?q=11223344556677z', '?p=11223344556677z']);
    expect(client.calls.map((c) => c.form)).toEqual(['standard', 'regular']);
    location.back();
    expect(location.index).toBe(0);
    expect(store.getState()).toMatchObject({ form: 'standard', hand: '11223344556677z' });
  });

  test('typing after a form switch starts a new entry; the keystrokes still make one', () => {
    const { store, location } = testStore('?q=1m');
    store.getState().actions.setDraft('1m2m');
    store.getState().actions.setForm('regular');
    store.getState().actions.setDraft('1m2m3m4m');
    store.getState().actions.setDraft('1m2m3m4m5m');
    expect(location.entries).toEqual(['?q=1m', '?q=1m2m', '?p=1m2m', '?p=1m2m3m4m5m']);
  });
});

describe('answers from the engine', () => {
  test("Tenhou's text starts with the hand as typed: the same position typed another way is the same answer, greyed the asked hand's", async () => {
    const { store, client } = testStore('?q=123m456p789s1122z');
    const lines = ['待ち[1z2z 4枚]'];
    client.calls[0].settle({ status: 'done', result: fakeResult('123m456p789s1122z', { value: 0 }, { tenhouLines: lines }) });
    await flush();
    expect(store.select.shown(store.getState())).toMatchObject({ stale: false, text: '123m456p789s1122z\n待ち[1z2z 4枚]' });
    // The question carries the position alone: typed again another way, it is the same question, and its text the new typing's.
    store.getState().actions.setDraft('1m2m3m 456p 789s 1122z');
    expect(store.getState().hand).toBe('1m2m3m456p789s1122z');
    expect(store.select.shown(store.getState())).toMatchObject({ stale: false, text: '1m2m3m456p789s1122z\n待ち[1z2z 4枚]' });
    expect(store.select.pending(store.getState())).toBe(false);
    // Its answer (asked again: the store keeps what each answer was asked as) lands.
    expect(client.calls).toHaveLength(2);
    client.calls[1].settle({ status: 'done', result: fakeResult('123m456p789s1122z', { value: 0 }, { tenhouLines: lines }) });
    await flush();
    // Another position: the answer is greyed, about the hand it was asked for, as it was typed then.
    store.getState().actions.setDraft('123m456p789s1122z3z');
    expect(store.select.shown(store.getState())).toMatchObject({
      stale: true,
      about: { hand: '1m2m3m456p789s1122z', form: 'standard', table: '' },
      text: '1m2m3m456p789s1122z\n待ち[1z2z 4枚]',
    });
  });

  test('stale answers are ignored; the newest answer is shown; pending until it comes', async () => {
    const { store, client } = testStore('?q=1m');
    store.getState().actions.setDraft('1m2m');
    expect(store.select.pending(store.getState())).toBe(true);
    client.calls[0].settle({ status: 'stale' });
    client.calls[1].settle({ status: 'done', result: fakeResult('1m2m', { tileCount: 2 }) });
    await flush();
    expect(store.select.shown(store.getState())).toMatchObject({ stale: false, about: { hand: '1m2m' } });
    expect(store.select.pending(store.getState())).toBe(false);
  });
  test('a failure is shown for its hand only', async () => {
    const { store, client } = testStore('?q=1m');
    client.calls[0].settle({ status: 'failed', message: { code: 'worker-stopped', detail: 'boom' } });
    await flush();
    expect(store.select.failure(store.getState())).toEqual({ code: 'worker-stopped', detail: 'boom' });
    store.getState().actions.setDraft('2m');
    expect(store.select.failure(store.getState())).toBeNull();
  });
});
