/**
 * yakuChances(hand) (docs/rules.md#scoring, "No yaku"): which yaku an open hand's melds still allow.
 * Against an enumeration written from the definitions: every complete hand with these melds (the other
 * sets and the pair of any kinds, four copies at most, melds included) is checked for all simples, a half
 * or full flush of each suit, all triplets, an outside hand, a straight of each suit and three colour runs
 * of each number; a family is possible when some complete hand has it. The yakuhai pairs are read off the
 * hand. Seeded open hands of every kind, with one to three melds (a fourth leaves a single pair to choose).
 */
import { describe, expect, test } from 'vitest';
import { parseHand, yakuChances } from '../../../src/engine/index.ts';
import type { Hand, Meld, YakuChance } from '../../../src/engine/index.ts';
import { FAMILIES, mulberry32, randomHandWithMelds, randomInt } from '../../support/random-hands.ts';

const terminalOrHonor = (k: number) => k >= 27 || k % 9 === 0 || k % 9 === 8;

/** Every set (triplet or run) as tiles. */
const SETS: number[][] = [];
for (let k = 0; k < 34; k++) SETS.push([k, k, k]);
for (let s = 0; s < 3; s++) for (let r = 0; r < 7; r++) SETS.push([s * 9 + r, s * 9 + r + 1, s * 9 + r + 2]);

/** The families some complete hand with these melds has, as 'yaku' or 'yaku:param' strings. */
function possible(melds: Meld[], kuitan: boolean, players: 3 | 4): Set<string> {
  const found = new Set<string>();
  const used = new Array<number>(34).fill(0);
  for (const m of melds) for (const k of m.tiles) used[k]++;
  const exists = (k: number) => !(players === 3 && k >= 1 && k <= 7);
  const meldSets = melds.map((m) => m.tiles.slice(0, 3));
  const meldRuns = melds.map((m) => m.kind === 'chi');
  const check = (sets: number[][], runs: boolean[], pair: number) => {
    const tiles = [...sets.flat(), pair, pair];
    if (kuitan && tiles.every((k) => !terminalOrHonor(k))) found.add('tanyao');
    const suits = new Set(tiles.filter((k) => k < 27).map((k) => Math.floor(k / 9)));
    const honors = tiles.some((k) => k >= 27);
    if (suits.size === 1) found.add(`${honors ? 'honitsu' : 'chinitsu'}:${[...suits][0]}`);
    if (runs.every((r) => !r)) found.add('toitoi');
    if ([...sets, [pair]].every((set) => set.some(terminalOrHonor))) found.add('chanta');
    const starts = sets.filter((_, i) => runs[i]).map((set) => set[0]!);
    for (let s = 0; s < 3; s++) if ([0, 3, 6].every((r) => starts.includes(s * 9 + r))) found.add(`ittsu:${s}`);
    for (let r = 0; r < 7; r++) if ([0, 1, 2].every((s) => starts.includes(s * 9 + r))) found.add(`sanshoku:${r}`);
  };
  const walk = (from: number, sets: number[][], runs: boolean[]) => {
    if (sets.length === 4) {
      for (let p = 0; p < 34; p++) {
        if (!exists(p) || used[p] + 2 > 4) continue;
        check(sets, runs, p);
      }
      return;
    }
    for (let i = from; i < SETS.length; i++) {
      const set = SETS[i]!;
      if (!set.every(exists) || set.some((k) => used[k] + set.filter((t) => t === k).length > 4)) continue;
      for (const k of set) used[k]++;
      walk(i, [...sets, set], [...runs, set[0] !== set[1]]);
      for (const k of set) used[k]--;
    }
  };
  walk(0, meldSets, meldRuns);
  return found;
}

/** The engine's chances as the same strings, a null parameter standing for every value the enumeration found. */
function named(chances: YakuChance[], all: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const c of chances) {
    if (c.yaku === 'yakuhai' || c.yaku === 'yakuhai-triplet') continue;
    const param = c.yaku === 'honitsu' || c.yaku === 'chinitsu' || c.yaku === 'ittsu' ? c.suit : c.yaku === 'sanshoku' ? c.rank : undefined;
    if (param === undefined) out.add(c.yaku);
    else if (param === null) {
      for (const s of all) if (s.startsWith(`${c.yaku}:`)) out.add(s);
    } else out.add(`${c.yaku}:${param}`);
  }
  return out;
}

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

