/**
 * A position as a request carries it from the page to the worker: plain arrays of small numbers, which
 * clone cheaply to a worker and write a short, stable JSON (the store keys its requests by their JSON;
 * a typed array would write every index as a key). The page reads the notation once, where it is typed
 * (the field, the address); what crosses is the position read, so the worker reads no text at all.
 *
 * A tile is one code: its kind 0-33 (tiles.ts), or 34, 35, 36 for the red five of m, p, s. The hand
 * keeps the order its tiles were typed in (Tenhou's order of discard rows breaks ties by it,
 * tenhou-order.ts) and whether its last tile is the draw; the table keeps counts, as Table does. A
 * position without a table is Tenhou's page (nothing on the table, no red five counted); with one, a real
 * game, even when nothing is on it yet.
 *
 * Reading it back checks what a Position must hold and a number array may not (a code out of range, a
 * fifth copy, a second red five, 2m-8m with three players, a sixth indicator, the players, the north
 * tiles set aside) with the parsers' error codes, so a refusal reads as the typed text's would; there is
 * no text, so a culprit's index is its place in its list. It reads no notation: one pass over the codes.
 */
import { FIVES, KINDS, suitOf, tileCode } from './tiles.ts';
import { MAX_INDICATORS, NORTH, emptyTable, isMissingInThreePlayer } from './position.ts';
import type { Hand, Meld, MeldKind, PartCount, Position, PositionError, Result, TilePart } from '../types.ts';

/** A tile's code: its kind, or 34 + suit for a red five. */
export type TileCode = number;

/** A meld: its kind's index in MELD_KINDS, then its tiles' codes in the meld's order. */
export type PackedMeld = number[];

/** The table of a real game: the seen tiles and the indicators as codes, the players, the north tiles set aside. */
export interface PackedTable {
  players: 3 | 4;
  /** The seen tiles by kind, a red five after the plain copies of its kind. */
  seen: TileCode[];
  /** The dora indicators in the order given. */
  dora: TileCode[];
  nuki: number;
}

/** A position as requests carry it. */
export interface PackedPosition {
  /** The concealed tiles in the order typed. */
  hand: TileCode[];
  /** The melds in the order given; left out when there are none. */
  melds?: PackedMeld[];
  /** The last tile of `hand` is the one just drawn (Hand.drawn); left out otherwise. */
  drawn?: true;
  /** A real game's table; absent, Tenhou's page. */
  table?: PackedTable;
}

const MELD_KINDS: readonly MeldKind[] = ['chi', 'pon', 'kan', 'ankan'];
const RED = KINDS;

/** One tile's code. */
export function tileCodeOf(kind: number, red: boolean): TileCode {
  return red ? RED + suitOf(kind) : kind;
}

function codeKind(code: TileCode): number {
  return code >= RED ? FIVES[code - RED]! : code;
}

const isCode = (code: unknown): code is TileCode => Number.isInteger(code) && (code as number) >= 0 && (code as number) < RED + 3;

function countCodes(counts: ArrayLike<number>, red: ArrayLike<number>): TileCode[] {
  const codes: TileCode[] = [];
  for (let k = 0; k < KINDS; k++) {
    const reds = FIVES.includes(k) ? red[suitOf(k)]! : 0;
    for (let i = reds; i < counts[k]!; i++) codes.push(k);
    for (let i = 0; i < reds; i++) codes.push(tileCodeOf(k, true));
  }
  return codes;
}

/** A position as requests carry it; `real: false` leaves the table out (Tenhou's page). */
export function packPosition(position: Position, { real }: { real: boolean }): PackedPosition {
  const { hand, table } = position;
  const packed: PackedPosition = { hand: hand.order.map((kind, i) => tileCodeOf(kind, hand.orderRed[i] ?? false)) };
  if (hand.melds.length > 0) {
    packed.melds = hand.melds.map((meld) => {
      let reds = meld.red;
      const codes = meld.tiles.map((kind) => (reds > 0 && FIVES.includes(kind) ? (reds--, tileCodeOf(kind, true)) : kind));
      return [MELD_KINDS.indexOf(meld.kind), ...codes];
    });
  }
  if (hand.drawn) packed.drawn = true;
  if (real) {
    packed.table = {
      players: table.players,
      seen: countCodes(table.seen, table.seenRed),
      dora: table.indicators.map((kind, i) => tileCodeOf(kind, table.indicatorsRed[i] ?? false)),
      nuki: table.nuki,
    };
  }
  return packed;
}

/** The copies counted so far of every part read, to name a fifth copy's parts. */
interface Tally {
  counts: Map<TilePart, Uint8Array>;
  total: Uint8Array;
  redOf: (TilePart | null)[];
}

type Field = 'hand' | 'seen' | 'dora';
const PARTS: readonly Field[] = ['hand', 'seen', 'dora'];

/** Counts one part's codes into the tally: the first code that breaks a rule is the part's error. */
function tallyPart(codes: readonly unknown[], part: Field, players: 3 | 4, tally: Tally): PositionError | null {
  const own = new Uint8Array(KINDS);
  tally.counts.set(part, own);
  for (let index = 0; index < codes.length; index++) {
    const code = codes[index];
    const at = { field: part, part, index, place: index + 1 } as const;
    if (!isCode(code)) return { ...at, code: 'unknown-character', reason: 'not-notation', culprit: String(code).slice(0, 24) };
    const kind = codeKind(code);
    const red = code >= RED;
    const culprit = tileCode(kind, red);
    if (players === 3 && isMissingInThreePlayer(kind)) return { ...at, code: 'three-player-tile', culprit, red };
    if (red) {
      const suit = suitOf(kind);
      const other = tally.redOf[suit];
      if (other !== undefined && other !== null) return { ...at, code: 'too-many-red', culprit, other: other === part ? null : other };
      tally.redOf[suit] = part;
    }
    own[kind]++;
    tally.total[kind]++;
    if (tally.total[kind]! > 4) {
      // The hand first, then the table's parts in a position's order, as the parsers name them.
      const counts: PartCount[] = [];
      for (const name of PARTS) {
        const c = tally.counts.get(name);
        if (c && c[kind]! > 0) counts.push({ part: name, copies: c[kind]! });
      }
      const copies = tally.total[kind]!;
      return { ...at, code: 'too-many-copies', culprit: tileCode(kind), tile: tileCode(kind), copies, seen: copies - own[kind]!, counts };
    }
  }
  return null;
}

