/**
 * Every result names a discard by the same tile (discarded-tile.ts): its kind and whether it is the red
 * five. The analyses give away the plain copy while the hand holds one; the probabilities with red fives
 * as kinds have a row for each copy; so a row of one result finds its row in another by the tile alone.
 */
import { describe, expect, test } from 'vitest';
import { analyze, emptyTable, parseHand, probabilities, tiles, twoStep } from '../../../src/engine/index.ts';
import type { Hand, Position, Tile } from '../../../src/engine/index.ts';

const { discardedTile, tileOf } = tiles;

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const at = (text: string): Position => ({ hand: hand(text), table: emptyTable() });
const P5 = 13;

describe('tileOf and discardedTile', () => {
  test('one shared, frozen tile per kind and per red five', () => {
    expect(tileOf(P5)).toBe(tileOf(P5));
    expect(tileOf(P5, true)).toBe(tileOf(P5, true));
    expect(tileOf(P5, true)).toEqual({ kind: P5, red: true });
    expect(tileOf(27)).toEqual({ kind: 27, red: false });
    expect(Object.isFrozen(tileOf(0))).toBe(true);
  });

  test.each([
    ['a plain five alone', '123m5p789s1122z345p', false],
    ['the red five alone', '123m0p789s1122z346p', true],
    ['a plain and the red five: the plain one goes first', '123m05p789s1122z34p', false],
  ])('%s', (_rule, text, red) => {
    expect(discardedTile(hand(text), P5)).toEqual({ kind: P5, red });
  });
});

describe('the rows of every result name the same tile', () => {
  const fiveOf = (rows: readonly { discard: Tile }[]) => rows.filter((r) => r.discard.kind === P5).map((r) => r.discard);

  test('the red five alone: analyze, twoStep and the probabilities (red fives as kinds, or not) all give it away', () => {
    const position = at('123m0p789s1122z346p');
    const analysis = analyze(position);
    if (analysis.kind === 'draw') throw new Error('a 3n+2 hand');
    const red = tileOf(P5, true);
    expect(fiveOf(analysis.discards)).toEqual([red]);
    expect(fiveOf(twoStep(position).rows)).toEqual([red]);
    for (const options of [{ red: true }, { red: false }]) {
      const p = probabilities(position, { shantenBack: true, ...options });
      if (!p.ok) throw new Error(p.error.code);
      expect(fiveOf(p.value.rows), JSON.stringify(options)).toEqual([red]);
    }
  });

  test('a plain and the red five: the analyses give the plain one away; the probabilities have a row for each', () => {
    const position = at('123m05p789s1122z34p');
    const analysis = analyze(position);
    if (analysis.kind === 'draw') throw new Error('a 3n+2 hand');
    expect(fiveOf(analysis.discards)).toEqual([tileOf(P5)]);
    expect(fiveOf(twoStep(position).rows)).toEqual([tileOf(P5)]);
    const on = probabilities(position, { shantenBack: true });
    if (!on.ok) throw new Error(on.error.code);
    expect(fiveOf(on.value.rows)).toEqual(expect.arrayContaining([tileOf(P5), tileOf(P5, true)]));
    // The analysis's row finds the probability row of the copy it gives away, the plain one.
    const plain = on.value.rows.find((r) => r.discard === analysis.discards.find((d) => d.discard.kind === P5)!.discard)!;
    expect(plain.discard).toEqual(tileOf(P5));
    const off = probabilities(position, { shantenBack: true, red: false });
    if (!off.ok) throw new Error(off.error.code);
    expect(fiveOf(off.value.rows)).toEqual([tileOf(P5)]);
  });
});
