/**
 * The 37 tiles to build a position from: one row per suit, the red five last in its row. What a
 * press does follows the entry mode (hand, meld, seen, dora indicator); a tile the mode cannot use
 * is disabled, each tile shows how many copies nobody has shown, and a three-player game hides
 * 2m-8m (its set has none).
 */
import './table.css';
import { useCallback } from 'react';
import { useActions, useAppStore } from '../store/app-store-provider.tsx';
import type { TileRef } from '../store/hand-edit.ts';
import { selectAvailability, selectTable, selectWorkingHand } from '../store/selectors.ts';
import { canPick, notInThreePlayer, tileLeft } from '../store/table-edit.ts';
import { TileButton } from './tile-button.tsx';
import { useTableMessages } from './table-messages.ts';
import { useMessages } from './use-messages.ts';

const ROWS: TileRef[][] = [0, 1, 2, 3].map((suit) => {
  const ranks = suit === 3 ? 7 : 9;
  const row: TileRef[] = Array.from({ length: ranks }, (_, r) => ({ kind: suit * 9 + r, red: false }));
  if (suit < 3) row.push({ kind: suit * 9 + 4, red: true });
  return row;
});

/** The tile palette. */
export function Palette() {
  const m = useMessages();
  const t = useTableMessages();
  const { addTile } = useActions();
  const working = useAppStore(selectWorkingHand);
  const avail = useAppStore(selectAvailability);
  const entry = useAppStore((s) => s.entry);
  const picks = useAppStore((s) => s.picks);
  const players = useAppStore((s) => s.table.players);
  const indicators = useAppStore((s) => {
    const table = selectTable(s);
    return table.ok ? table.value.indicators.length : 0;
  });
  const onClick = useCallback(
    (event: React.MouseEvent<HTMLButtonElement>) => {
      const code = event.currentTarget.dataset.tile!;
      const suit = 'mpsz'.indexOf(code[1]);
      const digit = Number(code[0]);
      addTile({ kind: suit * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 });
    },
    [addTile],
  );
  const ctx = { mode: entry, hand: working.hand, avail, players, picks, indicators };
  return (
    <section className={`palette palette-${entry}`} aria-label={m.palette}>
      {ROWS.map((row, i) => (
        <div className="palette-row" key={i}>
          {row
            .filter((tile) => players === 4 || !notInThreePlayer(tile.kind))
            .map((tile) => {
              const left = tileLeft(avail, tile);
              const picked = picks.some((p) => p.kind === tile.kind && p.red === tile.red);
              const classes = [tile.red ? 'palette-cell palette-red' : 'palette-cell', picked ? 'picked' : ''].join(' ').trim();
              return (
                <span className={classes} key={`${tile.kind}${tile.red ? 'r' : ''}`}>
                  <TileButton
                    tile={tile}
                    className={tile.red ? 'tile-red' : undefined}
                    title={t.tileLeft(m.tileName(tile.kind, tile.red), left)}
                    aria-pressed={entry === 'chi' ? picked : undefined}
                    disabled={!canPick(ctx, tile)}
                    onClick={onClick}
                  />
                  <span className="palette-left" aria-hidden="true">
                    {left}
                  </span>
                </span>
              );
            })}
        </div>
      ))}
    </section>
  );
}
