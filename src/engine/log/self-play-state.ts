/**
 * A self-played kyoku as it stands (self-play.ts): the wall shuffled by the game's generator and dealt, the
 * dead wall's replacement tiles and indicators, each seat's concealed tiles (kept as tiles, as counts and as
 * red fives together), its melds, river, riichi and furiten, and the moves written so far; with the small
 * readings every part of the game takes of it (shanten, waits, the live wall left, a seat's wind) and the
 * changes of the wall (a replacement draw, an indicator turned). The policy (self-play-policy.ts), the ends
 * (self-play-ends.ts) and the play (self-play-kyoku.ts) read and change this one state.
 */
import { randomBelow, type Random } from '../core/random.ts';
import { shanten } from '../shanten/shanten.ts';
import type { Hand, Meld, Tile, Wind } from '../types.ts';
import type { LogEnd, KyokuMove } from './game-log.ts';

const TWO_32 = 4294967296;

export const isTerminalOrHonour = (k: number): boolean => k >= 27 || k % 9 === 0 || k % 9 === 8;

/** A seat's meld as it lies on the table: its physical tiles. */
export interface SelfPlayMeld {
  kind: Meld['kind'];
  tiles: Tile[];
}

export interface SelfPlaySeat {
  /** Concealed tiles. */
  hand: Tile[];
  /** Concealed counts and red fives per suit (kept with `hand`). */
  counts: Uint8Array;
  red: Uint8Array;
  melds: SelfPlayMeld[];
  /** The melds as the engine reads them (kept with `melds`). */
  engineMelds: Meld[];
  /** Every tile the seat discarded, the called ones too (furiten counts them). */
  river: Tile[];
  riichi: 'none' | 'riichi' | 'double';
  ippatsu: boolean;
  /** Passed a winning tile since its own last discard. */
  passed: boolean;
  /** Passed a winning tile after declaring riichi. */
  riichiFuriten: boolean;
  north: number;
  discards: number;
  /** The kinds that complete the hand between turns (empty when not tenpai). */
  waits: number[];
  /** Folding: discards a tile a riichi seat cannot win on whenever it holds one. */
  folding: boolean;
  /** The riichi seats this seat has decided against folding for. */
  faced: number[];
}

/** The realism chances of SelfPlayOptions, read once. */
export interface Habits {
  calls: number;
  breaks: number;
  folds: number;
  dama: number;
}

export interface SelfPlayKyoku {
  random: Random;
  players: 3 | 4;
  calls: number;
  habits: Habits;
  round: Wind;
  dealer: number;
  honba: number;
  /** Riichi sticks on the table: those at the start and those put down in this kyoku. */
  sticks: number;
  /** Scores as they stand, riichi sticks put down taken off (riichi needs 1,000). */
  scores: number[];
  seats: SelfPlaySeat[];
  wall: Tile[];
  /** The next live tile's index, and the end of the live wall (exclusive). */
  next: number;
  liveEnd: number;
  replacements: Tile[];
  doraPool: Tile[];
  uraPool: Tile[];
  /** Indicators shown. */
  shown: number;
  /** Indicators owed by an open or added kan, turned at its seat's next discard. */
  pending: number;
  /** The seat of each kan so far. */
  kans: number[];
  /** No call or kan yet (first turns, double riichi, four winds). */
  uninterrupted: boolean;
  discardCount: number;
  firstDiscards: number[];
  riichiPaid: number[];
  moves: KyokuMove[];
}

/** How a kyoku ended, and what it leaves for the next. */
export interface KyokuResult {
  end: LogEnd;
  ura: Tile[];
  riichiPaid: number[];
  sticks: number;
  dealerKeeps: boolean;
  /** A win: the sticks are taken. */
  win: boolean;
}

export function newKyoku(
  random: Random,
  players: 3 | 4,
  red: boolean,
  habits: Habits,
  round: Wind,
  dealer: number,
  honba: number,
  sticks: number,
  scores: number[],
): SelfPlayKyoku {
  const wall: Tile[] = [];
  for (let k = 0; k < 34; k++) {
    if (players === 3 && k >= 1 && k <= 7) continue;
    for (let c = 0; c < 4; c++) wall.push({ kind: k, red: red && c === 0 && k < 27 && k % 9 === 4 });
  }
  for (let i = wall.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const t = wall[i]!;
    wall[i] = wall[j]!;
    wall[j] = t;
  }
  const dead = wall.length - 14;
  const seats: SelfPlaySeat[] = [];
  for (let s = 0; s < players; s++) {
    const seat: SelfPlaySeat = {
      hand: [],
      counts: new Uint8Array(34),
      red: new Uint8Array(3),
      melds: [],
      engineMelds: [],
      river: [],
      riichi: 'none',
      ippatsu: false,
      passed: false,
      riichiFuriten: false,
      north: 0,
      discards: 0,
      waits: [],
      folding: false,
      faced: [],
    };
    for (const t of wall.slice(s * 13, s * 13 + 13)) addTile(seat, t);
    seats.push(seat);
  }
  return {
    random,
    players,
    calls: habits.calls,
    habits,
    round,
    dealer,
    honba,
    sticks,
    scores: scores.slice(),
    seats,
    wall,
    next: players * 13,
    liveEnd: dead,
    replacements: wall.slice(dead, dead + 4),
    doraPool: wall.slice(dead + 4, dead + 9),
    uraPool: wall.slice(dead + 9, dead + 14),
    shown: 1,
    pending: 0,
    kans: [],
    uninterrupted: true,
    discardCount: 0,
    firstDiscards: [],
    riichiPaid: new Array<number>(players).fill(0),
    moves: [],
  };
}

