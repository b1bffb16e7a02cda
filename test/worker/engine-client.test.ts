import { afterEach, describe, expect, test, vi } from 'vitest';
import { createWorkerClient, type WorkerLike } from '../../src/worker/engine-client.ts';
import type { ChinitsuQuestion } from '../../src/engine/practice/chinitsu.ts';
import type { DrillState } from '../../src/engine/practice/drill.ts';
import type { EngineRequest, EngineResponse } from '../../src/worker/protocol.ts';
import { fakeResult } from '../support/fakes.ts';

/** A worker that records what it is sent; the test answers, crashes or stalls it. */
class FakeWorker implements WorkerLike {
  sent: EngineRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<EngineResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  postMessage(message: EngineRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(id: number, hand = 'x') {
    this.onmessage?.({ data: { type: 'analysis', id, result: fakeResult(hand, {}) } } as MessageEvent<EngineResponse>);
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}

/** What a request is about: its hand (analysis, quiz), or its kind. */
const about = (r: EngineRequest) => ('hand' in r && r.hand !== undefined ? r.hand : r.type);

function setup(timeoutMs = 1000, startNow = false) {
  const workers: FakeWorker[] = [];
  const client = createWorkerClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  }, { timeoutMs, startNow });
  return { client, workers };
}

afterEach(() => vi.useRealTimers());

