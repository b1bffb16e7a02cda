/**
 * Real-game positions: the table (seen tiles, dora indicators, nuki-dora, three players) and the hand read
 * against it, the dora mapping, live red fives, the wall model, dead tenpai and three-player shanten.
 * Every expected value is worked out by hand in the comment beside it, or comes from the independent
 * reference (reference.ts) with the three-player set modelled there as four phantom copies of 2m-8m.
 */
import { describe, expect, test } from 'vitest';
import {
  analyze,
  copiesLeft,
  doraOf,
  emptyTable,
  parsePosition,
  parseTable,
  shanten,
  table as engineTable,
  type Meld,
  type Position,
  type Table,
  type TableInput,
} from '../../../src/engine/index.ts';
import { loose, type LooseAnalysis } from '../../support/loose.ts';
import { countsOf, drawFrom, handText, makeHand, mulberry32, randomInt } from '../../support/random-hands.ts';
import { refChiitoitsu, refKokushi, refRegular } from '../../support/reference.ts';
import { POSITION_ERROR_CASES, positionErrorOf } from '../../support/parse-error-cases.ts';

const { doraCounts, tableCounts, tableRed } = engineTable;

/** Kind index from a tile code: '1m' -> 0, '7z' -> 33 ('0' is the five). */
function kind(code: string): number {
  const rank = code[0] === '0' ? 5 : Number(code[0]);
  return 'mpsz'.indexOf(code[1]) * 9 + rank - 1;
}
const kinds = (codes: string) => (codes ? codes.split(' ').map(kind) : []);

