/**
 * The browser's history as the store uses it: the store reads and writes the address through this
 * port, so tests give it a fake (a memory of entries) and only the composition root touches window.
 */
/** The browser's history, as the store uses it. */
export interface LocationPort {
  search(): string;
  push(search: string): void;
  replace(search: string): void;
  /** Calls back on Back/Forward; returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

/** LocationPort over window.history. */
export function browserLocation(win: Window = window): LocationPort {
  const url = (search: string) => `${win.location.pathname}${search}${win.location.hash}`;
  return {
    search: () => win.location.search,
    push: (search) => win.history.pushState(null, '', url(search)),
    replace: (search) => win.history.replaceState(null, '', url(search)),
    listen(onChange) {
      win.addEventListener('popstate', onChange);
      return () => win.removeEventListener('popstate', onChange);
    },
  };
}
