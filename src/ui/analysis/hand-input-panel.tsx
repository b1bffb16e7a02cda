/**
 * The text field labelled "Hand": any notation of the project, typed or pasted. It shows the
 * field's text as typed. A mistake gets its message in the page's language beside it (role
 * "alert") with the culprit marked in a short excerpt, and the results above stay, greyed. A hand
 * still being built (a multiple of three tiles) is no mistake: it gets a neutral hint instead. A
 * huge paste keeps only its start (the store's MAX_DRAFT), and the hint says so. Full-width text
 * from a Japanese input method (`１２３ｍ`) is read as half-width, and capitals, kanji honours,
 * Unicode tiles, commas and a pasted Tenhou link as mpsz: the hint says so with the text as read
 * (and a link's form), and the field keeps what was typed.
 */
import './analysis.css';
import { useId, type KeyboardEvent } from 'react';
import type { PositionError } from '../../engine/light.ts';
import { isDigitsBeingTyped, type DraftReading } from '../../store/selectors/index.ts';
import { FieldError } from '../shell/field-error.tsx';
import { useAnalysisMessages, type AnalysisMessages } from './analysis-messages.ts';

export interface HandInputPanelProps {
  /** The field's text, as typed. */
  draft: string;
  /** What keeps the text from reading as a hand, or null. */
  error: PositionError | null;
  /** The length of a pasted text cut to the field's start, or null. */
  cut: number | null;
  /** What the text was read as when it used more than plain mpsz (full-width, capitals, kanji, Unicode tiles, commas, a link), or null. */
  reading: DraftReading | null;
  onChange(text: string): void;
  /** Escape in the field. */
  onClear(): void;
}

/** A hand's text as read is a few dozen characters; a long paste shows its start. */
function shortened(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** The note saying what the text was read as. */
function readingNote(a: AnalysisMessages, reading: DraftReading): string {
  const text = shortened(reading.text);
  if (reading.how === 'full-width') return a.readAsHalfWidth(text);
  if (reading.how === 'link') return a.readLink(text, reading.form ?? 'standard');
  return a.readAs(text);
}

/** The hand field and its error. */
export function HandInputPanel({ draft, error, cut, reading, onChange, onClear }: HandInputPanelProps) {
  const a = useAnalysisMessages();
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // During an input method's composition Escape belongs to it (it cancels the composition): the hand stays.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClear();
    }
  };

  const building = error?.code === 'multiple-of-three' ? error : null;
  // Digits typed last, their suit letter still to come: a group being typed, not a mistake (no red
  // flash at every digit); the hint says what comes next.
  const typing = error !== null && isDigitsBeingTyped(error, draft) ? error : null;
  const mistake = building || typing ? null : error;
  const hint = [
    cut === null ? '' : a.draftCut(cut, draft.length),
    reading === null ? '' : readingNote(a, reading),
    building ? a.addOneMore(building.tiles) : '',
    typing ? a.addSuitLetter(typing.culprit) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="hand-input">
      <label htmlFor={`${id}-field`}>{a.handLabel}</label>
      <input
        id={`${id}-field`}
        type="text"
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={a.handPlaceholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={mistake ? true : undefined}
        aria-describedby={[mistake ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
      />
      {mistake && <FieldError id={`${id}-error`} error={mistake} text={draft} />}
      <p className="hand-hint" role="status" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
