/**
 * A log read, given to the one replay both formats are checked by (replay.ts, checkLog): the hands, the
 * order of play and the copies of each kind. A read runs it once: readGameLog on the log either reader
 * gives, readMjlog on its own.
 */
import type { Result } from '../../types.ts';
import { type GameLog, type LogError, nameOf } from '../game-log.ts';
import { checkLog } from '../replay.ts';

/** The log, or the replay's first fault, with its kyoku's name. */
export function checkedLog(log: GameLog): Result<GameLog, LogError> {
  const fault = checkLog(log);
  if (!fault) return { ok: true, value: log };
  const kyoku = fault.kyoku === undefined ? undefined : log.kyoku[fault.kyoku];
  return { ok: false, error: kyoku ? { ...fault, kyokuName: nameOf(kyoku) } : fault };
}
