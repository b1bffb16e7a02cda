/**
 * Entering a real-game position from the palette: what a palette tile does in each entry mode
 * (add it to the hand, make a meld with it, mark it seen, show it as a dora indicator), which
 * tiles each mode can take, and how many copies of each tile are still unseen.
 *
 * Copies left = 4 - hand - melds - seen - indicators - north set aside; a red five is its own
 * physical tile, left while nothing visible holds it. A mode takes a tile only when the result
 * can exist: a pon needs three copies left and room for three tiles, a kan all four, a chi its
 * whole run (number tiles, never through 2m-8m with three players), an indicator a free slot of
 * five. Results are text (hand, seen list, indicator list), because the URL holds the position.
 */
import { formatHand, KINDS, isMissingInThreePlayer, MAX_HAND_TILES, MAX_INDICATORS, NORTH, rankOf, suitOf, tableCounts, tableRed, tileCode } from '../engine/light.ts';
import type { Hand, Meld, MeldKind, Table } from '../engine/light.ts';
import { composeText, sizeOf, usage, type EditableHand, type TileRef } from './hand-edit.ts';

/** What a palette click does. */
export type EntryMode = 'hand' | MeldKind | 'seen' | 'dora';

export const ENTRY_MODES: readonly EntryMode[] = ['hand', 'chi', 'pon', 'kan', 'ankan', 'seen', 'dora'];

/** Copies of each kind nobody has shown, and per suit whether the red five is among them. */
export interface Availability {
  left: Uint8Array;
  redLeft: boolean[];
}

const isFive = (kind: number) => kind < 27 && rankOf(kind) === 5;

/** Copies left of each kind, given the hand being edited and the table. */
export function availability(hand: EditableHand, table: Table): Availability {
  const { counts, redUsed } = usage(hand);
  const visible = tableCounts(table);
  const red = tableRed(table);
  const left = new Uint8Array(KINDS);
  for (let k = 0; k < KINDS; k++) left[k] = Math.max(0, 4 - counts[k] - visible[k]);
  if (table.players === 3) left.fill(0, 1, 8);
  const redLeft = [0, 1, 2].map((s) => !redUsed[s] && red[s] === 0 && left[s * 9 + 4] > 0);
  return { left, redLeft };
}

/** Copies of this physical tile left: the red five 0 or 1, a plain five its kind's count less the red one. */
export function tileLeft(avail: Availability, tile: TileRef): number {
  if (!isFive(tile.kind)) return avail.left[tile.kind];
  const red = avail.redLeft[suitOf(tile.kind)] ? 1 : 0;
  return tile.red ? red : avail.left[tile.kind] - red;
}

/** The runs (lowest kinds) of number tiles that hold every picked kind and one more tile or two. */
function runsWith(picks: readonly TileRef[], threePlayer: boolean): number[] {
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
function runAvailable(low: number, picks: readonly TileRef[], avail: Availability): boolean {
  for (let k = low; k <= low + 2; k++) {
    const picked = picks.find((t) => t.kind === k);
    if (picked ? tileLeft(avail, picked) < 1 : avail.left[k] < 1) return false;
  }
  return true;
}

export interface PickContext {
  mode: EntryMode;
  hand: EditableHand;
  avail: Availability;
  players: 3 | 4;
  /** Tiles already picked for a chi in progress. */
  picks: readonly TileRef[];
  /** Dora indicators already shown. */
  indicators: number;
}

/** Whether a palette tile can be used in the current mode. */
/**
 * Whether a hand of `size` tiles has room for what the mode adds: a tile, or a meld (3 of the 14). The
 * table's modes (seen tiles, indicators) never touch the hand.
 */
export function roomFor(mode: EntryMode, size: number): boolean {
  if (mode === 'seen' || mode === 'dora') return true;
  return size + (mode === 'hand' ? 1 : 3) <= MAX_HAND_TILES;
}

export function canPick(ctx: PickContext, tile: TileRef): boolean {
  const { mode, hand, avail, picks } = ctx;
  if (ctx.players === 3 && isMissingInThreePlayer(tile.kind)) return false;
  const left = tileLeft(avail, tile);
  if (!roomFor(mode, sizeOf(hand))) return false;
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
      return left > 0 && avail.left[tile.kind] === 4 && (tile.red || !isFive(tile.kind) || left === 4);
    case 'chi': {
      if (left < 1 || tile.kind >= 27) return false;
      if (picks.some((t) => t.kind === tile.kind)) return false;
      const next = [...picks, tile];
      return runsWith(next, ctx.players === 3).some((low) => runAvailable(low, next, avail));
    }
  }
}

