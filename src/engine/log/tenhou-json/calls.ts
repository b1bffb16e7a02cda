/**
 * The strings of a seat's lists (docs/game-logs.md#calls, #gives): a call in its takes, and a kan, a
 * riichi or a north tile in its gives, read into what they say; and a call written back.
 */
import { NORTH } from '../../core/position.ts';
import { compareTiles } from '../../core/tile-set.ts';
import type { Tile } from '../../types.ts';
import type { KyokuMove } from '../game-log.ts';
import { codeOfTile, type Reading, TSUMOGIRI, tileOfCode } from './tiles.ts';

export type Place = 'left' | 'across' | 'right';

/** A call in a seat's takes: the tiles shown from the hand, the discard taken, and where the marker stands. */
export interface TakeCall {
  call: 'chi' | 'pon' | 'kan';
  tiles: Tile[];
  called: Tile;
  place: Place;
}

/** One entry of a seat's gives. */
export type Give =
  | { give: 'discard'; tile: Tile | null; riichi: boolean }
  | { give: 'closed-kan'; tiles: Tile[] }
  | { give: 'added-kan'; tile: Tile }
  | { give: 'north'; tile: Tile }
  | { give: 'placeholder' };

/** A string of tile codes with one lower-case letter: the letter, its character index, and the codes in order. */
function splitMarked(text: string): { letter: string; at: number; codes: number[]; after: number } | null {
  let letter = '';
  let at = -1;
  let after = -1;
  const codes: number[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c >= 'a' && c <= 'z') {
      if (letter) return null;
      letter = c;
      at = i;
      after = codes.length;
      i += 1;
    } else if (c >= '0' && c <= '9' && i + 1 < text.length && text[i + 1]! >= '0' && text[i + 1]! <= '9') {
      codes.push(Number(text.slice(i, i + 2)));
      i += 2;
    } else return null;
  }
  if (!letter || after >= codes.length) return null;
  return { letter, at, codes, after };
}

export type Parsed<T> = T | { fail: 'bad-call' | 'bad-tile' };

/** The tiles of a call's codes, or null when one is no tile. */
function tilesOf(codes: number[], reading: Reading): Tile[] | null {
  const tiles: Tile[] = [];
  for (const code of codes) {
    const tile = tileOfCode(code, reading.red, reading.players);
    if (!tile) return null;
    tiles.push(tile);
  }
  return tiles;
}

const oneKind = (tiles: Tile[]) => tiles.every((t) => t.kind === tiles[0]!.kind);

/** A run of three: one number suit, three ranks in a row. */
function isRun(tiles: Tile[]): boolean {
  if (tiles.some((t) => t.kind >= 27 || Math.floor(t.kind / 9) !== Math.floor(tiles[0]!.kind / 9))) return false;
  const kinds = tiles.map((t) => t.kind).sort((a, b) => a - b);
  return kinds[1] === kinds[0]! + 1 && kinds[2] === kinds[0]! + 2;
}

/** A call string of a seat's takes: `c` chi, `p` pon, `m` open kan (docs/game-logs.md#calls). */
export function parseTake(text: string, reading: Reading): Parsed<TakeCall> {
  const split = splitMarked(text);
  if (!split) return { fail: 'bad-call' };
  const { letter, at, codes, after } = split;
  let call: TakeCall['call'];
  let place: Place | undefined;
  if (letter === 'c') {
    call = 'chi';
    if (codes.length === 3 && at === 0) place = 'left';
  } else if (letter === 'p') {
    call = 'pon';
    if (codes.length === 3) place = (['left', undefined, 'across', undefined, 'right'] as const)[at];
  } else if (letter === 'm') {
    call = 'kan';
    if (codes.length === 4) place = at === 0 ? 'left' : at === 2 ? 'across' : at === 6 ? 'right' : undefined;
  } else return { fail: 'bad-call' };
  if (!place) return { fail: 'bad-call' };
  const tiles = tilesOf(codes, reading);
  if (!tiles) return { fail: 'bad-tile' };
  if (call === 'chi' ? !isRun(tiles) : !oneKind(tiles)) return { fail: 'bad-call' };
  const called = tiles[after]!;
  return { call, tiles: tiles.filter((_, i) => i !== after), called, place };
}

