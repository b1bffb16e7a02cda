/**
 * A position in a real game: the hand with its melds, and the table around it (tiles seen in rivers and
 * other players' melds, dora indicators, north tiles set aside as nuki-dora in a three-player game).
 *
 * Algorithm: every part is read by the same one-pass mpsz scanner as the hand (notation-scan.ts), each given
 * the parts read before it as context, so the four-copies limit, the one red five per suit and the
 * three-player set (no 2m-8m) are checked at the first tile that breaks them, and the error names that
 * tile, its place in its own text and how many copies every other part holds. The table is read
 * first and on its own, because it is fixed while the hands vary (the CLI's options, the page's seen
 * field): a conflict between a hand and the table is then always the hand's. Everything visible outside
 * the hand is subtracted from every remaining count by the analyses, which take a Position (analyze.ts,
 * kept apart so this module stays light enough for the page's main bundle); the dora mapping is a lookup, not a table, because the cycles are
 * short and fixed.
 */
import { handCounts } from './hand.ts';
import { parseHand, parseTiles, type TileContext } from './notation.ts';
import { KINDS, kindOf, rankOf, suitOf } from './tiles.ts';
import type { Counts, Hand, Position, PositionError, Result, Table, TableInput } from '../types.ts';

/** Most dora indicators a game can show (the first one and four kan dora). */
export const MAX_INDICATORS = 5;

/** Kind index of North (4z), the tile a three-player game sets aside as nuki-dora. */
export const NORTH = 30;

/** Tiles in the set: 136, or 108 for three players (no 2m-8m). */
export function setSize(players: 3 | 4): number {
  return players === 3 ? 108 : 136;
}

/** True for the kinds a three-player set does not have (2m-8m). */
export function isMissingInThreePlayer(kind: number): boolean {
  return kind >= 1 && kind <= 7;
}

/**
 * The dora an indicator points to: the next rank in its suit (9 -> 1), winds E -> S -> W -> N -> E,
 * dragons White -> Green -> Red -> White. Three players have no 2m-8m, so 1m points to 9m.
 */
export function doraOf(indicator: number, players: 3 | 4 = 4): number {
  const suit = suitOf(indicator);
  const rank = rankOf(indicator);
  if (suit < 3) {
    if (players === 3 && suit === 0 && rank === 1) return kindOf(0, 9);
    return kindOf(suit, rank === 9 ? 1 : rank + 1);
  }
  if (rank <= 4) return kindOf(3, (rank % 4) + 1);
  return kindOf(3, rank === 7 ? 5 : rank + 1);
}

/** How many times each kind is dora (an indicator shown twice makes its dora count twice). */
export function doraCounts(indicators: readonly number[], players: 3 | 4 = 4): Counts {
  const counts = new Uint8Array(KINDS);
  for (const indicator of indicators) counts[doraOf(indicator, players)]++;
  return counts;
}

/** A table with nothing on it. */
export function emptyTable(players: 3 | 4 = 4): Table {
  return { players, seen: new Uint8Array(KINDS), seenRed: new Uint8Array(3), indicators: [], indicatorsRed: [], nuki: 0 };
}

function fieldError(error: PositionError): { ok: false; error: PositionError } {
  return { ok: false, error };
}

/** A hand's tiles (concealed and melds) as scanner context. */
function handContextOf(hand: Hand): TileContext {
  const red = new Uint8Array(hand.red);
  for (const meld of hand.melds) if (meld.red) red[suitOf(meld.tiles[0])] += meld.red;
  return { counts: handCounts(hand), red, part: 'hand' };
}

/** The table's parts as scanner context, in the order they are read and named in errors. */
function tableContext(table: Table): TileContext[] {
  const indicators = new Uint8Array(KINDS);
  const indicatorsRed = new Uint8Array(3);
  table.indicators.forEach((k, i) => {
    indicators[k]++;
    if (table.indicatorsRed[i]) indicatorsRed[suitOf(k)]++;
  });
  const nuki = new Uint8Array(KINDS);
  nuki[NORTH] = table.nuki;
  return [
    { counts: table.seen, red: table.seenRed, part: 'seen' },
    { counts: indicators, red: indicatorsRed, part: 'dora' },
    { counts: nuki, red: new Uint8Array(3), part: 'nuki' },
  ];
}

/**
 * Reads the table (players, seen tiles, dora indicators, nuki-dora) and checks it on its own: each error
 * names its field and culprit (a fifth copy, a second red five, a sixth indicator, 2m-8m with three players).
 * Given a hand already read, its tiles count too: the page checks a changed table against the hand it keeps.
 */
