/**
 * The command line's commands (commands.ts): `pairi analyze|score|probabilities|call` ask what the mode
 * flags of the one grammar ask, each with its own options only; a mistake names the command; the old flags
 * keep working and say once which command replaces them; each command's help names exactly its options.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseArgs } from '../../src/cli/args.ts';
import { COMMAND_USAGE } from '../../src/cli/command-usage.ts';
import { COMMAND_SPECS, COMMANDS, type Command } from '../../src/cli/commands.ts';
import { run } from '../../src/cli/run.ts';

async function pairi(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    { [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true as const, value: undefined }) }) },
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  return { code, stdout, stderr };
}

/** The options read, without what says how they were asked (the command, the flags a command replaces). */
function asked(argv: string[]) {
  const read = parseArgs(argv);
  if (!read.ok) return read;
  const { command: _command, replaced: _replaced, ...value } = read.value;
  return { ok: true, value };
}

const GOLDEN = '4569m1222569p258s';
const TENPAI = '123m456p789s1122z';
const COMPLETE = '123m456p789s11222z';
const WAITING = '23m456p789s11222z';
const SEARCHED = '12356m2378p559s1z4s';

/** Each command's question beside the flags of the one grammar that ask it: the command's words, and the flags'. */
const SAME: [Command, string[], string[]][] = [
  ['analyze', [GOLDEN, '--json'], [GOLDEN, '--json']],
  ['analyze', ['--format', 'tenhou', '--seen', '1m9p', GOLDEN], ['--format', 'tenhou', '--seen', '1m9p', GOLDEN]],
  [
    'analyze',
    ['--two-step', '--form', 'regular', '--players', '3', '--nuki', '1', '19m'],
    ['--two-step', '--form', 'regular', '--players', '3', '--nuki', '1', '19m'],
  ],
  [
    'score',
    [COMPLETE, '--win', '2z', '--riichi', '--ron', '--ura', '3p'],
    ['--score', COMPLETE, '--win', '2z', '--riichi', '--ron', '--ura', '3p'],
  ],
  [
    'score',
    [COMPLETE, '--win', '2z', '--round', 'S', '--seat', 'E', '--rules', 'mahjongsoul', '--honba', '2', '--houtei'],
    ['--score', COMPLETE, '--win', '2z', '--round', 'S', '--seat', 'E', '--rules', 'mahjongsoul', '--honba', '2', '--houtei'],
  ],
  [
    'probabilities',
    [SEARCHED, '--riichi', 'best', '--tegawari', '--turn', '4'],
    ['--probabilities', SEARCHED, '--riichi', 'best', '--tegawari', '--turn', '4'],
  ],
  [
    'probabilities',
    [SEARCHED, '--riichi=always', '--no-red', '--tenpai-payment', '3000', '--ippatsu', '--json'],
    ['--probabilities', SEARCHED, '--riichi=always', '--no-red', '--tenpai-payment', '3000', '--ippatsu', '--json'],
  ],
  ['call', [WAITING, '--tile', '4m', '--from', 'left'], [WAITING, '--call', '4m', '--from', 'left']],
  [
    'call',
    [WAITING, '--tile=0m', '--from', 'across', '--swap-calling', '--probabilities', '--turn', '3', '--riichi', 'best', '--json'],
    [WAITING, '--call=0m', '--from', 'across', '--swap-calling', '--probabilities', '--turn', '3', '--riichi', 'best', '--json'],
  ],
];

