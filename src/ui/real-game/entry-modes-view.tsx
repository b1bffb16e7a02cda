/** The entry modes wired to the store: the mode, a chi's picks, and what greys the palette (room in the hand, indicators). */
import { tileCount } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { EntryModesPanel } from './entry-modes-panel.tsx';

/** The entry-mode buttons, as the page shows them. */
export function EntryModesView() {
  const select = useSelect();
  const entry = useAppStore((s) => s.entry);
  const picks = useAppStore((s) => s.picks);
  const size = useAppStore((s) => tileCount(select.workingHand(s).hand));
  const indicators = useAppStore((s) => select.pickContext(s).indicators);
  const { setEntry } = useActions();
  return <EntryModesPanel entry={entry} picks={picks} size={size} indicators={indicators} onChange={setEntry} />;
}
