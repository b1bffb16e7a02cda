/**
 * The game review's part of the store (`?mode=review`): the log's text as pasted or dropped, the log read
 * (its overview: players, names, each kyoku without its moves) or what is wrong with it, the seat
 * reviewed, each kyoku's decisions as the worker reviews them, and the decision shown.
 *
 * The text is never lost: it stays as pasted whatever the reading says, and nothing of it enters the
 * address (a log is the player's own; it stays on the device). Review reads it in the worker, once, into
 * the worker's session; then the worker reviews the seat kyoku by kyoku, each kyoku one request naming the
 * session and the kyoku's index, in three passes (ReviewFigures). The slice submits them all at once as
 * jobs of the review worker's line (job-runner.ts), each at its pass's priority (PRIORITY), and the line
 * runs them in that order: the first kyoku's counts alone, so a decision shows at once; every kyoku's next
 * step, probabilities (the options off) and call tables, kyoku by kyoku; then, in the background, the
 * probabilities again with hand changes and shanten-back on (each kyoku's put in line once its figures
 * with the options off are in), each kyoku's answer replacing the one before. A new review or another
 * seat ends the kind's jobs and submits its own, so the old work's answers are dropped; Cancel ends them,
 * and Continue submits what is left. A kyoku whose figures run past the worker's time limit is asked
 * again with the counts alone (a follow-up at the counts' priority, so it goes next; its decisions then
 * have no probabilities), or keeps its figures with the options off; any other failure is that kyoku's,
 * written in the list, and the review goes on with the next. A kyoku nothing more is asked of (settled)
 * has its jobs still in line withdrawn.
 *
 * A reload keeps the review: the text reviewed, the seat, the names hidden or not, the filter and the
 * decision shown are kept in the tab's session storage (on the device, for that tab only, gone when it
 * closes), and the review page read again starts the review over from them, the decision shown first.
 * A text too large for the storage is not kept (nor is an older one left in its place).
 */
import type { Decision, LogError, KyokuSeat } from '../engine/light.ts';
import type { Outcome } from '../worker/engine-client.ts';
import type { JobRunner } from '../worker/job-runner.ts';
import type { ReviewKyokuRequest, ReviewKyokuResult } from '../worker/protocol.ts';
import type { LogOverview } from '../engine/light.ts';
import type { RequestFailure } from '../worker/protocol.ts';
import { keyOf, type KindRequests } from './requests.ts';

/** Which decisions the stepper visits (review-figures.ts judges them). */
export type ReviewFilter = 'all' | 'loss' | 'tiles2' | 'win1';

export const REVIEW_FILTERS: readonly ReviewFilter[] = ['all', 'loss', 'tiles2', 'win1'];

/** A kyoku's review as it stands: not yet answered, its decisions, the log's fault there, or why the worker gave no answer. */
export type KyokuReview =
  | { kind: 'waiting' }
  | { kind: 'reviewed'; decisions: Decision[] }
  | { kind: 'log-fault'; error: LogError }
  | { kind: 'failed'; failure: RequestFailure };

/** A kyoku's fault or failure: what the page writes in place of its figures. */
export type KyokuTrouble = Extract<KyokuReview, { kind: 'log-fault' | 'failed' }>;

const WAITING: KyokuReview = { kind: 'waiting' };

/** The worker's answer as the kyoku's review. */
const reviewOf = (r: ReviewKyokuResult): KyokuReview =>
  r.ok ? { kind: 'reviewed', decisions: r.decisions } : { kind: 'log-fault', error: r.error };

/**
 * What a kyoku's figures were computed with: the counts and next step alone ('counts'), the probabilities
 * and call tables with hand changes and shanten-back off ('off'), or on ('on').
 */
export type ReviewFigures = 'counts' | 'off' | 'on';

/** Where the stepper stands: a kyoku's index in the log and the decision's place in that kyoku's list. */
export interface ReviewAt {
  kyoku: number;
  index: number;
}

