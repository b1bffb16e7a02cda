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
