/**
 * The React binding of the vanilla store: a provider for the composition root (and for tests,
 * which pass a store built on a fake engine client) and a hook taking a narrow selector.
 *
 * The language and the actions reach components through context rather than a store
 * subscription each: every tile on the page names itself in the current language, and a table
 * holds hundreds of tiles, so one subscription per tile would run hundreds of selectors on every
 * change of the store and subscribe and unsubscribe them whenever a table is redrawn.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AppState, AppStore } from './app-state.ts';
import type { Lang } from './lang.ts';
import type { Selectors } from './selectors/index.ts';
import { holdForAnswer, type StoreView } from './held-view.ts';

const StoreContext = createContext<{ store: AppStore; view: StoreView } | null>(null);
const LangContext = createContext<Lang>('en');

function useSelected<T>(view: StoreView, selector: (state: AppState) => T): T {
  return useSyncExternalStore(view.subscribe, () => selector(view.getState()));
}

/** Passes the store's language down: the one subscription to it. */
function LangProvider({ view, children }: { view: StoreView; children: ReactNode }) {
  const lang = useSelected(view, (s) => s.lang);
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/**
 * Makes `store` the store of every component below. With `holdForAnswerMs`, a press is drawn
 * together with its answer when that comes within the time (held-view.ts); the page uses it,
 * component tests see every change at once.
 */
export function AppStoreProvider({ store, holdForAnswerMs, children }: { store: AppStore; holdForAnswerMs?: number; children: ReactNode }) {
  const value = useMemo(() => ({ store, view: holdForAnswerMs ? holdForAnswer(store, holdForAnswerMs) : store }), [store, holdForAnswerMs]);
  return (
    <StoreContext.Provider value={value}>
      <LangProvider view={value.view}>{children}</LangProvider>
    </StoreContext.Provider>
  );
}

function useStoreContext(): { store: AppStore; view: StoreView } {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useAppStore is used outside <AppStoreProvider>.');
  return value;
}

/** One slice of the store; the component re-renders only when that slice changes. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useSelected(useStoreContext().view, selector);
}

/** The state the page draws, read when asked (an action that reads many parts at a press): no subscription. */
export function useStateNow(): () => AppState {
  const { view } = useStoreContext();
  return () => view.getState();
}

/** The store's actions: one object for the store's life, so no subscription. */
export function useActions(): AppState['actions'] {
  return useStoreContext().store.getState().actions;
}

/** The store's selectors (selectors/): one set for the store's life, so no subscription. */
export function useSelect(): Selectors {
  return useStoreContext().store.select;
}

/** The page's language. */
export function useLang(): Lang {
  return useContext(LangContext);
}
