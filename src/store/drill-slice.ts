/**
 * The discard drill's part of the store: the seed, the discards made, and the drill state the
 * worker rebuilds from them (it keeps no game: each request replays the seed's wall with every
 * discard, a few milliseconds). A discard is taken only when the previous one is answered, so the
 * state shown is always the state of the discards listed.
 *
 * The address bar holds the seed (`?mode=drill&seed=...`): a reload, or the same link on another
 * machine, deals the same wall. The discards are not in it; a reload starts the wall again.
 */
import { parseSeed, seedFrom } from '../engine/light.ts';
import type { DrillState, DrillTile } from '../engine/light.ts';
import type { EngineClient } from '../worker/engine-client.ts';
import type { LocationPort } from './location.ts';
import { drillSearch, type Mode } from './practice-route.ts';

export interface DrillSliceState {
  seed: number | null;
  /** The discards `state` is the result of. */
  discards: DrillTile[];
  state: DrillState | null;
  /** A deal or a discard is being computed. */
  pending: boolean;
  error: string | null;
}

export interface DrillActions {
  discardTile(tile: DrillTile): void;
  /** A new wall from a fresh seed. */
  newDrill(): void;
}

export interface DrillContext {
  getDrill(): DrillSliceState;
  setDrill(patch: Partial<DrillSliceState>): void;
  mode(): Mode;
  client: EngineClient;
  location: LocationPort;
  random: () => number;
}

export const INITIAL_DRILL: DrillSliceState = { seed: null, discards: [], state: null, pending: false, error: null };

/** The drill's actions, and `enter`, which the store calls when the URL turns to the drill. */
export function createDrillSlice(ctx: DrillContext): { actions: DrillActions; enter(seedText: string): void } {
  const { getDrill, setDrill, client, location, random } = ctx;

  function play(seed: number, discards: DrillTile[]): void {
    setDrill({ pending: true, error: null });
    void client.drill(seed, discards).then((outcome) => {
      // A newer request (another seed, or the page's own newer discard) owns the state now.
      if (outcome.status === 'stale' || getDrill().seed !== seed) return;
      if (outcome.status === 'failed') setDrill({ pending: false, error: outcome.message });
      else setDrill({ pending: false, state: outcome.result, discards });
    });
  }

  function start(seed: number): void {
    setDrill({ seed, discards: [], state: null });
    play(seed, []);
  }

  return {
    actions: {
      discardTile(tile) {
        const { seed, state, pending, discards } = getDrill();
        if (seed === null || !state || pending || state.ending) return;
        play(seed, [...discards, { kind: tile.kind, red: tile.red }]);
      },
      newDrill() {
        const seed = seedFrom(random);
        if (ctx.mode() === 'drill') location.replace(drillSearch(seed));
        start(seed);
      },
    },
    enter(seedText) {
      const { seed } = getDrill();
      if (!seedText) {
        const next = seed ?? seedFrom(random);
        location.replace(drillSearch(next));
        if (next !== seed) start(next);
        return;
      }
      const parsed = parseSeed(seedText);
      if (!parsed.ok) {
        setDrill({ ...INITIAL_DRILL, error: parsed.error.message });
        return;
      }
      if (parsed.value !== seed) start(parsed.value);
    },
  };
}
