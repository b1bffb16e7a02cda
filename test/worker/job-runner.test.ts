/**
 * The line of jobs with priorities (job-runner.ts) on a fake client that records each call and is answered
 * by the test: one job at a time, in order of priority then of submission; a higher priority pre-empts the
 * job with the client, which runs afresh later; newest wins per kind and key; a kind's jobs cancelled
 * together; a follow-up heard at a job's end goes before the next; a failure holds nothing up.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { packed } from '../support/packed.ts';
import { createJobRunner } from '../../src/worker/job-runner.ts';
import type { Outcome } from '../../src/worker/engine-client.ts';
import type { ReviewKyokuRequest, ReviewKyokuResult } from '../../src/worker/protocol.ts';
import type { ProbabilityReport } from '../../src/engine/index.ts';
import { fakeClient, flush } from '../support/fakes.ts';

const kyoku = (n: number): ReviewKyokuRequest => ({ session: 1, kyoku: n, seat: 0, twoStep: false, probabilities: false, calls: false });
const DONE = (n: number): Outcome<ReviewKyokuResult> => ({ status: 'done', result: { ok: true, kyoku: n, decisions: [] } });
const PROBABILITIES: ProbabilityReport = { probabilities: { ok: true, value: { turns: 18, rows: [], shanten: 1, states: 1 } } };
const OPTIONS = { round: 'E', seat: 'E', handChanges: false, shantenBack: false, riichi: 'best', red: true, ura: true } as never;

/** A runner on a fake client, and what each job heard, by its name. */
function setup() {
  const client = fakeClient();
  const runner = createJobRunner(client);
  const heard: string[] = [];
  const ends = new Map<string, Outcome<unknown>>();
  const listen = (name: string) => ({
    key: name,
    onStart: () => heard.push(`start ${name}`),
    onWait: () => heard.push(`wait ${name}`),
    onEnd: (outcome: Outcome<unknown>) => {
      heard.push(`end ${name} ${outcome.status}`);
      ends.set(name, outcome);
    },
  });
  /** Submits a review of kyoku `n` named `k<n>` at `priority`. */
  const review = (n: number, priority: number) => runner.submit('reviewKyoku', kyoku(n), { priority, ...listen(`k${n}`) });
  const sent = () => client.reviewKyokuCalls.map((c) => c.kyoku);
  return { client, runner, heard, ends, listen, review, sent };
}

afterEach(() => vi.useRealTimers());

