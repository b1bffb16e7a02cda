/**
 * Editing a position (edit.ts): the hand's edits and their text, the table's edits, random deals, and
 * properties over positions dealt from a set the test builds itself (support/positions.ts). Expected
 * texts are written out by hand from the notation's rules.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  edit as engineEdit,
  emptyTable,
  formatTable,
  parseHand,
  parsePosition,
  parseTable,
  random as engineRandom,
  table as engineTable,
  tiles as engineTiles,
  type Hand,
  type Meld,
  type Position,
  type Table,
  type TableInput,
  type Tile,
} from '../../../src/engine/index.ts';
import { handFrom, keyOf, multiset, positions } from '../../support/positions.ts';

const {
  addIndicator,
  addMeld,
  addSeen,
  addTile,
  canAddTile,
  dealHand,
  discardAndDraw,
  drawnCopy,
  formatHandWithDraw,
  asWritten,
  handLayout,
  removeIndicator,
  removeLastTile,
  removeMeld,
  removeSeen,
  removeTile,
  tilesOf,
  wallOf,
} = engineEdit;
const { randomFrom, seededRandom } = engineRandom;
const { tableCounts } = engineTable;
const { discardedTile, handCounts, tileCount } = engineTiles;

const SEED = 20_260_127;

const t = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};
const codes = (tiles: readonly Tile[]) => tiles.map(keyOf).join(' ');

function table(input: TableInput = {}): Table {
  const r = parseTable(input);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The position of a hand text (any count) on a table. */
