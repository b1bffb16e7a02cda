/**
 * What players paste (docs/rules.md#notation): Tenhou links, capital suit letters, kanji honours,
 * commas and the Unicode mahjong tiles, read by the one reader every face uses. Unit rows for each
 * form and its errors, then fast-check properties: any hand written in any mix of the forms reads as
 * the hand its plain mpsz gives, and every error's index points at a character of the text as typed.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatHand, parseHand, parseTiles, tenhouLinkOf, toMpsz } from '../../../src/engine/core/notation.ts';
import type { Hand, NotationForm, ParseError, ParseErrorCode } from '../../../src/engine/types.ts';

const SEED = 20_260_521;

function read(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to read: ${JSON.stringify(r.error)}`);
  return r.value;
}

function errorOf(text: string, players?: 3 | 4): ParseError {
  const r = parseHand(text, players ? { players } : {});
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} not to read`);
  return r.error;
}

/** The place a reader gives a UTF-16 index: code points before it, variation selectors not counted, plus one. */
function placeOf(text: string, index: number): number {
  return Array.from(text.slice(0, index)).filter((c) => c !== '\uFE0F' && c !== '\uFE0E').length + 1;
}

describe('capital suit letters, kanji honours, commas: read as mpsz', () => {
  test.each<[string, string, string, NotationForm[]]>([
    ['capital suit letters', '123M456P789S1122Z', '123m456p789s1122z', ['upper-case']],
    ['capitals mixed with lower case, long form', '1M2m3M4p5P6p7s8S9s1z1Z2z2z', '123m456p789s1122z', ['upper-case']],
    ['full-width capitals', '１２３Ｍ４５６Ｐ７８９Ｓ１１２２Ｚ', '123m456p789s1122z', ['full-width', 'upper-case']],
    ['a red five with a capital', '0M55m123p456s789s1z', '055m123p456789s1z', ['upper-case']],
    ['kanji honours standing alone', '123m456p789s東東', '123m456p789s11z', ['kanji']],
    ['every kanji honour, in order', '東南西北白發中東', '11234567z', ['kanji']],
    ['発 is 發', '123m456p789s発發', '123m456p789s66z', ['kanji']],
    ['kanji among digits and letters', '白1z中123m東', '123m1157z', ['kanji']],
    ['a kanji meld', '1245p(東東東)(789s)', '1245p(111z)(789s)', ['kanji']],
    ['a closed kan of kanji', '1m[中中中中]', '1m[7777z]', ['kanji']],
    ['commas between groups', '123m,456p,789s,1122z', '123m456p789s1122z', ['comma']],
    ['Japanese commas 、 and ，', '123m、456p，789s , 1122z', '123m456p789s1122z', ['comma']],
    ['commas between tiles of the long form', '1m,2m,3m,4p', '123m4p', ['comma']],
    ['all at once', '１２３Ｍ, 456p、東東 (789S)', '123m456p11z(789s)', ['full-width', 'upper-case', 'kanji', 'comma']],
  ])('%s: %s', (_rule, text, canonical, forms) => {
    const hand = read(text);
    expect(formatHand(hand)).toBe(canonical);
    expect(hand.reading).toEqual({ forms });
  });

  test('a kanji keeps its place in the typed order (Tenhou orders ties by it)', () => {
    // 東 is 1z (27), 白 5z (31), 1m 0, 9p 17.
    expect(read('白9p東1m').order).toEqual([31, 17, 27, 0]);
  });

  test('plain mpsz carries no reading', () => {
    expect('reading' in read('123m 456p (789s) 11z')).toBe(false);
  });
});

