/**
 * The review over whole seeded games (self-play.ts, four and three players, red fives on and off, calls
 * often): every log the generator writes passes the replay, and each decision's position is the table the
 * test rebuilds itself from the moves, read from the definition (docs/game-logs.md#the-review): the seat's
 * tiles as dealt, drawn, called and discarded; every river's tiles not called; the other seats' melds and
 * north tiles; the indicators shown. Each call line's seat could call (pon or kan from anyone, chi from the
 * left), and its choice is the next move. The probabilities' figures against the rows probabilities() gives
 * that position, and riichi or dama against the probabilities' own choice.
 */
import { describe, expect, test } from 'vitest';
import { analyze, probabilities, type Tile } from '../../../src/engine/index.ts';
import type { GameLog, KyokuSeat } from '../../../src/engine/log/game-log.ts';
import { checkLog } from '../../../src/engine/log/replay.ts';
import { reviewKyoku, type Decision } from '../../../src/engine/log/review.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import { measured } from '../../../src/engine/log/figures.ts';

const GAMES: GameLog[] = Array.from({ length: 24 }, (_, i) =>
  selfPlay(7000 + i, { players: i % 3 === 2 ? 3 : 4, length: i % 2 ? 'half' : 'east', red: i % 4 !== 3, calls: [0.2, 0.6, 1][i % 3]! }),
);

const code = (t: Tile) => `${t.kind}${t.red && [4, 13, 22].includes(t.kind) ? 'r' : ''}`;
const sortText = (tiles: Tile[]) => tiles.map(code).sort().join(',');

/** The table before move `upTo` (1-based) of a kyoku, rebuilt from the moves: each seat's tiles, and what seat `s` sees. */
function tableBefore(log: GameLog, k: number, upTo: number, s: KyokuSeat) {
  const kyoku = log.kyoku[k]!;
  const hands = kyoku.dealt.map((d) => [...d]);
  const melds: Tile[][] = hands.map(() => []);
  const meldCount = hands.map(() => 0);
  const north: Tile[][] = hands.map(() => []);
  const rivers: { tile: Tile; called: boolean }[][] = hands.map(() => []);
  const indicators = [kyoku.indicator];
  let taken = hands.map(() => 0);
  const drop = (seat: number, t: Tile) => {
    const i = hands[seat]!.findIndex((x) => code(x) === code(t));
    hands[seat]!.splice(i, 1);
  };
  for (const m of kyoku.moves.slice(0, upTo - 1)) {
    if (m.move === 'dora') indicators.push(m.indicator);
    else if (m.move === 'draw') {
      hands[m.seat]!.push(m.tile);
      taken[m.seat]!++;
    } else if (m.move === 'discard') {
      drop(m.seat, m.tile);
      rivers[m.seat]!.push({ tile: m.tile, called: false });
    } else if (m.move === 'call') {
      m.tiles.forEach((t) => drop(m.seat, t));
      rivers[m.from]![rivers[m.from]!.length - 1]!.called = true;
      melds[m.seat]!.push(...m.tiles, m.called);
      meldCount[m.seat]!++;
      taken[m.seat]!++;
    } else if (m.move === 'closed-kan') {
      m.tiles.forEach((t) => drop(m.seat, t));
      melds[m.seat]!.push(...m.tiles);
      meldCount[m.seat]!++;
    } else if (m.move === 'added-kan') {
      drop(m.seat, m.tile);
      melds[m.seat]!.push(m.tile);
    } else {
      drop(m.seat, m.tile);
      north[m.seat]!.push(m.tile);
    }
  }
  const seen: Tile[] = [];
  rivers.forEach((r) => r.forEach((x) => !x.called && seen.push(x.tile)));
  hands.forEach((_, i) => {
    if (i !== s) seen.push(...melds[i]!, ...north[i]!);
  });
  taken = [...taken];
  return { concealed: hands[s]!, seen, indicators, taken: taken[s]!, meldTiles: melds[s]!, melds: meldCount[s]! };
}

/** The seen tiles of a position as tiles (red fives first of their kind). */
function seenOf(d: Decision): Tile[] {
  const out: Tile[] = [];
  const { seen, seenRed } = d.position.table;
  for (let k = 0; k < 34; k++) {
    const suit = Math.floor(k / 9);
    for (let n = 0; n < seen[k]!; n++) out.push({ kind: k, red: [4, 13, 22].includes(k) && n < (seenRed[suit] ?? 0) });
  }
  return out;
}

