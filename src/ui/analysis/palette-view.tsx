/** The palette wired to the store: the pick context (entry mode, hand, copies left, table) and the field's mistake. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectDraftMistake, selectPickContext } from '../../store/selectors.ts';
import { PalettePanel } from './palette-panel.tsx';

/** The tile palette, as the page shows it. */
export function PaletteView() {
  const { addTile, clear } = useActions();
  const ctx = useAppStore(selectPickContext);
  const mistake = useAppStore((s) => selectDraftMistake(s) !== null);
  return <PalettePanel ctx={ctx} mistake={mistake} onAdd={addTile} onClear={clear} />;
}
