/**
 * The review of a game log (docs/game-logs.md#the-review): each decision of a seat, with the table of that
 * moment, against the best by Tenhou's count, by the next step and by the probabilities.
 *
 * A decision is a discard (after a draw or a call) or a call offered (another seat's discard the seat could
 * chi, pon or kan, and whether it did). For each, the position is the one the seat faced: its hand and melds,
 * every river's tiles not called and the other seats' melds and north tiles as seen tiles, the dora
 * indicators showing, the round and seat winds. The figures are the engine's own analyses of that position
 * (analyze, twoStep, probabilities, callOptions), so a review says nothing the calculator would not.
 *
 * Algorithm: the kyoku's replay (replay.ts), read before each move; the analyses run per decision, so the
 * cost is theirs (the probabilities' search dominates; the page runs it in the worker, kyoku by kyoku).
 */
import { analyze } from '../analysis/analyze.ts';
import { callOptions, type CallTable } from '../analysis/call-options.ts';
import { twoStep } from '../analysis/two-step.ts';
import { KINDS, suitOf } from '../core/tiles.ts';
import { handOf, isRedFive, sameTile, tilesOf } from '../core/tile-set.ts';
import { probabilities, rowsOf, type ProbabilityError } from '../probability/probabilities.ts';
import type { ProbabilityOptions } from '../probability/options.ts';
import type { DiscardRow, Meld, Position, Result, Tile, Wind } from '../types.ts';
import type { GameLog, LogError, LogSeat } from './game-log.ts';
import {
  type KyokuInPlay,
  type RiverTileInPlay,
  type SeatMeldInPlay,
  meldOf,
  replayKyoku,
  seatAfter,
  seatBefore,
  seatWind,
} from './replay.ts';

/** What every decision says: where it is and the position the seat faced. */
export interface DecisionBase {
  /** The kyoku's index in the log. */
  kyoku: number;
  seat: LogSeat;
  /** 0, 1, 2, ... within the kyoku for that seat, discards and calls counted together. */
  index: number;
  /** The move it is about, 1-based in the kyoku's moves: the discard made, or the discard offered. */
  move: number;
  /** Tiles the seat has taken in the kyoku (draws, replacement draws, called tiles): on a discard including the one just taken, on a call before it. */
  turn: number;
  /** The hand and the table as the seat saw them (a discard's hand has 14 tiles, a call's 13, a kan counting 3). */
  position: Position;
  round: Wind;
  seatWind: Wind;
  /** The table at that moment as a page draws it: each seat's river, melds, riichi and north tiles, and the indicators showing. */
  table: TableView;
}

/** The table at a decision, seat by seat in the log's order. */
export interface TableView {
  seats: { river: RiverTileInPlay[]; melds: SeatMeldInPlay[]; riichi: boolean; north: number; wind: Wind }[];
  indicators: Tile[];
  /** Draws left in the live wall. */
  wall: number;
}

/** A copy of the table in `state` (the replay's state changes after the visit). */
function tableView(state: KyokuInPlay, dealer: LogSeat): TableView {
  return {
    seats: state.seats.map((seat, i) => ({
      river: seat.river.map((r) => ({ ...r })),
      melds: seat.melds.map((m) => ({ ...m, tiles: [...m.tiles], meld: { ...m.meld, tiles: [...m.meld.tiles] } })),
      riichi: seat.riichi,
      north: seat.north.length,
      wind: seatWind(i as LogSeat, dealer, state.players),
    })),
    indicators: [...state.indicators],
    wall: state.wall,
  };
}

/** A discard's figures by one measure: the chosen tile's and the best one's. */
export interface Measured<T> {
  chosen: T;
  best: T;
  /** What the choice cost by this measure (best minus chosen; 0 when the choice is a best one). */
  loss: number;
}

/** The probabilities of a discard at its turn: the chosen row's win and expected score, and the best rows'. */
export interface DiscardProbabilities {
  /** The turn the row is read at (the decision's turn, at most 18). */
  turn: number;
  win: Measured<{ discard: Tile; value: number }>;
  ev: Measured<{ discard: Tile; value: number }>;
}

