/**
 * Writes the app's icons (public/icon-192.png, public/icon-512.png) from public/favicon.svg: the
 * tile on the page's green, small enough to sit inside a maskable icon's safe circle (a launcher
 * may cut the icon to any shape within it). Run: npm run gen:icons (needs Debian's chromium, or
 * CHROMIUM=path).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const size of [192, 512]) {
    const png = await page.evaluate(
      async ({ svg, size }) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#1f5b45';
        ctx.fillRect(0, 0, size, size);
        const img = new Image();
        img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
        await img.decode();
        // 62% of the height: the tile's corners stay within the safe circle (radius 40%).
        const h = size * 0.62;
        const w = (h * 60) / 80;
        ctx.drawImage(img, (size - w) / 2, (size - h) / 2, w, h);
        return canvas.toDataURL('image/png');
      },
      { svg, size },
    );
    const file = fileURLToPath(new URL(`../public/icon-${size}.png`, import.meta.url));
    writeFileSync(file, Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'));
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
