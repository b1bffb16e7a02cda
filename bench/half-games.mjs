// The seeded half games the review is timed on (the project's own self-play, src/engine/log/self-play.ts,
// written as Tenhou's replay JSON), and the engine's review of one timed: bench/review.mjs's figures, and
// Node's beside the page's in bench/page.mjs (the same games pasted into the review page).
const { game } = await import(new URL('../dist-node/engine/index.js', import.meta.url).href);
const { selfPlay } = await import(new URL('../dist-node/engine/log/self-play.js', import.meta.url).href);

/** The `g`-th seeded half game of `players` players (red fives, some calls), as Tenhou's replay JSON text. */
export function halfGame(g, players) {
  const log = selfPlay(20261127 + 97 * g + players, { players, length: 'half', red: true, calls: 0.3 });
  return JSON.stringify(game.writeTenhouJson(log));
}

/**
 * One game read and reviewed for `seats` with these options, kyoku by kyoku: the milliseconds in all and
 * when each kyoku was done (`at`, from the start), the decisions and the kyoku.
 */
export function timeReview(text, seats, options) {
  const t0 = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - t0) / 1e6;
  const read = game.readGameLog(text);
  if (!read.ok) throw new Error(`readGameLog: ${JSON.stringify(read.error)}`);
  let decisions = 0;
  const at = [];
  for (let i = 0; i < read.value.kyoku.length; i++) {
    const found = game.reviewKyoku(read.value, i, { seats, ...options });
    if (!found.ok) throw new Error(`reviewKyoku: ${JSON.stringify(found.error)}`);
    decisions += found.value.length;
    at.push(since());
  }
  return { ms: since(), at, decisions, kyoku: read.value.kyoku.length };
}
