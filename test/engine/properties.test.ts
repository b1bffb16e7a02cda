/**
 * Properties of shanten and of the analysis that hold for every hand, checked with fast-check on
 * generated hands (closed or with melds, every size, with tiles seen elsewhere). Runs are seeded so a
 * failure reproduces; fast-check prints the shrunk hand.
 *
 * Why each property is true (exchange distance d = Σ max(0, target - hand) over the best target, and a
 * 3n+1 hand and the 3n+2 hand one tile larger aim at targets of the same size):
 *  - a draw lowers d by at most one and never raises it: shanten(H + t) ∈ {s - 1, s} for 3n+1 H;
 *  - a discard raises d by at most one and never lowers it: shanten(H - t) ∈ {s, s + 1} for 3n+2 H,
 *    and some discard keeps s (a tile of H outside the best target) unless H is complete;
 *  - a 3n+1 hand always has an effective tile: the best target holds a tile H lacks, and the target
 *    respects the four copies, so a copy of it is left to draw;
 *  - the engine's definition does not care which number suit is which, nor which way ranks run, nor
 *    which honor is which.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { analyze, shanten, type Form, type Hand, type Meld } from '../../src/engine/index.ts';
import { loose } from '../support/loose.ts';
import { countsOf, handText, makeHand, wallOf } from '../support/random-hands.ts';
import { atTable } from '../support/at-table.ts';
import { refEffectiveTiles, refShanten } from '../support/reference.ts';

const SEED = 20_240_601;
const FORMS: readonly Form[] = ['standard', 'regular'];

// ---------------------------------------------------------------------------------------------------
// Generators

const ALL = Array.from({ length: 34 }, (_, k) => k);
const HONORS = [27, 28, 29, 30, 31, 32, 33];
const suit = (s: number) => Array.from({ length: 9 }, (_, r) => s * 9 + r);

/** Walls to deal from: all tiles, one suit with honors, one suit (dense in tenpai and complete shapes). */
const walls = fc.constantFrom(wallOf(ALL), wallOf([...suit(0), ...HONORS]), wallOf(suit(1)), wallOf(suit(2)));

const meld: fc.Arbitrary<Meld> = fc.oneof(
  fc.nat(33).map((k): Meld => ({ kind: 'pon', tiles: [k, k, k], red: 0 })),
  fc.nat(20).map((i): Meld => {
    const k = ((i / 7) | 0) * 9 + (i % 7);
    return { kind: 'chi', tiles: [k, k + 1, k + 2], red: 0 };
  }),
  fc.tuple(fc.nat(33), fc.boolean()).map(([k, open]): Meld => ({ kind: open ? 'kan' : 'ankan', tiles: [k, k, k, k], red: 0 })),
);

interface Case {
  /** The hand in mpsz, first so fast-check's report reads well. */
  text: string;
  hand: Hand;
  seen: Uint8Array;
}

/**
 * Hands of 3n+2 (`draw` false: a decision point with a discard to make) or 3n+1 tiles; with `melds`,
 * up to four melds whose tiles come out of the same wall. Seen tiles come from what the hand leaves.
 */
function hands(parity: 'discard' | 'draw', options: { melds: boolean }): fc.Arbitrary<Case> {
  const meldList = options.melds ? fc.array(meld, { maxLength: 4 }) : fc.constant([] as Meld[]);
  return fc
    .tuple(walls, meldList, fc.nat(4))
    .map(([wall, melds, shorter]) => {
      // Drop melds that would take a fifth copy: the wall decides what is possible.
      const left = countsOf(wall);
      const kept = melds.filter((m) => {
        const need = countsOf(m.tiles);
        if (!m.tiles.every((k) => left[k] >= need[k])) return false;
        for (const k of m.tiles) left[k]--;
        return true;
      });
      const rest: number[] = [];
      for (let k = 0; k < 34; k++) for (let i = 0; i < left[k]; i++) rest.push(k);
      // Closed hands also come short (11, 8, 5, 2 concealed: melds implied).
      const sets = kept.length ? 4 - kept.length : 4 - (shorter % 4);
      const size = 3 * sets + (parity === 'discard' ? 2 : 1);
      return { rest, kept, size };
    })
    .chain(({ rest, kept, size }) =>
      fc.tuple(fc.constant(kept), fc.shuffledSubarray(rest, { minLength: size, maxLength: size }), fc.array(fc.nat(33), { maxLength: 16 })),
    )
    .map(([melds, tiles, seenKinds]) => {
      const hand = makeHand(countsOf(tiles), melds);
      const whole = wholeCounts(hand);
      const seen = new Uint8Array(34);
      for (const k of seenKinds) if (whole[k] + seen[k] < 4) seen[k]++;
      return { text: handText(hand), hand, seen };
    });
}

