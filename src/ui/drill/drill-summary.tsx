/**
 * The end of a drill: how it ended, the discards that matched the best, the tiles lost in total,
 * the turns to tenpai and to a complete hand, and every turn on demand. It can take the focus
 * (tabIndex -1): the panel moves it here when the last discard locks the hand.
 */
import type { Ref } from 'react';
import { tileCode } from '../../engine/light.ts';
import type { DrillState } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { drillMessagesFor } from './drill-messages.ts';
import { messagesFor } from '../shell/messages.ts';

/** The drill's totals. */
export function DrillSummary({ state, lang, ref }: { state: DrillState; lang: Lang; ref?: Ref<HTMLElement> }) {
  const m = messagesFor(lang);
  const t = drillMessagesFor(lang);
  const { totals } = state;
  const value = (n: number | null) => (n === null ? t.never : String(n));
  return (
    <section className="drill-summary" aria-labelledby="drill-over" tabIndex={-1} ref={ref}>
      <h3 id="drill-over">{t.over}</h3>
      <p data-ending={state.ending ?? undefined}>
        {state.ending === 'agari' ? t.agari(totals.turnsToAgari ?? 0) : t.exhausted(state.draws)}
      </p>
      <dl className="drill-totals">
        <div>
          <dt>{t.matchedTotal}</dt>
          <dd data-stat="matched">{t.ofTotal(totals.matched, totals.discards)}</dd>
        </div>
        <div>
          <dt>{t.tilesLost}</dt>
          <dd data-stat="tiles-lost">{totals.tilesLost}</dd>
        </div>
        <div>
          <dt>{t.turnsToTenpai}</dt>
          <dd data-stat="turns-to-tenpai">{value(totals.turnsToTenpai)}</dd>
        </div>
        <div>
          <dt>{t.turnsToAgari}</dt>
          <dd data-stat="turns-to-agari">{value(totals.turnsToAgari)}</dd>
        </div>
      </dl>
      {state.turns.length > 0 && (
        <details className="drill-details">
          <summary>{t.history}</summary>
          <table className="drill-history">
            <thead>
              <tr>
                <th scope="col">{t.turnHead}</th>
                <th scope="col">{t.yours}</th>
                <th scope="col">{t.best}</th>
                <th scope="col">{t.tilesLost}</th>
              </tr>
            </thead>
            <tbody>
              {state.turns.map((turn, i) => (
                <tr key={i} data-matched={String(turn.matched)}>
                  <th scope="row">{i + 1}</th>
                  <td>
                    {tileCode(turn.discard.kind, turn.discard.red)} {m.rowCount(turn.chosen.count)}
                  </td>
                  <td>
                    {tileCode(turn.best.discard.kind)} {m.rowCount(turn.best.count)}
                  </td>
                  <td>{turn.lost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
