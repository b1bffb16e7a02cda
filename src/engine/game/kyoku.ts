/**
 * A kyoku in play, the one model of a game the engine has (docs/game-logs.md#checking-a-log,
 * docs/rules.md#the-game-at-the-table): its seats in the order of play, each with its hand as far as it is
 * known, its melds with the seat each was called from, its river (called, riichi and tsumogiri tiles
 * marked), its north tiles; the dora indicators showing, the live wall left, and the discard on offer.
 * Both of a game's sources play their moves through it with the same checks: a log read from a file
 * (log/replay.ts: every hand known from its deal) and the game at the table of the page (game.ts: no hand
 * known, only what the table shows), so a game either holds is one that could have been played.
 *
 * Seats are numbered in the order of play from the kyoku's first seat (a log's: East of its first kyoku;
 * the table's: you); a player's view of the table (right, across, left) is a view of that numbering.
 *
 * Algorithm: one mutable state, a move applied at a time (`play`), each checked before it changes
 * anything: whose move it is, the tiles against four copies a kind and one red five a suit (a tile is
 * counted when it first shows: dealt or drawn where the hand is known, else when it leaves the hand),
 * the tiles against the hand where it is known, calls from the right seat and of the right shape, the
 * wall, one indicator a kan. About a hundred moves a kyoku, each a few array operations.
 */
import { KINDS, suitOf } from '../core/tiles.ts';
import { NORTH } from '../core/position.ts';
import { isRedFive, sameTile } from '../core/tile-set.ts';
import { meldTiles, type TableTiles } from '../core/visible.ts';
import type { Meld, MeldKind, Tile } from '../types.ts';

/** A seat in the kyoku's order of play: 0 is its first seat, then the order of play. */
export type KyokuSeat = 0 | 1 | 2 | 3;

/**
 * One move of a kyoku, in the order played. A log knows every draw (`D` is Tile); the table of the page
 * does not see another seat's draw (`D` admits null: a draw that happened, its tile unseen).
 */
export type KyokuMove<D extends Tile | null = Tile> =
  /** A draw from the wall; `replacement` for the dead wall's draw after a kan or a north tile set aside. */
  | { move: 'draw'; seat: KyokuSeat; tile: D; replacement: boolean }
  /** A discard; `tsumogiri` when it is the tile just drawn, `riichi` when it declares riichi. */
  | { move: 'discard'; seat: KyokuSeat; tile: Tile; tsumogiri: boolean; riichi: boolean }
  /**
   * A call of the last discard: a chi (from the left seat only), a pon or an open kan; `tiles` are the
   * tiles shown from the hand (2, or 3 for a kan), `called` the discard taken, `from` its seat.
   */
  | { move: 'call'; seat: KyokuSeat; call: 'chi' | 'pon' | 'kan'; tiles: Tile[]; called: Tile; from: KyokuSeat }
  /** A closed kan on the seat's turn: its four tiles. */
  | { move: 'closed-kan'; seat: KyokuSeat; tiles: Tile[] }
  /** An added kan on the seat's turn: the tile added to its pon of that kind. */
  | { move: 'added-kan'; seat: KyokuSeat; tile: Tile }
  /** A north tile set aside (three players). */
  | { move: 'north'; seat: KyokuSeat; tile: Tile }
  /** A new dora indicator turned (after a kan), at the moment it shows. */
  | { move: 'dora'; indicator: Tile };

/** A meld of a seat: the meld, its tiles as held, and where its called tile came from (null for a closed kan or a meld pasted). */
export interface SeatMeldInPlay {
  meld: Meld;
  tiles: Tile[];
  from: KyokuSeat | null;
  called: Tile | null;
}

/** A tile of a river. */
export interface RiverTileInPlay {
  tile: Tile;
  /** Called by another seat (it is in that seat's meld). */
  taken: boolean;
  riichi: boolean;
  tsumogiri: boolean;
  /** The place in time of the move that discarded it, as its source numbers its moves; -1 for a river pasted. */
  at: number;
}

/** A seat at a moment of the kyoku. */
export interface SeatInPlay {
  /** Whether the whole hand is known (a log's), or only the tiles the replay saw join it (the table's: its draws seen). */
  known: boolean;
  /** Concealed tiles in the order taken (the ones seen, where the hand is not known). */
  concealed: Tile[];
  melds: SeatMeldInPlay[];
  river: RiverTileInPlay[];
  /** In riichi (its declaring discard made). */
  riichi: boolean;
  /** Tiles taken this kyoku: draws, replacement draws and called tiles (a river tile's `taken` is another thing: called from it). */
  tilesTaken: number;
  /** North tiles set aside (three players). */
  north: Tile[];
  /** The tile just drawn, while the seat has not discarded it or another (null too when the draw was not seen). */
  drawn: Tile | null;
}

