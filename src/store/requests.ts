/**
 * The store's requests as data. Everything the store asks the engine is a kind and a question; the
 * question's key is its canonical text (keyOf), and what the store keeps of it is its answer,
 * `{key, status, progress, data | error}`. Whether an answer is about what the page shows is one rule
 * for every kind (isAbout): its key is the key of the question the page would ask now.
 *
 * Per kind the store keeps the answer to the question asked last (`latest`: running until it lands,
 * null once forgotten) and the newest answer with data (`shown`), which the page draws, greyed while
 * it is about another question: a new hand keeps the old table in view until the new one comes. An
 * answer to any question but the one asked last of its kind is dropped, whatever the client says.
 * The kinds of a worker that runs one job at a time go in its line of jobs (job-runner.ts), at the
 * priority the asker gives; the review's kyoku do not come here at all: the review slice submits them
 * to that line itself, many at once (review-slice.ts).
 *
 * A press that asks for an analysis holds the page until that answer lands (`hold`, held-view.ts):
 * the press sets it to its question's key, and its answer, done or failed, clears it; so does any
 * other action of the player, and a position from Back or Forward (app-store.ts).
 */
import type { CallOptions, EngineClient, Outcome } from '../worker/engine-client.ts';
import type { JobRunner } from '../worker/job-runner.ts';
import type { Form, HandReport } from '../engine/light.ts';
import type { Kind, LongJobKind, RequestFailure, RequestOf, ResultOf, ReviewKind } from '../worker/protocol.ts';

/** The kinds the long jobs' client runs (protocol.ts's LongJobKind): searches that can take seconds. */
const LONG_JOBS: readonly string[] = ['probabilities', 'callFigures', 'kanFigures'] satisfies LongJobKind[];
const isLongJob = (kind: Kind): kind is LongJobKind => LONG_JOBS.includes(kind);
const isReview = (kind: Kind): kind is ReviewKind => kind === 'readLog' || kind === 'reviewKyoku';

/** The kinds asked in a line of jobs (job-runner.ts): the long jobs' worker's and the review's. */
type LineKind = LongJobKind | ReviewKind;

/** What the store asks the engine, by kind: the engine's requests (protocol.ts). */
export type Questions = { [K in Kind]: RequestOf<K> };

/**
 * What the page wrote of an analysis it asked, which the question does not carry (it carries the position
 * only): the hand as the URL writes it, the form, and the table's parameters as the URL writes them (''
 * an empty table). An answer drawn greyed while the field holds another position says from them what it
 * is about, and Tenhou's text starts with the hand as typed.
 */
export interface AnalysisAbout {
  hand: string;
  form: Form;
  table: string;
}

/** An analysis as the store keeps it: the engine's report, and what it is about. */
export type AskedAnalysis = HandReport & { about: AnalysisAbout };

/** What the store keeps of the engine's answers, by kind: the engine's result (an analysis with what it is about). */
export type Results = { [K in Kind]: K extends 'analyze' ? AskedAnalysis : ResultOf<K> };

export type RequestKind = keyof Questions;

/** The answer to one question: its key, how it stands, and its data or its error. */
export type Answer<T> =
  | { key: string; status: 'running'; progress: number }
  | { key: string; status: 'done'; progress: 1; data: T }
  /** `error`: the engine's refusal of the question (data the page writes in its language), or a sentence when it failed. */
  | { key: string; status: 'failed'; progress: number; error: RequestFailure };

export type DoneAnswer<T> = Extract<Answer<T>, { status: 'done' }>;

/** One kind of request: the answer to the question asked last, and the newest answer with data. */
export interface Requested<T> {
  /** The question asked last and how it stands; null when none is (never asked, or forgotten: Cancel). */
  latest: Answer<T> | null;
  /** The newest answer with data, possibly to an earlier question: the page draws it, greyed unless it is about what is shown. */
  shown: DoneAnswer<T> | null;
}

export type Requests = { [K in RequestKind]: Requested<Results[K]> };

/** The requests' part of the store's state. */
export interface RequestsState {
  requests: Requests;
  /**
   * The key of the analysis a press waits for, or null: the page may draw the press together with its
   * answer (held-view.ts). Typing never sets it: a text field must show every key at once.
   */
  hold: string | null;
}

const NONE = { latest: null, shown: null };

