/**
 * The text field labelled "Hand": any notation of the project, typed or pasted. It shows the
 * field's text as typed; a mistake gets the engine's message beside it (role "alert") with the
 * culprit marked in a copy of the text, and the results above stay, greyed.
 */
import { useId, type KeyboardEvent } from 'react';
import { useActions, useAppStore } from '../store/app-store-provider.tsx';
import { selectDraftError } from '../store/selectors.ts';
import { useMessages } from './use-messages.ts';

/** The hand field and its error. */
export function HandInput() {
  const m = useMessages();
  const id = useId();
  const { setDraft, clear } = useActions();
  const draft = useAppStore((s) => s.draft);
  const error = useAppStore(selectDraftError);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  };

  const at = error?.index ?? null;
  return (
    <div className="hand-input">
      <label htmlFor={`${id}-field`}>{m.handLabel}</label>
      <input
        id={`${id}-field`}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={m.handPlaceholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div className="hand-error" role="alert" id={`${id}-error`}>
          <p>
            {m.errorPrefix[error.code] ? `${m.errorPrefix[error.code]} ` : ''}
            {error.message}
          </p>
          {at !== null && at < draft.length && (
            <code className="hand-culprit" aria-hidden="true">
              {draft.slice(0, at)}
              <mark>{draft[at]}</mark>
              {draft.slice(at + 1)}
            </code>
          )}
        </div>
      )}
    </div>
  );
}
