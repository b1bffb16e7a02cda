/**
 * End-to-end tests of the result shared as a picture (issue 35), run by run.mjs: in English at 1280 px,
 * Japanese at 375 px in the dark scheme and Chinese, the Picture button beside Share makes a PNG 1200 px
 * wide of the hand shown (its tiles drawn from the page's faces), in the page's colours: saved as a file
 * where the browser shares no files, handed to the share sheet where it does. No button while the result
 * is greyed (a mistake in the field) or off the analysis page. The pictures go to test-results/e2e/share-*.png.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const HAND = '4569m1222569p258s';
const CASES = [
  { locale: 'en-US', width: 1280, colorScheme: 'light', button: 'Picture', ready: 'Picture ready' },
  { locale: 'ja-JP', width: 375, colorScheme: 'dark', button: '画像', ready: '画像を用意しました' },
  { locale: 'zh-CN', width: 1280, colorScheme: 'light', button: '图片', ready: '图片已生成' },
];

/** A PNG's width and height, from its header chunk. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The picture decoded in the page: the colour of its corner, how many pixels of a rectangle differ from
 * the page's background by more than a fifth of the range, and that background colour.
 */
function pixels(page, bytes, rect) {
  return page.evaluate(
    async ({ base64, rect }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(image, 0, 0);
      const corner = [...ctx.getImageData(4, 4, 1, 1).data.slice(0, 3)];
      const probe = document.createElement('div');
      probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--bg');
      document.body.append(probe);
      const bg = getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
      probe.remove();
      const { data } = ctx.getImageData(rect.x, rect.y, rect.width, rect.height);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) if ([0, 1, 2].some((c) => Math.abs(data[i + c] - bg[c]) > 51)) inked++;
      return { bg, corner, inked };
    },
    { base64: bytes.toString('base64'), rect },
  );
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder). */
export function shareTests(ctx) {
  describe('share 35: the result as a picture', () => {
    for (const c of CASES) {
      test(`${c.locale}, ${c.width} px, ${c.colorScheme}: a PNG 1200 px wide of the hand, in the page's colours, saved as a file`, async () => {
        const page = await ctx.newPage({
          width: c.width,
          height: 900,
          locale: c.locale,
          colorScheme: c.colorScheme,
          acceptDownloads: true,
        });
        // This browser shares no files: the picture is saved.
        await page.addInitScript(() => {
          delete Navigator.prototype.canShare;
          delete Navigator.prototype.share;
        });
        await page.goto(`${ctx.url()}/?q=${HAND}`);
        await page.waitForSelector('.row-chances[data-win]', { timeout: 30_000 });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: c.button, exact: true }).click(),
        ]);
        assert.equal(download.suggestedFilename(), 'pairi.png');
        const bytes = readFileSync(await download.path());
        writeFileSync(join(ctx.shots, `share-${c.locale}-${c.colorScheme}.png`), bytes);
        const { width, height } = pngSize(bytes);
        assert.equal(width, 1200);
        // The heading, the hand, a head and five rows, the settings and the address.
        assert.ok(height > 650 && height < 1100, `height ${height}`);
        // The corner is the page's background; the hand's first tile (from x 48, y 116, 60 x 80) is a face drawn in ink.
        const { bg, corner, inked } = await pixels(page, bytes, { x: 48, y: 116, width: 60, height: 80 });
        assert.deepEqual(corner, bg, 'the picture is in the page colours');
        assert.ok(inked > 200, `a tile drawn: ${inked} pixels of ink`);
        await page.getByText(c.ready).waitFor();
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }

    test('where the browser shares files, the picture goes to the share sheet, with the address', async () => {
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        window.__shared = [];
        Navigator.prototype.canShare = (data) => Array.isArray(data?.files) && data.files.every((f) => f.type === 'image/png');
        Navigator.prototype.share = async (data) => {
          window.__shared.push({
            names: data.files.map((f) => f.name),
            sizes: data.files.map((f) => f.size),
            url: data.url,
            title: data.title,
          });
        };
      });
      await page.goto(`${ctx.url()}/?q=${HAND}`);
      await page.waitForSelector('.row-chances[data-win]', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Picture', exact: true }).click();
      await page.getByText('Picture ready').waitFor();
      const shared = await page.evaluate(() => window.__shared);
      assert.equal(shared.length, 1);
      assert.deepEqual(shared[0].names, ['pairi.png']);
      assert.ok(shared[0].sizes[0] > 10_000, `a picture of ${shared[0].sizes[0]} bytes`);
      assert.equal(shared[0].url, page.url());
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('no Picture while the result is greyed, nor off the analysis page', async () => {
      const page = await ctx.newPage();
      await page.goto(`${ctx.url()}/?q=${HAND}&draft=${HAND.slice(0, -1)}x`);
      await page.waitForSelector('section.results.stale');
      assert.equal(await page.getByRole('button', { name: 'Picture', exact: true }).count(), 0);
      await page.goto(`${ctx.url()}/?mode=quiz&hand=1222356778899m`);
      await page.waitForSelector('[data-answer]');
      assert.equal(await page.getByRole('button', { name: 'Picture', exact: true }).count(), 0);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
