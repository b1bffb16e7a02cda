/**
 * The table of a real game wired to the store: the Seen field as typed and its mistake, the
 * address's table, the dora its indicators point to, the north tiles still free to set aside.
 */
import { NORTH } from '../../engine/light.ts';
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectAvailability, selectSeenError, selectTable } from '../../store/selectors.ts';
import { TablePanel } from './table-panel.tsx';

const NONE: readonly number[] = [];

/** The table panel, as the page shows it. */
export function TableView() {
  const seenDraft = useAppStore((s) => s.seenDraft);
  const table = useAppStore((s) => s.table);
  const error = useAppStore(selectSeenError);
  const parsed = useAppStore(selectTable);
  const northLeft = useAppStore((s) => selectAvailability(s).left[NORTH]);
  const { setSeenDraft, removeSeen, removeIndicator, setPlayers, setNuki, newHand } = useActions();
  return (
    <TablePanel
      seenDraft={seenDraft}
      table={table}
      error={error}
      indicatorKinds={parsed.ok ? parsed.value.indicators : NONE}
      northLeft={northLeft}
      onSeenDraft={setSeenDraft}
      onRemoveSeen={removeSeen}
      onRemoveIndicator={removeIndicator}
      onPlayers={setPlayers}
      onNuki={setNuki}
      onNewHand={newHand}
    />
  );
}
