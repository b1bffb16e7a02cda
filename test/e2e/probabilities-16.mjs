/**
 * End-to-end tests of the probabilities in the page (issue 16), run by run.mjs: a 2-shanten hand's
 * figures appear on its rows, equal to the command line's `--probabilities --json`, change with the
 * turn chosen (kept in the address), and a run in flight is ended when the hand changes: the figures
 * shown are the new hand's; at 1280 and 375 px, in both languages. Screenshots: test-results/e2e/probabilities-*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const HAND = '12356m2378p559s11z'; // 2-shanten

/** The command line's probabilities of a hand, by discard. */
function cliRows(root, hand, ...options) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', '--json', '--probabilities', ...options, hand], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return new Map(JSON.parse(run.stdout).probabilities.rows.map((r) => [r.discard, r]));
}

/** The figures on the rows shown, by discard. */
const shownRows = (page) =>
  page.locator('.discard-table tr[data-discard] .row-chances[data-win]').evaluateAll((els) =>
    els.map((el) => ({ discard: el.closest('tr').dataset.discard, win: Number(el.dataset.win), tenpai: Number(el.dataset.tenpai), ev: Number(el.dataset.ev) })),
  );

export function probabilityTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `probabilities-${name}.png`), fullPage: true });

  describe('probabilities 16: the figures on the rows', () => {
    for (const [width, locale] of [
      [1280, 'en-US'],
      [375, 'ja-JP'],
    ]) {
      test(`${width} px, ${locale}: a 2-shanten hand's figures equal the CLI's, change with the turn, and a new hand ends the old run`, async () => {
        const page = await ctx.newPage({ width, height: 900, locale });
        await page.goto(`${ctx.url()}/?q=${HAND}`);
        await page.waitForSelector('.row-chances[data-win]', { timeout: 30_000 });
        const cli = cliRows(ctx.root, HAND, '--seat', 'S');
        const check = async (k) => {
          const rows = await shownRows(page);
          assert.ok(rows.length >= 2, `${rows.length} rows with figures`);
          for (const row of rows) {
            const want = cli.get(row.discard);
            assert.ok(want, `the CLI has a row for ${row.discard}`);
            for (const m of ['tenpai', 'win', 'ev']) assert.ok(Math.abs(row[m] - want[m][k]) <= 1e-9 * Math.max(1, want[m][k]), `${row.discard} ${m} at turn ${k + 1}`);
          }
          return rows;
        };
        const first = await check(0);
        await page.locator('.probability-turn select').selectOption('10');
        await page.waitForFunction(() => new URLSearchParams(location.search).get('turn') === '10');
        const later = await check(9);
        assert.ok(later.every((r, i) => r.win <= first[i].win), 'win probabilities do not rise with the turn');
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        await shot(page, `${width}-${locale}`);

        // A long run (hand changes and shanten-back on a 2-shanten hand), then a new hand while it runs.
        await page.locator('.probability-settings input[type="checkbox"]').nth(0).check();
        await page.locator('.probability-settings input[type="checkbox"]').nth(1).check();
        await page.waitForSelector('.probability-progress progress', { timeout: 10_000 });
        const next = '123456m2378p5599s'; // 1-shanten: quick with the options off
        await page.locator('.probability-settings input[type="checkbox"]').nth(0).uncheck();
        await page.locator('.probability-settings input[type="checkbox"]').nth(1).uncheck();
        const field = page.locator('.hand-input input');
        await field.fill(next);
        await page.waitForFunction((hand) => new URLSearchParams(location.search).get('q') === hand, next);
        await page.waitForFunction(() => document.querySelectorAll('.row-chances[data-win]').length > 0 && !document.querySelector('.probability-progress'), null, { timeout: 30_000 });
        const now = cliRows(ctx.root, next, '--seat', 'S');
        for (const row of await shownRows(page)) assert.ok(Math.abs(row.win - now.get(row.discard).win[9]) <= 1e-9, `${row.discard}: the new hand's figure`);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }
  });
}
