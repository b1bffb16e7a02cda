/**
 * A list of tiles read as far as it goes: every tile before the first mistake, and the mistake. The
 * drill's record of discards (`d=9m1z40p`) and a table the address gives with a mistake in it are read
 * this way, so a page keeps showing (and lets the player edit) what it could read while it says what is
 * wrong and where.
 *
 * The reading is the notation's own (parseTiles): the text is read whole first; on a mistake, again up
 * to the mistake's place. The scanner checks each tile as it reads it, so everything before the mistake
 * is good; the digits of a run the mistake interrupts count when the run's suit letter comes after
 * them (`11111m`: the fifth 1m is the mistake, the four before it stay), and not when it never comes
 * (`9m12x`: 1 and 2 have no suit).
 */
import { parseTiles, type TilesOptions } from './notation.ts';
import { KINDS, suitOf } from './tiles.ts';
import type { ParseError, Table, TableInput, Tile } from '../types.ts';

/** A list read as far as it goes. */
export interface TilesRead {
  /** The tiles before the first mistake (all of them when there is none), in the order written. */
  tiles: Tile[];
  /** The first mistake, its `index` a place in the text read (0-based); null when all of it was read. */
  error: ParseError | null;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSuit = (c: string | undefined) => c === 'm' || c === 'p' || c === 's' || c === 'z';

/** The text of the tiles written before `index` (module comment). */
function textBefore(text: string, index: number): string {
  let runStart = index;
  while (runStart > 0 && isDigit(text[runStart - 1])) runStart--;
  const waiting = text.slice(runStart, index);
  if (!waiting || !isDigit(text[index])) return text.slice(0, runStart);
  let end = index;
  while (isDigit(text[end])) end++;
  return text.slice(0, runStart) + (isSuit(text[end]) ? waiting + text[end] : '');
}

function tilesOfList(value: { tiles: number[]; tilesRed: boolean[] }): Tile[] {
  return value.tiles.map((kind, i) => ({ kind, red: value.tilesRed[i] ?? false }));
}

/** Reads a list of tiles (mpsz, the notation's forms) as far as it goes. */
export function readTiles(text: string, options: TilesOptions = {}): TilesRead {
  const whole = parseTiles(text, options);
  if (whole.ok) return { tiles: tilesOfList(whole.value), error: null };
  const { error } = whole;
  const kept = error.index === null ? null : parseTiles(textBefore(text, error.index), options);
  return { tiles: kept?.ok ? tilesOfList(kept.value) : [], error };
}

/**
 * A table as far as its text reads, for editing one that has a mistake: each part's tiles up to its
 * own first mistake, read as a four-player set (so 2m-8m of a three-player game stay, to be taken
 * off), nothing checked across parts or against a part's limit (a sixth indicator stays, to be taken
 * off too), a nuki of 0-4. parseTable is the reading that judges a table; this one keeps what the
 * player can see and change.
 */
export function looseTable(input: TableInput): Table {
  const seen = new Uint8Array(KINDS);
  const seenRed = new Uint8Array(3);
  for (const t of readTiles(input.seen ?? '').tiles) {
    seen[t.kind]++;
    if (t.red) seenRed[suitOf(t.kind)]++;
  }
  const indicators = readTiles(input.dora ?? '').tiles;
  const nuki = input.nuki ?? 0;
  return {
    players: input.players === 3 ? 3 : 4,
    seen,
    seenRed,
    indicators: indicators.map((t) => t.kind),
    indicatorsRed: indicators.map((t) => t.red),
    nuki: Number.isInteger(nuki) && nuki >= 0 && nuki <= 4 ? nuki : 0,
  };
}
