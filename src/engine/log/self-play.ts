/**
 * Whole games of riichi mahjong played by a simple seeded policy and written as game logs (game-log.ts):
 * test data for the review of a log, made from a seed alone, so that tests and the benchmark need no log
 * files. The same seed and options give the same log on every machine (mulberry32, random.ts).
 *
 * The table follows Tenhou's rules (docs/rules.md), with these choices where a rule had to be picked:
 *  - The wall: 136 tiles (108 with three players: no 2m-8m), one red five per suit when red fives are on
 *    (0p and 0s with three players), shuffled. The last 14 are the dead wall: four replacement tiles, five
 *    dora indicators and five ura indicators. Each replacement draw (after a kan, or a north set aside)
 *    takes the next replacement tile and moves the live wall's last tile into the dead wall, so the dead
 *    wall keeps its 14 and the live wall shortens by one. 13 tiles each, the dealer draws first.
 *  - A closed kan turns its indicator at once; an open or added kan turns it after that seat's next
 *    discard (before anyone may ron it), or at a later kan's declaration, whichever comes first. A win on
 *    the replacement tile, or a robbed added kan, ends the kyoku before that indicator shows.
 *  - Abortive draws: nine terminals (the policy declares it with 9 or 10 kinds of terminals and honours on
 *    its first draw, nothing called before; with 11 or more it plays for thirteen orphans), four winds, four
 *    riichi and three ron (four players), four kans by more than one seat (after the fourth kan's discard
 *    passes). No fifth kan, no kan or north when the live wall is empty, no call of the last discard. No
 *    nagashi mangan; no robbing of a closed kan (thirteen orphans may under Tenhou's rules: never taken
 *    here). The dealer repeats after an abortive draw, honba + 1.
 *  - Furiten: a seat cannot ron when its river holds one of its waits, when it passed a winning tile since
 *    its own last discard (with or without a yaku), or, in riichi, when it passed one since declaring.
 *  - Wins: every seat wins whenever it can (a complete hand with a yaku, score()'s word). Two seats may ron
 *    one discard (double ron); three is an abortive draw. On a double ron the honba and the riichi sticks
 *    go to the winner first in turn order from the discarder; each winner is paid its hand's value.
 *  - Payments are the engine's (payments in score()): 300 per honba on a ron, 100 per honba from each
 *    payer of a tsumo, with three players too (200 per honba on their tsumo, the two others paying).
 *    Riichi sticks are 1,000 each and go to the winner. An exhaustive draw pays 3,000 split from the
 *    seats not tenpai to the seats tenpai (three players too), nothing when all or none are tenpai.
 *    Tenpai is the engine's exact shanten 0 (a wait on a kind the seat holds all four of is none).
 *  - `deltas` are the kyoku's payments as Tenhou's logs write them: the riichi sticks a seat puts down are
 *    not in them (they show in the next kyoku's scores; the winner's delta holds the sticks it takes).
 *  - Scores start at 25,000 (35,000 with three players). The dealer repeats on a dealer win (one of two on
 *    a double ron) or dealer tenpai at an exhaustive draw; honba + 1 on any draw or dealer win, back to 0
 *    on a non-dealer win. The game ends after East 4 (east) or South 4 (half) passes its deal (three
 *    players: East 3 / South 3), or at the end of any kyoku that leaves a score below 0 (0 itself plays
 *    on). No agari-yame for the last dealer, no West round, no leftover sticks paid to the top.
 *  - Riichi needs a closed hand (closed kans allowed), 1,000 points and at least as many tiles in the live
 *    wall as there are players. A north set aside does not interrupt ippatsu or the first turn (a win on
 *    its replacement tile is rinshan, the engine's three-player rule).
 *
 * The policy is simple on purpose: discard the tile that leaves the lowest shanten, ties broken by the
 * most effective tiles (counted against the seat's own tiles only) and then by the generator; riichi
 * whenever it can; after riichi discard the drawn tile (no kan in riichi); call a pon, chi or open kan
 * with probability `calls` when the call keeps or lowers the shanten and leaves a yaku in view (a value
 * honour's triplet, or all simples); a closed kan half the time and an added kan always when it does not
 * raise the shanten; with three players, every north tile is set aside. Real players' habits come on by
 * options (SelfPlayOptions' breaks, folds, dama): a shape broken near tenpai, a fold against a riichi
 * (the riichi seats' river tiles first), a tenpai kept dama; with them the fourth riichi still comes as
 * it does here, whenever a seat can.
 */
