/**
 * The analysis page: the hand (field, tiles, buttons, entry modes, palette, the table of a real
 * game) beside its results. Outside a text field, Backspace removes the tile added last. Escape
 * clears the hand only from the hand's own controls (the field, the hand bar, the palette), which
 * handle it themselves: elsewhere Escape is the key that cancels or closes something, and a hand
 * gone from the page and the address is a costly surprise.
 */
import './analysis.css';
import { useEffect } from 'react';
import { useActions } from '../../store/app-store-provider.tsx';
import { EntryModesView } from '../real-game/entry-modes-view.tsx';
import { TableView } from '../real-game/table-view.tsx';
import { GameTableView } from '../real-game/game-table-view.tsx';
import { FormSwitchView } from './form-switch-view.tsx';
import { HandActionsView } from './hand-actions-view.tsx';
import { HandBarView } from './hand-bar-view.tsx';
import { HandInputView } from './hand-input-view.tsx';
import { PaletteView } from './palette-view.tsx';
import { ResultsView } from './results-view.tsx';
import { DensitySwitchView } from './density-switch-view.tsx';
import { RulesView } from './rules-view.tsx';
import { RESULTS_ID, ResultSummaryView } from './result-summary-view.tsx';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The hand and its analysis. */
export function AnalysisView() {
  const { removeLast } = useActions();

  useEffect(() => {
    // The practice modes have keys of their own; these edit the analysis hand, while it is shown.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      if (event.key === 'Backspace') {
        event.preventDefault();
        removeLast();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [removeLast]);

  return (
    <>
      <section className="hand-panel">
        <HandInputView />
        <HandBarView />
        <HandActionsView />
        <EntryModesView />
        <PaletteView />
        <TableView />
        <ResultSummaryView />
        <GameTableView />
      </section>
      <section className="result-panel" id={RESULTS_ID}>
        <div className="result-controls">
          <FormSwitchView />
          <DensitySwitchView />
          <RulesView />
        </div>
        <ResultsView />
      </section>
    </>
  );
}
