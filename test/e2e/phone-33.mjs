/**
 * End-to-end tests of the table on a phone (issue 33), run by run.mjs: at 375 x 740 by touch, in English
 * and Japanese, one page each. A game followed at the table (your discard, three others' from the
 * palette, each palette tile found by its name, which says the river it goes to): the practice buttons
 * are gone; once scrolled to the palette (brought into view by the browser, or by the rivers' way back)
 * every palette tile is on screen, clear of the one-line result and the first thing under its centre;
 * the rivers show in a strip under the palette, one tap from the rivers in full and one tap back; each
 * tile's count of copies left stands clear of its face; no hand tile shares a name with a palette tile;
 * nothing scrolls sideways; axe-core finds no serious violation in either colour scheme. Then the same
 * page's game review: its summary table fits 375 px, and squeezed narrower it scrolls in its own box,
 * with a shade at the side that hides more, never the page. Screenshots: test-results/e2e/phone33-*.png.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WIDTH = 375;
const HEIGHT = 740;
const START = '123m456p789s1122z7z';
/** The other seats' discards, right, across and left, then your draw. */
const DISCARDS = ['1z', '9m', '3z'];
const DRAW = '4z';

const WORDS = {
  'en-US': {
    palette: 'Tiles to add',
    hand: 'Hand',
    discardRed: 'Discard Red',
    into: (tile, seat) => `Add ${tile} to the ${['right player', 'player across', 'left player'][seat - 1]}'s river`,
    draw: (tile) => `Draw ${tile}`,
    tiles: { '1z': 'East', '9m': '9 man', '3z': 'West', '4z': 'North' },
    strip: 'All rivers',
    back: 'Back to the palette',
    clear: 'Clear',
    review: 'Game review',
  },
  'ja-JP': {
    palette: '追加する牌',
    hand: '手牌',
    discardRed: '中を切る',
    into: (tile, seat) => `${tile}を${['下家', '対面', '上家'][seat - 1]}の河に追加`,
    draw: (tile) => `${tile}をツモ`,
    tiles: { '1z': '東', '9m': '九萬', '3z': '西', '4z': '北' },
    strip: '各家の河',
    back: 'パレットへ戻る',
    clear: 'クリア',
    review: '牌譜検討',
  },
};

/**
 * The palette's tiles a thumb cannot tap where they are: off the screen, under the one-line result, or
 * not the first thing under their own centre. Each with why.
 */
function untappable(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.result-summary');
    const under = bar && bar.getClientRects().length > 0 ? bar.getBoundingClientRect() : null;
    return [...document.querySelectorAll('.palette .tile-button')].flatMap((button) => {
      const b = button.getBoundingClientRect();
      const why = [];
      if (b.left < 0 || b.top < 0 || b.right > innerWidth || b.bottom > innerHeight) why.push('off screen');
      if (under && b.bottom > under.top && b.top < under.bottom && b.right > under.left && b.left < under.right)
        why.push('under the result');
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      if (!why.length && hit?.closest('.tile-button') !== button) why.push(`covered by ${hit?.className}`);
      return why.length ? [`${button.dataset.tile} (${Math.round(b.top)}-${Math.round(b.bottom)}): ${why.join(', ')}`] : [];
    });
  });
}

/** Where `selector`'s first element is on screen: its top and bottom, rounded. */
const span = (page, selector) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
    });

