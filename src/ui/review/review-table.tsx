/**
 * The table at a decision, read only: the dora indicators and the wall left, then each seat (the one
 * reviewed first, then in the order of play) with its name, wind, riichi and north tiles, its river in
 * order (the real game's river look: a called tile dimmed, the riichi tile turned) and its melds.
 */
import '../real-game/real-game.css';
import { formatMeld, tileCode, type TableView, type Wind } from '../../engine/light.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import type { Messages } from '../shell/messages.ts';
import { ReviewTile } from './review-tile.tsx';
import type { ReviewMessages } from './review-messages.ts';

export interface ReviewTableProps {
  t: ReviewMessages;
  m: Messages;
  table: TableView;
  /** The seat reviewed: drawn first. */
  seat: number;
  players: 3 | 4;
  name(seat: number): string;
}

const MELD_WORD = { chi: 'chi', pon: 'pon', kan: 'kan', ankan: 'kan' } as const;

/** The table of the moment. */
export function ReviewTable({ t, m, table, seat, players, name }: ReviewTableProps) {
  const seats = table.seats.map((s, i) => ({ ...s, i })).slice(0, players);
  const order = [...seats.slice(seat), ...seats.slice(0, seat)];
  const windWord = (w: Wind) => t.winds[w];
  return (
    <section className="review-table" aria-label={t.table}>
      <div className="review-table-head">
        <span className="review-indicators" aria-label={t.indicators}>
          <span aria-hidden="true">{t.indicators}</span>
          {table.indicators.map((tile, i) => (
            <ReviewTile key={i} tile={tile} label={m.tileName(tile.kind, tile.red)} />
          ))}
        </span>
        <span className="review-wall">{t.wall(table.wall)}</span>
      </div>
      <div className="game-seats">
        {order.map((s) => (
          <section key={s.i} className="game-seat review-seat-table" data-seat={s.i} aria-label={t.river(name(s.i))}>
            <div className="seat-head">
              <strong>{name(s.i)}</strong>
              <span>
                {windWord(s.wind)}
                {s.wind === 'E' ? ` · ${t.dealer}` : ''}
              </span>
              {s.riichi && <span className="review-riichi">{t.riichiMark}</span>}
              {s.north > 0 && <span>{`${m.tileName(30)} ×${s.north}`}</span>}
            </div>
            <ol className="seat-river">
              {s.river.map((r, j) => (
                <li
                  key={j}
                  className={['river-tile', r.taken ? 'river-taken' : '', r.riichi ? 'river-riichi' : ''].filter(Boolean).join(' ')}
                >
                  <ReviewTile tile={r.tile} label={t.riverTile(m.tileName(r.tile.kind, r.tile.red), r)} />
                </li>
              ))}
            </ol>
            {s.melds.length > 0 && (
              <ul className="seat-melds">
                {s.melds.map((meld, j) => (
                  // A list item stays one (a role on the <li> itself would take it out of the list): the span inside is named.
                  <li key={j} className="seat-meld">
                    <span role="img" aria-label={t.meldOf(t.callWords[MELD_WORD[meld.meld.kind]], formatMeld(meld.meld))}>
                      {meld.tiles.map((tile, k) => (
                        <TilePicture key={k} code={tileCode(tile.kind, tile.red)} />
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
