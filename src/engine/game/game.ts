/**
 * The game at the table, followed move by move (docs/rules.md#the-game-at-the-table): four seats (three
 * with three players) seen from the player: you, the right player (下家, who plays after you), the player
 * across (対面) and the left player (上家). Each seat has its river in order (a called tile marked taken, a
 * riichi tile turned), its melds with the seat each was called from, its riichi, and its north tiles set
 * aside; a cursor says whose tap comes next.
 *
 * This is the table's view of the one model of a kyoku in play (kyoku.ts): its seats are places from you
 * (three players use 0, 1 and 3), the kyoku's are numbered in the order of play from you.
 *
 * Algorithm: a game is its rivers as pasted (a position entered in the middle of a hand) and then a log
 * of taps in the order they were made; its state is the taps played through the kyoku (replayGame). A log is small
 * (a hand has about 70 discards) and replaying it is a few microseconds, so nothing else is kept: the
 * address holds the log, Back and Undo drop its last move, and every tile's place in time (`step`) is
 * its move's index, which is what says whether a discard came after a riichi. Tiles pasted have no
 * place in time (-1): the page cannot know how rivers pasted separately interleave.
 *
 * Your own hand is not in the log: the position's hand is the hand now, and the page edits it with
 * each of your moves (yourMoveOnHand); the log says what your river, your calls and your draws were.
 */
import { KINDS, WINDS } from '../core/tiles.ts';
import { isMissingInThreePlayer, NORTH } from '../core/position.ts';
import { seatWind, seatsOf, type Seat } from '../core/seats.ts';
import { seenTiles, type TableTiles } from '../core/visible.ts';
import { seatToMove, startKyoku, type FaultReason, type KyokuFault, type KyokuPlay, type KyokuSeat, type KyokuState } from './kyoku.ts';
import type { Meld, Result, Tile, Wind } from '../types.ts';

export type { Seat, OtherSeat } from '../core/seats.ts';
export { seatsOf } from '../core/seats.ts';

/** The seat that plays after `seat`. */
export function nextSeat(seat: Seat, players: 3 | 4): Seat {
  const order = seatsOf(players);
  return order[(order.indexOf(seat) + 1) % order.length];
}

/** The dealer's seat when your seat wind is `wind` (the dealer is East; the winds follow the order of play). */
export function dealerSeat(wind: Wind, players: 3 | 4): Seat {
  const order = seatsOf(players);
  const w = WINDS.indexOf(wind) % order.length;
  return order[(order.length - w) % order.length];
}

/** A seat's wind when the dealer sits at `dealer`: the winds follow the order of play from the dealer (core/seats.ts). */
export function windOfSeat(seat: Seat, dealer: Seat, players: 3 | 4): Wind {
  const order = seatsOf(players);
  return seatWind(order.indexOf(seat), order.indexOf(dealer), players);
}

/**
 * One move of the table's log as the player taps it (the address's `moves=`, game-notation.ts): the words
 * of the page's cursor, not the kyoku's own moves. replayGame reads each into the kyoku's moves
 * (kyoku.ts's KyokuMove, the engine's one move type), with the seat, the draws and the called tile.
 */
export type TableTap =
  /**
   * The tap the cursor waits for: a discard of the seat at the cursor, your draw, or a new dora indicator;
   * `tsumogiri` when it is another seat's discard of the tile it just drew (a log knows it, a tap does not).
   */
  | { move: 'tile'; tile: Tile; tsumogiri?: true }
  /** Your discard, from your hand; `tsumogiri` when it is the tile you just drew. */
  | { move: 'discard'; tile: Tile; tsumogiri?: true }
  /** A riichi declaration: before the seat's discard (that discard is the riichi tile) or after it. */
  | { move: 'riichi'; seat: Seat }
  /** A call of the last discard by `seat`, with the tiles it showed from its hand (2 for chi and pon, 3 for a kan). */
  | { move: 'call'; seat: Seat; call: 'chi' | 'pon' | 'kan'; tiles: Tile[] }
  /** A kan on the seat's own turn: closed (four of `tile`'s kind) or added to its pon of that kind. */
  | { move: 'self-kan'; seat: Seat; tile: Tile }
  /** A north tile set aside (three players). */
  | { move: 'nuki'; seat: Seat }
  /** The cursor moved by hand to a seat (its discard; your draw or discard). */
  | { move: 'cursor'; seat: Seat };

