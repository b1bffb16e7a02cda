// The page beside Node: the built page (dist/), served and driven in Debian's Chromium with the browser
// tests' own helpers (test/e2e: browser.mjs, server.mjs, settle.mjs, timings.mjs), each figure set beside
// Node's for the same engine work in the same run, page and Node alternating run by run. A benchmark: it
// prints figures and asserts none (the browser tests hold the page to its budgets), and CI does not run it.
//
//   npm run bench:page                               (builds the Node engine and the page first)
//   BENCH_SKIP_BUILD=1 npm run bench:page            (reuses dist/ when there is one)
//   node bench/page.mjs --only=load,press --runs=7   (after a build: a comma list of load, press,
//                                                     probabilities, review; 9 runs each unless told)
//
// load           a cold load (a new context: no cache, no service worker) to its first table, timed as the
//                browser test times it; Node: a fresh process imports the engine and analyses the same hand.
// press          a palette press to its new table, as the browser test times it; Node: the same analysis
//                (parseHand and analyze, as the worker makes them for a hand with no table).
// probabilities  a palette press makes a 14-tile hand, whose probabilities the page asks its long jobs'
//                worker for once the hand has stayed 300 ms: from that request to the frame after its
//                figures are on the rows; Node: probabilities() of the same hand with the same options
//                (the engine's defaults, which are the page's: the figures shown are checked against Node's).
// review         a seeded half game pasted into the review page (opened afresh: its worker starts with the
//                page) and Review pressed, to the first kyoku's figures and to every kyoku's with the
//                options off (the page's first two passes; the background pass with them on is not timed);
//                Node: the engine's review of the same log for the same seat with the same options.
//
// Node's figures are taken in this process. For the press and the probabilities it makes the calls the
// page's worker makes, in the same order, one untimed first: neither has run the engine long enough for
// all of its code to be optimised (bench/bench.mjs and bench/probabilities.mjs give the warm figures). For
// the review it has reviewed one other game first, while the page's review worker is a fresh one each run.
// Each row is the median and the slowest of the runs.
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPage, launchChromium, openPage } from '../test/e2e/browser.mjs';
import { serve } from '../test/e2e/server.mjs';
import { atRest, facesReady, settle, settledText } from '../test/e2e/settle.mjs';
import { PRESS_CODES, PRESS_HAND, coldLoad, pressTimes } from '../test/e2e/timings.mjs';
import { freshAnalysis } from './fresh-process.mjs';
import { halfGame, timeReview } from './half-games.mjs';
import { median } from './seeded.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['load', 'press', 'probabilities', 'review'];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const parts = new Set(onlyArg ? onlyArg.slice('--only='.length).split(',') : PARTS);
for (const part of parts)
  if (!PARTS.includes(part)) {
    console.error(`bench:page: no part named ${part}; the parts are ${PARTS.join(', ')}.`);
    process.exit(2);
  }
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 9;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench:page: --runs takes a whole number from 1.');
  process.exit(2);
}
const engineUrl = new URL('../dist-node/engine/index.js', import.meta.url);
if (!existsSync(fileURLToPath(engineUrl))) {
  console.error('bench:page: dist-node/ is missing; run `npm run bench:page` (it builds first) or `npm run build`.');
  process.exit(2);
}
if (!buildPage(root, { reuse: process.env.BENCH_SKIP_BUILD === '1' })) {
  console.error('bench:page: the build of the page failed.');
  process.exit(1);
}

const { analyze, emptyTable, parseHand, probabilities, table: tables, tileCode } = await import(engineUrl.href);

/** The tile codes a request carries for `hand` (packPosition's), sorted: what the page's probabilities request names. */
function packedCodes(hand) {
  const read = parseHand(hand);
  if (!read.ok) throw new Error(`${hand}: ${JSON.stringify(read.error)}`);
  return [...tables.packPosition({ hand: read.value, table: emptyTable() }, { real: true }).hand].sort((a, b) => a - b).join();
}

