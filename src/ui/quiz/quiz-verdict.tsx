/**
 * The verdict, in a status region that is always present so screen readers announce the change:
 * "Correct", or "Incorrect" with the waits missed and the tiles that are not waits.
 */
import { tileCode } from '../../engine/light.ts';
import type { ChinitsuJudgement } from '../../engine/light.ts';
import type { QuizMessages } from './quiz-messages.ts';

const codes = (kinds: readonly number[]) => kinds.map((k) => tileCode(k)).join(' ');

/** Correct or Incorrect, and why. */
export function QuizVerdict({ judgement, t }: { judgement: ChinitsuJudgement | null; t: QuizMessages }) {
  return (
    <div className="quiz-verdict" role="status" data-correct={judgement ? String(judgement.correct) : undefined}>
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