describe('the Unicode mahjong tiles (U+1F000-1F021)', () => {
  // Written out from the Unicode chart, tile by tile: winds, dragons (red, green, white), characters, bamboos, circles.
  test.each<[string, string]>([
    ['\u{1F000}', '1z'],
    ['\u{1F001}', '2z'],
    ['\u{1F002}', '3z'],
    ['\u{1F003}', '4z'],
    ['\u{1F004}', '7z'],
    ['\u{1F005}', '6z'],
    ['\u{1F006}', '5z'],
    ['\u{1F007}', '1m'],
    ['\u{1F00B}', '5m'],
    ['\u{1F00F}', '9m'],
    ['\u{1F010}', '1s'],
    ['\u{1F014}', '5s'],
    ['\u{1F018}', '9s'],
    ['\u{1F019}', '1p'],
    ['\u{1F01D}', '5p'],
    ['\u{1F021}', '9p'],
  ])('%s is %s', (tile, code) => {
    const r = parseHand(tile, { partial: true });
    expect(r.ok && formatHand(r.value)).toBe(code);
  });

  test('every tile of the block in order reads as 1z-4z, 7z 6z 5z, 1m-9m, 1s-9s, 1p-9p', () => {
    const block = Array.from({ length: 0x22 }, (_, i) => String.fromCodePoint(0x1f000 + i)).join('');
    const r = parseTiles(block);
    const expected = parseTiles('1z2z3z4z7z6z5z123456789m123456789s123456789p');
    expect(r.ok && r.value.tiles).toEqual(expected.ok && expected.value.tiles);
  });

  test('a hand of Unicode tiles, 🀄 with and without its emoji variation selector', () => {
    const hand = read('🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀄️🀄\uFE0E');
    expect(formatHand(hand)).toBe('123m123p123s1177z');
    expect(hand.reading).toEqual({ forms: ['unicode'] });
  });

  test('Unicode tiles in melds and beside mpsz', () => {
    expect(formatHand(read('1245p (🀙🀙🀙) (🀖🀗🀘)'))).toBe('1245p(111p)(789s)');
    expect(formatHand(read('🀇🀇🀇23m'))).toBe('11123m');
  });

  test.each<[string, string, number, number, string]>([
    // text, culprit, index (UTF-16), place (characters), what tile it is (the sentence: test/cli/format-error.test.ts)
    ['🀇🀈🀉🀢', '🀢', 6, 4, 'flower'],
    ['1m🀦', '🀦', 2, 3, 'season'],
    ['1m 🀪', '🀪', 3, 4, 'joker'],
    ['🀄️🀫', '🀫', 3, 2, 'back'],
  ])('%s: a tile of another game is named with its place', (text, culprit, index, place, tile) => {
    const e = errorOf(text);
    expect(e).toMatchObject({ code: 'unknown-character', reason: 'not-riichi-tile', culprit, index, place, tile });
    expect(text.slice(e.index!, e.index! + culprit.length)).toBe(culprit);
  });
});

describe("errors among the new forms: the index is the typed text's, the place counts characters", () => {
  test.each<[string, string, ParseErrorCode, number, number, Partial<ParseError>]>([
    ['after Unicode tiles, an unknown character', '🀇🀈🀉x', 'unknown-character', 6, 4, { culprit: 'x', place: 4 }],
    [
      'a fifth copy by kanji: the kanji as typed is the culprit',
      '東東東東東',
      'too-many-copies',
      4,
      5,
      { culprit: '東', tile: '1z', copies: 5 },
    ],
    ['a fifth copy by Unicode tiles', '🀇🀇🀇🀇🀇', 'too-many-copies', 8, 5, { culprit: '🀇', tile: '1m' }],
    ['a kanji after digits: the digits lack their letter', '12東', 'missing-suit', 0, 1, { culprit: '12' }],
    ['a capital letter alone', 'M123m', 'unknown-character', 0, 1, { culprit: 'M', reason: 'no-digit' }],
    ['a 15th tile as a Unicode tile', '🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀁🀁🀁', 'too-many-tiles', 28, 15, { culprit: '🀁' }],
    ['a meld of five kanji', '1m(東東東東東)', 'invalid-meld', 2, 3, { culprit: '(', related: 7, reason: 'fifth-tile' }],
    ['a bracket left open after a Unicode tile', '🀇(123m', 'unclosed-meld', 2, 2, { culprit: '(', place: 2 }],
    ['a mismatched bracket after Unicode tiles: both places counted', '🀇🀇(🀇111z]', 'unclosed-meld', 11, 9, { related: 4, relatedPlace: 3 }],
    ['an unknown character after 🀄 and its selector', '🀄️1z 7', 'missing-suit', 6, 5, { culprit: '7' }],
  ])('%s: %s', (_rule, text, code, index, place, parts) => {
    const e = errorOf(text);
    expect(e).toMatchObject({ code, index, place, ...parts });
  });

  test('three players: a Unicode 2m is named as typed', () => {
    expect(errorOf('1m🀈', 3)).toMatchObject({ code: 'three-player-tile', index: 2, culprit: '🀈' });
  });
});

