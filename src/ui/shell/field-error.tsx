/**
 * A text field's notation mistake, as an alert: the message in the page's language, then a short
 * excerpt of the text with the culprit marked. Only the excerpt is drawn, however long the text,
 * so a huge paste neither makes a huge page nor slows each keystroke.
 */
import { useLang } from '../../store/app-store-provider.tsx';
import { excerptAround, formatError, type InputError } from './error-messages.ts';

/** The alert under a field whose text does not read. */
export function FieldError({ id, error, text }: { id: string; error: InputError; text: string | null }) {
  const lang = useLang();
  const at = error.index;
  // `text` is null when the culprit is in another field's text: the message alone says where.
  const excerpt = text !== null && at !== null && at < text.length ? excerptAround(text, at) : null;
  return (
    <div className="hand-error" role="alert" id={id}>
      <p>{formatError(error, lang)}</p>
      {excerpt && (
        <code className="hand-culprit" aria-hidden="true">
          {excerpt.before}
          <mark>{excerpt.culprit}</mark>
          {excerpt.after}
        </code>
      )}
    </div>
  );
}
