/**
 * The mpsz hand notation (docs/rules.md#notation): parseHand and parseTiles read it, formatHand writes its canonical form.
 *
 * Algorithm: one left-to-right pass over the input's UTF-16 code units, driven by a small state machine
 * (a run of digits waiting for its suit letter; inside or outside a bracket). Digits are never copied: the
 * scan remembers where the waiting run starts and reads the digits back when the suit letter arrives. Every
 * limit is checked at the first character that can break it: the tile budget on each digit (so a megabyte
 * of digits stops at the fifteenth), copies and red fives on each tile, a meld's shape at its closing
 * bracket, the count rules at the end. Why this and not a tokenizing regex: the input comes from a URL or a
 * text box and may be anything, so the parser must cost at most one pass with memory bounded by the few
 * tiles a hand holds, must stop at the first error, and must know the exact position of every culprit; a
 * hand-written scanner gives all three and has no backtracking to go wrong.
 *
 * Choices the notation leaves open, made here once:
 * - Whitespace (any Unicode space, including the ideographic space U+3000) separates groups, so digits
 *   followed by a space or a bracket lack their suit letter (`12 3m` is an error, not `123m`).
 * - Full-width forms of the notation's characters (the digits, m p s z and the brackets; what a
 *   Japanese input method types: `１２３ｍ（５５５ｐ）`) are read as their half-width forms, here in
 *   the reader so every face (the page, the CLI) accepts them alike; the hand says so (`fullWidth`),
 *   and the canonical form stays half-width. Each is one UTF-16 unit like its half-width form, so
 *   every index and message place is the text's own. Capital letters stay errors in either width.
 * - A suit letter with no digit before it is reported as 'unknown-character': in that place it is not part
 *   of the notation.
 * - Inside a bracket the same tile grammar applies (`(5p5p5p)`, `(505p)`, `(798s)`), one meld per bracket.
 * - Errors about a whole meld (its shape, a fifth tile in it, the tile limit it crosses) point at its
 *   opening bracket; errors about one tile point at that tile's digit.
 * - Canonical form: concealed tiles by suit m, p, s, z, digits ascending with 0 just before the 5s, then the
 *   melds in the order given, each written the same way (`(055p)`, `(406m)`, `[0555s]`), with no spaces, so
 *   the string also serves as a URL value and a cache key.
 */
import { KINDS, SUITS, kindOf, rankOf, suitOf } from './tiles.ts';
import type { Counts, Hand, Meld, MeldKind, ParseError, ParseErrorCode, ParseErrorReason, Result } from '../types.ts';

/** Most tiles a hand may hold, a meld (even a kan) counting 3. */
export const MAX_HAND_TILES = 14;
/** A list of tiles can hold at most the whole set. */
const MAX_LIST_TILES = KINDS * 4;
/** Quoted input in messages is cut to this many characters so a huge input cannot make a huge message. */
const QUOTE_LIMIT = 24;

const CODE_0 = 48;
const CODE_9 = 57;

/**
 * Tiles of another part of a position (seen tiles, dora indicators, the hand) that share the four copies
 * and the one red five per suit with the text being read. `label` says how many of them there are in a
 * message: 2 -> "2 seen".
 */
export interface TileContext {
  counts: ArrayLike<number>;
  /** Red fives per suit [m, p, s]. */
  red: ArrayLike<number>;
  label: (n: number) => string;
  /** Where a red five of this part is, for "the other is ...": "seen", "a dora indicator". */
  holder: string;
}

interface ScanRules {
  /** Brackets (melds) are part of the grammar. */
  melds: boolean;
  /** Tile budget: concealed tiles + 3 per meld. */
  maxTiles: number;
  /** How this text's own copies are counted in a message: 4 -> "4 in the hand". */
  label: (n: number) => string;
  /** Appended to every "character N" (1-based) so a message about a second text says which one: " of the seen tiles". */
  where: string;
  /** Tiles elsewhere that count toward the four copies and the red fives. */
  others: readonly TileContext[];
  /** 3 = no 2m-8m exist (a three-player set). */
  players: 3 | 4;
}

interface Scanned {
  tiles: Uint8Array;
  red: Uint8Array;
  melds: Meld[];
  order: number[];
  orderRed: boolean[];
  /** Concealed tiles + 3 per meld. */
  size: number;
  /** Full-width characters read as half-width: how many, and where the first is (-1: none). */
  folded: number;
  firstFolded: number;
}

