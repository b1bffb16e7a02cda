/**
 * The page's colours in the store: 'auto' at first, then the player's choice, remembered (theme.ts);
 * and index.html's few lines, which draw the remembered choice before the first paint, by the same rule.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { initialTheme, schemeOf, THEME_KEY, type Theme } from '../../src/store/theme.ts';
import { memoryStorage, testStore } from '../support/fakes.ts';

const refusing = () => ({
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
});

describe('theme', () => {
  test("'auto' at first: the system's scheme", () => {
    expect(testStore().store.getState().theme).toBe('auto');
  });

  test('a choice is remembered by the next visit, and Auto again too', () => {
    const storage = memoryStorage();
    testStore('', { storage }).store.getState().actions.setTheme('dark');
    expect(storage.data.get(THEME_KEY)).toBe('dark');
    const next = testStore('', { storage }).store;
    expect(next.getState().theme).toBe('dark');
    next.getState().actions.setTheme('light');
    expect(testStore('', { storage }).store.getState().theme).toBe('light');
    testStore('', { storage }).store.getState().actions.setTheme('auto');
    expect(testStore('', { storage }).store.getState().theme).toBe('auto');
  });

  test('a stored value the page does not know reads as Auto', () => {
    const storage = memoryStorage();
    storage.data.set(THEME_KEY, 'sepia');
    expect(testStore('', { storage }).store.getState().theme).toBe('auto');
  });

  test('storage that throws does not stop the switch', () => {
    const { store } = testStore('', { storage: refusing() });
    expect(store.getState().theme).toBe('auto');
    store.getState().actions.setTheme('dark');
    expect(store.getState().theme).toBe('dark');
  });

  test.each<[Theme, boolean, 'light' | 'dark']>([
    ['auto', false, 'light'],
    ['auto', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ])('%s on a system that prefers dark: %s draws %s', (theme, systemDark, scheme) => {
    expect(schemeOf(theme, systemDark)).toBe(scheme);
  });
});

describe("index.html's theme before the first paint", () => {
  // The page's one inline script (the others load from files).
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

  /** Runs index.html's script on a document, a storage and a system preference, and returns <html data-theme>. */
  function boot(storage: Pick<Storage, 'getItem'>, systemDark: boolean): string | undefined {
    const attributes: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) } };
    const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark });
    new Function('document', 'localStorage', 'matchMedia', scripts[0]!)(document, storage, matchMedia);
    return attributes['data-theme'];
  }

  test('there is one inline script, and it is first in the head, before any stylesheet or module', () => {
    expect(scripts).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script>')).toBeGreaterThan(0);
    expect(head.indexOf('<script>')).toBeLessThan(
      Math.min(...['<link rel="stylesheet"', '<script type="module"'].map((t) => (head.includes(t) ? head.indexOf(t) : Infinity))),
    );
  });

  test.each([null, 'auto', 'light', 'dark', 'sepia'])('a stored %s draws what the page draws, on either system', (saved) => {
    for (const systemDark of [false, true]) {
      const storage = memoryStorage();
      if (saved !== null) storage.data.set(THEME_KEY, saved);
      expect(boot(storage, systemDark)).toBe(schemeOf(initialTheme(storage), systemDark));
    }
  });

  test("storage that throws: the system's scheme", () => {
    expect(boot(refusing(), true)).toBe('dark');
    expect(boot(refusing(), false)).toBe('light');
  });
});
