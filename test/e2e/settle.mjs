/**
 * Before a timing: wait until the page draws its frames on time, `frames` frames in a row each
 * under 20 ms after the one before (the display's pace is 16.7 ms), for at most `timeoutMs`. On a
 * busy machine the wind-down of earlier tests (closed pages, a renderer exiting) can hold the CPU
 * for a while after they end; a timing taken then measures them, not the page. The page is idle
 * here, so this waits for the machine, never hides the page's own work, and after `timeoutMs` the
 * timing goes ahead anyway. Resolves to what it saw, for the test's log line.
 */
export function settle(page, { frames = 30, timeoutMs = 10_000 } = {}) {
  return page.evaluate(
    ({ frames, timeoutMs }) =>
      new Promise((resolve) => {
        const start = performance.now();
        let last = start;
        let onTime = 0;
        const tick = (now) => {
          onTime = now - last < 20 ? onTime + 1 : 0;
          last = now;
          if (onTime >= frames) resolve({ waited: now - start, settled: true });
          else if (now - start > timeoutMs) resolve({ waited: now - start, settled: false });
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames, timeoutMs },
  );
}

/** The settle result as words for a log line. */
export const settledText = ({ waited, settled }) =>
  settled ? `frames on time after ${Math.round(waited)} ms` : `frames still late after ${Math.round(waited)} ms`;

/**
 * Waits until the tile faces' bitmap (one WebP of every face, set on every .tile-picture) is loaded
 * and decoded, so a timing measures the page's work, not the image's arrival; resolves to its URL.
 */
export function facesReady(page) {
  return page.evaluate(async () => {
    const picture = document.querySelector('.tile-picture');
    const url = /^url\("(.*)"\)$/.exec(getComputedStyle(picture).backgroundImage)?.[1];
    if (!url) return getComputedStyle(picture).backgroundImage;
    const img = new Image();
    img.src = url;
    await img.decode();
    return url;
  });
}

/**
 * Waits until the page's start-up work is done, as conditions rather than a pause: a service worker
 * controls it (the offline copy is cached: on a first visit that is every asset fetched again), and
 * nothing on it waits for an answer (no aria-busy="true", no pending figures, no stale results). What
 * is left is the machine's, which `settle` waits for.
 */
export async function atRest(page, { timeoutMs = 30_000 } = {}) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: timeoutMs });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-pending], [data-fresh="false"]'), null, {
    timeout: timeoutMs,
  });
}

/**
 * Resolves after the page has drawn `frames` more frames: what an input made it do has run and been
 * drawn (a key's handlers, the render they asked for, the effects after it). For a check that
 * something did NOT happen, which no condition can wait for.
 */
export function nextFrames(page, frames = 2) {
  return page.evaluate(
    (frames) =>
      new Promise((resolve) => {
        const tick = () => (--frames <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    frames,
  );
}