describe('each command asks what the flags asked', () => {
  test.each(SAME)('pairi %s %j', (command, words, flags) => {
    const own = asked([command, ...words]);
    expect(own.ok).toBe(true);
    expect(own).toEqual(asked(flags));
  });

  test("the commands' output is the flags' output, and only the flags say which command replaces them", async () => {
    for (const [command, words, flags] of SAME) {
      const own = await pairi([command, ...words]);
      const old = await pairi(flags);
      expect(own.code, command).toBe(old.code);
      expect(own.stdout, command).toBe(old.stdout);
      expect(own.stderr, command).toBe('');
      const given = flags.map((f) => f.replace(/=.*/, '')).filter((f) => ['--score', '--probabilities', '--call'].includes(f));
      // With --call, --probabilities asks the call table's figures: an option of the call command, not replaced.
      const names = given.includes('--call') ? ['--call'] : given;
      // Said once, naming the command: the call command for --call (with or without its figures).
      expect(old.stderr, command).toBe(
        names.length === 0
          ? ''
          : `pairi: ${names.join(' and ')} still work${names.length === 1 ? 's' : ''}; the command is now 'pairi ${command}' (see 'pairi ${command} --help')\n`,
      );
    }
  });

  test('pairi HAND is pairi analyze HAND', async () => {
    expect(await pairi(['analyze', TENPAI, '--json'])).toEqual(await pairi([TENPAI, '--json']));
  });

  test("the score's --riichi is a flag, the probabilities' a rule: one meaning in each", () => {
    expect(parseArgs(['score', COMPLETE, '--win', '2z', '--riichi'])).toMatchObject({
      ok: true,
      value: { score: { situation: { riichi: 'riichi' } } },
    });
    expect(parseArgs(['probabilities', SEARCHED, '--riichi', 'best'])).toMatchObject({
      ok: true,
      value: { probabilities: { options: { riichi: 'best' } } },
    });
    // In a command the word after --riichi is never a hand: the probabilities' --riichi takes a value.
    expect(parseArgs(['probabilities', SEARCHED, '--riichi'])).toEqual({
      ok: false,
      error: { code: 'missing-value', option: '--riichi', command: 'probabilities' },
    });
    expect(parseArgs(['probabilities', SEARCHED, '--riichi', 'sometimes'])).toMatchObject({
      ok: false,
      error: { code: 'invalid-value', option: '--riichi', command: 'probabilities' },
    });
    expect(parseArgs(['score', COMPLETE, '--win', '2z', '--riichi=best'])).toMatchObject({
      ok: false,
      error: { code: 'unexpected-value', command: 'score' },
    });
  });
});

