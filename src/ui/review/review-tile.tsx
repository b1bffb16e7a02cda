/** One tile of the review, named for screen readers (the picture itself is decorative). */
import { tileCode, type Tile } from '../../engine/light.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';

/** The picture of `tile`, named `label` (its name, with what the page says of it). */
export function ReviewTile({ tile, label, className }: { tile: Tile; label: string; className?: string }) {
  const code = tileCode(tile.kind, tile.red);
  return (
    <span className={className ? `review-tile ${className}` : 'review-tile'} role="img" aria-label={label} data-tile={code}>
      <TilePicture code={code} />
    </span>
  );
}
