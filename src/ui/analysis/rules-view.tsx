/** The Rules panel wired to the store: the rules in force (the address's or the remembered choice) and the action that chooses them. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { RulesPanel } from './rules-panel.tsx';

/** The Rules panel, as the page shows it. */
export function RulesView() {
  const { setRules } = useActions();
  const rules = useAppStore((s) => s.rules);
  return <RulesPanel rules={rules} onChange={setRules} />;
}
