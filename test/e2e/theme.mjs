/**
 * End-to-end tests of the theme (dark mode), run by run.mjs in the same browser and server: the page
 * follows the system's scheme at first; the header's switch overrides it, survives a reload and paints
 * its colours from the very first frame (no white flash before the scripts run); native controls turn
 * with it (color-scheme); at 375 px the switch fits the header beside the language switch, each of its
 * buttons at least 24 x 24 px. Screenshots of the main views in dark go to test-results/e2e/theme-*.png.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';

/** shell.css's page colour (--bg) in each scheme, as getComputedStyle gives it. */
const BG = { light: 'rgb(246, 247, 249)', dark: 'rgb(15, 21, 19)' };
const NAMES = {
  'en-US': { group: 'Theme', auto: 'Auto', light: 'Light', dark: 'Dark' },
  'ja-JP': { group: '表示', auto: '自動', light: 'ライト', dark: 'ダーク' },
};

/**
 * Before any of the page's own scripts: note the page's colour at the first frame the browser draws
 * (a requestAnimationFrame callback runs just before a frame is drawn, and none is drawn while the
 * head's stylesheet loads), and whether the page's scripts had drawn anything by then.
 */
function watchFirstFrame(page) {
  return page.addInitScript(() => {
    requestAnimationFrame(() => {
      window.firstFrame = {
        background: getComputedStyle(document.documentElement).backgroundColor,
        theme: document.documentElement.getAttribute('data-theme'),
        drawn: Boolean(document.querySelector('.app')),
      };
    });
  });
}

/** What is drawn now: the page's colour, <html data-theme>, a select's color-scheme and the switch's pressed button. */
function drawn(page, names) {
  return page.evaluate(
    ({ group }) => ({
      background: getComputedStyle(document.documentElement).backgroundColor,
      theme: document.documentElement.getAttribute('data-theme'),
      controls: getComputedStyle(document.querySelector('select, input') ?? document.body).colorScheme,
      pressed: [...document.querySelectorAll(`[role="group"][aria-label="${group}"] button[aria-pressed="true"]`)].map(
        (b) => b.textContent,
      ),
    }),
    names,
  );
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function themeTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `theme-${name}.png`), fullPage: true });

  describe('theme: dark mode and its switch', () => {
    for (const locale of ['en-US', 'ja-JP']) {
      const names = NAMES[locale];
      test(`${locale}: follows the system at first; the switch overrides it, survives a reload, and the first frame is already its colour`, async () => {
        const page = await ctx.newPage({ locale, colorScheme: 'light' });
        await watchFirstFrame(page);
        await page.goto(`${ctx.url()}/?q=4569m1222569p258s`);
        await page.waitForSelector('.palette');
        assert.deepEqual(await drawn(page, names), { background: BG.light, theme: 'light', controls: 'light', pressed: [names.auto] });
        // The system turns dark while the choice is Auto: the page follows at once.
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
        assert.deepEqual(await drawn(page, names), { background: BG.dark, theme: 'dark', controls: 'dark', pressed: [names.auto] });

        // A light choice on a dark system, then a dark one on a light system: each wins, and a reload keeps it.
        for (const [choice, system] of [
          ['light', 'dark'],
          ['dark', 'light'],
        ]) {
          await page.emulateMedia({ colorScheme: system });
          await page.getByRole('group', { name: names.group }).getByRole('button', { name: names[choice] }).click();
          await page.waitForFunction((c) => document.documentElement.getAttribute('data-theme') === c, choice);
          assert.deepEqual(await drawn(page, names), { background: BG[choice], theme: choice, controls: choice, pressed: [names[choice]] });
          await page.reload();
          await page.waitForSelector('.palette');
          const first = await page.evaluate(() => window.firstFrame);
          assert.equal(
            first.background,
            BG[choice],
            `${choice} on a ${system} system: the first frame after a reload is ${JSON.stringify(first)}`,
          );
          assert.equal(first.theme, choice);
          assert.deepEqual(await drawn(page, names), { background: BG[choice], theme: choice, controls: choice, pressed: [names[choice]] });
          // The browser's bar takes the chosen scheme's colour too.
          const bar = await page.evaluate(() =>
            [...document.querySelectorAll('meta[name="theme-color"]')].filter((m) => matchMedia(m.media).matches).map((m) => m.content),
          );
          assert.deepEqual(bar, [choice === 'dark' ? '#0f1513' : '#1f5b45']);
        }

        // Auto again: the system's scheme (light now), from the first frame of the next visit too.
        await page.getByRole('group', { name: names.group }).getByRole('button', { name: names.auto }).click();
        await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.reload();
        await page.waitForSelector('.palette');
        assert.equal((await page.evaluate(() => window.firstFrame)).background, BG.dark);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });

      test(`${locale}, 375 px: the switch fits the header beside the language, no sideways scrolling, each button 24 x 24 px or more`, async () => {
        const page = await ctx.newPage({ width: 375, height: 800, locale, colorScheme: 'dark' });
        await page.goto(`${ctx.url()}/?q=4569m1222569p258s`);
        await page.waitForSelector('.row-chances[data-win]', { timeout: 30_000 });
        const box = await page.evaluate(({ group }) => {
          const theme = document.querySelector(`[role="group"][aria-label="${group}"]`);
          const language = document.querySelector('.language-switch');
          return {
            scrollWidth: document.documentElement.scrollWidth,
            buttons: [...theme.querySelectorAll('button')].map((b) => ({
              width: b.getBoundingClientRect().width,
              height: b.getBoundingClientRect().height,
            })),
            right: theme.getBoundingClientRect().right,
            sameLine: Math.abs(theme.getBoundingClientRect().top - language.getBoundingClientRect().top) < 2,
          };
        }, names);
        assert.ok(box.scrollWidth <= 375, `the page is ${box.scrollWidth} px wide`);
        assert.ok(box.right <= 375, `the switch ends at ${box.right} px`);
        assert.ok(box.sameLine, 'the theme switch sits beside the language switch');
        assert.equal(box.buttons.length, 3);
        for (const b of box.buttons) assert.ok(b.width >= 24 && b.height >= 24, `a theme button is ${b.width} x ${b.height} px`);
        await shot(page, `375-${locale.slice(0, 2)}-hand`);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }

    test('screenshots of the main views in dark, 1280 and 375 px, both languages', async () => {
      const VIEWS = [
        ['hand', '/?q=4569m1222569p258s', '.row-chances[data-win]'],
        ['score', '/?q=111222333m77z456p&riichi=1', '.score-panel'],
        ['real-game', '/?q=4569m1222569p(789s)&seen=1m2m3m9s&dora=3z', '.row-chances[data-win]'],
        ['quiz', '/?mode=quiz&hand=1222356778899m', '[data-answer]'],
      ];
      for (const width of [1280, 375]) {
        for (const locale of ['en-US', 'ja-JP']) {
          const page = await ctx.newPage({ width, height: 900, locale, colorScheme: 'dark' });
          for (const [name, path, ready] of VIEWS) {
            await page.goto(ctx.url() + path);
            await page.waitForSelector(ready, { timeout: 30_000 });
            await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .row-chances[data-pending]'), null, {
              timeout: 30_000,
            });
            assert.equal(
              await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
              BG.dark,
              `${name} at ${width} px, ${locale}`,
            );
            await shot(page, `dark-${width}-${locale.slice(0, 2)}-${name}`);
          }
          assert.deepEqual(page.errors, []);
          await page.context().close();
        }
      }
    });
  });
}
