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
import { callOptions } from '../analysis/call-options.ts';
import { twoStep } from '../analysis/two-step.ts';
import { suitOf } from '../core/tiles.ts';
import { shanten } from '../shanten/shanten.ts';
import { handOf, isRedFive, sameTile, tilesOf } from '../core/tile-set.ts';
import { probabilities, rowsOf, type ProbabilityRow } from '../probability/probabilities.ts';
import type { ProbabilityOptions } from '../probability/options.ts';
import type { DiscardRow, Position, Result, Tile, Wind } from '../types.ts';
import type { GameLog, LogError, KyokuSeat } from './game-log.ts';
import type { Figures } from './figures.ts';
import { callFigures, type CallChoice } from './call-figures.ts';
import { kyokuTableTiles, meldOf } from '../game/kyoku.ts';
import { callTurn } from '../game/game.ts';
import { type KyokuInPlay, replayKyoku } from './replay.ts';
import { seatWind, type OtherSeat } from '../core/seats.ts';
import { visibleTo } from '../core/visible.ts';
import { momentWriter, viewOf } from './moment.ts';
import { abortiveAt, drawnKan, fourthKan, type Abortive } from './abortive.ts';
import type { CallDecision, Decision, DecisionBase, DiscardDecision, DiscardProbabilities, DiscardSkip, RiichiChoice } from './decision.ts';

export type {
  CallDecision,
  CallSkip,
  Decision,
  DecisionBase,
  DiscardDecision,
  DiscardProbabilities,
  DiscardProbabilityError,
  DiscardSkip,
  Measured,
  RiichiChoice,
} from './decision.ts';
export type { TableMoment } from './moment.ts';

