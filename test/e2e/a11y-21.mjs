/**
 * Accessibility of every view (issue 21), run by run.mjs in the same browser and server: axe-core
 * (the engine of the common accessibility checkers) on the empty page, a hand, a tenpai hand, a
 * complete hand with its score, a real game, a mistake in the field (the last result greyed), a phone's
 * tables, the rules, and the three practice modes, in every language and colour scheme the page has.
 * A violation of impact serious or critical fails, each named with its rule and the elements at fault.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The views: a name, the address, the width, and what to wait for (and do) before the check. */
const VIEWS = [
  { name: 'empty page', path: '/', ready: '.palette' },
  { name: 'a hand (14 tiles, probabilities)', path: '/?q=4569m1222569p258s', ready: '.row-chances[data-win]' },
  {
    name: 'a tenpai hand (waits and their values)',
    path: '/?qd=123m456p789s1122z',
    ready: 'section.results[data-fresh="true"] .wait-values, section.results[data-fresh="true"] .score-panel',
  },
  { name: 'a complete hand with its score', path: '/?q=111222333m77z456p&riichi=1', ready: '.score-panel' },
  { name: 'a real game', path: '/?q=4569m1222569p(789s)&seen=1m2m3m9s&dora=3z', ready: '.row-chances[data-win]' },
  {
    name: 'a mistake in the field (the last result greyed)',
    path: '/?q=4569m1222569p258s&draft=4569m1222569p258x',
    ready: 'section.results.stale',
  },
  {
    name: 'the tables on a phone, a row open, shanten-back',
    path: '/?q=23347m112456799p&back=1',
    width: 375,
    ready: '.row-brief .row-chances[data-win]',
    act: async (page) => {
      await page.locator('.row-more').first().click();
      // The raising rows' section opens by itself when one of them is worth a step back.
      if (!(await page.locator('.discards-worse').evaluate((d) => d.open))) await page.locator('.discards-worse > summary').click();
    },
  },
  {
    name: "the probabilities' options closer to a real game, set by a link, on a phone",
    path: '/?q=4569m1222569p258s&riichistick=1&tenpaipay=3000&counthaitei=1&honba=1',
    width: 375,
    ready: '.probability-real-game',
  },
  {
    name: 'the rules, every switch',
    path: '/?q=4569m1222569p258s',
    ready: '.rules',
    act: async (page) => page.locator('.rules-more').click(),
  },
  {
    name: 'the wait quiz, checked',
    path: '/?mode=quiz&hand=1222356778899m',
    ready: '[data-answer]',
    act: async (page) => {
      await page.locator('[data-answer]').first().click();
      await page.keyboard.press('Enter');
    },
  },
  {
    name: 'the discard drill, two discards in the river',
    path: '/?mode=drill&seed=12345',
    ready: '.drill-hand .tile-button',
    act: async (page) => {
      for (let i = 0; i < 2; i++) {
        await page.locator('.drill-hand .tile-button:not(:disabled)').first().click();
        await page.waitForFunction((n) => document.querySelectorAll('.drill-river li').length === n, i + 1);
        await page.waitForSelector('.drill-hand .tile-button:not(:disabled)');
      }
    },
  },
  {
    name: 'the points quiz, checked',
    path: '/?mode=points&seed=1',
    ready: '.points-field input',
    act: async (page) => {
      await page.locator('.points-field input').first().fill('3');
      await page.keyboard.press('Enter');
    },
  },
];

/** The page's languages and colour schemes. */
const LOCALES = ['en-US', 'ja-JP', 'zh-CN'];
const SCHEMES = ['light', 'dark'];

/** axe-core on the page as it is: the serious and critical violations, each with the elements at fault. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async () => {
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function a11yTests(ctx) {
  describe('a11y 21: axe-core on every view, in every language and scheme', () => {
    for (const view of VIEWS) {
      test(view.name, async () => {
        for (const locale of LOCALES) {
          // One page a language, checked in each scheme: the system's scheme switched while the view is
          // shown, which the page follows at once (document-theme.ts), with the same stylesheet as a page
          // loaded dark (the theme test loads pages dark; the review's malformed log is checked so by axe).
          const page = await ctx.newPage({ width: view.width ?? 1280, height: 900, locale, colorScheme: SCHEMES[0] });
          await page.goto(ctx.url() + view.path);
          await page.waitForSelector(view.ready, { timeout: 30_000 });
          await view.act?.(page);
          for (const colorScheme of SCHEMES) {
            await page.emulateMedia({ colorScheme });
            // The scheme asked for is the one drawn (the page's colours follow the system's).
            await page.waitForFunction((scheme) => document.documentElement.getAttribute('data-theme') === scheme, colorScheme, {
              timeout: 5_000,
            });
            // What arrives after the table (the second step, the score, the probabilities) is in.
            await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .row-chances[data-pending]'), null, {
              timeout: 30_000,
            });
            const found = await violations(page);
            assert.deepEqual(found, [], `${view.name}, ${locale}, ${colorScheme}: ${JSON.stringify(found, null, 1)}`);
          }
          assert.deepEqual(page.errors, []);
          await page.context().close();
        }
      });
    }
  });
}
