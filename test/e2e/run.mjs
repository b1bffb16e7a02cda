/**
 * End-to-end tests in a real Chromium (Debian's /usr/bin/chromium driven by playwright-core) on
 * the built app served from dist/. Run with `npm run test:e2e`; E2E_SKIP_BUILD=1 reuses dist/,
 * CHROMIUM=/path picks another browser. Screenshots go to test-results/e2e/. The performance
 * figures (a cold load to its first table, click -> table median, longest main-thread task while
 * typing) are printed with their budgets and guarded at twice each (budgets.mjs).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { buildPage, launchChromium, openPage } from './browser.mjs';
import { BUDGETS, GUARD, withinGuard } from './budgets.mjs';
import { atRest, facesReady, settle, settledText } from './settle.mjs';
import { PRESS_CODES, PRESS_HAND, coldLoad, pressTimes } from './timings.mjs';
import { practiceTests } from './practice.mjs';
import { realGameTests } from './real-game.mjs';
import { reviewTests } from './review.mjs';
import { inputTests } from './input-13.mjs';
import { phoneTests } from './phone-13.mjs';
import { offlineTests } from './offline-13.mjs';
import { twoStepTests } from './two-step-14.mjs';
import { pointsTests } from './points-15.mjs';
import { scoreTests } from './score-15.mjs';
import { probabilityTests } from './probabilities-16.mjs';
import { realGameOptionTests } from './real-game-options-23.mjs';
import { pasteTests } from './paste-21.mjs';
import { rulesTests } from './rules-21.mjs';
import { phone21Tests } from './phone-21.mjs';
import { a11yTests } from './a11y-21.mjs';
import { chineseTests } from './chinese-21.mjs';
import { themeTests } from './theme.mjs';
import { gameTests } from './game-24.mjs';
import { callTests } from './calls-25.mjs';
import { gameReviewTests } from './review-26.mjs';
import { phone33Tests } from './phone-33.mjs';
import { shareTests } from './share-35.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHOTS = join(ROOT, 'test-results/e2e');
const BUDGET_MS = BUDGETS.press;
/** The worker's entry chunk: its name and hash alone (its other chunks add their own name, vite.config.ts). */
const WORKER_ENTRY = /^engine\.worker-[\w-]{8}\.js$/;
/** Issue 13: a cold load shows its first table within this of navigation (median of five). */
const LOAD_BUDGET_MS = BUDGETS.load;

let server;
let browser;

/** Tenhou's text for a hand from the project's CLI, as the page must show it. */
function cliTenhou(hand, form = 'standard') {
  const args = ['--import', 'tsx', 'src/cli/main.ts', '--format', 'tenhou', ...(form === 'regular' ? ['--form', 'regular'] : []), hand];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, `the CLI failed on ${hand}: ${run.stderr}`);
  // The CLI ends each block with a newline; the text box holds the block itself.
  return run.stdout.replace(/\n$/, '');
}

const newPage = (options) => openPage(browser, options);

/** Waits until the results are about `hand` (as written in the URL) and fresh. */
async function fresh(page, hand) {
  const selector =
    hand === undefined
      ? 'section.results[data-fresh="true"]'
      : `section.results[data-fresh="true"][data-hand="${hand.replace(/"/g, '\\"')}"]`;
  await page.waitForSelector(selector, { timeout: 15_000 });
}

const resultText = (page) => page.getByRole('textbox', { name: 'Result text' }).inputValue();
const handField = (page) => page.getByRole('textbox', { name: 'Hand' });