describe('the review over seeded games', () => {
  test('every game the generator writes passes the replay', () => {
    for (const log of GAMES) expect(checkLog(log)).toBeNull();
  });

  test("each decision's position is the table rebuilt from the moves", () => {
    let discards = 0;
    let calls = 0;
    for (const log of GAMES) {
      for (let k = 0; k < log.kyoku.length; k++) {
        const found = reviewKyoku(log, k);
        expect(found.ok).toBe(true);
        if (!found.ok) continue;
        const next = new Map<KyokuSeat, number>();
        for (const d of found.value) {
          // Indices run 0, 1, 2, ... per seat.
          expect(d.index).toBe(next.get(d.seat) ?? 0);
          next.set(d.seat, d.index + 1);
          const move = log.kyoku[k]!.moves[d.move - 1]!;
          expect(move.move).toBe('discard');
          if (move.move !== 'discard') continue;
          // A discard line reads the table before it; a call line after the discard it is offered and
          // the indicator a kan turns over with that discard (the next move that is not one).
          const moves = log.kyoku[k]!.moves;
          let upTo = d.move;
          if (d.kind === 'call') for (upTo = d.move + 1; moves[upTo - 1]?.move === 'dora';) upTo++;
          const t = tableBefore(log, k, upTo, d.seat);
          const seen =
            d.kind === 'call' ? [...t.seen.filter((x, i, all) => i !== all.findIndex((y) => code(y) === code(move.tile)))] : t.seen;
          expect(sortText(seenOf(d))).toBe(sortText(seen));
          expect(d.position.table.indicators).toEqual(t.indicators.map((x) => x.kind));
          expect(d.position.hand.melds.length).toBe(t.melds);
          expect(sortText(d.position.hand.order.map((kind, i) => ({ kind, red: d.position.hand.orderRed[i]! })))).toBe(
            sortText(t.concealed),
          );
          expect(d.turn).toBe(t.taken);
          if (d.kind === 'discard') {
            discards++;
            expect(d.seat).toBe(move.seat);
            expect(code(d.count.chosen.discard).startsWith(String(move.tile.kind))).toBe(true);
          } else {
            calls++;
            const players = log.players;
            const left = (d.seat + players - 1) % players === move.seat;
            const held = t.concealed.filter((x) => x.kind === move.tile.kind).length;
            const has = (kind: number) =>
              kind >= 0 && kind < 27 && Math.floor(kind / 9) === Math.floor(move.tile.kind / 9) && t.concealed.some((x) => x.kind === kind);
            const m = move.tile.kind;
            const chi =
              players === 4 && left && m < 27 && ((has(m - 2) && has(m - 1)) || (has(m - 1) && has(m + 1)) || (has(m + 1) && has(m + 2)));
            expect(held >= 2 || chi).toBe(true);
            const after = log.kyoku[k]!.moves.slice(d.move).find((x) => x.move !== 'dora');
            const took = after?.move === 'call' && after.seat === d.seat;
            expect(d.chosen === 'pass').toBe(!took);
          }
        }
      }
    }
    expect(discards).toBeGreaterThan(1000);
    expect(calls).toBeGreaterThan(100);
  });

  test('a discard taken by no call is never followed by a call line that says it was', () => {
    // Every call made in the games is a call line's choice (the seat was offered what it took).
    for (const log of GAMES.slice(0, 8)) {
      for (let k = 0; k < log.kyoku.length; k++) {
        const found = reviewKyoku(log, k);
        if (!found.ok) continue;
        const made = log.kyoku[k]!.moves.filter((m) => m.move === 'call').length;
        const chosen = found.value.filter((d) => d.kind === 'call' && d.chosen !== 'pass').length;
        expect(chosen).toBe(made);
      }
    }
  });

  test('the figures are the analyses of each position: the count, the probabilities, riichi or dama', () => {
    let tenpai = 0;
    for (const log of GAMES.slice(0, 4)) {
      for (let k = 0; k < Math.min(log.kyoku.length, 3); k++) {
        const seat = (k % log.players) as KyokuSeat;
        const found = reviewKyoku(log, k, { seats: [seat], probabilities: true });
        if (!found.ok) continue;
        for (const d of found.value) {
          if (d.kind !== 'discard') continue;
          const a = analyze(d.position, { red: log.red });
          const rows = a.kind === 'draw' ? [] : a.discards;
          expect(d.count.best).toEqual(rows[0]);
          if (d.riichi) {
            expect(d.probabilities).toBeUndefined();
            continue;
          }
          if (d.count.best.shanten > 3) {
            expect(d.probabilities).toEqual({ kind: 'skipped', reason: { code: 'far-from-tenpai', shanten: d.count.best.shanten } });
            continue;
          }
          const p = probabilities(d.position, { round: d.round, seat: d.seatWind, red: log.red });
          expect(p.ok).toBe(true);
          if (!p.ok || !measured(d.probabilities)) continue;
          const t = measured(d.probabilities)!.turn;
          expect(t).toBe(Math.min(d.turn, 18));
          const wins = p.value.rows.map((r) => r.win[t - 1]!);
          expect(measured(d.probabilities)!.win.best.value).toBe(Math.max(...wins));
          expect(wins).toContain(measured(d.probabilities)!.win.chosen.value);
          expect(measured(d.probabilities)!.win.loss).toBeCloseTo(Math.max(...wins) - measured(d.probabilities)!.win.chosen.value, 12);
          const c = measured(d.probabilities)!.riichiChoice;
          if (c) {
            tenpai++;
            // The probabilities' own row ('best') takes the better of declaring now and not.
            expect(Math.max(c.ev.riichi, c.ev.dama)).toBeCloseTo(measured(d.probabilities)!.ev.chosen.value, 6);
            expect(c.declared).toBe(d.declares);
          }
        }
      }
    }
    expect(tenpai).toBeGreaterThan(0);
  }, 60_000);
});