export interface DiscardDecision extends DecisionBase {
  kind: 'discard';
  /** The seat was in riichi before this discard (the discard was forced). */
  riichi: boolean;
  /** The discard declares riichi. */
  declares: boolean;
  tsumogiri: boolean;
  /** By Tenhou's count: the chosen row and the best (the lowest shanten, then the most live effective tiles; the first of tied rows). */
  count: Measured<DiscardRow>;
  /** By the next step (two-step), when asked: the average width after a draw that lowers the shanten, among the rows of the lowest shanten. */
  nextStep?: Measured<{ discard: Tile; shanten: number; nextAverage: number | null }>;
  /** The probabilities at the turn, when asked and the search ran. */
  probabilities?: DiscardProbabilities;
  /** Why the probabilities are missing: the search's own reason (its memory budget), or a hand too far from tenpai to search. */
  probabilityError?: ProbabilityError | { code: 'far-from-tenpai'; shanten: number };
  /**
   * With the probabilities, a closed hand's discard that leaves it tenpai: riichi or dama, by the expected
   * score at the turn. Riichi declares on this discard; dama does not (it may still declare later).
   */
  riichiChoice?: RiichiChoice;
}

/** Riichi or dama at a closed hand's tenpai: the expected score of each, which is the better, and what the choice cost. */
export interface RiichiChoice {
  declared: boolean;
  ev: { riichi: number; dama: number };
  best: 'riichi' | 'dama';
  loss: number;
}

export interface CallDecision extends DecisionBase {
  kind: 'call';
  offered: Tile;
  from: 'left' | 'across' | 'right';
  /** What the seat did: passed, or the meld it made (its tiles as shown, the called one included). */
  chosen: 'pass' | { call: 'chi' | 'pon' | 'kan'; meld: Meld };
  /** Passing and every legal call with their figures (callOptions), when asked. */
  callTable?: CallTable;
}

export type Decision = DiscardDecision | CallDecision;

/** What a review computes beside the counts. */
export interface ReviewOptions {
  /** The seats reviewed; every seat when absent. */
  seats?: readonly LogSeat[];
  /** The next step of each discard. */
  twoStep?: boolean;
  /** The probabilities of each discard (and of each call's entries) at its turn, with these options. */
  probabilities?: ProbabilityOptions | boolean;
  /** Each call offered with its table of passing and every legal call. */
  calls?: boolean;
  /**
   * The highest shanten (of the hand before its discard) whose probabilities are searched; default 3. A
   * 5-shanten hand's search takes seconds (with red fives as kinds), and its figures are near nothing.
   */
  maxShanten?: number;
}

const TURNS = 18;

/** The position seat `s` faces in `state`: its hand and melds, and what the table shows. */
export function positionOf(state: KyokuInPlay, s: LogSeat): Position {
  const seen = new Uint8Array(KINDS);
  const seenRed = new Uint8Array(3);
  const see = (tile: Tile) => {
    seen[tile.kind]!++;
    if (isRedFive(tile)) seenRed[suitOf(tile.kind)]!++;
  };
  state.seats.forEach((seat, i) => {
    for (const r of seat.river) if (!r.taken) see(r.tile);
    if (i === s) return;
    for (const m of seat.melds) m.tiles.forEach(see);
    seat.north.forEach(see);
  });
  const own = state.seats[s]!;
  return {
    hand: handOf(
      own.concealed,
      own.melds.map((m) => m.meld),
    ),
    table: {
      players: state.players,
      seen,
      seenRed,
      indicators: state.indicators.map((t) => t.kind),
      indicatorsRed: state.indicators.map(isRedFive),
      nuki: own.north.length,
    },
  };
}

