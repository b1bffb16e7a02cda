/** The hand's buttons wired to the store: the hand's size decides Draw, the field's text Clear, a game followed the practice buttons. */
import { tileCount } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { HandActionsPanel } from './hand-actions-panel.tsx';

/** The hand's buttons, as the page shows them. */
export function HandActionsView() {
  const select = useSelect();
  const { randomHand, randomFlush, draw, clear } = useActions();
  const size = useAppStore((s) => tileCount(select.workingHand(s).hand));
  const hasText = useAppStore((s) => s.draft !== '');
  const game = useAppStore((s) => select.gameState(s)?.started ?? false);
  return (
    <HandActionsPanel
      size={size}
      hasText={hasText}
      game={game}
      onRandomHand={randomHand}
      onRandomFlush={randomFlush}
      onDraw={draw}
      onClear={clear}
    />
  );
}
