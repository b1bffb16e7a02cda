/**
 * A kyoku of a game log played again move by move (docs/game-logs.md#checking-a-log) through the one
 * model of a kyoku in play (game/kyoku.ts), every hand known from its deal: each move checked (whose move
 * it is, four copies, the tiles against the hand, calls from the right seat, the wall). Both readers
 * (tenhou-json/, mjlog/) give their logs to it, so a log either format reads is one that could have been
 * played; a review (review.ts) walks the same replay and reads the table at each of a seat's decisions.
 *
 * Algorithm: a fold over the moves with one mutable state, handed to a visitor before each move (the
 * visitor copies what it keeps). A log has about a hundred moves a kyoku, so nothing is cached.
 */
import { startKyoku, type FaultReason, type KyokuFault, type KyokuState } from '../game/kyoku.ts';
import type { Result } from '../types.ts';
import type { GameLog, LogError, LogKyoku, KyokuMove } from './game-log.ts';

/** A kyoku of a log at a moment: the kyoku in play, and the log's kyoku it is. */
export interface KyokuInPlay extends KyokuState {
  kyoku: LogKyoku;
}

/** The log's word for each fault of the kyoku's checks. */
const CODES: Record<FaultReason, LogError['code']> = {
  'no-seat': 'bad-shape',
  deal: 'bad-shape',
  tile: 'bad-tile',
  copies: 'fifth-copy',
  turn: 'out-of-turn',
  'empty-wall': 'out-of-turn',
  'not-held': 'not-in-hand',
  'not-drawn': 'not-in-hand',
  'riichi-twice': 'out-of-turn',
  'open-riichi': 'out-of-turn',
  'no-offer': 'out-of-turn',
  'own-discard': 'out-of-turn',
  'chi-three-players': 'out-of-turn',
  'chi-not-from-left': 'out-of-turn',
  'riichi-call': 'out-of-turn',
  'not-a-run': 'bad-call',
  'not-a-set': 'bad-call',
  'no-pon': 'bad-call',
  north: 'out-of-turn',
  dora: 'out-of-turn',
};

/**
 * Plays kyoku `index` of the log again, checking each move; `visit` sees the state before each move
 * (and may not keep it: it changes). The state after the last move, or the first fault met.
 */
export function replayKyoku(
  log: GameLog,
  index: number,
  visit?: (state: KyokuInPlay, move: KyokuMove, at: number) => void,
): Result<KyokuInPlay, LogError> {
  const kyoku = log.kyoku[index]!;
  const fail = (fault: KyokuFault, at: number): Result<KyokuInPlay, LogError> => ({
    ok: false,
    error: {
      code: CODES[fault.reason],
      kyoku: index,
      ...(at > 0 ? { move: at } : {}),
      ...(fault.seat !== undefined ? { seat: fault.seat } : {}),
      ...(fault.found !== undefined ? { found: fault.found } : {}),
    },
  });
  const hands = Array.from({ length: log.players }, (_, s) => kyoku.dealt[s] ?? []);
  const started = startKyoku({ players: log.players, dealer: kyoku.dealer, red: log.red, hands, indicators: [kyoku.indicator] });
  if (!started.ok) return fail(started.error, 0);
  const kyokuPlay = started.value;
  const state: KyokuInPlay = Object.assign(kyokuPlay.state, { kyoku });
  for (let i = 0; i < kyoku.moves.length; i++) {
    const move = kyoku.moves[i]!;
    const at = i + 1;
    visit?.(state, move, at);
    const fault = kyokuPlay.play(move, at);
    if (fault) return fail(fault, at);
  }
  return { ok: true, value: state };
}

/** Every kyoku of the log played again and checked: the first fault met, or null. */
export function checkLog(log: GameLog): LogError | null {
  for (let i = 0; i < log.kyoku.length; i++) {
    const found = replayKyoku(log, i);
    if (!found.ok) return found.error;
  }
  return null;
}
