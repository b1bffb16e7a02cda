// A fresh Node process's first answer: it imports the engine (dist-node/) and analyses one hand, timed
// inside it from before the import to the answer (Node's own start is left out). bench.mjs's start-up
// figure, and page.mjs's figure beside the page's cold load.
import { spawnSync } from 'node:child_process';

const engineUrl = new URL('../dist-node/engine/index.js', import.meta.url);

/**
 * A fresh process imports the engine and analyses `hand` at an empty table (`options` as analyze takes
 * them): resolves to { ms, count }, the milliseconds it took and the first row's count (a check).
 */
export function freshAnalysis(hand, options = {}) {
  const script = `
    const t0 = performance.now();
    const e = await import(${JSON.stringify(engineUrl.href)});
    const h = e.parseHand(${JSON.stringify(hand)});
    const a = e.analyze({ hand: h.value, table: e.emptyTable() }, ${JSON.stringify(options)});
    const t1 = performance.now();
    console.log(JSON.stringify({ ms: t1 - t0, count: a.discards[0].count }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}
