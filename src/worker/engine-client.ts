/**
 * The page's side of the worker RPC: the engine's API (protocol.ts) as promises, one method per kind,
 * its types derived from the API's map as Comlink's `Remote<typeof api>` derives them. Comlink itself
 * is not used: its proxies give the call and nothing the page needs around it (newest wins per kind,
 * cancellation by signal, a time limit, a worker replaced when it dies), which are the lines here.
 *
 * One request is in flight at a time and at most one per kind waits behind it: a newer request
 * replaces the waiting one of its kind, so typing fast never queues stale work in the worker, and an
 * answer whose id is not the newest of its kind is 'stale'. "Latest wins" holds per kind (each kind
 * of protocol.ts's EngineApi): a quiz deal does not make the analysis of the hand left behind stale,
 * so going back to the analysis finds its answer. The requests waiting are sent in the
 * order they were made. A worker that dies (onerror, messageerror) or overruns the time limit is
 * terminated and replaced, and the request it held fails with a message instead of hanging.
 *
 * Each request can be ended by its own AbortSignal (as squoosh's worker bridge does): waiting, it is
 * never sent; in flight, an interruptible client (the long jobs') ends its worker, any other drops the
 * answer when it comes. Either way the request answers 'aborted' at once.
 */
// Types only: erased from the page's bundle.
import type {
  Kind,
  LongJobKind,
  ReviewKind,
  RequestFailure,
  RequestMessage,
  RequestOf,
  ResponseMessage,
  ResultOf,
  WorkerFailure,
} from './protocol.ts';

/** How a request ended. */
export type Outcome<T> =
  | { status: 'done'; result: T }
  /** The engine refused the request's input (data), or it or its worker failed (a sentence). */
  | { status: 'failed'; message: RequestFailure }
  /** A newer request of the same kind was made before this one was answered. */
  | { status: 'stale' }
  /** Its signal ended it. */
  | { status: 'aborted' };

/** What a request may be given beside what it asks. */
export interface CallOptions {
  /** Ends the request (see the module's comment). */
  signal?: AbortSignal;
  /** Hears how far a long job has come (0..1). */
  onProgress?(done: number): void;
}

/** The engine's API of the kinds `K`, each a promise of its outcome; and the end of the client. */
export type Remote<K extends Kind> = { [P in K]: (request: RequestOf<P>, options?: CallOptions) => Promise<Outcome<ResultOf<P>>> } & {
  dispose(): void;
};

/** What the store needs from the engine: every kind (the fake in the tests implements the same). */
export type EngineClient = Remote<Kind>;

/** The long jobs' client: it offers the long jobs only. */
export type LongJobClient = Remote<LongJobKind>;

/** The review's client: it offers the review's kinds only, and starts its worker before the first review when told. */
export type ReviewClient = Remote<ReviewKind> & { start(): void };

