/**
 * Where each face lies in the sprite (generated/tile-faces.webp): the page's stylesheet places faces from
 * it (scripts/tile-faces-css.tsx writes it), and the shared picture (ui/share) copies faces out of it.
 */
import { BACK, TILE_CODES } from './tile-faces.ts';

/**
 * The sprite's layout: faces of 120 x 160 px (a 40 px tile at three device pixels per CSS pixel,
 * the largest the page draws), ten to a row, each in a cell with a transparent gutter of 2 px so
 * that scaling never blends a neighbour's edge into a tile.
 */
export const SPRITE = { faceWidth: 120, faceHeight: 160, gutter: 2, columns: 10 } as const;

/** Every face in the sprite's order: the mpsz codes, then the back. */
export const SPRITE_CODES: readonly string[] = [...TILE_CODES, BACK];

/** The sprite's size in pixels. */
export function spriteSize(): { width: number; height: number } {
  const { faceWidth, faceHeight, gutter, columns } = SPRITE;
  const rows = Math.ceil(SPRITE_CODES.length / columns);
  return { width: columns * (faceWidth + 2 * gutter), height: rows * (faceHeight + 2 * gutter) };
}

/** Where face `index` lies in the sprite (its top-left pixel). */
export function faceOrigin(index: number): { x: number; y: number } {
  const { faceWidth, faceHeight, gutter, columns } = SPRITE;
  return {
    x: (index % columns) * (faceWidth + 2 * gutter) + gutter,
    y: Math.floor(index / columns) * (faceHeight + 2 * gutter) + gutter,
  };
}
