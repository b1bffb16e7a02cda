/**
 * Safety against a riichi (src/engine/game/safety.ts, docs/rules.md#safety-against-a-riichi): the
 * deterministic classes by their definitions. Genbutsu: every kind of the riichi player's river and every
 * kind anyone discarded after its riichi tile. For a number tile the two-sided shapes (a, a+1) of its suit
 * with 2 <= a <= 7 wait on a-1 and a+2; those whose waits include the tile are the ones that can deal in
 * with it two-sidedly. A shape is ruled out when its other wait is genbutsu. Suji: every shape ruled out;
 * no-chance: every shape left has a kind of which all 4 copies are visible; one-chance: at least 3;
 * half-suji: some shapes ruled out, not all; unsafe: none of these. An honour is classed by its copies
 * visible. The worked examples come first, then every kind against a reference written from those words.
 */
import { describe, expect, test } from 'vitest';
import { game, random, type Tile } from '../../../src/engine/index.ts';

type Safety = game.Safety;
type TableTap = game.TableTap;

const kindOf = (code: string): number => {
  const digit = Number(code[0]);
  return 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1;
};
const t = (code: string): Tile => ({ kind: kindOf(code), red: code[0] === '0' });
const codes = (text: string) => text.match(/../g) ?? [];

/** Genbutsu of these kinds (codes written one after another: `4m7p`). */
const genbutsu = (text: string) => {
  const safe = new Array<boolean>(34).fill(false);
  for (const c of codes(text)) safe[kindOf(c)] = true;
  return safe;
};
/** Visible counts: `8s8s8s8s` is four 8s. */
const visible = (text: string) => {
  const counts = new Uint8Array(34);
  for (const c of codes(text)) counts[kindOf(c)]++;
  return counts;
};

describe('the classes, by example', () => {
  test.each([
    ['4m genbutsu: 4m itself', '4m', '4m', '', 'genbutsu'],
    ['4m genbutsu: 1m is suji (its one shape, 23m, waits on 1m and 4m)', '1m', '4m', '', 'suji'],
    ['4m genbutsu: 7m is suji (its one shape, 56m, waits on 4m and 7m)', '7m', '4m', '', 'suji'],
    ['6m genbutsu: 3m is suji (45m waits on 3m and 6m)', '3m', '6m', '', 'suji'],
    ['5p genbutsu: 2p and 8p are suji', '2p', '5p', '', 'suji'],
    ['5p genbutsu: 8p is suji', '8p', '5p', '', 'suji'],
    ['4s needs both sides: 1s and 7s genbutsu', '4s', '1s7s', '', 'suji'],
    ['4s with 1s genbutsu only: half-suji (56s is left)', '4s', '1s', '', 'half-suji'],
    ['4s with 7s genbutsu only: half-suji (23s is left)', '4s', '7s', '', 'half-suji'],
    ['5p with 2p and 8p genbutsu: suji', '5p', '2p8p', '', 'suji'],
    ['5p with 8p only: half-suji', '5p', '8p', '', 'half-suji'],
    ['6s with 3s and 9s genbutsu: suji', '6s', '3s9s', '', 'suji'],
    ['suji is within a suit: 4m genbutsu says nothing of 1p', '1p', '4m', '', 'unsafe'],
    ['a tile with nothing known: unsafe', '5m', '', '', 'unsafe'],
    ['four 8s visible: no 78s shape, so 9s is no-chance', '9s', '', '8s8s8s8s', 'no-chance'],
    ['three 8s visible: 9s is one-chance', '9s', '', '8s8s8s', 'one-chance'],
    ['two 8s visible: 9s is unsafe', '9s', '', '8s8s', 'unsafe'],
    ['four 7s visible: no 78s shape either, 9s no-chance', '9s', '', '7s7s7s7s', 'no-chance'],
    ['2m walled: 1m is no-chance', '1m', '', '2m2m2m2m', 'no-chance'],
    ['3m walled: 1m is no-chance (23m needs a 3m)', '1m', '', '3m3m3m3m', 'no-chance'],
    ['8s walled does not wall 6s: 6s also waits through 45s', '6s', '', '8s8s8s8s', 'unsafe'],
    ['5p: both sides walled (four 4p, four 6p)', '5p', '', '4p4p4p4p6p6p6p6p', 'no-chance'],
    ['5p: one side walled, the other three visible: one-chance', '5p', '', '4p4p4p4p6p6p6p', 'one-chance'],
    ['4m: 7m genbutsu rules out 56m, 2m walled blocks 23m: no-chance', '4m', '7m', '2m2m2m2m', 'no-chance'],
    ['4m: 7m genbutsu, three 3m visible: one-chance', '4m', '7m', '3m3m3m', 'one-chance'],
    ['4m: 7m genbutsu, two 3m visible: half-suji', '4m', '7m', '3m3m', 'half-suji'],
    ['genbutsu before everything: a genbutsu 9s with four 8s visible', '9s', '9s', '8s8s8s8s', 'genbutsu'],
    ['suji before no-chance: 1m with 4m genbutsu and 2m walled', '1m', '4m', '2m2m2m2m', 'suji'],
  ] as const)('%s', (_name, tile, safe, seen, cls) => {
    expect(game.safetyClass(kindOf(tile), genbutsu(safe), visible(seen)).class).toBe(cls);
  });

  test.each([0, 1, 2, 3, 4])('an honour with %i copies visible is classed by that count', (n) => {
    expect(game.safetyClass(kindOf('5z'), genbutsu(''), visible('5z'.repeat(n)))).toEqual({ class: 'honor', visible: n });
  });
  test('an honour that is genbutsu is genbutsu', () => {
    expect(game.safetyClass(kindOf('1z'), genbutsu('1z'), visible('1z1z'))).toEqual({ class: 'genbutsu' });
  });
  test('walls and suji do not reach the honours: a 4z is no suji of anything', () => {
    expect(game.safetyClass(kindOf('4z'), genbutsu('1z7z'), visible('3z3z3z3z5z5z5z5z'))).toEqual({ class: 'honor', visible: 0 });
  });
});

