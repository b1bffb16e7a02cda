/**
 * One tile's picture, decorative (the button around it names it): an empty element whose face is
 * its place in one bitmap of every face (generated/tile-faces.css and .webp), so hundreds of tiles
 * cost the page almost nothing. `data-face` carries the code drawn (an mpsz code, or "back").
 */
import './generated/tile-faces.css';
import { memo } from 'react';

/** The picture of the tile with this mpsz code (or BACK). */
export const TilePicture = memo(function TilePicture({ code, className }: { code: string; className?: string }) {
  const face = `tile-picture tile-face-${code}`;
  return <span className={className ? `${face} ${className}` : face} data-face={code} aria-hidden="true" />;
});
