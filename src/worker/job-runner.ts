/**
 * A line of jobs with priorities in front of a client whose worker runs one long job at a time (the long
 * jobs' worker, the review's). Whoever submits says what it wants and how much it matters; the order is
 * decided here and nowhere else.
 *
 * The algorithm: the jobs waiting are kept in order of priority (higher first), then of submission
 * (first first); one job at a time is with the client. When it ends the next in line is sent. A job
 * submitted with a higher priority than the one with the client pre-empts it: the one with the client is
 * ended by its signal (an interruptible client ends its worker at once: a synchronous search hears
 * nothing until it is done) and goes back in line ahead of the jobs submitted after it, to run afresh
 * once nothing of a higher priority waits. A job of the same or a lower priority waits its turn. A job
 * may be given a delay: it takes its place in line at once (and pre-empts), but is sent only after it,
 * and what is behind it waits as long.
 *
 * "Newest wins" holds per kind and key: a job submitted with the kind and key of one waiting or running
 * ends that one ('stale'). A kind's jobs can be ended together (cancel), as can one by its own signal;
 * either way they end 'aborted' at once, and an answer of the client to a job ended is dropped. Every job
 * submitted is heard to end exactly once (onEnd), and the jobs submitted while it is heard (a follow-up:
 * a figure asked again without the options after a time limit) are in line before the next is chosen;
 * a job that fails, or whose listener throws, never holds up the next.
 */
import type { CallOptions, Outcome, Remote } from './engine-client.ts';
import type { Kind, RequestOf, ResultOf } from './protocol.ts';

/** How a job is submitted, and who hears of it. */
export interface JobOptions<T> extends CallOptions {
  /** Which of its kind's jobs this is: a newer one of the same kind and key ends it. The kind's own name when not given: one job per kind. */
  key?: string;
  /** Higher runs first; among equals, the one submitted first. */
  priority: number;
  /**
   * Not sent before this many ms after it is submitted (a position must stay a moment before its search):
   * meanwhile it holds its place, so the jobs behind it wait too, and it pre-empts as it is submitted.
   */
  delayMs?: number;
  /** The job is with the client now (again, after a pre-emption). */
  onStart?(): void;
  /** The job waits in line behind another job (running, or ahead of it in line), or was pre-empted. */
  onWait?(): void;
  /** How the job ended; called once. Jobs submitted here are in line before the next job is chosen. */
  onEnd(outcome: Outcome<T>): void;
}

export interface JobRunner<K extends Kind> {
  /** Put a job in line (see the module's comment). */
  submit<P extends K>(kind: P, request: RequestOf<P>, options: JobOptions<ResultOf<P>>): void;
  /** End the jobs of `kind` (only the one of `key`, when given), waiting or running: each ends 'aborted'. */
  cancel(kind: K, key?: string): void;
  /** True while a job of `kind` waits or runs. */
  has(kind: K): boolean;
  /** End every job ('stale') and take no more; the client itself is its owner's to dispose. */
  dispose(): void;
}

