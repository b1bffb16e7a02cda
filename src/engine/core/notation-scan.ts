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
 * - An error names its culprit twice (parse-error.ts): its index, a UTF-16 offset into the text as typed
 *   (so a page can mark it), and its place as a reader counts (a Unicode tile, two UTF-16 units, is one
 *   character, and a variation selector after it none). The place is counted only once a scan has failed.
 * - The error is data, never a sentence: each face writes it in its own words.
 * - A suit letter with no digit before it is reported as 'unknown-character': in that place it is not part
 *   of the notation.
 * - Inside a bracket the same tile grammar applies (`(5p5p5p)`, `(505p)`, `(798s)`), one meld per bracket.
 * - Errors about a whole meld (its shape, a fifth tile in it, the tile limit it crosses) point at its
 *   opening bracket; errors about one tile point at that tile's digit (or its kanji, its Unicode tile).
 */
import { KINDS, SUITS, kindOf, rankOf, suitOf } from './tiles.ts';
import { DIGIT, FOREIGN, FULL_WIDTH, LINK, OPEN, OTHER, SPACE, SUIT, TILE, foreignTileOf, nextToken, readerOf } from './notation-tokens.ts';
import type { InvalidMeldError, MeldTooFewError, PartCount, ParseError, TilePart } from './parse-error.ts';
import type { Meld, MeldKind, Result, TenhouParameter } from '../types.ts';

/** Culprits are cut to this many characters so a huge input cannot make a huge error. */
const CULPRIT_LIMIT = 24;

/**
 * Tiles of another part of a position (seen tiles, dora indicators, the hand) that share the four copies
 * and the one red five per suit with the text being read; `part` names them in an error.
 */
export interface TileContext {
  counts: ArrayLike<number>;
  /** Red fives per suit [m, p, s]. */
  red: ArrayLike<number>;
  part: TilePart;
}

