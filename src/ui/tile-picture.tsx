/** One tile's picture: a reference to its face in TileSprites, decorative (the button names it). */
import { memo } from 'react';
import { spriteId } from './tile-sprites.tsx';

/** The picture of the tile with this mpsz code. */
export const TilePicture = memo(function TilePicture({ code, className }: { code: string; className?: string }) {
  return (
    <svg className={className ? `tile-picture ${className}` : 'tile-picture'} viewBox="0 0 60 80" aria-hidden="true" focusable="false">
      <use href={`#${spriteId(code)}`} />
    </svg>
  );
});
