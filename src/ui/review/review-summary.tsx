/**
 * The game's summary for the seat: by kind of decision (discards, riichi or dama, calls offered) how
 * many, how many were a best one, and the tiles, win probability and points lost summed; then a small
 * chart of the loss per decision through the game (tiles lost by Tenhou's count; a full bar where the
 * shanten went back), the decision shown marked. A bar pressed shows its decision (the stepper is the
 * keyboard's way).
 */
import type { Decision } from '../../engine/light.ts';
import type { ReviewAt } from '../../store/review-slice.ts';
import { lossesOf, summaryOf, type KindSum } from './review-figures.ts';
import type { ReviewMessages } from './review-messages.ts';

export interface ReviewSummaryProps {
  t: ReviewMessages;
  list: readonly { at: ReviewAt; decision: Decision }[];
  current: ReviewAt | null;
  onShow(at: ReviewAt): void;
}

/** Tiles lost at which a bar is full. */
const FULL = 8;

/** The summary table and the chart. */
export function ReviewSummary({ t, list, current, onShow }: ReviewSummaryProps) {
  const sums = summaryOf(list.map((x) => x.decision));
  const rows: [string, KindSum, boolean][] = [
    [t.kinds.discards, sums.discards, true],
    [t.kinds.riichi, sums.riichi, false],
    [t.kinds.calls, sums.calls, false],
  ];
  const width = Math.max(list.length * 6, 60);
  return (
    <section className="review-summary" aria-labelledby="review-summary-title">
      <h3 id="review-summary-title">{t.summary}</h3>
      {/* A keyboard can scroll the table where it is wider than a phone. */}
      <div className="review-summary-scroll" tabIndex={0} role="region" aria-labelledby="review-summary-title">
        <table>
          <thead>
            <tr>
              <th scope="col">{t.kindHeads.kind}</th>
              <th scope="col">{t.kindHeads.count}</th>
              <th scope="col">{t.kindHeads.best}</th>
              <th scope="col">{t.kindHeads.tiles}</th>
              <th scope="col">{t.kindHeads.win}</th>
              <th scope="col">{t.kindHeads.ev}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, s, tiles]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{s.count}</td>
                <td>{s.best}</td>
                <td>{tiles ? `${s.tiles}${s.back ? ` + ${t.shantenBack} ×${s.back}` : ''}` : '–'}</td>
                <td>{t.percent(s.win)}</td>
                <td>{t.points(s.ev)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.length > 0 && (
        <figure className="review-chart">
          <svg viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" role="img" aria-label={t.chart}>
            {list.map(({ at, decision }, i) => {
              const tiles = lossesOf(decision).tiles ?? 0;
              const h = Number.isFinite(tiles) ? (Math.min(tiles, FULL) / FULL) * 36 : 36;
              const here = current?.kyoku === at.kyoku && current.index === at.index;
              const firstOfKyoku = i > 0 && list[i - 1]!.at.kyoku !== at.kyoku;
              return (
                <g key={i} onClick={() => onShow(at)}>
                  {firstOfKyoku && <line x1={i * 6 - 0.5} x2={i * 6 - 0.5} y1={0} y2={40} className="review-chart-kyoku" />}
                  <rect x={i * 6} y={0} width={6} height={40} className={here ? 'review-chart-here' : 'review-chart-slot'} />
                  {h > 0 && (
                    <rect
                      x={i * 6 + 1}
                      y={38 - h}
                      width={4}
                      height={h}
                      className={Number.isFinite(tiles) ? 'review-chart-bar' : 'review-chart-back'}
                    />
                  )}
                </g>
              );
            })}
            <line x1={0} x2={width} y1={38.5} y2={38.5} className="review-chart-axis" />
          </svg>
          <figcaption>{t.chartNote}</figcaption>
        </figure>
      )}
    </section>
  );
}
