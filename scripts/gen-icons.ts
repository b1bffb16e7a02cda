/**
 * Writes the app's icons from public/favicon.svg, two of each size, because a launcher uses them
 * differently: `any` icons (public/icon-192.png, public/icon-512.png) are shown as they are, so the tile
 * fills most of a rounded green square with clear corners; `maskable` icons (public/maskable-192.png,
 * public/maskable-512.png) may be cut to any shape within their safe circle (radius 40%), so the green
 * fills the whole square and the tile stays small enough to sit inside the circle. One icon for both
 * purposes was either cut into (any) or small in a white square (maskable). Run: npm run gen:icons
 * (needs Debian's chromium, or CHROMIUM=path).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const GREEN = '#1f5b45';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const purpose of ['any', 'maskable'] as const) {
    for (const size of [192, 512]) {
      const png = await page.evaluate(
        async ({ svg, size, purpose, green }) => {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = size;
          const ctx = canvas.getContext('2d')!;
          ctx.fillStyle = green;
          if (purpose === 'maskable') ctx.fillRect(0, 0, size, size);
          else {
            // A rounded square with a little margin, the corners transparent.
            const m = size * 0.04;
            const r = size * 0.2;
            ctx.beginPath();
            ctx.roundRect(m, m, size - 2 * m, size - 2 * m, r);
            ctx.fill();
          }
          const img = new Image();
          img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
          await img.decode();
          // Maskable: 62% of the height, the tile's corners within the safe circle. Any: 78%.
          const h = size * (purpose === 'maskable' ? 0.62 : 0.78);
          const w = (h * 60) / 80;
          ctx.drawImage(img, (size - w) / 2, (size - h) / 2, w, h);
          return canvas.toDataURL('image/png');
        },
        { svg, size, purpose, green: GREEN },
      );
      const name = purpose === 'maskable' ? `maskable-${size}.png` : `icon-${size}.png`;
      const file = fileURLToPath(new URL(`../public/${name}`, import.meta.url));
      writeFileSync(file, Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'));
      console.log(`wrote ${file}`);
    }
  }
} finally {
  await browser.close();
}
