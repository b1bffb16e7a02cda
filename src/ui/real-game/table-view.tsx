/**
 * The table of a real game wired to the store: the Seen field as typed and its mistake, the
 * address's table, the dora its indicators point to, the north tiles still free to set aside.
 */
import { isMissingInThreePlayer, NORTH, readTiles } from '../../engine/light.ts';
import type { Result, Table, PositionError } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import type { TableQuery } from '../../address/table-query.ts';
import { TablePanel } from './table-panel.tsx';

/**
 * The indicators whose dora the row names: the table's, or while the table has a mistake (a
 * three-player game with a 2m-8m indicator, say) the ones of this game read leniently, so the row
 * keeps saying what it can.
 */
function indicatorKindsOf(parsed: Result<Table, PositionError>, table: TableQuery): number[] {
  if (parsed.ok) return parsed.value.indicators;
  return readTiles(table.dora)
    .tiles.map((t) => t.kind)
    .filter((k) => table.players === 4 || !isMissingInThreePlayer(k));
}

/** The table panel, as the page shows it. */
export function TableView() {
  const select = useSelect();
  const seenDraft = useAppStore((s) => s.seenDraft);
  const table = useAppStore((s) => s.table);
  const error = useAppStore(select.seenError);
  const parsed = useAppStore(select.table);
  const northLeft = useAppStore((s) => select.availability(s).left[NORTH]);
  const { setSeenDraft, removeSeen, removeIndicator, setPlayers, setNuki, newHand } = useActions();
  return (
    <TablePanel
      seenDraft={seenDraft}
      table={table}
      error={error}
      indicatorKinds={indicatorKindsOf(parsed, table)}
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
