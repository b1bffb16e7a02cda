/** The hand's buttons wired to the store: the hand's size decides Draw, the field's text Clear. */
import { tileCount } from '../../engine/light.ts';
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectWorkingHand } from '../../store/selectors.ts';
import { HandActionsPanel } from './hand-actions-panel.tsx';

/** The hand's buttons, as the page shows them. */
export function HandActionsView() {
  const { randomHand, randomFlush, draw, clear } = useActions();
  const size = useAppStore((s) => tileCount(selectWorkingHand(s).hand));
  const hasText = useAppStore((s) => s.draft !== '');
  return <HandActionsPanel size={size} hasText={hasText} onRandomHand={randomHand} onRandomFlush={randomFlush} onDraw={draw} onClear={clear} />;
}
