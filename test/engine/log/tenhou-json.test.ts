/**
 * Tenhou's replay JSON (src/engine/log/tenhou-json/, docs/game-logs.md#tenhous-replay-json) read into
 * the game-log model and written back.
 *
 *  - Hand-written kyoku, one per kind of move and end: each is compact JSON as Tenhou writes it, and the
 *    moves it must read are written in mpsz by the test's own helpers (no code table of the reader's),
 *    in the order a table plays them; each also reads back equal after writeTenhouJson.
 *  - Errors: each code, with the kyoku, the move, the seat and the text at fault.
 *  - A table simulated here (random legal play with real hands, three and four players: calls, kans,
 *    riichi, north tiles, every end) gives game logs whose written JSON must read back equal: the reader
 *    must find the order of play the table had, from the lists alone.
 *  - Fuzz: random JSON and mutated logs give a Result, never a throw, in little time; a mutated log that
 *    reads is one the writer writes back to the same log.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  kyokuName,
  type GameLog,
  type LogEnd,
  type LogError,
  type LogKyoku,
  type KyokuMove,
  type KyokuSeat,
} from '../../../src/engine/log/game-log.ts';
import { readMjlog, writeMjlog } from '../../../src/engine/log/mjlog/index.ts';
import { readTenhouJson, writeTenhouJson } from '../../../src/engine/log/tenhou-json/index.ts';
import type { Tile } from '../../../src/engine/types.ts';

// ---------------------------------------------------------------------------------------------------------
// Helpers: tiles and moves in mpsz, logs as JSON

/** One tile from its mpsz code: `5m`, `0p` (the red five), `7z`. */
const t = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]!) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};
/** Tiles from codes written one after another: `3m4m`. */
const ts = (codes: string): Tile[] => (codes.match(/\d[mpsz]/g) ?? []).map(t);
const mpsz = (tile: Tile) => `${tile.red ? 0 : tile.kind < 27 ? (tile.kind % 9) + 1 : tile.kind - 26}${'mpsz'[Math.floor(tile.kind / 9)]}`;

/**
 * Moves written short: `0<9p` draw, `0<<9p` replacement draw, `0>3s` discard (`*` tsumogiri, `!` riichi),
 * `1:chi3s<0(4s5s)` a call of seat 0's 3s, `3:ankan(7z7z7z7z)`, `2:kakan6z`, `0:north4z`, `dora6s`.
 */
function moves(text: string): KyokuMove[] {
  return text
    .trim()
    .split(/\s+/)
    .map((token): KyokuMove => {
      let m: RegExpExecArray | null;
      const seat = () => Number(token[0]) as KyokuSeat;
      if ((m = /^dora(\d[mpsz])$/.exec(token))) return { move: 'dora', indicator: t(m[1]!) };
      if ((m = /^\d(<<?)(\d[mpsz])$/.exec(token))) return { move: 'draw', seat: seat(), tile: t(m[2]!), replacement: m[1] === '<<' };
      if ((m = /^\d>(\d[mpsz])([*!]*)$/.exec(token))) {
        return { move: 'discard', seat: seat(), tile: t(m[1]!), tsumogiri: m[2]!.includes('*'), riichi: m[2]!.includes('!') };
      }
      if ((m = /^\d:(chi|pon|kan)(\d[mpsz])<(\d)\(((?:\d[mpsz])+)\)$/.exec(token))) {
        return { move: 'call', seat: seat(), call: m[1] as 'chi', tiles: ts(m[4]!), called: t(m[2]!), from: Number(m[3]) as KyokuSeat };
      }
      if ((m = /^\d:ankan\(((?:\d[mpsz]){4})\)$/.exec(token))) return { move: 'closed-kan', seat: seat(), tiles: ts(m[1]!) };
      if ((m = /^\d:kakan(\d[mpsz])$/.exec(token))) return { move: 'added-kan', seat: seat(), tile: t(m[1]!) };
      if ((m = /^\d:north(\d[mpsz])$/.exec(token))) return { move: 'north', seat: seat(), tile: t(m[1]!) };
      throw new Error(`not a move: ${token}`);
    });
}

/** A move written short (the inverse of `moves`), for messages. */
function short(m: KyokuMove): string {
  if (m.move === 'dora') return `dora${mpsz(m.indicator)}`;
  if (m.move === 'draw') return `${m.seat}${m.replacement ? '<<' : '<'}${mpsz(m.tile)}`;
  if (m.move === 'discard') return `${m.seat}>${mpsz(m.tile)}${m.tsumogiri ? '*' : ''}${m.riichi ? '!' : ''}`;
  if (m.move === 'call') return `${m.seat}:${m.call}${mpsz(m.called)}<${m.from}(${m.tiles.map(mpsz).join('')})`;
  if (m.move === 'closed-kan') return `${m.seat}:ankan(${m.tiles.map(mpsz).join('')})`;
  return `${m.seat}:${m.move === 'added-kan' ? 'kakan' : 'north'}${mpsz(m.tile)}`;
}

const NAMES = ['A', 'B', 'C', 'D'];
const START = [25000, 25000, 25000, 25000];

/** A log as Tenhou writes it, around its kyoku. */
const game = (log: unknown[][], extra: Record<string, unknown> = {}) => ({
  title: ['', ''],
  name: NAMES,
  rule: { disp: '般南喰赤', aka: 1 },
  log,
  ...extra,
});

/** Dealt hands for four players (seat 0 to 3), in Tenhou's codes. */
const H0 = [11, 12, 13, 14, 15, 16, 17, 18, 19, 33, 41, 41, 45];
const H1 = [21, 22, 23, 24, 25, 26, 27, 28, 29, 34, 35, 42, 45];
const H2 = [31, 32, 36, 37, 38, 39, 43, 43, 44, 45, 45, 46, 46];
const H3 = [11, 12, 13, 21, 22, 23, 31, 32, 33, 46, 47, 47, 47];

/** An East 1 kyoku (dealer seat 0) with these four seats' takes and gives, dealt H0-H3. */
function east1(
  seats: [unknown[], unknown[], unknown[], unknown[], unknown[], unknown[], unknown[], unknown[]],
  result?: unknown[],
  dora: number[] = [21],
): unknown[] {
  const [t0, g0, t1, g1, t2, g2, t3, g3] = seats;
  const kyoku: unknown[] = [[0, 0, 0], START, dora, [], H0, t0, g0, H1, t1, g1, H2, t2, g2, H3, t3, g3];
  if (result) kyoku.push(result);
  return kyoku;
}

