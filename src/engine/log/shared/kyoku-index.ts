/**
 * A kyoku's index, as both of Tenhou's formats count the deals of a game (the JSON kyoku's header, the
 * XML's INIT seed): from 0, four to a round, so index / 4 is the round (East, South, West, North) and
 * index mod 4 + 1 the number in it: 0 is East 1, 7 South 4. Three players count the same way.
 */
import { WINDS } from '../../core/tiles.ts';
import type { KyokuName } from '../game-log.ts';

/** The round and number a kyoku's index (a whole number, 0-15) names. */
export function kyokuOfIndex(index: number): Pick<KyokuName, 'round' | 'number'> {
  return { round: WINDS[index >> 2]!, number: (index & 3) + 1 };
}