/** The review of kyoku `index`: each decision of the seats asked, in the order played; or the log's fault. */
export function reviewKyoku(log: GameLog, index: number, options: ReviewOptions = {}): Result<Decision[], LogError> {
  const kyoku = log.kyoku[index]!;
  const { players } = log;
  const reviewed = new Set<number>(options.seats ?? [0, 1, 2, 3]);
  const decisions: Decision[] = [];
  const counters = [0, 0, 0, 0];
  const round = kyoku.round as Wind;
  const probs: ProbabilityOptions | null = options.probabilities === true ? {} : options.probabilities || null;
  const settings = (s: LogSeat) => ({ round, seat: seatWind(s, kyoku.dealer, players), red: log.red });
  const base = (state: KyokuInPlay, s: LogSeat, turn: number, move: number): DecisionBase => ({
    kyoku: index,
    seat: s,
    index: counters[s]!++,
    move,
    turn,
    position: positionOf(state, s),
    round,
    seatWind: seatWind(s, kyoku.dealer, players),
    table: tableView(state, kyoku.dealer),
  });
  // The last discard, while the seats that could call it have not been read: they are read at the next
  // move (the state after the discard), which also says what each did.
  let last: { seat: LogSeat; tile: Tile; at: number } | null = null;

  const replayed = replayKyoku(log, index, (state, move, at) => {
    if (last && move.move !== 'dora') {
      const { seat: discarder, tile } = last;
      const offeredAt = last.at;
      last = null;
      for (const { seat: s, from } of callersOf(state, discarder, tile, reviewed)) {
        const b = base(state, s, state.seats[s]!.tilesTaken, offeredAt);
        // The offered tile is in the discarder's river: callOptions counts it out of the pool itself.
        b.position.table.seen[tile.kind]!--;
        if (isRedFive(tile)) b.position.table.seenRed[suitOf(tile.kind)]!--;
        const took = move.move === 'call' && move.seat === s;
        const decision: CallDecision = {
          ...b,
          kind: 'call',
          offered: tile,
          from,
          chosen: took ? { call: move.call, meld: meldOf(move.call, [...move.tiles, move.called]) } : 'pass',
        };
        if (options.calls) {
          const table = callOptions(
            b.position,
            { tile, from },
            {
              round,
              seat: b.seatWind,
              ...(probs ? { probabilities: { turn: Math.min(Math.max(b.turn, 1), 17), ...settings(s), ...probs } } : {}),
            },
          );
          if (table.ok) decision.callTable = table.value;
        }
        decisions.push(decision);
      }
    }
    if (move.move !== 'discard') return;
    last = { seat: move.seat, tile: move.tile, at };
    if (!reviewed.has(move.seat)) return;
    const seat = state.seats[move.seat]!;
    const b = base(state, move.seat, seat.tilesTaken, at);
    decisions.push(discardDecision(b, move.tile, seat.riichi, move.riichi, move.tsumogiri));
  });
  if (!replayed.ok) return replayed;
  // The last discard of a kyoku was won on, or ended the wall: no call could take it.
  return { ok: true, value: decisions };

  function discardDecision(b: DecisionBase, tile: Tile, riichi: boolean, declares: boolean, tsumogiri: boolean): DiscardDecision {
    const { position } = b;
    const analysis = analyze(position, { red: log.red });
    const rows = analysis.kind === 'draw' ? [] : analysis.discards;
    const chosenRow = rows.find((r) => sameTile(r.discard, tile)) ?? rows.find((r) => r.discard.kind === tile.kind)!;
    const bestRow = rows[0]!;
    const decision: DiscardDecision = {
      ...b,
      kind: 'discard',
      riichi,
      declares,
      tsumogiri,
      count: { chosen: chosenRow, best: bestRow, loss: countLoss(bestRow, chosenRow) },
    };
    if (options.twoStep) {
      const steps = twoStep(position).rows;
      const chosen = steps.find((r) => r.discard.kind === tile.kind)!;
      const lowest = Math.min(...steps.map((r) => r.shanten));
      const best = steps.filter((r) => r.shanten === lowest).reduce((a, r) => ((r.nextAverage ?? -1) > (a.nextAverage ?? -1) ? r : a));
      const pick = (r: typeof chosen) => ({ discard: r.discard, shanten: r.shanten, nextAverage: r.nextAverage });
      decision.nextStep = {
        chosen: pick(chosen),
        best: pick(best),
        loss: chosen.shanten > lowest ? Infinity : Math.max(0, (best.nextAverage ?? 0) - (chosen.nextAverage ?? 0)),
      };
    }
    // The hand's shanten is its best discard's.
    const far = bestRow.shanten > (options.maxShanten ?? 3);
    if (probs && !riichi && far) decision.probabilityError = { code: 'far-from-tenpai', shanten: bestRow.shanten };
    else if (probs && !riichi) {
      const found = probabilities(position, { ...settings(b.seat), ...probs });
      if (!found.ok) decision.probabilityError = found.error;
      else {
        const t = Math.min(b.turn, TURNS);
        const rowsP = found.value.rows;
        const chosen = rowsP.find((r) => sameTile(r.discard, tile)) ?? rowsP.find((r) => r.discard.kind === tile.kind)!;
        const measure = (metric: 'win' | 'ev') => {
          const best = rowsP.reduce((a, r) => (r[metric][t - 1]! > a[metric][t - 1]! ? r : a));
          return {
            chosen: { discard: chosen.discard, value: chosen[metric][t - 1]! },
            best: { discard: best.discard, value: best[metric][t - 1]! },
            loss: Math.max(0, best[metric][t - 1]! - chosen[metric][t - 1]!),
          };
        };
        decision.probabilities = { turn: t, win: measure('win'), ev: measure('ev') };
        if (chosenRow.shanten === 0 && position.hand.melds.every((m) => m.kind === 'ankan'))
          decision.riichiChoice = riichiChoice(position, tile, declares, t, { ...settings(b.seat), ...probs });
      }
    }
    return decision;
  }
}

