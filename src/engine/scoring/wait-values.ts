/**
 * What each wait of a tenpai hand is worth (docs/rules.md#scoring): for every kind that completes a
 * 13-tile hand at its table, its score by ron and by tsumo in one situation.
 *
 * Why in the engine: which tiles complete the hand and which of the situation's switches each way of
 * winning can have are rules, not display, so every face asks them of one function (the page's worker
 * once worked them out itself). Each way keeps the switches it can have: no kan replacement (rinshan)
 * on a ron, no robbed kan (chankan) on a tsumo, and a hand still waiting is past its first draw. A kind
 * whose four copies the hand holds cannot be drawn and is no wait. The dora, the players and the nuki
 * come from the table.
 */
import { handCounts } from '../core/hand.ts';
import { decompose } from '../analysis/decompose.ts';
import { score } from './score.ts';
import type { Hand, Position, Result, ScoreRules, Situation } from '../types.ts';
import type { NoYaku, Score, ScoreError } from './score-types.ts';

/** The situation of the wins (the winning tile and the way of winning aside; the table gives the rest), and the rules. */
export type WaitValueOptions = Omit<Situation, 'win' | 'winRed' | 'by' | 'dora' | 'players' | 'nuki'> & {
  rules?: Partial<ScoreRules>;
};

/** One wait and its value by ron and by tsumo (a score, no yaku, or why the situation cannot be). */
export interface WaitValue {
  /** The kind that completes the hand. */
  tile: number;
  ron: Result<Score | NoYaku, ScoreError>;
  tsumo: Result<Score | NoYaku, ScoreError>;
}

/** The hand with one more concealed tile of `kind` (not red), drawn last. */
function withTile(hand: Hand, kind: number): Hand {
  const tiles = new Uint8Array(hand.tiles);
  tiles[kind]!++;
  return { ...hand, tiles, order: [...hand.order, kind], orderRed: [...hand.orderRed, false] };
}

/** Every wait of a 13-tile hand (a kan counting 3) with its values, in kind order; none for any other hand or one not tenpai. */
export function waitValues(position: Position, options: WaitValueOptions = {}): WaitValue[] {
  const { hand, table } = position;
  const own = handCounts(hand);
  let size = 0;
  for (let k = 0; k < 34; k++) size += hand.tiles[k]!;
  if (size + 3 * hand.melds.length !== 13) return [];
  const { rules, ...rest } = options;
  const base = rest;
  const out: WaitValue[] = [];
  for (let k = 0; k < 34; k++) {
    if (own[k]! >= 4) continue;
    const complete = withTile(hand, k);
    if (decompose(complete).length === 0) continue;
    const ron = score({ hand: complete, table }, { ...base, win: k, by: 'ron', rinshan: false, firstDraw: false }, rules);
    const tsumo = score({ hand: complete, table }, { ...base, win: k, by: 'tsumo', chankan: false, firstDraw: false }, rules);
    out.push({ tile: k, ron, tsumo });
  }
  return out;
}
