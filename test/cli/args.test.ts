import { describe, expect, test } from 'vitest';
import { isRealGame, OPTION_NAMES, parseArgs, parseTableOptions } from '../../src/cli/args.ts';
import type { CliOptions } from '../../src/cli/args.ts';
import { formatError } from '../../src/cli/format-error.ts';
import { USAGE } from '../../src/cli/usage.ts';

const HAND = '4569m1222569p258s';

/** The options parsed from argv; fails the test on a usage error. */
function options(argv: string[]): CliOptions {
  const parsed = parseArgs(argv);
  if (!parsed.ok) throw new Error(`usage error: ${formatError(parsed.error)}`);
  return parsed.value;
}

/**
 * What a run without arguments gets: the table report, hands from standard input, and nothing else given,
 * so the form, the table and every other default are the engine's.
 */
const NONE: CliOptions = {
  mode: 'table',
  table: {},
  twoStep: false,
  score: null,
  probabilities: null,
  call: null,
  hands: [],
  command: null,
  replaced: [],
  help: false,
  version: false,
};

/** The usage error of argv as [code, sentence]; fails the test when argv reads. */
function mistake(argv: string[]): [string, string] {
  const parsed = parseArgs(argv);
  if (parsed.ok) throw new Error(`${JSON.stringify(argv)} reads`);
  return [parsed.error.code, formatError(parsed.error)];
}