describe('Tenhou links: the hand parameter, read in place', () => {
  test.each<[string, string, string]>([
    ['https://tenhou.net/2/?q=4569m1222569p258s', 'q', '4569m1222569p258s'],
    ['http://tenhou.net/2/?p=4569m1222569p258s', 'p', '4569m1222569p258s'],
    ['https://www.tenhou.net/2/?qd=4569m1222569p25s', 'qd', '4569m1222569p25s'],
    ['tenhou.net/2/?pd=4569m1222569p25s', 'pd', '4569m1222569p25s'],
    ['HTTPS://Tenhou.net/2?q=123m456p789s1122z', 'q', '123m456p789s1122z'],
    ['  https://tenhou.net/2/?q=123m%20456p+789s%2C1122z  ', 'q', '123m456p789s1122z'],
    ['https://tenhou.net/2/?x=1&p=123m456p789s1122z&q=1z#top', 'p', '123m456p789s1122z'],
    ['https://tenhou.net/2/?q=123m456p789s%E6%9D%B1%E6%9D%B1', 'q', '123m456p789s11z'],
    ['https://tenhou.net/2/?q=%F0%9F%80%87%F0%9F%80%88%F0%9F%80%89456p789s1122z', 'q', '123m456p789s1122z'],
    ['https://tenhou.net/2/?q=1245p%28555p%29%28789s%29', 'q', '1245p(555p)(789s)'],
  ])('%s', (text, parameter, canonical) => {
    const hand = read(text);
    expect(formatHand(hand)).toBe(canonical);
    expect(hand.reading?.link).toBe(parameter);
    expect(hand.reading?.forms[0]).toBe('link');
    expect(tenhouLinkOf(text)).toEqual({ parameter, form: parameter[0] === 'p' ? 'regular' : 'standard' });
  });

  test('the form of each parameter: q and qd standard, p and pd regular', () => {
    expect(['q', 'qd', 'p', 'pd'].map((key) => tenhouLinkOf(`https://tenhou.net/2/?${key}=1m`)?.form)).toEqual([
      'standard',
      'standard',
      'regular',
      'regular',
    ]);
    expect(tenhouLinkOf('123m456p')).toBeNull();
    expect(tenhouLinkOf('https://tenhou.net/2/')).toBeNull();
    expect(tenhouLinkOf('https://example.com/2/?q=1m')).toBeNull();
  });

  test.each<[string, ParseErrorCode, number, string]>([
    // An index into the link as typed: the escapes before the culprit count as typed.
    ['https://tenhou.net/2/?q=123m4x', 'unknown-character', 29, 'x'],
    ['https://tenhou.net/2/?q=123m%20456x', 'unknown-character', 34, 'x'],
    ['https://tenhou.net/2/?q=123m+45', 'missing-suit', 29, '45'],
    ['https://tenhou.net/2/?q=123m%ZZ', 'unknown-character', 28, '%'],
    ['https://tenhou.net/2/?q=1m%E2%82%AC', 'unknown-character', 26, '%E2%82%AC'],
    ['https://tenhou.net/2/?q=%F0%9F%80%A2', 'unknown-character', 24, '%F0%9F%80%A2'],
  ])('%s: %s at %i', (text, code, index, culprit) => {
    const e = errorOf(text);
    expect(e).toMatchObject({ code, index, culprit });
    expect(text.slice(index, index + culprit.length)).toBe(culprit);
    expect(e).toMatchObject({ place: index + 1 });
  });

  test('a link that names no hand, and one whose hand is empty', () => {
    expect(errorOf('https://tenhou.net/2/')).toMatchObject({ code: 'link-without-hand', index: null });
    expect(errorOf('https://tenhou.net/2/?x=1#q=1m')).toMatchObject({ code: 'link-without-hand', index: null });
    expect(errorOf('https://tenhou.net/2/?q=')).toMatchObject({ code: 'empty' });
  });
});

