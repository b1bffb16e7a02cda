/**
 * Whether the page is as narrow as a phone held upright (under 600 CSS px), as a React value that
 * follows the window. A discard row there shows its figures as one short line with its details
 * behind a tap (discard-row.tsx), where a row with every figure stood some 200 px tall. Without
 * matchMedia (a test's DOM), the page is wide.
 */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 599px)';

// One list per matchMedia: every discard row reads it at each render, and matchMedia builds a new
// list each call (some 0.5 ms each on a 2-core machine, 20 ms of a table's first draw). Keyed by the
// function, so a test's DOM that installs or removes matchMedia is followed.
let cached: { from: Window['matchMedia'] | undefined; list: MediaQueryList | null } | null = null;

function query(): MediaQueryList | null {
  const from = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia : undefined;
  if (!cached || cached.from !== from) cached = { from, list: from ? window.matchMedia(NARROW_QUERY) : null };
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/** True on a phone-sized page. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
