/**
 * The position slice on its own: which edits make a new position and how each goes to history (a
 * push for a press, a keystroke of a run for typing), what stays in the fields without a step, and
 * when a run of keystrokes ends. The router and the engine are replaced by `go`, which records the
 * steps; the store's own tests (app-store.test.ts, table-store.test.ts) check the URLs they make.
 */
import { describe, expect, test } from 'vitest';
import type { AppState } from '../../src/store/app-state.ts';
import { createSelectors } from '../../src/store/selectors/index.ts';
import type { Position, Tile } from '../../src/engine/types.ts';
import { createPositionSlice, initialPosition, MAX_DRAFT, positionAt, type PositionState } from '../../src/store/position-slice.ts';
import { addressOf, addressShown, sameAddress, type Address, type Step } from '../../src/store/router.ts';
import { EMPTY_TABLE } from '../../src/address/table-query.ts';
import { readSituation } from '../../src/address/situation-query.ts';

const tile = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};

function sliceAt(search: string) {
  // The selectors the slice asks read only the position's part of the state.
  const select = createSelectors();
  let state = { ...initialPosition(addressOf(search), select.analysedPosition), situation: readSituation(search) } as AppState;
  // The fields beside each step, and the position an edit gave with them (undefined: none given, read from the text as the store does).
  const steps: { hand: string; how: Step; fields: Partial<PositionState>; to: Address; held: Position | null | undefined }[] = [];
  const { actions } = createPositionSlice({
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
    },
    go(to, how, fields) {
      if (sameAddress(to, addressShown(state))) return false;
      const { position: held, ...rest } = fields;
      steps.push({ hand: to.hand, how, fields: rest, to, held });
      state = { ...state, ...to, ...rest, position: held === undefined ? select.analysedPosition(to.hand, to.table) : held };
      return true;
    },
    select,
    random: () => 0,
  });
  return { actions, steps, state: () => state };
}

describe('typing in the field', () => {
  test('each text is a keystroke step: a valid one is the hand, without its whitespace; a mistake the draft beside the last hand', () => {
    const { actions, steps, state } = sliceAt('?q=1m');
    actions.setDraft('1m 2');
    expect(state().draft).toBe('1m 2');
    actions.setDraft('1m 2m');
    expect(steps.map((s) => [s.hand, s.to.draft, s.how, s.fields.draft])).toEqual([
      ['1m', '1m 2', 'type', '1m 2'],
      ['1m2m', '', 'type', '1m 2m'],
    ]);
  });

  test('the position already shown: only the field changes', () => {
    const { actions, steps, state } = sliceAt('?q=1m2m');
    actions.setDraft('1m2m  ');
    expect(steps).toEqual([]);
    expect(state()).toMatchObject({ hand: '1m2m', draft: '1m2m  ' });
  });

  test('an emptied field is a keystroke step to no hand', () => {
    const { actions, steps } = sliceAt('?q=1m');
    actions.setDraft(' ');
    expect(steps.map((s) => [s.hand, s.how, s.fields.draft])).toEqual([['', 'type', ' ']]);
  });

  test('pasted forms: the hand is their plain mpsz in the order typed; the field keeps the text', () => {
    const { actions, steps, state } = sliceAt('?q=1m');
    actions.setDraft('🀇🀈🀉 東東, 456P');
    expect(steps.map((s) => [s.hand, s.to.draft, s.fields.draft])).toEqual([['123m11z456p', '', '🀇🀈🀉 東東, 456P']]);
    expect(state().draft).toBe('🀇🀈🀉 東東, 456P');
  });
});

describe('a pasted Tenhou link', () => {
  test('its hand is the position and its parameter the form: ?p= regular, ?q= standard', () => {
    const { actions, steps } = sliceAt('?q=1m');
    actions.setDraft('https://tenhou.net/2/?p=4569m1222569p258s');
    actions.setDraft('https://tenhou.net/2/?qd=4569m1222569p25s');
    expect(steps.map((s) => [s.hand, s.to.form, s.to.draft, s.how])).toEqual([
      ['4569m1222569p258s', 'regular', '', 'type'],
      ['4569m1222569p25s', 'standard', '', 'type'],
    ]);
  });

  test("the switch is the player's again while the link keeps its parameter; a new parameter sets it", () => {
    const { actions, state } = sliceAt('');
    actions.setDraft('https://tenhou.net/2/?p=4569m1222569p258s');
    expect(state().form).toBe('regular');
    actions.setForm('standard');
    // Editing the hand inside the same ?p= link keeps the player's choice.
    actions.setDraft('https://tenhou.net/2/?p=4569m1222569p259s');
    expect(state()).toMatchObject({ form: 'standard', hand: '4569m1222569p259s' });
    actions.setDraft('https://tenhou.net/2/?pd=4569m1222569p25s');
    expect(state().form).toBe('standard');
    actions.setDraft('https://tenhou.net/2/?q=4569m1222569p25s');
    expect(state().form).toBe('standard');
    actions.setDraft('https://tenhou.net/2/?p=4569m1222569p25s');
    expect(state().form).toBe('regular');
  });

  test('a link with a mistake sets the form too, and stays in the field beside the last hand', () => {
    const { actions, state } = sliceAt('?q=1m2m');
    actions.setDraft('https://tenhou.net/2/?p=4569m1222569p25x');
    expect(state()).toMatchObject({ form: 'regular', hand: '1m2m', draft: 'https://tenhou.net/2/?p=4569m1222569p25x' });
  });
});

