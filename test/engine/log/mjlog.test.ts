/**
 * Tenhou's mjlog XML (docs/mjlog.md) read into the game-log model and written back. Hand-written
 * small logs for each kind of move and end, read to exact moves; the meld field against an encoder
 * written here from the documented layout, over every chi, pon, kan and north tile there is and over
 * all 65,536 fields; random games played here on tile ids, whose XML and model are built side by
 * side, read to that model and written back to it; then junk, truncations and mutations, which must
 * give a Result quickly and never throw.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_LOG_CHARS,
  type GameLog,
  type LogError,
  type LogKyoku,
  type KyokuMove,
  type KyokuSeat,
} from '../../../src/engine/log/game-log.ts';
import { decodeMeld, encodeMeld, readMjlog, writeMjlog } from '../../../src/engine/log/mjlog/index.ts';
import { readTenhouJson } from '../../../src/engine/log/tenhou-json/index.ts';
import type { MjlogMeld } from '../../../src/engine/log/mjlog/index.ts';
import type { Tile } from '../../../src/engine/types.ts';

const SEED = 20_260_612;

// ---------------------------------------------------------------------------------------------------
// Writing logs by hand

/** The kind of an mpsz tile code ('0m' is the red 5m). */
function kindOf(code: string): number {
  const rank = Number(code[0]) || 5;
  return 'mpsz'.indexOf(code[1]!) * 9 + rank - 1;
}

/** A tile of the model. */
function tile(code: string): Tile {
  return { kind: kindOf(code), red: code[0] === '0' };
}

function tiles(codes: string): Tile[] {
  return codes.split(' ').map(tile);
}

/**
 * Tile ids for one kyoku: `id('0m')` is the red 5m (copy 0); any other code takes the next copy of its
 * kind not taken yet, copies 1, 2, 3 and then 0 (a five's copy 0 only when red fives are off).
 */
function idMaker(red = true): (code: string) => number {
  const next = new Map<number, number>();
  return (code) => {
    const kind = kindOf(code);
    if (code[0] === '0') return kind * 4;
    const order = red && (kind === 4 || kind === 13 || kind === 22) ? [1, 2, 3] : [1, 2, 3, 0];
    const n = next.get(kind) ?? 0;
    if (n >= order.length) throw new Error(`no copy of ${code} left`);
    next.set(kind, n + 1);
    return kind * 4 + order[n]!;
  };
}

const GO_FOUR = '<GO type="169" lobby="0"/>'; // four players, red fives, south game, the top room
const UN_FOUR =
  '<UN n0="%41%6C%69%63%65" n1="%E5%A4%A9%E9%B3%B3" n2="b%26c" n3="" dan="16,16,16,18" rate="2000.00,2000.00,2000.00,2000.00" sx="M,M,F,M"/>';

function mjlog(body: string, go = GO_FOUR, un = UN_FOUR): string {
  return `<mjloggm ver="2.3"><SHUFFLE seed="mt19937ar-sha512-n288-base64,abc" ref=""/>${go}${un}<TAIKYOKU oya="0"/>${body}</mjloggm>`;
}

function init(hands: number[][], { seed = '0,0,0,0,0,0', ten = '250,250,250,250', oya = 0 } = {}): string {
  const hai = [0, 1, 2, 3].map((s) => `hai${s}="${(hands[s] ?? []).join(',')}"`).join(' ');
  return `<INIT seed="${seed}" ten="${ten}" oya="${oya}" ${hai}/>`;
}

const draw = (seat: number, id: number) => `<${'TUVW'[seat]}${id}/>`;
const discard = (seat: number, id: number) => `<${'DEFG'[seat]}${id}/>`;
const call = (who: number, m: number) => `<N who="${who}" m="${m}" />`;

function agari(a: { who: number; fromWho: number; points?: number; yaku?: string; yakuman?: string; sc?: string; ura?: string }): string {
  return (
    `<AGARI ba="0,0" hai="0" machi="0" ten="30,${a.points ?? 1000},0"` +
    (a.yakuman ? ` yakuman="${a.yakuman}"` : ` yaku="${a.yaku ?? '8,1'}"`) +
    ` doraHai="0"${a.ura ? ` doraHaiUra="${a.ura}"` : ''} who="${a.who}" fromWho="${a.fromWho}" sc="${a.sc ?? '250,0,250,0,250,0,250,0'}" />`
  );
}

const exhaustive = '<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" />';

function read(xml: string): GameLog {
  const r = readMjlog(xml);
  if (!r.ok) throw new Error(`expected the log to read: ${JSON.stringify(r.error)}`);
  return r.value;
}

function errorOf(xml: string): LogError {
  const r = readMjlog(xml);
  if (r.ok) throw new Error('expected the log not to read');
  return r.error;
}

/** The log read, written and read again: the same log. */
function roundTrip(log: GameLog): void {
  expect(read(writeMjlog(log))).toEqual(log);
}

// The meld field as docs/mjlog.md lays it out, written with arithmetic (no shifts) so that it shares
// nothing with the module's encoder. `from` is counted from the caller: 1 right, 2 across, 3 left.
const field = {
  chi: (suit: number, start: number, called: number, copies: number[], from: number) =>
    ((suit * 7 + start) * 3 + called) * 1024 + copies[2]! * 128 + copies[1]! * 32 + copies[0]! * 8 + 4 + from,
  pon: (kind: number, unused: number, called: number, from: number) => (kind * 3 + called) * 512 + unused * 32 + 8 + from,
  addedKan: (kind: number, added: number, called: number, from: number) => (kind * 3 + called) * 512 + added * 32 + 16 + from,
  kan: (id: number, from: number) => id * 256 + from,
  north: (id: number) => id * 256 + 32,
};

// A deal used by the hand-written logs below (seat 0 deals):
//   seat 0: 1m-9m 1p 1p 1z 2z         seat 1: 3p-8p 3s 3s 5z 5z 6z 6z 7z
//   seat 2: 1s 2s 4s-8s 9s 9s 9m 9m 4z 4z     seat 3: 2p 2p 9p 9p 1s 1s 3z 3z 3z 7z 7z 2m 2m
function deal(id = idMaker()): { id: (code: string) => number; hands: number[][] } {
  const hand = (codes: string) => codes.split(' ').map(id);
  return {
    id,
    hands: [
      hand('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 1z 2z'),
      hand('3p 4p 5p 6p 7p 8p 3s 3s 5z 5z 6z 6z 7z'),
      hand('1s 2s 4s 5s 6s 7s 8s 9s 9s 9m 9m 4z 4z'),
      hand('2p 2p 9p 9p 1s 1s 3z 3z 3z 7z 7z 2m 2m'),
    ],
  };
}

/** Seat `seat` draws a tile of `code` and throws it at once. */
function passTurn(id: (code: string) => number, seat: number, code: string): string {
  const t = id(code);
  return draw(seat, t) + discard(seat, t);
}

function passMoves(seat: number, code: string): KyokuMove[] {
  return [
    { move: 'draw', seat: seat as KyokuSeat, tile: tile(code), replacement: false },
    { move: 'discard', seat: seat as KyokuSeat, tile: tile(code), tsumogiri: true, riichi: false },
  ];
}

const drawn = (seat: number, code: string, replacement = false): KyokuMove => ({
  move: 'draw',
  seat: seat as KyokuSeat,
  tile: tile(code),
  replacement,
});
const thrown = (seat: number, code: string, tsumogiri = false, riichi = false): KyokuMove => ({
  move: 'discard',
  seat: seat as KyokuSeat,
  tile: tile(code),
  tsumogiri,
  riichi,
});

// ---------------------------------------------------------------------------------------------------