describe('createJobRunner: one job at a time, by priority', () => {
  test('the jobs go one at a time, the highest priority first, equals in the order submitted', async () => {
    const { client, review, sent, heard } = setup();
    review(0, 1);
    review(1, 1);
    review(2, 3);
    review(3, 2);
    review(4, 3);
    // The first was sent at once; a higher priority submitted after it waits unless it is higher than it (then it pre-empts).
    expect(sent()).toEqual([0, 2]);
    expect(client.reviewKyokuCalls[0]!.signal?.aborted).toBe(true);
    client.reviewKyokuCalls[1]!.settle(DONE(2));
    await flush();
    expect(sent()).toEqual([0, 2, 4]);
    for (const expected of [3, 0, 1]) {
      client.reviewKyokuCalls.at(-1)!.settle(DONE(client.reviewKyokuCalls.at(-1)!.kyoku));
      await flush();
      expect(sent().at(-1)).toBe(expected);
    }
    client.reviewKyokuCalls.at(-1)!.settle(DONE(1));
    await flush();
    expect(heard.filter((h) => h.startsWith('end'))).toEqual(['end k2 done', 'end k4 done', 'end k3 done', 'end k0 done', 'end k1 done']);
  });

  test('a job of the same or a lower priority waits for the one with the client', async () => {
    const { client, review, sent, heard } = setup();
    review(0, 2);
    review(1, 2);
    review(2, 1);
    expect(sent()).toEqual([0]);
    expect(client.reviewKyokuCalls[0]!.signal?.aborted).toBe(false);
    expect(heard).toEqual(['start k0', 'wait k1', 'wait k2']);
    client.reviewKyokuCalls[0]!.settle(DONE(0));
    await flush();
    expect(sent()).toEqual([0, 1]);
  });

  test('a higher priority pre-empts: the job with the client is ended, waits, and runs afresh after; its old answer is dropped', async () => {
    const { client, runner, review, sent, heard, ends } = setup();
    const progress: number[] = [];
    runner.submit('reviewKyoku', kyoku(0), {
      priority: 1,
      key: 'k0',
      onEnd: (o) => ends.set('k0', o),
      onProgress: (d) => progress.push(d),
    });
    const first = client.reviewKyokuCalls[0]!;
    review(1, 5);
    expect(first.signal?.aborted).toBe(true);
    expect(sent()).toEqual([0, 1]);
    // The ended call's late answer and progress reach no one.
    first.onProgress?.(0.5);
    first.settle(DONE(0));
    await flush();
    expect(ends.has('k0')).toBe(false);
    expect(progress).toEqual([]);
    expect(heard).toEqual(['start k1']);
    client.reviewKyokuCalls[1]!.settle(DONE(1));
    await flush();
    // The pre-empted job is sent again, as a new call, and heard once.
    expect(sent()).toEqual([0, 1, 0]);
    client.reviewKyokuCalls[2]!.onProgress?.(0.25);
    client.reviewKyokuCalls[2]!.settle(DONE(0));
    await flush();
    expect(progress).toEqual([0.25]);
    expect(ends.get('k0')).toEqual(DONE(0));
  });

  test('a pre-empted job keeps its place ahead of its equals submitted after it', async () => {
    const { client, review, sent } = setup();
    review(0, 1);
    review(1, 1);
    review(2, 9);
    client.reviewKyokuCalls[1]!.settle(DONE(2));
    await flush();
    expect(sent()).toEqual([0, 2, 0]);
  });
});

describe('createJobRunner: newest wins, cancel, signals', () => {
  test('a job of the same kind and key ends the one before: waiting, it is never sent; running, its call is ended', async () => {
    const { client, runner, heard, ends } = setup();
    runner.submit('reviewKyoku', kyoku(0), { priority: 1, key: 'a', onEnd: (o) => ends.set('a0', o) });
    runner.submit('reviewKyoku', kyoku(1), { priority: 1, key: 'b', onEnd: (o) => ends.set('b1', o) });
    runner.submit('reviewKyoku', kyoku(2), { priority: 1, key: 'b', onEnd: (o) => ends.set('b2', o) });
    expect(ends.get('b1')).toEqual({ status: 'stale' });
    runner.submit('reviewKyoku', kyoku(3), { priority: 1, key: 'a', onEnd: (o) => ends.set('a3', o) });
    expect(ends.get('a0')).toEqual({ status: 'stale' });
    expect(client.reviewKyokuCalls[0]!.signal?.aborted).toBe(true);
    // The client is free: the next in line goes (the key b's newest), then the key a's.
    expect(client.reviewKyokuCalls.map((c) => c.kyoku)).toEqual([0, 2]);
    client.reviewKyokuCalls[1]!.settle(DONE(2));
    await flush();
    expect(client.reviewKyokuCalls.map((c) => c.kyoku)).toEqual([0, 2, 3]);
    expect(heard).toEqual([]);
  });

  test("without a key, a job is its kind's one: a newer one of the kind replaces it, another kind does not", () => {
    const { client, runner, ends } = setup();
    const probabilities = (hand: string) => ({ position: packed(hand), options: OPTIONS });
    runner.submit('probabilities', probabilities('1m'), { priority: 2, onEnd: (o) => ends.set('p1', o) });
    runner.submit('kanFigures', { hand: '1111m' } as never, { priority: 1, onEnd: (o) => ends.set('kan', o) });
    runner.submit('probabilities', probabilities('2m'), { priority: 2, onEnd: (o) => ends.set('p2', o) });
    expect(ends.get('p1')).toEqual({ status: 'stale' });
    expect(ends.has('kan')).toBe(false);
    expect(client.probabilitiesCalls.map((c) => c.position)).toEqual([packed('1m'), packed('2m')]);
    expect(client.kanFiguresCalls).toHaveLength(0);
  });

  test("cancel ends a kind's jobs, waiting and running, and no other kind's; with a key, that job only", async () => {
    const { client, runner, review, ends } = setup();
    review(0, 2);
    review(1, 2);
    review(2, 2);
    runner.submit('probabilities', { position: packed('1m'), options: OPTIONS }, { priority: 1, onEnd: (o) => ends.set('p', o) });
    runner.cancel('reviewKyoku', 'k1');
    expect(ends.get('k1')).toEqual({ status: 'aborted' });
    expect(runner.has('reviewKyoku')).toBe(true);
    runner.cancel('reviewKyoku');
    expect(ends.get('k0')).toEqual({ status: 'aborted' });
    expect(ends.get('k2')).toEqual({ status: 'aborted' });
    expect(client.reviewKyokuCalls[0]!.signal?.aborted).toBe(true);
    expect(runner.has('reviewKyoku')).toBe(false);
    // The client is free for the other kind's job; the cancelled call's answer is dropped.
    expect(client.probabilitiesCalls).toHaveLength(1);
    client.reviewKyokuCalls[0]!.settle(DONE(0));
    await flush();
    expect(ends.get('k0')).toEqual({ status: 'aborted' });
    expect(client.reviewKyokuCalls).toHaveLength(1);
  });

  test("a job's own signal ends it: waiting, it is never sent; running, the next goes", () => {
    const { client, runner, ends, review } = setup();
    const running = new AbortController();
    const waiting = new AbortController();
    runner.submit('reviewKyoku', kyoku(0), { priority: 1, key: 'k0', signal: running.signal, onEnd: (o) => ends.set('k0', o) });
    runner.submit('reviewKyoku', kyoku(1), { priority: 1, key: 'k1', signal: waiting.signal, onEnd: (o) => ends.set('k1', o) });
    review(2, 1);
    waiting.abort();
    expect(ends.get('k1')).toEqual({ status: 'aborted' });
    running.abort();
    expect(ends.get('k0')).toEqual({ status: 'aborted' });
    expect(client.reviewKyokuCalls.map((c) => c.kyoku)).toEqual([0, 2]);
    runner.submit('reviewKyoku', kyoku(3), { priority: 1, signal: AbortSignal.abort(), onEnd: (o) => ends.set('k3', o) });
    expect(ends.get('k3')).toEqual({ status: 'aborted' });
  });
});

