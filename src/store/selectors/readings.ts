/**
 * The readings of text: a table as the URL writes it, and a hand read against a table. Every reading
 * of a text happens here, for the store's actions as much as for the page: an action asks whether a
 * text is a hand before it makes it current, the engine's questions carry the position read here (the
 * worker reads no text: questions.ts packs it), and a render reads the same text for the field and the
 * hand bar. Tables and hands are therefore kept by their text (the last few dozen), so each distinct text
 * is parsed once, whoever asks first, and a position read is the same object for every question about it.
 */
import {
  NORTH,
  emptyTable,
  formatHand,
  gameTiles,
  gameTilesLessOffer,
  handCounts,
  isMissingInThreePlayer,
  parsePosition,
  parseTable,
  suitOf,
  tileCodeOf,
} from '../../engine/light.ts';
import type { Hand, Position, PositionError, Result, Table, TableInput, Tile } from '../../engine/light.ts';
import { gameOf, hasGame, tableInputOf, type TableQuery } from '../../address/table-query.ts';
import type { AppState } from '../app-state.ts';
import { KEEP, kept, memo } from './memo.ts';

/** A table's cache key: the engine's input (the game's tiles are in its seen list), so one text is read once however it was reached. */
const inputKey = (input: TableInput) => JSON.stringify([input.seen, input.dora, input.players, input.nuki]);

/**
 * The readers of one store, with their caches. `positionIn` (a text against a table already read) is
 * for the other parts of the selectors; the rest are selectors of the store.
 */
export function createReadings() {
  // The readers' caches: tables by text, and per table read its hands by text.
  const tables = new Map<string, Result<Table, PositionError>>();
  const positions = new WeakMap<Table, Map<string, Result<Position, PositionError>>>();
  // Per hand (by its canonical text: a table's check reads only its counts, red fives and melds): the tables checked with it.
  const tablesWithHand = new Map<string, Map<string, Result<Table, PositionError>>>();

  const gameTables = new WeakMap<TableQuery, Result<Table, PositionError>>();
  const joinedTables = new Map<string, Result<Table, PositionError>>();

  /**
   * A table as the URL writes it, read: the table itself, or its first mistake. The fields' text is read
   * (fieldTable), the game's tiles join it as values (gameTiles); only a table they cannot join (a fifth
   * copy between the Seen field and the game, say) is read again as text, for its error to name the
   * culprit where the field's reader would. Kept per table object, which the store replaces on every
   * change and never mutates.
   */
  function tableOf(query: TableQuery): Result<Table, PositionError> {
    const fields = fieldTable(query);
    if (!fields.ok || !hasGame(query)) return fields;
    let read = gameTables.get(query);
    if (!read) {
      const game = gameOf(query);
      // A game with a mistake shows no tiles: the table is the fields'.
      if (!game.ok) return fields;
      const shown = gameTiles(game.value);
      // Kept by what it holds too, so the same table reached again (Back, a reload of the address) is the same object and its hands are read once.
      const key = JSON.stringify([inputKey(tableInputOf(query, false)), shown.map((t) => tileCodeOf(t.kind, t.red))]);
      read = kept(joinedTables, KEEP, key, () => {
        const joined = joinSeen(fields.value, shown);
        return joined ? { ok: true, value: joined } : readTableText(tableInputOf(query));
      });
      gameTables.set(query, read);
    }
    return read;
  }

  function readTableText(input: TableInput): Result<Table, PositionError> {
    return kept(tables, KEEP, inputKey(input), () => parseTable(input));
  }

  /** The table of the fields alone (Seen, indicators, players, north), without the game's tiles: what the fields' edits change. */
  function fieldTable(query: TableQuery): Result<Table, PositionError> {
    return readTableText(tableInputOf(query, false));
  }

  const emptyTableOf = memo((players: 3 | 4) => emptyTable(players));

  /** The table hands are read against: the query's, or an empty one of the same players while it has a mistake. */
  function readingTableOf(query: TableQuery): Table {
    const table = tableOf(query);
    return table.ok ? table.value : emptyTableOf(query.players);
  }

  /** Hand text read against a table; `partial` accepts a hand being built (any tile count). */
  function positionIn(text: string, table: Table, partial = false): Result<Position, PositionError> {
    let cache = positions.get(table);
    if (!cache) positions.set(table, (cache = new Map()));
    return kept(cache, KEEP, (partial ? 'partial:' : 'hand:') + text, () => parsePosition(text, table, partial ? { partial } : undefined));
  }

  /** Hand text read against a table as the URL writes it (an empty one of its players while the table has a mistake). */
  function positionOf(text: string, query: TableQuery): Result<Position, PositionError> {
    return positionIn(text, readingTableOf(query));
  }

  /** Whether the engine is asked about this position: a hand, valid against a table that is valid itself. */
  function isAnalysable(hand: string, query: TableQuery): boolean {
    return hand !== '' && tableOf(query).ok && positionOf(hand, query).ok;
  }

  /** The position the engine is asked about (the questions carry it, questions.ts), or null when it is asked none (isAnalysable). */
  function analysedPosition(hand: string, query: TableQuery): Position | null {
    if (!isAnalysable(hand, query)) return null;
    const read = positionOf(hand, query);
    return read.ok ? read.value : null;
  }

  const offerTables = new WeakMap<TableQuery, Table>();

  /**
   * The table while the game's last discard is offered to you (a call table's position): the fields'
   * tiles, then the game's less that discard (gameTilesLessOffer), which the call table counts out of the
   * pool itself; without a game, or while it has a mistake, the table as it is. Kept per table object,
   * which the store replaces on every change and never mutates.
   */
  function offerTableOf(query: TableQuery, full: Table): Table {
    if (!hasGame(query)) return full;
    const game = gameOf(query);
    const fields = fieldTable(query);
    if (!game.ok || !fields.ok) return full;
    let table = offerTables.get(query);
    if (!table) offerTables.set(query, (table = withSeen(fields.value, gameTilesLessOffer(game.value))));
    return table;
  }

  const tableOfState = memo(tableOf);

  /** The URL's table, read: the table itself, or its first mistake. */
  function table(state: AppState): Result<Table, PositionError> {
    return tableOfState(state.table);
  }

  /** The table hands are read against: the URL's, or an empty one of the same players while it has a mistake. */
  function readingTable(state: AppState): Table {
    const read = table(state);
    return read.ok ? read.value : emptyTableOf(state.table.players);
  }

  /**
   * A table read with a hand's tiles counting too (a changed Seen list is checked against the hand kept);
   * no hand, the table alone. As in tableOf, the fields' text is read (with the hand) and the game's
   * tiles join it as values; only a table they cannot join is read again as text, for its error to name
   * the culprit.
   */
  function tableWithHand(query: TableQuery, hand: Hand | null): Result<Table, PositionError> {
    if (!hand) return tableOf(query);
    const handText = formatHand(hand);
    const cache = kept(tablesWithHand, KEEP, handText, () => new Map<string, Result<Table, PositionError>>());
    const readText = (input: TableInput) => kept(cache, KEEP, inputKey(input), () => parseTable(input, hand));
    const fields = readText(tableInputOf(query, false));
    if (!fields.ok || !hasGame(query)) return fields;
    const game = gameOf(query);
    if (!game.ok) return fields;
    const joined = joinSeen(fields.value, gameTiles(game.value), hand);
    return joined ? { ok: true, value: joined } : readText(tableInputOf(query));
  }

  /**
   * Hold `position` as the reading of `text` against the table as the URL writes it: the position an edit
   * made, in the form its text reads back as (asWritten), so neither the store nor a selector reads the
   * text. The position held: the reading already kept when there is one (the same hand, the same object
   * for every question about it), else `position`.
   */
  function hold(text: string, query: TableQuery, position: Position): Position {
    const table = readingTableOf(query);
    let cache = positions.get(table);
    if (!cache) positions.set(table, (cache = new Map()));
    const read = kept(cache, KEEP, 'hand:' + text, (): Result<Position, PositionError> => ({ ok: true, value: position }));
    return read.ok ? read.value : position;
  }

  /** The position the engine is asked about: the one the store holds (the URL's hand against its table), or null when it is asked none. */
  const urlPosition = (state: AppState): Position | null => state.position;
  const offerPositionOf = memo((hand: Hand, table: Table): Position => ({ hand, table }));

  return {
    positionIn,
    hold,
    tableOf,
    positionOf,
    analysedPosition,
    urlPosition,
    /** The position shown while the game's last discard is offered to you (offerTableOf), or null when the engine is asked none. */
    offerPosition(state: AppState): Position | null {
      const position = urlPosition(state);
      return position && offerPositionOf(position.hand, offerTableOf(state.table, position.table));
    },
    /** Whether a text may be made the URL's hand with this table: a hand that fits it, or no hand at all (''). */
    isValidHand: (text: string, query: TableQuery): boolean => text === '' || positionOf(text, query).ok,
    isAnalysable,
    readingTableOf,
    tableWithHand,
    table,
    readingTable,
    fieldTable,
  };
}