describe('createWorkerClient', () => {
  test('a request is sent with an id and its answer resolves it', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze('123m', 'regular');
    expect(workers[0].sent).toEqual([{ type: 'analyze', id: 1, hand: '123m', form: 'regular' }]);
    workers[0].answer(1, '123m');
    await expect(outcome).resolves.toMatchObject({ status: 'done', result: { hand: '123m' } });
  });

  test('a score request carries the rules when given, and none when not (the engine\'s defaults)', () => {
    const { client, workers } = setup();
    const situation = { by: 'ron', round: 'E', seat: 'S', riichi: 'none', ippatsu: false, last: false, rinshan: false, chankan: false, firstDraw: false, win: '', ura: '', honba: 0, sticks: 0 } as const;
    const rules = { kuitan: true, combinedYakuman: true, doubleYakuman: true, kazoeYakuman: true, kiriageMangan: false, doubleWindFu: 4 } as const;
    void client.score('19m19p19s12345677z', situation, undefined, rules);
    workers[0].onmessage?.({ data: { type: 'error', id: 1, message: 'x' } } as MessageEvent<EngineResponse>);
    void client.score('19m19p19s12345677z', situation);
    expect(workers[0].sent).toEqual([
      { type: 'score', id: 1, hand: '19m19p19s12345677z', situation, rules },
      { type: 'score', id: 2, hand: '19m19p19s12345677z', situation },
    ]);
  });

  test('startNow starts the worker before any request, and the first request goes to that worker', async () => {
    const lazy = setup();
    expect(lazy.workers).toHaveLength(0);
    const { client, workers } = setup(1000, true);
    expect(workers).toHaveLength(1);
    expect(workers[0].sent).toEqual([]);
    const outcome = client.analyze('123m', 'standard');
    expect(workers).toHaveLength(1);
    expect(workers[0].sent.map(about)).toEqual(['123m']);
    workers[0].answer(1, '123m');
    await expect(outcome).resolves.toMatchObject({ status: 'done', result: { hand: '123m' } });
  });

  test('the two-step request is a kind of its own: a newer hand replaces it, and an analysis does not make it stale', async () => {
    const { client, workers } = setup();
    const analysis = client.analyze('1m', 'standard');
    const first = client.twoStep('1m', 'standard');
    const second = client.twoStep('2m', 'standard');
    const w = workers[0];
    await expect(first).resolves.toEqual({ status: 'stale' });
    w.answer(1, '1m');
    await expect(analysis).resolves.toMatchObject({ status: 'done' });
    // Next in line: the newer two-step request, sent with its table when it has one.
    expect(w.sent.at(-1)).toEqual({ type: 'twoStep', id: 3, hand: '2m', form: 'standard' });
    w.onmessage?.({ data: { type: 'twoStep', id: 3, result: { hand: '2m', form: 'standard', twoStep: { form: 'standard', value: 3, rows: [] } } } } as unknown as MessageEvent<EngineResponse>);
    await expect(second).resolves.toMatchObject({ status: 'done', result: { hand: '2m' } });
  });

  test('the newest request wins: one waits behind the job in flight, replaced requests resolve stale', async () => {
    const { client, workers } = setup();
    const first = client.analyze('1m', 'standard');
    const second = client.analyze('2m', 'standard');
    const third = client.analyze('3m', 'standard');
    const w = workers[0];
    expect(w.sent.map(about)).toEqual(['1m']); // nothing queued in the worker behind it
    await expect(second).resolves.toEqual({ status: 'stale' });
    w.answer(1, '1m');
    await expect(first).resolves.toEqual({ status: 'stale' }); // answered, but a newer one exists
    expect(w.sent.map(about)).toEqual(['1m', '3m']);
    w.answer(3, '3m');
    await expect(third).resolves.toMatchObject({ status: 'done', result: { hand: '3m' } });
  });

  test('an answer with an unknown id is dropped', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze('1m', 'standard');
    workers[0].answer(99);
    workers[0].answer(1, '1m');
    await expect(outcome).resolves.toMatchObject({ status: 'done', result: { hand: '1m' } });
  });

  test('an error answer becomes a failure with its message', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze('1x', 'standard');
    workers[0].onmessage?.({ data: { type: 'error', id: 1, message: 'Unknown character "x" at character 2.' } } as MessageEvent<EngineResponse>);
    await expect(outcome).resolves.toEqual({ status: 'failed', message: 'Unknown character "x" at character 2.' });
  });

  test('a worker that dies fails its request, is terminated, and the next request gets a new worker', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze('1m', 'standard');
    workers[0].crash('out of memory');
    await expect(outcome).resolves.toEqual({ status: 'failed', message: 'The analysis worker stopped: out of memory.' });
    expect(workers[0].terminated).toBe(true);
    const next = client.analyze('2m', 'standard');
    expect(workers).toHaveLength(2);
    workers[1].answer(2, '2m');
    await expect(next).resolves.toMatchObject({ status: 'done' });
  });

  test('a request waiting behind a dying worker is sent to its replacement', async () => {
    const { client, workers } = setup();
    void client.analyze('1m', 'standard');
    const waiting = client.analyze('2m', 'standard');
    workers[0].crash('boom');
    expect(workers[1].sent.map(about)).toEqual(['2m']);
    workers[1].answer(2, '2m');
    await expect(waiting).resolves.toMatchObject({ status: 'done' });
  });

  test('a request that overruns the time limit fails and the stuck worker is replaced', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup(500);
    const outcome = client.analyze('1m', 'standard');
    vi.advanceTimersByTime(499);
    expect(workers[0].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(outcome).resolves.toEqual({ status: 'failed', message: 'The analysis took longer than 0.5 s and was stopped.' });
    expect(workers[0].terminated).toBe(true);
    workers[0].answer(1); // a late answer from the dead worker changes nothing
    void client.analyze('2m', 'standard');
    expect(workers).toHaveLength(2);
  });

  test('dispose terminates the worker and settles what is pending', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze('1m', 'standard');
    client.dispose();
    expect(workers[0].terminated).toBe(true);
    await expect(outcome).resolves.toEqual({ status: 'stale' });
    await expect(client.analyze('2m', 'standard')).resolves.toMatchObject({ status: 'failed' });
  });

  test('latest wins per kind: a quiz or drill request does not make the analysis stale', async () => {
    const { client, workers } = setup();
    const analysis = client.analyze('1m', 'standard');
    const quiz1 = client.quiz({ suit: 'm', minWaits: 1, chiitoitsu: false, seed: 1 });
    const drill = client.drill(5, []);
    const quiz2 = client.quiz({ suit: 'p', minWaits: 2, chiitoitsu: false, seed: 2 });
    await expect(quiz1).resolves.toEqual({ status: 'stale' });
    const w = workers[0];
    w.answer(1, '1m');
    await expect(analysis).resolves.toMatchObject({ status: 'done', result: { hand: '1m' } });
    // The waiting requests go in the order made: the drill (made before the second quiz), then the quiz.
    expect(w.sent.map((r) => r.type)).toEqual(['analyze', 'drill']);
    expect(w.sent[1]).toEqual({ type: 'drill', id: 3, seed: 5, discards: [] });
    const state = { seed: 5 } as unknown as DrillState;
    w.onmessage?.({ data: { type: 'drill', id: 3, state } } as MessageEvent<EngineResponse>);
    await expect(drill).resolves.toEqual({ status: 'done', result: state });
    expect(w.sent[2]).toEqual({ type: 'quiz', id: 4, suit: 'p', minWaits: 2, chiitoitsu: false, seed: 2 });
    const question = { hand: '1112345678999p' } as unknown as ChinitsuQuestion;
    w.onmessage?.({ data: { type: 'quiz', id: 4, question } } as MessageEvent<EngineResponse>);
    await expect(quiz2).resolves.toEqual({ status: 'done', result: question });
  });

  test('a newer analysis still makes an older one stale while quiz requests pass', async () => {
    const { client, workers } = setup();
    const quiz = client.quiz({ suit: 'random', minWaits: 1, chiitoitsu: false, seed: 9 });
    const first = client.analyze('1m', 'standard');
    const second = client.analyze('2m', 'standard');
    await expect(first).resolves.toEqual({ status: 'stale' });
    const question = { hand: '1112345678999s' } as unknown as ChinitsuQuestion;
    workers[0].onmessage?.({ data: { type: 'quiz', id: 1, question } } as MessageEvent<EngineResponse>);
    await expect(quiz).resolves.toMatchObject({ status: 'done' });
    expect(workers[0].sent.map(about)).toEqual(['quiz', '2m']);
    workers[0].answer(3, '2m');
    await expect(second).resolves.toMatchObject({ status: 'done', result: { hand: '2m' } });
  });
});