describe('parseArgs(argv)', () => {
  test("no argument: the table report in the engine's form, hands from standard input", () => {
    expect(parseArgs([])).toStrictEqual({ ok: true, value: NONE });
  });

  test('every option with every other, in any order among the hands, as `--name value` or `--name=value`', () => {
    const argv = ['A', '--json', '--form', 'regular', 'B', '--seen=1m2m', '--dora', '3z', '--players=3', '--nuki', '1', '--two-step', 'C'];
    expect(options(argv)).toStrictEqual({
      ...NONE,
      mode: 'json',
      form: 'regular',
      table: { seen: '1m2m', dora: '3z', players: 3, nuki: 1 },
      twoStep: true,
      hands: ['A', 'B', 'C'],
    });
  });

  test("--score: the win as the engine takes it, with only the switches given (the engine's defaults for the rest)", () => {
    expect(options(['--score', '--win', '0p', 'A']).score).toStrictEqual({ situation: { win: 13, winRed: true, by: 'tsumo' }, ura: null });
    const argv = [
      '--score',
      '--win=3m',
      '--ron',
      '--seat',
      'E',
      '--riichi',
      '--ippatsu',
      '--houtei',
      '--ura',
      '1z',
      '--honba',
      '2',
      '--rules',
      'kuitan=false',
    ];
    const score = options(argv).score!;
    expect(score.situation).toStrictEqual({
      win: 2,
      winRed: false,
      by: 'ron',
      seat: 'E',
      riichi: 'riichi',
      ippatsu: true,
      last: true,
      honba: 2,
    });
    expect(score.ura).toBe('1z');
    expect(score.rules).toMatchObject({ kuitan: false });
  });

  test('--score: of two ways or two riichi, the later one wins', () => {
    expect(options(['--score', '--win', '1m', '--ron', '--tsumo']).score!.situation.by).toBe('tsumo');
    expect(options(['--score', '--win', '1m', '--riichi', '--double-riichi']).score!.situation.riichi).toBe('double');
    expect(options(['--score', '--win', '1m', '--double-riichi', '--riichi']).score!.situation.riichi).toBe('riichi');
  });

  test('--probabilities: only the options given, the turn 1 unless given', () => {
    expect(options(['--probabilities']).probabilities).toStrictEqual({ options: {}, turn: 1 });
    const argv = [
      '--probabilities',
      '--riichi',
      'always',
      '--no-red',
      '--no-ura',
      '--tegawari',
      '--shanten-back',
      '--round=S',
      '--turn',
      '7',
      '--rules',
      'mahjongsoul',
    ];
    const p = options(argv).probabilities!;
    expect(p.turn).toBe(7);
    expect(p.options).toMatchObject({ riichi: 'always', red: false, ura: false, handChanges: true, shantenBack: true, round: 'S' });
    expect(p.options.rules).toMatchObject({ doubleYakuman: true });
    expect('seat' in p.options).toBe(false);
    expect(options(['--probabilities', '--riichi=best']).probabilities!.options.riichi).toBe('best');
  });

  test('--probabilities closer to a real game: the riichi stick, the tenpai payment, ippatsu, haitei, honba and sticks', () => {
    const argv = ['--riichi-stick', '--tenpai-payment', '3000', '--ippatsu', '--haitei', '--honba=2', '--sticks', '1', '--probabilities'];
    // The mode may come after its options: they are read for the mode given, wherever it is.
    expect(options(argv).probabilities).toStrictEqual({
      options: { riichiStick: true, tenpaiPayment: 3000, ippatsu: true, haitei: true, honba: 2, sticks: 1 },
      turn: 1,
    });
    expect(options(['--probabilities', '--tenpai-payment=0']).probabilities!.options).toStrictEqual({ tenpaiPayment: 0 });
    expect(options(['--probabilities', '--tenpai-payment', '1500']).probabilities!.options).toStrictEqual({ tenpaiPayment: 1500 });
    // None of them reaches the score, and the score's situation is not given the probabilities' words.
    expect(options(argv).score).toBeNull();
  });

  test('--ippatsu, --haitei, --honba and --sticks serve --score as before: the situation of the one win', () => {
    const score = options(['--ippatsu', '--haitei', '--honba', '3', '--sticks=2', '--score', '--win', '1m', '--riichi']).score!;
    expect(score.situation).toStrictEqual({
      win: 0,
      winRed: false,
      by: 'tsumo',
      riichi: 'riichi',
      ippatsu: true,
      last: true,
      honba: 3,
      sticks: 2,
    });
    expect(options(['--score', '--win', '1m', '--houtei', '--ron']).score!.situation).toMatchObject({ last: true, by: 'ron' });
    expect('last' in options(['--score', '--win', '1m']).score!.situation).toBe(false);
  });

  test.each([
    [['--json'], 'json'],
    [['--shanten'], 'shanten'],
    [['--format', 'tenhou'], 'tenhou'],
    [['--format=tenhou'], 'tenhou'],
    // the same mode twice is no conflict
    [['--json', '--json'], 'json'],
    [['--format', 'tenhou', '--format=tenhou'], 'tenhou'],
  ])('output mode %j -> %s', (argv, mode) => {
    expect(options(argv).mode).toBe(mode);
  });

  test('--form: a later one wins', () => {
    expect(options(['--form', 'regular', '--form=standard']).form).toBe('standard');
    expect(options(['--form=standard', '--form', 'regular']).form).toBe('regular');
  });

  test('--players and --nuki are numbers', () => {
    expect(options(['--players', '4']).table.players).toBe(4);
    expect(options(['--players', '3', '--nuki=0']).table.nuki).toBe(0);
  });

  test("`--` ends the options; '-' and an empty word are hands", () => {
    expect(options(['--json', '--', '--shanten', '-x', HAND]).hands).toEqual(['--shanten', '-x', HAND]);
    expect(options(['--json', '--', '--shanten']).mode).toBe('json');
    expect(options(['-', '']).hands).toEqual(['-', '']);
  });

  test('an empty value is a value: `--seen=` and `--seen ""` give no seen tile', () => {
    expect(options(['--seen=']).table.seen).toBe('');
    expect(options(['--seen', '', HAND])).toMatchObject({ table: { seen: '' }, hands: [HAND] });
  });

  test('--help and --version are read with the rest, so a mistake after them is still a mistake', () => {
    expect(options(['-h', HAND])).toMatchObject({ help: true, hands: [HAND] });
    expect(options(['--version'])).toMatchObject({ version: true });
    expect(parseArgs(['--help', '--bogus']).ok).toBe(false);
  });

  test.each([
    [['--bogus'], 'unknown-option', "unknown option '--bogus'"],
    [['-x'], 'unknown-option', "unknown option '-x'"],
    [['--bogus=1'], 'unknown-option', "unknown option '--bogus'"],
    [['-h=1'], 'unknown-option', "unknown option '-h=1'"], // only long options take =value
    [['--=x'], 'unknown-option', "unknown option '--'"],
    [['--format'], 'missing-value', '--format needs a value'],
    [['--seen'], 'missing-value', '--seen needs a value'],
    [['--seen', '--json'], 'missing-value', '--seen needs a value'],
    [['--seen', '-'], 'missing-value', '--seen needs a value'],
    [['--dora'], 'missing-value', '--dora needs a value'],
    [['--json=yes'], 'unexpected-value', "--json takes no value (got '--json=yes')"],
    [['--help='], 'unexpected-value', "--help takes no value (got '--help=')"],
    [['--format', 'json'], 'invalid-value', "unknown --format 'json' (known: tenhou)"],
    [['--format', 'constructor'], 'invalid-value', "unknown --format 'constructor' (known: tenhou)"],
    [['--form', 'chiitoitsu'], 'invalid-value', "unknown --form 'chiitoitsu' (known: standard, regular)"],
    [['--players', '2'], 'invalid-value', "--players '2': a game has 3 or 4 players"],
    [['--players', '3', '--nuki', '5'], 'invalid-value', "--nuki '5': a player sets aside 0 to 4 north tiles"],
    [['--nuki', '01'], 'invalid-value', "--nuki '01': a player sets aside 0 to 4 north tiles"],
    [['--nuki', 'x'], 'invalid-value', "--nuki 'x': a player sets aside 0 to 4 north tiles"],
    [['--seen', '1m', '--seen', '2m'], 'repeated-option', '--seen given twice: list every seen tile in one --seen'],
    [['--seen', '1m', '--seen'], 'repeated-option', '--seen given twice: list every seen tile in one --seen'],
    [['--dora', '1m', '--dora=2m'], 'repeated-option', '--dora given twice: list every indicator in one --dora'],
    [['--players', '3', '--players', '3'], 'repeated-option', '--players given twice'],
    [['--nuki', '1', '--nuki', '1'], 'repeated-option', '--nuki given twice'],
    [['--json', '--shanten'], 'conflicting-modes', '--json and --shanten cannot be combined: choose one output'],
    [['--shanten', '--format', 'tenhou'], 'conflicting-modes', '--shanten and --format tenhou cannot be combined: choose one output'],
    [['--format=tenhou', '--json'], 'conflicting-modes', '--format tenhou and --json cannot be combined: choose one output'],
    [['--json', '--json', '--shanten'], 'conflicting-modes', '--json and --shanten cannot be combined: choose one output'],
    [
      ['--two-step', '--shanten'],
      'conflicting-modes',
      '--two-step and --shanten cannot be combined: --two-step adds to the table and to --json',
    ],
    [
      ['--score', '--win', '1m', '--format', 'tenhou'],
      'conflicting-modes',
      '--score and --format tenhou cannot be combined: --score prints a readable block or --json',
    ],
    [['--ron'], 'needs-mode', '--ron describes a win: give it with --score'],
    // The first in argv order, as for the score's and the probabilities' own options.
    [['--seat', 'E', '--round', 'S'], 'needs-mode', '--seat describes a win: give it with --score or --probabilities'],
    [['--rules', 'tenhou'], 'needs-mode', '--rules says how wins are valued: give it with --score or --probabilities'],
    [['--no-red'], 'needs-mode', '--no-red is an option of the probabilities: give it with --probabilities'],
    [['--score'], 'missing-option', '--score needs --win TILE: the tile the hand won on'],
    [['--score', '--win', '1m', '--win', '2m'], 'repeated-option', '--win given twice: one winning tile per command'],
    [['--score', '--win', '1m', '--honba', 'x'], 'invalid-value', "--honba 'x': a whole number, 0 or more"],
    [['--probabilities', '--riichi='], 'invalid-value', "--riichi '': always or best (for --probabilities), or no value (for --score)"],
    [['--probabilities', '--turn', '1', '--turn', '2'], 'repeated-option', '--turn given twice'],
    [['--riichi-stick'], 'needs-mode', '--riichi-stick is an option of the probabilities: give it with --probabilities'],
    [['--tenpai-payment', '3000'], 'needs-mode', '--tenpai-payment is an option of the probabilities: give it with --probabilities'],
    [
      ['--score', '--win', '1m', '--riichi-stick'],
      'needs-mode',
      '--riichi-stick is an option of the probabilities: give it with --probabilities',
    ],
    [['--ippatsu'], 'needs-mode', '--ippatsu describes a win: give it with --score or --probabilities'],
    [['--haitei'], 'needs-mode', '--haitei describes a win: give it with --score or --probabilities'],
    [['--sticks', '1', '--honba', '1'], 'needs-mode', '--sticks describes a win: give it with --score or --probabilities'],
    [['--probabilities', '--houtei'], 'needs-mode', '--houtei describes a win: give it with --score'],
    [['--probabilities', '--tenpai-payment'], 'missing-value', '--tenpai-payment needs a value'],
    [['--probabilities', '--tenpai-payment', '-3000'], 'missing-value', '--tenpai-payment needs a value'],
    [
      ['--probabilities', '--tenpai-payment', 'x'],
      'invalid-value',
      "--tenpai-payment 'x': a whole number of points, 0 or more (3000 with the others noten)",
    ],
    [
      ['--probabilities', '--tenpai-payment=1500.5'],
      'invalid-value',
      "--tenpai-payment '1500.5': a whole number of points, 0 or more (3000 with the others noten)",
    ],
    [['--probabilities', '--tenpai-payment', '1000', '--tenpai-payment', '3000'], 'repeated-option', '--tenpai-payment given twice'],
    [['--probabilities', '--honba', 'two'], 'invalid-value', "--honba 'two': a whole number, 0 or more"],
    [['--probabilities', '--sticks', '1', '--sticks', '2'], 'repeated-option', '--sticks given twice'],
    [['--probabilities', '--riichi-stick=1'], 'unexpected-value', "--riichi-stick takes no value (got '--riichi-stick=1')"],
  ])('%j is a usage error, as a value: %s, "%s"', (argv, code, message) => {
    expect(mistake([HAND, ...argv])).toEqual([code, message]);
  });

  test('the first mistake in argv order is the one reported', () => {
    expect(parseArgs(['--bogus', '--format', 'json'])).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
    expect(parseArgs(['--format', 'json', '--bogus'])).toMatchObject({ ok: false, error: { code: 'invalid-value' } });
  });
});