export function addTile(seat: SelfPlaySeat, t: Tile): void {
  seat.hand.push(t);
  seat.counts[t.kind]++;
  if (t.red) seat.red[Math.floor(t.kind / 9)]++;
}

/** Takes a tile of `kind` out of the concealed hand: `red` as asked, or any copy when null. */
export function takeTile(seat: SelfPlaySeat, kind: number, red: boolean | null): Tile {
  let i = seat.hand.findIndex((t) => t.kind === kind && (red === null || t.red === red));
  if (i < 0) i = seat.hand.findIndex((t) => t.kind === kind);
  if (i < 0) throw new Error(`self-play: no ${kind} in hand`);
  const [t] = seat.hand.splice(i, 1);
  seat.counts[kind]--;
  if (t!.red) seat.red[Math.floor(kind / 9)]--;
  return t!;
}

export function removeTile(seat: SelfPlaySeat, t: Tile): void {
  const i = seat.hand.indexOf(t);
  if (i < 0) throw new Error('self-play: tile not in hand');
  seat.hand.splice(i, 1);
  seat.counts[t.kind]--;
  if (t.red) seat.red[Math.floor(t.kind / 9)]--;
}

function engineMeld(m: SelfPlayMeld): Meld {
  return { kind: m.kind, tiles: m.tiles.map((t) => t.kind).sort((a, b) => a - b), red: m.tiles.filter((t) => t.red).length };
}

export function setMelds(seat: SelfPlaySeat): void {
  seat.engineMelds = seat.melds.map(engineMeld);
}

export const handOf = (counts: Uint8Array, red: Uint8Array, melds: Meld[]): Hand => ({
  tiles: counts,
  red,
  melds,
  order: [],
  orderRed: [],
});

/** Shanten reads no red fives: one empty set for every call. */
const NO_RED = new Uint8Array(3);

export function shantenOf(k: SelfPlayKyoku, counts: Uint8Array, melds: Meld[]): number {
  return shanten(handOf(counts, NO_RED, melds), k.players === 3).standard;
}

export const seatShanten = (k: SelfPlayKyoku, seat: SelfPlaySeat): number => shantenOf(k, seat.counts, seat.engineMelds);

export const chance = (k: SelfPlayKyoku, p: number): boolean => p > 0 && k.random() < p * TWO_32;

export const liveLeft = (k: SelfPlayKyoku): number => k.liveEnd - k.next;

export const isClosed = (seat: SelfPlaySeat): boolean => seat.melds.every((m) => m.kind === 'ankan');

/** Copies of `kind` the seat holds, concealed and in melds. */
function held(seat: SelfPlaySeat, kind: number): number {
  let n = seat.counts[kind]!;
  for (const m of seat.melds) for (const t of m.tiles) if (t.kind === kind) n++;
  return n;
}

/** The kinds that complete a 3n+1 hand. */
export function waitsOf(k: SelfPlayKyoku, seat: SelfPlaySeat): number[] {
  const out: number[] = [];
  for (let w = 0; w < 34; w++) {
    if (k.players === 3 && w >= 1 && w <= 7) continue;
    if (held(seat, w) >= 4) continue;
    seat.counts[w]++;
    if (shantenOf(k, seat.counts, seat.engineMelds) === -1) out.push(w);
    seat.counts[w]--;
  }
  return out;
}

export function pick<T>(k: SelfPlayKyoku, list: readonly T[]): T {
  return list.length === 1 ? list[0]! : list[randomBelow(k.random, list.length)]!;
}

export function emitPending(k: SelfPlayKyoku): void {
  for (; k.pending > 0; k.pending--) k.moves.push({ move: 'dora', indicator: k.doraPool[k.shown++]! });
}

export function replacementDraw(k: SelfPlayKyoku): Tile {
  const t = k.replacements.shift()!;
  k.liveEnd--;
  k.replacements.push(k.wall[k.liveEnd]!);
  return t;
}

/** Any call or kan: no more first turns, ippatsu or four winds. */
export function interrupt(k: SelfPlayKyoku): void {
  k.uninterrupted = false;
  for (const seat of k.seats) seat.ippatsu = false;
}