/** The failure; `parts` repeats what the message says as data (ParseError's optional fields). */
function fail(
  code: ParseErrorCode,
  message: string,
  index: number | null,
  parts: Omit<ParseError, 'code' | 'message' | 'index'> = {},
): { ok: false; error: ParseError } {
  return { ok: false, error: { code, message, index, ...parts } };
}

function cut(text: string): string {
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}

function quote(text: string): string {
  return `"${cut(text)}"`;
}

/**
 * The half-width code a full-width notation character stands for (`１` 1, `ｍ` m, `（` (), else the
 * code itself: the digits U+FF10-FF19, the suit letters ｍ ｐ ｓ ｚ and the brackets （ ） ［ ］.
 */
function halfWidthCode(code: number): number {
  if (code < 0xff08) return code;
  if (code >= 0xff10 && code <= 0xff19) return code - 0xfee0;
  switch (code) {
    case 0xff08: // （
    case 0xff09: // ）
    case 0xff3b: // ［
    case 0xff3d: // ］
    case 0xff4d: // ｍ
    case 0xff50: // ｐ
    case 0xff53: // ｓ
    case 0xff5a: // ｚ
      return code - 0xfee0;
    default:
      return code;
  }
}

/** The text with the notation's full-width characters in their half-width forms, each in its place: what the reader reads. */
export function toHalfWidth(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(halfWidthCode(text.charCodeAt(i)));
  return out;
}

/** Suit index of a suit letter (0 m, 1 p, 2 s, 3 z), or -1. */
function suitIndex(code: number): number {
  switch (code) {
    case 109: return 0; // m
    case 112: return 1; // p
    case 115: return 2; // s
    case 122: return 3; // z
    default: return -1;
  }
}

