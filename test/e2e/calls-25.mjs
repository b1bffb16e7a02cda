/**
 * End-to-end test of call or pass (issue 25), run by run.mjs: at 1280 and 375 px by touch, a table is
 * entered (your 7z, then the right, across and left players' discards, the left player's a 4m your
 * 2340m5m can chi), the left player's last discard is tapped, and the call table shows passing and both
 * chis with the engine's figures; the one-line answer names the row the table puts first and its figure
 * against passing's, read back from the rows; on the phone it is within the screen without a scroll after
 * the tap. The order switch reorders the rows by the expected score. axe-core finds no serious
 * violation; the address opens the same table in Japanese and Chinese, with their names. Then a kan on
 * your own turn at 375 px: 1111m234p567s223z after your 7z, three discards and your draw of a 3z shows
 * Kan or not, its answer within the screen once it appears, the engine's figures in each row, axe-core
 * on it, and its names in Japanese and Chinese by the language switch.
 * Screenshots: test-results/e2e/calls-25-*.png.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const START = '2340m5m678p11z222s7z';

/** The rows as shown: the choice's name and the three figures (tenpai %, win %, expected score). */
function rowsOf(page) {
  return page
    .locator('.call-rows tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('.call-name').textContent, ...[...tr.querySelectorAll('td')].map((td) => td.textContent)]),
    );
}

