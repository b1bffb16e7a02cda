/**
 * The points quiz's part of the store: the seed asked, the question once the worker has dealt it
 * (a complete hand, how it was won, and its score, so the page judges the answer itself), the
 * answer fields as typed, the judgement once checked, and the score kept in the browser.
 *
 * The address names the question (`?mode=points&seed=12345`): the seed is written as soon as it is
 * drawn, before the worker answers, so a reload or a copied address asks the same question. Each new
 * question is an entry of its own (the first deal of `?mode=points` fills in that entry), so Back
 * returns to the question before; one answered before (in this page, before a reload, in another tab)
 * comes back with its answer and verdict instead of a second chance to score it.
 *
 * No answer is lost and none is scored by accident. The fields are there while a question is dealt
 * and keep what is typed into them (only a new question asked clears them, before its deal, never
 * its arrival); Check pressed meanwhile waits for the question and checks it once shown. A field that
 * is empty or not a number scores nothing: the page says which field, beside it.
 */
import { judgePointsAnswer, parseSeed, paymentFigures, seedFrom } from '../engine/light.ts';
import type { PointsJudgement, PointsQuestion } from '../engine/light.ts';
import type { LocationPort } from './location-port.ts';
import { EMPTY_POINTS_FIELDS, readPointsFields, withField, type PointsField, type PointsFields } from './points-input.ts';
import { pointsSearch, type Mode } from '../address/practice-route.ts';
import { loadQuizStats, recordQuizAnswer, saveQuizStats, type QuizStats, type StatsStorage } from './quiz-stats.ts';
import { answeredLog } from './answered-log.ts';
import type { KindRequests } from './requests.ts';

export const POINTS_STATS_KEY = 'pairi.points-stats';
/** The answers scored, by seed (answered-log.ts). */
export const POINTS_ANSWERS_KEY = 'pairi.points-answers';

/** Stored answer fields, checked field by field (strings only); null when they are not fields. */
function readStoredFields(value: unknown): PointsFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const { han, fu, payment } = value as Record<string, unknown>;
  if (typeof han !== 'string' || typeof fu !== 'string' || !Array.isArray(payment)) return null;
  if (payment.length !== EMPTY_POINTS_FIELDS.payment.length || !payment.every((p) => typeof p === 'string')) return null;
  return { han, fu, payment: [payment[0] as string, payment[1] as string] };
}

export interface PointsState {
  /** The seed of the question asked or shown, the address's; null before the first and after a bad seed. */
  seed: number | null;
  /** The question shown; while the next is dealt, the one before (greyed by the page). */
  question: PointsQuestion | null;
  /** The answer as typed. */
  fields: PointsFields;
  /** Set when the answer is checked. */
  judgement: PointsJudgement | null;
  /** now() when the question was shown (or first typed into while dealt): the time to answer starts there. */
  shownAt: number;
  /** The seed as written in the address when it is not one: the page says so. */
  badSeed: string | null;
  /** Check was pressed while the question was dealt: it runs once the question is shown. */
  checkQueued: boolean;
  /** A check met a field it cannot read (empty, not a number): the page says which, beside it. */
  showErrors: boolean;
  stats: QuizStats;
}

export interface PointsActions {
  /** Type into a field (before checking): the field's whole text. */
  editPointsField(field: PointsField, text: string): void;
  /** Check the answer; while the question is dealt, once it is shown. */
  checkPointsAnswer(): void;
  /** Deal a question from a fresh seed (a history entry of its own). */
  nextPointsQuestion(): void;
}

/** What the points quiz needs from the store around it. */
export interface PointsContext {
  getPoints(): PointsState;
  setPoints(patch: Partial<PointsState>): void;
  mode(): Mode;
  /** The questions' deals (requests.ts): whether one is with the engine, and its failure, are the requests' state. */
  requests: KindRequests<'points'>;
  location: LocationPort;
  storage: StatsStorage | null;
  random: () => number;
  now: () => number;
}

/** The points quiz at start-up: its saved score, no question yet. */
export function initialPointsState(storage: StatsStorage | null): PointsState {
  return {
    seed: null,
    question: null,
    fields: EMPTY_POINTS_FIELDS,
    judgement: null,
    shownAt: 0,
    badSeed: null,
    checkQueued: false,
    showErrors: false,
    stats: loadQuizStats(storage, POINTS_STATS_KEY),
  };
}

