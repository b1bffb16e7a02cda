/**
 * Random hand, random full flush, draw (a 3n+1 hand) and clear. Clear is offered whenever the
 * field holds anything, a mistake included, and names its key (Escape). A button that disables
 * itself by its own press (Draw, Clear) passes focus on: to the drawn tile, to the field.
 */
import { MAX_HAND_TILES } from '../../engine/light.ts';
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { sizeOf } from '../../store/hand-edit.ts';
import { selectWorkingHand } from '../../store/selectors.ts';
import { useAnalysisMessages } from './analysis-messages.ts';
import { useFocusRescue } from './use-roving.ts';

/** The hand's buttons. */
export function HandActions() {
  const a = useAnalysisMessages();
  const { randomHand, randomFlush, draw, clear } = useActions();
  const size = useAppStore((s) => sizeOf(selectWorkingHand(s).hand));
  const hasText = useAppStore((s) => s.draft !== '');
  const rescue = useFocusRescue();
  const canDraw = size % 3 === 1 && size < MAX_HAND_TILES;
  return (
    <div className="hand-actions" role="group" aria-label={a.actions}>
      <button type="button" onClick={randomHand}>
        {a.randomHand}
      </button>
      <button type="button" onClick={randomFlush}>
        {a.randomFlush}
      </button>
      <button
        type="button"
        onClick={() => {
          draw();
          rescue(() => document.querySelector<HTMLElement>('.hand-tiles .tile-drawn'));
        }}
        disabled={!canDraw}
      >
        {a.draw}
      </button>
      <button
        type="button"
        title={a.clearTitle}
        aria-keyshortcuts="Escape"
        onClick={() => {
          clear();
          rescue(() => document.querySelector<HTMLElement>('.hand-input input'));
        }}
        disabled={size === 0 && !hasText}
      >
        {a.clear}
      </button>
    </div>
  );
}
