/**
 * End-to-end tests of the real-game mode (melds, seen tiles, dora indicators, red fives, three
 * players), run by run.mjs in the same browser and server. Every count the page shows is checked
 * against the project's CLI given the same position (`--json --seen --dora --players --nuki`), on
 * seeded generated positions and on a position entered by clicking at 375 px.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { atRest, facesReady, settle, settledText } from './settle.mjs';
import { BUDGETS, GUARD, withinGuard } from './budgets.mjs';

const BUDGET_MS = BUDGETS.press;

/** The CLI's options for a table. */
function tableArgs(table) {
  const args = [];
  if (table.seen) args.push('--seen', table.seen);
  if (table.dora) args.push('--dora', table.dora);
  args.push('--players', String(table.players));
  if (table.nuki) args.push('--nuki', String(table.nuki));
  return args;
}

function cli(root, args) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, `the CLI failed on ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** The URL of a position, as the page writes it (defaults left out). */
function positionSearch(hand, table) {
  const params = [`q=${encodeURIComponent(hand)}`];
  if (table.seen) params.push(`seen=${encodeURIComponent(table.seen)}`);
  if (table.dora) params.push(`dora=${encodeURIComponent(table.dora)}`);
  if (table.players === 3) params.push('players=3');
  if (table.nuki) params.push(`nuki=${table.nuki}`);
  return `?${params.join('&')}`;
}

/** The results' table key (data-table): the table's parameters as the URL writes them. */
function tableKey(table) {
  const search = positionSearch('x', table).replace(/^\?q=x&?/, '');
  return search ? `?${search}` : '';
}

/**
 * The value of the text field named `name` once it reads `expected`, or after 15 s whatever it
 * reads. A press is shown together with its answer (the page holds the position before it until
 * the worker answers), so a field read at once may still show the position before the press.
 */
async function fieldValue(page, name, expected) {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.evaluate(
    (e, want) =>
      new Promise((done) => {
        const end = Date.now() + 15_000;
        const check = () => (e.value === want || Date.now() > end ? done() : requestAnimationFrame(check));
        check();
      }),
    expected,
  );
  return field.inputValue();
}

async function freshPosition(page, hand, table) {
  const css = (v) => v.replace(/"/g, '\\"');
  await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${css(hand)}"][data-table="${css(tableKey(table))}"]`, {
    timeout: 15_000,
  });
}

/** What the page shows: every discard row (best and worse) or the effective-tile row, and the wall. */
async function pageCounts(page) {
  // The discards that raise the shanten are drawn once their section is opened, as a player would.
  const closed = page.locator('details.discards-worse:not([open]) > summary');
  if (await closed.count()) {
    await closed.click();
    await page.locator('details.discards-worse[open] tr.discard-row').first().waitFor();
  }
  return page.evaluate(() => {
    const parse = (text) => {
      const m = /^(\d+)(?: \((\d+) red\))?$/.exec(text.trim());
      return m ? { count: Number(m[1]), red: Number(m[2] ?? 0) } : { text };
    };
    const rows = [...document.querySelectorAll('tr.discard-row')].map((tr) => ({
      discard: tr.dataset.discard,
      shanten: Number(tr.dataset.shanten),
      tiles: [...tr.querySelectorAll('.row-tiles [data-tile]')].map((b) => b.dataset.tile),
      ...parse(tr.querySelector('.row-count').textContent),
    }));
    // The page breaks ties Tenhou's way (by where a kind is first typed, input-13.mjs), the CLI's JSON
    // by tile index: the figures are compared in the CLI's order.
    const index = (code) => 'mpsz'.indexOf(code[1]) * 9 + (code[0] === '0' ? 5 : Number(code[0])) - 1;
    rows.sort((a, b) => a.shanten - b.shanten || b.count - a.count || index(a.discard) - index(b.discard));
    const ukeireRow = document.querySelector('.ukeire-row');
    const ukeire = ukeireRow
      ? {
          tiles: [...ukeireRow.querySelectorAll('.row-tiles [data-tile]')].map((b) => b.dataset.tile),
          ...parse(ukeireRow.querySelector('.row-count').textContent.replace(/ tiles?/, '')),
        }
      : null;
    const wall = Number(document.querySelector('.result-wall')?.dataset.wall);
    return { rows, ukeire, wall };
  });
}

