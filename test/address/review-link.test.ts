/**
 * The analysis page's address of a reviewed decision: read back as the analysis page reads an address
 * (readQuery, readTableQuery, readSituation, readOffer, then the engine's parseTable and parsePosition),
 * it is the position the seat faced (hand, melds, seen tiles, indicators, players, north tiles) with its
 * winds, riichi when the seat was in riichi, and for a call the offer.
 */
import { describe, expect, test } from 'vitest';
import { game, parsePosition, parseTable, tileCode } from '../../src/engine/index.ts';
import type { Decision } from '../../src/engine/index.ts';
import { selfPlay } from '../../src/engine/log/self-play.ts';
import { analysisSearchOf } from '../../src/address/review-link.ts';
import { readOffer } from '../../src/address/call-query.ts';
import { readQuery } from '../../src/address/location.ts';
import { readSituation } from '../../src/address/situation-query.ts';
import { readProbabilitySettings } from '../../src/address/probability-query.ts';
import { gameOf, readTableQuery, tableInputOf, type TableQuery } from '../../src/address/table-query.ts';
import type { TableInput } from '../../src/engine/index.ts';

/**
 * The table's input while its game's last discard is offered, written as text the way a player would
 * type it: the Seen field's tiles, then every tile the game shows less that discard (the page joins them
 * as values; this reads them as text, the reference).
 */
function offerInputOf(query: TableQuery): TableInput {
  const input = tableInputOf(query, false);
  const followed = gameOf(query);
  if (!followed.ok) throw new Error(JSON.stringify(followed.error));
  const shown = game.gameTilesLessOffer(followed.value).map((t) => tileCode(t.kind, t.red));
  return { ...input, seen: query.seen + shown.join('') };
}

function decisions(players: 3 | 4, seed: number): Decision[] {
  const log = selfPlay(seed, { players, length: 'east', red: true, calls: 0.6 });
  const found = game.reviewGame(log, {});
  if (!found.ok) throw new Error(JSON.stringify(found.error));
  return found.value;
}

function readBack(search: string) {
  const { hand, form } = readQuery(search);
  const query = readTableQuery(search);
  const offer = readOffer(search);
  // A call's table counts the offered tile (the game's last discard) out of the seen tiles, as the call table asks.
  const table = parseTable(offer ? offerInputOf(query) : tableInputOf(query));
  if (!table.ok) throw new Error(JSON.stringify(table.error));
  const position = parsePosition(hand, table.value);
  if (!position.ok) throw new Error(`${search}: ${JSON.stringify(position.error)}`);
  const situation = readSituation(search);
  // The seat wind places the dealer, as at the table.
  expect(query.dealer).toBe(game.dealerSeat(situation.seat, query.players));
  const followed = gameOf(query);
  if (!followed.ok) throw new Error(`${search}: ${JSON.stringify(followed.error)}`);
  return { form, position: position.value, situation, offer, game: followed.value };
}

describe('analysisSearchOf(decision)', () => {
  test.each([
    [4, 3],
    [3, 5],
  ] as const)('every decision of a seeded game with %i players reads back as its position', (players, seed) => {
    const all = decisions(players, seed);
    let turnsSet = 0;
    expect(all.some((d) => d.kind === 'call')).toBe(true);
    expect(all.some((d) => d.position.hand.melds.length > 0)).toBe(true);
    for (const d of all) {
      const back = readBack(analysisSearchOf(d));
      const { hand, table } = d.position;
      expect(back.form).toBe('standard');
      expect([...back.position.hand.tiles]).toEqual([...hand.tiles]);
      expect([...back.position.hand.red]).toEqual([...hand.red]);
      expect(back.position.hand.melds).toEqual(hand.melds);
      expect([...back.position.table.seen]).toEqual([...table.seen]);
      expect([...back.position.table.seenRed]).toEqual([...table.seenRed]);
      expect(back.position.table.indicators).toEqual(table.indicators);
      expect(back.position.table.indicatorsRed).toEqual(table.indicatorsRed);
      expect(back.position.table.players).toBe(players);
      expect(back.position.table.nuki).toBe(table.nuki);
      expect(back.situation.round).toBe(d.round);
      expect(back.situation.seat).toBe(d.seatWind);
      expect(back.situation.riichi).toBe(d.kind === 'discard' && d.riichi ? 'riichi' : 'none');
      expect(back.offer).toEqual(d.kind === 'call' ? { tile: tileCode(d.offered.kind, d.offered.red), from: d.from } : null);
      // The probabilities' turn is the review's: the table's own, or set by hand where they differ (a call's one before).
      const settings = readProbabilitySettings(analysisSearchOf(d));
      const shown = settings.turnSet ? settings.turn : game.tableTurn(back.game);
      expect(d.kind === 'discard' ? shown : Math.min(17, Math.max(1, shown - 1))).toBe(
        d.kind === 'discard' ? Math.min(d.turn, 18) : Math.min(Math.max(d.turn, 1), 17),
      );
      // The store asks a call's figures at callTurn of the page's turn, the review at callTurn of the next discard's: one turn.
      if (d.kind === 'call') expect(game.callTurn(shown)).toBe(game.callTurn(d.turn + 1));
      if (settings.turnSet) turnsSet++;
      // The moment is followed at the table: the riichi seats as the log has them, and a call's offer the game's last discard.
      const riichi = game.seatsOf(players).filter((s) => back.game.seats[s]!.riichi !== null);
      expect(riichi.length).toBe(d.moment.moves.filter((m) => m.move === 'riichi').length);
      if (d.kind === 'call') {
        const last = back.game.last!;
        expect(last).not.toBeNull();
        expect(back.game.seats[last.seat]!.river[last.index]).toMatchObject({ kind: d.offered.kind, red: d.offered.red });
      }
    }
    // With three players a north tile's replacement draw is a tile taken without a discard: turns set by hand.
    if (players === 3) expect(turnsSet).toBeGreaterThan(0);
  });
});
