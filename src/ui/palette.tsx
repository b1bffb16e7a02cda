/** The 37 tiles to build a hand from: one row per suit, the red five last in its row. */
import { useCallback } from 'react';
import { useActions, useAppStore } from '../store/app-store-provider.tsx';
import { canAdd, type TileRef } from '../store/hand-edit.ts';
import { selectWorkingHand } from '../store/selectors.ts';
import { TileButton } from './tile-button.tsx';
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
  const { addTile } = useActions();
  const working = useAppStore(selectWorkingHand);
  const onClick = useCallback(
    (event: React.MouseEvent<HTMLButtonElement>) => {
      const code = event.currentTarget.dataset.tile!;
      const suit = 'mpsz'.indexOf(code[1]);
      const digit = Number(code[0]);
      addTile({ kind: suit * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 });
    },
    [addTile],
  );
  return (
    <section className="palette" aria-label={m.palette}>
      {ROWS.map((row, i) => (
        <div className="palette-row" key={i}>
          {row.map((tile) => (
            <TileButton
              key={`${tile.kind}${tile.red ? 'r' : ''}`}
              tile={tile}
              className={tile.red ? 'tile-red' : undefined}
              disabled={!canAdd(working.hand, tile)}
              onClick={onClick}
            />
          ))}
        </div>
      ))}
    </section>
  );
}