/** axe-core on the page as it is: the serious and critical violations, each with the elements at fault. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async () => {
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** axe in the light scheme, then in the dark one (the page follows the system's scheme at once). */
async function bothSchemes(page, what) {
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction((scheme) => document.documentElement.getAttribute('data-theme') === scheme, colorScheme);
    const found = await violations(page);
    assert.deepEqual(found, [], `${what}, ${colorScheme}: ${JSON.stringify(found, null, 1)}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The shade at each side of `box` as drawn: the mean brightness (0-255) of its outermost 4 px columns
 * on its rows of cells, from a screenshot decoded in the page.
 */
async function edges(page, box) {
  const png = (await box.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    g.drawImage(image, 0, 0);
    // The median brightness of a 4 px strip: the shade spans the box's height, while the rows' 1 px
    // borders reach the table's edge only (a table narrower than its box has them at the left alone),
    // so a mean would read a few rows' borders as a shade.
    const median = (x0) => {
      const { data: px } = g.getImageData(x0, 0, 4, canvas.height);
      const values = [];
      for (let i = 0; i < px.length; i += 4) values.push((px[i] + px[i + 1] + px[i + 2]) / 3);
      values.sort((a, b) => a - b);
      return values[values.length >> 1];
    };
    return { left: median(0), right: median(canvas.width - 4) };
  }, png);
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function phone33Tests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `phone33-${name}.png`) });

  describe('phone 33: the table on a phone, 375 x 740', () => {
    for (const locale of ['en-US', 'ja-JP']) {
      const w = WORDS[locale];
      test(`${locale}: a game followed at the table, then the game review`, async (t) => {
        const page = await ctx.newPage({ width: WIDTH, height: HEIGHT, locale, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
        await page.goto(`${ctx.url()}/?q=${START}`);
        const palette = page.getByRole('region', { name: w.palette });
        const hand = page.getByRole('region', { name: w.hand });

        await t.test('each palette tile is named for the river it goes to; the game is followed by those names', async () => {
          // Each tap's tile found by its name; a name missing is noted and the tap made by its tile, so the
          // game is followed all the same and the checks after this one see the table they expect.
          const missing = [];
          const tapNamed = async (region, code, name) => {
            const named = region.getByRole('button', { name, exact: true });
            // The name follows the press before it: a moment to come.
            if (
              await named.waitFor({ timeout: 5_000 }).then(
                () => true,
                () => false,
              )
            )
              await named.tap();
            else {
              missing.push(name);
              await region.locator(`[data-tile="${code}"]`).last().tap();
            }
          };
          await tapNamed(hand, '7z', w.discardRed);
          for (const [i, code] of DISCARDS.entries()) await tapNamed(palette, code, w.into(w.tiles[code], i + 1));
          await tapNamed(palette, DRAW, w.draw(w.tiles[DRAW]));
          await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === 'd7z1z9m3z4z');
          assert.deepEqual(missing, [], 'tiles not found by their names');
          // No hand tile has a palette tile's name: one removes or discards, the other adds.
          const names = (selector) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
          const inPalette = new Set(await names('.palette .tile-button'));
          const shared = (await names('.hand-tiles .tile-button')).filter((n) => inPalette.has(n));
          assert.deepEqual(shared, []);
        });

        await t.test('the practice buttons are gone while the game is followed; Clear stays', async () => {
          assert.deepEqual(await page.locator('.hand-actions button').allTextContents(), [w.clear]);
        });

        await t.test('brought into view by the browser, every palette tile can be tapped where it is', async () => {
          await page.evaluate(() => {
            scrollTo(0, 0);
            document.querySelector('.palette').scrollIntoView({ block: 'nearest' });
          });
          assert.deepEqual(await untappable(page), []);
        });

        await t.test('the rivers under the palette; one tap to them in full, one tap back to every palette tile', async () => {
          const rows = await page
            .locator('.river-strip .strip-seat')
            .evaluateAll((els) => els.map((row) => [...row.querySelectorAll('.tile-picture')].map((p) => p.dataset.face)));
          assert.deepEqual(rows, [['7z'], ['1z'], ['9m'], ['3z']]);
          await page.getByRole('button', { name: w.strip, exact: true }).tap();
          // Every seat's region, with its Riichi and Kan, on screen at once.
          const seats = await page
            .locator('.game-seat')
            .evaluateAll((els) =>
              els.map((e) => [Math.round(e.getBoundingClientRect().top), Math.round(e.getBoundingClientRect().bottom)]),
            );
          assert.equal(seats.length, 4);
          for (const [top, bottom] of seats) assert.ok(top >= 0 && bottom <= HEIGHT, `a seat's region at ${top}-${bottom}`);
          await shot(page, `rivers-${locale}`);
          await page.getByRole('button', { name: w.back, exact: true }).tap();
          // Back: the hand at the top, every palette tile tappable, the strip in view above the one-line result.
          assert.ok(Math.abs((await span(page, '.hand-row')).top) <= 1, 'the hand at the top of the screen');
          assert.deepEqual(await untappable(page), []);
          const strip = await span(page, '.river-strip');
          const result = await span(page, '.result-summary');
          assert.ok(
            strip.top >= 0 && strip.bottom <= Math.min(HEIGHT, result.top),
            `the strip at ${strip.top}-${strip.bottom}, the result at ${result.top}`,
          );
          await shot(page, `game-${locale}`);
        });

        await t.test("each tile's count of copies left stands clear of its face, 10 px or more", async () => {
          const faults = await page.locator('.palette .palette-cell').evaluateAll((cells) =>
            cells.flatMap((cell) => {
              const face = cell.querySelector('.tile-picture').getBoundingClientRect();
              const count = cell.querySelector('.palette-left');
              const c = count.getBoundingClientRect();
              const overlap =
                Math.max(0, Math.min(face.right, c.right) - Math.max(face.left, c.left)) *
                Math.max(0, Math.min(face.bottom, c.bottom) - Math.max(face.top, c.top));
              const size = parseFloat(getComputedStyle(count).fontSize);
              const code = cell.querySelector('.tile-button').dataset.tile;
              return overlap > 0.5 || size < 10 || c.width === 0 ? [`${code}: ${overlap.toFixed(1)} px² over the face, ${size} px`] : [];
            }),
          );
          assert.deepEqual(faults, []);
        });

        await t.test('nothing scrolls sideways; axe finds no serious violation, light or dark', async () => {
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling');
          await bothSchemes(page, `${locale}, the game`);
        });

        await t.test("the review's summary table fits 375 px, and scrolls in its own box with a shade where it is wider", async () => {
          await page.getByRole('navigation').getByRole('link', { name: w.review, exact: true }).tap();
          await page.locator('.review-input textarea').fill(readFileSync(join(ctx.root, 'docs/examples/self-play.json'), 'utf8'));
          await page.locator('.review-form button[type="submit"]').tap();
          await page.waitForSelector('.review-summary table', { timeout: 30_000 });
          const box = page.locator('.review-summary-scroll');
          const fit = () =>
            box.evaluate((e) => ({
              box: e.clientWidth,
              table: e.scrollWidth,
              overflow: getComputedStyle(e).overflowX,
              page: document.documentElement.scrollWidth,
            }));
          const wide = await fit();
          assert.ok(wide.table <= wide.box, `the table ${wide.table} px in its box of ${wide.box} px`);
          assert.ok(wide.page <= WIDTH, `the page ${wide.page} px wide`);
          await box.scrollIntoViewIfNeeded();
          await page.locator('.review-summary').screenshot({ path: join(ctx.shots, `phone33-review-${locale}.png`) });
          // Fitting, it shows no shade.
          const even = await edges(page, box);
          assert.ok(Math.abs(even.left - even.right) < 6, `no shade on a table that fits: ${JSON.stringify(even)}`);
          // Squeezed (a narrower screen, a longer table): it scrolls in its box, with a shade at the side that hides more.
          await box.evaluate((e) => (e.style.maxWidth = '220px'));
          const narrow = await fit();
          assert.ok(narrow.table > narrow.box && ['auto', 'scroll'].includes(narrow.overflow), JSON.stringify(narrow));
          assert.ok(narrow.page <= WIDTH, `the page ${narrow.page} px wide`);
          const start = await edges(page, box);
          assert.ok(start.right < start.left - 6, `a shade on the right at the start: ${JSON.stringify(start)}`);
          await box.evaluate((e) => (e.scrollLeft = e.scrollWidth));
          const end = await edges(page, box);
          assert.ok(end.left < end.right - 6, `a shade on the left at the end: ${JSON.stringify(end)}`);
          await box.evaluate((e) => {
            e.style.maxWidth = '';
            e.scrollLeft = 0;
          });
          await bothSchemes(page, `${locale}, the review`);
        });

        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }
  });
}
