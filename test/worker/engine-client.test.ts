import { afterEach, describe, expect, test, vi } from 'vitest';
import { analyzeRequest, packed, textOfCodes } from '../support/packed.ts';
import type { ScoreSituation } from '../../src/worker/protocol.ts';
import { createLongJobClient, createReviewClient, createWorkerClient, type WorkerLike } from '../../src/worker/engine-client.ts';
import type { ChinitsuQuestion } from '../../src/engine/practice/chinitsu.ts';
import type { DrillState } from '../../src/engine/practice/drill.ts';
import type { RequestMessage, ResponseMessage } from '../../src/worker/protocol.ts';
import { fakeResult } from '../support/fakes.ts';

/** A worker that records what it is sent; the test answers, crashes or stalls it. */
class FakeWorker implements WorkerLike {
  sent: RequestMessage[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<ResponseMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  postMessage(message: RequestMessage) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: ResponseMessage) {
    this.onmessage?.({ data } as MessageEvent<ResponseMessage>);
  }
  /** Answers request `id` with an analysis whose text names `hand` (the test tells answers apart by it). */
  answer(id: number, hand = 'x') {
    this.reply({ type: 'result', id, kind: 'analyze', result: fakeResult(hand, {}, { tenhouLines: [hand] }) });
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}

/** What a request is about, to tell requests apart: its hand (a quiz's, or written from the codes of its position), else its kind. */
const about = (r: RequestMessage) => {
  if ('hand' in r.request && r.request.hand !== undefined) return r.request.hand;
  return 'position' in r.request ? textOfCodes(r.request.position.hand) : r.kind;
};

const analysis = (hand: string, form: 'standard' | 'regular' = 'standard') => analyzeRequest(hand, form);

function setup(timeoutMs = 1000, startNow = false) {
  const workers: FakeWorker[] = [];
  const client = createWorkerClient(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    { timeoutMs, startNow },
  );
  return { client, workers };
}

afterEach(() => vi.useRealTimers());

describe('createWorkerClient', () => {
  test('start starts its worker before any request, once; the first request goes to it', () => {
    const { client, workers } = setup();
    expect(workers).toHaveLength(0);
    client.start();
    client.start();
    expect(workers).toHaveLength(1);
    void client.analyze(analysis('1m'));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent.map((r) => r.kind)).toEqual(['analyze']);
    client.dispose();
    client.start();
    expect(workers).toHaveLength(1);
  });

  test('a request is sent with an id and its answer resolves it', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze(analysis('123m', 'regular'));
    expect(workers[0].sent).toEqual([{ id: 1, kind: 'analyze', request: analysis('123m', 'regular') }]);
    workers[0].answer(1, '123m');
    await expect(outcome).resolves.toMatchObject({ status: 'done', result: { tenhouLines: ['123m'] } });
  });

  test("a score request carries the rules when given, and none when not (the engine's defaults)", () => {
    const { client, workers } = setup();
    const situation: ScoreSituation = {
      by: 'ron',
      round: 'E',
      seat: 'S',
      riichi: 'none',
      ippatsu: false,
      last: false,
      rinshan: false,
      chankan: false,
      firstDraw: false,
      win: null,
      ura: { ok: true, value: [] },
      honba: 0,
      sticks: 0,
    };
    const rules = {
      kuitan: true,
      combinedYakuman: true,
      doubleYakuman: true,
      kazoeYakuman: true,
      kiriageMangan: false,
      doubleWindFu: 4,
    } as const;
    void client.score({ position: packed('19m19p19s12345677z'), situation, rules });
    workers[0].reply({ type: 'error', id: 1, message: { code: 'worker-unreadable' } });
    void client.score({ position: packed('19m19p19s12345677z'), situation });
    expect(workers[0].sent).toEqual([
      { id: 1, kind: 'score', request: { position: packed('19m19p19s12345677z'), situation, rules } },
      { id: 2, kind: 'score', request: { position: packed('19m19p19s12345677z'), situation } },
    ]);
  });

  test('startNow starts the worker before any request, and the first request goes to that worker', async () => {
    const lazy = setup();
    expect(lazy.workers).toHaveLength(0);
    const { client, workers } = setup(1000, true);
    expect(workers).toHaveLength(1);
    expect(workers[0].sent).toEqual([]);
    const outcome = client.analyze(analysis('123m'));
    expect(workers).toHaveLength(1);
    expect(workers[0].sent.map(about)).toEqual(['123m']);
    workers[0].answer(1, '123m');
    await expect(outcome).resolves.toMatchObject({ status: 'done', result: { tenhouLines: ['123m'] } });
  });

