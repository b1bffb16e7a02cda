/**
 * The probabilities of callOptions (docs/rules.md#call-or-pass) against the independent brute force of the
 * probabilities' model (test/support/probability-reference.ts), which knows nothing of calls: the test
 * builds each hand a call leaves from the definitions (the concealed tiles less the ones the meld shows,
 * the meld in brackets) and asks the reference for
 * - passing: the 13-tile hand before its draw, not declared, with the offered tile among the seen tiles,
 *   at turn t (18 - t draws to come);
 * - a chi or a pon: the rows of the 14-tile hand after it, its discards those swap-calling allows, at turn
 *   t + 1, each figure the best of the rows on its own;
 * - an open kan: the 13-tile hand after it before its replacement draw, with a new indicator averaged over
 *   the pool, at turn t.
 * Seeded hands near tenpai (the reference is a plain search), closed and open, with seen tiles and
 * indicators, red fives, the options on and off; then properties (fast-check) against the engine's own
 * probabilities().
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  game,
  parsePosition,
  parseTable,
  probabilities,
  tileCode,
  type CallEntry,
  type CallSettings,
  type EntryProbabilities,
  type Hand,
  type Offer,
  type Position,
  type ProbabilityOptions,
} from '../../../src/engine/index.ts';
import { exactShanten, refProbabilities, type RefProbabilityOptions } from '../../support/probability-reference.ts';
import { countsText, mulberry32, randomInt, randomNearComplete } from '../../support/random-hands.ts';

const { callOptions } = game;
const FIVES = [4, 13, 22];

interface TableText {
  seen?: string;
  dora?: string;
}

function position(text: string, t: TableText = {}): Position {
  const table = parseTable({ ...t, players: 4 });
  if (!table.ok) throw new Error(`bad table ${JSON.stringify(t)}`);
  const p = parsePosition(text, table.value);
  if (!p.ok) throw new Error(`bad fixture ${text}: ${p.error.code}`);
  return p.value;
}

/** mpsz of the concealed tiles of a hand, red fives as 0. */
function concealedText(hand: Hand): string {
  let out = '';
  for (let s = 0; s < 4; s++) {
    let digits = '';
    for (let r = 0; r < (s === 3 ? 7 : 9); r++) {
      const k = s * 9 + r;
      const red = s < 3 && r === 4 ? hand.red[s]! : 0;
      digits += '0'.repeat(red) + String(r + 1).repeat(hand.tiles[k]! - red);
    }
    if (digits) out += digits + 'mpsz'[s];
  }
  return out;
}

/** mpsz of a meld's tiles with `red` fives written 0. */
function meldText(tiles: readonly number[], red: number): string {
  let left = red;
  const digits = tiles.map((k) => {
    if (left > 0 && FIVES.includes(k)) {
      left--;
      return '0';
    }
    return String(k < 27 ? (k % 9) + 1 : k - 26);
  });
  return digits.join('') + 'mpsz'[Math.floor(tiles[0]! / 9)];
}

/** The melds of a hand as mpsz in brackets. */
const meldsText = (hand: Hand) =>
  hand.melds.map((m) => (m.kind === 'ankan' ? `[${meldText(m.tiles, m.red)}]` : `(${meldText(m.tiles, m.red)})`)).join('');

/**
 * The hand a call leaves, built from the definitions: the offered tile and the tiles the meld shows from
 * the hand (its kinds less one copy of the offered kind; a plain copy while the hand holds one), the rest
 * concealed.
 */
