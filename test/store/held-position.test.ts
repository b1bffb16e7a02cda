/**
 * The store holds the position shown (state.position): an edit gives it as it made it (no text read), a
 * location's address is read once. Whatever the player does, it must be the position the address reads as
 * text, read afresh by readers that share nothing with the store's (a new set of readings): the same hand
 * field for field (order, red fives, melds), the same table, or none when the address has no hand or a
 * mistake. And an edit makes its hand the address's exactly when its text reads as a hand: a hand being
 * built (3n tiles), or 2m-8m after a switch to three players, stays the draft beside the last hand.
 * Seeded runs of presses of every kind: the palette in each mode, the hand bar, Tenhou's rows, random
 * deals, melds, seen tiles, indicators, the player count, the game at the table (its taps, your discards,
 * Undo, rivers pasted), typing, Back and Forward.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Tile } from '../../src/engine/types.ts';
import { createReadings } from '../../src/store/selectors/readings.ts';
import type { AppStore } from '../../src/store/app-store.ts';
import { testStore } from '../support/fakes.ts';

type Step = { name: string; edit: boolean; run: (store: AppStore, back: () => void, forward: () => void) => void };

const tile = fc
  .record({ kind: fc.nat(33), red: fc.boolean() })
  .map((t): Tile => ({ kind: t.kind, red: t.red && t.kind < 27 && t.kind % 9 === 4 }));

const steps: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: tile.map((t) => ({
      name: `add ${t.kind}${t.red ? 'r' : ''}`,
      edit: true,
      run: (s: AppStore) => s.getState().actions.addTile(t),
    })),
  },
  {
    weight: 2,
    arbitrary: tile.map((t) => ({ name: `remove ${t.kind}`, edit: true, run: (s: AppStore) => s.getState().actions.removeTile(t) })),
  },
  { weight: 1, arbitrary: fc.constant({ name: 'backspace', edit: true, run: (s: AppStore) => s.getState().actions.removeLast() }) },
  { weight: 1, arbitrary: fc.constant({ name: 'random hand', edit: true, run: (s: AppStore) => s.getState().actions.randomHand() }) },
  { weight: 1, arbitrary: fc.constant({ name: 'random flush', edit: true, run: (s: AppStore) => s.getState().actions.randomFlush() }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(33), fc.nat(33))
      .map(([k, d]) => ({ name: `discard ${k} draw ${d}`, edit: true, run: (s: AppStore) => s.getState().actions.discard(k, d) })),
  },
  { weight: 1, arbitrary: fc.nat(33).map((k) => ({ name: `draw ${k}`, edit: true, run: (s: AppStore) => s.getState().actions.draw(k) })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('hand', 'seen', 'dora', 'pon', 'chi', 'kan', 'ankan')
      .map((entry) => ({ name: `mode ${entry}`, edit: false, run: (s: AppStore) => s.getState().actions.setEntry(entry as never) })),
  },
  {
    weight: 1,
    arbitrary: fc.nat(2).map((i) => ({ name: `unmeld ${i}`, edit: true, run: (s: AppStore) => s.getState().actions.removeMeld(i) })),
  },
  {
    weight: 1,
    arbitrary: tile.map((t) => ({ name: `unsee ${t.kind}`, edit: false, run: (s: AppStore) => s.getState().actions.removeSeen(t) })),
  },
  {
    weight: 1,
    arbitrary: fc.nat(2).map((i) => ({ name: `undora ${i}`, edit: false, run: (s: AppStore) => s.getState().actions.removeIndicator(i) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<3 | 4>(3, 4)
      .map((n) => ({ name: `players ${n}`, edit: false, run: (s: AppStore) => s.getState().actions.setPlayers(n) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('123m456p789s1122z', '1m1m', '19m19p19s1234567z1m', '５６７ｍ', '0m55m', '123m(555p)11z2z3z')
      .map((text) => ({ name: `type ${text}`, edit: false, run: (s: AppStore) => s.getState().actions.setDraft(text) })),
  },
  // The game at the table: the palette plays a tile where the cursor waits, your discards, Undo, a river pasted, the cursor moved.
  {
    weight: 4,
    arbitrary: tile.map((t) => ({ name: `play ${t.kind}`, edit: true, run: (s: AppStore) => s.getState().actions.playTile(t) })),
  },
  {
    weight: 2,
    arbitrary: tile.map((t) => ({
      name: `discard to river ${t.kind}`,
      edit: true,
      run: (s: AppStore) => s.getState().actions.discardToRiver(t),
    })),
  },
  { weight: 1, arbitrary: fc.constant({ name: 'undo', edit: true, run: (s: AppStore) => s.getState().actions.undoMove() }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3), fc.constantFrom('1z2z', '9m9p9s', '1m(123m)', '5z5z5z5z5z', ''))
      .map(([seat, text]) => ({
        name: `river ${seat} ${text}`,
        edit: true,
        run: (s: AppStore) => s.getState().actions.setRiver(seat, text),
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3)
      .map((seat) => ({ name: `cursor ${seat}`, edit: false, run: (s: AppStore) => s.getState().actions.moveCursor(seat) })),
  },
  { weight: 1, arbitrary: fc.constant({ name: 'back', edit: false, run: (_s: AppStore, back: () => void) => back() }) },
  {
    weight: 1,
    arbitrary: fc.constant({ name: 'forward', edit: false, run: (_s: AppStore, _b: () => void, forward: () => void) => forward() }),
  },
);

describe('the position the store holds', () => {
  test('a press back to the hand shown keeps the same object: every question about it is asked of one position', () => {
    const { store } = testStore('?q=123m456p789s1122z');
    const { actions } = store.getState();
    const first = store.getState().position;
    expect(first).not.toBeNull();
    actions.removeLast(); // 12 tiles: the draft, beside the same hand
    expect(store.getState().hand).toBe('123m456p789s1122z');
    actions.addTile({ kind: 28, red: false }); // 2z again: the hand shown, from the draft alone
    expect(store.getState().draft).toBe('123m456p789s1122z');
    expect(store.getState().position).toBe(first);
  });

  test('is the position its address reads as, read afresh, after any run of presses; an edit makes its hand the address only when it reads', () => {
    let edits = 0;
    let held = 0;
    let building = 0;
    let games = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(
          '',
          '?q=123m456p789s1122z',
          '?q=1m&seen=9s&dora=1z',
          '?q=19m19p19s1234567z&players=3',
          // 2m-8m with three players: a hand the page shows and edits, but not one it analyses.
          '?q=123m456p789s11z&players=3',
          // A table with a mistake (a fifth copy seen): hands are read against an empty one, and none is analysed.
          '?q=123m456p789s11z&seen=5z5z5z5z5z',
        ),
        fc.array(steps, { maxLength: 25 }),
        (start, run) => {
          const { store, location } = testStore(start);
          for (const step of run) {
            const before = store.getState().hand;
            step.run(
              store,
              () => location.back(),
              () => location.forward(),
            );
            const state = store.getState();
            const fresh = createReadings();
            const expected = fresh.analysedPosition(state.hand, state.table);
            if (expected === null) expect(state.position, step.name).toBeNull();
            else {
              held++;
              if (state.table.moves !== '' && step.edit) games++;
              expect(state.position?.hand, step.name).toStrictEqual(expected.hand);
              expect(state.position?.table, step.name).toEqual(expected.table);
            }
            if (step.edit && state.draft !== before) {
              edits++;
              const reads = fresh.isValidHand(state.draft, state.table);
              if (!reads) building++;
              expect(state.hand, `${step.name}: ${state.draft}`).toBe(reads ? state.draft : before);
            }
          }
        },
      ),
      { seed: 34, numRuns: 150 },
    );
    // The runs reach held positions, edits that become the address, hands being built and games followed.
    expect(held).toBeGreaterThan(400);
    expect(edits).toBeGreaterThan(200);
    expect(building).toBeGreaterThan(30);
    expect(games).toBeGreaterThan(20);
  });
});
