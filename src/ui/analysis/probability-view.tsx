/** The probabilities' panel wired to the store: the run, its answer for the position shown, the settings in the address. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectProbabilities } from '../../store/selectors.ts';
import { useMessages } from '../shell/messages.ts';
import { ProbabilityPanel } from './probability-panel.tsx';

/** The probabilities of the 14-tile hand shown. */
export function ProbabilityView() {
  const { run, rows, stale } = useAppStore(selectProbabilities);
  const settings = useAppStore((s) => s.probabilitySettings);
  const { setProbabilitySettings, cancelProbabilities, retryProbabilities } = useActions();
  const m = useMessages();
  return (
    <ProbabilityPanel
      run={run}
      rows={rows}
      stale={stale}
      settings={settings}
      legend={(discard) => (m.discard === '打' ? `打${discard}` : `${m.discard} ${discard}`)}
      onChange={setProbabilitySettings}
      onCancel={cancelProbabilities}
      onRetry={retryProbabilities}
    />
  );
}
