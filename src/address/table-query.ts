/**
 * The table of a real game in the URL, beside Tenhou's hand parameter:
 * `?q=HAND&seen=TILES&dora=TILES&players=3&nuki=1`, and the game followed at the table
 * (docs/rules.md#the-game-at-the-table): each seat's river as pasted, `river0` (yours) to `river3`
 * (the left player's), and the log of moves since, `moves=` (game-notation.ts's tokens, letters and
 * digits only, about three characters a move: a whole hand's game is a few hundred). Each parameter
 * is left out at its default (nothing seen, no indicator, four players, no north set aside, no game),
 * so a plain Tenhou link is a position with an empty table and an empty table writes a plain Tenhou
 * link. Values are kept as text, as typed: the engine judges them and the page shows its message.
 *
 * The game's tiles are seen tiles like the Seen field's: the engine's input (tableInputOf) has the
 * field's tiles first, then every tile the game shows, each once (gameTiles).
 */
import {
  DEFAULT_SEAT,
  dealerSeat,
  formatMoves,
  gameTiles,
  parseMoves,
  readRivers,
  replayGame,
  tileCode,
  type GameError,
  type GameState,
  type Result,
  type Seat,
  type TableInput,
  type Wind,
} from '../engine/light.ts';
import { readSituation } from './situation-query.ts';

export interface TableQuery {
  /** Tiles seen elsewhere, mpsz ('' = none). */
  seen: string;
  /** Dora indicators in order, mpsz ('' = none). */
  dora: string;
  players: 3 | 4;
  /** North tiles set aside as nuki-dora (three players). */
  nuki: number;
  /** Each seat's river as pasted (you, right, across, left), mpsz with melds in brackets ('' = none). */
  rivers: readonly string[];
  /** The game's moves since, as game-notation.ts writes them ('' = none). */
  moves: string;
  /**
   * The dealer's seat, from yours (0 you ... 3 the left player), as your seat wind places it (the
   * situation's `seat`, which the address writes): where a game's first tap goes when nothing is pasted.
   * Not a parameter of its own: the table reads it with the seat wind, so the game counted as seen and
   * the game drawn are one replay.
   */
  dealer: Seat;
}

export const NO_RIVERS: readonly string[] = Object.freeze(['', '', '', '']);

/** The dealer's seat at your seat wind with this many players (the seat wind as the address reads it when it has none). */
export function dealerOf(seat: Wind | undefined, players: 3 | 4): Seat {
  return dealerSeat(seat ?? DEFAULT_SEAT, players);
}

export const EMPTY_TABLE: TableQuery = {
  seen: '',
  dora: '',
  players: 4,
  nuki: 0,
  rivers: NO_RIVERS,
  moves: '',
  dealer: dealerOf(undefined, 4),
};

/** Whether the table holds a game: a river pasted or a move made. */
export function hasGame(table: TableQuery): boolean {
  return table.moves !== '' || table.rivers.some((r) => r.trim() !== '');
}

const games = new Map<string, Result<GameState, GameError>>();

/**
 * The game a table holds, replayed (game.ts) with its dealer: its state, or its first mistake. Kept by
 * text, a few dozen at most (a log replays in microseconds; the page asks often).
 */
export function gameOf(table: TableQuery): Result<GameState, GameError> {
  const { dealer } = table;
  const key = JSON.stringify([table.players, dealer, table.rivers, table.moves]);
  let game = games.get(key);
  if (!game) {
    const moves = parseMoves(table.moves);
    const rivers = readRivers(table.rivers, table.players);
    game = !moves.ok ? moves : !rivers.ok ? rivers : replayGame(rivers.value, moves.value, { players: table.players, dealer });
    if (games.size >= 64) games.delete(games.keys().next().value!);
    games.set(key, game);
  }
  return game;
}

/** Every tile the table's game shows, as mpsz tile codes ('' without a game, or while it has a mistake). */
export function gameSeenText(table: TableQuery): string {
  if (!hasGame(table)) return '';
  // Asked on every reading of the table (the selectors key their caches by the engine's input): kept per
  // table object, which the store replaces on every change and never mutates.
  let text = seenTexts.get(table);
  if (text === undefined) {
    const game = gameOf(table);
    text = game.ok
      ? gameTiles(game.value)
          .map((t) => tileCode(t.kind, t.red))
          .join('')
      : '';
    seenTexts.set(table, text);
  }
  return text;
}

const seenTexts = new WeakMap<TableQuery, string>();

/** The log with one more move. */
export function withMove(table: TableQuery, move: Parameters<typeof formatMoves>[0][number]): TableQuery {
  return { ...table, moves: table.moves + formatMoves([move]) };
}

/** The table parameters of a location's search string; anything unreadable is its default. */
export function readTableQuery(search: string): TableQuery {
  const params = new URLSearchParams(search);
  const nuki = Number(params.get('nuki') ?? '0');
  const players = params.get('players') === '3' ? 3 : 4;
  return {
    seen: params.get('seen') ?? '',
    dora: params.get('dora') ?? '',
    players,
    nuki: Number.isInteger(nuki) && nuki >= 0 && nuki <= 4 ? nuki : 0,
    rivers: [0, 1, 2, 3].map((seat) => params.get(`river${seat}`) ?? ''),
    moves: params.get('moves') ?? '',
    dealer: dealerOf(readSituation(search).seat, players),
  };
}

/** `search` (from writeQuery: '' or `?q=...`) with the table's parameters after it. */
export function withTable(search: string, table: TableQuery): string {
  const params: string[] = [];
  // encodeURIComponent keeps digits and letters, so the usual tile list stays readable.
  if (table.seen) params.push(`seen=${encodeURIComponent(table.seen)}`);
  if (table.dora) params.push(`dora=${encodeURIComponent(table.dora)}`);
  if (table.players === 3) params.push('players=3');
  if (table.nuki > 0) params.push(`nuki=${table.nuki}`);
  table.rivers.forEach((river, seat) => {
    if (river) params.push(`river${seat}=${encodeURIComponent(river)}`);
  });
  if (table.moves) params.push(`moves=${encodeURIComponent(table.moves)}`);
  if (params.length === 0) return search;
  return `${search || '?'}${search ? '&' : ''}${params.join('&')}`;
}

/** True when both describe the same table. */
export function sameTable(a: TableQuery, b: TableQuery): boolean {
  return (
    a.seen === b.seen &&
    a.dora === b.dora &&
    a.players === b.players &&
    a.nuki === b.nuki &&
    a.moves === b.moves &&
    a.dealer === b.dealer &&
    a.rivers.every((r, i) => r === b.rivers[i])
  );
}

/** The engine's input for a table: the Seen field's tiles, then the game's (`game: false`: the field's alone). */
export function tableInputOf(table: TableQuery, game = true): TableInput {
  const shown = game ? gameSeenText(table) : '';
  return { seen: table.seen + shown, dora: table.dora, players: table.players, nuki: table.nuki };
}

/** The table an answer was computed for (an answer without one had an empty table). */
export function tableQueryOf(input: TableInput | undefined): TableQuery {
  const players = input?.players ?? 4;
  return {
    seen: input?.seen ?? '',
    dora: input?.dora ?? '',
    players,
    nuki: input?.nuki ?? 0,
    rivers: NO_RIVERS,
    moves: '',
    dealer: dealerOf(undefined, players),
  };
}
