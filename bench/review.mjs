// The review of a game log (game.readGameLog and game.reviewKyoku of `pairi/engine`, docs/game-logs.md):
// seeded half games the project plays itself (src/engine/log/self-play.ts), written as Tenhou's replay
// JSON, read and reviewed for one seat as the page does: each discard's count, next step and probabilities
// at its turn (options off), each call offered. Target (the issue's): a half game in at most 5 s on this
// machine. No peer reviews a game this way offline to compare with. Run in a process of its own
// (bench.mjs spawns it), as the page runs it in a worker.
//   node --expose-gc bench/review.mjs [--quick]
import { median } from './seeded.mjs';
import { halfGame, timeReview } from './half-games.mjs';

const engine = await import(new URL('../dist-node/engine/index.js', import.meta.url).href);
const { selfPlay } = await import(new URL('../dist-node/engine/log/self-play.js', import.meta.url).href);
const { game } = engine;
const quick = process.argv.includes('--quick');

// Warm-up on other games.
for (let seed = 1; seed <= (quick ? 1 : 3); seed++) {
  const text = JSON.stringify(game.writeTenhouJson(selfPlay(seed, { players: 4, length: 'half', red: true, calls: 0.3 })));
  timeReview(text, [0], { twoStep: true, probabilities: true });
}

const count = quick ? 3 : 8;
const kinds = [
  { name: 'four players', players: 4 },
  { name: 'three players', players: 3 },
];
console.log(
  `\nreview of a seeded half game (game.readGameLog + game.reviewKyoku for one seat; ${count} games a kind; target at most 5 s):`,
);
const results = {};
for (const kind of kinds) {
  const rows = [];
  for (let g = 0; g < count; g++) {
    const text = halfGame(g, kind.players);
    const seat = g % kind.players;
    const counts = timeReview(text, [seat], {});
    const full = timeReview(text, [seat], { twoStep: true, probabilities: true });
    const calls = timeReview(text, [seat], { twoStep: true, probabilities: true, calls: true });
    rows.push({ counts: counts.ms, full: full.ms, calls: calls.ms, decisions: full.decisions, kyoku: full.kyoku });
  }
  const f = (xs) => `median ${median(xs).toFixed(0)} ms, slowest ${Math.max(...xs).toFixed(0)} ms`;
  results[kind.players] = median(rows.map((r) => r.full));
  console.log(
    `${kind.name.padEnd(14)} ${median(rows.map((r) => r.kyoku))} kyoku, ${median(rows.map((r) => r.decisions))} decisions a seat: ` +
      `counts alone ${f(rows.map((r) => r.counts))}; counts, next step and probabilities ${f(rows.map((r) => r.full))}; ` +
      `with each call's table and its probabilities too ${f(rows.map((r) => r.calls))}`,
  );
}

// Half games played as real players play (self-play.ts's habits: a shape broken at 3-shanten or closer, a
// fold against a riichi, a tenpai kept dama): the review of these crashed on the first discard that raised
// the shanten with the probabilities on; now such a discard's row is searched beside the table's.
{
  const some = quick ? 2 : 4;
  const habits = { breaks: 0.25, folds: 0.5, dama: 0.3 };
  console.log(`\nthe same on half games played with real habits (shape breaks, folds, dama; ${some} games a kind):`);
  for (const kind of kinds) {
    const rows = [];
    for (let g = 0; g < some; g++) {
      const log = selfPlay(20261201 + 31 * g + kind.players, { players: kind.players, length: 'half', red: true, calls: 0.3, ...habits });
      const text = JSON.stringify(game.writeTenhouJson(log));
      const seat = g % kind.players;
      const full = timeReview(text, [seat], { twoStep: true, probabilities: true });
      const calls = timeReview(text, [seat], { twoStep: true, probabilities: true, calls: true });
      rows.push({ full: full.ms, calls: calls.ms, decisions: full.decisions });
    }
    const f = (xs) => `median ${median(xs).toFixed(0)} ms, slowest ${Math.max(...xs).toFixed(0)} ms`;
    console.log(
      `${kind.name.padEnd(14)} ${median(rows.map((r) => r.decisions))} decisions a seat: counts, next step and probabilities ` +
        `${f(rows.map((r) => r.full))}; with each call's table too ${f(rows.map((r) => r.calls))}`,
    );
  }
}

