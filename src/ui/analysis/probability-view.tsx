/**
 * The probabilities' panel wired to the store: the run, its answer for the position shown (judged
 * against the search made, which from 4-shanten leaves two options out), the settings in the address.
 */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { isOptionsOff, shownShanten } from '../../store/probability-query.ts';
import { selectProbabilities } from '../../store/selectors.ts';
import { ProbabilityPanel } from './probability-panel.tsx';

/** The probabilities of the 14-tile hand shown. */
export function ProbabilityView() {
  const { run, rows, stale } = useAppStore(selectProbabilities);
  const settings = useAppStore((s) => s.probabilitySettings);
  const optionsOff = useAppStore((s) => isOptionsOff(shownShanten(s)));
  const { setProbabilitySettings, cancelProbabilities, retryProbabilities } = useActions();
  return (
    <ProbabilityPanel
      run={run}
      rows={rows}
      stale={stale}
      settings={settings}
      optionsOff={optionsOff}
      onChange={setProbabilitySettings}
      onCancel={cancelProbabilities}
      onRetry={retryProbabilities}
    />
  );
}
