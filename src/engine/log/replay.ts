/**
 * A kyoku of a game log played again move by move (docs/game-logs.md#checking-a-log): each seat's hand,
 * melds, river, riichi and tiles taken, the dora indicators showing and the wall left, checked at every
 * move. Both readers (tenhou-json/, mjlog/) give their logs to it, so a log either format reads is
 * one that could have been played; a review (review.ts) walks the same replay and reads the table at
 * each of a seat's decisions.
 *
 * Algorithm: a fold over the moves with one mutable state, handed to a visitor before each move (the
 * visitor copies what it keeps). A log has about a hundred moves a kyoku, so nothing is cached.
 */
import { KINDS, suitOf } from '../core/tiles.ts';
import { NORTH } from '../core/position.ts';
import { isRedFive, sameTile } from '../core/tile-set.ts';
import type { TableTiles } from '../core/visible.ts';
import type { Meld, MeldKind, Result, Tile } from '../types.ts';
import type { GameLog, LogError, LogKyoku, LogMove, LogSeat } from './game-log.ts';

/** A meld of a seat: the meld, its tiles as held, and where its called tile came from (null for a closed kan). */
export interface SeatMeldInPlay {
  meld: Meld;
  tiles: Tile[];
  from: LogSeat | null;
  called: Tile | null;
}

/** A tile of a river. */
export interface RiverTileInPlay {
  tile: Tile;
  /** Called by another seat (it is in that seat's meld). */
  taken: boolean;
  riichi: boolean;
  tsumogiri: boolean;
}

/** A seat at a moment of the kyoku. */
export interface SeatInPlay {
  /** Concealed tiles in the order taken. */
  concealed: Tile[];
  melds: SeatMeldInPlay[];
  river: RiverTileInPlay[];
  /** In riichi (its declaring discard made). */
  riichi: boolean;
  /** Tiles taken this kyoku: draws, replacement draws and called tiles (a river tile's `taken` is another thing: called from it). */
  tilesTaken: number;
  /** North tiles set aside (three players). */
  north: Tile[];
  /** The tile just drawn, while the seat has not discarded it or another. */
  drawn: Tile | null;
}

/** A kyoku at a moment: the seats, the indicators showing, the wall left and whose move comes. */
export interface KyokuInPlay {
  kyoku: LogKyoku;
  players: 3 | 4;
  seats: SeatInPlay[];
  /** Dora indicators showing now. */
  indicators: Tile[];
  /** Draws left in the live wall. */
  wall: number;
  /** The last discard while it can still be called: its seat and its place in that seat's river. */
  offer: { seat: LogSeat; index: number } | null;
}

/** Who may move next, as the replay expects it. */
type Expect =
  | { next: 'draw'; seat: LogSeat; replacement: boolean }
  | { next: 'discard'; seat: LogSeat }
  /** After a discard: a call of it, or the next seat's draw. */
  | { next: 'after-discard'; seat: LogSeat };

/** The meld these tiles make: their kinds in order and how many are red fives. */
export function meldOf(kind: MeldKind, tiles: readonly Tile[]): Meld {
  return { kind, tiles: tiles.map((t) => t.kind).sort((a, b) => a - b), red: tiles.filter(isRedFive).length };
}

/** The seat that plays after `seat`. */
export function seatAfter(seat: LogSeat, players: 3 | 4): LogSeat {
  return ((seat + 1) % players) as LogSeat;
}

/** The seat that plays before `seat` (its left player, the only one it may chi from). */
export function seatBefore(seat: LogSeat, players: 3 | 4): LogSeat {
  return ((seat + players - 1) % players) as LogSeat;
}

/** The kyoku's table as core/visible.ts reads it: each seat's river, melds and north tiles, and the indicators showing. */
export function kyokuTableTiles(state: KyokuInPlay): TableTiles {
  return {
    players: state.players,
    seats: state.seats.map((s) => ({ river: s.river, melds: s.melds.map((m) => m.meld), north: s.north.length })),
    indicators: state.indicators,
  };
}

/** Draws a kyoku's live wall holds: 70 with four players, 55 with three. */
export function wallSize(players: 3 | 4): number {
  return players === 4 ? 70 : 55;
}

/**
 * Plays kyoku `index` of the log again, checking each move; `visit` sees the state before each move
 * (and may not keep it: it changes). The state after the last move, or the first fault met.
 */
