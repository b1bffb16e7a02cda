/**
 * `pairi --call TILE --from SEAT` (docs/rules.md#call-or-pass): the usage mistakes, each naming what is wrong;
 * the JSON line's shape; its rows against `pairi --json` of the 14-tile hand after the call, written out by
 * hand; a meld that writes the red five as 0 exactly when it holds it; and the readable table.
 */
import { describe, expect, test } from 'vitest';
import { withoutNotice } from '../support/cli-notice.ts';
import { run } from '../../src/cli/run.ts';
import { game, parsePosition, parseTable, tileCode } from '../../src/engine/index.ts';

async function pairi(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    '',
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  // The flags still work; the line saying which command replaces them is checked by commands.test.ts.
  return { code, stdout, stderr: withoutNotice(stderr) };
}

/** The JSON object printed for one hand. */
async function json(argv: string[]) {
  const { code, stdout, stderr } = await pairi(['--json', ...argv]);
  expect([code, stderr]).toEqual([0, '']);
  return JSON.parse(stdout);
}

const HAND = '2340m5m678p11z222s';

describe('pairi --call: usage mistakes', () => {
  test.each([
    [['--call', '4m'], '--call needs --from left|across|right: the seat that discarded the tile'],
    [['--from', 'left'], '--from is an option of the call table: give it with --call'],
    [['--swap-calling'], '--swap-calling is an option of the call table: give it with --call'],
    [['--call', '9z', '--from', 'left'], "--call '9z': one tile in mpsz, e.g. 5p (0p = the red five)"],
    [['--call', '1m2m', '--from', 'left'], "--call '1m2m': one tile in mpsz, e.g. 5p (0p = the red five)"],
    [['--call', 'x', '--from', 'left'], "--call 'x': one tile in mpsz, e.g. 5p (0p = the red five)"],
    [['--call', '4m', '--from', 'behind'], "--from 'behind': left, across or right (the seat that discarded the tile)"],
    [['--call', '4m', '--call', '5m', '--from', 'left'], '--call given twice'],
    [
      ['--call', '4m', '--from', 'left', '--score', '--win', '4m'],
      '--call and --score cannot be combined: one asks of a call, the other of a win',
    ],
    [['--call', '4m', '--from', 'left', '--shanten'], '--call and --shanten cannot be combined: --call prints a readable table or --json'],
    [
      ['--call', '4m', '--from', 'left', '--format', 'tenhou'],
      '--call and --format tenhou cannot be combined: --call prints a readable table or --json',
    ],
    [['--call', '4m', '--from', 'left', '--ippatsu'], '--ippatsu describes a win: give it with --score or --probabilities'],
  ])('%j: %s', async (argv, message) => {
    const { code, stdout, stderr } = await pairi([...argv, HAND]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(`pairi: ${message}`);
  });

  test("the winds and the rules are the call table's too: they name the yakuhai and say whether kuitan counts", async () => {
    const east = await json(['--call', '1z', '--from', 'right', '--round', 'E', '11z234m567p789s55s']);
    expect(east.calls[1]).toMatchObject({ call: 'pon', meldYaku: true, yaku: [] });
    const south = await json(['--call', '1z', '--from', 'right', '--round', 'S', '--seat', 'W', '11z234m567p789s55s']);
    expect(south.calls[1]).toMatchObject({ call: 'pon', meldYaku: false });
    const noKuitan = await json(['--call', '2m', '--from', 'left', '--rules', 'kuitan=false', '34m567p234s6688s9s']);
    expect(noKuitan.calls[1].yaku.map((y: { yaku: string }) => y.yaku)).not.toContain('tanyao');
    const kuitan = await json(['--call', '2m', '--from', 'left', '34m567p234s6688s9s']);
    expect(kuitan.calls[1].yaku.map((y: { yaku: string }) => y.yaku)).toContain('tanyao');
  });
});

describe('pairi --call: a hand that cannot take the offer', () => {
  test.each([
    [['--call', '1m', '--from', 'left', '123m456p789s11222z'], 'The hand has 14 tiles: a call is offered to a hand of 13'],
    [['--call', '1m', '--from', 'left', '1234m'], 'The hand has 4 tiles: a call is offered to a hand of 13'],
    [
      ['--call', '1m', '--from', 'left', '--dora', '1m', '1112m456p789s123s'],
      'The tile offered, 1m, would be a fifth copy (3 in the hand, 1 dora indicator); a kind has only four.',
    ],
    [
      ['--call', '0m', '--from', 'right', '--seen', '0m', '123m456p789s1112z'],
      'The tile offered, 0m, would be a second red five (the other is seen); a set has one red five per suit.',
    ],
    [['--call', '5m', '--from', 'left', '--players', '3', '19m123p456p789s11z'], 'The tile offered, 5m: a three-player set has no 2m-8m.'],
    [
      ['--call', '1z', '--from', 'across', '--players', '3', '19m123p456p789s11z'],
      'The offer is not one: three players have nobody across.',
    ],
  ])('%j: exit 2, "%s"', async (argv, message) => {
    const hand = argv.at(-1)!;
    const { code, stdout, stderr } = await pairi(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.startsWith(`pairi: ${hand}: ${message}`)).toBe(true);
    const asJson = await pairi(['--json', ...argv]);
    expect(asJson.code).toBe(2);
    const object = JSON.parse(asJson.stdout);
    expect(object.input).toBe(hand);
    expect(object.error.message.startsWith(message)).toBe(true);
  });

  test('the other hands are still answered', async () => {
    const { code, stdout } = await pairi(['--json', '--call', '4m', '--from', 'left', '1234m', HAND]);
    expect(code).toBe(2);
    const [bad, good] = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(bad.error.code).toBe('not-a-call-hand');
    expect(good.calls.map((c: { call: string }) => c.call)).toEqual(['pass', 'chi', 'chi']);
  });
});

describe('pairi --call --json', () => {
  test('the fields, in order: passing first, then each call with its meld, forbidden kinds, rows, best and yaku', async () => {
    const object = await json(['--call', '4m', '--from', 'left', HAND]);
    expect(Object.keys(object)).toEqual(['input', 'hand', 'offer', 'calls']);
    expect(object.offer).toEqual({ tile: '4m', from: 'left' });
    expect(object.calls[0]).toEqual({ call: 'pass' });
    const chi = object.calls[1];
    expect(Object.keys(chi)).toEqual(['call', 'meld', 'redKept', 'forbidden', 'discards', 'best', 'yaku', 'meldYaku', 'noYaku']);
    expect(chi).toMatchObject({ call: 'chi', meld: '(234m)', redKept: false, forbidden: ['1m', '4m'] });
    expect(Object.keys(chi.discards[0])).toEqual(['discard', 'shanten', 'tiles', 'count']);
    expect(chi.best).toEqual({ discard: chi.discards[0].discard, shanten: chi.discards[0].shanten, count: chi.discards[0].count });
    expect(object.calls[2]).toMatchObject({ call: 'chi', meld: '(345m)', redKept: true, forbidden: ['4m'] });
  });

  // The hands after each call, written out: the tiles shown leave the hand, the meld joins it.
  test.each([
    [['--call', '4m', '--from', 'left', HAND], 1, '40m5m678p11z222s(234m)', ['1m', '4m']],
    [['--call', '4m', '--from', 'left', HAND], 2, '240m678p11z222s(345m)', ['4m']],
    [['--call', '7z', '--from', 'across', '777z23m456p789s12z'], 1, '7z23m456p789s12z(777z)', ['7z']],
    [['--call', '5m', '--from', 'right', '--seen', '19p', '055m123p456p789s1z'], 1, '0m123p456p789s1z(555m)', ['5m']],
  ])("%j: call %i's rows are `pairi --json` of %s, less %j", async (argv, index, after, forbidden) => {
    const table = argv.includes('--seen') ? ['--seen', argv[argv.indexOf('--seen') + 1]!] : [];
    const object = await json(argv);
    const whole = await json([...table, after]);
    const allowed = whole.discards.filter((r: { discard: string }) => !forbidden.includes(r.discard));
    expect(object.calls[index].discards).toEqual(allowed);
    expect(object.calls[index].forbidden).toEqual(forbidden);
    // With swap-calling allowed, every row.
    const loose = await json(['--swap-calling', ...argv]);
    expect(loose.calls[index].discards).toEqual(whole.discards);
  });

  test('an open kan: the 13-tile hand after it as `pairi --json` writes a 13-tile hand', async () => {
    const object = await json(['--call', '1m', '--from', 'across', '1112m456p789s123s']);
    const kan = object.calls.find((c: { call: string }) => c.call === 'kan');
    const whole = await json(['2m456p789s123s(1111m)']);
    expect(kan).toMatchObject({ meld: '(1111m)', forbidden: [], ukeire: whole.ukeire, waits: whole.waits });
    expect(kan).not.toHaveProperty('discards');
  });

  test('--two-step adds the next step to each row, and only then', async () => {
    const plain = await json(['--call', '4m', '--from', 'left', HAND]);
    expect(plain.calls[1].discards[1]).not.toHaveProperty('nextAverage');
    const steps = await json(['--two-step', '--call', '4m', '--from', 'left', HAND]);
    const twoStep = await json(['--two-step', '40m5m678p11z222s(234m)']);
    const next = new Map(twoStep.discards.map((r: { discard: string; nextAverage: number | null }) => [r.discard, r.nextAverage]));
    for (const row of steps.calls[1].discards) expect(row.nextAverage).toBe(next.get(row.discard));
  });

  test('a meld writes the red five as 0 exactly when it holds it', async () => {
    // Held: the concealed fives of 5m, plain and red; the offer plain or red. The meld holds the red five when
    // it is offered, or when the call takes more fives from the hand than its plain ones.
    for (const [hand, reds] of [
      ['055m123p456p789s1z', 1],
      ['05m123p456p789s11z', 1],
      ['55m123p456p789s11z', 0],
      ['555m123p456p789s1z', 0],
      ['40m6m123p456p1112z', 1],
      ['40m5m6m123p456p111z', 1],
      ['4m5m6m123p456p111z7z', 0],
    ] as const) {
      const plainFives = [...(hand.match(/\d+m/g) ?? []).join('')].filter((c) => c === '5').length;
      for (const offered of ['3m', '4m', '5m', '0m', '6m', '7m']) {
        if (offered === '0m' && reds > 0) continue;
        for (const from of ['left', 'right']) {
          const { code, stdout } = await pairi(['--json', '--call', offered, '--from', from, hand]);
          expect(code, `${hand} ${offered}`).toBe(0);
          for (const call of JSON.parse(stdout).calls.slice(1)) {
            const kinds = [...call.meld.replace(/[()m]/g, '')].map((c) => (c === '0' ? '5' : c));
            const fivesTaken = kinds.filter((c) => c === '5').length - (offered === '5m' || offered === '0m' ? 1 : 0);
            const holdsRed = offered === '0m' || (reds > 0 && fivesTaken > plainFives);
            expect(call.meld.includes('0'), `${hand} ${offered} from ${from}: ${call.meld}`).toBe(holdsRed);
            expect(call.redKept, `${hand} ${offered}: ${call.meld}`).toBe(reds > 0 && fivesTaken > 0 && !holdsRed);
          }
        }
      }
    }
  });

  test('with a table, each row counts the live red fives as `pairi --json` does', async () => {
    const object = await json(['--call', '4m', '--from', 'left', '--seen', '1m', HAND]);
    for (const row of object.calls[1].discards) expect(row).toHaveProperty('red');
  });
});

describe('pairi --call: the readable table', () => {
  test('pass, each call with its best discard and forbidden kinds, its yaku, and its rows', async () => {
    const { code, stdout } = await pairi(['--call', '4m', '--from', 'left', HAND]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('23405m678p222s11z  offered 4m from the left player (上家)');
    expect(lines[1]).toBe('  pass');
    expect(lines[2]).toBe('  chi (234m): best discard 5m, shanten 0, 7 left · swap-calling forbids 1m 4m');
    expect(lines).toContain('  chi (345m) (the red five kept): best discard 2m, shanten 0, 7 left · swap-calling forbids 4m');
    // No row of a forbidden kind under the first chi.
    const second = lines.findIndex((l) => l.startsWith('  chi (345m)'));
    const rows = lines.slice(4, second).filter((l) => /^ {4}\d[mpsz] /.test(l));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.slice(4, 6)).not.toMatch(/^(1m|4m)$/);
  });

  test('a call that leaves no yaku says so', async () => {
    const { stdout } = await pairi(['--call', '4s', '--from', 'left', '56s22p(123m)(999p)(789s)']);
    expect(stdout).toContain('NO YAKU (役なし)');
  });

  test('an open kan: its effective tiles before the replacement draw', async () => {
    const { stdout } = await pairi(['--call', '1m', '--from', 'across', '1112m456p789s123s']);
    expect(stdout).toContain('  kan (1111m): then a replacement draw; the hand: 聴牌 tenpai');
    expect(stdout).toContain('    effective tiles: 2m  (3 left)');
  });
});

describe('pairi --call --probabilities', () => {
  const DRAGONS = '23m456p11789s556z';
  /** The engine's own call table for the hand, at the CLI's default seat winds. */
  function engineTable(hand: string, offer: number, turn: number, options: Record<string, unknown> = {}, dora = '') {
    const table = parseTable({ dora });
    if (!table.ok) throw new Error('bad table');
    const position = parsePosition(hand, table.value);
    if (!position.ok) throw new Error('bad hand');
    const result = game.callOptions(
      position.value,
      { tile: { kind: offer, red: false }, from: 2 },
      { probabilities: { turn, ...options } },
    );
    if (!result.ok) throw new Error(result.error.code);
    return result.value.calls;
  }

  test("each entry carries its figures at --turn, the engine's own, a chi or pon naming the discard that gives each", async () => {
    const out = await json(['--call', '5z', '--from', 'across', '--probabilities', '--turn', '4', DRAGONS]);
    const want = engineTable(DRAGONS, 31, 4);
    expect(out.calls.map((c: { call: string }) => c.call)).toEqual(['pass', 'pon']);
    expect(out.calls[0].probabilities).toEqual({
      turn: 4,
      tenpai: want[0]!.probabilities!.tenpai,
      win: want[0]!.probabilities!.win,
      ev: want[0]!.probabilities!.ev,
    });
    const pon = want[1]!.probabilities!;
    expect(out.calls[1].probabilities).toEqual({
      turn: 4,
      tenpai: pon.tenpai,
      win: pon.win,
      ev: pon.ev,
      by: { tenpai: tileCode(pon.by!.tenpai.kind), win: tileCode(pon.by!.win.kind), ev: tileCode(pon.by!.ev.kind) },
    });
    // Passing keeps riichi for later, the pon a sure yaku: here the pon wins more often and passing scores more.
    expect(out.calls[1].probabilities.win).toBeGreaterThan(out.calls[0].probabilities.win);
    expect(out.calls[0].probabilities.ev).toBeGreaterThan(out.calls[1].probabilities.ev);
  });

  test("without --turn the turn is 1; the probabilities' options apply", async () => {
    const plain = await json(['--call', '5z', '--from', 'across', '--probabilities', DRAGONS]);
    expect(plain.calls[0].probabilities.turn).toBe(1);
    const options = await json([
      '--call',
      '5z',
      '--from',
      'across',
      '--probabilities',
      '--turn',
      '6',
      '--tegawari',
      '--dora',
      '4z',
      DRAGONS,
    ]);
    const want = engineTable(DRAGONS, 31, 6, { handChanges: true }, '4z');
    expect(options.calls[1].probabilities.ev).toBe(want[1]!.probabilities!.ev);
    expect(options.calls[1].probabilities.ev).not.toBe(plain.calls[1].probabilities.ev);
  });

  test('the readable table gives each entry one line of figures', async () => {
    const { code, stdout } = await pairi(['--call', '5z', '--from', 'across', '--probabilities', '--turn', '4', DRAGONS]);
    expect(code).toBe(0);
    const want = engineTable(DRAGONS, 31, 4);
    const line = (p: { tenpai: number; win: number; ev: number }) =>
      `turn 4: tenpai ${(100 * p.tenpai).toFixed(2)}%, win ${(100 * p.win).toFixed(2)}%, expected score ${p.ev.toFixed(0)}`;
    const lines = stdout.split('\n').map((l) => l.trim());
    expect(lines[lines.indexOf('pass') + 1]).toBe(line(want[0]!.probabilities!));
    expect(lines).toContain(`${line(want[1]!.probabilities!)} (discarding 6z)`);
  });

  test('turn 18 is no turn for a call: said per hand, status 2', async () => {
    const { code, stderr } = await pairi(['--call', '5z', '--from', 'across', '--probabilities', '--turn', '18', DRAGONS]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `pairi: ${DRAGONS}: The turn is 18: a call or a kan is judged at turns 1-17 (at turn 18 no draw is left for its draw to take the place of).\n`,
    );
  });
});
