/**
 * The answer's fields: han, fu, and the payment as players say it, one field on a ron or the
 * dealer's tsumo ("2,600 all"), two on a non-dealer's tsumo (the non-dealers' share, then the
 * dealer's), each labelled with who pays. While the question is dealt the way of winning is not
 * known yet: one payment field stands, and what is typed into it stays as the first figure.
 *
 * Text fields with a numeric keyboard (`inputmode="numeric"`), not number inputs: a number input
 * refuses "1,300" and full-width digits, which players type, and a field must keep what was typed.
 * A field that cannot be read says why beside it (`aria-describedby`); once judged, each field
 * is read-only and marked right or wrong.
 */
import { useId } from 'react';
import type { Lang } from '../../store/app-store.ts';
import type { PointsField, PointsFieldError, PointsFields as Fields } from '../../store/points-input.ts';
import { pointsMessagesFor, type PaymentWay } from './points-messages.ts';

export interface PointsFieldsProps {
  fields: Fields;
  /** How the payment is asked; null while the question is dealt. */
  way: PaymentWay | null;
  /** The fields a check could not read, and why. */
  errors: Partial<Record<'han' | 'fu' | '0' | '1', PointsFieldError>>;
  /** Once judged: whether each part was right; the fields are read-only. */
  outcome: { han: boolean; fu: boolean; payment: boolean } | null;
  lang: Lang;
  onEdit(field: PointsField, text: string): void;
}

interface FieldProps {
  field: PointsField;
  label: string;
  value: string;
  error?: PointsFieldError;
  right?: boolean;
  locked: boolean;
  lang: Lang;
  onEdit(field: PointsField, text: string): void;
}

/** One labelled field, with its message beside it. */
function Field({ field, label, value, error, right, locked, lang, onEdit }: FieldProps) {
  const id = useId();
  const t = pointsMessagesFor(lang);
  return (
    <div className="points-field" data-outcome={right === undefined ? undefined : right ? 'right' : 'wrong'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint={locked ? 'next' : 'done'}
        data-field={field}
        value={value}
        readOnly={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onEdit(field, e.currentTarget.value)}
      />
      {error && (
        <span id={`${id}-error`} className="points-field-error">
          {t.fieldError(error, value)}
        </span>
      )}
    </div>
  );
}

/** Han, fu and the payment. */
export function PointsFields({ fields, way, errors, outcome, lang, onEdit }: PointsFieldsProps) {
  const t = pointsMessagesFor(lang);
  const labels = t.paymentFields[way ?? 'unknown'];
  const locked = outcome !== null;
  const common = { locked, lang, onEdit };
  return (
    <div className="points-fields">
      <div className="points-han-fu">
        <Field field="han" label={t.han} value={fields.han} error={errors.han} right={outcome?.han} {...common} />
        <Field field="fu" label={t.fu} value={fields.fu} error={errors.fu} right={outcome?.fu} {...common} />
      </div>
      <fieldset
        className="points-payment"
        data-way={way ?? 'unknown'}
        data-outcome={outcome ? (outcome.payment ? 'right' : 'wrong') : undefined}
      >
        <legend>{t.payment}</legend>
        {labels.map((label, i) => (
          <Field
            key={i}
            field={i as 0 | 1}
            label={label}
            value={fields.payment[i] ?? ''}
            error={errors[String(i) as '0' | '1']}
            {...common}
          />
        ))}
      </fieldset>
    </div>
  );
}
