/**
 * The seats of a kyoku at the table, the one drawing of a game the page has: the real game followed at
 * the table (game-table-panel.tsx) and a reviewed decision's moment (review-table.tsx) both draw their
 * game here. One region per seat in the order of play from the seat at the bottom (yours, the right
 * player's, across, the left player's), each with its name, wind and the dealer, its river in order (a
 * called tile dimmed, the riichi tile turned, a tsumogiri said to screen readers), its melds with the
 * seat each came from, its riichi and its north tiles.
 *
 * With `play` the table is the game being followed: a seat's name makes it that seat's turn, its riichi,
 * kan and north are buttons, the seat the cursor waits for is marked "Next", your kans on your turn are
 * buttons, and the last discard a call can take opens the calls. Without it the table is read only: the
 * riichi and the north tiles are marks.
 */
import { formatMeld, seatsOf, tileCode, windOfSeat, type GameState, type Seat, type Tile } from '../../engine/light.ts';
import { useMessages } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useGameMessages } from './game-messages.ts';
import { useTableMessages } from './table-messages.ts';

/** What the game being followed adds to its seats: the cursor's mark, the seats' buttons, the last discard's calls. */
export interface TableSeatsPlay {
  /** A seat whose kan waits for its kind (the cursor's mark waits too). */
  kanSeat: Seat | null;
  /** Your kans on your turn. */
  kans: readonly Tile[];
  /** Your hand holds a north to set aside (three players, your turn). */
  yourNorth?: boolean;
  /** The last discard can be called: it is a button that opens the calls. */
  callable: boolean;
  callsOpen: boolean;
  /** The id of the calls' group the last discard's button controls. */
  callsId: string;
  onCallsOpen(open: boolean): void;
  onRiichi(seat: Seat): void;
  onKan(seat: Seat | null): void;
  onYourKan(tile: Tile): void;
  onNorth(seat: Seat): void;
  onCursor(seat: Seat): void;
}

export interface TableSeatsProps {
  game: GameState;
  /** The dealer's seat: each seat's wind follows from it. */
  dealer: Seat;
  /** A seat's name as shown (You, the right player, ... or a logged player's name). */
  seatName(seat: Seat): string;
  /** The name of a seat's region (its river). */
  riverName(seat: Seat): string;
  /** Draw your own melds too (a review's seat, whose hand row is not above the table). */
  ownMelds?: boolean;
  /** The game being followed; absent, the table is read only. */
  play?: TableSeatsPlay;
}

/** A meld's tiles, its red fives (`meld.red`) the first of its fives. */
function meldCodes(meld: GameState['seats'][number]['melds'][number]['meld']): string[] {
  let red = meld.red;
  return meld.tiles.map((kind) => {
    const isRed = red > 0 && kind < 27 && kind % 9 === 4;
    if (isRed) red--;
    return tileCode(kind, isRed);
  });
}

/** The seats. */
export function TableSeats({ game, dealer, seatName, riverName, ownMelds = false, play }: TableSeatsProps) {
  const g = useGameMessages();
  const m = useMessages();
  const t = useTableMessages();
  const last = game.last;
  const name = (tile: Tile) => m.tileName(tile.kind, tile.red);
  return (
    <div className="game-seats">
      {seatsOf(game.players).map((seat) => {
        const s = game.seats[seat];
        const seatWind = windOfSeat(seat, dealer, game.players);
        const next = play !== undefined && game.started && game.cursor.seat === seat && play.kanSeat === null;
        const riichi = s.riichi !== null;
        // The seat's name as shown: the button's accessible name starts with it.
        const shown = `${seatName(seat)} · ${g.wind[seatWind]}${seatWind === 'E' ? ` · ${g.dealer}` : ''}`;
        return (
          <section key={seat} className="game-seat" data-seat={seat} data-next={next ? '' : undefined} aria-label={riverName(seat)}>
            <div className="seat-head">
              {play ? (
                <button
                  type="button"
                  className="seat-name"
                  aria-label={g.moveHere(shown)}
                  aria-current={next ? 'step' : undefined}
                  onClick={() => play.onCursor(seat)}
                >
                  {shown}
                </button>
              ) : (
                <strong className="seat-name">{shown}</strong>
              )}
              {next && <span className="seat-next">{g.next}</span>}
              {play && seat !== 0 && (
                <button
                  type="button"
                  className="seat-riichi"
                  aria-pressed={riichi}
                  title={s.riichi === 'pending' ? g.riichiPending : undefined}
                  disabled={riichi}
                  onClick={() => play.onRiichi(seat)}
                >
                  {g.riichi}
                </button>
              )}
              {!play && riichi && <span className="seat-riichi-mark">{g.riichi}</span>}
              {play && seat !== 0 && (
                <button
                  type="button"
                  className="seat-kan"
                  aria-pressed={play.kanSeat === seat}
                  onClick={() => play.onKan(play.kanSeat === seat ? null : seat)}
                >
                  {g.kan}
                </button>
              )}
              {play && game.players === 3 && (seat !== 0 || play.yourNorth) && (
                <button type="button" className="seat-north" onClick={() => play.onNorth(seat)}>
                  {g.north}
                  {s.nuki > 0 ? ` ×${s.nuki}` : ''}
                </button>
              )}
              {!play && s.nuki > 0 && <span className="seat-north-mark">{`${g.north} ×${s.nuki}`}</span>}
              {play &&
                seat === 0 &&
                play.kans.map((tile) => (
                  <button key={tileCode(tile.kind)} type="button" className="seat-kan" onClick={() => play.onYourKan(tile)}>
                    {g.yourKan(tileCode(tile.kind))}
                  </button>
                ))}
            </div>
            {/* A tap on a river makes it that seat's turn, as its name does (the name is the keyboard's way). */}
            <ol
              className="seat-river"
              onClick={
                play
                  ? (event) => {
                      if (!(event.target as HTMLElement).closest('button')) play.onCursor(seat);
                    }
                  : undefined
              }
            >
              {s.river.map((tile, i) => {
                const callable = play !== undefined && play.callable && last !== null && last.seat === seat && last.index === i;
                const label = g.riverTile(name(tile), {
                  taken: tile.taken,
                  riichi: tile.riichi,
                  tsumogiri: tile.tsumogiri,
                  last: callable,
                });
                const classes = ['river-tile', tile.taken ? 'river-taken' : '', tile.riichi ? 'river-riichi' : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <li key={i} className={classes} data-tile={tileCode(tile.kind, tile.red)}>
                    {callable ? (
                      <button
                        type="button"
                        aria-label={label}
                        aria-expanded={play.callsOpen}
                        aria-controls={play.callsId}
                        onClick={() => play.onCallsOpen(!play.callsOpen)}
                      >
                        <TilePicture code={tileCode(tile.kind, tile.red)} />
                      </button>
                    ) : (
                      <span role="img" aria-label={label}>
                        <TilePicture code={tileCode(tile.kind, tile.red)} />
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
            {(seat !== 0 || ownMelds) && s.melds.length > 0 && (
              <ul className="seat-melds">
                {s.melds.map((meld, i) => (
                  // A list item stays one (a role on the <li> itself would take it out of the list): the span inside is named.
                  <li key={i} className="seat-meld" data-meld={meld.meld.kind}>
                    <span
                      role="img"
                      aria-label={g.meldFrom(
                        `${t.meldNames[meld.meld.kind]} ${formatMeld(meld.meld)}`,
                        meld.from === null ? null : seatName(meld.from),
                      )}
                    >
                      {meldCodes(meld.meld).map((code, j) => (
                        <TilePicture key={j} code={code} />
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