describe('createWorkerClient: long jobs (interruptible)', () => {
  const OPTIONS = { round: 'E', seat: 'E', tegawari: false, shantenBack: false, riichi: 'best', red: true, ura: true } as const;
  function long() {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    }, { timeoutMs: 60_000, interruptible: true });
    return { client, workers };
  }
  const reply = (w: FakeWorker, data: EngineResponse) => w.onmessage?.({ data } as MessageEvent<EngineResponse>);

  test('progress messages reach the request, and the answer resolves it', async () => {
    const { client, workers } = long();
    const seen: number[] = [];
    const outcome = client.probabilities('123m', OPTIONS, undefined, (done) => seen.push(done));
    reply(workers[0]!, { type: 'progress', id: 1, done: 0.25 });
    reply(workers[0]!, { type: 'progress', id: 1, done: 0.5 });
    const probabilities = { ok: true as const, value: { turns: 18 as const, rows: [], shanten: 1, states: 10 } };
    reply(workers[0]!, { type: 'probabilities', id: 1, result: { hand: '123m', options: OPTIONS, probabilities } });
    await expect(outcome).resolves.toEqual({ status: 'done', result: { hand: '123m', options: OPTIONS, probabilities } });
    expect(seen).toEqual([0.25, 0.5]);
  });

  test('a new job ends the one in flight at once: its worker is ended, it answers stale, the new one goes to a fresh worker', async () => {
    const { client, workers } = long();
    const first = client.probabilities('111m', OPTIONS);
    const second = client.probabilities('222m', OPTIONS);
    await expect(first).resolves.toEqual({ status: 'stale' });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.sent.map(about)).toEqual(['222m']);
    // A late message from the ended worker is dropped.
    reply(workers[0]!, { type: 'progress', id: 1, done: 0.9 });
    reply(workers[1]!, { type: 'probabilities', id: 2, result: { hand: '222m', options: OPTIONS, probabilities: { ok: true, value: { turns: 18, rows: [], shanten: 1, states: 10 } } } });
    await expect(second).resolves.toMatchObject({ status: 'done', result: { hand: '222m' } });
  });

  test('cancel() ends the job in flight; a client that is not interruptible ignores it', async () => {
    const { client, workers } = long();
    const job = client.probabilities('111m', OPTIONS);
    client.cancel();
    await expect(job).resolves.toEqual({ status: 'stale' });
    expect(workers[0]!.terminated).toBe(true);
    const plain = setup();
    const analysis = plain.client.analyze('123m', 'standard');
    plain.client.cancel();
    expect(plain.workers[0]!.terminated).toBe(false);
    plain.workers[0]!.answer(1, '123m');
    await expect(analysis).resolves.toMatchObject({ status: 'done' });
  });
});