/** The meld a mode makes from its tiles (one tile for pon and kan, three for chi). */
export function meldOf(mode: MeldKind, tiles: readonly TileRef[]): Meld {
  const first = tiles[0];
  const kinds = mode === 'chi' ? tiles.map((t) => t.kind) : Array<number>(mode === 'pon' ? 3 : 4).fill(first.kind);
  return { kind: mode, tiles: kinds.sort((a, b) => a - b), red: tiles.some((t) => t.red) ? 1 : 0 };
}

/** The hand text with one more meld after the others; the draw, if any, stays the draw. */
export function addMeld(hand: EditableHand, meld: Meld): string {
  const drawn = sizeOf(hand) % 3 === 2 && hand.tiles.length > 0;
  const kept = drawn ? hand.tiles.slice(0, -1) : hand.tiles;
  return composeText(kept, drawn ? hand.tiles[hand.tiles.length - 1] : null, [...hand.melds, meld]);
}

/** The hand text without its meld at `index`. */
export function removeMeld(hand: EditableHand, index: number): string {
  return composeText(hand.tiles, null, hand.melds.filter((_, i) => i !== index));
}

function listText(tiles: readonly TileRef[]): string {
  const counts = new Uint8Array(KINDS);
  const red = new Uint8Array(3);
  for (const t of tiles) {
    counts[t.kind]++;
    if (t.red) red[suitOf(t.kind)]++;
  }
  const hand: Hand = { tiles: counts, red, melds: [], order: [], orderRed: [] };
  return formatHand(hand);
}

/** Tiles of an mpsz list read leniently for editing: kind and red flag, in the order written. */
export function listTiles(text: string): TileRef[] {
  const out: TileRef[] = [];
  for (const [, digits, suit] of text.matchAll(/(\d+)([mpsz])/g)) {
    const s = 'mpsz'.indexOf(suit);
    for (const d of digits) {
      const rank = d === '0' ? 5 : Number(d);
      if (rank >= 1 && rank <= (s === 3 ? 7 : 9)) out.push({ kind: s * 9 + rank - 1, red: d === '0' && s < 3 });
    }
  }
  return out;
}

/** The seen list with one more tile, in canonical order. */
export function addSeen(seen: string, tile: TileRef): string {
  return listText([...listTiles(seen), tile]);
}

/** The seen list without one copy of this exact tile. */
export function removeSeen(seen: string, tile: TileRef): string {
  const tiles = listTiles(seen);
  const at = tiles.findIndex((t) => t.kind === tile.kind && t.red === tile.red);
  return listText(at < 0 ? tiles : tiles.filter((_, i) => i !== at));
}

/** The indicators with one more after the others (order matters: the first is the round's). */
export function addIndicator(dora: string, tile: TileRef): string {
  return listTiles(dora).map((t) => tileCode(t.kind, t.red)).join('') + tileCode(tile.kind, tile.red);
}

/** The indicators without the one at `index`. */
export function removeIndicator(dora: string, index: number): string {
  return listTiles(dora)
    .filter((_, i) => i !== index)
    .map((t) => tileCode(t.kind, t.red))
    .join('');
}

/** North tiles a player can still set aside: those nobody has shown. */
export function northLeft(avail: Availability): number {
  return avail.left[NORTH];
}

/** Every physical tile nobody has shown (the hand and the table excluded): what a random draw comes from. */
export function tableWall(hand: EditableHand, table: Table): TileRef[] {
  const avail = availability(hand, table);
  const wall: TileRef[] = [];
  for (let kind = 0; kind < KINDS; kind++) {
    const red = isFive(kind) && avail.redLeft[suitOf(kind)];
    if (red) wall.push({ kind, red: true });
    for (let i = red ? 1 : 0; i < avail.left[kind]; i++) wall.push({ kind, red: false });
  }
  return wall;
}

/**
 * A random 14-tile hand dealt from `wall` (the last tile is the draw), or null when the wall holds
 * fewer than 14 tiles. Partial Fisher-Yates: only the first 14 places are shuffled.
 */
export function dealFrom(wall: readonly TileRef[], random: () => number): string | null {
  if (wall.length < MAX_HAND_TILES) return null;
  const tiles = [...wall];
  for (let i = 0; i < MAX_HAND_TILES; i++) {
    const j = i + Math.floor(random() * (tiles.length - i));
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  return composeText(tiles.slice(0, MAX_HAND_TILES - 1), tiles[MAX_HAND_TILES - 1], []);
}
