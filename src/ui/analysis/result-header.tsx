/**
 * The result's headline: shanten in the selected form (N向聴 / 聴牌 / 和了), the tile count, both
 * forms when they differ (the selected one first), a dead tenpai (空聴) flagged, and the chiitoitsu and kokushi shanten on a
 * detail line; then the tiles left in the wall model (the set less everything visible).
 */
import type { Analysis } from '../../engine/light.ts';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';

/** The headline of one analysis. */
export function ResultHeader({ analysis }: { analysis: Analysis }) {
  const m = useMessages();
  const a = useAnalysisMessages();
  const t = useTableMessages();
  const { standard, regular, chiitoitsu, kokushi } = analysis.shanten;
  // When the forms differ both are named, the selected one first; each stays whole on one line.
  const other = analysis.form === 'standard' ? 'regular' : 'standard';
  const headline =
    standard === regular ? (
      m.shanten(analysis.value)
    ) : (
      <>
        <span className="result-form">{a.formShanten(analysis.form, analysis.value)}</span>
        {' / '}
        <span className="result-form result-form-other">{a.formShanten(other, analysis.shanten[other])}</span>
      </>
    );
  const details = [
    chiitoitsu === null ? null : `${a.chiitoitsu} ${m.shanten(chiitoitsu)}`,
    kokushi === null ? null : `${a.kokushi} ${m.shanten(kokushi)}`,
  ].filter((d): d is string => d !== null);
  return (
    <div className="result-header">
      <h2 title={details.join(' · ') || undefined}>
        <span className="result-shanten">{headline}</span>
        {analysis.kind === 'draw' && analysis.deadTenpai && (
          <>
            {' '}
            <span className="result-dead" title={t.deadTenpaiTitle}>
              {t.deadTenpai}
            </span>
          </>
        )}{' '}
        <span className="result-count">{a.tiles(analysis.tileCount)}</span>
      </h2>
      {details.length > 0 && <p className="result-detail">{details.join(' · ')}</p>}
      <p className="result-wall" data-wall={analysis.wallLeft}>
        {t.wall(analysis.wallLeft)}
      </p>
    </div>
  );
}
