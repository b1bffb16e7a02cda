/**
 * End-to-end tests of the game review (`?mode=review`), run by run.mjs: the seeded example log
 * (docs/examples/self-play.json) pasted and reviewed in Chromium, another seat chosen, its decisions
 * stepped with the arrow keys, each one's chosen and best discard and loss checked against the engine's
 * own review of the same log in Node; Next mistake; Open in analysis showing the decision's hand, and
 * Back to the review as it was; a malformed log's message with its text kept; at 1280 and 375 px (where
 * the answer, chosen against best and the loss, is in view without scrolling and nothing scrolls
 * sideways), in English, Japanese and Chinese; axe-core with no serious or critical violation.
 * Screenshots go to test-results/e2e/review-26-*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The seat reviewed (the second in the log's order) and how many of its decisions are stepped. */
const SEAT = 1;
const STEPS = 8;

/** The engine's review of the example log's first kyoku for SEAT, with the page's options, computed in Node (a discard in riichi, forced, loses nothing). */
function expectedReview(root) {
  const script = `
    import { readFileSync } from 'node:fs';
    import { game, formatHand, tileCode } from './src/engine/index.ts';
    const log = game.readGameLog(readFileSync('docs/examples/self-play.json', 'utf8'));
    if (!log.ok) throw new Error('the example log does not read');
    const found = game.reviewKyoku(log.value, 0, { seats: [${SEAT}], twoStep: true, probabilities: true, calls: true });
    if (!found.ok) throw new Error('the example log does not review');
    const code = (t) => tileCode(t.kind, t.red);
    console.log(JSON.stringify({
      kyoku: (({ round, number, honba }) => ({ round, number, honba }))(log.value.kyoku[0]),
      decisions: found.value.map((d) => ({
        kind: d.kind,
        turn: d.turn,
        hand: formatHand(d.position.hand),
        ...(d.kind === 'discard'
          ? { chosen: code(d.count.chosen.discard), best: code(d.count.best.discard), loss: d.riichi ? 0 : Number.isFinite(d.count.loss) ? d.count.loss : null }
          : { offered: code(d.offered) }),
      })),
    }));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

/** A kyoku's name as players write it in each language of the page: E2-1, 東2局1本場, 东2局1本场. */
function kyokuIn(locale, { round, number, honba }) {
  const wind = { 'ja-JP': { E: '東', S: '南' }, 'zh-CN': { E: '东', S: '南' } }[locale]?.[round];
  if (!wind) return `${round}${number}${honba ? `-${honba}` : ''}`;
  return `${wind}${number}局${honba ? `${honba}${locale === 'ja-JP' ? '本場' : '本场'}` : ''}`;
}

/** axe-core on the page as it is: the serious and critical violations, each with the elements at fault. */
async function violations(page) {
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async () => {
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The decision shown: its place, its kind and, for a discard, the tiles of the count's row and its loss cell. */
async function shown(page) {
  return page.locator('.review-decision').evaluate((article) => {
    const row = article.querySelector('tr[data-measure="count"]');
    const cells = row ? [...row.querySelectorAll('td')] : [];
    return {
      kyoku: Number(article.dataset.kyoku),
      seat: Number(article.dataset.seat),
      index: Number(article.dataset.index),
      kind: article.dataset.kind,
      chosen: cells[0]?.querySelector('[data-tile]')?.dataset.tile ?? null,
      best: cells[1]?.querySelector('[data-tile]')?.dataset.tile ?? null,
      loss: cells[2]?.textContent ?? null,
      lost: cells[2]?.className === 'review-loss',
    };
  });
}

/** The log pasted and reviewed, then SEAT chosen (the review starts again on it), its first decision shown and focused. */
async function reviewSeat(page, url, log) {
  await page.goto(`${url}/?mode=review`);
  await page.locator('.review-input textarea').fill(log);
  await page.locator('.review-form button[type="submit"]').click();
  await page.waitForSelector('.review-decision[data-seat="0"]', { timeout: 30_000 });
  await page.locator(`.review-seat input[value="${SEAT}"]`).check();
  await page.waitForSelector(`.review-decision[data-seat="${SEAT}"][data-index="0"]`, { timeout: 30_000 });
  await page.locator('.review-decision h3').click(); // the focus off the radio buttons, whose arrows are theirs
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function gameReviewTests(ctx) {
  describe('review 26: a game log reviewed in the browser', () => {
    const text = () => readFileSync(join(ctx.root, 'docs/examples/self-play.json'), 'utf8');

    for (const width of [1280, 375]) {
      for (const locale of ['en-US', 'ja-JP', 'zh-CN']) {
        test(`paste, choose a seat, step with the keys, open in analysis: ${width} px, ${locale}`, async () => {
          const expected = expectedReview(ctx.root);
          const decisions = expected.decisions;
          assert.ok(decisions.length > STEPS);
          const page = await ctx.newPage({ width, height: width === 375 ? 667 : 900, locale });
          await reviewSeat(page, ctx.url(), text());
          for (let i = 0; i < STEPS; i++) {
            const d = decisions[i];
            const now = await shown(page);
            assert.deepEqual([now.kyoku, now.seat, now.index, now.kind], [0, SEAT, i, d.kind], `decision ${i}`);
            assert.match(
              await page.locator('.review-decision h3').textContent(),
              new RegExp(`^${kyokuIn(locale, expected.kyoku)}\\D+${d.turn}\\D`),
            );
            if (d.kind === 'discard') {
              assert.equal(now.chosen, d.chosen, `decision ${i}: the chosen discard`);
              assert.equal(now.best, d.best, `decision ${i}: the best discard`);
              assert.equal(now.lost, d.loss !== 0, `decision ${i}: a loss marked`);
              if (d.loss) assert.ok(now.loss.includes(String(d.loss)), `decision ${i}: the loss ${d.loss} in ${now.loss}`);
              // The answer is in view without scrolling (a phone included).
              const box = await page.locator('.review-decision tr[data-measure="count"]').boundingBox();
              assert.ok(box && box.y >= 0 && box.y + box.height <= (width === 375 ? 667 : 900), `decision ${i}: the answer in view`);
            }
            await page.keyboard.press('ArrowRight');
          }
          await page.keyboard.press('ArrowLeft');
          assert.equal((await shown(page)).index, STEPS - 1);
          // Nothing scrolls sideways.
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
          await page.screenshot({ path: join(ctx.shots, `review-26-${width}-${locale}.png`) });

          // Next mistake ("any loss"): a later decision with a loss, none with a loss by the count skipped.
          const from = (await shown(page)).index;
          const mistake = decisions.findIndex((d, i) => i > from && d.kind === 'discard' && d.loss !== 0);
          await page.keyboard.press('Shift+ArrowRight');
          const at = await shown(page);
          if (at.index !== from) {
            assert.ok(at.index > from && (mistake < 0 || at.index <= mistake), `the next mistake after ${from}: ${at.index}`);
            assert.ok((await page.locator('.review-decision .review-loss').count()) > 0);
          } else assert.equal(mistake, -1);

          // axe-core on the review as shown.
          const found = await violations(page);
          assert.deepEqual(found, [], `${width} px, ${locale}: ${JSON.stringify(found, null, 1)}`);

          // Open in analysis: the analysis page shows the decision's hand; Back returns to the review as it was.
          const before = await shown(page);
          const hand = decisions[before.index].hand;
          // The moment at the table: each seat's river (riichi tiles marked), the seat reviewed first.
          const rivers = (selector) =>
            page.evaluate(
              (sel) =>
                [...document.querySelectorAll(`${sel} .game-seat`)].map((seat) =>
                  [...seat.querySelectorAll('.river-tile')]
                    .map((li) => li.getAttribute('data-tile') + (li.classList.contains('river-riichi') ? '!' : ''))
                    .join(' '),
                ),
              selector,
            );
          const moment = await rivers('.review-table');
          await page.locator('.review-open').click();
          await page.waitForSelector('section.results[data-fresh="true"]', { timeout: 30_000 });
          assert.equal(new URL(page.url()).searchParams.get(decisions[before.index].kind === 'call' ? 'qd' : 'q'), hand);
          assert.equal(await page.locator('.hand-input input').inputValue(), hand);
          // Opened at the table, in real-game mode: the same rivers, seat by seat.
          assert.deepEqual(await rivers('.game-table'), moment);
          if (width === 375) {
            await page.locator('.game-table').scrollIntoViewIfNeeded();
            await page.screenshot({ path: join(ctx.shots, `review-26-open-${width}-${locale}.png`) });
          }
          await page.goBack();
          await page.waitForSelector('.review-decision', { timeout: 30_000 });
          assert.deepEqual(await shown(page), before);
          assert.deepEqual(page.errors, []);
          await page.context().close();
        });
      }
    }

    test('a malformed log: one message naming what and where, its text kept; dark scheme axe', async () => {
      for (const [locale, words] of [
        ['en-US', 'A tile code that does not exist'],
        ['ja-JP', '存在しない牌のコード'],
        ['zh-CN', '有不存在的牌代码'],
      ]) {
        const json = JSON.parse(text());
        json.log[1][6][2] = 99;
        const bad = JSON.stringify(json);
        const page = await ctx.newPage({ width: 375, height: 667, locale, colorScheme: 'dark' });
        await page.goto(`${ctx.url()}/?mode=review`);
        await page.locator('.review-input textarea').fill(bad);
        await page.locator('.review-form button[type="submit"]').click();
        const alert = page.locator('.review-form [role="alert"]');
        await alert.waitFor({ timeout: 15_000 });
        const message = await alert.textContent();
        assert.ok(message.startsWith(words), message);
        const second = JSON.parse(text()).log[1][0];
        const name = kyokuIn(locale, { round: second[0] < 4 ? 'E' : 'S', number: (second[0] % 4) + 1, honba: second[1] });
        assert.ok(message.includes(name), `the kyoku named ${name}: ${message}`);
        assert.ok(message.includes('99'), `the text at fault: ${message}`);
        assert.equal(await page.locator('.review-input textarea').inputValue(), bad);
        assert.equal(await page.locator('.review-decision').count(), 0);
        const found = await violations(page);
        assert.deepEqual(found, [], `${locale}: ${JSON.stringify(found, null, 1)}`);
        await page.screenshot({ path: join(ctx.shots, `review-26-error-${locale}.png`) });
        assert.deepEqual(page.errors, []);
        await page.context().close();
      }
    });

    test('a reload keeps the review and the decision shown; the figures with the options on come in the background', async () => {
      const page = await ctx.newPage({ width: 1280, height: 900 });
      await reviewSeat(page, ctx.url(), text());
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      const before = await shown(page);
      assert.equal(before.index, 3);
      await page.reload();
      await page.waitForSelector(`.review-decision[data-seat="${SEAT}"][data-index="3"]`, { timeout: 30_000 });
      assert.deepEqual(await shown(page), before);
      assert.equal(await page.locator('.review-input textarea').inputValue(), text());
      // Once every kyoku has its figures, the background pass says so, and the decision says which figures it shows.
      await page.waitForSelector('.review-progress[data-figures="on"]', { timeout: 60_000 });
      assert.match(await page.locator('.review-figures').textContent(), /shanten-back/);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