import { randomBelow, seededRandom, type Random } from '../core/random.ts';
import { score } from '../scoring/score.ts';
import { shanten } from '../shanten/shanten.ts';
import type { Score } from '../scoring/score-types.ts';
import type { Hand, Meld, Situation, Tile, Wind } from '../types.ts';
import type { GameLog, LogEnd, LogKyoku, LogMove, LogRound, LogSeat, LogWin } from './game-log.ts';

/** How a game is played: its players, its length, red fives, and how eager the seats are to call (0-1). */
export interface SelfPlayOptions {
  players: 3 | 4;
  /** East only (東風戦) or East and South (半荘戦). */
  length: 'east' | 'half';
  red: boolean;
  /** The chance of taking a call the policy allows (pon, chi, open kan); default 0.3. */
  calls?: number;
  /**
   * Play as real players do, beside the tidy policy (each a chance, 0-1, default 0, so a seed's game is the
   * same without them): `breaks`, a discard that raises the shanten at 3-shanten or closer (a shape broken
   * for defence or for a yaku); `folds`, a seat not tenpai that meets a riichi folds for the rest of the
   * kyoku, discarding a tile the riichi seats cannot win on whenever it holds one; `dama`, a tenpai that
   * could declare riichi stays dama on this discard.
   */
  breaks?: number;
  folds?: number;
  dama?: number;
}

const NORTH = 30;
const WIND_LETTERS: readonly Wind[] = ['E', 'S', 'W', 'N'];
const ROUNDS: readonly LogRound[] = ['E', 'S'];
/** The chance of a closed kan the policy allows (an added kan it allows is always made: robbing it is rare enough). */
const KAN_CHANCE = 0.5;
const TWO_32 = 4294967296;

const isTerminalOrHonour = (k: number): boolean => k >= 27 || k % 9 === 0 || k % 9 === 8;
const isSimple = (k: number): boolean => k < 27 && k % 9 !== 0 && k % 9 !== 8;

/** A seat's meld as it lies on the table: its physical tiles. */
interface SeatMeld {
  kind: Meld['kind'];
  tiles: Tile[];
}