/** A tile of a river. */
export interface RiverTile extends Tile {
  /** Called by another seat: it is in that seat's meld and counted there. */
  taken: boolean;
  /** The riichi declaration tile (shown turned). */
  riichi: boolean;
  /** Discarded as drawn (tsumogiri), when the move said so. */
  tsumogiri: boolean;
  /** The index of the move that discarded it; -1 for a tile pasted with its river. */
  step: number;
}

/** A meld of a seat: the meld, the seat its called tile came from (null for a closed kan), and that tile. */
export interface SeatMeld {
  meld: Meld;
  from: Seat | null;
  called: Tile | null;
}

export interface SeatState {
  river: RiverTile[];
  melds: SeatMeld[];
  /** Riichi declared: the declaration tile's step (-1 pasted), or 'pending' before its discard, or null. */
  riichi: number | 'pending' | null;
  /** North tiles set aside. */
  nuki: number;
}

/** Whose tap comes next: a seat's discard (yours: your draw, then your discard), or a new dora indicator. */
export interface Cursor {
  seat: Seat;
  indicator: boolean;
}

export interface GameState {
  players: 3 | 4;
  dealer: Seat;
  /** Every seat; with three players seat 2 (across) stays empty. */
  seats: SeatState[];
  cursor: Cursor;
  /** The discard the next move may call: its seat and its index in that river; null when none can be. */
  last: { seat: Seat; index: number } | null;
  /** Moves made, in order. */
  moves: TableTap[];
  /** Dora indicators revealed by kans, in order (the page keeps them with the others). */
  indicators: Tile[];
  /** Whether anything is on the table: a river tile, a meld of another seat, a move. */
  started: boolean;
  /** Draws left in the live wall (a river pasted counts a draw for each of its discards not called). */
  wall: number;
}

/** What a game log or a pasted river can refuse. */
export type GameError =
  | { code: 'invalid-river'; seat: Seat; index: number | null; culprit: string }
  /** The pasted rivers together show a fifth copy of a kind or a second red five: the first river where they do. */
  | { code: 'river-copies'; seat: Seat }
  | { code: 'invalid-move'; index: number; culprit: string }
  | { code: 'illegal-move'; move: number; reason: IllegalReason };

export type IllegalReason =
  | 'no-discard-to-call'
  | 'own-discard'
  | 'chi-not-from-left'
  | 'not-a-run'
  | 'not-a-set'
  | 'three-players-only'
  | 'seat-absent'
  | 'too-many-copies'
  | 'riichi-twice'
  | 'open-riichi'
  | 'riichi-call'
  | 'no-chi-three-players'
  | 'three-player-tile'
  /** A tap marked tsumogiri where the cursor waits for your draw or an indicator, not another seat's discard. */
  | 'tsumogiri-not-a-discard'
  /** A draw with the live wall used up. */
  | 'wall-empty'
  /** A move the kyoku's order of play does not allow there. */
  | 'out-of-order';

const fail = (error: GameError): { ok: false; error: GameError } => ({ ok: false, error });

function emptySeat(): SeatState {
  return { river: [], melds: [], riichi: null, nuki: 0 };
}

/** A river as pasted, read (game-notation.ts's readRivers): its discards in order, then its melds. */
export interface PastedRiver {
  discards: readonly Tile[];
  melds: readonly Meld[];
}

/** The table's word for each fault of the kyoku's checks a tap can meet (kyoku.ts). */
const REASONS: Partial<Record<FaultReason, IllegalReason>> = {
  tile: 'three-player-tile',
  copies: 'too-many-copies',
  'empty-wall': 'wall-empty',
  'riichi-twice': 'riichi-twice',
  'open-riichi': 'open-riichi',
  'no-offer': 'no-discard-to-call',
  'own-discard': 'own-discard',
  'chi-three-players': 'no-chi-three-players',
  'chi-not-from-left': 'chi-not-from-left',
  'riichi-call': 'riichi-call',
  'not-a-run': 'not-a-run',
  'not-a-set': 'not-a-set',
  north: 'three-players-only',
};

