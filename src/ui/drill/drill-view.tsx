/** The drill panel wired to the store: the drill state comes from the drill slice. */
import { useActions, useAppStore, useLang } from '../../store/app-store-provider.tsx';
import { drillSearch } from '../../store/practice-route.ts';
import { DrillPanel } from './drill-panel.tsx';

/** The discard drill, as the page shows it. */
export function DrillView() {
  const lang = useLang();
  const drill = useAppStore((s) => s.drill);
  const { discardTile, newDrill } = useActions();
  return (
    <DrillPanel
      lang={lang}
      state={drill.state}
      pending={drill.pending}
      error={drill.error}
      shareHref={drill.seed === null ? null : drillSearch(drill.seed)}
      onDiscard={discardTile}
      onNewDrill={newDrill}
    />
  );
}
