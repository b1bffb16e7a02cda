/**
 * The game review's slice (review-slice.ts) on a fake engine client whose answers are the real worker's
 * (handleRequest on the same request): the text is read, then the seat's kyoku are reviewed one request
 * each, in three passes: the first kyoku's counts (its first decision shown at once), every kyoku's
 * figures with the probabilities' options off, then with them on; another seat or a new text drops the
 * old work's answers (newest wins); Cancel and Continue; a log's fault leaves the text as it was.
 */
import { describe, expect, test } from 'vitest';
import { game } from '../../src/engine/index.ts';
import { selfPlay } from '../../src/engine/log/self-play.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { ReviewKyokuRequest } from '../../src/worker/protocol.ts';
import { fakeClient, flush, memoryStorage, testStore, type FakeReadLogCall, type FakeReviewKyokuCall } from '../support/fakes.ts';
import { REVIEW_KEY } from '../../src/store/review-slice.ts';
import { measured } from '../../src/engine/log/figures.ts';

const LOG = selfPlay(11, { players: 4, length: 'east', red: true, calls: 0.4 });
const TEXT = JSON.stringify(game.writeTenhouJson(LOG));

/** The result `answer` settled last. */
let lastResult: never;
/** The session the worker answered the last log read with. */
let lastSession: number | null = null;

/** Answers a held call with what the worker answers to its request. */
function answer(call: FakeReadLogCall | FakeReviewKyokuCall): void {
  const message = handleRequest({
    id: 1,
    kind: call.request && 'kyoku' in call.request ? 'reviewKyoku' : 'readLog',
    request: call.request,
  } as never);
  if (message.type !== 'result') throw new Error(JSON.stringify(message));
  lastResult = message.result as never;
  if ('session' in message.result && message.result.ok) lastSession = message.result.session;
  call.settle({ status: 'done', result: message.result as never });
}

/** A store on the review with the log pasted, Review pressed and the log read. */
async function started() {
  const { store, client } = testStore('?mode=review');
  const a = store.getState().actions;
  a.editReviewText(TEXT);
  a.startReview();
  answer(client.readLogCalls[0]!);
  await flush();
  return { store, client, a };
}

/** The request without its session (the session is the log read last, checked apart: no request carries the text). */
const asked = ({ session, ...rest }: ReviewKyokuRequest) => ({ ...rest, sameSession: session === lastSession && !('text' in rest) });