export interface ReviewState {
  /** The text field as typed, pasted or dropped: kept as it is on an error. */
  text: string;
  /** The text read last (Review pressed); null before. */
  read: string | null;
  /** The log read; null before, while reading and when it could not be read. */
  log: LogOverview | null;
  /** The review worker's session of that log (each kyoku is asked by its index there); null with no log. */
  session: number | null;
  /** What is wrong with the log read (the reader's fault) or why the worker gave no answer. */
  error: { log: LogError } | { failure: RequestFailure } | null;
  seat: KyokuSeat;
  /** Names shown as Seat 1-4 instead (a log shared, a screenshot). */
  hideNames: boolean;
  /** Each kyoku's review for the seat, in the log's order. */
  kyoku: KyokuReview[];
  /** What each kyoku's figures were computed with; null before its first answer. */
  figures: (ReviewFigures | null)[];
  /** The kyoku nothing more is asked of: their figures ran past the time limit, or they failed. */
  settled: boolean[];
  /** The kyoku the worker reviews now, or null (done, cancelled, nothing asked). */
  working: number | null;
  /** Cancel was pressed before every kyoku was reviewed. */
  cancelled: boolean;
  at: ReviewAt | null;
  filter: ReviewFilter;
}

export interface ReviewActions {
  /** The text field's whole text (typed, pasted or a file's text dropped). */
  editReviewText(text: string): void;
  /** Read the text and review the seat (the first seat the first time). */
  startReview(): void;
  /** Review another seat of the log read. */
  chooseReviewSeat(seat: KyokuSeat): void;
  setReviewHideNames(hide: boolean): void;
  /** Stop the work in flight; the kyoku reviewed stay. */
  cancelReview(): void;
  /** Review the kyoku left after Cancel. */
  continueReview(): void;
  /** Show a decision. */
  showDecision(at: ReviewAt): void;
  setReviewFilter(filter: ReviewFilter): void;
}

