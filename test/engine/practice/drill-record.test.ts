/**
 * The drill's record in the address (`d=`): written as mpsz in the order played, read back to the
 * same discards, and a mistake named with its place while the discards before it are kept. Also the
 * rule a discard must pass, as the page uses it to name a refused discard.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { practice, type DrillState, type Tile } from '../../../src/engine/index.ts';

const { drillDiscardError, formatDrillDiscards, playDrill, readDrillDiscards, startDrill } = practice;

const t = (kind: number, red = false): Tile => ({ kind, red });

/** The discards of a drill played by always discarding the `pick(state)`-th held tile. */
function played(seed: number, picks: readonly number[]): { state: DrillState; discards: Tile[] } {
  let state = startDrill(seed);
  const discards: Tile[] = [];
  for (const pick of picks) {
    if (state.ending) break;
    const held = [...state.tiles, state.drawn];
    discards.push(held[pick % held.length]);
    const r = playDrill(seed, discards);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.value;
  }
  return { state, discards };
}

describe('formatDrillDiscards', () => {
  test('mpsz in the order played: a run of one suit shares its letter, a red five is 0', () => {
    expect(formatDrillDiscards([t(8), t(27), t(12), t(13, true), t(19)])).toBe('9m1z40p2s');
    expect(formatDrillDiscards([t(8), t(0), t(8)])).toBe('919m');
    expect(formatDrillDiscards([t(0), t(27), t(0)])).toBe('1m1z1m');
    expect(formatDrillDiscards([])).toBe('');
  });

  test('a red flag on a tile that is not a five means nothing', () => {
    expect(formatDrillDiscards([t(0, true)])).toBe('1m');
  });
});

describe('readDrillDiscards', () => {
  test('reads back what was written, for played drills (any seed, any choices)', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 32 - 1), fc.array(fc.nat(13), { maxLength: 18 }), (seed, picks) => {
        const { discards } = played(seed, picks);
        const record = formatDrillDiscards(discards);
        expect(record.length).toBeLessThanOrEqual(36);
        expect(readDrillDiscards(record)).toEqual({ discards, error: null });
      }),
      { numRuns: 60 },
    );
  });

  test('the long form and spaces read the same', () => {
    expect(readDrillDiscards('9m 1z4p0p2s').discards).toEqual([t(8), t(27), t(12), t(13, true), t(19)]);
    expect(readDrillDiscards('')).toEqual({ discards: [], error: null });
  });

  test.each([
    // text, the discards kept (as a record), the error code, its place (0-based)
    ['9m12x3p', '9m', 'unknown-character', 4],
    ['9m1z4', '9m1z', 'missing-suit', 4],
    ['11111m', '1111m', 'too-many-copies', 4],
    ['4z18z', '41z', 'invalid-honor', 3],
    ['0p50p', '05p', 'too-many-red', 3],
    ['(9m)', '', 'unknown-character', 0],
    ['9X', '', 'unknown-character', 1],
    ['123456789m123456789p1s', '123456789m123456789p', 'too-many-tiles', 20],
  ])('%s: a mistake is named with its place; the discards before it are kept (%s)', (text, kept, code, index) => {
    const r = readDrillDiscards(text);
    expect(r.error).toMatchObject({ code, index, part: 'discards' });
    expect(formatDrillDiscards(r.discards)).toBe(kept);
  });
});

describe('drillDiscardError', () => {
  test('a tile not in the hand: the discard, the tile and the hand', () => {
    const s = startDrill(9);
    const held = new Set([...s.tiles, s.drawn].map((x) => x.kind));
    const missing = [...Array(34).keys()].find((k) => !held.has(k))!;
    const e = drillDiscardError(s, t(missing), 0);
    expect(e).toMatchObject({
      code: 'not-in-hand',
      index: 0,
      tile: `${(missing % 9) + 1}${'mpsz'[Math.floor(missing / 9)]}`,
      hand: expect.stringMatching(/^[0-9mpsz]+$/),
    });
    expect(drillDiscardError(s, s.drawn)).toBeNull();
  });

  test('after the end: how it ended', () => {
    const { state } = played(21, new Array(18).fill(13));
    expect(state.ending).not.toBeNull();
    const e = drillDiscardError(state, state.drawn);
    expect(e).toMatchObject({ code: 'finished', index: state.turns.length, ending: state.ending });
  });
});