function handAfter(hand: Hand, offer: Offer, entry: Exclude<CallEntry, { call: 'pass' }>): string {
  const counts = Array.from(hand.tiles);
  const red = Array.from(hand.red);
  const shown = [...entry.meld.tiles];
  shown.splice(shown.indexOf(offer.tile.kind), 1);
  let redShown = entry.meld.red - (offer.tile.red ? 1 : 0);
  for (const k of shown) {
    counts[k]!--;
    const suit = FIVES.indexOf(k);
    // A red five is shown only when the hand holds no plain copy beside it.
    if (suit >= 0 && red[suit]! > 0 && counts[k]! < red[suit]!) {
      red[suit]!--;
      redShown--;
    }
  }
  if (redShown !== 0) throw new Error('the meld shows a red five the hand did not give');
  const concealed: Hand = { ...hand, tiles: Uint8Array.from(counts), red: Uint8Array.from(red), melds: [] };
  return `${concealedText(concealed)}${meldsText(hand)}(${meldText(entry.meld.tiles, entry.meld.red)})`;
}

/** The seen tiles with one more. */
const plus = (seen: string | undefined, tile: string) => `${seen ?? ''}${tile}`;

/** The reference's figures: one row's at index `i`, or the best of several rows, each figure on its own. */
function refAt(rows: { tenpai: number[]; win: number[]; ev: number[] }[], i: number) {
  return {
    tenpai: Math.max(...rows.map((r) => r.tenpai[i]!)),
    win: Math.max(...rows.map((r) => r.win[i]!)),
    ev: Math.max(...rows.map((r) => r.ev[i]!)),
  };
}

function close(got: EntryProbabilities | undefined, want: { tenpai: number; win: number; ev: number }, what: string) {
  expect(got, what).toBeDefined();
  expect(Math.abs(got!.tenpai - want.tenpai), `${what}: tenpai ${got!.tenpai} vs ${want.tenpai}`).toBeLessThan(1e-9);
  expect(Math.abs(got!.win - want.win), `${what}: win ${got!.win} vs ${want.win}`).toBeLessThan(1e-9);
  expect(Math.abs(got!.ev - want.ev), `${what}: ev ${got!.ev} vs ${want.ev}`).toBeLessThan(1e-6 * Math.max(1, Math.abs(want.ev)));
}

interface Case {
  label: string;
  hand: string;
  offer: string;
  from: Offer['from'];
  turn: number;
  table?: TableText;
  options?: ProbabilityOptions;
}

/** Checks every entry of the call table of `c` against the reference; the kinds of entries met. */
function check(c: Case): string[] {
  const p = position(c.hand, c.table);
  const digit = Number(c.offer[0]);
  const offer: Offer = { tile: { kind: 'mpsz'.indexOf(c.offer[1]!) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 }, from: c.from };
  const settings: CallSettings = { probabilities: { turn: c.turn, round: 'E', seat: 'S', ...c.options } };
  const result = callOptions(p, offer, settings);
  if (!result.ok) throw new Error(`${c.label}: ${result.error.code}`);
  for (const entry of result.value.calls) expect(entry.probabilityError, c.label).toBeUndefined();
  const base: RefProbabilityOptions = { round: 'E', seat: 'S', dora: c.table?.dora, seen: c.table?.seen, ...c.options };
  const met: string[] = [];
  for (const entry of result.value.calls) {
    met.push(entry.call);
    const what = `${c.label} ${c.hand} + ${c.offer} from ${c.from}, turn ${c.turn}: ${entry.call}`;
    if (entry.call === 'pass') {
      const ref = refProbabilities(p.hand, { ...base, seen: plus(c.table?.seen, c.offer) });
      close(entry.probabilities, refAt(ref.rows, c.turn - 1), what);
      continue;
    }
    const after = position(handAfter(p.hand, offer, entry), c.table).hand;
    if (entry.call === 'kan') {
      const ref = refProbabilities(after, { ...base, newIndicator: true });
      close(entry.probabilities, refAt(ref.rows, c.turn - 1), `${what} ${meldText(entry.meld.tiles, entry.meld.red)}`);
    } else {
      const allowed = [...new Set(entry.discards.map((d) => tileCode(d.discard.kind, false)))].join('');
      const ref = refProbabilities(after, { ...base, allowed });
      close(entry.probabilities, refAt(ref.rows, c.turn), `${what} ${meldText(entry.meld.tiles, entry.meld.red)}`);
      // The discard named for each figure gives it.
      const named = (tile: { kind: number; red: boolean }) =>
        ref.rows.find((r) => r.discard === tileCode(tile.kind, tile.red && FIVES.includes(tile.kind)));
      for (const metric of ['tenpai', 'win', 'ev'] as const) {
        const row = named(entry.probabilities!.by![metric]);
        expect(row, `${what}: ${metric} by a discard the reference lists`).toBeDefined();
        expect(Math.abs(row![metric][c.turn]! - entry.probabilities![metric]), `${what}: ${metric} by`).toBeLessThan(
          1e-6 * Math.max(1, Math.abs(row![metric][c.turn]!)),
        );
      }
    }
  }
  return met;
}

