/**
 * A moment of a logged kyoku as the game at the table holds it (game/game.ts): the log's moves up to that
 * moment written as the table's moves, seen from one seat. The review gives each decision its moment, the
 * page draws it with the table it draws a real game with, and "Open in analysis" puts it in the address,
 * so the analysis page follows that kyoku at the table (rivers with riichi and tsumogiri, melds from their
 * seats, north tiles) and shows its safety and every figure of the table.
 *
 * The table numbers its seats from the player (0 you, 1 right, 2 across, 3 left; three players use 0, 1
 * and 3), the log from its first dealer in the order of play: `viewOf` turns one into the other. The table
 * records what a player at it sees, so the other seats' draws are not moves; the dora indicators showing
 * are the position's (the Dora field), so a kan is followed by a cursor move instead of its indicator.
 *
 * Algorithm: one pass over the moves with the table's cursor followed alongside (whose discard the
 * table waits for), a cursor move written only where the table's own order of play would go wrong (a
 * seat's discard after a call, after a kan). Linear in the moves; the review builds one per seat reviewed
 * as it replays the kyoku and hands each decision a copy of the moves so far.
 */
import type { TableTap } from '../game/game.ts';
import { nextSeat } from '../game/game.ts';
import { seatsOf, type Seat } from '../core/seats.ts';
import { isRedFive } from '../core/tile-set.ts';
import type { KyokuMove, KyokuSeat } from './game-log.ts';

/** A decision's moment at the table, from the seat reviewed. */
export interface TableMoment {
  /** The dealer, seen from the seat. */
  dealer: Seat;
  /** The kyoku's moves so far as the table writes them (game-notation.ts); replayed, they give the wall left too. */
  moves: TableTap[];
}

/** The seat `seat` of the log as the table at `from`'s place numbers it (0 is `from` itself). */
export function viewOf(seat: KyokuSeat, from: KyokuSeat, players: 3 | 4): Seat {
  return seatsOf(players)[(seat - from + players) % players]!;
}

/** The log's seat of the table's seat `view`, the table at `from`'s place. */
export function logSeatOf(view: Seat, from: KyokuSeat, players: 3 | 4): KyokuSeat {
  return ((seatsOf(players).indexOf(view) + from) % players) as KyokuSeat;
}

/** Follows a kyoku's moves from one seat and writes them as the table's moves. */
export interface MomentWriter {
  /** The log's next move. */
  push(move: KyokuMove): void;
  /** The table's moves so far (a copy). */
  moves(): TableTap[];
}

/** A writer of the table's moves for the log's seat `seat`, in a kyoku of `players` whose first discard is the dealer's. */
export function momentWriter(seat: KyokuSeat, dealer: KyokuSeat, players: 3 | 4): MomentWriter {
  const moves: TableTap[] = [];
  const view = (s: KyokuSeat) => viewOf(s, seat, players);
  // The table's cursor: the dealer's discard first; after a kan it waits for an indicator, which the
  // writer never taps (the indicators are the position's), so a kan is always followed by a cursor move.
  let cursor: Seat = view(dealer);
  const cursorTo = (s: Seat) => {
    if (cursor !== s) moves.push({ move: 'cursor', seat: s });
    cursor = s;
  };
  return {
    push(move) {
      switch (move.move) {
        case 'draw':
          // The table records your draws only (another seat's draw is not seen); a draw ends an offer.
          if (move.seat !== seat) return;
          cursorTo(0);
          moves.push({ move: 'tile', tile: move.tile });
          return;
        case 'discard': {
          const s = view(move.seat);
          cursorTo(s);
          if (move.riichi) moves.push({ move: 'riichi', seat: s });
          const tsumogiri = move.tsumogiri ? { tsumogiri: true as const } : {};
          moves.push(s === 0 ? { move: 'discard', tile: move.tile, ...tsumogiri } : { move: 'tile', tile: move.tile, ...tsumogiri });
          cursor = nextSeat(s, players);
          return;
        }
        case 'call': {
          const s = view(move.seat);
          moves.push({ move: 'call', seat: s, call: move.call, tiles: [...move.tiles] });
          cursor = s;
          if (move.call === 'kan') moves.push({ move: 'cursor', seat: s });
          return;
        }
        case 'closed-kan':
        case 'added-kan': {
          const s = view(move.seat);
          // A closed kan's red five is the table's one tile: the kan of that kind with it.
          const tile = move.move === 'added-kan' ? move.tile : (move.tiles.find(isRedFive) ?? move.tiles[0]!);
          moves.push({ move: 'self-kan', seat: s, tile: { kind: tile.kind, red: isRedFive(tile) } });
          moves.push({ move: 'cursor', seat: s });
          cursor = s;
          return;
        }
        case 'north': {
          const s = view(move.seat);
          moves.push({ move: 'nuki', seat: s });
          cursor = s;
          return;
        }
        case 'dora':
          return;
      }
    },
    moves: () => [...moves],
  };
}