function meldOf(packed: unknown): Meld | null {
  if (!Array.isArray(packed) || packed.length < 4) return null;
  const kind = MELD_KINDS[packed[0] as number];
  const codes = packed.slice(1);
  if (!kind || !codes.every(isCode) || codes.length !== (kind === 'chi' || kind === 'pon' ? 3 : 4)) return null;
  const tiles = codes.map(codeKind);
  const first = tiles[0]!;
  const shaped =
    kind === 'chi' ? first < 27 && tiles.every((k, i) => k === first + i && suitOf(k) === suitOf(first)) : tiles.every((k) => k === first);
  return shaped ? { kind, tiles, red: codes.filter((c) => c >= RED).length } : null;
}

const refuse = (error: PositionError): { ok: false; error: PositionError } => ({ ok: false, error });

/**
 * The position a request carries, checked: the table's parts first and the hand against them, as
 * parsePosition reads a typed one (a conflict between the hand and the table is the hand's).
 */
export function unpackPosition(packed: PackedPosition): Result<Position, PositionError> {
  const input = packed.table;
  const players = input ? input.players : 4;
  if (players !== 3 && players !== 4) return refuse({ code: 'invalid-players', field: 'players', index: null, players });
  const table = emptyTable(players);
  const tally: Tally = { counts: new Map(), total: new Uint8Array(KINDS), redOf: [null, null, null] };

  const seen = input?.seen ?? [];
  const dora = input?.dora ?? [];
  const error = tallyPart(seen, 'seen', players, tally) ?? tallyPart(dora, 'dora', players, tally);
  if (error) return refuse(error);
  table.seen = new Uint8Array(tally.counts.get('seen')!);
  for (const code of seen) if (code >= RED) table.seenRed[code - RED]++;
  if (dora.length > MAX_INDICATORS) {
    const index = MAX_INDICATORS;
    const culprit = tileCode(codeKind(dora[index]!), dora[index]! >= RED);
    return refuse({ code: 'too-many-indicators', field: 'dora', part: 'dora', index, place: index + 1, culprit, tiles: MAX_INDICATORS });
  }
  table.indicators = dora.map(codeKind);
  table.indicatorsRed = dora.map((code) => code >= RED);

  const nuki = input?.nuki ?? 0;
  if (!Number.isInteger(nuki) || nuki < 0 || nuki > 4)
    return refuse({ code: 'invalid-nuki', field: 'nuki', index: null, reason: 'range', nuki });
  if (nuki > 0 && players === 4) return refuse({ code: 'invalid-nuki', field: 'nuki', index: null, reason: 'four-players', nuki });
  table.nuki = nuki;

  // The hand: its melds' tiles, then its concealed tiles, counted against the table's.
  const melds: Meld[] = [];
  const meldCodes: unknown[] = [];
  for (const one of packed.melds ?? []) {
    const meld = meldOf(one);
    if (!meld)
      return refuse({ code: 'invalid-meld', reason: 'not-a-set', field: 'hand', part: 'hand', index: 0, place: 1, culprit: String(one) });
    melds.push(meld);
    meldCodes.push(...one.slice(1));
  }
  const order = packed.hand ?? [];
  const handError = tallyPart([...meldCodes, ...order], 'hand', players, tally);
  if (handError) return refuse(handError);
  const norths = tally.total[NORTH]!;
  if (norths + nuki > 4) {
    const counts: PartCount[] = [];
    for (const [part, c] of tally.counts) if (c[NORTH]! > 0) counts.push({ part, copies: c[NORTH]! });
    counts.push({ part: 'nuki', copies: nuki });
    return refuse({ code: 'too-many-copies', field: 'nuki', index: null, tile: '4z', copies: norths + nuki, counts });
  }
  const size = order.length + 3 * melds.length;
  if (size === 0) return refuse({ code: 'empty', field: 'hand', part: 'hand', index: null });
  if (size > 14) {
    const index = order.length - 1;
    const culprit = tileCode(codeKind(order[index]!), order[index]! >= RED);
    return refuse({
      code: 'too-many-tiles',
      field: 'hand',
      part: 'hand',
      index,
      place: index + 1,
      culprit,
      tiles: 14,
      melds: melds.length > 0,
      by: 'tile',
    });
  }
  if (size % 3 === 0)
    return refuse({ code: 'multiple-of-three', field: 'hand', part: 'hand', index: null, tiles: size, melds: melds.length > 0 });

  const hand: Hand = {
    tiles: new Uint8Array(KINDS),
    red: new Uint8Array(3),
    melds,
    order: order.map(codeKind),
    orderRed: order.map((code) => code >= RED),
  };
  for (const code of order) {
    hand.tiles[codeKind(code)]++;
    if (code >= RED) hand.red[code - RED]++;
  }
  if (packed.drawn) hand.drawn = true;
  return { ok: true, value: { hand, table } };
}