/** The characters JavaScript's `\s` matches, tested without a regex so each costs a few comparisons. */
function isSpace(code: number): boolean {
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

/** An unexpected character as a message shows it: itself when printable, else its code point. */
function shownCharacter(text: string, at: number): string {
  const cp = text.codePointAt(at)!;
  const printable = cp > 0x20 && !(cp >= 0x7f && cp <= 0x9f) && !(cp >= 0xd800 && cp <= 0xdfff);
  return printable ? String.fromCodePoint(cp) : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** How an unexpected character is named in a message: quoted when printable, else its code point. */
function describeCharacter(text: string, at: number, where: string): string {
  const cp = text.codePointAt(at)!;
  const bare = shownCharacter(text, at);
  // One code point is at most two UTF-16 units; anything longer is a U+XXXX name.
  const shown = bare.length > 2 ? bare : `"${bare}"`;
  // A slip worth a hint: capital suit letters, in either width (the full-width lowercase ones are read).
  let hint = '';
  const letter = cp >= 0xff21 && cp <= 0xff3a ? cp - 0xfee0 : cp;
  if (letter === 77 || letter === 80 || letter === 83 || letter === 90) hint = ' (suit letters are lowercase: m, p, s, z)';
  return `${shown} at character ${at + 1}${where}${hint}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function copiesWord(n: number): string {
  return n === 5 ? 'Five' : String(n);
}

/** Why three or four tiles are not a meld, or the kind of meld they are. */
function meldKindOf(kinds: number[], closed: boolean): { kind: MeldKind } | { reason: string; code: ParseErrorReason } {
  const n = kinds.length;
  if (n === 0) return { reason: 'it has no tiles', code: 'no-tiles' };
  if (n < 3) return { reason: `it has ${n} tile${n === 1 ? '' : 's'}; a meld has three or four`, code: 'too-few' };
  const suit = suitOf(kinds[0]);
  for (const k of kinds) if (suitOf(k) !== suit) return { reason: 'its tiles are not all of one suit', code: 'mixed-suits' };
  const allEqual = kinds.every((k) => k === kinds[0]);
  if (closed) {
    if (n === 4 && allEqual) return { kind: 'ankan' };
    return { reason: 'a meld in [ ] is a closed kan, four equal tiles', code: 'closed-not-kan' };
  }
  if (n === 4) {
    if (allEqual) return { kind: 'kan' };
    return { reason: 'four tiles make a meld only when all four are equal (a kan)', code: 'four-unequal' };
  }
  if (allEqual) return { kind: 'pon' };
  if (suit === 3) return { reason: 'honors do not form runs', code: 'honor-run' };
  const [a, b, c] = [...kinds].sort((x, y) => x - y);
  if (b === a + 1 && c === a + 2) return { kind: 'chi' };
  return { reason: 'three tiles make a meld only when equal (pon) or consecutive in one suit (chi)', code: 'not-a-set' };
}

/** The shared scanner: parseHand and parseTiles differ only in the rules passed. */
function scan(text: string, rules: ScanRules): Result<Scanned, ParseError> {
  const tiles = new Uint8Array(KINDS); // concealed
  const all = new Uint8Array(KINDS); // concealed + melds: the four-copies rule covers both
  const red = new Uint8Array(3); // concealed red fives
  const redAll = new Uint8Array(3); // red fives in concealed tiles and melds
  const melds: Meld[] = [];
  const order: number[] = [];
  const orderRed: boolean[] = [];
  let size = 0;
  let runStart = -1; // first digit of the run waiting for its suit letter
  let runLength = 0;
  let open = -1; // position of the open bracket, -1 outside a meld
  let meldTiles: number[] = []; // at most 4: a fifth is an error as soon as its digit is read
  let meldRed = 0;
  let folded = 0;
  let firstFolded = -1;

  const place = (at: number) => `character ${at + 1}${rules.where}`;

  const addTile = (at: number, suit: number, digit: number): { ok: false; error: ParseError } | null => {
    if (suit === 3 && (digit === 0 || digit > 7)) {
      return fail('invalid-honor', `"${digit}z" at ${place(at)}: honors are 1z-7z.`, at, { culprit: `${digit}z` });
    }
    if (rules.players === 3 && suit === 0 && (digit === 0 || (digit >= 2 && digit <= 8))) {
      return fail(
        'three-player-tile',
        `"${digit}m" at ${place(at)}: a three-player set has no 2m-8m${digit === 0 ? ' (so no red 5m)' : ''}.`,
        at,
        { culprit: `${digit}m` },
      );
    }
    const isRed = digit === 0;
    const kind = kindOf(suit, isRed ? 5 : digit);
    all[kind]++;
    let elsewhere = 0;
    for (const other of rules.others) elsewhere += other.counts[kind];
    if (all[kind] + elsewhere > 4) {
      // The hand is named first, then the table's parts in the order a position lists them.
      const parts: string[] = [];
      for (const other of rules.others) if (other.counts[kind] > 0) parts.push(other.label(other.counts[kind]));
      if (rules.melds) parts.unshift(rules.label(all[kind]));
      else parts.push(rules.label(all[kind]));
      const detail = elsewhere > 0 ? ` (${parts.join(', ')})` : '';
      return fail(
        'too-many-copies',
        `${copiesWord(all[kind] + elsewhere)} copies of ${rankOf(kind)}${SUITS[suit]}${detail}: the last is ` +
          `"${digit}${SUITS[suit]}" at ${place(at)}; a kind has only four.`,
        at,
        { culprit: `${digit}${SUITS[suit]}`, tile: `${rankOf(kind)}${SUITS[suit]}`, copies: all[kind] + elsewhere, seen: elsewhere },
      );
    }
    if (isRed) {
      const other = rules.others.find((o) => o.red[suit] > 0);
      if (++redAll[suit] > 1 || other) {
        const first = other ? ` (the other is ${other.holder})` : '';
        return fail(
          'too-many-red',
          `A second red five "0${SUITS[suit]}" at ${place(at)}${first}; a set has one red five per suit.`,
          at,
          { culprit: `0${SUITS[suit]}` },
        );
      }
    }
    if (open >= 0) {
      meldTiles.push(kind);
      if (isRed) meldRed++;
    } else {
      tiles[kind]++;
      if (isRed) red[suit]++;
      order.push(kind);
      orderRed.push(isRed);
      size++;
    }
    return null;
  };

  const missingSuit = () => {
    const digits = text.slice(runStart, runStart + runLength);
    const subject = runLength === 1 ? `Digit ${quote(digits)} at ${place(runStart)} has` : `Digits ${quote(digits)} at ${place(runStart)} have`;
    return fail('missing-suit', `${subject} no suit letter (m, p, s or z) after ${runLength === 1 ? 'it' : 'them'}.`, runStart, {
      culprit: cut(digits),
    });
  };

  for (let i = 0; i < text.length; i++) {
    const typed = text.charCodeAt(i);
    const c = halfWidthCode(typed);
    if (c !== typed && folded++ === 0) firstFolded = i;
    if (c >= CODE_0 && c <= CODE_9) {
      if (runStart < 0) runStart = i;
      runLength++;
      if (open >= 0) {
        if (meldTiles.length + runLength > 4) {
          return fail(
            'invalid-meld',
            `The meld opened at character ${open + 1} has a fifth tile at character ${i + 1}; a meld has three or four tiles.`,
            open,
            { culprit: text[open], related: i, reason: 'fifth-tile' },
          );
        }
      } else if (size + runLength > rules.maxTiles) {
        // The rule on melds is news only to a hand that has one.
        const withMelds = melds.length > 0;
        return fail(
          'too-many-tiles',
          `More than ${rules.maxTiles} tiles: the ${ordinal(rules.maxTiles + 1)} is at ${place(i)}` +
            `${withMelds ? ' (a meld, even a kan, counts 3)' : ''}.`,
          i,
          { culprit: text[i], tiles: rules.maxTiles, melds: withMelds },
        );
      }
      continue;
    }
    const suit = suitIndex(c);
    if (suit >= 0) {
      if (runStart < 0) {
        return fail('unknown-character', `Suit letter "${text[i]}" at ${place(i)} has no digit before it.`, i, {
          culprit: text[i],
          reason: 'no-digit',
        });
      }
      for (let j = runStart; j < i; j++) {
        const failure = addTile(j, suit, halfWidthCode(text.charCodeAt(j)) - CODE_0);
        if (failure) return failure;
      }
      runStart = -1;
      runLength = 0;
      continue;
    }
    const space = isSpace(c);
    const opening = c === 40 || c === 91; // ( [
    const closing = c === 41 || c === 93; // ) ]
    if (!space && !opening && !closing) {
      return fail('unknown-character', `Unknown character ${describeCharacter(text, i, rules.where)}.`, i, {
        culprit: shownCharacter(text, i),
      });
    }
    if (runStart >= 0) return missingSuit();
    if (space) continue;
    if (!rules.melds) {
      return fail('unknown-character', `Bracket "${text[i]}" at ${place(i)}: a list of tiles has no melds.`, i, {
        culprit: text[i],
        reason: 'bracket-in-list',
      });
    }
    if (opening) {
      if (open >= 0) {
        return fail(
          'unclosed-meld',
          `"${text[open]}" at character ${open + 1} is not closed before "${text[i]}" at character ${i + 1}.`,
          i,
          { culprit: text[i], related: open, reason: 'nested' },
        );
      }
      open = i;
      meldTiles = [];
      meldRed = 0;
      continue;
    }
    // A closing bracket.
    if (open < 0) {
      return fail('unclosed-meld', `"${text[i]}" at character ${i + 1} closes no bracket.`, i, { culprit: text[i], reason: 'unopened' });
    }
    const closed = halfWidthCode(text.charCodeAt(open)) === 91;
    if (closed !== (c === 93)) {
      return fail('unclosed-meld', `"${text[open]}" at character ${open + 1} is closed by "${text[i]}" at character ${i + 1}.`, i, {
        culprit: text[i],
        related: open,
        reason: 'mismatched',
      });
    }
    const shape = meldKindOf(meldTiles, closed);
    if ('reason' in shape) {
      const meldText = text.slice(open, i + 1);
      return fail('invalid-meld', `${quote(meldText)} at character ${open + 1} is not a meld: ${shape.reason}.`, open, {
        culprit: cut(meldText),
        reason: shape.code,
        ...(shape.code === 'too-few' ? { tiles: meldTiles.length } : {}),
      });
    }
    melds.push({ kind: shape.kind, tiles: meldTiles.sort((a, b) => a - b), red: meldRed });
    size += 3;
    if (size > rules.maxTiles) {
      return fail(
        'too-many-tiles',
        `More than ${rules.maxTiles} tiles with the meld at character ${open + 1} (a meld, even a kan, counts 3).`,
        open,
        { culprit: cut(text.slice(open, i + 1)), tiles: rules.maxTiles, melds: true },
      );
    }
    open = -1;
  }
  if (runStart >= 0) return missingSuit();
  if (open >= 0) {
    return fail('unclosed-meld', `"${text[open]}" at character ${open + 1} is not closed.`, open, { culprit: text[open], reason: 'unclosed' });
  }
  return { ok: true, value: { tiles, red, melds, order, orderRed, size, folded, firstFolded } };
}

/** The hand's note of full-width characters read as half-width, as a field to spread (none when there were none). */
function fullWidthOf(scanned: Scanned): Pick<Hand, 'fullWidth'> {
  return scanned.folded ? { fullWidth: { count: scanned.folded, index: scanned.firstFolded } } : {};
}

const inTheHand = (n: number) => `${n} in the hand`;
const seenLabel = (n: number) => `${n} seen`;

export interface HandOptions {
  /** Tiles visible elsewhere: they count toward a fifth copy. */
  seen?: Counts;
  /** Tiles elsewhere in a position (seen, indicators), with their red fives and how to name them. */
  others?: readonly TileContext[];
  /** 3 for a three-player set: 2m-8m are an error. */
  players?: 3 | 4;
  /** A hand being built (the page's palette): any tile count, 0 and multiples of three included. */
  partial?: boolean;
}

/** Parses an mpsz hand (`123m456p789s1234z`, long form, spaces, red fives, melds) into counts and melds. */
export function parseHand(text: string, options: HandOptions = {}): Result<Hand, ParseError> {
  const others: TileContext[] = [...(options.others ?? [])];
  if (options.seen) others.unshift({ counts: options.seen, red: NO_RED, label: seenLabel, holder: 'seen' });
  const scanned = scan(text, {
    melds: true,
    maxTiles: MAX_HAND_TILES,
    label: inTheHand,
    where: '',
    others,
    players: options.players ?? 4,
  });
  if (!scanned.ok) return scanned;
  const { tiles, red, melds, order, orderRed, size } = scanned.value;
  const note = fullWidthOf(scanned.value);
  if (options.partial) return { ok: true, value: { tiles, red, melds, order, orderRed, ...note } };
  if (size === 0) return fail('empty', 'No tiles: the hand is empty.', null);
  if (size % 3 === 0) {
    return fail(
      'multiple-of-three',
      `The hand has ${size} tiles${melds.length ? ' (each meld counting 3)' : ''}, a multiple of three; ` +
        'a hand to analyze has 3n+1 or 3n+2 tiles.',
      null,
      { tiles: size, melds: melds.length > 0 },
    );
  }
  return { ok: true, value: { tiles, red, melds, order, orderRed, ...note } };
}

const NO_RED = new Uint8Array(3);

export interface TilesOptions {
  /** 3 for a three-player set: 2m-8m are an error. */
  players?: 3 | 4;
  /** Most tiles the list may hold (default: the whole set, 136). */
  maxTiles?: number;
  /** Tiles elsewhere sharing the four copies and red fives (the position's other parts). */
  others?: readonly TileContext[];
  /** How this list's own copies are named in a message: 2 -> "2 seen" (the default). */
  label?: (n: number) => string;
  /** Which list a position refers to, appended to "character N": " of the seen tiles". */
  where?: string;
}

/** Parses a plain list of tiles (seen elsewhere, dora indicators): mpsz without brackets, possibly empty. */
export function parseTiles(
  text: string,
  options: TilesOptions = {},
): Result<{ counts: Counts; red: Uint8Array; tiles: number[]; tilesRed: boolean[] }, ParseError> {
  const scanned = scan(text, {
    melds: false,
    maxTiles: options.maxTiles ?? MAX_LIST_TILES,
    label: options.label ?? seenLabel,
    where: options.where ?? '',
    others: options.others ?? [],
    players: options.players ?? 4,
  });
  if (!scanned.ok) return scanned;
  const { tiles, red, order, orderRed } = scanned.value;
  return { ok: true, value: { counts: tiles, red, tiles: order, tilesRed: orderRed } };
}

/**
 * Digits then suit letter for each suit present, 0 written just before the 5s. `reds` gives the red fives
 * per suit; a red count above the fives present is clamped so an inconsistent value still prints a hand.
 */
function formatCounts(counts: ArrayLike<number>, reds: ArrayLike<number>): string {
  let out = '';
  for (let s = 0; s < 4; s++) {
    let digits = '';
    for (let r = 1; r <= (s === 3 ? 7 : 9); r++) {
      let n = counts[kindOf(s, r)];
      if (r === 5 && s < 3) {
        const redCount = Math.min(reds[s] ?? 0, n);
        digits += '0'.repeat(redCount);
        n -= redCount;
      }
      digits += String(r).repeat(n);
    }
    if (digits) out += digits + SUITS[s];
  }
  return out;
}

/** Canonical text of one meld: `(055p)`, `(406m)`, `(1111z)`, `[0555s]`. */
export function formatMeld(meld: Meld): string {
  const counts = new Uint8Array(KINDS);
  for (const k of meld.tiles) counts[k]++;
  const five = meld.tiles.find((k) => k < 27 && rankOf(k) === 5);
  const reds = new Uint8Array(3);
  if (five !== undefined) reds[suitOf(five)] = meld.red;
  const inner = formatCounts(counts, reds);
  return meld.kind === 'ankan' ? `[${inner}]` : `(${inner})`;
}

/** Canonical mpsz of a hand: concealed tiles sorted m, p, s, z (0 just before 5), then its melds in order. */
export function formatHand(hand: Hand): string {
  let out = formatCounts(hand.tiles, hand.red);
  for (const meld of hand.melds) out += formatMeld(meld);
  return out;
}