/** The readings as selectors of the store (positionIn aside). */
export type ReadingSelectors = Omit<ReturnType<typeof createReadings>, 'positionIn'>;

/** A hand's text read against a table already read, for the parts that have one. */
export type PositionIn = ReturnType<typeof createReadings>['positionIn'];

/**
 * A table with more seen tiles, or null when they do not fit it: a fifth copy counting the indicators,
 * the north tiles set aside and the hand's tiles when given, a second red five, 2m-8m with three players.
 */
function joinSeen(table: Table, tiles: readonly Tile[], hand?: Hand): Table | null {
  const joined = withSeen(table, tiles);
  const copies = new Uint8Array(joined.seen);
  const red = new Uint8Array(joined.seenRed);
  if (hand) {
    handCounts(hand).forEach((n, k) => (copies[k] += n));
    hand.red.forEach((n, suit) => (red[suit] += n));
    for (const meld of hand.melds) if (meld.red > 0) red[suitOf(meld.tiles[0]!)] += meld.red;
  }
  table.indicators.forEach((kind, i) => {
    copies[kind]++;
    if (table.indicatorsRed[i]) red[suitOf(kind)]++;
  });
  copies[NORTH] += table.nuki;
  for (let k = 0; k < copies.length; k++)
    if (copies[k]! > 4 || (table.players === 3 && isMissingInThreePlayer(k) && copies[k]! > 0)) return null;
  return red.every((n) => n <= 1) ? joined : null;
}

/** A table with more seen tiles (a subset of a table already read: no count to check). */
function withSeen(table: Table, tiles: readonly Tile[]): Table {
  const seen = new Uint8Array(table.seen);
  const seenRed = new Uint8Array(table.seenRed);
  for (const tile of tiles) {
    seen[tile.kind]++;
    if (tile.red) seenRed[suitOf(tile.kind)]++;
  }
  return { ...table, seen, seenRed };
}
