/**
 * The points quiz's answer as typed: three or four text fields (han, fu, and one or two payment
 * figures), kept as text so a field shows exactly what was typed, and read into numbers only when
 * the answer is checked. Reading accepts what a phone or a Japanese input method gives: full-width
 * digits (`１３００`) and thousands separators (`1,300`, `１，３００`); anything else in a field is
 * not a number, and the page says so beside that field instead of judging the answer.
 */
import { toHalfWidth, type PointsAnswer } from '../engine/light.ts';

/** The fields: han, fu, then the payment figures in the order asked (ron or each: one; a non-dealer's tsumo: non-dealers, dealer). */
export interface PointsFields {
  han: string;
  fu: string;
  payment: readonly [string, string];
}

/** A field's name: han, fu, or the payment figure at that index. */
export type PointsField = 'han' | 'fu' | 0 | 1;

export const EMPTY_POINTS_FIELDS: PointsFields = { han: '', fu: '', payment: ['', ''] };

/** Why a field cannot be read: nothing typed, or something that is not a whole number. */
export type PointsFieldError = 'empty' | 'not-a-number';

/** What a check reads from the fields: the answer, or each field that cannot be read. */
export type PointsReading =
  { ok: true; answer: PointsAnswer } | { ok: false; errors: Partial<Record<'han' | 'fu' | '0' | '1', PointsFieldError>> };

/** Thousands separators and spaces a figure may carry: ASCII and full-width commas, spaces of both widths. */
const SEPARATORS = /[,\uff0c\s\u3000]/g;

/** A whole number from a field's text (`1,300`, `１３００`, ` 30 `), or the reason it is none. */
export function readFigure(text: string): { ok: true; value: number } | { ok: false; error: PointsFieldError } {
  const plain = toHalfWidth(text).replace(SEPARATORS, '');
  if (plain === '') return { ok: false, error: 'empty' };
  // Seven digits are more than any answer (a counted yakuman pays 48,000): longer text is a slip.
  if (!/^\d{1,7}$/.test(plain)) return { ok: false, error: 'not-a-number' };
  return { ok: true, value: Number(plain) };
}

/** With a field changed. */
export function withField(fields: PointsFields, field: PointsField, text: string): PointsFields {
  if (field === 'han' || field === 'fu') return { ...fields, [field]: text };
  const payment: [string, string] = [fields.payment[0], fields.payment[1]];
  payment[field] = text;
  return { ...fields, payment };
}

/** Reads the fields asked (`figures` payment fields: 1 or 2) into an answer, or says which cannot be read. */
export function readPointsFields(fields: PointsFields, figures: number): PointsReading {
  const errors: Partial<Record<'han' | 'fu' | '0' | '1', PointsFieldError>> = {};
  const han = readFigure(fields.han);
  const fu = readFigure(fields.fu);
  if (!han.ok) errors.han = han.error;
  if (!fu.ok) errors.fu = fu.error;
  const payment: number[] = [];
  for (let i = 0; i < figures; i++) {
    const figure = readFigure(fields.payment[i] ?? '');
    if (figure.ok) payment.push(figure.value);
    else errors[String(i) as '0' | '1'] = figure.error;
  }
  if (!han.ok || !fu.ok || payment.length < figures) return { ok: false, errors };
  return { ok: true, answer: { han: han.value, fu: fu.value, payment } };
}
