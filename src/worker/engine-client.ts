/**
 * The page's side of the worker RPC. One request is in flight at a time and at most one waits
 * behind it: a newer request replaces the waiting one, so typing fast never queues stale work in
 * the worker, and an answer whose id is not the newest is dropped. A worker that dies (onerror,
 * messageerror) or overruns the time limit is terminated and replaced, and the request it held
 * fails with a message instead of hanging.
 */
import type { Form, TableInput } from '../engine/types.ts';
import type { AnalysisResult, EngineRequest, EngineResponse } from './protocol.ts';

export type AnalyzeOutcome =
  | { status: 'done'; result: AnalysisResult }
  | { status: 'failed'; message: string }
  /** A newer request was made before this one was answered. */
  | { status: 'stale' };

/** What the store needs from the engine: the fake in the component tests implements the same. */
export interface EngineClient {
  /** The analysis of `hand` in `form`; with `table`, in a real game (seen tiles, indicators, players). */
  analyze(hand: string, form: Form, table?: TableInput): Promise<AnalyzeOutcome>;
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
}

interface Job {
  request: EngineRequest;
  resolve(outcome: AnalyzeOutcome): void;
}

/** A client that runs every analysis in workers made by `createWorker`. */
export function createWorkerClient(createWorker: () => WorkerLike, options: WorkerClientOptions = {}): EngineClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let worker: WorkerLike | null = null;
  let nextId = 1;
  let latestId = 0;
  let inFlight: Job | null = null;
  let waiting: Job | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

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

  function finish(outcome: AnalyzeOutcome): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const job = inFlight;
    inFlight = null;
    if (job) job.resolve(job.request.id === latestId ? outcome : { status: 'stale' });
    if (waiting && !disposed) {
      const next = waiting;
      waiting = null;
      send(next);
    }
  }

  function onResponse(from: WorkerLike, response: EngineResponse): void {
    // An answer from a worker already replaced, or for a job no longer in flight, is dropped.
    if (from !== worker || !inFlight || response.id !== inFlight.request.id) return;
    finish(response.type === 'analysis' ? { status: 'done', result: response.result } : { status: 'failed', message: response.message });
  }

  function onDeath(from: WorkerLike, message: string): void {
    if (from !== worker) return;
    from.terminate();
    worker = null; // the next send starts a fresh one
    finish({ status: 'failed', message });
  }

  return {
    analyze(hand, form, table) {
      if (disposed) return Promise.resolve({ status: 'failed', message: 'The analysis worker was shut down.' });
      const id = nextId++;
      latestId = id;
      return new Promise<AnalyzeOutcome>((resolve) => {
        const request: EngineRequest = { type: 'analyze', id, hand, form, ...(table ? { table } : {}) };
        const job: Job = { request, resolve };
        if (inFlight) {
          waiting?.resolve({ status: 'stale' });
          waiting = job;
        } else {
          send(job);
        }
      });
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      waiting?.resolve({ status: 'stale' });
      inFlight?.resolve({ status: 'stale' });
      waiting = inFlight = null;
      worker?.terminate();
      worker = null;
    },
  };
}

/** The real thing: a module worker bundled by Vite. */
export function createEngineClient(options?: WorkerClientOptions): EngineClient {
  return createWorkerClient(
    () => new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'pairi-engine' }) as unknown as WorkerLike,
    options,
  );
}
