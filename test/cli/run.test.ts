import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { run } from '../../src/cli/run.ts';
import type { Input } from '../../src/cli/input-lines.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Standard input that fails the run (exit 70) if it is read at all. */
const untouchedStdin: AsyncIterable<string> = {
  [Symbol.asyncIterator]() {
    throw new Error('standard input was read');
  },
};

async function pairi(argv: string[], stdin: Input = untouchedStdin) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    stdin,
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  return { code, stdout, stderr };
}

const GOLDEN = '4569m1222569p258s';
// Tenhou's 牌理 text for GOLDEN: the first three lines are Tenhou's own output; the rest are the other
// discards that keep 3-shanten, hand-worked (see tenhou-text.test.ts).
const GOLDEN_TEXT = [
  '4569m1222569p258s',
  '打5s 摸[7m8m9m1p2p3p4p7p8p9p1s2s3s4s6s7s8s9s 64枚]',
  '打9p 摸[7m8m9m1p2p3p4p7p1s2s3s4s5s6s7s8s9s 60枚]',
  '打2s 摸[7m8m9m1p2p3p4p7p8p9p3s4s5s6s7s8s9s 60枚]',
  '打8s 摸[7m8m9m1p2p3p4p7p8p9p1s2s3s4s5s6s7s 60枚]',
  '打1p 摸[7m8m9m4p7p8p9p1s2s3s4s5s6s7s8s9s 59枚]',
  '打9m 摸[1p2p3p4p7p8p9p1s2s3s4s5s6s7s8s9s 56枚]',
].join('\n');
const TENPAI = '1112345678999m'; // waits on every 1m-9m: 1 + 3*7 + 1 = 23 left

