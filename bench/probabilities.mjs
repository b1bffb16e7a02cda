// The probabilities' benchmark (npm run bench runs it in a process of its own; it can also run alone:
// `npx tsc -p tsconfig.node-build.json && node --expose-gc bench/probabilities.mjs [--quick]`). The last
// line it prints is the medians as JSON, for bench.mjs's summary.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deal, median, mulberry32 } from './seeded.mjs';

const quick = process.argv.includes('--quick');
const engineUrl = new URL('../dist-node/engine/index.js', import.meta.url);
if (!existsSync(fileURLToPath(engineUrl))) {
  console.error('bench: dist-node/ is missing; run `npm run bench` (it builds first).');
  process.exit(2);
}
const engine = await import(engineUrl.href);
const { probabilities, shanten, formatHand, emptyTable } = engine;
const { handFromCounts } = engine.tiles;
// A hand alone at an empty table (probabilities take a position).
const TABLE = emptyTable();
const at = (hand) => ({ hand, table: TABLE });

// probabilities(position): every discard's tenpai and win probability and expected score by turn, exact
// (docs/rules.md#probabilities). The reference the issue names (a native program behind a server) cannot
// run here; its figures on this machine are in the issue, and the targets are set from them: with the
// options off at most 0.1 / 1 / 10 ms at 1-3 shanten (the native program: 1.5-5.3 ms at 3-shanten), with
// hand changes and shanten-back at most 10 / 100 / 1,000 ms (native: 7-120 ms at 2-shanten, 0.9-2.2 s at
// 3-shanten), and at most 512 MB for any 3-shanten hand.
{
  // Many hands, since the time of a hand varies tenfold with its shape: a median of 15 moved by a
  // quarter between seeds. Fewer where each takes long.
  const counts = quick ? { off: [31, 31, 11], on: [11, 5, 3] } : { off: [201, 201, 51], on: [51, 21, 7] };
  const dealHands = (seed, want) => {
    const byShanten = new Map([
      [1, []],
      [2, []],
      [3, []],
    ]);
    const random = mulberry32(seed);
    while ([...byShanten].some(([s, hands]) => hands.length < want[s - 1])) {
      const counts = deal(
        random,
        Array.from({ length: 34 }, (_, k) => k),
        14,
      );
      const hand = handFromCounts(counts);
      const s = shanten(hand).standard;
      if (byShanten.has(s) && byShanten.get(s).length < want[s - 1]) byShanten.get(s).push(hand);
    }
    return byShanten;
  };
  const byShanten = dealHands(20261124, counts.off);
  const both = { handChanges: true, shantenBack: true };
  // Warm-up on other hands (another seed), so that the timed hands meet compiled code: the engine's
  // functions reach their optimised form only after a thousand calls or so. The warm-up's first 1-shanten
  // hands are timed too, as the cold start of a fresh worker (its first hands in a page are that slow).
  const warm = dealHands(7, quick ? [200, 30, 3] : [1500, 300, 20]);
  const cold = [];
  for (const [s, hands] of warm) {
    for (const hand of hands) {
      const t0 = process.hrtime.bigint();
      probabilities(at(hand), {});
      if (s === 1 && cold.length < 200) cold.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    if (s <= 2) for (const hand of hands.slice(0, 20)) probabilities(at(hand), both);
  }
  const measure = (hands, options) => {
    const times = [];
    let states = 0;
    let largest = null;
    for (const hand of hands) {
      const t0 = process.hrtime.bigint();
      const r = probabilities(at(hand), options);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (!r.ok) throw new Error(`probabilities: ${JSON.stringify(r.error)}`);
      if (r.value.states > states) [states, largest] = [r.value.states, hand];
    }
    return { median: median(times), slowest: Math.max(...times), states, largest };
  };
  const fmt = (ms) => (ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
  const line = (label, m, target) =>
    console.log(
      `${label.padEnd(30)} median ${fmt(m.median).padStart(7)} ms (target ${target} ms; slowest ${fmt(m.slowest)} ms, most hands held ${m.states})`,
    );
  console.log(
    `\nprobabilities(position): the whole table (every discard, 18 turns, three metrics), seeded random hands (options off ${counts.off.join(' / ')}, both on ${counts.on.join(' / ')} at 1-3 shanten), each timed once:`,
  );
  const targetsOff = { 1: '0.1', 2: '1', 3: '10' };
  const targetsOn = { 1: '10', 2: '100', 3: '1,000' };
  const results = {};
  for (const [s, hands] of byShanten) line(`${s}-shanten, options off`, (results[`off${s}`] = measure(hands, {})), targetsOff[s]);
  console.log(`cold start: a fresh process's first ${cold.length} 1-shanten hands (options off), median ${fmt(median(cold))} ms`);
  for (const [s, hands] of byShanten) {
    const some = hands.slice(0, counts.on[s - 1]);
    line(`${s}-shanten, hand changes + back`, (results[`on${s}`] = measure(some, both)), targetsOn[s]);
  }
  // Memory: the 3-shanten hand with both options that held the most hands, alone in a fresh process
  // (its peak resident size, the whole process: Node itself is about 45 MB of it).
  const largest = results.on3.largest;
  const text = formatHand(largest);
  const script = `
    const e = await import(${JSON.stringify(engineUrl.href)});
    const r = e.probabilities({ hand: e.parseHand(${JSON.stringify(text)}).value, table: e.emptyTable() }, { handChanges: true, shantenBack: true });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    console.log((process.resourceUsage().maxRSS / 1024).toFixed(0));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  console.log(
    `memory: ${text} with both options (${results.on3.states} hands held) peaks at ${run.stdout.trim()} MB resident (target 512 MB)`,
  );
  console.log(JSON.stringify(Object.fromEntries(Object.entries(results).map(([k, m]) => [k, m.median]))));
}
