/**
 * The notation's tokens: what each character of a hand's text stands for, in every form a player
 * may paste (docs/rules.md#notation). mpsz itself, in half or full width and either case; commas
 * (`,` `、` `，`) as separators; the kanji honours 東南西北白發(発)中; the Unicode mahjong tiles
 * (U+1F000-1F021); and a Tenhou link (`https://tenhou.net/2/?q=…`, or `?p=`, `?qd=`, `?pd=`), whose
 * hand is read where it stands in the link, %XX escapes and `+` decoded.
 *
 * Why a tokenizer of its own and not a rewrite of the text into mpsz before reading: every error
 * must name its culprit where the player typed it. A token carries its span in the text as typed
 * (a Unicode tile is two UTF-16 units, an escape `%20` three, `🀄` may bring its variation selector
 * U+FE0F along), so the scanner (notation-scan.ts) works on tokens and still reports typed places. The
 * reader is one mutable object per scan, stepped in place, so a character costs no allocation (a
 * link's multi-byte escape is decoded by decodeURIComponent); it is private to the scan that made it.
 *
 * A Unicode tile or a kanji is a whole tile, its suit included (`123m東東` needs no digit for 東).
 * The flowers, seasons, joker and back (U+1F022-1F02B) are tiles of other games: their own token,
 * so the message can say what they are.
 */
import type { Form, NotationForm, TenhouParameter } from '../types.ts';

/** Token types. */
export const DIGIT = 0; // value: 0-9
export const SUIT = 1; // value: 0 m, 1 p, 2 s, 3 z
export const TILE = 2; // value: the kind (a kanji or a Unicode tile)
export const SPACE = 3; // whitespace or a comma: separates groups
export const OPEN = 4; // value: 40 ( or 91 [
export const CLOSE = 5; // value: 41 ) or 93 ]
export const OTHER = 6; // not part of the notation
export const FOREIGN = 7; // a Unicode tile of another game: flower, season, joker, back

/** Forms beyond plain mpsz, as bits of Reader.form. */
export const FULL_WIDTH = 1;
export const UPPER_CASE = 2;
export const KANJI = 4;
export const UNICODE = 8;
export const COMMA = 16;
export const LINK = 32;

/** Each form's bit and name, in the order a note lists them. */
export const FORM_NAMES: readonly (readonly [number, NotationForm])[] = [
  [LINK, 'link'],
  [FULL_WIDTH, 'full-width'],
  [UPPER_CASE, 'upper-case'],
  [KANJI, 'kanji'],
  [UNICODE, 'unicode'],
  [COMMA, 'comma'],
];

/** Where a scan stands, and the token it read last. */
export interface Reader {
  readonly text: string;
  /** Where reading stops: the text's end, or the end of a link's hand. */
  readonly end: number;
  /** Inside a Tenhou link's hand: %XX escapes and + are decoded. */
  readonly encoded: boolean;
  /** The link's hand parameter, when the text is a Tenhou link. */
  readonly link: TenhouParameter | null;
  /** Typed index of the next token. */
  at: number;
  // The token read last: its type, value, typed span [start, at) and the forms it used (bits).
  type: number;
  value: number;
  start: number;
  form: number;
  /** The token's code point, decoded (a full-width or escaped character's own). */
  code: number;
  // Scratch of decodeAt: a code point and the typed index after it.
  cp: number;
  cpEnd: number;
}

/**
 * The half-width code a full-width notation character stands for (`１` 1, `ｍ` m, `Ｍ` M, `（` (),
 * else the code itself: the digits U+FF10-FF19, the suit letters in either case and the brackets.
 */
export function halfWidthCode(code: number): number {
  if (code < 0xff08 || code > 0xff5a) return code;
  const half = code - 0xfee0;
  if (half >= 48 && half <= 57) return half;
  switch (half) {
    case 40: // （
    case 41: // ）
    case 91: // ［
    case 93: // ］
    case 77: // Ｍ
    case 80: // Ｐ
    case 83: // Ｓ
    case 90: // Ｚ
    case 109: // ｍ
    case 112: // ｐ
    case 115: // ｓ
    case 122: // ｚ
      return half;
    default:
      return code;
  }
}