interface SeatState {
  /** Concealed tiles. */
  hand: Tile[];
  /** Concealed counts and red fives per suit (kept with `hand`). */
  counts: Uint8Array;
  red: Uint8Array;
  melds: SeatMeld[];
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
interface Habits {
  calls: number;
  breaks: number;
  folds: number;
  dama: number;
}

interface KyokuState {
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
  seats: SeatState[];
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
  moves: LogMove[];
}

/** How a kyoku ended, and what it leaves for the next. */
interface KyokuResult {
  end: LogEnd;
  ura: Tile[];
  riichiPaid: number[];
  sticks: number;
  dealerKeeps: boolean;
  /** A win: the sticks are taken. */
  win: boolean;
}

/** A whole game played from `seed`: the same seed and options give the same log. */
export function selfPlay(seed: number, options: SelfPlayOptions): GameLog {
  const random = seededRandom(seed);
  const players = options.players;
  const share = (p: number | undefined, d: number) => Math.min(1, Math.max(0, p ?? d));
  const calls = share(options.calls, 0.3);
  const habits: Habits = { calls, breaks: share(options.breaks, 0), folds: share(options.folds, 0), dama: share(options.dama, 0) };
  const scores = new Array<number>(players).fill(players === 4 ? 25000 : 35000);
  const deals = players * (options.length === 'east' ? 1 : 2);
  const kyoku: LogKyoku[] = [];
  let deal = 0;
  let honba = 0;
  let sticks = 0;
  for (;;) {
    const dealer = deal % players;
    const round = ROUNDS[Math.floor(deal / players)]!;
    const start = scores.slice();
    const state = newKyoku(random, players, options.red, habits, round, dealer, honba, sticks, scores);
    const result = playKyoku(state);
    kyoku.push({
      round,
      number: dealer + 1,
      honba,
      sticks,
      dealer: dealer as LogSeat,
      scores: start,
      indicator: state.doraPool[0]!,
      ura: result.ura,
      dealt: state.seats.map((_, s) => state.wall.slice(s * 13, s * 13 + 13)),
      moves: state.moves,
      end: result.end,
    });
    const deltas = result.end.end === 'none' ? [] : result.end.deltas;
    for (let s = 0; s < players; s++) scores[s] += (deltas[s] ?? 0) - 1000 * result.riichiPaid[s]!;
    sticks = result.win ? 0 : result.sticks;
    honba = result.dealerKeeps || !result.win ? honba + 1 : 0;
    if (scores.some((v) => v < 0)) break;
    if (!result.dealerKeeps) {
      deal++;
      if (deal >= deals) break;
    }
  }
  return { players, names: ['A', 'B', 'C', 'D'].slice(0, players), red: options.red, title: `self-play ${seed}`, kyoku };
}

function newKyoku(
  random: Random,
  players: 3 | 4,
  red: boolean,
  habits: Habits,
  round: Wind,
  dealer: number,
  honba: number,
  sticks: number,
  scores: number[],
): KyokuState {
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
  const seats: SeatState[] = [];
  for (let s = 0; s < players; s++) {
    const seat: SeatState = {
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

function addTile(seat: SeatState, t: Tile): void {
  seat.hand.push(t);
  seat.counts[t.kind]++;
  if (t.red) seat.red[Math.floor(t.kind / 9)]++;
}

/** Takes a tile of `kind` out of the concealed hand: `red` as asked, or any copy when null. */
function takeTile(seat: SeatState, kind: number, red: boolean | null): Tile {
  let i = seat.hand.findIndex((t) => t.kind === kind && (red === null || t.red === red));
  if (i < 0) i = seat.hand.findIndex((t) => t.kind === kind);
  if (i < 0) throw new Error(`self-play: no ${kind} in hand`);
  const [t] = seat.hand.splice(i, 1);
  seat.counts[kind]--;
  if (t!.red) seat.red[Math.floor(kind / 9)]--;
  return t!;
}

function removeTile(seat: SeatState, t: Tile): void {
  const i = seat.hand.indexOf(t);
  if (i < 0) throw new Error('self-play: tile not in hand');
  seat.hand.splice(i, 1);
  seat.counts[t.kind]--;
  if (t.red) seat.red[Math.floor(t.kind / 9)]--;
}

function engineMeld(m: SeatMeld): Meld {
  return { kind: m.kind, tiles: m.tiles.map((t) => t.kind).sort((a, b) => a - b), red: m.tiles.filter((t) => t.red).length };
}

function setMelds(seat: SeatState): void {
  seat.engineMelds = seat.melds.map(engineMeld);
}

const handOf = (counts: Uint8Array, red: Uint8Array, melds: Meld[]): Hand => ({ tiles: counts, red, melds, order: [], orderRed: [] });

/** Shanten reads no red fives: one empty set for every call. */
const NO_RED = new Uint8Array(3);

function shantenOf(k: KyokuState, counts: Uint8Array, melds: Meld[]): number {
  return shanten(handOf(counts, NO_RED, melds), k.players === 3).standard;
}

const seatShanten = (k: KyokuState, seat: SeatState): number => shantenOf(k, seat.counts, seat.engineMelds);

const chance = (k: KyokuState, p: number): boolean => p > 0 && k.random() < p * TWO_32;

const liveLeft = (k: KyokuState): number => k.liveEnd - k.next;

const isClosed = (seat: SeatState): boolean => seat.melds.every((m) => m.kind === 'ankan');

const windOf = (k: KyokuState, s: number): Wind => WIND_LETTERS[(s - k.dealer + k.players) % k.players]!;

/** Copies of `kind` the seat holds, concealed and in melds. */
function held(seat: SeatState, kind: number): number {
  let n = seat.counts[kind]!;
  for (const m of seat.melds) for (const t of m.tiles) if (t.kind === kind) n++;
  return n;
}

/** The kinds that complete a 3n+1 hand. */
function waitsOf(k: KyokuState, seat: SeatState): number[] {
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

/**
 * Tiles that lower the shanten of a 3n+1 hand, counted against the seat's own copies only. Only kinds
 * near a concealed tile (the same honour, or two ranks at most in its suit) can help, and the thirteen
 * orphans when the hand is closed: the others are not tried.
 */
function effectiveCount(k: KyokuState, seat: SeatState, current: number): number {
  const held = new Uint8Array(seat.counts);
  for (const m of seat.engineMelds) for (const kind of m.tiles) held[kind]++;
  let n = 0;
  for (let w = 0; w < 34; w++) {
    if ((k.players === 3 && w >= 1 && w <= 7) || held[w]! >= 4) continue;
    if (!(seat.melds.length === 0 && isTerminalOrHonour(w)) && !nearHeld(seat.counts, w)) continue;
    seat.counts[w]++;
    if (shantenOf(k, seat.counts, seat.engineMelds) < current) n += 4 - held[w]!;
    seat.counts[w]--;
  }
  return n;
}

/** A concealed tile of the same kind, or within two ranks in the same suit. */
function nearHeld(counts: Uint8Array, w: number): boolean {
  if (counts[w]) return true;
  if (w >= 27) return false;
  const rank = w % 9;
  for (let d = -2; d <= 2; d++) if (d !== 0 && rank + d >= 0 && rank + d <= 8 && counts[w + d]) return true;
  return false;
}

function pick<T>(k: KyokuState, list: readonly T[]): T {
  return list.length === 1 ? list[0]! : list[randomBelow(k.random, list.length)]!;
}

function emitPending(k: KyokuState): void {
  for (; k.pending > 0; k.pending--) k.moves.push({ move: 'dora', indicator: k.doraPool[k.shown++]! });
}

function replacementDraw(k: KyokuState): Tile {
  const t = k.replacements.shift()!;
  k.liveEnd--;
  k.replacements.push(k.wall[k.liveEnd]!);
  return t;
}

/** The best discard of a 3n+2 hand: lowest shanten, then most effective tiles, then the generator. */
function chooseDiscard(k: KyokuState, seat: SeatState, forbidden: readonly number[], drawn: Tile | null): { tile: Tile; shanten: number } {
  let best = Infinity;
  let kinds: number[] = [];
  for (let kind = 0; kind < 34; kind++) {
    if (seat.counts[kind] === 0 || forbidden.includes(kind)) continue;
    seat.counts[kind]--;
    const s = seatShanten(k, seat);
    seat.counts[kind]++;
    if (s < best) {
      best = s;
      kinds = [kind];
    } else if (s === best) kinds.push(kind);
  }
  if (kinds.length > 1) {
    let most = -1;
    let top: number[] = [];
    for (const kind of kinds) {
      seat.counts[kind]--;
      const n = effectiveCount(k, seat, best);
      seat.counts[kind]++;
      if (n > most) {
        most = n;
        top = [kind];
      } else if (n === most) top.push(kind);
    }
    kinds = top;
  }
  return { tile: copyToDiscard(seat, pick(k, kinds), drawn), shanten: best };
}

/** The copy of `kind` a discard gives: the drawn tile when it is of that kind (unless it is a red five and a plain copy is held), else a plain copy. */
function copyToDiscard(seat: SeatState, kind: number, drawn: Tile | null): Tile {
  const plain = seat.hand.find((t) => t.kind === kind && !t.red);
  if (drawn && drawn.kind === kind && (!drawn.red || !plain)) return drawn;
  return plain ?? seat.hand.find((t) => t.kind === kind)!;
}

/**
 * The discard a real player might make instead of the policy's (SelfPlayOptions' habits), or null: a fold
 * against a riichi (a kind in every riichi seat's river, when the hand holds one), or a shape broken at
 * 3-shanten or closer (a kind whose discard raises the shanten). A seat decides once per riichi it meets
 * whether it folds, and only while it is not tenpai.
 */
function habitDiscard(k: KyokuState, s: number, forbidden: readonly number[], drawn: Tile | null): { tile: Tile; shanten: number } | null {
  const seat = k.seats[s]!;
  const { breaks, folds } = k.habits;
  if (breaks === 0 && folds === 0) return null;
  const best = bestShanten(k, seat.counts, seat.engineMelds, forbidden);
  const after = (kind: number): number => {
    seat.counts[kind]--;
    const sh = seatShanten(k, seat);
    seat.counts[kind]++;
    return sh;
  };
  const held = (kind: number) => seat.counts[kind]! > 0 && !forbidden.includes(kind);
  if (folds > 0) {
    const riichi = k.seats.map((o, i) => (i !== s && o.riichi !== 'none' ? i : -1)).filter((i) => i >= 0);
    for (const o of riichi) {
      if (seat.faced.includes(o)) continue;
      seat.faced.push(o);
      if (best >= 1 && chance(k, folds)) seat.folding = true;
    }
    if (seat.folding && riichi.length > 0) {
      const safe: number[] = [];
      for (let kind = 0; kind < 34; kind++) {
        if (held(kind) && riichi.every((o) => k.seats[o]!.river.some((t) => t.kind === kind))) safe.push(kind);
      }
      if (safe.length > 0) {
        const kind = pick(k, safe);
        return { tile: copyToDiscard(seat, kind, drawn), shanten: after(kind) };
      }
    }
  }
  if (breaks > 0 && best <= 3 && chance(k, breaks)) {
    const raising: number[] = [];
    for (let kind = 0; kind < 34; kind++) if (held(kind) && after(kind) > best) raising.push(kind);
    if (raising.length > 0) {
      const kind = pick(k, raising);
      return { tile: copyToDiscard(seat, kind, drawn), shanten: after(kind) };
    }
  }
  return null;
}

/** The lowest shanten a 3n+2 hand reaches by a discard not among `forbidden` (Infinity when none is allowed). */
function bestShanten(k: KyokuState, counts: Uint8Array, melds: Meld[], forbidden: readonly number[]): number {
  let best = Infinity;
  for (let kind = 0; kind < 34; kind++) {
    if (counts[kind] === 0 || forbidden.includes(kind)) continue;
    counts[kind]--;
    best = Math.min(best, shantenOf(k, counts, melds));
    counts[kind]++;
  }
  return best;
}

/** A value honour for the seat: a dragon, the round wind or the seat wind. */
function isValueHonour(k: KyokuState, s: number, kind: number): boolean {
  return kind >= 31 || kind === 27 + WIND_LETTERS.indexOf(k.round) || kind === 27 + WIND_LETTERS.indexOf(windOf(k, s));
}

/** A yaku stays in view after a call making `meld`: a value honour's triplet, or all simples. */
function yakuInView(k: KyokuState, s: number, meld: number[]): boolean {
  const seat = k.seats[s]!;
  const groups = [...seat.engineMelds.map((m) => m.tiles), meld];
  if (groups.some((g) => g[0] === g[1] && isValueHonour(k, s, g[0]!))) return true;
  return groups.every((g) => g.every(isSimple));
}

function situationOf(k: KyokuState, s: number, win: Tile, by: 'tsumo' | 'ron', extra: Partial<Situation>, withSticks: boolean): Situation {
  const seat = k.seats[s]!;
  return {
    win: win.kind,
    winRed: win.red,
    by,
    round: k.round,
    seat: windOf(k, s),
    riichi: seat.riichi,
    ippatsu: seat.ippatsu,
    ura: seat.riichi !== 'none' ? k.uraPool.slice(0, k.shown).map((t) => t.kind) : undefined,
    honba: withSticks ? k.honba : 0,
    sticks: withSticks ? k.sticks : 0,
    ...extra,
  };
}

/** The score of a complete 3n+2 hand, or null without a yaku. */
function scoreOf(k: KyokuState, s: number, counts: Uint8Array, red: Uint8Array, situation: Situation): Score | null {
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

function furiten(seat: SeatState): boolean {
  return seat.passed || seat.riichiFuriten || seat.river.some((t) => seat.waits.includes(t.kind));
}

function markPassed(seat: SeatState): void {
  seat.passed = true;
  if (seat.riichi !== 'none') seat.riichiFuriten = true;
}

/** The seats that ron `tile` from `from`, in turn order from it, with their scores (honba and sticks unset). */
function rons(k: KyokuState, from: number, tile: Tile, extra: Partial<Situation>): { seat: number; score: Score }[] {
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

function drawEnd(k: KyokuState, kind: 'nine-terminals' | 'four-winds' | 'four-riichi' | 'four-kans' | 'three-ron'): KyokuResult {
  return {
    end: { end: 'draw', kind, deltas: new Array<number>(k.players).fill(0) },
    ura: [],
    riichiPaid: k.riichiPaid,
    sticks: k.sticks,
    dealerKeeps: true,
    win: false,
  };
}

function exhaustiveEnd(k: KyokuState): KyokuResult {
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
function ronEnd(k: KyokuState, from: number, winners: { seat: number; score: Score }[]): KyokuResult {
  const deltas = new Array<number>(k.players).fill(0);
  const wins: LogWin[] = [];
  winners.forEach(({ seat, score: sc }, i) => {
    const pay = sc.payments.kind === 'ron' ? sc.payments.ron : sc.points;
    deltas[from]! -= pay;
    deltas[seat]! += pay + (i === 0 ? 1000 * k.sticks : 0);
    wins.push({ seat: seat as LogSeat, from: from as LogSeat, points: sc.points, yaku: yakuText(sc) });
  });
  return winResult(k, wins, deltas);
}

function winResult(k: KyokuState, wins: LogWin[], deltas: number[]): KyokuResult {
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

function tsumoEnd(k: KyokuState, s: number, sc: Score): KyokuResult {
  const deltas = new Array<number>(k.players).fill(0);
  const p = sc.payments;
  for (let o = 0; o < k.players; o++) {
    if (o === s) continue;
    const pay = p.kind === 'ron' ? 0 : p.kind === 'dealer-tsumo' ? p.nonDealer : o === k.dealer ? p.dealer : p.nonDealer;
    deltas[o]! -= pay;
    deltas[s]! += pay;
  }
  deltas[s]! += 1000 * k.sticks;
  return winResult(k, [{ seat: s as LogSeat, from: s as LogSeat, points: sc.points, yaku: yakuText(sc) }], deltas);
}

/** A closed or added kan the policy makes now, or null: one that does not raise the shanten (a closed kan half the time). */
function chooseKan(k: KyokuState, s: number): { kind: 'closed' | 'added'; tile: number } | null {
  const seat = k.seats[s]!;
  if (seat.riichi !== 'none' || k.kans.length >= 4 || liveLeft(k) <= 0) return null;
  const options: { kind: 'closed' | 'added'; tile: number }[] = [];
  for (let kind = 0; kind < 34; kind++) {
    if (seat.counts[kind] === 4) options.push({ kind: 'closed', tile: kind });
    else if (seat.counts[kind]! >= 1 && seat.melds.some((m) => m.kind === 'pon' && m.tiles[0]!.kind === kind))
      options.push({ kind: 'added', tile: kind });
  }
  if (options.length === 0) return null;
  const now = bestShanten(k, seat.counts, seat.engineMelds, []);
  for (const o of options) {
    if (!chance(k, o.kind === 'added' ? 1 : KAN_CHANCE)) continue;
    const counts = new Uint8Array(seat.counts);
    const melds = seat.engineMelds.slice();
    if (o.kind === 'closed') {
      counts[o.tile] -= 4;
      melds.push({ kind: 'ankan', tiles: [o.tile, o.tile, o.tile, o.tile], red: 0 });
    } else {
      counts[o.tile]--;
      const i = seat.melds.findIndex((m) => m.kind === 'pon' && m.tiles[0]!.kind === o.tile);
      melds[i] = { kind: 'kan', tiles: [o.tile, o.tile, o.tile, o.tile], red: 0 };
    }
    if (shantenOf(k, counts, melds) <= now) return o;
  }
  return null;
}

/** The forbidden discards after a chi of `called` with `a` and `b` (swap-calling, 喰い替え). */
function chiForbidden(called: number, a: number, b: number): number[] {
  const low = Math.min(a, b, called);
  const out = [called];
  const rank = low % 9;
  if (called === low && rank + 3 <= 8) out.push(low + 3);
  if (called === low + 2 && rank >= 1) out.push(low - 1);
  return out;
}

interface CallChoice {
  seat: number;
  call: 'chi' | 'pon' | 'kan';
  kinds: number[];
  forbidden: number[];
}

/** The call the policy makes on `from`'s discard, or null: kan and pon first (any seat, in turn order), then chi. */
function chooseCall(k: KyokuState, from: number, tile: Tile): CallChoice | null {
  const kind = tile.kind;
  for (let i = 1; i < k.players; i++) {
    const s = (from + i) % k.players;
    const seat = k.seats[s]!;
    if (seat.riichi !== 'none') continue;
    const c = seat.counts[kind]!;
    if (c < 2) continue;
    const triplet = [kind, kind, kind];
    if (c >= 3 && k.kans.length < 4 && chance(k, k.calls) && yakuInView(k, s, triplet)) {
      const counts = new Uint8Array(seat.counts);
      counts[kind] -= 3;
      const melds = [...seat.engineMelds, { kind: 'kan' as const, tiles: [kind, kind, kind, kind], red: 0 }];
      if (shantenOf(k, counts, melds) <= seatShanten(k, seat)) return { seat: s, call: 'kan', kinds: [kind, kind, kind], forbidden: [] };
    }
    if (chance(k, k.calls) && yakuInView(k, s, triplet)) {
      const counts = new Uint8Array(seat.counts);
      counts[kind] -= 2;
      const melds = [...seat.engineMelds, { kind: 'pon' as const, tiles: triplet, red: 0 }];
      if (bestShanten(k, counts, melds, [kind]) <= seatShanten(k, seat))
        return { seat: s, call: 'pon', kinds: [kind, kind], forbidden: [kind] };
    }
  }
  if (k.players === 4 && kind < 27) {
    const s = (from + 1) % k.players;
    const seat = k.seats[s]!;
    if (seat.riichi !== 'none' || !chance(k, k.calls)) return null;
    const rank = kind % 9;
    const now = seatShanten(k, seat);
    let best = Infinity;
    let choices: CallChoice[] = [];
    for (const [da, db] of [
      [-2, -1],
      [-1, 1],
      [1, 2],
    ] as const) {
      if (rank + da < 0 || rank + db > 8) continue;
      const a = kind + da;
      const b = kind + db;
      if (seat.counts[a] === 0 || seat.counts[b] === 0) continue;
      const run = [a, b, kind].sort((x, y) => x - y);
      if (!yakuInView(k, s, run)) continue;
      const counts = new Uint8Array(seat.counts);
      counts[a]--;
      counts[b]--;
      const forbidden = chiForbidden(kind, a, b);
      const after = bestShanten(k, counts, [...seat.engineMelds, { kind: 'chi', tiles: run, red: 0 }], forbidden);
      if (after > now) continue;
      if (after < best) {
        best = after;
        choices = [];
      }
      if (after === best) choices.push({ seat: s, call: 'chi', kinds: [a, b], forbidden });
    }
    if (choices.length > 0) return pick(k, choices);
  }
  return null;
}

/** Plays a kyoku out: its moves go to `k.moves`. */
function playKyoku(k: KyokuState): KyokuResult {
  const { players } = k;
  let s = k.dealer;
  /** What the seat does first: draw from the wall, draw a replacement tile, or discard after a chi or pon. */
  let mode: 'draw' | 'replacement' | 'discard' = 'draw';
  let forbidden: number[] = [];
  for (;;) {
    const seat = k.seats[s]!;
    let drawn: Tile | null = null;
    // The draw, and what the seat does with a 3n+2 hand before discarding: tsumo, nine terminals, kan, north.
    while (mode !== 'discard') {
      const replacement = mode === 'replacement';
      const first = !replacement && seat.discards === 0 && k.uninterrupted;
      drawn = replacement ? replacementDraw(k) : k.wall[k.next++]!;
      k.moves.push({ move: 'draw', seat: s as LogSeat, tile: drawn, replacement });
      addTile(seat, drawn);
      if (seatShanten(k, seat) === -1) {
        const extra = { last: !replacement && liveLeft(k) === 0, rinshan: replacement, firstDraw: first };
        const sc = scoreOf(k, s, seat.counts, seat.red, situationOf(k, s, drawn, 'tsumo', extra, true));
        if (sc) return tsumoEnd(k, s, sc);
      }
      if (first) {
        let kinds = 0;
        for (let kind = 0; kind < 34; kind++) if (seat.counts[kind] && isTerminalOrHonour(kind)) kinds++;
        if (kinds === 9 || kinds === 10) return drawEnd(k, 'nine-terminals');
      }
      const kan = chooseKan(k, s);
      if (kan) {
        const robbed = declareKan(k, s, kan);
        if (robbed) return robbed;
        mode = 'replacement';
        continue;
      }
      const north = seat.riichi === 'none' ? seat.hand.find((t) => t.kind === NORTH) : drawn.kind === NORTH ? drawn : undefined;
      if (players === 3 && north && liveLeft(k) > 0) {
        removeTile(seat, north);
        seat.north++;
        k.moves.push({ move: 'north', seat: s as LogSeat, tile: north });
        mode = 'replacement';
        continue;
      }
      break;
    }
    // The discard.
    let tile: Tile;
    let declare = false;
    let after: number;
    if (seat.riichi !== 'none') {
      tile = drawn!;
      after = 0;
    } else {
      const choice = habitDiscard(k, s, forbidden, drawn) ?? chooseDiscard(k, seat, forbidden, drawn);
      tile = choice.tile;
      after = choice.shanten;
      declare = after === 0 && isClosed(seat) && k.scores[s]! >= 1000 && liveLeft(k) >= players && !chance(k, k.habits.dama);
    }
    removeTile(seat, tile);
    if (seat.riichi !== 'none') seat.ippatsu = false;
    seat.river.push(tile);
    seat.passed = false;
    seat.discards++;
    k.discardCount++;
    if (k.uninterrupted && seat.discards === 1) k.firstDiscards.push(tile.kind);
    k.moves.push({ move: 'discard', seat: s as LogSeat, tile, tsumogiri: tile === drawn, riichi: declare });
    emitPending(k);
    if (seat.riichi === 'none') seat.waits = after === 0 ? waitsOf(k, seat) : [];
    const last = liveLeft(k) === 0;
    const winners = rons(k, s, tile, { last });
    if (winners.length === 3) return drawEnd(k, 'three-ron');
    if (winners.length > 0) return ronEnd(k, s, winners);
    if (declare) {
      seat.riichi = seat.discards === 1 && k.uninterrupted ? 'double' : 'riichi';
      seat.ippatsu = true;
      k.scores[s]! -= 1000;
      k.riichiPaid[s]!++;
      k.sticks++;
      if (players === 4 && k.seats.every((o) => o.riichi !== 'none')) return drawEnd(k, 'four-riichi');
    }
    if (players === 4 && k.uninterrupted && k.discardCount === 4) {
      const w = k.firstDiscards[0]!;
      if (w >= 27 && w <= 30 && k.firstDiscards.every((d) => d === w)) return drawEnd(k, 'four-winds');
    }
    if (k.kans.length === 4 && new Set(k.kans).size > 1) return drawEnd(k, 'four-kans');
    if (last) return exhaustiveEnd(k);
    const call = chooseCall(k, s, tile);
    if (call) {
      const caller = k.seats[call.seat]!;
      const shown = call.kinds.map((kind) => takeTile(caller, kind, false));
      caller.melds.push({ kind: call.call, tiles: [...shown, tile] });
      setMelds(caller);
      k.moves.push({ move: 'call', seat: call.seat as LogSeat, call: call.call, tiles: shown, called: tile, from: s as LogSeat });
      interrupt(k);
      if (call.call === 'kan') {
        k.kans.push(call.seat);
        k.pending++;
      }
      s = call.seat;
      mode = call.call === 'kan' ? 'replacement' : 'discard';
      forbidden = call.forbidden;
      continue;
    }
    s = (s + 1) % players;
    mode = 'draw';
    forbidden = [];
  }
}

/** Any call or kan: no more first turns, ippatsu or four winds. */
function interrupt(k: KyokuState): void {
  k.uninterrupted = false;
  for (const seat of k.seats) seat.ippatsu = false;
}

/** Declares a closed or added kan; an added kan may be robbed (chankan), which ends the kyoku. */
function declareKan(k: KyokuState, s: number, kan: { kind: 'closed' | 'added'; tile: number }): KyokuResult | null {
  const seat = k.seats[s]!;
  if (kan.kind === 'closed') {
    const tiles = [0, 1, 2, 3].map(() => takeTile(seat, kan.tile, null));
    seat.melds.push({ kind: 'ankan', tiles: tiles.slice() });
    setMelds(seat);
    k.moves.push({ move: 'closed-kan', seat: s as LogSeat, tiles });
    emitPending(k);
    k.pending = 1;
    emitPending(k);
  } else {
    const tile = takeTile(seat, kan.tile, null);
    k.moves.push({ move: 'added-kan', seat: s as LogSeat, tile });
    emitPending(k);
    const winners = rons(k, s, tile, { chankan: true });
    if (winners.length === 3) return drawEnd(k, 'three-ron');
    if (winners.length > 0) return ronEnd(k, s, winners);
    const meld = seat.melds.find((m) => m.kind === 'pon' && m.tiles[0]!.kind === kan.tile)!;
    meld.kind = 'kan';
    meld.tiles.push(tile);
    setMelds(seat);
    k.pending = 1;
  }
  interrupt(k);
  k.kans.push(s);
  return null;
}
