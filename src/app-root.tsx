/** The page itself: <App/> on the page's store (store-root.ts), drawn into the root element. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppStore } from './store/app-state.ts';
import { AppStoreProvider } from './store/app-store-provider.tsx';
import { App } from './ui/shell/app.tsx';
import { registerSW } from 'virtual:pwa-register';

/** Draws the app on `store` into `root`. */
export function mountApp(root: HTMLElement, store: AppStore): void {
  createRoot(root).render(
    <StrictMode>
      {/* A press waits up to 40 ms for its answer so hand and table are drawn in one frame. */}
      <AppStoreProvider store={store} holdForAnswerMs={40}>
        <App />
      </AppStoreProvider>
    </StrictMode>,
  );
  // The service worker (vite-plugin-pwa): registered after the page's load event, so it never
  // competes with the first table. A waiting version is offered, never forced (app-update.ts).
  const updateSW = registerSW({
    onNeedRefresh: () => store.getState().actions.offerUpdate(() => void updateSW()),
    onOfflineReady: () => store.getState().actions.noteOffline(),
    onNeedReload: reloadOnce,
  });
  reloadWhenReplaced();
  // A later visit: the cached version controls the page from the start.
  if (navigator.serviceWorker?.controller) store.getState().actions.noteOffline();
}

let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Once a new version takes control (the player said Reload here or in another tab), this page
 * reloads onto it: an old page must not go on beside the new version's worker and tables. The
 * register helper reloads only a page that had a controller when it loaded, so a page opened on the
 * first visit, whose own first worker took control after load, would stay old: here any controller
 * replacing another one reloads the page, and only the first one's arrival does not.
 */
function reloadWhenReplaced(): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    if (controller) reloadOnce();
    controller = container.controller;
  });
}