before(async () => {
  assert.ok(buildPage(ROOT, { reuse: Boolean(process.env.E2E_SKIP_BUILD) }), 'vite build failed');
  mkdirSync(SHOTS, { recursive: true });
  server = await serve(join(ROOT, 'dist'));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('build output', () => {
  test('the main bundle holds no heavy engine module; the worker holds them', () => {
    const assets = join(ROOT, 'dist/assets');
    const engineSources = (map) => JSON.parse(readFileSync(join(assets, map), 'utf8')).sources.filter((s) => s.includes('/src/engine/'));
    const sourcesOf = (prefix) => {
      const map = readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith('.js.map'));
      assert.ok(map, `no source map for ${prefix}*.js`);
      return engineSources(map);
    };
    const workerEntry = readdirSync(assets).find((f) => WORKER_ENTRY.test(f));
    assert.ok(workerEntry, 'no worker entry in the build');
    // The page's code is every chunk but the worker's: the entry (index-*) and what it loads (app-root-*).
    const pageMaps = readdirSync(assets).filter((f) => f.endsWith('.js.map') && !f.startsWith('engine.worker-'));
    assert.ok(
      pageMaps.some((f) => f.startsWith('index-')) && pageMaps.some((f) => f.startsWith('app-root-')),
      `page chunks: ${pageMaps.join(', ')}`,
    );
    const heavy =
      /\/engine\/(shanten|analysis)\/|\/(shanten|analyze|decompose|tenhou-text|suit-tables?|suit-table-builder|chinitsu|drill)\.ts$|\/generated\//;
    // The main thread may hold the light face only (src/engine/light.ts and what it loads: the points table
    // too, the game at the table, a fold over a few dozen moves, the log model's name of a kyoku, which entry of a call table was chosen, and a decision's figures read).
    const light =
      /\/engine\/(light\.ts|types\.ts|core\/[^/]+\.ts|game\/[^/]+\.ts|log\/(game-log|call-figures|figures|moment)\.ts|scoring\/(rules|points)\.ts|practice\/(chinitsu-answer|drill-rules|points-answer)\.ts)$/;
    const main = pageMaps.flatMap(engineSources);
    assert.deepEqual(
      main.filter((s) => heavy.test(s)),
      [],
      `heavy engine code in the main bundle: ${main.join(', ')}`,
    );
    assert.deepEqual(
      main.filter((s) => !light.test(s)),
      [],
      `engine code outside the light face in the main bundle: ${main.join(', ')}`,
    );
    assert.ok(
      sourcesOf(workerEntry).some((s) => /shanten\.ts$/.test(s)),
      'the worker bundle has no shanten module',
    );
    // The review's code (the log readers and the review) is a chunk of the worker's own, loaded when first
    // asked: the worker's first answer on a cold load waits for none of it.
    const logModules = (file) =>
      JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')).sources.filter((s) => s.includes('/src/engine/log/'));
    assert.deepEqual(logModules(workerEntry), [], "the log's code is in the worker's first chunk");
    const review = readdirSync(assets).find((f) => /^engine\.worker-review-handlers-[\w-]+\.js$/.test(f));
    assert.ok(review && logModules(review).some((s) => s.endsWith('/review.ts')), 'no chunk of the worker holds the review');
  });

  test("the worker's scripts are ASCII: one non-ASCII character has the worker decode and parse the whole script as two-byte text", () => {
    const assets = join(ROOT, 'dist/assets');
    const scripts = readdirSync(assets).filter((f) => f.startsWith('engine.worker-') && f.endsWith('.js'));
    assert.ok(scripts.length >= 2, `the worker's scripts: ${scripts.join(', ')}`);
    for (const file of scripts) {
      const text = readFileSync(join(assets, file), 'utf8');
      const at = text.search(/[^\x00-\x7f]/);
      assert.equal(at, -1, `${file} has a non-ASCII character at ${at}: ${JSON.stringify(text.slice(Math.max(0, at - 20), at + 20))}`);
    }
  });

  test("index.html starts the analysis worker itself and preloads the store's and the views' chunks", () => {
    const html = readFileSync(join(ROOT, 'dist/index.html'), 'utf8');
    const assets = readdirSync(join(ROOT, 'dist/assets'));
    const worker = assets.find((f) => WORKER_ENTRY.test(f));
    assert.ok(html.includes(`new Worker("/assets/${worker}"`), 'index.html does not start the worker of the build');
    for (const chunk of ['store-root-', 'app-root-']) {
      const file = assets.find((f) => f.startsWith(chunk) && f.endsWith('.js'));
      assert.ok(html.includes(`rel="modulepreload" crossorigin href="/assets/${file}"`), `index.html does not preload ${chunk}*.js`);
    }
  });
});

describe('tile faces', () => {
  test("the faces' bitmap shows the art: each cell equals its face's SVG drawn afresh", async () => {
    // The faces as SVG, from the art (scripts/tile-faces-css.tsx), with each one's place in the bitmap.
    const script =
      "import { faceOrigin, faceSvg, SPRITE, SPRITE_CODES } from './scripts/tile-faces-css.tsx'; " +
      'console.log(JSON.stringify({ sprite: SPRITE, faces: SPRITE_CODES.map((code, i) => ({ code, svg: faceSvg(code), ...faceOrigin(i) })) }))';
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const { sprite, faces } = JSON.parse(run.stdout);
    const page = await newPage();
    await page.goto(server.url + '/?q=4569m1222569p258s');
    await fresh(page, '4569m1222569p258s');
    const url = await facesReady(page);
    const diffs = await page.evaluate(
      async ({ url, faces, sprite }) => {
        const { faceWidth: w, faceHeight: h } = sprite;
        const image = new Image();
        image.src = url;
        await image.decode();
        const sheet = document.createElement('canvas');
        sheet.width = image.naturalWidth;
        sheet.height = image.naturalHeight;
        const sheetCtx = sheet.getContext('2d', { willReadFrequently: true });
        sheetCtx.drawImage(image, 0, 0);
        const drawn = [];
        for (const { svg } of faces) {
          const img = new Image();
          img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          const ctx = canvas.getContext('2d', { willReadFrequently: true });
          ctx.drawImage(img, 0, 0, w, h);
          drawn.push(ctx.getImageData(0, 0, w, h).data);
        }
        // Mean absolute difference per channel (0-255) between a cell and a face drawn afresh.
        const diff = (cell, face) => {
          const a = sheetCtx.getImageData(cell.x, cell.y, w, h).data;
          let sum = 0;
          for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - face[i]);
          return sum / a.length;
        };
        return faces.map((f, i) => ({ code: f.code, own: diff(f, drawn[i]), next: diff(f, drawn[(i + 1) % faces.length]) }));
      },
      { url, faces, sprite },
    );
    assert.equal(diffs.length, 38);
    for (const { code, own, next } of diffs) {
      // Equal up to a browser's antialiasing (0 with the Chromium that drew it); a neighbour's face is far off.
      assert.ok(own < 1, `${code}: its cell differs from its art by ${own.toFixed(2)} per channel`);
      assert.ok(next > 5, `${code}: its cell is as close to the next face's art (${next.toFixed(2)})`);
    }
    await page.context().close();
  });
});

