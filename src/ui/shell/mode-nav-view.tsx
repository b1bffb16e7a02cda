/** The links between the modes wired to the store: the mode shown and each mode's address. */
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { ModeNavPanel } from './mode-nav-panel.tsx';
import { focusModeStart } from './mode-start.ts';
import type { Mode } from '../../address/practice-route.ts';

/** The header's links between the modes, as the page shows them. */
export function ModeNavView() {
  const mode = useAppStore((s) => s.mode);
  const hrefs = useAppStore(useSelect().modeHrefs);
  const { setMode } = useActions();
  // The focus follows the player into the mode (mode-start.ts), once the mode is drawn.
  const select = (to: Mode) => {
    const from = document.activeElement;
    setMode(to);
    focusModeStart(to, from);
  };
  return <ModeNavPanel mode={mode} hrefs={hrefs} onSelect={select} />;
}
