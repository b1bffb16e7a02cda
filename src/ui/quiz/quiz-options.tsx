/** The quiz's options: the suit (or a random one), the fewest waits a hand may have, seven pairs. */
import type { QuizSuit } from '../../engine/light.ts';
import type { QuizOptionsValue } from '../../store/quiz-slice.ts';
import type { QuizMessages } from './quiz-messages.ts';

export type { QuizOptionsValue };

const SUIT_CHOICES: QuizSuit[] = ['m', 'p', 's', 'random'];

export interface QuizOptionsProps {
  value: QuizOptionsValue;
  t: QuizMessages;
  onChange(value: QuizOptionsValue): void;
}

/** The options form. */
export function QuizOptions({ value, t, onChange }: QuizOptionsProps) {
  return (
    <fieldset className="quiz-options">
      <legend>{t.options}</legend>
      <div className="quiz-suits" role="radiogroup" aria-label={t.suit}>
        {SUIT_CHOICES.map((suit) => (
          <label key={suit}>
            <input
              type="radio"
              name="pairi-quiz-suit"
              value={suit}
              checked={value.suit === suit}
              onChange={() => onChange({ ...value, suit })}
            />
            {t.suitName[suit]}
          </label>
        ))}
      </div>
      <label className="quiz-min-waits">
        {t.minWaits}
        <select value={value.minWaits} onChange={(e) => onChange({ ...value, minWaits: Number(e.target.value) })}>
          {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className="quiz-seven-pairs">
        <input type="checkbox" checked={value.chiitoitsu} onChange={(e) => onChange({ ...value, chiitoitsu: e.target.checked })} />
        {t.sevenPairs}
      </label>
    </fieldset>
  );
}
