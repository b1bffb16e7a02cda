/**
 * The palette's entry modes in a real game: what a palette tile does in each (add it to the hand, make
 * a meld with it, mark it seen, show it as a dora indicator), and which tiles each mode can take. The
 * edits themselves are the engine's (edit.ts); this is the page's rule for greying a palette tile.
 *
 * A mode takes a tile only when the result can exist: a copy of it left (tile-set.ts's count of each
 * physical tile: a red five is its own tile, left while nothing visible holds it), a pon three copies
 * left and room for three tiles, a kan all four, a chi its whole run (number tiles, never through
 * 2m-8m with three players), an indicator a free slot of five.
 */
import { copiesOf, FIVES, isMissingInThreePlayer, MAX_HAND_TILES, MAX_INDICATORS, suitOf, tileCount } from '../engine/light.ts';
import type { Hand, Meld, MeldKind, Tile, TilesLeft } from '../engine/light.ts';

/** What a palette click does. */
export type EntryMode = 'hand' | MeldKind | 'seen' | 'dora';

export const ENTRY_MODES: readonly EntryMode[] = ['hand', 'chi', 'pon', 'kan', 'ankan', 'seen', 'dora'];

/** The runs (lowest kinds) of number tiles that hold every picked kind and one more tile or two. */
function runsWith(picks: readonly Tile[], threePlayer: boolean): number[] {
  if (picks.length === 0) return [];
  const kinds = picks.map((t) => t.kind);
  const suit = suitOf(kinds[0]);
  if (suit === 3 || kinds.some((k) => suitOf(k) !== suit) || new Set(kinds).size !== kinds.length) return [];
  const runs: number[] = [];
  for (let low = suit * 9; low <= suit * 9 + 6; low++) {
    if (threePlayer && [low, low + 1, low + 2].some(isMissingInThreePlayer)) continue;
    if (kinds.every((k) => k >= low && k <= low + 2)) runs.push(low);
  }
  return runs;
}

/** A run starting at `low` can be completed from the copies left, the picked tiles counting as taken. */
function runAvailable(low: number, picks: readonly Tile[], avail: TilesLeft): boolean {
  for (let k = low; k <= low + 2; k++) {
    const picked = picks.find((t) => t.kind === k);
    if (picked ? copiesOf(avail, picked) < 1 : avail.left[k] < 1) return false;
  }
  return true;
}

export interface PickContext {
  mode: EntryMode;
  hand: Hand;
  /** What the position leaves of the set. */
  avail: TilesLeft;
  players: 3 | 4;
  /** Tiles already picked for a chi in progress. */
  picks: readonly Tile[];
  /** Dora indicators already shown. */
  indicators: number;
  /**
   * While another seat's kan on its own turn waits for its kind: the kinds it can be (all four copies
   * unseen for a closed kan, or the fourth of that seat's pon); the press takes nothing else.
   */
  kanKinds?: readonly number[];
}

/**
 * Whether a hand of `size` tiles has room for what the mode adds: a tile, or a meld (3 of the 14). The
 * table's modes (seen tiles, indicators) never touch the hand.
 */
export function roomFor(mode: EntryMode, size: number): boolean {
  if (mode === 'seen' || mode === 'dora') return true;
  return size + (mode === 'hand' ? 1 : 3) <= MAX_HAND_TILES;
}

/** Whether a palette tile can be used in the current mode. */
export function canPick(ctx: PickContext, tile: Tile): boolean {
  const { mode, hand, avail, picks } = ctx;
  if (ctx.players === 3 && isMissingInThreePlayer(tile.kind)) return false;
  const left = copiesOf(avail, tile);
  if (ctx.kanKinds) return left > 0 && ctx.kanKinds.includes(tile.kind);
  if (!roomFor(mode, tileCount(hand))) return false;
  switch (mode) {
    case 'hand':
      return left > 0;
    case 'seen':
      return left > 0;
    case 'dora':
      return left > 0 && ctx.indicators < MAX_INDICATORS;
    case 'pon':
      // A red five makes the meld's one red tile, with two plain ones; a plain five three plain ones.
      return left > 0 && (tile.red ? avail.left[tile.kind] >= 3 : left >= 3);
    case 'kan':
    case 'ankan':
      // A kan takes all four copies: with the red five unseen, it is one of them (pressed as 0).
      return left > 0 && avail.left[tile.kind] === 4 && (tile.red || !FIVES.includes(tile.kind) || left === 4);
    case 'chi': {
      if (left < 1 || tile.kind >= 27) return false;
      if (picks.some((t) => t.kind === tile.kind)) return false;
      const next = [...picks, tile];
      return runsWith(next, ctx.players === 3).some((low) => runAvailable(low, next, avail));
    }
  }
}

/** The meld a mode makes from its tiles (one tile for pon and kan, three for chi). */
export function meldOf(mode: MeldKind, tiles: readonly Tile[]): Meld {
  const first = tiles[0];
  const kinds = mode === 'chi' ? tiles.map((t) => t.kind) : Array<number>(mode === 'pon' ? 3 : 4).fill(first.kind);
  return { kind: mode, tiles: kinds.sort((a, b) => a - b), red: tiles.some((t) => t.red) ? 1 : 0 };
}