/** Who may move next. */
export type Expect =
  | { next: 'draw'; seat: KyokuSeat; replacement: boolean }
  | { next: 'discard'; seat: KyokuSeat }
  /** After a discard: a call of it, or the next seat's draw. */
  | { next: 'after-discard'; seat: KyokuSeat };

/** A kyoku at a moment: the seats, the indicators showing, the wall left, the discard on offer and whose move comes. */
export interface KyokuState {
  players: 3 | 4;
  seats: SeatInPlay[];
  /** Dora indicators showing now. */
  indicators: Tile[];
  /** Draws left in the live wall. */
  wall: number;
  /** The last discard while it can still be called: its seat and its place in that seat's river. */
  offer: { seat: KyokuSeat; index: number } | null;
  expect: Expect;
  /** Kans declared, and indicators turned since the start (one a kan). */
  kans: number;
  doraTurned: number;
}

/** Why a move cannot be played: what is wrong, the seat, and the move as a log would quote it. */
export interface KyokuFault {
  reason: FaultReason;
  seat?: KyokuSeat;
  found?: string;
}

export type FaultReason =
  /** A seat that does not play. */
  | 'no-seat'
  /** A dealt hand of another size than 13. */
  | 'deal'
  /** A tile that does not exist, a red five without red fives, a tile of 2m-8m with three players. */
  | 'tile'
  /** A fifth copy of a kind or a second red five. */
  | 'copies'
  /** Not this seat's move now. */
  | 'turn'
  | 'empty-wall'
  /** A tile the known hand does not hold. */
  | 'not-held'
  /** A tsumogiri of another tile than the one drawn. */
  | 'not-drawn'
  | 'riichi-twice'
  | 'open-riichi'
  | 'no-offer'
  | 'own-discard'
  | 'chi-three-players'
  | 'chi-not-from-left'
  | 'riichi-call'
  | 'not-a-run'
  | 'not-a-set'
  /** An added kan without a pon of its kind. */
  | 'no-pon'
  /** A north set aside with four players, or of another tile. */
  | 'north'
  /** An indicator with no kan to turn it. */
  | 'dora';

/** How a kyoku starts. */
export interface KyokuStart {
  players: 3 | 4;
  dealer: KyokuSeat;
  /** Red fives in play. */
  red: boolean;
  /** Each seat's 13 tiles dealt, or null where the hand is not known (the table's). */
  hands: readonly (readonly Tile[] | null)[];
  /** The indicators showing at the start (a log's first; the table's are the position's, not the game's). */
  indicators: readonly Tile[];
  /** Rivers and melds already on the table, with no place in time (the table's rivers pasted mid-hand), by seat. */
  pasted?: readonly ({ discards: readonly Tile[]; melds: readonly Meld[] } | undefined)[];
}

/** The meld these tiles make: their kinds in order and how many are red fives. */
export function meldOf(kind: MeldKind, tiles: readonly Tile[]): Meld {
  return { kind, tiles: tiles.map((t) => t.kind).sort((a, b) => a - b), red: tiles.filter(isRedFive).length };
}

/** The seat that plays after `seat`. */
export function seatAfter(seat: KyokuSeat, players: 3 | 4): KyokuSeat {
  return ((seat + 1) % players) as KyokuSeat;
}

/** The seat that plays before `seat` (its left player, the only one it may chi from). */
export function seatBefore(seat: KyokuSeat, players: 3 | 4): KyokuSeat {
  return ((seat + players - 1) % players) as KyokuSeat;
}

/** Draws a kyoku's live wall holds: 70 with four players, 55 with three. */
export function wallSize(players: 3 | 4): number {
  return players === 4 ? 70 : 55;
}

/** The kyoku's table as core/visible.ts reads it: each seat's river, melds and north tiles, and the indicators showing. */
export function kyokuTableTiles(state: KyokuState): TableTiles {
  return {
    players: state.players,
    seats: state.seats.map((s) => ({ river: s.river, melds: s.melds.map((m) => m.meld), north: s.north.length })),
    indicators: state.indicators,
  };
}

/** The seat whose move comes: the one to draw or discard, or the next after a discard (which a call may pass over). */
export function seatToMove(state: KyokuState): KyokuSeat {
  const { expect } = state;
  return expect.next === 'after-discard' ? seatAfter(expect.seat, state.players) : expect.seat;
}

