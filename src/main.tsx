/**
 * The composition root: worker -> client -> store -> <App/>.
 *
 * This entry is kept tiny on purpose. It takes the analysis worker that index.html started before any
 * script of the page had loaded (or starts one at once), so the worker's script and tables load while
 * the rest of the page is still being fetched. It then loads two chunks side by side:
 * the store (store-root.ts), which asks the address's analysis as soon as it is evaluated, and React
 * with the views (app-root.tsx), the larger one. The page is drawn once both are in and the first
 * analysis has answered (a few dozen milliseconds at most; never more than FIRST_DRAW_LIMIT_MS), so its
 * first draw has its table.
 */
import { createEngineClient } from './worker/engine-client.ts';

/** The longest the first draw waits for the first analysis (a cold worker on a slow phone). */
const FIRST_DRAW_LIMIT_MS = 400;

// The worker index.html has started, if it has (the built page), else a new one at once.
const client = createEngineClient({ startNow: true }, undefined, true);

const store = import('./store-root.ts').then(async ({ startStore, firstAnswer }) => {
  const store = startStore(client);
  await firstAnswer(store, FIRST_DRAW_LIMIT_MS);
  return store;
});
void Promise.all([store, import('./app-root.tsx')]).then(([store, { mountApp }]) => mountApp(document.getElementById('root')!, store));