export const NO_REQUESTS: Requests = {
  analyze: NONE,
  twoStep: NONE,
  score: NONE,
  probabilities: NONE,
  callTable: NONE,
  callFigures: NONE,
  kanTable: NONE,
  kanFigures: NONE,
  quiz: NONE,
  drill: NONE,
  points: NONE,
  readLog: NONE,
  reviewKyoku: NONE,
};

/**
 * A question's key: its JSON with every object's keys in order and absent fields left out, so two
 * questions that ask the same have one key however they were built.
 */
export function keyOf(question: unknown): string {
  return JSON.stringify(question, (_name, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** The one rule: an answer is about a question when it carries the question's key (no question: about nothing). */
export function isAbout(answer: { key: string } | null, key: string | null): boolean {
  return answer !== null && key !== null && answer.key === key;
}

/** How a question is asked: at once or after a pause, and who hears its answer. */
export interface AskOptions<T> {
  /**
   * Wait this long before asking (ms); Cancel or a newer question meanwhile asks nothing. A kind of a
   * line waits in its line, holding its place there (the jobs behind it wait as long).
   */
  delayMs?: number;
  /** Hears the answer once it lands, if it is still the answer to the question asked last. */
  then?(answer: DoneAnswer<T> | Extract<Answer<T>, { status: 'failed' }>): void;
  /** For a kind asked in a line of jobs (job-runner.ts): how much it matters there, higher first; 0 when not given. */
  priority?: number;
  /** An analysis: what the page wrote of it, kept with its answer (AskedAnalysis). */
  about?: AnalysisAbout;
}

/** How a kind is asked: an analysis with what the page wrote of it (its answer is kept with it), any other kind as it likes. */
export type AskArguments<K extends RequestKind> = K extends 'analyze'
  ? [options: AskOptions<Results[K]> & { about: AnalysisAbout }]
  : [options?: AskOptions<Results[K]> & { about?: never }];

export interface RequestRunner {
  /** Ask `question`: it becomes the question asked last of its kind (the one before is dropped). Returns its key. */
  ask<K extends RequestKind>(kind: K, question: Questions[K], ...options: AskArguments<K>): string;
  /** Forget the question asked last of `kind` (Cancel; nothing to ask now): its answer, if it comes, is dropped. */
  forget(kind: RequestKind): void;
  /**
   * The key of the question asked last of `kind` while its answer has not landed (it waits for its pause,
   * waits in its worker's line, or is with the engine), else null. One waiting in line has no `latest`:
   * nothing is being computed for it yet.
   */
  pending(kind: RequestKind): string | null;
}

export interface RequestsContext {
  /** The analyses' client. */
  client: EngineClient;
  /** The line of jobs of the long jobs' client (the probabilities, the call and kan tables' figures), a worker of its own. */
  longJobs: JobRunner<LongJobKind>;
  /** The line of jobs of the review's client (a log read, its kyoku reviewed), a worker of its own. */
  review: JobRunner<ReviewKind>;
  get(): RequestsState;
  set(patch: Partial<RequestsState>): void;
}

/** The store's requests: one question asked last per kind, its answer kept as data. */
export function createRequests(ctx: RequestsContext): RequestRunner {
  const { get, set } = ctx;
  const timers = new Map<RequestKind, ReturnType<typeof setTimeout>>();
  // The signal of the question asked last of each kind: a newer question, or forget, ends it.
  const controllers = new Map<RequestKind, AbortController>();
  // The key of the question asked last of each kind until its answer lands (RequestRunner.pending).
  const pendingKeys = new Map<RequestKind, string>();

  function update<K extends RequestKind>(kind: K, slot: Requested<Results[K]>, extra: Partial<RequestsState> = {}): void {
    set({ requests: { ...get().requests, [kind]: slot }, ...extra });
  }

  /** The answer to the question asked last of `kind`, when `key` is its key. */
  function asked<K extends RequestKind>(kind: K, key: string): Answer<Results[K]> | null {
    const latest = get().requests[kind].latest as Answer<Results[K]> | null;
    return isAbout(latest, key) ? latest : null;
  }

  function send<K extends RequestKind>(
    kind: K,
    question: Questions[K],
    key: string,
    signal: AbortSignal,
    options: AskOptions<Results[K]>,
  ): void {
    const onProgress = (done: number) => {
      const running = asked(kind, key);
      if (running?.status === 'running')
        update(kind, { ...get().requests[kind], latest: { ...running, progress: done } } as Requested<Results[K]>);
    };
    const land = (outcome: Outcome<Results[K]>) => {
      const running = asked(kind, key);
      if (running?.status !== 'running' || outcome.status === 'stale' || outcome.status === 'aborted') return;
      const answer =
        outcome.status === 'done'
          ? ({
              key,
              status: 'done',
              progress: 1,
              data: options.about ? { ...outcome.result, about: options.about } : outcome.result,
            } as const)
          : ({ key, status: 'failed', progress: running.progress, error: outcome.message } as const);
      const shown = answer.status === 'done' ? answer : (get().requests[kind].shown as DoneAnswer<Results[K]> | null);
      // The press waiting for this analysis is drawn now, with it.
      const released = kind === 'analyze' && get().hold === key ? { hold: null } : {};
      update(kind, { latest: answer, shown }, released);
      pendingKeys.delete(kind);
      options.then?.(answer);
    };
    const line = lineOf(kind);
    if (!line) {
      const call = ctx.client[kind] as (request: Questions[K], options: CallOptions) => Promise<Outcome<Results[K]>>;
      void call(question, { signal, onProgress }).then(land);
      return;
    }
    // A job of a worker that runs one at a time: its line orders it by priority. While it waits there,
    // nothing is computed for it (no `latest`); it runs again from the start after a pre-emption.
    const current = () => pendingKeys.get(kind) === key;
    line.submit(kind as LineKind, question as RequestOf<LineKind>, {
      priority: options.priority ?? 0,
      delayMs: options.delayMs,
      signal,
      onProgress,
      onWait: () => current() && update(kind, { ...get().requests[kind], latest: null }),
      onStart: () => current() && update(kind, { ...get().requests[kind], latest: { key, status: 'running', progress: 0 } }),
      onEnd: land as (outcome: Outcome<ResultOf<LineKind>>) => void,
    });
  }

  /** The line of jobs `kind` is asked in, or null (the analyses' client: newest wins per kind there). */
  function lineOf(kind: RequestKind): JobRunner<LineKind> | null {
    return (isReview(kind) ? ctx.review : isLongJob(kind) ? ctx.longJobs : null) as JobRunner<LineKind> | null;
  }

  /** Ends the question asked last of `kind`: its timer if it waits, its request if it is with the engine. */
  function end(kind: RequestKind): void {
    const timer = timers.get(kind);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(kind);
    controllers.get(kind)?.abort();
    controllers.delete(kind);
    pendingKeys.delete(kind);
  }

  return {
    ask(kind, question, ...rest) {
      // The arguments' shape is the callers' contract (AskArguments); inside, one kind's options are any kind's.
      const options = (rest[0] ?? {}) as AskOptions<Results[typeof kind]>;
      const key = keyOf(question);
      end(kind);
      const controller = new AbortController();
      controllers.set(kind, controller);
      pendingKeys.set(kind, key);
      update(kind, { ...get().requests[kind], latest: { key, status: 'running', progress: 0 } });
      // A job of a line waits for its pause in its line, holding its place there (job-runner.ts).
      if (!options.delayMs || lineOf(kind)) send(kind, question, key, controller.signal, options);
      else
        timers.set(
          kind,
          setTimeout(() => {
            timers.delete(kind);
            send(kind, question, key, controller.signal, options);
          }, options.delayMs),
        );
      return key;
    },
    forget(kind) {
      end(kind);
      if (get().requests[kind].latest) update(kind, { ...get().requests[kind], latest: null });
    },
    pending: (kind) => pendingKeys.get(kind) ?? null,
  };
}

/** One kind's requests, as a practice page's slice uses them. */
export interface KindRequests<K extends RequestKind> {
  /** Ask `question` (in place of the one before); `then` hears its answer if it is still the question asked last. */
  ask(question: Questions[K], then: AskOptions<Results[K]>['then'], priority?: number): void;
  /** The question asked last is with the engine. */
  pending(): boolean;
  /** `question` is the question asked last (running, or answered). */
  isLatest(question: Questions[K]): boolean;
  /** Forget the question asked last: its answer is dropped, nothing is pending. */
  forget(): void;
}

/** The requests of one kind, on the store's runner. */
export function requestsOf<K extends Exclude<RequestKind, 'analyze'>>(
  runner: RequestRunner,
  get: () => RequestsState,
  kind: K,
): KindRequests<K> {
  return {
    ask: (question, then, priority) => void runner.ask(kind, question, ...([{ then, priority }] as AskArguments<K>)),
    pending: () => get().requests[kind].latest?.status === 'running',
    isLatest: (question) => isAbout(get().requests[kind].latest, keyOf(question)),
    forget: () => runner.forget(kind),
  };
}
