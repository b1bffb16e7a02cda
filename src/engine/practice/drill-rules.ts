/**
 * The discard drill's data and rules, apart from the game itself (drill.ts), so the page's main
 * thread can use them without loading the analysis: the constants, the shapes of its state, the
 * rule a discard must pass, and the record of the discards as text for the page's address
 * (`?mode=drill&seed=12345&d=9m1z40p2s`).
 *
 * The record is the discards in the order played, in mpsz: a run of discards of one suit shares its
 * suit letter, as mpsz writes a hand, but the digits keep the order of play instead of being sorted,
 * and a red five is 0. `9m1z40p2s` is 9m, 1z, 4p, red 5p, 2s: at most 18 discards, so at most 36
 * characters and usually about 25. It is read back by the notation's own scanner (parseTiles), so a
 * mistake is named, with its place, as in any tile list on the page; the long form (`9m1z4p0p2s`) and
 * spaces are read too. A mistake keeps the discards written before it.
 */
import { handFromCounts } from '../core/hand.ts';
import { formatHand, parseTiles } from '../core/notation.ts';
import { FIVES, KINDS, SUITS, suitOf, tileCode } from '../core/tiles.ts';
import type { DiscardRow, Hand, ParseError } from '../types.ts';

/** Tiles dealt at the start: 13 plus the first draw. */
export const DRILL_DEAL = 14;
/** Draws after the deal before the drill ends without a complete hand. */
export const DRILL_DRAWS = 18;

/** One physical tile: its kind, and whether it is the red five. */
export interface DrillTile {
  kind: number;
  red: boolean;
}

/** One discard and how it compared. */
export interface DrillTurn {
  /** The 14 tiles before the discard, canonical notation (red fives as 0). */
  hand: string;
  discard: DrillTile;
  /** Every distinct discard of the 14 tiles in docs/rules.md's order (the full table). */
  rows: DiscardRow[];
  /** rows[0]: the lowest shanten after the discard, then the largest count. */
  best: DiscardRow;
  /** The row of the discard made. */
  chosen: DiscardRow;
  /** Same shanten and count as the best. */
  matched: boolean;
  /** Effective tiles given up against the best discard (module comment). */
  lost: number;
  /** The tile drawn after the discard. */
  drawn: DrillTile;
}

export interface DrillTotals {
  discards: number;
  /** Discards that matched the best. */
  matched: number;
  /** Σ lost over the discards. */
  tilesLost: number;
  /** First turn whose discard left a tenpai hand; null if none yet. */
  turnsToTenpai: number | null;
  /** Turn whose draw completed the hand; null if none. */
  turnsToAgari: number | null;
}

export interface DrillState {
  seed: number;
  /** The hand apart from `drawn`, sorted (canonical order, a red five just before the other fives). */
  tiles: DrillTile[];
  /** The tile drawn last (at the deal: the 14th tile dealt). */
  drawn: DrillTile;
  /** Draws made after the deal, 0..maxDraws. */
  draws: number;
  /** Draws the drill allows: DRILL_DRAWS (here so a page shows it without importing the engine). */
  maxDraws: number;
  /** Standard shanten of the 14 tiles held. */
  shanten: number;
  turns: DrillTurn[];
  /** 'agari' when complete, 'exhausted' after the last draw, null while the drill goes on. */
  ending: 'agari' | 'exhausted' | null;
  totals: DrillTotals;
}

/** Why a discard cannot be made: the drill is over, or the tile is not in the hand. */
export type DrillError =
  | {
      code: 'finished';
      /** 0-based index of the offending discard in a replay. */
      index: number;
      /** The discard refused, mpsz (a red five as 0). */
      tile: string;
      /** How the drill had ended. */
      ending: 'agari' | 'exhausted';
    }
  | {
      code: 'not-in-hand';
      index: number;
      tile: string;
      /** The 14 tiles held, canonical notation. */
      hand: string;
    };

export type DrillErrorCode = DrillError['code'];

/** Whether a tile is a red five (a `red` flag on any other kind means nothing). */
const isRed = (tile: DrillTile) => tile.red && FIVES.includes(tile.kind);

