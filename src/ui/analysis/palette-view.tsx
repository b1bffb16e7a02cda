/**
 * The palette wired to the store: the pick context (entry mode, hand, copies left, table), the field's
 * mistake and, while a game is followed, where a press goes (its tiles' names say it).
 */
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { PalettePanel } from './palette-panel.tsx';

/** The tile palette, as the page shows it. */
export function PaletteView() {
  const select = useSelect();
  const { addTile, clear } = useActions();
  const ctx = useAppStore(select.pickContext);
  const mistake = useAppStore((s) => select.draftMistake(s) !== null);
  const target = useAppStore(select.paletteTarget);
  return <PalettePanel ctx={ctx} mistake={mistake} target={target} onAdd={addTile} onClear={clear} />;
}
