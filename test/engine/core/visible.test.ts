/**
 * visibleTo(table, seat) and seenTiles(table, seat) (src/engine/core/visible.ts): what a seat sees of the
 * table outside its hand, the one reading both models of a game use. Checked against a reference written
 * here from the definition (every river's tiles not called, the other seats' melds and north tiles, the
 * indicators showing; the seat's own north tiles as its nuki-dora), read straight off each model's own
 * state:
 *  - the seeded self-play games (src/engine/log/self-play.ts), four and three players with red fives and
 *    eager calls, at every move of every kyoku and for every seat, where the review's positionOf reads it;
 *  - the table's games (test/support/game-reference.ts's simulator), after every prefix of their logs and
 *    for every seat, where gameTiles reads it for you;
 * and the rows say the games hold what the definition is about: chi, pon, open, closed and added kans,
 * tiles called out of rivers, north tiles set aside, red fives in rivers and in melds.
 */
import { describe, expect, test } from 'vitest';
import { countTiles } from '../../../src/engine/core/tile-set.ts';
import { seenTiles, visibleTo, type TableTiles } from '../../../src/engine/core/visible.ts';
import {
  game,
  parsePosition,
  parseTable,
  table as tableNs,
  tileCode,
  type Meld,
  type Table,
  type Tile,
} from '../../../src/engine/index.ts';
import { gameTableTiles, type GameState } from '../../../src/engine/game/game.ts';
import type { GameLog, KyokuSeat } from '../../../src/engine/log/game-log.ts';
import { kyokuTableTiles } from '../../../src/engine/game/kyoku.ts';
import { replayKyoku, type KyokuInPlay } from '../../../src/engine/log/replay.ts';
import { positionOf } from '../../../src/engine/log/review.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import { meldTiles as referenceMeldTiles, simulateGame } from '../../support/game-reference.ts';

/** What a seat sees, as plain numbers: the seen counts and red fives, the indicators in order, its nuki-dora. */
interface Seen {
  seen: number[];
  seenRed: number[];
  indicators: string[];
  nuki: number;
}

const RED_FIVES = [4, 13, 22];
const code = (t: Tile) => tileCode(t.kind, t.red && RED_FIVES.includes(t.kind));

/** The definition, over a list of seats as a model holds them, each reduced to its tiles face up. */
function reference(
  seats: readonly { river: readonly { tile: Tile; taken: boolean }[]; melds: readonly Tile[][]; north: readonly Tile[] }[],
  indicators: readonly Tile[],
  seat: number,
): Seen {
  const seen = new Array<number>(34).fill(0);
  const seenRed = [0, 0, 0];
  const see = (t: Tile) => {
    seen[t.kind]++;
    if (t.red && RED_FIVES.includes(t.kind)) seenRed[Math.floor(t.kind / 9)]++;
  };
  seats.forEach((s, i) => {
    // A called tile left its river: it is counted in the caller's meld.
    for (const r of s.river) if (!r.taken) see(r.tile);
    // The seat's own melds are its hand's; its own north tiles its nuki-dora.
    if (i === seat) return;
    for (const m of s.melds) m.forEach(see);
    s.north.forEach(see);
  });
  return { seen, seenRed, indicators: indicators.map(code), nuki: seats[seat]?.north.length ?? 0 };
}

const plain = (t: Table): Seen => ({
  seen: [...t.seen],
  seenRed: [...t.seenRed],
  indicators: t.indicators.map((k, i) => tileCode(k, t.indicatorsRed[i])),
  nuki: t.nuki,
});

/** The reference over a kyoku in play: its melds' tiles as held, its north tiles as set aside. */
function kyokuReference(state: KyokuInPlay, seat: number): Seen {
  return reference(
    state.seats.map((s) => ({ river: s.river, melds: s.melds.map((m) => m.tiles), north: s.north })),
    state.indicators,
    seat,
  );
}

const NORTH_TILE: Tile = { kind: 30, red: false };

/** The reference over the table's game: its melds' tiles written out by the simulator's own reading of a meld. */
function gameReference(state: GameState, seat: number): Seen {
  return reference(
    state.seats.map((s) => ({
      river: s.river.map((t) => ({ tile: { kind: t.kind, red: t.red }, taken: t.taken })),
      melds: s.melds.map((m) => referenceMeldTiles(m.meld)),
      north: new Array<Tile>(s.nuki).fill(NORTH_TILE),
    })),
    state.indicators,
    seat,
  );
}

/** What the games below hold, so that a row cannot pass on games without the thing it checks. */
type Feature = 'chi' | 'pon' | 'open kan' | 'closed kan' | 'added kan' | 'taken' | 'north' | 'red in a river' | 'red in a meld';