describe('parseTableOptions(options) and isRealGame(options)', () => {
  test('no table option: an empty four-player table, and the output shows no table facts', () => {
    const plain = options([HAND]);
    const table = parseTableOptions(plain);
    expect(table.ok && table.value.players).toBe(4);
    expect(table.ok && [...table.value.seen].every((n) => n === 0)).toBe(true);
    expect(isRealGame(plain)).toBe(false);
  });

  test.each([[['--seen', '']], [['--dora', '1z']], [['--players', '4']], [['--nuki', '0']]])('%j alone makes it a real game', (argv) => {
    expect(isRealGame(options(argv))).toBe(true);
  });

  test('the table read: players, seen tiles, indicators, north tiles', () => {
    const table = parseTableOptions(options(['--players', '3', '--seen', '19m', '--dora', '1p', '--nuki', '2']));
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    expect(table.value).toMatchObject({ players: 3, indicators: [9], nuki: 2 });
    expect([table.value.seen[0], table.value.seen[8]]).toEqual([1, 1]);
  });

  test.each([
    [['--seen', '11111m'], "--seen '11111m': "],
    [['--seen', '9z'], "--seen '9z': "],
    [['--dora', '1z2z3z4z5z6z'], "--dora '1z2z3z4z5z6z': More than 5 dora indicators: the sixth is at character 11"],
    [['--seen', '555p', '--dora', '55p'], "--dora '55p': Five copies of 5p (3 seen, 2 dora indicators)"],
    [['--nuki', '1'], "--nuki '1': "],
    [['--players', '3', '--seen', '444z', '--nuki', '1', '--dora', '4z'], "--nuki '1': 5 copies of 4z"],
  ])('%j: an impossible table is a usage error naming the option as typed', (argv, start) => {
    const table = parseTableOptions(options(argv));
    expect(table.ok).toBe(false);
    if (table.ok) return;
    expect(table.error.code).toBe('impossible-table');
    expect(formatError(table.error).startsWith(start)).toBe(true);
  });
});

describe('the usage text and the options agree', () => {
  test('every option the parser knows is in the usage text', () => {
    const names = OPTION_NAMES;
    expect(names.length).toBeGreaterThanOrEqual(11);
    for (const name of names) expect(USAGE, name).toMatch(new RegExp(`(^|[\\s,(])${name}(?![\\w-])`, 'm'));
  });

  test('every option the usage text names is one the parser knows', () => {
    const named = new Set(USAGE.match(/(?<![\w-])--?[a-z][a-z-]*/g));
    const known = new Set(OPTION_NAMES);
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
    expect(named.size).toBe(known.size);
  });
});