function at(text: string, input: TableInput = {}): Position {
  const r = parsePosition(text, table(input), { partial: true });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A position of concealed tiles given one by one, as a palette builds a hand (no text read). */
const built = (list: readonly string[], melds: Meld[] = []): Position => ({ hand: handFrom(list.map(t), melds), table: emptyTable() });

/** Codes split into single tiles: '123m4p' -> ['1m', '2m', '3m', '4p']. */
const split = (text: string) => text.match(/[0-9]+[mpsz]/g)!.flatMap((g) => [...g.slice(0, -1)].map((d) => d + g.slice(-1)));

const text = (p: Position) => formatHandWithDraw(p.hand);

describe('formatHandWithDraw: the kept tiles canonical, then the draw, then the melds', () => {
  test.each([
    [['1m', '3m', '2m', '0p', '5p'], '7z', '123m05p7z'],
    [['9s', '1z', '1m'], null, '1m9s1z'],
    [['5m', '0m', '5m'], '5m', '055m5m'],
  ])('%j + %s -> %s', (kept, drawn, expected) => {
    // The kept tiles and a 6z, which is discarded for the draw; with no draw, the kept tiles as they are.
    const p = drawn ? discardAndDraw(built([...kept, '6z']), 32, t(drawn)) : built(kept);
    expect(text(p)).toBe(expected);
  });

  test('melds follow the concealed tiles and the draw, and the text reads back as the same hand', () => {
    const p = addTile(at('1m(055p)'), t('2m'));
    expect(text(p)).toBe('1m2m(055p)');
    const back = at(text(p));
    expect(codes(tilesOf(back.hand))).toBe('1m 2m');
    expect(back.hand.melds).toEqual([{ kind: 'pon', tiles: [13, 13, 13], red: 1 }]);
  });

  test('a hand read from text, which marks no draw, is written canonically', () => {
    expect(formatHandWithDraw(at('9m1m5z0p').hand)).toBe('19m0p5z');
  });
});

describe('handLayout: canonical order with the draw of a 3n+2 hand set apart', () => {
  test('the last tile typed is the draw', () => {
    const { sorted, drawn } = handLayout(at('4569m1222569p258s').hand);
    expect(codes(sorted)).toBe('4m 5m 6m 9m 1p 2p 2p 2p 5p 6p 9p 2s 5s');
    expect(drawn).toEqual(t('8s'));
  });
  test('a 3n+1 hand has no draw and is fully sorted', () => {
    const { sorted, drawn } = handLayout(at('9m1m5z0p').hand);
    expect(codes(sorted)).toBe('1m 9m 0p 5z');
    expect(drawn).toBeNull();
  });
  test('a red five sorts just before the plain fives', () => {
    expect(codes(handLayout(at('5p5p0p1z').hand).sorted)).toBe('0p 5p 5p 1z');
  });
});

describe('canAddTile: the palette rules', () => {
  test('a fifth copy is refused, counting melds', () => {
    expect(canAddTile(at('1111m'), t('1m'))).toBe(false);
    expect(canAddTile(at('1p1m(111p)'), t('1p'))).toBe(false);
    expect(canAddTile(at('11m(111p)'), t('1p'))).toBe(true);
    expect(canAddTile(at('11m(111p)'), t('2p'))).toBe(true);
  });
  test('a second red five of a suit is refused, a plain five is not', () => {
    expect(canAddTile(at('0m'), t('0m'))).toBe(false);
    expect(canAddTile(at('0m'), t('5m'))).toBe(true);
    expect(canAddTile(at('0m'), t('0p'))).toBe(true);
  });
  test('a 14-tile hand takes nothing more', () => {
    expect(canAddTile(at('123m456p789s1122z3z'), t('9m'))).toBe(false);
  });
  test("the table's tiles count: seen, indicators, north set aside", () => {
    expect(canAddTile(at('1z', { seen: '11z', dora: '1z' }), t('1z'))).toBe(false);
    expect(canAddTile(at('1z', { seen: '0p' }), t('0p'))).toBe(false);
    expect(canAddTile(at('19p', { players: 3, nuki: 4 }), t('4z'))).toBe(false);
    expect(canAddTile(at('19p', { players: 3 }), t('2m'))).toBe(false);
  });
});

describe('hand edits', () => {
  test('addTile writes the new tile last, as the draw, when it makes the hand 3n+2', () => {
    expect(text(addTile(at('9m1m5p1z'), t('3m')))).toBe('19m5p1z3m');
    expect(text(addTile(at('123m456p789s1122z'), t('1z')))).toBe('123m456p789s1122z1z');
  });
  test.each([
    // 13 tiles from the palette, the 13th a 2z: one canonical hand, no tile set apart.
    ['123m456p789s112z', '2z', '123m456p789s1122z'],
    // A red five and three plain ones: 0 just before the 5s, all in one group.
    ['055m', '5m', '0555m'],
    ['9m1m', '5p', '19m5p'],
    ['3m1m', '2m', '123m'],
  ])('addTile at a count that is not a draw writes the hand canonically: %s + %s -> %s', (before, tile, expected) => {
    expect(text(addTile(built(split(before)), t(tile)))).toBe(expected);
  });
  test('addTile refuses what canAddTile refuses: the same position comes back', () => {
    const p = at('1111m');
    expect(addTile(p, t('1m'))).toBe(p);
  });
  test('removeTile removes that exact copy', () => {
    expect(text(removeTile(at('05p5p1z'), t('0p')))).toBe('55p1z');
    expect(text(removeTile(at('05p5p1z'), t('5p')))).toBe('05p1z');
    const p = at('5p1z');
    expect(removeTile(p, t('0p'))).toBe(p);
  });
  test('removeLastTile removes the tile typed last, then melds', () => {
    expect(text(removeLastTile(at('123m4p')))).toBe('123m');
    expect(text(removeLastTile(at('(123p)')))).toBe('');
    const empty = at('');
    expect(removeLastTile(empty)).toBe(empty);
  });
  test('a tile taken off leaves no draw: an 11-tile hand from 12 is written canonically', () => {
    expect(text(removeTile(at('123m456p789s111z'), t('1z')))).toBe('123m456p789s11z');
  });
  test('a discard gives away a plain five before the red one', () => {
    expect(discardedTile(at('05m5m1z').hand, 4)).toEqual(t('5m'));
    expect(discardedTile(at('0m1z').hand, 4)).toEqual(t('0m'));
    // A kind the hand does not hold is no discard: the edit leaves the position as it is.
    expect(discardAndDraw(at('0m1z'), 5, t('1p'))).toEqual(at('0m1z'));
  });
  test('discardAndDraw: the rest canonical, the drawn tile last', () => {
    expect(text(discardAndDraw(at('4569m1222569p258s'), 9 + 8, t('3m')))).toBe('4569m122256p258s3m');
  });
  test('discardAndDraw draws only from the wall, and only discards a tile held', () => {
    const p = at('1111m456p789s1122z', { seen: '2222m' });
    expect(discardAndDraw(p, 28, t('2m'))).toBe(p);
    expect(discardAndDraw(p, 8, t('3m'))).toBe(p);
  });
  test('drawnCopy takes a plain five while one is left, else the red one; none left, null', () => {
    expect(drawnCopy(at('1z'), 13)).toEqual(t('5p'));
    expect(drawnCopy(at('555p1z'), 13)).toEqual(t('0p'));
    expect(drawnCopy(at('5555p1z'), 13)).toBeNull();
    // The table counts: the red 5p seen, three plain in the hand, nothing left.
    expect(drawnCopy(at('555p1z', { seen: '0p' }), 13)).toBeNull();
  });
  test('addMeld: the meld after the others, a draw kept as the draw; its tiles out of the wall', () => {
    expect(text(addMeld(at('1m'), { kind: 'pon', tiles: [13, 13, 13], red: 1 }))).toBe('1m(055p)');
    expect(text(addMeld(at('1m2m'), { kind: 'chi', tiles: [18, 19, 20], red: 0 }))).toBe('1m2m(123s)');
    // Five copies of 1z with the seen one: refused.
    const p = at('1m', { seen: '1z' });
    expect(addMeld(p, { kind: 'kan', tiles: [27, 27, 27, 27], red: 0 })).toBe(p);
    // No room for three more tiles beside 12.
    const full = at('123m456p789s111z');
    expect(addMeld(full, { kind: 'pon', tiles: [28, 28, 28], red: 0 })).toBe(full);
  });
  test('removeMeld: the hand without that meld, written canonically', () => {
    expect(text(removeMeld(at('1m(055p)(340s)(1111z)'), 1))).toBe('1m(055p)(1111z)');
    const p = at('1m(055p)');
    expect(removeMeld(p, 3)).toBe(p);
  });
});

describe('table edits', () => {
  const tableOf = (p: Position) => formatTable(p.table);
  test('addSeen / removeSeen: the seen list canonical, one copy of the exact tile off', () => {
    const p = addSeen(at('46m123p456p789p11z', { seen: '1m0p' }), t('5m'));
    expect(tableOf(p).seen).toBe('15m0p');
    expect(tableOf(removeSeen(p, t('0p'))).seen).toBe('15m');
    expect(tableOf(removeSeen(p, t('5p'))).seen).toBe('15m0p');
  });
  test('a tile nobody can still see is refused: 11z in the hand and 11z seen leave no 1z; one red five per suit', () => {
    const p = at('46m123p456p789p11z', { seen: '11z0m' });
    expect(addSeen(p, t('1z'))).toBe(p);
    expect(addSeen(p, t('0m'))).toBe(p);
  });
  test('indicators in the order added, at most five; one is taken off by its place', () => {
    let p = at('46m123p456p789p11z');
    for (const code of ['4p', '1z', '9s', '2z', '3z', '5z']) p = addIndicator(p, t(code));
    expect(tableOf(p).dora).toBe('4p1z9s2z3z');
    expect(tableOf(removeIndicator(p, 1)).dora).toBe('4p9s2z3z');
    expect(removeIndicator(p, 5)).toBe(p);
  });
  test('formatTable is read back by parseTable as the same table', () => {
    const input = { players: 3, seen: '19m055p1z', dora: '9s0s1z', nuki: 1 } as const;
    const read = table(input);
    expect(formatTable(read)).toEqual(input);
    expect(table(formatTable(read))).toEqual(read);
  });
});

describe('dealHand: 14 tiles dealt from a shuffled set', () => {
  const seeded = (seed: number) => seededRandom(seed);
  test.each([1, 2, 3, 42, 1234, 99999])('seed %i gives a valid 14-tile hand, its last tile the draw', (seed) => {
    const p = dealHand(at(''), seeded(seed));
    const back = parseHand(text(p));
    expect(back.ok && back.value.order).toHaveLength(14);
    expect(back.ok && tilesOf(back.value)).toEqual(tilesOf(p.hand));
  });
  test('a full flush holds one number suit only', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const suit = seed % 3;
      const dealt = text(dealHand(at(''), seeded(seed), suit));
      expect(dealt).toMatch(new RegExp(`^[0-9]+${'mps'[suit]}[0-9]${'mps'[suit]}$`));
      const parsed = parseHand(dealt);
      expect(parsed.ok && parsed.value.order.length).toBe(14);
    }
  });
  test('every tile of the set can be dealt: over many deals each kind and each red five shows up', () => {
    const seen = new Set<string>();
    const random = seeded(7);
    for (let i = 0; i < 300; i++) for (const x of tilesOf(dealHand(at(''), random).hand)) seen.add(keyOf(x));
    expect(seen.size).toBe(37);
  });
  test('dealt from what the table does not show: no 2m-8m with three players, nothing seen', () => {
    for (let seed = 0; seed < 20; seed++) {
      const p = dealHand(at('', { players: 3, seen: '1111z9999p' }), seeded(seed));
      const counts = handCounts(p.hand);
      expect([1, 2, 3, 4, 5, 6, 7, 17, 27].map((k) => counts[k])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    }
  });
  test('a wall of fewer than 14 tiles deals nothing', () => {
    const p = at('', { players: 3, seen: '1111m9999m' });
    expect(dealHand(p, seeded(1), 0)).toBe(p);
  });
});