  test('the two-step request is a kind of its own: a newer hand replaces it, and an analysis does not make it stale', async () => {
    const { client, workers } = setup();
    const first1m = client.analyze(analysis('1m'));
    const first = client.twoStep(analysis('1m'));
    const second = client.twoStep(analysis('2m'));
    const w = workers[0];
    await expect(first).resolves.toEqual({ status: 'stale' });
    w.answer(1, '1m');
    await expect(first1m).resolves.toMatchObject({ status: 'done' });
    // Next in line: the newer two-step request, sent with its table when it has one.
    expect(w.sent.at(-1)).toEqual({ id: 3, kind: 'twoStep', request: analysis('2m') });
    w.reply({
      type: 'result',
      id: 3,
      kind: 'twoStep',
      result: { form: 'standard', value: 3, rows: [] },
    });
    await expect(second).resolves.toEqual({ status: 'done', result: { form: 'standard', value: 3, rows: [] } });
  });

  test('the newest request wins: one waits behind the job in flight, replaced requests resolve stale', async () => {
    const { client, workers } = setup();
    const first = client.analyze(analysis('1m'));
    const second = client.analyze(analysis('2m'));
    const third = client.analyze(analysis('3m'));
    const w = workers[0];
    expect(w.sent.map(about)).toEqual(['1m']); // nothing queued in the worker behind it
    await expect(second).resolves.toEqual({ status: 'stale' });
    w.answer(1, '1m');
    await expect(first).resolves.toEqual({ status: 'stale' }); // answered, but a newer one exists
    expect(w.sent.map(about)).toEqual(['1m', '3m']);
    w.answer(3, '3m');
    await expect(third).resolves.toMatchObject({ status: 'done', result: { tenhouLines: ['3m'] } });
  });

  test('an answer with an unknown id is dropped', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze(analysis('1m'));
    workers[0].answer(99);
    workers[0].answer(1, '1m');
    await expect(outcome).resolves.toMatchObject({ status: 'done', result: { tenhouLines: ['1m'] } });
  });

  test('an error answer becomes a failure with its message', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze(analysis('1m'));
    const error = { code: 'unknown-character', reason: 'not-notation', part: 'hand', index: 1, place: 2, culprit: 'x' } as const;
    workers[0].reply({ type: 'error', id: 1, message: error });
    await expect(outcome).resolves.toEqual({ status: 'failed', message: error });
  });

  test('a worker that dies fails its request, is terminated, and the next request gets a new worker', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze(analysis('1m'));
    workers[0].crash('out of memory');
    await expect(outcome).resolves.toEqual({ status: 'failed', message: { code: 'worker-stopped', detail: 'out of memory' } });
    expect(workers[0].terminated).toBe(true);
    const next = client.analyze(analysis('2m'));
    expect(workers).toHaveLength(2);
    workers[1].answer(2, '2m');
    await expect(next).resolves.toMatchObject({ status: 'done' });
  });

  test('a request waiting behind a dying worker is sent to its replacement', async () => {
    const { client, workers } = setup();
    void client.analyze(analysis('1m'));
    const waiting = client.analyze(analysis('2m'));
    workers[0].crash('boom');
    expect(workers[1].sent.map(about)).toEqual(['2m']);
    workers[1].answer(2, '2m');
    await expect(waiting).resolves.toMatchObject({ status: 'done' });
  });

  test('a request that overruns the time limit fails and the stuck worker is replaced', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup(500);
    const outcome = client.analyze(analysis('1m'));
    vi.advanceTimersByTime(499);
    expect(workers[0].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(outcome).resolves.toEqual({ status: 'failed', message: { code: 'worker-timeout', seconds: 0.5 } });
    expect(workers[0].terminated).toBe(true);
    workers[0].answer(1); // a late answer from the dead worker changes nothing
    void client.analyze(analysis('2m'));
    expect(workers).toHaveLength(2);
  });

  test('dispose terminates the worker and settles what is pending', async () => {
    const { client, workers } = setup();
    const outcome = client.analyze(analysis('1m'));
    client.dispose();
    expect(workers[0].terminated).toBe(true);
    await expect(outcome).resolves.toEqual({ status: 'stale' });
    await expect(client.analyze(analysis('2m'))).resolves.toMatchObject({ status: 'failed' });
  });

  test('latest wins per kind: a quiz or drill request does not make the analysis stale', async () => {
    const { client, workers } = setup();
    const first = client.analyze(analysis('1m'));
    const quiz1 = client.quiz({ suit: 'm', minWaits: 1, chiitoitsu: false, seed: 1 });
    const drill = client.drill({ seed: 5, discards: [] });
    const quiz2 = client.quiz({ suit: 'p', minWaits: 2, chiitoitsu: false, seed: 2 });
    await expect(quiz1).resolves.toEqual({ status: 'stale' });
    const w = workers[0];
    w.answer(1, '1m');
    await expect(first).resolves.toMatchObject({ status: 'done', result: { tenhouLines: ['1m'] } });
    // The waiting requests go in the order made: the drill (made before the second quiz), then the quiz.
    expect(w.sent.map((r) => r.kind)).toEqual(['analyze', 'drill']);
    expect(w.sent[1]).toEqual({ id: 3, kind: 'drill', request: { seed: 5, discards: [] } });
    const state = { seed: 5 } as unknown as DrillState;
    w.reply({ type: 'result', id: 3, kind: 'drill', result: state });
    await expect(drill).resolves.toEqual({ status: 'done', result: state });
    expect(w.sent[2]).toEqual({ id: 4, kind: 'quiz', request: { suit: 'p', minWaits: 2, chiitoitsu: false, seed: 2 } });
    const question = { hand: '1112345678999p' } as unknown as ChinitsuQuestion;
    w.reply({ type: 'result', id: 4, kind: 'quiz', result: question });
    await expect(quiz2).resolves.toEqual({ status: 'done', result: question });
  });

  test('a newer analysis still makes an older one stale while quiz requests pass', async () => {
    const { client, workers } = setup();
    const quiz = client.quiz({ suit: 'random', minWaits: 1, chiitoitsu: false, seed: 9 });
    const first = client.analyze(analysis('1m'));
    const second = client.analyze(analysis('2m'));
    await expect(first).resolves.toEqual({ status: 'stale' });
    const question = { hand: '1112345678999s' } as unknown as ChinitsuQuestion;
    workers[0].reply({ type: 'result', id: 1, kind: 'quiz', result: question });
    await expect(quiz).resolves.toMatchObject({ status: 'done' });
    expect(workers[0].sent.map(about)).toEqual(['quiz', '2m']);
    workers[0].answer(3, '2m');
    await expect(second).resolves.toMatchObject({ status: 'done', result: { tenhouLines: ['2m'] } });
  });
});

