/**
 * The game at the table, followed move by move (docs/rules.md#the-game-at-the-table): four seats (three
 * with three players) seen from the player: you, the right player (下家, who plays after you), the player
 * across (対面) and the left player (上家). Each seat has its river in order (a called tile marked taken, a
 * riichi tile turned), its melds with the seat each was called from, its riichi, and its north tiles set
 * aside; a cursor says whose tap comes next.
 *
 * Algorithm: a game is its rivers as pasted (a position entered in the middle of a hand) and then a log
 * of moves in the order they were made; its state is a fold over the log (replayGame). A log is small
 * (a hand has about 70 discards) and replaying it is a few microseconds, so nothing else is kept: the
 * address holds the log, Back and Undo drop its last move, and every tile's place in time (`step`) is
 * its move's index, which is what says whether a discard came after a riichi. Tiles pasted have no
 * place in time (-1): the page cannot know how rivers pasted separately interleave.
 *
 * Your own hand is not in the log: the position's hand is the hand now, and the page edits it with
 * each of your moves (yourMoveOnHand); the log says what your river, your calls and your draws were.
 */
import { KINDS, suitOf, WINDS } from '../core/tiles.ts';
import { isMissingInThreePlayer } from '../core/position.ts';
import { seatWind } from '../core/seats.ts';
import { countTiles } from '../core/tile-set.ts';
import { meldTiles, seenTiles, type TableTiles } from '../core/visible.ts';
import type { Meld, Result, Tile, Wind } from '../types.ts';

/** A seat seen from the player: 0 you, 1 the right player (下家), 2 across (対面), 3 the left player (上家). */
export type Seat = 0 | 1 | 2 | 3;

/** The seats in the order of play from you: you, right, across, left (no across with three players). */
export function seatsOf(players: 3 | 4): readonly Seat[] {
  return players === 4 ? [0, 1, 2, 3] : [0, 1, 3];
}

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

/** One move of the game log. */
export type GameMove =
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
  moves: GameMove[];
  /** Dora indicators revealed by kans, in order (the page keeps them with the others). */
  indicators: Tile[];
  /** Whether anything is on the table: a river tile, a meld of another seat, a move. */
  started: boolean;
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
  | 'tsumogiri-not-a-discard';

const fail = (error: GameError): { ok: false; error: GameError } => ({ ok: false, error });

function emptySeat(): SeatState {
  return { river: [], melds: [], riichi: null, nuki: 0 };
}

/** The seat that discards next when rivers were pasted: the first in the order of play from the dealer with fewer discards than the dealer. */
function pastedCursor(seats: SeatState[], dealer: Seat, players: 3 | 4): Seat {
  const order = seatsOf(players);
  const from = order.indexOf(dealer);
  const dealerLength = seats[dealer].river.length;
  for (let i = 1; i < order.length; i++) {
    const seat = order[(from + i) % order.length];
    if (seats[seat].river.length < dealerLength) return seat;
  }
  return dealer;
}

/** Kinds of a meld shown with one of its fives red, as physical tiles. */
function meldOfTiles(kind: Meld['kind'], tiles: readonly Tile[]): Meld {
  return { kind, tiles: tiles.map((t) => t.kind).sort((a, b) => a - b), red: tiles.filter((t) => t.red).length };
}

function isRun(kinds: readonly number[]): boolean {
  const [a, b, c] = [...kinds].sort((x, y) => x - y);
  return a < 27 && suitOf(a) === suitOf(c) && b === a + 1 && c === a + 2;
}

/** A river as pasted, read (game-notation.ts's readRivers): its discards in order, then its melds. */
export interface PastedRiver {
  discards: readonly Tile[];
  melds: readonly Meld[];
}

/**
 * The game's state after its pasted rivers and its moves: the rivers, melds, riichi and north tiles of
 * every seat, the cursor, and the tiles it shows. `rivers[seat]` is that seat's river as pasted, read
 * (a seat left out pasted nothing); the dealer places the cursor when nothing has been moved.
 */
