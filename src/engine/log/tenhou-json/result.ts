/**
 * A kyoku's result element (docs/game-logs.md#the-result): a win's deltas and info, or a draw's word and
 * deltas, read into the model's end and written back from it.
 *
 * A win's points are the total its score text says the hand is worth (ron `A点`; tsumo `A-B点` is A from
 * each non-dealer and B from the dealer, `A点∀` A from each), without honba or riichi sticks; none when
 * the text gives none (null; winPoints scores the hand then).
 */
import type { LogEnd, LogKyoku, KyokuSeat, LogWin } from '../game-log.ts';
import { DRAW_NAMES, DRAW_OF_WORD } from '../shared/draw-kinds.ts';
import { Failure, failure } from './errors.ts';
import { isArray, isCount, scoresOf } from './values.ts';

const WIN_WORD = '和了';

/** Points from a score text (above): the last `A点`, `A-B点` or `A点∀` in it, else null (the log does not say). */
function pointsOfScoreText(text: string, players: 3 | 4): number | null {
  const matches = [...text.matchAll(/(\d+)(?:-(\d+))?点(∀)?/g)];
  const m = matches[matches.length - 1];
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2] ?? 0)];
  // No hand is worth a hundred million: longer digits are not points.
  if (a > 1e8 || b > 1e8) return null;
  if (m[2] !== undefined) return a * (players - 2) + b;
  return m[3] ? a * (players - 1) : a;
}

/** The result of a kyoku: its last element (none when the kyoku has 16). */
export function readEnd(result: unknown, index: number, players: 3 | 4): LogEnd | Failure {
  const bad = (found: unknown) => failure('bad-shape', { kyoku: index }, found);
  if (result === undefined || (isArray(result) && result.length === 0)) return { end: 'none' };
  if (!isArray(result) || typeof result[0] !== 'string') return bad(result);
  const word = result[0];
  if (word === WIN_WORD) {
    const pairs = result.length - 1;
    if (pairs < 2 || pairs % 2 !== 0) return bad(result);
    const deltas = new Array<number>(players).fill(0);
    const wins: LogWin[] = [];
    for (let i = 1; i < result.length; i += 2) {
      const d = scoresOf(result[i], players);
      const info = result[i + 1];
      if (!d) return bad(result[i]);
      if (!isArray(info) || info.length < 3) return bad(info);
      const [seat, from] = info;
      if (!isCount(seat) || seat >= players || !isCount(from) || from >= players) return bad(info);
      const text = info[3] ?? '';
      const yaku = info.slice(4);
      if (typeof text !== 'string' || !yaku.every((y) => typeof y === 'string')) return bad(info);
      d.forEach((v, s) => (deltas[s] += v));
      wins.push({ seat: seat as KyokuSeat, from: from as KyokuSeat, points: pointsOfScoreText(text, players), yaku: yaku as string[] });
    }
    return { end: 'win', wins, deltas };
  }
  const kind = Object.hasOwn(DRAW_OF_WORD, word) ? DRAW_OF_WORD[word] : undefined;
  if (!kind || result.length > 2) return bad(result);
  if (result.length === 1) return { end: 'draw', kind, deltas: new Array<number>(players).fill(0) };
  const deltas = scoresOf(result[1], players);
  return deltas ? { end: 'draw', kind, deltas } : bad(result[1]);
}

/** The score text written for a win: its points, a dealer's tsumo as each seat's share with ∀; empty when the log gave none. */
function scoreText(k: LogKyoku, win: LogWin, players: 3 | 4): string {
  if (win.points === null) return '';
  if (win.seat === win.from && win.seat === k.dealer && win.points % (players - 1) === 0) return `${win.points / (players - 1)}点∀`;
  return `${win.points}点`;
}

/**
 * Each win's deltas, which the model keeps summed: a single win has them all; with a double ron each
 * winner gets its own sum, the one dealing in pays it (the first winner's less the riichi sticks it
 * collected: those on the table and the riichi that stood), and the last win takes what is left, so the
 * sum is always the model's.
 */
function winDeltas(k: LogKyoku, end: Extract<LogEnd, { end: 'win' }>, players: number): number[][] {
  const pad = (d: number[]) => Array.from({ length: 4 }, (_, s) => (s < players ? (d[s] ?? 0) : 0));
  if (end.wins.length <= 1) return [pad(end.deltas)];
  const discards = k.moves.filter((m) => m.move === 'discard');
  const lastDiscard = discards[discards.length - 1];
  const riichis = discards.filter((m) => m.riichi).length - (lastDiscard?.riichi ? 1 : 0);
  const sticks = 1000 * (k.sticks + riichis);
  const out: number[][] = [];
  const given = new Array<number>(players).fill(0);
  end.wins.forEach((win, i) => {
    const d = new Array<number>(players).fill(0);
    if (i === end.wins.length - 1) end.deltas.forEach((v, s) => (d[s] = v - given[s]!));
    else {
      d[win.seat] = end.deltas[win.seat] ?? 0;
      d[win.from] -= d[win.seat]! - (i === 0 ? sticks : 0);
    }
    d.forEach((v, s) => (given[s] += v));
    out.push(pad(d));
  });
  return out;
}

/** The result element of a kyoku (undefined when the log says none). */
export function writeEnd(k: LogKyoku, players: 3 | 4): unknown[] | undefined {
  const end = k.end;
  const pad = (d: number[]) => Array.from({ length: 4 }, (_, s) => (s < players ? (d[s] ?? 0) : 0));
  if (end.end === 'none') return undefined;
  if (end.end === 'draw') {
    const word = DRAW_NAMES[end.kind].json[0];
    // Tenhou writes an abortive draw's word alone; payments (exhaustive, nagashi) always.
    const alone = end.kind !== 'exhaustive' && end.kind !== 'nagashi' && end.deltas.every((v) => v === 0);
    return alone ? [word] : [word, pad(end.deltas)];
  }
  const deltas = winDeltas(k, end, players);
  const out: unknown[] = [WIN_WORD];
  end.wins.forEach((win, i) => out.push(deltas[i], [win.seat, win.from, win.seat, scoreText(k, win, players), ...win.yaku]));
  return out;
}