interface Job {
  kind: Kind;
  key: string;
  priority: number;
  /** The order of submission: a pre-empted job keeps its place among its equals. */
  seq: number;
  request: unknown;
  options: JobOptions<unknown>;
  /** Ends the client's call of this job while it runs; null while it waits. */
  call: AbortController | null;
  /** Unhooks the listener of the job's own signal. */
  unhook(): void;
  /** Its end was told: nothing more is. */
  ended: boolean;
  /** Its delay is over (none given: at once). */
  ready: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

/** Whether `a` goes before `b` in line. */
const before = (a: Job, b: Job) => a.priority > b.priority || (a.priority === b.priority && a.seq < b.seq);

/** A line of jobs in front of `client`, which is sent one job at a time. */
export function createJobRunner<K extends Kind>(client: Remote<K>): JobRunner<K> {
  let waiting: Job[] = [];
  let running: Job | null = null;
  let seq = 0;
  let disposed = false;
  // Above 0 while a listener hears a job end: the next job is chosen once it has submitted its follow-ups.
  let telling = 0;

  /** Puts `job` in line at its place. */
  function enqueue(job: Job): void {
    const at = waiting.findIndex((other) => before(job, other));
    waiting = at < 0 ? [...waiting, job] : [...waiting.slice(0, at), job, ...waiting.slice(at)];
  }

  /** Takes `job` out of the line or off the client (its call ended), without a word to its listeners. */
  function remove(job: Job): void {
    if (running === job) {
      running = null;
      job.call?.abort();
      job.call = null;
    } else waiting = waiting.filter((j) => j !== job);
    if (job.timer !== null) clearTimeout(job.timer);
    job.unhook();
  }

  /** Tells `job`'s listener how it ended; a listener that throws holds nothing up (the error is reported, not swallowed). */
  function tell(job: Job, outcome: Outcome<unknown>): void {
    telling++;
    try {
      job.options.onEnd(outcome);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    } finally {
      telling--;
    }
  }

  /** Ends `job` with `outcome`, wherever it stands. */
  function end(job: Job, outcome: Outcome<unknown>): void {
    if (job.ended) return;
    job.ended = true;
    remove(job);
    tell(job, outcome);
  }

  /** Sends the first job in line when the client is free. */
  function pump(): void {
    if (running || disposed || telling > 0) return;
    const job = waiting[0];
    // The first in line waits for its delay, and so does every job behind it.
    if (!job?.ready) return;
    waiting = waiting.slice(1);
    start(job);
  }

  function start(job: Job): void {
    const call = new AbortController();
    running = job;
    job.call = call;
    job.options.onStart?.();
    // A listener that ended its own job as it started.
    if (running !== job || job.call !== call) return;
    const current = () => running === job && job.call === call;
    const send = client[job.kind as K] as unknown as (request: unknown, options: CallOptions) => Promise<Outcome<unknown>>;
    const heard = (outcome: Outcome<unknown>) => {
      // An answer to a call ended (pre-empted, replaced, cancelled) is dropped.
      if (!current()) return;
      // Answered: its call is over, not ended.
      job.call = null;
      end(job, outcome);
      pump();
    };
    send(job.request, { signal: call.signal, onProgress: (done) => current() && job.options.onProgress?.(done) }).then(
      heard,
      (error: unknown) => heard({ status: 'failed', message: { code: 'worker-stopped', detail: String(error) } }),
    );
  }

  /** The job with the client goes back in line, its call ended. */
  function preempt(job: Job): void {
    running = null;
    job.call?.abort();
    job.call = null;
    enqueue(job);
    job.options.onWait?.();
  }

  return {
    submit(kind, request, options) {
      const o = options as JobOptions<unknown>;
      if (disposed) return o.onEnd({ status: 'failed', message: { code: 'worker-closed' } });
      if (options.signal?.aborted) return o.onEnd({ status: 'aborted' });
      const key = options.key ?? kind;
      const older = [running, ...waiting].find((j) => j?.kind === kind && j.key === key);
      if (older) end(older, { status: 'stale' });
      const signal = options.signal;
      const job: Job = {
        kind,
        key,
        priority: options.priority,
        seq: seq++,
        request,
        options: o,
        call: null,
        unhook: () => {},
        ended: false,
        ready: !options.delayMs,
        timer: null,
      };
      if (options.delayMs)
        job.timer = setTimeout(() => {
          job.timer = null;
          job.ready = true;
          pump();
        }, options.delayMs);
      if (signal) {
        const onAbort = () => {
          end(job, { status: 'aborted' });
          pump();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        job.unhook = () => signal.removeEventListener('abort', onAbort);
      }
      enqueue(job);
      if (running && job.priority > running.priority) preempt(running);
      pump();
      if (waiting.includes(job) && (running !== null || waiting[0] !== job)) o.onWait?.();
    },
    cancel(kind, key) {
      for (const job of [running, ...waiting])
        if (job && job.kind === kind && (key === undefined || job.key === key)) end(job, { status: 'aborted' });
      pump();
    },
    has: (kind) => running?.kind === kind || waiting.some((j) => j.kind === kind),
    dispose() {
      disposed = true;
      for (const job of [running, ...waiting]) if (job) end(job, { status: 'stale' });
    },
  };
}
