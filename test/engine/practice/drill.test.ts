/**
 * The discard drill's engine: the seeded wall, the deal and draws, each discard against the best,
 * the totals, and refusals. Effective-tile counts are checked against the test's exhaustive
 * reference shanten (reference.ts), which shares nothing with the engine.
 */
import { describe, expect, test } from 'vitest';
import { practice, type DrillState, type Tile } from '../../../src/engine/index.ts';
import { refShanten } from '../../support/reference.ts';

const { DRILL_DEAL, DRILL_DRAWS, drillDiscard, drillWall, playDrill, startDrill } = practice;

const FIVES = [4, 13, 22];

/** A tile's mpsz code, a red five as 0 (written here, not taken from the engine). */
const code = (t: Tile) => `${t.red ? 0 : t.kind < 27 ? (t.kind % 9) + 1 : t.kind - 26}${'mpsz'[t.kind < 27 ? Math.floor(t.kind / 9) : 3]}`;

function discard(state: DrillState, tile: Tile): DrillState {
  const r = drillDiscard(state, tile);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Counts of physical tiles. */
function countsOf(tiles: readonly Tile[]): number[] {
  const c = new Array<number>(34).fill(0);
  for (const t of tiles) c[t.kind]++;
  return c;
}

/** The discard whose row is first: what a player following the table does. */
function bestTile(state: DrillState): Tile {
  const held = [...state.tiles, state.drawn];
  const r = drillDiscard(state, held[0]);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const kind = r.value.turns.at(-1)!.best.discard.kind;
  return held.find((t) => t.kind === kind)!;
}

describe('drillWall(seed)', () => {
  test.each([0, 1, 42, 4294967295])('seed %d: 136 tiles, four of each kind, one red five per suit', (seed) => {
    const wall = drillWall(seed);
    expect(wall).toHaveLength(136);
    expect(countsOf(wall)).toEqual(new Array(34).fill(4));
    const red = wall.filter((t) => t.red);
    expect(red.map((t) => t.kind).sort((a, b) => a - b)).toEqual(FIVES);
  });

  test('the same seed gives the same wall; other seeds give other walls', () => {
    expect(drillWall(7)).toEqual(drillWall(7));
    const key = (seed: number) =>
      drillWall(seed)
        .map((t) => `${t.kind}${t.red ? 'r' : ''}`)
        .join(',');
    const keys = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(key));
    expect(keys.size).toBe(8);
  });

  // The walls as the drill dealt them before its wall became the engine's one set and one shuffle
  // (tile-set.ts), written out once by running that code: a seed in a shared address must keep its wall.
  test.each([
    [0, '0m7m5z4z3m4s9s5m8s5m2p1s6s3z6m4z9p2m6p0p'],
    [1, '8p5p6s3p7s2p4z5s9s1m7s1z7z5p1p4m4s3z4p3m'],
    [7, '5p2z2m7m4p4m4s3s5s3p8s7s9m7p6s2z1s6s6m3m'],
    [42, '5z3p7z0p5s8m1p2p9s7z6p7z2s1p2s1m1m3z1s4z'],
    [4294967295, '1m2s9m4p2p3z4s6z3p8m6p3s4p3m6z1z9m7z8p6p'],
    [2024061501, '1m9m7s2m5p6m6m2s9s0p5p6m2z3s3z3m7m2m1z2s'],
  ])('seed %d keeps the wall its links have always named: %s...', (seed, first) => {
    expect(drillWall(seed).slice(0, 20).map(code).join('')).toBe(first);
  });

  test('seed 12345 keeps its whole wall', () => {
    expect(drillWall(12345).map(code).join('')).toBe(
      '6m3p9p4p7p2m7z5z6s2s3s6z7m6z3s1m6z7s9s4z9m1z5p5s7s5s2s2s3m3z5s4p8m3m9p2p3z6p4s4m1s3s1p6p7z9s2m4z3m0s1s6p1m9s2z2p9p1z1z3s2p5p5z5m1p7p4m3m8m1p1m4s1s0m5m4p3z7p3z8s2z8s2m7s1p3p4p9m1z8m1s0p7z6p2m9m7m5z4m1m3p7m5p7z5m9s6m7p9m4s8s8p8p6s6s6s8m4z2z4m4z6m8s9p7s3p8p5z6z6m2z2p8p4s7m2s',
    );
  });

  test('the shuffle moves every kind around: over 300 seeds each kind is first at least once', () => {
    const first = new Set(Array.from({ length: 300 }, (_, seed) => drillWall(seed)[0].kind));
    expect(first.size).toBe(34);
  });
});

