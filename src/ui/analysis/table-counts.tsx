/**
 * The honba and riichi sticks on the table as two number fields ("Honba", "Riichi sticks"; 本場,
 * 供託棒): the score panel's situation and the probabilities' real-game options both set them, one
 * state for both (the situation's), as the winds are (wind-selects.tsx).
 */
import { MAX_STICKS } from '../../address/situation-query.ts';
import { useScoreMessages } from './score-messages.ts';

export interface TableCountsProps {
  honba: number;
  sticks: number;
  /** The class of each label (its panel's layout). */
  className: string;
  /** The id of a line that says what the counts do, where the panel has one. */
  describedBy?: string;
  onChange(patch: Partial<{ honba: number; sticks: number }>): void;
}

/** Honba and riichi sticks. */
export function TableCounts({ honba, sticks, className, describedBy, onChange }: TableCountsProps) {
  const t = useScoreMessages();
  const value = { honba, sticks };
  return (
    <>
      {(['honba', 'sticks'] as const).map((field) => (
        <label key={field} className={className}>
          {t[field]}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STICKS}
            // 0 shows as an empty field (its placeholder says 0), so typing 5 gives 5, not 05.
            value={value[field] === 0 ? '' : value[field]}
            placeholder="0"
            aria-describedby={describedBy}
            onChange={(e) => onChange({ [field]: e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value) })}
          />
        </label>
      ))}
    </>
  );
}
