/**
 * End-to-end tests of the app at the table with no signal, run by run.mjs: installable, offline
 * after the first visit (the page, its worker and tables, the tile art from the service worker's
 * cache, with the server gone), and a new version that waits for the player's word, then reloads
 * every open page onto it. Each test serves its own copy of dist/ on an origin of its own, so its
 * service worker touches no other test. Screenshots go to test-results/e2e/offline-*.png.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { serve } from './server.mjs';

const HAND = '4569m1222569p258s';

async function fresh(page, hand) {
  await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"]`, { timeout: 15_000 });
}

/** Waits until a service worker controls the page (the first visit's is claimed at once). */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root, browser). */
export function offlineTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `offline-${name}.png`) });
  const copies = [];
  /** A copy of dist/ to serve and change. */
  const distCopy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairi-dist-'));
    cpSync(join(ctx.root, 'dist'), dir, { recursive: true });
    copies.push(dir);
    return dir;
  };
  after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  describe('offline 13: at the table with no signal', () => {
    test('installable: a manifest with name, start URL, standalone display, 192/512 px icons for each purpose, and the three languages', async () => {
      const manifest = JSON.parse(readFileSync(join(ctx.root, 'dist/manifest.webmanifest'), 'utf8'));
      assert.equal(manifest.short_name, 'pairi');
      assert.equal(manifest.start_url, '/');
      assert.equal(manifest.display, 'standalone');
      // Separate icons to show as they are and to cut to a shape, each at 192 and 512 px.
      assert.deepEqual(manifest.icons.map((i) => `${i.purpose} ${i.sizes}`).sort(), [
        'any 192x192',
        'any 512x512',
        'maskable 192x192',
        'maskable 512x512',
      ]);
      assert.notEqual(manifest.icons.find((i) => i.purpose === 'any').src, manifest.icons.find((i) => i.purpose === 'maskable').src);
      // The description in the page's three languages.
      assert.match(manifest.description, /shanten/);
      assert.match(manifest.translations.ja.description, /向聴/);
      assert.match(manifest.translations['zh-Hans'].description, /向听/);
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/');
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
      for (const icon of manifest.icons) {
        const response = await page.request.get(ctx.url() + icon.src);
        assert.equal(response.status(), 200);
        // A PNG of the size it claims: the width and height in its IHDR chunk.
        const png = await response.body();
        assert.equal(png.toString('ascii', 1, 4), 'PNG');
        assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes);
      }
      await page.context().close();
    });

    test('after one visit: the server gone, a reload still analyses a hand and deals the quiz', async () => {
      const server = await serve(distCopy());
      const page = await ctx.newPage({ width: 375, height: 800 });
      await page.goto(`${server.url}/?q=${HAND}`);
      await fresh(page, HAND);
      await controlled(page);
      // The page's foot says it now works offline (a line at the end: nothing above it moves).
      await page.waitForSelector('.offline-note');
      assert.match(await page.locator('.offline-note').textContent(), /^Works offline/);

      await server.close(); // no signal: the origin answers nothing
      await page.reload();
      await fresh(page, HAND);
      await page.waitForSelector('.offline-note'); // a later visit, controlled from the start, says it too
      assert.equal((await page.locator('.discard-table tbody tr').count()) > 0, true);
      // A new hand typed: the worker (from the cache) analyses it.
      await page.getByRole('textbox', { name: 'Hand' }).fill('123m456p789s1122z');
      await fresh(page, '123m456p789s1122z');
      assert.match(await page.locator('.result-header h2').textContent(), /^Tenpai/);
      // The tile art came from the cache too: its bitmap decodes.
      assert.equal(
        await page.evaluate(async () => {
          const url = /^url\("(.*)"\)$/.exec(getComputedStyle(document.querySelector('.tile-picture')).backgroundImage)[1];
          const img = new Image();
          img.src = url;
          await img.decode();
          return img.naturalWidth > 0;
        }),
        true,
      );
      await shot(page, 'analysis-375');
      // The wait quiz, a page the first visit never opened, deals a hand.
      await page.getByRole('link', { name: 'Wait quiz' }).click();
      await page.waitForSelector('.quiz-question[data-hand]', { timeout: 15_000 });
      const dealt = await page.locator('.quiz-question').getAttribute('data-hand');
      assert.match(dealt, /^[1-9]{13}[mps]$/);
      await shot(page, 'quiz-375');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('Share: the share sheet where there is one, else the address copied, at 375 px', async () => {
      const context = await ctx.browser().newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.url() });
      const page = await context.newPage();
      const address = `${ctx.url()}/?q=4569m1222569p(789s)&seen=1m2m3m9s&dora=3z`;
      await page.goto(address);
      await page.waitForSelector('section.results[data-fresh="true"]');
      // The probabilities come a moment after the table and add their lines: the layout is measured once they are in.
      await page.waitForSelector('.probability-panel[aria-busy="false"]');
      await page.waitForFunction(() => document.querySelector('.row-chances') && !document.querySelector('.row-chances[data-pending]'));
      // This browser has no share sheet: the link is copied, and the page says so.
      assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined');
      const layout = () =>
        page.evaluate(() =>
          ['.share-button', '.mode-nav', 'main'].map((s) => JSON.stringify(document.querySelector(s).getBoundingClientRect())),
        );
      const before = await layout();
      await page.getByRole('button', { name: 'Share' }).click();
      await page.waitForFunction(() => document.querySelector('.share-status')?.textContent === 'Link copied');
      // The note floats: the button, the header and the page stay where they were.
      assert.deepEqual(await layout(), before);
      const note = await page.locator('.share-status').boundingBox();
      assert.ok(note.x >= 0 && note.x + note.width <= 375, `the note is on screen (${JSON.stringify(note)})`);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.evaluate(() => location.href));
      // A phone's share sheet (stood in for here) gets the address and the page's title instead.
      await page.evaluate(() => {
        window.__shared = [];
        navigator.share = async (data) => void window.__shared.push(data);
      });
      await page.getByRole('button', { name: 'Share' }).click();
      await page.waitForFunction(() => window.__shared.length === 1);
      assert.deepEqual(await page.evaluate(() => window.__shared[0]), {
        title: 'pairi 牌理',
        url: await page.evaluate(() => location.href),
      });
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scrolling');
      await context.close();
    });

    test('a new version waits for the word, then every open page reloads onto it', async () => {
      const old = distCopy();
      const server = await serve(old);
      const context = await ctx.browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const first = await context.newPage();
      const errors = [];
      first.on('pageerror', (e) => errors.push(e.message));
      await first.goto(`${server.url}/?q=${HAND}`);
      await fresh(first, HAND);
      await controlled(first);
      const second = await context.newPage();
      await second.goto(`${server.url}/?qd=123m456p789s1122z`);
      await fresh(second, '123m456p789s1122z');

      // The next version: a page that says so, and a service worker whose precache knows it.
      const next = distCopy();
      const html = readFileSync(join(next, 'index.html'), 'utf8').replace('<head>', '<head><meta name="pairi-version" content="next">');
      writeFileSync(join(next, 'index.html'), html);
      const sw = readFileSync(join(next, 'sw.js'), 'utf8');
      const bumped = sw.replace(/(\{url:"index\.html",revision:")[^"]*"/, '$1next"');
      assert.notEqual(bumped, sw, 'the precache entry of index.html was not found in sw.js');
      writeFileSync(join(next, 'sw.js'), bumped);
      server.setRoot(next);

      await first.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await first.waitForSelector('.update-banner', { timeout: 30_000 });
      await second.waitForSelector('.update-banner', { timeout: 30_000 });
      assert.match(await first.locator('.update-banner').textContent(), /new version/);
      await shot(first, 'update-ready');
      // Nothing changes until the player says so: the old page still works.
      const version = (page) => page.evaluate(() => document.querySelector('meta[name="pairi-version"]')?.content ?? 'old');
      assert.equal(await version(first), 'old');
      await first.getByRole('textbox', { name: 'Hand' }).fill('1112345678999m');
      await fresh(first, '1112345678999m');
      assert.equal(await version(first), 'old');

      // Reload: both pages come back on the new version, each at its own position.
      const reloads = [first.waitForEvent('load'), second.waitForEvent('load')];
      await first.locator('.update-banner').getByRole('button', { name: 'Reload' }).click();
      await Promise.all(reloads);
      await fresh(first, '1112345678999m');
      await fresh(second, '123m456p789s1122z');
      assert.equal(await version(first), 'next');
      assert.equal(await version(second), 'next');
      assert.equal(await first.locator('.update-banner').count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
      await server.close();
    });
  });
}