/** A tile as a log's fault quotes it: its kind, `r` for a red five. */
const nameOf = (tile: Tile | null) => (tile ? `${tile.kind}${isRedFive(tile) ? 'r' : ''}` : '?');

/** A kyoku being played: its state (changed by each move) and the moves' checks. */
export interface KyokuPlay {
  readonly state: KyokuState;
  /** Plays one move, numbered `at` by its source; the fault when it cannot be played (the state is then as before the move's change). */
  play(move: KyokuMove<Tile | null>, at: number): KyokuFault | null;
  /** Why `seat` cannot declare riichi now (declared already, or an open meld), or null. */
  riichiFault(seat: KyokuSeat): KyokuFault | null;
  /**
   * The table's own word, which a log never needs: the turn passes to `seat`, to draw (a call or a
   * discard the page was not told of), or its last discard declared riichi after it was tapped.
   */
  turnTo(seat: KyokuSeat): void;
  markRiichi(seat: KyokuSeat): void;
}

/** The state and what the checks count: every tile shown so far, by kind and red fives by suit. */
interface Counted {
  state: KyokuState;
  red: boolean;
  shown: Uint8Array;
  shownRed: Uint8Array;
}

function fault(reason: FaultReason, seat?: KyokuSeat, found?: string): KyokuFault {
  return { reason, ...(seat !== undefined ? { seat } : {}), ...(found !== undefined ? { found } : {}) };
}

/** Counts a tile shown: why it cannot be, or null. */
function show(k: Counted, tile: Tile): FaultReason | null {
  if (!Number.isInteger(tile.kind) || tile.kind < 0 || tile.kind >= KINDS) return 'tile';
  if (k.state.players === 3 && tile.kind >= 1 && tile.kind <= 7) return 'tile';
  if (++k.shown[tile.kind]! > 4) return 'copies';
  if (isRedFive(tile)) {
    if (!k.red) return 'tile';
    if (++k.shownRed[suitOf(tile.kind)]! > 1) return 'copies';
  }
  return null;
}

/** Shows each tile in turn: the fault of the first that cannot be, quoting it, or null. */
function showAll(k: Counted, tiles: readonly Tile[], seat?: KyokuSeat): KyokuFault | null {
  for (const tile of tiles) {
    const bad = show(k, tile);
    if (bad) return fault(bad, seat, nameOf(tile));
  }
  return null;
}

/**
 * Takes `tiles` out of the seat's hand: the same copies (a red five only as red). A known hand must hold
 * them; another shows those it was not seen to hold, counted now. The fault, or null.
 */
function takeOut(k: Counted, s: KyokuSeat, tiles: readonly Tile[], what: string): KyokuFault | null {
  const seat = k.state.seats[s]!;
  if (tiles.length === 1) {
    // A discard: the common case, taken out in place.
    const i = seat.concealed.findIndex((t) => sameTile(t, tiles[0]!));
    if (i >= 0) {
      seat.concealed.splice(i, 1);
      return null;
    }
  }
  const left = [...seat.concealed];
  const fresh: Tile[] = [];
  for (const tile of tiles) {
    const i = left.findIndex((t) => sameTile(t, tile));
    if (i >= 0) left.splice(i, 1);
    else if (seat.known) return fault('not-held', s, `${what}${nameOf(tile)}`);
    else fresh.push(tile);
  }
  const bad = showAll(k, fresh, s);
  if (bad) return bad;
  seat.concealed = left;
  return null;
}

function riichiFault(k: Counted, s: KyokuSeat): KyokuFault | null {
  const seat = k.state.seats[s]!;
  if (seat.riichi) return fault('riichi-twice', s, 'riichi');
  if (seat.melds.some((m) => m.meld.kind !== 'ankan')) return fault('open-riichi', s, 'riichi');
  return null;
}

function playDraw(k: Counted, move: Extract<KyokuMove<Tile | null>, { move: 'draw' }>): KyokuFault | null {
  const { state } = k;
  const { expect } = state;
  const s = move.seat;
  const due = expect.next === 'draw' && expect.seat === s && expect.replacement === move.replacement;
  const next = expect.next === 'after-discard' && !move.replacement && seatAfter(expect.seat, state.players) === s;
  if (!due && !next) return fault('turn', s, `draw ${nameOf(move.tile)}`);
  if (state.wall <= 0) return fault('empty-wall', s, 'draw from an empty wall');
  const seat = state.seats[s]!;
  if (move.tile) {
    const bad = showAll(k, [move.tile], s);
    if (bad) return bad;
    seat.concealed.push(move.tile);
  }
  state.wall--;
  state.offer = null;
  seat.drawn = move.tile;
  seat.tilesTaken++;
  state.expect = { next: 'discard', seat: s };
  return null;
}

