/**
 * The game at the table (docs/rules.md#the-game-at-the-table): the game the table holds, replayed;
 * where a palette press goes while it is followed and which tiles the press may use; each tile's
 * safety against the riichi players; the turn the table is at; and the dora its indicators make.
 */
import { doraCounts, safetyAgainst, safetyRank, tableTurn, tileCount, visibleCounts } from '../../engine/light.ts';
import type { Counts, GameError, GameState, Hand, Result, Safety, Seat, Table, TilesLeft } from '../../engine/light.ts';
import { gameOf, hasGame, type TableQuery } from '../../address/table-query.ts';
import type { AppState } from '../app-state.ts';
import type { PickContext } from '../entry-mode.ts';
import { kept, memo } from './memo.ts';
import type { ReadingSelectors } from './readings.ts';
import type { WorkingHandSelectors } from './working-hand.ts';

/**
 * Where a palette press goes while the game at the table is followed (docs/rules.md#the-game-at-the-table):
 * the hand being built, your draw, a seat's discard, a new dora indicator, the kind of a seat's kan.
 */
export type PaletteTarget =
  { to: 'hand' } | { to: 'draw' } | { to: 'discard'; seat: Seat } | { to: 'indicator' } | { to: 'kan'; seat: Seat };

const HAND_TARGET: PaletteTarget = { to: 'hand' };
const DRAW_TARGET: PaletteTarget = { to: 'draw' };
const INDICATOR_TARGET: PaletteTarget = { to: 'indicator' };

/** A tile's safety against each riichi player, and its rank for ordering (the worst against any of them). */
export interface TileSafety {
  against: { seat: Seat; safety: Safety }[];
  rank: number;
}

/** The selectors of the game at the table, over the table read and the hand shown. */
export function createGameSelectors(
  select: Pick<ReadingSelectors, 'table' | 'readingTable'> & Pick<WorkingHandSelectors, 'workingHand' | 'availability'>,
) {
  const { table, readingTable, workingHand, availability: available } = select;

  const gameOfTable = memo((query: TableQuery) => gameOf(query));

  /** The game the table holds, replayed with the dealer your seat wind says (the table's): its state, or its first mistake. */
  function game(state: AppState): Result<GameState, GameError> {
    return gameOfTable(state.table);
  }

  /** The game's state, or null without a game or while its log has a mistake. */
  function gameState(state: AppState): GameState | null {
    if (!hasGame(state.table)) return null;
    const read = game(state);
    return read.ok ? read.value : null;
  }

  const seatTargets = new Map<string, PaletteTarget>();
  const targetOf = (to: 'discard' | 'kan', seat: Seat): PaletteTarget => kept(seatTargets, 8, to + seat, () => ({ to, seat }));

  /** Where a palette press goes: with the Hand mode pressed and a game followed, where the cursor waits once the hand is whole. */
  function paletteTarget(state: AppState): PaletteTarget {
    if (state.entry !== 'hand') return HAND_TARGET;
    const g = gameState(state);
    if (!g || !g.started) return HAND_TARGET;
    if (state.gameKan !== null) return targetOf('kan', state.gameKan);
    if (g.cursor.indicator) return INDICATOR_TARGET;
    const size = tileCount(workingHand(state).hand);
    if (size < 13) return HAND_TARGET;
    if (g.cursor.seat === 0) return size % 3 === 1 ? DRAW_TARGET : HAND_TARGET;
    return targetOf('discard', g.cursor.seat);
  }

  const safetyOfGame = memo((g: GameState, hand: Hand, t: Table) => {
    // Visible to you: your hand and melds, and the table (every river, meld and indicator, the Seen field).
    if (!g.seats.some((s, seat) => seat !== 0 && typeof s.riichi === 'number')) return null;
    const whole = visibleCounts({ hand, table: t });
    const cache = new Map<number, TileSafety>();
    return (kind: number): TileSafety => {
      let hit = cache.get(kind);
      if (!hit) {
        const against = safetyAgainst(g, kind, whole);
        hit = { against, rank: Math.max(-1, ...against.map((a) => safetyRank(a.safety))) };
        cache.set(kind, hit);
      }
      return hit;
    };
  });

  const pickContextOf = memo(
    (mode: AppState['entry'], hand: Hand, avail: TilesLeft, players: 3 | 4, picks: AppState['picks'], indicators: number): PickContext => ({
      mode,
      hand,
      avail,
      players,
      picks,
      indicators,
    }),
  );

  /** The palette's context while a seat's kan waits for its kind: four copies unseen, or the fourth of its pon. */
  const kanContextOf = memo((context: PickContext, g: GameState, seat: Seat): PickContext => {
    const pons = g.seats[seat].melds.filter((m) => m.meld.kind === 'pon').map((m) => m.meld.tiles[0]);
    const kanKinds: number[] = [];
    for (let k = 0; k < context.avail.left.length; k++)
      if (context.avail.left[k] === 4 || (pons.includes(k) && context.avail.left[k] > 0)) kanKinds.push(k);
    return { ...context, kanKinds };
  });

  const doraOfTable = memo((t: Table): Counts => doraCounts(t.indicators, t.players));

  return {
    /** What decides which palette tiles a press can use: the entry mode, the hand, the copies left, the table. */
    pickContext(state: AppState): PickContext {
      const read = table(state);
      const indicators = read.ok ? read.value.indicators.length : 0;
      const target = paletteTarget(state);
      // A seat's discard or kan takes any tile with a copy left, as the Seen mode does; an indicator as the Dora mode.
      const mode = target.to === 'discard' || target.to === 'kan' ? 'seen' : target.to === 'indicator' ? 'dora' : state.entry;
      const context = pickContextOf(mode, workingHand(state).hand, available(state), state.table.players, state.picks, indicators);
      return target.to === 'kan' ? kanContextOf(context, gameState(state)!, target.seat) : context;
    },
    game,
    gameState,
    paletteTarget,
    /** The turn read from the table (your discards so far + 1), or null without a game. */
    tableTurn(state: AppState): number | null {
      const g = gameState(state);
      return g && g.started ? tableTurn(g) : null;
    },
    /** Each kind's safety against the riichi players (null without one): for the hand bar and the discard rows. */
    safety(state: AppState): ((kind: number) => TileSafety) | null {
      const g = gameState(state);
      if (!g) return null;
      return safetyOfGame(g, workingHand(state).hand, readingTable(state));
    },
    /** How many times each kind is dora (for highlighting), from the table's indicators. */
    dora: (state: AppState): Counts => doraOfTable(readingTable(state)),
  };
}

export type GameSelectors = ReturnType<typeof createGameSelectors>;
