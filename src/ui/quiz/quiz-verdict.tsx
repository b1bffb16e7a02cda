/**
 * The verdict, in a status region that is always present so screen readers announce the change:
 * "Correct", or "Incorrect" with the waits missed and the tiles that are not waits; before it, what
 * to do when Check was pressed with no wait selected.
 */
import { tileCode } from '../../engine/light.ts';
import type { ChinitsuJudgement } from '../../engine/light.ts';
import type { QuizMessages } from './quiz-messages.ts';

const codes = (kinds: readonly number[]) => kinds.map((k) => tileCode(k)).join(' ');

/** Correct or Incorrect, and why. */
export function QuizVerdict({
  judgement,
  notice = null,
  t,
}: {
  judgement: ChinitsuJudgement | null;
  notice?: 'select-a-wait' | null;
  t: QuizMessages;
}) {
  return (
    <div className="quiz-verdict" role="status" data-correct={judgement ? String(judgement.correct) : undefined}>
      {!judgement && notice === 'select-a-wait' && <span className="quiz-notice">{t.selectAWait}</span>}
      {judgement && (
        <>
          <strong>{judgement.correct ? t.correct : t.incorrect}</strong>
          {judgement.missed.length > 0 && <span> {t.missed(codes(judgement.missed))}</span>}
          {judgement.extra.length > 0 && <span> {t.extra(codes(judgement.extra), judgement.extra.length)}</span>}
        </>
      )}
    </div>
  );
}