function read(value: unknown): GameLog {
  const r = readTenhouJson(value);
  if (!r.ok) throw new Error(`not read: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** What the written log reads back as, through JSON text as a file or an address holds it. */
const roundTrip = (log: GameLog) => read(JSON.parse(JSON.stringify(writeTenhouJson(log))));

/** Reads a log, checks its first kyoku's moves are `expected`, and that it reads back equal once written. */
function readsAs(value: unknown, expected: string, kyoku = 0): GameLog {
  const log = read(value);
  expect(log.kyoku[kyoku]!.moves.map(short).join(' ')).toBe(moves(expected).map(short).join(' '));
  expect(log.kyoku[kyoku]!.moves).toEqual(moves(expected));
  expect(roundTrip(log)).toEqual(log);
  return log;
}

const errorOf = (value: unknown): LogError => {
  const r = readTenhouJson(value);
  if (r.ok) throw new Error('read, where an error was expected');
  return r.error;
};

// ---------------------------------------------------------------------------------------------------------
// Moves

describe('readTenhouJson: the order of play found from the lists', () => {
  test('the dealer draws first, then the seats in turn; 60 is the tile just drawn, a tile code a discard from the hand', () => {
    const log = readsAs(game([east1([[29], [60], [21], [45], [47], [60], [41], [47]])]), '0<9p 0>9p* 1<1p 1>5z 2<7z 2>7z* 3<1z 3>7z');
    expect(log.kyoku[0]).toMatchObject({
      round: 'E',
      number: 1,
      dealer: 0,
      honba: 0,
      sticks: 0,
      indicator: t('1p'),
      ura: [],
      end: { end: 'none' },
    });
    expect(log.kyoku[0]!.dealt).toEqual([H0, H1, H2, H3].map((h) => h.map((c) => t(`${c % 10}${'mpsz'[Math.floor(c / 10) - 1]}`))));
  });

  test('chi: c<called><a><b> in the takes of the seat after the discarder', () => {
    readsAs(game([east1([[29], [33], ['c333435'], [45], [47], [60], [41], [47]])]), '0<9p 0>3s 1:chi3s<0(4s5s) 1>5z 2<7z 2>7z* 3<1z 3>7z');
  });

  test.each([
    [
      'left (the seat before): p<called><a><b>',
      [[29], [60], [21], [45], ['p454545'], [31], [42], [60]],
      '0<9p 0>9p* 1<1p 1>5z 2:pon5z<1(5z5z) 2>1s 3<2z 3>2z*',
    ],
    [
      'across: <a>p<called><b>, the seat between passed over',
      [[29, 41], [45, 60], [], [], ['45p4545'], [31], [42], [60]],
      '0<9p 0>5z 2:pon5z<0(5z5z) 2>1s 3<2z 3>2z* 0<1z 0>1z*',
    ],
    [
      'right (the seat after): <a><b>p<called>, play goes back to it',
      [[29], [60], [21], [60], [33, '4646p46'], [60, 31], [16, 42], [46, 60]],
      '0<9p 0>9p* 1<1p 1>1p* 2<3s 2>3s* 3<6m 3>6z 2:pon6z<3(6z6z) 2>1s 3<2z 3>2z*',
    ],
  ])('pon from the %s', (_name, seats, expected) => {
    readsAs(game([east1(seats as Parameters<typeof east1>[0])]), expected);
  });

  test.each([
    [
      'left: m<called><a><b><c>',
      [[29, 42], [60, 60], [21], [60], [47], [60], ['m47474747', 31], [0, 60]],
      '0<9p 0>9p* 1<1p 1>1p* 2<7z 2>7z* 3:kan7z<2(7z7z7z) 3<<1s 3>1s* dora6s 0<2z 0>2z*',
    ],
    [
      'across: <a>m<called><b><c>',
      [[29, 42], [60, 60], [47], [60], [], [], ['47m474747', 31], [0, 60]],
      '0<9p 0>9p* 1<7z 1>7z* 3:kan7z<1(7z7z7z) 3<<1s 3>1s* dora6s 0<2z 0>2z*',
    ],
    [
      'right: <a><b><c>m<called>',
      [[47, 42], [60, 60], [], [], [], [], ['474747m47', 31], [0, 60]],
      '0<7z 0>7z* 3:kan7z<0(7z7z7z) 3<<1s 3>1s* dora6s 0<2z 0>2z*',
    ],
  ])(
    'open kan from the %s; its gives hold 0, then the replacement draw, and its indicator shows after the next discard',
    (_name, seats, expected) => {
      readsAs(game([east1(seats as Parameters<typeof east1>[0], undefined, [21, 36])]), expected);
    },
  );

  test('closed kan: <t><t><t>a<t> in the gives; its indicator shows at once, before the replacement draw', () => {
    readsAs(
      game([east1([[29, 42], [60, 60], [21], [60], [33], [60], [47, 31], ['474747a47', 60]], undefined, [21, 36])]),
      '0<9p 0>9p* 1<1p 1>1p* 2<3s 2>3s* 3<7z 3:ankan(7z7z7z7z) dora6s 3<<1s 3>1s* 0<2z 0>2z*',
    );
  });

  test('a closed kan with a red five: read red first (as the XML reader gives it), written red last (as Tenhou writes it)', () => {
    const dealt = [15, 15, 15, 11, 12, 13, 14, 16, 17, 18, 19, 41, 45];
    const k = [[0, 0, 0], START, [21, 36], [], dealt, [51, 29], ['151515a51', 60], H1, [], [], H2, [], [], H3, [], []];
    const log = readsAs(game([k]), '0<0m 0:ankan(0m5m5m5m) dora6s 0<<9p 0>9p*');
    expect(writeTenhouJson(log).log[0]![6]).toEqual(['151515a51', 60]);
    // The same log through Tenhou's XML.
    expect(readMjlog(writeMjlog(log))).toEqual({ ok: true, value: log });
  });

  test('added kan: the pon string with k and the added tile at its marker; the indicator after the next discard', () => {
    readsAs(
      game([
        east1(
          [
            [29, 22],
            [60, 60],
            [21, 23],
            [60, 60],
            [33, '4646p46', 46, 39],
            [60, 31, '4646k4646', 60],
            [16, 42, 38],
            [46, 60, 60],
          ],
          undefined,
          [21, 36],
        ),
      ]),
      '0<9p 0>9p* 1<1p 1>1p* 2<3s 2>3s* 3<6m 3>6z 2:pon6z<3(6z6z) 2>1s 3<2z 3>2z* 0<2p 0>2p* 1<3p 1>3p* 2<6z 2:kakan6z 2<<9s 2>9s* dora6s 3<8s 3>8s*',
    );
  });

  test("an open kan's indicator, not yet shown when the seat adds to a pon, shows at the added kan's replacement draw", () => {
    const h2 = [31, 32, 36, 37, 38, 39, 43, 43, 43, 44, 44, 46, 46];
    const kyoku = [
      [0, 0, 0],
      START,
      [21, 36, 17],
      [],
      H0,
      [29, 43],
      [60, 60],
      H1,
      [21],
      [60],
      h2,
      [33, '4646p46', '43m434343', 46, 39],
      [60, 31, 0, '4646k4646', 60],
      H3,
      [16, 42],
      [46, 60],
    ];
    readsAs(
      game([kyoku]),
      '0<9p 0>9p* 1<1p 1>1p* 2<3s 2>3s* 3<6m 3>6z 2:pon6z<3(6z6z) 2>1s 3<2z 3>2z* 0<3z 0>3z* 2:kan3z<0(3z3z3z) 2<<6z 2:kakan6z dora6s 2<<9s 2>9s* dora7m',
    );
  });

  test("an added kan robbed before its replacement draw: the open kan's indicator before it never shows", () => {
    const h2 = [31, 32, 36, 37, 38, 39, 43, 43, 43, 44, 44, 46, 46];
    const result = ['和了', [0, 0, -8000, 8000], [3, 2, 3, '満貫8000点', '槍槓(1飜)']];
    const kyoku = [
      [0, 0, 0],
      START,
      [21],
      [],
      H0,
      [29, 43],
      [60, 60],
      H1,
      [21],
      [60],
      h2,
      [33, '4646p46', '43m434343', 46],
      [60, 31, 0, '4646k4646'],
      H3,
      [16, 42],
      [46, 60],
      result,
    ];
    readsAs(
      game([kyoku]),
      '0<9p 0>9p* 1<1p 1>1p* 2<3s 2>3s* 3<6m 3>6z 2:pon6z<3(6z6z) 2>1s 3<2z 3>2z* 0<3z 0>3z* 2:kan3z<0(3z3z3z) 2<<6z 2:kakan6z',
    );
  });

  test('riichi: r60 declares with the tile just drawn, r<tile> with a tile from the hand', () => {
    readsAs(game([east1([[29], ['r60'], [21], ['r45'], [33], [60], [], []])]), '0<9p 0>9p*! 1<1p 1>5z! 2<3s 2>3s*');
  });

  test('a pon taking a riichi discard', () => {
    readsAs(game([east1([[29], [60], [21], ['r45'], ['p454545'], [31], [], []])]), '0<9p 0>9p* 1<1p 1>5z! 2:pon5z<1(5z5z) 2>1s');
  });

  test('red fives: 51, 52, 53 are the red 5m, 5p, 5s, in every list and call', () => {
    const kyoku = [
      [0, 0, 0],
      START,
      [53],
      [52],
      [...H0.slice(0, 12), 51],
      [52],
      [60],
      [...H1.slice(0, 12), 25],
      ['p522525'],
      [42],
      H2,
      [],
      [],
      H3,
      [],
      [],
    ];
    const log = readsAs(game([kyoku]), '0<0p 0>0p* 1:pon0p<0(5p5p) 1>2z');
    expect(log.red).toBe(true);
    expect(log.kyoku[0]).toMatchObject({ indicator: t('0s'), ura: [t('0p')] });
    expect(log.kyoku[0]!.dealt[0]![12]).toEqual(t('0m'));
  });
});

// ---------------------------------------------------------------------------------------------------------
// Ends

describe('readTenhouJson: how a kyoku ends', () => {
  test('tsumo: the kyoku ends after the draw; A-B点 is A from each non-dealer and B from the dealer', () => {
    const log = readsAs(
      game([
        east1(
          [[29], [60], [21], [], [], [], [], []],
          ['和了', [-500, 1100, -300, -300], [1, 1, 1, '30符1飜300-500点', '門前清自摸和(1飜)']],
        ),
      ]),
      '0<9p 0>9p* 1<1p',
    );
    expect(log.kyoku[0]!.end).toEqual({
      end: 'win',
      wins: [{ seat: 1, from: 1, points: 1100, yaku: ['門前清自摸和(1飜)'] }],
      deltas: [-500, 1100, -300, -300],
    });
  });

  test("a dealer's tsumo: A点∀ is A from each seat, and is written so", () => {
    const value = game([
      east1([[29], [], [], [], [], [], [], []], ['和了', [2100, -700, -700, -700], [0, 0, 0, '40符1飜700点∀', '門前清自摸和(1飜)']]),
    ]);
    const log = readsAs(value, '0<9p');
    expect(log.kyoku[0]!.end).toMatchObject({ wins: [{ seat: 0, from: 0, points: 2100 }] });
    expect(writeTenhouJson(log).log[0]![16]).toEqual(['和了', [2100, -700, -700, -700], [0, 0, 0, '700点∀', '門前清自摸和(1飜)']]);
  });

  test('ron: the kyoku ends after the discard; a limit name before the points is read', () => {
    const log = readsAs(
      game([
        east1([[29], [45], [], [], [], [], [], []], ['和了', [-8000, 0, 8000, 0], [2, 0, 2, '満貫8000点', '役牌 白(1飜)', 'ドラ(3飜)']]),
      ]),
      '0<9p 0>5z',
    );
    expect(log.kyoku[0]!.end).toEqual({
      end: 'win',
      wins: [{ seat: 2, from: 0, points: 8000, yaku: ['役牌 白(1飜)', 'ドラ(3飜)'] }],
      deltas: [-8000, 0, 8000, 0],
    });
  });

  test('double ron: two wins, deltas summed; written back as Tenhou splits them (the sticks to the first winner)', () => {
    const result = [
      '和了',
      [-2000, 3000, 0, 0],
      [1, 0, 1, '30符2飜2000点', '役牌 中(1飜)'],
      [-5200, 0, 0, 5200],
      [3, 0, 3, '40符3飜5200点', '立直(1飜)'],
    ];
    const kyoku = east1([[29], [45], [], [], [], [], [], []], result);
    (kyoku[0] as number[])[2] = 1;
    const log = readsAs(game([kyoku]), '0<9p 0>5z');
    expect(log.kyoku[0]!.end).toEqual({
      end: 'win',
      wins: [
        { seat: 1, from: 0, points: 2000, yaku: ['役牌 中(1飜)'] },
        { seat: 3, from: 0, points: 5200, yaku: ['立直(1飜)'] },
      ],
      deltas: [-7200, 3000, 0, 5200],
    });
    const written = writeTenhouJson(log).log[0]![16] as unknown[];
    expect([written[1], written[3]]).toEqual([
      [-2000, 3000, 0, 0],
      [-5200, 0, 0, 5200],
    ]);
  });

  test('chankan: a ron on an added kan ends the kyoku there, with no replacement draw and no indicator', () => {
    const log = readsAs(
      game([
        east1(
          [
            [29, 22],
            [60, 60],
            [21, 23],
            [60, 60],
            [33, '4646p46', 46],
            [60, 31, '4646k4646'],
            [16, 42],
            [46, 60],
          ],
          ['和了', [0, 0, -8000, 8000], [3, 2, 3, '満貫8000点', '槍槓(1飜)']],
        ),
      ]),
      '0<9p 0>9p* 1<1p 1>1p* 2<3s 2>3s* 3<6m 3>6z 2:pon6z<3(6z6z) 2>1s 3<2z 3>2z* 0<2p 0>2p* 1<3p 1>3p* 2<6z 2:kakan6z',
    );
    expect(log.kyoku[0]!.end).toMatchObject({ wins: [{ seat: 3, from: 2 }] });
  });

  test('a tsumo on the replacement draw (rinshan) after a closed kan', () => {
    readsAs(
      game([
        east1(
          [[29], [60], [21], [60], [33], [60], [47, 31], ['474747a47']],
          ['和了', [-2000, -1000, -1000, 4000], [3, 3, 3, '満貫1000-2000点', '嶺上開花(1飜)']],
          [21, 36],
        ),
      ]),
      '0<9p 0>9p* 1<1p 1>1p* 2<3s 2>3s* 3<7z 3:ankan(7z7z7z7z) dora6s 3<<1s',
    );
  });

  const fourEast = [[41], [60], [41], [60], [41], [60], [41], [60]];
  const afterFour = '0<1z 0>1z* 1<1z 1>1z* 2<1z 2>1z* 3<1z 3>1z*';
  test.each([
    ['流局', [1500, -500, -500, -500], 'exhaustive'],
    ['全員聴牌', undefined, 'exhaustive'],
    ['全員不聴', [0, 0, 0, 0], 'exhaustive'],
    ['流し満貫', [12000, -4000, -4000, -4000], 'nagashi'],
    ['四風連打', undefined, 'four-winds'],
    ['四家立直', undefined, 'four-riichi'],
    ['四槓散了', undefined, 'four-kans'],
    ['四開槓', undefined, 'four-kans'],
    ['三家和了', undefined, 'three-ron'],
    ['三家和', [0, 0, 0, 0], 'three-ron'],
  ])('%s after a discard: a %s draw', (word, deltas, kind) => {
    const log = readsAs(game([east1(fourEast as Parameters<typeof east1>[0], deltas ? [word, deltas] : [word])]), afterFour);
    expect(log.kyoku[0]!.end).toEqual({ end: 'draw', kind, deltas: deltas ?? [0, 0, 0, 0] });
  });

  test('九種九牌 after a draw: nine terminals, with no discard', () => {
    const log = readsAs(game([east1([[41], [], [], [], [], [], [], []], ['九種九牌'])]), '0<1z');
    expect(log.kyoku[0]!.end).toEqual({ end: 'draw', kind: 'nine-terminals', deltas: [0, 0, 0, 0] });
    expect(writeTenhouJson(log).log[0]![16]).toEqual(['九種九牌']);
  });

  test('a kyoku with no result ends where its lists do: no end', () => {
    const log = readsAs(game([east1([[29], [60], [21], [], [], [], [], []])]), '0<9p 0>9p* 1<1p');
    expect(log.kyoku[0]!.end).toEqual({ end: 'none' });
    expect(writeTenhouJson(log).log[0]).toHaveLength(16);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The ambiguity the search settles

describe('readTenhouJson: a call whose discard the lists leave open', () => {
  test('a pon and a chi of the same discard: the pon first, the chi when the pon leads nowhere', () => {
    // Seat 0 throws 3s; seat 1 chis it. Seat 3 pons a later 3s of seat 0's, after seat 1's 2p was called
    // back round by seat 0; taking seat 3's pon at the first 3s leaves seat 1's chi with nothing to take.
    const kyoku = [
      [0, 0, 0],
      START,
      [21],
      [],
      [11, 12, 13, 14, 15, 16, 17, 18, 22, 22, 33, 33, 45],
      [29, '2222p22'],
      [33, 33],
      [21, 23, 24, 25, 26, 27, 28, 29, 34, 35, 42, 45, 22],
      ['c333435'],
      [22],
      H2,
      [],
      [],
      [11, 12, 13, 21, 23, 23, 32, 33, 33, 46, 47, 47, 47],
      ['3333p33'],
      [47],
    ];
    readsAs(game([kyoku]), '0<9p 0>3s 1:chi3s<0(4s5s) 1>2p 0:pon2p<1(2p2p) 0>3s 3:pon3s<0(3s3s) 3>7z');
  });

  test('the same tile thrown twice before the caller moves again: the pon took the second, which only the lists after it show', () => {
    // Seat 0 throws 1z; seat 3 (holding two) lets it pass. Seat 1 throws 7p, which seat 0 pons from its
    // right; seat 0 throws 1z again, and seat 3 pons it. Had seat 3 taken the first, seat 0's pon of 7p
    // would come where seat 0 must draw.
    const kyoku = [
      [0, 0, 0],
      START,
      [21],
      [],
      [11, 12, 13, 14, 15, 16, 17, 18, 27, 27, 41, 41, 45],
      [29, '2727p27'],
      [41, 41],
      [21, 22, 23, 24, 25, 26, 28, 29, 34, 35, 42, 45, 45],
      [27],
      [60],
      H2,
      [],
      [],
      [11, 12, 13, 21, 22, 23, 31, 32, 41, 41, 47, 47, 33],
      ['4141p41'],
      [33],
    ];
    readsAs(game([kyoku]), '0<9p 0>1z 1<7p 1>7p* 0:pon7p<1(7p7p) 0>1z 3:pon1z<0(1z1z) 3>3s');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Three players, headers, rules

describe('readTenhouJson: three players', () => {
  // Seat 0 sets two norths aside; seat 1 pons seat 0's 6z (the seat before it: the left place); seat 2
  // pons seat 0's 1z (the seat after it, which faces it across the table's empty fourth seat: the across
  // place); seat 1 wins by tsumo.
  const seats = [
    [11, 19, 21, 22, 23, 24, 25, 26, 31, 32, 33, 44, 45],
    [44, 42, 46, 41, 47],
    ['f44', 'f44', 60, 60, 60],
    [11, 19, 27, 28, 29, 34, 35, 36, 37, 38, 39, 46, 46],
    ['p464646', 19],
    [39],
    [11, 19, 21, 22, 23, 31, 32, 33, 41, 41, 42, 42, 47],
    [45, '41p4141'],
    [60, 42],
  ];
  const result = ['和了', [-1300, 2000, -700, 0], [1, 1, 1, '30符2飜700-1300点', '門前清自摸和(1飜)']];
  const kyoku = (s: unknown[][]) => [[0, 0, 0], [35000, 35000, 35000, 0], [21], [], ...s, [], [], [], result];
  const rule = { disp: '三鳳南喰赤', aka51: 1, aka52: 1, aka53: 1 };
  const expected =
    '0<4z 0:north4z 0<<2z 0:north4z 0<<6z 0>6z* 1:pon6z<0(6z6z) 1>9s 2<5z 2>5z* 0<1z 0>1z* 2:pon1z<0(1z1z) 2>2z 0<7z 0>7z* 1<9m';

  test('the fourth seat is empty; f44 sets a north aside and the same seat draws a replacement; names and scores of three', () => {
    const log = readsAs(game([kyoku(seats)], { name: ['A', 'B', 'C', ''], rule }), expected);
    expect(log).toMatchObject({ players: 3, names: ['A', 'B', 'C'], red: true });
    expect(log.kyoku[0]).toMatchObject({ scores: [35000, 35000, 35000], end: { deltas: [-1300, 2000, -700], wins: [{ points: 2000 }] } });
  });

  test("written as Tenhou writes it: the fourth seat's lists empty, its name '' and score 0, the markers counted around four seats", () => {
    const written = writeTenhouJson(read(game([kyoku(seats)], { name: ['A', 'B', 'C', ''], rule })));
    expect(written.name).toEqual(['A', 'B', 'C', '']);
    const k = written.log[0]!;
    expect(k[1]).toEqual([35000, 35000, 35000, 0]);
    expect(k.slice(4, 16)).toEqual([...seats, [], [], []]);
    expect((k[16] as unknown[])[1]).toEqual([-1300, 2000, -700, 0]);
  });

  test.each<[string, number, unknown[], LogError]>([
    [
      'seat 1 calls seat 0 at the left place: across names the empty seat, so the pon takes nothing and comes where seat 1 draws',
      4,
      ['46p4646', 19],
      { code: 'out-of-turn', kyoku: 0, move: 7, seat: 1, found: '46p4646' },
    ],
    [
      'seat 2 calls seat 0 across: right names the empty seat, so play passes to seat 1, and seat 0 is left with takes',
      7,
      [45, '4141p41'],
      { code: 'cut-short', kyoku: 0, move: 14, seat: 0, found: '47' },
    ],
  ])('%s', (_name, at, takes, expected) => {
    expect(errorOf(game([kyoku(seats.map((s, i) => (i === at ? takes : s)))], { rule }))).toEqual(expected);
  });

  test('three players have no 2m-8m and no chi', () => {
    const with2m = seats.map((s, i) => (i === 1 ? [12, 42, 46, 41, 47] : s));
    expect(errorOf(game([kyoku(with2m)], { rule }))).toEqual({ code: 'bad-tile', kyoku: 0, move: 1, seat: 0, found: '12' });
    const chi = [[27], [60], ['c272829'], [19], [], []];
    const k = [
      [0, 0, 0],
      [35000, 35000, 35000, 0],
      [21],
      [],
      seats[0],
      ...chi.slice(0, 2),
      seats[3],
      ...chi.slice(2, 4),
      seats[6],
      ...chi.slice(4),
      [],
      [],
      [],
    ];
    expect(errorOf(game([k], { rule }))).toEqual({ code: 'out-of-turn', kyoku: 0, move: 3, seat: 1, found: 'c272829' });
  });

  test('a ron on a north set aside (robbed as an added kan is): the kyoku ends after the north, with no replacement draw', () => {
    // Seat 0 waits on a single North; seat 1 draws one and sets it aside; seat 0 wins on it.
    const k = [
      [0, 0, 0],
      [35000, 35000, 35000, 0],
      [47],
      [],
      [21, 21, 21, 22, 22, 22, 23, 23, 23, 24, 24, 24, 44],
      [11],
      [60],
      [25, 25, 25, 26, 26, 26, 27, 27, 27, 28, 28, 28, 29],
      [44],
      ['f44'],
      [31, 31, 31, 32, 32, 32, 33, 33, 33, 34, 34, 34, 35],
      [],
      [],
      [],
      [],
      [],
      ['和了', [9600, -9600, 0, 0], [0, 1, 0, '9600点']],
    ];
    const log = readsAs(game([k], { rule }), '0<1m 0>1m* 1<4z 1:north4z');
    expect(log.kyoku[0]!.end).toEqual({ end: 'win', wins: [{ seat: 0, from: 1, points: 9600, yaku: [] }], deltas: [9600, -9600, 0] });
    // Not from a seat that did not set it aside.
    const wrong = [...k.slice(0, 16), ['和了', [9600, 0, -9600, 0], [0, 2, 0, '9600点']]];
    expect(errorOf(game([wrong], { rule }))).toEqual({ code: 'out-of-turn', kyoku: 0, move: 5, seat: 0, found: '0 from 2' });
  });
});

describe('readTenhouJson: the header, names, title and rule', () => {
  /** A kyoku of index `index` in which the dealer draws once and the log stops. */
  const bare = (index: number, honba = 0, sticks = 0) => {
    const dealer = index % 4;
    const k: unknown[] = [[index, honba, sticks], START, [21], [], H0, [], [], H1, [], [], H2, [], [], H3, [], []];
    k[5 + 3 * dealer] = [29];
    return k;
  };

  test('an East-only game: kyoku 0-3 are East 1-4, the dealer moving round', () => {
    const log = read(game([bare(0), bare(1, 1), bare(2), bare(3, 2, 1)], { rule: { disp: '般東喰赤', aka: 1 } }));
    expect(log.kyoku.map((k) => [kyokuName(k), k.dealer, k.sticks])).toEqual([
      ['E1', 0, 0],
      ['E2-1', 1, 0],
      ['E3', 2, 0],
      ['E4-2', 3, 1],
    ]);
    expect(log.kyoku[3]!.moves).toEqual(moves('3<9p'));
    expect(roundTrip(log)).toEqual(log);
    expect(writeTenhouJson(log).rule.disp).toBe('般東喰赤');
  });

  test('a half game: kyoku 4-7 are South 1-4, 8 is West 1 (an extension)', () => {
    const log = read(game([bare(3), bare(4, 0, 2), bare(7, 3), bare(8)]));
    expect(log.kyoku.map((k) => [kyokuName(k), k.round, k.number, k.dealer])).toEqual([
      ['E4', 'E', 4, 3],
      ['S1', 'S', 1, 0],
      ['S4-3', 'S', 4, 3],
      ['W1', 'W', 1, 0],
    ]);
    expect(roundTrip(log)).toEqual(log);
    expect(writeTenhouJson(log).rule.disp).toBe('般南喰赤');
  });

  test('negative scores and deltas are read and written', () => {
    const k = east1([[29], [45], [], [], [], [], [], []], ['和了', [-12000, 0, 12000, 0], [2, 0, 2, '跳満12000点', '清一色(6飜)']]);
    k[1] = [-3400, 41000, 30200, 32200];
    const log = read(game([k]));
    expect(log.kyoku[0]!.scores).toEqual([-3400, 41000, 30200, 32200]);
    expect(roundTrip(log)).toEqual(log);
  });

  test.each([
    [['第一回', '一回戦'], '第一回 一回戦'],
    [['', ''], ''],
    ['a title', 'a title'],
    [undefined, ''],
  ])('title %j is read as %j', (title, expected) => {
    const log = read({ ...game([bare(0)]), title });
    expect(log.title).toBe(expected);
    expect(roundTrip(log).title).toBe(expected);
  });

  test('names: one per seat, empty when the log gives none', () => {
    expect(read(game([bare(0)])).names).toEqual(NAMES);
    expect(read({ ...game([bare(0)]), name: undefined }).names).toEqual(['', '', '', '']);
  });

  const red = [[0, 0, 0], START, [21], [], H0, [52], [60], H1, [], [], H2, [], [], H3, [], []];
  const noRed = east1([[29], [60], [], [], [], [], [], []]);
  test.each([
    ['aka 1', { aka: 1 }],
    ['aka53 1 only', { aka51: 0, aka52: 0, aka53: 1 }],
    ['disp with 赤 and no counts', { disp: '般南喰赤' }],
    ['no rule, a red five in the log', undefined],
  ])('red fives on: %s', (_name, rule) => {
    const log = read({ ...game([red]), rule });
    expect(log.red).toBe(true);
    expect(log.kyoku[0]!.moves).toEqual(moves('0<0p 0>0p*'));
    expect(roundTrip(log)).toEqual(log);
  });

  test.each([
    ['aka 0', { disp: '般南喰赤', aka: 0 }],
    ['aka51-53 all 0', { aka51: 0, aka52: 0, aka53: 0 }],
    ['disp without 赤', { disp: '般南喰' }],
  ])('red fives off: %s; a red five is then a tile that does not exist', (_name, rule) => {
    const log = read({ ...game([noRed]), rule });
    expect(log.red).toBe(false);
    expect(roundTrip(log)).toEqual(log);
    expect(errorOf({ ...game([red]), rule })).toEqual({ code: 'bad-tile', kyoku: 0, move: 1, seat: 0, found: '52' });
  });

  test('red fives off: no rule and no red five in the log', () => {
    const log = read({ ...game([noRed]), rule: undefined });
    expect(log.red).toBe(false);
    expect(roundTrip(log)).toEqual(log);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Errors

describe('readTenhouJson: errors name the kyoku, the move, the seat and the text at fault', () => {
  /** The chi kyoku, its seat lists changed by `change`. */
  const chi = (change: (seats: unknown[][]) => void, result?: unknown[], dora?: number[]) => {
    const seats: unknown[][] = [[29], [33], ['c333435'], [45], [47], [60], [41], [47]];
    change(seats);
    return game([east1(seats as Parameters<typeof east1>[0], result, dora)]);
  };
  const secondDealt = east1([[29], [], [], [], [], [], [], []]);
  secondDealt[4] = [...H0.slice(0, 12), '1m'];

  test.each<[string, unknown, LogError]>([
    ['a draw of a code that is no tile', chi((s) => (s[4] = [10])), { code: 'bad-tile', kyoku: 0, move: 5, seat: 2, found: '10' }],
    ['a discard of 48', chi((s) => (s[7] = [48])), { code: 'bad-tile', kyoku: 0, move: 8, seat: 3, found: '48' }],
    [
      'a string where a tile is dealt (second kyoku)',
      game([east1([[29], [], [], [], [], [], [], []]), secondDealt]),
      { code: 'bad-tile', kyoku: 1, seat: 0, found: '1m' },
    ],
    ['a call string cut short', chi((s) => (s[2] = ['c3334'])), { code: 'bad-call', kyoku: 0, move: 3, seat: 1, found: 'c3334' }],
    ['a pon of three kinds', chi((s) => (s[2] = ['p333435'])), { code: 'bad-call', kyoku: 0, move: 3, seat: 1, found: 'p333435' }],
    ['a chi that is not a run', chi((s) => (s[2] = ['c333436'])), { code: 'bad-call', kyoku: 0, move: 3, seat: 1, found: 'c333436' }],
    [
      'a letter the format does not have',
      chi((s) => (s[2] = ['x333435'])),
      { code: 'bad-call', kyoku: 0, move: 3, seat: 1, found: 'x333435' },
    ],
    ['a pon marker at an odd place', chi((s) => (s[2] = ['3p33435'])), { code: 'bad-call', kyoku: 0, move: 3, seat: 1, found: '3p33435' }],
    ['a call code in the gives', chi((s) => (s[7] = ['p474747'])), { code: 'bad-call', kyoku: 0, move: 8, seat: 3, found: 'p474747' }],
    ['a riichi of a code that is no tile', chi((s) => (s[7] = ['r49'])), { code: 'bad-tile', kyoku: 0, move: 8, seat: 3, found: 'r49' }],
    [
      'a call that takes another tile than the last discard',
      chi((s) => (s[2] = ['c343536'])),
      { code: 'out-of-turn', kyoku: 0, move: 3, seat: 1, found: 'c343536' },
    ],
    [
      'a chi of the seat across',
      chi((s) => {
        s[2] = [21];
        s[3] = [45];
        s[4] = ['c333435'];
      }),
      { code: 'out-of-turn', kyoku: 0, move: 5, seat: 2, found: 'c333435' },
    ],
    ['60 after a call, with no tile drawn', chi((s) => (s[3] = [60])), { code: 'out-of-turn', kyoku: 0, move: 4, seat: 1, found: '60' }],
    [
      'a north set aside with four players',
      chi((s) => (s[7] = ['f44'])),
      { code: 'out-of-turn', kyoku: 0, move: 8, seat: 3, found: 'f44' },
    ],
    ['a 0 placeholder after no open kan', chi((s) => (s[5] = [0])), { code: 'bad-shape', kyoku: 0, move: 6, seat: 2, found: '0' }],
    [
      'an open kan with no 0 placeholder',
      game([east1([[47, 42], [60, 60], [], [], [], [], ['474747m47', 31], [60]], undefined, [21, 36])]),
      { code: 'bad-shape', kyoku: 0, move: 4, seat: 3, found: '60' },
    ],
    ['gives left over when the lists end', chi((s) => (s[3] = [45, 19])), { code: 'cut-short', kyoku: 0, move: 9, seat: 1, found: '19' }],
    ['a take left over', chi((s) => (s[2] = ['c333435', 19])), { code: 'cut-short', kyoku: 0, move: 9, seat: 1, found: '19' }],
    [
      'a draw with no discard before an exhaustive draw',
      chi((s) => (s[7] = []), ['流局', [0, 0, 0, 0]]),
      { code: 'cut-short', kyoku: 0, move: 8, seat: 3, found: 'exhaustive' },
    ],
    [
      'a kan indicator missing',
      game([east1([[47, 42], [60, 60], [], [], [], [], ['474747m47', 31], [0, 60]])]),
      { code: 'cut-short', kyoku: 0, move: 6, seat: 3, found: 'dora' },
    ],
    [
      'an indicator more than the kans show',
      chi(() => undefined, undefined, [21, 36]),
      { code: 'cut-short', kyoku: 0, move: 9, seat: 3, found: '[36]' },
    ],
    [
      'a ron from a seat that did not discard last',
      chi(() => undefined, ['和了', [0, -1000, 1000, 0], [2, 1, 2, '1000点']]),
      { code: 'out-of-turn', kyoku: 0, move: 9, seat: 2, found: '2 from 1' },
    ],
    [
      'a tsumo by a seat that did not draw last',
      chi(() => undefined, ['和了', [-500, 1100, -300, -300], [1, 1, 1, '300-500点']]),
      { code: 'out-of-turn', kyoku: 0, move: 9, seat: 1, found: '1 from 1' },
    ],
    [
      'nine terminals after a discard',
      chi(() => undefined, ['九種九牌']),
      { code: 'out-of-turn', kyoku: 0, move: 9, seat: 3, found: 'nine-terminals' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(errorOf(value)).toEqual(expected);
  });

  test.each<[string, unknown, LogError]>([
    ['not an object', [1, 2], { code: 'bad-shape', found: '[1,2]' }],
    ['null', null, { code: 'bad-shape', found: 'null' }],
    ['no kyoku', { log: [] }, { code: 'bad-shape', found: '[]' }],
    ['no log', { title: 'x' }, { code: 'bad-shape' }],
    [
      'a kyoku of the wrong length',
      game([[[0, 0, 0], START]]),
      { code: 'bad-shape', kyoku: 0, found: '[[0,0,0],[25000,25000,25000,25000]]' },
    ],
    [
      'a header of two numbers',
      { ...game([[[0, 0], ...east1([[29], [], [], [], [], [], [], []]).slice(1)]]) },
      { code: 'bad-shape', kyoku: 0, found: '[0,0]' },
    ],
    [
      'a kyoku index past North 4',
      game([[[16, 0, 0], ...east1([[29], [], [], [], [], [], [], []]).slice(1)]]),
      { code: 'bad-shape', kyoku: 0, found: '[16,0,0]' },
    ],
    [
      'scores too few',
      game([[[0, 0, 0], [25000], ...east1([[29], [], [], [], [], [], [], []]).slice(2)]]),
      { code: 'bad-shape', kyoku: 0, found: '[25000]' },
    ],
    [
      'no dora indicator',
      game([[[0, 0, 0], START, [], ...east1([[29], [], [], [], [], [], [], []]).slice(3)]]),
      { code: 'bad-shape', kyoku: 0, found: '[]' },
    ],
    [
      'a hand of 12',
      game([
        [...east1([[29], [], [], [], [], [], [], []]).slice(0, 7), H1.slice(1), ...east1([[29], [], [], [], [], [], [], []]).slice(8)],
      ]),
      { code: 'bad-shape', kyoku: 0, seat: 1, found: JSON.stringify(H1.slice(1)) },
    ],
    [
      'a result word the format does not have',
      game([east1([[29], [60], [], [], [], [], [], []], ['流れ', [0, 0, 0, 0]])]),
      { code: 'bad-shape', kyoku: 0, found: '["流れ",[0,0,0,0]]' },
    ],
    [
      'a win of a seat that is not there',
      game([east1([[29], [45], [], [], [], [], [], []], ['和了', [0, 0, 0, 0], [4, 0, 4, '1000点']])]),
      { code: 'bad-shape', kyoku: 0, found: '[4,0,4,"1000点"]' },
    ],
    [
      'a win with no deltas',
      game([east1([[29], [45], [], [], [], [], [], []], ['和了', [2, 0, 2, '1000点']])]),
      { code: 'bad-shape', kyoku: 0, found: '["和了",[2,0,2,"1000点"]]' },
    ],
    ['a title of a number', { ...game([east1([[29], [], [], [], [], [], [], []])]), title: 7 }, { code: 'bad-shape', found: '7' }],
    [
      'names not strings',
      { ...game([east1([[29], [], [], [], [], [], [], []])]), name: [1, 2, 3, 4] },
      { code: 'bad-shape', found: '[1,2,3,4]' },
    ],
    [
      'a three-player kyoku after a four-player one',
      game([east1([[29], [], [], [], [], [], [], []]), [[1, 0, 0], START, [21], [], H0, [], [], H1, [29], [], H2, [], [], [], [], []]]),
      { code: 'bad-shape', kyoku: 1, seat: 3, found: '[]' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(errorOf(value)).toEqual(expected);
  });

  test('the text at fault is cut to 40 characters', () => {
    const long = `c${'33'.repeat(40)}`;
    expect(errorOf(chi((s) => (s[2] = [long]))).found).toBe(`${long.slice(0, 40)}…`);
  });
});

// ---------------------------------------------------------------------------------------------------------
// A simulated table

/** A seeded random number generator (mulberry32): the same seed, the same game. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const YAKU = ['立直(1飜)', '門前清自摸和(1飜)', '断幺九(1飜)', 'ドラ(2飜)', '役牌 中(1飜)', '混一色(3飜)', 'Riichi(1飜)'];

/**
 * One kyoku played at a simulated table with real hands: a shuffled set (108 tiles for three players,
 * with no 2m-8m), a dead wall for the indicators and replacement draws, random legal choices. A seat
 * may call a discard it can (pon, open kan, chi from the seat before with four players), make a closed
 * or added kan on its turn, set a north aside (three players), declare riichi with a closed hand (then
 * it throws what it draws and calls nothing); a kyoku ends by tsumo, ron (one or two), chankan, nine
 * terminals, an abortive draw, the wall's end, or the log stopping. A kan's indicator shows at the
 * moment docs/game-logs.md gives, which the reader must find again from the written lists.
 */
function simulateKyoku(rnd: () => number, players: 3 | 4, red: boolean, index: number): LogKyoku {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const set: Tile[] = [];
  for (let kind = 0; kind < 34; kind++) {
    if (players === 3 && kind >= 1 && kind <= 7) continue;
    for (let copy = 0; copy < 4; copy++) set.push({ kind, red: red && copy === 0 && kind < 27 && kind % 9 === 4 });
  }
  for (let i = set.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [set[i], set[j]] = [set[j]!, set[i]!];
  }
  const dead = set.splice(0, 14);
  const indicators = dead.splice(0, 5);
  const hands: Tile[][] = Array.from({ length: players }, () => set.splice(0, 13));
  const dealt = hands.map((h) => h.slice());
  const live = set;
  const round = Math.floor(rnd() * 2);
  const dealer = Math.floor(rnd() * players);
  const moves: KyokuMove[] = [];
  const pons: number[][] = Array.from({ length: players }, () => []);
  const thrown: number[][] = Array.from({ length: players }, () => []);
  const open = new Array<boolean>(players).fill(false);
  const riichi = new Array<boolean>(players).fill(false);
  let shown = 1;
  let pending = 0;
  let kans = 0;
  let end: LogEnd = { end: 'none' };
  const showDora = () => moves.push({ move: 'dora', indicator: indicators[shown++]! });
  const take = (seat: number, tile: Tile) => hands[seat]!.splice(hands[seat]!.indexOf(tile), 1);
  const ofKind = (seat: number, kind: number) => hands[seat]!.filter((x) => x.kind === kind);
  const score = () => 100 * Math.floor(rnd() * 480 + 10);
  const win = (seat: number, from: number) => ({
    seat: seat as KyokuSeat,
    from: from as KyokuSeat,
    points: score(),
    yaku: [pick(YAKU), pick(YAKU)],
  });
  const zeros = () => new Array<number>(players).fill(0);
  const winEnd = (wins: ReturnType<typeof win>[]): LogEnd => {
    const deltas = zeros();
    for (const w of wins) {
      deltas[w.seat] += w.points;
      if (w.seat !== w.from) deltas[w.from] -= w.points;
      else for (let s = 0; s < players; s++) if (s !== w.seat) deltas[s] -= Math.round(w.points / (players - 1));
    }
    return { end: 'win', wins, deltas };
  };

  // Some kyoku end early, others mostly run to the wall's end: the end chances below are divided by this.
  const hazard = rnd() < 0.4 ? 0.08 : 1;
  let seat = dealer;
  let draw: 'wall' | 'replacement' | 'none' = 'wall';
  let afterAddedKan = false;
  let firstTurns = true;
  for (let guard = 0; guard < 400; guard++) {
    let drawn: Tile | null = null;
    if (draw !== 'none') {
      const source = draw === 'replacement' ? dead : live;
      if (source.length === 0 || (draw === 'wall' && live.length === 0)) {
        end = {
          end: 'draw',
          kind: rnd() < 0.1 ? 'nagashi' : 'exhaustive',
          deltas: rnd() < 0.5 ? zeros() : zeros().map(() => pick([-1500, 1000, 3000])),
        };
        break;
      }
      if (afterAddedKan) for (; pending > 1; pending--) showDora();
      afterAddedKan = false;
      drawn = source.pop()!;
      hands[seat]!.push(drawn);
      moves.push({ move: 'draw', seat: seat as KyokuSeat, tile: drawn, replacement: draw === 'replacement' });
      const r = rnd() / hazard;
      if (r < 0.03) {
        end = winEnd([win(seat, seat)]);
        break;
      }
      if (r < 0.04 && firstTurns && draw === 'wall') {
        end = { end: 'draw', kind: 'nine-terminals', deltas: zeros() };
        break;
      }
      if (r < 0.045) break;
      // The seat's own kans and north tiles, each followed by a replacement draw.
      if (kans < 4 && dead.length > 0 && live.length > 0) {
        const four = hands[seat]!.find((x) => ofKind(seat, x.kind).length === 4);
        const added = hands[seat]!.find((x) => pons[seat]!.includes(x.kind));
        const north = players === 3 ? hands[seat]!.find((x) => x.kind === 30) : undefined;
        if (four && rnd() < 0.6) {
          // Its tiles as the readers give them: a red five first.
          const tiles = ofKind(seat, four.kind).sort((a, b) => Number(b.red) - Number(a.red));
          tiles.forEach((x) => take(seat, x));
          moves.push({ move: 'closed-kan', seat: seat as KyokuSeat, tiles });
          for (; pending > 0; pending--) showDora();
          showDora();
          kans++;
          draw = 'replacement';
          continue;
        }
        if (added && rnd() < 0.6) {
          take(seat, added);
          pons[seat] = pons[seat]!.filter((k) => k !== added.kind);
          moves.push({ move: 'added-kan', seat: seat as KyokuSeat, tile: added });
          kans++;
          pending++;
          if (rnd() < 0.1) {
            end = winEnd([win((seat + 1) % players, seat)]);
            break;
          }
          afterAddedKan = true;
          draw = 'replacement';
          continue;
        }
        if (north && rnd() < 0.7) {
          take(seat, north);
          moves.push({ move: 'north', seat: seat as KyokuSeat, tile: north });
          draw = 'replacement';
          continue;
        }
      }
    }
    // The discard.
    // A seat often throws a kind it has thrown before: the same tile twice from one seat is where a
    // call in the lists could take either copy.
    const again = hands[seat]!.filter((x) => thrown[seat]!.includes(x.kind));
    const tile = riichi[seat] && drawn ? drawn : again.length > 0 && rnd() < 0.5 ? pick(again) : pick(hands[seat]!);
    thrown[seat]!.push(tile.kind);
    const declares = !riichi[seat] && !open[seat] && drawn !== null && rnd() < 0.08;
    riichi[seat] ||= declares;
    take(seat, tile);
    moves.push({ move: 'discard', seat: seat as KyokuSeat, tile, tsumogiri: tile === drawn, riichi: declares });
    for (; pending > 0; pending--) showDora();
    if (seat === (dealer + players - 1) % players) firstTurns = false;
    const r = rnd() / hazard;
    if (r < 0.03) {
      const first = (seat + 1 + Math.floor(rnd() * (players - 1))) % players;
      const second = (first + 1) % players;
      end = winEnd(rnd() < 0.3 && second !== seat ? [win(first, seat), win(second, seat)] : [win(first, seat)]);
      break;
    }
    if (r < 0.036) {
      end = { end: 'draw', kind: pick(['four-winds', 'four-riichi', 'four-kans', 'three-ron'] as const), deltas: zeros() };
      break;
    }
    if (r < 0.04) break;
    // Calls of the discard by the seats that can.
    const calls: { caller: number; call: 'chi' | 'pon' | 'kan'; tiles: Tile[] }[] = [];
    for (let ahead = 1; ahead < players && live.length > 0; ahead++) {
      const caller = (seat + ahead) % players;
      if (riichi[caller]) continue;
      const same = ofKind(caller, tile.kind);
      if (same.length >= 2) calls.push({ caller, call: 'pon', tiles: same.slice(0, 2) });
      if (same.length === 3 && kans < 4 && dead.length > 0) calls.push({ caller, call: 'kan', tiles: same });
      if (players === 4 && ahead === 1 && tile.kind < 27) {
        const rank = tile.kind % 9;
        for (const [a, b] of [
          [-2, -1],
          [-1, 1],
          [1, 2],
        ] as const) {
          if (rank + a < 0 || rank + b > 8) continue;
          const ta = ofKind(caller, tile.kind + a)[0];
          const tb = ofKind(caller, tile.kind + b)[0];
          if (ta && tb) calls.push({ caller, call: 'chi', tiles: [ta, tb] });
        }
      }
    }
    if (calls.length > 0 && rnd() < 0.45) {
      const c = pick(calls);
      c.tiles.forEach((x) => take(c.caller, x));
      moves.push({ move: 'call', seat: c.caller as KyokuSeat, call: c.call, tiles: c.tiles, called: tile, from: seat as KyokuSeat });
      open[c.caller] = true;
      firstTurns = false;
      seat = c.caller;
      if (c.call === 'pon') pons[seat]!.push(tile.kind);
      if (c.call === 'kan') {
        kans++;
        pending++;
        draw = 'replacement';
      } else draw = 'none';
      if (rnd() < 0.02) break;
      continue;
    }
    seat = (seat + 1) % players;
    draw = 'wall';
  }
  const scores = Array.from({ length: players }, () => 100 * Math.floor(rnd() * 800 - 200));
  const ura = indicators.slice(0, Math.floor(rnd() * 3)).map((x) => ({ ...x }));
  return {
    round: (['E', 'S'] as const)[round]!,
    number: dealer + 1,
    honba: index % 3,
    sticks: Math.floor(rnd() * 3),
    dealer: dealer as KyokuSeat,
    scores,
    indicator: indicators[0]!,
    ura,
    dealt,
    moves,
    end,
  };
}

/** A game log of a few simulated kyoku. */
function simulateLog(seed: number): GameLog {
  const rnd = random(seed);
  const players = rnd() < 0.35 ? 3 : 4;
  const red = rnd() < 0.8;
  const count = 1 + Math.floor(rnd() * 3);
  return {
    players,
    names: Array.from({ length: players }, (_, s) => (s === 1 && rnd() < 0.3 ? '' : `プレイヤー${s}`)),
    red,
    title: rnd() < 0.5 ? '' : `卓 ${seed}`,
    kyoku: Array.from({ length: count }, (_, i) => simulateKyoku(rnd, players, red, i)),
  };
}

/** A plain copy (tiles as fresh objects), as a log read from text would be. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Whether a call of the kyoku took the later of two copies one seat threw with no take of the caller's
 * between them: the lists alone would let the call take the first, and only the lists after it (or
 * the hands) say it did not.
 */
function takesALaterCopy(k: LogKyoku): boolean {
  return k.moves.some((m, i) => {
    if (m.move !== 'call') return false;
    let before = i - 1;
    while (before >= 0 && !(['draw', 'call'].includes(k.moves[before]!.move) && (k.moves[before] as { seat: number }).seat === m.seat))
      before--;
    return k.moves
      .slice(before + 1, i - 1)
      .some((d) => d.move === 'discard' && d.seat === m.from && d.tile.kind === m.called.kind && d.tile.red === m.called.red);
  });
}

describe('writeTenhouJson then readTenhouJson: simulated tables read back as played', () => {
  const SEEDS = Array.from({ length: 400 }, (_, i) => 20_261_126 + i);

  test('the simulation makes every kind of move and end (so the round trip below covers them)', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const log = simulateLog(seed);
      seen.add(`players ${log.players}`);
      for (const k of log.kyoku) {
        for (const m of k.moves) seen.add(m.move === 'call' ? `call ${m.call}` : m.move === 'discard' && m.riichi ? 'riichi' : m.move);
        seen.add(
          k.end.end === 'draw'
            ? `draw ${k.end.kind}`
            : k.end.end === 'win'
              ? `win ${k.end.wins.length}${k.end.wins[0]!.seat === k.end.wins[0]!.from ? ' tsumo' : ''}`
              : 'none',
        );
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'players 3',
        'players 4',
        'draw',
        'discard',
        'riichi',
        'call chi',
        'call pon',
        'call kan',
        'closed-kan',
        'added-kan',
        'north',
        'dora',
        'win 1',
        'win 1 tsumo',
        'win 2',
        'none',
        'draw exhaustive',
        'draw nagashi',
        'draw nine-terminals',
        'draw four-winds',
        'draw four-riichi',
        'draw four-kans',
        'draw three-ron',
      ].sort(),
    );
  });

  test('every simulated log reads back equal, moves in the order played', () => {
    for (const seed of SEEDS) {
      const log = plain(simulateLog(seed));
      const r = readTenhouJson(JSON.parse(JSON.stringify(writeTenhouJson(log))));
      if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(r.error)}`);
      r.value.kyoku.forEach((k, i) => {
        const want = log.kyoku[i]!.moves.map(short).join(' ');
        if (k.moves.map(short).join(' ') !== want)
          throw new Error(`seed ${seed} kyoku ${i}:\n read  ${k.moves.map(short).join(' ')}\n played ${want}`);
      });
      expect(r.value, `seed ${seed}`).toEqual(log);
    }
  });

  test('logs where a call took the later of two copies thrown (found among 3000 seeds) read back as played', () => {
    const found = Array.from({ length: 3000 }, (_, i) => i + 1).filter((seed) => simulateLog(seed).kyoku.some(takesALaterCopy));
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const seed of found) {
      const log = plain(simulateLog(seed));
      expect(read(JSON.parse(JSON.stringify(writeTenhouJson(log)))), `seed ${seed}`).toEqual(log);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Fuzz

/** Changes one place of a JSON value at random: a value replaced, an element dropped, copied or moved, a number nudged. */
function mutate(value: unknown, rnd: () => number, noise: () => unknown): unknown {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  const root = plain(value);
  const path = paths[Math.floor(rnd() * paths.length)]!;
  if (path.length === 0) return noise();
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  const r = rnd();
  if (Array.isArray(parent) && typeof key === 'number') {
    if (r < 0.25) parent.splice(key, 1);
    else if (r < 0.4) parent.splice(key, 0, parent[key]);
    else if (r < 0.5) parent.push(parent.splice(key, 1)[0]);
    else if (r < 0.75 && typeof parent[key] === 'number') parent[key] = (parent[key] as number) + Math.floor(rnd() * 21) - 10;
    else parent[key] = noise();
  } else parent[key] = r < 0.3 ? undefined : noise();
  return root;
}

describe('readTenhouJson: never throws, and answers quickly', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => 7_000 + i);
  const logs = seeds.map((seed) => JSON.parse(JSON.stringify(writeTenhouJson(simulateLog(seed)))) as unknown);

  test('random JSON values: a Result', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const r = readTenhouJson(value);
        expect(typeof r.ok).toBe('boolean');
      }),
      { seed: 4242, numRuns: 600 },
    );
  });

  test('random values in the shape of a log: a Result', () => {
    const entry = fc.oneof(
      fc.integer({ min: -5, max: 70 }),
      fc.constantFrom('c333435', 'p414141', '41p4141', 'm47474747', '474747a47', 'k41414141', 'r60', 'f44', 0, 60),
      fc.jsonValue(),
    );
    const seat = fc.tuple(
      fc.array(fc.integer({ min: 10, max: 55 }), { maxLength: 14 }),
      fc.array(entry, { maxLength: 12 }),
      fc.array(entry, { maxLength: 12 }),
    );
    const kyoku = fc
      .tuple(
        fc.tuple(fc.nat(17), fc.nat(3), fc.nat(3)),
        fc.array(fc.integer(), { maxLength: 5 }),
        fc.array(fc.integer({ min: 10, max: 55 }), { maxLength: 6 }),
        seat,
        seat,
        seat,
        seat,
        fc.jsonValue(),
      )
      .map(([head, scores, dora, a, b, c, d, result]) => [head, scores, dora, [], ...a, ...b, ...c, ...d, result]);
    fc.assert(
      fc.property(
        fc.record({ title: fc.jsonValue(), name: fc.jsonValue(), rule: fc.jsonValue(), log: fc.array(kyoku, { maxLength: 3 }) }),
        (value) => {
          expect(typeof readTenhouJson(value).ok).toBe('boolean');
        },
      ),
      { seed: 4243, numRuns: 600 },
    );
  });

  test('mutated logs: a Result; one that reads is written back to the same log', () => {
    const rnd = random(99);
    const noise = () => pick([0, 60, -1, 1e9, 0.5, '', 'p', 'r60', '0', null, true, [], {}, [41], ['p414141'], '474747a47'], rnd);
    let read = 0;
    for (let i = 0; i < 3000; i++) {
      let value = logs[i % logs.length];
      for (let n = 1 + Math.floor(rnd() * 3); n > 0; n--) value = mutate(value, rnd, noise);
      const r = readTenhouJson(value);
      expect(typeof r.ok).toBe('boolean');
      if (r.ok) {
        read++;
        expect(readTenhouJson(JSON.parse(JSON.stringify(writeTenhouJson(r.value))))).toEqual(r);
      }
    }
    expect(read).toBeGreaterThan(100);
  });

  test('a kyoku as long as one can be, built to make the search try every path, ends refused at its first failure', () => {
    // Every seat's takes are pons of 1z from every place, every give a 1z: a choice at each discard, and
    // no path ever fits. How fast: bench/review.mjs.
    const pons = Array.from({ length: 73 }, (_, i) => ['p414141', '41p4141', '4141p41'][i % 3]);
    const gives = Array.from({ length: 74 }, () => 41);
    const seat = (hand: number[]) => [hand, [41, ...pons], gives];
    const kyoku = [[0, 0, 0], START, [21], [], ...seat(H0), ...seat(H1), ...seat(H2), ...seat(H3), ['流局', [0, 0, 0, 0]]];
    // The answer is the failure of the first path, which takes every call: a call where a draw is due.
    const error = errorOf(game([kyoku]));
    expect(error).toMatchObject({ code: 'out-of-turn', kyoku: 0 });
    // Many of them: the first searched until the read's steps run out, and its first failure answers.
    expect(errorOf(game(Array.from({ length: 40 }, () => kyoku)))).toEqual(error);
  });
});

