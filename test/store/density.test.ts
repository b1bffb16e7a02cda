/** The discard table's density in the store: readable at first, then the player's choice, remembered (density.ts). */
import { describe, expect, test } from 'vitest';
import { DENSITY_KEY } from '../../src/store/density.ts';
import { memoryStorage, testStore } from '../support/fakes.ts';

describe('table density', () => {
  test('the readable table at first', () => {
    expect(testStore().store.getState().density).toBe('comfortable');
  });

  test('a choice is remembered by the next visit, and switched back', () => {
    const storage = memoryStorage();
    testStore('', { storage }).store.getState().actions.setDensity('compact');
    expect(storage.data.get(DENSITY_KEY)).toBe('compact');
    const next = testStore('', { storage }).store;
    expect(next.getState().density).toBe('compact');
    next.getState().actions.setDensity('comfortable');
    expect(testStore('', { storage }).store.getState().density).toBe('comfortable');
  });

  test('a stored value the page does not know reads as the readable table', () => {
    const storage = memoryStorage();
    storage.data.set(DENSITY_KEY, 'tiny');
    expect(testStore('', { storage }).store.getState().density).toBe('comfortable');
  });

  test('storage that throws does not stop the switch', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { store } = testStore('', { storage });
    expect(store.getState().density).toBe('comfortable');
    store.getState().actions.setDensity('compact');
    expect(store.getState().density).toBe('compact');
  });
});
