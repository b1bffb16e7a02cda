/**
 * A position as requests carry it (packed-position.ts): packing then unpacking gives back the position the
 * text read (its hand's order, red fives, melds and draw, the table's counts), the packed form is plain JSON,
 * and what a Position may not hold is refused with the parsers' codes.
 */
import { describe, expect, test } from 'vitest';
import {
  edit,
  parsePosition,
  parseTable,
  table as engineTable,
  type PackedPosition,
  type Position,
  type TableInput,
} from '../../../src/engine/index.ts';

const { packPosition, unpackPosition, tileCodeOf } = engineTable;

function position(hand: string, input: TableInput = {}): Position {
  const table = parseTable(input);
  if (!table.ok) throw new Error(JSON.stringify(table.error));
  const read = parsePosition(hand, table.value);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

/** The position without what only the field shows of a text (how it was written). */
function bare({ hand, table }: Position): Position {
  const { reading: _reading, fullWidth: _fullWidth, ...rest } = hand;
  return { hand: rest, table };
}

function error(packed: PackedPosition) {
  const r = unpackPosition(packed);
  return r.ok ? null : r.error;
}

describe('packPosition and unpackPosition', () => {
  test.each([
    ['123m456p789s1122z', {}],
    ['9m1m5m0m5p0s23456789s', { seen: '1p9m0p', dora: '4z1m' }],
    ['1112z(123m)(0p55p)[7777z]', { seen: '2z2z', dora: '5p1s' }],
    ['19m19p19s1234567z1z', { players: 3 as const, nuki: 1, dora: '9m' }],
    ['東東東南南南西西西北北白白', {}],
  ])('%s with %j comes back as it was read', (hand, input) => {
    const p = position(hand, input);
    const packed = packPosition(p, { real: true });
    expect(JSON.parse(JSON.stringify(packed))).toEqual(packed);
    const back = unpackPosition(packed);
    expect(back.ok && back.value).toEqual(bare(p));
  });

  test('a drawn tile stays the draw', () => {
    const p = position('123m456p789s1122z');
    const drawn = edit.addTile(p, { kind: 33, red: false });
    expect(drawn.hand.drawn).toBe(true);
    const back = unpackPosition(packPosition(drawn, { real: true }));
    expect(back.ok && back.value.hand.drawn).toBe(true);
  });

  test("Tenhou's page carries no table, and reads back as an empty one", () => {
    const p = position('123m456p789s1122z', { seen: '1m' });
    const packed = packPosition(p, { real: false });
    expect(packed.table).toBeUndefined();
    const back = unpackPosition(packed);
    expect(back.ok && back.value.table.seen.every((n) => n === 0)).toBe(true);
  });

  test('the key of a position is short: small numbers, nothing at its default', () => {
    expect(JSON.stringify(packPosition(position('1234m'), { real: false }))).toBe('{"hand":[0,1,2,3]}');
    expect(JSON.stringify(packPosition(position('0m'), { real: true }))).toBe(
      '{"hand":[34],"table":{"players":4,"seen":[],"dora":[],"nuki":0}}',
    );
  });

  test.each<[string, PackedPosition, object]>([
    ['a code out of range', { hand: [0, 99] }, { code: 'unknown-character', field: 'hand', index: 1 }],
    [
      'a fifth copy against the seen tiles',
      { hand: [0, 0], table: { players: 4, seen: [0, 0, 0], dora: [], nuki: 0 } },
      { code: 'too-many-copies', field: 'hand', index: 1, copies: 5, seen: 3 },
    ],
    [
      'a second red five',
      { hand: [34, 35], table: { players: 4, seen: [], dora: [34], nuki: 0 } },
      { code: 'too-many-red', field: 'hand', other: 'dora' },
    ],
    [
      '2m with three players',
      { hand: [1], table: { players: 3, seen: [], dora: [], nuki: 0 } },
      { code: 'three-player-tile', field: 'hand' },
    ],
    [
      'a sixth indicator',
      { hand: [0], table: { players: 4, seen: [], dora: [1, 2, 3, 4, 5, 6], nuki: 0 } },
      { code: 'too-many-indicators', index: 5 },
    ],
    ['five players', { hand: [0], table: { players: 5 as 4, seen: [], dora: [], nuki: 0 } }, { code: 'invalid-players' }],
    [
      'north set aside with four players',
      { hand: [0], table: { players: 4, seen: [], dora: [], nuki: 1 } },
      { code: 'invalid-nuki', reason: 'four-players' },
    ],
    [
      'a fifth north with those set aside',
      { hand: [30, 30], table: { players: 3, seen: [30, 30], dora: [], nuki: 1 } },
      { code: 'too-many-copies', field: 'nuki', copies: 5 },
    ],
    ['a meld that is no set', { hand: [0], melds: [[0, 0, 1, 3]] }, { code: 'invalid-meld' }],
    ['a hand of three tiles', { hand: [0, 1, 2] }, { code: 'multiple-of-three', tiles: 3 }],
    ['no tile', { hand: [] }, { code: 'empty' }],
    ['fifteen tiles', { hand: Array.from({ length: 15 }, (_, i) => i) }, { code: 'too-many-tiles', tiles: 14 }],
  ])('refuses %s', (_name, packed, expected) => {
    expect(error(packed)).toMatchObject(expected);
  });

  test('a tile code is its kind, or 34 + suit for a red five', () => {
    expect([tileCodeOf(4, false), tileCodeOf(4, true), tileCodeOf(13, true), tileCodeOf(22, true), tileCodeOf(33, false)]).toEqual([
      4, 34, 35, 36, 33,
    ]);
  });
});
