/** The seat reviewed, by its player's name (or Seat 1-4 when names are hidden), and the switch that hides names. */
import type { KyokuSeat } from '../../engine/light.ts';
import type { ReviewMessages } from './review-messages.ts';

export interface ReviewSeatsProps {
  t: ReviewMessages;
  players: 3 | 4;
  seat: KyokuSeat;
  /** A seat's name as shown (its player's, or Seat n). */
  name(seat: number): string;
  hideNames: boolean;
  onSeat(seat: KyokuSeat): void;
  onHideNames(hide: boolean): void;
}

/** The seats as radio buttons, and Hide names. */
export function ReviewSeats({ t, players, seat, name, hideNames, onSeat, onHideNames }: ReviewSeatsProps) {
  const seats = ([0, 1, 2, 3] as KyokuSeat[]).slice(0, players);
  return (
    <div className="review-seats">
      <fieldset>
        <legend>{t.seatLegend}</legend>
        {seats.map((s) => (
          <label key={s} className="review-seat">
            <input type="radio" name="review-seat" value={s} checked={s === seat} onChange={() => onSeat(s)} />
            {name(s)}
          </label>
        ))}
      </fieldset>
      <label className="review-hide">
        <input type="checkbox" checked={hideNames} onChange={(event) => onHideNames(event.target.checked)} />
        {t.hideNames}
      </label>
    </div>
  );
}
