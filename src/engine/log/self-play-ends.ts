/**
 * How a self-played kyoku ends (self-play.ts): who may ron a discard (furiten as the rules have it), what a
 * win is worth (the engine's score() of the hand at its situation) and what each seat pays, and the
 * abortive and exhaustive draws, each as the log's end with its deltas and what it leaves for the next kyoku.
 */
import { score } from '../scoring/score.ts';
import type { Score } from '../scoring/score-types.ts';
import type { Situation, Tile } from '../types.ts';
import type { KyokuSeat, LogWin } from './game-log.ts';
import { seatWind } from '../core/seats.ts';
import { handOf, seatShanten, type KyokuResult, type SelfPlayKyoku, type SelfPlaySeat } from './self-play-state.ts';

export function situationOf(
  k: SelfPlayKyoku,
  s: number,
  win: Tile,
  by: 'tsumo' | 'ron',
  extra: Partial<Situation>,
  withSticks: boolean,
): Situation {
  const seat = k.seats[s]!;
  return {
    win: win.kind,
    winRed: win.red,
    by,
    round: k.round,
    seat: seatWind(s, k.dealer, k.players),
    riichi: seat.riichi,
    ippatsu: seat.ippatsu,
    ura: seat.riichi !== 'none' ? k.uraPool.slice(0, k.shown).map((t) => t.kind) : undefined,
    honba: withSticks ? k.honba : 0,
    sticks: withSticks ? k.sticks : 0,
    ...extra,
  };
}

/** The score of a complete 3n+2 hand, or null without a yaku. */
export function scoreOf(k: SelfPlayKyoku, s: number, counts: Uint8Array, red: Uint8Array, situation: Situation): Score | null {
  const seat = k.seats[s]!;
  const table = { players: k.players, indicators: k.doraPool.slice(0, k.shown).map((t) => t.kind), nuki: seat.north };
  const result = score({ hand: handOf(counts, red, seat.engineMelds), table }, situation);
  if (!result.ok) throw new Error(`self-play: a win the engine cannot score: ${JSON.stringify(result.error)}`);
  return result.value.kind === 'win' ? result.value : null;
}

function yakuText(sc: Score): string[] {
  if (sc.limit === 'yakuman') return sc.yaku.map((y) => `${y.id}(yakuman${y.multiple > 1 ? ` x${y.multiple}` : ''})`);
  return sc.yaku.map((y) => `${'wind' in y ? `${y.id} ${y.wind}` : y.id}(${y.han})`);
}

function furiten(seat: SelfPlaySeat): boolean {
  return seat.passed || seat.riichiFuriten || seat.river.some((t) => seat.waits.includes(t.kind));
}

function markPassed(seat: SelfPlaySeat): void {
  seat.passed = true;
  if (seat.riichi !== 'none') seat.riichiFuriten = true;
}

/** The seats that ron `tile` from `from`, in turn order from it, with their scores (honba and sticks unset). */
export function rons(k: SelfPlayKyoku, from: number, tile: Tile, extra: Partial<Situation>): { seat: number; score: Score }[] {
  const out: { seat: number; score: Score }[] = [];
  for (let i = 1; i < k.players; i++) {
    const s = (from + i) % k.players;
    const seat = k.seats[s]!;
    if (!seat.waits.includes(tile.kind)) continue;
    if (!furiten(seat)) {
      const counts = new Uint8Array(seat.counts);
      counts[tile.kind]++;
      const red = new Uint8Array(seat.red);
      if (tile.red) red[Math.floor(tile.kind / 9)]++;
      const sc = scoreOf(k, s, counts, red, situationOf(k, s, tile, 'ron', extra, out.length === 0));
      if (sc) {
        out.push({ seat: s, score: sc });
        continue;
      }
    }
    markPassed(seat);
  }
  return out;
}

export function drawEnd(k: SelfPlayKyoku, kind: 'nine-terminals' | 'four-winds' | 'four-riichi' | 'four-kans' | 'three-ron'): KyokuResult {
  return {
    end: { end: 'draw', kind, deltas: new Array<number>(k.players).fill(0) },
    ura: [],
    riichiPaid: k.riichiPaid,
    sticks: k.sticks,
    dealerKeeps: true,
    win: false,
  };
}

export function exhaustiveEnd(k: SelfPlayKyoku): KyokuResult {
  const tenpai = k.seats.map((seat) => seatShanten(k, seat) === 0);
  const n = tenpai.filter(Boolean).length;
  const deltas = tenpai.map((t) => (n === 0 || n === k.players ? 0 : t ? 3000 / n : -3000 / (k.players - n)));
  return {
    end: { end: 'draw', kind: 'exhaustive', deltas },
    ura: [],
    riichiPaid: k.riichiPaid,
    sticks: k.sticks,
    dealerKeeps: tenpai[k.dealer]!,
    win: false,
  };
}

/** A ron (one winner or two) on `from`'s tile; the first winner in turn order takes the honba and sticks. */
export function ronEnd(k: SelfPlayKyoku, from: number, winners: { seat: number; score: Score }[]): KyokuResult {
  const deltas = new Array<number>(k.players).fill(0);
  const wins: LogWin[] = [];
  winners.forEach(({ seat, score: sc }, i) => {
    const pay = sc.payments.kind === 'ron' ? sc.payments.ron : sc.points;
    deltas[from]! -= pay;
    deltas[seat]! += pay + (i === 0 ? 1000 * k.sticks : 0);
    wins.push({ seat: seat as KyokuSeat, from: from as KyokuSeat, points: sc.points, yaku: yakuText(sc) });
  });
  return winResult(k, wins, deltas);
}

function winResult(k: SelfPlayKyoku, wins: LogWin[], deltas: number[]): KyokuResult {
  const riichi = wins.some((w) => k.seats[w.seat]!.riichi !== 'none');
  return {
    end: { end: 'win', wins, deltas },
    ura: riichi ? k.uraPool.slice(0, k.shown) : [],
    riichiPaid: k.riichiPaid,
    sticks: k.sticks,
    dealerKeeps: wins.some((w) => w.seat === k.dealer),
    win: true,
  };
}

export function tsumoEnd(k: SelfPlayKyoku, s: number, sc: Score): KyokuResult {
  const deltas = new Array<number>(k.players).fill(0);
  const p = sc.payments;
  for (let o = 0; o < k.players; o++) {
    if (o === s) continue;
    const pay = p.kind === 'ron' ? 0 : p.kind === 'dealer-tsumo' ? p.nonDealer : o === k.dealer ? p.dealer : p.nonDealer;
    deltas[o]! -= pay;
    deltas[s]! += pay;
  }
  deltas[s]! += 1000 * k.sticks;
  return winResult(k, [{ seat: s as KyokuSeat, from: s as KyokuSeat, points: sc.points, yaku: yakuText(sc) }], deltas);
}
