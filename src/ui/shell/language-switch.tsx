/** English / 日本語; the choice is remembered by the store. */
import { useActions, useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import { useMessages } from './messages.ts';

const LANGS: [Lang, string][] = [
  ['en', 'English'],
  ['ja', '日本語'],
];

/** The language switch. */
export function LanguageSwitch() {
  const m = useMessages();
  const { setLang } = useActions();
  const lang = useLang();
  return (
    <div className="language-switch" role="group" aria-label={m.language}>
      {LANGS.map(([value, label]) => (
        <button key={value} type="button" lang={value} aria-pressed={lang === value} onClick={() => setLang(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
