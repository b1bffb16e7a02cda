/** The points quiz panel wired to the store: the question, the fields and the score come from the points slice. */
import { useActions, useAppStore, useLang } from '../../store/app-store-provider.tsx';
import { failureText } from '../shell/error-messages.ts';
import { pointsSearch } from '../../address/practice-route.ts';
import { PointsPanel } from './points-panel.tsx';

/** The points quiz, as the page shows it. */
export function PointsView() {
  const lang = useLang();
  const points = useAppStore((s) => s.points);
  const { editPointsField, checkPointsAnswer, nextPointsQuestion } = useActions();
  return (
    <PointsPanel
      lang={lang}
      question={points.question}
      pending={points.pending}
      badSeed={points.badSeed}
      error={points.error && failureText(points.error, lang)}
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
