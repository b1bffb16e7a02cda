/**
 * How the last discard compared: the discard made and the best one(s), each with its count of
 * effective tiles and its shanten (Tenhou's numbers), whether it matched, and the full table of
 * that hand on demand.
 */
import { tileCode } from '../../engine/light.ts';
import type { DiscardRow, DrillTurn } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { drillMessagesFor } from './drill-messages.ts';
import { DrillTable } from './drill-table.tsx';
import { messagesFor } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';

/** The comparison for one turn. */
export function DrillFeedback({ turn, lang }: { turn: DrillTurn; lang: Lang }) {
  const m = messagesFor(lang);
  const t = drillMessagesFor(lang);
  // Ties share the best count: all of them are shown as best.
  const best = turn.rows.filter((r) => r.shanten === turn.best.shanten && r.count === turn.best.count);
  const line = (rows: DiscardRow[]) => (
    <>
      <span className="drill-tiles" role="img" aria-label={rows.map((r) => m.tileName(r.discard.kind)).join(', ')}>
        {rows.map((r) => (
          <TilePicture key={r.discard.kind} code={tileCode(r.discard.kind)} />
        ))}
      </span>
      <span className="drill-count">
        {/* Shanten first: it decides before the count does (a worse shanten with more tiles is worse). */}
        {m.shanten(rows[0].shanten)} · {m.countOf(rows[0].count)}
      </span>
    </>
  );
  return (
    <section
      className="drill-feedback"
      aria-label={t.youDiscarded(tileCode(turn.discard.kind, turn.discard.red))}
      data-matched={String(turn.matched)}
    >
      <p className="drill-verdict">
        <strong>{turn.matched ? t.matched : turn.chosen.shanten > turn.best.shanten ? t.raised(turn.lost) : t.lost(turn.lost)}</strong>
      </p>
      <dl className="drill-compare">
        <div>
          <dt>{t.yours}</dt>
          <dd data-role="yours">{line([turn.chosen])}</dd>
        </div>
        <div>
          <dt>{t.best}</dt>
          <dd data-role="best">{line(best)}</dd>
        </div>
      </dl>
      <details className="drill-details">
        <summary>{t.allDiscards}</summary>
        <DrillTable rows={turn.rows} chosen={turn.discard.kind} lang={lang} />
      </details>
    </section>
  );
}
