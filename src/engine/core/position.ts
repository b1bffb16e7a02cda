/**
 * A position in a real game: the hand with its melds, and the table around it (tiles seen in rivers and
 * other players' melds, dora indicators, north tiles set aside as nuki-dora in a three-player game).
 *
 * Algorithm: every part is read by the same one-pass mpsz scanner as the hand (notation.ts), each given
 * the parts read before it as context, so the four-copies limit, the one red five per suit and the
 * three-player set (no 2m-8m) are checked at the first tile that breaks them, and the error names that
 * tile, its position in its own text and how many copies every other part holds. The table is read
 * first and on its own, because it is fixed while the hands vary (the CLI's options, the page's seen
 * field): a conflict between a hand and the table is then always the hand's. Everything visible outside
 * the hand is subtracted from every remaining count by the analyses, which take a Position (analyze.ts,
 * kept apart so this module stays light enough for the page's main bundle); the dora mapping is a lookup, not a table, because the cycles are
 * short and fixed.
 */
import { handCounts } from './hand.ts';
import { parseHand, parseTiles, type TileContext } from './notation.ts';
import { KINDS, kindOf, rankOf, suitOf } from './tiles.ts';
import type {
  Counts,
  Hand,
  ParseError,
  Position,
  PositionError,
  PositionField,
  Result,
  Table,
  TableInput,
} from '../types.ts';

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

function fieldError(field: PositionField, error: ParseError): { ok: false; error: PositionError } {
  return { ok: false, error: { ...error, field } };
}

const seenLabel = (n: number) => `${n} seen`;
const indicatorLabel = (n: number) => `${n} dora indicator${n === 1 ? '' : 's'}`;
const nukiLabel = (n: number) => `${n} set aside as nuki-dora`;

/** A hand's tiles (concealed and melds) as scanner context. */
function handContextOf(hand: Hand): TileContext {
  const red = new Uint8Array(hand.red);
  for (const meld of hand.melds) if (meld.red) red[suitOf(meld.tiles[0])] += meld.red;
  return { counts: handCounts(hand), red, label: (n) => `${n} in the hand`, holder: 'in the hand' };
}

/** The table's parts as scanner context, in the order they are read and named in messages. */
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
    { counts: table.seen, red: table.seenRed, label: seenLabel, holder: 'seen' },
    { counts: indicators, red: indicatorsRed, label: indicatorLabel, holder: 'a dora indicator' },
    { counts: nuki, red: new Uint8Array(3), label: nukiLabel, holder: 'set aside' },
  ];
}

/**
 * Reads the table (players, seen tiles, dora indicators, nuki-dora) and checks it on its own: each error
 * names its field and culprit (a fifth copy, a second red five, a sixth indicator, 2m-8m with three players).
 * Given a hand already read, its tiles count too: the page checks a changed table against the hand it keeps.
 */
export function parseTable(input: TableInput, hand?: Hand): Result<Table, PositionError> {
  const players = input.players ?? 4;
  if (players !== 3 && players !== 4) {
    return fieldError('players', {
      code: 'invalid-players',
      message: `${String(players)} players: a game has 3 or 4.`,
      index: null,
    });
  }
  const table = emptyTable(players);

  const handContext: TileContext[] = hand ? [handContextOf(hand)] : [];
  const seen = parseTiles(input.seen ?? '', {
    players,
    label: seenLabel,
    where: ' of the seen tiles',
    others: handContext,
  });
  if (!seen.ok) return fieldError('seen', seen.error);
  table.seen = seen.value.counts;
  table.seenRed = seen.value.red;

  const dora = parseTiles(input.dora ?? '', {
    players,
    maxTiles: MAX_INDICATORS,
    label: indicatorLabel,
    where: ' of the dora indicators',
    others: [...handContext, ...tableContext(table).slice(0, 1)],
  });
  if (!dora.ok) {
    if (dora.error.code !== 'too-many-tiles') return fieldError('dora', dora.error);
    return fieldError('dora', {
      code: 'too-many-indicators',
      message: `More than ${MAX_INDICATORS} dora indicators: the sixth is at character ${dora.error.place ?? (dora.error.index ?? 0) + 1} of the dora indicators.`,
      index: dora.error.index,
      ...(dora.error.place === undefined ? {} : { place: dora.error.place }),
    });
  }
  table.indicators = dora.value.tiles;
  table.indicatorsRed = dora.value.tilesRed;

  const nuki = input.nuki ?? 0;
  if (!Number.isInteger(nuki) || nuki < 0 || nuki > 4) {
    return fieldError('nuki', {
      code: 'invalid-nuki',
      message: `${String(nuki)} north tiles set aside: a player sets aside 0 to 4.`,
      index: null,
    });
  }
  if (nuki > 0 && players === 4) {
    return fieldError('nuki', {
      code: 'invalid-nuki',
      message: `${nuki} north tile${nuki === 1 ? '' : 's'} set aside: only a three-player game sets north tiles aside as nuki-dora.`,
      index: null,
    });
  }
  const context = [...handContext, ...tableContext(table).slice(0, 2)];
  const norths = context.reduce((n, c) => n + c.counts[NORTH], 0);
  if (norths + nuki > 4) {
    const parts = context.filter((c) => c.counts[NORTH] > 0).map((c) => c.label(c.counts[NORTH]));
    return fieldError('nuki', {
      code: 'too-many-copies',
      message: `${norths + nuki} copies of 4z (${[...parts, nukiLabel(nuki)].join(', ')}); a kind has only four.`,
      index: null,
    });
  }
  table.nuki = nuki;
  return { ok: true, value: table };
}

/**
 * Reads a hand (mpsz, melds in brackets) against a table already read: a fifth copy or a second red five
 * counting the table's tiles, or 2m-8m with three players, is the hand's error. `partial` accepts a hand
 * being built (any tile count).
 */
export function parsePosition(
  handText: string,
  table: Table,
  options: { partial?: boolean } = {},
): Result<Position, PositionError> {
  const hand = parseHand(handText, { players: table.players, others: tableContext(table), partial: options.partial });
  if (!hand.ok) return fieldError('hand', hand.error);
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

/**
 * Copies of each kind not visible anywhere (hand, melds, seen, indicators, nuki): what the palette can
 * still give. Kinds a three-player set does not have are 0.
 */
export function copiesLeft(position: Position): Uint8Array {
  const whole = handCounts(position.hand);
  const visible = tableCounts(position.table);
  const left = new Uint8Array(KINDS);
  for (let k = 0; k < KINDS; k++) left[k] = Math.max(0, 4 - whole[k] - visible[k]);
  if (position.table.players === 3) left.fill(0, 1, 8);
  return left;
}
