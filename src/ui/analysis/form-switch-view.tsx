/** The form switch wired to the store: the form of the address (?q= or ?p=). */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { FormSwitchPanel } from './form-switch-panel.tsx';

/** The form switch, as the page shows it. */
export function FormSwitchView() {
  const { setForm } = useActions();
  const form = useAppStore((s) => s.form);
  return <FormSwitchPanel form={form} onChange={setForm} />;
}
