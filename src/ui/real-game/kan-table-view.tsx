/**
 * The kan table wired to the store: the kan table of your turn (selectors' kanTable), the call table's
 * order (the same choice), and your kans the game can record (game-calls.ts's yourKans), matched to the
 * engine's entries by their kind.
 */
import type { KanEntry, Tile } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { KanTablePanel } from './kan-table-panel.tsx';

export interface KanTableViewProps {
  /** Your kans on your turn, as the game panel's buttons declare them. */
  kans: readonly Tile[];
}

/** The kan table of your turn, or nothing. */
export function KanTableView({ kans }: KanTableViewProps) {
  const select = useSelect();
  const shown = useAppStore(select.kanTable);
  const metric = useAppStore((s) => s.callMetric);
  const actions = useActions();
  if (!shown) return null;
  const declareOf = (entry: KanEntry) => {
    const tile = kans.find((t) => t.kind === entry.meld.tiles[0]);
    return tile ? () => actions.selfKan(tile) : null;
  };
  return <KanTablePanel shown={shown} metric={metric} onMetric={actions.setCallMetric} declareOf={declareOf} />;
}
