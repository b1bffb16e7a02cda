/**
 * The discard drill's part of the store: the seed, the discards made, and the drill state the
 * worker rebuilds from them (it keeps no game: each request replays the seed's wall with every
 * discard, a few milliseconds). A discard is taken only when the previous one is answered, so the
 * state shown is always the state of the discards listed.
 *
 * The address bar holds the whole position: the seed and the discards in order
 * (`?mode=drill&seed=12345&d=9m1z40p`), so a reload, a pull-to-refresh, Back from the analysis and
 * the same link on another machine all show the same position. A discard replaces the history
 * entry instead of adding one: a discard is a move in an exercise, not a page, and Back stepping
 * through the moves would be a take-back button (see the best discard, go back, choose it) and
 * would need 18 presses to leave a finished drill. Back leaves the drill (or returns to the previous
 * wall: a new drill is an entry of its own), and the entry it leaves always holds the position.
 *
 * A record that cannot all be played (a link edited by hand: a character that is not a tile, a
 * discard not in the hand) is played up to its first mistake, and the page says what the mistake
 * is and where (`problem`); the address is left as it was until the next discard writes it again.
 */
import {
  drillDiscardError,
  formatDrillDiscards,
  formatHand,
  handOf,
  parseSeed,
  readDrillDiscards,
  sameTile,
  seedFrom,
  tileCode,
} from '../engine/light.ts';
import type { DrillError, DrillState, Tile, ParseError, SeedError } from '../engine/light.ts';
import type { LocationPort } from './location-port.ts';
import { drillSearch, type Mode } from '../address/practice-route.ts';
import type { Address } from './router.ts';
import type { KindRequests } from './requests.ts';
import { EMPTY_TABLE } from '../address/table-query.ts';

/** What of the address's discards could not be played; the position shown is the discards before it. */
export type DrillProblem =
  /** `d=` has a mistake at `error.index` (a character of `record`); `kept` discards before it were read. */
  | { kind: 'unreadable'; record: string; error: ParseError; kept: number }
  /** Discard `error.index + 1` cannot be made (not in the hand, or the drill was over). */
  | { kind: 'refused'; error: DrillError }
  /** `d=` without `seed=`: discards with no wall to play them on. */
  | { kind: 'no-seed'; record: string };

export interface DrillSliceState {
  seed: number | null;
  /** The discards `state` is the result of. */
  discards: Tile[];
  state: DrillState | null;
  /** No wall to show: a seed that cannot be read (the engine's refusal or failure is the request's, requests.ts). */
  error: SeedError | null;
  problem: DrillProblem | null;
}

export interface DrillActions {
  discardTile(tile: Tile): void;
  /** A new wall from a fresh seed (a history entry of its own). */
  newDrill(): void;
}

export interface DrillContext {
  getDrill(): DrillSliceState;
  setDrill(patch: Partial<DrillSliceState>): void;
  mode(): Mode;
  /** The positions asked (requests.ts): whether one is with the engine, and its failure, are the requests' state. */
  requests: KindRequests<'drill'>;
  location: LocationPort;
  random: () => number;
}

export const INITIAL_DRILL: DrillSliceState = {
  seed: null,
  discards: [],
  state: null,
  error: null,
  problem: null,
};

/**
 * The drill's position as an address of the analysis page: the 14 tiles held, the draw last (the
 * page sets it apart), and the river as the real game's seen tiles, so every count there leaves out
 * what the player has discarded (`?q=23489m...5s&seen=9m1z40p`).
 */
export function drillAnalysisAddress(state: DrillState): Address {
  const hand = formatHand(handOf(state.tiles)) + tileCode(state.drawn.kind, state.drawn.red);
  const seen = formatDrillDiscards(state.turns.map((turn) => turn.discard));
  return { hand, form: 'standard', table: { ...EMPTY_TABLE, seen }, draft: '' };
}

const sameTiles = (a: readonly Tile[], b: readonly Tile[]) => a.length === b.length && a.every((t, i) => sameTile(t, b[i]));

/** The drill's actions, and `enter`, which the store calls when the URL turns to the drill. */
export function createDrillSlice(ctx: DrillContext): {
  actions: DrillActions;
  enter(seedText: string, discardsText?: string): void;
} {
  const { getDrill, setDrill, requests, location, random } = ctx;

  /** Ask for the position; `problem` is what the address had that could not be read. */
  function play(seed: number, discards: Tile[], problem: DrillProblem | null = null): void {
    if (getDrill().error) setDrill({ error: null });
    // A newer request (another seed, or the page's own newer discard) is asked in place of this one: its answer is dropped.
    requests.ask({ seed, discards }, (answer) => {
      if (answer.status === 'failed') return;
      const state = answer.data;
      // The engine stops at a discard it cannot make: its state's turns are the discards taken.
      const taken = discards.slice(0, state.turns.length);
      const refused = taken.length < discards.length ? drillDiscardError(state, discards[taken.length], taken.length) : null;
      setDrill({ state, discards: taken, problem: refused ? { kind: 'refused', error: refused } : problem });
    });
  }

  function start(seed: number, problem: DrillProblem | null = null): void {
    setDrill({ seed, discards: [], state: null, problem: null });
    play(seed, [], problem);
  }

  return {
    actions: {
      discardTile(tile) {
        const { seed, state, discards } = getDrill();
        if (seed === null || !state || requests.pending() || state.ending) return;
        const next = [...discards, { kind: tile.kind, red: tile.red }];
        // The entry is written at once, so leaving the page before the answer keeps the discard.
        if (ctx.mode() === 'drill') location.replace(drillSearch(seed, next));
        play(seed, next);
      },
      newDrill() {
        const seed = seedFrom(random);
        if (ctx.mode() === 'drill') location.push(drillSearch(seed));
        start(seed);
      },
    },
    enter(seedText, discardsText = '') {
      const { seed, discards } = getDrill();
      if (!seedText) {
        const next = seed ?? seedFrom(random);
        const problem: DrillProblem | null = discardsText ? { kind: 'no-seed', record: discardsText } : null;
        location.replace(drillSearch(next, next === seed ? discards : []));
        if (next !== seed) start(next, problem);
        else if (problem) setDrill({ problem });
        return;
      }
      const parsed = parseSeed(seedText);
      if (!parsed.ok) {
        requests.forget();
        setDrill({ ...INITIAL_DRILL, error: parsed.error });
        return;
      }
      const read = readDrillDiscards(discardsText);
      // The position asked last (with the engine, or answered), else the one shown: this entry's already.
      const asked = { seed: parsed.value, discards: read.discards };
      if (requests.isLatest(asked) || (!requests.pending() && seed === parsed.value && sameTiles(discards, read.discards))) return;
      const problem: DrillProblem | null = read.error
        ? { kind: 'unreadable', record: discardsText, error: read.error, kept: read.discards.length }
        : null;
      // Another wall shows nothing of the one before while it is dealt; the same wall stays, greyed.
      if (parsed.value !== seed) setDrill({ seed: parsed.value, discards: [], state: null, problem: null });
      play(parsed.value, read.discards, problem);
    },
  };
}