/** How the worker analyses a hand of the address with no table (Tenhou's page: no red five counted). */
const ANALYSIS = { form: 'standard', red: false };
/** The hand of the cold load (the browser test's). */
const LOAD_HAND = '4569m1222569p258s';
/** A 13-tile hand and the tiles pressed on it for the probabilities: each makes a 14-tile hand at 1 or 2 shanten. */
const PROBABILITY_HAND = '12356m2378p559s1z';
const PROBABILITY_CODES = '1z 4m 2s 7m 5z 3p 6p 9s 1p 8m'.split(' ');
/** What the review page's second pass asks of every kyoku (src/store/review-slice.ts): the probabilities' options off. */
const REVIEW_OPTIONS = { twoStep: true, probabilities: true, calls: true };

/** `f`'s value and the milliseconds it took. */
function clock(f) {
  const t0 = process.hrtime.bigint();
  const value = f();
  return { value, ms: Number(process.hrtime.bigint() - t0) / 1e6 };
}

const analyseHand = (hand) => analyze({ hand: parseHand(hand).value, table: emptyTable() }, ANALYSIS);
const handProbabilities = (hand) => probabilities({ hand: parseHand(hand).value, table: emptyTable() }, {});

/** A page at `path`, showing its results about `hand` fresh, its tile faces loaded and its start-up work done. */
async function readyPage(path, hand, { init } = {}) {
  const page = await newPage();
  if (init) await page.addInitScript(init);
  await page.goto(server.url + path);
  await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"]`, { timeout: 15_000 });
  await facesReady(page);
  await atRest(page);
  return page;
}

// --- the parts: each returns its rows of figures ({ name, page, node } in ms a run) and notes ----------

async function load() {
  // The browser and the file cache warm (one of each first, not counted), as a player's browser is.
  await coldLoad(newPage, server.url, LOAD_HAND);
  freshAnalysis(LOAD_HAND, ANALYSIS);
  const probe = await readyPage(`/?q=${LOAD_HAND}`, LOAD_HAND);
  const quiet = await settle(probe);
  await probe.context().close();
  const page = [];
  const node = [];
  for (let i = 0; i < runs; i++) {
    page.push((await coldLoad(newPage, server.url, LOAD_HAND)).table);
    const fresh = freshAnalysis(LOAD_HAND, ANALYSIS);
    if (fresh.count !== 64) throw new Error(`Node's first row of ${LOAD_HAND} counts ${fresh.count}, not 64`);
    node.push(fresh.ms);
  }
  return {
    rows: [{ name: 'cold load -> first table', page, node }],
    notes: [
      `cold load: ${LOAD_HAND} from navigation to the frame after its first table, a new context each run (${settledText(quiet)}); ` +
        'Node: a fresh process, from importing the engine to the analysis',
    ],
  };
}

async function press() {
  const tab = await readyPage(`/?q=${PRESS_HAND}`, PRESS_HAND);
  const quiet = await settle(tab);
  const warm = await pressTimes(tab, [PRESS_CODES.at(-1)]);
  analyseHand(warm[0].hand);
  const page = [];
  const node = [];
  for (let i = 0; i < runs; i++) {
    const [{ hand, ms }] = await pressTimes(tab, [PRESS_CODES[i % PRESS_CODES.length]]);
    page.push(ms);
    node.push(clock(() => analyseHand(hand)).ms);
  }
  await tab.context().close();
  return {
    rows: [{ name: 'palette press -> table', page, node }],
    notes: [
      `palette press: ${PRESS_HAND} and a tile, from the click to the frame after the new table (${settledText(quiet)}); ` +
        'Node: parseHand and analyze of the same hand',
    ],
  };
}

