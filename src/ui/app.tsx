/**
 * The page: the hand (field, tiles, buttons, palette) above its analysis. Outside a text field,
 * Backspace removes the tile added last and Escape clears the hand.
 */
import { useEffect } from 'react';
import { useActions, useAppStore } from '../store/app-store-provider.tsx';
import { FormSwitch } from './form-switch.tsx';
import { HandActions } from './hand-actions.tsx';
import { HandBar } from './hand-bar.tsx';
import { HandInput } from './hand-input.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Palette } from './palette.tsx';
import { Results } from './results.tsx';
import { TileSprites } from './tile-sprites.tsx';
import { useMessages } from './use-messages.ts';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The whole page. */
export function App() {
  const m = useMessages();
  const lang = useAppStore((s) => s.lang);
  const { removeLast, clear } = useActions();

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      if (event.key === 'Backspace') {
        event.preventDefault();
        removeLast();
      } else if (event.key === 'Escape') {
        clear();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [removeLast, clear]);

  return (
    <div className="app">
      <TileSprites />
      <header className="app-header">
        <h1>
          {m.title} <span className="app-title-ja">牌理</span>
        </h1>
        <p className="app-tagline">{m.tagline}</p>
        <LanguageSwitch />
      </header>
      <main>
        <section className="hand-panel">
          <HandInput />
          <HandBar />
          <HandActions />
          <Palette />
        </section>
        <section className="result-panel">
          <FormSwitch />
          <Results />
        </section>
      </main>
    </div>
  );
}
