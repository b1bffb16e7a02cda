/** The page itself: the store on the engine client, and <App/> drawn into the root element. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from './store/app-store.ts';
import { AppStoreProvider } from './store/app-store-provider.tsx';
import { App } from './ui/shell/app.tsx';
import type { EngineClient } from './worker/engine-client.ts';

/** Builds the store on `client` and draws the app into `root`. */
export function mountApp(root: HTMLElement, client: EngineClient): void {
  const store = createAppStore(client);
  createRoot(root).render(
    <StrictMode>
      {/* A press waits up to 40 ms for its answer so hand and table are drawn in one frame. */}
      <AppStoreProvider store={store} holdForAnswerMs={40}>
        <App />
      </AppStoreProvider>
    </StrictMode>,
  );
}