async function chances() {
  // The page's requests to its workers, as it posts them: the probabilities' is the moment it asks.
  const init = () => {
    window.__asked = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.kind === 'probabilities') window.__asked.push({ codes: message.request.position.hand, at: performance.now() });
      return post.call(this, message, ...rest);
    };
  };
  const tab = await readyPage(`/?q=${PROBABILITY_HAND}`, PROBABILITY_HAND, { init });
  const quiet = await settle(tab);
  /** A press of `code`, to its figures on the rows (then taken back): the hand, the figures and the page's moments. */
  const pressFor = (code) =>
    tab
      .evaluate(async (code) => {
        const results = () => document.querySelector('section.results');
        const urlHand = () => new URLSearchParams(location.search).get('q') ?? new URLSearchParams(location.search).get('qd');
        /** The moment of the frame after the one where `ok` first holds, checked once a frame. */
        const frameAfter = (ok) =>
          new Promise((resolve) => {
            const check = () => (ok() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check));
            check();
          });
        const base = urlHand();
        const asked = window.__asked.length;
        const pressed = performance.now();
        document.querySelector(`.palette [data-tile="${code}"]`).click();
        const hand = urlHand();
        const shown = await frameAfter(() => {
          const r = results();
          const panel = document.querySelector('.probability-panel');
          return (
            r?.dataset.fresh === 'true' &&
            r.dataset.hand === hand &&
            panel !== null &&
            !panel.hidden &&
            !panel.classList.contains('stale') &&
            panel.getAttribute('aria-busy') !== 'true' &&
            !document.querySelector('.row-chances[data-pending]') &&
            document.querySelector('.row-chances[data-win]') !== null
          );
        });
        const requests = window.__asked.slice(asked);
        const figures = {};
        for (const el of document.querySelectorAll('.discard-table tr[data-discard] .row-chances[data-win]'))
          figures[el.closest('tr').dataset.discard] = Number(el.dataset.win);
        // Back to 13 tiles, not timed.
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true }));
        await frameAfter(() => results()?.dataset.fresh === 'true' && results().dataset.hand === base);
        return { hand, figures, pressed, requests, shown };
      }, code)
      .then(({ requests, ...shown }) => {
        // The request is the position's, packed (tile codes, the page reads no text to the worker): the last one of this hand's tiles.
        const codes = packedCodes(shown.hand);
        const request = requests.findLast((r) => [...r.codes].sort((a, b) => a - b).join() === codes);
        return { ...shown, asked: request?.at ?? null };
      });
  /** Node's probabilities of the hand the page showed, checked against the page's figures (the win chance at turn 1). */
  const nodeFor = ({ hand, figures }) => {
    const { value, ms } = clock(() => handProbabilities(hand));
    if (!value.ok) throw new Error(`probabilities(${hand}): ${JSON.stringify(value.error)}`);
    const win = new Map(value.value.rows.map((r) => [tileCode(r.discard.kind, r.discard.red), r.win[0]]));
    for (const [discard, shown] of Object.entries(figures))
      if (!(Math.abs(shown - win.get(discard)) <= 1e-9))
        throw new Error(`${hand}: the page's win chance of ${discard} ${shown}, Node's ${win.get(discard)}`);
    return ms;
  };
  nodeFor(await pressFor(PROBABILITY_CODES.at(-1)));
  const page = [];
  const node = [];
  const afterPress = [];
  for (let i = 0; i < runs; i++) {
    const shown = await pressFor(PROBABILITY_CODES[i % PROBABILITY_CODES.length]);
    if (shown.asked === null) throw new Error(`${shown.hand}: the page's figures came with no request of its own`);
    page.push(shown.shown - shown.asked);
    afterPress.push(shown.shown - shown.pressed);
    node.push(nodeFor(shown));
  }
  await tab.context().close();
  return {
    rows: [{ name: 'probabilities: request -> figures', page, node }],
    notes: [
      `probabilities: ${PROBABILITY_HAND} and a tile (1-2 shanten, the options off), from the page's request to the frame after the ` +
        `figures on the rows; from the press, median ${fmt(median(afterPress))} ms (the page asks once the hand has stayed 300 ms) ` +
        `(${settledText(quiet)}); Node: probabilities() of the same hand, its figures equal to the page's`,
    ],
  };
}

