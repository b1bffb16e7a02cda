/**
 * End-to-end tests of the practice modes (full-flush wait quiz, discard drill), run by run.mjs in
 * the same browser and server. The quiz's answers come from the project's CLI (`--json --form
 * regular`: the live waits), so the page is checked against the analysis engine, not against the
 * quiz's own code.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { practice13Tests } from './practice-13.mjs';

/** The live waits of a 13-tile hand in the regular form, as mpsz codes, from the CLI. */
function cliWaits(root, hand) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', '--json', '--form', 'regular', hand], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, `the CLI failed on ${hand}: ${run.stderr}`);
  return JSON.parse(run.stdout).waits.map((w) => w.tile);
}

/** The quiz's hand as the page shows it, once dealt. */
async function quizHand(page) {
  await page.waitForSelector('.quiz-question[data-hand]:not(.stale)', { timeout: 15_000 });
  return page.locator('.quiz-question').getAttribute('data-hand');
}

async function noHorizontalScroll(page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `page is ${scroll} px wide in a ${inner} px window`);
}

/** The drill's hand as codes, the draw last. */
const drillCodes = (page) => page.locator('.drill-hand [data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile));

/**
 * Registers the tests, and issue 13's (practice-13.mjs). `ctx` gives the server's URL, a page
 * factory like run.mjs's (errors collected in page.errors), the screenshot folder and the
 * repository root.
 */
export function practiceTests(ctx) {
  practice13Tests(ctx);
  describe('full-flush wait quiz', () => {
    test('a shared hand answered right with the mouse: Correct, and every shape of every wait', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=quiz&hand=1223344888999m');
      assert.equal(await quizHand(page), '1223344888999m');
      const hand = await page
        .getByRole('group', { name: 'Hand' })
        .locator('[data-tile]')
        .evaluateAll((els) => els.map((e) => e.dataset.tile));
      assert.deepEqual(hand, ['1m', '2m', '2m', '3m', '3m', '4m', '4m', '8m', '8m', '8m', '9m', '9m', '9m']);
      const waits = page.getByRole('group', { name: 'Waits' });
      assert.equal(await waits.locator('[data-tile]').count(), 9);
      await waits.locator('[data-tile="1m"]').click();
      await waits.locator('[data-tile="4m"]').click();
      await page.getByRole('button', { name: 'Check' }).click();
      assert.match(await page.getByRole('status').textContent(), /^Correct/);
      // docs/rules.md's shapes for this hand, each written out.
      for (const shape of ['(123m)(234m)(888m)(999m)[4m]', '(123m)(44m)(888m)(999m)[23m]', '(234m)(234m)(888m)(999m)[1m]']) {
        assert.ok(await page.getByText(shape, { exact: true }).first().isVisible(), shape);
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('answered wrong with the keys: Incorrect, what was missed, and the waits that are all in the hand', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=quiz&hand=6777788889999m');
      await quizHand(page);
      assert.deepEqual(cliWaits(ctx.root, '6777788889999m'), ['5m', '6m']);
      await page.keyboard.press('5');
      assert.equal(await page.locator('.quiz-answer [data-tile="5m"]').getAttribute('aria-pressed'), 'true');
      await page.keyboard.press('Enter');
      const status = await page.getByRole('status').textContent();
      assert.match(status, /^Incorrect/);
      assert.match(status, /Missed: 6m\./);
      for (const dead of ['7m', '8m', '9m']) assert.equal(await page.locator(`.quiz-wait.not-live[data-wait="${dead}"]`).count(), 1, dead);
      assert.equal(await page.locator('.quiz-wait.not-live').count(), 3);
      await page.context().close();
    });

    test("dealt hands, answered from the CLI's waits: the score counts them and survives a reload", async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=quiz');
      let previous = '';
      for (let round = 0; round < 3; round++) {
        const hand = await quizHand(page);
        assert.match(hand, /^\d{13}[mps]$/);
        assert.notEqual(hand, previous);
        // The address names the hand, so it can be shared.
        assert.equal(new URL(page.url()).searchParams.get('hand'), hand);
        for (const code of cliWaits(ctx.root, hand)) await page.locator(`.quiz-answer [data-tile="${code}"]`).click();
        await page.getByRole('button', { name: 'Check' }).click();
        assert.match(await page.getByRole('status').textContent(), /^Correct/, hand);
        previous = hand;
        await page.getByRole('button', { name: 'Next hand' }).click();
        await page.waitForFunction((h) => document.querySelector('.quiz-question')?.dataset.hand !== h, hand);
      }
      assert.equal(await page.locator('[data-stat="streak"]').textContent(), '3');
      await page.reload();
      await quizHand(page);
      assert.equal(await page.locator('[data-stat="accuracy"]').textContent(), '100% (3/3)');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('options: a suit and at least five waits', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=quiz');
      await quizHand(page);
      await page.getByRole('radio', { name: 'Pin' }).check();
      await page.getByRole('combobox', { name: 'At least this many waits' }).selectOption('5');
      await page.waitForFunction(() => /p$/.test(document.querySelector('.quiz-question:not(.stale)')?.dataset.hand ?? ''));
      const hand = await quizHand(page);
      assert.ok(cliWaits(ctx.root, hand).length >= 5, hand);
      await page.context().close();
    });
  });

  describe('discard drill', () => {
    test('a seeded drill played to its end with the keyboard; the same seed deals the same wall', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=drill&seed=21');
      await page.waitForSelector('[data-draws="0"]');
      const deal = await drillCodes(page);
      assert.equal(deal.length, 14);
      // Tab from the New drill button into the hand: the drawn tile has the focus.
      await page.getByRole('button', { name: 'New drill' }).focus();
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('tile-drawn')), true);
      let turns = 0;
      while (!(await page.locator('.drill-summary').count())) {
        await page.keyboard.press('Enter'); // discard the drawn tile
        turns++;
        await page.waitForSelector(`[data-draws="${turns}"]`);
        assert.ok(turns <= 18);
        if (turns === 1) assert.ok(await page.locator('.drill-feedback').isVisible());
      }
      const stat = (name) => page.locator(`.drill-summary [data-stat="${name}"]`).textContent();
      assert.match(await stat('matched'), new RegExp(`^\\d+ of ${turns}$`));
      assert.match(await stat('tiles-lost'), /^\d+$/);
      assert.equal(await page.locator('.drill-hand button:enabled').count(), 0);
      await page.getByText('Every turn').click();
      assert.equal(await page.locator('.drill-history tbody tr').count(), turns);
      // The full table of the last turn, on demand.
      await page.locator('.drill-feedback summary').click();
      assert.ok(await page.locator('.drill-table tr[aria-current="true"]').isVisible());

      const other = await ctx.newPage();
      await other.goto(ctx.url() + '/?mode=drill&seed=21');
      await other.waitForSelector('[data-draws="0"]');
      assert.deepEqual(await drillCodes(other), deal);
      assert.deepEqual(page.errors, []);
      await other.context().close();
      await page.context().close();
    });

    test('a click discards; a new drill writes its seed in the address', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=drill');
      await page.waitForSelector('[data-draws="0"]');
      const seed = new URL(page.url()).searchParams.get('seed');
      assert.match(seed, /^\d+$/);
      await page.locator('.drill-hand [data-tile]').first().click();
      await page.waitForSelector('[data-draws="1"]');
      assert.match(await page.locator('.drill-verdict').textContent(), /As good as the best|fewer than the best|Raises the shanten/);
      await page.getByRole('button', { name: 'New drill' }).click();
      await page.waitForSelector('[data-draws="0"]');
      assert.notEqual(new URL(page.url()).searchParams.get('seed'), seed);
      await page.context().close();
    });

    test('a bad seed is named on the page', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?mode=drill&seed=abc');
      assert.match(await page.getByRole('alert').textContent(), /The seed "abc" is not a whole number/);
      await page.context().close();
    });
  });

  describe('modes in the header', () => {
    test('analysis -> quiz -> drill -> analysis keeps the hand; Back returns through the modes', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?q=4569m1222569p258s');
      await page.waitForSelector('section.results[data-fresh="true"]');
      const nav = page.getByRole('navigation', { name: 'Modes' });
      await nav.getByRole('link', { name: 'Wait quiz' }).click();
      const hand = await quizHand(page);
      assert.equal(new URL(page.url()).searchParams.get('mode'), 'quiz');
      await nav.getByRole('link', { name: 'Discard drill' }).click();
      await page.waitForSelector('[data-draws="0"]');
      assert.equal(new URL(page.url()).searchParams.get('mode'), 'drill');
      await nav.getByRole('link', { name: 'Analysis' }).click();
      await page.waitForSelector('section.results[data-fresh="true"][data-hand="4569m1222569p258s"]');
      assert.equal(new URL(page.url()).search, '?q=4569m1222569p258s');
      await page.goBack();
      await page.waitForSelector('.drill-hand');
      await page.goBack();
      assert.equal(await quizHand(page), hand);
      assert.equal(await nav.getByRole('link', { name: 'Wait quiz' }).getAttribute('aria-current'), 'page');
      await page.context().close();
    });

    test('in Japanese', async () => {
      const page = await ctx.newPage({ locale: 'ja-JP' });
      await page.goto(ctx.url() + '/?mode=quiz&hand=1112345678999s');
      await quizHand(page);
      assert.ok(await page.getByRole('heading', { name: '清一色 待ち当て' }).isVisible());
      await page.keyboard.type('123456789');
      await page.getByRole('button', { name: '判定' }).click();
      assert.match(await page.getByRole('status').textContent(), /^正解/);
      await page.goto(ctx.url() + '/?mode=drill&seed=5');
      await page.waitForSelector('[data-draws="0"]');
      assert.ok(await page.getByRole('heading', { name: '何切る練習' }).isVisible());
      await page.context().close();
    });
  });

  describe('practice layout', () => {
    test('375 px: the quiz and the drill fit, tiles on one line; screenshots', async () => {
      const page = await ctx.newPage({ width: 375, height: 812 });
      await page.goto(ctx.url() + '/?mode=quiz&hand=1223344888999m');
      await quizHand(page);
      await noHorizontalScroll(page);
      const handBox = await page.locator('.quiz-hand').boundingBox();
      assert.ok(handBox.height < 60, 'the 13 tiles of the quiz hand fit on one line');
      const answerBox = await page.locator('.quiz-answer').boundingBox();
      assert.ok(answerBox.height < 70, 'the nine answer tiles fit on one line');
      await page.keyboard.type('15');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Incorrect' }).waitFor();
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(ctx.shots, 'quiz-375.png'), fullPage: true });

      await page.goto(ctx.url() + '/?mode=drill&seed=18');
      await page.waitForSelector('[data-draws="0"]');
      await noHorizontalScroll(page);
      const drillBox = await page.locator('.drill-hand').boundingBox();
      assert.ok(drillBox.height < 60, 'the 14 tiles of the drill fit on one line');
      await page.locator('.drill-hand [data-tile]').nth(3).click();
      await page.waitForSelector('[data-draws="1"]');
      await page.locator('.drill-feedback summary').click();
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(ctx.shots, 'drill-375.png'), fullPage: true });
      await page.context().close();
    });
  });
}
