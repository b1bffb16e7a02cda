/**
 * End-to-end tests of scoring in the page (issue 15), run by run.mjs: a Tenhou link of a complete
 * hand shows its value, equal to the command line's `--score --json`; changing the situation (ron,
 * riichi, the winning tile) changes it and stays in the address through a reload; a tenpai hand shows
 * what each wait is worth by ron and by tsumo, equal to the command line's scores of the completed
 * hands; at 1280 and 375 px, in both languages. Screenshots go to test-results/e2e/score-*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';

/** The command line's --score --json of a hand won on `win`, with more options. */
function cliScore(root, hand, win, ...options) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', '--score', '--json', '--win', win, ...options, hand], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout).score;
}

/** Waits for the score panel's answer about the hand and situation shown. */
async function scored(page) {
  await page.waitForSelector('.score-panel[data-fresh="true"]', { timeout: 15_000 });
}

const shownValue = (page) =>
  page
    .locator('.score-result')
    .evaluate((el) => ({ points: Number(el.dataset.points), han: Number(el.dataset.han), fu: Number(el.dataset.fu) }));

export function scoreTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `score-${name}.png`), fullPage: true });

  describe('score 15: scoring in the page', () => {
    for (const [width, locale] of [
      [1280, 'en-US'],
      [375, 'ja-JP'],
    ]) {
      test(`${width} px, ${locale}: a complete hand's value, the situation changed, kept through a reload`, async () => {
        const page = await ctx.newPage({ width, height: 900, locale });
        const hand = '111222333m77z456p';
        await page.goto(`${ctx.url()}/?q=${hand}`);
        await scored(page);
        // The discards' probabilities come a moment after the score and lengthen the rows above the
        // score panel: wait for them, so that no click below lands while the page moves.
        await page.waitForSelector('.row-chances[data-win]', { timeout: 15_000 });
        // A tsumo on the draw, 6p, seat South: as the command line scores it.
        const tsumo = cliScore(ctx.root, hand, '6p');
        assert.deepEqual(await shownValue(page), { points: tsumo.points, han: tsumo.han, fu: tsumo.fu });
        assert.equal(await page.locator('.hand-tiles [data-winning="true"]').count(), 1, 'the winning tile is marked');
        // Ron, riichi, and the winning tile 3m: the reading changes to three runs.
        // Each change is scored again, and the new value can change the panel's height: each waits for its score.
        await page.locator('input[name="situation-by"]').nth(1).check();
        await scored(page);
        await page.locator('input[name="situation-riichi"]').nth(1).check();
        await scored(page);
        await page.locator('.situation-win input').nth(2).check();
        await page.waitForFunction(() => new URLSearchParams(location.search).get('agari') === '3m');
        await scored(page);
        const ron = cliScore(ctx.root, hand, '3m', '--ron', '--riichi');
        assert.deepEqual(await shownValue(page), { points: ron.points, han: ron.han, fu: ron.fu });
        const reading = await page.locator('.score-reading .group-tiles').getAttribute('aria-label');
        assert.equal(reading, ron.decomposition);
        await page.reload();
        await scored(page);
        assert.deepEqual(await shownValue(page), { points: ron.points, han: ron.han, fu: ron.fu });
        assert.equal(await page.locator('input[name="situation-by"]').nth(1).isChecked(), true, 'ron kept');
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        assert.deepEqual(page.errors, []);
        await shot(page, `complete-${width}-${locale}`);
        await page.context().close();
      });

      test(`${width} px, ${locale}: a tenpai hand's waits, each worth what the command line says`, async () => {
        const page = await ctx.newPage({ width, height: 900, locale });
        await page.goto(`${ctx.url()}/?qd=234567m345p6799s&seat=E&riichi=1`);
        await scored(page);
        const cells = await page.locator('.wait-values tbody tr').evaluateAll((rows) =>
          rows.map((r) => ({
            tile: r.dataset.tile,
            values: [...r.querySelectorAll('.wait-value')].map((v) => Number(v.dataset.points)),
          })),
        );
        assert.deepEqual(
          cells.map((c) => c.tile),
          ['5s', '8s'],
        );
        for (const { tile, values } of cells) {
          const completed = `234567m345p67${tile[0]}99s`.replace(/67(\d)99s/, (_, d) => [6, 7, Number(d)].sort().join('') + '99s');
          const ron = cliScore(ctx.root, completed, tile, '--ron', '--riichi', '--seat', 'E');
          const tsumo = cliScore(ctx.root, completed, tile, '--riichi', '--seat', 'E');
          assert.deepEqual(values, [ron.points, tsumo.points], `${tile}: ron and tsumo`);
        }
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        assert.deepEqual(page.errors, []);
        await shot(page, `waits-${width}-${locale}`);
        await page.context().close();
      });
    }
  });
}
