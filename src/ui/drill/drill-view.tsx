/** The drill panel wired to the store: the drill state comes from the drill slice, whether a position is computed (or failed) from its requests. */
import { useActions, useAppStore, useLang, useSelect } from '../../store/app-store-provider.tsx';
import { failureText } from '../shell/error-messages.ts';
import { drillAnalysisAddress } from '../../store/drill-slice.ts';
import { drillSearch } from '../../address/practice-route.ts';
import { searchOf } from '../../store/router.ts';
import { DrillPanel } from './drill-panel.tsx';

/** The discard drill, as the page shows it. */
export function DrillView() {
  const lang = useLang();
  const drill = useAppStore((s) => s.drill);
  const request = useAppStore(useSelect().drillRequest);
  // The seed's own mistake first; else the engine's refusal or failure of the position asked.
  const error = drill.error ?? request.error;
  const { discardTile, newDrill, openAnalysis } = useActions();
  const address = drill.state ? drillAnalysisAddress(drill.state) : null;
  return (
    <DrillPanel
      lang={lang}
      state={drill.state}
      pending={request.pending}
      error={error && failureText(error, lang)}
      problem={drill.problem}
      shareHref={drill.seed === null ? null : drillSearch(drill.seed)}
      analysisHref={address && searchOf(address)}
      onDiscard={discardTile}
      onNewDrill={newDrill}
      onOpenAnalysis={() => address && openAnalysis(address)}
    />
  );
}
