/**
 * End-to-end test of the probabilities' options closer to a real game (issue 23), run by run.mjs: on a
 * 1-shanten hand, the options are set in the page (by pointer, and one by keyboard), the address keeps
 * each, the figures on the rows equal the command line's with the same options (both faces send the
 * same search), and after a reload the controls, the address and the figures are as set. At 1280 px in
 * English and 375 px in Japanese, with no sideways scrolling and every control inside the page's width.
 * The line under the figures on why 麻雀何切るシミュレーター's differ is there in both. Screenshots:
 * test-results/e2e/real-game-options-*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const HAND = '123456m2378p5599s'; // 1-shanten, quick to search

/** The command line's probabilities of a hand, by discard. */
function cliRows(root, hand, ...options) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', '--json', '--probabilities', ...options, hand], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return new Map(JSON.parse(run.stdout).probabilities.rows.map((r) => [r.discard, r]));
}

/** The figures on the rows shown (turn 1), by discard, once no search is running. */
async function settledRows(page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.row-chances[data-win]').length > 0 &&
      !document.querySelector('.probability-progress, .row-chances[data-pending]'),
    null,
    { timeout: 30_000 },
  );
  return page.locator('.discard-table tr[data-discard] .row-chances[data-win]').evaluateAll((els) =>
    els.map((el) => ({
      discard: el.closest('tr').dataset.discard,
      win: Number(el.dataset.win),
      tenpai: Number(el.dataset.tenpai),
      ev: Number(el.dataset.ev),
    })),
  );
}

/** Each shown row's figures equal the CLI's at turn 1. */
function assertSame(rows, cli) {
  assert.ok(rows.length >= 2, `${rows.length} rows with figures`);
  for (const row of rows) {
    const want = cli.get(row.discard);
    assert.ok(want, `the CLI has a row for ${row.discard}`);
    for (const m of ['tenpai', 'win', 'ev'])
      assert.ok(Math.abs(row[m] - want[m][0]) <= 1e-9 * Math.max(1, want[m][0]), `${row.discard} ${m}: ${row[m]} against ${want[m][0]}`);
  }
}

const WORDS = {
  'en-US': {
    more: 'Closer to a real game',
    riichiStick: 'Riichi pays its stick',
    tenpaiPayment: 'Tenpai payment',
    ippatsu: 'Ippatsu',
    haitei: 'Haitei',
    honba: 'Honba',
  },
  'ja-JP': {
    more: '実戦に近づける',
    riichiStick: '立直棒 (供託)',
    tenpaiPayment: '聴牌料 (ノーテン罰符)',
    ippatsu: '一発',
    haitei: '海底摸月',
    honba: '本場',
  },
};

const SET = { riichistick: '1', tenpaipay: '3000', countippatsu: '1', counthaitei: '1', honba: '2' };
const CLI_OPTIONS = ['--riichi-stick', '--tenpai-payment', '3000', '--ippatsu', '--haitei', '--honba', '2'];

export function realGameOptionTests(ctx) {
  describe('real-game options 23: set in the page, kept in the address and after a reload', () => {
    for (const [width, locale] of [
      [1280, 'en-US'],
      [375, 'ja-JP'],
    ]) {
      test(`${width} px, ${locale}: each option set reaches the search (the CLI's figures), the address, and a reload`, async () => {
        const w = WORDS[locale];
        const page = await ctx.newPage({ width, height: 900, locale });
        await page.goto(`${ctx.url()}/?q=${HAND}`);
        await settledRows(page);
        const panel = page.locator('.probability-panel');
        assert.match(
          await panel.locator('.probability-differs').textContent(),
          /麻雀何切るシミュレーター.*rules\.md|rules\.md.*麻雀何切るシミュレーター/,
        );

        const more = panel.getByRole('button', { name: w.more });
        assert.equal(await more.getAttribute('aria-expanded'), 'false');
        await more.click();
        const group = panel.getByRole('group', { name: w.more });
        await group.getByRole('checkbox', { name: w.riichiStick }).check();
        await group.getByRole('spinbutton', { name: w.tenpaiPayment }).fill('3000');
        await group.getByRole('checkbox', { name: w.haitei }).check();
        await group.getByRole('spinbutton', { name: w.honba }).fill('2');
        // Ippatsu by keyboard: focused, then Space.
        await group.getByRole('checkbox', { name: w.ippatsu }).focus();
        await page.keyboard.press('Space');
        assert.equal(await group.getByRole('checkbox', { name: w.ippatsu }).isChecked(), true);

        const params = () => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)));
        await page.waitForFunction((want) => {
          const p = new URLSearchParams(location.search);
          return Object.entries(want).every(([k, v]) => p.get(k) === v);
        }, SET);
        assert.deepEqual(await params(), { q: HAND, ...SET });
        const cli = cliRows(ctx.root, HAND, ...CLI_OPTIONS);
        assertSame(await settledRows(page), cli);

        // Nothing runs past a phone's edge: the page, and each control of the group.
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        const overhang = await page.evaluate(() => {
          const edge = document.documentElement.clientWidth;
          return Math.max(
            ...[...document.querySelectorAll('.probability-real-game input, .probability-real-game label')].map(
              (e) => e.getBoundingClientRect().right - edge,
            ),
          );
        });
        assert.ok(overhang <= 0, `every control inside the page's width (${overhang} px over)`);
        const heights = await group.locator('label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
        assert.ok(Math.min(...heights) >= 32, `each control at least 32 px high for a thumb (${Math.min(...heights)})`);
        await panel.screenshot({ path: join(ctx.shots, `real-game-options-${width}-${locale}.png`) });

        // A reload: the same address, the controls as set (the group open by itself), the same figures.
        await page.reload();
        const rows = await settledRows(page);
        assert.deepEqual(await params(), { q: HAND, ...SET });
        assert.equal(await panel.getByRole('button', { name: w.more }).getAttribute('aria-expanded'), 'true');
        assert.equal(await group.getByRole('checkbox', { name: w.riichiStick }).isChecked(), true);
        assert.equal(await group.getByRole('spinbutton', { name: w.tenpaiPayment }).inputValue(), '3000');
        assert.equal(await group.getByRole('checkbox', { name: w.ippatsu }).isChecked(), true);
        assert.equal(await group.getByRole('checkbox', { name: w.haitei }).isChecked(), true);
        assert.equal(await group.getByRole('spinbutton', { name: w.honba }).inputValue(), '2');
        assert.ok(await panel.locator('.probability-real-on').isVisible(), 'the line naming what is counted');
        assertSame(rows, cli);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }
  });
}
