/**
 * Editing a position the way a page does: add a tile, take one off, discard and draw, make or take
 * off a meld, deal a random hand, and on the table mark tiles seen and show dora indicators. Each
 * edit is a pure function from a position to a position; one that cannot be made gives back the very
 * position it was given, so a caller tells "nothing to do" by identity.
 *
 * The hand's tiles. A hand's concealed tiles are its `order` (with `orderRed`), and a 3n+2 hand's last
 * tile is its draw, as Tenhou writes one. Every result is the position its text reads back as: the
 * tiles kept in canonical order (tile-set.ts), then, after an edit that draws, the drawn tile, marked
 * `drawn` so that formatHandWithDraw writes it after the rest (`123m456p789s1122z7z`). Only a tile that
 * makes the hand 3n+2 is a draw; at any other count the whole hand is canonical (`123m456p789s1122z`,
 * not `123m456p789s112z2z`), and a tile taken off leaves no draw behind.
 *
 * Limits. Every tile an edit adds comes out of the position's wall (tile-set.ts), which is the set less
 * the hand and the table: never a fifth copy, never a second red five, a plain five only while more than
 * the red one is left, and with three players no 2m-8m. A hand holds at most 14 tiles (a meld counting
 * 3) and a table at most five indicators. Nothing else is judged here: an edit keeps what its position
 * already has, right or wrong (a hand of 2m-8m when the player count has just become three).
 */
import { discardedTile } from './discarded-tile.ts';
import { tileCount } from './hand.ts';
import { formatHand, formatMeld, MAX_HAND_TILES } from './notation.ts';
import { MAX_INDICATORS } from './position.ts';
import type { Random } from './random.ts';
import { compareTiles, copiesOf, handOf, isRedFive, sameTile, shuffled, tilesLeft, tilesOf, wallOf } from './tile-set.ts';
import { FIVES, suitOf, tileCode } from './tiles.ts';
import type { Hand, Meld, Position, Table, TableInput, Tile } from '../types.ts';

/** The position with a hand of `kept` (in canonical order), then `drawn` as its draw, then `melds`. */
function withHand(position: Position, kept: readonly Tile[], drawn: Tile | null, melds: readonly Meld[]): Position {
  const tiles = [...kept].sort(compareTiles);
  const hand = handOf(drawn ? [...tiles, drawn] : tiles, melds);
  if (drawn) hand.drawn = true;
  return { hand, table: position.table };
}

/** Whether all of `tiles` can come out of the position's wall together. */
function inWall(position: Position, tiles: readonly Tile[]): boolean {
  const left = tilesLeft(position);
  return tiles.every((tile) => tiles.filter((t) => sameTile(t, tile)).length <= copiesOf(left, tile));
}

/** A meld's physical tiles: its kinds, the first five red when the meld holds the red one. */
function meldTiles(meld: Meld): Tile[] {
  const red = meld.red > 0 ? meld.tiles.findIndex((k) => FIVES.includes(k)) : -1;
  return meld.tiles.map((kind, i) => ({ kind, red: i === red }));
}

// ---------------------------------------------------------------------------------------------------
// The hand

/** Whether the hand can take this tile: room for it, and a copy of it left in the wall. */
export function canAddTile(position: Position, tile: Tile): boolean {
  return tileCount(position.hand) < MAX_HAND_TILES && inWall(position, [tile]);
}

/** The position with one more tile in the hand: its draw when it makes the hand 3n+2. */
export function addTile(position: Position, tile: Tile): Position {
  if (!canAddTile(position, tile)) return position;
  const { hand } = position;
  const tiles = tilesOf(hand);
  if (tileCount(hand) % 3 === 1) return withHand(position, tiles, tile, hand.melds);
  return withHand(position, [...tiles, tile], null, hand.melds);
}

/** The position without one copy of this exact tile (red or not) in the hand. */
export function removeTile(position: Position, tile: Tile): Position {
  const tiles = tilesOf(position.hand);
  const at = tiles.findIndex((t) => sameTile(t, tile));
  if (at < 0) return position;
  return withHand(
    position,
    tiles.filter((_, i) => i !== at),
    null,
    position.hand.melds,
  );
}

/** The position without the hand's tile added last (Backspace); with no concealed tile, without its last meld. */
export function removeLastTile(position: Position): Position {
  const tiles = tilesOf(position.hand);
  const { melds } = position.hand;
  if (tiles.length > 0) return withHand(position, tiles.slice(0, -1), null, melds);
  if (melds.length > 0) return withHand(position, [], null, melds.slice(0, -1));
  return position;
}

/** The copy of `kind` a chosen draw gives: a plain one while any is left in the wall, else the red five; null when none is left. */
export function drawnCopy(position: Position, kind: number): Tile | null {
  const copies = wallOf(position).filter((t) => t.kind === kind);
  return copies.find((t) => !isRedFive(t)) ?? copies[0] ?? null;
}

/**
 * The position after discarding a copy of `kind` (discardedTile) and drawing `drawn`, which comes out of
 * the wall the hand had before the discard: the tile just let go is not drawn back.
 */
export function discardAndDraw(position: Position, kind: number, drawn: Tile): Position {
  const gone = position.hand.tiles[kind] ? discardedTile(position.hand, kind) : null;
  if (!gone || !inWall(position, [drawn])) return position;
  const tiles = tilesOf(position.hand);
  const at = tiles.findIndex((t) => sameTile(t, gone));
  return withHand(
    position,
    tiles.filter((_, i) => i !== at),
    drawn,
    position.hand.melds,
  );
}