/** A tile's mpsz code, a red five as 0. */
export function drillTileCode(tile: DrillTile): string {
  return tileCode(tile.kind, isRed(tile));
}

/** The index in `held` of the physical tile `tile` names (a red five is not a plain five); -1 if none. */
export function drillTileIndex(held: readonly DrillTile[], tile: DrillTile): number {
  return held.findIndex((t) => t.kind === tile.kind && isRed(t) === isRed(tile));
}

/** The record of `discards`: mpsz in the order played, one suit letter per run (`9m1z40p2s`). */
export function formatDrillDiscards(discards: readonly DrillTile[]): string {
  let out = '';
  let run = '';
  let suit = -1;
  for (const tile of discards) {
    const s = suitOf(tile.kind);
    if (s !== suit && run) {
      out += run + SUITS[suit];
      run = '';
    }
    suit = s;
    run += drillTileCode(tile)[0];
  }
  return run ? out + run + SUITS[suit] : out;
}

/** A record read back: every discard it holds, or the ones before its first mistake and the mistake. */
export interface DrillDiscardsRead {
  discards: DrillTile[];
  /** The first mistake, its `index` a place in the text read (0-based); null when all of it was read. */
  error: ParseError | null;
}

const TILES_OPTIONS = { maxTiles: DRILL_DRAWS, part: 'discards' } as const;

function tilesOf(value: { tiles: number[]; tilesRed: boolean[] }): DrillTile[] {
  return value.tiles.map((kind, i) => ({ kind, red: value.tilesRed[i] }));
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSuit = (c: string | undefined) => c === 'm' || c === 'p' || c === 's' || c === 'z';

/**
 * The text of the discards written before `index`. The scanner checks every tile as it reads it,
 * so everything before the mistake is good; the digits of a run the mistake interrupts count when
 * the run's suit letter comes after them (`11111m`: the fifth 1m is the mistake, the four before it
 * stay), and not when it never comes (`9m12x`: 1 and 2 have no suit).
 */
function textBefore(text: string, index: number): string {
  let runStart = index;
  while (runStart > 0 && isDigit(text[runStart - 1])) runStart--;
  const waiting = text.slice(runStart, index);
  if (!waiting || !isDigit(text[index])) return text.slice(0, runStart);
  let end = index;
  while (isDigit(text[end])) end++;
  return text.slice(0, runStart) + (isSuit(text[end]) ? waiting + text[end] : '');
}

/** Reads a record (the address's `d=`): the discards in order, red fives as `red`. */
export function readDrillDiscards(text: string): DrillDiscardsRead {
  const whole = parseTiles(text, TILES_OPTIONS);
  if (whole.ok) return { discards: tilesOf(whole.value), error: null };
  const { error } = whole;
  const kept = error.index === null ? null : parseTiles(textBefore(text, error.index), TILES_OPTIONS);
  return { discards: kept?.ok ? tilesOf(kept.value) : [], error };
}

/** The engine's hand of physical tiles. */
export function drillHandOf(tiles: readonly DrillTile[]): Hand {
  const counts = new Uint8Array(KINDS);
  for (const t of tiles) counts[t.kind]++;
  const hand = handFromCounts(counts);
  for (const t of tiles) if (isRed(t)) hand.red[suitOf(t.kind)]++;
  return hand;
}

/**
 * Why `tile` cannot be discarded as discard number `index + 1` of `state`: the drill is over, or the
 * tile is not in the hand; null when it can. The error names the discard's place, the tile and (not
 * in the hand) the hand, so the page can say it in its own words.
 */
export function drillDiscardError(state: DrillState, tile: DrillTile, index = state.turns.length): DrillError | null {
  const code = drillTileCode(tile);
  if (state.ending) return { code: 'finished', index, tile: code, ending: state.ending };
  const held = [...state.tiles, state.drawn];
  if (drillTileIndex(held, tile) >= 0) return null;
  return { code: 'not-in-hand', index, tile: code, hand: formatHand(drillHandOf(held)) };
}
