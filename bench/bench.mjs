// pairi's benchmark: pairi against @kobalab/majiang-core, in one process, on the same hands.
//
//   npm run bench            (builds the Node engine first, then runs this file)
//   node --expose-gc bench/bench.mjs --quick
//   node --expose-gc bench/bench.mjs --only=shanten   (some parts only, after a build: a comma list of
//                                                      startup, shanten, analyze, two-step, score, probabilities)
//
// Hands: a seeded random set (14 tiles from a shuffled 136-tile wall, and one-suit / honor-heavy /
// terminal-heavy variants) plus, when present, the public peer-shanten files in
// ../shared/data/peer-shanten. The two engines alternate in rounds and each figure is the median
// round, because these machines are noisy; ratios are taken within the same run.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import Majiang from '@kobalab/majiang-core';
import { deal, median, mulberry32 } from './seeded.mjs';
import { freshAnalysis } from './fresh-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const PARTS = ['startup', 'shanten', 'analyze', 'two-step', 'score', 'parse', 'probabilities', 'review'];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const parts = new Set(onlyArg ? onlyArg.slice('--only='.length).split(',') : PARTS);
for (const part of parts)
  if (!PARTS.includes(part)) {
    console.error(`bench: no part named ${part}; the parts are ${PARTS.join(', ')}.`);
    process.exit(2);
  }
const engineUrl = new URL('../dist-node/engine/index.js', import.meta.url);
if (!existsSync(fileURLToPath(engineUrl))) {
  console.error('bench: dist-node/ is missing; run `npm run bench` (it builds first) or `npm run build`.');
  process.exit(2);
}

// --- start-up: a fresh process imports the engine and analyses one hand (fresh-process.mjs) ----------
function startup() {
  const times = [];
  for (let i = 0; i < (quick ? 3 : 7); i++) {
    const { ms, count } = freshAnalysis('4569m1222569p258s');
    if (count !== 64) throw new Error('wrong first result');
    times.push(ms);
  }
  return median(times);
}

// --- hands (the seeded deal and PRNG are in seeded.mjs) --------------------------------------------
const ALL = Array.from({ length: 34 }, (_, k) => k);
const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
function seededHands(n) {
  const random = mulberry32(20261122);
  const sets = { random: [], 'one suit + honors': [], 'one suit': [], 'terminals + honors': [] };
  for (let i = 0; i < n; i++) {
    const suit = Math.floor(random() * 3);
    const oneSuit = ALL.slice(suit * 9, suit * 9 + 9);
    sets.random.push(deal(random, ALL, 14));
    sets['one suit + honors'].push(deal(random, [...oneSuit, ...ALL.slice(27)], 14));
    sets['one suit'].push(deal(random, oneSuit, 14));
    sets['terminals + honors'].push(deal(random, ORPHANS, 14));
  }
  return sets;
}

function peerHands() {
  const dir = join(root, '..', 'shared', 'data', 'peer-shanten');
  if (!existsSync(dir)) return {};
  const sets = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt') && f.startsWith('hands_'))) {
    const hands = [];
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const ids = line.trim().split(/\s+/).map(Number);
      if (ids.length < 14) continue;
      const counts = new Uint8Array(34);
      for (const k of ids.slice(0, 14)) counts[k]++;
      hands.push(counts);
    }
    sets[`peer ${file.replace(/^hands_|_10000\.txt$/g, '')}`] = hands;
  }
  return sets;
}

function majiangString(counts) {
  let s = '';
  for (let suit = 0; suit < 4; suit++) {
    let digits = '';
    for (let r = 0; r < (suit < 3 ? 9 : 7); r++) digits += String(r + 1).repeat(counts[suit * 9 + r]);
    if (digits) s += 'mpsz'[suit] + digits;
  }
  return s;
}

// --- timing -----------------------------------------------------------------------------------------

/**
 * Runs each contender `rounds` times, alternating; returns the median seconds per call of each. A round
 * of one contender repeats its pass over the hands until it has lasted ROUND_MS, whatever its speed, so
 * both are timed in a steady state: a round of a few milliseconds would mostly time refilling the caches
 * that the other contender's round had just filled with its own data.
 */
