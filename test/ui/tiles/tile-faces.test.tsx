/** The generated stylesheet of tile faces: in sync with the art, complete, and each face a well-formed SVG. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { tileFacesCss } from '../../../scripts/tile-faces-css.tsx';
import { BACK, TILE_CODES } from '../../../src/ui/tiles/tile-faces.ts';
import { TilePicture } from '../../../src/ui/tiles/tile-picture.tsx';

// Tests run from the repository's root.
const committed = readFileSync(resolve('src/ui/tiles/generated/tile-faces.css'), 'utf8');

/** code -> the SVG document of its rule. */
function faces(css: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, code, url] of css.matchAll(/^\.tile-face-(\w+) \{ background-image: url\("data:image\/svg\+xml,([^"]*)"\); \}$/gm)) {
    out.set(code!, decodeURIComponent(url!));
  }
  return out;
}

describe('tile faces', () => {
  test('the committed stylesheet equals a fresh render of the art (run npm run gen:tiles after changing it)', () => {
    expect(committed).toBe(tileFacesCss());
  });

  test('one rule per face: 34 kinds, 3 red fives and the back, nothing else', () => {
    const codes = [...faces(committed).keys()];
    expect(codes).toHaveLength(38);
    expect(new Set(codes)).toEqual(new Set([...TILE_CODES, BACK]));
    expect(committed.trim().split('\n')).toHaveLength(1 + 38);
  });

  test('every face is a well-formed 60x80 SVG; red fives carry the red dot, the others not', () => {
    for (const [code, svg] of faces(committed)) {
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), code).toHaveLength(0);
      expect(doc.documentElement.getAttribute('viewBox'), code).toBe('0 0 60 80');
      expect(doc.documentElement.querySelectorAll('rect').length, code).toBeGreaterThanOrEqual(2);
      const redDot = [...doc.querySelectorAll('circle')].some((c) => c.getAttribute('cx') === '52' && c.getAttribute('cy') === '8');
      expect(redDot, code).toBe(code[0] === '0');
    }
  });

  test('no two faces are drawn alike', () => {
    const drawn = [...faces(committed).values()];
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