/** The characters JavaScript's `\s` matches, tested without a regex so each costs a few comparisons. */
export function isSpace(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Kanji honours: East, South, West, North, White, Green (發 and its shinjitai 発), Red. */
const KANJI_KINDS = new Map<number, number>([
  [0x6771, 27], // 東
  [0x5357, 28], // 南
  [0x897f, 29], // 西
  [0x5317, 30], // 北
  [0x767d, 31], // 白
  [0x767c, 32], // 發
  [0x767a, 32], // 発
  [0x4e2d, 33], // 中
]);

/** First and last code points of the Unicode tiles of riichi (U+1F000-1F021), and of the block's other tiles. */
const UNICODE_FIRST = 0x1f000;
const UNICODE_LAST = 0x1f021;
const FOREIGN_LAST = 0x1f02b;

/**
 * The kind of a Unicode mahjong tile, in the block's order: the winds East-North, then red, green and
 * white dragons (the reverse of 5z-7z), then characters 1-9 (m), bamboos 1-9 (s), circles 1-9 (p).
 */
export function unicodeKind(cp: number): number {
  const o = cp - UNICODE_FIRST;
  if (o <= 3) return 27 + o; // 1z-4z
  if (o <= 6) return 37 - o; // 🀄 7z, 🀅 6z, 🀆 5z
  if (o <= 15) return o - 7; // 1m-9m
  if (o <= 24) return 18 + o - 16; // 1s-9s
  return 9 + o - 25; // 1p-9p
}

/** What a tile of another game is (U+1F022-1F02B), for messages. */
export type ForeignTile = 'flower' | 'season' | 'joker' | 'back';

/** The kind of foreign tile a code point is. */
export function foreignTileOf(cp: number): ForeignTile {
  if (cp <= 0x1f025) return 'flower';
  if (cp <= 0x1f029) return 'season';
  return cp === 0x1f02a ? 'joker' : 'back';
}

const LINK_KEYS: Record<string, TenhouParameter> = { q: 'q', p: 'p', qd: 'qd', pd: 'pd' };

/** A Tenhou 牌理 address at the start of a text: scheme and www optional, tenhou.net/2/, then its query if any. */
const LINK_START = /^\s*(?:https?:\/\/)?(?:www\.)?tenhou\.net\/2\/?(?=[?#\s]|$)/i;

/**
 * Where a Tenhou link's hand is: the first of its q, p, qd, pd parameters (as Tenhou and the page's
 * own address read them), up to the next `&` or `#` or the text's end. `start` = -1 when the text is
 * a Tenhou link with none of them; null when it is no Tenhou link.
 */
function linkOf(text: string): { start: number; end: number; key: TenhouParameter | null } | null {
  const head = LINK_START.exec(text);
  if (!head) return null;
  const query = head[0].length;
  const fragment = text.indexOf('#', query);
  const stop = text.charCodeAt(query) !== 63 ? query : fragment < 0 ? text.length : fragment; // 63 ?
  let at = query + 1;
  while (at < stop) {
    const amp = text.indexOf('&', at);
    const end = amp < 0 || amp > stop ? stop : amp;
    const eq = text.indexOf('=', at);
    const key = eq >= 0 && eq < end ? LINK_KEYS[text.slice(at, eq)] : undefined;
    if (key) return { start: eq + 1, end, key };
    at = end + 1;
  }
  return { start: -1, end: -1, key: null };
}

/** The parameter and form of a Tenhou link's hand (`?p=` and `?pd=` name the regular form), or null when the text is no such link. */
export function tenhouLinkOf(text: string): { parameter: TenhouParameter; form: Form } | null {
  const link = linkOf(text);
  if (!link?.key) return null;
  return { parameter: link.key, form: link.key[0] === 'p' ? 'regular' : 'standard' };
}

/**
 * A reader of `text`: of a Tenhou link's hand when the text is one, else of the whole text. 'no-hand'
 * for a Tenhou link that names no hand; `plain` reads a link as any text (no-hand never comes then).
 */
export function readerOf(text: string, plain = false): Reader | 'no-hand' {
  const link = plain ? null : linkOf(text);
  if (link && !link.key) return 'no-hand';
  return {
    text,
    end: link ? link.end : text.length,
    encoded: link !== null,
    link: link ? link.key : null,
    at: link ? link.start : 0,
    type: OTHER,
    value: 0,
    start: 0,
    form: 0,
    code: 0,
    cp: 0,
    cpEnd: 0,
  };
}

/** The byte of a `%XX` escape at `at` (within the part read), or -1. */
function escapedByte(r: Reader, at: number): number {
  if (at + 2 >= r.end || r.text.charCodeAt(at) !== 37) return -1;
  const hex = r.text.slice(at + 1, at + 3);
  return /^[0-9a-f]{2}$/i.test(hex) ? parseInt(hex, 16) : -1;
}

/** Decodes the UTF-8 escapes of one code point at `at`; a `%` that starts none stands for itself. */
function decodeEscape(r: Reader, at: number): void {
  const lead = escapedByte(r, at);
  const units = lead < 0 ? 0 : lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
  let ok = units > 0;
  for (let k = 1; ok && k < units; k++) ok = escapedByte(r, at + 3 * k) >= 0;
  if (ok) {
    try {
      const decoded = decodeURIComponent(r.text.slice(at, at + 3 * units));
      const cp = decoded.codePointAt(0)!;
      if (decoded.length === (cp > 0xffff ? 2 : 1)) {
        r.cp = cp;
        r.cpEnd = at + 3 * units;
        return;
      }
    } catch {
      // Not UTF-8: the % is read as itself below.
    }
  }
  r.cp = 37;
  r.cpEnd = at + 1;
}

/** Sets r.cp and r.cpEnd to the code point at `at`, decoded in a link's hand. */
function decodeAt(r: Reader, at: number): void {
  if (r.encoded) {
    const c = r.text.charCodeAt(at);
    if (c === 43) {
      // A query's + is a space.
      r.cp = 32;
      r.cpEnd = at + 1;
      return;
    }
    if (c === 37) {
      decodeEscape(r, at);
      return;
    }
  }
  const cp = r.text.codePointAt(at)!;
  r.cp = cp;
  r.cpEnd = at + (cp > 0xffff ? 2 : 1);
}

/** Reads the token at r.at (which must be before r.end) into r, and moves past it. */
export function nextToken(r: Reader): void {
  r.start = r.at;
  decodeAt(r, r.at);
  const cp = r.cp;
  r.code = cp;
  r.at = r.cpEnd;
  const half = halfWidthCode(cp);
  r.form = half !== cp ? FULL_WIDTH : 0;
  if (half >= 48 && half <= 57) {
    r.type = DIGIT;
    r.value = half - 48;
    return;
  }
  switch (half) {
    case 77: // M
    case 109: // m
      return suit(r, 0, half);
    case 80: // P
    case 112: // p
      return suit(r, 1, half);
    case 83: // S
    case 115: // s
      return suit(r, 2, half);
    case 90: // Z
    case 122: // z
      return suit(r, 3, half);
    case 40: // (
    case 91: // [
      r.type = OPEN;
      r.value = half;
      return;
    case 41: // )
    case 93: // ]
      r.type = CLOSE;
      r.value = half;
      return;
    case 44: // ,
    case 0x3001: // 、
    case 0xff0c: // ，
      r.type = SPACE;
      r.form = COMMA;
      return;
  }
  if (isSpace(cp)) {
    r.type = SPACE;
    return;
  }
  const kanji = KANJI_KINDS.get(cp);
  if (kanji !== undefined) {
    r.type = TILE;
    r.value = kanji;
    r.form = KANJI;
    return;
  }
  if (cp >= UNICODE_FIRST && cp <= FOREIGN_LAST) {
    r.type = cp <= UNICODE_LAST ? TILE : FOREIGN;
    r.value = cp <= UNICODE_LAST ? unicodeKind(cp) : 0;
    r.form = UNICODE;
    // 🀄 is an emoji: a variation selector may follow it (U+FE0F, or U+FE0E for text). It is part of the tile.
    if (r.at < r.end) {
      decodeAt(r, r.at);
      if (r.cp === 0xfe0f || r.cp === 0xfe0e) r.at = r.cpEnd;
    }
    return;
  }
  r.type = OTHER;
}

function suit(r: Reader, index: number, code: number): void {
  r.type = SUIT;
  r.value = index;
  if (code < 97) r.form |= UPPER_CASE;
}