/** The points quiz's actions, and `enter`, which the store calls when the address turns to the quiz. */
export function createPointsSlice(ctx: PointsContext): { actions: PointsActions; enter(seedText: string): void } {
  const { getPoints, setPoints, requests, location, storage, random, now } = ctx;
  // The answers scored, by seed, kept in the browser: a question shown again (Back, a link, a reload)
  // shows its answer and verdict. The verdict is judged again from the fields kept.
  const answered = answeredLog<PointsFields>(storage, POINTS_ANSWERS_KEY, readStoredFields);
  // When the player first typed while the question was dealt: the time to answer starts there.
  let typedAt: number | null = null;

  /** The answer kept for a question, judged again (a kept answer that no longer reads is none). */
  function priorAnswer(question: PointsQuestion): { fields: PointsFields; judgement: PointsJudgement } | undefined {
    const fields = answered.get(String(question.seed));
    if (!fields) return undefined;
    const read = readPointsFields(fields, paymentFigures(question.score).length);
    return read.ok ? { fields, judgement: judgePointsAnswer(question, read.answer) } : undefined;
  }

  /** Ask for the question of `seed`; the fields are cleared for it now, so what is typed from here on is its answer. */
  function ask(seed: number): void {
    typedAt = null;
    setPoints({
      seed,
      badSeed: null,
      judgement: null,
      fields: EMPTY_POINTS_FIELDS,
      checkQueued: false,
      showErrors: false,
    });
    // A newer question (Next, Back, another link) is asked in place of this one: its answer is dropped.
    requests.ask({ seed }, (answer) => {
      if (answer.status === 'failed') {
        typedAt = null;
        setPoints({ question: null, checkQueued: false });
        return;
      }
      show(answer.data);
    });
  }

  function show(question: PointsQuestion): void {
    const prior = priorAnswer(question);
    const queued = getPoints().checkQueued;
    setPoints({
      question,
      checkQueued: false,
      shownAt: typedAt ?? now(),
      ...(prior ? { fields: prior.fields, judgement: prior.judgement, showErrors: false } : {}),
    });
    typedAt = null;
    if (queued && !prior) actions.checkPointsAnswer();
  }

  const actions: PointsActions = {
    editPointsField(field, text) {
      const { fields, judgement } = getPoints();
      // Checked: the fields show the answer judged.
      if (judgement) return;
      if (requests.pending()) typedAt ??= now();
      setPoints({ fields: withField(fields, field, text) });
    },
    checkPointsAnswer() {
      const { question, judgement, fields, stats, shownAt } = getPoints();
      if (judgement) return;
      if (requests.pending()) {
        setPoints({ checkQueued: true });
        return;
      }
      if (!question) return;
      const read = readPointsFields(fields, paymentFigures(question.score).length);
      if (!read.ok) {
        setPoints({ showErrors: true });
        return;
      }
      const verdict = judgePointsAnswer(question, read.answer);
      const next = recordQuizAnswer(stats, verdict.correct, now() - shownAt);
      saveQuizStats(storage, next, POINTS_STATS_KEY);
      answered.set(String(question.seed), fields);
      setPoints({ judgement: verdict, stats: next, showErrors: false });
    },
    nextPointsQuestion() {
      // While a question is dealt a press has nothing to act on: it must not deal yet another.
      if (requests.pending()) return;
      const seed = seedFrom(random);
      if (ctx.mode() === 'points') location.push(pointsSearch(seed));
      ask(seed);
    },
  };

  return {
    actions,
    enter(seedText) {
      const { seed, question } = getPoints();
      const pending = requests.pending();
      if (!seedText) {
        // The question the page last had (a header link back from another mode), or a fresh one.
        const next = seed ?? seedFrom(random);
        location.replace(pointsSearch(next));
        if (next !== seed || (!question && !pending)) ask(next);
        return;
      }
      const parsed = parseSeed(seedText);
      if (!parsed.ok) {
        typedAt = null;
        requests.forget();
        setPoints({ seed: null, question: null, judgement: null, badSeed: seedText, checkQueued: false, showErrors: false });
        return;
      }
      // Already shown, or on its way (Forward and Back over the same entry, a header link back).
      if (parsed.value === seed && (pending || question?.seed === seed)) return;
      ask(parsed.value);
    },
  };
}
