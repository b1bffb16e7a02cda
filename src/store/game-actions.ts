/**
 * Following the game at the table (docs/rules.md#the-game-at-the-table): each move the player taps is
 * added to the table's log (the address's `moves=`), and your own moves change your hand with it (a
 * draw, your discard into your river, your call, your kan), so one history entry holds both and Back
 * steps back one move. Undo drops the last move and puts your hand back as it was (game-hand.ts's
 * inverse). A move the log refuses (a chi from the wrong seat, a call with nothing to call) does
 * nothing; the buttons offer only moves the game allows.
 */
import { formatMoves, handAfterMove, handBeforeMove, parseMoves, readTiles, sameTile, tileCode } from '../engine/light.ts';
import type { Cursor, TableTap, GameState, Hand, Seat, Tile } from '../engine/light.ts';
import { gameOf, withMove, type TableQuery } from '../address/table-query.ts';
import type { AppState } from './app-state.ts';
import type { Selectors } from './selectors/index.ts';

export interface GameActions {
  /** A palette press while the game is followed: the tap the cursor waits for, or the kind of a seat's kan. */
  playTile(tile: Tile): void;
  /** Your discard: a hand tile or a row's discard, into your river (nothing is drawn: the page waits for your draw). */
  discardToRiver(tile: Tile): void;
  /** A call of the last discard by `seat`, showing `tiles` of its hand. */
  callDiscard(seat: Seat, call: 'chi' | 'pon' | 'kan', tiles: Tile[]): void;
  /** A riichi declaration by `seat`: before its discard while the cursor waits for it, else on its last discard. */
  declareRiichi(seat: Seat): void;
  /** Another seat declares a kan on its turn: the next palette press names its kind (null: not after all). */
  startKan(seat: Seat | null): void;
  /** Your kan on your turn: closed, or added to your pon. */
  selfKan(tile: Tile): void;
  /** A north set aside by a seat (three players). */
  setAsideNorth(seat: Seat): void;
  /** The cursor to a seat, by hand (a call the page was not told of, a position entered mid-hand). */
  moveCursor(seat: Seat): void;
  /** Takes the last move back. */
  undoMove(): void;
  /** A river pasted (mpsz, melds in brackets after the discards). */
  setRiver(seat: Seat, text: string): void;
}

export interface GameContext {
  get(): AppState;
  set(patch: Partial<AppState>): void;
  select: Selectors;
  /** Show `hand` (its text the draft too) on `table`, one history entry. */
  goTo(hand: Hand, table: TableQuery, riverDrafts?: readonly string[]): void;
}

/** Whether a move is one of yours, which changes your hand: your draw, your discard, your call, your kan. */
function isYours(move: TableTap, cursor: Cursor): boolean {
  switch (move.move) {
    case 'discard':
      return true;
    case 'tile':
      return cursor.seat === 0 && !cursor.indicator;
    case 'call':
    case 'self-kan':
    case 'nuki':
      return move.seat === 0;
    default:
      return false;
  }
}

/** The discard a call takes. */
function calledTile(game: GameState): Tile | null {
  if (!game.last) return null;
  const t = game.seats[game.last.seat].river[game.last.index];
  return { kind: t.kind, red: t.red };
}

/** An indicator list without its last copy of `tile`. */
function withoutIndicator(dora: string, tile: Tile): string {
  const tiles = readTiles(dora).tiles;
  for (let i = tiles.length - 1; i >= 0; i--) {
    if (sameTile(tiles[i], tile)) {
      tiles.splice(i, 1);
      break;
    }
  }
  return tiles.map((t) => tileCode(t.kind, t.red)).join('');
}

/** The game's actions. */
export function createGameActions(ctx: GameContext): GameActions {
  const { get, set, select } = ctx;

  /** Makes a move: the log gets it, your hand and the indicators change with it; false when the game refuses it. */
  function play(move: TableTap): boolean {
    const state = get();
    const read = select.game(state);
    if (!read.ok) return false;
    const game = read.value;
    let hand: Hand = select.workingHand(state).hand;
    let dora = state.table.dora;
    let nuki = state.table.nuki;
    if (move.move === 'tile' && game.cursor.indicator) dora += tileCode(move.tile.kind, move.tile.red);
    // Your north set aside is the position's (its nuki-dora); another seat's is seen, as the game counts it.
    if (move.move === 'nuki' && move.seat === 0) nuki++;
    if (isYours(move, game.cursor)) {
      const next = handAfterMove(hand, move, move.move === 'call' ? calledTile(game) : null);
      if (!next) return false;
      hand = next;
    }
    const table = { ...withMove(state.table, move), dora, nuki };
    if (!gameOf(table).ok) return false;
    // The offer considered was the last discard: after a move it is no longer on offer.
    set({ offer: null });
    ctx.goTo(hand, table);
    return true;
  }

  return {
    playTile(tile) {
      const target = select.paletteTarget(get());
      if (target.to === 'kan') {
        set({ gameKan: null });
        play({ move: 'self-kan', seat: target.seat, tile });
      } else if (target.to !== 'hand') play({ move: 'tile', tile });
    },
    discardToRiver: (tile) => void play({ move: 'discard', tile }),
    callDiscard: (seat, call, tiles) => void play({ move: 'call', seat, call, tiles }),
    declareRiichi: (seat) => void play({ move: 'riichi', seat }),
    startKan: (seat) => set({ gameKan: seat }),
    selfKan: (tile) => void play({ move: 'self-kan', seat: 0, tile }),
    setAsideNorth: (seat) => void play({ move: 'nuki', seat }),
    moveCursor(seat) {
      set({ gameKan: null });
      play({ move: 'cursor', seat });
    },
    undoMove() {
      const state = get();
      const query = state.table;
      const parsed = parseMoves(query.moves);
      if (!parsed.ok || parsed.value.length === 0) return;
      const moves = parsed.value;
      const last = moves[moves.length - 1];
      const before = gameOf({ ...query, moves: formatMoves(moves.slice(0, -1)) });
      if (!before.ok) return;
      let hand: Hand = select.workingHand(state).hand;
      let dora = query.dora;
      let nuki = query.nuki;
      if (last.move === 'tile' && before.value.cursor.indicator) dora = withoutIndicator(dora, last.tile);
      if (last.move === 'nuki' && last.seat === 0) nuki = Math.max(0, nuki - 1);
      if (isYours(last, before.value.cursor)) hand = handBeforeMove(hand, last) ?? hand;
      set({ gameKan: null, offer: null });
      ctx.goTo(hand, { ...query, moves: formatMoves(moves.slice(0, -1)), dora, nuki });
    },
    setRiver(seat, text) {
      const state = get();
      const drafts = [...state.riverDrafts];
      drafts[seat] = text;
      const rivers = [...state.table.rivers];
      rivers[seat] = text.trim();
      const table = { ...state.table, rivers };
      const game = gameOf(table);
      const checked = select.tableWithHand(table, select.urlHand(state));
      if (game.ok && checked.ok) {
        set({ offer: null });
        ctx.goTo(select.workingHand(state).hand, table, drafts);
      } else set({ riverDrafts: drafts });
    },
  };
}
