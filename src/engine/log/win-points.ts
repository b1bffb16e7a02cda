/**
 * What each win of a kyoku is worth (docs/game-logs.md#a-wins-points): the points the log gives, or, for a
 * log that gives none (a converter's JSON with an empty score text), the engine's own score of the winning
 * hand in the situation the moves show. A review says which of the two it shows.
 *
 * Algorithm: the kyoku played again (replay.ts), its moves read once more for what scoring needs and the
 * replay does not keep: who declared riichi on a first discard with nothing called (double riichi), whose
 * ippatsu still stands (broken by the seat's next discard and by any call or kan, a north set aside
 * excepted), whether the win is a first draw with nothing called (tenhou, chiihou), on a replacement draw
 * (rinshan), on the last live tile (haitei, houtei) or on a tile added to a kan (chankan). The hand and its
 * melds are the replay's at the end; the dora indicators those showing at the end, as the log lists them;
 * the ura indicators the log's. Scored under Tenhou's rules, without honba and sticks, as a log's points are.
 */
import { handOf, isRedFive } from '../core/tile-set.ts';
import { score } from '../scoring/score.ts';
import type { Situation, Tile } from '../types.ts';
import type { GameLog, KyokuSeat, LogKyoku } from './game-log.ts';
import { replayKyoku } from './replay.ts';
import { seatWind } from '../core/seats.ts';

/** A win's points: as the log gives them, scored by the engine, or neither (no points given and no yaku found). */
export type WinPoints = { from: 'log'; points: number } | { from: 'scored'; points: number } | { from: 'none' };

/** The points of each win of kyoku `index` (in the order of its end's wins; none when it ended otherwise). */
export function winPoints(log: GameLog, index: number): WinPoints[] {
  const kyoku = log.kyoku[index]!;
  if (kyoku.end.end !== 'win') return [];
  const wins = kyoku.end.wins;
  if (wins.every((w) => w.points !== null)) return wins.map((w) => ({ from: 'log', points: w.points! }));
  const replayed = replayKyoku(log, index);
  if (!replayed.ok) return wins.map((w) => (w.points !== null ? { from: 'log', points: w.points } : { from: 'none' }));
  const state = replayed.value;
  const { players } = log;

  // What the moves say beyond the replay's state.
  const riichi: Situation['riichi'][] = new Array(players).fill('none');
  const ippatsu = new Array<boolean>(players).fill(false);
  const discards = new Array<number>(players).fill(0);
  let called = false;
  const moves = kyoku.moves.filter((m) => m.move !== 'dora');
  const last = moves[moves.length - 1];
  moves.forEach((move, i) => {
    const final = i === moves.length - 1;
    switch (move.move) {
      case 'discard':
        if (move.riichi) {
          riichi[move.seat] = discards[move.seat] === 0 && !called ? 'double' : 'riichi';
          ippatsu[move.seat] = true;
        } else ippatsu[move.seat] = false;
        discards[move.seat]!++;
        break;
      case 'call':
      case 'closed-kan':
      case 'added-kan':
        // A kan robbed on the last move was never made: the ippatsu and first turns stand for its ron.
        if (final) break;
        called = true;
        ippatsu.fill(false);
        break;
      default:
        break;
    }
  });

  // The winning tile and how it came.
  const lastDraw = [...kyoku.moves].reverse().find((m) => m.move === 'draw');
  const wallDone = state.wall === 0;
  return wins.map((w) => {
    if (w.points !== null) return { from: 'log', points: w.points };
    const seat = state.seats[w.seat]!;
    const tsumo = w.seat === w.from;
    let tile: Tile | undefined;
    if (tsumo) tile = lastDraw?.move === 'draw' && lastDraw.seat === w.seat ? lastDraw.tile : undefined;
    else if (last?.move === 'discard' || last?.move === 'added-kan' || last?.move === 'north') tile = last.tile;
    else if (last?.move === 'closed-kan') tile = last.tiles[0];
    if (!tile || !last) return { from: 'none' };
    const concealed = tsumo ? seat.concealed : [...seat.concealed, tile];
    const replacement = lastDraw?.move === 'draw' && lastDraw.replacement;
    const situation: Situation = {
      win: tile.kind,
      winRed: isRedFive(tile),
      by: tsumo ? 'tsumo' : 'ron',
      round: kyoku.round,
      seat: seatWind(w.seat as KyokuSeat, kyoku.dealer, players),
      riichi: riichi[w.seat],
      ippatsu: ippatsu[w.seat],
      last: tsumo ? wallDone && !replacement : wallDone && last.move === 'discard',
      rinshan: tsumo && replacement,
      chankan: !tsumo && last.move === 'added-kan',
      firstDraw: tsumo && discards[w.seat] === 0 && !called,
      ura: riichi[w.seat] !== 'none' ? kyoku.ura.slice(0, state.indicators.length).map((t) => t.kind) : undefined,
    };
    const found = score(
      {
        hand: handOf(
          concealed,
          seat.melds.map((m) => m.meld),
        ),
        table: { players, indicators: state.indicators.map((t) => t.kind), nuki: seat.north.length },
      },
      situation,
    );
    return found.ok && found.value.kind === 'win' ? { from: 'scored', points: found.value.points } : { from: 'none' };
  });
}

/** A log's kyoku as the review lists them: everything but the moves, with each win's points (winPoints). */
export type KyokuOverview = Pick<LogKyoku, 'round' | 'number' | 'honba' | 'sticks' | 'dealer' | 'scores' | 'end'> & { points: WinPoints[] };

/** What the review shows of a log before it is reviewed: players, names, rules, and each kyoku without its moves. */
export type LogOverview = Pick<GameLog, 'players' | 'names' | 'red' | 'title'> & { kyoku: KyokuOverview[] };

/** A log's overview: each kyoku without its moves (the review never draws them), each win scored where the log gives no points. */
export function logOverview(log: GameLog): LogOverview {
  const { players, names, red, title } = log;
  const kyoku = log.kyoku.map(({ round, number, honba, sticks, dealer, scores, end }, i) => ({
    round,
    number,
    honba,
    sticks,
    dealer,
    scores,
    end,
    points: winPoints(log, i),
  }));
  return { players, names, red, title, kyoku };
}
