/**
 * Tenpai probability, win probability and expected score of every discard, by turn, exactly under the
 * model of docs/rules.md#probabilities: the public function that runs the whole search, the rows a call
 * table or a review asks of it (rowsOf), and why there may be none (ProbabilityError).
 *
 * Algorithm: the hand and its table are read into the search's context (the pool it draws from, the
 * options closer to a real game with their defaults), the graph of every hand the search can reach is
 * built (search.ts) and its values solved exactly by dynamic programming, by draws to come (values.ts),
 * in workspaces and memory taken for the call and given back after it.
 *
 * The modules: pool.ts (the kinds and copies a search draws from), keys.ts (how it finds a hand again),
 * memory.ts (the graph's columns, kept between calls), search.ts (the graph and its wins' points),
 * values.ts (the values over the graph), options.ts (what a caller may set).
 */
import { concealedCount } from '../core/hand.ts';
import { DEFAULT_PROBABILITY_OPTIONS } from '../core/defaults.ts';
import { tableRed } from '../core/position.ts';
import { discardedTile, tileOf } from '../core/discarded-tile.ts';
import { capsOf, cappedSuits, shanten } from '../shanten/shanten.ts';
import { acquireWorkspace, releaseWorkspace } from '../shanten/workspace.ts';
import type { Hand, Position, Result, Table, Tile } from '../types.ts';
import type { ProbabilityOptions } from './options.ts';
import type { YakuChance } from '../scoring/yaku-chances.ts';
import { acquireMemory, releaseMemory } from './memory.ts';
import { type Context, fold, isFive, poolOf } from './pool.ts';
import { type SearchLimits, search } from './search.ts';
import { TURNS, values, type ProbabilityRow } from './values.ts';

export type { ProbabilityRow } from './values.ts';

/** Why probabilities() gave no rows: a code, and the data each face writes its message from. */
export type ProbabilityError =
  /** The hand has no discard to make: it has `tiles` tiles (a kan counting 3), not 14. */
  | { code: 'not-a-discard-hand'; tiles: number }
  /** Red fives on: the hand and the table hold more plain copies of the five `kind` than the three a set with red fives has. */
  | { code: 'too-many-plain-fives'; kind: number }
  /** The hand holds more copies of `tile` than the set has beside what the table shows (a position not read by parsePosition). */
  | { code: 'too-many-copies'; tile: Tile }
  /** The search would hold more than `maxStates` hands (its memory budget). */
  | { code: 'too-large'; maxStates: number }
  /** The signal was aborted. */
  | { code: 'cancelled' }
  /** An option's value cannot be: honba and sticks are counts (integers, 0 or more), the tenpai payment a finite number, 0 or more. */
  | { code: 'invalid-option'; option: 'tenpaiPayment' | 'honba' | 'sticks'; value: number };

export type ProbabilityErrorCode = ProbabilityError['code'];

/** The values of every discard by turn (docs/rules.md#probabilities). */
export interface ProbabilityTable {
  turns: 18;
  rows: ProbabilityRow[];
  /** The hand's shanten (standard form). */
  shanten: number;
  /** Hands the search held (the memory it took). */
  states: number;
}

/** What probabilities() answers: the values of every discard, or why there are none. */
export type Probabilities = Result<ProbabilityTable, ProbabilityError>;

/** The probabilities as the page draws them, and for an open hand without a yaku in its melds what could still give it one (yakuChances). */
export interface ProbabilityReport {
  probabilities: Probabilities;
  yakuChances?: YakuChance[];
}

/**
 * Every discard's tenpai probability, win probability and expected score by turn (docs/rules.md#probabilities),
 * for the hand at its table; or why there are none (the only place a ProbabilityError is made).
 */
