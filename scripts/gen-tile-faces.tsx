/**
 * Writes src/ui/tiles/generated/tile-faces.css and tile-faces.webp from the tile art. Run: npm run
 * gen:tiles. The sprite is drawn by a real browser (Debian's /usr/bin/chromium, or CHROMIUM=path),
 * each face's SVG rasterised at the sprite's size and saved as lossless WebP.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { faceOrigin, faceSvg, SPRITE, SPRITE_CODES, spriteSize, tileFacesCss } from './tile-faces-css.tsx';

const folder = new URL('../src/ui/tiles/generated/', import.meta.url);

const css = fileURLToPath(new URL('tile-faces.css', folder));
writeFileSync(css, tileFacesCss());
console.log(`wrote ${css}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const faces = SPRITE_CODES.map((code, i) => ({ svg: faceSvg(code), ...faceOrigin(i) }));
  const dataUrl = await page.evaluate(
    async ({ faces, size, face }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const ctx = canvas.getContext('2d')!;
      for (const { svg, x, y } of faces) {
        const img = new Image();
        img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
        await img.decode();
        ctx.drawImage(img, x, y, face.width, face.height);
      }
      // Quality 1 is Chromium's lossless WebP: half the bytes of a PNG of the same pixels.
      return canvas.toDataURL('image/webp', 1);
    },
    { faces, size: spriteSize(), face: { width: SPRITE.faceWidth, height: SPRITE.faceHeight } },
  );
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('the browser gave no WebP');
  const webp = fileURLToPath(new URL('tile-faces.webp', folder));
  writeFileSync(webp, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  console.log(`wrote ${webp}`);
} finally {
  await browser.close();
}
