/**
 * The page's language: English, Japanese or Chinese (simplified), the browser's preference at first,
 * then the user's choice, remembered in the browser's storage. A storage that is missing or refuses
 * (privacy modes) only means the choice is not remembered; the page still switches. Any Chinese the
 * browser asks for (zh, zh-CN, zh-Hans, zh-TW...) gets the simplified page: the one the page has.
 */

import { recalled, remember, type ChoiceStorage } from './remembered.ts';

export type Lang = 'en' | 'ja' | 'zh';

/** The page's languages, in the switch's order. */
export const LANGS: readonly Lang[] = ['en', 'ja', 'zh'];

/** The language tag of the page's <html> for each language. */
export const LANG_TAGS: Record<Lang, string> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };

export interface LangActions {
  setLang(lang: Lang): void;
}

type LangStorage = ChoiceStorage;

export const LANG_KEY = 'pairi.lang';

/** The saved choice, else the first of the browser's languages the page speaks, else English. */
export function initialLang(storage: LangStorage, languages: readonly string[]): Lang {
  const saved = recalled(storage, LANG_KEY);
  if ((LANGS as readonly string[]).includes(saved ?? '')) return saved as Lang;
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if ((LANGS as readonly string[]).includes(primary ?? '')) return primary as Lang;
  }
  return 'en';
}

/** The language's action: switch, and remember the choice. */
export function createLangSlice(ctx: { setLang(lang: Lang): void; storage: LangStorage }): { actions: LangActions } {
  return {
    actions: {
      setLang(lang) {
        remember(ctx.storage, LANG_KEY, lang);
        ctx.setLang(lang);
      },
    },
  };
}