const ROUND_MS = quick ? 10 : 40;
function race(contenders, rounds) {
  // The garbage of what ran before (the agreement check, the previous set) is collected first, when the
  // bench runs with --expose-gc (npm run bench does), so no set pays for another's.
  globalThis.gc?.();
  // One untimed round each first, so no contender is timed while its code is still being compiled; it
  // also sets how many passes make a round.
  const passes = contenders.map((c) => {
    const t0 = process.hrtime.bigint();
    c.run();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    return Math.max(1, Math.ceil(ROUND_MS / Math.max(ms, 0.01)));
  });
  const times = contenders.map(() => []);
  for (let r = 0; r < rounds; r++)
    contenders.forEach((c, i) => {
      const t0 = process.hrtime.bigint();
      let calls = 0;
      for (let p = 0; p < passes[i]; p++) calls += c.run();
      times[i].push(Number(process.hrtime.bigint() - t0) / 1e9 / calls);
    });
  return times.map(median);
}

const fmtRate = (secondsPerCall) => {
  const rate = 1 / secondsPerCall;
  return rate >= 1e6 ? `${(rate / 1e6).toFixed(2)} M/s` : rate >= 1e3 ? `${(rate / 1e3).toFixed(1)} k/s` : `${rate.toFixed(0)}/s`;
};

// --- main -------------------------------------------------------------------------------------------
// Only what a user imports from `pairi/engine`: shanten(hand) and analyze(hand), on hands as parseHand
// gives them (handFromCounts builds the same object from counts).
const engine = await import(engineUrl.href);
const { shanten, analyze, twoStep, score, parseHand, emptyTable } = engine;
const { handFromCounts } = engine.tiles;
const { dealPointsQuestion } = engine.practice;
// The analyses take a position: each hand at an empty table, made before the clock starts; red fives not
// counted (as the figures before the analyses took positions: the same work).
const TABLE = emptyTable();
const at = (hand) => ({ hand, table: TABLE });
const NO_RED = { red: false };

console.log(`pairi benchmark · Node ${process.version} · ${new Date().toISOString().slice(0, 10)}`);
const summary = []; // each part's figures, for the last line
if (parts.has('startup')) {
  const startupMs = startup();
  console.log(`start-up: import + first analysis in a fresh process: ${startupMs.toFixed(1)} ms (median)`);
  summary.push(`start-up ${startupMs.toFixed(1)} ms`);
}

const peer = peerHands();
const sets = { ...seededHands(quick ? 2000 : 10000), ...peer };

// Correctness gate: the two engines must agree before their speed means anything.
let checked = 0;
let disagreements = 0;
for (const hands of Object.values(sets))
  for (const counts of hands) {
    checked++;
    const ours = shanten(handFromCounts(counts)).standard;
    const theirs = Majiang.Util.xiangting(Majiang.Shoupai.fromString(majiangString(counts)));
    if (ours !== theirs) disagreements++;
  }
console.log(`agreement check: ${checked} hands, ${disagreements} differ (only four-copy hands may; see the cross-check test)`);

const geo = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
const minRatio = (xs) => Math.min(...xs);
const pooledShanten = [0, 0, 0]; // hands, pairi seconds, majiang-core seconds
const pooledTable = [0, 0, 0];