describe('pairi (table)', () => {
  test('a shanten header, then the discards that keep it, then those that raise it after a divider', async () => {
    const { code, stdout, stderr } = await pairi([GOLDEN]);
    expect([code, stderr]).toEqual([0, '']);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('4569m1222569p258s  3向聴 (standard 3, regular 3, chiitoitsu 5, kokushi 10) · 14 tiles');
    const divider = lines.findIndex((l) => l.includes('raise the shanten'));
    const parse = (l: string) => {
      const m = /^\s+(\S+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(l);
      if (!m) throw new Error(`not a row: ${l}`);
      return { discard: m[1], shanten: Number(m[2]), count: Number(m[3]), tiles: m[4] };
    };
    const keep = lines.slice(2, divider).map(parse);
    const raise = lines.slice(divider + 1).map(parse);
    // equal counts in tile order here (9p, 2s, 8s); only the Tenhou text uses the typed order
    expect(keep.map((r) => `${r.discard} ${r.count}`)).toEqual(['5s 64', '9p 60', '2s 60', '8s 60', '1p 59', '9m 56']);
    expect(keep[0]).toEqual({ discard: '5s', shanten: 3, count: 64, tiles: '789m 1234789p 12346789s' });
    // breaking 456m, 222p or 56p costs a shanten
    expect(raise.map((r) => r.discard).sort()).toEqual(['2p', '4m', '5m', '5p', '6m', '6p']);
    expect(raise.every((r) => r.shanten === 4)).toBe(true);
  });

  test('a tenpai 13-tile hand lists its waits and how many are left', async () => {
    const { code, stdout } = await pairi([TENPAI]);
    expect(code).toBe(0);
    expect(stdout).toContain('聴牌');
    expect(stdout).toContain('waits: 123456789m  (23 left)');
  });

  test('--form regular ranks by the regular form and says so', async () => {
    const { stdout } = await pairi(['--form=regular', '1133557799m113p']);
    expect(stdout.split('\n')[0]).toBe(
      '1133557799m113p  3向聴 (standard 0, regular 3, chiitoitsu 0, kokushi 9) · 13 tiles · regular form only',
    );
  });
});

describe('pairi --format tenhou', () => {
  test("Tenhou's text, byte for byte, with one newline after it", async () => {
    expect(await pairi(['--format', 'tenhou', GOLDEN])).toEqual({ code: 0, stdout: GOLDEN_TEXT + '\n', stderr: '' });
  });

  test('several hands: one block each, separated by an empty line', async () => {
    const { stdout } = await pairi(['--format=tenhou', GOLDEN, TENPAI]);
    expect(stdout).toBe(`${GOLDEN_TEXT}\n\n${TENPAI}\n待ち[1m2m3m4m5m6m7m8m9m 23枚]\n`);
  });

  test('--seen lowers the counts; a kind with no copy left disappears', async () => {
    expect((await pairi(['--format', 'tenhou', '--seen', '5m', TENPAI])).stdout).toBe(`${TENPAI}\n待ち[1m2m3m4m5m6m7m8m9m 22枚]\n`);
    // 1m: 3 in the hand + 1 seen = all four
    expect((await pairi(['--format', 'tenhou', '--seen=1m7z', TENPAI])).stdout).toBe(`${TENPAI}\n待ち[2m3m4m5m6m7m8m9m 22枚]\n`);
  });

  test('--form regular: a seven-pairs tenpai becomes a 3-shanten hand', async () => {
    expect((await pairi(['--format', 'tenhou', '1133557799m113p'])).stdout).toBe('1133557799m113p\n待ち[3p 3枚]\n');
    expect((await pairi(['--format', 'tenhou', '--form', 'regular', '1133557799m113p'])).stdout).toBe(
      '1133557799m113p\n摸[1m2m3m4m5m6m7m8m9m1p2p 32枚]\n',
    );
  });
});

describe('pairi reads what players paste, as the page does', () => {
  test("a Tenhou link: its hand, in every output; Tenhou's text starts with the link's hand, as Tenhou shows it", async () => {
    const link = `https://tenhou.net/2/?q=${GOLDEN.replace('p', 'p%20')}`;
    expect(await pairi(['--format', 'tenhou', link])).toEqual({ code: 0, stdout: GOLDEN_TEXT + '\n', stderr: '' });
    const table = await pairi([link]);
    expect(table.stdout).toBe((await pairi([GOLDEN])).stdout);
  });

  test("the form stays --form's: a ?p= link is read, not obeyed", async () => {
    const link = 'https://tenhou.net/2/?p=1133557799m113p';
    expect((await pairi(['--format', 'tenhou', link])).stdout).toBe('1133557799m113p\n待ち[3p 3枚]\n');
  });

  test('Unicode tiles, kanji, capitals and commas, on the line and in --seen', async () => {
    const { code, stdout, stderr } = await pairi(['--shanten', '--seen', '東,🀇', '🀇🀈🀉 456P, 789S 東東白白']);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toBe('🀇🀈🀉 456P, 789S 東東白白\t0\t0\t4\t8\n');
  });

  test('--help says what a HAND may be, a Tenhou link included', async () => {
    const { stdout } = await pairi(['--help']);
    expect(stdout).toContain('Tenhou\nlink (https://tenhou.net/2/?q=HAND, ?p=, ?qd=, ?pd=), whose hand is read');
    expect(stdout).toContain('the kanji honours 東南西北白發中');
  });

  test('a tile of another game: the message names it and its place, counted in characters', async () => {
    const { code, stderr } = await pairi(['🀇🀈🀉🀢']);
    expect(code).toBe(1);
    expect(stderr).toBe('pairi: 🀇🀈🀉🀢: "🀢" at character 4 is a flower tile, not a tile of riichi mahjong.\n');
  });
});

describe('pairi --shanten', () => {
  test('HAND, then standard, regular, chiitoitsu, kokushi, tab-separated; "-" where a form cannot apply', async () => {
    const { code, stdout } = await pairi(['--shanten', GOLDEN, '1133557799m113p', '123m111z3z5p(456p)(789s)']);
    expect(code).toBe(0);
    expect(stdout).toBe(
      ['4569m1222569p258s\t3\t3\t5\t10', '1133557799m113p\t0\t3\t0\t9', '123m111z3z5p(456p)(789s)\t0\t0\t-\t-', ''].join('\n'),
    );
  });
});

describe('pairi --json', () => {
  const json = async (...argv: string[]) => {
    const { stdout } = await pairi(['--json', ...argv]);
    return stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  };

  test('a 14-tile hand: fields in order, tiles as mpsz codes, every discard listed', async () => {
    const [obj] = await json(GOLDEN);
    expect(Object.keys(obj!)).toEqual(['input', 'hand', 'tiles', 'melds', 'shanten', 'discards', 'agari']);
    expect(obj).toMatchObject({
      input: GOLDEN,
      hand: '4569m1222569p258s',
      tiles: 14,
      melds: [],
      shanten: { standard: 3, regular: 3, chiitoitsu: 5, kokushi: 10 },
      agari: false,
    });
    const discards = obj!.discards as { discard: string; shanten: number; tiles: string[]; count: number }[];
    expect(discards).toHaveLength(12); // 12 distinct kinds in the hand
    expect(discards[0]).toEqual({
      discard: '5s',
      shanten: 3,
      tiles: '7m8m9m1p2p3p4p7p8p9p1s2s3s4s6s7s8s9s'.match(/\d[mpsz]/g),
      count: 64,
    });
  });

  test('input as typed, hand canonical, melds as mpsz strings, a red five discard as its 5', async () => {
    const [obj] = await json('0m3z123m456p789s111z');
    expect(obj).toMatchObject({ input: '0m3z123m456p789s111z', hand: '1230m456p789s1113z', melds: [] });
    const discards = obj!.discards as { discard: string }[];
    expect(discards.map((d) => d.discard)).toContain('5m');
    expect(JSON.stringify(discards)).not.toMatch(/0[mps]/);

    const [melded] = await json('123m111z3z5p (456p) (789s)');
    expect(melded).toMatchObject({
      hand: '123m5p1113z(456p)(789s)',
      tiles: 14,
      melds: ['(456p)', '(789s)'],
      shanten: { standard: 0, regular: 0, chiitoitsu: null, kokushi: null },
    });
  });

  test('a tenpai 13-tile hand: "ukeire" and "waits" with every wait counted', async () => {
    const [obj] = await json(TENPAI);
    expect(Object.keys(obj!)).toEqual(['input', 'hand', 'tiles', 'melds', 'shanten', 'ukeire', 'waits', 'agari']);
    expect(obj!.ukeire).toEqual({ shanten: 0, tiles: ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'], count: 23 });
    const waits = obj!.waits as { tile: string; count: number; decompositions: string[] }[];
    expect(waits.map((w) => [w.tile, w.count])).toEqual([
      ['1m', 1],
      ['2m', 3],
      ['3m', 3],
      ['4m', 3],
      ['5m', 3],
      ['6m', 3],
      ['7m', 3],
      ['8m', 3],
      ['9m', 1],
    ]);
    for (const w of waits) expect(w.decompositions.length).toBeGreaterThan(0);
  });

  test('a 13-tile hand short of tenpai has no "waits"', async () => {
    const [obj] = await json('123m456p789s1234z');
    expect(Object.keys(obj!)).toEqual(['input', 'hand', 'tiles', 'melds', 'shanten', 'ukeire', 'agari']);
    expect(obj!.ukeire).toEqual({ shanten: 2, tiles: ['1z', '2z', '3z', '4z'], count: 12 });
  });

  test('a complete hand is agari and carries its decompositions', async () => {
    const [obj] = await json('123m456p789s111z33z');
    expect(obj!.agari).toBe(true);
    expect(Object.keys(obj!).at(-1)).toBe('decompositions');
    expect(obj!.decompositions).toHaveLength(1); // 123m 456p 789s 111z + 33z: the only split
  });
});

describe('pairi: standard input, bad hands, exit status', () => {
  test('one hand per line; blank lines skipped; a bad line reported, the others still analysed, exit 1', async () => {
    const stdin = `${GOLDEN}\n\n   \nxyz\r\n${TENPAI}`; // CRLF and a last line without newline too
    const { code, stdout, stderr } = await pairi(['--shanten'], stdin);
    expect(code).toBe(1);
    expect(stdout).toBe(`${GOLDEN}\t3\t3\t5\t10\n${TENPAI}\t0\t0\t4\t10\n`);
    expect(stderr.split('\n')).toHaveLength(2); // one line, newline-terminated
    expect(stderr).toMatch(/^pairi: xyz: .+\n$/);
  });

  test('with --json a bad hand also gives an error object on its own line', async () => {
    const { code, stdout } = await pairi(['--json'], `${GOLDEN}\nxyz\n${TENPAI}\n`);
    expect(code).toBe(1);
    const objs = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(objs.map((o) => o.input)).toEqual([GOLDEN, 'xyz', TENPAI]);
    expect(objs[1]).toEqual({
      input: 'xyz',
      error: { code: 'unknown-character', message: expect.any(String), index: 0 },
    });
  });

  test('a stream split anywhere (mid-hand, mid-character) reads as the same lines', async () => {
    const bytes = new TextEncoder().encode(`\uFEFF${GOLDEN}\n${TENPAI}\n`);
    async function* chunks() {
      for (let i = 0; i < bytes.length; i += 5) yield bytes.slice(i, i + 5);
    }
    const { code, stdout } = await pairi(['--shanten'], chunks());
    expect(code).toBe(0);
    expect(stdout).toBe(`${GOLDEN}\t3\t3\t5\t10\n${TENPAI}\t0\t0\t4\t10\n`);
  });

  test('a runaway bad line is echoed cut short on stderr, whole in --json', async () => {
    const junk = 'x'.repeat(100_000);
    const { code, stdout, stderr } = await pairi(['--json', junk]);
    expect(code).toBe(1);
    expect(stderr.startsWith(`pairi: ${'x'.repeat(80)}…: `)).toBe(true);
    expect(stderr.length).toBeLessThan(300);
    expect(JSON.parse(stdout).input).toBe(junk);
  });

  test('hands given as arguments: standard input is never read', async () => {
    expect((await pairi([TENPAI])).code).toBe(0);
  });

  test('a fifth copy counting the --seen tiles is a bad hand (exit 1)', async () => {
    const { code, stdout, stderr } = await pairi(['--seen', '11m', TENPAI, GOLDEN, '--shanten']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^pairi: 1112345678999m: .*\n$/);
    expect(stdout).toBe(`${GOLDEN}\t3\t3\t5\t10\n`);
  });

  test.each([
    [['--bogus'], /unknown option '--bogus'/],
    [['-x'], /unknown option '-x'/],
    [['--format'], /--format needs a value/],
    [['--format', 'json'], /unknown --format 'json'/],
    [['--form', 'chiitoitsu'], /unknown --form 'chiitoitsu'/],
    [['--json', '--shanten'], /--json and --shanten cannot be combined/],
    [['--format', 'tenhou', '--json'], /cannot be combined/],
    [['--json=yes'], /--json takes no value/],
    [['--seen'], /--seen needs a value/],
    [['--seen', '1m', '--seen', '2m'], /--seen given twice/],
    [['--seen', '9z'], /^pairi: --seen '9z': .+/],
    [['--seen', '11111m'], /^pairi: --seen '11111m': .+/],
    [['--dora'], /--dora needs a value/],
    [['--dora', '1m', '--dora', '2m'], /--dora given twice/],
    [['--dora', '1z2z3z4z5z6z'], /^pairi: --dora '1z2z3z4z5z6z': More than 5 dora indicators: the sixth is at character 11/],
    [['--seen', '555p', '--dora', '55p'], /^pairi: --dora '55p': Five copies of 5p \(3 seen, 2 dora indicators\)/],
    [['--seen', '0m', '--dora', '0m'], /^pairi: --dora '0m': A second red five "0m" .*\(the other is seen\)/],
    [['--players', '2'], /^pairi: --players '2': a game has 3 or 4 players/],
    [['--players', '3', '--players', '3'], /--players given twice/],
    [['--players', '3', '--seen', '19m5m'], /^pairi: --seen '19m5m': "5m" at character 4 of the seen tiles: .*no 2m-8m/],
    [['--players', '3', '--dora', '0m'], /^pairi: --dora '0m': .*no red 5m/],
    [['--nuki', '1'], /^pairi: --nuki '1': .*only a three-player game/],
    [['--players', '3', '--nuki', '5'], /--nuki '5': a player sets aside 0 to 4 north tiles/],
    [['--players', '3', '--nuki', 'x'], /--nuki 'x'/],
    [['--players', '3', '--seen', '444z', '--nuki', '1', '--dora', '4z'], /^pairi: --nuki '1': 5 copies of 4z/],
  ])('bad option %j: a clear message, exit 2, nothing analysed', async (argv, message) => {
    const { code, stdout, stderr } = await pairi([GOLDEN, ...argv]); // options last: a missing value stays missing
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  test('--help prints the usage on stdout and exits 0', async () => {
    const { code, stdout } = await pairi(['--help', GOLDEN]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: pairi \[analyze\] \[options\] \[HAND \.\.\.\]/);
    for (const option of [
      '--json',
      '--format tenhou',
      '--shanten',
      '--form regular',
      '--seen TILES',
      '--dora TILES',
      '--players 3|4',
      '--nuki N',
      '--version',
    ]) {
      expect(stdout).toContain(option);
    }
    expect((await pairi(['-h'])).stdout).toBe(stdout);
  });

  test('--version prints the package.json version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await pairi(['--version'])).toEqual({ code: 0, stdout: `pairi ${pkg.version}\n`, stderr: '' });
  });

  test('an internal failure is one line and exit 70, never a stack trace', async () => {
    const broken: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('device lost\nat somewhere')) }),
    };
    expect(await pairi([], broken)).toEqual({ code: 70, stdout: '', stderr: 'pairi: internal error: device lost\n' });
  });
});

