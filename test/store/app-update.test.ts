/** The app's version as the service worker reports it: offered, never forced (src/store/app-update.ts). */
import { describe, expect, test, vi } from 'vitest';
import { createUpdateSlice, type AppUpdate } from '../../src/store/app-update.ts';
import { testStore } from '../support/fakes.ts';

function slice() {
  const state: { update: AppUpdate; offline: boolean } = { update: 'current', offline: false };
  const { actions } = createUpdateSlice({ set: (patch) => Object.assign(state, patch), getUpdate: () => state.update });
  return { actions, state };
}

describe('createUpdateSlice', () => {
  test('a waiting version is offered; only the Reload applies it, once offered', () => {
    const s = slice();
    const apply = vi.fn();
    s.actions.applyUpdate(); // nothing waits yet
    s.actions.offerUpdate(apply);
    expect(s.state.update).toBe('ready');
    expect(apply).not.toHaveBeenCalled();
    s.actions.applyUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  test('Later hides the offer, and the Reload does nothing until it is made again', () => {
    const s = slice();
    const apply = vi.fn();
    s.actions.offerUpdate(apply);
    s.actions.dismissUpdate();
    expect(s.state.update).toBe('current');
    s.actions.applyUpdate();
    expect(apply).not.toHaveBeenCalled();
  });

  test('working offline is a fact of its own, beside a waiting version', () => {
    const s = slice();
    s.actions.offerUpdate(() => {});
    s.actions.noteOffline();
    expect(s.state).toEqual({ update: 'ready', offline: true });
  });

  test('in the store: current and not offline at first; the news does not end the wait of a press for its answer', () => {
    const { store } = testStore();
    expect(store.getState()).toMatchObject({ update: 'current', offline: false });
    store.setState({ hold: 'the analysis a press waits for' });
    store.getState().actions.noteOffline();
    store.getState().actions.offerUpdate(() => {});
    expect(store.getState()).toMatchObject({ update: 'ready', offline: true, hold: 'the analysis a press waits for' });
  });
});
