/**
 * `pairi review`: seeded games (self-play.ts) written in both of Tenhou's formats and in a replay address,
 * reviewed from standard input and from a file. The JSON lines against the contract, read from the
 * log itself in the test: one line per discard of the seats asked and one per call offered, the kyoku in
 * log order, the indices counting both kinds, each line's fields; the seats interleaved in the order played
 * without --seat. A log that cannot be read: status 1 and one line naming what is wrong and where.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { writeMjlog } from '../../src/engine/log/mjlog/index.ts';
import { selfPlay } from '../../src/engine/log/self-play.ts';
import { writeTenhouJson } from '../../src/engine/log/tenhou-json/index.ts';
import type { GameLog } from '../../src/engine/log/game-log.ts';
import { game } from '../../src/engine/index.ts';
import { HABITS } from '../support/review-habits.ts';
import { pairi } from '../support/run-pairi.ts';
import { measured } from '../../src/engine/log/figures.ts';

const FOUR = selfPlay(4401, { players: 4, length: 'east', red: true, calls: 0.6 });
const THREE = selfPlay(4402, { players: 3, length: 'east', red: true, calls: 0.6 });
const json = (log: GameLog) => JSON.stringify(writeTenhouJson(log));
const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** What the log says each seat discarded, kyoku by kyoku, in the order played. */
function discardsOf(log: GameLog, seat: number | null): string[] {
  const out: string[] = [];
  log.kyoku.forEach((k, i) => {
    for (const m of k.moves) if (m.move === 'discard' && (seat === null || m.seat === seat)) out.push(`${i}:${m.seat}:${m.tile.kind}`);
  });
  return out;
}

describe('pairi review --json', () => {
  test('one discard line per discard of the seat, in the order played, with the fields the contract names', async () => {
    const { code, stdout, stderr } = await pairi(['review', '--seat', '1', '--json', '-'], json(FOUR));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const all = lines(stdout);
    expect(all.every((l) => l.seat === 1)).toBe(true);
    const discards = all.filter((l) => l.kind === 'discard');
    const kyokuIndex = (l: Record<string, unknown>) => {
      const k = l.kyoku as { round: string; number: number; honba: number };
      return FOUR.kyoku.findIndex((x) => x.round === k.round && x.number === k.number && x.honba === k.honba);
    };
    const codeKind = (c: string) => ({ m: 0, p: 9, s: 18, z: 27 })[c[1] as 'm']! + (c[0] === '0' ? 5 : Number(c[0])) - 1;
    expect(discards.map((l) => `${kyokuIndex(l)}:1:${codeKind(l.chosen as string)}`)).toEqual(discardsOf(FOUR, 1));
    for (const l of discards) {
      expect(Object.keys(l)).toEqual(
        expect.arrayContaining([
          'kyoku',
          'seat',
          'index',
          'kind',
          'turn',
          'hand',
          'seen',
          'dora',
          'riichi',
          'chosen',
          'shanten',
          'count',
          'best',
        ]),
      );
      expect(l.best).toEqual({ discard: expect.any(String), shanten: expect.any(Number), count: expect.any(Number) });
      expect(typeof l.riichi).toBe('boolean');
    }
    // Indices run 0, 1, 2, ... within each kyoku, both kinds counted.
    let last = '';
    let next = 0;
    for (const l of all) {
      const k = JSON.stringify(l.kyoku);
      if (k !== last) [last, next] = [k, 0];
      expect(l.index).toBe(next++);
    }
    const calls = all.filter((l) => l.kind === 'call');
    expect(calls.length).toBeGreaterThan(0);
    for (const l of calls) {
      expect(['left', 'across', 'right']).toContain(l.from);
      expect(l.chosen === 'pass' || /^\(\d+[mpsz]\)$/.test(l.chosen as string)).toBe(true);
      expect(typeof l.offered).toBe('string');
    }
  });

  test('without --seat, every seat, interleaved in the order played; the XML and an address read alike', async () => {
    const fromJson = await pairi(['review', '--json', '-'], json(FOUR));
    // A title holding `#json=` is still JSON, and an address whose JSON was pasted unencoded reads too.
    const titled = JSON.stringify({ ...(writeTenhouJson(FOUR) as object), title: ['see https://tenhou.net/6/#json=', ''] });
    expect((await pairi(['review', '--json', '-'], titled)).stdout).toBe(fromJson.stdout);
    const raw = JSON.stringify({ ...(writeTenhouJson(FOUR) as object), name: ['100%', 'B', 'C', 'D'] });
    expect((await pairi(['review', '--json', '-'], `https://tenhou.net/6/#json=${raw}`)).stdout).toBe(fromJson.stdout);
    const fromXml = await pairi(['review', '--json', '-'], writeMjlog(FOUR));
    const fromAddress = await pairi(['review', '--json', '-'], `https://tenhou.net/6/#json=${encodeURIComponent(json(FOUR))}`);
    expect(fromJson.code).toBe(0);
    expect(fromXml.stdout).toBe(fromJson.stdout);
    expect(fromAddress.stdout).toBe(fromJson.stdout);
    const discards = lines(fromJson.stdout).filter((l) => l.kind === 'discard');
    expect(discards.length).toBe(discardsOf(FOUR, null).length);
  });

  test('a file is read as standard input is, and three players review too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairi-review-'));
    const file = join(dir, 'three.json');
    writeFileSync(file, json(THREE));
    const fromFile = await pairi(['review', '--json', file]);
    const fromStdin = await pairi(['review', '--json', '-'], json(THREE));
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toBe(fromStdin.stdout);
    expect(lines(fromFile.stdout).some((l) => l.kind === 'call' && l.from === 'across')).toBe(false);
    const fourth = await pairi(['review', '--seat', '3', file]);
    expect(fourth.code).toBe(2);
    expect(fourth.stderr).toMatch(/3 players \(seats 0-2\)/);
  });

  test("the README's example log is the seeded game it says it is", () => {
    const game = selfPlay(21, { players: 4, length: 'east', red: true, calls: 0.3 });
    expect(readFileSync(new URL('../../docs/examples/self-play.json', import.meta.url), 'utf8')).toBe(`${json(game)}\n`);
  });

  test('the readable report names each kyoku and each decision', async () => {
    const { code, stdout } = await pairi(['review', '--seat', '0', '-'], json(FOUR));
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^E1 \(dealer: seat 0, A\): /);
    expect(stdout).toMatch(/seat 0 turn +\d+ +\S+ discards \S+ \(\d-shanten, \d+ tiles\)/);
  });
});

