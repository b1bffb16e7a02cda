/**
 * The full-flush wait quiz: options, the dealt hand, the 1-9 answer row, Check, the verdict, and
 * after checking every wait with its shapes, a Next button and a link to the hand. The panel holds
 * no state of its own: the question, the selection and the judgement come in as props, so the
 * page's store decides (and times) everything and tests drive the panel directly.
 *
 * Keys, anywhere outside a form field: 1-9 toggle that rank, Enter checks and, once checked, deals
 * the next hand. Enter on another button or a link keeps its own meaning.
 */
import '../shell/practice.css';
import './quiz.css';
import { useEffect, useRef } from 'react';
import type { ChinitsuJudgement, ChinitsuQuestion } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
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
  stats: QuizStats;
  /** URL of the current hand, to share. */
  shareHref?: string | null;
  onOptionsChange(options: QuizOptionsValue): void;
  onToggle(kind: number): void;
  onCheck(): void;
  onNext(): void;
}

/** Keys go to form fields, links and summaries untouched. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, select, textarea, a, summary') !== null;
}

/** The quiz. */
export function QuizPanel(props: QuizPanelProps) {
  const { lang, options, question, pending, error, selected, judgement, stats, shareHref } = props;
  const t = quizMessagesFor(lang);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The handler reads the newest props without being re-attached on every render.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
      const { question: q, judgement: j, onToggle, onCheck, onNext } = latest.current;
      if (/^[1-9]$/.test(event.key)) {
        if (!q || j) return;
        event.preventDefault();
        onToggle(q.suit * 9 + Number(event.key) - 1);
      } else if (event.key === 'Enter') {
        // A button other than an answer tile answers Enter itself (Check, Next, the options).
        const target = event.target instanceof HTMLElement ? event.target : null;
        if (target?.closest('button') && !target.closest('[data-answer]')) return;
        if (!q || event.repeat) return;
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
    if (judgement) nextRef.current?.focus();
  }, [judgement]);

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
            <button type="button" className="practice-button primary" onClick={props.onCheck} disabled={judgement !== null}>
              {t.check}
            </button>
            {judgement && (
              <button type="button" className="practice-button" ref={nextRef} onClick={props.onNext}>
                {t.next}
              </button>
            )}
            {shareHref && (
              <a className="practice-link" href={shareHref}>
                {t.share}
              </a>
            )}
          </div>
          <p className="practice-keys">{t.keys}</p>
          <QuizVerdict judgement={judgement} t={t} />
          {judgement && <QuizWaits question={question} t={t} />}
        </div>
      ) : (
        !error && <p className="practice-pending">{t.dealing}</p>
      )}
      <QuizScore stats={stats} t={t} />
    </section>
  );
}