describe('Tenhou links', () => {
  const LINKS = [
    ['?q=4569m1222569p258s', '4569m1222569p258s', 'standard'],
    ['?q=123m456p789s1122z', '123m456p789s1122z', 'standard'],
    ['?q=11223344556677z', '11223344556677z', 'standard'],
    ['?p=11223344556677z', '11223344556677z', 'regular'],
    ['?qd=1111m234p567p789p', '1111m234p567p789p', 'standard'],
    ['?q=19m19p19s1234567z5m', '19m19p19s1234567z5m', 'standard'],
    ['?q=1245p(555p)(789s)', '1245p(555p)(789s)', 'standard'],
    ['?q=1m2m3m%204p0p6p%20789s1z1z2z2z3z', '1m2m3m 4p0p6p 789s1z1z2z2z3z', 'standard'],
  ];
  for (const [query, hand, form] of LINKS) {
    test(`${query}: the result text equals the CLI's --format tenhou`, async () => {
      const page = await newPage();
      await page.goto(server.url + '/' + query);
      await fresh(page, hand);
      assert.equal(await handField(page).inputValue(), hand);
      assert.equal(await resultText(page), cliTenhou(hand, form));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
});

describe('building a hand', () => {
  test('from the palette, tile by tile', async () => {
    const page = await newPage();
    await page.goto(server.url + '/');
    const tiles = ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '1z', '1z', '2z', '2z'];
    for (const code of tiles) await page.locator(`.palette [data-tile="${code}"]`).click();
    // Thirteen tiles are no draw: the hand is written canonically, nothing set apart.
    await fresh(page, '123m456p789s1122z');
    const hand = await handField(page).inputValue();
    assert.equal(hand, '123m456p789s1122z');
    assert.equal(await resultText(page), cliTenhou(hand));
    assert.match(await page.locator('.result-header h2').textContent(), /^Tenpai · 13 tiles/);
    // The hand bar in canonical order.
    const bar = await page.locator('.hand-tiles [data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile));
    assert.deepEqual(bar, tiles);
    // The fourteenth tile is the draw; then the palette is full, and says why without moving: a
    // palette that jumps as the hint comes puts another tile under the pointer.
    const paletteTop = () => page.locator('.palette').evaluate((e) => e.getBoundingClientRect().top);
    const before = await paletteTop();
    await page.locator('.palette [data-tile="1z"]').click();
    await fresh(page, '123m456p789s1122z1z');
    assert.equal(await page.locator('.palette [data-tile]:enabled').count(), 0);
    assert.match(await page.locator('.entry-hint').textContent(), /full/);
    assert.equal(await paletteTop(), before);
    await page.context().close();
  });

  test('at 375 px, the palette does not move when the hand fills or a meld mode has no room', async () => {
    const page = await newPage({ width: 375, height: 812 });
    await page.goto(server.url + '/?q=123m456p789s1122z');
    await fresh(page, '123m456p789s1122z');
    const paletteTop = () => page.locator('.palette').evaluate((e) => e.getBoundingClientRect().top);
    const before = await paletteTop();
    await page.locator('.palette [data-tile="1z"]').click();
    await fresh(page, '123m456p789s1122z1z');
    assert.match(await page.locator('.entry-hint').textContent(), /full/);
    assert.equal(await paletteTop(), before);
    await page.locator('.entry-mode-buttons').getByRole('button', { name: 'Pon', exact: true }).click();
    assert.match(await page.locator('.entry-hint').textContent(), /No room for a meld/);
    assert.equal(await paletteTop(), before);
    await page.context().close();
  });

  test('building a hand tap by tap, the palette never moves, at 375 and 1280 px, in both languages', async () => {
    // At every third tile the field's hint says "6 tiles: add one more"; its line once came and went,
    // moving the palette 22 px under the finger and back.
    for (const [width, locale] of [
      [375, 'en-US'],
      [375, 'ja-JP'],
      [1280, 'en-US'],
    ]) {
      const page = await newPage({ width, height: 812, locale });
      await page.goto(server.url + '/');
      await page.waitForSelector('.palette');
      const paletteTop = () => page.locator('.palette').evaluate((e) => Math.round(e.getBoundingClientRect().top));
      const start = await paletteTop();
      const tops = [];
      const hints = [];
      for (const code of ['4m', '5m', '6m', '9m', '1p', '2p', '2p', '2p', '5p', '6p', '9p', '2s', '5s']) {
        const tile = await page.locator(`.palette [data-tile="${code}"]`).boundingBox();
        await page.mouse.click(tile.x + tile.width / 2, tile.y + tile.height / 2);
        await page.waitForFunction((n) => document.querySelectorAll('.hand-tiles .tile-button').length === n, tops.length + 1);
        tops.push(await paletteTop());
        hints.push(await page.locator('.hand-hint').textContent());
      }
      // The hint spoke at 3, 6, 9 and 12 tiles, and only then.
      assert.deepEqual(
        hints
          .map((h, i) => [i + 1, h !== ''])
          .filter(([, said]) => said)
          .map(([n]) => n),
        [3, 6, 9, 12],
        `${width} ${locale}: ${hints.join(' | ')}`,
      );
      assert.deepEqual(
        tops,
        tops.map(() => start),
        `${width} ${locale}: palette tops ${tops.join(', ')}`,
      );
      await page.context().close();
    }
  });

  test('pasting a hand into the field', async () => {
    const page = await newPage();
    await page.goto(server.url + '/');
    await handField(page).fill('4569m1222569p258s');
    await fresh(page, '4569m1222569p258s');
    assert.equal(await resultText(page), cliTenhou('4569m1222569p258s'));
    assert.equal(new URL(page.url()).search, '?q=4569m1222569p258s');
    await page.context().close();
  });

  test('an invalid hand: the message as an alert, the last result greyed', async () => {
    const page = await newPage();
    await page.goto(server.url + '/?q=123m456p789s1122z');
    await fresh(page, '123m456p789s1122z');
    const before = await resultText(page);
    await handField(page).fill('123m456p789s1122x');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.textContent(), /"x" at character 17/);
    assert.equal(await alert.locator('mark').textContent(), 'x');
    assert.equal(await handField(page).inputValue(), '123m456p789s1122x');
    await page.waitForSelector('section.results.stale');
    assert.equal(await resultText(page), before);
    // The last hand stays the URL's, the text beside it (input-13.mjs: kept for a reload).
    assert.equal(new URL(page.url()).search, '?qd=123m456p789s1122z&draft=123m456p789s1122x');
    await page.context().close();
  });
});

describe('Tenhou row clicks', () => {
  test('an effective tile discards the row tile and draws it; the discard tile draws at random', async () => {
    const page = await newPage();
    await page.goto(server.url + '/?q=4569m1222569p258s');
    await fresh(page, '4569m1222569p258s');
    // Row 打5s, its first effective tile.
    const row = page.locator('tr[data-discard="5s"]');
    const first = await row.locator('.row-tiles [data-tile]').first().getAttribute('data-tile');
    await row.locator('.row-tiles [data-tile]').first().click();
    const expected = `4569m1222569p28s${first}`;
    await fresh(page, expected);
    assert.equal(new URL(page.url()).searchParams.get('q'), expected);
    assert.equal(await resultText(page), cliTenhou(expected));
    // The drawn tile is set apart at the end of the hand bar.
    assert.equal(await page.locator('.hand-tiles .tile-drawn').getAttribute('data-tile'), first);

    const discard = page.locator('section.results tbody tr').first();
    const code = await discard.getAttribute('data-discard');
    await discard.locator('th [data-tile]').click();
    await page.waitForFunction((h) => document.querySelector('section.results')?.dataset.hand !== h, expected);
    await fresh(page);
    const now = await handField(page).inputValue();
    assert.equal(now.replace(/[^0-9]/g, '').length, 14);
    assert.notEqual(now, expected);
    assert.equal(await resultText(page), cliTenhou(now));
    assert.ok(code);
    await page.context().close();
  });

  test('hovering a hand tile highlights its row and tells the shanten after it', async () => {
    const page = await newPage();
    await page.goto(server.url + '/?q=4569m1222569p258s');
    await fresh(page, '4569m1222569p258s');
    await page.locator('.hand-tiles [data-tile="9p"]').hover();
    await page.waitForSelector('tr[data-discard="9p"].highlighted');
    assert.equal(await page.locator('.hand-hover').textContent(), 'Discard 9p: 3-shanten');
    await page.context().close();
  });
});

describe('history', () => {
  test('Back and Forward move between hands; reload keeps the hand', async () => {
    const page = await newPage();
    await page.goto(server.url + '/?q=123m456p789s1122z');
    await fresh(page, '123m456p789s1122z');
    await page.locator('.palette [data-tile="3z"]').click();
    await fresh(page, '123m456p789s1122z3z');
    await page.locator('.hand-tiles [data-tile="1m"]').click();
    await fresh(page, '23m456p789s11223z');
    await page.goBack();
    await fresh(page, '123m456p789s1122z3z');
    assert.equal(await handField(page).inputValue(), '123m456p789s1122z3z');
    await page.goBack();
    await fresh(page, '123m456p789s1122z');
    assert.equal(await resultText(page), cliTenhou('123m456p789s1122z'));
    await page.goForward();
    await fresh(page, '123m456p789s1122z3z');
    await page.reload();
    await fresh(page, '123m456p789s1122z3z');
    assert.equal(await resultText(page), cliTenhou('123m456p789s1122z3z'));
    await page.context().close();
  });

  test('the form switch writes ?p= and the table follows it', async () => {
    const page = await newPage();
    await page.goto(server.url + '/?q=11223344556677z');
    await fresh(page, '11223344556677z');
    await page.getByRole('radio', { name: 'Regular form only' }).check();
    await page.waitForSelector('section.results[data-fresh="true"][data-form="regular"]');
    assert.equal(new URL(page.url()).search, '?p=11223344556677z');
    assert.equal(await resultText(page), cliTenhou('11223344556677z', 'regular'));
    await page.context().close();
  });
});

describe('language and keyboard', () => {
  test('Japanese by the browser, English by the switch, remembered', async () => {
    const page = await newPage({ locale: 'ja-JP' });
    await page.goto(server.url + '/?q=123m456p789s1122z');
    await fresh(page);
    assert.ok(await page.getByRole('textbox', { name: '手牌' }).isVisible());
    assert.equal(await page.locator('.result-header .result-shanten').textContent(), '聴牌');
    await page.getByRole('button', { name: 'English' }).click();
    await page.reload();
    await fresh(page);
    assert.ok(await handField(page).isVisible());
    await page.context().close();
  });

  test('Backspace removes the last tile, Escape clears', async () => {
    const page = await newPage();
    await page.goto(server.url + '/?q=123m456p789s1122z3z');
    await fresh(page);
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Backspace');
    await fresh(page, '123m456p789s1122z');
    // Escape clears from the hand's own controls only (input-13.mjs: not from elsewhere on the page).
    await page.locator('.hand-tiles .tile-button').first().focus();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('section.results[data-hand]'));
    assert.equal(await handField(page).inputValue(), '');
    await page.context().close();
  });
});

describe('layout', () => {
  test('375 px: no horizontal scrolling, legible tiles', async () => {
    const page = await newPage({ width: 375, height: 812 });
    await page.goto(server.url + '/?q=4569m1222569p258s');
    await fresh(page, '4569m1222569p258s');
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    assert.ok(scroll <= inner, `page is ${scroll} px wide in a ${inner} px window`);
    const widths = await page.locator('.tile-button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    assert.ok(Math.min(...widths) >= 20, `smallest tile ${Math.min(...widths)} px`);
    // At this width the 14-tile hand keeps to one line (phone-13.mjs), so its tiles are narrower than
    // the palette's, but no less legible than the floor above.
    const hand = await page.locator('.hand-tiles .tile-button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    assert.ok(Math.min(...hand) >= 22, `hand tiles ${Math.min(...hand)} px`);
    await page.screenshot({ path: join(SHOTS, 'mobile-375.png'), fullPage: true });
    await page.context().close();
  });

  test('desktop', async () => {
    const page = await newPage({ width: 1280, height: 900 });
    await page.goto(server.url + '/?q=1223344888999m');
    await fresh(page, '1223344888999m');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await page.screenshot({ path: join(SHOTS, 'desktop-1280.png'), fullPage: true });
    await page.context().close();
  });
});

describe('performance budget', () => {
  test(`a cold load shows its first table: budget ${LOAD_BUDGET_MS} ms from navigation (median of five), guarded at ${GUARD * LOAD_BUDGET_MS}`, async () => {
    // Each load in a new browser context: no cache, no service worker, nothing of the page kept.
    // The browser itself is warm (one load first, not counted), as a player's browser is.
    for (const other of browser.contexts()) await other.close();
    const hand = '4569m1222569p258s';
    const load = () => coldLoad(newPage, server.url, hand);
    await load();
    // Time the page, not the machine: wait until frames come on time on an idle page first.
    const probe = await newPage();
    await probe.goto(server.url + '/?q=' + hand);
    await fresh(probe, hand);
    const quiet = await settle(probe);
    await probe.context().close();
    const loads = [];
    for (let i = 0; i < 5; i++) loads.push(await load());
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const table = median(loads.map((l) => l.table));
    console.log(
      `# performance: cold load -> first table: median ${table.toFixed(0)} ms (${loads.map((l) => l.table.toFixed(0)).join(', ')}), ` +
        `first paint median ${median(loads.map((l) => l.paint)).toFixed(0)} ms (${settledText(quiet)})`,
    );
    withinGuard(table, LOAD_BUDGET_MS, 'cold load -> first table, median of five');
  });

  test(`a palette click shows the new table (budget ${BUDGET_MS} ms, median) and typing makes no long task (budget ${BUDGETS.task} ms), each guarded at twice it`, async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      window.__longtasks = [];
      window.__events = [];
      new PerformanceObserver((list) =>
        window.__longtasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
      ).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) =>
        window.__events.push(
          ...list
            .getEntries()
            .map((e) => ({ name: e.name, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart })),
        ),
      ).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(server.url + '/?q=' + PRESS_HAND);
    await fresh(page, PRESS_HAND);
    // The tile faces are one bitmap (cheaper to draw by the hundred than SVG), loaded before timing.
    assert.match(await facesReady(page), /\/assets\/tile-faces-[\w-]+\.webp$/);
    // Time the page, not the browser's leftovers: no other page open, and the start-up work settled
    // (on this 2-core machine a renderer of an earlier test still winding down doubles the figures).
    for (const other of browser.contexts()) if (other !== page.context()) await other.close();
    await atRest(page);
    const quiet = await settle(page);
    // A press is the page's own work: no request goes out (the icon, fetched again at every history
    // entry, is inline for this reason).
    const requests = [];
    page.on('request', (r) => requests.push(r.url().slice(0, 80)));

    // Click -> table, measured inside the page: from the click to the frame after the fresh table; three
    // rounds of every code, a steadier median than one round on a noisy machine.
    const samples = (await pressTimes(page, [...PRESS_CODES, ...PRESS_CODES, ...PRESS_CODES])).map((press) => press.ms);
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1];
    assert.deepEqual(requests, [], `${samples.length * 2} presses made ${requests.length} requests`);

    // Typing a hand: every task on the main thread while the keys go in.
    await handField(page).fill('');
    const t0 = await page.evaluate(() => performance.now());
    await handField(page).pressSequentially('4569m1222569p258s', { delay: 35 });
    await fresh(page, '4569m1222569p258s');
    const { longest, events } = await page.evaluate(
      (start) => ({
        longest: Math.max(0, ...window.__longtasks.filter((t) => t.start >= start).map((t) => t.duration)),
        events: Math.max(0, ...window.__events.filter((e) => e.start >= start).map((e) => e.processing)),
      }),
      t0,
    );

    console.log(
      `# performance: palette click -> table: median ${median.toFixed(1)} ms, min ${sorted[0].toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)} (n=${samples.length}, ${settledText(quiet)}); ` +
        `while typing: longest long task ${longest ? `${longest.toFixed(1)} ms` : 'none (no task over 50 ms)'}, longest key event handler ${events.toFixed(1)} ms`,
    );
    withinGuard(median, BUDGET_MS, 'palette click -> table, median');
    withinGuard(longest, BUDGETS.task, 'longest task while typing');
    await page.context().close();
  });
});

practiceTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
realGameTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
reviewTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
inputTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
phoneTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
offlineTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT, browser: () => browser });
twoStepTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
scoreTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
probabilityTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
realGameOptionTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
rulesTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
pointsTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
pasteTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
phone21Tests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
a11yTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
chineseTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
themeTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
gameTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
callTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
gameReviewTests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
phone33Tests({ url: () => server.url, newPage, shots: SHOTS, root: ROOT });
shareTests({ url: () => server.url, newPage, shots: SHOTS });
