/**
 * An effective tile or a wait in the results, with how many copies of it are left: a small figure
 * on the tile's corner, as the palette shows its copies (the CLI writes `1m 3 left`). The tile's
 * name says the same to a screen reader ("1 man, 3 left"), since the figure itself is drawn only.
 */
import { memo } from 'react';
import { TileButton, type TileButtonProps } from '../tiles/tile-button.tsx';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';

export interface CountedTileProps extends TileButtonProps {
  /** Copies of the tile left. */
  left: number;
}

/**
 * A pressable tile with its copies left: the figure is inside the button, so a tile is three elements,
 * not four; a discard table draws some thirty of them at each press.
 */
export const CountedTile = memo(function CountedTile({ left, ...button }: CountedTileProps) {
  const m = useMessages();
  const t = useTableMessages();
  return (
    <TileButton
      aria-label={t.tileLeft(m.tileName(button.tile.kind, button.tile.red), left)}
      {...button}
      className={button.className ? `counted-tile ${button.className}` : 'counted-tile'}
      badge={
        <span className="tile-left" aria-hidden="true">
          {left}
        </span>
      }
    />
  );
});
