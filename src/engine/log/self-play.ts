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
 * The seats play a simple policy, on purpose (self-play-policy.ts: the lowest shanten, riichi whenever it
 * can, a call with probability `calls` when it keeps a yaku in view), and real players' habits by option
 * (SelfPlayOptions' breaks, folds, dama). The parts: self-play-state.ts (the wall, the deal and the seats as
 * they stand), self-play-policy.ts (what a seat does), self-play-ends.ts (wins, payments and draws),
 * self-play-kyoku.ts (a kyoku played out, move by move); this file plays the kyoku in a row into a game.
 */
import { seededRandom } from '../core/random.ts';
import { WINDS } from '../core/tiles.ts';
import type { GameLog, LogKyoku, KyokuSeat } from './game-log.ts';
import { playKyoku } from './self-play-kyoku.ts';
import { newKyoku, type Habits } from './self-play-state.ts';

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
    // An East game plays the East round, a half game East and South.
    const round = WINDS[Math.floor(deal / players)]!;
    const start = scores.slice();
    const state = newKyoku(random, players, options.red, habits, round, dealer, honba, sticks, scores);
    const result = playKyoku(state);
    kyoku.push({
      round,
      number: dealer + 1,
      honba,
      sticks,
      dealer: dealer as KyokuSeat,
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
