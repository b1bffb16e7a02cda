/**
 * The page's timings that the browser tests hold to their budgets (run.mjs) and the page's benchmark sets
 * beside Node's (bench/page.mjs): a cold load to its first table, and a palette press to its new table.
 * Both are read from the page's own clock, up to the frame after the one that draws the table.
 */
import assert from 'node:assert/strict';

/**
 * A cold load of `origin`/?q=`hand` in a new context (no cache, no service worker, nothing of the page
 * kept), made by `newPage`: resolves to { table, paint, rows }, the first table's and the first paint's
 * milliseconds from navigation and the table's rows. The context is closed after.
 */
export async function coldLoad(newPage, origin, hand) {
  const page = await newPage();
  await page.addInitScript((hand) => {
    // The first table: the frame after the results about the hand are in the page and fresh.
    const selector = `section.results[data-fresh="true"][data-hand="${hand}"] .discard-table tbody tr`;
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__firstTable = performance.now();
        console.log('pairi:first-table');
      });
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, hand);
  // The caller hears of the first table from the page's console, and only then looks into the page.
  // Polling for it (waitForFunction) would load Playwright's own script into the page at its busiest
  // moment: some 30 ms of the page's main thread, which a player's browser never spends, and which holds
  // back the start of the page's worker too.
  const shown = page.waitForEvent('console', { predicate: (message) => message.text() === 'pairi:first-table', timeout: 15_000 });
  await page.goto(`${origin}/?q=${hand}`, { waitUntil: 'commit' });
  await shown;
  const figures = await page.evaluate(() => ({
    table: window.__firstTable,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    rows: document.querySelectorAll('.discard-table tbody tr').length,
  }));
  assert.ok(figures.rows > 0, 'the first table has no rows');
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return figures;
}

/** The 13-tile hand the presses are timed on, and the tiles pressed: each makes another 14-tile hand of it. */
export const PRESS_HAND = '4569m1222569p25s';
export const PRESS_CODES = '7m 3p 1s 6s 2z 9m 7p 8p 4s 9s 1m 5z 3s 7s 8m 1p 2m 6z 4p 7z 3m'.split(' ');

/**
 * Presses each palette tile of `codes` in turn on a page showing a 13-tile hand, each press timed from the
 * click to the frame after the fresh table of the hand it makes, then taken back (not timed): resolves to
 * { hand, ms } a press, the hand as the address writes it.
 */
export function pressTimes(page, codes) {
  return page.evaluate(async (codes) => {
    const results = () => document.querySelector('section.results');
    const waitFresh = (hand) =>
      new Promise((resolve) => {
        const check = () => {
          const r = results();
          if (r && r.dataset.fresh === 'true' && r.dataset.hand === hand) requestAnimationFrame(() => resolve(performance.now()));
          else requestAnimationFrame(check);
        };
        check();
      });
    // The hand a press makes, read from the URL: the store writes it there at once, while the field and
    // the results are drawn later (reading the field right after the press would still give the old
    // hand, whose results are already fresh).
    const urlHand = () => new URLSearchParams(location.search).get('q') ?? new URLSearchParams(location.search).get('qd');
    const presses = [];
    for (const code of codes) {
      const base = urlHand();
      const t0 = performance.now();
      document.querySelector(`.palette [data-tile="${code}"]`).click();
      const hand = urlHand();
      if (hand === base) throw new Error(`pressing ${code} did not change the hand ${base}`);
      const t1 = await waitFresh(hand);
      presses.push({ hand, ms: t1 - t0 });
      // Back to 13 tiles, not timed: Backspace takes the tile added last off (a press on a hand tile of
      // 14 would be a discard into your river, and the game at the table would follow).
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true }));
      await waitFresh(base);
    }
    return presses;
  }, codes);
}
