/**
 * Editing a hand the way the page does: add a tile, remove one, discard and draw, deal a random
 * hand. A hand under edit is its concealed tiles in input order (each a kind plus a red flag, so a
 * red five keeps its colour) and its melds; the result is always hand text, because the URL holds
 * the hand. The text is the canonical notation of the tiles kept, then the drawn tile written
 * after them, which is how Tenhou writes a hand with a fresh draw and how the hand bar knows which
 * tile to set apart. Draws come from the physical set: four copies per kind, one of the fives of
 * each number suit red, less every tile the hand holds.
 */
import { formatHand, formatMeld, KINDS, MAX_HAND_TILES, rankOf, suitOf, tileCode } from '../engine/light.ts';
import type { Hand, Meld } from '../engine/light.ts';

/** One physical tile: its kind and whether it is the red five. */
export interface TileRef {
  kind: number;
  red: boolean;
}

/** A hand being edited: concealed tiles in input order, and melds. */
export interface EditableHand {
  tiles: TileRef[];
  melds: Meld[];
}

const isFive = (kind: number) => kind < 27 && rankOf(kind) === 5;

/** The editable form of a parsed hand. */
export function editableOf(hand: Hand): EditableHand {
  return { tiles: hand.order.map((kind, i) => ({ kind, red: hand.orderRed[i] })), melds: hand.melds };
}

/** Tiles of the hand, a meld counting 3 (docs/rules.md). */
export function sizeOf(hand: EditableHand): number {
  return hand.tiles.length + 3 * hand.melds.length;
}

/** Canonical order: by kind, a red five just before the other fives of its suit. */
export function compareTiles(a: TileRef, b: TileRef): number {
  return a.kind - b.kind || Number(b.red) - Number(a.red);
}

/**
 * What the hand bar shows: concealed tiles sorted, and for a 3n+2 hand the last tile of the input
 * set apart as the draw.
 */
export function layoutOf(hand: EditableHand): { sorted: TileRef[]; drawn: TileRef | null } {
  const drawn = sizeOf(hand) % 3 === 2 && hand.tiles.length > 0 ? hand.tiles[hand.tiles.length - 1] : null;
  const kept = drawn ? hand.tiles.slice(0, -1) : hand.tiles;
  return { sorted: [...kept].sort(compareTiles), drawn };
}

function handOf(tiles: readonly TileRef[]): Hand {
  const counts = new Uint8Array(KINDS);
  const red = new Uint8Array(3);
  for (const t of tiles) {
    counts[t.kind]++;
    if (t.red) red[suitOf(t.kind)]++;
  }
  return { tiles: counts, red, melds: [], order: tiles.map((t) => t.kind), orderRed: tiles.map((t) => t.red) };
}

/** Hand text: the kept tiles in canonical order, then the drawn tile, then the melds. */
export function composeText(kept: readonly TileRef[], drawn: TileRef | null, melds: readonly Meld[]): string {
  return formatHand(handOf(kept)) + (drawn ? tileCode(drawn.kind, drawn.red) : '') + melds.map(formatMeld).join('');
}

/** Copies of each kind in the hand (concealed and melds), and whether each suit's red five is used. */
export function usage(hand: EditableHand): { counts: Uint8Array; redUsed: boolean[] } {
  const counts = new Uint8Array(KINDS);
  const redUsed = [false, false, false];
  for (const t of hand.tiles) {
    counts[t.kind]++;
    if (t.red) redUsed[suitOf(t.kind)] = true;
  }
  for (const m of hand.melds) {
    for (const k of m.tiles) counts[k]++;
    if (m.red > 0) redUsed[suitOf(m.tiles.find(isFive) ?? m.tiles[0])] = true;
  }
  return { counts, redUsed };
}

/** Whether the palette may add this tile: copies left, room in the hand, one red five per suit. */
export function canAdd(hand: EditableHand, tile: TileRef): boolean {
  if (sizeOf(hand) >= MAX_HAND_TILES) return false;
  const { counts, redUsed } = usage(hand);
  if (counts[tile.kind] >= 4) return false;
  return !tile.red || !redUsed[suitOf(tile.kind)];
}