export function replayGame(
  rivers: readonly (PastedRiver | undefined)[],
  moves: readonly GameMove[],
  options: { players: 3 | 4; dealer: Seat },
): Result<GameState, GameError> {
  const { players, dealer } = options;
  const seats = [emptySeat(), emptySeat(), emptySeat(), emptySeat()];
  for (const seat of [0, 1, 2, 3] as Seat[]) {
    const pasted = rivers[seat];
    if (!pasted || (pasted.discards.length === 0 && pasted.melds.length === 0)) continue;
    if (!seatsOf(players).includes(seat)) return fail({ code: 'invalid-river', seat, index: null, culprit: '' });
    seats[seat].river = pasted.discards.map((t) => ({ kind: t.kind, red: t.red, taken: false, riichi: false, tsumogiri: false, step: -1 }));
    seats[seat].melds = pasted.melds.map((meld) => ({ meld, from: null, called: null }));
  }
  const state: GameState = {
    players,
    dealer,
    seats,
    cursor: { seat: pastedCursor(seats, dealer, players), indicator: false },
    last: null,
    moves: [...moves],
    indicators: [],
    started: seats.some((s) => s.river.length > 0 || s.melds.length > 0),
  };
  // Nothing on the table: the dealer discards first.
  if (!state.started) state.cursor = { seat: dealer, indicator: false };
  const pasted = overCopiesAt(state);
  if (pasted !== null) return fail({ code: 'river-copies', seat: pasted });
  for (let i = 0; i < moves.length; i++) {
    const reason = play(state, moves[i], i);
    if (reason) return fail({ code: 'illegal-move', move: i, reason });
    const copies = overCopies(state);
    if (copies) return fail({ code: 'illegal-move', move: i, reason: 'too-many-copies' });
  }
  if (moves.length > 0) state.started = true;
  return { ok: true, value: state };
}

