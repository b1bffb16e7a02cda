/**
 * The React binding of the vanilla store: a provider for the composition root (and for tests,
 * which pass a store built on a fake engine client) and a hook taking a narrow selector.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppState, AppStore } from './app-store.ts';

const StoreContext = createContext<AppStore | null>(null);

/** Makes `store` the store of every component below. */
export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** One slice of the store; the component re-renders only when that slice changes. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore is used outside <AppStoreProvider>.');
  return useStore(store, selector);
}

/** The store's actions (a stable object). */
export function useActions(): AppState['actions'] {
  return useAppStore((s) => s.actions);
}
