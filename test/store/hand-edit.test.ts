import { describe, expect, test } from 'vitest';
import { parseHand } from '../../src/engine/core/notation.ts';
import {
  addTile,
  canAdd,
  composeText,
  discardAndDraw,
  discardedCopy,
  drawnCopy,
  editableOf,
  layoutOf,
  randomHandText,
  removeLast,
  removeTile,
  wallOf,
  type EditableHand,
  type TileRef,
} from '../../src/store/hand-edit.ts';

const t = (code: string): TileRef => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};
const hand = (text: string): EditableHand => {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return editableOf(parsed.value);
};
const codes = (tiles: TileRef[]) => tiles.map((x) => `${x.red ? 0 : (x.kind % 9) + 1}${'mpsz'[Math.floor(x.kind / 9)]}`).join(' ');

/** A small seeded generator (mulberry32) so random deals are reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('composeText: the kept tiles canonical, then the draw, then the melds', () => {
  test.each([
    [['1m', '3m', '2m', '0p', '5p'], '7z', '123m05p7z'],
    [['9s', '1z', '1m'], null, '1m9s1z'],
    [['5m', '0m', '5m'], '5m', '055m5m'],
  ])('%j + %s -> %s', (kept, drawn, expected) => {
    expect(composeText(kept.map(t), drawn ? t(drawn) : null, [])).toBe(expected);
  });

  test('melds follow the concealed tiles and the draw, and the text parses back to the same hand', () => {
    const h = hand('1m(055p)');
    const text = composeText(h.tiles, t('2m'), h.melds);
    expect(text).toBe('1m2m(055p)');
    const back = editableOf((parseHand(text) as { ok: true; value: Parameters<typeof editableOf>[0] }).value);
    expect(codes(back.tiles)).toBe('1m 2m');
    expect(back.melds).toEqual([{ kind: 'pon', tiles: [13, 13, 13], red: 1 }]);
  });
});

describe('layoutOf: canonical order with the draw of a 3n+2 hand set apart', () => {
  test('the last tile typed is the draw', () => {
    const { sorted, drawn } = layoutOf(hand('4569m1222569p258s'));
    expect(codes(sorted)).toBe('4m 5m 6m 9m 1p 2p 2p 2p 5p 6p 9p 2s 5s');
    expect(drawn).toEqual(t('8s'));
  });
  test('a 3n+1 hand has no draw and is fully sorted', () => {
    const { sorted, drawn } = layoutOf(hand('9m1m5z0p'));
    expect(codes(sorted)).toBe('1m 9m 0p 5z');
    expect(drawn).toBeNull();
  });
  test('a red five sorts just before the plain fives', () => {
    expect(codes(layoutOf(hand('5p5p0p1z')).sorted)).toBe('0p 5p 5p 1z');
  });
});

describe('wallOf: the physical set less the hand', () => {
  test('an empty hand leaves 136 tiles, one red five per number suit', () => {
    const wall = wallOf(null);
    expect(wall).toHaveLength(136);
    expect(codes(wall.filter((x) => x.red))).toBe('0m 0p 0s');
    for (let k = 0; k < 34; k++) expect(wall.filter((x) => x.kind === k)).toHaveLength(4);
  });
  test('a hand holding the red five leaves three plain fives of that suit', () => {
    const fives = wallOf(hand('0p')).filter((x) => x.kind === 13);
    expect(fives).toEqual([t('5p'), t('5p'), t('5p')]);
  });
  test('melds use copies too', () => {
    expect(wallOf(hand('1m[1111z]')).filter((x) => x.kind === 27)).toHaveLength(0);
  });
});

describe('canAdd: the palette rules', () => {
  test('a fifth copy is refused, counting melds', () => {
    expect(canAdd(hand('1111m'), t('1m'))).toBe(false);
    expect(canAdd(hand('1p1m(111p)'), t('1p'))).toBe(false);
    expect(canAdd(hand('11m(111p)'), t('1p'))).toBe(true);
    expect(canAdd(hand('11m(111p)'), t('2p'))).toBe(true);
  });
  test('a second red five of a suit is refused, a plain five is not', () => {
    expect(canAdd(hand('0m'), t('0m'))).toBe(false);
    expect(canAdd(hand('0m'), t('5m'))).toBe(true);
    expect(canAdd(hand('0m'), t('0p'))).toBe(true);
  });
  test('a 14-tile hand takes nothing more', () => {
    expect(canAdd(hand('123m456p789s1122z3z'), t('9m'))).toBe(false);
  });
});

describe('edits', () => {
  test('addTile writes the new tile last, as the draw, when it makes the hand 3n+2', () => {
    expect(addTile(hand('9m1m5p1z'), t('3m'))).toBe('19m5p1z3m');
    expect(addTile(hand('123m456p789s1122z'), t('1z'))).toBe('123m456p789s1122z1z');
  });
  test.each([
    // 13 tiles from the palette, the 13th a 2z: one canonical hand, no tile set apart.
    ['123m456p789s112z', '2z', '123m456p789s1122z'],
    // A red five and three plain ones: 0 just before the 5s, all in one group.
    ['055m', '5m', '0555m'],
    ['9m1m', '5p', '19m5p'],
    ['3m1m', '2m', '123m'],
  ])('addTile at a count that is not a draw writes the hand canonically: %s + %s -> %s', (before, tile, expected) => {
    // Built tile by tile, as the palette does (a count that is a multiple of three is no parsed hand).
    const list = before.match(/[0-9]+[mpsz]/g)!.flatMap((group) => [...group.slice(0, -1)].map((d) => d + group.slice(-1)));
    expect(addTile({ tiles: list.map(t), melds: [] }, t(tile))).toBe(expected);
  });
  test('removeTile removes that exact copy', () => {
    expect(removeTile(hand('05p5p1z'), t('0p'))).toBe('55p1z');
    expect(removeTile(hand('05p5p1z'), t('5p'))).toBe('05p1z');
  });
  test('removeLast removes the tile typed last, then melds', () => {
    expect(removeLast(hand('123m4p'))).toBe('123m');
    expect(removeLast({ tiles: [], melds: hand('1m(123p)').melds })).toBe('');
  });
  test('a discard gives away a plain five before the red one', () => {
    expect(discardedCopy(hand('05m5m1z'), 4)).toEqual(t('5m'));
    expect(discardedCopy(hand('0m1z'), 4)).toEqual(t('0m'));
    expect(discardedCopy(hand('0m1z'), 5)).toBeNull();
  });
  test('discardAndDraw: the rest canonical, the drawn tile last', () => {
    expect(discardAndDraw(hand('4569m1222569p258s'), 9 + 8, t('3m'))).toBe('4569m122256p258s3m');
  });
  test('drawnCopy takes a plain five while one is left, else the red one', () => {
    expect(drawnCopy(hand('1z'), 13)).toEqual(t('5p'));
    expect(drawnCopy(hand('555p1z'), 13)).toEqual(t('0p'));
  });
});

describe('randomHandText: 14 tiles dealt from a shuffled set', () => {
  test.each([1, 2, 3, 42, 1234, 99999])('seed %i gives a valid 14-tile hand', (seed) => {
    const text = randomHandText(seeded(seed));
    const parsed = parseHand(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.order).toHaveLength(14);
  });
  test('a full flush holds one number suit only', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const suit = seed % 3;
      const text = randomHandText(seeded(seed), suit);
      expect(text).toMatch(new RegExp(`^[0-9]+${'mps'[suit]}[0-9]${'mps'[suit]}$`));
      const parsed = parseHand(text);
      expect(parsed.ok && parsed.value.order.length).toBe(14);
    }
  });
  test('every tile of the set can be dealt: over many deals each kind and each red five shows up', () => {
    const seen = new Set<string>();
    const random = seeded(7);
    for (let i = 0; i < 300; i++) for (const x of editableOf((parseHand(randomHandText(random)) as { ok: true; value: never }).value).tiles) seen.add(codes([x]));
    expect(seen.size).toBe(37);
  });
});
