/**
 * What the components see of the store. A press (a palette tile, a row) changes the position and
 * asks the worker, which answers within a few milliseconds; drawing the new hand at once and the
 * new table a moment later costs the page two renders and two frames, where waiting that moment
 * costs one. So while `awaitingAnswer` is set, the view keeps showing the state before the press
 * for at most `holdMs`, then shows whatever is newest: the answer if it came, the hand alone if
 * not. Every other change (typing above all) is shown at once.
 */
import type { AppState, AppStore } from './app-store.ts';

export interface StoreView {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
}

/** A view of `store` that waits up to `holdMs` for a press's answer before showing the press. */
export function holdForAnswer(store: AppStore, holdMs: number, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis): StoreView {
  let shown = store.getState();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const publish = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    shown = store.getState();
    for (const listener of listeners) listener();
  };
  store.subscribe((state) => {
    if (!state.awaitingAnswer) publish();
    else if (timer === null) timer = timers.setTimeout(publish, holdMs);
  });
  return {
    getState: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
