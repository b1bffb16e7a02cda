/** The one-line result wired to the store: the answer shown and its rows in the table's order. */
import { useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { valueLine } from './score-result-panel.tsx';
import { useScoreMessages } from './score-messages.ts';
import { ResultSummaryPanel } from './result-summary-panel.tsx';

/** Where the results start (analysis-view.tsx gives the section this id). */
export const RESULTS_ID = 'results';

/** The summary, as the page shows it; nothing until there is an answer. */
export function ResultSummaryView() {
  const select = useSelect();
  const { result, stale } = useAppStore(select.shown);
  const rows = useAppStore(select.discardRows);
  const noYaku = useAppStore(select.noYaku);
  const { score, stale: scoreStale } = useAppStore(select.score);
  const t = useScoreMessages();
  if (!result) return null;
  const analysis = result.analysis;
  // A complete hand's line is its value (a discard from a winning hand is no advice); a 14-tile hand's its best discard.
  const outcome = !stale && !scoreStale && analysis.shanten.standard === -1 && score?.kind === 'complete' ? score.outcome : undefined;
  const value = outcome?.kind === 'win' ? valueLine(outcome, t) : null;
  const best = analysis.kind === 'draw' || value || noYaku ? null : ((rows ?? analysis.discards)[0] ?? null);
  const show = () => document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  return <ResultSummaryPanel analysis={analysis} best={best} value={value} stale={stale} noYaku={noYaku} onShow={show} />;
}
