/**
 * No tile counted twice or lost: random sequences of the moves a player makes at the table (palette
 * taps where the cursor waits, your discards, calls offered from the last discard, riichi, a seat's
 * kan, the cursor moved by hand, Undo), through the store, with four and three players. This test keeps
 * its own record of every tile shown (each tap adds the tile tapped; a call moves a river tile into a
 * meld and adds the tiles the caller shows; Undo restores the record before the move) and checks after
 * every move that each kind's copies left on the palette are the set's copies less that record, and
 * that the set's size is what nobody has shown plus everything shown (136, or 108 with three players).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createAppStore } from '../../src/store/app-store.ts';
import { canPick } from '../../src/store/entry-mode.ts';
import { callOptions } from '../../src/ui/real-game/game-calls.ts';
import { handCounts, seatsOf, tileSet, type Seat, type Tile } from '../../src/engine/light.ts';
import { fakeClient, memoryLocation, memoryStorage } from '../support/fakes.ts';

const START = { 4: '123m456p789s1122z7z', 3: '19m19p19s1234567z1m' } as const;

function counts(tiles: readonly Tile[]): number[] {
  const n = new Array<number>(34).fill(0);
  for (const t of tiles) n[t.kind]++;
  return n;
}

describe('the game at the table keeps every tile once', () => {
  test.each([4, 3] as const)('%i players: random moves, the palette counts equal the set less a record kept here', (players) => {
    // How many moves of each kind the runs made: the property must have met calls, kans, riichi and Undo.
    const made = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(99), fc.nat(999)), { minLength: 10, maxLength: 40 }), (steps) => {
        const location = memoryLocation(`?q=${START[players]}${players === 3 ? '&players=3' : ''}`);
        const store = createAppStore(fakeClient(), { location, storage: memoryStorage(), languages: ['en'], random: () => 0 });
        const { actions, select } = { actions: store.getState().actions, select: store.select };
        const state = () => store.getState();
        // The record: every tile shown (hand, rivers, melds, indicators), and its state before each move.
        let shown: Tile[] = select.workingHand(state()).hand.order.map((kind) => ({ kind, red: false }));
        const history: Tile[][] = [];
        const moved = (before: string, next: Tile[]) => {
          if (state().table.moves !== before) {
            const token = state().table.moves.slice(before.length)[0];
            made.set(token, (made.get(token) ?? 0) + 1);
            history.push(shown);
            shown = next;
          }
        };
        for (const [choice, pick] of steps) {
          const before = state().table.moves;
          const target = select.paletteTarget(state());
          const game = select.gameState(state());
          const hand = select.workingHand(state()).hand;
          if (choice < 8 && history.length > 0) {
            actions.undoMove();
            if (state().table.moves !== before) {
              shown = history.pop()!;
              made.set('undo', (made.get('undo') ?? 0) + 1);
            }
          } else if (choice < 14 && game?.started) {
            const seats = seatsOf(players);
            actions.moveCursor(seats[pick % seats.length] as Seat);
            moved(before, shown);
          } else if (choice < 20 && game?.last) {
            const options = callOptions(game, hand, select.availability(state()));
            if (options.length) {
              const o = options[pick % options.length];
              actions.callDiscard(o.seat, o.call, o.tiles);
              // The called tile stays shown (now in the meld); the caller's tiles are new unless they came from your hand.
              moved(before, o.seat === 0 ? shown : [...shown, ...o.tiles]);
            }
          } else if (choice < 24 && game?.started) {
            const others = seatsOf(players).filter((s) => s !== 0);
            actions.declareRiichi(others[pick % others.length] as Seat);
            moved(before, shown);
          } else if (choice < 27 && game?.started && target.to !== 'kan') {
            const others = seatsOf(players).filter((s) => s !== 0);
            actions.startKan(others[pick % others.length] as Seat);
          } else if (target.to === 'hand' && hand.order.length % 3 === 2) {
            // Your discard: the tile stays shown, in your river.
            const tile = { kind: hand.order[pick % hand.order.length], red: false };
            actions.discardToRiver(tile);
            moved(before, shown);
          } else if (target.to !== 'hand') {
            const context = select.pickContext(state());
            const choices = tileSet(players).filter((t) => canPick(context, t));
            if (choices.length) {
              const tile = choices[pick % choices.length];
              actions.addTile(tile);
              // A seat's closed kan shows four copies; an added kan the one tile; anything else the tile tapped.
              const closed =
                target.to === 'kan' && !game!.seats[target.seat].melds.some((m) => m.meld.kind === 'pon' && m.meld.tiles[0] === tile.kind);
              moved(before, [...shown, ...(closed ? [tile, tile, tile, tile] : [tile])]);
            }
          }
          // The check: each kind's copies left = 4 - the record; the set = left + shown.
          const left = select.availability(state()).left;
          const record = counts(shown);
          const setCounts = counts(tileSet(players));
          for (let k = 0; k < 34; k++) expect(left[k], `kind ${k} after ${state().table.moves}`).toBe(setCounts[k] - record[k]);
          const total = [...left].reduce((a, b) => a + b, 0) + shown.length;
          expect(total).toBe(players === 4 ? 136 : 108);
          // And the table's own reading agrees: hand + table = the record.
          const table = select.table(state());
          expect(table.ok).toBe(true);
          const visible = [...handCounts(select.workingHand(state()).hand)];
          if (table.ok) {
            for (const k of table.value.indicators) visible[k]++;
            for (let k = 0; k < 34; k++) visible[k] += table.value.seen[k];
            visible[30] += table.value.nuki;
          }
          expect(visible).toEqual(record);
        }
      }),
      { numRuns: 60, seed: players * 7919 },
    );
    // d your discard, a tile's digit the cursor's tap, p/k/c a call (no chi with three players), a a seat's kan, r a riichi, g the cursor.
    const calls = (made.get('p') ?? 0) + (made.get('k') ?? 0) + (made.get('c') ?? 0);
    for (const kind of ['d', 'a', 'r', 'g', 'undo']) expect(made.get(kind) ?? 0, kind).toBeGreaterThan(5);
    expect(calls).toBeGreaterThan(5);
    const taps = [...made].filter(([k]) => /\d/.test(k)).reduce((n, [, v]) => n + v, 0);
    expect(taps).toBeGreaterThan(100);
  });
});