describe('safetyRank: the order the discard table sorts by, safest first', () => {
  // The waits each class leaves: none; thirteen orphans only; a single wait or thirteen orphans; every wait but
  // the two-sided (suji, no-chance); the two-sided on one copy left (one-chance); a pair wait too (honour, 2
  // visible); one two-sided shape (half-suji); an honour with more pair waits; all of them.
  const ORDER: Safety[] = [
    { class: 'genbutsu' },
    { class: 'honor', visible: 4 },
    { class: 'honor', visible: 3 },
    { class: 'suji' },
    { class: 'no-chance' },
    { class: 'one-chance' },
    { class: 'honor', visible: 2 },
    { class: 'half-suji' },
    { class: 'honor', visible: 1 },
    { class: 'unsafe' },
  ];
  test.each(ORDER.slice(1).map((s, i) => [ORDER[i], s]))('%j is safer than %j', (safer, less) => {
    expect(game.safetyRank(safer)).toBeLessThan(game.safetyRank(less));
  });
  test('an honour with none visible ranks with one visible', () => {
    expect(game.safetyRank({ class: 'honor', visible: 0 })).toBe(game.safetyRank({ class: 'honor', visible: 1 }));
  });
});

// A log with a riichi: the right player declares before its discard 2p (move 8), and play goes on.
const tap = (c: string): TableTap => ({ move: 'tile', tile: t(c) });
const LOG: TableTap[] = [
  tap('1z'), // 0 your draw
  { move: 'discard', tile: t('8m') }, // 1 you
  tap('3p'), // 2 right
  tap('9s'), // 3 across
  tap('2z'), // 4 left
  tap('5z'), // 5 your draw
  { move: 'discard', tile: t('5z') }, // 6 you
  { move: 'riichi', seat: 1 }, // 7 the right player's riichi, before its discard
  tap('2p'), // 8 right: the riichi tile
  tap('6s'), // 9 across
  tap('4z'), // 10 left
  { move: 'call', seat: 0, call: 'pon', tiles: [t('4z'), t('4z')] }, // 11 you pon it
  { move: 'discard', tile: t('1m') }, // 12 you
  { move: 'self-kan', seat: 1, tile: t('7z') }, // 13 right: a closed kan
  tap('6p'), // 14 its indicator
  tap('3m'), // 15 right
];

