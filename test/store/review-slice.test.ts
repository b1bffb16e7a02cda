/**
 * The game review's slice (review-slice.ts) on a fake engine client whose answers are the real worker's
 * (handleRequest on the same request): the text is read, then the seat's kyoku are reviewed one request
 * each, the first decision shown as soon as the first kyoku lands; another seat or a new text drops the
 * old work's answers (newest wins); Cancel and Continue; a log's fault leaves the text as it was.
 */
import { describe, expect, test } from 'vitest';
import { game } from '../../src/engine/index.ts';
import { selfPlay } from '../../src/engine/log/self-play.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { ReviewKyokuRequest } from '../../src/worker/protocol.ts';
import { flush, testStore, type FakeReadLogCall, type FakeReviewKyokuCall } from '../support/fakes.ts';

const LOG = selfPlay(11, { players: 4, length: 'east', red: true, calls: 0.4 });
const TEXT = JSON.stringify(game.writeTenhouJson(LOG));

/** Answers a held call with what the worker answers to its request. */
function answer(call: FakeReadLogCall | FakeReviewKyokuCall): void {
  const message = handleRequest({
    id: 1,
    kind: call.request && 'kyoku' in call.request ? 'reviewKyoku' : 'readLog',
    request: call.request,
  } as never);
  if (message.type !== 'result') throw new Error(JSON.stringify(message));
  call.settle({ status: 'done', result: message.result as never });
}

/** The request without its text (the text is the log's, checked apart). */
const asked = ({ text, ...rest }: ReviewKyokuRequest) => ({ ...rest, sameText: text === TEXT });

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
    expect(client.reviewKyokuCalls).toHaveLength(1);
    expect(asked(client.reviewKyokuCalls[0]!.request)).toEqual({
      kyoku: 0,
      seat: 0,
      twoStep: true,
      probabilities: true,
      calls: true,
      sameText: true,
    });
    expect(store.getState().review.working).toBe(0);
    answer(client.reviewKyokuCalls[0]!);
    await flush();
    const review = store.getState().review;
    expect(review.at).toEqual({ kyoku: 0, index: 0 });
    const first = review.kyoku[0];
    expect(first?.ok && first.decisions.every((d) => d.seat === 0 && d.kyoku === 0)).toBe(true);
    // The next kyoku is asked as soon as one lands.
    expect(client.reviewKyokuCalls).toHaveLength(2);
    expect(client.reviewKyokuCalls[1]!.request.kyoku).toBe(1);
    expect(review.working).toBe(1);
    // The log never enters the address.
    expect(location.search()).toBe('?mode=review');
  }, 30_000);

  test('another seat starts again from the first kyoku and drops the old answers; Cancel and Continue', async () => {
    const { store, client } = testStore('?mode=review');
    const a = store.getState().actions;
    a.editReviewText(TEXT);
    a.startReview();
    answer(client.readLogCalls[0]!);
    await flush();
    const old = client.reviewKyokuCalls[0]!;
    a.chooseReviewSeat(2);
    expect(store.getState().review.seat).toBe(2);
    expect(old.signal?.aborted).toBe(true);
    const fresh = client.reviewKyokuCalls[1]!;
    expect(fresh.request).toMatchObject({ kyoku: 0, seat: 2 });
    // The old seat's answer, if it comes, changes nothing.
    answer(old);
    await flush();
    expect(store.getState().review.kyoku[0]).toBeNull();
    answer(fresh);
    await flush();
    const k0 = store.getState().review.kyoku[0];
    expect(k0?.ok && k0.decisions.every((d) => d.seat === 2)).toBe(true);
    expect(client.reviewKyokuCalls).toHaveLength(3);
    a.cancelReview();
    expect(store.getState().review).toMatchObject({ working: null, cancelled: true });
    expect(client.reviewKyokuCalls[2]!.signal?.aborted).toBe(true);
    a.continueReview();
    expect(client.reviewKyokuCalls).toHaveLength(4);
    expect(client.reviewKyokuCalls[3]!.request).toMatchObject({ kyoku: 1, seat: 2 });
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
    const { store, client } = testStore('?mode=review');
    const a = store.getState().actions;
    a.editReviewText(TEXT);
    a.startReview();
    answer(client.readLogCalls[0]!);
    await flush();
    answer(client.reviewKyokuCalls[0]!);
    await flush();
    a.setMode('analysis');
    a.setMode('review');
    expect(store.getState().review.text).toBe(TEXT);
    expect(store.getState().review.at).toEqual({ kyoku: 0, index: 0 });
    expect(client.readLogCalls).toHaveLength(1);
  }, 30_000);

  test('a kyoku past the time limit is asked again with the counts alone; another failure is its own and the review goes on', async () => {
    const { store, client } = testStore('?mode=review');
    const a = store.getState().actions;
    a.editReviewText(TEXT);
    a.startReview();
    answer(client.readLogCalls[0]!);
    await flush();
    client.reviewKyokuCalls[0]!.settle({ status: 'failed', message: { code: 'worker-timeout', seconds: 10 } });
    await flush();
    expect(client.reviewKyokuCalls).toHaveLength(2);
    expect(asked(client.reviewKyokuCalls[1]!.request)).toEqual({
      kyoku: 0,
      seat: 0,
      twoStep: true,
      probabilities: false,
      calls: false,
      sameText: true,
    });
    answer(client.reviewKyokuCalls[1]!);
    await flush();
    const k0 = store.getState().review.kyoku[0];
    expect(k0?.ok && k0.decisions.every((d) => d.kind === 'call' || d.probabilities === undefined)).toBe(true);
    // The next kyoku is asked with every figure again; a failure of another kind is that kyoku's.
    expect(client.reviewKyokuCalls[2]!.request).toMatchObject({ kyoku: 1, probabilities: true });
    client.reviewKyokuCalls[2]!.settle({ status: 'failed', message: { code: 'engine-exception', kind: 'reviewKyoku', detail: 'boom' } });
    await flush();
    expect(store.getState().review.kyoku[1]).toEqual({
      ok: false,
      kyoku: 1,
      failure: { code: 'engine-exception', kind: 'reviewKyoku', detail: 'boom' },
    });
    expect(client.reviewKyokuCalls[3]!.request).toMatchObject({ kyoku: 2, probabilities: true });
  }, 30_000);
});
