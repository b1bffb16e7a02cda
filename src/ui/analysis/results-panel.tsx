/**
 * The analysis of the current hand: headline (and a note where Tenhou counts a wait on a kind held
 * four times), then the discard table (3n+2), the effective tiles
 * (3n+1) or the decompositions (complete), then Tenhou's text. The last answer stays on screen,
 * greyed, while the hand in the field is invalid or the next answer is on its way.
 */
import './analysis.css';
import type { ReactNode } from 'react';
import type { HandReport } from '../../engine/light.ts';
import type { AnalysisAbout } from '../../store/selectors/index.ts';
import { useMessages } from '../shell/messages.ts';
import { AgariDecompositions } from './agari-decompositions.tsx';
import { useAnalysisMessages } from './analysis-messages.ts';
import { ResultHeader } from './result-header.tsx';
import { ResultText } from './result-text.tsx';

export interface ResultsPanelProps {
  /** The answer to draw (the newest, possibly for an earlier hand), or null. */
  result: HandReport | null;
  /** What the answer is about (the hand, form and table asked), with it. */
  about: AnalysisAbout | null;
  /** Tenhou's text of the answer (its first line the hand it is about, as typed). */
  text: string;
  /** The answer is not about the hand in the field: greyed. */
  stale: boolean;
  /** The current hand is with the engine. */
  pending: boolean;
  /** The engine's failure message for the current hand, if any. */
  failure: string | null;
  /** A complete hand without a yaku: the headline says so. */
  noYaku?: boolean;
  /** The field holds a hand (the hint to start one is not shown). */
  hasHand: boolean;
  /** The tiles part of the answer, which the view connects: the discard table or the 3n+1 row. */
  tiles: ReactNode;
  /** The score panel (a complete or tenpai hand), which the view connects: under 和了, or under the waits. */
  score?: ReactNode;
  /** The probabilities' panel (a 14-tile hand), which the view connects: under the discard table. */
  probabilities?: ReactNode;
}

/** The results panel. */
export function ResultsPanel({
  result,
  about,
  text,
  stale,
  pending,
  failure,
  hasHand,
  tiles,
  score,
  probabilities,
  noYaku = false,
}: ResultsPanelProps) {
  const m = useMessages();
  const a = useAnalysisMessages();
  const failureAlert = failure && (
    <p className="result-failure" role="alert">
      {failure}
    </p>
  );
  if (!result || !about) {
    return (
      <section className="results" aria-busy={pending}>
        {failureAlert}
        <p className="results-hint">{pending ? a.pending : hasHand ? '' : a.startHint}</p>
      </section>
    );
  }
  const analysis = result.analysis;
  const { table } = about;
  return (
    <section
      className={stale ? 'results stale' : 'results'}
      aria-busy={pending}
      data-hand={about.hand}
      data-form={about.form}
      data-table={table}
      data-fresh={stale ? 'false' : 'true'}
    >
      {/* A table with anything on it (seen tiles, indicators, three players) is a real game. */}
      <ResultHeader analysis={analysis} realGame={table !== ''} noYaku={noYaku} />
      {result.tenhouShanten !== undefined && <p className="result-note">{a.fourCopiesNote(m.shanten(result.tenhouShanten))}</p>}
      {failureAlert}
      {analysis.kind === 'complete' && score}
      {analysis.kind === 'complete' && <AgariDecompositions decompositions={analysis.decompositions} />}
      {tiles}
      {probabilities}
      {analysis.kind !== 'complete' && score}
      <ResultText text={text} />
    </section>
  );
}