export function replayKyoku(
  log: GameLog,
  index: number,
  visit?: (state: KyokuInPlay, move: LogMove, at: number) => void,
): Result<KyokuInPlay, LogError> {
  const kyoku = log.kyoku[index]!;
  const { players } = log;
  const fail = (code: LogError['code'], at: number, seat?: LogSeat, found?: string): Result<KyokuInPlay, LogError> => ({
    ok: false,
    error: {
      code,
      kyoku: index,
      ...(at > 0 ? { move: at } : {}),
      ...(seat !== undefined ? { seat } : {}),
      ...(found !== undefined ? { found } : {}),
    },
  });

  // Every tile the kyoku shows, counted against the set: four of a kind, one red five a suit (none without red fives).
  const shown = new Uint8Array(KINDS);
  const shownRed = new Uint8Array(3);
  const show = (tile: Tile): string | null => {
    if (!Number.isInteger(tile.kind) || tile.kind < 0 || tile.kind >= KINDS) return 'bad-tile';
    if (players === 3 && tile.kind >= 1 && tile.kind <= 7) return 'bad-tile';
    if (++shown[tile.kind]! > 4) return 'fifth-copy';
    if (isRedFive(tile)) {
      if (!log.red) return 'bad-tile';
      if (++shownRed[suitOf(tile.kind)]! > 1) return 'fifth-copy';
    }
    return null;
  };
  const name = (tile: Tile) => `${tile.kind}${isRedFive(tile) ? 'r' : ''}`;

  const seats: SeatInPlay[] = [];
  for (let s = 0; s < players; s++) {
    const dealt = kyoku.dealt[s] ?? [];
    if (dealt.length !== 13) return fail('bad-shape', 0, s as LogSeat, `${dealt.length} tiles dealt`);
    for (const tile of dealt) {
      const bad = show(tile);
      if (bad) return fail(bad as LogError['code'], 0, s as LogSeat, name(tile));
    }
    seats.push({ concealed: [...dealt], melds: [], river: [], riichi: false, tilesTaken: 0, north: [], drawn: null });
  }
  {
    const bad = show(kyoku.indicator);
    if (bad) return fail(bad as LogError['code'], 0, undefined, name(kyoku.indicator));
  }
  const state: KyokuInPlay = { kyoku, players, seats, indicators: [kyoku.indicator], wall: wallSize(players), offer: null };
  let expect: Expect = { next: 'draw', seat: kyoku.dealer, replacement: false };
  let kans = 0;

  /** Takes `tile` out of the seat's concealed tiles: the same copy (a red five only as red), or false. */
  const takeOut = (seat: SeatInPlay, tile: Tile): boolean => {
    const i = seat.concealed.findIndex((t) => sameTile(t, tile));
    if (i < 0) return false;
    seat.concealed.splice(i, 1);
    return true;
  };
  for (let i = 0; i < kyoku.moves.length; i++) {
    const move = kyoku.moves[i]!;
    const at = i + 1;
    visit?.(state, move, at);
    if (move.move === 'dora') {
      // A kan's indicator: one a kan at most, five in all.
      if (state.indicators.length > kans || state.indicators.length >= 5) return fail('out-of-turn', at, undefined, 'dora');
      const bad = show(move.indicator);
      if (bad) return fail(bad as LogError['code'], at, undefined, name(move.indicator));
      state.indicators.push(move.indicator);
      continue;
    }
    const s = move.seat;
    if (!(s >= 0 && s < players)) return fail('bad-shape', at, undefined, `seat ${s}`);
    const seat = seats[s]!;
    switch (move.move) {
      case 'draw': {
        const due = expect.next === 'draw' && expect.seat === s && expect.replacement === move.replacement;
        const next = expect.next === 'after-discard' && !move.replacement && seatAfter(expect.seat, players) === s;
        if (!due && !next) return fail('out-of-turn', at, s, `draw ${name(move.tile)}`);
        if (state.wall <= 0) return fail('out-of-turn', at, s, 'draw from an empty wall');
        const bad = show(move.tile);
        if (bad) return fail(bad as LogError['code'], at, s, name(move.tile));
        state.wall--;
        state.offer = null;
        seat.concealed.push(move.tile);
        seat.drawn = move.tile;
        seat.tilesTaken++;
        expect = { next: 'discard', seat: s };
        break;
      }
      case 'discard': {
        if (expect.next !== 'discard' || expect.seat !== s) return fail('out-of-turn', at, s, `discard ${name(move.tile)}`);
        if (move.tsumogiri && !(seat.drawn && sameTile(seat.drawn, move.tile)))
          return fail('not-in-hand', at, s, `tsumogiri ${name(move.tile)}`);
        if (move.riichi && (seat.riichi || seat.melds.some((m) => m.from !== null))) return fail('out-of-turn', at, s, 'riichi');
        if (!takeOut(seat, move.tile)) return fail('not-in-hand', at, s, name(move.tile));
        seat.river.push({ tile: move.tile, taken: false, riichi: move.riichi, tsumogiri: move.tsumogiri });
        if (move.riichi) seat.riichi = true;
        seat.drawn = null;
        state.offer = { seat: s, index: seat.river.length - 1 };
        expect = { next: 'after-discard', seat: s };
        break;
      }
      case 'call': {
        const offer = state.offer;
        if (expect.next !== 'after-discard' || !offer || offer.seat !== move.from || move.from === s)
          return fail('out-of-turn', at, s, `${move.call} ${name(move.called)}`);
        const called = seats[offer.seat]!.river[offer.index]!;
        if (!sameTile(called.tile, move.called)) return fail('out-of-turn', at, s, `${move.call} ${name(move.called)}`);
        if (move.call === 'chi' && (players !== 4 || move.from !== seatBefore(s, players))) return fail('out-of-turn', at, s, 'chi');
        if (seat.riichi) return fail('out-of-turn', at, s, `${move.call} in riichi`);
        const all = [...move.tiles, move.called];
        const kinds = all.map((t) => t.kind).sort((a, b) => a - b);
        const size = move.call === 'kan' ? 4 : 3;
        const run = kinds[0]! < 27 && suitOf(kinds[0]!) === suitOf(kinds[2]!) && kinds[1] === kinds[0]! + 1 && kinds[2] === kinds[0]! + 2;
        const same = kinds.every((k) => k === kinds[0]);
        if (move.tiles.length !== size - 1 || (move.call === 'chi' ? !run : !same))
          return fail('bad-call', at, s, `${move.call} ${kinds.join(',')}`);
        for (const tile of move.tiles) if (!takeOut(seat, tile)) return fail('not-in-hand', at, s, `${move.call} ${name(tile)}`);
        called.taken = true;
        seat.melds.push({ meld: meldOf(move.call, all), tiles: all, from: move.from, called: move.called });
        seat.tilesTaken++;
        state.offer = null;
        if (move.call === 'kan') kans++;
        expect = move.call === 'kan' ? { next: 'draw', seat: s, replacement: true } : { next: 'discard', seat: s };
        break;
      }
      case 'closed-kan': {
        if (expect.next !== 'discard' || expect.seat !== s) return fail('out-of-turn', at, s, 'closed kan');
        const kind = move.tiles[0]?.kind;
        if (move.tiles.length !== 4 || move.tiles.some((t) => t.kind !== kind)) return fail('bad-call', at, s, 'closed kan');
        for (const tile of move.tiles) if (!takeOut(seat, tile)) return fail('not-in-hand', at, s, `closed kan ${name(tile)}`);
        seat.melds.push({ meld: meldOf('ankan', move.tiles), tiles: [...move.tiles], from: null, called: null });
        seat.drawn = null;
        kans++;
        expect = { next: 'draw', seat: s, replacement: true };
        break;
      }
      case 'added-kan': {
        if (expect.next !== 'discard' || expect.seat !== s) return fail('out-of-turn', at, s, 'added kan');
        const pon = seat.melds.find((m) => m.meld.kind === 'pon' && m.meld.tiles[0] === move.tile.kind);
        if (!pon) return fail('bad-call', at, s, `added kan ${name(move.tile)}`);
        if (!takeOut(seat, move.tile)) return fail('not-in-hand', at, s, `added kan ${name(move.tile)}`);
        pon.tiles = [...pon.tiles, move.tile];
        pon.meld = { ...meldOf('kan', pon.tiles) };
        seat.drawn = null;
        kans++;
        // The added tile can be robbed (chankan): a ron on it ends the kyoku here.
        state.offer = null;
        expect = { next: 'draw', seat: s, replacement: true };
        break;
      }
      case 'north': {
        if (players !== 3 || expect.next !== 'discard' || expect.seat !== s || move.tile.kind !== NORTH)
          return fail('out-of-turn', at, s, 'north');
        if (!takeOut(seat, move.tile)) return fail('not-in-hand', at, s, 'north');
        seat.north.push(move.tile);
        seat.drawn = null;
        expect = { next: 'draw', seat: s, replacement: true };
        break;
      }
    }
  }
  return { ok: true, value: state };
}

/** Every kyoku of the log played again and checked: the first fault met, or null. */
export function checkLog(log: GameLog): LogError | null {
  for (let i = 0; i < log.kyoku.length; i++) {
    const found = replayKyoku(log, i);
    if (!found.ok) return found.error;
  }
  return null;
}