const TARGETED: Case[] = [
  // A dragon pair: pass (closed, riichi later) against a pon that gives a yaku.
  { label: 'pon of a dragon against riichi later', hand: '23m456p11789s556z', offer: '5z', from: 2, turn: 4 },
  // Tenpai closed: passing keeps riichi for a later discard.
  { label: 'tenpai, pass or pon', hand: '234m456p11s78s555z', offer: '1s', from: 1, turn: 6 },
  // Chi from the left, swap-calling forbidding the called kind and the one beyond.
  { label: 'chi with swap-calling', hand: '234m4567p1155s77z', offer: '3p', from: 3, turn: 3 },
  // An open kan of a dragon, its new indicator averaged.
  { label: 'open kan of a dragon', hand: '23m456p1178s5557z', offer: '5z', from: 2, turn: 5, table: { dora: '3p' } },
  // An open hand with no yaku after the call.
  { label: 'pon leaving no yaku', hand: '234m456p11s(789s)99p', offer: '9p', from: 1, turn: 2 },
  // Red fives: the red kept in the hand, or offered.
  { label: 'chi keeping the red five', hand: '4066m456p11s789s2z', offer: '3m', from: 3, turn: 5 },
  { label: 'pon of a red five offered', hand: '55p234m678s11s456s', offer: '0p', from: 3, turn: 7 },
  // The options on, at tenpai and one from it.
  {
    label: 'hand changes, shanten-back',
    hand: '234m456p11s78s555z',
    offer: '1s',
    from: 3,
    turn: 8,
    options: { handChanges: true, shantenBack: true },
  },
  {
    label: 'a real game: stick, payment, ippatsu, haitei, honba',
    hand: '23m456p11789s556z',
    offer: '5z',
    from: 3,
    turn: 12,
    options: { riichiStick: true, tenpaiPayment: 3000, ippatsu: true, haitei: true, honba: 1, sticks: 1 },
  },
  { label: 'late: two draws left', hand: '234m456p11s78s555z', offer: '1s', from: 2, turn: 16, table: { seen: '9s9s6s' } },
];

