/**
 * A decision's moment at the table (log/moment.ts): on seeded self-play games of four and three players,
 * played with real habits (calls, kans, north tiles, riichi, folds, shape breaks, dama), every decision of
 * every seat has moves the table replays (game.ts's own checks), and the game they give is the kyoku the
 * log's own replay (replay.ts, another fold written from the log's rules) holds at that move, seen from
 * the seat: each river tile with its called, riichi and tsumogiri marks, each meld from its seat, each
 * riichi and north tile, the dealer where the seat wind places it, the offered tile the last discard;
 * and the tiles the table shows are the seat's seen tiles.
 */
import { describe, expect, test } from 'vitest';
import { game, type Decision, type GameLog, type KyokuSeat } from '../../../src/engine/index.ts';
import type { RiverTileInPlay } from '../../../src/engine/game/kyoku.ts';
import type { KyokuInPlay } from '../../../src/engine/log/replay.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import { reviewKyoku } from '../../../src/engine/log/review.ts';
import { HABITS } from '../../support/review-habits.ts';

const GAMES: { players: 3 | 4; seed: number; calls: number; habits: boolean }[] = [
  { players: 4, seed: 11, calls: 0.6, habits: true },
  { players: 4, seed: 12, calls: 0.9, habits: false },
  { players: 3, seed: 24, calls: 0.6, habits: true },
  { players: 3, seed: 14, calls: 0.9, habits: false },
];

/** The log's own state before move `at` (1-based) of kyoku `k`, copied. */
function stateAt(log: GameLog, k: number, at: number): KyokuInPlay {
  let found: KyokuInPlay | null = null;
  game.replayKyoku(log, k, (state, _move, i) => {
    if (i === at) found = structuredClone({ ...state, kyoku: null }) as unknown as KyokuInPlay;
  });
  if (!found) throw new Error(`kyoku ${k}: no move ${at}`);
  return found;
}

/** Where the table's state of decision `d` differs from the log's, or null. */
function fault(log: GameLog, d: Decision): string | null {
  const where = `kyoku ${d.kyoku} seat ${d.seat} move ${d.move} (${d.kind})`;
  const { players } = log;
  const replayed = game.replayGame([], d.moment.moves, { players, dealer: d.moment.dealer });
  if (!replayed.ok) return `${where}: ${JSON.stringify(replayed.error)}`;
  const table = replayed.value;
  // A discard's moment is before its move; a call's is after the discard offered (the next move's state).
  const log_ = stateAt(log, d.kyoku, d.kind === 'discard' ? d.move : d.move + 1);
  if (game.windOfSeat(0, d.moment.dealer, players) !== d.seatWind) return `${where}: the dealer`;
  for (let s = 0; s < players; s++) {
    const view = game.viewOf(s as KyokuSeat, d.seat, players);
    if (game.logSeatOf(view, d.seat, players) !== s) return `${where}: seat ${s} and back`;
    const mine = table.seats[view]!;
    const theirs = log_.seats[s]!;
    const river = (r: { kind: number; red: boolean; taken: boolean; riichi: boolean; tsumogiri: boolean }) =>
      `${r.kind}${r.red ? 'r' : ''}${r.taken ? '*' : ''}${r.riichi ? '!' : ''}${r.tsumogiri ? "'" : ''}`;
    const a = mine.river.map(river).join(' ');
    const b = theirs.river
      .map((r: RiverTileInPlay) => river({ ...r.tile, taken: r.taken, riichi: r.riichi, tsumogiri: r.tsumogiri }))
      .join(' ');
    if (a !== b) return `${where}: seat ${s}'s river ${a} against ${b}`;
    const melds = (list: { meld: unknown; from: number | null }[], from: (x: number) => number) =>
      JSON.stringify(list.map((m) => [m.meld, m.from === null ? null : from(m.from)]));
    const ma = melds(mine.melds, (x) => game.logSeatOf(x as 0, d.seat, players));
    const mb = melds(theirs.melds, (x) => x);
    if (ma !== mb) return `${where}: seat ${s}'s melds ${ma} against ${mb}`;
    if ((mine.riichi !== null) !== theirs.riichi) return `${where}: seat ${s}'s riichi`;
    if (mine.nuki !== theirs.north.length) return `${where}: seat ${s}'s north tiles`;
  }
  // The table's own replay counts the wall: each seat's draws, seen or not, and each replacement draw.
  if (table.wall !== log_.wall) return `${where}: the table's wall ${table.wall} against ${log_.wall}`;
  // The tiles the table shows are what the seat saw (a call's offered tile counted out by the call table).
  const shown = game.countTiles(game.gameTiles(table));
  const seen = [...d.position.table.seen];
  const seenRed = [...d.position.table.seenRed];
  if (d.kind === 'call') {
    seen[d.offered.kind]!++;
    if (d.offered.red) seenRed[Math.floor(d.offered.kind / 9)]!++;
    const last = table.last;
    const offered = last && table.seats[last.seat]!.river[last.index]!;
    if (!offered || offered.kind !== d.offered.kind || offered.red !== d.offered.red) return `${where}: the offer`;
    if (game.logSeatOf(last.seat, d.seat, players) === d.seat) return `${where}: the offer's seat`;
  } else if (table.cursor.seat !== 0 || table.cursor.indicator) return `${where}: the cursor`;
  if (shown.counts.join() !== seen.join() || shown.red.join() !== seenRed.join()) return `${where}: the tiles seen`;
  if (table.seats[0]!.nuki !== d.position.table.nuki) return `${where}: your north tiles`;
  return null;
}

describe("a decision's moment at the table", () => {
  test.each(GAMES)(
    'every decision of a seeded game ($players players, seed $seed) is its kyoku at the table',
    ({ players, seed, calls, habits }) => {
      const log = selfPlay(seed, { players, length: 'east', red: true, calls, ...(habits ? HABITS : {}) });
      const kinds = new Set<string>();
      let decisions = 0;
      for (let k = 0; k < log.kyoku.length; k++) {
        for (let s = 0; s < players; s++) {
          const found = reviewKyoku(log, k, { seats: [s as KyokuSeat] });
          if (!found.ok) throw new Error(JSON.stringify(found.error));
          for (const d of found.value) {
            expect(fault(log, d)).toBeNull();
            decisions++;
            for (const m of d.moment.moves) kinds.add(m.move === 'tile' && m.tsumogiri ? 'tsumogiri' : m.move);
          }
        }
      }
      expect(decisions).toBeGreaterThan(100);
      // The games hold what the moments must write: riichi, calls, kans (each followed by a cursor move),
      // tsumogiri; north tiles with three players.
      for (const kind of ['tile', 'discard', 'riichi', 'call', 'self-kan', 'cursor', 'tsumogiri']) expect(kinds, kind).toContain(kind);
      if (players === 3) expect(kinds).toContain('nuki');
    },
    60_000,
  );

  test('the seats both ways: the table numbers from the seat reviewed, three players without the seat across', () => {
    expect(([0, 1, 2, 3] as KyokuSeat[]).map((s) => game.viewOf(s, 1, 4))).toEqual([3, 0, 1, 2]);
    expect(([0, 1, 2] as KyokuSeat[]).map((s) => game.viewOf(s, 2, 3))).toEqual([1, 3, 0]);
    expect(([0, 1, 3] as const).map((v) => game.logSeatOf(v, 2, 3))).toEqual([2, 0, 1]);
  });
});