describe('createWorkerClient: long jobs (interruptible)', () => {
  const OPTIONS = {
    round: 'E',
    seat: 'E',
    handChanges: false,
    shantenBack: false,
    riichi: 'best',
    red: true,
    ura: true,
    riichiStick: false,
    tenpaiPayment: 0,
    ippatsu: false,
    haitei: false,
    honba: 0,
    sticks: 0,
  } as const;
  function long() {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient(
      () => {
        const w = new FakeWorker();
        workers.push(w);
        return w;
      },
      { timeoutMs: 60_000, interruptible: true },
    );
    return { client, workers };
  }
  const reply = (w: FakeWorker, data: ResponseMessage) => w.reply(data);
  const job = (hand: string) => ({ position: packed(hand), options: OPTIONS });

  test('progress messages reach the request, and the answer resolves it', async () => {
    const { client, workers } = long();
    const seen: number[] = [];
    const outcome = client.probabilities(job('1234m'), { onProgress: (done) => seen.push(done) });
    reply(workers[0]!, { type: 'progress', id: 1, done: 0.25 });
    reply(workers[0]!, { type: 'progress', id: 1, done: 0.5 });
    const probabilities = { ok: true as const, value: { turns: 18 as const, rows: [], shanten: 1, states: 10 } };
    reply(workers[0]!, { type: 'result', id: 1, kind: 'probabilities', result: { probabilities } });
    await expect(outcome).resolves.toEqual({ status: 'done', result: { probabilities } });
    expect(seen).toEqual([0.25, 0.5]);
  });

  test('a new job ends the one in flight at once: its worker is ended, it answers stale, the new one goes to a fresh worker', async () => {
    const { client, workers } = long();
    const first = client.probabilities(job('1112m'));
    const second = client.probabilities(job('2223m'));
    await expect(first).resolves.toEqual({ status: 'stale' });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.sent.map(about)).toEqual(['2223m']);
    // A late message from the ended worker is dropped.
    reply(workers[0]!, { type: 'progress', id: 1, done: 0.9 });
    reply(workers[1]!, {
      type: 'result',
      id: 2,
      kind: 'probabilities',
      result: { probabilities: { ok: true, value: { turns: 18, rows: [], shanten: 1, states: 10 } } },
    });
    await expect(second).resolves.toEqual({
      status: 'done',
      result: { probabilities: { ok: true, value: { turns: 18, rows: [], shanten: 1, states: 10 } } },
    });
  });

  test('a signal ends the job in flight: its worker is ended, it answers aborted, and the next job goes to a fresh worker', async () => {
    const { client, workers } = long();
    const controller = new AbortController();
    const first = client.probabilities(job('1112m'), { signal: controller.signal });
    controller.abort();
    await expect(first).resolves.toEqual({ status: 'aborted' });
    expect(workers[0]!.terminated).toBe(true);
    const next = client.probabilities(job('2223m'));
    expect(workers[1]!.sent.map(about)).toEqual(['2223m']);
    reply(workers[1]!, {
      type: 'result',
      id: 2,
      kind: 'probabilities',
      result: { probabilities: { ok: true, value: { turns: 18, rows: [], shanten: 1, states: 10 } } },
    });
    await expect(next).resolves.toMatchObject({ status: 'done' });
  });

  test("the long jobs' client offers the long jobs only", () => {
    const longJobs = createLongJobClient();
    // @ts-expect-error: an analysis is not a long job; the client's type has none
    expect(longJobs.analyze).toBeUndefined();
    expect(Object.keys(longJobs).sort()).toEqual(['callFigures', 'dispose', 'kanFigures', 'probabilities']);
    longJobs.dispose();
  });

  test("the review's client offers the review's kinds only", () => {
    const review = createReviewClient();
    // @ts-expect-error: an analysis is not the review's; the client's type has none
    expect(review.analyze).toBeUndefined();
    expect(Object.keys(review).sort()).toEqual(['dispose', 'readLog', 'reviewKyoku', 'start']);
    review.dispose();
  });
});

