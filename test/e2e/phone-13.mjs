/**
 * End-to-end tests of the page on a phone, run by run.mjs in the same browser and server: the
 * one-line result kept in view while a hand is built at 375 px, the 14-tile hand on one line, the
 * compact table (one line per discard, remembered) and Japanese broken at phrase boundaries.
 * Screenshots go to test-results/e2e/phone-*.png.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';

async function fresh(page, hand) {
  await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"]`, { timeout: 15_000 });
}

/** Every element's top, rounded: equal tops are one line. */
const tops = (locator) => locator.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));

/** Whether `word` stands on one line where it occurs in the text of the first element matching `selector`. */
function wordOnOneLine(page, selector, word) {
  return page.evaluate(
    ({ selector, word }) => {
      const root = document.querySelector(selector);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        const lineTops = new Set();
        for (let i = at; i < at + word.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          lineTops.add(Math.round(range.getClientRects()[0].top));
        }
        return lineTops.size === 1;
      }
      throw new Error(`"${word}" is not in ${selector}`);
    },
    { selector, word },
  );
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function phoneTests(ctx) {
  const shot = (page, name, fullPage = false) => page.screenshot({ path: join(ctx.shots, `phone-${name}.png`), fullPage });

  describe('phone 13: results in view while building', () => {
    test('at 375 px every palette press shows the shanten and the best discard in view, without a scroll', async () => {
      const page = await ctx.newPage({ width: 375, height: 800 });
      await page.goto(ctx.url() + '/');
      const codes = ['4m', '5m', '6m', '9m', '1p', '2p', '2p', '2p', '5p', '6p', '9p', '2s', '5s', '8s'];
      for (const [i, code] of codes.entries()) {
        // A tap where the tile is on screen, as a thumb does: locator.click() may scroll the page
        // itself (it retries a tile still moving from its hover lift with other scroll alignments),
        // which would hide the very scroll this test looks for. A tile out of view is missed.
        const tile = await page.locator(`.palette [data-tile="${code}"]`).boundingBox();
        assert.ok(tile && tile.y >= 0 && tile.y + tile.height <= 800, `${code} is in view (${JSON.stringify(tile)})`);
        await page.mouse.click(tile.x + tile.width / 2, tile.y + tile.height / 2);
        if (i < 12) continue;
        // The results about the hand the address now names (the draw is written apart: 4569m1222569p25s8s).
        await page.waitForFunction(() => {
          const params = new URLSearchParams(location.search);
          const hand = params.get('q') ?? params.get('qd');
          return document.querySelector(`section.results[data-fresh="true"]`)?.getAttribute('data-hand') === hand;
        });
        const summary = page.locator('.result-summary button');
        const box = await summary.boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= 800, `the summary is in view (${JSON.stringify(box)})`);
        assert.equal(await page.evaluate(() => window.scrollY), 0, 'no scroll was needed');
        if (i === 12) {
          // 13 tiles: the effective tiles' count, as the 3n+1 row gives it.
          const count = await page.locator('.ukeire-row').getAttribute('data-count');
          // The button's name is its own words: the count as the row gives it.
          assert.match((await summary.textContent()).replace(/\s+/g, ' '), new RegExp(`Effective tiles ${count} Table`));
        } else {
          // 14 tiles: the table's first row, its discard and count.
          const first = page.locator('.discard-table tbody tr').first();
          const discard = await first.getAttribute('data-discard');
          const count = (await first.locator('.row-count .count-main').textContent()).trim();
          assert.equal(await page.locator('.summary-best').getAttribute('data-discard'), discard);
          assert.match((await summary.textContent()).replace(/\s+/g, ' '), new RegExp(`Discard .* ${count} Table`));
        }
      }
      // Every tap pressed the tile it aimed at.
      const held = await page.locator('.hand-tiles .tile-button').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')));
      assert.deepEqual([...held].sort(), [...codes].sort());
      await shot(page, 'building-375');
      // Pressing it goes to the results.
      await page.locator('.result-summary button').click();
      await page.waitForFunction(() => document.getElementById('results').getBoundingClientRect().top < 100);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('at 375 px the 14-tile hand fits one line, in both languages', async () => {
      for (const locale of ['en-US', 'ja-JP']) {
        const page = await ctx.newPage({ width: 375, height: 800, locale });
        await page.goto(ctx.url() + '/?q=4569m1222569p258s');
        await fresh(page, '4569m1222569p258s');
        const lines = new Set(await tops(page.locator('.hand-tiles .tile-button')));
        assert.equal(lines.size, 1, `${locale}: the hand's tiles stand on ${lines.size} lines`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scrolling');
        await page.context().close();
      }
    });
  });

  describe('phone 13: the compact table', () => {
    test('one line per discard at 375 and 1280 px, remembered after a reload', async () => {
      for (const [width, height] of [
        [375, 800],
        [1280, 900],
      ]) {
        const page = await ctx.newPage({ width, height });
        await page.goto(ctx.url() + '/?q=4569m1222569p258s');
        await fresh(page, '4569m1222569p258s');
        const toggle = page.getByRole('button', { name: 'Compact table' });
        assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
        const rowLines = async () => {
          const rows = page.locator('.discards > .discard-table tbody tr');
          const out = [];
          // The tiles of the row's own line: buttons, or on a phone once the figures are in, pictures (the details hold the buttons).
          const tiles = (i) =>
            rows.nth(i).locator('.row-tiles:not(.row-tiles-large) .tile-button, .row-tiles:not(.row-tiles-large) > .tile-picture');
          for (let i = 0; i < (await rows.count()); i++) out.push(new Set(await tops(tiles(i))).size);
          return out;
        };
        // The readable table wraps its rows of 20-odd tiles.
        assert.ok(
          (await rowLines()).some((n) => n > 1),
          `${width}: the readable table has rows of more than one line`,
        );
        await toggle.click();
        assert.deepEqual(await rowLines(), [1, 1, 1, 1, 1, 1], `${width}: one line per discard`);
        if (width === 375) await shot(page, 'compact-375');
        await page.reload();
        await fresh(page, '4569m1222569p258s');
        assert.equal(await page.getByRole('button', { name: 'Compact table' }).getAttribute('aria-pressed'), 'true');
        assert.deepEqual(await rowLines(), [1, 1, 1, 1, 1, 1], `${width}: still compact after a reload`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        assert.deepEqual(page.errors, []);
        await page.context().close();
      }
    });
  });

  describe('phone 13: Japanese at 375 px', () => {
    test('lines break at phrase boundaries, never inside a word', async () => {
      const page = await ctx.newPage({ width: 375, height: 800, locale: 'ja-JP' });
      // The four-copies note broke as "天鳳はこ / れも待ちと数えます", the start hint as "配牌し / てください".
      await page.goto(ctx.url() + '/?qd=1111m234p567p789p');
      await fresh(page, '1111m234p567p789p');
      assert.equal(await wordOnOneLine(page, '.result-note', 'これも'), true, '"これも" is split across lines');
      await shot(page, 'ja-375');
      await page.goto(ctx.url() + '/');
      await page.waitForSelector('.results-hint');
      assert.equal(await wordOnOneLine(page, '.results-hint', '配牌して'), true, '"配牌して" is split across lines');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
