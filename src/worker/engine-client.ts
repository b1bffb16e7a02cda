/**
 * The page's side of the worker RPC. One request is in flight at a time and at most one waits
 * behind it: a newer request replaces the waiting one, so typing fast never queues stale work in
 * the worker, and an answer whose id is not the newest is dropped. A worker that dies (onerror,
 * messageerror) or overruns the time limit is terminated and replaced, and the request it held
 * fails with a message instead of hanging.
 *
 * "Latest wins" holds per kind of request (analysis, two-step, score, quiz, points quiz, drill): a quiz deal does not make the
 * analysis of the hand left behind stale, so going back to the analysis finds its answer. Each
 * kind has at most one request waiting; they are sent in the order they were made.
 */
// Types only: erased from the page's bundle.
import type { ChinitsuQuestion, DrillState, Tile, PointsQuestion } from '../engine/index.ts';
import type { Form, ScoreRules, TableInput } from '../engine/types.ts';
import type {
  AnalysisResult,
  EngineRequest,
  EngineResponse,
  RequestFailure,
  ProbabilitiesResult,
  ProbabilityInput,
  QuizParams,
  ScoreResult,
  SituationInput,
  TwoStepResult,
} from './protocol.ts';

/** How a request ended. */
export type Outcome<T> =
  | { status: 'done'; result: T }
  /** The engine refused the request's input (data), or it or its worker failed (a sentence). */
  | { status: 'failed'; message: RequestFailure }
  /** A newer request of the same kind was made before this one was answered. */
  | { status: 'stale' };

export type AnalyzeOutcome = Outcome<AnalysisResult>;

/** What the store needs from the engine: the fake in the component tests implements the same. */
export interface EngineClient {
  /** The analysis of `hand` in `form`; with `table`, in a real game (seen tiles, indicators, players). */
  analyze(hand: string, form: Form, table?: TableInput): Promise<AnalyzeOutcome>;
  /** The two-step table of `hand` in `form` (with `table` in a real game); ask it after the analysis. */
  twoStep(hand: string, form: Form, table?: TableInput): Promise<Outcome<TwoStepResult>>;
  /** The value of a complete hand (or of each wait of a 3n+1 hand) in `situation`, under `rules` (absent: the defaults). */
  score(hand: string, situation: SituationInput, table?: TableInput, rules?: ScoreRules): Promise<Outcome<ScoreResult>>;
  /** The points quiz's question of `seed`. */
  points(seed: number): Promise<Outcome<PointsQuestion>>;
  /** Every discard's probabilities by turn (a long job: `onProgress` hears how far it has come). */
  probabilities(hand: string, options: ProbabilityInput, table?: TableInput, onProgress?: (done: number) => void): Promise<Outcome<ProbabilitiesResult>>;
  /** Stops the job in flight, if any (it answers 'stale'); an interruptible client ends its worker to do so. */
  cancel(): void;
  /** A full-flush quiz hand, dealt from `params.seed` or read from `params.hand`. */
  quiz(params: QuizParams): Promise<Outcome<ChinitsuQuestion>>;
  /** The discard drill of `seed` after `discards`. */
  drill(seed: number, discards: Tile[]): Promise<Outcome<DrillState>>;
  dispose(): void;
}

