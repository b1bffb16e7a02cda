/**
 * End-to-end tests of the tables on a phone (issue 21), run by run.mjs in the same browser and server:
 * at 375 px, in both tables (the readable one and the compact one) and both languages, every control is
 * at least 24 x 24 CSS px (WCAG 2.5.8), a row's figures take at most two lines, and the rest of a row
 * (improvements, the good-shape split, the explanation, Compare) is behind one tap on the row's details
 * switch. Screenshots go to test-results/e2e/phone21-*.png.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const HAND = '23347m112456799p';

/** Every control a player can tap in the tables: its box, where it is drawn. */
function targets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.discards button, .discards summary, .discards input, .discards select, .discards a')]
      .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
      .map((e) => {
        const r = e.getBoundingClientRect();
        return {
          what: `${e.tagName.toLowerCase()}.${e.className} ${e.getAttribute('aria-label') ?? e.textContent?.slice(0, 12)}`,
          width: r.width,
          height: r.height,
        };
      }),
  );
}

/** Each row's brief line: its height in lines of its own text. */
function briefLines(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.discards tr.discard-row .row-brief')].map((b) => {
      // The line height of its text, from a one-line probe of the same font.
      const probe = document.createElement('span');
      probe.textContent = 'x';
      b.querySelector('.row-chances, .row-steps')?.appendChild(probe);
      const line = probe.getBoundingClientRect().height;
      probe.remove();
      // The switch is taller than a line; the lines are counted from the text's own boxes, a box more
      // than half a line below the line before starting a new one.
      const tops = [...b.querySelectorAll('.row-steps, .row-chances, .step-back-flag')]
        .flatMap((e) => [...e.getClientRects()].map((r) => r.top))
        .sort((x, y) => x - y);
      let lines = tops.length ? 1 : 0;
      for (let i = 1; i < tops.length; i++) if (tops[i] - tops[i - 1] > line / 2) lines++;
      return { lines, height: b.getBoundingClientRect().height, line };
    }),
  );
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function phone21Tests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `phone21-${name}.png`), fullPage: true });

  describe('phone 21: the tables at 375 px', () => {
    for (const [density, locale] of [
      ['readable', 'en-US'],
      ['compact', 'ja-JP'],
      ['readable', 'ja-JP'],
      ['compact', 'en-US'],
    ]) {
      test(`${density} table, ${locale}: every control 24 x 24 px or more, figures on at most two lines, details behind a tap`, async () => {
        const page = await ctx.newPage({ width: 375, height: 800, locale });
        if (density === 'compact') await page.addInitScript(() => localStorage.setItem('pairi.table', 'compact'));
        await page.goto(`${ctx.url()}/?q=${HAND}&back=1`);
        await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${HAND}"] .row-brief .row-steps[data-next]`, {
          timeout: 15_000,
        });
        await page.waitForFunction(
          () => document.querySelector('.row-brief .row-chances[data-win]') && !document.querySelector('.row-chances[data-pending]'),
          null,
          { timeout: 30_000 },
        );
        // The raising rows too (shanten-back on: they have figures and the flag).
        // The raising rows' section opens by itself when one of them is worth a step back.
        if (!(await page.locator('.discards-worse').evaluate((d) => d.open))) await page.locator('.discards-worse > summary').click();
        await page.waitForSelector('.discards-worse .row-brief .row-chances[data-win]');
        const small = (await targets(page)).filter((t) => t.width < 24 || t.height < 24);
        assert.deepEqual(small, [], 'every control at least 24 x 24 px');
        const lines = await briefLines(page);
        assert.ok(lines.length >= 10, `${lines.length} rows with figures`);
        for (const [i, b] of lines.entries()) assert.ok(b.lines <= 2, `row ${i}: its figures take ${b.lines} lines`);
        // No row as tall as it was (some 200 px): the tiles, then two short lines.
        const heights = await page
          .locator('.discards > .discard-table tbody tr')
          .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
        assert.ok(Math.max(...heights) <= 120, `rows at most 120 px tall: ${heights.map(Math.round)}`);
        // A tap on a row's details switch shows the rest, with its Compare switch, and its controls are 24 px too.
        const row = page.locator('.discards > .discard-table tbody tr').first();
        assert.equal(await row.locator('.step-compare').count(), 0);
        await row.locator('.row-more').click();
        assert.equal(await row.locator('.row-more').getAttribute('aria-expanded'), 'true');
        await row.locator('.row-details .step-compare').waitFor();
        assert.ok(await row.locator('.row-details .step-improve').isVisible());
        const opened = (await targets(page)).filter((t) => t.width < 24 || t.height < 24);
        assert.deepEqual(opened, [], 'every control at least 24 x 24 px with a row open');
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scrolling');
        await shot(page, `${density}-${locale}`);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }
  });

  describe('phone 21: the practice modes on a touch screen', () => {
    test('the keyboard hint of the quizzes shows with a mouse, not on a touch phone', async () => {
      for (const [options, shown] of [
        [{ width: 375, height: 800, hasTouch: true, isMobile: true }, false],
        [{ width: 1280, height: 900 }, true],
      ]) {
        for (const mode of ['quiz', 'points']) {
          const page = await ctx.newPage(options);
          await page.goto(`${ctx.url()}/?mode=${mode}`);
          await page.waitForSelector('.practice-keys', { state: 'attached' });
          assert.equal(
            await page.locator('.practice-keys').isVisible(),
            shown,
            `${mode}, ${options.width} px${options.hasTouch ? ', touch' : ''}`,
          );
          await page.context().close();
        }
      }
    });
  });
}
