/** The one-line result wired to the store: the answer shown and its rows in the table's order. */
import { useAppStore } from '../../store/app-store-provider.tsx';
import { selectDiscardRows, selectNoYaku, selectShown } from '../../store/selectors.ts';
import { ResultSummaryPanel } from './result-summary-panel.tsx';

/** Where the results start (analysis-view.tsx gives the section this id). */
export const RESULTS_ID = 'results';

/** The summary, as the page shows it; nothing until there is an answer. */
export function ResultSummaryView() {
  const { result, stale } = useAppStore(selectShown);
  const rows = useAppStore(selectDiscardRows);
  const noYaku = useAppStore(selectNoYaku);
  if (!result) return null;
  const analysis = result.analysis;
  const best = analysis.kind === 'draw' ? null : ((rows ?? analysis.discards)[0] ?? null);
  const show = () => document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  return <ResultSummaryPanel analysis={analysis} best={best} stale={stale} noYaku={noYaku} onShow={show} />;
}