describe('createJobRunner: what ends a job, and what follows', () => {
  test('a failed job does not hold up the next, and is heard with its failure', async () => {
    const { client, review, ends, sent } = setup();
    review(0, 1);
    review(1, 1);
    client.reviewKyokuCalls[0]!.settle({ status: 'failed', message: { code: 'worker-timeout', seconds: 120 } });
    await flush();
    expect(ends.get('k0')).toEqual({ status: 'failed', message: { code: 'worker-timeout', seconds: 120 } });
    expect(sent()).toEqual([0, 1]);
  });

  test('a call that rejects is a failure of the worker, and the next goes', async () => {
    const { ends } = setup();
    const client = { probabilities: () => Promise.reject(new Error('gone')), callFigures: () => new Promise<never>(() => {}) } as never;
    const own = createJobRunner<'probabilities' | 'callFigures'>(client);
    own.submit('probabilities', { position: packed('1m'), options: OPTIONS }, { priority: 1, onEnd: (o) => ends.set('p', o) });
    own.submit('callFigures', {} as never, { priority: 1, onStart: () => ends.set('c', { status: 'stale' }), onEnd: () => {} });
    await flush();
    expect(ends.get('p')).toEqual({ status: 'failed', message: { code: 'worker-stopped', detail: 'Error: gone' } });
    expect(ends.has('c')).toBe(true);
  });

  test('a job submitted as another is heard to end is in line before the next is chosen', async () => {
    const { client, runner, sent } = setup();
    runner.submit('reviewKyoku', kyoku(0), {
      priority: 2,
      key: 'k0',
      onEnd: () => runner.submit('reviewKyoku', kyoku(9), { priority: 2, key: 'again', onEnd: () => {} }),
    });
    runner.submit('reviewKyoku', kyoku(1), { priority: 2, key: 'k1', onEnd: () => {} });
    client.reviewKyokuCalls[0]!.settle({ status: 'failed', message: { code: 'worker-timeout', seconds: 120 } });
    await flush();
    // The follow-up goes first only when its priority is higher: here it is equal, so kyoku 1 (submitted
    // first) goes, and nothing was pre-empted.
    expect(sent()).toEqual([0, 1]);
    expect(client.reviewKyokuCalls[1]!.signal?.aborted).toBe(false);
    runner.submit('reviewKyoku', kyoku(5), { priority: 1, key: 'low', onEnd: () => {} });
    runner.cancel('reviewKyoku', 'k1');
    expect(sent()).toEqual([0, 1, 9]);
  });

  test('a follow-up of a higher priority goes next, ahead of what waited, with nothing pre-empted', async () => {
    const { client, runner, sent } = setup();
    runner.submit('reviewKyoku', kyoku(0), {
      priority: 2,
      key: 'k0',
      onEnd: () => runner.submit('reviewKyoku', kyoku(9), { priority: 3, key: 'again', onEnd: () => {} }),
    });
    runner.submit('reviewKyoku', kyoku(1), { priority: 2, key: 'k1', onEnd: () => {} });
    client.reviewKyokuCalls[0]!.settle({ status: 'failed', message: { code: 'worker-timeout', seconds: 120 } });
    await flush();
    expect(sent()).toEqual([0, 9]);
    expect(client.reviewKyokuCalls.every((c) => !c.signal?.aborted)).toBe(true);
  });

  test('dispose ends every job stale and takes no more', () => {
    const { client, runner, review, ends } = setup();
    review(0, 1);
    review(1, 1);
    runner.dispose();
    expect(ends.get('k0')).toEqual({ status: 'stale' });
    expect(ends.get('k1')).toEqual({ status: 'stale' });
    expect(client.reviewKyokuCalls[0]!.signal?.aborted).toBe(true);
    review(2, 1);
    expect(ends.get('k2')).toEqual({ status: 'failed', message: { code: 'worker-closed' } });
    expect(client.reviewKyokuCalls).toHaveLength(1);
  });

  test('progress reaches the job with the client', () => {
    const { client, runner } = setup();
    const seen: number[] = [];
    runner.submit(
      'probabilities',
      { position: packed('1m'), options: OPTIONS },
      { priority: 1, onProgress: (d) => seen.push(d), onEnd: () => {} },
    );
    client.probabilitiesCalls[0]!.onProgress?.(0.5);
    client.probabilitiesCalls[0]!.settle({ status: 'done', result: PROBABILITIES });
    expect(seen).toEqual([0.5]);
  });
});