describe('the review slice', () => {
  test('Review reads the text, then reviews the seat kyoku by kyoku; the first decision is shown at once', async () => {
    const { store, client, location } = testStore('?mode=review');
    const a = store.getState().actions;
    a.editReviewText(TEXT);
    a.startReview();
    expect(client.readLogCalls).toHaveLength(1);
    expect(client.readLogCalls[0]!.text).toBe(TEXT);
    answer(client.readLogCalls[0]!);
    await flush();
    expect(store.getState().review.log?.kyoku).toHaveLength(LOG.kyoku.length);
    // The first kyoku's counts first: milliseconds, so a decision shows at once.
    expect(client.reviewKyokuCalls).toHaveLength(1);
    expect(asked(client.reviewKyokuCalls[0]!.request)).toEqual({
      kyoku: 0,
      seat: 0,
      twoStep: false,
      probabilities: false,
      calls: false,
      sameSession: true,
    });
    expect(store.getState().review.working).toBe(0);
    answer(client.reviewKyokuCalls[0]!);
    await flush();
    let review = store.getState().review;
    expect(review.at).toEqual({ kyoku: 0, index: 0 });
    expect(review.figures[0]).toBe('counts');
    const first = review.kyoku[0];
    expect(first?.kind === 'reviewed' && first.decisions.every((d) => d.seat === 0 && d.kyoku === 0)).toBe(true);
    // Then every kyoku's figures with the options off, from the first, each asked as soon as the one before lands.
    const FIGURES = { twoStep: true, probabilities: true, calls: true, sameSession: true };
    for (let k = 0; k < LOG.kyoku.length; k++) {
      const call = client.reviewKyokuCalls[k + 1]!;
      expect(asked(call.request)).toEqual({ kyoku: k, seat: 0, ...FIGURES });
      expect(store.getState().review.working).toBe(k);
      answer(call);
      await flush();
      expect(store.getState().review.figures[k]).toBe('off');
    }
    review = store.getState().review;
    // The decision shown stays where it was while its kyoku's figures arrive.
    expect(review.at).toEqual({ kyoku: 0, index: 0 });
    const k0 = review.kyoku[0];
    expect(k0?.kind === 'reviewed' && k0.decisions.some((d) => d.kind === 'discard' && measured(d.probabilities))).toBe(true);
    // Then, in the background, with hand changes and shanten-back on, from the first kyoku again.
    const on = client.reviewKyokuCalls[LOG.kyoku.length + 1]!;
    expect(asked(on.request)).toEqual({ kyoku: 0, seat: 0, ...FIGURES, probabilities: { handChanges: true, shantenBack: true } });
    expect(review.working).toBe(0);
    answer(on);
    await flush();
    expect(store.getState().review.figures[0]).toBe('on');
    expect(client.reviewKyokuCalls.at(-1)!.request).toMatchObject({ kyoku: 1, probabilities: { handChanges: true } });
    // The log never enters the address.
    expect(location.search()).toBe('?mode=review');
  }, 60_000);

  test("the review's requests go to the review's own client: the analysis and the long jobs never wait behind them", async () => {
    let started = 0;
    const review = Object.assign(fakeClient(), { start: () => void started++ });
    const { store, client } = testStore('?q=1m', { review });
    const a = store.getState().actions;
    // Its worker starts as the review page opens, before any log is pasted.
    expect(started).toBe(0);
    a.setMode('review');
    expect(started).toBe(1);
    a.editReviewText(TEXT);
    a.startReview();
    expect(client.readLogCalls).toHaveLength(0);
    expect(review.readLogCalls).toHaveLength(1);
    answer(review.readLogCalls[0]!);
    await flush();
    expect(review.reviewKyokuCalls).toHaveLength(1);
    expect(client.reviewKyokuCalls).toHaveLength(0);
    store.getState().actions.dispose();
    expect(review.disposed).toBe(true);
  });

  test("a reload keeps the review: the text, the seat, names hidden, the filter and the decision shown, from the tab's session storage", async () => {
    const session = memoryStorage();
    const first = testStore('?mode=review', { session });
    const a = first.store.getState().actions;
    a.editReviewText(TEXT);
    a.startReview();
    answer(first.client.readLogCalls[0]!);
    await flush();
    a.chooseReviewSeat(1);
    a.setReviewHideNames(true);
    a.setReviewFilter('tiles2');
    for (let i = 1; i < 4; i++) {
      answer(first.client.reviewKyokuCalls.at(-1)!);
      await flush();
    }
    const k1 = first.store.getState().review.kyoku[1];
    expect(k1?.kind === 'reviewed' && k1.decisions.length).toBeGreaterThan(2);
    a.showDecision({ kyoku: 1, index: 2 });
    // Typing after Review changes nothing kept: the text kept is the one reviewed.
    a.editReviewText('draft');
    expect(JSON.parse(session.getItem(REVIEW_KEY)!)).toEqual({
      text: TEXT,
      seat: 1,
      hideNames: true,
      filter: 'tiles2',
      at: { kyoku: 1, index: 2 },
    });

    // The page loaded again in the same tab: the review starts over from what was kept.
    const again = testStore('?mode=review', { session });
    expect(again.client.readLogCalls).toHaveLength(1);
    expect(again.client.readLogCalls[0]!.request.text).toBe(TEXT);
    expect(again.store.getState().review).toMatchObject({ text: TEXT, seat: 1, hideNames: true, filter: 'tiles2' });
    answer(again.client.readLogCalls[0]!);
    await flush();
    // The kyoku of the decision shown comes first, and that decision is shown again.
    expect(asked(again.client.reviewKyokuCalls[0]!.request)).toMatchObject({ kyoku: 1, seat: 1, probabilities: false });
    answer(again.client.reviewKyokuCalls[0]!);
    await flush();
    expect(again.store.getState().review.at).toEqual({ kyoku: 1, index: 2 });
    expect(again.client.reviewKyokuCalls[1]!.request).toMatchObject({ kyoku: 0, probabilities: true });
    answer(again.client.reviewKyokuCalls[1]!);
    await flush();
    expect(again.store.getState().review.at).toEqual({ kyoku: 1, index: 2 });
  }, 30_000);

  test('a text too large for the session storage is not kept, nor an older one left in its place; a kept text unreadable is ignored', async () => {
    const session = memoryStorage();
    session.setItem(REVIEW_KEY, JSON.stringify({ text: 'an older log', seat: 0, hideNames: false, filter: 'all', at: null }));
    const full = {
      ...session,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { store } = testStore('?q=1m', { session: full });
    const a = store.getState().actions;
    a.editReviewText(TEXT);
    a.startReview();
    expect(session.getItem(REVIEW_KEY)).toBeNull();
    session.setItem(REVIEW_KEY, '{not json');
    const again = testStore('?mode=review', { session });
    expect(again.client.readLogCalls).toHaveLength(0);
    expect(again.store.getState().review.text).toBe('');
  });

  test('when every kyoku has every figure, the review stops asking', async () => {
    const { store, client } = await started();
    // The worker's own answers, but for the options-on pass: the options-off figures again, to keep the test
    // short (the slice keeps a kyoku's answer whatever its figures).
    const off = new Map<number, never>();
    for (let i = 0; i < 3 * LOG.kyoku.length + 1 && store.getState().review.working !== null; i++) {
      const call = client.reviewKyokuCalls[i]!;
      if (typeof call.request.probabilities === 'object') {
        call.settle({ status: 'done', result: off.get(call.request.kyoku)! });
      } else {
        answer(call);
        if (call.request.probabilities) off.set(call.request.kyoku, lastResult);
      }
      await flush();
    }
    const review = store.getState().review;
    expect(review.working).toBeNull();
    expect(review.figures).toEqual(LOG.kyoku.map(() => 'on'));
    expect(client.reviewKyokuCalls).toHaveLength(1 + 2 * LOG.kyoku.length);
  }, 60_000);

  test('another seat starts again from the first kyoku and drops the old answers; Cancel and Continue', async () => {
    const { store, client, a } = await started();
    const old = client.reviewKyokuCalls[0]!;
    a.chooseReviewSeat(2);
    expect(store.getState().review.seat).toBe(2);
    expect(old.signal?.aborted).toBe(true);
    const fresh = client.reviewKyokuCalls[1]!;
    expect(fresh.request).toMatchObject({ kyoku: 0, seat: 2, probabilities: false });
    // The old seat's answer, if it comes, changes nothing.
    answer(old);
    await flush();
    expect(store.getState().review.kyoku[0]).toEqual({ kind: 'waiting' });
    answer(fresh);
    await flush();
    answer(client.reviewKyokuCalls[2]!);
    await flush();
    const k0 = store.getState().review.kyoku[0];
    expect(k0?.kind === 'reviewed' && k0.decisions.every((d) => d.seat === 2)).toBe(true);
    expect(store.getState().review.figures[0]).toBe('off');
    expect(client.reviewKyokuCalls).toHaveLength(4);
    a.cancelReview();
    expect(store.getState().review).toMatchObject({ working: null, cancelled: true });
    expect(client.reviewKyokuCalls[3]!.signal?.aborted).toBe(true);
    a.continueReview();
    expect(client.reviewKyokuCalls).toHaveLength(5);
    expect(client.reviewKyokuCalls[4]!.request).toMatchObject({ kyoku: 1, seat: 2, probabilities: true });
    expect(store.getState().review).toMatchObject({ working: 1, cancelled: false });
  }, 30_000);

  test("a log's fault is kept as data and the text stays as pasted; a worker failure too", async () => {
    const { store, client } = testStore('?mode=review');
    const a = store.getState().actions;
    const bad = TEXT.replace('"log":[', '"log":[[1,2],');
    a.editReviewText(bad);
    a.startReview();
    answer(client.readLogCalls[0]!);
    await flush();
    const { review } = store.getState();
    expect(review.text).toBe(bad);
    expect(review.log).toBeNull();
    expect(review.error).toMatchObject({ log: { code: 'bad-shape', kyoku: 0 } });
    expect(client.reviewKyokuCalls).toHaveLength(0);
    a.startReview();
    client.readLogCalls[1]!.settle({ status: 'failed', message: { code: 'worker-timeout', seconds: 10 } });
    await flush();
    expect(store.getState().review.error).toEqual({ failure: { code: 'worker-timeout', seconds: 10 } });
    expect(store.getState().review.text).toBe(bad);
  });

  test('the review is kept while another page is shown', async () => {
    const { store, client, a } = await started();
    answer(client.reviewKyokuCalls[0]!);
    await flush();
    a.setMode('analysis');
    a.setMode('review');
    expect(store.getState().review.text).toBe(TEXT);
    expect(store.getState().review.at).toEqual({ kyoku: 0, index: 0 });
    expect(client.readLogCalls).toHaveLength(1);
  }, 30_000);

  test("a kyoku settled by its counts (a failure) has its figures withdrawn from the line: the next kyoku's come next", async () => {
    const { store, client } = await started();
    const calls = client.reviewKyokuCalls;
    calls[0]!.settle({ status: 'failed', message: { code: 'engine-exception', kind: 'reviewKyoku', detail: 'boom' } });
    await flush();
    expect(store.getState().review.settled[0]).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request).toMatchObject({ kyoku: 1, probabilities: true });
    expect(store.getState().review.working).toBe(1);
  });

  test('a kyoku past the time limit is asked again with the counts alone, or keeps its figures without the options; another failure is its own and the review goes on', async () => {
    const { store, client } = await started();
    const calls = client.reviewKyokuCalls;
    answer(calls[0]!);
    await flush();
    calls[1]!.settle({ status: 'failed', message: { code: 'worker-timeout', seconds: 120 } });
    await flush();
    expect(calls).toHaveLength(3);
    expect(asked(calls[2]!.request)).toEqual({
      kyoku: 0,
      seat: 0,
      twoStep: true,
      probabilities: false,
      calls: false,
      sameSession: true,
    });
    answer(calls[2]!);
    await flush();
    const k0 = store.getState().review.kyoku[0];
    expect(k0?.kind === 'reviewed' && k0.decisions.every((d) => d.kind === 'call' || d.probabilities === undefined)).toBe(true);
    expect(store.getState().review).toMatchObject({ figures: expect.arrayContaining(['counts']) });
    expect(store.getState().review.settled[0]).toBe(true);
    // The next kyoku is asked with every figure again; a failure of another kind is that kyoku's.
    expect(calls[3]!.request).toMatchObject({ kyoku: 1, probabilities: true });
    calls[3]!.settle({ status: 'failed', message: { code: 'engine-exception', kind: 'reviewKyoku', detail: 'boom' } });
    await flush();
    expect(store.getState().review.kyoku[1]).toEqual({
      kind: 'failed',
      failure: { code: 'engine-exception', kind: 'reviewKyoku', detail: 'boom' },
    });
    expect(calls[4]!.request).toMatchObject({ kyoku: 2, probabilities: true });
    for (let k = 2; k < LOG.kyoku.length; k++) {
      answer(calls.at(-1)!);
      await flush();
    }
    // The options-on pass leaves out the kyoku settled before; one past the time limit keeps its figures without the options.
    const on = calls.at(-1)!;
    expect(on.request).toMatchObject({ kyoku: 2, probabilities: { handChanges: true, shantenBack: true } });
    const before = store.getState().review.kyoku[2];
    on.settle({ status: 'failed', message: { code: 'worker-timeout', seconds: 120 } });
    await flush();
    const review = store.getState().review;
    expect(review.kyoku[2]).toBe(before);
    expect(review.figures[2]).toBe('off');
    expect(review.settled[2]).toBe(true);
    expect(calls.at(-1)!.request).toMatchObject({ kyoku: 3, probabilities: { handChanges: true } });
  }, 60_000);
});
