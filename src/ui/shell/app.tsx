/**
 * The page: the hand (field, tiles, buttons, palette) above its analysis. Outside a text field,
 * Backspace removes the tile added last and Escape clears the hand. The header's links switch to
 * the practice modes (the wait quiz, the discard drill), which take the place of the analysis.
 */
import { useEffect } from 'react';
import { useActions, useAppStore, useLang } from '../../store/app-store-provider.tsx';
import { FormSwitch } from '../analysis/form-switch.tsx';
import { HandActions } from '../analysis/hand-actions.tsx';
import { HandBar } from '../analysis/hand-bar.tsx';
import { DrillView } from '../drill/drill-view.tsx';
import { EntryModes } from '../real-game/entry-modes.tsx';
import { HandInput } from '../analysis/hand-input.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ModeNav } from './mode-nav.tsx';
import { Palette } from '../analysis/palette.tsx';
import { QuizView } from '../quiz/quiz-view.tsx';
import { Results } from '../analysis/results.tsx';
import { TablePanel } from '../real-game/table-panel.tsx';
import { useMessages } from './messages.ts';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The whole page. */
export function App() {
  const m = useMessages();
  const lang = useLang();
  const mode = useAppStore((s) => s.mode);
  const { removeLast, clear } = useActions();

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    // The practice modes have keys of their own; these edit the analysis hand.
    if (mode !== 'analysis') return;
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
  }, [removeLast, clear, mode]);

  return (
    <div className="app">
      <header className="app-header">
        <h1>
          {m.title} <span className="app-title-ja">牌理</span>
        </h1>
        <p className="app-tagline">{m.tagline}</p>
        <LanguageSwitch />
        <ModeNav />
      </header>
      {mode === 'quiz' ? (
        <main className="practice-main">
          <QuizView />
        </main>
      ) : mode === 'drill' ? (
        <main className="practice-main">
          <DrillView />
        </main>
      ) : (
        <main>
          <section className="hand-panel">
            <HandInput />
            <HandBar />
            <HandActions />
            <EntryModes />
            <Palette />
            <TablePanel />
          </section>
          <section className="result-panel">
            <FormSwitch />
            <Results />
          </section>
        </main>
      )}
    </div>
  );
}
