/**
 * The discard drill: a seeded 136-tile wall, a deal of 14, then discard and draw up to 18 times or
 * until the hand is complete, each discard compared with the best one by effective-tile count.
 *
 * The whole game is a function of the seed and the discards made: the wall is a Fisher-Yates
 * shuffle of the set (tile-set.ts) driven by the seeded generator (random.ts), so the state is rebuilt from (seed, discards)
 * whenever needed. That keeps the worker stateless and lets two players with one seed play the
 * same wall.
 *
 * Comparison. Each turn analyzes the 14 tiles (standard form, nothing seen elsewhere: Tenhou's
 * numbers). The best discard is the first row in docs/rules.md's order: lowest shanten after the
 * discard, then most effective tiles. A discard matches the best when it keeps that shanten with
 * the same count (ties all match). Tiles lost are measured in the best discard's terms, the draws
 * that would take the hand below the best shanten: best count - chosen count when the shanten is
 * kept, and the whole best count when the discard raises the shanten, since no single draw then
 * reaches the best discard's next step.
 *
 * Turn t is the t-th discard followed by the t-th draw. Turns to tenpai is the first t whose
 * discard leaves a tenpai hand; turns to a complete hand is the t whose draw completes it (0 for
 * both when the deal itself is complete).
 */
import { analyze } from '../analysis/analyze.ts';
import { emptyTable } from '../core/position.ts';
import { formatHand } from '../core/notation.ts';
import { seededRandom } from '../core/random.ts';
import { compareTiles, handOf, sameTile, shuffled, tileSet } from '../core/tile-set.ts';
import { shanten } from '../shanten/shanten.ts';
import type { Result, Tile } from '../types.ts';
import { DRILL_DEAL, DRILL_DRAWS, drillDiscardError, type DrillError, type DrillState } from './drill-rules.ts';

export * from './drill-rules.ts';

/** The drill's table: nothing seen (its effective tiles are counted against the hand alone, red fives not counted). */
const NO_TABLE = emptyTable();

/** The 136 tiles (one red five per number suit) in the order the seed shuffles them. */
export function drillWall(seed: number): Tile[] {
  return shuffled(tileSet(), seededRandom(seed));
}

/** Standard shanten of physical tiles. */
function shantenOf(tiles: readonly Tile[]): number {
  return shanten(handOf(tiles)).standard;
}

/** The drill at its deal: 14 tiles from the seed's wall. */
export function startDrill(seed: number): DrillState {
  const wall = drillWall(seed);
  const dealt = wall.slice(0, DRILL_DEAL);
  const s = shantenOf(dealt);
  const complete = s === -1;
  return {
    seed,
    tiles: dealt.slice(0, DRILL_DEAL - 1).sort(compareTiles),
    drawn: dealt[DRILL_DEAL - 1],
    draws: 0,
    maxDraws: DRILL_DRAWS,
    shanten: s,
    turns: [],
    ending: complete ? 'agari' : null,
    totals: {
      discards: 0,
      matched: 0,
      tilesLost: 0,
      turnsToTenpai: complete ? 0 : null,
      turnsToAgari: complete ? 0 : null,
    },
  };
}

/** The drill after discarding `tile` and drawing the next tile of the wall; an error if it cannot be discarded. */
export function drillDiscard(state: DrillState, tile: Tile, index = state.turns.length): Result<DrillState, DrillError> {
  const error = drillDiscardError(state, tile, index);
  if (error) return { ok: false, error };
  const held = [...state.tiles, state.drawn];
  const at = held.findIndex((t) => sameTile(t, tile));

  const hand = handOf(held);
  const analysis = analyze({ hand, table: NO_TABLE }, { form: 'standard', red: false });
  const rows = analysis.kind === 'draw' ? [] : analysis.discards;
  const best = rows[0];
  const chosen = rows.find((r) => r.discard.kind === tile.kind)!;
  const kept = chosen.shanten === best.shanten;
  const matched = kept && chosen.count === best.count;
  const lost = kept ? best.count - chosen.count : best.count;

  const rest = held.filter((_, i) => i !== at);
  const drawn = drillWall(state.seed)[DRILL_DEAL + state.draws];
  const draws = state.draws + 1;
  const s = shantenOf([...rest, drawn]);
  const turn = state.turns.length + 1;
  const { totals } = state;
  const ending = s === -1 ? 'agari' : draws === state.maxDraws ? 'exhausted' : null;
  return {
    ok: true,
    value: {
      seed: state.seed,
      tiles: rest.sort(compareTiles),
      drawn,
      draws,
      maxDraws: state.maxDraws,
      shanten: s,
      turns: [...state.turns, { hand: formatHand(hand), discard: { ...held[at] }, rows, best, chosen, matched, lost, drawn }],
      ending,
      totals: {
        discards: totals.discards + 1,
        matched: totals.matched + (matched ? 1 : 0),
        tilesLost: totals.tilesLost + lost,
        turnsToTenpai: totals.turnsToTenpai ?? (chosen.shanten === 0 ? turn : null),
        turnsToAgari: s === -1 ? turn : null,
      },
    },
  };
}

/** The drill of `seed` after the given discards, replayed from the deal. */
export function playDrill(seed: number, discards: readonly Tile[]): Result<DrillState, DrillError> {
  let state = startDrill(seed);
  for (let i = 0; i < discards.length; i++) {
    const next = drillDiscard(state, discards[i], i);
    if (!next.ok) return next;
    state = next.value;
  }
  return { ok: true, value: state };
}
