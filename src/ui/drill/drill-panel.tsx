/**
 * The discard drill: the seed and a link that replays its wall, the progress, the hand to discard
 * from, how the last discard compared, and at the end the totals. Like the quiz panel it holds no
 * game state: the drill state (rebuilt by the engine from the seed and the discards) comes in as
 * a prop and discards go out as calls.
 */
import '../shell/practice.css';
import './drill.css';
import type { DrillState, DrillTile } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { DrillFeedback } from './drill-feedback.tsx';
import { DrillHand } from './drill-hand.tsx';
import { drillMessagesFor } from './drill-messages.ts';
import { DrillSummary } from './drill-summary.tsx';
import { messagesFor } from '../shell/messages.ts';

export interface DrillPanelProps {
  lang: Lang;
  /** Null while the deal is computed or after a failure. */
  state: DrillState | null;
  /** A discard is being analyzed. */
  pending?: boolean;
  error?: string | null;
  /** URL replaying this wall. */
  shareHref?: string | null;
  onDiscard(tile: DrillTile): void;
  onNewDrill(): void;
}

/** The drill. */
export function DrillPanel({ lang, state, pending, error, shareHref, onDiscard, onNewDrill }: DrillPanelProps) {
  const m = messagesFor(lang);
  const t = drillMessagesFor(lang);
  const last = state?.turns.at(-1);
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
      {state ? (
        <div className={pending ? 'drill-play stale' : 'drill-play'}>
          <p className="drill-progress">
            <span data-draws={state.draws}>{t.progress(state.draws, state.maxDraws)}</span> ·{' '}
            <span data-shanten={state.shanten}>{m.shanten(state.shanten)}</span>
          </p>
          <DrillHand
            tiles={state.tiles}
            drawn={state.drawn}
            disabled={state.ending !== null}
            label={t.hand}
            drawnLabel={t.drawn}
            onDiscard={onDiscard}
          />
          <div className="drill-last" aria-live="polite">
            {last && <DrillFeedback turn={last} lang={lang} />}
          </div>
          {state.ending && <DrillSummary state={state} lang={lang} />}
        </div>
      ) : (
        !error && <p className="practice-pending">{t.dealing}</p>
      )}
    </section>
  );
}
