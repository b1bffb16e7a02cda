/**
 * The results wired to the store: the answer shown, whether it is stale or pending, the engine's
 * failure; the discard table or the 3n+1 row, each a view of its own, goes into the panel. The view
 * holds the focus intent (focus-intent.ts) that a draw from the 3n+1 row leaves for the discard
 * table replacing it: both are below it, and it lives as long as the results do.
 */
import { useState } from 'react';
import { useAppStore, useLang, useSelect } from '../../store/app-store-provider.tsx';
import { formatError } from '../shell/error-messages.ts';
import { DiscardTableView } from './discard-table-view.tsx';
import { createFocusIntent, FocusIntentContext } from './focus-intent.ts';
import { ResultsPanel } from './results-panel.tsx';
import { ScoreView } from './score-view.tsx';
import { ProbabilityView } from './probability-view.tsx';
import { EffectiveTilesView } from './effective-tiles-view.tsx';

/** The results, as the page shows them. */
export function ResultsView() {
  const select = useSelect();
  const { result, about, text, stale } = useAppStore(select.shown);
  const pending = useAppStore(select.pending);
  const lang = useLang();
  const failure = useAppStore(select.failure);
  const hasHand = useAppStore((s) => s.hand !== '');
  const rows = useAppStore(select.discardRows);
  const noYaku = useAppStore(select.noYaku);
  const [intent] = useState(createFocusIntent);
  const analysis = result?.analysis;
  const tiles =
    !result || !analysis ? null : analysis.kind === 'draw' ? (
      <EffectiveTilesView result={result} />
    ) : (
      <DiscardTableView rows={rows ?? analysis.discards} />
    );
  // A complete hand's value under 和了; a tenpai hand's waits' values under its waits.
  const score =
    analysis?.kind === 'complete' ? (
      <ScoreView complete />
    ) : analysis?.kind === 'draw' && analysis.value === 0 ? (
      <ScoreView complete={false} />
    ) : null;
  // The probabilities of a 14-tile hand: its discards' figures are on the rows, the rest below the table.
  // Kept in the page, hidden, for any other hand, so a press between 13 and 14 tiles keeps its controls.
  const chances = analysis ? <ProbabilityView hidden={!(analysis.kind !== 'draw' && analysis.tileCount === 14)} /> : null;
  return (
    <FocusIntentContext.Provider value={intent}>
      <ResultsPanel
        result={result}
        about={about}
        text={text}
        stale={stale}
        pending={pending}
        failure={failure && formatError(failure, lang)}
        hasHand={hasHand}
        tiles={tiles}
        score={score}
        probabilities={chances}
        noYaku={noYaku}
      />
    </FocusIntentContext.Provider>
  );
}
