/**
 * End-to-end tests of the scoring rules in the page (issue 21), run by run.mjs: `?pd=1112345678999m`
 * values each wait by ron at 32,000 under the default rules (Tenhou's: 純正九蓮宝燈 is one yakuman for a
 * non-dealer), one press on Mahjong Soul's set makes it 64,000, the address keeps it through a reload,
 * and a page opened without it takes the remembered choice; every control of the Rules panel is at
 * least 24 CSS px square and nothing scrolls sideways at 375 px. Screenshots go to test-results/e2e/rules-*.png.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';

/** Waits for the score panel's answer about the hand, situation and rules shown. */
async function scored(page) {
  await page.waitForSelector('.score-panel[data-fresh="true"]', { timeout: 15_000 });
}

/** Each wait's value by ron, as the page shows it (data-points of the ron column). */
const ronValues = (page) =>
  page
    .locator('.wait-values tbody tr')
    .evaluateAll((rows) => rows.map((r) => Number(r.querySelectorAll('.wait-value')[0]?.dataset.points)));

export function rulesTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `rules-${name}.png`), fullPage: true });

  describe('rules 21: the scoring rules on the page', () => {
    for (const [width, locale, names] of [
      [1280, 'en-US', { rules: 'Rules', tenhou: 'Tenhou', soul: 'Mahjong Soul', more: 'Every switch', inForce: 'Rules: Mahjong Soul' }],
      [375, 'ja-JP', { rules: 'ルール', tenhou: '天鳳', soul: '雀魂', more: '個別の設定', inForce: 'ルール: 雀魂' }],
    ]) {
      test(`${width} px, ${locale}: 32,000 a wait under Tenhou's rules, 64,000 one press later under Mahjong Soul's, kept through a reload`, async () => {
        const page = await ctx.newPage({ width, height: 900, locale });
        await page.goto(`${ctx.url()}/?pd=1112345678999m`);
        await scored(page);
        // The default: Tenhou's rules, a non-dealer (seat South) won by ron on any of the nine waits: one yakuman.
        assert.deepEqual(await ronValues(page), Array(9).fill(32000));
        const group = page.getByRole('group', { name: names.rules });
        assert.equal(await group.getByRole('button', { name: names.tenhou }).getAttribute('aria-pressed'), 'true');
        await group.getByRole('button', { name: names.soul, exact: true }).click();
        await page.waitForFunction(() => new URLSearchParams(location.search).get('rules') === 'mahjongsoul');
        await scored(page);
        assert.deepEqual(await ronValues(page), Array(9).fill(64000));
        assert.equal(await page.locator('.score-rules').textContent(), names.inForce);
        await page.reload();
        await scored(page);
        assert.deepEqual(await ronValues(page), Array(9).fill(64000), 'the address keeps the rules');
        assert.equal(
          await page
            .getByRole('group', { name: names.rules })
            .getByRole('button', { name: names.soul, exact: true })
            .getAttribute('aria-pressed'),
          'true',
        );
        // Every control of the panel, the switches opened, is at least 24 x 24 CSS px.
        await page.getByRole('group', { name: names.rules }).getByRole('button', { name: names.more }).click();
        const sizes = await page.locator('.rules button, .rules input').evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return [r.width, r.height];
          }),
        );
        assert.equal(sizes.length, 9, 'three buttons and six switches');
        for (const [w, h] of sizes) assert.ok(w >= 24 && h >= 24, `a control of ${w} x ${h} px`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        await shot(page, `${width}-${locale}`);
        // A page opened without rules in its address takes the remembered choice.
        const other = await page.context().newPage();
        await other.goto(`${ctx.url()}/?pd=1112345678999m`);
        await scored(other);
        assert.deepEqual(await ronValues(other), Array(9).fill(64000), 'the choice is remembered');
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }
  });
}