describe('toMpsz: the text as plain mpsz, in its own order', () => {
  test.each<[string, string]>([
    ['123m 456p 789s 1122z', '123m456p789s1122z'],
    ['１２３ｍ（５５５ｐ）', '123m(555p)'],
    ['123M,東東', '123m11z'],
    ['🀇🀈🀉🀀🀄️', '123m17z'],
    ['東1z白', '1z1z5z'],
    ['9p東1m', '9p1z1m'],
    ['https://tenhou.net/2/?p=123m%20456p+11z#x', '123m456p11z'],
    // What cannot be read stays as typed, so a text with a mistake never turns into a hand.
    ['123m45x', '123m45x'],
    ['12東', '12東'],
    ['1m🀢', '1m🀢'],
    ['https://tenhou.net/2/', 'https://tenhou.net/2/'],
  ])('%s -> %s', (text, mpsz) => {
    expect(toMpsz(text)).toBe(mpsz);
  });
});

describe('tile lists (the Seen and dora fields) read the same forms', () => {
  test('kanji, Unicode tiles, capitals and commas', () => {
    const r = parseTiles('東, 🀇 2M、白');
    expect(r.ok && r.value.tiles).toEqual([27, 0, 1, 31]);
  });

  test("an error's place counts characters, and the list is named", () => {
    const r = parseTiles('🀇🀇🀇x', { part: 'seen' });
    expect(r.ok ? null : r.error).toMatchObject({ index: 6, place: 4, part: 'seen' });
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

/** One tile: its kind and whether it is a red five. */
interface Tile {
  kind: number;
  red: boolean;
}

const SUIT_LETTERS = 'mpsz';
const KANJI = ['東', '南', '西', '北', '白', '發', '中'];
/** The Unicode tile of each kind, from the chart (not from the reader's table). */
function unicodeOf(kind: number): string {
  const suit = Math.floor(kind / 9);
  const rank = kind % 9;
  if (suit === 0) return String.fromCodePoint(0x1f007 + rank);
  if (suit === 1) return String.fromCodePoint(0x1f019 + rank);
  if (suit === 2) return String.fromCodePoint(0x1f010 + rank);
  return String.fromCodePoint([0x1f000, 0x1f001, 0x1f002, 0x1f003, 0x1f006, 0x1f005, 0x1f004][rank]);
}
const digitOf = (t: Tile) => (t.red ? '0' : String(t.kind < 27 ? (t.kind % 9) + 1 : t.kind - 26));
const letterOf = (t: Tile) => SUIT_LETTERS[Math.floor(t.kind / 9)];
const fullWidth = (c: string) => String.fromCharCode(c.charCodeAt(0) + 0xfee0);

/** How one tile is written: its digit and letter in either width and case, or whole (a kanji, a Unicode tile). */
interface Style {
  whole: 'kanji' | 'unicode' | null;
  wideDigit: boolean;
  upper: boolean;
  wideLetter: boolean;
  /** Shares its letter with the next tile when that one is written with digits in the same suit. */
  join: boolean;
  /** What follows the tile's group. */
  separator: string;
}

const SEPARATORS = ['', '', ' ', ',', '、', '，', '\u3000', ' , '];

const styleArb: fc.Arbitrary<Style> = fc.record({
  whole: fc.constantFrom<Style['whole']>(null, null, 'kanji', 'unicode'),
  wideDigit: fc.boolean(),
  upper: fc.boolean(),
  wideLetter: fc.boolean(),
  join: fc.boolean(),
  separator: fc.constantFrom(...SEPARATORS),
});

/** Writes tiles in a mix of the forms the reader takes, each tile in the style its place picks. */
function writeTiles(tiles: Tile[], styles: Style[]): string {
  let out = '';
  tiles.forEach((t, i) => {
    const style = styles[i % styles.length];
    const whole =
      style.whole === 'kanji' && t.kind >= 27 ? KANJI[t.kind - 27] : style.whole === 'unicode' && !t.red ? unicodeOf(t.kind) : null;
    if (whole) {
      out += whole + style.separator;
      return;
    }
    out += style.wideDigit ? fullWidth(digitOf(t)) : digitOf(t);
    const next = tiles[i + 1];
    const nextStyle = styles[(i + 1) % styles.length];
    const nextWhole = next && ((nextStyle.whole === 'kanji' && next.kind >= 27) || (nextStyle.whole === 'unicode' && !next.red));
    if (next && style.join && !nextWhole && letterOf(next) === letterOf(t)) return;
    let letter = letterOf(t);
    if (style.upper) letter = letter.toUpperCase();
    out += (style.wideLetter ? fullWidth(letter) : letter) + style.separator;
  });
  return out;
}

/** The same tiles in plain long-form mpsz. */
const plainTiles = (tiles: Tile[]) => tiles.map((t) => digitOf(t) + letterOf(t)).join('');

const tileArb: fc.Arbitrary<Tile> = fc
  .record({ kind: fc.nat(33), red: fc.boolean() })
  .map(({ kind, red }) => ({ kind, red: red && kind < 27 && kind % 9 === 4 }));

const CHI_STARTS = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 23, 24];
const meldArb = fc.oneof(
  fc.nat(33).map((k) => ({ open: '(', close: ')', tiles: [k, k, k] })),
  fc.constantFrom(...CHI_STARTS).map((k) => ({ open: '(', close: ')', tiles: [k + 2, k, k + 1] })),
  fc.nat(33).map((k) => ({ open: '[', close: ']', tiles: [k, k, k, k] })),
);

const handArb = fc.record({
  tiles: fc.array(tileArb, { maxLength: 14 }),
  melds: fc.array(meldArb, { maxLength: 2 }),
  styles: fc.array(styleArb, { minLength: 1, maxLength: 6 }),
  wideBrackets: fc.boolean(),
});

type Spec = typeof handArb extends fc.Arbitrary<infer T> ? T : never;

/** A hand spec written both ways: plain mpsz, and in a mix of the pasted forms. */
function written(spec: Spec): { plain: string; text: string } {
  const meldTiles = (tiles: number[]) => tiles.map((kind) => ({ kind, red: false }));
  const bracket = (c: string) => (spec.wideBrackets ? fullWidth(c) : c);
  const plain = plainTiles(spec.tiles) + spec.melds.map((m) => m.open + plainTiles(meldTiles(m.tiles)) + m.close).join('');
  const text =
    writeTiles(spec.tiles, spec.styles) +
    spec.melds.map((m) => bracket(m.open) + writeTiles(meldTiles(m.tiles), spec.styles) + bracket(m.close)).join('');
  return { plain, text };
}

const sameHand = (a: Hand, b: Hand) => {
  expect(Array.from(a.tiles)).toEqual(Array.from(b.tiles));
  expect(Array.from(a.red)).toEqual(Array.from(b.red));
  expect(a.melds).toEqual(b.melds);
  expect(a.order).toEqual(b.order);
  expect(a.orderRed).toEqual(b.orderRed);
  expect(formatHand(a)).toBe(formatHand(b));
};

const linkArb = fc.record({
  scheme: fc.constantFrom('https://', 'http://', '', 'HTTPS://'),
  www: fc.constantFrom('', 'www.'),
  slash: fc.constantFrom('/2/', '/2'),
  parameter: fc.constantFrom('q', 'p', 'qd', 'pd'),
  before: fc.constantFrom('', 'x=1&', 'q2=9&'),
  after: fc.constantFrom('', '&y=2', '#top', '&z=3#q=1z'),
  encode: fc.constantFrom('component', 'plus', 'raw'),
});

type Link = typeof linkArb extends fc.Arbitrary<infer T> ? T : never;

function linkOf(link: Link, hand: string): string {
  const value =
    link.encode === 'component' ? encodeURIComponent(hand) : link.encode === 'plus' ? encodeURIComponent(hand).replace(/%20/g, '+') : hand;
  return `${link.scheme}${link.www}tenhou.net${link.slash}?${link.before}${link.parameter}=${value}${link.after}`;
}

describe('properties (fast-check)', () => {
  test('a hand written in any mix of the forms reads as its plain mpsz: same tiles, order, melds, canonical form', () => {
    fc.assert(
      fc.property(handArb, (spec) => {
        const { plain, text } = written(spec);
        const expected = parseHand(plain, { partial: true });
        fc.pre(expected.ok);
        const got = parseHand(text, { partial: true });
        if (!got.ok) throw new Error(`${JSON.stringify(text)}: ${JSON.stringify(got.error)}`);
        if (expected.ok) sameHand(got.value, expected.value);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  test('a Tenhou link of any such writing reads as the same hand and names its parameter', () => {
    fc.assert(
      fc.property(handArb, linkArb, (spec, link) => {
        const { plain, text } = written(spec);
        const expected = parseHand(plain, { partial: true });
        fc.pre(expected.ok);
        const url = linkOf(link, text);
        const got = parseHand(url, { partial: true });
        if (!got.ok) throw new Error(`${JSON.stringify(url)}: ${JSON.stringify(got.error)}`);
        if (expected.ok) sameHand(got.value, expected.value);
        expect(got.value.reading?.link).toBe(link.parameter);
        expect(tenhouLinkOf(url)?.parameter).toBe(link.parameter);
      }),
      { seed: SEED, numRuns: 800 },
    );
  });

  test('toMpsz writes any such text (link or not) as plain mpsz that reads as the same hand', () => {
    fc.assert(
      fc.property(handArb, fc.option(linkArb, { nil: null }), (spec, link) => {
        const { plain, text } = written(spec);
        const expected = parseHand(plain, { partial: true });
        fc.pre(expected.ok);
        const typed = link ? linkOf(link, text) : text;
        const mpsz = toMpsz(typed);
        expect(mpsz).toMatch(/^[0-9mpsz()[\]]*$/);
        const got = parseHand(mpsz, { partial: true });
        expect(got.ok).toBe(true);
        if (got.ok && expected.ok) sameHand(got.value, expected.value);
        expect('reading' in (got.ok ? got.value : {})).toBe(false);
      }),
      { seed: SEED, numRuns: 800 },
    );
  });

  // Characters of every kind the reader meets, and some it must refuse.
  const ALPHABET = [
    '1',
    '5',
    '0',
    '8',
    'm',
    'p',
    's',
    'z',
    'M',
    'Ｐ',
    '１',
    'ｚ',
    '(',
    ')',
    '[',
    ']',
    '（',
    '］',
    ' ',
    ',',
    '、',
    '，',
    '\u3000',
    '東',
    '発',
    '中',
    '🀇',
    '🀙',
    '🀄',
    '\uFE0F',
    '🀢',
    '🀫',
    'x',
    '😀',
    '%',
    '+',
    '%20',
    '%E6%9D%B1',
    '%F0%9F%80%87',
    '&',
    '#',
    '\u0000',
  ];
  const typedArb = fc.record({
    parts: fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }),
    link: fc.option(linkArb, { nil: null }),
    list: fc.boolean(),
  });

  test("an error's index is a character of the typed text, and its place is that character's place", () => {
    fc.assert(
      fc.property(typedArb, ({ parts, link, list }) => {
        const body = parts.join('');
        const text = link ? `${link.scheme}${link.www}tenhou.net${link.slash}?${link.before}${link.parameter}=${body}` : body;
        const r = list ? parseTiles(text) : parseHand(text);
        if (r.ok) return;
        const { error } = r;
        const places: [number | null, number | null][] = [[error.index, error.index === null ? null : error.place]];
        if ('related' in error) places.push([error.related, error.relatedPlace]);
        for (const [at, place] of places) {
          if (at === null) continue;
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThan(text.length);
          // Never inside a surrogate pair: the index starts a character.
          const unit = text.charCodeAt(at);
          expect(unit >= 0xdc00 && unit <= 0xdfff).toBe(false);
          expect(place).toBe(placeOf(text, at));
        }
        // A culprit named as a character is the text's own at the index.
        if (error.index !== null && error.culprit && !/^U\+/.test(error.culprit) && !error.culprit.endsWith('…')) {
          if (error.code === 'unknown-character' || error.code === 'missing-suit' || error.code === 'unclosed-meld') {
            expect(text.startsWith(error.culprit, error.index)).toBe(true);
          }
        }
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });
});
