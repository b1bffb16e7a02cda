/**
 * The verdict, in a status region that is always present so screen readers announce the change:
 * "Correct" or "Incorrect", then each of han, fu and the payment marked right, or wrong with the
 * value it is. Before it, what a check could not do: fields it cannot read (nothing scored), or a
 * check waiting for the question being dealt.
 */
import { paymentFigures, type HanScore, type PointsAnswer, type PointsJudgement } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { paymentWay } from './points-figures.ts';
import { pointsMessagesFor } from './points-messages.ts';

export interface PointsVerdictProps {
  judgement: PointsJudgement | null;
  /** The answer judged (read from the fields). */
  answer: PointsAnswer | null;
  score: HanScore | null;
  /** A check met fields it cannot read. */
  unreadable: boolean;
  /** A check waits for the question being dealt. */
  waiting: boolean;
  lang: Lang;
}

/** Correct or Incorrect, part by part. */
export function PointsVerdict({ judgement, answer, score, unreadable, waiting, lang }: PointsVerdictProps) {
  const t = pointsMessagesFor(lang);
  const shown = judgement && answer && score;
  const way = score ? paymentWay(score) : 'ron';
  const parts = shown
    ? ([
        ['han', t.han, judgement.han, String(answer.han), String(score.han)],
        ['fu', t.fu, judgement.fu, String(answer.fu), String(score.fu)],
        ['payment', t.payment, judgement.payment, t.paymentText(answer.payment, way), t.paymentText(paymentFigures(score), way)],
      ] as const)
    : [];
  return (
    <div className="points-verdict" role="status" data-correct={shown ? String(judgement.correct) : undefined}>
      {!shown && unreadable && <span className="points-notice">{t.unreadable}</span>}
      {!shown && !unreadable && waiting && <span className="points-notice">{t.checkWaits}</span>}
      {shown && (
        <>
          <strong>{judgement.correct ? t.correct : t.incorrect}</strong>
          <ul className="points-parts">
            {parts.map(([part, label, right, yours, correct]) => (
              <li key={part} data-part={part} data-correct={String(right)}>
                {right ? t.partRight(label, correct) : t.partWrong(label, yours, correct)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
