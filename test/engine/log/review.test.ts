/**
 * replayKyoku and reviewKyoku on kyoku written out move by move: the replay's checks (each fault named
 * with its kyoku and move), and the review's position at each decision against the table the test keeps
 * itself from the moves (every river's tiles not called, the other seats' melds, the indicators showing),
 * its figures against the engine's analyses of that table, and its call lines against the rules: pon or
 * kan from anyone, chi from the left only, none in riichi, the choice read from the next move.
 */
import { describe, expect, test } from 'vitest';
import { analyze, formatHand, game, parseTiles, tileCode, type Tile } from '../../../src/engine/index.ts';
import type { GameLog, LogKyoku, KyokuMove, KyokuSeat } from '../../../src/engine/log/game-log.ts';
import { replayKyoku } from '../../../src/engine/log/replay.ts';
import { reviewKyoku, type CallDecision, type DiscardDecision } from '../../../src/engine/log/review.ts';

const tiles = (text: string): Tile[] => {
  const read = parseTiles(text);
  if (!read.ok) throw new Error(text);
  return read.value.tiles.map((kind, i) => ({ kind, red: read.value.tilesRed[i]! }));
};
const tile = (text: string) => tiles(text)[0]!;
const draw = (seat: KyokuSeat, t: string): KyokuMove => ({ move: 'draw', seat, tile: tile(t), replacement: false });
const discard = (seat: KyokuSeat, t: string, more: { tsumogiri?: boolean; riichi?: boolean } = {}): KyokuMove => ({
  move: 'discard',
  seat,
  tile: tile(t),
  tsumogiri: more.tsumogiri ?? false,
  riichi: more.riichi ?? false,
});

/** A kyoku of four players dealt these hands, East 1, with these moves. */
function kyokuOf(dealt: string[], moves: KyokuMove[], indicator = '2z'): LogKyoku {
  return {
    round: 'E',
    number: 1,
    honba: 0,
    sticks: 0,
    dealer: 0,
    scores: [25000, 25000, 25000, 25000],
    indicator: tile(indicator),
    ura: [],
    dealt: dealt.map(tiles),
    moves,
    end: { end: 'none' },
  };
}
const logOf = (kyoku: LogKyoku): GameLog => ({ players: 4, names: ['A', 'B', 'C', 'D'], red: true, title: '', kyoku: [kyoku] });

// Seat 0 holds 11m; seat 1 holds 23m and 99p; seat 2 holds 11m too; seat 3 one 9p and three 7z.
const DEALT = ['11m456p789s12345z', '23m4568p99p1234s6z', '11m789m1236p567s7z', '9p44s5s678s111z777z'];

describe('replayKyoku: the checks', () => {
  test('a fair kyoku replays to its end, the wall counted down', () => {
    const found = replayKyoku(
      logOf(kyokuOf(DEALT, [draw(0, '9m'), discard(0, '9m', { tsumogiri: true }), draw(1, '5z'), discard(1, '5z')])),
      0,
    );
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value.wall).toBe(68);
    expect(found.value.seats[1]!.river.map((r) => tileCode(r.tile.kind))).toEqual(['5z']);
  });
  test.each([
    ['a discard of a tile not held', [draw(0, '9m'), discard(0, '8m')], 'not-in-hand', 2],
    ['a tsumogiri of another tile than the one drawn', [draw(0, '9m'), discard(0, '1m', { tsumogiri: true })], 'not-in-hand', 2],
    ['a draw out of turn', [draw(1, '9m')], 'out-of-turn', 1],
    ['two draws in a row', [draw(0, '9m'), draw(0, '8m')], 'out-of-turn', 2],
    [
      'a chi from the seat across',
      [
        draw(0, '9m'),
        discard(0, '1m'),
        { move: 'call', seat: 2, call: 'chi', tiles: tiles('23m'), called: tile('1m'), from: 0 } as KyokuMove,
      ],
      'out-of-turn',
      3,
    ],
    [
      'a pon of another tile than the last discard',
      [
        draw(0, '9m'),
        discard(0, '1m'),
        { move: 'call', seat: 2, call: 'pon', tiles: tiles('99m'), called: tile('9m'), from: 0 } as KyokuMove,
      ],
      'out-of-turn',
      3,
    ],
    ['a fifth copy drawn', [draw(0, '7z')], 'fifth-copy', 1],
  ] as const)('%s is a fault named with its move', (_name, moves, code, move) => {
    const found = replayKyoku(logOf(kyokuOf(DEALT, [...moves])), 0);
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.error).toMatchObject({ code, kyoku: 0, move });
  });
});

