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
 */
import './analysis.css';
import { useCallback, type ReactNode } from 'react';
import { copiesOf, isMissingInThreePlayer, kindOfCode, type Tile } from '../../engine/light.ts';
import { canPick, type PickContext } from '../../store/entry-mode.ts';
import type { PaletteTarget } from '../../store/selectors.ts';
import { TileButton } from '../tiles/tile-button.tsx';
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

export interface PalettePanelProps {
  /** What decides which tiles a press can use: the entry mode, the hand, the copies left, the table. */
  ctx: PickContext;
  /** The text field holds a mistake: a press goes into its text, so every tile is offered. */
  mistake: boolean;
  /** Where a press goes in the hand's mode while a game is followed (the hand itself by default). */
  target?: PaletteTarget;
  /** A tile pressed. */
  onAdd(tile: Tile): void;
  /** Escape on a tile. */
  onClear(): void;
}

/** The tile palette. */
export function PalettePanel({ ctx, mistake, target = HAND, onAdd, onClear }: PalettePanelProps) {
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
  return (
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
}