function playDiscard(k: Counted, move: Extract<KyokuMove, { move: 'discard' }>, at: number): KyokuFault | null {
  const { state } = k;
  const s = move.seat;
  const seat = state.seats[s]!;
  if (!onTurn(state, s)) return fault('turn', s, `discard ${nameOf(move.tile)}`);
  if (move.tsumogiri && seat.drawn && !sameTile(seat.drawn, move.tile)) return fault('not-drawn', s, `tsumogiri ${nameOf(move.tile)}`);
  if (move.tsumogiri && !seat.drawn && seat.known) return fault('not-held', s, `tsumogiri ${nameOf(move.tile)}`);
  const cannot = move.riichi ? riichiFault(k, s) : null;
  if (cannot) return cannot;
  const out = takeOut(k, s, [move.tile], '');
  if (out) return out;
  seat.river.push({ tile: move.tile, taken: false, riichi: move.riichi, tsumogiri: move.tsumogiri, at });
  if (move.riichi) seat.riichi = true;
  seat.drawn = null;
  state.offer = { seat: s, index: seat.river.length - 1 };
  state.expect = { next: 'after-discard', seat: s };
  return null;
}

function playCall(k: Counted, move: Extract<KyokuMove, { move: 'call' }>): KyokuFault | null {
  const { state } = k;
  const { offer, players } = state;
  const s = move.seat;
  const quoted = () => `${move.call} ${nameOf(move.called)}`;
  if (!offer) return fault('no-offer', s, quoted());
  if (offer.seat !== move.from) return fault('turn', s, quoted());
  if (move.from === s) return fault('own-discard', s, quoted());
  const called = state.seats[offer.seat]!.river[offer.index]!;
  if (!sameTile(called.tile, move.called)) return fault('turn', s, quoted());
  if (move.call === 'chi' && players !== 4) return fault('chi-three-players', s, 'chi');
  if (move.call === 'chi' && move.from !== seatBefore(s, players)) return fault('chi-not-from-left', s, 'chi');
  const seat = state.seats[s]!;
  if (seat.riichi) return fault('riichi-call', s, `${move.call} in riichi`);
  const all = [...move.tiles, move.called];
  const kinds = all.map((t) => t.kind).sort((a, b) => a - b);
  const size = move.call === 'kan' ? 4 : 3;
  const run = kinds[0]! < 27 && suitOf(kinds[0]!) === suitOf(kinds[2]!) && kinds[1] === kinds[0]! + 1 && kinds[2] === kinds[0]! + 2;
  const same = kinds.every((kind) => kind === kinds[0]);
  if (move.tiles.length !== size - 1 || (move.call === 'chi' ? !run : !same))
    return fault(move.call === 'chi' ? 'not-a-run' : 'not-a-set', s, `${move.call} ${kinds.join(',')}`);
  const out = takeOut(k, s, move.tiles, `${move.call} `);
  if (out) return out;
  called.taken = true;
  seat.melds.push({ meld: meldOf(move.call, all), tiles: all, from: move.from, called: move.called });
  seat.tilesTaken++;
  state.offer = null;
  if (move.call === 'kan') state.kans++;
  state.expect = move.call === 'kan' ? { next: 'draw', seat: s, replacement: true } : { next: 'discard', seat: s };
  return null;
}

/** A closed or an added kan, or a north set aside: on the seat's turn, then its replacement draw. */
function playOwnTurn(k: Counted, move: Extract<KyokuMove, { move: 'closed-kan' | 'added-kan' | 'north' }>): KyokuFault | null {
  const { state } = k;
  const s = move.seat;
  const seat = state.seats[s]!;
  switch (move.move) {
    case 'closed-kan': {
      if (!onTurn(state, s)) return fault('turn', s, 'closed kan');
      const kind = move.tiles[0]?.kind;
      if (move.tiles.length !== 4 || move.tiles.some((t) => t.kind !== kind)) return fault('not-a-set', s, 'closed kan');
      const out = takeOut(k, s, move.tiles, 'closed kan ');
      if (out) return out;
      seat.melds.push({ meld: meldOf('ankan', move.tiles), tiles: [...move.tiles], from: null, called: null });
      state.kans++;
      break;
    }
    case 'added-kan': {
      if (!onTurn(state, s)) return fault('turn', s, 'added kan');
      const pon = seat.melds.find((m) => m.meld.kind === 'pon' && m.meld.tiles[0] === move.tile.kind);
      if (!pon) return fault('no-pon', s, `added kan ${nameOf(move.tile)}`);
      const out = takeOut(k, s, [move.tile], 'added kan ');
      if (out) return out;
      pon.tiles = [...pon.tiles, move.tile];
      pon.meld = meldOf('kan', pon.tiles);
      state.kans++;
      // The added tile can be robbed (chankan): a ron on it ends the kyoku here.
      state.offer = null;
      break;
    }
    case 'north': {
      if (state.players !== 3 || move.tile.kind !== NORTH) return fault('north', s, 'north');
      if (!onTurn(state, s)) return fault('turn', s, 'north');
      const out = takeOut(k, s, [move.tile], '');
      if (out) return out.reason === 'not-held' ? { ...out, found: 'north' } : out;
      seat.north.push(move.tile);
      break;
    }
  }
  seat.drawn = null;
  state.expect = { next: 'draw', seat: s, replacement: true };
  return null;
}