describe('pairi review with the probabilities', () => {
  test("--tegawari and --shanten-back: each discard's figures are the engine's review with those options", async () => {
    const log = selfPlay(4403, { players: 4, length: 'east', red: true, calls: 0.3 });
    const first = { ...log, kyoku: log.kyoku.slice(0, 1) };
    const { code, stdout } = await pairi(['review', '--json', '--seat', '0', '--tegawari', '--shanten-back', '-'], json(first));
    expect(code).toBe(0);
    const got = lines(stdout).filter((l) => l.kind === 'discard');
    const want = game.reviewKyoku(first, 0, { seats: [0], probabilities: { handChanges: true, shantenBack: true } });
    const off = game.reviewKyoku(first, 0, { seats: [0], probabilities: true });
    if (!want.ok || !off.ok) throw new Error('review');
    const discards = want.value.filter((d) => d.kind === 'discard');
    expect(got).toHaveLength(discards.length);
    discards.forEach((d, i) => {
      const p = (got[i]!.probabilities ?? null) as { win: { chosen: number }; ev: { chosen: number } } | null;
      expect(p?.win.chosen ?? null).toBe(measured(d.probabilities)?.win.chosen.value ?? null);
      expect(p?.ev.chosen ?? null).toBe(measured(d.probabilities)?.ev.chosen.value ?? null);
    });
    // The options change some figure (else the test would tell nothing).
    const offWins = off.value.flatMap((d) =>
      d.kind === 'discard' && measured(d.probabilities) ? [measured(d.probabilities)!.win.chosen.value] : [],
    );
    const onWins = discards.flatMap((d) => (measured(d.probabilities) ? [measured(d.probabilities)!.win.chosen.value] : []));
    expect(onWins).not.toEqual(offWins);
  }, 60_000);
});

