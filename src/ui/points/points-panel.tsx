/**
 * The points quiz: the hand and how it was won, the answer's fields (han, fu, the payment), Check,
 * then the verdict part by part and how the hand scores, Next, and the score kept in the browser.
 * The panel holds no state of its own: the question, the fields as typed and the judgement come in
 * as props, so the store decides (and times) everything and tests drive the panel directly.
 *
 * Keys: the fields and Check are one form, so Tab goes han → fu → payment → Check and Enter in any
 * field checks; after the verdict Check becomes Next and takes the focus, and Enter deals the next
 * question, whose first field then takes the focus. Enter anywhere outside a control acts the same.
 * Check and Next are one button whose name follows the state (as in the wait quiz), so the focus
 * never falls to the page between questions.
 *
 * While a question is dealt the fields stay and keep what is typed (the store keeps it for the
 * question), and Check waits for the question; the question before stays in view, greyed.
 */
import '../shell/practice.css';
import './points.css';
import { useEffect, useRef, type FormEvent } from 'react';
import type { PointsJudgement, PointsQuestion } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { readPointsFields, type PointsField, type PointsFields as Fields } from '../../store/points-input.ts';
import type { QuizStats } from '../../store/quiz-stats.ts';
import { PointsExplanation } from './points-explanation.tsx';
import { PointsFields } from './points-fields.tsx';
import { paymentWay } from './points-figures.ts';
import { PointsHand } from './points-hand.tsx';
import { pointsMessagesFor } from './points-messages.ts';
import { QuizScore } from '../quiz/quiz-score.tsx';
import { PointsSituation } from './points-situation.tsx';
import { PointsVerdict } from './points-verdict.tsx';

export interface PointsPanelProps {
  lang: Lang;
  /** The question shown; null while the first is dealt, after a bad seed or a failure. */
  question: PointsQuestion | null;
  /** A question is being dealt (the one shown, if any, is the one before). */
  pending?: boolean;
  /** The address's seed when it is not one. */
  badSeed?: string | null;
  /** The engine failed to deal the question. */
  error?: string | null;
  fields: Fields;
  judgement: PointsJudgement | null;
  /** Check was pressed while the question is dealt. */
  checkQueued?: boolean;
  /** A check met fields it cannot read: each says why. */
  showErrors?: boolean;
  stats: QuizStats;
  /** URL of the current question, to share. */
  shareHref?: string | null;
  onEdit(field: PointsField, text: string): void;
  onCheck(): void;
  onNext(): void;
}

const FIELD_ORDER = ['han', 'fu', '0', '1'] as const;

/** Keys go to form fields, buttons, links and summaries untouched. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, select, textarea, button, a, summary') !== null;
}

/** The points quiz. */
export function PointsPanel(props: PointsPanelProps) {
  const { lang, question, pending = false, badSeed, error, fields, judgement, checkQueued, showErrors, stats, shareHref } = props;
  const t = pointsMessagesFor(lang);
  const formRef = useRef<HTMLFormElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  // The way of winning of the question to answer: not known while the next is dealt.
  const way = question && !pending ? paymentWay(question.score) : null;
  const figures = way === 'tsumo' ? 2 : 1;
  const reading = question && !pending ? readPointsFields(fields, figures) : null;
  const errors = showErrors && reading && !reading.ok ? reading.errors : {};
  const judged = judgement && question && !pending ? judgement : null;

  const focusField = (field: string) => formRef.current?.querySelector<HTMLInputElement>(`input[data-field="${field}"]`)?.focus();

  const submit = () => {
    if (judged) {
      props.onNext();
      focusField('han');
      return;
    }
    props.onCheck();
    // A field that cannot be read takes the focus, its message beside it.
    if (reading && !reading.ok) {
      const first = FIELD_ORDER.find((f) => reading.errors[f]);
      if (first) focusField(first);
    }
  };
  // The handler reads the newest props and state without being re-attached on every render.
  const latest = useRef(submit);
  latest.current = submit;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKeys(event.target) || !formRef.current) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Once judged, Next takes the focus from the form (not from elsewhere on the page).
  useEffect(() => {
    if (!judged) return;
    const active = document.activeElement;
    if (!active || active === document.body || formRef.current?.contains(active)) primaryRef.current?.focus();
  }, [judged]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const noQuestion = badSeed || (error && !question);

  return (
    <section className="practice-panel points-panel" aria-labelledby="points-title">
      <h2 id="points-title">{t.title}</h2>
      <p className="practice-intro">{t.intro}</p>
      {badSeed && (
        <p className="practice-error" role="alert">
          {t.badSeed(badSeed)}
        </p>
      )}
      {error && (
        <p className="practice-error" role="alert">
          {error}
        </p>
      )}
      {noQuestion ? (
        <div className="points-actions">
          <button type="button" className="practice-button primary" onClick={props.onNext}>
            {t.deal}
          </button>
        </div>
      ) : (
        <>
          {question ? (
            <div
              className={pending ? 'points-question stale' : 'points-question'}
              data-seed={question.seed}
              data-hand={question.hand}
              aria-busy={pending || undefined}
            >
              <PointsHand hand={question.hand} by={question.situation.by} lang={lang} />
              <PointsSituation situation={question.situation} indicators={question.indicators} lang={lang} />
            </div>
          ) : (
            <p className="practice-pending">{t.dealing}</p>
          )}
          <form
            className="points-form"
            ref={formRef}
            aria-label={t.answer}
            noValidate
            onSubmit={onSubmit}
            // A held Enter must not run on from Check to Next to the next question's Check.
            onKeyDown={(event) => event.key === 'Enter' && event.repeat && event.preventDefault()}
          >
            <PointsFields fields={fields} way={way} errors={errors} outcome={judged} lang={lang} onEdit={props.onEdit} />
            <div className="points-actions">
              <button type="submit" className="practice-button primary" ref={primaryRef} data-points-primary="">
                {judged ? t.next : t.check}
              </button>
              {shareHref && (
                <a className="practice-link" href={shareHref}>
                  {t.share}
                </a>
              )}
            </div>
          </form>
          <p className="practice-keys">{t.keys}</p>
        </>
      )}
      <PointsVerdict
        judgement={judged}
        answer={judged && reading?.ok ? reading.answer : null}
        score={question?.score ?? null}
        unreadable={!judged && Boolean(showErrors) && reading !== null && !reading.ok}
        waiting={!judged && Boolean(checkQueued)}
        lang={lang}
      />
      {judged && question && <PointsExplanation score={question.score} lang={lang} />}
      <QuizScore stats={stats} t={pointsMessagesFor(lang)} className="points-score" />
    </section>
  );
}
