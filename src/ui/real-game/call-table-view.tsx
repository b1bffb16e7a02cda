/**
 * The call table wired to the store: the call table of the offer open (selectors' callTable), the order
 * chosen, and the calls the game can record for you (game-calls.ts's options of your seat), matched to
 * the engine's entries by their meld.
 */
import { kindOfCode, type CallEntry } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { CallTablePanel } from './call-table-panel.tsx';
import type { CallOption } from './game-calls.ts';

export interface CallTableViewProps {
  /** The calls the game allows your seat of the last discard. */
  options: readonly CallOption[];
}

/** The call table of the offer open, or nothing. */
export function CallTableView({ options }: CallTableViewProps) {
  const select = useSelect();
  const shown = useAppStore(select.callTable);
  const metric = useAppStore((s) => s.callMetric);
  const actions = useActions();
  if (!shown) return null;
  const offered = kindOfCode(shown.offer.tile);
  const recordOf = (entry: CallEntry) => {
    if (entry.call === 'pass') return null;
    const want = entry.meld.tiles.join();
    const option = options.find(
      (o) => o.seat === 0 && o.call === entry.call && [...o.tiles.map((t) => t.kind), offered].sort((a, b) => a - b).join() === want,
    );
    return option ? () => actions.callDiscard(0, option.call, option.tiles) : null;
  };
  return <CallTablePanel shown={shown} metric={metric} onMetric={actions.setCallMetric} recordOf={recordOf} />;
}