/**
 * The game's state after its pasted rivers and its moves: the rivers, melds, riichi and north tiles of
 * every seat, the cursor, and the tiles it shows. `rivers[seat]` is that seat's river as pasted, read
 * (a seat left out pasted nothing); the dealer places the cursor when nothing has been moved.
 *
 * Algorithm: the taps are played through the one model of a kyoku (kyoku.ts) and its checks, its seats
 * numbered in the order of play from you. Each tap becomes the kyoku's moves: another seat's discard is
 * its draw (unseen) and its discard; your draw and your discard are yours (your hand is the position's:
 * no hand is known to the model, a tile counts when it shows). The table's own leniency is its cursor: a
 * move of yours or a kan off the order of play, or a cursor moved by hand, passes the turn first.
 */
export function replayGame(
  rivers: readonly (PastedRiver | undefined)[],
  moves: readonly TableTap[],
  options: { players: 3 | 4; dealer: Seat },
): Result<GameState, GameError> {
  const { players, dealer } = options;
  const order = seatsOf(players);
  const seatOf = (place: Seat) => order.indexOf(place) as KyokuSeat;
  const placeOf = (seat: KyokuSeat) => order[seat]!;
  for (const place of [0, 1, 2, 3] as Seat[]) {
    const pasted = rivers[place];
    if (pasted && (pasted.discards.length > 0 || pasted.melds.length > 0) && !order.includes(place))
      return fail({ code: 'invalid-river', seat: place, index: null, culprit: '' });
  }
  const started = startKyoku({
    players,
    dealer: seatOf(dealer),
    red: true,
    hands: order.map(() => null),
    indicators: [],
    pasted: order.map((place) => rivers[place]),
  });
  if (!started.ok) {
    const seat = placeOf(started.error.seat ?? 0);
    return fail(
      started.error.reason === 'copies'
        ? { code: 'river-copies', seat }
        : { code: 'invalid-river', seat, index: null, culprit: started.error.found ?? '' },
    );
  }
  const kyoku = started.value;
  const k = kyoku.state;
  const pastedAny = k.seats.some((s) => s.river.length > 0 || s.melds.length > 0);
  // Rivers pasted: the turn is the first seat from the dealer with fewer discards than the dealer's.
  if (pastedAny) kyoku.turnTo(seatOf(pastedCursor(rivers, dealer, players)));
  const table: TableRun = { kyoku, order, pending: new Set(), indicator: false };
  for (let i = 0; i < moves.length; i++) {
    const fault = playTap(table, moves[i]!, i);
    if (fault)
      return fail({ code: 'illegal-move', move: i, reason: typeof fault === 'string' ? fault : (REASONS[fault.reason] ?? 'out-of-order') });
  }
  return { ok: true, value: viewOfKyoku(k, { players, dealer, moves, table, started: pastedAny || moves.length > 0 }) };
}

/** The table's replay as it goes: the kyoku, its seats' places, and what the table's cursor adds to the kyoku's order of play. */
interface TableRun {
  kyoku: KyokuPlay;
  /** The place of each of the kyoku's seats (seatsOf). */
  order: readonly Seat[];
  /** A riichi declared before the seat's discard (its next discard is the riichi tile). */
  pending: Set<KyokuSeat>;
  /** After a kan the cursor waits for its indicator's tap, until another move. */
  indicator: boolean;
}

/** Makes `seat`'s move on its own turn possible: its draw (unseen) where it is due, the turn passed to it where it is not. */
function toTurn(table: TableRun, seat: KyokuSeat, at: number): KyokuFault | null {
  const { kyoku } = table;
  const k = kyoku.state;
  if (k.expect.next === 'discard' && k.expect.seat === seat) return null;
  if (seatToMove(k) !== seat) kyoku.turnTo(seat);
  const replacement = k.expect.next === 'draw' && k.expect.replacement;
  return kyoku.play({ move: 'draw', seat, tile: null, replacement }, at);
}

function discardBy(table: TableRun, seat: KyokuSeat, tile: Tile, tsumogiri: boolean, at: number): KyokuFault | null {
  return table.kyoku.play({ move: 'discard', seat, tile, tsumogiri, riichi: table.pending.delete(seat) }, at);
}

