/**
 * Every tile face, rendered once as an SVG symbol: each tile on the page is a <use> of one of
 * these, so a table of three hundred tiles costs three hundred small nodes, not thousands of paths.
 */
import { memo } from 'react';
import { TileArt, TileBackArt } from './tile-art.tsx';

/** mpsz codes of every face: 1m..9m, 1p..9p, 1s..9s, 1z..7z, and the red fives 0m 0p 0s. */
export const TILE_CODES: readonly string[] = [
  ...['m', 'p', 's'].flatMap((s) => ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((d) => d + s)),
  ...['1', '2', '3', '4', '5', '6', '7'].map((d) => `${d}z`),
];

/** The code of a tile's back (a face-down tile), beside the faces' mpsz codes. */
export const BACK = 'back';

/** The id of a face's symbol. */
export function spriteId(code: string): string {
  return `pairi-tile-${code}`;
}

/** The hidden sheet of tile faces and the tile back; rendered once, near the root. */
export const TileSprites = memo(function TileSprites() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        {TILE_CODES.map((code) => (
          <symbol key={code} id={spriteId(code)} viewBox="0 0 60 80">
            <TileArt code={code} />
          </symbol>
        ))}
        <symbol id={spriteId(BACK)} viewBox="0 0 60 80">
          <TileBackArt />
        </symbol>
      </defs>
    </svg>
  );
});
