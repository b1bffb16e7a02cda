/**
 * A result as a picture to post in a chat or a forum: the hand with its tiles, the best rows of the
 * discard table with their figures, the settings that change them and pairi's address, 1200 px wide, in
 * the page's language (the model's words) and colours (read from the page's own stylesheet, so either
 * scheme draws as the page does). Drawn in the page: no server sees the hand. The tiles are the page's
 * own faces, copied out of the sprite the page already loaded (sprite-layout.ts).
 */
import spriteUrl from '../tiles/generated/tile-faces.webp';
import { faceOrigin, SPRITE, SPRITE_CODES } from '../tiles/sprite-layout.ts';

/** One row of the picture's table: the tile discarded (or none, for a 13-tile hand's line) and the figures in the columns' order. */
export interface PictureRow {
  tile: string | null;
  cells: string[];
}

/** What the picture says, in the page's language. */
export interface PictureModel {
  /** The headline: the shanten and the tile count, as the page's heading says it. */
  heading: string;
  /** The concealed tiles as mpsz codes (red fives 0), the drawn tile last when there is one; each meld's tiles. */
  hand: { tiles: string[]; drawn: string | null; melds: string[][] };
  /** The table's column heads, the first over the tile. */
  columns: string[];
  rows: PictureRow[];
  /** The settings that change the figures, one phrase each ("regular form", "seen: 1m9p", "turn 3"). */
  settings: string[];
  /** The page's address, to find the same analysis again. */
  address: string;
}

/** The picture's width in pixels: sharp on a phone, and small enough to post. */
export const PICTURE_WIDTH = 1200;

const PAD = 48;
const HAND_TILE = { width: 60, height: 80 };
const ROW_TILE = { width: 36, height: 48 };
const ROW_HEIGHT = 64;
const LINE = 34;

/** The page's colours, as its stylesheet gives them now (light or dark). */
export interface PictureColours {
  bg: string;
  panel: string;
  ink: string;
  muted: string;
  line: string;
  accent: string;
}

/** The colours of the page as drawn: its custom properties on the root element. */
export function pageColours(root: Element = document.documentElement): PictureColours {
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    bg: read('--bg', '#f6f7f9'),
    panel: read('--panel', '#ffffff'),
    ink: read('--ink', '#1d2433'),
    muted: read('--muted', '#5b6478'),
    line: read('--line', '#d9dde5'),
    accent: read('--accent', '#1f5b45'),
  };
}

/** The picture's height for a model: the hand, the table's rows, the settings and the address. */
export function pictureHeight(model: PictureModel): number {
  return PAD + 44 + 24 + HAND_TILE.height + 40 + ROW_HEIGHT * (model.rows.length + 1) + 24 + LINE * (model.settings.length + 1) + PAD;
}

/** The font stack of the page, with the CJK faces that draw kanji and hangul. */
const FONT = "system-ui, 'Segoe UI', 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP', 'Microsoft YaHei', sans-serif";

function drawFace(
  ctx: CanvasRenderingContext2D,
  sprite: CanvasImageSource,
  code: string,
  x: number,
  y: number,
  size: typeof HAND_TILE,
): void {
  const index = SPRITE_CODES.indexOf(code);
  if (index < 0) return;
  const from = faceOrigin(index);
  ctx.drawImage(sprite, from.x, from.y, SPRITE.faceWidth, SPRITE.faceHeight, x, y, size.width, size.height);
}

/** Draws the picture of `model` on a canvas of PICTURE_WIDTH by pictureHeight(model). */
export function drawPicture(ctx: CanvasRenderingContext2D, model: PictureModel, sprite: CanvasImageSource, colours: PictureColours): void {
  const width = PICTURE_WIDTH;
  const height = pictureHeight(model);
  ctx.fillStyle = colours.bg;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';

  let y = PAD;
  ctx.fillStyle = colours.ink;
  ctx.font = `600 34px ${FONT}`;
  ctx.fillText(model.heading, PAD, y + 22);
  ctx.fillStyle = colours.accent;
  ctx.font = `600 26px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.fillText('pairi', width - PAD, y + 22);
  ctx.textAlign = 'left';
  y += 44 + 24;

  // The hand: its tiles, the drawn one apart, then the melds.
  let x = PAD;
  for (const code of model.hand.tiles) {
    drawFace(ctx, sprite, code, x, y, HAND_TILE);
    x += HAND_TILE.width + 2;
  }
  if (model.hand.drawn) {
    x += 18;
    drawFace(ctx, sprite, model.hand.drawn, x, y, HAND_TILE);
    x += HAND_TILE.width + 2;
  }
  for (const meld of model.hand.melds) {
    x += 18;
    for (const code of meld) {
      drawFace(ctx, sprite, code, x, y, HAND_TILE);
      x += HAND_TILE.width + 2;
    }
  }
  y += HAND_TILE.height + 40;

  // The table: a panel with the column heads, then one row a discard.
  const columnX = (i: number) =>
    PAD + 24 + (i === 0 ? 0 : 150 + (i - 1) * ((width - 2 * PAD - 174) / Math.max(1, model.columns.length - 1)));
  ctx.fillStyle = colours.panel;
  ctx.fillRect(PAD, y, width - 2 * PAD, ROW_HEIGHT * (model.rows.length + 1));
  ctx.strokeStyle = colours.line;
  ctx.lineWidth = 2;
  ctx.strokeRect(PAD, y, width - 2 * PAD, ROW_HEIGHT * (model.rows.length + 1));
  ctx.fillStyle = colours.muted;
  ctx.font = `600 24px ${FONT}`;
  model.columns.forEach((head, i) => ctx.fillText(head, columnX(i), y + ROW_HEIGHT / 2, i === 0 ? 140 : 260));
  y += ROW_HEIGHT;
  ctx.font = `28px ${FONT}`;
  for (const row of model.rows) {
    ctx.strokeStyle = colours.line;
    ctx.beginPath();
    ctx.moveTo(PAD, y);
    ctx.lineTo(width - PAD, y);
    ctx.stroke();
    if (row.tile) drawFace(ctx, sprite, row.tile, columnX(0), y + (ROW_HEIGHT - ROW_TILE.height) / 2, ROW_TILE);
    ctx.fillStyle = colours.ink;
    row.cells.forEach((cell, i) => ctx.fillText(cell, columnX(i + 1), y + ROW_HEIGHT / 2, 260));
    y += ROW_HEIGHT;
  }
  y += 24;

  // What the figures depend on, then where to find them.
  ctx.font = `24px ${FONT}`;
  ctx.fillStyle = colours.muted;
  for (const setting of model.settings) {
    ctx.fillText(setting, PAD, y + LINE / 2, width - 2 * PAD);
    y += LINE;
  }
  ctx.fillStyle = colours.accent;
  ctx.fillText(model.address, PAD, y + LINE / 2, width - 2 * PAD);
}

/** The sprite of the tile faces, loaded once (the page's stylesheet has fetched it already). */
let sprite: Promise<HTMLImageElement> | null = null;
function loadSprite(): Promise<HTMLImageElement> {
  sprite ??= new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      sprite = null;
      reject(new Error('the tile faces did not load'));
    };
    image.src = spriteUrl;
  });
  return sprite;
}

/** The picture of `model` as a PNG, in the page's colours. */
export async function pictureBlob(model: PictureModel, colours: PictureColours = pageColours()): Promise<Blob> {
  const image = await loadSprite();
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_WIDTH;
  canvas.height = pictureHeight(model);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser draws no pictures');
  drawPicture(ctx, model, image, colours);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture was made'))), 'image/png'),
  );
}
