/**
 * callOptions(position, offer, options) against docs/rules.md#call-or-pass, as a plain reference reads it:
 * every pair (and triple) of the hand's concealed tiles with the offered tile, kept when the three make a
 * run of one suit (chi: from the left player, four players), three equal tiles (pon) or the four a kan,
 * one choice per kinds with the fewest red fives shown; the hand after the call built tile by tile; the
 * kinds swap-calling forbids read from a table written out from the rules' text, run by run and called
 * place by called place; the discards the rows analyze() gives that 14-tile hand, less those. Exhaustive
 * over every offered tile (the red fives too) and every seat, on seeded 13-tile hands of every hard kind
 * (full flushes, honours, four copies, near-complete hands, melds, seen tiles and indicators, red fives,
 * three players); then properties (fast-check) that hold whatever the hand.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  analyze,
  formatHand,
  game,
  parsePosition,
  parseTable,
  tileCode,
  twoStep,
  yakuChances,
  type Analysis,
  type CallEntry,
  type CallSettings,
  type DiscardCallEntry,
  type DiscardRow,
  type Hand,
  type Meld,
  type Offer,
  type OtherSeat,
  type Position,
  type Tile,
} from '../../../src/engine/index.ts';
import { mulberry32, randomInt } from '../../support/random-hands.ts';

const { callOptions } = game;
const SEATS: readonly OtherSeat[] = [3, 2, 1];
const FIVES = [4, 13, 22];
const isFive = (k: number) => FIVES.includes(k);

function position(text: string, table: { seen?: string; dora?: string; players?: 3 | 4 } = {}): Position {
  const t = parseTable(table);
  if (!t.ok) throw new Error(`bad table ${JSON.stringify(table)}`);
  const p = parsePosition(text, t.value);
  if (!p.ok) throw new Error(`bad fixture ${text}: ${p.error.code}`);
  return p.value;
}

/** mpsz of one tile. */
const code = (t: Tile) => tileCode(t.kind, t.red && isFive(t.kind));
/** A tile from its mpsz code. */
function tile(text: string): Tile {
  const digit = Number(text[0]);
  return { kind: 'mpsz'.indexOf(text[1]!) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
}

function table(text: string, offer: Offer, options: CallSettings = {}, tableText: Parameters<typeof position>[1] = {}) {
  const result = callOptions(position(text, tableText), offer, options);
  if (!result.ok) throw new Error(`no table: ${result.error.code}`);
  return result.value.calls;
}

const calls = (entries: CallEntry[]) => entries.filter((e): e is Exclude<CallEntry, { call: 'pass' }> => e.call !== 'pass');

// ---------------------------------------------------------------------------------------------------
// Swap-calling, written out from the rules: per run (its lowest rank) and per place of the called tile in
// it, the ranks forbidden as the next discard. The called rank always; when the called tile is at one end
// and its two partners are adjacent, the rank just beyond the run's other end, where the suit has one.

const SWAP_CALLING: Record<number, [number[], number[], number[]]> = {
  // run: [called lowest, called middle, called highest]
  1: [[1, 4], [2], [3]],
  2: [[2, 5], [3], [1, 4]],
  3: [[3, 6], [4], [2, 5]],
  4: [[4, 7], [5], [3, 6]],
  5: [[5, 8], [6], [4, 7]],
  6: [[6, 9], [7], [5, 8]],
  7: [[7], [8], [6, 9]],
};

/** The kinds forbidden after a chi of `called` into the run starting at `low` (kinds), from the table. */
function forbiddenAfterChi(low: number, called: number): number[] {
  const suit = Math.floor(low / 9);
  return SWAP_CALLING[(low % 9) + 1]![called - low]!.map((rank) => suit * 9 + rank - 1);
}

// ---------------------------------------------------------------------------------------------------
// The reference

interface RefCall {
  call: 'chi' | 'pon' | 'kan';
  meld: Meld;
  redKept: boolean;
  forbidden: number[];
  after: Hand;
}

/** A hand of these concealed tiles, in this order, and melds. */
function handOfTiles(tiles: readonly Tile[], melds: readonly Meld[]): Hand {
  const counts = new Uint8Array(34);
  const red = new Uint8Array(3);
  for (const t of tiles) {
    counts[t.kind]!++;
    if (t.red && isFive(t.kind)) red[Math.floor(t.kind / 9)]!++;
  }
  return { tiles: counts, red, melds: [...melds], order: tiles.map((t) => t.kind), orderRed: tiles.map((t) => t.red && isFive(t.kind)) };
}

/** Every legal call of `offer` by shape and seat (swap-calling aside), in the table's order: chis by their run, pon, kan. */
function refCalls({ hand, table: t }: Position, offer: Offer): RefCall[] {
  const concealed: Tile[] = hand.order.map((kind, i) => ({ kind, red: hand.orderRed[i]! }));
  const offered: Tile = { kind: offer.tile.kind, red: offer.tile.red && isFive(offer.tile.kind) };
  const best = new Map<string, { call: RefCall['call']; places: number[]; reds: number }>();
  const consider = (places: number[]) => {
    const shown = places.map((i) => concealed[i]!);
    const kinds = [...shown.map((s) => s.kind), offered.kind].sort((a, b) => a - b);
    const equal = kinds.every((k) => k === kinds[0]);
    let call: RefCall['call'] | null = null;
    if (kinds.length === 4) call = equal ? 'kan' : null;
    else if (equal) call = 'pon';
    else {
      const run =
        kinds[2]! < 27 &&
        Math.floor(kinds[0]! / 9) === Math.floor(kinds[2]! / 9) &&
        kinds[1] === kinds[0]! + 1 &&
        kinds[2] === kinds[1]! + 1;
      if (run && offer.from === 3 && t.players === 4) call = 'chi';
    }
    if (call === null) return;
    const key = `${call}:${kinds.join(',')}`;
    const reds = shown.filter((s) => s.red).length;
    const seen = best.get(key);
    if (!seen || reds < seen.reds) best.set(key, { call, places, reds });
  };
  const n = concealed.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      consider([i, j]);
      // Four tiles make a kan only when equal: the triples of other kinds need no look.
      if (concealed[i]!.kind === offered.kind && concealed[j]!.kind === offered.kind) for (let l = j + 1; l < n; l++) consider([i, j, l]);
    }
  const out: RefCall[] = [];
  for (const { call, places, reds } of best.values()) {
    const shown = places.map((i) => concealed[i]!);
    const rest = concealed.filter((_, i) => !places.includes(i));
    const tiles = [...shown.map((s) => s.kind), offered.kind].sort((a, b) => a - b);
    const meld: Meld = { kind: call, tiles, red: reds + (offered.red ? 1 : 0) };
    const after = handOfTiles(rest, [...hand.melds, meld]);
    const redKept = shown.some((s) => isFive(s.kind) && rest.some((r) => r.kind === s.kind && r.red));
    const forbidden = call === 'chi' ? forbiddenAfterChi(tiles[0]!, offered.kind) : call === 'pon' ? [offered.kind] : [];
    out.push({ call, meld, redKept, forbidden, after });
  }
  const rank = { chi: 0, pon: 1, kan: 2 };
  return out.sort((a, b) => rank[a.call] - rank[b.call] || a.meld.tiles[0]! - b.meld.tiles[0]!);
}

