/**
 * End-to-end tests of issue 13's practice items, registered by practice.mjs: the quiz never loses
 * a key typed while its hand is dealt and never scores an empty answer; the drill's position lives
 * in the address (reload, Analysis then Back, a bad record), shows the river, opens in the analysis
 * and hands the focus to its summary at the end; its layout at 375 px keeps labels and figures
 * whole (screenshots in test-results/e2e/).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';

/** Holds the worker's script back until the returned function is called, so a page's first deal waits for the test. */
async function holdWorker(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(/engine\.worker[^/]*\.js/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const stat = (page, name) => page.locator(`.quiz-score [data-stat="${name}"]`).textContent();
const river = (page) => page.locator('.drill-river li').evaluateAll((els) => els.map((e) => e.dataset.tile));
const handTiles = (page) => page.locator('.drill-hand [data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile));

/** Waits for the drill to show `n` draws, answered (not greyed while a discard is computed). */
async function drillAt(page, n) {
  await page.waitForSelector(`.drill-play:not(.stale) [data-draws="${n}"]`, { timeout: 15_000 });
}

/** The drill's position as the page shows it: address, river, hand. */
async function position(page) {
  return { search: new URL(page.url()).search, river: await river(page), hand: await handTiles(page) };
}

/** Texts of the elements matching `selector` that take more than one line. */
function brokenLines(page, selector) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return tops.size > 1;
      })
      .map((el) => el.textContent),
  );
}