/** Applies one move to the state (mutating the state being built); a reason when it cannot be made. */
function play(state: GameState, move: GameMove, step: number): IllegalReason | null {
  const { seats, players } = state;
  const tiles =
    move.move === 'tile' || move.move === 'discard' || move.move === 'self-kan' ? [move.tile] : move.move === 'call' ? move.tiles : [];
  if (players === 3 && tiles.some((t) => isMissingInThreePlayer(t.kind))) return 'three-player-tile';
  const present = (seat: Seat) => seatsOf(players).includes(seat);
  const discardBy = (seat: Seat, tile: Tile, tsumogiri: boolean) => {
    const s = seats[seat];
    const riichi = s.riichi === 'pending';
    if (riichi) s.riichi = step;
    s.river.push({ kind: tile.kind, red: tile.red, taken: false, riichi, tsumogiri, step });
    state.last = { seat, index: s.river.length - 1 };
    state.cursor = { seat: nextSeat(seat, players), indicator: false };
  };
  switch (move.move) {
    case 'tile': {
      const { seat, indicator } = state.cursor;
      if (move.tsumogiri && (indicator || seat === 0)) return 'tsumogiri-not-a-discard';
      if (indicator) {
        state.indicators.push(move.tile);
        state.cursor = { seat, indicator: false };
        return null;
      }
      if (seat === 0) {
        // Your draw: the cursor stays with you for your discard.
        state.last = null;
        return null;
      }
      discardBy(seat, move.tile, move.tsumogiri === true);
      return null;
    }
    case 'discard':
      discardBy(0, move.tile, move.tsumogiri === true);
      return null;
    case 'riichi': {
      if (!present(move.seat)) return 'seat-absent';
      const s = seats[move.seat];
      if (s.riichi !== null) return 'riichi-twice';
      if (s.melds.some((m) => m.meld.kind !== 'ankan')) return 'open-riichi';
      // Before the seat's discard while the cursor waits for it; after its last discard otherwise.
      const lastOwn = s.river[s.river.length - 1];
      if (state.cursor.seat !== move.seat && lastOwn !== undefined) {
        lastOwn.riichi = true;
        s.riichi = lastOwn.step;
      } else s.riichi = 'pending';
      return null;
    }
    case 'call': {
      const { seat, call, tiles } = move;
      if (!present(seat)) return 'seat-absent';
      const last = state.last;
      if (!last) return 'no-discard-to-call';
      if (last.seat === seat) return 'own-discard';
      if (call === 'chi' && players === 3) return 'no-chi-three-players';
      if (call === 'chi' && nextSeat(last.seat, players) !== seat) return 'chi-not-from-left';
      // A riichi hand is closed and its wait fixed: it calls nothing of another's discard.
      if (typeof seats[seat].riichi === 'number') return 'riichi-call';
      const riverTile = seats[last.seat].river[last.index];
      const called: Tile = { kind: riverTile.kind, red: riverTile.red };
      const all = [...tiles, called];
      if (
        call === 'chi'
          ? tiles.length !== 2 || !isRun(all.map((t) => t.kind))
          : tiles.length !== (call === 'pon' ? 2 : 3) || all.some((t) => t.kind !== called.kind)
      ) {
        return call === 'chi' ? 'not-a-run' : 'not-a-set';
      }
      riverTile.taken = true;
      seats[seat].melds.push({ meld: meldOfTiles(call, all), from: last.seat, called });
      state.last = null;
      // A kan reveals a new indicator before the caller's discard (after its replacement draw).
      state.cursor = { seat, indicator: call === 'kan' };
      return null;
    }
    case 'self-kan': {
      const { seat, tile } = move;
      if (!present(seat)) return 'seat-absent';
      const s = seats[seat];
      const pon = s.melds.findIndex((m) => m.meld.kind === 'pon' && m.meld.tiles[0] === tile.kind);
      if (pon >= 0) {
        const old = s.melds[pon];
        s.melds[pon] = {
          ...old,
          meld: { kind: 'kan', tiles: [tile.kind, tile.kind, tile.kind, tile.kind], red: old.meld.red + (tile.red ? 1 : 0) },
        };
      } else {
        s.melds.push({
          meld: { kind: 'ankan', tiles: [tile.kind, tile.kind, tile.kind, tile.kind], red: tile.red ? 1 : 0 },
          from: null,
          called: null,
        });
      }
      state.last = null;
      state.cursor = { seat, indicator: true };
      return null;
    }
    case 'nuki':
      if (players !== 3) return 'three-players-only';
      if (!present(move.seat)) return 'seat-absent';
      seats[move.seat].nuki++;
      state.last = null;
      state.cursor = { seat: move.seat, indicator: false };
      return null;
    case 'cursor':
      if (!present(move.seat)) return 'seat-absent';
      state.cursor = { seat: move.seat, indicator: false };
      state.last = null;
      return null;
  }
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

/** The first seat whose pasted river, with those before it, shows a fifth copy or a second red five; null when none does. */
function overCopiesAt(state: GameState): Seat | null {
  const shown: Tile[] = [];
  for (const seat of [0, 1, 2, 3] as Seat[]) {
    const s = state.seats[seat];
    shown.push(...s.river);
    for (const { meld } of s.melds) shown.push(...meldTiles(meld));
    const { counts, red } = countTiles(shown);
    if (counts.some((n) => n > 4) || red.some((n) => n > 1)) return seat;
  }
  return null;
}

/** True when the game's own tiles (with your melds' called tiles) hold a fifth copy or a second red five. */
function overCopies(state: GameState): boolean {
  const { counts, red } = countTiles([...gameTiles(state), ...state.indicators]);
  return counts.some((n) => n > 4) || red.some((n) => n > 1);
}

/**
 * The turn of your next discard, read from the table: your discards so far (your river, called tiles
 * included) plus one, at most 18 (docs/rules.md#probabilities: a discard at turn t has 18 - t draws to come).
 */
export function tableTurn(state: GameState): number {
  return Math.min(18, state.seats[0].river.length + 1);
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