/** The position with one more meld after the others, its tiles out of the wall; a draw stays the draw. */
export function addMeld(position: Position, meld: Meld): Position {
  const { hand } = position;
  if (tileCount(hand) + 3 > MAX_HAND_TILES || !inWall(position, meldTiles(meld))) return position;
  const tiles = tilesOf(hand);
  const drawn = tileCount(hand) % 3 === 2 && tiles.length > 0 ? tiles[tiles.length - 1]! : null;
  return withHand(position, drawn ? tiles.slice(0, -1) : tiles, drawn, [...hand.melds, meld]);
}

/** The position without the hand's meld at `index`. */
export function removeMeld(position: Position, index: number): Position {
  const { melds } = position.hand;
  if (!Number.isInteger(index) || index < 0 || index >= melds.length) return position;
  return withHand(
    position,
    tilesOf(position.hand),
    null,
    melds.filter((_, i) => i !== index),
  );
}

const NO_HAND: Hand = handOf([]);

/**
 * A random 14-tile hand (of the number suit `suit` only, when given), its last tile the draw, dealt from
 * everything the table does not show: the hand given is let go first. The same position when that leaves
 * fewer than 14 tiles.
 */
export function dealHand(position: Position, random: Random, suit?: number): Position {
  const wall = wallOf({ hand: NO_HAND, table: position.table }).filter((t) => suit === undefined || suitOf(t.kind) === suit);
  if (wall.length < MAX_HAND_TILES) return position;
  const dealt = shuffled(wall, random);
  return withHand(position, dealt.slice(0, MAX_HAND_TILES - 1), dealt[MAX_HAND_TILES - 1]!, []);
}

/** What a hand bar shows: the concealed tiles in canonical order, and a 3n+2 hand's last tile set apart as its draw. */
export function handLayout(hand: Hand): { sorted: Tile[]; drawn: Tile | null } {
  const tiles = tilesOf(hand);
  const drawn = tileCount(hand) % 3 === 2 && tiles.length > 0 ? tiles[tiles.length - 1]! : null;
  return { sorted: (drawn ? tiles.slice(0, -1) : tiles).sort(compareTiles), drawn };
}

/** The hand's text: canonical, except that a drawn tile (`hand.drawn`) is written after the rest, before the melds. */
export function formatHandWithDraw(hand: Hand): string {
  if (!hand.drawn || hand.order.length === 0) return formatHand(hand);
  const tiles = tilesOf(hand);
  const last = tiles[tiles.length - 1]!;
  return formatHand(handOf(tiles.slice(0, -1))) + tileCode(last.kind, isRedFive(last)) + hand.melds.map(formatMeld).join('');
}

/**
 * The hand as its text (formatHandWithDraw) reads back: the concealed tiles in the order the text writes
 * them (canonical, a red five before the other fives, a drawn tile last), the melds as they are, and no mark
 * of an edit or of a reader (drawn, full width, notation). An edited hand held in this form is the hand a
 * reload of its address reads, with no text read between.
 */
export function asWritten(hand: Hand): Hand {
  const tiles = tilesOf(hand);
  const drawn = hand.drawn && tiles.length > 0 ? tiles.pop()! : null;
  tiles.sort(compareTiles);
  if (drawn) tiles.push(drawn);
  return handOf(tiles, hand.melds);
}

// ---------------------------------------------------------------------------------------------------
// The table

/** The position with the table changed. */
const withTable = (position: Position, table: Partial<Table>): Position => ({
  hand: position.hand,
  table: { ...position.table, ...table },
});

/** The position with one more tile seen, out of the wall. */
export function addSeen(position: Position, tile: Tile): Position {
  if (!inWall(position, [tile])) return position;
  const seen = new Uint8Array(position.table.seen);
  const seenRed = new Uint8Array(position.table.seenRed);
  seen[tile.kind]++;
  if (isRedFive(tile)) seenRed[suitOf(tile.kind)]++;
  return withTable(position, { seen, seenRed });
}

/** The position with one copy of this exact seen tile (red or not) taken off the table. */
export function removeSeen(position: Position, tile: Tile): Position {
  const { seen, seenRed } = position.table;
  const suit = suitOf(tile.kind);
  const red = FIVES.includes(tile.kind) ? seenRed[suit] : 0;
  if (isRedFive(tile) ? red === 0 : seen[tile.kind] - red <= 0) return position;
  const nextSeen = new Uint8Array(seen);
  const nextRed = new Uint8Array(seenRed);
  nextSeen[tile.kind]--;
  if (isRedFive(tile)) nextRed[suit]--;
  return withTable(position, { seen: nextSeen, seenRed: nextRed });
}

/** The position with one more dora indicator after the others (the first is the round's), out of the wall; at most five. */
export function addIndicator(position: Position, tile: Tile): Position {
  const { indicators, indicatorsRed } = position.table;
  if (indicators.length >= MAX_INDICATORS || !inWall(position, [tile])) return position;
  return withTable(position, { indicators: [...indicators, tile.kind], indicatorsRed: [...indicatorsRed, isRedFive(tile)] });
}

/** The position without the dora indicator at `index`. */
export function removeIndicator(position: Position, index: number): Position {
  const { indicators, indicatorsRed } = position.table;
  if (!Number.isInteger(index) || index < 0 || index >= indicators.length) return position;
  const keep = (_: unknown, i: number) => i !== index;
  return withTable(position, { indicators: indicators.filter(keep), indicatorsRed: indicatorsRed.filter(keep) });
}

/** The table as text, each part as the notation writes it (the counterpart of parseTable): seen tiles canonical, indicators in order. */
export function formatTable(table: Table): Required<TableInput> {
  const seen = formatHand({ tiles: table.seen, red: table.seenRed, melds: [], order: [], orderRed: [] });
  const dora = table.indicators.map((kind, i) => tileCode(kind, table.indicatorsRed[i] && FIVES.includes(kind))).join('');
  return { players: table.players, seen, dora, nuki: table.nuki };
}