describe("the review's client: the log read once into the worker's session", () => {
  const reviewOf = (session: number, kyoku: number) => ({
    session,
    kyoku,
    seat: 0 as const,
    twoStep: false,
    probabilities: false,
    calls: false,
  });
  const read = (w: FakeWorker, id: number, session: number) =>
    w.reply({
      type: 'result',
      id,
      kind: 'readLog',
      result: { ok: true, session, log: { players: 4, names: [], red: true, title: '', kyoku: [] } },
    });

  test('each kyoku names the session; a fresh worker (after an interruption) is given the log again first, under its number', async () => {
    const workers: FakeWorker[] = [];
    const review = createReviewClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const opened = review.readLog({ text: 'LOG' });
    read(workers[0]!, 1, 7);
    await expect(opened).resolves.toMatchObject({ status: 'done', result: { session: 7 } });
    // The first worker is told nothing but the text once, then the kyoku by number.
    const kyoku0 = review.reviewKyoku(reviewOf(7, 0));
    const kyoku1 = review.reviewKyoku(reviewOf(7, 1));
    await expect(kyoku0).resolves.toEqual({ status: 'stale' });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[0]!.sent.map((m) => m.kind)).toEqual(['readLog', 'reviewKyoku']);
    // The kyoku asked after the interruption goes to a fresh worker, which first hears the log and its session.
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent).toEqual([
      { id: 0, kind: 'readLog', request: { text: 'LOG', session: 7 } },
      { id: 3, kind: 'reviewKyoku', request: reviewOf(7, 1) },
    ]);
    // The log given again is answered to no one; the kyoku is.
    read(workers[1]!, 0, 7);
    workers[1]!.reply({ type: 'result', id: 3, kind: 'reviewKyoku', result: { ok: true, kyoku: 1, decisions: [] } });
    await expect(kyoku1).resolves.toEqual({ status: 'done', result: { ok: true, kyoku: 1, decisions: [] } });
    review.dispose();
  });

  test('a new log ends the session: a fresh worker is not given the old one, nor one that did not read', async () => {
    const workers: FakeWorker[] = [];
    const review = createReviewClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const first = review.readLog({ text: 'OLD' });
    read(workers[0]!, 1, 1);
    await first;
    const second = review.readLog({ text: 'NOT A LOG' });
    workers[0]!.reply({ type: 'result', id: 2, kind: 'readLog', result: { ok: false, error: { code: 'unknown-format' } } });
    await second;
    const controller = new AbortController();
    const asked = review.reviewKyoku(reviewOf(1, 0), { signal: controller.signal });
    controller.abort();
    await asked;
    void review.reviewKyoku(reviewOf(1, 0));
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent.map((m) => m.kind)).toEqual(['reviewKyoku']);
    review.dispose();
  });
});