/** What the slice needs from the store around it. */
export interface ReviewContext {
  getReview(): ReviewState;
  setReview(patch: Partial<ReviewState>): void;
  readLog: KindRequests<'readLog'>;
  /** The review worker's line of jobs (job-runner.ts), where the kyoku are reviewed. */
  jobs: Pick<JobRunner<'reviewKyoku'>, 'submit' | 'cancel' | 'has'>;
  /** Starts the review's worker, so its script, tables and the review's code load before the first log is pasted. */
  startWorker(): void;
  /** The tab's session storage, where the review is kept across a reload; null when there is none. */
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** The session storage's key of the review kept across a reload. */
export const REVIEW_KEY = 'pairi.review';

/** What is kept of a review across a reload. */
interface KeptReview {
  text: string;
  seat: KyokuSeat;
  hideNames: boolean;
  filter: ReviewFilter;
  at: ReviewAt | null;
}

/** Whether two kept reviews are the same (the text compared by identity first: it is the state's own string). */
function sameKept(a: KeptReview, b: KeptReview): boolean {
  return (
    a.text === b.text &&
    a.seat === b.seat &&
    a.hideNames === b.hideNames &&
    a.filter === b.filter &&
    a.at?.kyoku === b.at?.kyoku &&
    a.at?.index === b.at?.index
  );
}

/** The review kept in `session`, if there is one and it reads as one. */
function keptReview(session: ReviewContext['session']): KeptReview | null {
  let kept: Partial<KeptReview> | null = null;
  try {
    kept = JSON.parse(session?.getItem(REVIEW_KEY) ?? 'null') as Partial<KeptReview> | null;
  } catch {
    return null;
  }
  if (!kept || typeof kept.text !== 'string') return null;
  const seat = [0, 1, 2, 3].includes(kept.seat as number) ? (kept.seat as KyokuSeat) : 0;
  const at =
    kept.at && Number.isInteger(kept.at.kyoku) && Number.isInteger(kept.at.index) && kept.at.kyoku >= 0 && kept.at.index >= 0
      ? { kyoku: kept.at.kyoku, index: kept.at.index }
      : null;
  const filter = REVIEW_FILTERS.includes(kept.filter as ReviewFilter) ? (kept.filter as ReviewFilter) : 'all';
  return { text: kept.text, seat, hideNames: kept.hideNames === true, filter, at };
}

type Asked = Pick<ReviewKyokuRequest, 'twoStep' | 'probabilities' | 'calls'>;

/** What each pass asks beside the counts. */
const ASKED: Record<ReviewFigures, Asked> = {
  // The first kyoku's counts: milliseconds, so its first decision shows at once.
  counts: { twoStep: false, probabilities: false, calls: false },
  // Every figure with the probabilities' options off: a half game in a few seconds.
  off: { twoStep: true, probabilities: true, calls: true },
  // The same with hand changes and shanten-back: ten times as long, so after the rest, in the background.
  on: { twoStep: true, probabilities: { handChanges: true, shantenBack: true }, calls: true },
};

/** What a kyoku is asked again with when its figures ran past the worker's time limit: the counts and the next step. */
const COUNTS_ONLY: Asked = { twoStep: true, probabilities: false, calls: false };

/**
 * Each pass's priority in the review worker's line (higher first; within a pass, kyoku by kyoku, as
 * submitted). The log read goes before them all (READ), though the kyoku are ended before it is read.
 */
const PRIORITY: Record<ReviewFigures, number> = { counts: 3, off: 2, on: 1 };
const READ = 4;

export const INITIAL_REVIEW: ReviewState = {
  text: '',
  read: null,
  log: null,
  session: null,
  error: null,
  seat: 0,
  hideNames: false,
  kyoku: [],
  figures: [],
  settled: [],
  working: null,
  cancelled: false,
  at: null,
  filter: 'all',
};

/** The review's actions, and `enter`, which the store calls when the address turns to the review. */
export function createReviewSlice(ctx: ReviewContext): { actions: ReviewActions; enter(): void } {
  const { getReview } = ctx;
  // The decision to show once its kyoku is reviewed: the one shown before a reload.
  let resumeAt: ReviewAt | null = null;
  // The kept review is read once, when the review page is first shown.
  let resumed = false;
  // What was last written to the session storage.
  let lastKept: KeptReview | null = null;

  /** Sets `patch` and keeps the review as it now stands in the session storage. */
  function setReview(patch: Partial<ReviewState>): void {
    ctx.setReview(patch);
    const { read, seat, hideNames, filter, at } = getReview();
    if (read === null || !ctx.session) return;
    const kept: KeptReview = { text: read, seat, hideNames, filter, at: at ?? resumeAt };
    // Written only when what is kept changes: each kyoku's answer sets the state, and the text may be megabytes.
    if (lastKept && sameKept(lastKept, kept)) return;
    lastKept = kept;
    try {
      ctx.session.setItem(REVIEW_KEY, JSON.stringify(kept));
    } catch {
      // Too large for the storage: not kept, and no older review left in its place.
      try {
        ctx.session.removeItem(REVIEW_KEY);
      } catch {
        // No storage to speak of.
      }
    }
  }

  // The key of each kyoku's job in line, and its kyoku: a kyoku settled has its jobs withdrawn.
  const inLine = new Map<string, number>();

  /** Submit every pass left: the first kyoku's counts (none answered yet), every kyoku's figures, then with the options on. */
  function review(): void {
    const { read, log, kyoku, figures, settled } = getReview();
    if (read !== null && log && kyoku.length > 0) {
      // The first kyoku's counts, or the counts of the kyoku of the decision shown before a reload.
      const first = resumeAt && resumeAt.kyoku < kyoku.length ? resumeAt.kyoku : 0;
      if (kyoku.every((k) => k.kind === 'waiting')) submit(first, 'counts', ASKED.counts);
      for (let i = 0; i < kyoku.length; i++)
        if (!settled[i] && (figures[i] === null || figures[i] === 'counts')) submit(i, 'off', ASKED.off);
      for (let i = 0; i < kyoku.length; i++) if (!settled[i] && figures[i] === 'off') submit(i, 'on', ASKED.on);
    }
    if (!ctx.jobs.has('reviewKyoku')) setReview({ working: null });
  }

  /** Put kyoku `index` in line for `figures`, at that pass's priority. */
  function submit(index: number, figures: ReviewFigures, asked: Asked): void {
    const { session, seat } = getReview();
    if (session === null) return;
    const request: ReviewKyokuRequest = { session, kyoku: index, seat, ...asked };
    const key = keyOf(request);
    inLine.set(key, index);
    ctx.jobs.submit('reviewKyoku', request, {
      key,
      priority: PRIORITY[figures],
      onStart: () => setReview({ working: index, cancelled: false }),
      onEnd(outcome) {
        inLine.delete(key);
        heard(index, figures, asked, outcome);
        if (!ctx.jobs.has('reviewKyoku')) setReview({ working: null });
      },
    });
  }

  /** Withdraw kyoku `index`'s jobs still in line. */
  function withdraw(index: number): void {
    for (const [key, i] of [...inLine]) if (i === index) ctx.jobs.cancel('reviewKyoku', key);
  }

  /** Kyoku `index`'s answer for `figures`; a kyoku whose figures ran past the worker's time limit is asked again with the counts alone. */
  function heard(index: number, figures: ReviewFigures, asked: Asked, outcome: Outcome<ReviewKyokuResult>): void {
    // Ended by a new review, another seat or Cancel: nothing of it is kept.
    if (outcome.status === 'stale' || outcome.status === 'aborted') return;
    const state = getReview();
    const kyoku = [...state.kyoku];
    const done = [...state.figures];
    const settled = [...state.settled];
    if (outcome.status === 'failed') {
      if (outcome.message.code === 'worker-timeout' && figures === 'off') return submit(index, 'counts', COUNTS_ONLY);
      // A kyoku with figures keeps them (the options on ran past the time limit); one without shows the failure.
      if (kyoku[index]?.kind !== 'reviewed') {
        kyoku[index] = { kind: 'failed', failure: outcome.message };
        done[index] = figures;
      }
      settled[index] = true;
    } else {
      kyoku[index] = reviewOf(outcome.result);
      done[index] = figures;
      // Counts asked after a time limit, or a fault of the log: nothing more to ask.
      if (asked === COUNTS_ONLY || !outcome.result.ok) settled[index] = true;
    }
    const result = kyoku[index];
    // The first decision reviewed is shown at once: the one shown before a reload, when its kyoku is this one.
    const resume = resumeAt?.kyoku === index && result?.kind === 'reviewed' && resumeAt.index < result.decisions.length ? resumeAt : null;
    if (resumeAt?.kyoku === index) resumeAt = null;
    const first =
      resume !== null
        ? { at: resume }
        : state.at === null && result?.kind === 'reviewed' && result.decisions.length > 0
          ? { at: { kyoku: index, index: 0 } }
          : {};
    setReview({ kyoku, figures: done, settled, ...first });
    // Its figures with the options off are in: the same with them on, in the background.
    if (settled[index]) withdraw(index);
    else if (figures === 'off') submit(index, 'on', ASKED.on);
  }

  /** Start the seat's review from the first kyoku (the reviews of another seat or text are dropped). */
  function restart(): void {
    const { log } = getReview();
    const count = log ? log.kyoku.length : 0;
    setReview({
      kyoku: Array.from({ length: count }, () => WAITING),
      figures: Array.from({ length: count }, () => null),
      settled: Array.from({ length: count }, () => false),
      at: null,
      cancelled: false,
    });
    review();
  }

  const actions: ReviewActions = {
    editReviewText(text) {
      setReview({ text });
    },
    startReview() {
      const { text } = getReview();
      resumeAt = null;
      ctx.jobs.cancel('reviewKyoku');
      setReview({
        read: text,
        log: null,
        session: null,
        error: null,
        kyoku: [],
        figures: [],
        settled: [],
        at: null,
        working: null,
        cancelled: false,
      });
      ctx.readLog.ask(
        { text },
        (answer) => {
          if (answer.status === 'failed') return setReview({ error: { failure: answer.error } });
          if (!answer.data.ok) return setReview({ error: { log: answer.data.error } });
          const { log, session } = answer.data;
          // A seat of the log before (another game of the same player) is kept when this log has it.
          const seat = getReview().seat < log.players ? getReview().seat : 0;
          setReview({ log, session, seat });
          restart();
        },
        READ,
      );
    },
    chooseReviewSeat(seat) {
      const { log } = getReview();
      if (!log || seat >= log.players) return;
      ctx.jobs.cancel('reviewKyoku');
      setReview({ seat });
      restart();
    },
    setReviewHideNames(hideNames) {
      setReview({ hideNames });
    },
    cancelReview() {
      if (getReview().working === null) return;
      ctx.jobs.cancel('reviewKyoku');
      setReview({ working: null, cancelled: true });
    },
    continueReview() {
      if (getReview().working === null) review();
    },
    showDecision(at) {
      setReview({ at });
    },
    setReviewFilter(filter) {
      setReview({ filter });
    },
  };

  return {
    actions,
    // The review keeps its state while another page is shown: coming back finds it as it was. Its worker
    // starts as the page opens (a few hundred milliseconds that a first review would otherwise wait for).
    enter() {
      ctx.startWorker();
      if (resumed) return;
      resumed = true;
      const kept = getReview().read === null ? keptReview(ctx.session) : null;
      if (!kept) return;
      setReview({ text: kept.text, seat: kept.seat, hideNames: kept.hideNames, filter: kept.filter });
      actions.startReview();
      resumeAt = kept.at;
      setReview({});
    },
  };
}
