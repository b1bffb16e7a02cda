/**
 * The table at a decision, read only: the dora indicators and the wall left, then the kyoku's moment as
 * the real game at the table draws it (table-seats.tsx), from the seat reviewed: its seat first, then the
 * others in the order of play, each by its player's name, with its wind, riichi and north tiles, its river
 * in order (a called tile dimmed, the riichi tile turned, a tsumogiri said) and its melds.
 *
 * The moment is the engine's (the log's moves so far as the table's moves): the page replays it as it
 * replays a game it follows, in microseconds, once per decision shown, and the replay counts the wall.
 */
import '../real-game/real-game.css';
import { useMemo } from 'react';
import { logSeatOf, replayGame, type KyokuSeat, type TableMoment, type Tile } from '../../engine/light.ts';
import { TableSeats } from '../real-game/table-seats.tsx';
import type { Messages } from '../shell/messages.ts';
import { ReviewTile } from './review-tile.tsx';
import type { ReviewMessages } from './review-messages.ts';

export interface ReviewTableProps {
  t: ReviewMessages;
  m: Messages;
  moment: TableMoment;
  /** The dora indicators showing. */
  indicators: readonly Tile[];
  /** The seat reviewed: drawn first. */
  seat: KyokuSeat;
  players: 3 | 4;
  name(seat: number): string;
}

/** The table of the moment. */
export function ReviewTable({ t, m, moment, indicators, seat, players, name }: ReviewTableProps) {
  const game = useMemo(() => replayGame([], moment.moves, { players, dealer: moment.dealer }), [moment, players]);
  const logName = (view: Parameters<typeof logSeatOf>[0]) => name(logSeatOf(view, seat, players));
  return (
    <section className="review-table" aria-label={t.table}>
      <div className="review-table-head">
        <span className="review-indicators" aria-label={t.indicators}>
          <span aria-hidden="true">{t.indicators}</span>
          {indicators.map((tile, i) => (
            <ReviewTile key={i} tile={tile} label={m.tileName(tile.kind, tile.red)} />
          ))}
        </span>
        {game.ok && <span className="review-wall">{t.wall(game.value.wall)}</span>}
      </div>
      {/* The engine's moment always replays (the review's tests replay every decision's); a fault draws no seats. */}
      {game.ok && (
        <TableSeats game={game.value} dealer={moment.dealer} seatName={logName} riverName={(view) => t.river(logName(view))} ownMelds />
      )}
    </section>
  );
}