/** The seats reviewed that could call `tile` just discarded by `discarder`: pon or kan from anyone, chi from the left only, none in riichi. */
export function callersOf(
  state: KyokuInPlay,
  discarder: LogSeat,
  tile: Tile,
  reviewed: ReadonlySet<number>,
): { seat: LogSeat; from: 'left' | 'across' | 'right' }[] {
  const out: { seat: LogSeat; from: 'left' | 'across' | 'right' }[] = [];
  const { players } = state;
  for (let step = 1; step < players; step++) {
    const s = ((discarder + step) % players) as LogSeat;
    if (!reviewed.has(s)) continue;
    const seat = state.seats[s]!;
    if (seat.riichi) continue;
    const held = seat.concealed.filter((t) => t.kind === tile.kind).length;
    const left = seatBefore(s, players) === discarder;
    const chi = left && players === 4 && tile.kind < 27 && canChi(seat.concealed, tile.kind);
    if (held < 2 && !chi) continue;
    const from = left ? 'left' : seatAfter(s, players) === discarder ? 'right' : 'across';
    out.push({ seat: s, from });
  }
  return out;
}

/** Whether tiles held make a run with `kind` (a number tile). */
function canChi(concealed: readonly Tile[], kind: number): boolean {
  const has = (k: number) => k >= 0 && k < 27 && suitOf(k) === suitOf(kind) && concealed.some((t) => t.kind === k);
  return (has(kind - 2) && has(kind - 1)) || (has(kind - 1) && has(kind + 1)) || (has(kind + 1) && has(kind + 2));
}

/**
 * Riichi or dama for a closed hand that discards `tile` into tenpai, at turn `t`: riichi is the row with
 * riichi declared at once ('always'); dama the 13-tile hand's own value after the discard, not declared on
 * it (rowsOf's 13-tile start, which may still declare on a later discard).
 */
function riichiChoice(position: Position, tile: Tile, declared: boolean, t: number, options: ProbabilityOptions): RiichiChoice | undefined {
  const always = probabilities(position, { ...options, riichi: 'always' });
  const tiles = tilesOf(position.hand);
  const at = tiles.findIndex((x) => sameTile(x, tile));
  tiles.splice(at >= 0 ? at : tiles.findIndex((x) => x.kind === tile.kind), 1);
  const after = handOf(tiles, position.hand.melds);
  const seen = new Uint8Array(position.table.seen);
  seen[tile.kind]!++;
  const seenRed = new Uint8Array(position.table.seenRed);
  if (isRedFive(tile)) seenRed[suitOf(tile.kind)]!++;
  const dama = rowsOf({ hand: after, table: { ...position.table, seen, seenRed } }, options, {});
  if (!always.ok || !dama.ok) return undefined;
  const row = always.value.rows.find((r) => sameTile(r.discard, tile)) ?? always.value.rows.find((r) => r.discard.kind === tile.kind)!;
  const ev = { riichi: row.ev[t - 1]!, dama: dama.value.rows[0]!.ev[t - 1]! };
  const best = ev.riichi >= ev.dama ? 'riichi' : 'dama';
  return { declared, ev, best, loss: Math.max(0, declared ? ev.dama - ev.riichi : ev.riichi - ev.dama) };
}

/** The count's loss: the tiles a best row has more, or Infinity when the choice raised the shanten. */
function countLoss(best: DiscardRow, chosen: DiscardRow): number {
  if (chosen.shanten > best.shanten) return Infinity;
  return Math.max(0, best.count - chosen.count);
}

/** Every decision of a log's seats, kyoku by kyoku; or the log's first fault. */
export function reviewGame(log: GameLog, options: ReviewOptions = {}): Result<Decision[], LogError> {
  const all: Decision[] = [];
  for (let i = 0; i < log.kyoku.length; i++) {
    const found = reviewKyoku(log, i, options);
    if (!found.ok) return found;
    all.push(...found.value);
  }
  return { ok: true, value: all };
}
