/** English / 日本語 / 中文, each named in its own language. */
import type { Lang } from '../../store/app-store.ts';
import { LANG_TAGS } from '../../store/lang.ts';
import { messagesFor } from './messages.ts';

const LANGS: [Lang, string][] = [
  ['en', 'English'],
  ['ja', '日本語'],
  ['zh', '中文'],
];

export interface LanguageSwitchPanelProps {
  lang: Lang;
  onChange(lang: Lang): void;
}

/** The language switch. */
export function LanguageSwitchPanel({ lang, onChange }: LanguageSwitchPanelProps) {
  const m = messagesFor(lang);
  return (
    <div className="language-switch" role="group" aria-label={m.language}>
      {LANGS.map(([value, label]) => (
        <button key={value} type="button" lang={LANG_TAGS[value]} aria-pressed={lang === value} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