describe('call-or-pass probabilities against the brute force', () => {
  test.each(TARGETED)('$label: $hand + $offer', (c) => {
    const met = check(c);
    expect(met[0]).toBe('pass');
    expect(met.length).toBeGreaterThan(1);
  });

  test('seeded hands near tenpai, every offer a call can take, closed and with a meld', () => {
    const rng = mulberry32(2511);
    const met = new Set<string>();
    let tables = 0;
    for (let n = 0; n < 60 && tables < 24; n++) {
      const counts = randomNearComplete(rng, n % 2 ? 'suit-honors' : 'any', 13, 1 + randomInt(rng, 2));
      const s = exactShanten([])(Array.from(counts));
      if (s > 1) continue;
      const held = [...counts.keys()].filter((k) => counts[k]! >= 2 || (k < 27 && counts[k]! >= 1));
      const k = held[randomInt(rng, held.length)]!;
      // An offer next to a held tile (a chi) or of a held pair (a pon), from a random seat.
      const offerKind = counts[k]! >= 2 ? k : k < 27 && k % 9 < 8 && counts[k]! + (counts[k + 1] ?? 0) < 4 ? k + 1 : k;
      if (counts[offerKind]! >= 4) continue;
      const from = ([3, 2, 1] as const)[randomInt(rng, 3)]!;
      // Every third hand shows one of its triplets as a pon (an open hand), when it has one not offered.
      const triplet = [...counts.keys()].find((t) => counts[t]! >= 3 && t !== offerKind);
      let hand = countsText(counts);
      if (n % 3 === 0 && triplet !== undefined) {
        const rest = Uint8Array.from(counts);
        rest[triplet]! -= 3;
        hand = `${countsText(rest)}(${meldText([triplet, triplet, triplet], 0)})`;
      }
      // Four plain copies of a five are a hand of a set without red fives.
      const plainFives = FIVES.some((f) => counts[f]! + (f === offerKind ? 1 : 0) >= 4);
      const c: Case = {
        label: `seed ${n}`,
        hand,
        offer: tileCode(offerKind, false),
        from,
        turn: 1 + randomInt(rng, 17),
        options: plainFives ? { red: false } : {},
      };
      if (hand.includes('(')) met.add('open');
      for (const call of check(c)) met.add(call);
      tables++;
    }
    expect(tables).toBeGreaterThanOrEqual(12);
    expect([...met].sort()).toEqual(expect.arrayContaining(['chi', 'open', 'pass', 'pon']));
  });
});

describe('properties', () => {
  // Hands at 1-2 shanten with a pair, offered a copy of the pair: a pon is always legal.
  const arbitraryCase = fc.record({
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    turn: fc.integer({ min: 1, max: 17 }),
  });

  test('a pon whose forbidden kind leaves the lowest shanten alone is the best of probabilities() one turn later', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ seed, turn }) => {
        const rng = mulberry32(seed);
        const counts = randomNearComplete(rng, 'any', 13, 2);
        const pairs = [...counts.keys()].filter((k) => counts[k]! === 2);
        fc.pre(pairs.length > 0);
        const k = pairs[randomInt(rng, pairs.length)]!;
        const p = position(countsText(counts));
        const result = callOptions(p, { tile: { kind: k, red: false }, from: 2 }, { probabilities: { turn } });
        if (!result.ok) throw new Error(result.error.code);
        const pon = result.value.calls.find((e) => e.call === 'pon');
        fc.pre(pon !== undefined && pon.call === 'pon');
        if (pon?.call !== 'pon') return;
        const after = position(handAfter(p.hand, { tile: { kind: k, red: false }, from: 2 }, pon));
        const all = probabilities(after);
        if (!all.ok) throw new Error(all.error.code);
        // probabilities() lists the discards at the hand's lowest shanten; the forbidden kind must not be one.
        fc.pre(!all.value.rows.some((r) => r.discard.kind === k));
        const want = refAt(all.value.rows, turn);
        close(pon.probabilities, want, `${countsText(counts)} pon ${k}`);
      }),
      { numRuns: 25, seed: 2512 },
    );
  });

  test('passing a hand that is not tenpai equals the row of the hand with a useless tile thrown back', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ seed, turn }) => {
        const rng = mulberry32(seed);
        const counts = randomNearComplete(rng, 'any', 13, 2);
        const shanten = exactShanten([]);
        const s = shanten(Array.from(counts));
        fc.pre(s >= 1);
        // An offered tile the hand cannot call (an honour it holds none of), and a useless tile y to draw
        // and throw back: the row of H + y discarding y is H's value with y back in the pool.
        const honours = [27, 28, 29, 30, 31, 32, 33].filter((h) => counts[h] === 0);
        fc.pre(honours.length >= 2);
        const offered = honours[0]!;
        const y = honours[1]!;
        const withY = Array.from(counts);
        withY[y]!++;
        fc.pre(shanten(withY) === s);
        const p = position(countsText(counts));
        const result = callOptions(p, { tile: { kind: offered, red: false }, from: 3 }, { probabilities: { turn } });
        if (!result.ok) throw new Error(result.error.code);
        const pass = result.value.calls[0]!;
        const rows = probabilities(position(countsText(withY), { seen: tileCode(offered, false) }));
        if (!rows.ok) throw new Error(rows.error.code);
        const row = rows.value.rows.find((r) => r.discard.kind === y)!;
        expect(row).toBeDefined();
        close(pass.probabilities, { tenpai: row.tenpai[turn - 1]!, win: row.win[turn - 1]!, ev: row.ev[turn - 1]! }, countsText(counts));
      }),
      { numRuns: 25, seed: 2513 },
    );
  });

  test('an entry whose search outgrows the memory budget says so; the others keep their figures', () => {
    // 13 orphans at 1-shanten: passing stays near kokushi; a pon of 9m leaves an open hand far from tenpai.
    const p = position('199m169p19s12345z');
    const options = { turn: 3, handChanges: true, shantenBack: true, maxStates: 20_000 };
    const result = callOptions(p, { tile: { kind: 8, red: false }, from: 3 }, { probabilities: options });
    if (!result.ok) throw new Error(result.error.code);
    const [pass, pon] = result.value.calls;
    expect(pon!.call).toBe('pon');
    expect(pon!.probabilityError).toEqual({ code: 'too-large', maxStates: 20_000 });
    expect(pon!.probabilities).toBeUndefined();
    expect(pass!.probabilityError).toBeUndefined();
    const ref = refProbabilities(p.hand, { handChanges: true, shantenBack: true, seen: '9m', round: 'E', seat: 'S' });
    close(pass!.probabilities, refAt(ref.rows, 2), 'pass of 199m169p19s12345z');
  });

  test('the turn is 1-17', () => {
    const p = position('23m456p11789s556z');
    for (const turn of [0, 18, 2.5]) {
      const result = callOptions(p, { tile: { kind: 31, red: false }, from: 3 }, { probabilities: { turn } });
      expect(result).toEqual({ ok: false, error: { code: 'invalid-turn', turn } });
    }
  });
});