/**
 * The hand with one more tile. Only a tile that makes the hand 3n+2 is a draw, written last as Tenhou
 * sets it apart; at any other count the whole hand is written canonically (`123m456p789s1122z`, not
 * `123m456p789s112z2z`).
 */
export function addTile(hand: EditableHand, tile: TileRef): string {
  if (sizeOf(hand) % 3 === 1) return composeText(hand.tiles, tile, hand.melds);
  return composeText([...hand.tiles, tile], null, hand.melds);
}

/** The hand without one copy of this exact tile (red or not), in canonical order. */
export function removeTile(hand: EditableHand, tile: TileRef): string {
  const at = hand.tiles.findIndex((t) => t.kind === tile.kind && t.red === tile.red);
  const kept = at < 0 ? hand.tiles : hand.tiles.filter((_, i) => i !== at);
  return composeText(kept, null, hand.melds);
}

/** The hand without the tile added last (Backspace); with no concealed tile, without its last meld. */
export function removeLast(hand: EditableHand): string {
  if (hand.tiles.length === 0) return composeText([], null, hand.melds.slice(0, -1));
  return composeText(hand.tiles.slice(0, -1), null, hand.melds);
}

/** The copy a discard of this kind gives away: a plain five before the red one, which is worth more. */
export function discardedCopy(hand: EditableHand, kind: number): TileRef | null {
  const copies = hand.tiles.filter((t) => t.kind === kind);
  if (copies.length === 0) return null;
  return copies.find((t) => !t.red) ?? copies[0];
}

/** The hand after discarding one copy of `kind` and drawing `drawn`. */
export function discardAndDraw(hand: EditableHand, kind: number, drawn: TileRef): string {
  const gone = discardedCopy(hand, kind);
  const at = gone ? hand.tiles.indexOf(gone) : -1;
  return composeText(
    hand.tiles.filter((_, i) => i !== at),
    drawn,
    hand.melds,
  );
}

/** Every physical tile not in the hand: the wall a draw comes from. */
export function wallOf(hand: EditableHand | null): TileRef[] {
  const { counts, redUsed } = hand ? usage(hand) : { counts: new Uint8Array(KINDS), redUsed: [false, false, false] };
  const wall: TileRef[] = [];
  for (let kind = 0; kind < KINDS; kind++) {
    let left = 4 - counts[kind];
    if (left > 0 && isFive(kind) && !redUsed[suitOf(kind)]) {
      wall.push({ kind, red: true });
      left--;
    }
    for (let i = 0; i < left; i++) wall.push({ kind, red: false });
  }
  return wall;
}

/** The copy of `kind` a chosen draw gives: a plain one while any is left in the wall, else the red five. */
export function drawnCopy(hand: EditableHand, kind: number): TileRef {
  const wall = wallOf(hand);
  return wall.find((t) => t.kind === kind && !t.red) ?? wall.find((t) => t.kind === kind) ?? { kind, red: false };
}

/** A uniformly random tile of the wall, or null when the wall is empty. */
export function randomDraw(hand: EditableHand | null, random: () => number): TileRef | null {
  const wall = wallOf(hand);
  return wall.length ? wall[Math.floor(random() * wall.length)] : null;
}

/**
 * A random 14-tile hand dealt from a shuffled set (only the tiles of `suit` for a full flush);
 * the 14th tile is the draw.
 */
export function randomHandText(random: () => number, suit?: number): string {
  const wall = wallOf(null).filter((t) => suit === undefined || suitOf(t.kind) === suit);
  // Fisher-Yates over the first 14 places only: the rest of the wall is never looked at.
  for (let i = 0; i < MAX_HAND_TILES; i++) {
    const j = i + Math.floor(random() * (wall.length - i));
    [wall[i], wall[j]] = [wall[j], wall[i]];
  }
  return composeText(wall.slice(0, MAX_HAND_TILES - 1), wall[MAX_HAND_TILES - 1], []);
}