describe('reviewKyoku: each decision and its table', () => {
  // Seat 0 throws 1m; seat 1 could chi it (23m, from the left) and does; seat 2 could pon it and passes.
  const moves: KyokuMove[] = [
    draw(0, '9m'),
    discard(0, '1m'),
    { move: 'call', seat: 1, call: 'chi', tiles: tiles('23m'), called: tile('1m'), from: 0 },
    discard(1, '6z'),
    draw(2, '8p'),
    discard(2, '6p'),
    draw(3, '9p'),
    discard(3, '9p', { tsumogiri: true }),
    draw(0, '3z'),
    discard(0, '3z', { tsumogiri: true }),
  ];
  const review = reviewKyoku(logOf(kyokuOf(DEALT, moves)), 0);
  const decisions = review.ok ? review.value : [];

  test('the decisions come in the order played: each discard, then the calls it offered', () => {
    expect(review.ok).toBe(true);
    expect(decisions.map((d) => `${d.seat}${d.kind[0]}`)).toEqual(['0d', '1c', '2c', '1d', '2d', '3d', '1c', '0d']);
  });
  test('a call line says what the seat did: the chi made, the pon passed', () => {
    const calls = decisions.filter((d): d is CallDecision => d.kind === 'call');
    expect(calls[0]).toMatchObject({ seat: 1, from: 3, chosen: { call: 'chi', meld: { kind: 'chi', tiles: [0, 1, 2] } } });
    expect(calls[1]).toMatchObject({ seat: 2, from: 2, chosen: 'pass' });
    // 9p from seat 3 is across from seat 1: a pon offered (99p held), passed.
    expect(calls[2]).toMatchObject({ seat: 1, from: 2, chosen: 'pass', offered: { kind: 17 } });
    expect(formatHand(calls[0]!.position.hand)).toBe('23m456899p1234s6z');
    expect(calls[0]!.turn).toBe(0);
  });
  test('a discard line has the hand of 14 tiles, the table of the moment and the turn', () => {
    const d = decisions.filter((x): x is DiscardDecision => x.kind === 'discard');
    expect(formatHand(d[0]!.position.hand)).toBe('119m456p789s12345z');
    expect(d[0]!.turn).toBe(1);
    expect(formatHand(d[1]!.position.hand)).toBe('456899p1234s6z(123m)');
    expect(d[1]!.turn).toBe(1); // the called tile counts as a tile taken
    // Seat 0's second discard: the rivers' tiles not called (1m was called) and seat 1's chi are seen.
    const last = d[d.length - 1]!;
    const seen = (kind: number) => last.position.table.seen[kind];
    expect([seen(0), seen(1), seen(2)]).toEqual([1, 1, 1]); // the chi's tiles, 1m counted once
    expect([seen(32), seen(14), seen(17)]).toEqual([1, 1, 1]); // 6z, 6p, 9p from the rivers
    expect(last.position.table.indicators).toEqual([28]);
    expect(last.turn).toBe(2);
    // The table as a page draws it (the moment, replayed as the game at the table): each river with its
    // called tile marked, the chi by seat 1, the winds; seat 0 is reviewed, so the table's seats are the log's.
    const moment = game.replayGame([], last.moment.moves, { players: 4, dealer: last.moment.dealer });
    if (!moment.ok) throw new Error(JSON.stringify(moment.error));
    const seats = moment.value.seats;
    const view = seats.map((s) => s.river.map((r) => `${tileCode(r.kind)}${r.taken ? '*' : ''}${r.tsumogiri ? "'" : ''}`).join(' '));
    expect(view).toEqual(['1m*', '6z', '6p', "9p'"]);
    expect(seats[1]!.melds.map((m) => m.meld)).toEqual([{ kind: 'chi', tiles: [0, 1, 2], red: 0 }]);
    expect(([0, 1, 2, 3] as const).map((s) => game.windOfSeat(s, last.moment.dealer, 4))).toEqual(['E', 'S', 'W', 'N']);
    expect(moment.value.wall).toBe(70 - 4); // four draws so far (the chi took no draw)
  });
  test("each discard's figures are the analysis of its position, the best its first row", () => {
    for (const d of decisions.filter((x): x is DiscardDecision => x.kind === 'discard')) {
      const a = analyze(d.position);
      const rows = a.kind === 'draw' ? [] : a.discards;
      expect(d.count.best).toEqual(rows[0]);
      expect(rows).toContainEqual(d.count.chosen);
      expect(d.count.loss).toBeGreaterThanOrEqual(0);
    }
  });
  test('no call line for a seat in riichi, and none for the seat that threw', () => {
    const riichi: KyokuMove[] = [draw(0, '9m'), discard(0, '9m', { tsumogiri: true }), draw(1, '1p'), discard(1, '1p', { riichi: true })];
    // The replay does not judge a riichi's tenpai; the review only reads it.
    const found = reviewKyoku(logOf(kyokuOf(DEALT, [...riichi, draw(2, '9p'), discard(2, '9p', { tsumogiri: true }), draw(3, '8s')])), 0);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const calls = found.value.filter((d) => d.kind === 'call');
    // 1p from seat 1: seat 2 holds 23p (a chi from its left). 9p from seat 2: seat 1 holds 99p but is in riichi.
    expect(calls.map((c) => [c.seat, (c as CallDecision).offered.kind, (c as CallDecision).from])).toEqual([[2, 9, 3]]);
  });
  test('only the seats asked are reviewed', () => {
    const found = reviewKyoku(logOf(kyokuOf(DEALT, moves)), 0, { seats: [1] });
    expect(found.ok && found.value.map((d) => `${d.seat}${d.kind[0]}${d.index}`)).toEqual(['1c0', '1d1', '1c2']);
  });
});