// The page's third pass, in the background: every figure again with hand changes and shanten-back on
// (call tables included). No target: the review is whole before it starts. Fewer games, as each takes seconds.
{
  const some = quick ? 1 : 3;
  console.log(`\nthe same with hand changes and shanten-back on, call tables included (the page's background pass; ${some} games a kind):`);
  for (const kind of kinds) {
    const times = [];
    for (let g = 0; g < some; g++) {
      const options = { twoStep: true, probabilities: { handChanges: true, shantenBack: true }, calls: true };
      times.push(timeReview(halfGame(g, kind.players), [g % kind.players], options).ms);
    }
    console.log(`${kind.name.padEnd(14)} ${times.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')}`);
  }
}

// Logs that cannot be read, or barely: how long game.readGameLog takes to say so (the issue: within
// seconds, never a frozen tab). Target at most 2 s each.
{
  const junk = (n, first) => first + Array.from({ length: n }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 95))).join('');
  const one = selfPlay(5, { players: 4, length: 'half', red: true, calls: 0.3 });
  const many = { ...one, kyoku: Array.from({ length: 300 }, (_, i) => one.kyoku[i % one.kyoku.length]) };
  const most = { ...one, kyoku: Array.from({ length: 6000 }, (_, i) => one.kyoku[i % one.kyoku.length]) };
  // A kyoku whose lists offer a choice at every discard and fit no order of play.
  const pons = Array.from({ length: 200 }, (_, i) => ['p414141', '41p4141', '4141p41'][i % 3]);
  const hand = (k) => Array.from({ length: 13 }, (_, i) => 11 + ((k * 13 + i) % 9) + 10 * Math.floor(((k * 13 + i) % 27) / 9));
  const seat = (k) => [hand(k), [41, ...pons], Array.from({ length: 200 }, () => 41)];
  const tangle = {
    title: '',
    name: ['', '', '', ''],
    rule: { aka: 0 },
    log: [[[0, 0, 0], [25000, 25000, 25000, 25000], [21], [], ...seat(0), ...seat(1), ...seat(2), ...seat(3), ['流局', [0, 0, 0, 0]]]],
  };
  const texts = [
    ['3.9 MB of noise after {', junk(3_900_000, '{')],
    ['3.9 MB of noise after <mjloggm>', junk(3_900_000, '<mjloggm ver="2.3">')],
    ['3.9 MB of JSON that is no log', `{"log":[[${'[0],'.repeat(975_000)}[0]]]}`],
    ['3.9 MB of draw tags and nothing else', `<mjloggm ver="2.3">${'<T0/>'.repeat(780_000)}</mjloggm>`],
    ['a 300-kyoku log as JSON', JSON.stringify(game.writeTenhouJson(many))],
    ['a 300-kyoku log as XML', game.writeMjlog(many)],
    ['a kyoku that fits no order of play', JSON.stringify(tangle)],
    ['6,000 kyoku in 3.8 MB, read and checked', JSON.stringify(game.writeTenhouJson(most))],
    ['4.1 MB (over the limit)', junk(4_100_000, '{')],
  ];
  console.log('\ngame.readGameLog on hostile or huge texts (target at most 2 s each):');
  for (const [name, text] of texts) {
    const times = [];
    let ok;
    for (let i = 0; i < 3; i++) {
      const t0 = process.hrtime.bigint();
      ok = game.readGameLog(text).ok;
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    console.log(`${name.padEnd(38)} ${(text.length / 1e6).toFixed(2)} MB, ${ok ? 'read' : 'refused'} in ${median(times).toFixed(0)} ms`);
  }
}
console.log(JSON.stringify(results));