/** Every copy the hand holds: concealed plus meld tiles (computed here, not by the engine). */
function wholeCounts(hand: Hand): Uint8Array {
  const c = new Uint8Array(hand.tiles);
  for (const m of hand.melds) for (const k of m.tiles) c[k]++;
  return c;
}

function withTile(hand: Hand, kind: number, delta: 1 | -1): Hand {
  const counts = new Uint8Array(hand.tiles);
  counts[kind] += delta;
  return makeHand(counts, hand.melds);
}

function formValue(hand: Hand, form: Form): number {
  const r = shanten(hand);
  return form === 'regular' ? r.regular : r.standard;
}

const params = (numRuns: number) => ({ seed: SEED, numRuns });
// The analysis checks make ~500 shanten calls per hand; hands with melds cost the engine ~0.6 ms per call
// today, so these runs take seconds and get room beyond the default 5 s on a shared machine.
const SLOW = 30_000;

// ---------------------------------------------------------------------------------------------------

describe('shanten(hand): properties', () => {
  test('the forms: standard = min of the forms present; chiitoitsu and kokushi only for closed 13/14', () => {
    fc.assert(
      fc.property(fc.oneof(hands('discard', { melds: true }), hands('draw', { melds: false })), ({ hand }) => {
        const r = shanten(hand);
        const n = hand.tiles.reduce((a, x) => a + x, 0);
        const closedFull = hand.melds.length === 0 && (n === 13 || n === 14);
        expect(r.chiitoitsu === null).toBe(!closedFull);
        expect(r.kokushi === null).toBe(!closedFull);
        expect(r.standard).toBe(Math.min(r.regular, r.chiitoitsu ?? 99, r.kokushi ?? 99));
        // Chiitoitsu keeps at least one tile of each of 7 kinds (13 tiles cover 7 kinds or hold pairs);
        // kokushi at worst needs all 14 tiles.
        if (closedFull) expect([r.chiitoitsu! <= 6, r.kokushi! <= 13]).toEqual([true, true]);
        // Only a 3n+2 hand can be complete.
        expect(r.standard).toBeGreaterThanOrEqual(n % 3 === 2 ? -1 : 0);
      }),
      params(400),
    );
  });

  test('a draw lowers shanten by at most one and never raises it (3n+1 hand)', () => {
    fc.assert(
      fc.property(hands('draw', { melds: true }), fc.nat(33), ({ hand }, t) => {
        fc.pre(wholeCounts(hand)[t] < 4);
        const before = shanten(hand);
        const after = shanten(withTile(hand, t, 1));
        for (const f of ['standard', 'regular'] as const) expect([before[f] - 1, before[f]]).toContain(after[f]);
      }),
      params(500),
    );
  });

  test('a discard raises shanten by at most one; the best discard keeps it unless the hand is complete (3n+2)', () => {
    fc.assert(
      fc.property(hands('discard', { melds: true }), ({ hand }) => {
        const s = shanten(hand).standard;
        let best = 99;
        for (let t = 0; t < 34; t++) {
          if (!hand.tiles[t]) continue;
          const after = shanten(withTile(hand, t, -1)).standard;
          expect([s, s + 1]).toContain(after);
          best = Math.min(best, after);
        }
        expect(best).toBe(Math.max(s, 0));
      }),
      params(300),
    );
  });

  test('suit permutations, rank reversal and honor permutations leave shanten unchanged', () => {
    fc.assert(
      fc.property(
        hands('draw', { melds: false }),
        fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]),
        fc.boolean(),
        fc.shuffledSubarray(HONORS, { minLength: 7, maxLength: 7 }),
        ({ hand }, suits, reverse, honors) => {
          const moved = new Uint8Array(34);
          for (let k = 0; k < 34; k++) {
            const to = k >= 27 ? honors[k - 27] : suits[(k / 9) | 0] * 9 + (reverse ? 8 - (k % 9) : k % 9);
            moved[to] = hand.tiles[k];
          }
          expect(shanten(makeHand(moved))).toEqual(shanten(hand));
        },
      ),
      params(400),
    );
  });
});

// ---------------------------------------------------------------------------------------------------

/** What a row or the effective tiles must list: kinds with a copy left whose draw lowers the shanten. */
function expectedEffective(left: Hand, current: number, form: Form, whole: Uint8Array, seen: Uint8Array) {
  const tiles: number[] = [];
  let count = 0;
  for (let k = 0; k < 34; k++) {
    const remaining = 4 - whole[k] - seen[k];
    if (remaining <= 0) continue;
    if (formValue(withTile(left, k, 1), form) < current) {
      tiles.push(k);
      count += remaining;
    }
  }
  return { tiles, count };
}