if (parts.has('shanten')) {
  const ratiosShanten = [];
  console.log('\nshanten(hand) (every form; the standard one compared), hands per second:');
  console.log('set                    pairi        majiang-core   ratio');
  for (const [name, hands] of Object.entries(sets)) {
    const shoupai = hands.map((c) => Majiang.Shoupai.fromString(majiangString(c)));
    const ourHands = hands.map((c) => handFromCounts(c));
    let sink = 0;
    const [ours, theirs] = race(
      [
        {
          run: () => {
            for (const h of ourHands) sink += shanten(h).standard;
            return ourHands.length;
          },
        },
        {
          run: () => {
            for (const s of shoupai) sink += Majiang.Util.xiangting(s);
            return shoupai.length;
          },
        },
      ],
      quick ? 3 : 9,
    );
    if (sink === 0.5) console.log(sink);
    ratiosShanten.push(theirs / ours);
    pooledShanten[0] += hands.length;
    pooledShanten[1] += hands.length * ours;
    pooledShanten[2] += hands.length * theirs;
    console.log(
      `${name.padEnd(22)} ${fmtRate(ours).padStart(10)}   ${fmtRate(theirs).padStart(12)}   ${(theirs / ours).toFixed(1)}x   (${(ours * 1e9).toFixed(0)} ns/hand)`,
    );
  }
  summary.push(`shanten ${geo(ratiosShanten).toFixed(1)}x majiang-core (geometric mean; lowest ${minRatio(ratiosShanten).toFixed(1)}x)`);

  // The peer sets mixed, as a user calls shanten(hand) in a batch: one plain loop over every peer hand in
  // file order, hands made once like the sets' above. A pass is timed whole (it repeats until the round
  // has lasted ROUND_MS), so the loop's working set is all of these hands, not one set's. It runs below
  // the sets' figures because of the hands' own memory: as handFromCounts and parseHand make them, a hand
  // holds about 900 bytes (its tiles, red fives, melds and typed order), 36 MB for 40,000, past the cache,
  // and each call reads its hand's object, melds and tiles from memory. The same loop over hands holding
  // only their tiles and melds (a third of the memory) runs much nearer the sets' figures.
  const mixed = Object.values(peer).flat();
  if (mixed.length > 0) {
    const ourHands = mixed.map((c) => handFromCounts(c));
    const shoupai = mixed.map((c) => Majiang.Shoupai.fromString(majiangString(c)));
    let sink = 0;
    const [ours, theirs] = race(
      [
        {
          run: () => {
            for (const h of ourHands) sink += shanten(h).standard;
            return ourHands.length;
          },
        },
        {
          run: () => {
            for (const s of shoupai) sink += Majiang.Util.xiangting(s);
            return shoupai.length;
          },
        },
      ],
      quick ? 3 : 9,
    );
    if (sink === 0.5) console.log(sink);
    const name = `mixed plain loop ${mixed.length / 1000}k`;
    console.log(
      `${name.padEnd(22)} ${fmtRate(ours).padStart(10)}   ${fmtRate(theirs).padStart(12)}   ${(theirs / ours).toFixed(1)}x   (${(ours * 1e9).toFixed(0)} ns/hand; every peer hand in one loop)`,
    );
    summary.push(`mixed plain loop ${fmtRate(ours)} (${(theirs / ours).toFixed(1)}x)`);
  }
}

// What kobalab's own page does for a 14-tile hand: each distinct discard, then shanten and effective
// tiles (tingpai) of the 13 tiles left, and the remaining count of each. Returns a checksum.
function majiangTable(s) {
  let sink = 0;
  const seen = new Set();
  for (const suit of ['m', 'p', 's', 'z'])
    for (let r = 1; r <= (suit === 'z' ? 7 : 9); r++) {
      const p = suit + r;
      if (!s._bingpai[suit][r] || seen.has(p)) continue;
      seen.add(p);
      const after = s.clone().dapai(p);
      sink += Majiang.Util.xiangting(after);
      for (const t of Majiang.Util.tingpai(after)) sink += 4 - s._bingpai[t[0]][t[1]];
    }
  return sink;
}
if (parts.has('analyze')) {
  const ratiosTable = [];
  console.log('\nanalyze(hand): the full 14-tile discard table (per discard: shanten and effective tiles with counts), hands per second:');
  console.log('set                    pairi        majiang-core   ratio');
  for (const [name, all] of Object.entries(sets)) {
    const hands = all.slice(0, quick ? 300 : 1000);
    const ourHands = hands.map((c) => at(handFromCounts(c)));
    const shoupai = hands.map((c) => Majiang.Shoupai.fromString(majiangString(c)));
    let sink = 0;
    const [ours, theirs] = race(
      [
        {
          run: () => {
            for (const p of ourHands) sink += analyze(p, NO_RED).discards.length;
            return ourHands.length;
          },
        },
        {
          run: () => {
            for (const s of shoupai) sink += majiangTable(s);
            return shoupai.length;
          },
        },
      ],
      quick ? 3 : 5,
    );
    if (sink === 0.5) console.log(sink);
    ratiosTable.push(theirs / ours);
    pooledTable[0] += hands.length;
    pooledTable[1] += hands.length * ours;
    pooledTable[2] += hands.length * theirs;
    console.log(
      `${name.padEnd(22)} ${fmtRate(ours).padStart(10)}   ${fmtRate(theirs).padStart(12)}   ${(theirs / ours).toFixed(1)}x   (${(ours * 1e6).toFixed(1)} µs/hand)`,
    );
  }
  summary.push(`discard table ${geo(ratiosTable).toFixed(1)}x (lowest ${minRatio(ratiosTable).toFixed(1)}x)`);
}