describe('pairi in a real game: --seen, --dora, --players, --nuki', () => {
  // 46m 123p 456p 789p 111z: discard 1z -> the kanchan waits 5m; discard 4m or 6m -> a tanki on the other.
  const KANCHAN14 = '46m123p456p789p111z';
  const KANCHAN13 = '46m123p456p789p11z';

  test('the table: dora, wall left, and live red fives after each count', async () => {
    const { code, stdout } = await pairi(['--seen', '0p5m', '--dora', '4p9s', KANCHAN14]);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    // 136 - 14 in the hand - 2 seen - 2 indicators = 118; 4p points to 5p, 9s to 1s.
    expect(lines[0]).toBe(
      '46m123456789p111z  聴牌 tenpai (standard 0, regular 0, chiitoitsu 5, kokushi 9) · 14 tiles · dora 5p 1s · 118 unseen',
    );
    // Tanki 6m / 4m: 4 - 1 in the hand = 3, not fives. Kanchan 5m: 4 - 1 seen = 3, and the red 5m is live
    // (the red five seen is 0p). Equal counts in tile order.
    expect(lines.slice(2, 5)).toEqual([
      '  4m             0      3        6m',
      '  6m             0      3        4m',
      '  1z             0      3 (赤1)  5m',
    ]);
  });

  test('without any table option the output is unchanged (no wall, no red counts)', async () => {
    const { stdout } = await pairi([KANCHAN14]);
    expect(stdout.split('\n')[0]).toMatch(/· 14 tiles$/);
    expect(stdout).not.toContain('赤');
    expect(stdout.split('\n')[2]).toBe('  1z             0      4  5m'); // 4 left: nothing seen
  });

  test('--json: players, dora, wallLeft, deadTenpai, and a red count on ukeire and each wait', async () => {
    const { stdout } = await pairi(['--json', '--dora', '4p', KANCHAN13]);
    const obj = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(obj)).toEqual([
      'input',
      'hand',
      'tiles',
      'melds',
      'players',
      'dora',
      'wallLeft',
      'shanten',
      'ukeire',
      'waits',
      'deadTenpai',
      'agari',
    ]);
    expect(obj).toMatchObject({ players: 4, dora: ['5p'], wallLeft: 136 - 13 - 1, deadTenpai: false });
    expect(obj.ukeire).toEqual({ shanten: 0, tiles: ['5m'], count: 4, red: 1 });
    expect((obj.waits as object[]).map((w) => ({ ...w, decompositions: undefined }))).toEqual([
      { tile: '5m', count: 4, red: 1, decompositions: undefined },
    ]);
    // The red 5m seen: three plain ones left.
    const seenRed = JSON.parse((await pairi(['--json', '--seen', '0m', KANCHAN13])).stdout) as Record<string, unknown>;
    expect(seenRed.ukeire).toEqual({ shanten: 0, tiles: ['5m'], count: 3, red: 0 });
    // Discard rows carry it too.
    const rows = JSON.parse((await pairi(['--json', '--players', '4', KANCHAN14])).stdout).discards as object[];
    expect(rows.slice(0, 3)).toEqual([
      { discard: '1z', shanten: 0, tiles: ['5m'], count: 4, red: 1 },
      { discard: '4m', shanten: 0, tiles: ['6m'], count: 3, red: 0 },
      { discard: '6m', shanten: 0, tiles: ['4m'], count: 3, red: 0 },
    ]);
  });

  test('a dead tenpai (every wait visible) is flagged in the table and in --json', async () => {
    // 1223344888999m waits 1m (three left) and 4m (two left): all five seen.
    const argv = ['--seen', '111m44m', '1223344888999m'];
    expect((await pairi(argv)).stdout).toContain('空聴');
    const obj = JSON.parse((await pairi(['--json', ...argv])).stdout) as Record<string, unknown>;
    expect(obj.deadTenpai).toBe(true);
    expect(obj.ukeire).toEqual({ shanten: 0, tiles: [], count: 0, red: 0 });
    expect((obj.waits as { count: number }[]).map((w) => w.count)).toEqual([0, 0]);
    expect(obj.wallLeft).toBe(136 - 13 - 5);
  });

  test('--players 3: shanten never plans a set through 2m-8m; the wall is 108', async () => {
    // Hand-worked in position.test.ts: 1-shanten with four players, 2-shanten with three (1m, 9m dead).
    const hand = '19m55z (111m) (999m) (111p)';
    expect((await pairi(['--shanten', hand])).stdout).toBe(`${hand}\t1\t1\t-\t-\n`);
    expect((await pairi(['--shanten', '--players', '3', hand])).stdout).toBe(`${hand}\t2\t2\t-\t-\n`);
    const obj = JSON.parse((await pairi(['--json', '--players', '3', '--nuki', '1', hand])).stdout) as {
      wallLeft: number;
      ukeire: { tiles: string[]; count: number; red: number };
    };
    expect(obj.wallLeft).toBe(108 - 13 - 1);
    expect(obj.ukeire.tiles.filter((t) => /^[2-8]m$/.test(t))).toEqual([]);
    expect(obj.ukeire.count).toBe(95 - 1); // one 4z set aside
    expect(obj.ukeire.red).toBe(2);
  });

  test("--format tenhou stays Tenhou's text: indicators count as seen, no red counts", async () => {
    // 1112345678999m waits on 1m-9m, 23 left; a 5m indicator takes one.
    expect((await pairi(['--format', 'tenhou', '--dora', '5m', TENPAI])).stdout).toBe(`${TENPAI}\n待ち[1m2m3m4m5m6m7m8m9m 22枚]\n`);
  });

  test('a hand impossible with the table is a bad hand (exit 1); the others are still analysed', async () => {
    const { code, stdout, stderr } = await pairi(['--shanten', '--players', '3', '123m456p789s1234z', '19m19p19s1234567z']);
    expect(code).toBe(1);
    expect(stderr).toBe('pairi: 123m456p789s1234z: "2m" at character 2: a three-player set has no 2m-8m.\n');
    expect(stdout).toBe('19m19p19s1234567z\t0\t8\t6\t0\n');
    const fifth = await pairi(['--dora', '5p', '--seen', '5p', '--shanten', '555p123m456s789s1z']);
    expect(fifth.code).toBe(1);
    expect(fifth.stderr).toContain('Five copies of 5p (3 in the hand, 1 seen, 1 dora indicator)');
  });
});

describe('the pairi executable (node --import tsx src/cli/main.ts)', () => {
  const spawn = (argv: string[], input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...argv], { cwd: ROOT, input, encoding: 'utf8' });

  test('reads standard input, reports a bad line on stderr, exits 1', () => {
    const result = spawn(['--shanten'], `${GOLDEN}\nxyz\n`);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(`${GOLDEN}\t3\t3\t5\t10\n`);
    expect(result.stderr).toMatch(/^pairi: xyz: [^\n]+\n$/);
  });

  test('a bad option exits 2 with no stack trace', () => {
    const result = spawn(['--bogus'], '');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("pairi: unknown option '--bogus'\nTry 'pairi --help' for the options.\n");
  });
});