/** Plays one tap as the kyoku's moves: the fault met (the kyoku's, or the table's own reason), or null. */
function playTap(table: TableRun, move: TableTap, at: number): KyokuFault | IllegalReason | null {
  const { kyoku, order } = table;
  const k = kyoku.state;
  const seatOf = (place: Seat) => order.indexOf(place) as KyokuSeat;
  const tiles =
    move.move === 'tile' || move.move === 'discard' || move.move === 'self-kan' ? [move.tile] : move.move === 'call' ? move.tiles : [];
  if (k.players === 3 && tiles.some((t) => isMissingInThreePlayer(t.kind))) return 'three-player-tile';
  if (move.move === 'nuki' && k.players !== 3) return 'three-players-only';
  if ('seat' in move && !order.includes(move.seat)) return 'seat-absent';
  switch (move.move) {
    case 'tile': {
      const seat = seatToMove(k);
      if (move.tsumogiri && (table.indicator || seat === 0)) return 'tsumogiri-not-a-discard';
      if (table.indicator) {
        table.indicator = false;
        return kyoku.play({ move: 'dora', indicator: move.tile }, at);
      }
      // Your draw (after one already, the turn is yours again); another seat's draw, unseen, and its discard.
      if (seat === 0) {
        if (k.expect.next === 'discard') kyoku.turnTo(0);
        return toTurn(table, 0, at);
      }
      return toTurn(table, seat, at) ?? discardBy(table, seat, move.tile, move.tsumogiri === true, at);
    }
    case 'discard':
      return toTurn(table, 0, at) ?? discardBy(table, 0, move.tile, move.tsumogiri === true, at);
    case 'riichi': {
      const seat = seatOf(move.seat);
      if (table.pending.has(seat)) return 'riichi-twice';
      const no = kyoku.riichiFault(seat);
      if (no) return no;
      // Before the seat's discard while the turn is its own; after its last discard otherwise.
      if (seatToMove(k) !== seat && k.seats[seat]!.river.length > 0) kyoku.markRiichi(seat);
      else table.pending.add(seat);
      return null;
    }
    case 'call': {
      const seat = seatOf(move.seat);
      const offer = k.offer;
      if (!offer) return 'no-discard-to-call';
      const called = k.seats[offer.seat]!.river[offer.index]!.tile;
      const fault = kyoku.play({ move: 'call', seat, call: move.call, tiles: move.tiles, called, from: offer.seat }, at);
      // A kan reveals a new indicator before the caller's discard (after its replacement draw).
      if (!fault) table.indicator = move.call === 'kan';
      return fault;
    }
    case 'self-kan': {
      const seat = seatOf(move.seat);
      const { tile } = move;
      const turn = toTurn(table, seat, at);
      if (turn) return turn;
      const pon = k.seats[seat]!.melds.some((m) => m.meld.kind === 'pon' && m.meld.tiles[0] === tile.kind);
      const plain = { kind: tile.kind, red: false };
      const fault = kyoku.play(
        pon ? { move: 'added-kan', seat, tile } : { move: 'closed-kan', seat, tiles: [tile, plain, plain, plain] },
        at,
      );
      if (!fault) table.indicator = true;
      return fault;
    }
    case 'nuki': {
      const seat = seatOf(move.seat);
      table.indicator = false;
      return toTurn(table, seat, at) ?? kyoku.play({ move: 'north', seat, tile: { kind: NORTH, red: false } }, at);
    }
    case 'cursor':
      table.indicator = false;
      kyoku.turnTo(seatOf(move.seat));
      return null;
  }
}

/** The seat that discards next when rivers were pasted: the first in the order of play from the dealer with fewer discards than the dealer. */
function pastedCursor(rivers: readonly (PastedRiver | undefined)[], dealer: Seat, players: 3 | 4): Seat {
  const order = seatsOf(players);
  const from = order.indexOf(dealer);
  const length = (seat: Seat) => rivers[seat]?.discards.length ?? 0;
  for (let i = 1; i < order.length; i++) {
    const seat = order[(from + i) % order.length]!;
    if (length(seat) < length(dealer)) return seat;
  }
  return dealer;
}

