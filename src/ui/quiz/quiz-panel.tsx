/**
 * The full-flush wait quiz: options, the dealt hand, the 1-9 answer row, Check, the verdict, and
 * after checking every wait with its shapes, Next and a link to the hand. The panel holds no state
 * of its own: the question, the selection and the judgement come in as props, so the page's store
 * decides (and times) everything and tests drive the panel directly.
 *
 * Keys, anywhere outside a form field: 1-9 toggle that rank, Enter checks and, once checked, deals
 * the next hand. Enter on another button or a link keeps its own meaning. While a hand is being
 * dealt the keys go to the store, which keeps them for the hand (`onTypeAhead`), and the page says
 * which are kept.
 *
 * Check and Next are one button whose name follows the state (Check, then Next hand, then Check for
 * the next hand), so the keyboard's focus stays on it from hand to hand instead of falling to the
 * page when a button it was on goes away.
 */
import '../shell/practice.css';
import './quiz.css';
import { useEffect, useRef } from 'react';
import type { ChinitsuJudgement, ChinitsuQuestion } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import type { QuizKey } from '../../store/quiz-slice.ts';
import { QuizAnswer } from './quiz-answer.tsx';
import { QuizHand } from './quiz-hand.tsx';
import { quizMessagesFor } from './quiz-messages.ts';
import { QuizOptions, type QuizOptionsValue } from './quiz-options.tsx';
import { QuizScore } from './quiz-score.tsx';
import type { QuizStats } from '../../store/quiz-stats.ts';
import { QuizVerdict } from './quiz-verdict.tsx';
import { QuizWaits } from './quiz-waits.tsx';

export interface QuizPanelProps {
  lang: Lang;
  options: QuizOptionsValue;
  /** The hand to answer; null while the first one is dealt or after a failure. */
  question: ChinitsuQuestion | null;
  /** A hand is being dealt. */
  pending?: boolean;
  /** Why there is no hand (a bad shared hand, an engine failure). */
  error?: string | null;
  /** Kinds selected as waits. */
  selected: readonly number[];
  /** Set once the answer is checked. */
  judgement: ChinitsuJudgement | null;
  /** Keys kept while the hand is dealt. */
  typedAhead?: readonly QuizKey[];
  /** Check was pressed with no wait selected. */
  notice?: 'select-a-wait' | null;
  stats: QuizStats;
  /** URL of the current hand, to share. */
  shareHref?: string | null;
  onOptionsChange(options: QuizOptionsValue): void;
  onToggle(kind: number): void;
  onCheck(): void;
  onNext(): void;
  /** A key (1-9 or Enter) typed while a hand is being dealt. */
  onTypeAhead?(key: QuizKey): void;
}

/** Keys go to form fields, links and summaries untouched. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, select, textarea, a, summary') !== null;
}

/** The quiz. */
export function QuizPanel(props: QuizPanelProps) {
  const { lang, options, question, pending, error, selected, judgement, stats, shareHref, typedAhead = [], notice } = props;
  const t = quizMessagesFor(lang);
  const primaryRef = useRef<HTMLButtonElement>(null);
  // The handler reads the newest props without being re-attached on every render.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
      const { question: q, judgement: j, pending: dealing, onToggle, onCheck, onNext, onTypeAhead } = latest.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (/^[1-9]$/.test(event.key)) {
        if (dealing) {
          // No hand to take it yet: kept for the one being dealt.
          event.preventDefault();
          onTypeAhead?.(Number(event.key));
          return;
        }
        if (!q || j) return;
        event.preventDefault();
        onToggle(q.suit * 9 + Number(event.key) - 1);
      } else if (event.key === 'Enter') {
        // A button other than an answer tile or Check/Next answers Enter itself (the options, the header).
        if (target?.closest('button') && !target.closest('[data-answer], [data-quiz-primary]')) return;
        if (event.repeat) return;
        if (dealing) {
          // Kept for the hand being dealt, even on Check/Next: it must not deal yet another hand.
          event.preventDefault();
          onTypeAhead?.('enter');
          return;
        }
        // Check/Next answers Enter itself.
        if (target?.closest('[data-quiz-primary]') || !q) return;
        // Also keeps Enter on a focused answer tile from toggling it.
        event.preventDefault();
        if (j) onNext();
        else onCheck();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // After checking, Enter (or a tap) on the focused Next button deals again.
  useEffect(() => {
    if (judgement) primaryRef.current?.focus();
  }, [judgement]);

  const onPrimary = () => {
    // While the next hand is dealt a press has nothing to act on (a key is kept instead, above).
    if (pending) return;
    if (judgement) props.onNext();
    else props.onCheck();
  };
  const typed = typedAhead.map((k) => (k === 'enter' ? 'Enter' : String(k))).join(' ');

  return (
    <section className="practice-panel quiz-panel" aria-labelledby="quiz-title">
      <h2 id="quiz-title">{t.title}</h2>
      <p className="practice-intro">{t.intro}</p>
      <QuizOptions value={options} t={t} onChange={props.onOptionsChange} />
      {error && (
        <p className="practice-error" role="alert">
          {error}
        </p>
      )}
      {error && !question && (
        <div className="quiz-actions">
          <button type="button" className="practice-button primary" onClick={props.onNext}>
            {t.deal}
          </button>
        </div>
      )}
      {question ? (
        <div className={pending ? 'quiz-question stale' : 'quiz-question'} data-hand={question.hand}>
          <QuizHand tiles={question.tiles} lang={lang} label={t.hand} />
          <QuizAnswer
            suit={question.suit}
            selected={selected}
            answer={question.answer}
            judgement={judgement}
            label={t.waits}
            onToggle={props.onToggle}
          />
          <div className="quiz-actions">
            <button
              type="button"
              className="practice-button primary"
              ref={primaryRef}
              data-quiz-primary=""
              aria-disabled={pending ? true : undefined}
              onClick={onPrimary}
            >
              {judgement ? t.next : t.check}
            </button>
            {shareHref && (
              <a className="practice-link" href={shareHref}>
                {t.share}
              </a>
            )}
          </div>
          <p className="practice-keys">{t.keys}</p>
          {typed && <p className="quiz-typed-ahead">{t.typedAhead(typed)}</p>}
          <QuizVerdict judgement={judgement} notice={notice ?? null} t={t} />
          {judgement && <QuizWaits question={question} t={t} />}
        </div>
      ) : (
        !error && (
          <>
            <p className="practice-pending">{t.dealing}</p>
            {typed && <p className="quiz-typed-ahead">{t.typedAhead(typed)}</p>}
          </>
        )
      )}
      <QuizScore stats={stats} t={t} />
    </section>
  );
}
