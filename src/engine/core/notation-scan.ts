/**
 * The scanner of the mpsz notation (docs/rules.md#notation): one left-to-right pass that reads a hand's
 * or a list's text into counts, melds and the order typed, or stops at the first mistake.
 *
 * Algorithm: one pass over the input's tokens (notation-tokens.ts: each character, or a link's escape,
 * with its span in the text as typed), driven by a small state machine (a run of digits waiting for its
 * suit letter; inside or outside a bracket). Digits are never copied out of the text: the run keeps its
 * digits and where each was typed until the suit letter arrives. Every limit is checked at the first
 * token that can break it: the tile budget on each digit or whole tile (so a megabyte of digits stops at
 * the fifteenth), copies and red fives on each tile, a meld's shape at its closing bracket; the count
 * rules of a whole hand are the reader's (notation.ts). Why this and not a tokenizing regex: the input
 * comes from a URL, a text box or a paste and may be anything, so the scan must cost at most one pass
 * with memory bounded by the few tiles a hand holds, must stop at the first error, and must know the
 * exact position of every culprit; a hand-written scanner gives all three and has no backtracking to
 * go wrong.
 *
 * Choices the notation leaves open, made here once:
 * - Whitespace (any Unicode space, including the ideographic space U+3000) and commas (`,` `、` `，`)
 *   separate groups, so digits followed by a separator or a bracket lack their suit letter (`12 3m` is an
 *   error, not `123m`).
 * - An index is a UTF-16 offset into the text as typed (so a page can mark the culprit); a message's
 *   "character N" counts as a reader does: a Unicode tile, two UTF-16 units, is one character, and a
 *   variation selector after it none. The error says so (`place`) where the two differ.
 * - A suit letter with no digit before it is reported as 'unknown-character': in that place it is not part
 *   of the notation.
 * - Inside a bracket the same tile grammar applies (`(5p5p5p)`, `(505p)`, `(798s)`), one meld per bracket.
 * - Errors about a whole meld (its shape, a fifth tile in it, the tile limit it crosses) point at its
 *   opening bracket; errors about one tile point at that tile's digit (or its kanji, its Unicode tile).
 */
import { KINDS, SUITS, kindOf, rankOf, suitOf } from './tiles.ts';
import {
  DIGIT,
  FOREIGN,
  FULL_WIDTH,
  LINK,
  OPEN,
  OTHER,
  SPACE,
  SUIT,
  TILE,
  foreignTileOf,
  nextToken,
  readerOf,
  type ForeignTile,
} from './notation-tokens.ts';
import type { Meld, MeldKind, ParseError, ParseErrorCode, ParseErrorReason, Result, TenhouParameter } from '../types.ts';

/** Quoted input in messages is cut to this many characters so a huge input cannot make a huge message. */
const QUOTE_LIMIT = 24;

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

export interface ScanRules {
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

export interface Scanned {
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
  /** The forms beyond plain mpsz met (notation-tokens.ts's bits). */
  forms: number;
  /** The Tenhou link's hand parameter, when the text is a link. */
  link: TenhouParameter | null;
}

/** The failure; `parts` repeats what the message says as data (ParseError's optional fields). */
export function fail(
  code: ParseErrorCode,
  message: string,
  index: number | null,
  parts: Omit<ParseError, 'code' | 'message' | 'index'> = {},
): { ok: false; error: ParseError } {
  return { ok: false, error: { code, message, index, ...parts } };
}

export function cut(text: string): string {
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}

function quote(text: string): string {
  return `"${cut(text)}"`;
}

/**
 * The 1-based place of the UTF-16 index `at` as a reader counts: a character of two units (a Unicode
 * tile) is one place, and a variation selector (U+FE0E, U+FE0F: drawn as part of the tile before it)
 * none.
 */
function characterPlace(text: string, at: number): number {
  let place = 1;
  for (let i = 0; i < at; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfe0e || c === 0xfe0f) continue;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < at) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) i++;
    }
    place++;
  }
  return place;
}