/** What a review computes beside the counts. */
export interface ReviewOptions {
  /** The seats reviewed; every seat when absent. */
  seats?: readonly KyokuSeat[];
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

/** The position seat `s` faces in `state`: its hand and melds, and what the table shows it (core/visible.ts). */
export function positionOf(state: KyokuInPlay, s: KyokuSeat): Position {
  const own = state.seats[s]!;
  return {
    hand: handOf(
      own.concealed,
      own.melds.map((m) => m.meld),
    ),
    table: visibleTo(kyokuTableTiles(state), s),
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
  const settings = (s: KyokuSeat) => ({ round, seat: seatWind(s, kyoku.dealer, players), red: log.red });
  // Each seat reviewed follows the kyoku at its table, so each decision has its moment there.
  const writers = ([0, 1, 2, 3] as KyokuSeat[])
    .slice(0, players)
    .map((s) => (reviewed.has(s) ? momentWriter(s, kyoku.dealer, players) : null));
  const base = (state: KyokuInPlay, s: KyokuSeat, turn: number, move: number): DecisionBase => ({
    kyoku: index,
    seat: s,
    index: counters[s]!++,
    move,
    turn,
    position: positionOf(state, s),
    round,
    seatWind: seatWind(s, kyoku.dealer, players),
    moment: { dealer: viewOf(kyoku.dealer, s, players), moves: writers[s]!.moves() },
  });
  // The last discard, while the seats that could call it have not been read: they are read at the next
  // move (the state after the discard), which also says what each did.
  let last: { seat: KyokuSeat; tile: Tile; at: number } | null = null;

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
        const chosen: CallChoice = took ? { call: move.call, meld: meldOf(move.call, [...move.tiles, move.called]) } : 'pass';
        decisions.push({
          ...b,
          kind: 'call',
          offered: tile,
          from,
          chosen,
          ...(options.calls ? callDecisionFigures(state, b, s, tile, from, chosen) : {}),
        });
      }
    }
    if (move.move === 'discard') {
      last = { seat: move.seat, tile: move.tile, at };
      if (reviewed.has(move.seat)) {
        const seat = state.seats[move.seat]!;
        const b = base(state, move.seat, seat.tilesTaken, at);
        decisions.push(discardDecision(b, move.tile, seat.riichi, move.riichi, move.tsumogiri, abortiveAt(state, move.seat)));
      }
    }
    for (const writer of writers) writer?.push(move);
  });
  if (!replayed.ok) return replayed;
  // The last discard of a kyoku was won on, or ended the wall: no call could take it.
  return { ok: true, value: decisions };

  /** A call offered's table (passing and every legal call) and, with the probabilities, the choice against the best entry. */
  function callDecisionFigures(
    state: KyokuInPlay,
    b: DecisionBase,
    s: KyokuSeat,
    tile: Tile,
    from: OtherSeat,
    chosen: CallChoice,
  ): Pick<CallDecision, 'callTable' | 'probabilities'> {
    // A call lowers the shanten by one at most: a hand further than that from the review's highest shanten
    // gets the table's counts without its figures, as a discard does.
    const own = shanten(b.position.hand, players === 3).standard;
    const far = own - 1 > (options.maxShanten ?? 3);
    const skipped =
      probs && far ? { probabilities: { kind: 'skipped' as const, reason: { code: 'far-from-tenpai' as const, shanten: own } } } : {};
    const abortive = abortiveAt(state, s);
    const searched = { ...settings(s), ...probs, ...(abortive.fourthRiichi ? { riichi: 'never' as const } : {}) };
    const table = callOptions(
      b.position,
      { tile, from },
      {
        round,
        seat: b.seatWind,
        ...(probs && !far ? { probabilities: { turn: callTurn(b.turn + 1), ...searched } } : {}),
      },
    );
    if (!table.ok) return skipped;
    const callTable = fourthKan(state, s) ? drawnKan(table.value) : table.value;
    if (!probs || far) return { callTable, ...skipped };
    const figures = callFigures(callTable, chosen);
    return figures ? { callTable, probabilities: figures } : { callTable };
  }

  function discardDecision(
    b: DecisionBase,
    tile: Tile,
    riichi: boolean,
    declares: boolean,
    tsumogiri: boolean,
    abortive: Abortive,
  ): DiscardDecision {
    const { position } = b;
    const analysis = analyze(position, { red: log.red });
    const rows = analysis.kind === 'draw' ? [] : analysis.discards;
    const chosenRow = rows.find((r) => sameTile(r.discard, tile)) ?? rows.find((r) => r.discard.kind === tile.kind)!;
    const bestRow = rows[0]!;
    const figures = probs && !riichi ? discardProbabilities(b, tile, declares, chosenRow, bestRow, abortive, probs) : null;
    return {
      ...b,
      kind: 'discard',
      riichi,
      declares,
      tsumogiri,
      count: { chosen: chosenRow, best: bestRow, loss: countLoss(bestRow, chosenRow) },
      ...(options.twoStep ? { nextStep: nextStepOf(position, tile) } : {}),
      ...(figures ? { probabilities: figures } : {}),
    };
  }

  /** A discard's probabilities at its turn against the best row's, or why there are none. */
  function discardProbabilities(
    b: DecisionBase,
    tile: Tile,
    declares: boolean,
    chosenRow: DiscardRow,
    bestRow: DiscardRow,
    abortive: Abortive,
    probs: ProbabilityOptions,
  ): Figures<DiscardProbabilities, DiscardSkip> {
    const { position } = b;
    // The hand's shanten is its best discard's.
    if (bestRow.shanten > (options.maxShanten ?? 3))
      return { kind: 'skipped', reason: { code: 'far-from-tenpai', shanten: bestRow.shanten } };
    if (abortive.fourKans) return { kind: 'skipped', reason: { code: 'ends-kyoku', draw: 'four-kans' } };
    // A fourth riichi ends the kyoku with nothing won: never declaring is the better of the two, whatever the options say.
    const searched: ProbabilityOptions = { ...settings(b.seat), ...probs, ...(abortive.fourthRiichi ? { riichi: 'never' as const } : {}) };
    // The table (shanten-back off) leaves out a discard that raises the shanten: the chosen one is searched
    // beside the others, with the table's own budgets.
    const added = chosenRow.shanten > bestRow.shanten && !searched.shantenBack;
    const found = rowsOf(position, searched, added ? { also: tile.kind } : {});
    if (!found.ok) return { kind: 'failed', error: found.error };
    const t = Math.min(b.turn, TURNS);
    const value = (r: ProbabilityRow, metric: 'win' | 'ev') => (abortive.fourWinds === r.discard.kind ? 0 : r[metric][t - 1]!);
    const chosen = rowOfTile(found.value.rows, tile)!;
    // The best among the table's rows: the one added is the chosen's alone.
    const rowsP = added ? found.value.rows.filter((r) => r.discard.kind !== tile.kind) : found.value.rows;
    const measure = (metric: 'win' | 'ev') => {
      const best = rowsP.reduce((a, r) => (value(r, metric) > value(a, metric) ? r : a));
      const chosenValue = value(chosen, metric);
      const bestValue = Math.max(value(best, metric), chosenValue);
      return {
        chosen: { discard: chosen.discard, value: chosenValue },
        best:
          bestValue > value(best, metric) ? { discard: chosen.discard, value: chosenValue } : { discard: best.discard, value: bestValue },
        loss: Math.max(0, bestValue - chosenValue),
      };
    };
    const closedTenpai = chosenRow.shanten === 0 && position.hand.melds.every((m) => m.kind === 'ankan');
    return {
      kind: 'measured',
      value: {
        turn: t,
        win: measure('win'),
        ev: measure('ev'),
        chosenAdded: added,
        ...(abortive.fourWinds === tile.kind ? { endsKyoku: 'four-winds' as const } : {}),
        noRiichi: abortive.fourthRiichi,
        riichiChoice: closedTenpai ? riichiChoice(position, tile, declares, t, searched, abortive.fourthRiichi) : null,
      },
    };
  }
}