describe('a mistake names the command and the option', () => {
  test.each([
    [
      ['score', COMPLETE, '--win', '2z', '--two-step'],
      "pairi score: --two-step is not an option of pairi score: it is one of 'pairi analyze', 'pairi probabilities', 'pairi call'",
    ],
    [['analyze', '--score', TENPAI], "pairi analyze: --score is not an option of pairi analyze: it names the command 'pairi score'"],
    [
      ['call', WAITING, '--call', '4m', '--from', 'left'],
      "pairi call: --call is the flag of the one grammar: in 'pairi call' the tile offered is --tile",
    ],
    [
      ['score', COMPLETE, '--win', '2z', '--call', '4m'],
      "pairi score: --call is not an option of pairi score: it names the command 'pairi call', whose tile is --tile",
    ],
    [
      ['call', WAITING, '--tile', '4m', '--from', 'left', '--honba', '2'],
      'pairi call: --honba is an option of the probabilities: give it with --probabilities',
    ],
    [
      ['call', WAITING, '--tile', '4m', '--from', 'left', '--form', 'regular'],
      "pairi call: --form is not an option of pairi call: it is one of 'pairi analyze', 'pairi probabilities'",
    ],
    [
      ['probabilities', SEARCHED, '--win', '2z'],
      "pairi probabilities: --win is not an option of pairi probabilities: it is one of 'pairi score'",
    ],
    [['score', COMPLETE], 'pairi score: score needs --win TILE: the tile the hand won on'],
    [['call', WAITING, '--from', 'left'], 'pairi call: call needs --tile TILE: the tile offered (0m = the red five)'],
    [['call', WAITING, '--tile', '4m'], 'pairi call: call needs --from left|across|right: the seat that discarded the tile'],
    [['call', WAITING, '--tile', 'x', '--from', 'left'], "pairi call: --tile 'x': one tile in mpsz, e.g. 5p (0p = the red five)"],
    [
      ['call', WAITING, '--tile', '4m', '--from', 'left', '--turn', '2'],
      'pairi call: --turn is an option of the probabilities: give it with --probabilities',
    ],
    [['analyze', '--nope'], "pairi analyze: unknown option '--nope'"],
    [
      ['probabilities', SEARCHED, '--tile', '4m'],
      "pairi probabilities: --tile is not an option of pairi probabilities: it is one of 'pairi call'",
    ],
    [[WAITING, '--tile', '4m'], "pairi: unknown option '--tile'"],
  ])('%j', async (argv, said) => {
    const r = await pairi(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const command = argv[0]!.startsWith('-') || argv[0] === WAITING ? null : argv[0];
    expect(r.stderr).toBe(`${said}\nTry '${command ? `pairi ${command}` : 'pairi'} --help' for ${command ? 'its' : 'the'} options.\n`);
  });

  test.each([
    [['review', '--seat', '5', '-'], "pairi review: --seat '5': a seat is 0, 1, 2 or 3 in the log's order"],
    [['review'], 'pairi review: give the log: a FILE, or - for standard input'],
    [['review', 'a.json', 'b.json'], 'pairi review: give one log, not 2'],
    [['review', '--wrong', '-'], "pairi review: unknown option '--wrong'"],
    [
      ['review', '--seen', '1m', '-'],
      "pairi review: --seen is not an option of pairi review: it is one of 'pairi analyze', 'pairi score', 'pairi probabilities', 'pairi call'",
    ],
    [['review', '--json=yes', '-'], "pairi review: --json takes no value (got '--json=yes')"],
    [['review', '--seat', '-'], 'pairi review: --seat needs a value'],
    [['review', '--seat', '1', '--seat', '2', '-'], 'pairi review: --seat given twice'],
    [['review', '--score', '-'], "pairi review: --score is not an option of pairi review: it names the command 'pairi score'"],
  ])('the review: %j', async (argv, said) => {
    const r = await pairi(argv);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `${said}\nTry 'pairi review --help' for its options.\n` });
  });

  test('any option no command of its own takes is refused in it, naming where it belongs (property)', () => {
    const all = [...new Set(COMMANDS.flatMap((c) => [...COMMAND_SPECS[c].options]))];
    fc.assert(
      fc.property(fc.constantFrom(...COMMANDS), fc.constantFrom(...all), (command, name) => {
        fc.pre(!COMMAND_SPECS[command].options.has(name));
        const read = parseArgs([command, `--${name}`, 'x']);
        expect(read).toMatchObject({ ok: false, error: { code: 'not-an-option', option: `--${name}`, command } });
        if (!read.ok && read.error.code === 'not-an-option')
          expect(read.error.commands).toEqual(COMMANDS.filter((c) => COMMAND_SPECS[c].options.has(name)));
      }),
      { numRuns: 200, seed: 34 },
    );
  });
});

describe("each command's help", () => {
  test.each(COMMANDS)('pairi %s --help names exactly its options, and wins over a missing one', async (command) => {
    const r = await pairi([command, '--help']);
    expect(r).toEqual({ code: 0, stdout: COMMAND_USAGE[command], stderr: '' });
    // One line an option, its spelling first: the names that begin the lines are exactly the command's options.
    const lines = COMMAND_USAGE[command]
      .slice(COMMAND_USAGE[command].indexOf('Options:\n') + 9)
      .trimEnd()
      .split('\n');
    const named = lines.map((line) => line.match(/^ {2}(?:-h, )?--([a-z][a-z-]*)/)?.[1]);
    expect(named).toEqual([...COMMAND_SPECS[command].options]);
    // Every description starts in one column, after its spelling and a space.
    for (const line of lines) expect(line.slice(22, 24), line).toMatch(/^ \S/);
    expect(COMMAND_USAGE[command]).toMatch(new RegExp(`^Usage: pairi ${command} `));
  });

  test("the review's help wins over its other mistakes, as before", async () => {
    expect(await pairi(['review', '--help', '--seat', '9'])).toMatchObject({ code: 0, stderr: '' });
  });

  test('pairi --help names the commands', async () => {
    const { stdout } = await pairi(['--help']);
    for (const command of [...COMMANDS, 'review']) expect(stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });
});