/** An entry of a seat's gives: a tile code, 60, 0, or `r` riichi, `a` closed kan, `k` added kan, `f` north. */
export function parseGive(entry: unknown, reading: Reading): Parsed<Give> {
  if (entry === 0) return { give: 'placeholder' };
  if (entry === TSUMOGIRI) return { give: 'discard', tile: null, riichi: false };
  if (typeof entry !== 'string') {
    const tile = tileOfCode(entry, reading.red, reading.players);
    return tile ? { give: 'discard', tile, riichi: false } : { fail: 'bad-tile' };
  }
  const split = splitMarked(entry);
  if (!split) return { fail: 'bad-call' };
  const { letter, at, codes, after } = split;
  if (letter === 'r') {
    if (at !== 0 || codes.length !== 1) return { fail: 'bad-call' };
    if (codes[0] === TSUMOGIRI) return { give: 'discard', tile: null, riichi: true };
    const tile = tileOfCode(codes[0], reading.red, reading.players);
    return tile ? { give: 'discard', tile, riichi: true } : { fail: 'bad-tile' };
  }
  if (letter === 'f') {
    // Only the north is set aside, and Tenhou writes it by its code, never as 60.
    if (at !== 0 || codes.length !== 1 || codes[0] !== 44) return { fail: 'bad-call' };
    return { give: 'north', tile: { kind: NORTH, red: false } };
  }
  if (letter !== 'a' && letter !== 'k') return { fail: 'bad-call' };
  if (codes.length !== 4 || at % 2 !== 0 || (letter === 'k' && at > 4)) return { fail: 'bad-call' };
  const tiles = tilesOf(codes, reading);
  if (!tiles) return { fail: 'bad-tile' };
  if (!oneKind(tiles)) return { fail: 'bad-call' };
  // A closed kan's tiles in the one order both readers give: a red five first (Tenhou writes it last).
  return letter === 'a' ? { give: 'closed-kan', tiles: tiles.sort(compareTiles) } : { give: 'added-kan', tile: tiles[after]! };
}

/**
 * The seat a call's marker names, from the caller's seat: left is the seat before, across the one facing,
 * right the seat after, counted around a table of four. Three players sit at that table with its fourth
 * seat (North in the first kyoku) empty: so seat 0 calls the seat before it (2) across and the seat
 * after it (1) right, seat 1 calls 0 left and 2 right, seat 2 calls 1 left and 0 across, and a marker
 * that names seat 3 names no one.
 */
export function placeNames(caller: number, place: Place): number {
  return (caller + (place === 'left' ? 3 : place === 'across' ? 2 : 1)) % 4;
}

/** Where writeTenhouJson puts a call's marker (placeNames' inverse). */
export function placeOf(caller: number, from: number): Place {
  const ahead = (from - caller + 4) % 4;
  return ahead === 3 ? 'left' : ahead === 2 ? 'across' : 'right';
}

/** A take call's string, the marker at its place (parseTake's inverse). */
export function takeString(m: Extract<KyokuMove, { move: 'call' }>): string {
  const letter = m.call === 'chi' ? 'c' : m.call === 'pon' ? 'p' : 'm';
  const marked = `${letter}${codeOfTile(m.called)}`;
  const [a, b, c] = m.tiles.map(codeOfTile);
  const place = m.call === 'chi' ? 'left' : placeOf(m.seat, m.from);
  const rest = m.tiles.map(codeOfTile);
  if (place === 'left') return marked + rest.join('');
  if (place === 'across') return `${a}${marked}${b}${c ?? ''}`;
  return rest.join('') + marked;
}
