/**
 * pairi --probabilities: the engine's probabilities() carried whole into --json (18 values per metric,
 * the options reaching the engine) and into a table at --turn; its options without --probabilities, and
 * --probabilities with --score, are usage errors. The values themselves are checked against an
 * independent model in test/engine/probability.
 */
import { describe, expect, test } from 'vitest';
import { run } from '../../src/cli/run.ts';
import { parseHand, probabilities } from '../../src/engine/index.ts';

async function pairi(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, '', (t) => (stdout += t), (t) => (stderr += t));
  return { code, stdout, stderr };
}

const TENPAI = '234567m345p6799s1z';

describe('pairi --probabilities --json', () => {
  test("each hand's object gets probabilities {turns: 18, rows}, the engine's, with the options given", async () => {
    const { code, stdout } = await pairi(['--json', '--probabilities', '--riichi', 'always', '--seat', 'S', '--dora', '4s', '--no-ura', TENPAI]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { probabilities: { turns: number; rows: { discard: string; win: number[] }[] } };
    const hand = parseHand(TENPAI);
    if (!hand.ok) throw new Error(JSON.stringify(hand.error));
    const want = probabilities(hand.value, { riichi: 'always', seat: 'S', dora: '4s', ura: false });
    expect(out.probabilities).toEqual({ turns: 18, rows: want.rows });
    expect(out.probabilities.rows.map((r) => r.win.length)).toEqual(want.rows.map(() => 18));
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

  test('a 13-tile hand has no discard to make: the field says why', async () => {
    const { stdout } = await pairi(['--json', '--probabilities', '234567m345p6799s']);
    expect(JSON.parse(stdout).probabilities.error.code).toBe('not-a-discard-hand');
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
  ])('%j', async (argv, message) => {
    const { code, stderr } = await pairi(argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});