/** The kyoku in play as the table draws it: its seats by their place from you, the cursor, the discard on offer. */
function viewOfKyoku(
  k: KyokuState,
  view: { players: 3 | 4; dealer: Seat; moves: readonly TableTap[]; table: TableRun; started: boolean },
): GameState {
  const order = seatsOf(view.players);
  const seats = [emptySeat(), emptySeat(), emptySeat(), emptySeat()];
  k.seats.forEach((s, i) => {
    const riichiTile = s.river.find((r) => r.riichi);
    seats[order[i]!] = {
      river: s.river.map((r) => ({
        kind: r.tile.kind,
        red: r.tile.red,
        taken: r.taken,
        riichi: r.riichi,
        tsumogiri: r.tsumogiri,
        step: r.at,
      })),
      melds: s.melds.map((m) => ({ meld: m.meld, from: m.from === null ? null : order[m.from]!, called: m.called })),
      riichi: riichiTile ? riichiTile.at : view.table.pending.has(i as KyokuSeat) ? 'pending' : null,
      nuki: s.north.length,
    };
  });
  return {
    players: view.players,
    dealer: view.dealer,
    seats,
    cursor: { seat: order[seatToMove(k)]!, indicator: view.table.indicator },
    last: k.offer && { seat: order[k.offer.seat]!, index: k.offer.index },
    moves: [...view.moves],
    indicators: [...k.indicators],
    started: view.started,
    wall: k.wall,
  };
}

/** The game's table as core/visible.ts reads it: each seat's river, melds and north tiles, and the indicators kans revealed. */
export function gameTableTiles(state: GameState): TableTiles {
  return {
    players: state.players,
    seats: state.seats.map((s) => ({
      river: s.river.map((t) => ({ tile: t, taken: t.taken })),
      melds: s.melds.map((m) => m.meld),
      north: s.nuki,
    })),
    indicators: state.indicators,
  };
}

/**
 * Every tile the game shows outside your hand, each once (what your seat sees, core/visible.ts): every
 * river's tiles not taken by a call, the other seats' melds (a called tile counted in its meld) and their
 * north tiles. Your own melds are in your hand; the indicators kans revealed are the page's with the others.
 */
export function gameTiles(state: GameState): Tile[] {
  return seenTiles(gameTableTiles(state), 0);
}

/**
 * What your seat sees while another seat's last discard is offered to you (a call table's position): the
 * game's tiles (gameTiles) less that discard, which the call table counts out of the pool itself and a call
 * takes into your meld. Without a discard on offer, gameTiles.
 */
export function gameTilesLessOffer(state: GameState): Tile[] {
  const table = gameTableTiles(state);
  const last = state.last;
  if (!last) return seenTiles(table, 0);
  const seats = table.seats.map((s, i) =>
    i !== last.seat ? s : { ...s, river: s.river.map((r, j) => (j === last.index ? { ...r, taken: true } : r)) },
  );
  return seenTiles({ ...table, seats }, 0);
}

/**
 * The turn of your next discard, read from the table: your discards so far (your river, called tiles
 * included) plus one, at most 18 (docs/rules.md#probabilities: a discard at turn t has 18 - t draws to come).
 */
export function tableTurn(state: GameState): number {
  return Math.min(18, state.seats[0].river.length + 1);
}

/**
 * The turn a call's figures are asked at, from the turn of the player's next discard (the turn the table
 * shows): the offer comes before that turn's draw, so one less, within 1-17 (docs/rules.md#call-or-pass:
 * at turn 18 no draw is left for a call to take the place of).
 */
export function callTurn(nextDiscardTurn: number): number {
  return Math.min(17, Math.max(1, nextDiscardTurn - 1));
}

/**
 * The kinds a riichi seat cannot win on (genbutsu, 現物): every kind in its river, and every kind any seat
 * discarded after its riichi tile (it is furiten for them; the game goes on, so none was won on). Null
 * when the seat has not declared riichi or its riichi tile is not yet discarded.
 */
export function genbutsuOf(state: GameState, seat: Seat): boolean[] | null {
  const riichi = state.seats[seat].riichi;
  if (riichi === null || riichi === 'pending') return null;
  const safe = new Array<boolean>(KINDS).fill(false);
  for (const t of state.seats[seat].river) safe[t.kind] = true;
  for (const s of state.seats) for (const t of s.river) if (t.step > riichi) safe[t.kind] = true;
  return safe;
}

/** The seats other than you that have declared riichi and discarded its tile, in the order of play. */
export function riichiSeats(state: GameState): Seat[] {
  return seatsOf(state.players).filter((seat) => seat !== 0 && genbutsuOf(state, seat) !== null);
}