export function practice13Tests(ctx) {
  describe('issue 13: the wait quiz loses no key and scores no empty answer', () => {
    test('5, 8, Enter typed while the hand is dealt answer it; Enter, Enter after that never score an empty answer', async () => {
      const page = await ctx.newPage();
      const releaseWorker = await holdWorker(page);
      // Whether a hand was shown at each key: the keys must land in the dealing window, which stays
      // open until the worker's script is let through.
      await page.addInitScript(() => {
        window.__keys = [];
        document.addEventListener('keydown', (e) => window.__keys.push([e.key, !!document.querySelector('.quiz-question')]), true);
      });
      await page.goto(ctx.url() + '/?mode=quiz&hand=1122335567789m', { waitUntil: 'commit' });
      await page.waitForSelector('.practice-pending');
      await page.keyboard.press('5');
      await page.keyboard.press('8');
      await page.keyboard.press('Enter');
      assert.deepEqual(await page.evaluate(() => window.__keys), [
        ['5', false],
        ['8', false],
        ['Enter', false],
      ]);
      assert.equal(await page.locator('.quiz-typed-ahead').textContent(), 'Keys kept for the hand being dealt: 5 8 Enter');
      releaseWorker();
      await page
        .getByRole('status')
        .filter({ hasText: /^Correct/ })
        .waitFor({ timeout: 15_000 });
      assert.equal(await stat(page, 'accuracy'), '100% (1/1)');
      assert.equal(await stat(page, 'streak'), '1');
      // The next two Enters: the next hand, then a check with nothing selected.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Select at least one wait first' }).waitFor();
      assert.notEqual(await page.locator('.quiz-question').getAttribute('data-hand'), '1122335567789m');
      assert.equal(await stat(page, 'accuracy'), '100% (1/1)');
      assert.equal(await stat(page, 'streak'), '1');
      // Each hand is an entry: Back returns to the link's hand, shown with its verdict.
      await page.goBack();
      await page.waitForSelector('.quiz-question[data-hand="1122335567789m"]:not(.stale)');
      assert.match(await page.getByRole('status').textContent(), /^Correct/);
      assert.equal(await stat(page, 'accuracy'), '100% (1/1)');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('Check with nothing selected says what to do and scores nothing', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=quiz&hand=1223344888999m');
      await page.waitForSelector('.quiz-question[data-hand]:not(.stale)');
      await page.getByRole('button', { name: 'Check' }).click();
      assert.match(await page.getByRole('status').textContent(), /^Select at least one wait first/);
      assert.equal(await stat(page, 'accuracy'), '—');
      assert.equal(await stat(page, 'streak'), '0');
      // The answer row is still open: the hand is answered as usual.
      await page.keyboard.type('14');
      await page.keyboard.press('Enter');
      assert.match(await page.getByRole('status').textContent(), /^Correct/);
      assert.equal(await stat(page, 'accuracy'), '100% (1/1)');
      await page.context().close();
    });
  });

  describe('issue 13: the discard drill in the address', () => {
    test('reload, and Analysis then Back (also after a reload there), show the same river and hand; Back leaves the drill in one press', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?q=4569m1222569p258s');
      await page.waitForSelector('section.results[data-fresh="true"]');
      await page.goto(ctx.url() + '/?mode=drill&seed=12345');
      await drillAt(page, 0);
      // Six discards from different places in the hand.
      for (const [i, at] of [13, 0, 5, 13, 9, 2].entries()) {
        await page.locator('.drill-hand [data-tile]').nth(at).click();
        await drillAt(page, i + 1);
      }
      const played = await position(page);
      assert.match(played.search, /^\?mode=drill&seed=12345&d=[0-9mpsz]+$/);
      assert.equal(played.river.length, 6);
      assert.equal(new URL(page.url()).searchParams.get('d').replace(/[mpsz]/g, '').length, 6);

      await page.reload();
      await drillAt(page, 6);
      assert.deepEqual(await position(page), played);

      const link = page.getByRole('link', { name: 'Analyse this position' });
      const href = new URLSearchParams(await link.getAttribute('href'));
      await link.click();
      const hand = href.get('q');
      await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"]`);
      // The 14 tiles, the draw last, and the river as seen tiles (the drill's own record).
      assert.equal(href.get('seen'), new URLSearchParams(played.search).get('d'));
      assert.equal(new URL(page.url()).searchParams.get('seen'), href.get('seen'));
      assert.equal(await page.getByRole('textbox', { name: 'Seen' }).inputValue(), href.get('seen'));
      assert.equal(await page.locator('.hand-tiles .tile-drawn').getAttribute('data-tile'), played.hand.at(-1));
      await page.goBack();
      await drillAt(page, 6);
      assert.deepEqual(await position(page), played);

      // A reload on the analysis page, then Back: the drill is rebuilt from its address alone.
      await page.goForward();
      await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"]`);
      await page.reload();
      await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"]`);
      await page.goBack();
      await drillAt(page, 6);
      assert.deepEqual(await position(page), played);

      // The discards replaced the drill's entry: one Back leaves the drill.
      await page.goBack();
      await page.waitForSelector('section.results[data-fresh="true"][data-hand="4569m1222569p258s"]');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a record with a mistake says what and where, and keeps the discards before it', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=drill&seed=12345');
      await drillAt(page, 0);
      for (let i = 1; i <= 2; i++) {
        await page.locator('.drill-hand .tile-drawn').click();
        await drillAt(page, i);
      }
      const { river: kept, hand } = await position(page);
      const record = new URL(page.url()).searchParams.get('d');
      await page.goto(ctx.url() + `/?mode=drill&seed=12345&d=${record}4x`);
      await drillAt(page, 2);
      const alert = await page.getByRole('alert').textContent();
      assert.match(alert, new RegExp(`Unknown character "x" at character ${record.length + 2} of the discards`));
      assert.match(alert, /after the 2 discards before it/);
      assert.deepEqual(await river(page), kept);
      assert.deepEqual(await handTiles(page), hand);
      // Play on: the next discard writes the position and the message goes.
      await page.locator('.drill-hand .tile-drawn').click();
      await drillAt(page, 3);
      assert.equal(await page.locator('.drill-problem').count(), 0);
      assert.match(new URL(page.url()).searchParams.get('d'), /^[0-9mpsz]+$/);
      await page.context().close();
    });

    test('the last discard hands the focus to the summary', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=drill&seed=21');
      await drillAt(page, 0);
      await page.locator('.drill-hand .tile-drawn').focus();
      let turns = 0;
      while (!(await page.locator('.drill-summary').count())) {
        await page.keyboard.press('Enter');
        turns++;
        await page.waitForSelector(`[data-draws="${turns}"]`);
        assert.ok(turns <= 18);
      }
      await page.waitForFunction(() => document.activeElement?.classList.contains('drill-summary'));
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')), 'drill-over');
      assert.equal((await river(page)).length, turns);
      await page.context().close();
    });
  });

  describe('issue 13: the drill at 375 px', () => {
    for (const locale of ['ja-JP', 'en-US']) {
      test(`${locale}: river and table on one screen width, labels and figures unbroken; screenshot`, async () => {
        const page = await ctx.newPage({ width: 375, height: 812, locale });
        await page.goto(ctx.url() + '/?mode=drill&seed=18');
        await drillAt(page, 0);
        for (let i = 1; i <= 8; i++) {
          await page
            .locator('.drill-hand [data-tile]')
            .nth(i % 3 === 0 ? 3 : 13)
            .click();
          await drillAt(page, i);
        }
        await page.locator('.drill-feedback summary').click();
        const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        assert.ok(scroll <= inner, `page is ${scroll} px wide in a ${inner} px window`);
        // The river: six to a row, eight discards on two rows.
        const rows = await page
          .locator('.drill-river li')
          .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
        assert.equal(rows, 2);
        // "あなた" / "Yours", "3向聴" / "3-shanten", "39枚", the comparison's labels and figures: one line each.
        // The effective tiles have most of the width (a shanten column took a fifth of it in English).
        const share = await page
          .locator('.drill-table')
          .evaluate(
            (table) => table.querySelector('.drill-tiles-cell').getBoundingClientRect().width / table.getBoundingClientRect().width,
          );
        assert.ok(share >= 0.6, `the effective tiles have ${Math.round(share * 100)}% of the table's width`);
        const whole = [
          '.drill-yours',
          '.drill-table .drill-group th',
          '.drill-table td:not(.drill-tiles-cell)',
          '.drill-table thead th',
          '.drill-compare dt',
          '.drill-count',
          '.drill-progress > span',
          '.drill-totals > div',
        ];
        for (const selector of whole) {
          assert.deepEqual(await brokenLines(page, selector), [], selector);
        }
        await page.screenshot({ path: join(ctx.shots, `drill-375-${locale.slice(0, 2)}.png`), fullPage: true });
        await page.context().close();
      });
    }
  });
}