function table(input: TableInput): Table {
  const r = parseTable(input);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(input)} to be a table: ${JSON.stringify(r.error)}`);
  return r.value;
}

function position(hand: string, input: TableInput = {}): Position {
  const r = parsePosition(hand, table(input));
  if (!r.ok) throw new Error(`expected ${hand} to parse: ${JSON.stringify(r.error)}`);
  return r.value;
}

const analysis = (hand: string, input: TableInput = {}): LooseAnalysis => loose(analyze(position(hand, input)));

// ---------------------------------------------------------------------------------------------------
describe('doraOf(indicator): the next tile in its cycle', () => {
  // Suits 1 -> 2 -> ... -> 9 -> 1; winds E -> S -> W -> N -> E; dragons White -> Green -> Red -> White.
  test.each([
    ['1m', '2m'],
    ['2m', '3m'],
    ['3m', '4m'],
    ['4m', '5m'],
    ['5m', '6m'],
    ['6m', '7m'],
    ['7m', '8m'],
    ['8m', '9m'],
    ['9m', '1m'],
    ['1p', '2p'],
    ['2p', '3p'],
    ['3p', '4p'],
    ['4p', '5p'],
    ['5p', '6p'],
    ['6p', '7p'],
    ['7p', '8p'],
    ['8p', '9p'],
    ['9p', '1p'],
    ['1s', '2s'],
    ['2s', '3s'],
    ['3s', '4s'],
    ['4s', '5s'],
    ['5s', '6s'],
    ['6s', '7s'],
    ['7s', '8s'],
    ['8s', '9s'],
    ['9s', '1s'],
    ['1z', '2z'],
    ['2z', '3z'],
    ['3z', '4z'],
    ['4z', '1z'],
    ['5z', '6z'],
    ['6z', '7z'],
    ['7z', '5z'],
  ])('four players: indicator %s -> dora %s', (indicator, dora) => {
    expect(doraOf(kind(indicator))).toBe(kind(dora));
    expect(doraOf(kind(indicator), 4)).toBe(kind(dora));
  });

  test('the table covers every one of the 34 kinds once', () => {
    const dora = Array.from({ length: 34 }, (_, k) => doraOf(k));
    expect(new Set(dora).size).toBe(34); // a permutation: every kind is some indicator's dora
  });

  // Three players: no 2m-8m, so 1m points to 9m (and 9m still to 1m); the other suits and honors as usual.
  test.each([
    ['1m', '9m'],
    ['9m', '1m'],
    ['1p', '2p'],
    ['9p', '1p'],
    ['4s', '5s'],
    ['9s', '1s'],
    ['1z', '2z'],
    ['4z', '1z'],
    ['5z', '6z'],
    ['7z', '5z'],
  ])('three players: indicator %s -> dora %s', (indicator, dora) => {
    expect(doraOf(kind(indicator), 3)).toBe(kind(dora));
  });

  test('doraCounts: an indicator shown twice makes its dora count twice', () => {
    const counts = doraCounts(kinds('4p 4p 9s 1m'), 3);
    const expected = new Uint8Array(34);
    expected[kind('5p')] = 2;
    expected[kind('1s')] = 1;
    expected[kind('9m')] = 1;
    expect(counts).toEqual(expected);
  });

  test("analyze lists the dora of each indicator, in the indicators' order", () => {
    expect(analysis('46m123p456p789p11z', { dora: '0m9s' }).dora).toEqual(kinds('6m 1s'));
    expect(analysis('19m19p19s1234567z', { dora: '1m4z', players: 3 }).dora).toEqual(kinds('9m 1z'));
  });
});

// ---------------------------------------------------------------------------------------------------
describe('impossible positions: every error names its part, its code and its culprit', () => {
  // [rule, table, hand (null: the table alone), field, code, index, fragments of the English sentence: test/cli/format-error.test.ts]
  test.each(POSITION_ERROR_CASES)('%s', (_rule, input, hand, field, code, index) => {
    const error = positionErrorOf(input, hand);
    expect(error.field).toBe(field);
    expect(error.code).toBe(code);
    expect(error.index).toBe(index);
  });

  test('the same tiles are fine up to the limit', () => {
    expect(parseTable({ seen: '5555p' }).ok).toBe(true);
    expect(parseTable({ seen: '555p', dora: '5p' }).ok).toBe(true);
    expect(parseTable({ dora: '1z2z3z4z5z' }).ok).toBe(true);
    expect(parseTable({ players: 3, seen: '19m0p0s', dora: '9m', nuki: 4 }).ok).toBe(true);
    expect(parsePosition('55p123m456s789s11z', table({ seen: '5p', dora: '5p' })).ok).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------
describe('the table', () => {
  test('keeps the indicators in order with their red fives; tableCounts and tableRed add everything up', () => {
    const t = table({ players: 3, seen: '1m0p9p', dora: '9p0s', nuki: 2 });
    expect(t.indicators).toEqual(kinds('9p 5s'));
    expect(t.indicatorsRed).toEqual([false, true]);
    const visible = tableCounts(t);
    expect(visible[kind('1m')]).toBe(1);
    expect(visible[kind('5p')]).toBe(1);
    expect(visible[kind('9p')]).toBe(2); // one seen, one indicator
    expect(visible[kind('5s')]).toBe(1);
    expect(visible[kind('4z')]).toBe(2); // set aside
    expect(visible.reduce((a, b) => a + b, 0)).toBe(7);
    expect([...tableRed(t)]).toEqual([0, 1, 1]);
  });

  test('an empty table is what a missing input means', () => {
    expect(table({})).toEqual(emptyTable());
    expect(table({ players: 3, seen: '', dora: ' ' })).toEqual(emptyTable(3));
  });

  test('copiesLeft: 4 - hand - melds - table, and no 2m-8m with three players', () => {
    const p = position('19m55z (111p)', { players: 3, seen: '9m5z', dora: '1p', nuki: 1 });
    const left = copiesLeft(p);
    expect(left[kind('1m')]).toBe(3);
    expect(left[kind('9m')]).toBe(2); // hand 1, seen 1
    expect(left[kind('5z')]).toBe(1); // hand 2, seen 1
    expect(left[kind('1p')]).toBe(0); // meld 3, indicator 1
    expect(left[kind('4z')]).toBe(3); // one set aside
    for (const code of ['2m', '5m', '8m']) expect(left[kind(code)]).toBe(0);
    expect(left[kind('2p')]).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------------------
describe('remaining counts and live red fives', () => {
  // 46m 123p 456p 789p 11z: three sets, a pair, and 46m waiting on 5m alone. 5m: none in the hand, 4 left.
  const KANCHAN = '46m123p456p789p11z';

  test.each([
    ['nothing seen: four 5m left, the red one among them', {}, 4, 1],
    ['a plain 5m seen: three left, the red one still live', { seen: '5m' }, 3, 1],
    ['the red 5m seen: three left, none red', { seen: '0m' }, 3, 0],
    ['the red 5m is a dora indicator: three left, none red', { dora: '0m' }, 3, 0],
    ['three plain 5m seen: the last one must be the red one', { seen: '555m' }, 1, 1],
    ['all four seen: nothing left, nothing red', { seen: '0555m' }, 0, 0],
  ])('%s', (_rule, input, count, red) => {
    const a = analysis(KANCHAN, input);
    expect(a.waits?.map((w) => [w.tile, w.count, w.red])).toEqual([[kind('5m'), count, red]]);
    expect(a.effective).toEqual(count ? { tiles: kinds('5m'), count, red } : { tiles: [], count: 0, red: 0 });
  });

  test('a red five in a meld of the hand is not live', () => {
    // 46m 123p 11z + (055m) (789s): two sets to form from 7 tiles; waits 5m, 4 - 3 in the meld = 1 left.
    expect(analysis('46m123p11z (055m) (789s)').effective).toEqual({ tiles: kinds('5m'), count: 1, red: 0 });
    // The same with three plain fives called: the one left is the red one.
    expect(analysis('46m123p11z (555m) (789s)').effective).toEqual({ tiles: kinds('5m'), count: 1, red: 1 });
  });

  test('a red five held in the hand is not live', () => {
    // 4556m 123p 456p 789p: 55m pair + 46m, or 456m + a 5m tanki: the wait is 5m alone, 4 - 2 = 2 left.
    expect(analysis('4556m123p456p789p').effective).toEqual({ tiles: kinds('5m'), count: 2, red: 1 });
    // The same hand holding the red 5m: the two left are plain.
    expect(analysis('4056m123p456p789p').effective).toEqual({ tiles: kinds('5m'), count: 2, red: 0 });
  });

  test("every suit's live red five is counted: 46m46p46s111z2z", () => {
    // Three sets and a pair to form from 10 tiles: 111z is a set; 46m, 46p, 46s are kanchans; 2z a single.
    // Distance 3 (two kanchans + 2z's pair): 2-shanten. Lowering draws: a five (456 set), a 4 or 6 of any
    // of the three suits (a pair, the other two kanchans still complete the sets), 2z (the pair).
    // Left: 4s and 6s 3 each, fives 4 each, 2z 3: 3 * (3 + 4 + 3) + 3 = 33; three red fives live.
    const tiles = kinds('4m 5m 6m 4p 5p 6p 4s 5s 6s 2z');
    expect(analysis('46m46p46s111z2z').effective).toEqual({ tiles, count: 33, red: 3 });
    expect(analysis('46m46p46s111z2z', { seen: '0p' }).effective).toEqual({ tiles, count: 32, red: 2 });
    expect(analysis('46m46p46s111z2z', { seen: '0p', dora: '0s' }).effective).toEqual({ tiles, count: 31, red: 1 });
  });

  test('discard rows carry their live red fives: 46m123p456p789p111z', () => {
    // Discard 1z: the kanchan waits 5m (4 left, red live). Discard 4m or 6m: four sets + a tanki on the other
    // (3 left, not a five). Every other discard breaks a set: 1-shanten.
    const rows = analysis('46m123p456p789p111z').discards!;
    expect(rows.slice(0, 3).map((r) => [r.discard.kind, r.shanten, r.tiles, r.count, r.red])).toEqual([
      [kind('1z'), 0, kinds('5m'), 4, 1],
      [kind('4m'), 0, kinds('6m'), 3, 0],
      [kind('6m'), 0, kinds('4m'), 3, 0],
    ]);
    expect(rows.slice(3).every((r) => r.shanten === 1)).toBe(true);
  });

  test("every row's red equals its listed fives whose red copy nothing visible holds (random positions)", () => {
    const rng = mulberry32(4242);
    for (let i = 0; i < 300; i++) {
      const deal = drawFrom(
        rng,
        Array.from({ length: 136 }, (_, t) => t),
        14 + 12,
      );
      // Tiles are numbered 0..135, kind = t >> 2, and copy 0 of each five is its red one.
      const isRed = (t: number) => (t & 3) === 0 && [4, 13, 22].includes(t >> 2);
      const code = (t: number) => `${isRed(t) ? 0 : ((t >> 2) % 9) + 1}${'mpsz'[Math.floor((t >> 2) / 9)]}`;
      const handTiles = deal.slice(0, 14 - (i % 3 === 0 ? 1 : 0));
      const seenTiles = deal.slice(14, 14 + randomInt(rng, 12));
      const p = position(handTiles.map(code).join(''), { seen: seenTiles.map(code).join('') });
      const visibleRed = new Set([...handTiles, ...seenTiles].filter(isRed).map((t) => t >> 2));
      const a = loose(analyze(p));
      const expected = (tiles: number[]) => tiles.filter((k) => [4, 13, 22].includes(k) && !visibleRed.has(k)).length;
      for (const row of a.discards ?? []) expect(row.red).toBe(expected(row.tiles));
      if (a.effective) expect(a.effective.red).toBe(expected(a.effective.tiles));
    }
  });

  test('red fives off, analyze() gives no red counts (a game without red fives)', () => {
    const a = loose(analyze(position('46m123p456p789p11z'), { red: false }));
    expect(a.effective).toEqual({ tiles: kinds('5m'), count: 4 });
    expect(a.waits![0].red).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------
describe('the wall model: the set minus everything visible', () => {
  test.each([
    ['13 tiles, nothing else', '46m123p456p789p11z', {}, 136 - 13],
    ['a kan shows four tiles', '123m456p789s5z [1111z]', {}, 136 - 10 - 4],
    ['seen tiles and indicators', '123m456p789s5z [1111z]', { seen: '19s', dora: '3z4z' }, 136 - 14 - 2 - 2],
    ['three players: 108, nuki-dora included', '19m19p19s1234567z', { players: 3, dora: '1m', nuki: 1 }, 108 - 13 - 1 - 1],
    ['14 tiles and twenty seen', '46m123p456p789p111z', { seen: '1111222233334444555s', dora: '9s5z' }, 136 - 14 - 19 - 2],
  ] as [string, string, TableInput, number][])('%s', (_rule, hand, input, left) => {
    expect(analysis(hand, input).wallLeft).toBe(left);
  });
});

// ---------------------------------------------------------------------------------------------------
describe('dead tenpai (空聴): every wait already visible', () => {
  // 1223344888999m waits 1m (3 left: one in the hand) and 4m (2 left: two in the hand).
  const TENPAI = '1223344888999m';

  test.each([
    ['nothing seen', {}, false],
    ['every 1m gone, one 4m left', { seen: '111m4m' }, false],
    ['every 1m and every 4m gone', { seen: '111m44m' }, true],
    ['the last 4m is a dora indicator', { seen: '111m4m', dora: '4m' }, true],
  ] as [string, TableInput, boolean][])('%s', (_rule, input, dead) => {
    const a = analysis(TENPAI, input);
    expect(a.deadTenpai).toBe(dead);
    expect(a.waits!.map((w) => w.tile)).toEqual(kinds('1m 4m')); // waits are listed even when dead
    if (dead) expect(a.effective).toEqual({ tiles: [], count: 0, red: 0 });
  });

  test('a hand that is not tenpai, or that has 3n+2 tiles, is never dead', () => {
    expect(analysis('46m46p46s111z2z', { seen: '0555m' }).deadTenpai).toBe(false);
    // A 3n+2 analysis has no flag at all: only a hand waiting for a draw can be dead.
    expect(analysis('46m123p456p789p111z', { seen: '0555m' }).deadTenpai ?? false).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
describe('three players: no 2m-8m, so shanten never plans a set through them', () => {
  test('19m55z (111m) (999m) (111p): 1-shanten with four players, 2-shanten with three', () => {
    // One set and a pair to form from 1m 9m 5z 5z; the melds hold three 1m and three 9m, so 1m and 9m can
    // neither pair nor make a triplet. Four players: 55z pair + 1m2m3m (2 tiles) -> distance 2, 1-shanten;
    // effective 2m 3m (123m) and 7m 8m (789m), 4 left each = 16.
    // Three players: no run through 1m or 9m; 555z (1 tile) + a new pair (2 tiles) -> distance 3,
    // 2-shanten. Every kind that can still be drawn lowers it (a single toward a pair, 5z toward 555z,
    // 1p toward 123p): 1p-9p, 1s-9s, 1z-7z = 25 kinds. Left: 1p 1 (the meld holds 3), other p 8 * 4,
    // s 9 * 4, 5z 2, other honors 6 * 4: 1 + 32 + 36 + 2 + 24 = 95.
    const hand = '19m55z (111m) (999m) (111p)';
    const four = analysis(hand);
    expect(four.shanten.regular).toBe(1);
    expect(four.effective).toEqual({ tiles: kinds('2m 3m 7m 8m'), count: 16, red: 0 });
    const three = analysis(hand, { players: 3 });
    expect(three.shanten).toEqual({ standard: 2, regular: 2, chiitoitsu: null, kokushi: null });
    const all = kinds('1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 2s 3s 4s 5s 6s 7s 8s 9s 1z 2z 3z 4z 5z 6z 7z');
    expect(three.effective).toEqual({ tiles: all, count: 95, red: 2 }); // 5p and 5s, reds live
    expect(three.wallLeft).toBe(108 - 13);
  });

  test('kokushi is the same game with three players: 19m19p19s1234567z waits on all thirteen', () => {
    const a = analysis('19m19p19s1234567z', { players: 3 });
    expect(a.value).toBe(0);
    expect(a.waits!.map((w) => w.tile)).toEqual(kinds('1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z'));
  });

  // The reference knows nothing of three players; the set is modelled there by four phantom copies of
  // each of 2m-8m held outside the hand (as if melded), which caps them at zero for the concealed part.
  const PHANTOM = Array.from({ length: 7 }, (_, i) => [i + 1, i + 1, i + 1, i + 1]);

  function refThreePlayer(counts: ArrayLike<number>, melds: Meld[], form: 'standard' | 'regular'): number {
    const regular = refRegular(counts, [...melds.map((m) => m.tiles), ...PHANTOM]);
    let n = 0;
    for (let k = 0; k < 34; k++) n += counts[k];
    if (form === 'regular' || melds.length > 0 || (n !== 13 && n !== 14)) return regular;
    return Math.min(regular, refChiitoitsu(counts), refKokushi(counts));
  }

  const THREE_PLAYER_KINDS = Array.from({ length: 34 }, (_, k) => k).filter((k) => k < 1 || k > 7);

  /** A random three-player hand: melds first (pon, kan, chi in p or s), then concealed tiles from what is left. */
  function randomThreePlayerHand(rng: () => number, meldCount: number, concealed: number) {
    const left = new Uint8Array(34);
    for (const k of THREE_PLAYER_KINDS) left[k] = 4;
    const melds: Meld[] = [];
    while (melds.length < meldCount) {
      const k = THREE_PLAYER_KINDS[randomInt(rng, THREE_PLAYER_KINDS.length)];
      const roll = randomInt(rng, 3);
      if (roll === 0 && k >= 9 && k < 27 && k % 9 <= 6 && left[k] && left[k + 1] && left[k + 2]) {
        left[k]--;
        left[k + 1]--;
        left[k + 2]--;
        melds.push({ kind: 'chi', tiles: [k, k + 1, k + 2], red: 0 });
      } else if (roll === 1 && left[k] === 4) {
        left[k] = 0;
        melds.push({ kind: 'kan', tiles: [k, k, k, k], red: 0 });
      } else if (roll === 2 && left[k] >= 3) {
        left[k] -= 3;
        melds.push({ kind: 'pon', tiles: [k, k, k], red: 0 });
      }
    }
    const wall: number[] = [];
    for (let k = 0; k < 34; k++) for (let i = 0; i < left[k]; i++) wall.push(k);
    return makeHand(countsOf(drawFrom(rng, wall, concealed)), melds);
  }

  test('random three-player hands: shanten equals the reference; no effective tile, wait or count in 2m-8m', () => {
    const rng = mulberry32(3333);
    for (let i = 0; i < 400; i++) {
      const meldCount = randomInt(rng, 4);
      const concealed = 14 - 3 * meldCount - (i % 2);
      const hand = randomThreePlayerHand(rng, meldCount, concealed);
      const s = shanten(hand, true);
      const label = handText(hand);
      expect(s.regular, label).toBe(refThreePlayer(hand.tiles, hand.melds, 'regular'));
      expect(s.standard, label).toBe(refThreePlayer(hand.tiles, hand.melds, 'standard'));
      const a = loose(analyze({ hand, table: emptyTable(3) }));
      const lists = [...(a.discards ?? []).map((r) => r.tiles), a.effective?.tiles ?? [], (a.waits ?? []).map((w) => w.tile)];
      for (const tiles of lists)
        expect(
          tiles.filter((k) => k >= 1 && k <= 7),
          label,
        ).toEqual([]);
      expect(a.wallLeft).toBe(108 - concealed - hand.melds.reduce((n, m) => n + m.tiles.length, 0));
    }
  });

  test("random three-player 3n+1 hands: effective tiles equal the reference's draw by draw", () => {
    const rng = mulberry32(3334);
    for (let i = 0; i < 60; i++) {
      const meldCount = randomInt(rng, 3);
      const hand = randomThreePlayerHand(rng, meldCount, 13 - 3 * meldCount);
      const form = i % 2 ? 'regular' : 'standard';
      const base = refThreePlayer(hand.tiles, hand.melds, form);
      const whole = new Uint8Array(hand.tiles);
      for (const m of hand.melds) for (const k of m.tiles) whole[k]++;
      const expected: number[] = [];
      const counts = Array.from(hand.tiles);
      for (const k of THREE_PLAYER_KINDS) {
        if (whole[k] >= 4) continue;
        counts[k]++;
        if (refThreePlayer(counts, hand.melds, form) < base) expected.push(k);
        counts[k]--;
      }
      const a = loose(analyze({ hand, table: emptyTable(3) }, { form }));
      expect(a.effective!.tiles, `${handText(hand)} ${form}`).toEqual(expected);
    }
  });
});

describe('positions for a page being built', () => {
  test('parsePosition with partial accepts any tile count, the table still counting', () => {
    const t = table({ seen: '555p' });
    expect(parsePosition('(123m)', t, { partial: true }).ok).toBe(true);
    expect(parsePosition('', t, { partial: true }).ok).toBe(true);
    expect(parsePosition('(123m)', t).ok).toBe(false); // a multiple of three is not a hand
    const fifth = parsePosition('55p1m', t, { partial: true });
    expect(fifth.ok ? null : [fifth.error.code, fifth.error.index]).toEqual(['too-many-copies', 1]);
  });

  test("parseTable with the hand kept: the table's tile that breaks a limit is blamed", () => {
    const hand = position('11z46m123p456p789p').hand;
    const seen = parseTable({ seen: '1z1z1z' }, hand);
    expect(seen.ok ? null : [seen.error.field, seen.error.code, seen.error.index]).toEqual(['seen', 'too-many-copies', 4]);
    expect(seen.ok ? null : seen.error).toMatchObject({
      counts: [
        { part: 'hand', copies: 2 },
        { part: 'seen', copies: 3 },
      ],
    });
    const red = parseTable({ dora: '0m' }, position('0m46m123p456p789p1z').hand);
    expect(red.ok ? null : [red.error.field, red.error.code]).toEqual(['dora', 'too-many-red']);
    expect(red.ok ? null : red.error).toMatchObject({ other: 'hand' });
    const north = parseTable({ players: 3, nuki: 2 }, position('444z19m').hand);
    expect(north.ok ? null : [north.error.field, north.error.code]).toEqual(['nuki', 'too-many-copies']);
  });
});