/** An unexpected character as a message shows it: itself when printable, else its code point; an escape of a link as typed. */
function shownCharacter(text: string, start: number, end: number): string {
  const cp = text.codePointAt(start)!;
  if (end - start !== (cp > 0xffff ? 2 : 1)) return cut(text.slice(start, end));
  const printable = cp > 0x20 && !(cp >= 0x7f && cp <= 0x9f) && !(cp >= 0xd800 && cp <= 0xdfff);
  return printable ? String.fromCodePoint(cp) : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** How an unexpected character is named in a message: quoted, or bare when it is a U+XXXX name. */
function describeCharacter(shown: string): string {
  return /^U\+[0-9A-F]{4,}$/.test(shown) ? shown : `"${shown}"`;
}

const FOREIGN_NAMES: Record<ForeignTile, string> = {
  flower: 'a flower tile',
  season: 'a season tile',
  joker: 'the joker tile',
  back: 'the back of a tile',
};

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

/** The shared scanner: parseHand and parseTiles differ only in the rules passed. Error places count characters as read. */
export function scan(text: string, rules: ScanRules): Result<Scanned, ParseError> {
  const scanned = scanTokens(text, rules);
  if (!scanned.ok) {
    const { error } = scanned;
    if (error.index !== null) {
      const place = characterPlace(text, error.index);
      if (place !== error.index + 1) error.place = place;
    }
    if (error.related !== undefined) {
      const place = characterPlace(text, error.related);
      if (place !== error.related + 1) error.relatedPlace = place;
    }
  }
  return scanned;
}

function scanTokens(text: string, rules: ScanRules): Result<Scanned, ParseError> {
  const tiles = new Uint8Array(KINDS); // concealed
  const all = new Uint8Array(KINDS); // concealed + melds: the four-copies rule covers both
  const red = new Uint8Array(3); // concealed red fives
  const redAll = new Uint8Array(3); // red fives in concealed tiles and melds
  const melds: Meld[] = [];
  const order: number[] = [];
  const orderRed: boolean[] = [];
  let size = 0;
  let runStart = -1; // typed index of the first digit of the run waiting for its suit letter
  let runEnd = -1; // typed index after its last digit
  const runDigits: number[] = []; // the run's digits and their typed indexes
  const runAt: number[] = [];
  let open = -1; // typed index of the open bracket, -1 outside a meld
  let openEnd = -1;
  let openCode = 0; // 40 ( or 91 [
  let meldTiles: number[] = []; // at most 4: a fifth is an error as soon as its digit is read
  let meldRed = 0;
  let folded = 0;
  let firstFolded = -1;
  let forms = 0;

  const characterAt = (at: number) => `character ${characterPlace(text, at)}`;
  const place = (at: number) => `${characterAt(at)}${rules.where}`;

  /** A tile read: `digit` 0 is a red five; `typed` names a whole tile (a kanji, a Unicode tile) as typed. */
  const addTile = (at: number, suit: number, digit: number, typed?: string): { ok: false; error: ParseError } | null => {
    const shown = typed ?? `${digit}${SUITS[suit]}`;
    if (suit === 3 && (digit === 0 || digit > 7)) {
      return fail('invalid-honor', `"${digit}z" at ${place(at)}: honors are 1z-7z.`, at, { culprit: `${digit}z` });
    }
    if (rules.players === 3 && suit === 0 && (digit === 0 || (digit >= 2 && digit <= 8))) {
      return fail(
        'three-player-tile',
        `"${shown}" at ${place(at)}: a three-player set has no 2m-8m${digit === 0 ? ' (so no red 5m)' : ''}.`,
        at,
        { culprit: shown },
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
          `"${shown}" at ${place(at)}; a kind has only four.`,
        at,
        { culprit: shown, tile: `${rankOf(kind)}${SUITS[suit]}`, copies: all[kind] + elsewhere, seen: elsewhere },
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
    const digits = text.slice(runStart, runEnd);
    const one = runDigits.length === 1;
    const subject = one ? `Digit ${quote(digits)} at ${place(runStart)} has` : `Digits ${quote(digits)} at ${place(runStart)} have`;
    return fail('missing-suit', `${subject} no suit letter (m, p, s or z) after ${one ? 'it' : 'them'}.`, runStart, {
      culprit: cut(digits),
    });
  };

  /** The tile budget, checked as each tile comes (a digit waiting for its suit letter counts): null, or the error. */
  const overBudget = (i: number, end: number, coming: number): { ok: false; error: ParseError } | null => {
    if (open >= 0) {
      if (meldTiles.length + coming <= 4) return null;
      return fail(
        'invalid-meld',
        `The meld opened at ${characterAt(open)} has a fifth tile at ${characterAt(i)}; a meld has three or four tiles.`,
        open,
        { culprit: text.slice(open, openEnd), related: i, reason: 'fifth-tile' },
      );
    }
    if (size + coming <= rules.maxTiles) return null;
    // The rule on melds is news only to a hand that has one.
    const withMelds = melds.length > 0;
    return fail(
      'too-many-tiles',
      `More than ${rules.maxTiles} tiles: the ${ordinal(rules.maxTiles + 1)} is at ${place(i)}` +
        `${withMelds ? ' (a meld, even a kan, counts 3)' : ''}.`,
      i,
      { culprit: text.slice(i, end), tiles: rules.maxTiles, melds: withMelds },
    );
  };

  const r = readerOf(text);
  if (r === 'no-hand') {
    return fail('link-without-hand', 'The Tenhou link holds no hand: it names none of ?q=, ?p=, ?qd=, ?pd=.', null);
  }
  if (r.link) forms |= LINK;
  while (r.at < r.end) {
    nextToken(r);
    const i = r.start;
    if (r.form) {
      forms |= r.form;
      if (r.form & FULL_WIDTH && folded++ === 0) firstFolded = i;
    }
    switch (r.type) {
      case DIGIT: {
        if (runStart < 0) {
          runStart = i;
          runDigits.length = 0;
          runAt.length = 0;
        }
        runDigits.push(r.value);
        runAt.push(i);
        runEnd = r.at;
        const over = overBudget(i, r.at, runDigits.length);
        if (over) return over;
        continue;
      }
      case SUIT: {
        if (runStart < 0) {
          const letter = text.slice(i, r.at);
          return fail('unknown-character', `Suit letter "${letter}" at ${place(i)} has no digit before it.`, i, {
            culprit: letter,
            reason: 'no-digit',
          });
        }
        for (let j = 0; j < runDigits.length; j++) {
          const failure = addTile(runAt[j], r.value, runDigits[j]);
          if (failure) return failure;
        }
        runStart = -1;
        continue;
      }
      case TILE: {
        // A whole tile (a kanji, a Unicode tile) ends no run of digits: they still lack their letter.
        if (runStart >= 0) return missingSuit();
        const over = overBudget(i, r.at, 1);
        if (over) return over;
        const failure = addTile(i, suitOf(r.value), rankOf(r.value), text.slice(i, r.at));
        if (failure) return failure;
        continue;
      }
      case FOREIGN: {
        const shown = text.slice(i, r.at);
        return fail(
          'unknown-character',
          `"${shown}" at ${place(i)} is ${FOREIGN_NAMES[foreignTileOf(r.code)]}, not a tile of riichi mahjong.`,
          i,
          { culprit: shown, reason: 'not-riichi-tile' },
        );
      }
      case OTHER: {
        const shown = shownCharacter(text, i, r.at);
        return fail('unknown-character', `Unknown character ${describeCharacter(shown)} at ${place(i)}.`, i, { culprit: shown });
      }
    }
    // A separator or a bracket.
    if (runStart >= 0) return missingSuit();
    if (r.type === SPACE) continue;
    const bracket = text.slice(i, r.at);
    if (!rules.melds) {
      return fail('unknown-character', `Bracket "${bracket}" at ${place(i)}: a list of tiles has no melds.`, i, {
        culprit: bracket,
        reason: 'bracket-in-list',
      });
    }
    if (r.type === OPEN) {
      if (open >= 0) {
        return fail(
          'unclosed-meld',
          `"${text.slice(open, openEnd)}" at ${characterAt(open)} is not closed before "${bracket}" at ${characterAt(i)}.`,
          i,
          { culprit: bracket, related: open, reason: 'nested' },
        );
      }
      open = i;
      openEnd = r.at;
      openCode = r.value;
      meldTiles = [];
      meldRed = 0;
      continue;
    }
    // A closing bracket.
    if (open < 0) {
      return fail('unclosed-meld', `"${bracket}" at ${characterAt(i)} closes no bracket.`, i, { culprit: bracket, reason: 'unopened' });
    }
    const closed = openCode === 91;
    if (closed !== (r.value === 93)) {
      return fail('unclosed-meld', `"${text.slice(open, openEnd)}" at ${characterAt(open)} is closed by "${bracket}" at ${characterAt(i)}.`, i, {
        culprit: bracket,
        related: open,
        reason: 'mismatched',
      });
    }
    const shape = meldKindOf(meldTiles, closed);
    if ('reason' in shape) {
      const meldText = text.slice(open, r.at);
      return fail('invalid-meld', `${quote(meldText)} at ${characterAt(open)} is not a meld: ${shape.reason}.`, open, {
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
        `More than ${rules.maxTiles} tiles with the meld at ${characterAt(open)} (a meld, even a kan, counts 3).`,
        open,
        { culprit: cut(text.slice(open, r.at)), tiles: rules.maxTiles, melds: true },
      );
    }
    open = -1;
  }
  if (runStart >= 0) return missingSuit();
  if (open >= 0) {
    return fail('unclosed-meld', `"${text.slice(open, openEnd)}" at ${characterAt(open)} is not closed.`, open, {
      culprit: text.slice(open, openEnd),
      reason: 'unclosed',
    });
  }
  return { ok: true, value: { tiles, red, melds, order, orderRed, size, folded, firstFolded, forms, link: r.link } };
}