describe("docs/rules.md's worked example", () => {
  test('23m456p11789s556z offered 5z by the player across at turn 4: the figures the docs give', () => {
    const result = callOptions(position('23m456p11789s556z'), { tile: { kind: 31, red: false }, from: 2 }, { probabilities: { turn: 4 } });
    if (!result.ok) throw new Error(result.error.code);
    const [pass, pon] = result.value.calls.map((e) => e.probabilities!);
    const shown = (p: EntryProbabilities) => [(100 * p.tenpai).toFixed(2), (100 * p.win).toFixed(2), p.ev.toFixed(0)];
    expect(shown(pass!)).toEqual(['73.36', '17.37', '728']);
    expect(shown(pon!)).toEqual(['100.00', '58.28', '641']);
    expect(tileCode(pon!.by!.ev.kind, false)).toBe('6z');
  });
});

describe('a kan on your own turn against not declaring it, against the brute force', () => {
  const { kanOptions } = game;
  const KANS: { label: string; hand: string; turn: number; table?: TableText; options?: ProbabilityOptions; want: string[] }[] = [
    // A closed kan keeps the hand closed: riichi, and the new indicator brings an ura indicator too.
    { label: 'a closed kan of a simple, tenpai', hand: '2222m456p11s78s555z', turn: 4, table: { dora: '1p' }, want: ['none', 'closed'] },
    { label: 'a closed kan of a dragon, 1-shanten', hand: '23m456p11789s6666z', turn: 7, want: ['none', 'closed'] },
    // An added kan on a pon: an open hand, dama only.
    { label: 'an added kan on a pon', hand: '234m456p11s78s5z(555z)', turn: 3, want: ['none', 'added'] },
    {
      label: 'both, the options on',
      hand: '3333m456p1s78s(777z)7z',
      turn: 9,
      options: { handChanges: true, shantenBack: true },
      want: ['none', 'closed', 'added'],
    },
  ];
  test.each(KANS)('$label: $hand', ({ hand, turn, table, options, want }) => {
    const p = position(hand, table);
    const result = kanOptions(p, { probabilities: { turn, round: 'E', seat: 'S', ...options } });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.kans.map((e) => e.kan)).toEqual(want);
    const base: RefProbabilityOptions = { round: 'E', seat: 'S', dora: table?.dora, seen: table?.seen, ...options };
    for (const entry of result.value.kans) {
      const what = `${hand} ${entry.kan}`;
      expect(entry.probabilityError, what).toBeUndefined();
      if (entry.kan === 'none') {
        close(entry.probabilities, refAt(refProbabilities(p.hand, base).rows, turn - 1), what);
        continue;
      }
      // The hand after the kan, from the definitions: the four copies (or the pon and its fourth) as the kan.
      const k = entry.meld.tiles[0]!;
      const counts = Uint8Array.from(p.hand.tiles);
      counts[k] = entry.kan === 'closed' ? 0 : counts[k]! - 1;
      const code = tileCode(k, false);
      const kan = `${code[0]!.repeat(4)}${code[1]}`;
      const melds = p.hand.melds
        .filter((m) => !(entry.kan === 'added' && m.kind === 'pon' && m.tiles[0] === k))
        .map((m) => `(${meldText(m.tiles, m.red)})`)
        .join('');
      const text = `${countsText(counts)}${melds}${entry.kan === 'closed' ? `[${kan}]` : `(${kan})`}`;
      const after = position(text, table).hand;
      close(entry.probabilities, refAt(refProbabilities(after, { ...base, newIndicator: true }).rows, turn - 1), `${what}: ${text}`);
    }
  });

  // In riichi (Tenhou's rule): a closed kan of the tile just drawn (the hand's last tile), only when the
  // waits stay as they were before the draw; the waits here read from test/support's exhaustive shanten.
  test.each([
    ['the drawn fourth of a triplet whose waits stay (a single wait on 5z)', '111m234567p789s5z1m', ['none', 'closed']],
    ['a kan that would change the waits (2m and 3m before, 2m after)', '1112m345p678p999s1m', ['none']],
    ['four copies held before the draw: no kan of them, the draw being another tile', '1111m234p567p789s5z', ['none']],
    ['a closed kan of an honour, the waits kept', '123m456p789s5z777z7z', ['none', 'closed']],
  ])('in riichi, %s', (_label, hand, want) => {
    const p = position(hand);
    const result = kanOptions(p, { riichi: true });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.kans.map((e) => e.kan)).toEqual(want);
    // Against the definition: the waits of the hand before the draw and after the kan, each kind that completes it.
    const waits = (counts: Uint8Array, melds: number[][]) => {
      const exact = exactShanten(melds);
      const out: number[] = [];
      for (let k = 0; k < 34; k++) {
        if (counts[k]! >= 4) continue;
        counts[k]!++;
        if (exact(counts) === -1) out.push(k);
        counts[k]!--;
      }
      return out;
    };
    const drawn = p.hand.order[p.hand.order.length - 1]!;
    const before = Uint8Array.from(p.hand.tiles);
    before[drawn]!--;
    const after = Uint8Array.from(p.hand.tiles);
    after[drawn] = 0;
    const kept = p.hand.tiles[drawn] === 4 && waits(after, [[drawn, drawn, drawn, drawn]]).join() === waits(before, []).join();
    expect(want.includes('closed')).toBe(kept);
    // Without riichi every four copies held can be a kan.
    const free = kanOptions(p);
    expect(free.ok && free.value.kans.filter((e) => e.kan === 'closed').length).toBe([...p.hand.tiles].filter((n) => n === 4).length);
  });

  test('a hand without a discard to make, and turn 18, are refused', () => {
    expect(kanOptions(position('2222m456p11s78s55z'))).toEqual({ ok: false, error: { code: 'not-a-discard-hand', tiles: 13 } });
    expect(kanOptions(position('2222m456p11s78s555z'), { probabilities: { turn: 18 } })).toEqual({
      ok: false,
      error: { code: 'invalid-turn', turn: 18 },
    });
  });
});
