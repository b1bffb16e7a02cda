/**
 * The URL holds the hand, in Tenhou's own parameters: `?q=HAND` for the standard form, `?p=HAND`
 * for the regular form, `?qd=` / `?pd=` accepted as the same (Tenhou's "no automatic draw"; this
 * page never draws by itself). The store talks to the browser's history through LocationPort so
 * tests can give it a fake.
 */
import type { Form } from '../engine/types.ts';

export interface Query {
  /** Hand text as written in the URL; '' when there is none. */
  hand: string;
  form: Form;
}

const KEYS: Record<string, Form> = { q: 'standard', qd: 'standard', p: 'regular', pd: 'regular' };

/** The hand and form of a location's search string; the first of q, p, qd, pd wins. */
export function readQuery(search: string): Query {
  for (const [key, value] of new URLSearchParams(search)) {
    const form = KEYS[key];
    if (form) return { hand: value, form };
  }
  return { hand: '', form: 'standard' };
}

/** The search string for a query: `?q=...` or `?p=...`, '' for no hand. */
export function writeQuery(query: Query): string {
  if (!query.hand && query.form === 'standard') return '';
  // encodeURIComponent keeps digits, letters and ( ) as they are, so the usual hand stays readable.
  return `?${query.form === 'regular' ? 'p' : 'q'}=${encodeURIComponent(query.hand)}`;
}

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