/** The same figures from the CLI's JSON for the position. */
function cliCounts(root, hand, table) {
  const json = JSON.parse(cli(root, ['--json', ...tableArgs(table), hand]));
  return {
    rows: (json.discards ?? []).map((r) => ({ discard: r.discard, shanten: r.shanten, tiles: r.tiles, count: r.count, red: r.red })),
    ukeire: json.discards ? null : { tiles: json.ukeire.tiles, count: json.ukeire.count, red: json.ukeire.red },
    wall: json.wallLeft,
  };
}

// ---------------------------------------------------------------------------------------------------
// Seeded positions: a physical set (red fives included), melds, a hand, seen tiles, indicators.

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const code = (t) => `${t.red ? 0 : (t.kind % 9) + 1}${'mpsz'[Math.floor(t.kind / 9)]}`;

/** mpsz of physical tiles, one code each (the long form: any order reads the same). */
const text = (tiles) => tiles.map(code).join('');

function randomPosition(rng, players) {
  const pick = (n) => Math.floor(rng() * n);
  const set = [];
  for (let kind = 0; kind < 34; kind++) {
    if (players === 3 && kind >= 1 && kind <= 7) continue;
    for (let copy = 0; copy < 4; copy++) set.push({ kind, red: copy === 0 && kind < 27 && kind % 9 === 4 });
  }
  // Fisher-Yates over the whole set.
  for (let i = set.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [set[i], set[j]] = [set[j], set[i]];
  }
  const take = (kind, n) => {
    const out = [];
    for (let i = set.length - 1; i >= 0 && out.length < n; i--) if (set[i].kind === kind) out.push(...set.splice(i, 1));
    return out;
  };
  const has = (kind, n) => set.filter((t) => t.kind === kind).length >= n;
  const melds = [];
  const meldCount = pick(3);
  for (let tries = 0; melds.length < meldCount && tries < 50; tries++) {
    const kind = set[pick(set.length)].kind;
    const roll = pick(4);
    if (roll === 0 && kind < 27 && kind % 9 <= 6 && kind >= 9 && has(kind, 1) && has(kind + 1, 1) && has(kind + 2, 1)) {
      melds.push(`(${text([...take(kind, 1), ...take(kind + 1, 1), ...take(kind + 2, 1)])})`);
    } else if (roll === 1 && has(kind, 4)) {
      const tiles = text(take(kind, 4));
      melds.push(pick(2) ? `(${tiles})` : `[${tiles}]`);
    } else if (has(kind, 3)) {
      melds.push(`(${text(take(kind, 3))})`);
    }
  }
  const size = (pick(4) === 0 ? 13 : 14) - 3 * melds.length;
  const concealed = set.splice(0, size);
  const seen = set.splice(0, pick(21));
  const dora = set.splice(0, 1 + pick(3));
  let nuki = 0;
  if (players === 3) nuki = Math.min(pick(3), set.filter((t) => t.kind === 30).length);
  take(30, nuki);
  return {
    hand: text(concealed) + melds.join(''),
    table: { seen: text(seen), dora: text(dora), players, nuki },
  };
}

async function noHorizontalScroll(page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `page is ${scroll} px wide in a ${inner} px window`);
}

/**
 * Registers the tests. `ctx` gives the server's URL, a page factory like run.mjs's (errors collected
 * in page.errors), the screenshot folder and the repository root.
 */
