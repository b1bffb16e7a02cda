/**
 * A tile the user can press: a real button named after the tile ("5 pin", "red 5 man", "East")
 * and carrying its mpsz code in data-tile, so people, screen readers and tests all find it the
 * same way.
 */
import { memo, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { tileCode, type Tile } from '../../engine/light.ts';
import { TilePicture } from './tile-picture.tsx';
import { useMessages } from '../shell/messages.ts';

export interface TileButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  tile: Tile;
  /** Drawn over the picture (decorative: the button's name says it), such as the copies left. */
  badge?: ReactNode;
}

/** A pressable tile. */
export const TileButton = memo(function TileButton({ tile, className, badge, ...rest }: TileButtonProps) {
  const m = useMessages();
  const code = tileCode(tile.kind, tile.red);
  return (
    <button
      type="button"
      className={className ? `tile-button ${className}` : 'tile-button'}
      aria-label={m.tileName(tile.kind, tile.red)}
      data-tile={code}
      {...rest}
    >
      <TilePicture code={code} />
      {badge}
    </button>
  );
});
