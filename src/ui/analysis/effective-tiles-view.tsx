/**
 * The 3n+1 row wired to the store: the dora, the copies left of each tile, and a draw that first asks the results view to focus
 * the first row of the discard table that will replace the row (focus-intent.ts).
 */
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import type { HandReport } from '../../engine/light.ts';
import { useFocusIntent } from './focus-intent.ts';
import { EffectiveTilesPanel } from './effective-tiles-panel.tsx';

/** Effective tiles or waits of a 3n+1 hand, as the page shows them. */
export function EffectiveTilesView({ result }: { result: HandReport }) {
  const select = useSelect();
  const dora = useAppStore(select.dora);
  const left = useAppStore(select.tilesLeft);
  const { draw } = useActions();
  const intent = useFocusIntent();
  const onDraw = (kind: number) => {
    intent?.focusFirstRowWhenShown();
    draw(kind);
  };
  return <EffectiveTilesPanel analysis={result.analysis} dora={dora} left={left} onDraw={onDraw} />;
}