describe('analyze(hand): properties', () => {
  test.each(FORMS)(
    '3n+2, form %s: one row per concealed kind, each checked draw by draw, in docs/rules.md order',
    (form) => {
      fc.assert(
        fc.property(hands('discard', { melds: true }), ({ hand, seen }) => {
          const a = loose(analyze(atTable(hand, { seen }), { form, red: false }));
          const whole = wholeCounts(hand);
          expect(a.value).toBe(formValue(hand, form));
          expect(a.tileCount).toBe(hand.tiles.reduce((x, y) => x + y, 0) + 3 * hand.melds.length);
          expect(a.kind === 'complete').toBe(a.value === -1);
          expect(a.effective).toBeUndefined();
          const rows = a.discards!;
          const held = [...Array(34).keys()].filter((k) => hand.tiles[k] > 0);
          expect(rows.map((r) => r.discard.kind).sort((x, y) => x - y)).toEqual(held);
          for (const row of rows) {
            const left = withTile(hand, row.discard.kind, -1);
            expect(row.shanten).toBe(formValue(left, form));
            // Remaining counts include the discarded tile itself (the whole hand before the discard).
            expect({ discard: row.discard, tiles: row.tiles, count: row.count }).toEqual({
              discard: row.discard,
              ...expectedEffective(left, row.shanten, form, whole, seen),
            });
            expect(row.count).toBeGreaterThanOrEqual(0);
          }
          for (let i = 1; i < rows.length; i++) {
            const [p, q] = [rows[i - 1], rows[i]];
            const ordered =
              p.shanten < q.shanten ||
              (p.shanten === q.shanten && (p.count > q.count || (p.count === q.count && p.discard.kind < q.discard.kind)));
            expect(ordered, `row ${i - 1} (${p.discard}) before row ${i} (${q.discard})`).toBe(true);
          }
        }),
        params(50),
      );
    },
    SLOW,
  );

  const effectiveRule = '3n+1, form %s: the effective tiles list exactly the kinds with a copy left that lower shanten; waits when tenpai';
  test.each(FORMS)(
    effectiveRule,
    (form) => {
      fc.assert(
        fc.property(hands('draw', { melds: true }), ({ hand, seen }) => {
          const a = loose(analyze(atTable(hand, { seen }), { form, red: false }));
          const whole = wholeCounts(hand);
          expect(a.discards).toBeUndefined();
          expect(a.kind === 'complete').toBe(false);
          expect(a.effective).toEqual(expectedEffective(hand, a.value, form, whole, seen));
          // With nothing seen, a 3n+1 hand always has an effective tile (see the file comment).
          expect(loose(analyze(atTable(hand), { form, red: false })).effective!.tiles.length).toBeGreaterThan(0);
          if (a.value !== 0) {
            expect(a.waits).toBeUndefined();
            return;
          }
          const completing = [...Array(34).keys()].filter((k) => whole[k] < 4 && formValue(withTile(hand, k, 1), form) === -1);
          expect(a.waits!.map((w) => w.tile)).toEqual(completing);
          for (const w of a.waits!) {
            expect(w.count).toBe(Math.max(0, 4 - whole[w.tile] - seen[w.tile]));
            expect(w.shapes.length).toBeGreaterThan(0);
          }
        }),
        params(100),
      );
    },
    SLOW,
  );

  test(
    "effective tiles equal the reference's (both forms, 3n+1 hands, nothing seen)",
    () => {
      fc.assert(
        fc.property(hands('draw', { melds: true }), fc.constantFrom(...FORMS), ({ hand }, form) => {
          const melds = hand.melds.map((m) => m.tiles);
          expect(loose(analyze(atTable(hand), { form, red: false })).effective!.tiles).toEqual(refEffectiveTiles(hand.tiles, melds, form));
        }),
        params(150),
      );
    },
    SLOW,
  );

  test(
    "a row's shanten and tiles equal the reference's (3n+2 hands, standard form, nothing seen)",
    () => {
      fc.assert(
        fc.property(hands('discard', { melds: false }), ({ hand }) => {
          for (const row of loose(analyze(atTable(hand), { red: false })).discards!) {
            const left = withTile(hand, row.discard.kind, -1);
            const whole = wholeCounts(hand);
            expect(row.shanten).toBe(refShanten(left.tiles).standard);
            // The reference lists every drawable kind; the row drops those whose last copies the hand holds.
            expect(row.tiles).toEqual(refEffectiveTiles(left.tiles).filter((k) => whole[k] < 4));
          }
        }),
        params(40),
      );
    },
    SLOW,
  );
});
