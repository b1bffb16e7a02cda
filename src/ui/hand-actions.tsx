/** Random hand, random full flush, draw (a 3n+1 hand) and clear. */
import { useActions, useAppStore } from '../store/app-store-provider.tsx';
import { MAX_TILES, sizeOf } from '../store/hand-edit.ts';
import { selectWorkingHand } from '../store/selectors.ts';
import { useMessages } from './use-messages.ts';

/** The hand's buttons. */
export function HandActions() {
  const m = useMessages();
  const { randomHand, randomFlush, draw, clear } = useActions();
  const size = useAppStore((s) => sizeOf(selectWorkingHand(s).hand));
  const canDraw = size % 3 === 1 && size < MAX_TILES;
  return (
    <div className="hand-actions" role="group" aria-label={m.actions}>
      <button type="button" onClick={randomHand}>
        {m.randomHand}
      </button>
      <button type="button" onClick={randomFlush}>
        {m.randomFlush}
      </button>
      <button type="button" onClick={() => draw()} disabled={!canDraw}>
        {m.draw}
      </button>
      <button type="button" onClick={clear} disabled={size === 0}>
        {m.clear}
      </button>
    </div>
  );
}