/** The part of Worker the client uses, so tests can hand it a fake. */
export interface WorkerLike {
  postMessage(message: EngineRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<EngineResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

export interface WorkerClientOptions {
  /** How long one analysis may take before the worker is presumed stuck and replaced. */
  timeoutMs?: number;
  /**
   * Start a worker at once rather than at the first request, so its script and tables load while
   * the page itself is still loading (the first table then waits for neither in turn).
   */
  startNow?: boolean;
  /**
   * Long jobs: a new request does not wait behind the one in flight but ends it (the worker is ended and
   * a fresh one started), since a synchronous search cannot hear a message until it is done.
   */
  interruptible?: boolean;
}

type Kind = EngineRequest['type'];

interface Job {
  request: EngineRequest;
  resolve(outcome: Outcome<unknown>): void;
  onProgress?(done: number): void;
}

/** A client that runs every analysis in workers made by `createWorker`. */
export function createWorkerClient(createWorker: () => WorkerLike, options: WorkerClientOptions = {}): EngineClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const latestId: Record<Kind, number> = { analyze: 0, twoStep: 0, quiz: 0, drill: 0, score: 0, points: 0, probabilities: 0 };
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
      onDeath(w, `The analysis worker stopped: ${event.message || 'unknown error'}.`);
    };
    w.onmessageerror = () => onDeath(w, 'The analysis worker sent a message that could not be read.');
    return w;
  }

  function send(job: Job): void {
    if (!worker) worker = startWorker();
    inFlight = job;
    const w = worker;
    timer = setTimeout(() => onDeath(w, `The analysis took longer than ${timeoutMs / 1000} s and was stopped.`), timeoutMs);
    w.postMessage(job.request);
  }

  function finish(outcome: Outcome<unknown>): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const job = inFlight;
    inFlight = null;
    if (job) job.resolve(job.request.id === latestId[job.request.type] ? outcome : { status: 'stale' });
    const next = waiting.shift();
    if (next && !disposed) send(next);
  }

  function onResponse(from: WorkerLike, response: EngineResponse): void {
    // An answer from a worker already replaced, or for a job no longer in flight, is dropped.
    if (from !== worker || !inFlight || response.id !== inFlight.request.id) return;
    if (response.type === 'progress') {
      inFlight.onProgress?.(response.done);
      return;
    }
    if (response.type === 'error') finish({ status: 'failed', message: response.message });
    else if (response.type === 'analysis') finish({ status: 'done', result: response.result });
    else if (response.type === 'twoStep') finish({ status: 'done', result: response.result });
    else if (response.type === 'score' || response.type === 'probabilities') finish({ status: 'done', result: response.result });
    else if (response.type === 'quiz' || response.type === 'points') finish({ status: 'done', result: response.question });
    else if (response.type === 'drill') finish({ status: 'done', result: response.state });
  }

  function onDeath(from: WorkerLike, message: string): void {
    if (from !== worker) return;
    from.terminate();
    worker = null; // the next send starts a fresh one
    finish({ status: 'failed', message });
  }

  /** Ends the job in flight by ending its worker (the next request starts a fresh one). */
  function interrupt(): void {
    if (!inFlight || !worker) return;
    if (timer) clearTimeout(timer);
    timer = null;
    worker.terminate();
    worker = null;
    const job = inFlight;
    inFlight = null;
    job.resolve({ status: 'stale' });
  }

  /** Sends a request now, or queues it in place of the waiting one of its kind. */
  function request<T>(make: (id: number) => EngineRequest, onProgress?: (done: number) => void): Promise<Outcome<T>> {
    if (disposed) return Promise.resolve({ status: 'failed', message: 'The analysis worker was shut down.' });
    const id = nextId++;
    const req = make(id);
    latestId[req.type] = id;
    return new Promise<Outcome<T>>((resolve) => {
      const job: Job = { request: req, resolve: resolve as (outcome: Outcome<unknown>) => void, onProgress };
      if (inFlight && options.interruptible) interrupt();
      if (inFlight) {
        const replaced = waiting.find((j) => j.request.type === req.type);
        replaced?.resolve({ status: 'stale' });
        waiting = [...waiting.filter((j) => j !== replaced), job];
      } else {
        send(job);
      }
    });
  }

  return {
    analyze: (hand, form, table) => request((id) => ({ type: 'analyze', id, hand, form, ...(table ? { table } : {}) })),
    twoStep: (hand, form, table) => request((id) => ({ type: 'twoStep', id, hand, form, ...(table ? { table } : {}) })),
    score: (hand, situation, table, rules) =>
      request((id) => ({ type: 'score', id, hand, situation, ...(table ? { table } : {}), ...(rules ? { rules } : {}) })),
    points: (seed) => request((id) => ({ type: 'points', id, seed })),
    probabilities: (hand, probabilityOptions, table, onProgress) =>
      request((id) => ({ type: 'probabilities', id, hand, options: probabilityOptions, ...(table ? { table } : {}) }), onProgress),
    cancel() {
      if (options.interruptible) interrupt();
    },
    quiz: (params) => request((id) => ({ type: 'quiz', id, ...params })),
    drill: (seed, discards) => request((id) => ({ type: 'drill', id, seed, discards })),
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      for (const job of waiting) job.resolve({ status: 'stale' });
      inFlight?.resolve({ status: 'stale' });
      waiting = [];
      inFlight = null;
      worker?.terminate();
      worker = null;
    },
  };
}

/** The real thing: a module worker bundled by Vite. */
export function createEngineClient(options?: WorkerClientOptions, name = 'pairi-engine'): EngineClient {
  return createWorkerClient(
    () => new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name }) as unknown as WorkerLike,
    options,
  );
}

/** The long jobs' client (the probabilities): a worker of its own, no time limit to speak of, a new job ending the old. */
export function createLongJobClient(): EngineClient {
  return createEngineClient({ timeoutMs: 15 * 60_000, interruptible: true }, 'pairi-long-jobs');
}
