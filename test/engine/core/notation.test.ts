import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { formatHand, formatMeld, parseHand, parseTiles, toHalfWidth } from '../../../src/engine/core/notation.ts';
import { kindOfCode, tileCode } from '../../../src/engine/core/tiles.ts';
import type { Hand, Meld, MeldKind, ParseErrorCode } from '../../../src/engine/types.ts';
import { HAND_ERROR_CASES } from '../../support/parse-error-cases.ts';

// Kind index written out from docs/rules.md's table (m 0-8, p 9-17, s 18-26, z 27-33), independent of tiles.ts.
const SUIT_BASE: Record<string, number> = { m: 0, p: 9, s: 18, z: 27 };
function k(code: string): number {
  const digit = Number(code[0]);
  return SUIT_BASE[code[1]] + (digit === 0 ? 5 : digit) - 1;
}
function counts(...codes: string[]): number[] {
  const out = new Array<number>(34).fill(0);
  for (const c of codes) out[k(c)]++;
  return out;
}

function parsed(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${JSON.stringify(r.error)}`);
  return r.value;
}

const ALL_CODES: ParseErrorCode[] = [
  'unknown-character',
  'missing-suit',
  'invalid-honor',
  'too-many-copies',
  'too-many-red',
  'too-many-tiles',
  'multiple-of-three',
  'empty',
  'invalid-meld',
  'unclosed-meld',
];

describe('parseHand: accepted forms', () => {
  test.each([
    ['short form', '123m456p789s1234z', '123m456p789s1234z'],
    ['long form', '1m2m3m4p5p6p7s8s9s1z2z3z4z', '123m456p789s1234z'],
    ['short and long mixed', '12m3m456p7s8s9s12z3z4z', '123m456p789s1234z'],
    ['spaces between groups', '123m 456p 789s 1234z', '123m456p789s1234z'],
    ['leading and trailing spaces', '  123m456p789s1234z ', '123m456p789s1234z'],
    ['tabs, newlines and the ideographic space', '123m\t456p\n789s\u30001234z', '123m456p789s1234z'],
    ['a suit written twice', '1m9p1m1z', '11m9p1z'],
    ['digits sorted ascending within a suit', '9871m', '1789m'],
    ['suits sorted m, p, s, z', '1z1s1p1m', '1m1p1s1z'],
    ['red five sorted just before the 5s', '5505m', '0555m'],
    ['red five between 4 and 5', '65405m', '40556m'],
    ['a red five in each suit', '0m0p0s7z', '0m0p0s7z'],
    ['every honor', '1234567z', '1234567z'],
    ['a 14-tile hand', '11223344556677z', '11223344556677z'],
    ['a single tile', '5z', '5z'],
    ['two tiles', '0p5p', '05p'],
    ['pon', '1245p(555p)(789s)', '1245p(555p)(789s)'],
    ['melds separated by spaces', '1245p (555p) (789s)', '1245p(555p)(789s)'],
    ['chi written in any order', '1245p(555p)(798s)', '1245p(555p)(789s)'],
    ['chi written in long form', '1m(3s1s2s)', '1m(123s)'],
    ['open kan', '1m(1111z)', '1m(1111z)'],
    ['closed kan', '1m[1111z]', '1m[1111z]'],
    ['a kan of number tiles', '1z[9999m]', '1z[9999m]'],
    ['red five in a pon', '1m(505p)', '1m(055p)'],
    ['red five in a chi', '1m(640m)', '1m(406m)'],
    ['red five in a closed kan', '1m[5055s]', '1m[0555s]'],
    ['honor pon', '1m(777z)', '1m(777z)'],
    ['a meld before the tiles', '(555p)1234m', '1234m(555p)'],
    ['a meld between the tiles', '12m(555p)3m4m', '1234m(555p)'],
    ['melds keep the order given', '1m(789s)(111z)', '1m(789s)(111z)'],
    ['spaces inside a bracket', '1m( 5p5p 5p )', '1m(555p)'],
    ['four kans and a pair: 14 tiles, each kan counting 3', '11m[1111z](2222z)[3333z](4444z)', '11m[1111z](2222z)[3333z](4444z)'],
    ['one tile and four melds: 13', '(123m)(456m)(789m)(111z)5z', '5z(123m)(456m)(789m)(111z)'],
  ])('%s: %s -> %s', (_rule, input, canonical) => {
    expect(formatHand(parsed(input))).toBe(canonical);
  });

  test('concealed counts are the tiles typed (hand-counted)', () => {
    expect(Array.from(parsed('1m2m3m 456p7s8s9s 1234z').tiles)).toEqual(
      counts('1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '1z', '2z', '3z', '4z'),
    );
    expect(Array.from(parsed('50m 5p1z').tiles)).toEqual(counts('5m', '5m', '5p', '1z'));
  });

  test('a red five counts as its five; Hand.red counts it per suit', () => {
    const hand = parsed('50m 0s5p');
    expect(Array.from(hand.tiles)).toEqual(counts('5m', '5m', '5s', '5p'));
    expect(Array.from(hand.red)).toEqual([1, 0, 1]);
  });

  test('order and orderRed record the concealed tiles as typed', () => {
    const hand = parsed('9m (555p) 50m 1z');
    expect(hand.order).toEqual([k('9m'), k('5m'), k('5m'), k('1z')]);
    expect(hand.orderRed).toEqual([false, false, true, false]);
  });

  test.each<[string, string, Meld[]]>([
    ['pon', '1m(555p)', [{ kind: 'pon', tiles: [k('5p'), k('5p'), k('5p')], red: 0 }]],
    ['chi, tiles ascending whatever the order typed', '1m(798s)', [{ kind: 'chi', tiles: [k('7s'), k('8s'), k('9s')], red: 0 }]],
    ['open kan', '1m(1111z)', [{ kind: 'kan', tiles: [k('1z'), k('1z'), k('1z'), k('1z')], red: 0 }]],
    ['closed kan', '1m[1111z]', [{ kind: 'ankan', tiles: [k('1z'), k('1z'), k('1z'), k('1z')], red: 0 }]],
    ['red five counted in Meld.red, not Hand.red', '1m(0p55p)', [{ kind: 'pon', tiles: [k('5p'), k('5p'), k('5p')], red: 1 }]],
    ['red five in a chi', '1m(46m0m)', [{ kind: 'chi', tiles: [k('4m'), k('5m'), k('6m')], red: 1 }]],
    [
      'several melds in order',
      '(789s)1m[2222z]',
      [
        { kind: 'chi', tiles: [k('7s'), k('8s'), k('9s')], red: 0 },
        { kind: 'ankan', tiles: [k('2z'), k('2z'), k('2z'), k('2z')], red: 0 },
      ],
    ],
  ])('meld: %s (%s)', (_rule, input, melds) => {
    const hand = parsed(input);
    expect(hand.melds).toEqual(melds);
    expect(Array.from(hand.red)).toEqual([0, 0, 0]);
    expect(Array.from(hand.tiles)).toEqual(counts('1m'));
  });

  test('options.seen within the four-copies limit is accepted', () => {
    const seen = new Uint8Array(34);
    seen[k('5p')] = 1;
    expect(parseHand('4555p', { seen }).ok).toBe(true);
  });
});

describe('full-width input (a Japanese input method): read as its half-width form, and said so', () => {
  test.each([
    ['full-width digits and suit letters', '１２３ｍ４５６ｐ７８９ｓ１１２２ｚ', '123m456p789s1122z', 17, 0],
    ['mixed with half-width', '123ｍ456p789s1122z', '123m456p789s1122z', 1, 3],
    ['full-width brackets and the ideographic space', '１２４５ｐ\u3000（５５５ｐ）［１１１１ｚ］', '1245p(555p)[1111z]', 18, 0],
    ['a red five', '０ｍ５５ｍ１ｚ', '055m1z', 7, 0],
  ])('%s: %s', (_rule, text, canonical, count, index) => {
    const hand = parsed(text);
    expect(formatHand(hand)).toBe(canonical);
    expect(hand.fullWidth).toEqual({ count, index });
  });

  test('half-width input carries no note', () => {
    expect(parsed('123m456p789s1122z').fullWidth).toBeUndefined();
    expect('fullWidth' in parsed('1m 2m (555p)')).toBe(false);
  });

  test("the typed order and the errors' places are the text's own: one full-width character is one place", () => {
    expect(parsed('９ｍ１ｍ').order).toEqual([k('9m'), k('1m')]);
    const r = parseHand('１２３ｍ４５ｘ');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unknown-character', index: 6, culprit: 'ｘ' });
    const missing = parseHand('１２３ｍ４５');
    if (!missing.ok) expect(missing.error).toMatchObject({ code: 'missing-suit', index: 4, culprit: '４５' });
  });

  test("toHalfWidth: the notation's characters only, each in its place (the ideographic space is a space already)", () => {
    expect(toHalfWidth('１２３ｍ（５５５ｐ）［１１１１ｚ］\u3000ｓ')).toBe('123m(555p)[1111z]\u3000s');
    // Capital suit letters are the notation's too (they read as m p s z); other letters and signs are not.
    expect(toHalfWidth('Ｍ＋ｘ１Ｘ')).toBe('M＋ｘ1Ｘ');
    expect(toHalfWidth('123m')).toBe('123m');
  });

  test('a list of tiles (seen, indicators) is read the same way', () => {
    const r = parseTiles('１ｍ９ｐ');
    expect(r.ok && r.value.tiles).toEqual([k('1m'), k('9p')]);
  });
});

describe('parseHand: errors', () => {
  // [rule, input, code, index, fragments the English sentence must contain: test/cli/format-error.test.ts]
  test.each(HAND_ERROR_CASES)('%s: %s', (_rule, input, code, index) => {
    const r = parseHand(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.index).toBe(index);
    // The place a reader counts: here, with no Unicode tile before it, the index + 1.
    if (index !== null) expect(r.error).toMatchObject({ place: index + 1 });
  });

  test('options.seen counts toward a fifth copy and the error says how many each part holds', () => {
    const seen = new Uint8Array(34);
    seen[k('5p')] = 1;
    const r = parseHand('45555p', { seen });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      code: 'too-many-copies',
      index: 4,
      tile: '5p',
      copies: 5,
      seen: 1,
      counts: [
        { part: 'hand', copies: 4 },
        { part: 'seen', copies: 1 },
      ],
    });
  });

  test('the first error in reading order wins', () => {
    const codeOf = (s: string) => {
      const r = parseHand(s);
      return r.ok ? null : [r.error.code, r.error.index];
    };
    expect(codeOf('8z x')).toEqual(['invalid-honor', 0]);
    expect(codeOf('x 8z')).toEqual(['unknown-character', 0]);
    expect(codeOf('11111p (123m')).toEqual(['too-many-copies', 4]);
    // Inside a bracket left open the following tiles belong to the meld, so it overflows first.
    expect(codeOf('(123m 11111p')).toEqual(['invalid-meld', 0]);
    expect(codeOf('(123')).toEqual(['missing-suit', 1]);
  });

  test('a meld named as the culprit is cut short so a huge bracket cannot make a huge error', () => {
    const r = parseHand(`1m(${' '.repeat(100_000)}1m)`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid-meld');
    expect(r.error).toMatchObject({ culprit: `(${' '.repeat(23)}…` });
  });
});

describe('formatHand: canonical form', () => {
  test.each([
    '123m456p789s1234z',
    '40556m',
    '0555m',
    '05p',
    '1m1p1s1z',
    '1245p(555p)(789s)',
    '1m(055p)',
    '1m(406m)',
    '1m[0555s]',
    '5z(123m)(456m)(789m)(111z)',
    '11m[1111z](2222z)[3333z](4444z)',
    '1m(789s)(111z)',
  ])('canonical %s prints as itself', (canonical) => {
    const once = formatHand(parsed(canonical));
    expect(once).toBe(canonical);
    expect(formatHand(parsed(once))).toBe(once);
  });

  test('a hand built by hand prints as expected', () => {
    const tiles = new Uint8Array(34);
    tiles[k('5p')] = 2;
    tiles[k('4p')] = 1;
    tiles[k('7z')] = 1;
    const hand: Hand = {
      tiles,
      red: new Uint8Array([0, 1, 0]),
      melds: [
        { kind: 'chi', tiles: [k('4s'), k('5s'), k('6s')], red: 1 },
        { kind: 'ankan', tiles: [k('9m'), k('9m'), k('9m'), k('9m')], red: 0 },
      ],
      order: [],
      orderRed: [],
    };
    expect(formatHand(hand)).toBe('405p7z(406s)[9999m]');
    expect(formatMeld(hand.melds[0])).toBe('(406s)');
  });

  test('a red count above the fives present is clamped rather than invented', () => {
    const tiles = new Uint8Array(34);
    tiles[k('1m')] = 1;
    expect(formatHand({ tiles, red: new Uint8Array([1, 1, 1]), melds: [], order: [], orderRed: [] })).toBe('1m');
  });
});

// Random valid hands, built directly as counts and melds (not through the parser).
interface MeldSpec {
  kind: MeldKind;
  at: number;
}
const CHI_STARTS = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 23, 24];

function buildHand(spec: { melds: MeldSpec[]; concealed: number[]; reds: number[] }): Hand | null {
  const all = new Array<number>(34).fill(0);
  const melds: Meld[] = [];
  for (const m of spec.melds) {
    const tiles =
      m.kind === 'chi'
        ? [0, 1, 2].map((d) => CHI_STARTS[m.at % CHI_STARTS.length] + d)
        : new Array<number>(m.kind === 'pon' ? 3 : 4).fill(m.at % 34);
    if (tiles.some((t) => all[t] + tiles.filter((u) => u === t).length > 4)) continue;
    for (const t of tiles) all[t]++;
    melds.push({ kind: m.kind, tiles, red: 0 });
  }
  const budget = 14 - 3 * melds.length;
  const concealed: number[] = [];
  for (const t of spec.concealed) {
    if (concealed.length === budget) break;
    if (all[t] === 4) continue;
    all[t]++;
    concealed.push(t);
  }
  if ((concealed.length + 3 * melds.length) % 3 === 0) concealed.pop();
  const size = concealed.length + 3 * melds.length;
  if (size === 0 || size % 3 === 0) return null;
  const tiles = new Uint8Array(34);
  for (const t of concealed) tiles[t]++;
  const red = new Uint8Array(3);
  for (let s = 0; s < 3; s++) {
    const five = 9 * s + 4;
    // Places holding a five of this suit: the concealed tiles (-1) and each meld containing one.
    const places = [...(tiles[five] > 0 ? [-1] : []), ...melds.flatMap((m, i) => (m.tiles.includes(five) ? [i] : []))];
    const pick = spec.reds[s] % (places.length + 1);
    if (pick === places.length) continue;
    if (places[pick] === -1) red[s] = 1;
    else melds[places[pick]].red = 1;
  }
  const order = concealed.slice().sort((a, b) => a - b);
  return { tiles, red, melds, order, orderRed: order.map(() => false) };
}

const handArb = fc
  .record({
    melds: fc.array(fc.record({ kind: fc.constantFrom<MeldKind>('chi', 'pon', 'kan', 'ankan'), at: fc.nat(1000) }), { maxLength: 4 }),
    concealed: fc.array(fc.nat(33), { maxLength: 14 }),
    reds: fc.array(fc.nat(10), { minLength: 3, maxLength: 3 }),
  })
  .map(buildHand)
  .filter((h): h is Hand => h !== null);

const digitOf = (kind: number, red: boolean) => (red ? 0 : kind < 27 ? (kind % 9) + 1 : kind - 26);
const letterOf = (kind: number) => 'mpsz'[Math.min(3, Math.floor(kind / 9))];

/** Writes tiles in mpsz, each tile either joining the previous group (same suit) or starting a new one. */
function writeTiles(tiles: { kind: number; red: boolean }[], join: boolean[], seps: string[]): string {
  const groups: string[] = [];
  let digits = '';
  let letter = '';
  tiles.forEach((t, i) => {
    const l = letterOf(t.kind);
    if (digits && !(join[i] && l === letter)) {
      groups.push(digits + letter);
      digits = '';
    }
    digits += digitOf(t.kind, t.red);
    letter = l;
  });
  if (digits) groups.push(digits + letter);
  return groups.map((g, i) => g + (seps[i % seps.length] ?? '')).join('');
}

describe('round trip (fast-check)', () => {
  test('a random valid hand formatted then parsed gives the same counts, red fives and melds', () => {
    fc.assert(
      fc.property(handArb, (hand) => {
        const text = formatHand(hand);
        const r = parseHand(text);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(Array.from(r.value.tiles)).toEqual(Array.from(hand.tiles));
        expect(Array.from(r.value.red)).toEqual(Array.from(hand.red));
        expect(r.value.melds).toEqual(hand.melds);
        expect(r.value.order).toEqual(hand.order);
        // Canonical order: the red five, if any, comes first among its suit's fives.
        const firstFive = [4, 13, 22].map((f) => (hand.red[(f - 4) / 9] ? hand.order.indexOf(f) : -1));
        expect(r.value.orderRed).toEqual(hand.order.map((_, i) => firstFive.includes(i)));
        expect(formatHand(r.value)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  test('a random valid hand written in any mix of forms, orders and spaces parses to the same hand', () => {
    const writing = fc.record({
      keys: fc.array(fc.double({ noNaN: true }), { minLength: 14, maxLength: 14 }),
      join: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
      seps: fc.array(fc.constantFrom('', '', ' ', '  ', '\t', '\u3000'), { minLength: 1, maxLength: 5 }),
      meldAt: fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }),
      meldShort: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      meldRotate: fc.array(fc.nat(3), { minLength: 4, maxLength: 4 }),
    });
    fc.assert(
      fc.property(handArb, writing, (hand, w) => {
        // Concealed tiles in a shuffled order; the red five is one of its suit's fives.
        const tiles: { kind: number; red: boolean }[] = [];
        for (let kind = 0; kind < 34; kind++) {
          for (let c = 0; c < hand.tiles[kind]; c++) {
            tiles.push({ kind, red: c === 0 && kind < 27 && kind % 9 === 4 && hand.red[Math.floor(kind / 9)] === 1 });
          }
        }
        const perm = tiles.map((_, i) => i).sort((a, b) => w.keys[a] - w.keys[b] || a - b);
        const shuffled = perm.map((i) => tiles[i]);
        const pieces = [writeTiles(shuffled, w.join, w.seps)];
        // Melds go between the pieces in their own order: the parser keeps the order given.
        let minAt = 0;
        hand.melds.forEach((m, j) => {
          const inner = m.tiles.map((kind, i) => ({ kind, red: m.red > 0 && i === 0 && kind % 9 === 4 && kind < 27 }));
          // A chi's red five need not be its first tile: mark the five wherever it is.
          if (m.red > 0 && m.kind === 'chi') inner.forEach((t) => (t.red = t.kind % 9 === 4));
          const r = w.meldRotate[j] % inner.length;
          const rotated = [...inner.slice(r), ...inner.slice(0, r)];
          const body = w.meldShort[j]
            ? rotated.map((t) => digitOf(t.kind, t.red)).join('') + letterOf(rotated[0].kind)
            : rotated.map((t) => `${digitOf(t.kind, t.red)}${letterOf(t.kind)}`).join('');
          const text = m.kind === 'ankan' ? `[${body}]` : `(${body})`;
          const at = minAt + (w.meldAt[j] % (pieces.length + 1 - minAt));
          pieces.splice(at, 0, text);
          minAt = at + 1;
        });
        const input = pieces.join(' ');
        const r = parseHand(input);
        expect(r.ok, input).toBe(true);
        if (!r.ok) return;
        expect(Array.from(r.value.tiles)).toEqual(Array.from(hand.tiles));
        expect(Array.from(r.value.red)).toEqual(Array.from(hand.red));
        expect(r.value.melds).toEqual(hand.melds);
        expect(r.value.order).toEqual(shuffled.map((t) => t.kind));
        expect(r.value.orderRed).toEqual(shuffled.map((t) => t.red));
      }),
      { numRuns: 500 },
    );
  });

  test('any string: never throws, a valid result round-trips, an error names a place inside the input', () => {
    const unit = fc.constantFrom(...'0123456789mpsz()[] '.split(''), 'x', '\u3000', '😀', 'M', '🀀', '🀢', '\uFE0F');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 })), (text) => {
        const r = parseHand(text);
        if (r.ok) {
          const canonical = formatHand(r.value);
          const again = parseHand(canonical);
          expect(again.ok).toBe(true);
          if (again.ok) expect(formatHand(again.value)).toBe(canonical);
          return;
        }
        expect(ALL_CODES).toContain(r.error.code);
        if (r.error.index !== null) {
          expect(r.error.index).toBeGreaterThanOrEqual(0);
          expect(r.error.index).toBeLessThan(text.length);
          // The place a reader counts: a character before the culprit is one place, a surrogate pair
          // (a Unicode tile, an emoji) one, a variation selector none.
          const place = [...text.slice(0, r.error.index)].filter((c) => c !== '\uFE0E' && c !== '\uFE0F').length + 1;
          expect(r.error).toMatchObject({ place });
        }
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * `text` as the reader's work on it is counted: a String object whose every read is charged, a character
 * (charCodeAt, codePointAt, an index) 1, a slice the characters it copies, a search the characters it
 * passes. A property it does not know throws, so a reader that reads another way fails here rather than
 * going uncounted. Turning it into a plain string costs nothing (a RegExp does so to match a link's
 * start, anchored at the text's start); a reader that then worked on that copy would read too little to
 * pass `readsAtLeast` below.
 */
function countedText(text: string): { text: string; reads: () => number } {
  let reads = 0;
  const methods: Record<string, (...args: never[]) => unknown> = {
    charCodeAt: (i: number) => (reads++, text.charCodeAt(i)),
    codePointAt: (i: number) => (reads++, text.codePointAt(i)),
    slice: (start?: number, end?: number) => {
      const part = text.slice(start, end);
      reads += part.length;
      return part;
    },
    indexOf: (search: string, from = 0) => {
      const at = text.indexOf(search, from);
      reads += (at < 0 ? text.length : at + search.length) - from;
      return at;
    },
    toString: () => text,
    valueOf: () => text,
  };
  const counted = new Proxy(new String(text), {
    get(_target, key) {
      if (key === 'length') return text.length;
      if (key === Symbol.toPrimitive) return undefined;
      if (typeof key === 'string' && /^\d+$/.test(key)) return (reads++, text[Number(key)]);
      if (typeof key === 'string' && Object.hasOwn(methods, key)) return methods[key];
      throw new Error(`the counted text has no ${String(key)}`);
    },
  });
  return { text: counted as unknown as string, reads: () => reads };
}

describe('hostile input: 1 MB returns an error promptly', () => {
  const MB = 1 << 20;
  // A fixed pseudo-random garbage string (LCG), so the test is the same on every run.
  let seed = 12345;
  const garbage = Array.from({ length: MB }, () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return String.fromCharCode(32 + ((seed >>> 16) % 0x2fe0));
  }).join('');
  // "Promptly" without a clock: the reader stops where its answer is known and reads each character a
  // few times at most (a reader that went back to the start at each token, or sliced the rest of the
  // text at each step, would read ~5 * 10^11 characters here). `extent` is how far the answer needs to
  // read: up to the culprit, or the whole text when only its end decides.
  const READS_PER_CHARACTER = 4;
  const SLACK = 64;

  test.each<[string, string, ParseErrorCode | 'ok', number | null, 'culprit' | 'end']>([
    ['garbage', garbage, 'unknown-character', 0, 'culprit'],
    ['digits without a suit stop at the 15th', '1'.repeat(MB), 'too-many-tiles', 14, 'culprit'],
    ['valid-looking groups stop at the 15th tile', '123456789m'.repeat(MB / 10), 'too-many-tiles', 15, 'culprit'],
    ['red fives stop at the second', '0m'.repeat(MB / 2), 'too-many-red', 2, 'culprit'],
    ['only spaces is scanned to the end', ' '.repeat(MB), 'empty', null, 'end'],
    ['an open bracket followed by spaces', `(${' '.repeat(MB)}`, 'unclosed-meld', 0, 'end'],
    ['opening brackets', '('.repeat(MB), 'unclosed-meld', 1, 'culprit'],
    ['closing brackets', ')'.repeat(MB), 'unclosed-meld', 0, 'culprit'],
    ['a bracket full of digits', `(${'5'.repeat(MB)}`, 'invalid-meld', 0, 'culprit'],
    ['a megabyte of spaces around one tile is still a hand', `${' '.repeat(MB)}1m`, 'ok', null, 'end'],
  ])('%s', (_rule, input, code, index, reach) => {
    const counted = countedText(input);
    const r = parseHand(counted.text);
    if (code === 'ok') expect(r.ok).toBe(true);
    else expect(r.ok ? null : [r.error.code, r.error.index]).toEqual([code, index]);
    // The culprit is cut (24 characters and an ellipsis), so the error stays small whatever the input.
    if (!r.ok && r.error.index !== null) expect(r.error.culprit.length).toBeLessThanOrEqual(25);
    const extent = reach === 'end' ? input.length : index! + 1;
    expect(counted.reads()).toBeGreaterThanOrEqual(extent); // the count saw the reading
    expect(counted.reads()).toBeLessThanOrEqual(READS_PER_CHARACTER * extent + SLACK);
  });

  test('parseTiles stops a megabyte of digits at the 137th', () => {
    const counted = countedText('1'.repeat(MB));
    const r = parseTiles(counted.text);
    expect(r.ok ? null : [r.error.code, r.error.index]).toEqual(['too-many-tiles', 136]);
    expect(counted.reads()).toBeGreaterThanOrEqual(137);
    expect(counted.reads()).toBeLessThanOrEqual(READS_PER_CHARACTER * 137 + SLACK);
  });
});

describe('parseTiles', () => {
  test('empty input is no tiles', () => {
    for (const text of ['', '  ']) {
      const r = parseTiles(text);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(Array.from(r.value.counts)).toEqual(counts());
      expect(r.value.tiles).toEqual([]);
      expect(Array.from(r.value.red)).toEqual([0, 0, 0]);
    }
  });

  test.each([
    ['one tile', '5z', ['5z']],
    ['three tiles: a multiple of three is fine here', '123m', ['1m', '2m', '3m']],
    ['long and short forms, in typed order', '9p1m 2m', ['9p', '1m', '2m']],
    ['a red five counts as its five', '0s5s', ['5s', '5s']],
  ])('%s: %s', (_rule, text, codes) => {
    const r = parseTiles(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Array.from(r.value.counts)).toEqual(counts(...codes));
    expect(r.value.tiles).toEqual(codes.map(k));
  });

  test('red fives are counted per suit', () => {
    const r = parseTiles('0m0p5p');
    expect(r.ok && Array.from(r.value.red)).toEqual([1, 1, 0]);
  });

  test('the whole set: 136 tiles with one red five per suit', () => {
    const numbers = '111122223333444405556666777788889999';
    const set = `${numbers}m ${numbers}p ${numbers}s ${'1234567'.repeat(4)}z`;
    const r = parseTiles(set);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tiles.length).toBe(136);
    expect(Array.from(r.value.counts)).toEqual(new Array(34).fill(4));
    expect(Array.from(r.value.red)).toEqual([1, 1, 1]);
  });

  test('one tile more than the whole set is too many', () => {
    const numbers = '111122223333444455556666777788889999';
    const text = `${numbers}m ${numbers}p ${numbers}s ${'1234567'.repeat(4)}z 1z`;
    const r = parseTiles(text);
    // The 137th tile is the digit of the final "1z".
    expect(r.ok ? null : [r.error.code, r.error.index]).toEqual(['too-many-tiles', text.length - 2]);
  });

  test.each<[string, string, ParseErrorCode, number]>([
    ['a bracket is not part of a list', '1m(2m)', 'unknown-character', 2],
    ['a fifth copy', '1111m 1m', 'too-many-copies', 6],
    ['a second red five', '0p 0p', 'too-many-red', 3],
    ['an honor out of range', '8z', 'invalid-honor', 0],
    ['digits with no suit', '12', 'missing-suit', 0],
    ['unknown character', '1m?', 'unknown-character', 2],
  ])('%s: %s', (_rule, text, code, index) => {
    const r = parseTiles(text);
    expect(r.ok ? null : [r.error.code, r.error.index]).toEqual([code, index]);
    expect(r.ok ? null : r.error).toMatchObject({ place: index + 1 });
  });
});

describe('options for positions: three players, other parts of the table', () => {
  test.each<[string, string, number]>([
    ['2m concealed', '12m', 1],
    ['8m concealed', '89m', 0],
    ['a red 5m', '0m', 0],
    ['a run called through 2m-8m', '1z(789m)', 3],
  ])('three players: %s is an error at its digit (%s)', (_rule, text, index) => {
    const r = parseHand(text, { players: 3 });
    expect(r.ok ? null : [r.error.code, r.error.index]).toEqual(['three-player-tile', index]);
    expect(r.ok ? null : r.error).toMatchObject({ culprit: `${text[index]}m`, red: text[index] === '0' });
  });

  test('three players: 1m, 9m and the other suits are fine; four players accept 2m-8m', () => {
    expect(parseHand('19m19p19s1234567z', { players: 3 }).ok).toBe(true);
    expect(parseHand('0p0s15z(999m)', { players: 3 }).ok).toBe(true);
    expect(parseHand('12m', { players: 4 }).ok).toBe(true);
    expect(parseTiles('5m', { players: 3 }).ok).toBe(false);
  });

  test('parseTiles: tilesRed runs parallel to tiles', () => {
    const r = parseTiles('5p0p0s1z');
    expect(r.ok && [r.value.tiles, r.value.tilesRed]).toEqual([
      [k('5p'), k('5p'), k('5s'), k('1z')],
      [false, true, true, false],
    ]);
  });

  test('parseTiles: a smaller tile budget, and "part" names the list in every error', () => {
    const r = parseTiles('1z2z3z', { maxTiles: 2, part: 'discards' });
    expect(r.ok ? null : [r.error.code, r.error.index]).toEqual(['too-many-tiles', 4]);
    expect(r.ok ? null : r.error).toMatchObject({ part: 'discards', place: 5 });
    const plain = parseTiles('1z2z3z', { maxTiles: 2 });
    expect(plain.ok ? null : plain.error).toMatchObject({ part: 'list' });
  });

  test('other parts count toward the four copies and the red fives, each named in the error', () => {
    const others = [{ counts: counts('5p', '5p'), red: [0, 1, 0], part: 'seen' as const }];
    const fifth = parseTiles('55p 5p', { others, part: 'dora' });
    expect(fifth.ok ? null : [fifth.error.code, fifth.error.index]).toEqual(['too-many-copies', 4]);
    expect(fifth.ok ? null : fifth.error).toMatchObject({
      counts: [
        { part: 'seen', copies: 2 },
        { part: 'dora', copies: 3 },
      ],
      seen: 2,
    });
    const red = parseHand('340p', { others });
    expect(red.ok ? null : [red.error.code, red.error.index]).toEqual(['too-many-red', 2]);
    expect(red.ok ? null : red.error).toMatchObject({ other: 'seen' });
  });
});

describe('tile codes', () => {
  test('kindOfCode reads every code as docs/rules.md indexes it, red fives as their kind, and undoes tileCode', () => {
    const codes = [...'mps'].flatMap((suit) => [...'1234567890'].map((d) => d + suit)).concat([...'1234567'].map((d) => `${d}z`));
    expect(codes).toHaveLength(37);
    for (const code of codes) {
      expect(kindOfCode(code), code).toBe(k(code));
      expect(tileCode(kindOfCode(code), code[0] === '0'), code).toBe(code);
    }
  });
});