/** A kan's indicator: one a kan at most, five in all. */
function playDora(k: Counted, indicator: Tile): KyokuFault | null {
  const { state } = k;
  if (state.doraTurned >= state.kans || state.indicators.length >= 5) return fault('dora', undefined, 'dora');
  const bad = showAll(k, [indicator]);
  if (bad) return bad;
  state.indicators.push(indicator);
  state.doraTurned++;
  return null;
}

const onTurn = (state: KyokuState, s: KyokuSeat) => state.expect.next === 'discard' && state.expect.seat === s;

function play(k: Counted, move: KyokuMove<Tile | null>, at: number): KyokuFault | null {
  if (move.move === 'dora') return playDora(k, move.indicator);
  if (!(move.seat >= 0 && move.seat < k.state.players)) return fault('no-seat', undefined, `seat ${move.seat}`);
  switch (move.move) {
    case 'draw':
      return playDraw(k, move);
    case 'discard':
      return playDiscard(k, move, at);
    case 'call':
      return playCall(k, move);
    default:
      return playOwnTurn(k, move);
  }
}

/** Starts a kyoku: its seats dealt or pasted, every tile shown counted; the fault of the first seat whose tiles cannot be. */
export function startKyoku(start: KyokuStart): { ok: true; value: KyokuPlay } | { ok: false; error: KyokuFault } {
  const { players } = start;
  const state: KyokuState = {
    players,
    seats: [],
    indicators: [...start.indicators],
    wall: wallSize(players),
    offer: null,
    expect: { next: 'draw', seat: start.dealer, replacement: false },
    kans: 0,
    doraTurned: 0,
  };
  const k: Counted = { state, red: start.red, shown: new Uint8Array(KINDS), shownRed: new Uint8Array(3) };
  for (let s = 0; s < players; s++) {
    const seat = s as KyokuSeat;
    const hand = start.hands[s] ?? null;
    if (hand && hand.length !== 13) return { ok: false, error: fault('deal', seat, `${hand.length} tiles dealt`) };
    const pasted = start.pasted?.[s];
    const river = (pasted?.discards ?? []).map((tile) => ({ tile, taken: false, riichi: false, tsumogiri: false, at: -1 }));
    const melds = (pasted?.melds ?? []).map((meld) => ({ meld, tiles: meldTiles(meld), from: null, called: null }));
    const bad = showAll(k, [...(hand ?? []), ...river.map((r) => r.tile), ...melds.flatMap((m) => m.tiles)], seat);
    if (bad) return { ok: false, error: bad };
    state.seats.push({
      known: hand !== null,
      concealed: [...(hand ?? [])],
      melds,
      river,
      riichi: false,
      tilesTaken: 0,
      north: [],
      drawn: null,
    });
    // A river pasted took a draw a discard, less the discards called (the caller discarded without drawing).
    state.wall -= river.length - melds.filter((m) => m.meld.kind !== 'ankan').length;
  }
  state.wall = Math.max(0, state.wall);
  const bad = showAll(k, start.indicators);
  if (bad) return { ok: false, error: bad };
  return {
    ok: true,
    value: {
      state,
      play: (move, at) => play(k, move, at),
      riichiFault: (s) => riichiFault(k, s),
      turnTo(s) {
        state.expect = { next: 'draw', seat: s, replacement: false };
        state.offer = null;
      },
      markRiichi(s) {
        const seat = state.seats[s]!;
        const last = seat.river[seat.river.length - 1];
        if (!last) return;
        last.riichi = true;
        seat.riichi = true;
      },
    },
  };
}
