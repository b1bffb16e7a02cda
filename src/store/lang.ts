/**
 * The page's language: Japanese or English, the browser's preference at first, then the user's
 * choice, remembered in the browser's storage. A storage that is missing or refuses (privacy modes)
 * only means the choice is not remembered; the page still switches.
 */

export type Lang = 'en' | 'ja';

export interface LangActions {
  setLang(lang: Lang): void;
}

type LangStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

export const LANG_KEY = 'pairi.lang';

/** The saved choice, else the first of the browser's languages the page speaks, else English. */
export function initialLang(storage: LangStorage, languages: readonly string[]): Lang {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(LANG_KEY) ?? null;
  } catch {
    // Storage can be disabled (privacy modes); the browser's language is then the choice.
  }
  if (saved === 'en' || saved === 'ja') return saved;
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ja') return 'ja';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language's action: switch, and remember the choice. */
export function createLangSlice(ctx: { setLang(lang: Lang): void; storage: LangStorage }): { actions: LangActions } {
  return {
    actions: {
      setLang(lang) {
        try {
          ctx.storage?.setItem(LANG_KEY, lang);
        } catch {
          // Not remembered, still switched.
        }
        ctx.setLang(lang);
      },
    },
  };
}
