/**
 * pairi --probabilities: the engine's probabilities() carried whole into --json (18 values per metric,
 * the options reaching the engine) and into a table at --turn; its options without --probabilities, and
 * --probabilities with --score, are usage errors. The values themselves are checked against an
 * independent model in test/engine/probability.
 */
import { describe, expect, test } from 'vitest';
import { run } from '../../src/cli/run.ts';
import { parsePosition, parseTable, probabilities, tileCode } from '../../src/engine/index.ts';
import type { ProbabilityError } from '../../src/engine/index.ts';
import { formatError } from '../../src/cli/format-error.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { flush, testStore } from '../support/fakes.ts';

async function pairi(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    '',
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  return { code, stdout, stderr };
}

const TENPAI = '234567m345p6799s1z';

describe('pairi --probabilities --json', () => {
  test("each hand's object gets probabilities {turns: 18, rows}, the engine's, with the options given", async () => {
    const { code, stdout } = await pairi([
      '--json',
      '--probabilities',
      '--riichi',
      'always',
      '--seat',
      'S',
      '--dora',
      '4s',
      '--no-ura',
      TENPAI,
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { probabilities: { turns: number; rows: { discard: string; win: number[] }[] } };
    const table = parseTable({ dora: '4s' });
    const position = table.ok && parsePosition(TENPAI, table.value);
    if (!position || !position.ok) throw new Error('bad fixture');
    const want = probabilities(position.value, { riichi: 'always', seat: 'S', ura: false });
    if (!want.ok) throw new Error(want.error.code);
    // The rows as the engine gives them, each discard written in mpsz (`0p` the red five).
    expect(out.probabilities).toEqual({
      turns: 18,
      rows: want.value.rows.map((r) => ({ ...r, discard: tileCode(r.discard.kind, r.discard.red) })),
    });
    expect(out.probabilities.rows.map((r) => r.win.length)).toEqual(want.value.rows.map(() => 18));
  });

  test('--rules reaches the probabilities: a thirteen-sided kokushi scores twice under mahjongsoul, once by default', async () => {
    const kokushi = '19m19p19s1234567z5m';
    const ev = async (extra: string[]) => {
      const { stdout } = await pairi(['--json', '--probabilities', ...extra, kokushi]);
      const rows = (JSON.parse(stdout) as { probabilities: { rows: { discard: string; ev: number[] }[] } }).probabilities.rows;
      return rows.find((r) => r.discard === '5m')!.ev[0]!;
    };
    const tenhou = await ev([]);
    expect(tenhou).toBeGreaterThan(0);
    expect(await ev(['--rules', 'mahjongsoul'])).toBeCloseTo(2 * tenhou, 6);
  });

  test('a 13-tile hand has no discard to make: the field says why, in the code, its data and English', async () => {
    const { stdout } = await pairi(['--json', '--probabilities', '234567m345p6799s']);
    expect(JSON.parse(stdout).probabilities).toEqual({
      turns: 18,
      rows: [],
      error: { code: 'not-a-discard-hand', tiles: 13, message: formatError({ code: 'not-a-discard-hand', tiles: 13 }) },
    });
  });

  test('four plain fives with red fives on: the code names the five; --no-red searches the hand', async () => {
    const fives = '123m5555p789s1134z';
    const on = JSON.parse((await pairi(['--json', '--probabilities', fives])).stdout).probabilities;
    expect(on.error).toMatchObject({ code: 'too-many-plain-fives', kind: 13 });
    expect(on.error.message).toMatch(/^More than three plain 5p/);
    const off = JSON.parse((await pairi(['--json', '--probabilities', '--no-red', fives])).stdout).probabilities;
    expect(off.rows.length).toBeGreaterThan(0);
  });

  test('--no-red: a meld written with a red five is the same hand as one written with a plain five', async () => {
    const args = ['--json', '--probabilities', '--riichi', 'always', '--no-ura', '--dora', '1z'];
    const evs = async (hand: string, more: string[] = []) => {
      const rows = JSON.parse((await pairi([...args, ...more, hand])).stdout).probabilities.rows as { discard: string; ev: number[] }[];
      return Object.fromEntries(rows.map((r) => [r.discard, r.ev[0]]));
    };
    const plain = await evs('234m6m4p8p22s(666p)(345s)', ['--no-red']);
    expect(await evs('234m6m4p8p22s(666p)(340s)', ['--no-red'])).toEqual(plain);
    // With red fives on, the red five is a dora: a han more on every win.
    const on = await evs('234m6m4p8p22s(666p)(340s)');
    expect(on['8p']).toBeGreaterThan(1.5 * plain['8p']!);
  });
});

describe('pairi --probabilities (table)', () => {
  test('the table at --turn, best win probability first', async () => {
    const { code, stdout } = await pairi(['--probabilities', '--turn', '12', TENPAI]);
    expect(code).toBe(0);
    expect(stdout).toContain('probabilities at turn 12 (6 draws to come');
    // The only discard keeping tenpai, 1z, waits on 5s and 8s: 8 of 123 tiles, 6 draws.
    const win = 1 - (1 - 8 / 123) ** 6;
    expect(stdout).toMatch(new RegExp(`1z\\s+100\\.00%\\s+${(100 * win).toFixed(2)}%`));
  });
});

describe('the probabilities errors in English, by formatError with every other', () => {
  test.each<[ProbabilityError, RegExp]>([
    [{ code: 'not-a-discard-hand', tiles: 13 }, /^The hand has 13 tiles: .* a discard to make \(14, a kan counting 3\)\.$/],
    [{ code: 'too-many-plain-fives', kind: 22 }, /^More than three plain 5s: .* three plain 5s and one red \(0s\); .*--no-red\.$/],
    [{ code: 'too-many-copies', tile: { kind: 4, red: true } }, /^0m: more copies than the set holds with what is visible\.$/],
    [{ code: 'too-large', maxStates: 500_000 }, /more than 500,000 hands: too large for the memory budget\.$/],
    [{ code: 'cancelled' }, /^The search was cancelled\.$/],
  ])('%j', (error, text) => {
    expect(formatError(error)).toMatch(text);
  });
});

describe('pairi --probabilities usage errors (exit 2)', () => {
  test.each<[string[], RegExp]>([
    [['--tegawari', '123m'], /--tegawari is an option of the probabilities/],
    [['--turn', '3', '123m'], /--turn is an option of the probabilities/],
    [['--riichi', 'always', '123m'], /--riichi is an option of the probabilities/],
    [['--seat', 'E', '123m'], /--seat describes a win: give it with --score or --probabilities/],
    [['--probabilities', '--turn', '19', '123m'], /--turn '19': a turn is 1 to 18/],
    [['--probabilities', '--riichi=sometimes', '123m'], /--riichi 'sometimes': always or best/],
    [['--probabilities', '--score', '--win', '1m', '123m'], /--probabilities and --score cannot be combined/],
    [['--probabilities', '--shanten', '123m'], /--probabilities and --shanten cannot be combined/],
    [['--riichi-stick', '123m'], /--riichi-stick is an option of the probabilities: give it with --probabilities/],
    [['--probabilities', '--tenpai-payment', 'lots', '123m'], /--tenpai-payment 'lots': a whole number of points/],
    [['--probabilities', '--tenpai-payment', '123m'], /--tenpai-payment '123m': a whole number of points/],
  ])('%j', async (argv, message) => {
    const { code, stderr } = await pairi(argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});

describe('one link, one set of figures: the command line and the page', () => {
  // The page asks its worker with the situation's winds and its settings, all at the engine's defaults
  // for a plain link; the command line reads the same defaults. Both must give the same rows.
  test.each(['234567m345p6799s1z', '123m406p789s1134z5z'])('?q=%s', async (hand) => {
    const { stdout } = await pairi(['--json', '--probabilities', `https://tenhou.net/2/?q=${hand}`]);
    const cli = (JSON.parse(stdout) as { probabilities: { rows: unknown[] } }).probabilities.rows;
    const { store, client } = testStore(`?q=${hand}`);
    // Each request answered by the worker's handler with everything the page asked (the fake records it all).
    for (const call of client.calls.splice(0)) {
      const r = handleRequest({ id: 1, kind: 'analyze', request: call.request });
      if (r.type === 'result') call.settle({ status: 'done', result: r.result });
    }
    await flush();
    const asked = client.probabilitiesCalls.splice(0);
    expect(asked).toHaveLength(1);
    const r = handleRequest({ id: 2, kind: 'probabilities', request: asked[0]!.request });
    if (r.type !== 'result') throw new Error(JSON.stringify(r));
    asked[0]!.settle({ status: 'done', result: r.result });
    await flush();
    const page = store.select.probabilities(store.getState());
    expect(page.stale).toBe(false);
    expect(page.rows!.length).toBeGreaterThan(0);
    expect(page.rows!.map((r) => ({ ...r, discard: tileCode(r.discard.kind, r.discard.red) }))).toEqual(cli);
  });

  test("both count a non-dealer (seat South): 1z at turn 1 is worth what the page showed, not the dealer's figure", async () => {
    const { stdout } = await pairi(['--json', '--probabilities', '234567m345p6799s1z']);
    const rows = (JSON.parse(stdout) as { probabilities: { rows: { discard: string; ev: number[] }[] } }).probabilities.rows;
    expect(Math.round(rows.find((row) => row.discard === '1z')!.ev[0]!)).toBe(2729);
    const dealer = JSON.parse((await pairi(['--json', '--probabilities', '--seat', 'E', '234567m345p6799s1z'])).stdout).probabilities.rows;
    expect(Math.round(dealer.find((row: { discard: string }) => row.discard === '1z').ev[0])).toBe(4036);
  });
});
