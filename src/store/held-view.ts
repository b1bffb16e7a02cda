/**
 * What the components see of the store. A press (a palette tile, a row) changes the position and
 * asks the worker, which answers within a few milliseconds; drawing the new hand at once and the
 * new table a moment later costs the page two renders and two frames, where waiting that moment
 * costs one. So while the store's `hold` is set (requests.ts), the view keeps showing the state before the press
 * for at most `holdMs`, then shows whatever is newest: the answer if it came, the hand alone if
 * not. Every other change (typing above all) is shown at once.
 */
import type { AppState, AppStore } from './app-state.ts';

export interface StoreView {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
}

/**
 * A view of `store` that waits up to `holdMs` for a press's answer before showing the press. It
 * follows the store only while someone watches it, so a view nobody uses holds no subscription
 * and no timer.
 */
export function holdForAnswer(
  store: AppStore,
  holdMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): StoreView {
  let shown = store.getState();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unfollow: (() => void) | null = null;
  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const publish = () => {
    stopTimer();
    shown = store.getState();
    for (const listener of listeners) listener();
  };
  const follow = (state: ReturnType<AppStore['getState']>) => {
    if (state.hold === null) publish();
    else if (timer === null) timer = timers.setTimeout(publish, holdMs);
  };
  return {
    getState: () => (unfollow ? shown : store.getState()),
    subscribe(listener) {
      listeners.add(listener);
      if (!unfollow) {
        shown = store.getState();
        unfollow = store.subscribe(follow);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !unfollow) return;
        unfollow();
        unfollow = null;
        stopTimer();
      };
    },
  };
}
