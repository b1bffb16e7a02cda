/**
 * The built page in Debian's Chromium, as the browser tests (run.mjs) and the page's benchmark
 * (bench/page.mjs) drive it: the build in dist/, the browser started with the flags this machine needs,
 * and a page in a context of its own that keeps the page's errors.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Builds the page into `root`/dist with Vite, or, with `reuse`, keeps the build there is; false when the build failed. */
export function buildPage(root, { reuse = false } = {}) {
  if (reuse && existsSync(join(root, 'dist/index.html'))) return true;
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  return build.status === 0;
}

/** Debian's /usr/bin/chromium (CHROMIUM=/path picks another), headless. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Newer Chromium renders its omnibox popup (a WebUI page, chrome://omnibox-popup.top-chrome) in a
      // renderer of its own for every new context, even headless: on a 2-core machine it took a core for
      // about a second of each cold load the performance budget times. The page has no omnibox to show.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ],
  });
}

/** A page in a new context of `browser` (1280 x 900 px, en-US, unless told), with the page's errors in `page.errors`. */
export async function openPage(browser, { width = 1280, height = 900, locale = 'en-US', ...options } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.errors = errors;
  return page;
}