describe('yakuChances', () => {
  test.each([
    // A chi of 789s with no honour: a souzu flush, an outside hand, a straight or three colour runs of 789.
    // No honour held: a yakuhai triplet is still to be drawn or called.
    ['4569m1222569p(789s)', ['yakuhai-triplet', 'honitsu', 'chinitsu', 'chanta', 'ittsu', 'sanshoku']],
    // A pon of 8s and a chi of 567p: all simples; all triplets is gone with the chi.
    ['234m66p239s(567p)(888s)', ['yakuhai-triplet', 'tanyao', 'sanshoku']],
    ['23m456p1199s55z(789s)', ['yakuhai', 'honitsu', 'chinitsu', 'chanta', 'ittsu', 'sanshoku']],
  ])('%s', (text, yaku) => {
    expect(yakuChances(hand(text))!.map((c) => c.yaku)).toEqual(yaku);
  });

  test('a yakuhai pair names its kind and the copies held; the winds follow round and seat', () => {
    const h = hand('11z55z234m567p9s(789s)');
    expect(yakuChances(h, { round: 'E', seat: 'S' })!.filter((c) => c.yaku === 'yakuhai')).toEqual([
      { yaku: 'yakuhai', kind: 27, held: 2 },
      { yaku: 'yakuhai', kind: 31, held: 2 },
    ]);
    expect(yakuChances(h, { round: 'S', seat: 'W' })!.filter((c) => c.yaku === 'yakuhai')).toEqual([
      { yaku: 'yakuhai', kind: 31, held: 2 },
    ]);
  });

  test('a called yakuhai is a yaku already, and a closed hand always has one by tsumo: null', () => {
    expect(yakuChances(hand('234m567p99s11z(777z)'))).toBeNull();
    expect(yakuChances(hand('234m567p99s55z[1111z]'))).toBeNull();
    expect(yakuChances(hand('234m567p99s(111z)'), { round: 'S', seat: 'W' })).not.toBeNull();
  });

  test('a yakuhai triplet still to make: listed once, when no pair of one is held and the melds leave three copies', () => {
    expect(yakuChances(hand('4569m1222569p(789s)'))![0]).toEqual({ yaku: 'yakuhai-triplet' });
    // A white pair held: that pair is the chance, not the general one.
    expect(yakuChances(hand('23m456p1199s55z(789s)'))!.map((c) => c.yaku)).not.toContain('yakuhai-triplet');
  });

  test('kuitan off: no all simples', () => {
    expect(yakuChances(hand('234m66p239s(567p)(888s)'), { kuitan: false })!.map((c) => c.yaku)).not.toContain('tanyao');
  });

  test('on seeded open hands of every kind, the chances are exactly the families some complete hand with those melds has', () => {
    const rng = mulberry32(2125);
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const family = FAMILIES[i % FAMILIES.length]!;
      const meldCount = 2 + (i % 2) - (i % 20 === 0 ? 1 : 0);
      const h = randomHandWithMelds(rng, family, meldCount, 14 - 3 * meldCount);
      // Open: at least one called meld (a closed kan alone keeps the hand closed).
      if (h.melds.every((m) => m.kind === 'ankan'))
        h.melds[0] = { ...h.melds[0]!, kind: h.melds[0]!.tiles.length === 4 ? 'kan' : h.melds[0]!.kind };
      if (h.melds.every((m) => m.kind === 'ankan')) continue;
      const kuitan = randomInt(rng, 4) !== 0;
      const chances = yakuChances(h, { kuitan, round: 'E', seat: 'E' });
      if (chances === null) continue; // a yakuhai called
      const all = possible(h.melds, kuitan, 4);
      expect([...named(chances, all)].sort(), `${JSON.stringify(h.melds)} kuitan ${kuitan}`).toEqual([...all].sort());
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  test('three players: no three colour runs (no 2m-8m)', () => {
    const h = hand('1199p23s55z(789s)(789p)');
    expect(yakuChances(h)!.map((c) => c.yaku)).toContain('sanshoku');
    expect(yakuChances(h, { players: 3 })!.map((c) => c.yaku)).not.toContain('sanshoku');
    const all = possible(h.melds, true, 3);
    expect([...all].some((s) => s.startsWith('sanshoku'))).toBe(false);
  });
});
