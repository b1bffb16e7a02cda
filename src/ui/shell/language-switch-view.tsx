/** The language switch wired to the store, which remembers the choice. */
import { useActions, useLang } from '../../store/app-store-provider.tsx';
import { LanguageSwitchPanel } from './language-switch-panel.tsx';

/** The language switch, as the page shows it. */
export function LanguageSwitchView() {
  const { setLang } = useActions();
  const lang = useLang();
  return <LanguageSwitchPanel lang={lang} onChange={setLang} />;
}
