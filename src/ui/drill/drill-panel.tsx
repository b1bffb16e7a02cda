/**
 * The discard drill: the seed and a link that replays its wall, the progress, the hand to discard
 * from, the river of the discards made, a link opening the position in the analysis, how the last
 * discard compared, and at the end the totals. Like the quiz panel it holds no game state: the drill
 * state (rebuilt by the engine from the seed and the discards) comes in as a prop and discards go
 * out as calls.
 *
 * Focus: the hand keeps it from discard to discard (drill-hand.tsx). The last discard locks the
 * hand, and a locked button cannot hold the focus, so it moves to the summary, which is read out
 * and from where Tab goes on, instead of falling to the page.
 */
import '../shell/practice.css';
import './drill.css';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { DrillState, Tile } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import type { DrillProblem } from '../../store/drill-slice.ts';
import { DrillFeedback } from './drill-feedback.tsx';
import { DrillHand } from './drill-hand.tsx';
import { drillMessagesFor } from './drill-messages.ts';
import { DrillProblemNote } from './drill-problem-note.tsx';
import { DrillRiver } from './drill-river.tsx';
import { DrillSummary } from './drill-summary.tsx';
import { messagesFor } from '../shell/messages.ts';

export interface DrillPanelProps {
  lang: Lang;
  /** Null while the deal is computed or after a failure. */
  state: DrillState | null;
  /** A discard is being analyzed. */
  pending?: boolean;
  error?: string | null;
  /** What of the address's discards could not be played. */
  problem?: DrillProblem | null;
  /** URL replaying this wall. */
  shareHref?: string | null;
  /** URL of this position in the analysis page (the river as seen tiles). */
  analysisHref?: string | null;
  onDiscard(tile: Tile): void;
  onNewDrill(): void;
  /** A plain click on the analysis link: open it in place. */
  onOpenAnalysis?(): void;
}

/** The drill. */
export function DrillPanel(props: DrillPanelProps) {
  const { lang, state, pending, error, problem, shareHref, analysisHref, onDiscard, onNewDrill, onOpenAnalysis } = props;
  const m = messagesFor(lang);
  const t = drillMessagesFor(lang);
  const last = state?.turns.at(-1);
  const summaryRef = useRef<HTMLElement>(null);
  const handRef = useRef<HTMLDivElement>(null);
  // The turns shown before: the summary takes the focus when the player's own discard ends the drill.
  const turnsBefore = useRef<number | null>(state ? state.turns.length : null);
  const turns = state ? state.turns.length : null;
  const ending = state?.ending ?? null;

  useEffect(() => {
    const before = turnsBefore.current;
    turnsBefore.current = turns;
    if (ending === null || before === null || turns !== before + 1) return;
    const active = document.activeElement;
    if (!active || active === document.body || handRef.current?.contains(active)) summaryRef.current?.focus();
  }, [turns, ending]);

  const openAnalysis = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's meaning (new tab, new window).
    if (!onOpenAnalysis || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenAnalysis();
  };

  return (
    <section className="practice-panel drill-panel" aria-labelledby="drill-title">
      <h2 id="drill-title">{t.title}</h2>
      <p className="practice-intro">{t.intro}</p>
      <div className="drill-bar">
        {state && (
          <span className="drill-seed">
            {t.seed} <span data-seed={state.seed}>{state.seed}</span>
          </span>
        )}
        {shareHref && (
          <a className="practice-link" href={shareHref}>
            {t.share}
          </a>
        )}
        <button type="button" className="practice-button" onClick={onNewDrill}>
          {t.newDrill}
        </button>
      </div>
      {error && (
        <p className="practice-error" role="alert">
          {error}
        </p>
      )}
      {problem && <DrillProblemNote problem={problem} lang={lang} />}
      {state ? (
        <div className={pending ? 'drill-play stale' : 'drill-play'}>
          <p className="drill-progress">
            <span data-draws={state.draws}>{t.progress(state.draws, state.maxDraws)}</span> ·{' '}
            <span data-shanten={state.shanten}>{m.shanten(state.shanten)}</span>
          </p>
          <DrillHand
            ref={handRef}
            tiles={state.tiles}
            drawn={state.drawn}
            disabled={state.ending !== null}
            label={t.hand}
            drawnLabel={t.drawn}
            onDiscard={onDiscard}
          />
          <DrillRiver discards={state.turns.map((turn) => turn.discard)} lang={lang} />
          {analysisHref && (
            <p className="drill-analysis">
              <a className="practice-link" href={analysisHref} onClick={openAnalysis}>
                {t.openAnalysis}
              </a>
              <span className="drill-analysis-note">{t.openAnalysisNote}</span>
            </p>
          )}
          <div className="drill-last" aria-live="polite">
            {last && <DrillFeedback turn={last} lang={lang} />}
          </div>
          {state.ending && <DrillSummary ref={summaryRef} state={state} lang={lang} />}
        </div>
      ) : (
        !error && <p className="practice-pending">{t.dealing}</p>
      )}
    </section>
  );
}
