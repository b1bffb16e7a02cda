/**
 * Random hand, random full flush, draw (a 3n+1 hand) and clear. Clear is offered whenever the
 * field holds anything, a mistake included, and names its key (Escape). A button that disables
 * itself by its own press (Draw, Clear) passes focus on: to the drawn tile, to the field. While a
 * game is followed at the table only Clear is offered: the hand comes from the table (your draw is
 * a palette tap), a random hand or draw would be no move of the game, and on a phone their row
 * pushed the palette down under the one-line result.
 */
import './analysis.css';
import { MAX_HAND_TILES } from '../../engine/light.ts';
import { useAnalysisMessages } from './analysis-messages.ts';
import { useFocusRescue } from './use-roving.ts';

export interface HandActionsPanelProps {
  /** Tiles in the hand shown (a meld counts 3). */
  size: number;
  /** The field holds some text. */
  hasText: boolean;
  /** A game is followed at the table: the practice buttons (random hand, random full flush, draw) are not offered. */
  game?: boolean;
  onRandomHand(): void;
  onRandomFlush(): void;
  onDraw(): void;
  onClear(): void;
}

/** The hand's buttons. */
export function HandActionsPanel({ size, hasText, game = false, onRandomHand, onRandomFlush, onDraw, onClear }: HandActionsPanelProps) {
  const a = useAnalysisMessages();
  const rescue = useFocusRescue();
  const canDraw = size % 3 === 1 && size < MAX_HAND_TILES;
  return (
    <div className="hand-actions" role="group" aria-label={a.actions}>
      {!game && (
        <>
          <button type="button" onClick={onRandomHand}>
            {a.randomHand}
          </button>
          <button type="button" onClick={onRandomFlush}>
            {a.randomFlush}
          </button>
          <button
            type="button"
            onClick={() => {
              onDraw();
              rescue(() => document.querySelector<HTMLElement>('.hand-tiles .tile-drawn'));
            }}
            disabled={!canDraw}
          >
            {a.draw}
          </button>
        </>
      )}
      <button
        type="button"
        title={a.clearTitle}
        aria-keyshortcuts="Escape"
        onClick={() => {
          onClear();
          rescue(() => document.querySelector<HTMLElement>('.hand-input input'));
        }}
        disabled={size === 0 && !hasText}
      >
        {a.clear}
      </button>
    </div>
  );
}