describe('presses', () => {
  test('palette presses are build steps (one history entry for the run); a hand being built is one too, as the draft beside the last hand', () => {
    const { actions, steps, state } = sliceAt('');
    actions.addTile(tile('9m'));
    actions.addTile(tile('1m'));
    actions.addTile(tile('0p')); // three tiles: not a hand yet
    expect(state().draft).toBe('19m0p');
    actions.addTile(tile('1z'));
    expect(steps.map((s) => [s.hand, s.to.draft, s.how])).toEqual([
      ['9m', '', 'build'],
      ['9m1m', '', 'build'],
      ['9m1m', '19m0p', 'build'],
      ['19m0p1z', '', 'build'],
    ]);
  });

  test('a press on a field with a mistake joins the text as typed: a build step of the draft beside the last hand', () => {
    const { actions, steps, state } = sliceAt('?q=12m');
    actions.setDraft('12m5x');
    actions.addTile(tile('1z'));
    expect(state()).toMatchObject({ draft: '12m5x1z', hand: '12m' });
    expect(steps.map((s) => [s.hand, s.to.draft, s.how])).toEqual([
      ['12m', '12m5x', 'type'],
      ['12m', '12m5x1z', 'build'],
    ]);
  });

  test('a form switch is a push step of its own and keeps the field as typed, mistake and all', () => {
    const { actions, steps } = sliceAt('?q=1m');
    actions.setDraft('1m2x');
    actions.setForm('regular');
    expect(steps.map((s) => [s.hand, s.to.form, s.how, s.fields.draft])).toEqual([
      ['1m', 'standard', 'type', '1m2x'],
      ['1m', 'regular', 'push', '1m2x'],
    ]);
  });

  test('a new position clears the hovered tile', () => {
    const { actions, steps, state } = sliceAt('?q=123m456p789s1122z');
    actions.setHover(0);
    actions.draw(28);
    expect(steps[0]).toMatchObject({ hand: '123m456p789s1122z2z', how: 'push', fields: { hover: null } });
    expect(state().hover).toBeNull();
  });
});

describe('the table', () => {
  const KANCHAN = '46m123p456p789p11z';

  test('a Seen press is a build step with the hand and its field as they are', () => {
    const { actions, steps } = sliceAt(`?q=${KANCHAN}`);
    actions.setDraft(`${KANCHAN} `);
    actions.setEntry('seen');
    actions.addTile(tile('5m'));
    expect(steps).toEqual([
      {
        hand: KANCHAN,
        how: 'build',
        fields: { draft: `${KANCHAN} `, seenDraft: '5m', hover: null },
        to: { hand: KANCHAN, form: 'standard', table: { ...EMPTY_TABLE, seen: '5m' }, draft: '' },
      },
    ]);
  });

  test('the Seen field: a valid list is a keystroke step, a mistake stays in the field', () => {
    const { actions, steps, state } = sliceAt(`?q=${KANCHAN}`);
    actions.setSeenDraft('5m9');
    expect(steps).toEqual([]);
    expect(state().seenDraft).toBe('5m9');
    actions.setSeenDraft('5m9p');
    expect(steps.map((s) => [s.to.table.seen, s.how, s.fields.seenDraft])).toEqual([['5m9p', 'type', '5m9p']]);
  });

  test('a new seen list replaces the old one: the hand is checked against the new list alone', () => {
    // Four 1m in the hand and one seen: the URL's position is impossible until the seen list changes.
    const { actions, steps } = sliceAt('?q=1111m234p456p789p&seen=1m');
    actions.setSeenDraft('1m1m');
    expect(steps).toEqual([]);
    actions.setSeenDraft('2m');
    expect(steps.map((s) => [s.to.table.seen, s.how])).toEqual([['2m', 'type']]);
  });

  test('players and a new hand are push steps, north set aside a build step; four players set no north aside; a new hand keeps the players', () => {
    const { actions, steps } = sliceAt('?q=19m19p19s1234567z&seen=9p&dora=1z');
    actions.setPlayers(3);
    actions.setNuki(9);
    actions.setPlayers(4);
    actions.setPlayers(3);
    actions.newHand();
    expect(steps.map((s) => [s.hand, s.to.table.players, s.to.table.nuki, s.to.table.seen, s.how])).toEqual([
      ['19m19p19s1234567z', 3, 0, '9p', 'push'],
      ['19m19p19s1234567z', 3, 4, '9p', 'build'],
      ['19m19p19s1234567z', 4, 0, '9p', 'push'],
      ['19m19p19s1234567z', 3, 0, '9p', 'push'],
      ['', 3, 0, '', 'push'],
    ]);
  });
});

describe('positionAt: the fields for a position the location names', () => {
  test("the field shows the URL's hand and the Seen field its seen list; nothing picked or hovered", () => {
    expect(positionAt(addressOf('?p=19m&seen=1z'))).toEqual({
      hand: '19m',
      form: 'regular',
      draft: '19m',
      draftCut: null,
      table: { ...EMPTY_TABLE, seen: '1z' },
      seenDraft: '1z',
      riverDrafts: ['', '', '', ''],
      gameKan: null,
      picks: [],
      hover: null,
    });
  });

  test('a hand too long for the field keeps its start, never half a surrogate pair', () => {
    const long = `${'1m'.repeat(MAX_DRAFT / 2 - 1)}1😀${'2m'.repeat(10)}`;
    const fields = positionAt({ hand: long, form: 'standard', table: EMPTY_TABLE, draft: '' });
    expect(fields.draft).toBe(long.slice(0, MAX_DRAFT - 1));
    expect(fields.draftCut).toEqual({ length: long.length, draft: fields.draft });
  });
});
