/** The page's first draw waits for the first analysis (store-root.ts), never longer than its limit. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { firstAnswer } from '../../src/store-root.ts';
import { fakeResult, testStore } from '../support/fakes.ts';

afterEach(() => vi.useRealTimers());

/** Whether `promise` has settled, after pending callbacks run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('firstAnswer', () => {
  test("waits for the address's analysis and settles when its answer lands", async () => {
    vi.useFakeTimers();
    const { store, client } = testStore('?q=123m456p789s1122z');
    expect(store.getState().requests.analyze.latest?.status).toBe('running');
    const first = firstAnswer(store, 400);
    vi.advanceTimersByTime(100);
    expect(await settled(first)).toBe(false);
    client.calls[0].settle({ status: 'done', result: fakeResult('123m456p789s1122z', {}) });
    expect(await settled(first)).toBe(true);
    expect(store.getState().requests.analyze.shown?.data.about.hand).toBe('123m456p789s1122z');
  });

  test('a refusal ends the wait too', async () => {
    vi.useFakeTimers();
    const { store, client } = testStore('?q=123m456p789s1122z');
    const first = firstAnswer(store, 400);
    client.calls[0].settle({ status: 'failed', message: { code: 'worker-stopped', detail: '' } });
    expect(await settled(first)).toBe(true);
  });

  test('nothing asked (no hand in the address): settles at once', async () => {
    vi.useFakeTimers();
    const { store, client } = testStore('');
    expect(client.calls).toHaveLength(0);
    expect(await settled(firstAnswer(store, 400))).toBe(true);
  });

  test('an answer that does not come: settles at the limit, and the answer landing later changes nothing', async () => {
    vi.useFakeTimers();
    const { store, client } = testStore('?q=123m456p789s1122z');
    // The wait's subscription to the store, counted when it ends.
    const subscribe = store.subscribe;
    let ended = 0;
    store.subscribe = (listener) => {
      const unsubscribe = subscribe(listener);
      return () => {
        ended++;
        unsubscribe();
      };
    };
    const first = firstAnswer(store, 400);
    vi.advanceTimersByTime(399);
    expect(await settled(first)).toBe(false);
    expect(ended).toBe(0);
    vi.advanceTimersByTime(1);
    expect(await settled(first)).toBe(true);
    expect(ended).toBe(1);
    client.calls[0].settle({ status: 'done', result: fakeResult('123m456p789s1122z', {}) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().requests.analyze.latest?.status).toBe('done');
    expect(ended).toBe(1);
  });
});
