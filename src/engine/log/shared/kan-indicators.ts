/**
 * When a kan's new dora indicator shows (docs/game-logs.md#kan-indicators): the one rule by which both
 * readers place the indicators among the moves, the JSON reader taking them from the kyoku's list
 * (tenhou-json/walk.ts), the XML reader holding back the DORA tags Tenhou writes before their moment
 * (mjlog/reader.ts), so that a game read from either format is reviewed alike.
 *
 * A closed kan's indicator shows at once, right after the kan; an open or added kan's is owed until the
 * seat's next discard, and shows right after it. When the seat makes another kan first, what is owed
 * shows at that kan if it is closed (before the closed kan's own), or just before that kan's replacement
 * draw if it is added (an added kan can be robbed, so they wait for it to stand). What is still owed when
 * the kyoku ends shows at its end, when the log holds it; each reader does that as it closes a kyoku.
 */
import type { KyokuMove } from '../game-log.ts';

/** What a move does to the kans' indicators owed. */
export type IndicatorMoment =
  /** Nothing: a draw, a chi, a pon, a north tile. */
  | 'none'
  /** An open or added kan: its indicator is owed. */
  | 'owes'
  /** A discard: the indicators owed show right after it. */
  | 'shows-owed'
  /** A closed kan: the indicators owed show right after it, then its own. */
  | 'shows-owed-and-own'
  /** An added kan's replacement draw: the indicators owed before that kan show just before the draw. */
  | 'shows-earlier-owed';

/** What `move` does to the kans' indicators; `previous` is the kind of the move played before it (none at the start). */
export function indicatorMoment(move: Exclude<KyokuMove, { move: 'dora' }>, previous: string | undefined): IndicatorMoment {
  switch (move.move) {
    case 'discard':
      return 'shows-owed';
    case 'closed-kan':
      return 'shows-owed-and-own';
    case 'added-kan':
      return 'owes';
    case 'call':
      return move.call === 'kan' ? 'owes' : 'none';
    case 'draw':
      return move.replacement && previous === 'added-kan' ? 'shows-earlier-owed' : 'none';
    case 'north':
      return 'none';
  }
}