describe('createWorkerClient: a signal per request', () => {
  test('a client that cannot interrupt answers aborted at once, keeps its worker, and drops the answer when it comes', async () => {
    const { client, workers } = setup();
    const controller = new AbortController();
    const first = client.analyze(analysis('1m'), { signal: controller.signal });
    const waiting = client.twoStep(analysis('1m'));
    controller.abort();
    await expect(first).resolves.toEqual({ status: 'aborted' });
    expect(workers[0]!.terminated).toBe(false);
    // The worker is busy until it answers: then the next request goes, and the answer is nobody's.
    expect(workers[0]!.sent.map((r) => r.kind)).toEqual(['analyze']);
    workers[0]!.answer(1, '1m');
    expect(workers[0]!.sent.map((r) => r.kind)).toEqual(['analyze', 'twoStep']);
    workers[0]!.reply({
      type: 'result',
      id: 2,
      kind: 'twoStep',
      result: { form: 'standard', value: 3, rows: [] },
    });
    await expect(waiting).resolves.toMatchObject({ status: 'done' });
  });

  test('a request aborted while it waits is never sent; the one behind it is', async () => {
    const { client, workers } = setup();
    void client.analyze(analysis('1m'));
    const controller = new AbortController();
    const quiz = client.quiz({ suit: 'm', minWaits: 1, chiitoitsu: false, seed: 1 }, { signal: controller.signal });
    const drill = client.drill({ seed: 5, discards: [] });
    controller.abort();
    await expect(quiz).resolves.toEqual({ status: 'aborted' });
    workers[0]!.answer(1, '1m');
    expect(workers[0]!.sent.map((r) => r.kind)).toEqual(['analyze', 'drill']);
    const state = { seed: 5 } as unknown as DrillState;
    workers[0]!.reply({ type: 'result', id: 3, kind: 'drill', result: state });
    await expect(drill).resolves.toEqual({ status: 'done', result: state });
  });

  test('a request whose signal has already ended is not sent', async () => {
    const { client, workers } = setup();
    await expect(client.analyze(analysis('1m'), { signal: AbortSignal.abort() })).resolves.toEqual({ status: 'aborted' });
    expect(workers).toHaveLength(0);
  });
});

describe('createEngineClient: the worker index.html started', () => {
  const holder = globalThis as { pairiEngineWorker?: unknown; Worker?: unknown };
  const made: FakeWorker[] = [];
  // The built page's index.html starts a worker before any script loads; anything else makes its own.
  class MadeWorker extends FakeWorker {
    constructor() {
      super();
      made.push(this);
    }
  }
  afterEach(() => {
    delete holder.pairiEngineWorker;
    vi.unstubAllGlobals();
    made.length = 0;
  });

  test('the page takes it, once, and sends its first request to it', async () => {
    vi.stubGlobal('Worker', MadeWorker);
    const early = new FakeWorker();
    holder.pairiEngineWorker = early;
    const { createEngineClient } = await import('../../src/worker/engine-client.ts');
    const client = createEngineClient({ startNow: true }, undefined, true);
    expect(holder.pairiEngineWorker).toBeUndefined();
    void client.analyze(analysis('123m'));
    expect(early.sent.map(about)).toEqual(['123m']);
    expect(made).toHaveLength(0);
    // A second client (the long jobs') makes a worker of its own.
    createEngineClient({ startNow: true }, 'pairi-long-jobs', true);
    expect(made).toHaveLength(1);
  });

  test('one whose script failed to load is ended and a new worker made', async () => {
    vi.stubGlobal('Worker', MadeWorker);
    const early = Object.assign(new FakeWorker(), { failed: true });
    holder.pairiEngineWorker = early;
    const { createEngineClient } = await import('../../src/worker/engine-client.ts');
    const client = createEngineClient({ startNow: true }, undefined, true);
    void client.analyze(analysis('123m'));
    expect(early.terminated).toBe(true);
    expect(early.sent).toEqual([]);
    expect(made).toHaveLength(1);
    expect(made[0].sent.map(about)).toEqual(['123m']);
  });

  test('a client that does not adopt leaves it for the one that does', async () => {
    vi.stubGlobal('Worker', MadeWorker);
    const early = new FakeWorker();
    holder.pairiEngineWorker = early;
    const { createEngineClient } = await import('../../src/worker/engine-client.ts');
    createEngineClient({ startNow: true }, 'pairi-long-jobs');
    expect(made).toHaveLength(1);
    expect(holder.pairiEngineWorker).toBe(early);
  });
});