describe('readTenhouJson: lists longer than a kyoku holds are refused before the walk', () => {
  // The live wall gives 70 draws with four players and 55 with three, replacement draws included, and a
  // seat makes at most four calls; each take is followed by one give at most.
  const plain = (n: number) => ({ takes: Array.from({ length: n }, () => 29), gives: Array.from({ length: n }, () => 60) });

  test('four players: 74 takes and 74 gives a seat at most', () => {
    const long = plain(75);
    expect(errorOf(game([east1([long.takes, [], [], [], [], [], [], []])]))).toEqual({
      code: 'bad-shape',
      kyoku: 0,
      seat: 0,
      found: '75 takes, at most 74',
    });
    expect(errorOf(game([east1([[], [], [], [], [], long.gives, [], []])]))).toEqual({
      code: 'bad-shape',
      kyoku: 0,
      seat: 2,
      found: '75 gives, at most 74',
    });
    // 74 of each are walked: this kyoku fails later, on the wall (the replay), not on its shape.
    const most = plain(74);
    expect(errorOf(game([east1([most.takes, most.gives, [], [], [], [], [], []])])).found).not.toMatch(/at most/);
  });

  test('three players: 59 a seat at most; the second kyoku named', () => {
    const hand = [11, 19, 21, 22, 23, 24, 25, 26, 31, 32, 33, 44, 45];
    const three = (takes: unknown[], gives: unknown[]) => [
      [0, 0, 0],
      [35000, 35000, 35000, 0],
      [21],
      [],
      hand,
      [29],
      [60],
      hand,
      takes,
      gives,
      hand,
      [],
      [],
      [],
      [],
      [],
    ];
    const first = three([], []);
    expect(errorOf(game([first, three(plain(60).takes, [])]))).toEqual({
      code: 'bad-shape',
      kyoku: 1,
      seat: 1,
      found: '60 takes, at most 59',
    });
    expect(errorOf(game([first, three([], plain(60).gives)]))).toEqual({
      code: 'bad-shape',
      kyoku: 1,
      seat: 1,
      found: '60 gives, at most 59',
    });
  });
});

function pick<T>(items: readonly T[], rnd: () => number): T {
  return items[Math.floor(rnd() * items.length)]!;
}
