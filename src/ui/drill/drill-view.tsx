/** The drill panel wired to the store: the drill state comes from the drill slice. */
import { useActions, useAppStore, useLang } from '../../store/app-store-provider.tsx';
import { failureText } from '../shell/error-messages.ts';
import { drillAnalysisAddress } from '../../store/drill-slice.ts';
import { drillSearch } from '../../address/practice-route.ts';
import { searchOf } from '../../store/router.ts';
import { DrillPanel } from './drill-panel.tsx';

/** The discard drill, as the page shows it. */
export function DrillView() {
  const lang = useLang();
  const drill = useAppStore((s) => s.drill);
  const { discardTile, newDrill, openAnalysis } = useActions();
  const address = drill.state ? drillAnalysisAddress(drill.state) : null;
  return (
    <DrillPanel
      lang={lang}
      state={drill.state}
      pending={drill.pending}
      error={drill.error && failureText(drill.error, lang)}
      problem={drill.problem}
      shareHref={drill.seed === null ? null : drillSearch(drill.seed)}
      analysisHref={address && searchOf(address)}
      onDiscard={discardTile}
      onNewDrill={newDrill}
      onOpenAnalysis={() => address && openAnalysis(address)}
    />
  );
}