async function review() {
  timeReview(halfGame(runs, 4), [0], REVIEW_OPTIONS);
  const first = { name: "review: paste -> first kyoku's figures", page: [], node: [] };
  const all = { name: 'review: paste -> every kyoku (options off)', page: [], node: [] };
  const kyoku = [];
  const decisions = [];
  const quiet = [];
  for (let i = 0; i < runs; i++) {
    const text = halfGame(i, 4);
    const tab = await newPage();
    await tab.goto(`${server.url}/?mode=review`);
    await tab.locator('.review-input textarea').waitFor();
    await atRest(tab);
    quiet.push(await settle(tab));
    const shown = await tab.evaluate(async (text) => {
      const frameAfter = (ok) =>
        new Promise((resolve) => {
          const check = () => (ok() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check));
          check();
        });
      const field = document.querySelector('.review-input textarea');
      const t0 = performance.now();
      // A paste: one insertText of the whole text, then Review.
      field.focus();
      field.select();
      document.execCommand('insertText', false, text);
      document.querySelector('.review-form button[type="submit"]').click();
      // The first kyoku's first decision shown with its figures (options off), after its counts alone.
      const first = await frameAfter(
        () => document.querySelector('.review-decision[data-kyoku="0"]') && document.querySelector('.review-figures[data-figures="off"]'),
      );
      // Every kyoku done with the options off: the background pass with them on has begun (or none is left).
      const all = await frameAfter(
        () =>
          document.querySelector('.review-progress[data-figures="on"]') ||
          (document.querySelector('.review-decision') && !document.querySelector('.review-progress')),
      );
      return { first: first - t0, all: all - t0 };
    }, text);
    // Closed before Node's turn: its background pass would share the processor with Node's review.
    await tab.context().close();
    const node = timeReview(text, [0], REVIEW_OPTIONS);
    first.page.push(shown.first);
    all.page.push(shown.all);
    first.node.push(node.at[0]);
    all.node.push(node.ms);
    kyoku.push(node.kyoku);
    decisions.push(node.decisions);
  }
  return {
    rows: [first, all],
    notes: [
      `review: ${runs} seeded four-player half games (${median(kyoku)} kyoku, ${median(decisions)} decisions of the first seat, medians), ` +
        `the first seat, counts, next step, probabilities and call tables; the page from the paste, each in a review page opened afresh ` +
        `(${settledText(quiet[quiet.length >> 1])} in the middle run); Node: game.readGameLog and game.reviewKyoku kyoku by kyoku`,
    ],
  };
}

// --- the run ----------------------------------------------------------------------------------------

/** Milliseconds as the table writes them: three figures or so. */
function fmt(ms) {
  return ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0);
}

const server = await serve(join(root, 'dist'));
const browser = await launchChromium();
const newPage = (options) => openPage(browser, options);
const chromiumVersion = browser.version();
const rows = [];
const notes = [];
try {
  const run = { load, press, probabilities: chances, review };
  for (const part of PARTS.filter((p) => parts.has(p))) {
    const found = await run[part]();
    rows.push(...found.rows);
    notes.push(...found.notes);
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(
  `pairi page benchmark · Chromium ${chromiumVersion} · Node ${process.version} · ${new Date().toISOString().slice(0, 10)} · ` +
    `${runs} runs a figure, page and Node alternating, ms`,
);
const head = ['', 'page median', 'slowest', 'Node median', 'slowest', 'page / Node'];
const width = Math.max(...rows.map((r) => r.name.length));
const line = (cells) => [cells[0].padEnd(width), ...cells.slice(1).map((c, i) => c.padStart(i === 0 || i === 2 ? 12 : 10))].join('  ');
console.log(line(head));
for (const r of rows) {
  const [p, n] = [median(r.page), median(r.node)];
  const ratio = p / n;
  console.log(
    line([
      r.name,
      fmt(p),
      fmt(Math.max(...r.page)),
      fmt(n),
      fmt(Math.max(...r.node)),
      `${ratio < 10 ? ratio.toFixed(1) : ratio.toFixed(0)}x`,
    ]),
  );
}
for (const note of notes) console.log(`- ${note}`);
