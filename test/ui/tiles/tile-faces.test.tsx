/**
 * The tile faces: one lossless bitmap of every face (generated/tile-faces.webp) and a stylesheet
 * placing each face in it (generated/tile-faces.css), in sync with the art and complete. That the
 * bitmap's pixels are the art's is checked in a real browser (test/e2e/run.mjs, "tile faces").
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { faceOrigin, faceSvg, SPRITE, SPRITE_CODES, spriteSize, tileFacesCss } from '../../../scripts/tile-faces-css.tsx';
import { BACK, TILE_CODES } from '../../../src/ui/tiles/tile-faces.ts';
import { TilePicture } from '../../../src/ui/tiles/tile-picture.tsx';

// Tests run from the repository's root.
const committed = readFileSync(resolve('src/ui/tiles/generated/tile-faces.css'), 'utf8');
const sprite = readFileSync(resolve('src/ui/tiles/generated/tile-faces.webp'));

/** code -> [x%, y%] of its rule. */
function places(css: string): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const [, code, x, y] of css.matchAll(/^\.tile-face-(\w+) \{ background-position: ([\d.]+)% ([\d.]+)%; \}$/gm)) {
    out.set(code!, [Number(x), Number(y)]);
  }
  return out;
}

/** The chunks of a WebP file (RIFF): four-letter name -> body. */
function webpChunks(bytes: Buffer): Map<string, Buffer> {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunks = new Map<string, Buffer>();
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    chunks.set(bytes.toString('ascii', at, at + 4), bytes.subarray(at + 8, at + 8 + size));
    at += 8 + size + (size % 2); // bodies are padded to an even length
  }
  return chunks;
}

/** A WebP's canvas size: from its VP8X header (24 bits each, minus one), or its lone VP8L chunk (14 bits each). */
function webpSize(chunks: Map<string, Buffer>): { width: number; height: number } {
  const extended = chunks.get('VP8X');
  if (extended) return { width: extended.readUIntLE(4, 3) + 1, height: extended.readUIntLE(7, 3) + 1 };
  const bits = chunks.get('VP8L')!.readUInt32LE(1);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

describe('tile faces', () => {
  test('the committed stylesheet equals a fresh one (run npm run gen:tiles after changing the art or the layout)', () => {
    expect(committed).toBe(tileFacesCss());
  });

  test('the committed bitmap is a lossless WebP of the layout size', () => {
    const chunks = webpChunks(sprite);
    // Lossless: the picture is a VP8L chunk (a lossy one is 'VP8 '), so edges stay as drawn.
    expect(chunks.has('VP8L')).toBe(true);
    expect(chunks.has('VP8 ')).toBe(false);
    expect(webpSize(chunks)).toEqual(spriteSize());
  });

  test('one place per face: 34 kinds, 3 red fives and the back, nothing else', () => {
    const codes = [...places(committed).keys()];
    expect(codes).toHaveLength(38);
    expect(new Set(codes)).toEqual(new Set([...TILE_CODES, BACK]));
    expect(committed.trim().split('\n')).toHaveLength(2 + 38);
  });

  test("each place puts the face's own cell on the element, whatever the element's size", () => {
    // background-position p% puts the image's point p% across on the element's point p% across, so
    // with the image k times the element's width the offset is p (k - 1) element widths.
    const { width, height } = spriteSize();
    const [k, l] = [width / SPRITE.faceWidth, height / SPRITE.faceHeight];
    expect(committed).toContain(`background-size: ${Number((k * 100).toFixed(4))}% ${Number((l * 100).toFixed(4))}%;`);
    for (const [code, [x, y]] of places(committed)) {
      const origin = faceOrigin(SPRITE_CODES.indexOf(code));
      expect((x / 100) * (k - 1) * SPRITE.faceWidth, code).toBeCloseTo(origin.x, 2);
      expect((y / 100) * (l - 1) * SPRITE.faceHeight, code).toBeCloseTo(origin.y, 2);
    }
    // Cells never overlap, and each face lies inside the bitmap.
    const cells = SPRITE_CODES.map((_, i) => faceOrigin(i));
    expect(new Set(cells.map((c) => `${c.x},${c.y}`)).size).toBe(cells.length);
    for (const c of cells) {
      expect(c.x + SPRITE.faceWidth + SPRITE.gutter).toBeLessThanOrEqual(width);
      expect(c.y + SPRITE.faceHeight + SPRITE.gutter).toBeLessThanOrEqual(height);
    }
  });

  test('every face is a well-formed 60x80 SVG; red fives carry the red dot, the others not; no two alike', () => {
    const drawn = SPRITE_CODES.map((code) => {
      const svg = faceSvg(code);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), code).toHaveLength(0);
      expect(doc.documentElement.getAttribute('viewBox'), code).toBe('0 0 60 80');
      expect(doc.documentElement.querySelectorAll('rect').length, code).toBeGreaterThanOrEqual(2);
      const redDot = [...doc.querySelectorAll('circle')].some((c) => c.getAttribute('cx') === '52' && c.getAttribute('cy') === '8');
      expect(redDot, code).toBe(code[0] === '0');
      return svg;
    });
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  test('a picture is one element naming its face, hidden from screen readers', () => {
    const { container } = render(<TilePicture code="0p" className="sideways" />);
    const el = container.firstElementChild!;
    expect(container.childElementCount).toBe(1);
    expect(el.childElementCount).toBe(0);
    expect(el.getAttribute('data-face')).toBe('0p');
    expect([...el.classList]).toEqual(['tile-picture', 'tile-face-0p', 'sideways']);
    expect(el.getAttribute('aria-hidden')).toBe('true');
  });
});