describe('startDrill / drillDiscard: deal and draws', () => {
  test('the deal is the first 14 tiles of the wall, the 14th shown as the draw', () => {
    const wall = drillWall(123);
    const s = startDrill(123);
    expect(countsOf([...s.tiles, s.drawn])).toEqual(countsOf(wall.slice(0, DRILL_DEAL)));
    expect(s.drawn).toEqual(wall[DRILL_DEAL - 1]);
    expect(s.draws).toBe(0);
    expect(s.maxDraws).toBe(DRILL_DRAWS);
    expect(s.ending).toBeNull();
    expect(s.shanten).toBe(refShanten(countsOf([...s.tiles, s.drawn])).standard);
  });

  test('each discard draws the next tile of the wall; tiles stay sorted, a red five first among fives', () => {
    const wall = drillWall(8);
    let s = startDrill(8);
    for (let t = 1; t <= 5; t++) {
      const before = [...s.tiles, s.drawn];
      const out = s.tiles[0];
      s = discard(s, out);
      expect(s.drawn).toEqual(wall[DRILL_DEAL - 1 + t]);
      expect(s.draws).toBe(t);
      const want = countsOf(before);
      want[out.kind]--;
      want[s.drawn.kind]++;
      expect(countsOf([...s.tiles, s.drawn])).toEqual(want);
      for (let i = 1; i < s.tiles.length; i++) {
        const [a, b] = [s.tiles[i - 1], s.tiles[i]];
        expect(a.kind < b.kind || (a.kind === b.kind && (a.red || !b.red))).toBe(true);
      }
    }
  });

  test('the same seed and discards replay to the same state', () => {
    let s = startDrill(555);
    const discards: Tile[] = [];
    for (let i = 0; i < 6; i++) {
      const t = s.tiles[i];
      discards.push(t);
      s = discard(s, t);
    }
    const replay = playDrill(555, discards);
    expect(replay).toEqual({ ok: true, value: s });
  });
});

describe('each discard against the best, checked with the reference shanten', () => {
  test('seed 2: three turns of rows, each count summed draw by draw', () => {
    let s = startDrill(2);
    for (let turn = 0; turn < 3; turn++) {
      const held = countsOf([...s.tiles, s.drawn]);
      const tile = s.tiles[5];
      s = discard(s, tile);
      const { rows, best, chosen } = s.turns[turn];
      for (const row of [best, chosen]) {
        const c = [...held];
        c[row.discard.kind]--;
        const after = refShanten(c).standard;
        expect(row.shanten).toBe(after);
        let count = 0;
        for (let k = 0; k < 34; k++) {
          if (held[k] >= 4) continue;
          c[k]++;
          if (refShanten(c).standard < after) count += 4 - held[k];
          c[k]--;
        }
        expect(row.count).toBe(count);
      }
      expect(chosen.discard.kind).toBe(tile.kind);
      // The best is the lowest shanten, then the largest count, of every row.
      for (const row of rows) {
        expect(row.shanten > best.shanten || (row.shanten === best.shanten && row.count <= best.count)).toBe(true);
      }
    }
  });

  test('a discard keeping the shanten loses best - chosen; matching the best loses nothing', () => {
    const s0 = startDrill(3);
    const best = bestTile(s0);
    const s1 = discard(s0, best);
    expect(s1.turns[0]).toMatchObject({ matched: true, lost: 0 });
    const rows = s1.turns[0].rows;
    const worse = rows.find((r) => r.shanten === rows[0].shanten && r.count < rows[0].count);
    expect(worse).toBeDefined();
    const tile = [...s0.tiles, s0.drawn].find((t) => t.kind === worse!.discard.kind)!;
    const s2 = discard(s0, tile);
    expect(s2.turns[0]).toMatchObject({ matched: false, lost: rows[0].count - worse!.count });
  });

  test('a discard raising the shanten loses the whole best count', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s0 = startDrill(seed);
      const rows = discard(s0, s0.drawn).turns[0].rows;
      const raising = rows.find((r) => r.shanten > rows[0].shanten);
      if (!raising) continue;
      const tile = [...s0.tiles, s0.drawn].find((t) => t.kind === raising.discard.kind)!;
      const s1 = discard(s0, tile);
      expect(s1.turns[0]).toMatchObject({ matched: false, lost: rows[0].count });
      return;
    }
    throw new Error('no seed below 50 dealt a hand with a shanten-raising discard');
  });
});