export function parseTable(input: TableInput, hand?: Hand): Result<Table, PositionError> {
  const players = input.players ?? 4;
  if (players !== 3 && players !== 4) return fieldError({ code: 'invalid-players', field: 'players', index: null, players });
  const table = emptyTable(players);

  const handContext: TileContext[] = hand ? [handContextOf(hand)] : [];
  const seen = parseTiles(input.seen ?? '', { players, part: 'seen', others: handContext });
  if (!seen.ok) return fieldError({ ...seen.error, field: 'seen' });
  table.seen = seen.value.counts;
  table.seenRed = seen.value.red;

  const dora = parseTiles(input.dora ?? '', {
    players,
    maxTiles: MAX_INDICATORS,
    part: 'dora',
    others: [...handContext, ...tableContext(table).slice(0, 1)],
  });
  if (!dora.ok) {
    const { error } = dora;
    if (error.code !== 'too-many-tiles') return fieldError({ ...error, field: 'dora' });
    const { part, index, place, culprit } = error;
    return fieldError({ code: 'too-many-indicators', field: 'dora', part, index, place, culprit, tiles: MAX_INDICATORS });
  }
  table.indicators = dora.value.tiles;
  table.indicatorsRed = dora.value.tilesRed;

  const nuki = input.nuki ?? 0;
  if (!Number.isInteger(nuki) || nuki < 0 || nuki > 4) {
    return fieldError({ code: 'invalid-nuki', field: 'nuki', index: null, reason: 'range', nuki });
  }
  if (nuki > 0 && players === 4) return fieldError({ code: 'invalid-nuki', field: 'nuki', index: null, reason: 'four-players', nuki });
  const context = [...handContext, ...tableContext(table).slice(0, 2)];
  const norths = context.reduce((n, c) => n + c.counts[NORTH], 0);
  if (norths + nuki > 4) {
    const counts = context.filter((c) => c.counts[NORTH] > 0).map((c) => ({ part: c.part, copies: c.counts[NORTH] }));
    counts.push({ part: 'nuki', copies: nuki });
    return fieldError({ code: 'too-many-copies', field: 'nuki', index: null, tile: '4z', copies: norths + nuki, counts });
  }
  table.nuki = nuki;
  return { ok: true, value: table };
}

/**
 * Reads a hand (mpsz, melds in brackets) against a table already read: a fifth copy or a second red five
 * counting the table's tiles, or 2m-8m with three players, is the hand's error. `partial` accepts a hand
 * being built (any tile count).
 */
export function parsePosition(handText: string, table: Table, options: { partial?: boolean } = {}): Result<Position, PositionError> {
  const hand = parseHand(handText, { players: table.players, others: tableContext(table), partial: options.partial });
  if (!hand.ok) return fieldError({ ...hand.error, field: 'hand' });
  return { ok: true, value: { hand: hand.value, table } };
}

/** Every tile visible outside the hand: seen tiles, dora indicators and north tiles set aside. */
export function tableCounts(table: Table): Counts {
  const counts = new Uint8Array(table.seen);
  for (const k of table.indicators) counts[k]++;
  counts[NORTH] += table.nuki;
  return counts;
}

/** Red fives per suit [m, p, s] visible outside the hand: seen tiles and dora indicators. */
export function tableRed(table: Table): Uint8Array {
  const red = new Uint8Array(table.seenRed);
  table.indicators.forEach((k, i) => {
    if (table.indicatorsRed[i]) red[suitOf(k)]++;
  });
  return red;
}

/** Copies of each kind visible to the position's player: its hand and melds, and the table (seen tiles, indicators, north tiles set aside). */
export function visibleCounts(position: Position): Counts {
  const counts = handCounts(position.hand);
  const table = tableCounts(position.table);
  for (let k = 0; k < KINDS; k++) counts[k] += table[k];
  return counts;
}

/**
 * Copies of each kind not visible anywhere (hand, melds, seen, indicators, nuki): what the palette can
 * still give. Kinds a three-player set does not have are 0.
 */
export function copiesLeft(position: Position): Uint8Array {
  const visible = visibleCounts(position);
  const left = new Uint8Array(KINDS);
  for (let k = 0; k < KINDS; k++) left[k] = Math.max(0, 4 - visible[k]);
  if (position.table.players === 3) left.fill(0, 1, 8);
  return left;
}