export function probabilities(position: Position, options: ProbabilityOptions = {}): Probabilities {
  const concealed = concealedCount(position.hand);
  const size = concealed + 3 * position.hand.melds.length;
  if (concealed % 3 !== 2 || size !== 14) return failed({ code: 'not-a-discard-hand', tiles: size });
  return rowsOf(position, options, {});
}

/** What a call table (call-options.ts) asks of the search beside the public options. */
export interface StartSettings {
  /** The discards the starting hand may make, by kind (swap-calling); all when absent. */
  allowed?: readonly boolean[];
  /** A new dora indicator is turned before the first draw (an open kan). */
  newIndicator?: boolean;
  /**
   * A discard (its 34-kind) whose row is searched beside the others though it raises the shanten, with the
   * table's own budgets: the row a review needs of a discard a player made that the table (shanten-back
   * off) leaves out. The other rows are the same with it or without it.
   */
  also?: number;
}

/**
 * The rows of a 14-tile hand (its allowed discards', with `start.allowed`), or the one row of a 13-tile hand
 * waiting for its draw (its discard the hand's first tile, read by no one): the hand's own value before a
 * draw, when it was not declared riichi on the discard that made it (it may declare on a later one).
 */
export function rowsOf(position: Position, options: ProbabilityOptions, start: StartSettings): Probabilities {
  const d = DEFAULT_PROBABILITY_OPTIONS;
  const tenpaiPayment = options.tenpaiPayment ?? d.tenpaiPayment;
  const honba = options.honba ?? d.honba;
  const sticks = options.sticks ?? d.sticks;
  const bad = invalidOption(tenpaiPayment, honba, sticks);
  if (bad) return failed(bad);
  const { hand, table } = position;
  const concealed = concealedCount(hand);
  const size = concealed + 3 * hand.melds.length;
  const waiting = concealed % 3 === 1 && size === 13;
  if (!waiting && (concealed % 3 !== 2 || size !== 14)) return failed({ code: 'not-a-discard-hand', tiles: size });
  const { players } = table;
  const red = options.red ?? d.red;
  const pool = poolOf(hand, visibleOf(table), players, red);
  if (!pool.ok) {
    const kind = fold(pool.kind);
    // With red fives as kinds a five has three plain copies: a fourth plain one is a mistake of its own.
    if (red && isFive(pool.kind)) return failed({ code: 'too-many-plain-fives', kind });
    return failed({ code: 'too-many-copies', tile: { kind, red: pool.kind >= 34 } });
  }
  const caps = capsOf(hand, players === 3);
  const own = shanten(hand, players === 3).standard;
  const ctx: Context = {
    kinds: pool.value.kinds,
    // Red fives off, a red five in a meld is a plain five (the concealed ones are folded by handOf).
    melds: red ? hand.melds : hand.melds.map((meld) => (meld.red ? { ...meld, red: 0 } : meld)),
    closed: hand.melds.every((meld) => meld.kind === 'ankan'),
    draw: { sets: Math.floor((concealed - 1) / 3), caps, cappedBits: cappedSuits(caps), special: hand.melds.length === 0 },
    outside: pool.value.outside,
    poolSize: pool.value.size,
    start: pool.value.start,
    // s0: the shanten the best (allowed) discard leaves, the hand's own unless the hand is complete; a
    // 13-tile hand's own.
    startShanten: Math.max(0, start.allowed && !waiting ? allowedShanten(hand, start.allowed, players === 3) : own),
    allowed: start.allowed,
    also: start.also,
    newIndicator: start.newIndicator,
    options: {
      handChanges: options.handChanges ?? d.handChanges,
      shantenBack: options.shantenBack ?? d.shantenBack,
      riichi: options.riichi ?? d.riichi,
      red,
      ura: options.ura ?? d.ura,
      riichiStick: options.riichiStick ?? d.riichiStick,
      tenpaiPayment,
      ippatsu: options.ippatsu ?? d.ippatsu,
      haitei: options.haitei ?? d.haitei,
      honba,
      sticks,
    },
    round: options.round ?? d.round,
    seat: options.seat ?? d.seat,
    rules: options.rules ?? {},
    dora: table.indicators,
    players,
  };
  // A row's tile: with red fives as kinds, the kind searched (34-36 the red ones); else the copy the hand
  // gives away. A 13-tile hand's one row (no discard) is named by its first tile.
  const first = tilesFirst(hand);
  const discardTile = (kind: number): Tile => (kind < 0 ? first : red ? tileOf(fold(kind), kind >= 34) : discardedTile(hand, kind));
  const solved = solve(ctx, options.maxStates ?? d.maxStates, options, discardTile);
  return solved.ok ? { ok: true, value: { ...solved.value, shanten: own } } : solved;
}

