/**
 * End-to-end tests of the points quiz (`?mode=points`), run by run.mjs: at 375 px in Chromium, a
 * shared question answered right with the keyboard and the next one answered wrong, each verdict
 * checked against the value the command line's --score gives the same hand and situation (the
 * question itself read from the engine's dealing in Node); the score line, Back to the first
 * question's verdict, the score kept through a reload, a field that is not a number, no sideways
 * scrolling. Screenshots go to test-results/e2e/points-*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';

/** Seed 1: a non-dealer's tsumo (two payment figures), 3 han 40 fu. */
const SEED = 1;

const WINDS = ['E', 'S', 'W', 'N'];

/** The question of a seed, as the worker deals it, computed in Node with the engine's source. */
function dealt(root, seed) {
  const script = `import { practice } from './src/engine/index.ts'; console.log(JSON.stringify(practice.dealPointsQuestion(${seed})));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

/** An mpsz code of a kind (0-33), a red five as 0. */
function code(kind, red = false) {
  const suit = 'mpsz'[Math.floor(kind / 9)];
  const rank = (kind % 9) + 1;
  return `${red ? 0 : rank}${suit}`;
}

/** The CLI's --score of the question's hand in its situation, at its table's dora indicators: han, fu and the payment as players say it. */
function cliAnswer(root, question) {
  const s = question.situation;
  assert.ok(WINDS.includes(s.round) && WINDS.includes(s.seat));
  const args = [
    '--score',
    '--json',
    '--win',
    code(s.win, s.winRed),
    s.by === 'ron' ? '--ron' : '--tsumo',
    '--round',
    s.round,
    '--seat',
    s.seat,
  ];
  if (s.riichi === 'riichi') args.push('--riichi');
  if (s.riichi === 'double') args.push('--double-riichi');
  if (s.ippatsu) args.push('--ippatsu');
  if (question.indicators.length) args.push('--dora', question.indicators.map((k) => code(k)).join(''));
  if (s.ura.length) args.push('--ura', s.ura.map((k) => code(k)).join(''));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args, question.hand], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, `the CLI failed on ${question.hand}: ${run.stderr}`);
  const { han, fu, payments: p } = JSON.parse(run.stdout).score;
  const payment = p.ron !== undefined ? [p.ron] : p.dealer === undefined ? [p.nonDealer] : [p.nonDealer, p.dealer];
  return { han, fu, payment };
}

/** Waits for the question of `seed` to be shown (not greyed while dealt). */
async function questionShown(page, seed) {
  await page.waitForSelector(`.points-question[data-seed="${seed}"]:not(.stale)`, { timeout: 15_000 });
}

async function noSidewaysScroll(page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `the page is ${scroll} px wide in a ${inner} px window`);
}

const stat = (page, name) => page.locator(`.points-score [data-stat="${name}"]`).textContent();
const verdictPart = (page, part) => page.locator(`.points-verdict [data-part="${part}"]`);
const figure = (n) => n.toLocaleString('en-US');

export function pointsTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `points-${name}.png`), fullPage: true });

  describe('points 15: the points quiz', () => {
    test('375 px: a shared question answered right with the keys, the next one wrong, Back, a reload; no sideways scroll', async () => {
      const page = await ctx.newPage({ width: 375, height: 812 });
      await page.goto(`${ctx.url()}/?mode=points&seed=${SEED}`);
      await questionShown(page, SEED);
      const q1 = dealt(ctx.root, SEED);
      assert.equal(await page.locator('.points-question').getAttribute('data-hand'), q1.hand);
      const want1 = cliAnswer(ctx.root, q1);
      // The question carries the score the CLI gives its hand: the page judges against it.
      assert.deepEqual(want1, { han: q1.score.han, fu: q1.score.fu, payment: [q1.score.payments.nonDealer, q1.score.payments.dealer] });
      assert.equal(want1.payment.length, 2, 'seed 1 is a non-dealer tsumo');

      // The hand: 14 tiles, the winning tile last and set apart; the concealed tiles on one line, on screen.
      const hand = await page.locator('.points-hand [data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile));
      assert.equal(hand.length, 14);
      assert.equal(await page.locator('.points-win [data-tile]').getAttribute('data-tile'), code(q1.situation.win, q1.situation.winRed));
      const concealed = await page.locator('.points-concealed').boundingBox();
      const tile = await page.locator('.points-concealed .points-tile').first().boundingBox();
      assert.ok(concealed.height < tile.height * 1.5, 'the concealed tiles keep to one line');
      const win = await page.locator('.points-win').boundingBox();
      assert.ok(win.x + win.width <= 375, `the winning tile is on screen (${JSON.stringify(win)})`);
      // Fields large enough to tap, with a numeric keyboard.
      for (const box of await page
        .locator('.points-field input')
        .evaluateAll((els) => els.map((e) => [e.getBoundingClientRect().height, e.inputMode]))) {
        assert.ok(box[0] >= 44, `a field ${box[0]} px tall`);
        assert.equal(box[1], 'numeric');
      }
      await noSidewaysScroll(page);

      // Right, with the keyboard only: the fields in tab order, Enter in the last one checks.
      await page.getByRole('textbox', { name: 'Han' }).focus();
      await page.keyboard.type(String(want1.han));
      await page.keyboard.press('Tab');
      await page.keyboard.type(String(want1.fu));
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.labels?.[0]?.textContent), 'Each non-dealer pays');
      await page.keyboard.type(figure(want1.payment[0]));
      await page.keyboard.press('Tab');
      // Full-width digits, as a Japanese input method gives them.
      await page.keyboard.type(String(want1.payment[1]).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))));
      await page.keyboard.press('Enter');
      const status = page.getByRole('status');
      await page.waitForSelector('.points-verdict[data-correct]');
      assert.equal(await status.getAttribute('data-correct'), 'true');
      assert.match(await status.textContent(), /^Correct/);
      for (const part of ['han', 'fu', 'payment']) assert.equal(await verdictPart(page, part).getAttribute('data-correct'), 'true', part);
      assert.equal(
        await verdictPart(page, 'payment').textContent(),
        `Payment: ${figure(want1.payment[0])} / ${figure(want1.payment[1])} ✓`,
      );
      assert.equal(await stat(page, 'streak'), '1');
      assert.equal(await stat(page, 'accuracy'), '100% (1/1)');
      // The explanation: the yaku, the fu and their sum, who pays what.
      const how = page.getByRole('region', { name: 'How it scores' });
      assert.equal(await how.locator('[data-block="yaku"] li').count(), q1.score.yaku.length);
      assert.equal(await how.locator('[data-sum="fu"]').textContent(), `= ${want1.fu} fu`);
      assert.equal(await how.locator('.points-paid').textContent(), `Tsumo: ${figure(want1.payment[0])} / ${figure(want1.payment[1])}`);
      await noSidewaysScroll(page);
      await shot(page, '375-right');

      // Enter again: the next question, a history entry of its own, the first field ready for it.
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Next question');
      await page.keyboard.press('Enter');
      await page.waitForFunction((seed) => new URLSearchParams(location.search).get('seed') !== String(seed), SEED);
      const seed2 = Number(new URL(page.url()).searchParams.get('seed'));
      assert.ok(Number.isInteger(seed2) && seed2 >= 0 && seed2 <= 4294967295, `seed ${seed2}`);
      await questionShown(page, seed2);
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.field), 'han');
      const q2 = dealt(ctx.root, seed2);
      assert.equal(await page.locator('.points-question').getAttribute('data-hand'), q2.hand);
      const want2 = cliAnswer(ctx.root, q2);
      const paymentFields = page.locator('.points-payment input');
      assert.equal(await paymentFields.count(), want2.payment.length);

      // A field that is not a number: a message beside it, no verdict.
      await page.keyboard.type(String(want2.han + 1));
      await page.keyboard.press('Tab');
      await page.keyboard.type('abc');
      await page.keyboard.press('Enter');
      const fu = page.getByRole('textbox', { name: 'Fu' });
      assert.equal(await fu.getAttribute('aria-invalid'), 'true');
      assert.equal(
        await page.locator('.points-field:has([data-field="fu"]) .points-field-error').textContent(),
        '"abc" is not a whole number: type digits only, e.g. 1,300.',
      );
      // The payment left empty says so too; the han, a number, says nothing.
      assert.equal(await page.locator('.points-field:has([data-field="0"]) .points-field-error').textContent(), 'Enter a number here.');
      assert.equal(await page.locator('.points-field:has([data-field="han"]) .points-field-error').count(), 0);
      assert.equal(await status.getAttribute('data-correct'), null);
      assert.equal(await stat(page, 'accuracy'), '100% (1/1)');

      // Wrong: one han too many, the fu and the payment right.
      await fu.fill(String(want2.fu));
      for (let i = 0; i < want2.payment.length; i++) await paymentFields.nth(i).fill(String(want2.payment[i]));
      await paymentFields.last().press('Enter');
      await page.waitForSelector('.points-verdict[data-correct="false"]');
      assert.match(await status.textContent(), /^Incorrect/);
      assert.equal(await verdictPart(page, 'han').getAttribute('data-correct'), 'false');
      assert.equal(await verdictPart(page, 'han').textContent(), `Han: ${want2.han + 1} ✗ — it is ${want2.han}`);
      assert.equal(await verdictPart(page, 'fu').getAttribute('data-correct'), 'true');
      assert.equal(await verdictPart(page, 'payment').getAttribute('data-correct'), 'true');
      assert.equal(await page.locator('.points-field[data-outcome="wrong"] input').getAttribute('data-field'), 'han');
      assert.equal(await stat(page, 'streak'), '0');
      assert.equal(await stat(page, 'best-streak'), '1');
      assert.equal(await stat(page, 'accuracy'), '50% (1/2)');
      await noSidewaysScroll(page);
      await shot(page, '375-wrong');

      // Back: the first question with its verdict, not a second chance to score it.
      await page.goBack();
      await questionShown(page, SEED);
      assert.equal(await status.getAttribute('data-correct'), 'true');
      assert.equal(await page.getByRole('textbox', { name: 'Han' }).inputValue(), String(want1.han));
      assert.equal(await stat(page, 'accuracy'), '50% (1/2)');

      // A reload asks the same question; the score is kept.
      await page.reload();
      await questionShown(page, SEED);
      assert.equal(await page.locator('.points-question').getAttribute('data-hand'), q1.hand);
      assert.equal(await stat(page, 'accuracy'), '50% (1/2)');
      assert.equal(await stat(page, 'best-streak'), '1');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('in Japanese: the header link, the fields named in Japanese, a bad seed said', async () => {
      const page = await ctx.newPage({ width: 375, height: 812, locale: 'ja-JP' });
      await page.goto(`${ctx.url()}/?mode=points&seed=abc`);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.match(await alert.textContent(), /^シード「abc」は0から4294967295までの整数ではない/);
      await page.getByRole('button', { name: '出題する' }).click();
      await page.waitForSelector('.points-question:not(.stale)');
      assert.match(new URL(page.url()).search, /^\?mode=points&seed=\d+$/);
      assert.ok(await page.getByRole('textbox', { name: '翻' }).isVisible());
      assert.ok(await page.getByRole('textbox', { name: '符' }).isVisible());
      assert.equal(
        await page.getByRole('navigation', { name: 'モード' }).getByRole('link', { name: '点数計算' }).getAttribute('aria-current'),
        'page',
      );
      await noSidewaysScroll(page);
      await shot(page, '375-ja');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