/** The part of Worker the client uses, so tests can hand it a fake. */
export interface WorkerLike {
  postMessage(message: RequestMessage): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ResponseMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

export interface WorkerClientOptions {
  /** How long one request (of any kind) may take before the worker is presumed stuck and replaced. */
  timeoutMs?: number;
  /**
   * Start a worker at once rather than at the first request, so its script and tables load while
   * the page itself is still loading (the first table then waits for neither in turn).
   */
  startNow?: boolean;
  /**
   * Long jobs: a new request does not wait behind the one in flight but ends it (the worker is ended and
   * a fresh one started), and so does the signal of the one in flight, since a synchronous search cannot
   * hear a message until it is done.
   */
  interruptible?: boolean;
  /**
   * What a fresh worker is told before any request, or null: the review's client hands it the log the
   * worker before held (a worker ended by an interruption loses its session). Its answer is heard by no one.
   */
  prelude?(): RequestMessage | null;
}

interface Job {
  message: RequestMessage;
  /** Settles the request's promise; true the first time (a job aborted in flight is settled before its answer comes). */
  settle(outcome: Outcome<unknown>): boolean;
  onProgress?(done: number): void;
}

/** A client that runs every request in workers made by `createWorker`; `start` starts its worker before any request. */
export function createWorkerClient(createWorker: () => WorkerLike, options: WorkerClientOptions = {}): EngineClient & { start(): void } {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const latestId = new Map<Kind, number>();
  let inFlight: Job | null = null;
  // At most one per kind, oldest first.
  let waiting: Job[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  if (options.startNow) worker = startWorker();

  function startWorker(): WorkerLike {
    const w = createWorker();
    w.onmessage = (event) => onResponse(w, event.data);
    w.onerror = (event) => {
      event.preventDefault?.();
      onDeath(w, { code: 'worker-stopped', detail: event.message || '' });
    };
    w.onmessageerror = () => onDeath(w, { code: 'worker-unreadable' });
    const first = options.prelude?.();
    if (first) w.postMessage(first);
    return w;
  }

  function send(job: Job): void {
    if (!worker) worker = startWorker();
    inFlight = job;
    const w = worker;
    timer = setTimeout(() => onDeath(w, { code: 'worker-timeout', seconds: timeoutMs / 1000 }), timeoutMs);
    w.postMessage(job.message);
  }

  /** The job in flight ends with `outcome`; the next one waiting is sent. */
  function finish(outcome: Outcome<unknown>): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const job = inFlight;
    inFlight = null;
    if (job) job.settle(job.message.id === latestId.get(job.message.kind) ? outcome : { status: 'stale' });
    const next = waiting.shift();
    if (next && !disposed) send(next);
  }

  function onResponse(from: WorkerLike, response: ResponseMessage): void {
    // An answer from a worker already replaced, or for a job no longer in flight, is dropped.
    if (from !== worker || !inFlight || response.id !== inFlight.message.id) return;
    if (response.type === 'progress') inFlight.onProgress?.(response.done);
    else if (response.type === 'error') finish({ status: 'failed', message: response.message });
    else finish({ status: 'done', result: response.result });
  }

  function onDeath(from: WorkerLike, message: WorkerFailure): void {
    if (from !== worker) return;
    from.terminate();
    worker = null; // the next send starts a fresh one
    finish({ status: 'failed', message });
  }

  /** Ends the job in flight by ending its worker (the next request starts a fresh one), and sends the next one waiting. */
  function interrupt(outcome: Outcome<unknown>): void {
    worker?.terminate();
    worker = null;
    if (timer) clearTimeout(timer);
    timer = null;
    const job = inFlight;
    inFlight = null;
    job?.settle(outcome);
    const next = waiting.shift();
    if (next && !disposed) send(next);
  }

  /** A job's signal fired: waiting, it leaves the line; in flight, its worker is ended (interruptible) or its answer will be dropped. */
  function abort(job: Job): void {
    if (waiting.includes(job)) {
      waiting = waiting.filter((j) => j !== job);
      job.settle({ status: 'aborted' });
    } else if (inFlight === job && options.interruptible) interrupt({ status: 'aborted' });
    else job.settle({ status: 'aborted' });
  }

  /** Sends a request now, or queues it in place of the waiting one of its kind. */
  function request<K extends Kind>(kind: K, req: RequestOf<K>, { signal, onProgress }: CallOptions = {}): Promise<Outcome<ResultOf<K>>> {
    if (disposed) return Promise.resolve({ status: 'failed', message: { code: 'worker-closed' } });
    if (signal?.aborted) return Promise.resolve({ status: 'aborted' });
    const id = nextId++;
    latestId.set(kind, id);
    return new Promise<Outcome<ResultOf<K>>>((resolve) => {
      let settled = false;
      const onAbort = () => abort(job);
      const job: Job = {
        message: { id, kind, request: req } as RequestMessage,
        settle(outcome) {
          if (settled) return false;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          resolve(outcome as Outcome<ResultOf<K>>);
          return true;
        },
        onProgress,
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (inFlight && options.interruptible) interrupt({ status: 'stale' });
      if (inFlight) {
        const replaced = waiting.find((j) => j.message.kind === kind);
        replaced?.settle({ status: 'stale' });
        waiting = [...waiting.filter((j) => j !== replaced), job];
      } else {
        send(job);
      }
    });
  }

  return {
    analyze: (req, o) => request('analyze', req, o),
    twoStep: (req, o) => request('twoStep', req, o),
    score: (req, o) => request('score', req, o),
    probabilities: (req, o) => request('probabilities', req, o),
    callTable: (req, o) => request('callTable', req, o),
    callFigures: (req, o) => request('callFigures', req, o),
    kanTable: (req, o) => request('kanTable', req, o),
    kanFigures: (req, o) => request('kanFigures', req, o),
    quiz: (req, o) => request('quiz', req, o),
    drill: (req, o) => request('drill', req, o),
    points: (req, o) => request('points', req, o),
    readLog: (req, o) => request('readLog', req, o),
    reviewKyoku: (req, o) => request('reviewKyoku', req, o),
    start() {
      if (!worker && !disposed) worker = startWorker();
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      for (const job of waiting) job.settle({ status: 'stale' });
      inFlight?.settle({ status: 'stale' });
      waiting = [];
      inFlight = null;
      worker?.terminate();
      worker = null;
    },
  };
}

/**
 * The worker index.html starts before any of the page's scripts has loaded (vite.config.ts writes it
 * there in the build): a worker needs some 300 ms to start, fetch and compile its script and tables,
 * the longest path to the first table. The script marks it `failed` if it could not load before a
 * client took it.
 */
interface EarlyWorker extends Worker {
  failed?: boolean;
}

/** Takes the worker index.html started, once; none in development, in tests or after it failed. */
function takeEarlyWorker(): EarlyWorker | undefined {
  const holder = globalThis as { pairiEngineWorker?: EarlyWorker };
  const early = holder.pairiEngineWorker;
  delete holder.pairiEngineWorker;
  if (early?.failed) early.terminate();
  return early && !early.failed ? early : undefined;
}

/**
 * The real thing: a module worker bundled by Vite. With `adoptEarly`, the first worker is the one
 * index.html started, where there is one.
 */
export function createEngineClient(
  options?: WorkerClientOptions,
  name = 'pairi-engine',
  adoptEarly = false,
): EngineClient & { start(): void } {
  let early = adoptEarly ? takeEarlyWorker() : undefined;
  return createWorkerClient(() => {
    const adopted = early;
    early = undefined;
    return (adopted ?? new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name })) as unknown as WorkerLike;
  }, options);
}

