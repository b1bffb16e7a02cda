/** The points quiz panel wired to the store: the question, the fields and the score come from the points slice, the deal's state from its requests. */
import { useActions, useAppStore, useLang, useSelect } from '../../store/app-store-provider.tsx';
import { failureText } from '../shell/error-messages.ts';
import { pointsSearch } from '../../address/practice-route.ts';
import { PointsPanel } from './points-panel.tsx';

/** The points quiz, as the page shows it. */
export function PointsView() {
  const lang = useLang();
  const points = useAppStore((s) => s.points);
  const { pending, error } = useAppStore(useSelect().pointsRequest);
  const { editPointsField, checkPointsAnswer, nextPointsQuestion } = useActions();
  return (
    <PointsPanel
      lang={lang}
      question={points.question}
      pending={pending}
      badSeed={points.badSeed}
      error={error && failureText(error, lang)}
      fields={points.fields}
      judgement={points.judgement}
      checkQueued={points.checkQueued}
      showErrors={points.showErrors}
      stats={points.stats}
      shareHref={points.question ? pointsSearch(points.question.seed) : null}
      onEdit={editPointsField}
      onCheck={checkPointsAnswer}
      onNext={nextPointsQuestion}
    />
  );
}