describe('readMjlog: the game and its kyoku', () => {
  test('the players, their names (URL-encoded, entities undone), red fives, no title', () => {
    const { hands } = deal();
    const log = read(mjlog(init(hands) + exhaustive));
    expect(log.players).toBe(4);
    expect(log.names).toEqual(['Alice', '天鳳', 'b&c', '']);
    expect(log.red).toBe(true);
    expect(log.title).toBe('');
  });

  test("an INIT's seed, scores, dealer and hands", () => {
    const { hands } = deal();
    const log = read(mjlog(init(hands, { seed: '5,2,1,3,4,44', ten: '212,308,255,225', oya: 1 }) + exhaustive));
    const k = log.kyoku[0]!;
    expect([k.round, k.number, k.honba, k.sticks, k.dealer]).toEqual(['S', 2, 2, 1, 1]);
    expect(k.scores).toEqual([21200, 30800, 25500, 22500]);
    expect(k.indicator).toEqual(tile('3p')); // id 44 is 3p's copy 0
    expect(k.dealt[0]).toEqual(tiles('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 1z 2z'));
    expect(k.dealt[3]).toEqual(tiles('2p 2p 9p 9p 1s 1s 3z 3z 3z 7z 7z 2m 2m'));
    expect(k.ura).toEqual([]);
  });

  test.each<[number, string, number]>([
    [0, 'E', 1],
    [3, 'E', 4],
    [4, 'S', 1],
    [9, 'W', 2],
    [15, 'N', 4],
  ])('seed round %i is %s%i', (round, wind, number) => {
    const { hands } = deal();
    const k = read(mjlog(init(hands, { seed: `${round},0,0,0,0,0` }) + exhaustive)).kyoku[0]!;
    expect([k.round, k.number]).toEqual([wind, number]);
  });

  test('negative scores and deltas', () => {
    const { hands } = deal();
    const log = read(mjlog(init(hands, { ten: '-23,510,213,300' }) + '<RYUUKYOKU ba="0,0" sc="-23,-15,510,15,213,-15,300,15" />'));
    expect(log.kyoku[0]!.scores).toEqual([-2300, 51000, 21300, 30000]);
    expect(log.kyoku[0]!.end).toEqual({ end: 'draw', kind: 'exhaustive', deltas: [-1500, 1500, -1500, 1500] });
  });

  test('attributes in single quotes, spaces around =, a declaration and comments are read', () => {
    const { hands } = deal();
    const xml = mjlog(init(hands) + exhaustive).replace('<GO type="169" lobby="0"/>', "<!-- rules --><GO type = '169' lobby='0' />");
    expect(read(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`).kyoku).toHaveLength(1);
  });

  test('a log of several kyoku reads each in order', () => {
    const a = deal();
    const b = deal();
    const log = read(mjlog(init(a.hands) + exhaustive + init(b.hands, { seed: '1,1,0,0,0,0', oya: 1 }) + exhaustive));
    expect(log.kyoku.map((k) => [k.round, k.number, k.honba, k.dealer])).toEqual([
      ['E', 1, 0, 0],
      ['E', 2, 1, 1],
    ]);
  });
});

describe('readMjlog: red fives', () => {
  const fives = (red: boolean) => {
    const id = idMaker(red);
    const hands = [
      ['0m', '0p', '0s', '5m', '5p', '5s', '1z', '1z', '1z', '2z', '2z', '2z', '3z'].map(id),
      ...[1, 2, 3].map((s) => ['1m', '2m', '3m', '1p', '2p', '3p', '1s', '2s', '3s', `${s + 3}z`, `${s + 3}z`, `${s + 3}z`, '7z'].map(id)),
    ];
    return mjlog(init(hands) + exhaustive, `<GO type="${red ? 169 : 171}" lobby="0"/>`);
  };

  test('on (GO type without 0x02): ids 16, 52 and 88 are the red fives, their other copies not', () => {
    const log = read(fives(true));
    expect(log.red).toBe(true);
    expect(log.kyoku[0]!.dealt[0]!.slice(0, 6)).toEqual(tiles('0m 0p 0s 5m 5p 5s'));
  });

  test('off (GO type with 0x02): the same ids are plain fives', () => {
    const log = read(fives(false));
    expect(log.red).toBe(false);
    expect(log.kyoku[0]!.dealt[0]!.slice(0, 6)).toEqual(tiles('5m 5p 5s 5m 5p 5s'));
  });
});

describe('readMjlog: draws and discards', () => {
  test('a discard of the id just drawn is tsumogiri; another copy of the same kind is not', () => {
    const { id, hands } = deal();
    const twoM = hands[0]![1]!; // seat 0's 2m
    const d1 = id('2m');
    const d2 = id('9s');
    const body = draw(0, d1) + discard(0, twoM) + draw(1, d2) + discard(1, d2);
    expect(read(mjlog(init(hands) + body + exhaustive)).kyoku[0]!.moves).toEqual([
      drawn(0, '2m'),
      thrown(0, '2m'),
      drawn(1, '9s'),
      thrown(1, '9s', true),
    ]);
  });

  test('REACH step 1 marks the declaring discard; step 2 adds no move', () => {
    const { id, hands } = deal();
    const t = id('4z');
    const body = draw(0, t) + '<REACH who="0" step="1"/>' + discard(0, t) + '<REACH who="0" ten="240,250,250,250" step="2"/>';
    const k = read(mjlog(init(hands) + body + exhaustive)).kyoku[0]!;
    expect(k.moves).toEqual([drawn(0, '4z'), thrown(0, '4z', true, true)]);
  });

  test('a tedashi riichi: the declaring discard from the hand', () => {
    const { id, hands } = deal();
    const body =
      draw(0, id('9p')) + '<REACH who="0" step="1"/>' + discard(0, hands[0]![11]!) + '<REACH who="0" step="2" ten="240,250,250,250"/>';
    expect(read(mjlog(init(hands) + body + exhaustive)).kyoku[0]!.moves[1]).toEqual(thrown(0, '1z', false, true));
  });
});

describe('readMjlog: calls', () => {
  test('chi: seat 1 takes 5p from seat 0 (the seat before it) with its 3p 4p', () => {
    const { id, hands } = deal();
    const five = id('5p'); // copy 2: seat 1 holds copy 1
    const [threeP, fourP] = [hands[1]![0]!, hands[1]![1]!];
    // Called the third of 3p-4p-5p, from the left (3).
    const m = field.chi(1, 2, 2, [threeP & 3, fourP & 3, five & 3], 3);
    const body = draw(0, five) + discard(0, five) + call(1, m) + discard(1, hands[1]![8]!);
    const log = read(mjlog(init(hands) + body + exhaustive));
    expect(log.kyoku[0]!.moves).toEqual([
      drawn(0, '5p'),
      thrown(0, '5p', true),
      { move: 'call', seat: 1, call: 'chi', tiles: tiles('3p 4p'), called: tile('5p'), from: 0 },
      thrown(1, '5z'),
    ]);
    roundTrip(log);
  });

  // Seat 3 holds 7z 7z; the 7z thrown by seat 0, 1 or 2 is, from seat 3, the seat after, across or before.
  test.each<[string, number, number]>([
    ['the seat after (right)', 0, 1],
    ['across', 1, 2],
    ['the seat before (left)', 2, 3],
  ])('pon from %s: seat 3 takes 7z from seat %i', (_name, from, relative) => {
    const { id, hands } = deal();
    let body = '';
    const moves: KyokuMove[] = [];
    const fillers = ['9s', '8p', '6m'];
    for (let s = 0; s < from; s++) {
      body += passTurn(id, s, fillers[s]!);
      moves.push(...passMoves(s, fillers[s]!));
    }
    const seven = from === 1 ? hands[1]![12]! : id('7z');
    if (from !== 1) {
      body += draw(from, seven) + discard(from, seven);
      moves.push(drawn(from, '7z'), thrown(from, '7z', true));
    } else {
      const t = id('9s');
      body += draw(1, t) + discard(1, seven);
      moves.push(drawn(1, '9s'), thrown(1, '7z'));
    }
    const own = [hands[3]![9]!, hands[3]![10]!];
    const pon = [...own, seven].sort((x, y) => x - y);
    const unused = [0, 1, 2, 3].find((c) => !pon.some((t) => (t & 3) === c))!;
    body += call(3, field.pon(33, unused, pon.indexOf(seven), relative)) + discard(3, hands[3]![12]!);
    moves.push({ move: 'call', seat: 3, call: 'pon', tiles: tiles('7z 7z'), called: tile('7z'), from: from as KyokuSeat }, thrown(3, '2m'));
    const log = read(mjlog(init(hands) + body + exhaustive));
    expect(log.kyoku[0]!.moves).toEqual(moves);
    roundTrip(log);
  });

  test.each<[string, number, number]>([
    ['the seat after (right)', 0, 1],
    ['across', 1, 2],
    ['the seat before (left)', 2, 3],
  ])(
    'open kan from %s: seat 3 takes the fourth 3z from seat %i, draws from the dead wall; its dora shows after the discard',
    (_name, from, relative) => {
      const { id, hands } = deal();
      let body = '';
      const moves: KyokuMove[] = [];
      const fillers = ['9s', '8p', '6m'];
      for (let s = 0; s < from; s++) {
        body += passTurn(id, s, fillers[s]!);
        moves.push(...passMoves(s, fillers[s]!));
      }
      const three = id('3z');
      const rinshan = id('8s');
      const dora = id('6p');
      body +=
        draw(from, three) +
        discard(from, three) +
        call(3, field.kan(three, relative)) +
        draw(3, rinshan) +
        `<DORA hai="${dora}" />` +
        discard(3, rinshan);
      moves.push(
        drawn(from, '3z'),
        thrown(from, '3z', true),
        { move: 'call', seat: 3, call: 'kan', tiles: tiles('3z 3z 3z'), called: tile('3z'), from: from as KyokuSeat },
        drawn(3, '8s', true),
        thrown(3, '8s', true),
        { move: 'dora', indicator: tile('6p') },
      );
      const log = read(mjlog(init(hands) + body + exhaustive));
      expect(log.kyoku[0]!.moves).toEqual(moves);
      roundTrip(log);
    },
  );

  test('closed kan: all four copies, the dora first, then the dead wall draw', () => {
    const { id, hands } = deal();
    let body = passTurn(id, 0, '9s') + passTurn(id, 1, '8p') + passTurn(id, 2, '6m');
    const three = id('3z');
    const rinshan = id('8s');
    body += draw(3, three) + call(3, field.kan(three, 0)) + `<DORA hai="${id('6p')}" />` + draw(3, rinshan) + discard(3, hands[3]![12]!);
    const log = read(mjlog(init(hands) + body + exhaustive));
    expect(log.kyoku[0]!.moves.slice(6)).toEqual([
      drawn(3, '3z'),
      { move: 'closed-kan', seat: 3, tiles: tiles('3z 3z 3z 3z') },
      { move: 'dora', indicator: tile('6p') },
      drawn(3, '8s', true),
      thrown(3, '2m'),
    ]);
    roundTrip(log);
  });

  test('a closed kan of fives with red on shows the red five among its four', () => {
    const id = idMaker();
    const hands = [
      ['0m', '5m', '5m', '1p', '2p', '3p', '4p', '6p', '7p', '8p', '1z', '1z', '2z'].map(id),
      ...deal().hands.slice(1), // none of them holds a 5m
    ];
    const five = id('5m');
    const body = draw(0, five) + call(0, field.kan(five, 0)) + `<DORA hai="${id('6p')}" />` + draw(0, id('9s')) + discard(0, hands[0]![3]!);
    const log = read(mjlog(init(hands) + body + exhaustive));
    expect(log.kyoku[0]!.moves[1]).toEqual({ move: 'closed-kan', seat: 0, tiles: tiles('0m 5m 5m 5m') });
  });

  const addedKan = (end: (id: (code: string) => number, hands: number[][]) => string) => {
    const { id, hands } = deal();
    // Seat 1 throws its 7z, seat 3 pons it (from across), throws 2m; seats 0-2 pass; seat 3 draws the fourth 7z.
    let body = passTurn(id, 0, '9s') + draw(1, id('8p')) + discard(1, hands[1]![12]!);
    const pon = [hands[1]![12]!, hands[3]![9]!, hands[3]![10]!].sort((x, y) => x - y);
    const unused = [0, 1, 2, 3].find((c) => !pon.some((t) => (t & 3) === c))!;
    const called = pon.indexOf(hands[1]![12]!);
    body += call(3, field.pon(33, unused, called, 2)) + discard(3, hands[3]![12]!);
    body += passTurn(id, 0, '6m') + passTurn(id, 1, '6m') + passTurn(id, 2, '6m');
    const fourth = id('7z');
    body += draw(3, fourth) + call(3, field.addedKan(33, fourth & 3, called, 2));
    return mjlog(init(hands) + body + end(id, hands));
  };

  test('added kan: the pon of 7z gets its fourth copy; the dead wall draw; its dora shows after the discard', () => {
    const log = read(addedKan((id, hands) => draw(3, id('8s')) + `<DORA hai="${id('6p')}" />` + discard(3, hands[3]![11]!) + exhaustive));
    const moves = log.kyoku[0]!.moves;
    expect(moves.slice(4, 6)).toEqual([
      { move: 'call', seat: 3, call: 'pon', tiles: tiles('7z 7z'), called: tile('7z'), from: 1 },
      thrown(3, '2m'),
    ]);
    expect(moves.slice(12)).toEqual([
      drawn(3, '7z'),
      { move: 'added-kan', seat: 3, tile: tile('7z') },
      drawn(3, '8s', true),
      thrown(3, '2m'),
      { move: 'dora', indicator: tile('6p') },
    ]);
    roundTrip(log);
  });

  test("an added kan's DORA, written by Tenhou before the discard, shows after it as in Tenhou's JSON; written back before it", () => {
    const xml = addedKan((id, hands) => draw(3, id('8s')) + `<DORA hai="${id('6p')}" />` + discard(3, hands[3]![11]!) + exhaustive);
    // The same kyoku as Tenhou's replay JSON: seat 3 pons seat 1's 7z (across), adds the fourth, draws 8s, throws 2m.
    const json = {
      name: ['Alice', '天鳳', 'b&c', ''],
      rule: { disp: '般南喰赤', aka: 1 },
      log: [
        [
          [0, 0, 0],
          [25000, 25000, 25000, 25000],
          [11, 26],
          [],
          [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 21, 41, 42],
          [39, 16],
          [60, 60],
          [23, 24, 25, 26, 27, 28, 33, 33, 45, 45, 46, 46, 47],
          [28, 16],
          [47, 60],
          [31, 32, 34, 35, 36, 37, 38, 39, 39, 19, 19, 44, 44],
          [16],
          [60],
          [22, 22, 29, 29, 31, 31, 43, 43, 43, 47, 47, 12, 12],
          ['47p4747', 47, 38],
          [12, '47k474747', 12],
          ['流局', [0, 0, 0, 0]],
        ],
      ],
    };
    const fromJson = readTenhouJson(json);
    if (!fromJson.ok) throw new Error(JSON.stringify(fromJson.error));
    const log = read(xml);
    expect(log.kyoku).toEqual(fromJson.value.kyoku);
    expect(log.kyoku[0]!.moves.slice(-3)).toEqual([drawn(3, '8s', true), thrown(3, '2m'), { move: 'dora', indicator: tile('6p') }]);
    // Written back where Tenhou writes it: after the replacement draw, before the discard.
    expect(writeMjlog(log)).toMatch(/<W\d+\/><DORA hai="\d+"\/><G\d+\/><RYUUKYOKU/);
    roundTrip(log);
  });

  test("an open kan's DORA still held at a closed kan shows there, before the closed kan's own, as in Tenhou's JSON", () => {
    // Seat 3 kans seat 0's 3z, draws the fourth 9p from the dead wall (Tenhou writes the open kan's DORA
    // after it), makes a closed kan of 9p (its DORA at once), draws 8s and throws 2p.
    const id = idMaker();
    const hand = (codes: string) => codes.split(' ').map(id);
    const hands = [
      hand('1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 1z 2z'),
      hand('3p 4p 5p 6p 7p 8p 3s 3s 5z 5z 6z 6z 7z'),
      hand('1s 2s 4s 5s 6s 7s 8s 9s 9s 9m 9m 4z 4z'),
      hand('9p 9p 9p 2m 2m 1s 1s 3z 3z 3z 7z 7z 2p'),
    ];
    const three = id('3z');
    const fourth = id('9p');
    const body =
      draw(0, three) +
      discard(0, three) +
      call(3, field.kan(three, 1)) +
      draw(3, fourth) +
      `<DORA hai="${id('6p')}" />` +
      call(3, field.kan(fourth, 0)) +
      `<DORA hai="${id('7p')}" />` +
      draw(3, id('8s')) +
      discard(3, hands[3]![12]!) +
      exhaustive;
    const log = read(mjlog(init(hands, { seed: '0,0,0,0,0,1' }) + body));
    expect(log.kyoku[0]!.moves.slice(3)).toEqual([
      drawn(3, '9p', true),
      { move: 'closed-kan', seat: 3, tiles: tiles('9p 9p 9p 9p') },
      { move: 'dora', indicator: tile('6p') },
      { move: 'dora', indicator: tile('7p') },
      drawn(3, '8s', true),
      thrown(3, '2p'),
    ]);
    const json = {
      rule: { aka: 1 },
      log: [
        [
          [0, 0, 0],
          [25000, 25000, 25000, 25000],
          [11, 26, 27],
          [],
          [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 21, 41, 42],
          [43],
          [60],
          [23, 24, 25, 26, 27, 28, 33, 33, 45, 45, 46, 46, 47],
          [],
          [],
          [31, 32, 34, 35, 36, 37, 38, 39, 39, 19, 19, 44, 44],
          [],
          [],
          [29, 29, 29, 12, 12, 31, 31, 43, 43, 43, 47, 47, 22],
          ['434343m43', 29, 38],
          [0, '292929a29', 22],
          ['流局', [0, 0, 0, 0]],
        ],
      ],
    };
    const fromJson = readTenhouJson(json);
    if (!fromJson.ok) throw new Error(JSON.stringify(fromJson.error));
    expect(log.kyoku).toEqual(fromJson.value.kyoku);
    roundTrip(log);
  });

  test('chankan: a ron on the added kan, from the seat that added it', () => {
    const log = read(addedKan(() => agari({ who: 0, fromWho: 3, points: 2000, yaku: '3,1,8,1', sc: '250,20,250,0,250,0,250,-20' })));
    const k = log.kyoku[0]!;
    expect(k.moves[k.moves.length - 1]).toEqual({ move: 'added-kan', seat: 3, tile: tile('7z') });
    expect(k.end).toEqual({
      end: 'win',
      wins: [{ seat: 0, from: 3, points: 2000, yaku: ['槍槓(1飜)', '断幺九(1飜)'] }],
      deltas: [2000, 0, 0, -2000],
    });
    roundTrip(log);
  });

  test('a north tile set aside (three players): its own move, then the dead wall draw', () => {
    const id = idMaker();
    const hand = (codes: string) => codes.split(' ').map(id);
    const hands = [
      hand('1m 9m 1p 2p 3p 4p 5p 6p 7p 8p 9p 1z 1z'),
      hand('1s 2s 3s 4s 5s 6s 7s 8s 9s 2z 2z 3z 3z'),
      hand('1p 2p 3p 1s 2s 3s 5z 5z 5z 6z 6z 7z 7z'),
      [],
    ];
    const north = id('4z');
    const rinshan = id('9s');
    const body = passTurn(id, 0, '9m') + draw(1, north) + call(1, field.north(north)) + draw(1, rinshan) + discard(1, rinshan);
    const xml = mjlog(
      init(hands, { ten: '350,350,350,0' }) + body + '<RYUUKYOKU ba="0,0" sc="350,0,350,0,350,0,0,0" />',
      '<GO type="185" lobby="0"/>',
      '<UN n0="A" n1="B" n2="C" n3="" dan="0,0,0,0" rate="1500,1500,1500,0" sx="M,M,M,C"/>',
    );
    const log = read(xml);
    expect([log.players, log.names]).toEqual([3, ['A', 'B', 'C']]);
    const k = log.kyoku[0]!;
    expect(k.scores).toEqual([35000, 35000, 35000]);
    expect(k.dealt).toHaveLength(3);
    expect(k.moves.slice(2)).toEqual([
      drawn(1, '4z'),
      { move: 'north', seat: 1, tile: tile('4z') },
      drawn(1, '9s', true),
      thrown(1, '9s', true),
    ]);
    expect(k.end).toEqual({ end: 'draw', kind: 'exhaustive', deltas: [0, 0, 0] });
    roundTrip(log);
  });

  test('three players: a ron on a north set aside ends the kyoku there; a tsumo or a ron from another seat does not fit it', () => {
    const id = idMaker();
    const hand = (codes: string) => codes.split(' ').map(id);
    const hands = [
      hand('1p 1p 1p 2p 2p 2p 3p 3p 3p 4p 4p 4p 4z'),
      hand('5p 5p 5p 6p 6p 6p 7p 7p 7p 8p 8p 8p 9p'),
      hand('1s 1s 1s 2s 2s 2s 3s 3s 3s 4s 4s 4s 5s'),
      [],
    ];
    const north = id('4z');
    const body = passTurn(id, 0, '1m') + draw(1, north) + call(1, field.north(north));
    const xml = (who: number, fromWho: number) =>
      mjlog(
        init(hands, { ten: '350,350,350,0' }) + body + agari({ who, fromWho, points: 9600, yaku: '', sc: '350,96,350,-96,350,0,0,0' }),
        '<GO type="185" lobby="0"/>',
      );
    const k = read(xml(0, 1)).kyoku[0]!;
    expect(k.moves.slice(-1)).toEqual([{ move: 'north', seat: 1, tile: tile('4z') }]);
    expect(k.end).toEqual({ end: 'win', wins: [{ seat: 0, from: 1, points: 9600, yaku: [] }], deltas: [9600, -9600, 0] });
    roundTrip(read(xml(0, 1)));
    expect(errorOf(xml(1, 1))).toEqual({
      code: 'out-of-turn',
      kyoku: 0,
      kyokuName: { round: 'E', number: 1, honba: 0 },
      move: 5,
      seat: 1,
      found: '1 from 1',
    });
    expect(errorOf(xml(0, 2))).toEqual({
      code: 'out-of-turn',
      kyoku: 0,
      kyokuName: { round: 'E', number: 1, honba: 0 },
      move: 5,
      seat: 0,
      found: '0 from 2',
    });
  });

  test('three players: a pon counts seats round a table of four (the empty north keeps its place)', () => {
    // Seat 1's seat before is seat 0, at relative 3 on Tenhou's four-place table (not 2, as on a table of three).
    const id = idMaker();
    const hand = (codes: string) => codes.split(' ').map(id);
    const hands = [
      hand('1m 9m 1p 2p 3p 4p 5p 6p 7p 8p 9p 1z 7z'),
      hand('1s 2s 3s 4s 5s 6s 7s 8s 9s 7z 7z 3z 3z'),
      hand('1p 2p 3p 1s 2s 3s 5z 5z 5z 6z 6z 2z 2z'),
      [],
    ];
    const seven = hands[0]![12]!;
    const pon = [seven, hands[1]![9]!, hands[1]![10]!].sort((x, y) => x - y);
    const unused = [0, 1, 2, 3].find((c) => !pon.some((t) => (t & 3) === c))!;
    const body = draw(0, id('9m')) + discard(0, seven) + call(1, field.pon(33, unused, pon.indexOf(seven), 3)) + discard(1, hands[1]![11]!);
    const xml = mjlog(
      init(hands, { ten: '350,350,350,0' }) + body + '<RYUUKYOKU ba="0,0" sc="350,0,350,0,350,0,0,0" />',
      '<GO type="185" lobby="0"/>',
    );
    expect(read(xml).kyoku[0]!.moves[2]).toEqual({
      move: 'call',
      seat: 1,
      call: 'pon',
      tiles: tiles('7z 7z'),
      called: tile('7z'),
      from: 0,
    });
    // Relative 2 from seat 1 is seat 3, the empty place: no discard came from there.
    const across = body.replace(/m="(\d+)"/, (_all, m: string) => `m="${Number(m) - 1}"`);
    expect(errorOf(mjlog(init(hands, { ten: '350,350,350,0' }) + across + exhaustive, '<GO type="185" lobby="0"/>')).code).toBe(
      'out-of-turn',
    );
  });
});

describe('readMjlog: how a kyoku ends', () => {
  const riichiThenWin = (end: (id: (code: string) => number) => string) => {
    const { id, hands } = deal();
    const t = id('4z');
    const body =
      draw(0, t) + '<REACH who="0" step="1"/>' + discard(0, t) + '<REACH who="0" ten="240,250,250,250" step="2"/>' + passTurn(id, 1, '9s');
    return mjlog(init(hands) + body + end(id));
  };

  test('tsumo: who is fromWho; the points, the yaku with their han, the deltas, the ura indicators', () => {
    const log = read(
      riichiThenWin((id) => {
        const t = id('6m');
        return (
          draw(2, t) +
          agari({
            who: 2,
            fromWho: 2,
            points: 7700,
            yaku: '1,1,0,1,8,1,52,2,53,0',
            sc: '240,-39,250,-19,250,77,250,-19',
            ura: `${id('1s')}`,
          })
        );
      }),
    );
    const k = log.kyoku[0]!;
    expect(k.moves[k.moves.length - 1]).toEqual(drawn(2, '6m'));
    expect(k.end).toEqual({
      end: 'win',
      // 裏ドラ of 0 han is left out, as Tenhou's JSON does.
      wins: [{ seat: 2, from: 2, points: 7700, yaku: ['立直(1飜)', '門前清自摸和(1飜)', '断幺九(1飜)', 'ドラ(2飜)'] }],
      deltas: [-3900, -1900, 7700, -1900],
    });
    expect(k.ura).toEqual(tiles('1s'));
    roundTrip(log);
  });

  test('ron: fromWho dealt in', () => {
    const log = read(riichiThenWin(() => agari({ who: 3, fromWho: 1, points: 3900, sc: '240,0,250,-39,250,0,250,49' })));
    expect(log.kyoku[0]!.end).toEqual({
      end: 'win',
      wins: [{ seat: 3, from: 1, points: 3900, yaku: ['断幺九(1飜)'] }],
      deltas: [0, -3900, 0, 4900],
    });
    roundTrip(log);
  });

  test('ron on the declaring discard: riichi is marked, no step 2', () => {
    const { id, hands } = deal();
    const t = id('4z');
    const body =
      draw(0, t) +
      '<REACH who="0" step="1"/>' +
      discard(0, t) +
      agari({ who: 2, fromWho: 0, points: 1000, sc: '250,-10,250,0,250,10,250,0' });
    const log = read(mjlog(init(hands) + body));
    expect(log.kyoku[0]!.moves).toEqual([drawn(0, '4z'), thrown(0, '4z', true, true)]);
    roundTrip(log);
  });

  test('double ron: two AGARI tags, the wins in order, the deltas summed, the ura of the first that shows them', () => {
    const log = read(
      riichiThenWin(
        (id) =>
          passTurn(id, 2, '6m') +
          agari({ who: 0, fromWho: 2, points: 5200, yaku: '1,1,9,1,53,1', sc: '240,62,250,0,250,-52,250,0', ura: `${id('5z')}` }) +
          agari({ who: 3, fromWho: 2, points: 8000, yakuman: '39', sc: '240,0,250,0,250,-80,250,80', ura: `${id('7m')}` }),
      ),
    );
    const k = log.kyoku[0]!;
    expect(k.end).toEqual({
      end: 'win',
      wins: [
        { seat: 0, from: 2, points: 5200, yaku: ['立直(1飜)', '一盃口(1飜)', '裏ドラ(1飜)'] },
        { seat: 3, from: 2, points: 8000, yaku: ['大三元(役満)'] },
      ],
      deltas: [6200, 0, -13200, 8000],
    });
    expect(k.ura).toEqual(tiles('5z'));
    roundTrip(log);
  });

  test('exhaustive draw: no type', () => {
    const { id, hands } = deal();
    const log = read(
      mjlog(init(hands) + passTurn(id, 0, '9s') + '<RYUUKYOKU ba="0,0" sc="250,30,250,-10,250,-10,250,-10" hai0="0,4,8" />'),
    );
    expect(log.kyoku[0]!.end).toEqual({ end: 'draw', kind: 'exhaustive', deltas: [3000, -1000, -1000, -1000] });
    roundTrip(log);
  });

  test.each<[string, string]>([
    ['yao9', 'nine-terminals'],
    ['reach4', 'four-riichi'],
    ['ron3', 'three-ron'],
    ['kan4', 'four-kans'],
    ['kaze4', 'four-winds'],
    ['nm', 'nagashi'],
  ])('RYUUKYOKU type %s is a %s draw', (type, kind) => {
    const { id, hands } = deal();
    const log = read(mjlog(init(hands) + passTurn(id, 0, '9s') + `<RYUUKYOKU type="${type}" ba="0,0" sc="250,0,250,0,250,0,250,0" />`));
    expect(log.kyoku[0]!.end).toEqual({ end: 'draw', kind, deltas: [0, 0, 0, 0] });
    roundTrip(log);
  });

  test('a log that stops after a discard: the kyoku has no end (none)', () => {
    const { id, hands } = deal();
    const log = read(mjlog(init(hands) + passTurn(id, 0, '9s')));
    expect(log.kyoku[0]!.end).toEqual({ end: 'none' });
    roundTrip(log);
  });

  test('BYE, UN of a reconnection and tags the model has no place for change nothing', () => {
    const { id, hands } = deal();
    const body = passTurn(id, 0, '9s') + '<BYE who="1" /><UN n1="%41" /><FURITEN who="2"/>' + passTurn(id, 1, '8p');
    const log = read(mjlog(init(hands) + body + exhaustive));
    expect(log.names[1]).toBe('天鳳');
    expect(log.kyoku[0]!.moves).toHaveLength(4);
  });
});

describe('readMjlog: errors', () => {
  const { id, hands } = deal();
  const start = mjlog(init(hands)).replace('</mjloggm>', '');
  const t = id('9s');

  test.each<[string, string, Partial<LogError>]>([
    ['nothing', '', { code: 'empty' }],
    ['blanks', ' \n\t ', { code: 'empty' }],
    ['no mjloggm root', '<mjlog ver="2.3"><INIT/></mjlog>', { code: 'bad-xml', found: '<mjlog ver="2.3">' }],
    ['text, not XML', 'hello', { code: 'bad-xml', found: 'hello' }],
    ['JSON', '{"log":[]}', { code: 'bad-xml', found: '{"log":[]}' }],
    ['a root and no kyoku', '<mjloggm ver="2.3"></mjloggm>', { code: 'bad-shape' }],
    ['a tag cut short inside a kyoku', `${start}${draw(0, t)}<D3`, { code: 'bad-xml', kyoku: 0, move: 2, found: '<D3' }],
    ['an attribute value cut short', `${start}<N who="1" m="12`, { code: 'bad-xml', kyoku: 0, move: 1, found: '<N who="1" m="12' }],
    ['text between tags', `${start}${draw(0, t)} x ${discard(0, t)}`, { code: 'bad-xml', kyoku: 0, move: 2, found: `x ${discard(0, t)}` }],
    ['a tag after the root', `${start}${exhaustive}</mjloggm><T1/>`, { code: 'bad-xml', found: '<T1/>' }],
    ['a draw of id 136', `${start}<T136/>`, { code: 'bad-tile', kyoku: 0, move: 1, seat: 0, found: '<T136/>' }],
    ['a discard of id 999', `${start}${draw(2, t)}<F999/>`, { code: 'bad-tile', kyoku: 0, move: 2, seat: 2, found: '<F999/>' }],
    ['a dora indicator of id 200', `${start}<DORA hai="200"/>`, { code: 'bad-tile', kyoku: 0, move: 1 }],
    [
      'a meld field with both pon and added-kan bits',
      `${start}${draw(0, t)}${discard(0, t)}<N who="1" m="${0x18 | 1}"/>`,
      { code: 'bad-call', kyoku: 0, move: 3, seat: 1 },
    ],
    [
      'a chi pattern past 789s',
      `${start}${draw(0, t)}${discard(0, t)}<N who="1" m="${(63 << 10) | 7}"/>`,
      { code: 'bad-call', kyoku: 0, move: 3, seat: 1 },
    ],
    [
      'a pon from oneself',
      `${start}${draw(0, t)}${discard(0, t)}<N who="1" m="${field.pon(26, 0, 0, 0)}"/>`,
      { code: 'bad-call', kyoku: 0, move: 3 },
    ],
    ['a meld field of 17 bits', `${start}${draw(0, t)}${discard(0, t)}<N who="1" m="70000"/>`, { code: 'bad-call', kyoku: 0, move: 3 }],
    [
      'a north tile with four players',
      `${start}${draw(0, 120)}<N who="0" m="${field.north(120)}"/>`,
      { code: 'bad-call', kyoku: 0, move: 2, seat: 0 },
    ],
    ['a north field on a tile that is not North', `${start}<N who="0" m="${field.north(100)}"/>`, { code: 'bad-call', kyoku: 0, move: 1 }],
    [
      'a pon of a tile other than the last discard',
      `${start}${draw(0, t)}${discard(0, t)}<N who="2" m="${field.pon(26, 1, 0, 2)}"/>`,
      { code: 'out-of-turn', kyoku: 0, move: 3, seat: 2 },
    ],
    [
      'a pon of the right tile from the wrong seat',
      `${start}${draw(0, t)}${discard(0, t)}<N who="2" m="${field.pon(t >> 2, 0, (t & 3) - 1, 1)}"/>`,
      { code: 'out-of-turn', kyoku: 0, move: 3, seat: 2 },
    ],
    [
      'a call after the next draw',
      `${start}${draw(0, t)}${discard(0, t)}${draw(1, 5)}<N who="2" m="${field.pon(t >> 2, 0, (t & 3) - 1, 2)}"/>`,
      { code: 'out-of-turn', move: 4 },
    ],
    [
      'a call before any discard',
      `${start}<N who="2" m="${field.pon(26, 0, 0, 2)}"/>`,
      { code: 'out-of-turn', kyoku: 0, move: 1, seat: 2 },
    ],
    [
      'a chi from across',
      `${start}${draw(0, 17)}${discard(0, 17)}<N who="2" m="${field.chi(0, 2, 2, [1, 1, 1], 2)}"/>`,
      { code: 'out-of-turn', kyoku: 0, move: 3, seat: 2 },
    ],
    ['a draw after the kyoku ended', `${start}${exhaustive}${draw(1, t)}`, { code: 'out-of-turn', kyoku: 0, move: 1, seat: 1 }],
    ['a draw before any INIT', mjlog(draw(0, 1)), { code: 'out-of-turn' }],
    [
      'a draw from an empty wall (the 71st of a kyoku of four)',
      `${start}${Array.from({ length: 71 }, (_, i) => draw(i % 4, 100) + discard(i % 4, 100)).join('')}`,
      { code: 'out-of-turn', kyoku: 0, move: 141, seat: 2, found: '<V100/>' },
    ],
    ['a second end after a draw', `${start}${exhaustive}${agari({ who: 0, fromWho: 0 })}`, { code: 'out-of-turn', kyoku: 0 }],
    ['a kyoku that stops after a draw', `${start}${draw(0, t)}`, { code: 'cut-short', kyoku: 0, move: 2, seat: 0, found: 'draw' }],
    [
      'a kyoku that stops after a call',
      `${start}${draw(0, t)}${discard(0, t)}${call(2, field.pon(t >> 2, 0, (t & 3) - 1, 2))}${init(hands)}`,
      { code: 'cut-short', kyoku: 0, move: 4, seat: 2 },
    ],
    ['a riichi declared and not discarded', `${start}${draw(0, t)}<REACH who="0" step="1"/>`, { code: 'cut-short', kyoku: 0, seat: 0 }],
    // A win that does not fit the last move, as the JSON reader refuses it.
    [
      'a ron from a seat that did not discard last',
      `${start}${draw(0, t)}${discard(0, t)}${agari({ who: 2, fromWho: 1 })}`,
      { code: 'out-of-turn', kyoku: 0, move: 3, seat: 2, found: '2 from 1' },
    ],
    [
      'a tsumo by a seat that did not draw last',
      `${start}${draw(0, t)}${discard(0, t)}${agari({ who: 0, fromWho: 0 })}`,
      { code: 'out-of-turn', kyoku: 0, move: 3, seat: 0, found: '0 from 0' },
    ],
    [
      'a win before any move',
      `${start}${agari({ who: 1, fromWho: 0 })}`,
      { code: 'out-of-turn', kyoku: 0, move: 1, seat: 1, found: '1 from 0' },
    ],
    // Faults the tags cannot show, found by the replay every log read is given.
    [
      'a discard of a tile the seat does not hold',
      `${start}${draw(0, t)}${discard(0, hands[1]![0]!)}${exhaustive}`,
      { code: 'not-in-hand', kyoku: 0, move: 2, seat: 0 },
    ],
    [
      'a fifth 3z',
      `${start}${draw(0, 29 * 4)}${discard(0, 29 * 4)}${draw(1, 29 * 4 + 1)}${exhaustive}`,
      { code: 'fifth-copy', kyoku: 0, move: 3, seat: 1 },
    ],
    [
      'a draw by the wrong seat',
      `${start}${draw(0, t)}${discard(0, t)}${draw(2, 5)}${exhaustive}`,
      { code: 'out-of-turn', kyoku: 0, move: 3, seat: 2 },
    ],
    ['an INIT with twelve tiles in a hand', mjlog(init([hands[0]!.slice(1), ...hands.slice(1)])), { code: 'bad-shape', kyoku: 0 }],
    ['an INIT with a tile id of 136', mjlog(init([[136, ...hands[0]!.slice(1)], ...hands.slice(1)])), { code: 'bad-tile', kyoku: 0 }],
    ['an INIT without a seed', mjlog(init(hands).replace(/seed="[^"]*"/, '')), { code: 'bad-shape', kyoku: 0 }],
    ['a REACH of step 3', `${start}<REACH who="0" step="3"/>`, { code: 'bad-shape', kyoku: 0, move: 1, seat: 0 }],
    ['a RYUUKYOKU of an unknown type', `${start}<RYUUKYOKU type="x" sc="250,0,250,0,250,0,250,0"/>`, { code: 'bad-shape', kyoku: 0 }],
    ['an AGARI with a yaku number past 54', `${start}${agari({ who: 0, fromWho: 0, yaku: '55,1' })}`, { code: 'bad-shape', kyoku: 0 }],
    [
      'an AGARI with an ura indicator of id 140',
      `${start}${agari({ who: 0, fromWho: 0, ura: '140' })}`,
      { code: 'bad-tile', kyoku: 0, seat: 0 },
    ],
    [
      'a seat that does not play (three players)',
      mjlog(init([hands[0]!, hands[1]!, hands[2]!, []], { ten: '350,350,350,0' }) + '<W5/>', '<GO type="185" lobby="0"/>'),
      { code: 'out-of-turn', seat: 3 },
    ],
  ])('%s', (_name, xml, expected) => {
    expect(errorOf(xml)).toMatchObject(expected);
  });

  test('more than MAX_LOG_CHARS characters (the limit of readGameLog too) is too long', () => {
    expect(MAX_LOG_CHARS).toBe(4_000_000);
    expect(errorOf(' '.repeat(MAX_LOG_CHARS + 1))).toEqual({ code: 'too-long', found: '4000001 characters' });
    expect(errorOf(' '.repeat(MAX_LOG_CHARS)).code).toBe('empty');
  });

  test('the text at fault is cut to 40 characters', () => {
    const found = errorOf(`${start}<N who="1" m="1${'2'.repeat(100)}`).found!;
    expect(found).toHaveLength(40);
    expect(found.endsWith('…')).toBe(true);
  });

  test('an error names the kyoku it is in, counted from 0, and by its name', () => {
    const second = deal();
    expect(errorOf(mjlog(init(hands) + exhaustive + init(second.hands) + '<T999/>'))).toEqual({
      code: 'bad-tile',
      kyoku: 1,
      kyokuName: { round: 'E', number: 1, honba: 0 },
      move: 1,
      seat: 0,
      found: '<T999/>',
    });
    // South 3 with 2 honba (seed index 6); a kyoku cut short after a draw, and a fault the replay finds after reading (a tile not held), are named too.
    const south = init(second.hands, { seed: '6,2,0,0,0,0', oya: 2 });
    expect(errorOf(mjlog(init(hands) + exhaustive + south + '<V5/>'))).toMatchObject({
      code: 'cut-short',
      kyoku: 1,
      kyokuName: { round: 'S', number: 3, honba: 2 },
    });
    expect(errorOf(mjlog(init(hands) + exhaustive + south + draw(2, 100) + discard(2, 130)))).toMatchObject({
      code: 'not-in-hand',
      kyoku: 1,
      kyokuName: { round: 'S', number: 3, honba: 2 },
      move: 2,
    });
  });
});

// ---------------------------------------------------------------------------------------------------

describe('the meld field (docs/mjlog.md#the-meld-field)', () => {
  test('every chi: each suit, start, called tile, copy of each tile and seat', () => {
    let n = 0;
    for (let suit = 0; suit < 3; suit++)
      for (let start = 0; start < 7; start++)
        for (let called = 0; called < 3; called++)
          for (let copies = 0; copies < 64; copies++)
            for (let from = 1; from <= 3; from++) {
              const c = [copies & 3, (copies >> 2) & 3, copies >> 4];
              const base = suit * 9 + start;
              const meld: MjlogMeld = {
                meld: 'chi',
                from,
                ids: [base * 4 + c[0]!, (base + 1) * 4 + c[1]!, (base + 2) * 4 + c[2]!],
                called,
              };
              const m = field.chi(suit, start, called, c, from);
              expect(decodeMeld(m)).toEqual(meld);
              expect(encodeMeld(meld)).toBe(m);
              n++;
            }
    expect(n).toBe(3 * 7 * 3 * 64 * 3);
  });

  test('every pon and added kan: each kind, copy left out, called copy and seat', () => {
    for (let kind = 0; kind < 34; kind++)
      for (let unused = 0; unused < 4; unused++)
        for (let called = 0; called < 3; called++)
          for (let from = 1; from <= 3; from++) {
            const ids = [0, 1, 2, 3].filter((c) => c !== unused).map((c) => kind * 4 + c) as [number, number, number];
            const pon: MjlogMeld = { meld: 'pon', from, ids, called, unused: kind * 4 + unused };
            const added: MjlogMeld = { meld: 'added-kan', from, ids, called, added: kind * 4 + unused };
            expect(decodeMeld(field.pon(kind, unused, called, from))).toEqual(pon);
            expect(decodeMeld(field.addedKan(kind, unused, called, from))).toEqual(added);
            expect(encodeMeld(pon)).toBe(field.pon(kind, unused, called, from));
            expect(encodeMeld(added)).toBe(field.addedKan(kind, unused, called, from));
          }
  });

  test('every kan: each id, open from each seat or closed; every north tile', () => {
    for (let id = 0; id < 136; id++)
      for (let from = 0; from <= 3; from++) {
        expect(decodeMeld(field.kan(id, from))).toEqual({ meld: 'kan', from, id });
        expect(encodeMeld({ meld: 'kan', from, id })).toBe(field.kan(id, from));
      }
    for (let id = 120; id < 124; id++) {
      expect(decodeMeld(field.north(id))).toEqual({ meld: 'north', id });
      expect(encodeMeld({ meld: 'north', id })).toBe(field.north(id));
    }
  });

  test('of all 65,536 fields, exactly those above decode, and each re-encodes to itself', () => {
    let valid = 0;
    for (let m = 0; m < 0x10000; m++) {
      const meld = decodeMeld(m);
      if (!meld) continue;
      valid++;
      expect(encodeMeld(meld)).toBe(m);
    }
    // chi 3*7*3*64*3 + pon and added kan 2*34*4*3*3 + kan 136*4 + north 4
    expect(valid).toBe(12_096 + 2_448 + 544 + 4);
    expect([decodeMeld(-1), decodeMeld(65_536), decodeMeld(1.5)]).toEqual([null, null, null]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Random games played on tile ids: the XML Tenhou would write and the model it stands for, built side by side.

/** A small seeded generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Game {
  xml: string;
  log: GameLog;
}

const YAKU_NAMES = ['門前清自摸和', '立直', '一発', '槍槓', '嶺上開花', '海底摸月', '河底撈魚', '平和', '断幺九', '一盃口'];

function playGame(seed: number, players: 3 | 4, red: boolean, kyokuCount: number): Game {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const tileOf = (id: number): Tile => ({ kind: id >> 2, red: red && (id === 16 || id === 52 || id === 88) });
  const byId = (a: number, b: number) => a - b;
  const names = players === 3 ? ['東家', 'b<&>"', 'C'] : ['東家', 'b<&>"', 'C', '%41'];
  const encodeName = (s: string) =>
    Array.from(new TextEncoder().encode(s), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  const xml: string[] = [
    `<mjloggm ver="2.3">`,
    `<GO type="${1 | (red ? 0 : 2) | 8 | (players === 3 ? 16 : 0)}" lobby="0"/>`,
    `<UN ${[0, 1, 2, 3].map((s) => `n${s}="${s < players ? encodeName(names[s]!) : ''}"`).join(' ')} dan="0,0,0,0" rate="1500,1500,1500,1500" sx="M,M,M,M"/>`,
    `<TAIKYOKU oya="0"/>`,
  ];
  const kyoku: LogKyoku[] = [];

  for (let ki = 0; ki < kyokuCount; ki++) {
    const wall = Array.from({ length: 136 }, (_, i) => i).filter((id) => players === 4 || !(id >> 2 >= 1 && id >> 2 <= 7));
    for (let i = wall.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [wall[i], wall[j]] = [wall[j]!, wall[i]!];
    }
    const dead = wall.splice(0, 14);
    const hands: number[][] = Array.from({ length: players }, () => wall.splice(0, 13).sort(byId));
    const dealer = ki % players;
    const scores = Array.from({ length: players }, () => Math.round((rand() - 0.2) * 500) * 100 + 0); // + 0: never -0
    const honba = Math.floor(rand() * 3);
    const sticks = Math.floor(rand() * 3);
    const k: LogKyoku = {
      round: (['E', 'S', 'W', 'N'] as const)[Math.floor(ki / 4) % 4]!,
      number: (ki % 4) + 1,
      honba,
      sticks,
      dealer: dealer as KyokuSeat,
      scores: [...scores],
      indicator: tileOf(dead[0]!),
      ura: [],
      dealt: hands.map((h) => h.map(tileOf)),
      moves: [],
      end: { end: 'none' },
    };
    const ten = [...scores.map((s) => s / 100), ...(players === 3 ? [0] : [])].join(',');
    xml.push(
      `<INIT seed="${ki},${honba},${sticks},${Math.floor(rand() * 6)},${Math.floor(rand() * 6)},${dead[0]}" ten="${ten}" oya="${dealer}" ` +
        [0, 1, 2, 3].map((s) => `hai${s}="${s < players ? hands[s]!.join(',') : ''}"`).join(' ') +
        '/>',
    );
    const moves = k.moves;
    const seatMove = (s: number) => s as KyokuSeat;
    let doras = 1;
    let replacements = 0;
    const inRiichi = new Array<boolean>(players).fill(false);
    const open = new Array<boolean>(players).fill(false);
    const pons: { seat: number; ids: number[]; called: number; from: number; unused: number }[] = [];
    const rel = (who: number, from: number) => (from - who + 4) % 4;
    const scoreSc = (deltas: number[]) =>
      [0, 1, 2, 3].map((s) => (s < players ? `${scores[s]! / 100},${deltas[s]! / 100}` : '0,0')).join(',');
    const randomDeltas = () => Array.from({ length: players }, () => Math.round((rand() - 0.5) * 200) * 100 + 0);
    // Tenhou writes a closed kan's DORA before its replacement draw and shows it at once; an open or
    // added kan's after the replacement draw, and it shows after the seat's discard, at its next closed
    // kan, at its next added kan's replacement draw, or at the kyoku's end.
    const held: KyokuMove[] = [];
    let lateKans = 0;
    const show = () => moves.push(...held.splice(0));
    const turnDora = (late: boolean) => {
      const id = dead[doras++]!;
      xml.push(`<DORA hai="${id}" />`);
      (late ? held : moves).push({ move: 'dora', indicator: tileOf(id) });
    };
    const win = (seat: number, from: number) => {
      const yakuman = rand() < 0.2;
      const yaku = yakuman ? [pick([37, 38, 39, 47])] : [pick([0, 1, 2, 7, 8, 9]), 1 + Math.floor(rand() * 3)];
      return { seat, from, points: Math.round(rand() * 480) * 100, yaku, yakuman };
    };
    const endWith = (wins: ReturnType<typeof win>[]) => {
      const showUra = rand() < 0.5;
      const uraIds = showUra ? [dead[5]!] : [];
      if (showUra) k.ura = uraIds.map(tileOf);
      const total = new Array<number>(players).fill(0);
      wins.forEach((w, i) => {
        const deltas = randomDeltas();
        deltas.forEach((d, s) => (total[s] += d));
        xml.push(
          `<AGARI ba="${honba},${sticks}" hai="1,2,3" machi="3" ten="30,${w.points},0" ${w.yakuman ? `yakuman="${w.yaku[0]}"` : `yaku="${w.yaku.join(',')}"`} ` +
            `doraHai="${dead[0]}"${i === 0 && showUra ? ` doraHaiUra="${uraIds.join(',')}"` : ''} who="${w.seat}" fromWho="${w.from}" sc="${scoreSc(deltas)}" />`,
        );
      });
      k.end = {
        end: 'win',
        wins: wins.map((w) => ({
          seat: seatMove(w.seat),
          from: seatMove(w.from),
          points: w.points,
          yaku: w.yakuman
            ? [`${['', '天和', '地和', '大三元', '国士無双'][[0, 37, 38, 39, 47].indexOf(w.yaku[0]!)]}(役満)`]
            : [`${YAKU_NAMES[w.yaku[0]!]}(${w.yaku[1]}飜)`],
        })),
        deltas: total,
      };
    };

    let seat = dealer;
    let needsDraw = true;
    let replacement = false;
    let ended = false;
    for (let turn = 0; turn < 200 && !ended; turn++) {
      const hand = hands[seat]!;
      let drawnId = -1;
      if (needsDraw) {
        if (wall.length === 0 && !replacement) {
          const deltas = randomDeltas();
          xml.push(`<RYUUKYOKU ba="${honba},${sticks}" sc="${scoreSc(deltas)}" />`);
          k.end = { end: 'draw', kind: 'exhaustive', deltas };
          ended = true;
          break;
        }
        // A dead-wall draw is made up from the live wall's far end, which it shortens.
        drawnId = replacement ? dead[10 + replacements++]! : wall.shift()!;
        if (replacement) wall.pop();
        xml.push(`<${'TUVW'[seat]}${drawnId}/>`);
        if (replacement && moves[moves.length - 1]?.move === 'added-kan') show();
        moves.push({ move: 'draw', seat: seatMove(seat), tile: tileOf(drawnId), replacement });
        for (; lateKans > 0; lateKans--) turnDora(true);
        replacement = false;
        hand.push(drawnId);
        hand.sort(byId);
        if (rand() < 0.03) {
          endWith([win(seat, seat)]);
          ended = true;
          break;
        }
        if (rand() < 0.01) {
          const type = pick(['yao9', 'reach4', 'ron3', 'kan4', 'kaze4', 'nm'] as const);
          const deltas = randomDeltas();
          xml.push(`<RYUUKYOKU type="${type}" ba="${honba},${sticks}" sc="${scoreSc(deltas)}" />`);
          const kinds = {
            yao9: 'nine-terminals',
            reach4: 'four-riichi',
            ron3: 'three-ron',
            kan4: 'four-kans',
            kaze4: 'four-winds',
            nm: 'nagashi',
          } as const;
          k.end = { end: 'draw', kind: kinds[type], deltas };
          ended = true;
          break;
        }
        // A closed kan, an added kan or a north tile, then the dead wall's draw.
        if (!inRiichi[seat] && replacements < 4 && rand() < 0.5) {
          const counts = new Map<number, number[]>();
          for (const id of hand) counts.set(id >> 2, [...(counts.get(id >> 2) ?? []), id]);
          const four = [...counts.values()].find((ids) => ids.length === 4);
          const pon = pons.find((p) => p.seat === seat && hand.includes(p.unused));
          const north = players === 3 ? hand.find((id) => id >> 2 === 30) : undefined;
          if (four) {
            four.forEach((id) => hand.splice(hand.indexOf(id), 1));
            xml.push(`<N who="${seat}" m="${field.kan(four[0]!, 0)}" />`);
            moves.push({ move: 'closed-kan', seat: seatMove(seat), tiles: four.map(tileOf) });
            show();
            turnDora(false);
            replacement = true;
            turn--;
            continue;
          }
          if (pon) {
            hand.splice(hand.indexOf(pon.unused), 1);
            xml.push(`<N who="${seat}" m="${field.addedKan(pon.unused >> 2, pon.unused & 3, pon.called, rel(seat, pon.from))}" />`);
            moves.push({ move: 'added-kan', seat: seatMove(seat), tile: tileOf(pon.unused) });
            pons.splice(pons.indexOf(pon), 1);
            if (rand() < 0.2) {
              endWith([win((seat + 1) % players, seat)]); // chankan
              ended = true;
              break;
            }
            lateKans++;
            replacement = true;
            turn--;
            continue;
          }
          if (north !== undefined) {
            hand.splice(hand.indexOf(north), 1);
            xml.push(`<N who="${seat}" m="${field.north(north)}" />`);
            moves.push({ move: 'north', seat: seatMove(seat), tile: tileOf(north) });
            replacement = true;
            turn--;
            continue;
          }
        }
      }
      // The discard: the drawn tile in riichi, otherwise any; riichi declared now and then.
      const declare = !inRiichi[seat] && !open[seat] && needsDraw && rand() < 0.08;
      const thrownId = inRiichi[seat] || (drawnId >= 0 && rand() < 0.4) ? drawnId : pick(hand);
      if (thrownId < 0) throw new Error('nothing to discard');
      hand.splice(hand.indexOf(thrownId), 1);
      if (declare) xml.push(`<REACH who="${seat}" step="1"/>`);
      xml.push(`<${'DEFG'[seat]}${thrownId}/>`);
      moves.push({ move: 'discard', seat: seatMove(seat), tile: tileOf(thrownId), tsumogiri: thrownId === drawnId, riichi: declare });
      show();
      if (rand() < 0.03) {
        const others = Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat);
        const winners = rand() < 0.3 ? others.slice(0, 2) : [pick(others)];
        endWith(winners.map((w) => win(w, seat)));
        ended = true;
        break;
      }
      if (declare) {
        inRiichi[seat] = true;
        scores[seat]! -= 1000;
        xml.push(`<REACH who="${seat}" ten="${[...scores.map((s) => s / 100), ...(players === 3 ? [0] : [])].join(',')}" step="2"/>`);
      }
      // Calls of that discard: an open kan or a pon by anyone not in riichi, a chi by the next seat.
      const kind = thrownId >> 2;
      let caller = -1;
      for (let s = 0; s < players && caller < 0; s++) {
        if (s === seat || inRiichi[s]) continue;
        const same = hands[s]!.filter((id) => id >> 2 === kind);
        if (same.length === 3 && replacements < 4 && rand() < 0.3) {
          same.forEach((id) => hands[s]!.splice(hands[s]!.indexOf(id), 1));
          xml.push(`<N who="${s}" m="${field.kan(thrownId, rel(s, seat))}" />`);
          moves.push({
            move: 'call',
            seat: seatMove(s),
            call: 'kan',
            tiles: same.map(tileOf),
            called: tileOf(thrownId),
            from: seatMove(seat),
          });
          caller = s;
          open[s] = true;
          replacement = true;
          needsDraw = true;
        } else if (same.length >= 2 && rand() < 0.3) {
          const own = same.slice(0, 2);
          own.forEach((id) => hands[s]!.splice(hands[s]!.indexOf(id), 1));
          const ids = [...own, thrownId].sort(byId);
          const unused = [0, 1, 2, 3].find((c) => !ids.some((id) => (id & 3) === c))!;
          xml.push(`<N who="${s}" m="${field.pon(kind, unused, ids.indexOf(thrownId), rel(s, seat))}" />`);
          moves.push({
            move: 'call',
            seat: seatMove(s),
            call: 'pon',
            tiles: own.map(tileOf),
            called: tileOf(thrownId),
            from: seatMove(seat),
          });
          pons.push({ seat: s, ids, called: ids.indexOf(thrownId), from: seat, unused: kind * 4 + unused });
          caller = s;
          open[s] = true;
          needsDraw = false;
        }
      }
      const next = (seat + 1) % players;
      if (caller < 0 && players === 4 && !inRiichi[next] && kind < 27 && rand() < 0.3) {
        const rank = kind % 9;
        const starts = [rank - 2, rank - 1, rank].filter((st) => st >= 0 && st <= 6);
        for (const st of starts) {
          const base = kind - rank + st;
          const own = [base, base + 1, base + 2].filter((kk) => kk !== kind).map((kk) => hands[next]!.find((id) => id >> 2 === kk));
          if (own.some((id) => id === undefined)) continue;
          const ownIds = own as number[];
          ownIds.forEach((id) => hands[next]!.splice(hands[next]!.indexOf(id), 1));
          const ids = [...ownIds, thrownId].sort(byId);
          const m = field.chi(
            Math.floor(base / 9),
            base % 9,
            ids.indexOf(thrownId),
            ids.map((id) => id & 3),
            3,
          );
          xml.push(`<N who="${next}" m="${m}" />`);
          moves.push({
            move: 'call',
            seat: seatMove(next),
            call: 'chi',
            tiles: ownIds.sort(byId).map(tileOf),
            called: tileOf(thrownId),
            from: seatMove(seat),
          });
          caller = next;
          open[next] = true;
          needsDraw = false;
          break;
        }
      }
      if (caller >= 0) {
        seat = caller;
        if (replacement) lateKans++;
      } else {
        seat = next;
        needsDraw = true;
      }
    }
    show();
    kyoku.push(k);
  }
  xml.push('</mjloggm>');
  return { xml: xml.join(''), log: { players, names, red, title: '', kyoku } };
}

describe('random games: the XML reads as the model built beside it, and writes back to it', () => {
  test('four and three players, red fives on and off', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<3 | 4>(3, 4), fc.boolean(), (seed, players, red) => {
        const game = playGame(seed, players, red, 6);
        expect(read(game.xml)).toEqual(game.log);
        const written = writeMjlog(game.log);
        expect(read(written)).toEqual(game.log);
        expect(writeMjlog(read(written))).toBe(written);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  test('the games cover every kind of move and end', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      for (const players of [3, 4] as const) {
        for (const k of playGame(seed, players, true, 6).log.kyoku) {
          for (const m of k.moves)
            seen.add(m.move === 'call' ? `call ${m.call}` : m.move === 'draw' && m.replacement ? 'replacement draw' : m.move);
          for (const m of k.moves) if (m.move === 'discard' && m.riichi) seen.add('riichi');
          seen.add(k.end.end === 'draw' ? `draw ${k.end.kind}` : k.end.end === 'win' ? `win ${k.end.wins.length}` : 'none');
        }
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'added-kan',
        'call chi',
        'call kan',
        'call pon',
        'closed-kan',
        'discard',
        'dora',
        'draw',
        'draw exhaustive',
        'draw four-kans',
        'draw four-riichi',
        'draw four-winds',
        'draw nagashi',
        'draw nine-terminals',
        'draw three-ron',
        'north',
        'replacement draw',
        'riichi',
        'win 1',
        'win 2',
      ].sort(),
    );
  });
});

// ---------------------------------------------------------------------------------------------------

describe('never a throw, always a Result, quickly', () => {
  const valid = playGame(7, 4, true, 8).xml;
  const isResult = (r: unknown) => typeof r === 'object' && r !== null && typeof (r as { ok: unknown }).ok === 'boolean';

  test('random strings, and random tags inside a root', () => {
    const tag = fc.oneof(
      fc.constantFrom(
        '<T5/>',
        '<D5/>',
        '<N who="1" m="1234"/>',
        '<REACH who="0" step="1"/>',
        '<DORA hai="3"/>',
        exhaustive,
        '<AGARI who="0" fromWho="1"/>',
      ),
      fc.string().map((s) => `<${s}>`),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.array(tag).map((tags) => mjlog(tags.join(''))),
        ),
        (text) => {
          expect(isResult(readMjlog(text))).toBe(true);
        },
      ),
      { seed: SEED, numRuns: 2000 },
    );
  });

  test('writing any log of the model, played or not, gives text that reads as a Result', () => {
    const tileArb = fc.record({ kind: fc.integer({ min: 0, max: 33 }), red: fc.boolean() });
    const seat = fc.constantFrom<KyokuSeat>(0, 1, 2, 3);
    const move: fc.Arbitrary<KyokuMove> = fc.oneof(
      fc.record({ move: fc.constant('draw' as const), seat, tile: tileArb, replacement: fc.boolean() }),
      fc.record({ move: fc.constant('discard' as const), seat, tile: tileArb, tsumogiri: fc.boolean(), riichi: fc.boolean() }),
      fc.record({
        move: fc.constant('call' as const),
        seat,
        call: fc.constantFrom('chi' as const, 'pon' as const, 'kan' as const),
        tiles: fc.array(tileArb, { maxLength: 3 }),
        called: tileArb,
        from: seat,
      }),
      fc.record({ move: fc.constant('closed-kan' as const), seat, tiles: fc.array(tileArb, { minLength: 4, maxLength: 4 }) }),
      fc.record({ move: fc.constant('added-kan' as const), seat, tile: tileArb }),
      fc.record({ move: fc.constant('north' as const), seat, tile: tileArb }),
      fc.record({ move: fc.constant('dora' as const), indicator: tileArb }),
    );
    const points = fc.integer({ min: -1_000_000, max: 1_000_000 });
    const kyoku: fc.Arbitrary<LogKyoku> = fc.record({
      round: fc.constantFrom('E' as const, 'S' as const, 'W' as const, 'N' as const),
      number: fc.integer({ min: 1, max: 4 }),
      honba: fc.nat(20),
      sticks: fc.nat(20),
      dealer: seat,
      scores: fc.array(points, { minLength: 4, maxLength: 4 }),
      indicator: tileArb,
      ura: fc.array(tileArb, { maxLength: 5 }),
      dealt: fc.array(fc.array(tileArb, { minLength: 13, maxLength: 13 }), { minLength: 4, maxLength: 4 }),
      moves: fc.array(move, { maxLength: 40 }),
      end: fc.oneof(
        fc.constant({ end: 'none' as const }),
        fc.record({
          end: fc.constant('draw' as const),
          kind: fc.constantFrom('exhaustive' as const, 'nine-terminals' as const, 'nagashi' as const),
          deltas: fc.array(points, { minLength: 4, maxLength: 4 }),
        }),
        fc.record({
          end: fc.constant('win' as const),
          wins: fc.array(
            fc.record({ seat, from: seat, points, yaku: fc.array(fc.oneof(fc.string(), fc.constantFrom('立直(1飜)', '大三元(役満)'))) }),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
          deltas: fc.array(points, { minLength: 4, maxLength: 4 }),
        }),
      ),
    });
    const log = fc.record({
      players: fc.constant<3 | 4>(4),
      names: fc.array(fc.string({ unit: 'binary' }), { minLength: 4, maxLength: 4 }),
      red: fc.boolean(),
      title: fc.string(),
      kyoku: fc.array(kyoku, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(log, (l) => {
        const text = writeMjlog(l);
        expect(typeof text).toBe('string');
        expect(isResult(readMjlog(text))).toBe(true);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  test('every truncation of a valid log: read, or refused with a place', () => {
    for (let end = 0; end <= valid.length; end++) {
      const r = readMjlog(valid.slice(0, end));
      if (!r.ok) expect(['empty', 'bad-xml', 'bad-shape', 'cut-short', 'bad-tile']).toContain(r.error.code);
    }
  });

  test('mutations of a valid log: characters replaced, inserted, deleted', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(valid.length),
            fc.constantFrom('replace', 'insert', 'delete'),
            fc.constantFrom('<', '>', '/', '"', '=', ' ', '1', '9', 'N', 'T', 'x', '&', '-'),
          ),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (edits) => {
          let text = valid;
          for (const [at, op, c] of edits) {
            if (op === 'replace') text = text.slice(0, at) + c + text.slice(at + 1);
            else if (op === 'insert') text = text.slice(0, at) + c + text.slice(at);
            else text = text.slice(0, at) + text.slice(at + 1);
          }
          expect(isResult(readMjlog(text))).toBe(true);
        },
      ),
      { seed: SEED, numRuns: 1500 },
    );
  });

  test('a few megabytes of junk, inside a root or not, read to a Result (how fast: bench/review.mjs)', () => {
    const r = rng(SEED);
    const junk = Array.from({ length: 3_000_000 }, () => String.fromCharCode(32 + Math.floor(r() * 95))).join('');
    // As many moves as 3 MB can hold: kyoku after kyoku of 70 draws and discards, the most a wall has.
    const turns = Array.from({ length: 70 }, (_, i) => draw(i % 4, i % 136) + discard(i % 4, i % 136)).join('');
    const kyoku = Array.from({ length: 2_800 }, () => init(deal().hands) + turns + exhaustive).join('');
    const inputs = [junk, `<mjloggm ver="2.3">${junk}`, mjlog(kyoku), `<mjloggm ver="2.3">${'<!-- -->'.repeat(400_000)}`];
    expect(mjlog(kyoku).length).toBeGreaterThan(3_000_000);
    for (const text of inputs) expect(isResult(readMjlog(text))).toBe(true);
  });
});