export interface ScanRules {
  /** Brackets (melds) are part of the grammar. */
  melds: boolean;
  /** Tile budget: concealed tiles + 3 per meld. */
  maxTiles: number;
  /** Which text this is, for its errors and its own copies' count. */
  part: TilePart;
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

/** The failure. */
export function fail(error: ParseError): { ok: false; error: ParseError } {
  return { ok: false, error };
}

/** A culprit as an error holds it: cut to a few characters, `…` where cut. */
export function cut(text: string): string {
  return text.length > CULPRIT_LIMIT ? `${text.slice(0, CULPRIT_LIMIT)}…` : text;
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

/** An unexpected character as an error names it: itself when printable, else its code point; an escape of a link as typed. */
function shownCharacter(text: string, start: number, end: number): string {
  const cp = text.codePointAt(start)!;
  if (end - start !== (cp > 0xffff ? 2 : 1)) return cut(text.slice(start, end));
  const printable = cp > 0x20 && !(cp >= 0x7f && cp <= 0x9f) && !(cp >= 0xd800 && cp <= 0xdfff);
  return printable ? String.fromCodePoint(cp) : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why three or four tiles are not a meld, or the kind of meld they are. */
function meldKindOf(
  kinds: number[],
  closed: boolean,
): { kind: MeldKind } | { reason: InvalidMeldError['reason'] | MeldTooFewError['reason'] } {
  const n = kinds.length;
  if (n === 0) return { reason: 'no-tiles' };
  if (n < 3) return { reason: 'too-few' };
  const suit = suitOf(kinds[0]);
  for (const k of kinds) if (suitOf(k) !== suit) return { reason: 'mixed-suits' };
  const allEqual = kinds.every((k) => k === kinds[0]);
  if (closed) return n === 4 && allEqual ? { kind: 'ankan' } : { reason: 'closed-not-kan' };
  if (n === 4) return allEqual ? { kind: 'kan' } : { reason: 'four-unequal' };
  if (allEqual) return { kind: 'pon' };
  if (suit === 3) return { reason: 'honor-run' };
  const [a, b, c] = [...kinds].sort((x, y) => x - y);
  if (b === a + 1 && c === a + 2) return { kind: 'chi' };
  return { reason: 'not-a-set' };
}

/** The shared scanner: parseHand and parseTiles differ only in the rules passed. */
export function scan(text: string, rules: ScanRules): Result<Scanned, ParseError> {
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
  const { part } = rules;

  /** Where a culprit is: the text, its index and its place. */
  const at = (index: number, culprit: string) => ({ part, index, place: characterPlace(text, index), culprit });

  /** A tile read: `digit` 0 is a red five; `typed` names a whole tile (a kanji, a Unicode tile) as typed. */
  const addTile = (i: number, suit: number, digit: number, typed?: string): { ok: false; error: ParseError } | null => {
    const shown = typed ?? `${digit}${SUITS[suit]}`;
    if (suit === 3 && (digit === 0 || digit > 7)) return fail({ code: 'invalid-honor', ...at(i, `${digit}z`) });
    if (rules.players === 3 && suit === 0 && (digit === 0 || (digit >= 2 && digit <= 8))) {
      return fail({ code: 'three-player-tile', ...at(i, shown), red: digit === 0 });
    }
    const isRed = digit === 0;
    const kind = kindOf(suit, isRed ? 5 : digit);
    all[kind]++;
    let elsewhere = 0;
    for (const other of rules.others) elsewhere += other.counts[kind];
    if (all[kind] + elsewhere > 4) {
      // The hand is named first, then the table's parts in the order a position lists them.
      const counts: PartCount[] = [];
      for (const other of rules.others) if (other.counts[kind] > 0) counts.push({ part: other.part, copies: other.counts[kind] });
      const own = { part, copies: all[kind] };
      if (rules.melds) counts.unshift(own);
      else counts.push(own);
      const tile = `${rankOf(kind)}${SUITS[suit]}`;
      return fail({ code: 'too-many-copies', ...at(i, shown), tile, copies: all[kind] + elsewhere, seen: elsewhere, counts });
    }
    if (isRed) {
      const other = rules.others.find((o) => o.red[suit] > 0);
      if (++redAll[suit] > 1 || other) return fail({ code: 'too-many-red', ...at(i, `0${SUITS[suit]}`), other: other?.part ?? null });
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

  const missingSuit = () => fail({ code: 'missing-suit', ...at(runStart, cut(text.slice(runStart, runEnd))), digits: runDigits.length });

  /** The tile budget, checked as each tile comes (a digit waiting for its suit letter counts): null, or the error. */
  const overBudget = (i: number, end: number, coming: number): { ok: false; error: ParseError } | null => {
    if (open >= 0) {
      if (meldTiles.length + coming <= 4) return null;
      const related = { related: i, relatedPlace: characterPlace(text, i) };
      return fail({ code: 'invalid-meld', reason: 'fifth-tile', ...at(open, text.slice(open, openEnd)), ...related });
    }
    if (size + coming <= rules.maxTiles) return null;
    // The rule on melds is news only to a hand that has one.
    return fail({ code: 'too-many-tiles', ...at(i, text.slice(i, end)), tiles: rules.maxTiles, melds: melds.length > 0, by: 'tile' });
  };

  const r = readerOf(text);
  if (r === 'no-hand') return fail({ code: 'link-without-hand', part, index: null });
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
        if (runStart < 0) return fail({ code: 'unknown-character', reason: 'no-digit', ...at(i, text.slice(i, r.at)) });
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
      case FOREIGN:
        return fail({ code: 'unknown-character', reason: 'not-riichi-tile', ...at(i, text.slice(i, r.at)), tile: foreignTileOf(r.code) });
      case OTHER:
        return fail({ code: 'unknown-character', reason: 'not-notation', ...at(i, shownCharacter(text, i, r.at)) });
    }
    // A separator or a bracket.
    if (runStart >= 0) return missingSuit();
    if (r.type === SPACE) continue;
    const bracket = text.slice(i, r.at);
    if (!rules.melds) return fail({ code: 'unknown-character', reason: 'bracket-in-list', ...at(i, bracket) });
    if (r.type === OPEN) {
      if (open >= 0) {
        const related = { related: open, relatedPlace: characterPlace(text, open), opened: text.slice(open, openEnd) };
        return fail({ code: 'unclosed-meld', reason: 'nested', ...at(i, bracket), ...related });
      }
      open = i;
      openEnd = r.at;
      openCode = r.value;
      meldTiles = [];
      meldRed = 0;
      continue;
    }
    // A closing bracket.
    if (open < 0) return fail({ code: 'unclosed-meld', reason: 'unopened', ...at(i, bracket) });
    const closed = openCode === 91;
    if (closed !== (r.value === 93)) {
      const related = { related: open, relatedPlace: characterPlace(text, open), opened: text.slice(open, openEnd) };
      return fail({ code: 'unclosed-meld', reason: 'mismatched', ...at(i, bracket), ...related });
    }
    const shape = meldKindOf(meldTiles, closed);
    if ('reason' in shape) {
      const meld = at(open, cut(text.slice(open, r.at)));
      if (shape.reason === 'too-few') return fail({ code: 'invalid-meld', reason: 'too-few', ...meld, tiles: meldTiles.length });
      return fail({ code: 'invalid-meld', reason: shape.reason, ...meld });
    }
    melds.push({ kind: shape.kind, tiles: meldTiles.sort((a, b) => a - b), red: meldRed });
    size += 3;
    if (size > rules.maxTiles) {
      return fail({ code: 'too-many-tiles', ...at(open, cut(text.slice(open, r.at))), tiles: rules.maxTiles, melds: true, by: 'meld' });
    }
    open = -1;
  }
  if (runStart >= 0) return missingSuit();
  if (open >= 0) return fail({ code: 'unclosed-meld', reason: 'unclosed', ...at(open, text.slice(open, openEnd)) });
  return { ok: true, value: { tiles, red, melds, order, orderRed, size, folded, firstFolded, forms, link: r.link } };
}
