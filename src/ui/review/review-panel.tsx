/**
 * The game review (`?mode=review`): the log's input, the seat reviewed, the stepper through the seat's
 * decisions with the decision shown (the chosen against the best and what it cost, the hand, the table
 * of the moment), the kyoku list and the game's summary. The panel holds no state of the review: the
 * store has the text, the log, the reviews and the decision shown, so tests drive the panel directly.
 *
 * Keys: ← and → step through every decision, Shift+← and Shift+→ jump to the previous and next
 * mistake (a decision the filter keeps), anywhere but in a text field or a list box. A swipe across
 * the decision steps on a touch screen. While the worker reviews the rest of the game, a line says how
 * far it has come, with Cancel; the first kyoku is shown as soon as it is reviewed.
 */
import '../shell/practice.css';
import './review.css';
import { useEffect, useRef } from 'react';
import type { Decision, KyokuSeat, Tile } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import {
  REVIEW_FILTERS,
  type KyokuReview,
  type KyokuTrouble,
  type ReviewAt,
  type ReviewFigures,
  type ReviewFilter,
} from '../../store/review-slice.ts';
import type { LogOverview } from '../../engine/light.ts';
import { messagesFor } from '../shell/messages.ts';
import { decisionAt, decisionsOf, stepFrom } from './review-figures.ts';
import { ReviewDecision } from './review-decision.tsx';
import { ReviewInput } from './review-input.tsx';
import { ReviewKyokuList } from './review-kyoku-list.tsx';
import { reviewMessagesFor } from './review-messages.ts';
import { ReviewSeats } from './review-seats.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { ReviewTable } from './review-table.tsx';

export interface ReviewPanelProps {
  lang: Lang;
  text: string;
  /** The log is being read. */
  reading: boolean;
  /** What is wrong with the log read, or why the worker gave no answer, written. */
  error: string | null;
  log: LogOverview | null;
  seat: KyokuSeat;
  hideNames: boolean;
  reviews: readonly KyokuReview[];
  /** What each kyoku's figures were computed with, and the kyoku nothing more is asked of. */
  figures: readonly (ReviewFigures | null)[];
  settled: readonly boolean[];
  /** The kyoku the worker reviews now, or null. */
  working: number | null;
  cancelled: boolean;
  at: ReviewAt | null;
  filter: ReviewFilter;
  /** The analysis page's address of the decision shown. */
  analysisHref: string | null;
  /** A kyoku's fault or failure, written. */
  failure(review: KyokuTrouble): string;
  onText(text: string): void;
  onReview(): void;
  onSeat(seat: KyokuSeat): void;
  onHideNames(hide: boolean): void;
  onCancel(): void;
  onContinue(): void;
  onShow(at: ReviewAt): void;
  onFilter(filter: ReviewFilter): void;
  onOpenAnalysis?(): void;
}

/** Keys go to fields, radio buttons and list boxes untouched (their arrows are theirs). */
/** The dora indicators showing at a decision, as tiles. */
function indicatorsOf(d: Decision): Tile[] {
  const { indicators, indicatorsRed } = d.position.table;
  return indicators.map((kind, i) => ({ kind, red: indicatorsRed[i] ?? false }));
}

function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input:not([type="checkbox"]), textarea, select') !== null;
}

