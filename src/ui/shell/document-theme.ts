/**
 * The scheme drawn, on the document: <html data-theme> (shell.css's colours and color-scheme follow
 * it, so native controls and scrollbars turn with the page) and the browser's bar colour. index.html
 * sets the attribute before the first paint; the page keeps it from then on, following the system
 * while the choice is 'auto'.
 */
import { useEffect } from 'react';
import { schemeOf, type Scheme, type Theme } from '../../store/theme.ts';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * Draws `scheme`. index.html's two theme-color metas each hold one scheme's colour for the system's
 * preference; a choice of the player's points both at its own (media 'all' or 'not all').
 */
export function applyScheme(doc: Document, theme: Theme, scheme: Scheme): void {
  doc.documentElement.setAttribute('data-theme', scheme);
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const own = meta.dataset.scheme;
    meta.media = theme === 'auto' ? `(prefers-color-scheme: ${own})` : own === scheme ? 'all' : 'not all';
  }
}

/** Keeps the document's scheme on `theme`, and on the system's while `theme` is 'auto'. */
export function useDocumentTheme(theme: Theme): void {
  useEffect(() => {
    const system = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;
    const apply = () => applyScheme(document, theme, schemeOf(theme, system?.matches ?? false));
    apply();
    if (theme !== 'auto' || !system) return;
    system.addEventListener('change', apply);
    return () => system.removeEventListener('change', apply);
  }, [theme]);
}
