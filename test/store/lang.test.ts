/** The page's language in the store: the browser's at first, then the choice remembered (lang.ts). */
import { describe, expect, test } from 'vitest';
import { memoryStorage, testStore } from '../support/fakes.ts';

describe('language', () => {
  test('follows the browser at first', () => {
    expect(testStore('', { languages: ['ja-JP', 'en'] }).store.getState().lang).toBe('ja');
    expect(testStore('', { languages: ['fr-FR', 'en-GB'] }).store.getState().lang).toBe('en');
    expect(testStore('', { languages: ['fr-FR'] }).store.getState().lang).toBe('en');
  });
  test('Chinese: any zh the browser asks for gets the simplified page', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-TW', 'ZH-cn']) {
      expect(testStore('', { languages: ['fr-FR', tag, 'en'] }).store.getState().lang, tag).toBe('zh');
    }
    const storage = memoryStorage();
    testStore('', { storage, languages: ['en'] })
      .store.getState()
      .actions.setLang('zh');
    expect(testStore('', { storage, languages: ['ja'] }).store.getState().lang).toBe('zh');
  });
  test('a choice is remembered and wins over the browser', () => {
    const storage = memoryStorage();
    testStore('', { storage, languages: ['en'] })
      .store.getState()
      .actions.setLang('ja');
    expect(testStore('', { storage, languages: ['en'] }).store.getState().lang).toBe('ja');
  });
  test('storage that throws does not stop the page', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { store } = testStore('', { storage, languages: ['ja'] });
    expect(store.getState().lang).toBe('ja');
    store.getState().actions.setLang('en');
    expect(store.getState().lang).toBe('en');
  });
});
