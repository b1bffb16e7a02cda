/**
 * A table read with the hand kept (a changed Seen field checked against it) joins the game's tiles as
 * values; the reference reads the same table as the text a player would type, every tile the game shows
 * written after the Seen field's (tableInputOf). Both must agree on every table: the same tiles seen when
 * it fits, the same first mistake (field, tile, place) when it does not, where a mistake of the fields
 * alone (Seen, Dora, north, with the hand) comes first: it is one whatever the game shows. The tiles come from a few kinds,
 * red fives and the north among them, so fifth copies and second red fives between the hand, the fields
 * and the game are common.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parsePosition, parseTable } from '../../src/engine/index.ts';
import { createReadings } from '../../src/store/selectors/readings.ts';
import { dealerOf, gameOf, NO_RIVERS, tableInputOf, type TableQuery } from '../../src/address/table-query.ts';

const FOUR = ['1m', '5m', '0m', '9m', '5p', '0p', '1z', '4z', '7z'];
const THREE = ['1m', '9m', '5p', '0p', '1s', '4z', '7z'];

const tiles = (set: readonly string[], max: number) => fc.array(fc.constantFrom(...set), { maxLength: max }).map((t) => t.join(''));

const cases = fc.constantFrom<3 | 4>(3, 4).chain((players) => {
  const set = players === 4 ? FOUR : THREE;
  const seats = players === 4 ? [0, 1, 2, 3] : [0, 1, 3];
  return fc.record({
    players: fc.constant(players),
    hand: tiles(set, 13),
    seen: tiles(set, 5),
    dora: tiles(set, 2),
    nuki: players === 3 ? fc.integer({ min: 0, max: 2 }) : fc.constant(0),
    // Rivers of one length (every seat has discarded as often: the dealer, you, is next), or a move or two after.
    length: fc.integer({ min: 1, max: 4 }),
    rivers: fc.array(tiles(set, 4), { minLength: 4, maxLength: 4 }),
    seats: fc.constant(seats),
  });
});

describe('tableWithHand: the game joined as values, as the text reads it', () => {
  test('the same table or the same first mistake as the text, over seeded tables with games', () => {
    let games = 0;
    let fits = 0;
    let faults = 0;
    fc.assert(
      fc.property(cases, (c) => {
        const rivers = [...NO_RIVERS];
        for (const s of c.seats) rivers[s] = c.rivers[s]!.slice(0, 2 * c.length) || '1z';
        const query: TableQuery = {
          seen: c.seen,
          dora: c.dora,
          players: c.players,
          nuki: c.nuki,
          rivers,
          moves: '',
          dealer: dealerOf('E', c.players),
        };
        // A hand of its own (four copies at most, one red five of a suit), read against an empty table.
        const empty = parseTable({ players: c.players });
        if (!empty.ok) throw new Error(JSON.stringify(empty.error));
        const hand = parsePosition(c.hand, empty.value, { partial: true });
        if (!hand.ok) return;
        if (gameOf(query).ok) games++;
        const read = createReadings().tableWithHand(query, hand.value.hand);
        const fields = parseTable(tableInputOf(query, false), hand.value.hand);
        const reference = fields.ok ? parseTable(tableInputOf(query), hand.value.hand) : fields;
        expect(read.ok).toBe(reference.ok);
        if (read.ok && reference.ok) {
          fits++;
          expect([...read.value.seen]).toEqual([...reference.value.seen]);
          expect([...read.value.seenRed]).toEqual([...reference.value.seenRed]);
          expect(read.value.indicators).toEqual(reference.value.indicators);
          expect(read.value.nuki).toBe(reference.value.nuki);
        } else if (!read.ok && !reference.ok) {
          faults++;
          expect(read.error).toEqual(reference.error);
        }
      }),
      { seed: 34, numRuns: 600 },
    );
    // The cases reach both outcomes, most of them with a game that replays.
    expect(games).toBeGreaterThan(300);
    expect(fits).toBeGreaterThan(50);
    expect(faults).toBeGreaterThan(50);
  });
});