// --- two-step ---------------------------------------------------------------------------------------
// twoStep(hand): the whole two-step table of a 14-tile hand (every discard's next step, improvements and
// good shape), against majiang-core's one-step table (as above) on the same hands. Each hand is timed
// on its own, the two engines alternating hand by hand; the figures are the medians per hand.
const timeOne = (f) => {
  const t0 = process.hrtime.bigint();
  f();
  return Number(process.hrtime.bigint() - t0) / 1e6;
};
if (parts.has('two-step')) {
  const ratiosTwoStep = [];
  console.log("\ntwoStep(hand): the whole two-step table of a 14-tile hand, against majiang-core's one-step table, median ms per hand:");
  console.log('set                    pairi two-step   majiang-core table   ratio (target at most 5x)');
  for (const [name, all] of Object.entries(sets)) {
    const hands = all.slice(0, quick ? 60 : 300);
    const ourHands = hands.map((c) => at(handFromCounts(c)));
    const shoupai = hands.map((c) => Majiang.Shoupai.fromString(majiangString(c)));
    globalThis.gc?.();
    // Compiled first.
    for (let i = 0; i < Math.min(20, hands.length); i++) {
      twoStep(ourHands[i]);
      majiangTable(shoupai[i]);
    }
    const ours = [];
    const theirs = [];
    hands.forEach((_, i) => {
      theirs.push(timeOne(() => majiangTable(shoupai[i])));
      ours.push(timeOne(() => twoStep(ourHands[i])));
    });
    const [o, t] = [median(ours), median(theirs)];
    ratiosTwoStep.push(o / t);
    console.log(`${name.padEnd(22)} ${o.toFixed(2).padStart(10)} ms   ${t.toFixed(2).padStart(15)} ms   ${(o / t).toFixed(2)}x`);
  }
  // The slowest hand of 10,000 seeded random and 10,000 full-flush hands (target at most 20 ms). A hand
  // that takes over 5 ms is timed twice more and keeps its fastest time, so a collection or another
  // process's burst is not counted as the hand's own cost.
  {
    const random = mulberry32(20261124);
    let slowest = { ms: 0, hand: '' };
    const count = quick ? 1000 : 10000;
    const all = [];
    for (let i = 0; i < count; i++) {
      const suit = Math.floor(random() * 3);
      all.push(deal(random, ALL, 14), deal(random, ALL.slice(suit * 9, suit * 9 + 9), 14));
    }
    const times = [];
    for (const counts of all) {
      const h = at(handFromCounts(counts));
      let ms = timeOne(() => twoStep(h));
      if (ms > 5)
        ms = Math.min(
          ms,
          timeOne(() => twoStep(h)),
          timeOne(() => twoStep(h)),
        );
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, hand: majiangString(counts) };
    }
    times.sort((a, b) => a - b);
    console.log(
      `slowest of ${all.length} seeded random and full-flush hands: ${slowest.ms.toFixed(2)} ms (${slowest.hand}); ` +
        `median ${times[times.length >> 1].toFixed(2)} ms, 99.9th percentile ${times[Math.floor(times.length * 0.999)].toFixed(2)} ms (target: slowest at most 20 ms)`,
    );
    summary.push(
      `two-step table ${geo(ratiosTwoStep).toFixed(2)}x majiang-core's one-step table (highest ${Math.max(...ratiosTwoStep).toFixed(2)}x; ` +
        `slowest hand ${slowest.ms.toFixed(1)} ms)`,
    );
  }
}