export function realGameTests(ctx) {
  const { root } = ctx;

  describe('real game: generated positions', () => {
    test("24 seeded positions (melds, seen tiles, indicators, red fives, three players): every count, red count and the wall equal the CLI's", async () => {
      const rng = mulberry32(20_260_401);
      const page = await ctx.newPage();
      for (let i = 0; i < 24; i++) {
        const { hand, table } = randomPosition(rng, i % 3 === 2 ? 3 : 4);
        await page.goto(ctx.url() + '/' + positionSearch(hand, table));
        await freshPosition(page, hand, table);
        const shown = await pageCounts(page);
        const expected = cliCounts(root, hand, table);
        assert.deepEqual(shown, expected, `position ${i}: ${positionSearch(hand, table)}`);
        if (i % 4 === 0) {
          const tenhou = cli(root, ['--format', 'tenhou', ...tableArgs(table), hand]).replace(/\n$/, '');
          assert.equal(await page.getByRole('textbox', { name: 'Result text' }).inputValue(), tenhou, `Tenhou text of position ${i}`);
        }
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });

  describe('real game: a shared URL', () => {
    test('restores the hand with its melds, the seen tiles, the indicators and three players', async () => {
      const hand = '19p0s6s11z9m(999s)(123p)';
      const table = { seen: '1p9m0p', dora: '4z1m', players: 3, nuki: 1 };
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/' + positionSearch(hand, table));
      await freshPosition(page, hand, table);
      assert.equal(await page.getByRole('textbox', { name: 'Hand' }).inputValue(), hand);
      assert.equal(await page.getByRole('textbox', { name: 'Seen' }).inputValue(), '1p9m0p');
      assert.deepEqual(await page.locator('.table-indicators [data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile)), [
        '4z',
        '1m',
      ]);
      assert.equal(await page.locator('.table-dora').textContent(), 'Dora 1z 9m'); // three players: 1m points to 9m
      assert.equal(await page.getByRole('button', { name: '3 players' }).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.locator('.palette [data-tile]').count(), 29);
      assert.equal(await page.locator('.meld-bar .hand-meld').count(), 2);
      assert.deepEqual(await pageCounts(page), cliCounts(root, hand, table));
      // Reload: the same position.
      await page.reload();
      await freshPosition(page, hand, table);
      assert.deepEqual(await pageCounts(page), cliCounts(root, hand, table));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a dead tenpai (空聴): the 13-tile hand shows its waits greyed with none left, and a 14-tile row says why it is empty', async () => {
      const table = { seen: '2z2z2z', dora: '', players: 4, nuki: 0 };
      const page = await ctx.newPage({ width: 375, height: 812 });
      await page.goto(ctx.url() + '/' + positionSearch('123m456p789s1112z', table));
      await freshPosition(page, '123m456p789s1112z', table);
      assert.match(await page.locator('.result-dead').textContent(), /dead/);
      const dead = page.getByRole('img', { name: '2z: none left' });
      assert.deepEqual(await dead.locator('[data-face]').evaluateAll((els) => els.map((e) => e.dataset.face)), ['2z']);
      assert.equal(await page.locator('.ukeire-row button').count(), 0);
      assert.match(await page.locator('.ukeire-row').textContent(), /none left: dead tenpai/);
      await noHorizontalScroll(page);

      await page.goto(ctx.url() + '/' + positionSearch('123m456p789s1112z3z', table));
      await freshPosition(page, '123m456p789s1112z3z', table);
      const row = page.locator('tr[data-discard="3z"]');
      assert.equal(await row.locator('.row-none').textContent(), 'Dead tenpai (空聴): every wait is already visible');
      assert.equal(await row.locator('.row-count').textContent(), '0');
      assert.deepEqual(await pageCounts(page), cliCounts(root, '123m456p789s1112z3z', table));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });

  describe('real game: entering a position at 375 px', () => {
    test("hand, two melds, twenty seen tiles, two indicators: no sideways scrolling, counts equal the CLI's, Back undoes", async () => {
      const page = await ctx.newPage({ width: 375, height: 812 });
      await page.goto(ctx.url() + '/');
      const mode = (name) => page.locator('.entry-mode-buttons').getByRole('button', { name, exact: true });
      const tap = (c) => page.locator(`.palette [data-tile="${c}"]`).click();

      await mode('Pon').click();
      await tap('0p');
      await mode('Chi').click();
      for (const c of ['3s', '4s', '5s']) await tap(c);
      await mode('Hand').click();
      for (const c of ['1m', '1m', '9m', '6p', '7p', '1z', '1z', '2z']) await tap(c);
      const hand = await fieldValue(page, 'Hand', '119m67p11z2z(055p)(345s)');
      assert.equal(hand, '119m67p11z2z(055p)(345s)');

      // The fourteenth tile, pressed with the pointer, leaves focus out of the hand: the hand's hover
      // line (no room when empty at 375 px) no longer moves the page under the next press.
      await mode('Seen').click();
      const seenCodes = [
        '1p',
        '9p',
        '9p',
        '2s',
        '6s',
        '7s',
        '8s',
        '9s',
        '3z',
        '3z',
        '4z',
        '5z',
        '6z',
        '7z',
        '2m',
        '3m',
        '4m',
        '8p',
        '8p',
        '5m',
      ];
      for (const c of seenCodes) await tap(c);
      await mode('Dora ind.').click();
      await tap('5p');
      await tap('1s');
      const table = { seen: '2345m18899p26789s334567z', dora: '5p1s', players: 4, nuki: 0 };
      assert.equal(await fieldValue(page, 'Seen', table.seen), table.seen);
      await freshPosition(page, hand, table);
      await noHorizontalScroll(page);
      assert.deepEqual(await pageCounts(page), cliCounts(root, hand, table));
      // The dora of the 5p indicator is 6p, which the hand holds: marked.
      assert.equal(await page.locator('.hand-tiles [data-tile="6p"]').getAttribute('data-dora'), '1');
      await page.screenshot({ path: join(ctx.shots, 'real-game-375.png'), fullPage: true });

      // A press on a meld removes it; Back brings it back.
      await page.getByRole('button', { name: 'Chi (345s) (press to remove)' }).click();
      assert.equal(await fieldValue(page, 'Hand', '119m67p112z(055p)'), '119m67p112z(055p)'); // canonical again
      await page.goBack();
      await freshPosition(page, hand, table);

      // Typing in the Seen field: one more 1m seen.
      await page.getByRole('textbox', { name: 'Seen' }).fill(`1m${table.seen}`);
      const typed = { ...table, seen: `1m${table.seen}` };
      await freshPosition(page, hand, typed);
      assert.deepEqual(await pageCounts(page), cliCounts(root, hand, typed));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test(`a click on the table (a seen tile) refreshes the results: budget ${BUDGET_MS} ms (median), guarded at ${GUARD * BUDGET_MS}`, async () => {
      const page = await ctx.newPage({ width: 375, height: 812 });
      const hand = '4569m1222569p(789s)';
      await page.goto(ctx.url() + '/' + positionSearch(hand, { seen: '', dora: '3z', players: 4, nuki: 0 }));
      await page.locator('.entry-mode-buttons').getByRole('button', { name: 'Seen', exact: true }).click();
      assert.match(await facesReady(page), /\/assets\/tile-faces-[\w-]+\.webp$/);
      await atRest(page); // start-up work settled: time the click, not the page's start
      const quiet = await settle(page);
      const samples = await page.evaluate(
        async (codes) => {
          const waitTable = (key) =>
            new Promise((resolve) => {
              const check = () => {
                const r = document.querySelector('section.results');
                if (r && r.dataset.fresh === 'true' && r.dataset.table === key) requestAnimationFrame(() => resolve(performance.now()));
                else requestAnimationFrame(check);
              };
              check();
            });
          const times = [];
          for (const c of codes) {
            const t0 = performance.now();
            document.querySelector(`.palette [data-tile="${c}"]`).click();
            const seen = new URLSearchParams(location.search).get('seen');
            const t1 = await waitTable(`?seen=${seen}&dora=3z`);
            times.push(t1 - t0);
          }
          return times;
        },
        ['1m', '3p', '7s', '2z', '8m', '4p', '6s', '5z', '9m', '7p', '1s', '6z', '2m', '8p', '3s'],
      );
      const sorted = [...samples].sort((a, b) => a - b);
      const median = sorted[sorted.length >> 1];
      console.log(
        `# performance: seen-tile click -> table (melds, indicator): median ${median.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} (n=${samples.length}, ${settledText(quiet)})`,
      );
      withinGuard(median, BUDGET_MS, 'seen-tile click -> table, median');
      await page.context().close();
    });

    test("three players at 375 px: 2m-8m hidden, north set aside counts as seen, counts equal the CLI's", async () => {
      const page = await ctx.newPage({ width: 375, height: 812 });
      const hand = '19m19p19s1234567z9p';
      await page.goto(ctx.url() + '/' + positionSearch(hand, { seen: '', dora: '', players: 4, nuki: 0 }));
      await page.getByRole('button', { name: '3 players' }).click();
      await page.getByRole('button', { name: 'One more north' }).click();
      const table = { seen: '', dora: '', players: 3, nuki: 1 };
      await freshPosition(page, hand, table);
      assert.equal(await page.locator('.palette [data-tile]').count(), 29);
      assert.equal(await page.locator('.palette [data-tile="5m"]').count(), 0);
      assert.deepEqual(await pageCounts(page), cliCounts(root, hand, table));
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(ctx.shots, 'real-game-3p-375.png'), fullPage: true });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
