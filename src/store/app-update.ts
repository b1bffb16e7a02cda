/**
 * The app's own version, as the service worker reports it (wired in app-root.tsx): whether a new
 * version is downloaded and waits ('ready'), and whether the app works offline (the page, its
 * worker, the engine's tables and the tile art are cached). A new version is never swapped in
 * behind the player's back: it waits until they choose to reload, and then every open page reloads
 * with it, so an old page never runs beside a new worker.
 */

export type AppUpdate = 'current' | 'ready';

export interface UpdateActions {
  /** A new version waits; `apply` switches to it and reloads. */
  offerUpdate(apply: () => void): void;
  /** The app is cached for use with no signal (a service worker controls the page, or just cached it). */
  noteOffline(): void;
  /** The player's word: switch to the waiting version. */
  applyUpdate(): void;
  /** Later: hide the offer (the version keeps waiting, and is offered again at the next load). */
  dismissUpdate(): void;
}

/** The update's actions; `set` writes the store. */
export function createUpdateSlice(ctx: { set(patch: { update?: AppUpdate; offline?: boolean }): void; getUpdate(): AppUpdate }): {
  actions: UpdateActions;
} {
  let apply: (() => void) | null = null;
  return {
    actions: {
      offerUpdate(next) {
        apply = next;
        ctx.set({ update: 'ready' });
      },
      noteOffline() {
        ctx.set({ offline: true });
      },
      applyUpdate() {
        if (ctx.getUpdate() === 'ready') apply?.();
      },
      dismissUpdate() {
        ctx.set({ update: 'current' });
      },
    },
  };
}
