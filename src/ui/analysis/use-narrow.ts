/**
 * Whether the page is as narrow as a phone held upright (under 600 CSS px), as a React value that
 * follows the window. A discard row there shows its figures as one short line with its details
 * behind a tap (discard-row.tsx), where a row with every figure stood some 200 px tall. Without
 * matchMedia (a test's DOM), the page is wide.
 */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 599px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
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
