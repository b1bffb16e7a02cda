/**
 * The game log as text (`moves=` in the address; src/engine/game/game-notation.ts): one token per move,
 * letters and digits only. Each token of the grammar both ways, the round trips both ways on arbitrary
 * logs and on arbitrary text, and the error of a text it cannot read, with its place.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { game, type Tile } from '../../../src/engine/index.ts';

type TableTap = game.TableTap;
type Seat = game.Seat;

const SEED = 20_261_127;
const t = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};
const ts = (codes: string): Tile[] => codes.match(/../g)!.map(t);

describe('a token per move', () => {
  test.each([
    ['5m', { move: 'tile', tile: t('5m') }, 'the tap the cursor waits for'],
    ['0p', { move: 'tile', tile: t('0p') }, 'a red five'],
    ['7z', { move: 'tile', tile: t('7z') }, 'an honour'],
    ['d5m', { move: 'discard', tile: t('5m') }, 'your discard'],
    ['d0s', { move: 'discard', tile: t('0s') }, 'your discard of the red five'],
    ['t5m', { move: 'tile', tile: t('5m'), tsumogiri: true }, "the cursor's seat's discard of the tile it drew"],
    ['dt0p', { move: 'discard', tile: t('0p'), tsumogiri: true }, 'your tsumogiri of the red five'],
    ['r1', { move: 'riichi', seat: 1 }, 'riichi by the right player'],
    ['p25m5m', { move: 'call', seat: 2, call: 'pon', tiles: ts('5m5m') }, 'pon by the player across, showing 5m 5m'],
    ['k31z1z1z', { move: 'call', seat: 3, call: 'kan', tiles: ts('1z1z1z') }, 'open kan by the left player'],
    ['c13m4m', { move: 'call', seat: 1, call: 'chi', tiles: ts('3m4m') }, 'chi by the right player'],
    ['c00p6p', { move: 'call', seat: 0, call: 'chi', tiles: ts('0p6p') }, 'your chi showing the red five'],
    ['a17z', { move: 'self-kan', seat: 1, tile: t('7z') }, 'a kan on the seat’s own turn'],
    ['n1', { move: 'nuki', seat: 1 }, 'a north set aside'],
    ['g2', { move: 'cursor', seat: 2 }, 'the cursor moved by hand'],
  ] as const)('%s: %j (%s)', (text, move, _what) => {
    expect(game.formatMoves([move as TableTap])).toBe(text);
    expect(game.parseMoves(text)).toEqual({ ok: true, value: [move] });
  });

  test('tokens follow one another without separators', () => {
    const moves: TableTap[] = [
      { move: 'tile', tile: t('1z') },
      { move: 'discard', tile: t('9m') },
      { move: 'riichi', seat: 1 },
      { move: 'tile', tile: t('0p') },
      { move: 'call', seat: 3, call: 'pon', tiles: ts('5p5p') },
      { move: 'tile', tile: t('2s') },
    ];
    expect(game.formatMoves(moves)).toBe('1zd9mr10pp35p5p2s');
    expect(game.parseMoves('1zd9mr10pp35p5p2s')).toEqual({ ok: true, value: moves });
  });

  test('the empty log is the empty text', () => {
    expect(game.formatMoves([])).toBe('');
    expect(game.parseMoves('')).toEqual({ ok: true, value: [] });
  });
});

describe('a text it cannot read: the first token that fails, with its character index', () => {
  test.each([
    ['x', 0, 'x', 'no token starts with x'],
    ['5m5x', 2, '5x', 'x is no suit'],
    ['8z', 0, '8z', 'there is no 8z'],
    ['0z', 0, '0z', 'an honour has no red five'],
    ['5md8z', 2, 'd8z', 'a discard of no tile'],
    ['t8z', 0, 't8z', 'a tsumogiri of no tile'],
    ['dtt5m', 0, 'dtt5m', 'one tsumogiri mark'],
    ['r4', 0, 'r4', 'there is no seat 4'],
    ['1zr', 2, 'r', 'riichi with no seat'],
    ['c13m', 0, 'c13m', 'a chi shows two tiles'],
    ['k11z1z', 0, 'k11z1z', 'an open kan shows three tiles'],
    ['a1', 0, 'a1', 'a kan names its tile'],
    ['5m 5m', 2, ' 5m', 'no spaces'],
    ['5M', 0, '5M', 'suits are lower case'],
    ['1z2z3z4z5z6z7zq123', 14, 'q123', 'the culprit is at most eight characters from the place'],
  ] as const)('%j: index %i, culprit %j (%s)', (text, index, culprit, _why) => {
    expect(game.parseMoves(text)).toEqual({ ok: false, error: { code: 'invalid-move', index, culprit } });
  });
});

// Arbitrary moves with real tiles: the red flag only on fives, honours 1z-7z.
const tile: fc.Arbitrary<Tile> = fc
  .nat(33)
  .chain((kind) => (kind < 27 && kind % 9 === 4 ? fc.boolean().map((red) => ({ kind, red })) : fc.constant({ kind, red: false })));
const seat = fc.constantFrom<Seat>(0, 1, 2, 3);
const move: fc.Arbitrary<TableTap> = fc.oneof(
  tile.map((tile): TableTap => ({ move: 'tile', tile })),
  tile.map((tile): TableTap => ({ move: 'tile', tile, tsumogiri: true })),
  tile.map((tile): TableTap => ({ move: 'discard', tile })),
  tile.map((tile): TableTap => ({ move: 'discard', tile, tsumogiri: true })),
  seat.map((seat): TableTap => ({ move: 'riichi', seat })),
  fc
    .tuple(seat, fc.constantFrom('chi', 'pon', 'kan' as const), fc.array(tile, { minLength: 3, maxLength: 3 }))
    .map(([seat, call, tiles]): TableTap => ({ move: 'call', seat, call, tiles: tiles.slice(0, call === 'kan' ? 3 : 2) })),
  fc.tuple(seat, tile).map(([seat, tile]): TableTap => ({ move: 'self-kan', seat, tile })),
  seat.map((seat): TableTap => ({ move: 'nuki', seat })),
  seat.map((seat): TableTap => ({ move: 'cursor', seat })),
);

describe('round trips', () => {
  test('parseMoves(formatMoves(log)) is the log, for any log of real tiles', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        expect(game.parseMoves(game.formatMoves(moves))).toEqual({ ok: true, value: moves });
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  test('formatMoves(parseMoves(s)) is s, for any text parseMoves reads', () => {
    // Texts of the grammar's own pieces and a few characters outside it, so that many read and many do not.
    const piece = fc.oneof(
      move.map((m) => game.formatMoves([m])),
      fc.constantFrom('d', 't', 'r', 'c', 'p', 'k', 'a', 'n', 'g', '0', '5', '8', '9', 'm', 'p', 's', 'z', 'x', ' ', '4'),
    );
    let read = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        const parsed = game.parseMoves(text);
        if (!parsed.ok) {
          // The place of the error is inside the text, and the culprit starts there.
          expect(parsed.error.code).toBe('invalid-move');
          if (parsed.error.code === 'invalid-move') expect(text.slice(parsed.error.index).startsWith(parsed.error.culprit)).toBe(true);
          return;
        }
        read++;
        expect(game.formatMoves(parsed.value)).toBe(text);
      }),
      { seed: SEED, numRuns: 1000 },
    );
    expect(read).toBeGreaterThan(100);
  });
});
