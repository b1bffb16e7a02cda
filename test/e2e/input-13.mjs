/**
 * End-to-end tests of the analysis page's input and what its results say, run by run.mjs in the
 * same browser and server: Escape only from the hand's own controls, focus kept when the keyboard
 * removes something, a hand with a mistake kept in the address, the unseen-tile count, one order
 * for tied discards, per-tile counts, special hands named, three players with 2m-8m, full-width
 * input, and the hover line that no longer moves the buttons at 375 px. Screenshots go to
 * test-results/e2e/input-*.png.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { nextFrames } from './settle.mjs';

async function fresh(page, hand) {
  const css = (v) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const selector =
    hand === undefined ? 'section.results[data-fresh="true"]' : `section.results[data-fresh="true"][data-hand="${css(hand)}"]`;
  await page.waitForSelector(selector, { timeout: 15_000 });
}

const handField = (page) => page.getByRole('textbox', { name: 'Hand' });
const search = (page) => new URL(page.url()).search;

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function inputTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `input-${name}.png`), fullPage: true });

  describe('input 13: keys and focus', () => {
    test('Escape from elsewhere on the page keeps the hand; from the hand bar and the palette it clears', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?q=4569m1222569p258s');
      await fresh(page, '4569m1222569p258s');
      await page.locator('details.discards-worse > summary').focus();
      await page.keyboard.press('Escape');
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.keyboard.press('Escape');
      await nextFrames(page); // whatever the keys did has run and been drawn
      assert.equal(search(page), '?q=4569m1222569p258s');
      assert.equal(await handField(page).inputValue(), '4569m1222569p258s');
      await page.locator('.hand-tiles .tile-button').nth(4).focus();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => location.search === '');
      assert.equal(await handField(page).inputValue(), '');
      // The palette (offered tiles only: a 14-tile hand greys it).
      await page.goto(ctx.url() + '/?qd=4569m1222569p25s');
      await fresh(page, '4569m1222569p25s');
      await page.locator('.palette [data-tile="1z"]').focus();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => location.search === '');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('Backspace on the focused drawn tile keeps the focus in the hand', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?q=4569m1222569p258s');
      await fresh(page, '4569m1222569p258s');
      await page.locator('.hand-tiles .tile-drawn').focus();
      await page.keyboard.press('Backspace');
      await fresh(page, '4569m1222569p25s');
      const focus = await page.evaluate(() => ({
        inHand: Boolean(document.activeElement?.closest('.hand-tiles')),
        tile: document.activeElement?.dataset?.tile,
      }));
      assert.deepEqual(focus, { inHand: true, tile: '5s' });
      await page.context().close();
    });
  });

  describe('input 13: a hand with a mistake is kept in the address', () => {
    test('a reload shows the typed text again with its message; Backspace from 13 then reload brings back no removed tile', async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?q=4569m1222569p258s');
      await fresh(page, '4569m1222569p258s');
      await handField(page).fill('4569m1222569p258x');
      await page.getByRole('alert').waitFor();
      await page.reload();
      // The answer for the last hand, greyed: the field holds a mistake.
      await page.waitForSelector('section.results.stale[data-hand="4569m1222569p258s"]');
      assert.equal(await handField(page).inputValue(), '4569m1222569p258x');
      assert.match(await page.getByRole('alert').textContent(), /"x" at character 17/);
      // A Tenhou reader of the address still finds a hand it can read.
      assert.equal(new URL(page.url()).searchParams.get('q'), '4569m1222569p258s');

      await page.goto(ctx.url() + '/?qd=4569m1222569p25s');
      await fresh(page, '4569m1222569p25s');
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.keyboard.press('Backspace');
      await page.waitForFunction(() => document.querySelector('.hand-input input')?.value === '4569m1222569p2s');
      await page.reload();
      await page.waitForSelector('.hand-tiles .tile-button');
      assert.equal(await handField(page).inputValue(), '4569m1222569p2s');
      assert.equal(await page.locator('.hand-tiles .tile-button').count(), 12);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });

  describe('input 13: full-width input', () => {
    test("a Japanese input method's full-width hand is read as half-width, said calmly; the URL holds mpsz", async () => {
      const page = await ctx.newPage({ locale: 'ja-JP' });
      await page.goto(ctx.url() + '/');
      const field = page.getByRole('textbox', { name: '手牌' });
      await field.focus();
      // What an input method commits: the text at once, not key by key.
      await page.keyboard.insertText('１２３ｍ４５６ｐ７８９ｓ１１２２ｚ');
      await fresh(page, '123m456p789s1122z');
      assert.equal(search(page), '?qd=123m456p789s1122z');
      assert.equal(await field.inputValue(), '１２３ｍ４５６ｐ７８９ｓ１１２２ｚ');
      assert.equal(await page.locator('.hand-hint').textContent(), '全角の文字を半角として読みました: 123m456p789s1122z');
      assert.equal(await page.getByRole('alert').count(), 0);
      await shot(page, 'full-width-1280-ja');
      await page.context().close();
    });
  });

  describe('input 13: what the results say', () => {
    test("the table and the result text give tied discards in one order, Tenhou's", async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/?q=234m567p2357s115z9m');
      await fresh(page, '234m567p2357s115z9m');
      const text = await page.getByRole('textbox', { name: 'Result text' }).inputValue();
      const fromText = text
        .split('\n')
        .slice(1)
        .map((line) => /^打(\S+)/.exec(line)[1]);
      const fromTable = await page
        .locator('table.discard-table')
        .first()
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.dataset.discard));
      assert.deepEqual(fromTable, fromText);
      assert.ok(fromTable.indexOf('5z') < fromTable.indexOf('9m'), fromTable.join(' '));
      await page.context().close();
    });
  });

  describe('input 13: special hands, unseen tiles, three players', () => {
    test('a complete kokushi is named in the headline, the regular figure in the detail line; a plain hand counts unseen tiles', async () => {
      for (const [locale, width, headline, detail, unseen] of [
        ['en-US', 1280, 'Complete: kokushi', /^Regular 7-shanten/, 'Unseen tiles: 122'],
        ['ja-JP', 375, '和了（国士無双）', /^一般形7向聴/, '見えていない牌 122枚'],
      ]) {
        const page = await ctx.newPage({ locale, width, height: 800 });
        await page.goto(ctx.url() + '/?q=19m19p19s1234567z1m');
        await fresh(page, '19m19p19s1234567z1m');
        assert.equal(await page.locator('.result-shanten').textContent(), headline);
        assert.match(await page.locator('.result-detail').textContent(), detail);
        assert.equal(await page.locator('.result-wall').textContent(), unseen);
        await shot(page, `kokushi-${width}-${locale.slice(0, 2)}`);
        await page.context().close();
      }
    });

    test('switching to three players with 2m-8m keeps the hand, the chi and the indicators in view, marked', async () => {
      const page = await ctx.newPage({ width: 375, height: 800 });
      await page.goto(ctx.url() + '/?q=1239m1299p(234m)&dora=1p7m&seen=4s');
      await fresh(page, '1239m1299p(234m)');
      await page.getByRole('button', { name: '3 players' }).click();
      await page.getByRole('alert').first().waitFor();
      assert.equal(await page.locator('.hand-empty').count(), 0);
      assert.equal(await page.locator('.hand-tiles .tile-button').count(), 8);
      assert.deepEqual(await page.locator('.hand-tiles .tile-absent').evaluateAll((els) => els.map((e) => e.dataset.tile)), ['2m', '3m']);
      assert.equal(await page.locator('.hand-meld .tile-absent').count(), 3);
      assert.equal(await page.locator('.table-indicators .tile-absent').count(), 1);
      assert.match(await page.locator('.table-dora').textContent(), /2p/);
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      assert.ok(scroll <= inner, `page is ${scroll} px wide in a ${inner} px window`);
      await shot(page, 'three-players-375');
      await page.context().close();
    });
  });

  describe('input 13: copies left on each tile', () => {
    test("a 13-tile tenpai shows each wait's copies on the tile (1m 3, 4m 2, as the CLI), legible at 375 px", async () => {
      const page = await ctx.newPage({ width: 375, height: 800 });
      await page.goto(ctx.url() + '/?qd=1223344888999m');
      await fresh(page, '1223344888999m');
      const waits = await page.locator('.ukeire-row .counted-tile').evaluateAll((cells) =>
        cells.map((c) => {
          const figure = c.querySelector('.tile-left');
          return {
            // The tile is the button, its figure inside it.
            name: c.getAttribute('aria-label'),
            figure: figure.textContent,
            px: parseFloat(getComputedStyle(figure).fontSize),
            inside: figure.getBoundingClientRect().right <= c.getBoundingClientRect().right + 2,
          };
        }),
      );
      assert.deepEqual(
        waits.map((w) => [w.name, w.figure]),
        [
          ['1 man, 3 left', '3'],
          ['4 man, 2 left', '2'],
        ],
      );
      assert.ok(
        waits.every((w) => w.px >= 10 && w.inside),
        JSON.stringify(waits),
      );
      // A discard row: each figure, summed, is the row's count.
      await page.goto(ctx.url() + '/?q=4569m1222569p258s');
      await fresh(page, '4569m1222569p258s');
      const rows = await page.locator('tr.discard-row').evaluateAll((trs) =>
        trs.map((tr) => ({
          count: Number(tr.querySelector('.row-count').textContent.replace(/\D.*$/, '')),
          sum: [...tr.querySelectorAll('.tile-left')].reduce((n, e) => n + Number(e.textContent), 0),
        })),
      );
      assert.ok(rows.length > 0);
      for (const row of rows) assert.equal(row.sum, row.count);
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      assert.ok(scroll <= inner, `page is ${scroll} px wide in a ${inner} px window`);
      await shot(page, 'counts-375');
      await page.context().close();
    });
  });

  describe('input 13: layout at 375 px', () => {
    test('Draw then one click on Random hand changes the hand: the hover line never moves the buttons', async () => {
      const page = await ctx.newPage({ width: 375, height: 800 });
      await page.goto(ctx.url() + '/?qd=569m1222569p258s');
      await fresh(page, '569m1222569p258s');
      const buttonsTop = () => page.locator('.hand-actions').evaluate((e) => e.getBoundingClientRect().top);
      const before = await buttonsTop();
      await page.getByRole('button', { name: 'Draw', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('.hand-hover')?.textContent !== '');
      await fresh(page);
      assert.equal(await buttonsTop(), before, 'the buttons moved when the drawn tile took focus');
      const drawn = await handField(page).inputValue();
      await page.getByRole('button', { name: 'Random hand', exact: true }).click();
      await page.waitForFunction((h) => document.querySelector('.hand-input input')?.value !== h, drawn, { timeout: 5_000 });
      assert.equal(await buttonsTop(), before);
      // Hovering a tile of a 14-tile hand says the shanten after it, in room of its own.
      await fresh(page);
      await page.locator('.hand-tiles .tile-button').nth(3).hover();
      await page.waitForFunction(() => document.querySelector('.hand-hover')?.textContent !== '');
      assert.equal(await buttonsTop(), before);
      await shot(page, 'hover-375');
      await page.context().close();
    });
  });
}
