/**
 * The round and seat wind as two native selects ("Round wind", "Seat wind"; 場風, 自風), the dealer
 * named beside East as the seat: the score panel's situation and the probabilities' settings both set
 * them, one state for both (the situation's).
 */
import { WINDS, type Wind } from '../../engine/light.ts';
import { useScoreMessages } from './score-messages.ts';

export interface WindSelectsProps {
  round: Wind;
  seat: Wind;
  /** Three players: no North seat or round. */
  threePlayers: boolean;
  /** The class of each label (its panel's layout). */
  className: string;
  /** Labels of the two selects where a panel names them its own way (the game at the table's), else the score panel's words. */
  labels?: { round: string; seat: string };
  onChange(patch: Partial<{ round: Wind; seat: Wind }>): void;
}

/** Round and seat wind. */
export function WindSelects({ round, seat, threePlayers, className, onChange, labels }: WindSelectsProps) {
  const words = useScoreMessages();
  const t = { ...words, ...labels };
  const winds = threePlayers ? WINDS.slice(0, 3) : WINDS;
  const value = { round, seat };
  return (
    <>
      {(['round', 'seat'] as const).map((field) => (
        <label key={field} className={className}>
          {field === 'round' ? t.round : t.seat}
          <select value={value[field]} onChange={(e) => onChange({ [field]: e.currentTarget.value as Wind })}>
            {winds.map((w) => (
              <option key={w} value={w}>
                {field === 'seat' && w === 'E' ? t.dealerSeat(t.winds[w]) : t.winds[w]}
              </option>
            ))}
          </select>
        </label>
      ))}
    </>
  );
}