/** A palette tile's name while the game takes it as a seat's discard (1 right, 2 across, 3 left): what a tap does. */
const intoRiver = (tile, seat) => `Add ${tile} to the ${['right player', 'player across', 'left player'][seat - 1]}'s river`;

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder). */
export function callTests(ctx) {
  describe('calls 25: call or pass at the table', () => {
    for (const [width, height, name] of [
      [1280, 900, 'desktop'],
      [375, 740, 'phone'],
    ]) {
      test(`${name} (${width} px, touch): the left player's 4m tapped, the call table with its figures and its answer`, async () => {
        const page = await ctx.newPage({ width, height, hasTouch: true, isMobile: width < 600, locale: 'en-US' });
        await page.goto(`${ctx.url()}/?q=${START}`);
        const handBar = page.getByRole('region', { name: 'Hand' });
        const palette = page.getByRole('region', { name: 'Tiles to add' });
        await handBar.getByRole('button', { name: /^Discard Red/ }).tap();
        for (const [i, tile] of ['9 pin', '9 man', '4 man'].entries())
          await palette.getByRole('button', { name: intoRiver(tile, i + 1), exact: true }).tap();
        const left = page.getByRole('region', { name: "Left player's river", exact: true });
        await left.getByRole('button', { name: /last discard: call it$/ }).tap();

        const table = page.getByRole('region', { name: 'Call or pass' });
        const answer = table.getByRole('status');
        // The figures come from the long jobs' worker: the answer waits for them.
        await page.waitForFunction(
          () =>
            /%|pts/.test(document.querySelector('.call-answer')?.textContent ?? '') &&
            !document.querySelector('.call-table[aria-busy="true"]'),
          null,
          {
            timeout: 15_000,
          },
        );
        assert.match(page.url(), /offer=4m-left/);
        const rows = await rowsOf(page);
        assert.deepEqual(rows.map((r) => r[0]).sort(), ['Chi (234m)', 'Chi (345m)', 'Pass']);
        for (const row of rows) for (const cell of row.slice(1, 3)) assert.match(cell, /^\d+\.\d%$/, `${row[0]}: ${cell}`);
        // Best first by the chance to win, and the answer says the first row's figure against passing's.
        const wins = rows.map((r) => Number.parseFloat(r[2]));
        assert.deepEqual(
          wins,
          [...wins].sort((a, b) => b - a),
          'ordered by win',
        );
        const pass = rows.find((r) => r[0] === 'Pass');
        const text = await answer.textContent();
        // ... and the expected score of the same two beside it.
        if (rows[0][0] === 'Pass')
          assert.ok(
            text.startsWith(`Pass: win ${pass[2]} vs ${rows[1][2]}`) &&
              text.endsWith(`; expected ${pass[3]} pts vs ${rows[1][3]} pts for the best call`),
            text,
          );
        else
          assert.ok(
            text.startsWith('Chi, discard ') &&
              text.endsWith(`: win ${rows[0][2]} vs ${pass[2]} passing; expected ${rows[0][3]} pts vs ${pass[3]} pts passing`),
            text,
          );
        assert.match(await table.textContent(), /The red 5m stays in the hand/);

        if (width < 600) {
          // In view after the tap, without a scroll of the test's own.
          const box = await answer.boundingBox();
          const viewport = page.viewportSize();
          assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, `answer at ${JSON.stringify(box)} of ${viewport.height}`);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= 375, `no sideways scrolling: ${width} px`);
        }
        await page.screenshot({ path: join(ctx.shots, `calls-25-${name}.png`) });

        // The order switch: by expected score, in the address.
        await table.getByRole('button', { name: 'Expected score' }).tap();
        assert.match(page.url(), /callby=ev/);
        const evs = (await rowsOf(page)).map((r) => Number(r[3].replace(/,/g, '')));
        assert.deepEqual(
          evs,
          [...evs].sort((a, b) => b - a),
          'ordered by expected score',
        );
        assert.match(await answer.textContent(), /expected [\d,]+ pts/);

        await page.addScriptTag({ content: AXE });
        const serious = await page.evaluate(async () => {
          const r = await axe.run(document.querySelector('.call-table'), {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          });
          return r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        assert.deepEqual(serious, []);
        const url = page.url();
        assert.deepEqual(page.errors, []);
        await page.context().close();

        if (width < 600) return;
        // The address opens the same table, in Japanese and Chinese.
        for (const [locale, region, tableName, word] of [
          ['ja-JP', '鳴き判断', 'スルーと各鳴き', '期待値'],
          ['zh-CN', '鸣牌判断', '不鸣与各种鸣牌', '期望值'],
        ]) {
          const other = await ctx.newPage({ width, height, hasTouch: true, locale });
          await other.goto(url);
          const shown = other.getByRole('region', { name: region });
          await shown.getByRole('table', { name: tableName }).waitFor();
          await other.waitForFunction((w) => (document.querySelector('.call-answer')?.textContent ?? '').includes(w), word, {
            timeout: 15_000,
          });
          assert.equal((await rowsOf(other)).length, 3);
          assert.deepEqual(other.errors, []);
          await other.context().close();
        }
      });
    }

    test('phone (375 px, touch): your turn with four 1m, Kan or not in view with its figures', async () => {
      const page = await ctx.newPage({ width: 375, height: 740, hasTouch: true, isMobile: true, locale: 'en-US' });
      await page.goto(`${ctx.url()}/?q=1111m234p567s223z7z`);
      const handBar = page.getByRole('region', { name: 'Hand' });
      const palette = page.getByRole('region', { name: 'Tiles to add' });
      await handBar.getByRole('button', { name: /^Discard Red/ }).tap();
      for (const [i, tile] of ['9 pin', '9 man', '4 man'].entries())
        await palette.getByRole('button', { name: intoRiver(tile, i + 1), exact: true }).tap();
      await palette.getByRole('button', { name: 'Draw West', exact: true }).tap();
      const table = page.getByRole('region', { name: 'Kan or not' });
      await page.waitForFunction(
        () => /%/.test(document.querySelector('.kan-answer')?.textContent ?? '') && !document.querySelector('.kan-table[aria-busy="true"]'),
        null,
        { timeout: 15_000 },
      );
      const rows = await page
        .locator('.kan-table tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.querySelector('.call-name').textContent, ...[...tr.querySelectorAll('td')].map((td) => td.textContent)]),
        );
      assert.deepEqual(rows.map((r) => r[0]).sort(), ['Closed kan [1111m]', 'No kan']);
      for (const row of rows) for (const cell of row.slice(1, 3)) assert.match(cell, /^\d+\.\d%$/, `${row[0]}: ${cell}`);
      const text = await table.getByRole('status').textContent();
      const [first, second] = rows;
      // Best first by the chance to win, the expected score of the same two beside it.
      if (first[0] === 'No kan')
        assert.equal(text, `No kan: win ${first[2]} vs ${second[2]} for kan 1m; expected ${first[3]} pts vs ${second[3]} pts for kan 1m`);
      else
        assert.equal(
          text,
          `Kan 1m: win ${first[2]} vs ${second[2]} not declaring; expected ${first[3]} pts vs ${second[3]} pts not declaring`,
        );
      // In view once it appears, without a scroll of the test's own.
      const box = await table.getByRole('status').boundingBox();
      const viewport = page.viewportSize();
      assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, `answer at ${JSON.stringify(box)} of ${viewport.height}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scrolling: ${width} px`);
      await page.screenshot({ path: join(ctx.shots, 'calls-25-kan-phone.png') });

      await page.addScriptTag({ content: AXE });
      const serious = await page.evaluate(async () => {
        const r = await axe.run(document.querySelector('.kan-table'), {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        });
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      assert.deepEqual(serious, []);
      // Its names in Japanese and Chinese: the language switch, on the same turn.
      for (const [language, region, tableName] of [
        ['日本語', 'カンするか', 'カンしない場合と各カン'],
        ['中文', '杠不杠', '不杠与各种杠'],
      ]) {
        await page.getByRole('button', { name: language, exact: true }).tap();
        await page.getByRole('region', { name: region }).getByRole('table', { name: tableName }).waitFor();
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