/**
 * The long jobs' client (the probabilities, the call table's and the kan table's figures): a worker of its
 * own, no time limit to speak of, a new job or a signal ending the old. The store sends it its jobs through
 * a line with priorities (job-runner.ts), one at a time, pre-empting by the signal.
 */
export function createLongJobClient(): LongJobClient {
  const { probabilities, callFigures, kanFigures, dispose } = createEngineClient(
    { timeoutMs: 15 * 60_000, interruptible: true },
    'pairi-long-jobs',
  );
  return { probabilities, callFigures, kanFigures, dispose };
}

/**
 * The review's client (a game log read, its kyoku reviewed): a worker of its own, started at the first
 * review, so the review's figures, seconds of them, never hold up the analysis when a decision is opened
 * there, nor stop the long jobs. A new request, or Cancel, ends the one in flight (its worker is ended
 * and a fresh one started), so a seat changed or a review cancelled frees the processor at once. A kyoku
 * may take a minute with the probabilities' options on; two minutes mean a worker stuck. The log is read
 * once into the worker's session (review-handlers.ts), and each kyoku asked by its index there. As the
 * long jobs', its requests come through a line with priorities (job-runner.ts).
 */
export function createReviewClient(createWorker?: () => WorkerLike): ReviewClient {
  // The log the worker holds (its session), given again to each fresh worker: an interruption ends the
  // worker, and the kyoku asked next must find the session. Its id 0 is no request's (ids start at 1).
  let held: { text: string; session: number } | null = null;
  const options: WorkerClientOptions = {
    timeoutMs: 2 * 60_000,
    interruptible: true,
    prelude: () => (held ? { id: 0, kind: 'readLog', request: held } : null),
  };
  // Its name has the worker load the review's code as it starts (engine.worker.ts).
  const { readLog, reviewKyoku, start, dispose } = createWorker
    ? createWorkerClient(createWorker, options)
    : createEngineClient(options, 'pairi-review');
  return {
    async readLog(request, o) {
      // A new log ends the session before, in the worker and here.
      held = null;
      const outcome = await readLog(request, o);
      if (outcome.status === 'done' && outcome.result.ok) held = { text: request.text, session: outcome.result.session };
      return outcome;
    },
    reviewKyoku,
    start,
    dispose,
  };
}
