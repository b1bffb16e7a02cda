/**
 * The analysis of the current hand: headline (and a note where Tenhou counts a wait on a kind held
 * four times), then the discard table (3n+2), the effective tiles
 * (3n+1) or the decompositions (complete), then Tenhou's text. The last answer stays on screen,
 * greyed, while the hand in the field is invalid or the next answer is on its way. The panel holds
 * the focus intent its 3n+1 view leaves for the discard table that replaces it.
 */
import { useState } from 'react';
import { useAppStore } from '../../store/app-store-provider.tsx';
import { selectFailure, selectPending, selectShown } from '../../store/selectors.ts';
import { tableQueryOf, withTable } from '../../store/table-query.ts';
import { AgariView } from './agari-view.tsx';
import { DiscardTable } from './discard-table.tsx';
import { createFocusIntent, FocusIntentContext } from './focus-intent.ts';
import { ResultHeader } from './result-header.tsx';
import { ResultText } from './result-text.tsx';
import { UkeireView } from './ukeire-view.tsx';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';

/** The results panel. */
export function Results() {
  const m = useMessages();
  const a = useAnalysisMessages();
  const { result, stale } = useAppStore(selectShown);
  const pending = useAppStore(selectPending);
  const failure = useAppStore(selectFailure);
  const hasHand = useAppStore((s) => s.hand !== '');
  const [intent] = useState(createFocusIntent);

  const failureAlert = failure && (
    <p className="result-failure" role="alert">
      {failure}
    </p>
  );
  if (!result) {
    return (
      <FocusIntentContext.Provider value={intent}>
        <section className="results" aria-busy={pending}>
          {failureAlert}
          <p className="results-hint">{pending ? a.pending : hasHand ? '' : a.startHint}</p>
        </section>
      </FocusIntentContext.Provider>
    );
  }
  const analysis = result.analysis;
  return (
    <FocusIntentContext.Provider value={intent}>
      <section
        className={stale ? 'results stale' : 'results'}
        aria-busy={pending}
        data-hand={result.hand}
        data-form={result.form}
        data-table={withTable('', tableQueryOf(result.table))}
        data-fresh={stale ? 'false' : 'true'}
      >
        <ResultHeader analysis={analysis} />
        {result.tenhouShanten !== undefined && (
          <p className="result-note">{a.fourCopiesNote(m.shanten(result.tenhouShanten))}</p>
        )}
        {failureAlert}
        {analysis.kind === 'complete' && <AgariView decompositions={analysis.decompositions} />}
        {analysis.kind === 'draw' ? <UkeireView result={result} /> : <DiscardTable rows={analysis.discards} />}
        <ResultText text={result.text} />
      </section>
    </FocusIntentContext.Provider>
  );
}