// score(position, situation): the value of a complete hand (every reading tried, the best kept), against
// majiang-core's Util.hule on the same hand and situation. The hands are the points quiz's deals (seeded:
// runs and triplets, melds and kans, seven pairs, flushes, riichi, dora); both must agree on the points.
const MAJIANG_WIND = { E: 0, S: 1, W: 2, N: 3 };
function majiangCode(kind, red = false) {
  const suit = 'mpsz'[Math.floor(kind / 9)] ?? 'z';
  return kind >= 27 ? `z${kind - 26}` : `${suit}${red ? 0 : (kind % 9) + 1}`;
}
/** majiang-core's shoupai, winning tile and param for a hand as parseHand gives it, at a table with these dora indicators. */
function majiangWin(hand, sit, indicators) {
  const counts = Array.from(hand.tiles);
  counts[sit.win]--;
  const red = Array.from(hand.red);
  let winRed = false;
  if (sit.winRed) {
    red[Math.floor(sit.win / 9)]--;
    winRed = true;
  }
  let bing = '';
  for (let suit = 0; suit < 4; suit++) {
    let digits = '';
    for (let r = 0; r < (suit < 3 ? 9 : 7); r++) {
      const k = suit * 9 + r;
      for (let c = 0; c < counts[k]; c++) digits += r === 4 && suit < 3 && c === 0 && red[suit] ? '0' : String(r + 1);
    }
    if (digits) bing += 'mpsz'[suit] + digits;
  }
  const melds = hand.melds.map((m) => {
    const suit = 'mpsz'[Math.floor(m.tiles[0] / 9)] ?? 'z';
    const digits = m.tiles.map((k, i) =>
      m.red && k % 9 === 4 && k < 27 && i === m.tiles.indexOf(k) ? '0' : String(k >= 27 ? k - 26 : (k % 9) + 1),
    );
    if (m.kind === 'ankan') return suit + digits.join('');
    if (m.kind === 'chi') return suit + digits[0] + '-' + digits.slice(1).join('');
    return suit + digits.join('') + '=';
  });
  const tsumo = sit.by === 'tsumo';
  const shoupai = Majiang.Shoupai.fromString(
    [
      bing +
        (tsumo
          ? majiangCode(sit.win, winRed)
              .slice(0, 2)
              .replace(/^([mpsz])/, '$1')
          : ''),
      ...melds,
    ].join(','),
  );
  const param = Majiang.Util.hule_param({
    zhuangfeng: MAJIANG_WIND[sit.round],
    menfeng: MAJIANG_WIND[sit.seat],
    lizhi: { none: 0, riichi: 1, double: 2 }[sit.riichi],
    yifa: !!sit.ippatsu,
    baopai: indicators.map((k) => majiangCode(k)),
    fubaopai: sit.riichi !== 'none' ? sit.ura.map((k) => majiangCode(k)) : null,
  });
  param.rule['役満パオあり'] = false;
  return { shoupai, rongpai: tsumo ? null : majiangCode(sit.win, winRed) + '+', param };
}
if (parts.has('score')) {
  const n = quick ? 500 : 2000;
  const ours = [];
  const theirs = [];
  let differ = 0;
  for (let seed = 1; seed <= n; seed++) {
    const q = dealPointsQuestion(seed);
    const hand = parseHand(q.hand).value;
    const m = majiangWin(hand, q.situation, q.indicators);
    const position = { hand, table: { players: 4, indicators: q.indicators, nuki: 0 } };
    const mine = score(position, q.situation);
    const other = Majiang.Util.hule(m.shoupai, m.rongpai, m.param);
    if (!mine.ok || mine.value.points !== other?.defen) differ++;
    ours.push([position, q.situation]);
    theirs.push(m);
  }
  const [o, t] = race(
    [
      {
        run: () => {
          for (const [h, s] of ours) score(h, s);
          return ours.length;
        },
      },
      {
        run: () => {
          for (const m of theirs) Majiang.Util.hule(m.shoupai, m.rongpai, m.param);
          return theirs.length;
        },
      },
    ],
    quick ? 5 : 15,
  );
  console.log(`\nscore(position, situation): the value of a complete hand, against majiang-core's Util.hule, hands per second:`);
  console.log(
    `${n} seeded hands (${differ} differ in points)   pairi ${fmtRate(o)} (${(o * 1e6).toFixed(1)} µs/hand)   majiang-core ${fmtRate(t)}   ${(t / o).toFixed(1)}x`,
  );
  summary.push(`score ${(t / o).toFixed(1)}x majiang-core's Util.hule`);
}

