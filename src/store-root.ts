/**
 * The page's store on the engine client, in a chunk of its own (no React, no views): main.tsx loads it
 * beside app-root.tsx, and being the smaller of the two it is ready first, so the analysis of the
 * address's hand is asked while React and the views are still being parsed.
 */
import { createAppStore } from './store/app-store.ts';
import type { AppStore } from './store/app-state.ts';
import { createLongJobClient, createReviewClient, type EngineClient } from './worker/engine-client.ts';

/** The store of the page, asking at once what the address's position asks. */
export function startStore(client: EngineClient): AppStore {
  // The probabilities run in a worker of their own, asked once a position has stayed a moment.
  return createAppStore(client, { longJobs: createLongJobClient(), review: createReviewClient(), probabilityDelayMs: 300 });
}

/**
 * Settles once the analysis the store asked first has its answer (or none was asked), or after
 * `limitMs`. The page is first drawn then: drawn at once, it would be drawn without its table and
 * again with it a few dozen milliseconds later, two renders and two layouts of the whole page on the
 * one thread that does both, where waiting costs one (as a press waits for its answer, held-view.ts).
 */
export function firstAnswer(store: AppStore, limitMs: number): Promise<void> {
  const waiting = () => store.getState().requests.analyze.latest?.status === 'running';
  if (!waiting()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = store.subscribe(() => {
      if (!waiting()) done();
    });
  });
}
