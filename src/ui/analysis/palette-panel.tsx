/**
 * The 37 tiles to build a position from: one row per suit, the red five last in its row. What a
 * press does follows the entry mode (hand, meld, seen, dora indicator); a tile the mode cannot use
 * is disabled, each tile shows how many copies nobody has shown, and a three-player game hides
 * 2m-8m (its set has none). While the text field holds a mistake, a press adds the tile to the
 * text as typed (the store's rule), so every tile is offered.
 *
 * Each suit is one Tab stop (arrow keys inside, Up/Down between suits); Escape on a tile clears the
 * hand (the palette is one of the hand's own controls). A press that uses up the tile (its fourth
 * copy, the fourteenth tile) moves focus to the nearest tile still offered, or to the hand once
 * nothing is.
 *
 * Each tile is named for what a press does with it ("Add 8 man"; in a meld or table mode "Pon 8 man",
 * "Add 8 man to the seen tiles"), and while a game is followed for where it goes, as the line above the
 * palette says (select.paletteTarget): "Add 8 man to the right player's river", "Draw 8 man". Its copies
 * left are its description (the title).
 *
 * While a game is followed, a strip under the palette shows every river as the presses fill it, the
 * seat the next press goes to marked, so a player at the table sees each entry land without leaving
 * the palette (on a phone the rivers in full are far below). The strip is one button: a tap goes to
 * the rivers in full (their Riichi, Kan and calls), whose "Back to the palette" comes back. The strip's
 * tiles are for the eye: the rivers' own regions name every tile, and the palette's names say where a
 * press goes.
 */
import './analysis.css';
import { useCallback, type ReactNode } from 'react';
import { copiesOf, isMissingInThreePlayer, kindOfCode, seatsOf, tileCode, type GameState, type Tile } from '../../engine/light.ts';
import { canPick, type PickContext } from '../../store/entry-mode.ts';
import type { PaletteTarget } from '../../store/selectors/index.ts';
import { TileButton } from '../tiles/tile-button.tsx';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useGameMessages } from '../real-game/game-messages.ts';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';
import { useFocusRescue, useRovingRow } from './use-roving.ts';

const ROWS: Tile[][] = [0, 1, 2, 3].map((suit) => {
  const ranks = suit === 3 ? 7 : 9;
  const row: Tile[] = Array.from({ length: ranks }, (_, r) => ({ kind: suit * 9 + r, red: false }));
  if (suit < 3) row.push({ kind: suit * 9 + 4, red: true });
  return row;
});

/** One suit of the palette: a roving row over its enabled tiles. */
function PaletteRow({ tiles, disabled, cell }: { tiles: Tile[]; disabled: boolean[]; cell: (tile: Tile, props: object) => ReactNode }) {
  const { rowProps, itemProps } = useRovingRow(tiles.length, (i) => disabled[i]);
  return (
    <div className="palette-row" {...rowProps}>
      {tiles.map((tile, i) => cell(tile, itemProps(i)))}
    </div>
  );
}

/**
 * Where focus goes when the pressed palette tile is no longer offered: the nearest tile still
 * offered, or else the hand, but only for a key press. A pointer press that fills the hand leaves
 * focus alone: a tile focused in the hand would announce the shanten after discarding it, which
 * the player who tapped the palette did not ask for.
 */
function nextFocus(pressed: HTMLElement, byKey: boolean): HTMLElement | null {
  const palette = pressed.closest('.palette');
  const all = [...(palette?.querySelectorAll<HTMLButtonElement>('.tile-button') ?? [])];
  const at = all.indexOf(pressed as HTMLButtonElement);
  const row = [...(pressed.closest('.palette-row')?.querySelectorAll<HTMLButtonElement>('.tile-button') ?? [])];
  const inRow = row.indexOf(pressed as HTMLButtonElement);
  const near =
    row.slice(inRow + 1).find((b) => !b.disabled) ??
    row
      .slice(0, inRow)
      .reverse()
      .find((b) => !b.disabled) ??
    all.slice(at + 1).find((b) => !b.disabled) ??
    all
      .slice(0, at)
      .reverse()
      .find((b) => !b.disabled);
  if (near || !byKey) return near ?? null;
  return document.querySelector<HTMLElement>('.hand-tiles .tile-drawn, .hand-tiles .tile-button:last-child');
}

const HAND: PaletteTarget = { to: 'hand' };

