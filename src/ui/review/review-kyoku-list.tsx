/**
 * The log's kyoku: each one's name, how it ended, and the seat's figures there (decisions that were a
 * best one, tiles lost by Tenhou's count, shanten put back) once reviewed. A kyoku's name is a button
 * that shows its first decision.
 */
import type { Decision } from '../../engine/light.ts';
import type { KyokuReview, KyokuTrouble, ReviewAt } from '../../store/review-slice.ts';
import type { KyokuOverview } from '../../engine/light.ts';
import { sumOf } from './review-figures.ts';
import type { ReviewMessages } from './review-messages.ts';

export interface ReviewKyokuListProps {
  t: ReviewMessages;
  kyoku: readonly KyokuOverview[];
  reviews: readonly KyokuReview[];
  /** The kyoku shown. */
  current: number | null;
  /** The fault or failure of a kyoku, written. */
  failure(review: KyokuTrouble): string;
  name(seat: number): string;
  onShow(at: ReviewAt): void;
}

/** The kyoku list. */
export function ReviewKyokuList({ t, kyoku, reviews, current, failure, name, onShow }: ReviewKyokuListProps) {
  return (
    <section className="review-kyoku" aria-labelledby="review-kyoku-title">
      <h3 id="review-kyoku-title">{t.kyokuList}</h3>
      <ol>
        {kyoku.map((k, i) => {
          const review = reviews[i] ?? null;
          const decisions: Decision[] = review?.kind === 'reviewed' ? review.decisions : [];
          const sum = sumOf(decisions);
          return (
            <li key={i} aria-current={current === i ? 'true' : undefined} data-kyoku={i}>
              <button
                type="button"
                className="review-kyoku-name"
                disabled={decisions.length === 0}
                onClick={() => onShow({ kyoku: i, index: 0 })}
              >
                {t.kyokuName(k)}
              </button>
              <span className="review-kyoku-end">{t.kyokuEnd(k.end, k.points, name)}</span>
              <span className="review-kyoku-figures">
                {!review || review.kind === 'waiting'
                  ? t.kyokuPending
                  : review.kind === 'reviewed'
                    ? t.kyokuFigures(sum.best, sum.count, sum.tiles, sum.back)
                    : failure(review)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
