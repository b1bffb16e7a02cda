/**
 * The mpsz hand notation (docs/rules.md#notation), its public face: parseHand and parseTiles read it
 * (the scan itself is notation-scan.ts), formatHand writes its canonical form (notation-format.ts), toMpsz
 * writes pasted text as plain mpsz (notation-plain.ts).
 *
 * The two readers differ only in the rules they give the one scanner: a hand has melds, at most 14 tiles
 * (a meld counting 3) and, once read, a count a hand can have at a decision point (3n+1 or 3n+2); a
 * list (seen tiles, dora indicators) has no brackets and may be empty.
 *
 * What players paste is read by the scanner, so every face (the page, its Seen and dora fields, the CLI)
 * accepts it alike: full-width forms (what a Japanese input method types: `１２３ｍ（５５５ｐ）`), capital
 * suit letters, the kanji honours 東南西北白發(発)中 and the Unicode mahjong tiles (whole tiles, no digit
 * needed: `123m東東`), and a Tenhou link, whose hand parameter is read in place. The hand says what it
 * took (`fullWidth`, `reading`); the canonical form stays plain mpsz.
 */
import { KINDS } from './tiles.ts';
import { FORM_NAMES } from './notation-tokens.ts';
import { fail, scan, type Scanned, type TileContext } from './notation-scan.ts';
import type { Counts, Hand, HandReading, ParseError, Result, TilePart } from '../types.ts';

export type { TileContext } from './notation-scan.ts';
export { formatHand, formatMeld } from './notation-format.ts';
export { toHalfWidth, toMpsz } from './notation-plain.ts';
export { tenhouLinkOf } from './notation-tokens.ts';

/** Most tiles a hand may hold, a meld (even a kan) counting 3. */
export const MAX_HAND_TILES = 14;
/** A list of tiles can hold at most the whole set. */
const MAX_LIST_TILES = KINDS * 4;

/** The hand's notes of what the reader took beyond plain mpsz, as fields to spread (none when it took nothing). */
function notesOf(scanned: Scanned): Pick<Hand, 'fullWidth' | 'reading'> {
  const notes: Pick<Hand, 'fullWidth' | 'reading'> = {};
  if (scanned.folded) notes.fullWidth = { count: scanned.folded, index: scanned.firstFolded };
  if (scanned.forms) {
    const reading: HandReading = { forms: FORM_NAMES.filter(([bit]) => scanned.forms & bit).map(([, name]) => name) };
    if (scanned.link) reading.link = scanned.link;
    notes.reading = reading;
  }
  return notes;
}

export interface HandOptions {
  /** Tiles visible elsewhere: they count toward a fifth copy. */
  seen?: Counts;
  /** Tiles elsewhere in a position (seen, indicators), with their red fives and the part each is. */
  others?: readonly TileContext[];
  /** 3 for a three-player set: 2m-8m are an error. */
  players?: 3 | 4;
  /** A hand being built (the page's palette): any tile count, 0 and multiples of three included. */
  partial?: boolean;
}

/** Parses an mpsz hand (`123m456p789s1234z`, long form, spaces, red fives, melds) into counts and melds. */
export function parseHand(text: string, options: HandOptions = {}): Result<Hand, ParseError> {
  const others: TileContext[] = [...(options.others ?? [])];
  if (options.seen) others.unshift({ counts: options.seen, red: NO_RED, part: 'seen' });
  const scanned = scan(text, {
    melds: true,
    maxTiles: MAX_HAND_TILES,
    part: 'hand',
    others,
    players: options.players ?? 4,
  });
  if (!scanned.ok) return scanned;
  const { tiles, red, melds, order, orderRed, size } = scanned.value;
  const note = notesOf(scanned.value);
  if (options.partial) return { ok: true, value: { tiles, red, melds, order, orderRed, ...note } };
  if (size === 0) return fail({ code: 'empty', part: 'hand', index: null });
  if (size % 3 === 0) return fail({ code: 'multiple-of-three', part: 'hand', index: null, tiles: size, melds: melds.length > 0 });
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
  /** Which list this is, for its errors (default 'list', a list named by none of a position's parts). */
  part?: TilePart;
}

/** Parses a plain list of tiles (seen elsewhere, dora indicators): mpsz without brackets, possibly empty. */
export function parseTiles(
  text: string,
  options: TilesOptions = {},
): Result<{ counts: Counts; red: Uint8Array; tiles: number[]; tilesRed: boolean[] }, ParseError> {
  const scanned = scan(text, {
    melds: false,
    maxTiles: options.maxTiles ?? MAX_LIST_TILES,
    part: options.part ?? 'list',
    others: options.others ?? [],
    players: options.players ?? 4,
  });
  if (!scanned.ok) return scanned;
  const { tiles, red, order, orderRed } = scanned.value;
  return { ok: true, value: { counts: tiles, red, tiles: order, tilesRed: orderRed } };
}