/** What the engine must answer for `offer`: the reference's calls with their discards, the unplayable ones left out. */
/** Checks the engine's table for `offer` against the reference; returns how many calls it lists. */
function expectTable(p: Position, offer: Offer, swapCalling: boolean, name: string, checkSteps: boolean): number {
  const result = callOptions(p, offer, { swapCalling, twoStep: checkSteps });
  if (!result.ok) throw new Error(`${name}: ${result.error.code}`);
  const [pass, ...rest] = result.value.calls;
  expect(pass, name).toEqual({ call: 'pass' });
  const entries = calls(rest);
  expect(entries, name).toHaveLength(rest.length);
  const want = refCalls(p, offer).flatMap((ref): { ref: RefCall; analysis: Analysis; rows: DiscardRow[] | null }[] => {
    const at: Position = { hand: ref.after, table: p.table };
    const analysis = analyze(at);
    if (ref.call === 'kan') return [{ ref, analysis, rows: null }];
    if (analysis.kind === 'draw') throw new Error('a 14-tile hand after a call');
    const rows = analysis.discards.filter((r) => swapCalling || !ref.forbidden.includes(r.discard.kind));
    return rows.length ? [{ ref, analysis, rows }] : [];
  });
  expect(
    entries.map((e) => `${e.call} ${e.meld.tiles.join(',')} red ${e.meld.red}`),
    name,
  ).toEqual(want.map((w) => `${w.ref.call} ${w.ref.meld.tiles.join(',')} red ${w.ref.meld.red}`));
  entries.forEach((entry, i) => {
    const { ref, analysis, rows } = want[i]!;
    const at = `${name} ${ref.call} ${ref.meld.tiles.join(',')}`;
    expect(entry.meld, at).toEqual(ref.meld);
    expect(entry.redKept, at).toBe(ref.redKept);
    expect(entry.forbidden, at).toEqual(ref.forbidden);
    const chances = yakuChances(ref.after, { players: p.table.players });
    expect({ yaku: entry.yaku, meldYaku: entry.meldYaku, noYaku: entry.noYaku }, at).toEqual(
      chances === null ? { yaku: [], meldYaku: true, noYaku: false } : { yaku: chances, meldYaku: false, noYaku: chances.length === 0 },
    );
    if (entry.call === 'kan') {
      expect(entry.after, at).toEqual(analysis);
      return;
    }
    expect(entry.best, at).toBe(entry.discards[0]);
    if (!checkSteps) expect(entry.discards, at).toEqual(rows);
    else {
      expect(
        entry.discards.map(({ nextAverage: _, ...row }) => row),
        at,
      ).toEqual(rows);
      const steps = new Map(twoStep({ hand: ref.after, table: p.table }).rows.map((r) => [r.discard.kind, r.nextAverage]));
      for (const row of entry.discards) expect(row.nextAverage, `${at} ${row.discard.kind}`).toBe(steps.get(row.discard.kind));
    }
  });
  return entries.length;
}