// parseHand on a hostile megabyte (what a paste or a link may hold): the notation tests' ten inputs,
// each read five times, the slowest input's median against the budget the unit test once timed (500 ms).
// That the reader stops at its answer and reads each character a few times at most is the unit test's
// (test/engine/core/notation.test.ts counts the reads); the time it takes is this figure's.
if (parts.has('parse')) {
  const MB = 1 << 20;
  let seed = 12345;
  const garbage = Array.from({ length: MB }, () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return String.fromCharCode(32 + ((seed >>> 16) % 0x2fe0));
  }).join('');
  const inputs = {
    garbage,
    'digits without a suit': '1'.repeat(MB),
    'valid-looking groups': '123456789m'.repeat(MB / 10),
    'red fives': '0m'.repeat(MB / 2),
    'only spaces': ' '.repeat(MB),
    'an open bracket, then spaces': `(${' '.repeat(MB)}`,
    'opening brackets': '('.repeat(MB),
    'closing brackets': ')'.repeat(MB),
    'a bracket full of digits': `(${'5'.repeat(MB)}`,
    'spaces around one tile': `${' '.repeat(MB)}1m`,
  };
  let slowest = { ms: 0, name: '' };
  for (const [name, text] of Object.entries(inputs)) {
    const ms = median(Array.from({ length: 5 }, () => timeOne(() => parseHand(text))));
    if (ms >= slowest.ms) slowest = { ms, name };
  }
  console.log(
    `\nparseHand on a hostile megabyte (10 inputs): slowest median ${slowest.ms.toFixed(1)} ms (${slowest.name}) (target at most 500 ms)`,
  );
}

// probabilities(hand): timed in a process of its own (bench/probabilities.mjs), as the page runs them in
// a worker of their own that does nothing else; this process's heap holds every hand set above.
if (parts.has('probabilities')) {
  const run = spawnSync(process.execPath, ['--expose-gc', join(root, 'bench/probabilities.mjs'), ...(quick ? ['--quick'] : [])], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const lines = run.stdout.trimEnd().split('\n');
  const medians = JSON.parse(lines.pop());
  console.log(lines.join('\n'));
  summary.push(
    `probabilities medians ${[1, 2, 3].map((s) => medians[`off${s}`].toFixed(2)).join(' / ')} ms options off, ` +
      `${[1, 2, 3].map((s) => medians[`on${s}`].toFixed(0)).join(' / ')} ms both options (1-3 shanten), ` +
      `call table with its probabilities ${[1, 2].map((s) => medians[`calls${s}`].toFixed(1)).join(' / ')} ms options off (1-2 shanten)`,
  );
}

// The review of a game log: in a process of its own too (bench/review.mjs), as the page runs it in the worker.
if (parts.has('review')) {
  const run = spawnSync(process.execPath, ['--expose-gc', join(root, 'bench/review.mjs'), ...(quick ? ['--quick'] : [])], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const lines = run.stdout.trimEnd().split('\n');
  const medians = JSON.parse(lines.pop());
  console.log(lines.join('\n'));
  summary.push(`a half game reviewed for one seat ${medians[4].toFixed(0)} ms (four players), ${medians[3].toFixed(0)} ms (three)`);
}

const pooled = ([n, ours, theirs]) => `${fmtRate(ours / n)} vs ${fmtRate(theirs / n)} = ${(theirs / ours).toFixed(1)}x`;
const pooledParts = [];
if (pooledShanten[0]) pooledParts.push(`shanten ${pooled(pooledShanten)}`);
if (pooledTable[0]) pooledParts.push(`discard table ${pooled(pooledTable)}`);
if (pooledParts.length) console.log(`\nall hands above pooled: ${pooledParts.join('; ')}`);
console.log(`\nsummary: ${summary.join(', ')}`);
