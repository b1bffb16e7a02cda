/**
 * End-to-end tests of the two-step analysis in the page (issue 14), run by run.mjs: a hand's second
 * step fills its rows in after the first, with the same figures as the command line's --two-step
 * --json; the order switch moves the rows and stays in the address through a reload; two rows are
 * compared; at 1280 and 375 px, in both languages. Screenshots go to test-results/e2e/two-step-*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';

/** Opens a row's details where the page keeps them behind a switch (a phone); elsewhere they are shown. */
async function openDetails(row) {
  const more = row.locator('.row-more');
  if ((await more.count()) && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
}

const HAND = '123456m2378p5599s';

/** The CLI's --two-step --json rows of a hand, by discard. */
function cliRows(root, hand) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', '--two-step', '--json', hand], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return new Map(JSON.parse(run.stdout).discards.map((d) => [d.discard, d]));
}

async function secondStep(page, hand) {
  await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"] .row-steps:not([aria-busy])`, { timeout: 15_000 });
}

export function twoStepTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `two-step-${name}.png`), fullPage: true });

  describe('two-step 14: the second step in the page', () => {
    for (const [width, locale] of [
      [1280, 'en-US'],
      [375, 'ja-JP'],
    ]) {
      test(`${width} px, ${locale}: the figures equal the CLI's, the order switch, a comparison`, async () => {
        const page = await ctx.newPage({ width, height: 900, locale });
        await page.goto(`${ctx.url()}/?q=${HAND}`);
        await secondStep(page, HAND);
        const cli = cliRows(ctx.root, HAND);
        // On a phone the improvements are in each row's details: open them all.
        const rowsShown = page.locator('.discards > .discard-table tbody tr');
        for (let i = 0; i < (await rowsShown.count()); i++) await openDetails(rowsShown.nth(i));
        // Every row that keeps the shanten: next average and good shape as the CLI gives them.
        const rows = await page.locator('.discards > .discard-table tbody tr').evaluateAll((trs) =>
          trs.map((tr) => ({
            discard: tr.dataset.discard,
            next: tr.querySelector('.row-steps')?.dataset.next ?? null,
            rate: tr.querySelector('.step-good')?.dataset.rate ?? null,
            improve: tr.querySelector('.step-improve')?.dataset.count ?? null,
          })),
        );
        assert.ok(rows.length >= 4, `${rows.length} rows`);
        for (const row of rows) {
          const want = cli.get(row.discard);
          assert.equal(Number(row.next), want.nextAverage, `${row.discard} next`);
          assert.equal(Number(row.improve), want.improvements.count, `${row.discard} improvements`);
          const g = want.goodShape;
          assert.equal(Number(row.rate), Math.round((100 * g.good) / (g.good + g.bad)), `${row.discard} good shape`);
        }
        // Order by good shape: the address keeps it through a reload.
        await page.locator('.row-sort input[value="good"]').check();
        await page.waitForFunction(() => new URLSearchParams(location.search).get('sort') === 'good');
        await page.reload();
        await secondStep(page, HAND);
        assert.equal(await page.locator('.row-sort input[value="good"]').isChecked(), true);
        const rates = await page
          .locator('.discards > .discard-table tbody tr .step-good')
          .evaluateAll((els) => els.map((e) => Number(e.dataset.rate)));
        assert.deepEqual(
          rates,
          [...rates].sort((a, b) => b - a),
          `good-shape rates in order: ${rates}`,
        );
        // Compare the first and the last row.
        // On a phone a row's Compare switch is in its details, behind the row's details switch.
        for (const row of [rowsShown.first(), rowsShown.last()]) {
          await openDetails(row);
          await row.locator('.step-compare').click();
        }
        const panel = page.locator('.row-comparison');
        await panel.waitFor();
        assert.equal(await panel.locator('thead th[data-discard]').count(), 2);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        assert.deepEqual(page.errors, []);
        await shot(page, `${width}-${locale}`);
        await page.context().close();
      });
    }

    test('a newer hand while the second step is computed: its rows get their own figures', async () => {
      const page = await ctx.newPage({ width: 1280, height: 900 });
      await page.goto(`${ctx.url()}/?q=4569m1222569p258s`);
      // Press a row's discard at once: the hand changes (a random draw), and the figures shown are the new hand's.
      await page.waitForSelector('section.results[data-fresh="true"] .discard-table tbody tr');
      await page.locator('.discard-table tbody tr th .tile-button').first().click();
      await page.waitForFunction(() => {
        const params = new URLSearchParams(location.search);
        return (
          document.querySelector('section.results[data-fresh="true"]')?.getAttribute('data-hand') === (params.get('q') ?? params.get('qd'))
        );
      });
      const hand = await page.locator('section.results').getAttribute('data-hand');
      assert.notEqual(hand, '4569m1222569p258s');
      await secondStep(page, hand);
      const cli = cliRows(ctx.root, hand);
      const first = await page
        .locator('.discards > .discard-table tbody tr')
        .first()
        .evaluate((tr) => ({ discard: tr.dataset.discard, next: tr.querySelector('.row-steps')?.dataset.next }));
      assert.equal(Number(first.next), cli.get(first.discard).nextAverage);
      await page.context().close();
    });
  });
}