/** The review page. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { lang, log, seat, hideNames, reviews, working, cancelled, at, filter } = props;
  const t = reviewMessagesFor(lang);
  const m = messagesFor(lang);
  const list = decisionsOf(reviews);
  const decision = decisionAt(reviews, at);
  const place = at ? list.findIndex((x) => x.at.kyoku === at.kyoku && x.at.index === at.index) : -1;
  const mistakes: ReviewFilter = filter === 'all' ? 'loss' : filter;
  const prev = stepFrom(list, at, -1, 'all');
  const next = stepFrom(list, at, 1, 'all');
  const prevMistake = stepFrom(list, at, -1, mistakes);
  const nextMistake = stepFrom(list, at, 1, mistakes);
  const name = (s: number) => (hideNames || !log?.names[s] ? t.seat(s + 1) : log.names[s]!);
  const total = log?.kyoku.length ?? 0;
  // The pass under way (or stopped): every kyoku's figures, then the same with the options on.
  const options = props.figures.length > 0 && props.figures.every((f, i) => props.settled[i] || f === 'off' || f === 'on');
  const done = props.figures.filter((f, i) => props.settled[i] || f === 'on' || (!options && f === 'off')).length;
  const shownFigures = at ? (props.figures[at.kyoku] ?? null) : null;

  // The handler reads the newest moves without being attached again on every render.
  const moves = useRef({ prev, next, prevMistake, nextMistake, onShow: props.onShow });
  moves.current = { prev, next, prevMistake, nextMistake, onShow: props.onShow };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
      const mv = moves.current;
      const to = event.key === 'ArrowLeft' ? (event.shiftKey ? mv.prevMistake : mv.prev) : event.shiftKey ? mv.nextMistake : mv.next;
      if (!to) return;
      event.preventDefault();
      mv.onShow(to);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The first decision shown after Review is brought into view (a phone's header and the field above it).
  const stepperRef = useRef<HTMLElement>(null);
  const hadDecision = useRef(false);
  useEffect(() => {
    if (decision && !hadDecision.current) stepperRef.current?.scrollIntoView?.({ block: 'start', inline: 'nearest' });
    hadDecision.current = decision !== null;
  }, [decision]);

  // A swipe across the decision: left for the next, right for the one before.
  const touch = useRef<{ x: number; y: number } | null>(null);

  const titleLine = log
    ? [log.title, log.names.some(Boolean) && !hideNames ? log.names.filter(Boolean).join(' · ') : ''].filter(Boolean).join(' — ')
    : '';

  return (
    <section className="practice-panel review-panel" aria-labelledby="review-title">
      <h2 id="review-title">{t.title}</h2>
      {!log && <p className="practice-intro">{t.intro}</p>}
      <ReviewInput
        t={t}
        text={props.text}
        folded={log !== null}
        summary={titleLine ? `${t.textLabel}: ${titleLine}` : t.textLabel}
        reading={props.reading}
        error={props.error}
        onText={props.onText}
        onReview={props.onReview}
      />
      {log && (
        <>
          <ReviewSeats
            t={t}
            players={log.players}
            seat={seat}
            name={name}
            hideNames={hideNames}
            onSeat={props.onSeat}
            onHideNames={props.onHideNames}
          />
          {working !== null && (
            <p className="review-progress" role="status" data-figures={options ? 'on' : 'off'}>
              <progress max={total} value={done} /> {options ? t.progressOptions(done, total) : t.progress(done, total)}{' '}
              <button type="button" className="practice-button" onClick={props.onCancel}>
                {t.cancel}
              </button>
            </p>
          )}
          {working === null && cancelled && (
            <p className="review-progress" role="status">
              {options ? t.cancelledOptions(done, total) : t.cancelled(done, total)}{' '}
              <button type="button" className="practice-button" onClick={props.onContinue}>
                {t.continueReview}
              </button>
            </p>
          )}
          <section className="review-stepper" ref={stepperRef} aria-label={t.stepper}>
            <div className="review-nav">
              <button type="button" className="practice-button" disabled={!prev} onClick={() => prev && props.onShow(prev)}>
                <span aria-hidden="true">←</span> {t.previous}
              </button>
              <button type="button" className="practice-button" disabled={!next} onClick={() => next && props.onShow(next)}>
                {t.next} <span aria-hidden="true">→</span>
              </button>
              <button
                type="button"
                className="practice-button"
                disabled={!prevMistake}
                onClick={() => prevMistake && props.onShow(prevMistake)}
              >
                <span aria-hidden="true">⇤</span> {t.previousMistake}
              </button>
              <button
                type="button"
                className="practice-button primary"
                disabled={!nextMistake}
                onClick={() => nextMistake && props.onShow(nextMistake)}
              >
                {t.nextMistake} <span aria-hidden="true">⇥</span>
              </button>
              <label className="review-filter">
                {t.filter}{' '}
                <select value={filter} onChange={(event) => props.onFilter(event.target.value as ReviewFilter)}>
                  {REVIEW_FILTERS.map((f) => (
                    <option key={f} value={f}>
                      {t.filters[f]}
                    </option>
                  ))}
                </select>
              </label>
              {place >= 0 && <span className="review-place">{t.position(place + 1, list.length)}</span>}
            </div>
            {decision && at ? (
              <div
                className="review-shown"
                onTouchStart={(event) => {
                  const p = event.touches[0];
                  touch.current = p ? { x: p.clientX, y: p.clientY } : null;
                }}
                onTouchEnd={(event) => {
                  const start = touch.current;
                  const p = event.changedTouches[0];
                  touch.current = null;
                  if (!start || !p) return;
                  const dx = p.clientX - start.x;
                  if (Math.abs(dx) < 60 || Math.abs(dx) < 2 * Math.abs(p.clientY - start.y)) return;
                  const to = dx < 0 ? next : prev;
                  if (to) props.onShow(to);
                }}
              >
                <ReviewDecision
                  t={t}
                  m={m}
                  decision={decision}
                  kyokuName={t.kyokuName(log.kyoku[at.kyoku]!)}
                  analysisHref={props.analysisHref ?? '?'}
                  onOpenAnalysis={props.onOpenAnalysis}
                />
                {shownFigures && (
                  <p className="review-note review-figures" data-figures={shownFigures}>
                    {t.figures(shownFigures, props.settled[at.kyoku] ?? false, shownFigures === 'off' && working !== null)}
                  </p>
                )}
                <ReviewTable
                  t={t}
                  m={m}
                  moment={decision.moment}
                  indicators={indicatorsOf(decision)}
                  seat={seat}
                  players={log.players}
                  name={name}
                />
              </div>
            ) : (
              <p className="practice-pending">{working !== null ? t.progress(done, total) : t.noDecisions}</p>
            )}
            {!nextMistake && decision && <p className="review-note">{t.noMistake}</p>}
            <p className="practice-keys">{t.keys}</p>
          </section>
          <ReviewKyokuList
            t={t}
            kyoku={log.kyoku}
            reviews={reviews}
            current={at?.kyoku ?? null}
            failure={props.failure}
            name={name}
            onShow={props.onShow}
          />
          <ReviewSummary t={t} list={list} current={at} onShow={props.onShow} />
        </>
      )}
    </section>
  );
}
