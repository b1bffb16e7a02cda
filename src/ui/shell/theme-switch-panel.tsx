/** Auto / Light / Dark: the page's colours, beside the language switch. */
import type { Theme } from '../../store/app-store.ts';
import { useMessages, type Messages } from './messages.ts';

const THEMES: [Theme, (m: Messages) => string][] = [
  ['auto', (m) => m.themeAuto],
  ['light', (m) => m.themeLight],
  ['dark', (m) => m.themeDark],
];

/** Each choice's small picture (its words say it too): half light half dark, a sun, a moon. */
function ThemeIcon({ theme }: { theme: Theme }) {
  return (
    <svg className="theme-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {theme === 'auto' ? (
        <>
          <circle cx={8} cy={8} r={6} fill="none" stroke="currentColor" strokeWidth={1.5} />
          <path d="M8 2 A6 6 0 0 1 8 14 Z" fill="currentColor" />
        </>
      ) : theme === 'light' ? (
        <>
          <circle cx={8} cy={8} r={3.2} fill="currentColor" />
          <path
            d="M8 1v2M8 13v2M1 8h2M13 8h2M3 3l1.4 1.4M11.6 11.6L13 13M3 13l1.4-1.4M11.6 4.4L13 3"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinecap="round"
          />
        </>
      ) : (
        <path d="M10.5 2.2A6 6 0 1 0 13.8 10 5 5 0 0 1 10.5 2.2Z" fill="currentColor" />
      )}
    </svg>
  );
}

export interface ThemeSwitchPanelProps {
  theme: Theme;
  onChange(theme: Theme): void;
}

/** The theme switch: three choices, the one in force pressed. */
export function ThemeSwitchPanel({ theme, onChange }: ThemeSwitchPanelProps) {
  const m = useMessages();
  return (
    <div className="theme-switch" role="group" aria-label={m.theme}>
      {THEMES.map(([value, label]) => (
        <button key={value} type="button" aria-pressed={theme === value} title={label(m)} onClick={() => onChange(value)}>
          <ThemeIcon theme={value} />
          {/* On a phone the picture alone is drawn (shell.css), the words still name the button. */}
          <span className="theme-label">{label(m)}</span>
        </button>
      ))}
    </div>
  );
}
