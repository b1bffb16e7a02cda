/** 標準形 / 一般形: Tenhou's ?q= and ?p=. */
import './analysis.css';
import type { Form } from '../../engine/light.ts';
import { useAnalysisMessages } from './analysis-messages.ts';

export interface FormSwitchPanelProps {
  form: Form;
  onChange(form: Form): void;
}

/** The form switch, a radio group. */
export function FormSwitchPanel({ form, onChange }: FormSwitchPanelProps) {
  const a = useAnalysisMessages();
  const options: [Form, string][] = [
    ['standard', a.standard],
    ['regular', a.regular],
  ];
  return (
    <fieldset className="form-switch">
      <legend>{a.form}</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name="pairi-form" value={value} checked={form === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
