/**
 * Whether a kyoku's wins fit its last move, as both formats' readers check before they take a result:
 * a tsumo, alone, by the seat that just drew; a ron on a discard, on an added kan (chankan), on a closed
 * kan (thirteen orphans) or on a north tile set aside, from the seat that made it.
 */
import type { KyokuSeat, LogWin } from '../game-log.ts';

/**
 * The first win that does not fit the last move (its kind and seat; none before the first move), with the
 * text an error quotes for it; null when every win fits.
 */
export function misfitWin(
  wins: readonly LogWin[],
  last: string | undefined,
  lastSeat: number | undefined,
): { seat: KyokuSeat; found: string } | null {
  for (const win of wins) {
    const fits =
      win.seat === win.from
        ? last === 'draw' && lastSeat === win.seat && wins.length === 1
        : (last === 'discard' || last === 'added-kan' || last === 'closed-kan' || last === 'north') && lastSeat === win.from;
    if (!fits) return { seat: win.seat, found: `${win.seat} from ${win.from}` };
  }
  return null;
}
