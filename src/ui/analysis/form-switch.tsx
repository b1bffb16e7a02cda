/** 標準形 / 一般形: Tenhou's ?q= and ?p=. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import type { Form } from '../../engine/light.ts';
import { useMessages } from '../shell/use-messages.ts';

/** The form switch, a radio group. */
export function FormSwitch() {
  const m = useMessages();
  const { setForm } = useActions();
  const form = useAppStore((s) => s.form);
  const options: [Form, string][] = [
    ['standard', m.standard],
    ['regular', m.regular],
  ];
  return (
    <fieldset className="form-switch">
      <legend>{m.form}</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name="pairi-form" value={value} checked={form === value} onChange={() => setForm(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