describe('a whole drill', () => {
  test.each([11, 12, 13, 14])('seed %d followed best discard by best: totals add up, it ends by agari or after 18 draws', (seed) => {
    let s = startDrill(seed);
    while (!s.ending) s = discard(s, bestTile(s));
    const { totals, turns } = s;
    expect(totals.discards).toBe(turns.length);
    expect(totals.matched).toBe(turns.length);
    expect(totals.tilesLost).toBe(0);
    const held = countsOf([...s.tiles, s.drawn]);
    if (s.ending === 'agari') {
      expect(refShanten(held).standard).toBe(-1);
      expect(totals.turnsToAgari).toBe(turns.length);
      expect(totals.turnsToTenpai).not.toBeNull();
      expect(totals.turnsToTenpai!).toBeLessThanOrEqual(turns.length);
    } else {
      expect(s.draws).toBe(DRILL_DRAWS);
      expect(turns).toHaveLength(DRILL_DRAWS);
      expect(totals.turnsToAgari).toBeNull();
    }
    const firstTenpai = turns.findIndex((t) => t.chosen.shanten === 0);
    expect(totals.turnsToTenpai).toBe(firstTenpai < 0 ? null : firstTenpai + 1);
  });

  test('discarding the draw every turn plays all 18 draws unless a draw completes the hand', () => {
    let s = startDrill(77);
    while (!s.ending) s = discard(s, s.drawn);
    const ended = s.ending === 'agari' ? s.totals.turnsToAgari : DRILL_DRAWS;
    expect(s.draws).toBe(ended);
    expect(s.totals.tilesLost).toBe(s.turns.reduce((sum, t) => sum + t.lost, 0));
    expect(s.totals.matched).toBe(s.turns.filter((t) => t.matched).length);
  });
});

describe('refusals', () => {
  test('a tile not in the hand, named with the hand', () => {
    const s = startDrill(9);
    const held = countsOf([...s.tiles, s.drawn]);
    const missing = held.findIndex((n) => n === 0);
    const r = drillDiscard(s, { kind: missing, red: false });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({
        code: 'not-in-hand',
        index: 0,
        tile: expect.stringMatching(/^\d[mpsz]$/),
        hand: expect.stringMatching(/^[0-9mpsz]+$/),
      });
    }
  });

  test('a red five is its own tile: not discarded in place of a plain five, nor the reverse', () => {
    // Find a seed whose deal holds a plain five and no red one of that suit.
    for (let seed = 0; seed < 200; seed++) {
      const s = startDrill(seed);
      const held = [...s.tiles, s.drawn];
      const plain = held.find((t) => FIVES.includes(t.kind) && !t.red && !held.some((u) => u.red && u.kind === t.kind));
      if (!plain) continue;
      const r = drillDiscard(s, { kind: plain.kind, red: true });
      expect(r).toMatchObject({ ok: false, error: { code: 'not-in-hand', index: 0 } });
      return;
    }
    throw new Error('no seed below 200 dealt a plain five without its red one');
  });

  test('no discard after the end; a replay names the discard at fault', () => {
    let s = startDrill(21);
    const discards: Tile[] = [];
    while (!s.ending) {
      discards.push(s.drawn);
      s = discard(s, s.drawn);
    }
    const r = drillDiscard(s, s.drawn);
    expect(r).toMatchObject({ ok: false, error: { code: 'finished' } });
    const replay = playDrill(21, [...discards.slice(0, 2), { kind: 33, red: true }]);
    expect(replay).toMatchObject({ ok: false, error: { code: 'not-in-hand', index: 2, tile: '7z' } });
  });
});