/** The lowest shanten a discard of a kind `allowed` leaves (standard form). */
function allowedShanten(hand: Hand, allowed: readonly boolean[], threePlayer: boolean): number {
  let lowest = Infinity;
  const tiles = new Uint8Array(hand.tiles);
  for (let k = 0; k < 34; k++) {
    if (!tiles[k] || !allowed[k]) continue;
    tiles[k]!--;
    const s = shanten({ ...hand, tiles }, threePlayer).standard;
    tiles[k]!++;
    if (s < lowest) lowest = s;
  }
  return lowest;
}

/** The hand's first concealed tile (a 13-tile hand's one row is named by it). */
function tilesFirst(hand: Hand): Tile {
  const kind = hand.tiles.findIndex((n) => n > 0);
  return { kind: Math.max(0, kind), red: false };
}

/** The first of the counted options whose value cannot be, or null. */
function invalidOption(tenpaiPayment: number, honba: number, sticks: number): ProbabilityError | null {
  if (typeof tenpaiPayment !== 'number' || !Number.isFinite(tenpaiPayment) || tenpaiPayment < 0)
    return { code: 'invalid-option', option: 'tenpaiPayment', value: tenpaiPayment };
  if (!Number.isInteger(honba) || honba < 0) return { code: 'invalid-option', option: 'honba', value: honba };
  if (!Number.isInteger(sticks) || sticks < 0) return { code: 'invalid-option', option: 'sticks', value: sticks };
  return null;
}

/** What the table shows outside the hand: the seen tiles and the dora indicators. */
function visibleOf(table: Table): { counts: Uint8Array; red: Uint8Array } {
  const counts = new Uint8Array(table.seen);
  for (const k of table.indicators) counts[k]!++;
  return { counts, red: tableRed(table) };
}

const failed = (error: ProbabilityError) => ({ ok: false as const, error });

/** The search and its values, in workspaces and memory of their own. */
function solve(
  ctx: Context,
  maxStates: number,
  given: ProbabilityOptions,
  discardTile: (kind: number) => Tile,
): Result<Omit<ProbabilityTable, 'shanten'>, ProbabilityError> {
  // Progress never goes back (the share of nodes expanded can, as new ones are found): report the highest.
  let reported = 0;
  const limits: SearchLimits = {
    maxStates,
    signal: given.signal,
    progress: (done: number) => {
      if (done <= reported) return;
      reported = done;
      given.onProgress?.(done);
    },
  };
  const work13 = acquireWorkspace();
  const work14 = acquireWorkspace();
  const mem = acquireMemory();
  try {
    const found = search(ctx, limits, work13, work14, mem);
    if (!found.ok) return failed(found.stop === 'cancelled' ? { code: 'cancelled' } : { code: 'too-large', maxStates });
    const rows = values(
      ctx,
      found,
      found.starts.map((start) => discardTile(start.discard)),
      mem,
      limits,
    );
    return rows ? { ok: true, value: { turns: TURNS, rows, states: mem.kind13.n } } : failed({ code: 'cancelled' });
  } finally {
    releaseWorkspace(work13);
    releaseWorkspace(work14);
    releaseMemory(mem);
  }
}
