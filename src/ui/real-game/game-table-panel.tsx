/**
 * The game at the table (docs/rules.md#the-game-at-the-table): its seats as every kyoku at a table is
 * drawn (table-seats.tsx: one region per seat in the order of play from you, its river, melds, riichi,
 * wind and the dealer), with the game's controls. A line says what the next palette press does; the seat
 * the cursor waits for is marked "Next", and pressing a seat's name makes it that seat's turn (a
 * position entered mid-hand, a move the page was not told of). The last discard is a button: it
 * offers the calls the game allows, one press each; on your turn your kans are buttons, and their
 * comparison with not declaring stands above the seats. Undo takes the last move back. The rivers can be
 * pasted (mpsz, melds in brackets), for a position entered in the middle of a hand. Once the game has
 * started, "Back to the palette" returns from the rivers to the hand and the palette (a phone's strip
 * of rivers under the palette came here: palette-panel.tsx).
 */
import './real-game.css';
import { useId, useState, type ReactNode } from 'react';
import { seatsOf, tileCode, type GameState, type Seat, type Tile, type Wind } from '../../engine/light.ts';
import type { PaletteTarget } from '../../store/selectors/index.ts';
import { WindSelects } from '../analysis/wind-selects.tsx';
import type { CallOption } from './game-calls.ts';
import { gameHint, useGameMessages, type TableError } from './game-messages.ts';
import { TableSeats } from './table-seats.tsx';

export interface GameTablePanelProps {
  /** The game's state (an empty one before anything is on the table). */
  game: GameState;
  /** The game's log or a pasted river has a mistake: the panel says it. */
  error: TableError | null;
  /** Where the next palette press goes. */
  target: PaletteTarget;
  /** Your seat wind. */
  wind: Wind;
  /** The round wind. */
  round: Wind;
  /** The round or your seat wind chosen (the situation's, shared with the score and the probabilities). */
  onWinds(patch: Partial<{ round: Wind; seat: Wind }>): void;
  /** The turn read from the table, or null before anything is on it. */
  turn: number | null;
  /** The calls the last discard allows. */
  calls: readonly CallOption[];
  /** Another seat's last discard is open as an offer to you: its call table is shown (the address keeps it). */
  offerOpen?: boolean;
  /** Open (or close) the offer of another seat's last discard. */
  onOffer?(open: boolean): void;
  /** The call table of the offer open (a connected part: call-table-view.tsx). */
  callTable?: ReactNode;
  /** Your kans on your turn. */
  kans: readonly Tile[];
  /** Kan or not: the comparison of your kans with not declaring (a connected part: kan-table-view.tsx), above the seats. */
  kanTable?: ReactNode;
  /** Your hand holds a north to set aside (three players, your turn). */
  yourNorth?: boolean;
  /** A seat whose kan waits for its kind. */
  kanSeat: Seat | null;
  /** Each river field as typed. */
  riverDrafts: readonly string[];
  canUndo: boolean;
  onCall(option: CallOption): void;
  onRiichi(seat: Seat): void;
  onKan(seat: Seat | null): void;
  onYourKan(tile: Tile): void;
  onNorth(seat: Seat): void;
  onCursor(seat: Seat): void;
  onUndo(): void;
  onRiver(seat: Seat, text: string): void;
}

/** The panel's id: the strip of rivers under the palette scrolls to it. */
export const GAME_TABLE_ID = 'game-table';

/** A scroll that jumps where the player asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Back from the rivers: the hand at the top of the screen, the palette and the strip of rivers under it, and the focus on the strip, the way here. */
function toPalette() {
  document.querySelector('.hand-row')?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  document.querySelector<HTMLElement>('.river-strip')?.focus({ preventScroll: true });
}

/** The panel. */
export function GameTablePanel(props: GameTablePanelProps) {
  const { game, error, target, wind, turn, calls, kans, kanSeat, riverDrafts } = props;
  const g = useGameMessages();
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const last = game.last;
  // The game's dealer (your seat wind places it): each seat's wind follows from it.
  const { dealer } = game;
  // Your own discard: the others' calls, open here. Another seat's: an offer to you, open in the address.
  const offered = last !== null && last.seat !== 0 && props.onOffer !== undefined;
  const callsOpen = offered ? !!props.offerOpen : ownOpen;
  const setCallsOpen = (open: boolean) => (offered ? props.onOffer!(open) : setOwnOpen(open));
  const lastTile = last ? game.seats[last.seat].river[last.index] : null;

  const hint = gameHint(g, game.started, target, game.cursor.seat);

  return (
    <section className="game-table" id={GAME_TABLE_ID} aria-label={g.game}>
      <div className="game-bar">
        {game.started && (
          <button type="button" className="game-to-palette" onClick={toPalette}>
            <span aria-hidden="true">↑</span> {g.toPalette}
          </button>
        )}
        {/* Said aloud by the line above the palette (entry-modes-panel.tsx), which says the same. */}
        <p className="game-hint">{hint}</p>
        {turn !== null && <span className="game-turn">{g.turn(turn)}</span>}
        {game.started && <span className="game-wall">{g.wall(game.wall)}</span>}
        <button type="button" className="game-undo" disabled={!props.canUndo} onClick={props.onUndo}>
          {g.undo}
        </button>
      </div>
      <div className="game-winds">
        <WindSelects
          round={props.round}
          seat={wind}
          threePlayers={game.players === 3}
          className="game-wind"
          onChange={props.onWinds}
          labels={g.windLabels}
        />
      </div>
      {error && (
        <p className="field-error game-error" role="alert">
          {g.error(error, g.river)}
        </p>
      )}
      {kans.length > 0 && props.kanTable}
      <TableSeats
        game={game}
        dealer={dealer}
        seatName={(seat) => g.seat[seat]}
        riverName={(seat) => g.river[seat]}
        play={{
          kanSeat,
          kans,
          yourNorth: props.yourNorth,
          callable: calls.length > 0,
          callsOpen,
          callsId: `${id}-calls`,
          onCallsOpen: setCallsOpen,
          onRiichi: props.onRiichi,
          onKan: props.onKan,
          onYourKan: props.onYourKan,
          onNorth: props.onNorth,
          onCursor: props.onCursor,
        }}
      />
      {callsOpen && lastTile && calls.length > 0 && (
        <div className="game-calls" id={`${id}-calls`} role="group" aria-label={g.calls(tileCode(lastTile.kind, lastTile.red))}>
          {offered && props.callTable}
          {calls.map((option, i) => (
            <button
              key={i}
              type="button"
              onClick={() => {
                setCallsOpen(false);
                props.onCall(option);
              }}
            >
              {g.call(g.seat[option.seat], option.call, [...option.tiles, lastTile].map((x) => tileCode(x.kind, x.red)).join(''))}
            </button>
          ))}
          <button type="button" onClick={() => setCallsOpen(false)}>
            {g.closeCalls}
          </button>
        </div>
      )}
      <details className="game-paste">
        <summary>{g.pasteRivers}</summary>
        {seatsOf(game.players).map((seat) => (
          <div key={seat} className="game-paste-field">
            <label htmlFor={`${id}-river${seat}`}>{g.pasteLabel(g.river[seat])}</label>
            <input
              id={`${id}-river${seat}`}
              type="text"
              value={riverDrafts[seat] ?? ''}
              placeholder={g.pastePlaceholder}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={error?.code === 'invalid-river' && error.seat === seat ? true : undefined}
              onChange={(event) => props.onRiver(seat, event.target.value)}
            />
          </div>
        ))}
      </details>
    </section>
  );
}
