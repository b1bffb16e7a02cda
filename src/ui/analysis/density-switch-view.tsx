/** The table's density wired to the store (remembered there, like the language). */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { DensitySwitchPanel } from './density-switch-panel.tsx';

/** The density switch, as the page shows it. */
export function DensitySwitchView() {
  const { setDensity } = useActions();
  const density = useAppStore((s) => s.density);
  return <DensitySwitchPanel density={density} onChange={setDensity} />;
}
