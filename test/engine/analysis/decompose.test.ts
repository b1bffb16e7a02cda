import { beforeAll, describe, expect, test } from 'vitest';
import { decompose, isComplete, waitShapes } from '../../../src/engine/analysis/decompose.ts';
import { formatDecomposition, formatWaitShape } from '../../../src/engine/core/groups.ts';
import { handFromCounts } from '../../../src/engine/core/hand.ts';
import { parseHand, parseTiles } from '../../../src/engine/core/notation.ts';
import type { Group, Hand, WaitShape } from '../../../src/engine/types.ts';
import { bruteDecompositions, buildSuitTable, canonical, suitKey, suitVectors, type SuitTable } from '../../support/brute-force.ts';
import { mulberry32, randomInt } from '../../support/random-hands.ts';

function hand(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`bad fixture ${text}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The brute force's token for an engine group, after checking the group's tiles match its kind. */
function token(g: Group): string {
  const [a] = g.tiles;
  const want =
    g.kind === 'pair' ? [a, a] : g.kind === 'triplet' ? [a, a, a] : g.kind === 'run' && a < 27 && a % 9 <= 6 ? [a, a + 1, a + 2] : null;
  if (!want || want.join() !== g.tiles.join()) throw new Error(`malformed group ${JSON.stringify(g)}`);
  return `${g.kind === 'pair' ? 'P' : g.kind === 'triplet' ? 'T' : 'R'}${a}`;
}

/** A wait shape completed by tile w, as the brute force writes decompositions. */
function completed(shape: WaitShape, w: number): string {
  const waiting = [...shape.waiting, w].sort((x, y) => x - y);
  const kind = waiting.length === 2 ? 'pair' : waiting[0] === waiting[1] ? 'triplet' : 'run';
  return canonical([...shape.groups, { kind, tiles: waiting } as Group].map(token));
}

function engineSet(counts: Uint8Array): string[] {
  return decompose(handFromCounts(counts))
    .filter((d) => d.form === 'regular')
    .map((d) => canonical(d.groups.map(token)));
}

function withSuit(v: Uint8Array, suit = 0): Uint8Array {
  const counts = new Uint8Array(34);
  counts.set(v, suit * 9);
  return counts;
}

let table: SuitTable;
beforeAll(() => {
  table = buildSuitTable();
});

describe('the brute force itself', () => {
  test('files the hand-checked decompositions of 11122233344455m', () => {
    const counts = withSuit(Uint8Array.of(3, 3, 3, 3, 2, 0, 0, 0, 0));
    expect([...bruteDecompositions(table, counts)].sort()).toEqual(
      ['P4 T0 T1 T2 T3', 'P4 R1 R1 R1 T0', 'P4 R0 R0 R0 T3', 'P1 R1 R2 R2 T0'].map((s) => canonical(s.split(' '))).sort(),
    );
  });
  test('finds nothing for an incomplete hand', () => {
    expect(bruteDecompositions(table, withSuit(Uint8Array.of(1, 1, 0, 0, 0, 0, 0, 0, 0))).size).toBe(0);
  });
});

describe('isComplete(counts)', () => {
  test.each([
    ['11m', true, 'a lone pair'],
    ['12m', false, 'two tiles that are not a pair'],
    ['11122m', true, 'triplet plus pair'],
    ['11123m', true, 'pair plus run'],
    ['11122233344455m', true, 'triplets or runs'],
    ['22334455667788p', true, 'pair at either end or the middle'],
    ['123m456p789s11122z', true, 'honor triplet plus honor pair'],
    ['123m456p789s11112z', false, 'four equal honors are not a triplet plus anything'],
    ['19m19p19s12345677z', false, 'kokushi is not the regular form'],
    ['11223344556677z', false, 'seven honor pairs are not the regular form'],
    ['1112223334445m', false, '13 tiles: not 3n+2'],
    ['11m22z', false, 'two pairs, 4 tiles: not 3n+2'],
    ['123456789m11245p', false, 'right suit sums, no pair candidate leaves sets'],
    ['12345678999m', true, 'the pair is the rank the congruence picks'],
  ])('%s -> %s (%s)', (text, expected) => {
    expect(isComplete(hand(text).tiles)).toBe(expected);
  });

  test('leaves its argument untouched', () => {
    const counts = hand('11122233344455m').tiles;
    const before = counts.slice();
    isComplete(counts);
    expect(counts).toEqual(before);
  });

  test.each([
    ['123m', 'three tiles that are a set'],
    ['111m', 'a triplet alone'],
    ['123m456p789s111z', 'twelve tiles that are four sets'],
  ])('%s -> false (%s: not 3n+2)', (text) => {
    // parseHand refuses a multiple of three, as a hand should; parseTiles reads any list.
    const r = parseTiles(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(isComplete(r.value.counts)).toBe(false);
  });

  test('agrees with the brute force on every single-suit count vector of 0 to 14 tiles', () => {
    let complete = 0;
    for (let total = 0; total <= 14; total++) {
      for (const v of suitVectors(total)) {
        // The table also files sets-only vectors (3n tiles): complete means 3n+2 AND filed.
        const expected = total % 3 === 2 && table.has(suitKey(v));
        for (const suit of [0, 2]) {
          if (isComplete(withSuit(v, suit)) !== expected) {
            throw new Error(`isComplete wrong on ${v.join('')} in suit ${suit}`);
          }
        }
        if (expected) complete++;
      }
    }
    expect(complete).toBeGreaterThan(1000);
  });

  test('agrees with the brute force on seeded random hands of several suits', () => {
    const rng = mulberry32(20240611);
    let agari = 0;
    for (let i = 0; i < 20000; i++) {
      const counts = i % 2 ? randomComplete(rng) : randomDealt(rng, 2 + 3 * randomInt(rng, 5));
      if (i % 4 === 1) perturb(rng, counts);
      const expected = bruteDecompositions(table, counts).size > 0;
      if (isComplete(counts) !== expected) throw new Error(`isComplete wrong on ${counts.join('')}`);
      if (expected) agari++;
    }
    expect(agari).toBeGreaterThan(4000);
  });
});

/** Tiles dealt from a full wall. */
function randomDealt(rng: () => number, n: number): Uint8Array {
  const counts = new Uint8Array(34);
  for (let dealt = 0; dealt < n;) {
    const k = randomInt(rng, 34);
    if (counts[k] < 4) {
      counts[k]++;
      dealt++;
    }
  }
  return counts;
}

/** A complete hand of 2..14 tiles built from a random pair and random sets. */
function randomComplete(rng: () => number): Uint8Array {
  for (;;) {
    const counts = new Uint8Array(34);
    counts[randomInt(rng, 34)] += 2;
    const sets = randomInt(rng, 5);
    for (let s = 0; s < sets; s++) {
      if (rng() < 0.5) counts[randomInt(rng, 34)] += 3;
      else {
        const k = randomInt(rng, 3) * 9 + randomInt(rng, 7);
        for (let x = 0; x < 3; x++) counts[k + x]++;
      }
    }
    if (counts.every((c) => c <= 4)) return counts;
  }
}

/** Moves one tile to a random kind that has room. */
function perturb(rng: () => number, counts: Uint8Array): void {
  const held = [...counts.keys()].filter((k) => counts[k] > 0);
  const from = held[randomInt(rng, held.length)];
  const to = randomInt(rng, 34);
  if (to !== from && counts[to] < 4) {
    counts[from]--;
    counts[to]++;
  }
}

describe('decompose(hand)', () => {
  test.each([
    [
      '11122233344455m',
      ['(111m)(222m)(333m)(444m)(55m)', '(111m)(234m)(234m)(234m)(55m)', '(123m)(123m)(123m)(444m)(55m)', '(111m)(22m)(234m)(345m)(345m)'],
    ],
    ['11223344m123p123s', ['(11m)(234m)(234m)(123p)(123s)', '(123m)(123m)(44m)(123p)(123s)']],
    [
      '22334455667788p',
      [
        '(22p)(345p)(345p)(678p)(678p)',
        '(234p)(234p)(55p)(678p)(678p)',
        '(234p)(234p)(567p)(567p)(88p)',
        '(22p)(33p)(44p)(55p)(66p)(77p)(88p)',
      ],
    ],
    ['19m19p19s12345677z', ['(19m19p19s12345677z)']],
    ['11m22p33s44z55z66z77z', ['(11m)(22p)(33s)(44z)(55z)(66z)(77z)']],
    ['11123m', ['(11m)(123m)']], // five concealed tiles: three melds implied
    ['23444m(555p)(789s)[1111z]', ['(234m)(44m)(555p)(789s)(1111z)']],
    ['12344m(123m)(123m)(123m)', ['(123m)(123m)(123m)(123m)(44m)']],
    ['123m456p789s11234z', []],
    ['11112233445566m', ['(11m)(123m)(123m)(456m)(456m)']], // four equal tiles are not two pairs
  ])('%s', (text, expected) => {
    // Regular decompositions come in search order, which is not part of the contract: compare as sets.
    const got = decompose(hand(text)).map(formatDecomposition);
    expect([...got].sort()).toEqual([...expected].sort());
  });

  test('lists regular decompositions first, then chiitoitsu', () => {
    const forms = decompose(hand('22334455667788p')).map((d) => d.form);
    expect(forms).toEqual(['regular', 'regular', 'regular', 'chiitoitsu']);
  });

  test('flags called melds open, chi as a run, pon as a triplet, kan and ankan as kans, in tile order', () => {
    const [d] = decompose(hand('23444m(555p)(789s)[1111z]'));
    expect(d.form).toBe('regular');
    expect(d.groups).toEqual([
      { kind: 'run', tiles: [1, 2, 3] },
      { kind: 'pair', tiles: [3, 3] },
      { kind: 'triplet', tiles: [13, 13, 13], open: true },
      { kind: 'run', tiles: [24, 25, 26], open: true },
      { kind: 'kan', tiles: [27, 27, 27, 27], open: true },
    ]);
  });

  test('a concealed group sorts before an equal called meld', () => {
    const groups = decompose(hand('12344m(123m)(789p)(789p)'))[0].groups;
    expect(groups.slice(0, 2)).toEqual([
      { kind: 'run', tiles: [0, 1, 2] },
      { kind: 'run', tiles: [0, 1, 2], open: true },
    ]);
  });

  test('kokushi is the pair plus twelve singles', () => {
    const [d] = decompose(hand('19m19p19s12345677z'));
    expect(d.form).toBe('kokushi');
    expect(d.groups.map((g) => g.kind)).toEqual([...Array(12).fill('single'), 'pair']);
  });

  test('leaves its argument untouched', () => {
    const h = hand('11122233344455m');
    const before = h.tiles.slice();
    decompose(h);
    expect(h.tiles).toEqual(before);
  });

  test('equals the brute force on every single-suit hand of 2, 5, 8, 11 and 14 tiles', () => {
    let decompositions = 0;
    for (const total of [2, 5, 8, 11, 14]) {
      for (const v of suitVectors(total)) {
        const counts = withSuit(v, 1);
        const got = engineSet(counts);
        const want = bruteDecompositions(table, counts);
        if (new Set(got).size !== got.length) throw new Error(`duplicate decomposition of ${v.join('')}`);
        if (got.length !== want.size || got.some((s) => !want.has(s))) {
          throw new Error(`decompose(${v.join('')}) = ${got.join(' | ')}, brute force: ${[...want].join(' | ')}`);
        }
        decompositions += got.length;
      }
    }
    expect(decompositions).toBeGreaterThan(1000);
  });

  test('gives exactly the brute force decompositions of seeded random hands of several suits', () => {
    const rng = mulberry32(7);
    for (let i = 0; i < 5000; i++) {
      const counts = randomComplete(rng);
      if (i % 5 === 0) perturb(rng, counts);
      const got = engineSet(counts);
      const want = bruteDecompositions(table, counts);
      expect(new Set(got)).toEqual(want);
      expect(got.length).toBe(want.size);
    }
  });
});

describe('waitShapes(hand)', () => {
  const shapes = (text: string) => waitShapes(hand(text)).map((w) => [formatWaitShape(w), w.waits]);

  test("docs/rules.md's example 1223344888999m, each shape with the waits it serves", () => {
    expect(shapes('1223344888999m')).toEqual(
      expect.arrayContaining([
        ['(123m)(234m)(888m)(999m)[4m]', [3]],
        ['(123m)(44m)(888m)(999m)[23m]', [0, 3]],
        ['(234m)(234m)(888m)(999m)[1m]', [0]],
      ]),
    );
    expect(shapes('1223344888999m')).toHaveLength(3);
  });

  test.each([
    [
      '123m456p789s11z22z',
      [
        ['(123m)(456p)(789s)(22z)[11z]', [27]],
        ['(123m)(456p)(789s)(11z)[22z]', [28]],
      ],
    ],
    ['123m456p789s1z', [['(123m)(456p)(789s)[1z]', [27]]]], // ten tiles: one meld implied; a tanki on 1z
    ['12m456p789s111z22z', [['(456p)(789s)(111z)(22z)[12m]', [2]]]], // penchan
    ['89m456p789s111z22z', [['(456p)(789s)(111z)(22z)[89m]', [6]]]], // penchan at the other edge
    ['13m456p789s111z22z', [['(456p)(789s)(111z)(22z)[13m]', [1]]]], // kanchan
    ['1111m234p567p789p', []], // the only waits are on 1m, all four copies in hand
    ['1111m2233p4455s7z', []], // four equal tiles are one pair: five kinds paired, not chiitoitsu tenpai
    ['1m(111m)(234p)(567p)(789p)', []], // the four copies counted through a meld
    ['11m22p33s44z55z66z7z', [['(11m)(22p)(33s)(44z)(55z)(66z)[7z]', [33]]]],
    ['19m19p19s1234567z', [['[19m19p19s1234567z]', [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]]]],
    ['119m19p19s123456z', [['[119m19p19s123456z]', [33]]]],
    [
      '1122m(123p)(456p)(789p)',
      [
        ['(22m)(123p)(456p)(789p)[11m]', [0]],
        ['(11m)(123p)(456p)(789p)[22m]', [1]],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(shapes(text)).toEqual(expected);
  });

  test('equals the brute force, wait by wait, on every single-suit hand of 1, 4, 7, 10 and 13 tiles', () => {
    let tenpai = 0;
    for (const total of [1, 4, 7, 10, 13]) {
      for (const v of suitVectors(total)) {
        const counts = withSuit(v, 2);
        const all = waitShapes(handFromCounts(counts));
        // Chiitoitsu, checked on its own terms: six ranks twice and one rank once, waiting on that one.
        const chiitoi = all.filter((w) => w.form === 'chiitoitsu').map((w) => w.waits.join());
        const isChiitoiTenpai = total === 13 && v.filter((c) => c === 2).length === 6 && v.filter((c) => c === 1).length === 1;
        if (chiitoi.join('|') !== (isChiitoiTenpai ? String(18 + v.indexOf(1)) : '')) {
          throw new Error(`chiitoitsu shapes of ${v.join('')}: ${chiitoi.join('|')}`);
        }
        if (checkRegularWaits(counts, all)) tenpai++;
      }
    }
    expect(tenpai).toBeGreaterThan(1000);
  });

  test('equals the brute force, wait by wait, on seeded random hands of several suits', () => {
    const rng = mulberry32(99);
    let tenpai = 0;
    for (let i = 0; i < 3000; i++) {
      // A complete hand less one tile is tenpai; moved tiles make some that are not.
      const counts = randomComplete(rng);
      const held = [...counts.keys()].filter((k) => counts[k] > 0);
      counts[held[randomInt(rng, held.length)]]--;
      if (i % 3 === 0) perturb(rng, counts);
      if (checkRegularWaits(counts, waitShapes(handFromCounts(counts)))) tenpai++;
    }
    expect(tenpai).toBeGreaterThan(1500);
  });
});

/**
 * Throws unless the regular shapes' waits are exactly the kinds with a copy left that the brute force
 * completes, the shapes are distinct, and for each wait the shapes that serve it, completed by it, are
 * exactly the brute force decompositions of the hand plus that wait. True when the hand is tenpai.
 */
function checkRegularWaits(counts: Uint8Array, all: WaitShape[]): boolean {
  const shapes = all.filter((w) => w.form === 'regular');
  const name = [...counts].join('');
  const wantWaits: number[] = [];
  const completions = new Map<number, Set<string>>();
  for (let k = 0; k < 34; k++) {
    if (counts[k] === 4) continue;
    counts[k]++;
    const d = bruteDecompositions(table, counts);
    counts[k]--;
    if (d.size) {
      wantWaits.push(k);
      completions.set(k, d);
    }
  }
  const gotWaits = [...new Set(shapes.flatMap((w) => w.waits))].sort((a, b) => a - b);
  if (gotWaits.join() !== wantWaits.join()) {
    throw new Error(`waits of ${name}: ${gotWaits.join()} vs brute force ${wantWaits.join()}`);
  }
  const keys = shapes.map((w) => `${w.groups.map(token).sort().join(' ')}|${w.waiting.join()}`);
  if (new Set(keys).size !== keys.length) throw new Error(`duplicate shape for ${name}`);
  for (const k of wantWaits) {
    const got = new Set(shapes.filter((w) => w.waits.includes(k)).map((w) => completed(w, k)));
    const want = completions.get(k)!;
    if (got.size !== want.size || [...got].some((s) => !want.has(s))) {
      const text = (set: Set<string>) => [...set].join(' | ');
      throw new Error(`shapes of ${name} waiting on ${k}: ${text(got)} vs brute force ${text(want)}`);
    }
  }
  return wantWaits.length > 0;
}