/** Why the offer cannot be, by the rules' checks in the documented order; null when it can. */
function refOfferError(p: Position, offer: Offer): string | null {
  const { hand, table: t } = p;
  const k = offer.tile.kind;
  if (t.players === 3 && offer.from === 2) return 'invalid-offer seat-absent';
  if (t.players === 3 && k >= 1 && k <= 7) return 'offered-tile-unavailable three-player-tile';
  let copies = hand.tiles[k]! + t.seen[k]! + t.indicators.filter((i) => i === k).length;
  for (const m of hand.melds) copies += m.tiles.filter((x) => x === k).length;
  if (copies >= 4) return 'offered-tile-unavailable fifth-copy';
  if (offer.tile.red && isFive(k)) {
    const s = Math.floor(k / 9);
    const held = hand.red[s]! + hand.melds.filter((m) => Math.floor(m.tiles[0]! / 9) === s).reduce((n, m) => n + m.red, 0);
    const shown = t.seenRed[s]! + t.indicators.filter((x, i) => x === k && t.indicatorsRed[i]).length;
    if (held + shown > 0) return 'offered-tile-unavailable second-red';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Seeded positions of every hard kind

const SHAPES = [
  'any',
  'one-suit',
  'suit-honors',
  'terminals-honors',
  'near-complete',
  'four-copies',
  'melds',
  'seen',
  'red',
  'three-players',
] as const;
type Shape = (typeof SHAPES)[number];

/** A 13-tile position dealt from one set (the melds, the hand, the seen tiles and the indicators share the four copies), read from its text. */
function deal(rng: () => number, shape: Shape): Position {
  const players = shape === 'three-players' ? 3 : 4;
  const suit = randomInt(rng, 3);
  const all = Array.from({ length: 34 }, (_, k) => k).filter((k) => players === 4 || k < 1 || k > 7);
  const kinds =
    shape === 'one-suit'
      ? all.filter((k) => Math.floor(k / 9) === suit && k < 27)
      : shape === 'suit-honors'
        ? all.filter((k) => (Math.floor(k / 9) === suit && k < 27) || k >= 27)
        : shape === 'terminals-honors'
          ? all.filter((k) => k >= 27 || k % 9 === 0 || k % 9 === 8)
          : all;
  const left = new Uint8Array(34);
  for (const k of kinds) left[k] = 4;
  const take = (k: number, n = 1) => {
    left[k]! -= n;
    return Array.from({ length: n }, () => k);
  };
  const pick = () => {
    const wall = kinds.flatMap((k) => Array.from({ length: left[k]! }, () => k));
    return take(wall[randomInt(rng, wall.length)]!)[0]!;
  };
  const meldCount = shape === 'melds' ? 1 + randomInt(rng, 3) : randomInt(rng, 5) === 0 ? 1 : 0;
  const melds: { kind: Meld['kind']; tiles: number[] }[] = [];
  for (let tries = 0; melds.length < meldCount && tries < 200; tries++) {
    const k = kinds[randomInt(rng, kinds.length)]!;
    const roll = randomInt(rng, 4);
    if (roll === 0 && players === 4 && k < 27 && k % 9 <= 6 && left[k] && left[k + 1] && left[k + 2] && kinds.includes(k + 2))
      melds.push({ kind: 'chi', tiles: [...take(k), ...take(k + 1), ...take(k + 2)] });
    else if (roll === 1 && left[k] === 4) melds.push({ kind: randomInt(rng, 2) ? 'kan' : 'ankan', tiles: take(k, 4) });
    else if (roll >= 2 && left[k]! >= 3) melds.push({ kind: 'pon', tiles: take(k, 3) });
  }
  const size = 13 - 3 * melds.length;
  const concealed: number[] = [];
  if (shape === 'four-copies') {
    const k = kinds.filter((x) => left[x] === 4)[randomInt(rng, kinds.filter((x) => left[x] === 4).length)]!;
    concealed.push(...take(k, 4));
  }
  if (shape === 'near-complete') {
    // Sets and a single, then an exchange or two.
    while (concealed.length + 3 <= size) {
      const k = kinds[randomInt(rng, kinds.length)]!;
      if (randomInt(rng, 2) && k < 27 && k % 9 <= 6 && left[k] && left[k + 1] && left[k + 2] && kinds.includes(k + 2))
        concealed.push(...take(k), ...take(k + 1), ...take(k + 2));
      else if (left[k]! >= 3) concealed.push(...take(k, 3));
    }
    for (let e = randomInt(rng, 3); e > 0; e--) {
      const i = randomInt(rng, concealed.length);
      left[concealed[i]!]!++;
      concealed.splice(i, 1);
      concealed.push(pick());
    }
  }
  while (concealed.length < size) concealed.push(pick());
  const seenCount = shape === 'seen' ? randomInt(rng, 40) : randomInt(rng, 8);
  const seen = Array.from({ length: seenCount }, pick);
  const dora = Array.from({ length: randomInt(rng, 3) }, pick);
  // Red fives: each suit's, when some part holds a five, given to one of its copies (often, for the red shape).
  const places: { part: 'hand' | 'meld' | 'seen' | 'dora'; i: number }[][] = [[], [], []];
  concealed.forEach((k, i) => isFive(k) && places[Math.floor(k / 9)]!.push({ part: 'hand', i }));
  melds.forEach((m, i) => m.tiles.some(isFive) && places[Math.floor(m.tiles[0]! / 9)]!.push({ part: 'meld', i }));
  seen.forEach((k, i) => isFive(k) && places[Math.floor(k / 9)]!.push({ part: 'seen', i }));
  dora.forEach((k, i) => isFive(k) && places[Math.floor(k / 9)]!.push({ part: 'dora', i }));
  const red = { hand: new Set<number>(), meld: new Set<number>(), seen: new Set<number>(), dora: new Set<number>() };
  for (const list of places) {
    if (list.length === 0 || randomInt(rng, 10) >= (shape === 'red' ? 9 : 5)) continue;
    const { part, i } = list[randomInt(rng, list.length)]!;
    red[part].add(i);
  }
  const text = (ks: number[], reds: Set<number>) => ks.map((k, i) => tileCode(k, reds.has(i))).join('');
  const meldText = melds
    .map((m, i) => {
      const inner = text(m.tiles, new Set(red.meld.has(i) ? [m.tiles.findIndex(isFive)] : []));
      return m.kind === 'ankan' ? `[${inner}]` : `(${inner})`;
    })
    .join('');
  return position(text(concealed, red.hand) + meldText, { seen: text(seen, red.seen), dora: text(dora, red.dora), players });
}

/** Every offer: each kind, the red fives, from each seat. */
const OFFERS: Offer[] = [
  ...Array.from({ length: 34 }, (_, kind) => ({ kind, red: false })),
  ...FIVES.map((kind) => ({ kind, red: true })),
].flatMap((t) => SEATS.map((from) => ({ tile: t, from })));

// ---------------------------------------------------------------------------------------------------

describe('callOptions: the calls', () => {
  test('pass, then the chis by their runs, the pon and the open kan', () => {
    // 2m 3m 4m 0m 5m: 4m from the left makes 234m (2m 3m) and 345m (3m and a plain 5m, the red kept).
    const entries = table('2340m5m678p11z222s', { tile: tile('4m'), from: 3 });
    expect(entries.map((e) => (e.call === 'pass' ? 'pass' : `${e.call} ${tiles(e.meld)}`))).toEqual(['pass', 'chi 234m', 'chi 345m']);
    // The same tile from across or the right: no chi, and no pair of 4m for a pon.
    expect(table('2340m5m678p11z222s', { tile: tile('4m'), from: 2 })).toEqual([{ call: 'pass' }]);
    expect(table('2340m5m678p11z222s', { tile: tile('4m'), from: 1 })).toEqual([{ call: 'pass' }]);
  });

  test('pon with two copies held, an open kan with three, from any seat', () => {
    for (const from of SEATS) {
      const entries = table('777z23m456p789s12z', { tile: tile('7z'), from });
      expect(entries.map((e) => e.call)).toEqual(['pass', 'pon', 'kan']);
      expect(calls(entries).map((e) => e.meld)).toEqual([
        { kind: 'pon', tiles: [33, 33, 33], red: 0 },
        { kind: 'kan', tiles: [33, 33, 33, 33], red: 0 },
      ]);
    }
  });

  test('three players make no chi, and have no player across', () => {
    const p = position('12p456p789s1122z3z', { players: 3 });
    expect(callOptions(p, { tile: tile('3p'), from: 3 })).toEqual({
      ok: true,
      value: { offer: { tile: tile('3p'), from: 3 }, calls: [{ call: 'pass' }] },
    });
    expect(calls(table('12p456p789s1122z3z', { tile: tile('1z'), from: 1 }, {}, { players: 3 })).map((e) => e.call)).toEqual(['pon']);
    expect(callOptions(p, { tile: tile('1z'), from: 2 })).toEqual({
      ok: false,
      error: { code: 'invalid-offer', reason: 'seat-absent' },
    });
  });

  test('a red five and a plain five of one kind are one choice: the plain one is shown and the red kept', () => {
    // 0m 5m 5m: a pon of 5m shows two plain fives and keeps the red one; the kan shows all three.
    const [pon, kan] = calls(table('055m123p456p789s1z', { tile: tile('5m'), from: 1 })) as CallEntry[];
    expect(pon).toMatchObject({ call: 'pon', meld: { tiles: [4, 4, 4], red: 0 }, redKept: true });
    expect(kan).toMatchObject({ call: 'kan', meld: { tiles: [4, 4, 4, 4], red: 1 }, redKept: false });
    // 0m 5m alone: the pon shows the red one with the plain one.
    expect(calls(table('05m123p456p789s11z', { tile: tile('5m'), from: 1 }))).toMatchObject([
      { call: 'pon', meld: { red: 1 }, redKept: false },
    ]);
    // The red five offered: in the meld.
    expect(calls(table('55m123p456p789s11z', { tile: tile('0m'), from: 1 }))).toMatchObject([
      { call: 'pon', meld: { tiles: [4, 4, 4], red: 1 }, redKept: false },
    ]);
    // 4m 0m 5m 6m and 3m from the left: 345m once, with the plain five, the red one kept.
    const chis = calls(table('40m5m6m123p456p111z', { tile: tile('3m'), from: 3 }));
    expect(chis.map((e) => [tiles(e.meld), e.meld.red, e.redKept])).toEqual([['345m', 0, true]]);
    // Only the red five held: it goes into the run.
    expect(calls(table('40m6m123p456p1112z', { tile: tile('3m'), from: 3 })).map((e) => [tiles(e.meld), e.meld.red, e.redKept])).toEqual([
      ['340m', 1, false],
    ]);
  });

  test('each chi entry is one pair of kinds, however many copies of them the hand holds', () => {
    // 3m 3m 4m 4m 6m 6m 7m: 5m from the left makes 345m, 456m and 567m, each once.
    const chis = calls(table('3344667m123p111z', { tile: tile('5m'), from: 3 }));
    expect(chis.map((e) => tiles(e.meld))).toEqual(['345m', '456m', '567m']);
  });

  test('an open kan: the 13-tile hand after it, its effective tiles before the replacement draw', () => {
    const [kan] = calls(table('1112m456p789s123s', { tile: tile('1m'), from: 2 })).filter((e) => e.call === 'kan');
    expect(kan!.call).toBe('kan');
    if (kan!.call !== 'kan') return;
    // After (1111m): 2m 456p 789s 123s waits on 2m alone.
    expect(kan!.after.kind).toBe('draw');
    expect(kan!.after.value).toBe(0);
    expect(kan!.after.effective.tiles).toEqual([1]);
    expect(kan!.after.effective.count).toBe(3);
    expect(kan!.forbidden).toEqual([]);
  });

  test('the yaku still possible, and none', () => {
    // A pon of a dragon: a yaku in the meld.
    const [dragon] = calls(table('77z123m456p789s23s', { tile: tile('7z'), from: 1 }));
    expect(dragon).toMatchObject({ call: 'pon', yaku: [], meldYaku: true, noYaku: false });
    // 123m, 999p, 789s called and now 456s: four melds, no common yaku.
    const [chi] = calls(table('56s22p(123m)(999p)(789s)', { tile: tile('4s'), from: 3 }));
    expect(chi).toMatchObject({ call: 'chi', yaku: [], meldYaku: false, noYaku: true });
    // A chi of 234m: all simples (with kuitan), and without it not.
    const simple = calls(table('34m567p234s6688s9s', { tile: tile('2m'), from: 3 }))[0]!;
    expect(simple.yaku.map((y) => y.yaku)).toContain('tanyao');
    const noKuitan = callOptions(position('34m567p234s6688s9s'), { tile: tile('2m'), from: 3 }, { kuitan: false });
    expect(noKuitan.ok && calls(noKuitan.value.calls)[0]!.yaku.map((y) => y.yaku)).not.toContain('tanyao');
  });

  test('the winds given name the yakuhai', () => {
    const entries = (round: 'E' | 'S', seat: 'E' | 'W') => {
      const r = callOptions(position('22z234m567p789s55s'), { tile: tile('2z'), from: 1 }, { round, seat });
      return r.ok ? calls(r.value.calls)[0]! : null;
    };
    expect(entries('S', 'W')).toMatchObject({ meldYaku: true });
    expect(entries('E', 'E')).toMatchObject({ meldYaku: false });
  });
});

/** A meld's tiles as compact mpsz, red fives as 0. */
function tiles(meld: Meld): string {
  return formatHand({ tiles: new Uint8Array(34), red: new Uint8Array(3), melds: [meld], order: [], orderRed: [] }).slice(1, -1);
}

describe('callOptions: swap-calling (喰い替え)', () => {
  test.each([
    ['34m', '2m', ['2m', '5m']],
    ['34m', '5m', ['2m', '5m']],
    ['23m', '1m', ['1m', '4m']],
    ['78s', '9s', ['6s', '9s']],
    ['12m', '3m', ['3m']],
    ['89s', '7s', ['7s']],
    ['46p', '5p', ['5p']],
  ])('%s calling %s forbids %j', (partners, called, forbidden) => {
    const entries = calls(table(`${partners}111z222z333z44z`, { tile: tile(called), from: 3 }));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.forbidden.map((k) => tileCode(k))).toEqual(forbidden);
  });

  // Every run of every suit, every place of the called tile: the hand holds the two partners, the kinds the
  // table forbids, and honours; the forbidden kinds are discards only with swap-calling allowed.
  const cases = [0, 1, 2].flatMap((suit) =>
    [1, 2, 3, 4, 5, 6, 7].flatMap((low) =>
      [0, 1, 2].map((place) => ({ suit, low, place, name: `the run from ${low}${'mps'[suit]}, ${low + place}${'mps'[suit]} called` })),
    ),
  );
  test.each(cases)('$name', ({ suit, low, place }) => {
    const run = [low, low + 1, low + 2].map((r) => suit * 9 + r - 1);
    const called = run[place]!;
    const ranks = SWAP_CALLING[low]![place]!;
    const forbidden = ranks.map((r) => suit * 9 + r - 1);
    // Partners, then one copy of each forbidden kind, then honours to 13.
    const held = [...run.filter((k) => k !== called), ...forbidden];
    const honours = [27, 27, 27, 28, 28, 28, 29, 29, 29, 30, 30].slice(0, 13 - held.length);
    const text = [...held, ...honours].map((k) => tileCode(k)).join('');
    for (const swapCalling of [false, true]) {
      const entry = calls(table(text, { tile: { kind: called, red: false }, from: 3 }, { swapCalling })).find(
        (e) => e.call === 'chi' && e.meld.tiles[0] === run[0],
      ) as DiscardCallEntry | undefined;
      expect(entry, text).toBeDefined();
      expect(entry!.forbidden).toEqual(forbidden);
      const discards = entry!.discards.map((r) => r.discard.kind);
      for (const k of forbidden) expect(discards.includes(k), `${text} ${k} swap ${swapCalling}`).toBe(swapCalling);
      expect(discards).toContain(27);
    }
  });

  test('a pon forbids the called kind; a call whose every discard is forbidden is not legal', () => {
    const pon = calls(table('555p123s456s789s1z', { tile: tile('5p'), from: 1 }))[0]!;
    expect(pon.call).toBe('pon');
    expect(pon.forbidden).toEqual([13]);
    // 23m and 44m with three melds: 1m from the left leaves 44m, and both 1m and 4m are forbidden.
    expect(table('23m44m(111z)(222z)(333z)', { tile: tile('1m'), from: 3 })).toEqual([{ call: 'pass' }]);
    const allowed = table('23m44m(111z)(222z)(333z)', { tile: tile('1m'), from: 3 }, { swapCalling: true });
    expect(calls(allowed).map((e) => e.call)).toEqual(['chi']);
    // 34m and 44m: 2m from the left leaves 44m, allowed (2m and 5m are forbidden).
    expect(calls(table('34m44m(111z)(222z)(333z)', { tile: tile('2m'), from: 3 })).map((e) => e.call)).toEqual(['chi']);
  });
});

describe('callOptions: refusals', () => {
  test('a hand of another size than 13 tiles', () => {
    for (const [text, tiles] of [
      ['123m456p789s11222z', 14],
      ['1234m', 4],
      ['123m456p789s1z(111z)', 13],
    ] as const) {
      const result = callOptions(position(text), { tile: tile('1m'), from: 3 });
      if (tiles === 13) expect(result.ok).toBe(true);
      else expect(result).toEqual({ ok: false, error: { code: 'not-a-call-hand', tiles } });
    }
  });

  test('a fifth copy, counting the hand, its melds, the seen tiles and the indicators', () => {
    expect(callOptions(position('111m234p567p1z(111z)'), { tile: tile('1z'), from: 1 })).toEqual({
      ok: false,
      error: { code: 'offered-tile-unavailable', reason: 'fifth-copy', tile: tile('1z'), counts: [{ part: 'hand', copies: 4 }] },
    });
    const p = position('11m234p567p89s111z', { seen: '1m', dora: '1m' });
    expect(callOptions(p, { tile: tile('1m'), from: 3 })).toEqual({
      ok: false,
      error: {
        code: 'offered-tile-unavailable',
        reason: 'fifth-copy',
        tile: tile('1m'),
        counts: [
          { part: 'hand', copies: 2 },
          { part: 'seen', copies: 1 },
          { part: 'dora', copies: 1 },
        ],
      },
    });
  });

  test('a second red five, held, seen or an indicator', () => {
    for (const [text, t, other] of [
      ['0m123p456p789s111z', {}, 'hand'],
      ['123p456p789s1z(406m)', {}, 'hand'],
      ['123m456p789s1112z', { seen: '0m' }, 'seen'],
      ['123m456p789s1112z', { dora: '0m' }, 'dora'],
    ] as const) {
      const result = callOptions(position(text, t), { tile: tile('0m'), from: 1 });
      expect(result, text).toEqual({
        ok: false,
        error: { code: 'offered-tile-unavailable', reason: 'second-red', tile: tile('0m'), other },
      });
    }
  });

  test('2m-8m with three players; a tile or seat that is none', () => {
    const p = position('19m123p456p789s11z', { players: 3 });
    expect(callOptions(p, { tile: tile('5m'), from: 3 })).toEqual({
      ok: false,
      error: { code: 'offered-tile-unavailable', reason: 'three-player-tile', tile: tile('5m') },
    });
    const q = position('123m456p789s1122z');
    expect(callOptions(q, { tile: { kind: 34, red: false }, from: 3 })).toEqual({
      ok: false,
      error: { code: 'invalid-offer', reason: 'not-a-tile' },
    });
    expect(callOptions(q, { tile: tile('1m'), from: 'behind' as unknown as OtherSeat })).toEqual({
      ok: false,
      error: { code: 'invalid-offer', reason: 'not-a-seat' },
    });
    // A seat is 1, 2 or 3: the player's own (0), a number past the table, or a seat's word is none.
    for (const from of [0, 4, 1.5, 'left'])
      expect(callOptions(q, { tile: tile('1m'), from: from as OtherSeat }), String(from)).toEqual({
        ok: false,
        error: { code: 'invalid-offer', reason: 'not-a-seat' },
      });
  });
});

describe('callOptions against the reference', () => {
  test('every offered tile from every seat, on seeded hands of every hard kind', () => {
    const rng = mulberry32(25_2025);
    let withCalls = 0;
    for (let i = 0; i < 120; i++) {
      const shape = SHAPES[i % SHAPES.length]!;
      const p = deal(rng, shape);
      const name = `${shape} ${formatHand(p.hand)} seen ${p.table.seen.join('')} dora ${p.table.indicators}`;
      for (const offer of OFFERS) {
        const at = `${name} offer ${code(offer.tile)} from ${offer.from}`;
        const why = refOfferError(p, offer);
        if (why !== null) {
          const result = callOptions(p, offer);
          expect(result.ok ? 'ok' : `${result.error.code} ${'reason' in result.error ? result.error.reason : ''}`, at).toBe(why);
          continue;
        }
        // Swap-calling allowed on every other round of the shapes; the next step on a seventh of the hands (every
        // shape in turn), from the left (the chis are the left's alone).
        const swapCalling = Math.floor(i / SHAPES.length) % 2 === 1;
        withCalls += expectTable(p, offer, swapCalling, at, offer.from === 3 && i % 7 === 0) > 0 ? 1 : 0;
      }
    }
    // The hands do reach calls: a good share of the offers has one.
    expect(withCalls).toBeGreaterThan(500);
  });
});

describe('callOptions: properties', () => {
  const offers = fc.record({
    kind: fc.nat(33),
    red: fc.boolean(),
    from: fc.constantFrom<OtherSeat>(3, 2, 1),
    swapCalling: fc.boolean(),
  });
  const positions = fc.tuple(fc.nat(), fc.constantFrom(...SHAPES)).map(([seed, shape]) => deal(mulberry32(seed), shape));

  test("pass first and once; no forbidden discard unless swap-calling; every row is analyze()'s of the hand after", () => {
    fc.assert(
      fc.property(positions, offers, (p, o) => {
        const result = callOptions(p, { tile: { kind: o.kind, red: o.red }, from: o.from }, { swapCalling: o.swapCalling });
        if (!result.ok) return;
        const entries = result.value.calls;
        expect(entries[0]).toEqual({ call: 'pass' });
        expect(entries.slice(1).some((e) => e.call === 'pass')).toBe(false);
        for (const e of calls(entries)) {
          // The hand after: the meld's tiles but the offered one leave the concealed tiles (the plain copies first).
          const shown = [...e.meld.tiles];
          shown.splice(shown.indexOf(o.kind), 1);
          const offeredRed = o.red && isFive(o.kind) ? 1 : 0;
          let redShown = e.meld.red - offeredRed;
          const rest: Tile[] = p.hand.order.map((kind, i) => ({ kind, red: p.hand.orderRed[i]! }));
          for (const k of shown) {
            const red = redShown > 0 && isFive(k) && !rest.some((t) => t.kind === k && !t.red);
            const i = rest.findIndex((t) => t.kind === k && t.red === red);
            expect(i).toBeGreaterThanOrEqual(0);
            if (red) redShown--;
            rest.splice(i, 1);
          }
          const after = handOfTiles(rest, [...p.hand.melds, e.meld]);
          const analysis = analyze({ hand: after, table: p.table });
          if (e.call === 'kan') {
            expect(e.after).toEqual(analysis);
            continue;
          }
          if (analysis.kind === 'draw') throw new Error('a 14-tile hand with no discard');
          expect(e.discards.length).toBeGreaterThan(0);
          if (!o.swapCalling) for (const row of e.discards) expect(e.forbidden).not.toContain(row.discard.kind);
          const byKind = new Map(analysis.discards.map((r) => [r.discard.kind, r]));
          for (const row of e.discards) expect(row).toEqual(byKind.get(row.discard.kind));
          if (o.swapCalling) expect(e.discards).toHaveLength(analysis.discards.length);
          else expect(e.discards).toHaveLength(analysis.discards.filter((r) => !e.forbidden.includes(r.discard.kind)).length);
        }
      }),
      { seed: 2025_0025, numRuns: 300 },
    );
  });

  test('a call whose discards are all forbidden is absent, and present once swap-calling is allowed', () => {
    fc.assert(
      fc.property(positions, offers, (p, o) => {
        const offer: Offer = { tile: { kind: o.kind, red: o.red }, from: o.from };
        const strict = callOptions(p, offer);
        const loose = callOptions(p, offer, { swapCalling: true });
        if (!strict.ok || !loose.ok) {
          expect(strict.ok).toBe(loose.ok);
          return;
        }
        const key = (e: CallEntry) => (e.call === 'pass' ? 'pass' : `${e.call} ${e.meld.tiles.join(',')}`);
        const kept = new Set(strict.value.calls.map(key));
        for (const e of loose.value.calls) {
          if (e.call === 'pass' || e.call === 'kan') {
            expect(kept.has(key(e))).toBe(true);
            continue;
          }
          const playable = e.discards.some((r) => !e.forbidden.includes(r.discard.kind));
          expect(kept.has(key(e)), key(e)).toBe(playable);
        }
        expect(kept.size).toBeLessThanOrEqual(loose.value.calls.length);
      }),
      { seed: 2025_0026, numRuns: 300 },
    );
  });
});
