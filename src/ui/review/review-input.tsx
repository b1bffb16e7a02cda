/**
 * The log's input: a text field to paste into, a file picker and the drop of a file anywhere on the
 * field, and Review. A file's text goes into the field (so what is reviewed is always what the field
 * shows, and an error leaves it there to mend); the file is read here, with the browser's FileReader:
 * nothing leaves the device.
 */
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import type { ReviewMessages } from './review-messages.ts';

export interface ReviewInputProps {
  t: ReviewMessages;
  text: string;
  /** A log is read: the field is folded away under its title (opened to paste another). */
  folded: boolean;
  summary: string;
  reading: boolean;
  /** A message about the text (the log's fault), shown under the field and tied to it. */
  error: string | null;
  onText(text: string): void;
  onReview(): void;
}

/** Reads a dropped or picked file as text. */
function readFileText(file: File): Promise<string> {
  return typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(file);
      });
}

/** The log's text field, its file picker and drop, and Review. */
export function ReviewInput({ t, text, folded, summary, reading, error, onText, onReview }: ReviewInputProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const takeFile = (file: File | undefined, review: boolean) => {
    if (!file) return;
    setFileError(null);
    readFileText(file).then(
      (content) => {
        onText(content);
        if (review) onReview();
      },
      () => setFileError(t.fileUnreadable(file.name)),
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    takeFile(event.dataTransfer.files[0], true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onReview();
  };
  const message = fileError ?? error;

  const form = (
    <form
      className={dragging ? 'review-form review-dragging' : 'review-form'}
      onSubmit={onSubmit}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={`${id}-text`}>{t.textLabel}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={folded ? 3 : 6}
        placeholder={t.placeholder}
        spellCheck={false}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => onText(event.target.value)}
      />
      {dragging && <p className="review-drop">{t.dropHere}</p>}
      {message && (
        <p className="practice-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
      <div className="review-input-actions">
        <button type="submit" className="practice-button primary" disabled={reading}>
          {reading ? t.reading : t.review}
        </button>
        <label className="practice-button review-file">
          {t.openFile}
          <input
            type="file"
            accept=".json,.xml,.mjlog,.txt,application/json,text/xml,text/plain"
            onChange={(event) => {
              takeFile(event.target.files?.[0], true);
              event.target.value = '';
            }}
          />
        </label>
      </div>
    </form>
  );
  return folded ? (
    <details className="review-input">
      <summary>{summary}</summary>
      {form}
    </details>
  ) : (
    <div className="review-input">{form}</div>
  );
}
