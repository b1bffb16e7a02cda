/**
 * End-to-end tests of the page in Chinese (simplified) (issue 21), run by run.mjs in the same browser
 * and server: a browser asking for zh-CN gets the Chinese page (<html lang="zh-Hans">, the terms Chinese
 * players use, no Japanese kana outside Tenhou's own result text), the switch turns any page Chinese
 * and the choice survives a reload, and the practice modes read in Chinese too, at 1280 and 375 px.
 * Screenshots go to test-results/e2e/zh-*.png.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const KANA = /[\u3040-\u30ff]/;

/** The page's visible words, Tenhou's result text aside (its format is Tenhou's, in Japanese). */
const words = (page) => page.evaluate(() => document.body.innerText);

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function chineseTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `zh-${name}.png`), fullPage: true });

  describe('chinese 21: the page in Chinese', () => {
    for (const width of [1280, 375]) {
      test(`a browser asking for zh-CN gets the Chinese page at ${width} px: the table, the probabilities, the rules`, async () => {
        const page = await ctx.newPage({ width, height: 900, locale: 'zh-CN' });
        await page.goto(`${ctx.url()}/?q=4569m1222569p258s`);
        await page.waitForSelector('.row-chances[data-win]', { timeout: 30_000 });
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
        assert.equal((await page.locator('.result-header h2').textContent()).trim(), '3向听 · 14张');
        assert.ok(await page.getByRole('textbox', { name: '手牌' }).isVisible());
        assert.ok(await page.getByRole('combobox', { name: '场风' }).isVisible());
        assert.match(await page.locator('.row-chances').first().textContent(), /^(听牌 \d+\.\d% · )?和牌 \d+\.\d% · [\d,]+点$/);
        assert.ok(await page.getByRole('group', { name: '规则' }).isVisible());
        const text = await words(page);
        assert.doesNotMatch(text, KANA, 'no Japanese kana on the Chinese page');
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
        await shot(page, `analysis-${width}`);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }

    test('the switch turns an English page Chinese, and a reload keeps it', async () => {
      const page = await ctx.newPage({ locale: 'en-US' });
      await page.goto(`${ctx.url()}/?q=111222333m77z456p&riichi=1`);
      await page.waitForSelector('.score-panel[data-fresh="true"]');
      await page.getByRole('button', { name: '中文' }).click();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
      // The score panel: the yaku in Chinese characters.
      await page.waitForFunction(() => document.querySelector('.score-yaku')?.textContent.includes('三暗刻'));
      const yaku = await page.locator('.score-yaku').textContent();
      assert.match(yaku, /立直1番/);
      assert.doesNotMatch(yaku, KANA);
      await page.reload();
      await page.waitForSelector('.score-panel[data-fresh="true"]');
      assert.equal(await page.getByRole('button', { name: '中文' }).getAttribute('aria-pressed'), 'true');
      assert.doesNotMatch(await words(page), KANA);
      await shot(page, 'score');
      await page.context().close();
    });

    test('the practice modes in Chinese at 375 px', async () => {
      for (const [path, ready, heading] of [
        ['/?mode=quiz&hand=1222356778899m', '[data-answer]', '清一色 听牌练习'],
        ['/?mode=drill&seed=12345', '.drill-hand .tile-button', '何切练习'],
        ['/?mode=points&seed=1', '.points-field input', '点数计算练习'],
      ]) {
        const page = await ctx.newPage({ width: 375, height: 800, locale: 'zh-CN' });
        await page.goto(ctx.url() + path);
        await page.waitForSelector(ready);
        assert.ok(await page.getByRole('heading', { name: heading }).isVisible(), heading);
        assert.doesNotMatch(await words(page), KANA, path);
        await shot(page, path.slice(7, 12));
        await page.context().close();
      }
    });
  });
}
