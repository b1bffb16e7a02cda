/**
 * The page's colours: 'auto' (the default: the system's light or dark, following it as it changes),
 * 'light' or 'dark', the player's choice, remembered in the browser's storage like the language. A
 * storage that is missing or refuses only means the choice is not remembered; the page still switches.
 *
 * index.html applies the remembered choice before the first paint with a few lines of its own (a
 * dark player must never see a white page while the scripts load); it follows the same rule as
 * `schemeOf(initialTheme(...))`, and a test holds the two together.
 */

import { recalled, remember, type ChoiceStorage } from './remembered.ts';

export type Theme = 'auto' | 'light' | 'dark';

/** The colours drawn: a choice, with 'auto' resolved against the system. */
export type Scheme = 'light' | 'dark';

export interface ThemeActions {
  setTheme(theme: Theme): void;
}

type ThemeStorage = ChoiceStorage;

export const THEME_KEY = 'pairi.theme';

/** The saved choice, else 'auto'. */
export function initialTheme(storage: ThemeStorage): Theme {
  const saved = recalled(storage, THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'auto';
}

/** The scheme a choice draws, given whether the system prefers dark. */
export function schemeOf(theme: Theme, systemDark: boolean): Scheme {
  return theme === 'auto' ? (systemDark ? 'dark' : 'light') : theme;
}

/** The theme's action: switch, and remember the choice ('auto' is remembered too, so it outlives an earlier choice). */
export function createThemeSlice(ctx: { setTheme(theme: Theme): void; storage: ThemeStorage }): { actions: ThemeActions } {
  return {
    actions: {
      setTheme(theme) {
        remember(ctx.storage, THEME_KEY, theme);
        ctx.setTheme(theme);
      },
    },
  };
}