describe("randomFrom(float): the page's floats as the engine's random source", () => {
  test('0 is 0 and a float just under 1 the largest value', () => {
    expect(randomFrom(() => 0)()).toBe(0);
    expect(randomFrom(() => 1 - 2 ** -40)()).toBe(2 ** 32 - 1);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

/** Whether a position is one a table can show: every kind at most four times, at most one red five per suit. */
function legal(p: Position): boolean {
  const hand = handCounts(p.hand);
  const table = tableCounts(p.table);
  const red = [0, 1, 2].map(
    (s) =>
      p.hand.red[s] +
      p.hand.melds.filter((m) => m.red && Math.floor(m.tiles[0] / 9) === s).length +
      p.table.seenRed[s] +
      p.table.indicators.filter((k, i) => p.table.indicatorsRed[i] && Math.floor(k / 9) === s).length,
  );
  return hand.every((n, k) => n + table[k] <= 4) && red.every((n) => n <= 1) && tileCount(p.hand) <= 14 && p.table.indicators.length <= 5;
}

/** The hand as its tiles and melds, for comparing positions. */
const shape = (hand: Hand) => ({ tiles: multiset(tilesOf(hand)), melds: hand.melds });

const anyTile = fc
  .record({ kind: fc.nat(33), red: fc.boolean() })
  .map((x): Tile => ({ kind: x.kind, red: x.red && x.kind % 9 === 4 && x.kind < 27 }));

type Edit = (p: Position) => Position;
const edits: fc.Arbitrary<Edit> = fc.oneof(
  anyTile.map(
    (tile): Edit =>
      (p) =>
        addTile(p, tile),
  ),
  anyTile.map(
    (tile): Edit =>
      (p) =>
        removeTile(p, tile),
  ),
  fc.constant<Edit>((p) => removeLastTile(p)),
  fc.tuple(fc.nat(33), anyTile).map(
    ([kind, tile]): Edit =>
      (p) =>
        discardAndDraw(p, kind, tile),
  ),
  fc.nat(33).map(
    (kind): Edit =>
      (p) =>
        addMeld(p, { kind: 'pon', tiles: [kind, kind, kind], red: 0 }),
  ),
  fc.nat(3).map(
    (i): Edit =>
      (p) =>
        removeMeld(p, i),
  ),
  anyTile.map(
    (tile): Edit =>
      (p) =>
        addSeen(p, tile),
  ),
  anyTile.map(
    (tile): Edit =>
      (p) =>
        removeSeen(p, tile),
  ),
  anyTile.map(
    (tile): Edit =>
      (p) =>
        addIndicator(p, tile),
  ),
  fc.nat(5).map(
    (i): Edit =>
      (p) =>
        removeIndicator(p, i),
  ),
  fc.nat().map(
    (seed): Edit =>
      (p) =>
        dealHand(p, seededRandom(seed)),
  ),
);

describe('asWritten: the hand its text reads back as, with no text read', () => {
  const read = (text: string): Hand => {
    const r = parseHand(text);
    if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
    return r.value;
  };

  test('by hand: a drawn tile stays last, a red five comes before the other fives, the marks go', () => {
    const drawn = engineEdit.addTile({ hand: read('9m55p0p'), table: emptyTable() }, { kind: 0, red: false });
    expect(drawn.hand.drawn).toBe(true);
    const written = asWritten(drawn.hand);
    // 9m, then the pinzu with the red five first, then the 1m drawn.
    expect(written.order).toEqual([8, 13, 13, 13, 0]);
    expect(written.orderRed).toEqual([false, true, false, false, false]);
    expect('drawn' in written).toBe(false);
    const typed = read('１２３４ｍ');
    expect(typed.fullWidth).toBeDefined();
    expect(asWritten(typed)).toStrictEqual(read('1234m'));
  });

  test('any hand and any run of edits from it: the hand parsePosition reads from its text, field for field', () => {
    fc.assert(
      fc.property(positions({ maxSeen: 20 }), fc.array(edits, { maxLength: 8 }), ({ position }, run) => {
        let p = position;
        const check = () => {
          const back = parsePosition(text(p), p.table, { partial: true });
          if (!back.ok) throw new Error(`${text(p)}: ${JSON.stringify(back.error)}`);
          expect(asWritten(p.hand)).toStrictEqual(back.value.hand);
        };
        check();
        for (const edit of run) {
          p = edit(p);
          check();
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('properties of the edits', () => {
  test('adding a tile and taking it off gives the same position', () => {
    fc.assert(
      fc.property(positions(), anyTile, ({ position }, tile) => {
        const added = addTile(position, tile);
        fc.pre(added !== position);
        const back = removeTile(added, tile);
        expect(shape(back.hand)).toEqual(shape(position.hand));
        expect(back.table).toBe(position.table);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('a tile seen and taken off, an indicator added and taken off: the same table', () => {
    fc.assert(
      fc.property(positions(), anyTile, ({ position }, tile) => {
        const seen = addSeen(position, tile);
        if (seen !== position) expect(formatTable(removeSeen(seen, tile).table)).toEqual(formatTable(position.table));
        const shown = addIndicator(position, tile);
        if (shown !== position) expect(removeIndicator(shown, position.table.indicators.length).table).toEqual(position.table);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test("a discard and a draw keep the hand's size, and the tile drawn is the draw", () => {
    fc.assert(
      fc.property(positions({ maxPons: 1 }), fc.nat(), ({ position }, pick) => {
        const tiles = tilesOf(position.hand);
        const wall = wallOf(position);
        fc.pre(tiles.length > 0 && wall.length > 0);
        const drawn = wall[pick % wall.length];
        const next = discardAndDraw(position, tiles[0].kind, drawn!);
        expect(tileCount(next.hand)).toBe(tileCount(position.hand));
        expect(tilesOf(next.hand).at(-1)).toEqual(drawn);
        expect(text(next).replace(/\(.*$/, '').endsWith(keyOf(drawn!))).toBe(true);
        if (tileCount(next.hand) % 3 === 2) expect(handLayout(next.hand).drawn).toEqual(drawn);
        expect(multiset([...wallOf(next), drawn!])).toEqual(multiset([...wallOf(position), discardedTile(position.hand, tiles[0].kind)]));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('any run of edits: never a fifth copy, a second red five, a 15th tile or a sixth indicator; each hand reads back from its text', () => {
    fc.assert(
      fc.property(positions({ maxSeen: 20 }), fc.array(edits, { maxLength: 12 }), ({ position }, run) => {
        let p = position;
        for (const edit of run) {
          const before = p;
          p = edit(p);
          expect(legal(p)).toBe(true);
          // A hand an edit made is the hand its text reads as (a dealt position's own order is not canonical).
          if (p.hand === before.hand) continue;
          const back = parsePosition(text(p), p.table, { partial: true });
          expect(back.ok && tilesOf(back.value.hand)).toEqual(tilesOf(p.hand));
          expect(back.ok && back.value.hand.melds).toEqual(p.hand.melds);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
