/**
 * End-to-end tests of the probabilities in the page (issue 16), run by run.mjs: a 2-shanten hand's
 * figures appear on its rows, equal to the command line's `--probabilities --json`, change with the
 * turn chosen (kept in the address), two rows compared show the chart of those two (named for both),
 * and a run in flight is ended when the hand changes: the figures shown are the new hand's. A 4-shanten
 * hand's figures come by themselves, searched without hand changes and shanten-back whatever the
 * settings say (the page says so), equal to the CLI's with those options off; a 6-shanten hand's search
 * outgrows its memory budget and the page says why. At 1280 and 375 px, in both languages, with no
 * sideways scrolling. Screenshots: test-results/e2e/probabilities-*.png.
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

const HAND = '12356m2378p559s11z'; // 2-shanten
const FAR = '148m11467p339s247z'; // 4-shanten: about 8,000 hands to search with the options off
const TOO_FAR = '1359m457p147s3467z'; // 6-shanten: over the 500,000 hands of the memory budget

/** The command line's probabilities of a hand, by discard. */
function cliRows(root, hand, ...options) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', '--json', '--probabilities', ...options, hand], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return new Map(JSON.parse(run.stdout).probabilities.rows.map((r) => [r.discard, r]));
}

/** The figures on the rows shown, by discard. */
const shownRows = (page) =>
  page.locator('.discard-table tr[data-discard] .row-chances[data-win]').evaluateAll((els) =>
    els.map((el) => ({
      discard: el.closest('tr').dataset.discard,
      win: Number(el.dataset.win),
      tenpai: Number(el.dataset.tenpai),
      ev: Number(el.dataset.ev),
    })),
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
        // No option on either side: the page and the command line read the engine's defaults (seat South).
        const cli = cliRows(ctx.root, HAND);
        const check = async (k) => {
          const rows = await shownRows(page);
          assert.ok(rows.length >= 2, `${rows.length} rows with figures`);
          for (const row of rows) {
            const want = cli.get(row.discard);
            assert.ok(want, `the CLI has a row for ${row.discard}`);
            for (const m of ['tenpai', 'win', 'ev'])
              assert.ok(Math.abs(row[m] - want[m][k]) <= 1e-9 * Math.max(1, want[m][k]), `${row.discard} ${m} at turn ${k + 1}`);
          }
          return rows;
        };
        const first = await check(0);
        await page.locator('.probability-turn select').selectOption('10');
        await page.waitForFunction(() => new URLSearchParams(location.search).get('turn') === '10');
        const later = await check(9);
        assert.ok(
          later.every((r, i) => r.win <= first[i].win),
          'win probabilities do not rise with the turn',
        );
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        await shot(page, `${width}-${locale}`);

        // Two rows compared: the chart of exactly those two, named for both, and still no sideways scrolling.
        await page.waitForSelector('.discards > .discard-table tbody tr .row-steps[data-next]');
        const rowsShown = page.locator('.discards > .discard-table tbody tr');
        const pair = [await rowsShown.nth(0).getAttribute('data-discard'), await rowsShown.nth(2).getAttribute('data-discard')];
        // On a phone a row's Compare switch is in its details, behind the row's details switch.
        for (const i of [0, 2]) {
          await openDetails(rowsShown.nth(i));
          await rowsShown.nth(i).locator('.step-compare').click();
        }
        const chart = page.locator('.row-comparison .probability-figure[role="img"]');
        await chart.waitFor();
        const name = await chart.getAttribute('aria-label');
        const named = (d) => (locale === 'ja-JP' ? `打${d}` : `discard ${d}`);
        assert.ok(
          pair.every((d) => name.includes(named(d))),
          `the chart's name names both discards: ${name}`,
        );
        assert.deepEqual(
          await chart.locator('.chart-key').allTextContents(),
          pair.map((d) => (locale === 'ja-JP' ? `打${d}` : `Discard ${d}`)),
        );
        assert.equal(await chart.locator('svg.probability-chart').first().locator('polyline').count(), 2);
        // Each chart wide enough to read: its 9-unit words drawn at 9 px or more.
        const narrowest = await chart
          .locator('svg.probability-chart')
          .evaluateAll((svgs) => Math.min(...svgs.map((svg) => svg.getBoundingClientRect().width)));
        assert.ok(narrowest >= 260, `each chart at least as wide as its drawing (${narrowest} px)`);
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth),
          width,
          'no sideways scrolling with the comparison open',
        );
        await page.locator('.row-comparison').screenshot({ path: join(ctx.shots, `probabilities-compare-${width}-${locale}.png`) });

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
        await page.waitForFunction(
          () => document.querySelectorAll('.row-chances[data-win]').length > 0 && !document.querySelector('.probability-progress'),
          null,
          { timeout: 30_000 },
        );
        const now = cliRows(ctx.root, next, '--seat', 'S');
        for (const row of await shownRows(page))
          assert.ok(Math.abs(row.win - now.get(row.discard).win[9]) <= 1e-9, `${row.discard}: the new hand's figure`);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });

      test(`${width} px, ${locale}: a 4-shanten hand's figures come by themselves, without hand changes and shanten-back; a 6-shanten one says why it stops`, async () => {
        const page = await ctx.newPage({ width, height: 900, locale });
        await page.goto(`${ctx.url()}/?q=${FAR}&tegawari=1&back=1`);
        // No button to press: the figures come, equal to the CLI's with the two options off.
        await page.waitForSelector('.row-chances[data-win]', { timeout: 30_000 });
        const cli = cliRows(ctx.root, FAR, '--seat', 'S');
        const rows = await shownRows(page);
        assert.ok(rows.length >= 2, `${rows.length} rows with figures`);
        for (const row of rows) {
          const want = cli.get(row.discard);
          assert.ok(want, `the CLI has a row for ${row.discard}`);
          for (const m of ['tenpai', 'win', 'ev'])
            assert.ok(Math.abs(row[m] - want[m][0]) <= 1e-9 * Math.max(1, want[m][0]), `${row.discard} ${m}`);
        }
        const note =
          locale === 'ja-JP'
            ? '4向聴以上のため、手変わり・向聴戻しなしで計算しています。'
            : '4-shanten or worse: computed without hand changes and shanten-back.';
        assert.equal(await page.locator('.probability-options-off').textContent(), note);
        const boxes = page.locator('.probability-settings input[type="checkbox"]');
        assert.deepEqual([await boxes.nth(0).isChecked(), await boxes.nth(1).isChecked()], [true, true], 'the settings stay as set');
        assert.equal(await page.evaluate(() => location.search), `?q=${FAR}&tegawari=1&back=1`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        await shot(page, `far-${width}-${locale}`);

        // 6-shanten: the search outgrows its memory budget, and the page says why in its own words.
        await page.locator('.hand-input input').fill(TOO_FAR);
        const why = page.locator('.probability-error[data-code="too-large"]');
        await why.waitFor({ timeout: 30_000 });
        assert.match(await why.textContent(), locale === 'ja-JP' ? /聴牌から遠すぎて.*メモリ/ : /too far from tenpai\..*memory/);
        assert.equal(await page.locator('.probability-progress').count(), 0);
        assert.equal(await page.locator('.row-chances').count(), 0, 'no figures on the rows');
        const overhang = await page.evaluate(() => {
          const panel = document.querySelector('.probability-panel').getBoundingClientRect();
          return Math.max(
            ...[...document.querySelectorAll('.probability-panel > *')].map((e) => e.getBoundingClientRect().right - panel.right),
          );
        });
        assert.ok(overhang <= 0.5, `nothing in the panel runs past its edge (${overhang} px)`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }
  });
}
