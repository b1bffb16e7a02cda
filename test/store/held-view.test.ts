/** The page's view of the store: a press waits briefly for its answer; nothing else waits. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { holdForAnswer } from '../../src/store/held-view.ts';
import { analysisKey, fakeResult, testStore } from '../support/fakes.ts';

function setup(search = '?q=123m456p789s1122z') {
  vi.useFakeTimers();
  const t = testStore(search);
  const view = holdForAnswer(t.store, 40);
  const seen: string[] = [];
  view.subscribe(() => seen.push(view.getState().hand));
  return { ...t, view, seen };
}

// A whole answer: the store reads its analysis (a 14-tile hand's would also start the probabilities'
// search, a later change of its own, so the press below makes a 13-tile hand).
const answerFor = (hand: string) => fakeResult(hand, {});

// Real timers come back after every test, also after one that fails half-way.
afterEach(() => vi.useRealTimers());

describe('holdForAnswer', () => {
  test('a press is shown together with its answer when the answer comes within the time', async () => {
    const { store, client, view, seen } = setup('?q=123m456p789s112z');
    store.getState().actions.addTile({ kind: 28, red: false });
    expect(store.getState().hand).toBe('123m456p789s1122z');
    expect(store.getState().hold).toBe(analysisKey('123m456p789s1122z'));
    expect(view.getState().hand).toBe('123m456p789s112z'); // still the hand before the press
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(10);
    client.calls.at(-1)!.settle({ status: 'done', result: answerFor('123m456p789s1122z') });
    await vi.advanceTimersByTimeAsync(1); // the answer's promise callbacks run; 11 ms in all
    expect(seen).toHaveLength(1);
    expect(view.getState().hand).toBe('123m456p789s1122z');
    expect(view.getState().requests.analyze.shown?.data.about.hand).toBe('123m456p789s1122z'); // hand and answer in one change
    vi.advanceTimersByTime(100);
    expect(seen).toHaveLength(1); // the timer was cleared: no second, empty publication
  });

  test('without an answer the press is shown once the time is up', () => {
    const { store, view, seen } = setup();
    store.getState().actions.addTile({ kind: 27, red: false });
    vi.advanceTimersByTime(39);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['123m456p789s1122z1z']);
    expect(view.getState().hold).not.toBeNull();
  });

  test('typing is shown at once, even while a press waits', () => {
    const { store, view, seen } = setup();
    store.getState().actions.addTile({ kind: 27, red: false });
    expect(seen).toEqual([]);
    store.getState().actions.setDraft('123m456p789s1122z1z2');
    expect(view.getState().draft).toBe('123m456p789s1122z1z2');
    expect(seen).toHaveLength(1);
    store.getState().actions.setDraft('123m456p789s1122z1z2z');
    expect(store.getState().hold).toBeNull();
    expect(view.getState().draft).toBe('123m456p789s1122z1z2z');
    expect(seen).toHaveLength(2);
  });

  test('a press that asks nothing (a hand still being built) is not held', () => {
    vi.useFakeTimers();
    const { store } = testStore('?q=123m456p789s11z');
    const view = holdForAnswer(store, 40);
    store.getState().actions.addTile({ kind: 27, red: false }); // 12 tiles: nothing to analyse
    expect(store.getState().hold).toBeNull();
    expect(view.getState().draft).toBe(store.getState().draft);
  });

  test('the view follows the store only while watched: no subscription or timer left behind', () => {
    vi.useFakeTimers();
    const { store } = testStore('?q=123m456p789s1122z');
    const before = vi.getTimerCount();
    const view = holdForAnswer(store, 40);
    const unsubscribe = view.subscribe(() => {});
    store.getState().actions.addTile({ kind: 27, red: false });
    expect(view.getState().hand).toBe('123m456p789s1122z'); // held while watched
    expect(vi.getTimerCount()).toBe(before + 1);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(before); // the hold's timer is gone with the last watcher
    expect(view.getState().hand).toBe('123m456p789s1122z1z'); // unwatched, the view is the store
  });
});