describe('createJobRunner: a job with a delay', () => {
  test('it is sent after its delay, holding its place: the jobs behind it wait as long; it pre-empts as it is submitted', () => {
    vi.useFakeTimers();
    const { client, runner, heard, review, sent } = setup();
    review(0, 1);
    runner.submit('reviewKyoku', kyoku(1), { priority: 2, key: 'k1', delayMs: 300, onWait: () => heard.push('wait k1'), onEnd: () => {} });
    // The lower job was ended at once, and nothing is sent while the delay runs, the lower job behind it either.
    expect(client.reviewKyokuCalls[0]!.signal?.aborted).toBe(true);
    expect(heard).toEqual(['start k0', 'wait k0']);
    review(2, 1);
    vi.advanceTimersByTime(299);
    expect(sent()).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(sent()).toEqual([0, 1]);
  });

  test('a job of a higher priority goes ahead of one still in its delay; one ended in its delay is never sent', async () => {
    vi.useFakeTimers();
    const { client, runner, review, sent, ends } = setup();
    runner.submit('reviewKyoku', kyoku(0), { priority: 1, key: 'k0', delayMs: 300, onEnd: (o) => ends.set('k0', o) });
    review(1, 2);
    expect(sent()).toEqual([1]);
    runner.cancel('reviewKyoku', 'k0');
    client.reviewKyokuCalls[0]!.settle(DONE(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()).toEqual([1]);
    expect(ends.get('k0')).toEqual({ status: 'aborted' });
  });
});