describe('pairi review on a game played with real habits', () => {
  // Shapes broken near tenpai, folds, dama: the first kyoku of the seeded game the engine's test reviews
  // for every option (test/engine/log/review-habits.test.ts); here the command line's flags reach it.
  const played = selfPlay(22, { players: 4, length: 'east', red: true, calls: 0.4, ...HABITS });
  const log = { ...played, kyoku: played.kyoku.slice(0, 1) };
  const text = json(log);
  const FLAGS = [
    [],
    ['--two-step'],
    ['--probabilities'],
    ['--probabilities', '--calls', '--two-step'],
    ...[['--tegawari'], ['--shanten-back'], ['--tegawari', '--shanten-back']].flatMap((p) => [
      [...p, '--max-shanten', '1'],
      [...p, '--calls', '--max-shanten', '1'],
    ]),
  ].map((flags) => ({ flags, name: flags.join(' ') || 'no option' }));

  test.each(FLAGS)(
    '$name, every seat: status 0, a line per decision, each discard judged',
    async ({ flags }) => {
      const { code, stdout, stderr } = await pairi(['review', '--json', ...flags, '-'], text);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const got = lines(stdout);
      const back = flags.includes('--shanten-back');
      const probabilities =
        flags.includes('--tegawari') || back
          ? { handChanges: flags.includes('--tegawari'), shantenBack: back }
          : flags.includes('--probabilities');
      const max = flags.includes('--max-shanten') ? 1 : 3;
      // The decisions, from the engine's counts (the figures' review is the engine's own test): one line each.
      const want = log.kyoku.flatMap((_, k) => {
        const found = game.reviewKyoku(log, k);
        if (!found.ok) throw new Error('review');
        return found.value;
      });
      expect(got.map((l) => l.kind)).toEqual(want.map((d) => d.kind));
      want.forEach((d, i) => {
        const line = got[i]!;
        if (d.kind !== 'discard') {
          expect('calls' in line).toBe(flags.includes('--calls'));
          return;
        }
        const p = line.probabilities as { win: { chosen: number }; chosenAdded?: boolean } | undefined;
        const judged = probabilities && !d.riichi && d.count.best.shanten <= max;
        expect(p !== undefined || (judged && line.probabilityError !== undefined) || !judged, `decision ${i}`).toBe(true);
        if (p) expect(p.chosenAdded ?? false).toBe(d.count.chosen.shanten > d.count.best.shanten && !back);
      });
      if (probabilities && !back)
        expect(got.some((l) => (l.probabilities as { chosenAdded?: boolean } | undefined)?.chosenAdded)).toBe(true);
      // With the options off, each figure is the engine's review's.
      if (probabilities === true) {
        const figures = log.kyoku.flatMap((_, k) => {
          const found = game.reviewKyoku(log, k, { probabilities: true });
          return found.ok ? found.value : [];
        });
        figures.forEach((d, i) => {
          if (d.kind !== 'discard') return;
          const p = got[i]!.probabilities as { win: { chosen: number } } | undefined;
          expect(p?.win.chosen ?? null).toBe(measured(d.probabilities)?.win.chosen.value ?? null);
        });
      }
    },
    60_000,
  );

  test("the readable report: a win the log gives no points for has pairi's own score, said so", async () => {
    const written = writeTenhouJson(log) as { log: unknown[][] };
    const k = log.kyoku.findIndex((x) => x.end.end === 'win');
    const end = log.kyoku[k]!.end;
    if (end.end !== 'win') throw new Error('no win');
    ((written.log[k]![16] as unknown[])[2] as unknown[])[3] = '';
    const { code, stdout } = await pairi(['review', '--seat', '0', '-'], JSON.stringify(written));
    expect(code).toBe(0);
    const heading = stdout.split('\n').find((l) => l.startsWith(game.kyokuName(log.kyoku[k]!)))!;
    expect(heading).toContain(`${end.wins[0]!.points} (scored by pairi: the log gives none)`);
  });

  test('--max-shanten takes 0 to 6', async () => {
    const { code, stderr } = await pairi(['review', '--probabilities', '--max-shanten', '9', '-'], text);
    expect(code).toBe(2);
    expect(stderr).toBe(
      "pairi review: --max-shanten '9': the highest shanten searched is 0 to 6\nTry 'pairi review --help' for its options.\n",
    );
  });
});

describe('pairi review: a log that cannot be read', () => {
  const good = writeTenhouJson(FOUR) as { log: unknown[][] };
  const mutated = (f: (log: unknown[][]) => void) => {
    const copy = JSON.parse(JSON.stringify(good)) as { log: unknown[][] };
    f(copy.log);
    return JSON.stringify(copy);
  };
  test.each([
    ['not JSON', '{"log": [', /the JSON does not parse/],
    ['nothing', '   ', /the log is empty/],
    ['megabytes of nothing', 'x'.repeat(5_000_000), /too long for a game log/],
    ['a text of another kind', 'hello', /not a game log/],
    ['JSON nested twenty thousand deep', `{"log":[${'['.repeat(20_000)}${']'.repeat(20_000)}]}`, /a field is missing or of the wrong kind/],
    ['a tile code that does not exist', mutated((log) => ((log[0]![4] as number[])[0] = 99)), /tile code that does not exist \(kyoku E1/],
    ['a log cut short', mutated((log) => ((log[1]![6] as unknown[]).length = 2)), /\(kyoku E/],
    [
      'a fifth copy',
      mutated((log) => {
        const dealt = log[0]![4] as number[];
        const kind = dealt[0]!;
        for (const i of [5, 8, 11]) (log[0]![i] as number[])[0] = kind;
      }),
      /fifth copy|does not hold|move/,
    ],
  ])('%s: status 1, one line on stderr saying what and where', async (_name, input, message) => {
    const { code, stdout, stderr } = await pairi(['review', '--json', '-'], input);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^pairi review: standard input: /);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  test('bad options are the caller mistake: status 2', async () => {
    expect((await pairi(['review', '--seat', '5', '-'])).code).toBe(2);
    expect((await pairi(['review'])).code).toBe(2);
    expect((await pairi(['review', '--wrong', '-'])).code).toBe(2);
    const missing = await pairi(['review', '/nonexistent/log.json']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no such file/);
  });
});
