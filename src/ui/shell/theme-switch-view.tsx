/** The theme switch wired to the store, which remembers the choice; the document follows it. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { ThemeSwitchPanel } from './theme-switch-panel.tsx';

/** The theme switch, as the page shows it. */
export function ThemeSwitchView() {
  const { setTheme } = useActions();
  const theme = useAppStore((s) => s.theme);
  return <ThemeSwitchPanel theme={theme} onChange={setTheme} />;
}
