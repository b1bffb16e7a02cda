/**
 * pairi --score: the command line carries score() whole: the situation options reach the engine, the
 * JSON has the fields, a hand that cannot be scored is that hand's error (exit 1) while the
 * others are scored, and score options without --score are a usage error. The values themselves are
 * checked against an independent scorer in test/engine/scoring.
 */
import { describe, expect, test } from 'vitest';
import { run } from '../../src/cli/run.ts';

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

const json = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('pairi --score --json', () => {
  test('one object per hand with the score fields; every situation option reaches the scorer', async () => {
    const { code, stdout } = await pairi([
      '--score',
      '--json',
      '--win',
      '0p',
      '--ron',
      '--riichi',
      '--ippatsu',
      '--dora',
      '4p',
      '--ura',
      '6z',
      '--honba',
      '2',
      '--sticks',
      '1',
      '--seat',
      'E',
      '--round',
      'S',
      '234m340567p567s77z',
    ]);
    expect(code).toBe(0);
    const [hand] = json(stdout);
    expect(hand).toMatchObject({ input: '234m340567p567s77z', hand: '234m340567p567s77z' });
    const score = hand!.score as Record<string, unknown>;
    expect(Object.keys(score)).toEqual([
      'yaku',
      'han',
      'fu',
      'fuParts',
      'yakuman',
      'limit',
      'points',
      'payments',
      'total',
      'wait',
      'decomposition',
      'dealer',
    ]);
    // 立直 1 + 一発 1 + ドラ 2 (5p twice) + 赤ドラ 1 + 裏ドラ 2 (7z twice): 7 han, 跳満; the dealer's ron is 18,000.
    expect((score.yaku as { ja: string; han: number }[]).map((y) => `${y.ja}${y.han}`)).toEqual([
      '立直1',
      '一発1',
      'ドラ2',
      '赤ドラ1',
      '裏ドラ2',
    ]);
    expect([score.han, score.fu, score.limit, score.points, score.total, score.dealer]).toEqual([
      7,
      40,
      '跳満',
      18000,
      18000 + 600 + 1000,
      true,
    ]);
    expect(score.payments).toEqual({ ron: 18600 });
    expect((score.fuParts as { ja: string; tiles?: string[] }[]).find((p) => p.tiles)?.tiles).toEqual(['7z', '7z']);
  });

  test('a yakuman: han and fu null, yakuman the multiple; a counted yakuman is not one', async () => {
    // 四暗刻単騎 counts twice with the double-yakuman switch on (Mahjong Soul's; Tenhou's default counts it once).
    const { stdout } = await pairi([
      '--score',
      '--json',
      '--win',
      '5z',
      '--ron',
      '--rules',
      'doubleYakuman=true',
      '111m222p333s444z55z',
      '22334456767899m',
    ]);
    const [yakuman] = json(stdout);
    expect(yakuman!.score).toMatchObject({ han: null, fu: null, yakuman: 2, limit: '役満', points: 64000 });
    const counted = await pairi([
      '--score',
      '--json',
      '--win',
      '8m',
      '--ron',
      '--riichi',
      '--dora',
      '1m',
      '--ura',
      '1m',
      '22334456767899m',
    ]);
    expect(json(counted.stdout)[0]!.score).toMatchObject({ han: 13, yakuman: 0, limit: '数え役満', points: 32000 });
  });

  test('no yaku: score null with a reason, exit 0', async () => {
    const { code, stdout } = await pairi(['--score', '--json', '--win', '1z', '--ron', '123m456p789s11z(123s)']);
    expect(code).toBe(0);
    expect(json(stdout)[0]).toMatchObject({ score: null, reason: expect.stringMatching(/no yaku/i) });
  });

  test('--rules turns the switches: 喰いタン off leaves an open all-simples hand without a yaku', async () => {
    const on = await pairi(['--score', '--json', '--win', '8s', '--ron', '234m345p56788s(567m)']);
    const off = await pairi(['--score', '--json', '--win', '8s', '--ron', '--rules', 'kuitan=false', '234m345p56788s(567m)']);
    expect(json(on.stdout)[0]!.score).toMatchObject({ han: 1 });
    expect(json(off.stdout)[0]!.score).toBeNull();
  });

  test("the defaults are Tenhou's (one yakuman for a thirteen-sided kokushi); --rules mahjongsoul doubles it, tenhou restores it", async () => {
    const kokushi = ['--score', '--json', '--win', '7z', '--ron', '19m19p19s12345677z'];
    const points = async (extra: string[]) =>
      json((await pairi([...extra, ...kokushi])).stdout)[0]!.score as { yakuman: number; points: number };
    expect(await points([])).toMatchObject({ yakuman: 1, points: 32000 });
    expect(await points(['--rules', 'tenhou'])).toMatchObject({ yakuman: 1, points: 32000 });
    expect(await points(['--rules', 'mahjongsoul'])).toMatchObject({ yakuman: 2, points: 64000 });
    expect(await points(['--rules', 'mahjongsoul,doubleYakuman=false'])).toMatchObject({ yakuman: 1, points: 32000 });
  });

  test("--rules switches over a set: Mahjong Soul's with 切り上げ満貫 pays 4 han 30 fu as a mangan", async () => {
    const hand = ['--score', '--json', '--win', '5s', '--ron', '--riichi', '--dora', '8s', '234567m345p56799s'];
    const plain = json((await pairi(['--rules', 'mahjongsoul', ...hand])).stdout)[0]!.score;
    const kiriage = json((await pairi(['--rules', 'mahjongsoul,kiriageMangan=true', ...hand])).stdout)[0]!.score;
    expect(plain).toMatchObject({ han: 4, fu: 30, points: 7700 });
    expect(kiriage).toMatchObject({ han: 4, fu: 30, limit: '満貫', points: 8000 });
  });

  test('a hand that is not complete, or lacks the winning tile, is its own error (exit 1); the others are scored', async () => {
    const { code, stdout, stderr } = await pairi([
      '--score',
      '--json',
      '--win',
      '5s',
      '--ron',
      '234567m345p56799s',
      '234567m345p5679s',
      '234567m345p67899s',
    ]);
    expect(code).toBe(1);
    const [good, short, missing] = json(stdout);
    expect(good!.score).toMatchObject({ points: 1000 });
    expect(short!.error).toMatchObject({ code: 'not-complete' });
    expect(missing!.error).toMatchObject({ code: 'win-not-in-hand' });
    expect(stderr).toContain('234567m345p67899s: The winning tile 5s is not among');
  });

  test('a situation that cannot happen for the hand is its error: riichi after a call', async () => {
    const { code, stderr } = await pairi(['--score', '--win', '8s', '--ron', '--riichi', '234m345p56788s(567m)']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Riichi needs a closed hand/);
  });
});

