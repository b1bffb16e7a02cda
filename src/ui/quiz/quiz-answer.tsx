/**
 * The answer row: the nine tiles of the hand's suit as toggle buttons (aria-pressed) in a group
 * named "Waits". Once checked, the buttons are locked and each says how it fared: a wait found, a
 * wait missed, or a tile selected that is not a wait.
 */
import type { ChinitsuJudgement } from '../../engine/light.ts';
import { TileButton } from '../tiles/tile-button.tsx';

export interface QuizAnswerProps {
  /** 0 m, 1 p, 2 s. */
  suit: number;
  selected: readonly number[];
  /** The live waits, shown only with a judgement. */
  answer: readonly number[];
  judgement: ChinitsuJudgement | null;
  label: string;
  onToggle(kind: number): void;
}

type Outcome = 'found' | 'missed' | 'extra' | undefined;

/** The 1-9 wait buttons. */
export function QuizAnswer({ suit, selected, answer, judgement, label, onToggle }: QuizAnswerProps) {
  const outcome = (kind: number): Outcome => {
    if (!judgement) return undefined;
    if (judgement.missed.includes(kind)) return 'missed';
    if (judgement.extra.includes(kind)) return 'extra';
    return answer.includes(kind) ? 'found' : undefined;
  };
  return (
    <div className="quiz-answer" role="group" aria-label={label}>
      {Array.from({ length: 9 }, (_, r) => {
        const kind = suit * 9 + r;
        const pressed = selected.includes(kind);
        return (
          <TileButton
            key={kind}
            tile={{ kind, red: false }}
            className={pressed ? 'quiz-choice selected' : 'quiz-choice'}
            aria-pressed={pressed}
            aria-keyshortcuts={String(r + 1)}
            data-answer=""
            data-outcome={outcome(kind)}
            disabled={judgement !== null}
            onClick={() => onToggle(kind)}
          />
        );
      })}
    </div>
  );
}