function stateAfter(n: number, moves: TableTap[] = LOG) {
  const read = game.replayGame([], moves.slice(0, n), { players: 4, dealer: 0 });
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

describe('genbutsu against a riichi, in the order of the moves', () => {
  test.each([
    ['3p', true, 'its own discard before the riichi'],
    ['2p', true, 'its riichi tile'],
    ['3m', true, 'its own discard after the riichi'],
    ['6s', true, 'the player across discarded it after the riichi tile'],
    ['4z', true, 'the left player discarded it after the riichi tile, though you called it'],
    ['1m', true, 'you discarded it after the riichi tile'],
    ['8m', false, 'you discarded it before the riichi tile'],
    ['9s', false, 'the player across discarded it before'],
    ['5z', false, 'you discarded it before (the riichi was declared after it, before its tile)'],
    ['1z', false, 'your draw is no discard'],
    ['7z', false, 'its own closed kan is no discard'],
    ['6p', false, 'an indicator is no discard'],
  ] as const)('%s: %s (%s)', (code, safe, _why) => {
    expect(game.genbutsuOf(stateAfter(LOG.length), 1)![kindOf(code)]).toBe(safe);
  });

  test('a riichi still waiting for its tile gives no genbutsu, and is not a riichi to defend against yet', () => {
    const pending = stateAfter(8);
    expect(game.genbutsuOf(pending, 1)).toBeNull();
    expect(game.riichiSeats(pending)).toEqual([]);
    expect(game.safetyAgainst(pending, kindOf('3p'), visible(''))).toEqual([]);
    expect(game.riichiSeats(stateAfter(9))).toEqual([1]);
  });

  test('no riichi: no genbutsu', () => {
    expect(game.genbutsuOf(stateAfter(7), 1)).toBeNull();
    expect(game.genbutsuOf(stateAfter(7), 2)).toBeNull();
  });

  test('two riichi: each with its own genbutsu, in the order of play whoever declared first', () => {
    // The left player declares after its 2z (move 4), then the right player before its 2p.
    const moves: TableTap[] = [...LOG.slice(0, 5), { move: 'riichi', seat: 3 }, ...LOG.slice(5, 12)];
    const state = stateAfter(moves.length, moves);
    expect(game.riichiSeats(state)).toEqual([1, 3]);
    // 5z: you discarded it after the left player's riichi tile, before the right player's.
    const against = game.safetyAgainst(state, kindOf('5z'), visible(''));
    expect(against).toEqual([
      { seat: 1, safety: { class: 'honor', visible: 0 } },
      { seat: 3, safety: { class: 'genbutsu' } },
    ]);
  });
});

/** Rivers as pasted, read as the address reads them (the generator's are always readable). */
function pasted(texts: readonly string[], players: 3 | 4): game.PastedRiver[] {
  const read = game.readRivers(texts, players);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

describe('the worked table of docs/rules.md#safety-against-a-riichi', () => {
  // The right player's river 1z 4s 1p 7p, then its riichi on 2s; the player across discards 3z and the left player 9m.
  // Visible to you: four 8p, three 2m, three 6z.
  const read = game.replayGame(
    pasted(['9s8s7s6s', '1z4s1p7p', '6m6m4z4z', '5z5z7z7z'], 4),
    [tap('3p'), { move: 'discard', tile: t('3p') }, { move: 'riichi', seat: 1 }, tap('2s'), tap('3z'), tap('9m')],
    { players: 4, dealer: 0 },
  );
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  const state = read.value;
  test.each([
    ['1z', 'genbutsu'],
    ['4s', 'genbutsu'],
    ['2s', 'genbutsu'],
    ['3z', 'genbutsu'],
    ['9m', 'genbutsu'],
    ['1s', 'suji'],
    ['7s', 'suji'],
    ['4p', 'suji'],
    ['9p', 'no-chance'],
    ['1m', 'one-chance'],
    ['5s', 'half-suji'],
    ['6z', 'honor'],
    ['5m', 'unsafe'],
    ['4m', 'unsafe'],
  ] as const)('%s: %s', (code, cls) => {
    const against = game.safetyAgainst(state, kindOf(code), visible('8p8p8p8p2m2m2m6z6z6z'));
    expect(against.map((a) => a.seat)).toEqual([1]);
    expect(against[0].safety.class).toBe(cls);
    if (cls === 'honor') expect(against[0].safety.visible).toBe(3);
  });
});

/** The class by the definition, written from its words (see the header), not from safety.ts's two cases. */
function refSafety(kind: number, safe: readonly boolean[], seen: ArrayLike<number>): Safety {
  if (safe[kind]) return { class: 'genbutsu' };
  if (kind >= 27) return { class: 'honor', visible: seen[kind] };
  const base = kind - (kind % 9);
  const at = (rank: number) => base + rank - 1;
  // Every two-sided shape of the suit: ranks a and a+1, waiting on ranks a-1 and a+2.
  const shapes: { other: number; kinds: number[] }[] = [];
  for (let a = 2; a <= 7; a++) {
    const waits = [at(a - 1), at(a + 2)];
    if (!waits.includes(kind)) continue;
    shapes.push({ other: waits[0] === kind ? waits[1] : waits[0], kinds: [at(a), at(a + 1)] });
  }
  const left = shapes.filter((s) => !safe[s.other]);
  const walled = (least: number) => left.every((s) => s.kinds.some((k) => seen[k] >= least));
  if (left.length === 0) return { class: 'suji' };
  if (walled(4)) return { class: 'no-chance' };
  if (walled(3)) return { class: 'one-chance' };
  if (left.length < shapes.length) return { class: 'half-suji' };
  return { class: 'unsafe' };
}

describe('every kind against the definition', () => {
  test('every kind, every genbutsu pattern of the kinds within three ranks of it, random visible counts', () => {
    const rnd = random.seededRandom(20_261_129);
    const below = (n: number) => random.randomBelow(rnd, n);
    const tally = new Map<string, number>();
    let checked = 0;
    for (let kind = 0; kind < 34; kind++) {
      const near =
        kind < 27
          ? [-3, -2, -1, 0, 1, 2, 3].map((d) => kind + d).filter((k) => k >= 0 && Math.floor(k / 9) === Math.floor(kind / 9))
          : [kind];
      for (let pattern = 0; pattern < 1 << near.length; pattern++) {
        for (let sample = 0; sample < 20; sample++) {
          // The other kinds at random; the kinds near the tile by the pattern.
          const safe = Array.from({ length: 34 }, () => below(4) === 0);
          near.forEach((k, i) => (safe[k] = (pattern >> i) % 2 === 1));
          // Visible counts leaning to 3 and 4, where the walls are.
          const seen = Uint8Array.from({ length: 34 }, () => [0, 1, 2, 3, 3, 4, 4][below(7)]);
          const want = refSafety(kind, safe, seen);
          const got = game.safetyClass(kind, safe, seen);
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            throw new Error(
              `kind ${kind}, genbutsu ${safe.map(Number).join('')}, visible ${seen.join('')}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
            );
          }
          tally.set(want.class, (tally.get(want.class) ?? 0) + 1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30_000);
    // Every class came up, many times.
    for (const cls of ['genbutsu', 'suji', 'half-suji', 'no-chance', 'one-chance', 'honor', 'unsafe'])
      expect(tally.get(cls)).toBeGreaterThan(100);
  });
});
