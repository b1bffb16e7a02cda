/** The game review wired to the store: the review slice's state, the log's reading from its request, the words of faults and failures. */
import { analysisSearchOf } from '../../address/review-link.ts';
import { useActions, useAppStore, useLang } from '../../store/app-store-provider.tsx';
import type { KyokuTrouble } from '../../store/review-slice.ts';
import { formatError } from '../shell/error-messages.ts';
import { decisionAt } from './review-figures.ts';
import { reviewMessagesFor } from './review-messages.ts';
import { ReviewPanel } from './review-panel.tsx';

/** The game review, as the page shows it. */
export function ReviewView() {
  const lang = useLang();
  const review = useAppStore((s) => s.review);
  const reading = useAppStore((s) => s.requests.readLog.latest?.status === 'running');
  const actions = useActions();
  const t = reviewMessagesFor(lang);
  const error =
    review.error === null ? null : 'log' in review.error ? t.logError(review.error.log) : formatError(review.error.failure, lang);
  const failure = (r: KyokuTrouble) => (r.kind === 'log-fault' ? t.logError(r.error) : formatError(r.failure, lang));
  const decision = decisionAt(review.kyoku, review.at);
  const href = decision ? analysisSearchOf(decision) : null;
  return (
    <ReviewPanel
      lang={lang}
      text={review.text}
      reading={reading}
      error={error}
      log={review.log}
      seat={review.seat}
      hideNames={review.hideNames}
      reviews={review.kyoku}
      figures={review.figures}
      settled={review.settled}
      working={review.working}
      cancelled={review.cancelled}
      at={review.at}
      filter={review.filter}
      analysisHref={href}
      failure={failure}
      onText={actions.editReviewText}
      onReview={actions.startReview}
      onSeat={actions.chooseReviewSeat}
      onHideNames={actions.setReviewHideNames}
      onCancel={actions.cancelReview}
      onContinue={actions.continueReview}
      onShow={actions.showDecision}
      onFilter={actions.setReviewFilter}
      onOpenAnalysis={href ? () => actions.openAnalysisSearch(href) : undefined}
    />
  );
}