describe('pairi --score (readable)', () => {
  test('the yaku with their han, the fu parts, the points and who pays, the reading', async () => {
    const { code, stdout } = await pairi(['--score', '--win', '3m', '111222333m456p77z']);
    expect(code).toBe(0);
    expect(stdout).toContain('三暗刻 Three concealed triplets');
    expect(stdout).toContain('Fu: 副底 20 + ツモ 2 + 暗刻 幺九牌 111m 8 + 暗刻 中張牌 222m 4 + 暗刻 中張牌 333m 4 + 役牌の雀頭 77z 2 = 40');
    expect(stdout).toContain('3 han 40 fu: 5,200');
    expect(stdout).toContain('Paid: tsumo 1,300 / 2,600 (non-dealers / dealer)');
    expect(stdout).toContain('Read as (111m)(222m)(333m)(456p)(77z), won on a 双碰 shanpon wait');
  });
});

describe('pairi --score usage errors (exit 2)', () => {
  test.each<[string[], RegExp]>([
    [['--ron', '123m'], /--ron describes a win: give it with --score/],
    [['--score', '123m'], /--score needs --win TILE/],
    [['--score', '--win', '5x', '123m'], /--win '5x': one tile/],
    [['--score', '--win', '55m', '123m'], /--win '55m': one tile/],
    [['--score', '--win', '5m', '--shanten', '123m'], /--score and --shanten cannot be combined/],
    [['--score', '--win', '5m', '--two-step', '123m'], /--score and --two-step cannot be combined/],
    [['--score', '--win', '5m', '--round', 'X', '123m'], /--round 'X': a wind is E, S, W or N/],
    [['--score', '--win', '5m', '--rules', 'kuitan=maybe', '123m'], /kuitan=maybe: true or false/],
    [['--score', '--win', '5m', '--rules', 'tobi=true', '123m'], /unknown rule 'tobi'/],
    [['--score', '--win', '5m', '--rules', 'doubleWindFu=3', '123m'], /doubleWindFu=3/],
    [['--score', '--win', '5m', '--rules', 'majsoul', '123m'], /unknown rule 'majsoul' \(known: tenhou, mahjongsoul, /],
    [['--rules', 'mahjongsoul', '123m'], /--rules says how wins are valued: give it with --score or --probabilities/],
    [['--score', '--win', '5m', '--honba', '-1', '123m'], /--honba needs a value/],
    [['--score', '--win', '5m', '--ura', '1234567m', '123m'], /--ura '1234567m'/],
  ])('%j', async (argv, message) => {
    const { code, stderr } = await pairi(argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});