function featuresOf(tables: TableTiles, moves: readonly string[], into: Set<Feature>): void {
  for (const m of moves) into.add(m as Feature);
  for (const s of tables.seats) {
    if (s.river.some((r) => r.taken)) into.add('taken');
    if (s.north > 0) into.add('north');
    if (s.river.some((r) => !r.taken && r.tile.red)) into.add('red in a river');
    if (s.melds.some((m) => m.red > 0)) into.add('red in a meld');
  }
}

const LOGS: GameLog[] = [
  ...[3, 17, 29].map((seed) => selfPlay(seed, { players: 4, length: 'half', red: true, calls: 0.8 })),
  ...[5, 23, 41].map((seed) => selfPlay(seed, { players: 3, length: 'half', red: true, calls: 0.8 })),
];

/** The kind of each call and kan among a kyoku's moves. */
const callsOf = (moves: GameLog['kyoku'][number]['moves']): string[] =>
  moves.flatMap((m) =>
    m.move === 'call'
      ? [m.call === 'kan' ? 'open kan' : m.call]
      : m.move === 'closed-kan'
        ? ['closed kan']
        : m.move === 'added-kan'
          ? ['added kan']
          : [],
  );

const same = (a: Seen, b: Seen) => JSON.stringify(a) === JSON.stringify(b);

describe('visibleTo over a game log: the review reads the definition', () => {
  test.each(LOGS.map((log) => [log.title, log.players, log] as const))(
    '%s (%i players): every seat at every move, and positionOf at the same moments',
    (_title, _players, log) => {
      const problems: string[] = [];
      let checked = 0;
      for (let i = 0; i < log.kyoku.length; i++) {
        const check = (state: KyokuInPlay, at: number) => {
          const tables = kyokuTableTiles(state);
          for (let s = 0; s < state.players; s++) {
            const want = kyokuReference(state, s);
            const got = plain(visibleTo(tables, s));
            const review = plain(positionOf(state, s as KyokuSeat).table);
            if (!same(got, want) || !same(review, want))
              problems.push(`kyoku ${i} move ${at} seat ${s}: ${JSON.stringify({ got, review, want })}`);
            checked++;
          }
        };
        const replayed = replayKyoku(log, i, (state, _move, at) => check(state, at));
        expect(replayed.ok).toBe(true);
        if (replayed.ok) check(replayed.value, log.kyoku[i].moves.length + 1);
      }
      expect(problems.slice(0, 3)).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
    },
  );

  test.each([4, 3] as const)('the %i-player logs hold what the definition is about', (players) => {
    const features = new Set<Feature>();
    for (const log of LOGS.filter((l) => l.players === players))
      for (let i = 0; i < log.kyoku.length; i++) {
        const end = replayKyoku(log, i);
        expect(end.ok).toBe(true);
        if (end.ok) featuresOf(kyokuTableTiles(end.value), callsOf(log.kyoku[i].moves), features);
      }
    // Three players: no chi, and north tiles set aside.
    const expected: Feature[] =
      players === 4
        ? ['chi', 'pon', 'open kan', 'closed kan', 'added kan', 'taken', 'red in a river', 'red in a meld']
        : ['pon', 'closed kan', 'taken', 'north', 'red in a river', 'red in a meld'];
    expect([...features].filter((f) => expected.includes(f)).sort()).toEqual([...expected].sort());
  });
});

