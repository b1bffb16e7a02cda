/** 標準形 / 一般形: Tenhou's ?q= and ?p=. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import type { Form } from '../../engine/light.ts';
import { useAnalysisMessages } from './analysis-messages.ts';

/** The form switch, a radio group. */
export function FormSwitch() {
  const a = useAnalysisMessages();
  const { setForm } = useActions();
  const form = useAppStore((s) => s.form);
  const options: [Form, string][] = [
    ['standard', a.standard],
    ['regular', a.regular],
  ];
  return (
    <fieldset className="form-switch">
      <legend>{a.form}</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name="pairi-form" value={value} checked={form === value} onChange={() => setForm(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