/** A discard's next step (two-step): the chosen row's average width against the best among the rows of the lowest shanten. */
function nextStepOf(position: Position, tile: Tile): NonNullable<DiscardDecision['nextStep']> {
  const steps = twoStep(position).rows;
  const chosen = steps.find((r) => r.discard.kind === tile.kind)!;
  const lowest = Math.min(...steps.map((r) => r.shanten));
  const best = steps.filter((r) => r.shanten === lowest).reduce((a, r) => ((r.nextAverage ?? -1) > (a.nextAverage ?? -1) ? r : a));
  const pick = (r: typeof chosen) => ({ discard: r.discard, shanten: r.shanten, nextAverage: r.nextAverage });
  return {
    chosen: pick(chosen),
    best: pick(best),
    loss: chosen.shanten > lowest ? Infinity : Math.max(0, (best.nextAverage ?? 0) - (chosen.nextAverage ?? 0)),
  };
}

/** The row of the copy discarded (a red five's own row when red fives are kinds), else of its kind; undefined when the table has none. */
function rowOfTile(rows: readonly ProbabilityRow[], tile: Tile): ProbabilityRow | undefined {
  return rows.find((r) => sameTile(r.discard, tile)) ?? rows.find((r) => r.discard.kind === tile.kind);
}

/** The seats reviewed that could call `tile` just discarded by `discarder`: pon or kan from anyone, chi from the left only, none in riichi. */
export function callersOf(
  state: KyokuInPlay,
  discarder: KyokuSeat,
  tile: Tile,
  reviewed: ReadonlySet<number>,
): { seat: KyokuSeat; from: OtherSeat }[] {
  const out: { seat: KyokuSeat; from: OtherSeat }[] = [];
  const { players } = state;
  for (let step = 1; step < players; step++) {
    const s = ((discarder + step) % players) as KyokuSeat;
    if (!reviewed.has(s)) continue;
    const seat = state.seats[s]!;
    if (seat.riichi) continue;
    const held = seat.concealed.filter((t) => t.kind === tile.kind).length;
    // The discarder as the caller's table numbers it: never the caller itself (step >= 1).
    const from = viewOf(discarder, s, players) as OtherSeat;
    const chi = from === 3 && players === 4 && tile.kind < 27 && canChi(seat.concealed, tile.kind);
    if (held < 2 && !chi) continue;
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
 * it (rowsOf's 13-tile start, which may still declare on a later discard). A fourth riichi is an abortive
 * draw: riichi is worth nothing won (less the stick when the options count it), and dama is searched never
 * declaring (`options` say so then).
 */
function riichiChoice(
  position: Position,
  tile: Tile,
  declared: boolean,
  t: number,
  options: ProbabilityOptions,
  fourthRiichi: boolean,
): RiichiChoice | null {
  const tiles = tilesOf(position.hand);
  const at = tiles.findIndex((x) => sameTile(x, tile));
  tiles.splice(at >= 0 ? at : tiles.findIndex((x) => x.kind === tile.kind), 1);
  // The table as it is: under the model a discard goes back to the pool (docs/rules.md#probabilities), so
  // the 13-tile hand draws from the pool the 14-tile hand's rows draw from.
  const after = handOf(tiles, position.hand.melds);
  const dama = rowsOf({ hand: after, table: position.table }, options, {});
  if (!dama.ok) return null;
  let riichi: number;
  if (fourthRiichi) riichi = options.riichiStick ? -1000 : 0;
  else {
    const always = probabilities(position, { ...options, riichi: 'always' });
    if (!always.ok) return null;
    riichi = rowOfTile(always.value.rows, tile)!.ev[t - 1]!;
  }
  const ev = { riichi, dama: dama.value.rows[0]!.ev[t - 1]! };
  const best = ev.riichi >= ev.dama ? 'riichi' : 'dama';
  return { declared, ev, best, loss: Math.max(0, declared ? ev.dama - ev.riichi : ev.riichi - ev.dama), fourthRiichi };
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