/** Rivers as pasted, read as the address reads them (the generator's are always readable). */
function pasted(texts: readonly string[], players: 3 | 4): game.PastedRiver[] {
  const read = game.readRivers(texts, players);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

describe("visibleTo over the table's game: gameTiles reads the definition", () => {
  const games = Array.from({ length: 30 }, (_, i) =>
    simulateGame({ players: i % 3 === 0 ? 3 : 4, dealer: i % 2 === 0 ? 0 : 1, seed: 7_000 + i, paste: i % 4 === 1 ? 0.5 : 0 }),
  );

  test('every seat after every prefix of every log; your seen tiles are gameTiles, and with every indicator and your north tiles the table face up', () => {
    const problems: string[] = [];
    const features = new Set<Feature>();
    let checked = 0;
    for (const g of games) {
      for (let k = 0; k <= g.moves.length; k++) {
        const at = `seed game ${g.players}p dealer ${g.dealer} after ${k} moves`;
        const read = game.replayGame(pasted(g.rivers, g.players), g.moves.slice(0, k), { players: g.players, dealer: g.dealer });
        if (!read.ok) {
          problems.push(`${at}: ${JSON.stringify(read.error)}`);
          continue;
        }
        const state = read.value;
        const tables = gameTableTiles(state);
        featuresOf(
          tables,
          g.moves.slice(0, k).flatMap((m) => (m.move === 'call' ? [m.call === 'kan' ? 'open kan' : m.call] : [])),
          features,
        );
        for (const seat of game.seatsOf(g.players)) {
          const got = plain(visibleTo(tables, seat));
          const want = gameReference(state, seat);
          if (!same(got, want)) problems.push(`${at}, seat ${seat}: ${JSON.stringify({ got, want })}`);
          checked++;
        }
        const yours = visibleTo(tables, 0);
        const shown = countTiles(game.gameTiles(state));
        if (JSON.stringify([...yours.seen, ...yours.seenRed]) !== JSON.stringify([...shown.counts, ...shown.red]))
          problems.push(`${at}: visibleTo is not gameTiles`);
        if (yours.nuki !== state.seats[0].nuki) problems.push(`${at}: nuki ${yours.nuki}`);
        // Everything face up outside your hand, by the simulator's own count.
        const north = new Array<Tile>(yours.nuki).fill(NORTH_TILE);
        const all = countTiles([...seenTiles(tables, 0), ...g.indicators, ...state.indicators, ...north]);
        const truth = g.snapshots[k].shown;
        if (JSON.stringify([[...all.counts], [...all.red]]) !== JSON.stringify([truth.counts, truth.red]))
          problems.push(`${at}: face up ${[...all.counts].join('')}, the simulator ${truth.counts.join('')}`);
      }
    }
    expect(problems.slice(0, 3)).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
    const expected: Feature[] = ['chi', 'pon', 'open kan', 'taken', 'north', 'red in a river', 'red in a meld'];
    expect([...features].filter((f) => expected.includes(f)).sort()).toEqual([...expected].sort());
    expect(games.some((g) => g.moves.some((m) => m.move === 'self-kan'))).toBe(true);
  });
});

describe('seenTiles(table, seat): the order the table writes them in', () => {
  // Three players: seat 1's 1p was called out of its river (the caller's meld is left out here); it shows a pon
  // of 5p with the red five and a closed kan of 9s, and two north tiles.
  const pon: Meld = { kind: 'pon', tiles: [13, 13, 13], red: 1 };
  const kan: Meld = { kind: 'ankan', tiles: [26, 26, 26, 26], red: 0 };
  const tables: TableTiles = {
    players: 3,
    seats: [
      { river: [{ tile: { kind: 0, red: false }, taken: false }], melds: [], north: 1 },
      {
        river: [
          { tile: { kind: 22, red: true }, taken: false },
          { tile: { kind: 9, red: false }, taken: true },
          { tile: { kind: 27, red: false }, taken: false },
        ],
        melds: [pon, kan],
        north: 2,
      },
      { river: [], melds: [], north: 0 },
    ],
    indicators: [{ kind: 31, red: false }],
  };

  test.each([
    [
      'seat by seat: river tiles not taken, then the melds (a red five first), then north tiles',
      0,
      '1m 0s 1z 0p 5p 5p 9s 9s 9s 9s 4z 4z',
      1,
    ],
    ['the seat itself: its own river, not its own melds or north tiles', 1, '1m 4z 0s 1z', 2],
  ] as const)('%s', (_name, seat, codes, nuki) => {
    expect(seenTiles(tables, seat).map(code).join(' ')).toBe(codes);
    const table = visibleTo(tables, seat);
    expect([table.players, table.indicators, table.indicatorsRed, table.nuki]).toEqual([3, [31], [false], nuki]);
  });

  test("gameTiles keeps the game's order: the rivers seat by seat, a called tile only in its caller's meld", () => {
    const tile = (kind: number, red = false): Tile => ({ kind, red });
    const moves: game.TableTap[] = [
      { move: 'tile', tile: tile(1) },
      { move: 'discard', tile: tile(0) },
      { move: 'tile', tile: tile(13, true) },
      { move: 'call', seat: 3, call: 'pon', tiles: [tile(13), tile(13)] },
      { move: 'tile', tile: tile(26) },
    ];
    const read = game.replayGame([], moves, { players: 4, dealer: 0 });
    expect(read.ok && game.gameTiles(read.value).map(code).join(' ')).toBe('1m 9s 0p 5p 5p');
  });
});

describe('visibleCounts(position): the copies the player sees, its own hand and the table', () => {
  test.each([
    ['123m456p789s1122z', { seen: '1m9p5m0s', dora: '5z' }],
    ['1m(555m)(0p55p)(1111z)', { seen: '1m9p', dora: '5m3z' }],
    ['19m19p19s1234567z', { seen: '4z', dora: '1m', players: 3 as const, nuki: 2 }],
  ])('%s with %o', (hand, input) => {
    const table = parseTable(input);
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    const position = parsePosition(hand, table.value);
    expect(position.ok).toBe(true);
    if (!position.ok) return;
    const { hand: h, table: t } = position.value;
    const want = new Array<number>(34).fill(0);
    for (let k = 0; k < 34; k++) want[k] = h.tiles[k] + t.seen[k];
    for (const m of h.melds) for (const k of m.tiles) want[k]++;
    for (const k of t.indicators) want[k]++;
    want[30] += t.nuki;
    expect([...tableNs.visibleCounts(position.value)]).toEqual(want);
  });
});
