/**
 * The names of the tile faces. Each face is drawn once, when the art changes, into one bitmap
 * (generated/tile-faces.webp, placed by generated/tile-faces.css; scripts/gen-tile-faces.tsx
 * renders tile-art.tsx), and a tile on the page is an element of class `tile-face-<code>`.
 */

/** mpsz codes of every face: 1m..9m and 0m, the same for p and s, then 1z..7z. */
export const TILE_CODES: readonly string[] = [
  ...['m', 'p', 's'].flatMap((s) => ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((d) => d + s)),
  ...['1', '2', '3', '4', '5', '6', '7'].map((d) => `${d}z`),
];

/** The code of a tile's back (a face-down tile), beside the faces' mpsz codes. */
export const BACK = 'back';
