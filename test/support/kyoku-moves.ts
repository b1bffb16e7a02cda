/**
 * Kyoku written out move by move for the review's tests: tiles from mpsz, the moves, a four-player log of
 * one kyoku (East 1, seat 0 the dealer, no red fives), and the kyoku the tests of a shape broken and of a
 * fourth riichi read (test/engine/log/review-rules.test.ts, test/ui/review/review-notes.test.tsx).
 */
import { parseTiles, type Tile } from '../../src/engine/index.ts';
import type { GameLog, LogKyoku, KyokuMove, KyokuSeat } from '../../src/engine/log/game-log.ts';

export const tiles = (text: string): Tile[] => {
  const read = parseTiles(text);
  if (!read.ok) throw new Error(text);
  return read.value.tiles.map((kind, i) => ({ kind, red: read.value.tilesRed[i]! }));
};
export const tile = (text: string) => tiles(text)[0]!;
export const draw = (seat: KyokuSeat, t: string, replacement = false): KyokuMove => ({ move: 'draw', seat, tile: tile(t), replacement });
export const discard = (seat: KyokuSeat, t: string, more: { tsumogiri?: boolean; riichi?: boolean } = {}): KyokuMove => ({
  move: 'discard',
  seat,
  tile: tile(t),
  tsumogiri: more.tsumogiri ?? false,
  riichi: more.riichi ?? false,
});
export const closedKan = (seat: KyokuSeat, t: string): KyokuMove => ({ move: 'closed-kan', seat, tiles: [t, t, t, t].map(tile) });
export const dora = (t: string): KyokuMove => ({ move: 'dora', indicator: tile(t) });

export function logOf(dealt: string[], moves: KyokuMove[], indicator = '9s'): GameLog {
  const kyoku: LogKyoku = {
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
  return { players: 4, names: ['A', 'B', 'C', 'D'], red: false, title: '', kyoku: [kyoku] };
}

/** Seat 0 is 1-shanten (123m456p789s, 11z, 2z and 3z), draws 9p and breaks its 456p run. */
export const BROKEN_SHAPE = logOf(
  ['123m456p789s11z23z', '1112m333p444s666z', '5556m777p555s777z', '888m999p111s444z3z'],
  [draw(0, '9p'), discard(0, '4p'), draw(1, '7m'), discard(1, '7m', { tsumogiri: true })],
);

/**
 * Seat 0 is tenpai from the deal (123m456p789s1122z, waiting on 1z and 2z); the seats of `riichiSeats`
 * declare riichi in their first go-round, then seat 0 declares on its second discard.
 */
export function riichiRound(riichiSeats: readonly KyokuSeat[]): GameLog {
  return logOf(
    ['123m456p789s1122z', '1112m333p444s666z', '5556m777p555s777z', '888m999p111s444z3z'],
    [
      draw(0, '4m'),
      discard(0, '4m', { tsumogiri: true }),
      draw(1, '7m'),
      discard(1, '7m', { tsumogiri: true, riichi: riichiSeats.includes(1) }),
      draw(2, '9m'),
      discard(2, '9m', { tsumogiri: true, riichi: riichiSeats.includes(2) }),
      draw(3, '2p'),
      discard(3, '2p', { tsumogiri: true, riichi: riichiSeats.includes(3) }),
      draw(0, '6z'),
      discard(0, '6z', { tsumogiri: true, riichi: true }),
    ],
  );
}
