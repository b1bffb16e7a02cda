/**
 * The discard drill's data and rules, apart from the game itself (drill.ts), so the page's main
 * thread can use them without loading the analysis: the constants, the shapes of its state, the
 * rule a discard must pass, and the record of the discards as text for the page's address
 * (`?mode=drill&seed=12345&d=9m1z40p2s`).
 *
 * The record is the discards in the order played, in mpsz: a run of discards of one suit shares its
 * suit letter, as mpsz writes a hand, but the digits keep the order of play instead of being sorted,
 * and a red five is 0. `9m1z40p2s` is 9m, 1z, 4p, red 5p, 2s: at most 18 discards, so at most 36
 * characters and usually about 25. It is read back by the notation's own scanner (tile-list.ts), so a
 * mistake is named, with its place, as in any tile list on the page; the long form (`9m1z4p0p2s`) and
 * spaces are read too. A mistake keeps the discards written before it.
 */
import { formatHand } from '../core/notation.ts';
import { readTiles } from '../core/tile-list.ts';
import { handOf, isRedFive, sameTile } from '../core/tile-set.ts';
import { SUITS, suitOf, tileCode } from '../core/tiles.ts';
import type { DiscardRow, ParseError, Tile } from '../types.ts';

/** Tiles dealt at the start: 13 plus the first draw. */
export const DRILL_DEAL = 14;
/** Draws after the deal before the drill ends without a complete hand. */
export const DRILL_DRAWS = 18;

/** One discard and how it compared. */
export interface DrillTurn {
  /** The 14 tiles before the discard, canonical notation (red fives as 0). */
  hand: string;
  discard: Tile;
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
  drawn: Tile;
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
  tiles: Tile[];
  /** The tile drawn last (at the deal: the 14th tile dealt). */
  drawn: Tile;
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

/** A tile's mpsz code, a red five as 0. */
const codeOf = (tile: Tile) => tileCode(tile.kind, isRedFive(tile));

/** The record of `discards`: mpsz in the order played, one suit letter per run (`9m1z40p2s`). */
export function formatDrillDiscards(discards: readonly Tile[]): string {
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
    run += codeOf(tile)[0];
  }
  return run ? out + run + SUITS[suit] : out;
}

/** A record read back: every discard it holds, or the ones before its first mistake and the mistake. */
export interface DrillDiscardsRead {
  discards: Tile[];
  /** The first mistake, its `index` a place in the text read (0-based); null when all of it was read. */
  error: ParseError | null;
}

const TILES_OPTIONS = { maxTiles: DRILL_DRAWS, part: 'discards' } as const;

/** Reads a record (the address's `d=`): the discards in order, red fives as `red`, up to its first mistake (tile-list.ts). */
export function readDrillDiscards(text: string): DrillDiscardsRead {
  const read = readTiles(text, TILES_OPTIONS);
  return { discards: read.tiles, error: read.error };
}

/**
 * Why `tile` cannot be discarded as discard number `index + 1` of `state`: the drill is over, or the
 * tile is not in the hand; null when it can. The error names the discard's place, the tile and (not
 * in the hand) the hand, so the page can say it in its own words.
 */
export function drillDiscardError(state: DrillState, tile: Tile, index = state.turns.length): DrillError | null {
  const code = codeOf(tile);
  if (state.ending) return { code: 'finished', index, tile: code, ending: state.ending };
  const held = [...state.tiles, state.drawn];
  if (held.some((t) => sameTile(t, tile))) return null;
  return { code: 'not-in-hand', index, tile: code, hand: formatHand(handOf(held)) };
}