/** Every river of a game followed, one line per seat in the order of play, the seat the next press goes to marked: a button to the rivers in full. */
function RiverStrip({ game, target, onRivers }: { game: GameState; target: PaletteTarget; onRivers(): void }) {
  const g = useGameMessages();
  const next = game.cursor.indicator ? null : game.cursor.seat;
  // Another seat's discard: the slot where the next press lands.
  const slot = target.to === 'discard' ? target.seat : null;
  return (
    <button type="button" className="river-strip" onClick={onRivers}>
      <span className="strip-seats" aria-hidden="true">
        {seatsOf(game.players).map((seat) => (
          <span
            key={seat}
            className="strip-seat"
            data-seat={seat}
            data-next={next === seat ? '' : undefined}
            data-slot={slot === seat ? '' : undefined}
          >
            <span className="strip-name">{g.stripSeat[seat]}</span>
            <span className="strip-tiles">
              {game.seats[seat].river.map((tile, i) => (
                <TilePicture
                  key={i}
                  code={tileCode(tile.kind, tile.red)}
                  className={tile.riichi ? 'strip-riichi' : tile.taken ? 'strip-taken' : undefined}
                />
              ))}
            </span>
          </span>
        ))}
      </span>
      <span className="strip-go">
        {g.toRivers} <span aria-hidden="true">↓</span>
      </span>
    </button>
  );
}

export interface PalettePanelProps {
  /** What decides which tiles a press can use: the entry mode, the hand, the copies left, the table. */
  ctx: PickContext;
  /** The text field holds a mistake: a press goes into its text, so every tile is offered. */
  mistake: boolean;
  /** Where a press goes in the hand's mode while a game is followed (the hand itself by default). */
  target?: PaletteTarget;
  /** The game followed at the table, once it has started: its rivers show under the palette. */
  game?: GameState | null;
  /** The strip pressed: go to the rivers in full. */
  onRivers?(): void;
  /** A tile pressed. */
  onAdd(tile: Tile): void;
  /** Escape on a tile. */
  onClear(): void;
}

/** The tile palette. */
export function PalettePanel({ ctx, mistake, target = HAND, game = null, onAdd, onClear, onRivers = () => {} }: PalettePanelProps) {
  const m = useMessages();
  const a = useAnalysisMessages();
  const t = useTableMessages();
  const g = useGameMessages();
  const { mode: entry, avail, picks, players } = ctx;
  const rescue = useFocusRescue();
  const onClick = useCallback(
    (event: React.MouseEvent<HTMLButtonElement>) => {
      const pressed = event.currentTarget;
      const code = pressed.dataset.tile!;
      onAdd({ kind: kindOfCode(code), red: code[0] === '0' });
      // Only focus the press took away is given back (a pointer press focuses the tile too). A
      // click from the keyboard (Enter, Space) has no pointer count.
      if (document.activeElement === pressed) rescue(() => nextFocus(pressed, event.detail === 0));
    },
    [onAdd, rescue],
  );
  // A mistake in the field: the press goes into the typed text, whatever the hand shown holds.
  const intoText = entry === 'hand' && mistake;
  /** What a press does with the tile named `name`, in words. */
  // (The game's targets first: while the game takes a press, the pick context reads it as its own mode.)
  const pressName = (name: string): string => {
    switch (target.to) {
      case 'draw':
        return a.tap.draw(name);
      case 'discard':
        return g.tap.river(name, g.seat[target.seat]);
      case 'indicator':
        return g.tap.indicator(name);
      case 'kan':
        return g.tap.kan(name, g.seat[target.seat]);
      default:
        return entry === 'hand' || intoText ? a.tap.add(name) : t.tapMode[entry](name);
    }
  };
  const cell = (tile: Tile, roving: object) => {
    const left = copiesOf(avail, tile);
    const picked = picks.some((p) => p.kind === tile.kind && p.red === tile.red);
    const classes = [tile.red ? 'palette-cell palette-red' : 'palette-cell', picked ? 'picked' : ''].join(' ').trim();
    const name = m.tileName(tile.kind, tile.red);
    return (
      <span className={classes} key={`${tile.kind}${tile.red ? 'r' : ''}`}>
        <TileButton
          tile={tile}
          className={tile.red ? 'tile-red' : undefined}
          aria-label={pressName(name)}
          title={t.tileLeft(name, left)}
          aria-pressed={entry === 'chi' ? picked : undefined}
          disabled={!intoText && !canPick(ctx, tile)}
          onClick={onClick}
          {...roving}
        />
        <span className="palette-left" aria-hidden="true">
          {left}
        </span>
      </span>
    );
  };
  const palette = (
    <section
      className={`palette palette-${entry}`}
      aria-label={a.palette}
      data-roving-grid=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.altKey && !event.ctrlKey && !event.metaKey) onClear();
      }}
    >
      {ROWS.map((row, i) => {
        const tiles = row.filter((tile) => players === 4 || !isMissingInThreePlayer(tile.kind));
        return <PaletteRow key={i} tiles={tiles} disabled={tiles.map((tile) => !intoText && !canPick(ctx, tile))} cell={cell} />;
      })}
    </section>
  );
  if (!game) return palette;
  return (
    <>
      {palette}
      <RiverStrip game={game} target={target} onRivers={onRivers} />
    </>
  );
}
