/**
 * The composition root: worker -> client -> store -> <App/>.
 *
 * This entry is kept tiny on purpose: it starts the analysis worker first, so the worker's script
 * and tables load while the rest of the page (React, the store, the views: app-root.tsx, a chunk of
 * its own) is still being fetched and drawn, and the first table waits for neither in turn.
 */
import { createEngineClient } from './worker/engine-client.ts';

const client = createEngineClient({ startNow: true });

void import('./app-root.tsx').then(({ mountApp }) => mountApp(document.getElementById('root')!, client));
