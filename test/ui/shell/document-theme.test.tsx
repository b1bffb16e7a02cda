/** The page draws its theme on the document: <html data-theme>, following the system while Auto, and the browser's bar colour. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { App } from '../../../src/ui/shell/app.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

/** A system whose preference the test changes, as a player's settings (or the evening) would. */
function fakeSystem() {
  const listeners = new Set<() => void>();
  const query = {
    matches: false,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, f: () => void) => void listeners.add(f),
    removeEventListener: (_: string, f: () => void) => void listeners.delete(f),
  };
  return {
    matchMedia: (q: string) => {
      expect(q).toBe('(prefers-color-scheme: dark)');
      return query as unknown as MediaQueryList;
    },
    prefer(dark: boolean) {
      query.matches = dark;
      act(() => listeners.forEach((f) => f()));
    },
    listening: () => listeners.size,
  };
}

const scheme = () => document.documentElement.getAttribute('data-theme');
const barMedia = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => `${m.dataset.scheme}: ${m.media}`);

describe('the document follows the theme', () => {
  let system: ReturnType<typeof fakeSystem>;
  const original = window.matchMedia;
  beforeEach(() => {
    system = fakeSystem();
    window.matchMedia = system.matchMedia;
    // index.html's pair of bar colours.
    document.head.innerHTML =
      '<meta name="theme-color" content="#1f5b45" media="(prefers-color-scheme: light)" data-scheme="light">' +
      '<meta name="theme-color" content="#0f1513" media="(prefers-color-scheme: dark)" data-scheme="dark">';
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => {
    window.matchMedia = original;
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-theme');
  });

  test("Auto follows the system as it changes; a choice overrides it, the bar's colour with it", async () => {
    const { store } = testStore();
    renderWith(store, <App />);
    expect(scheme()).toBe('light');
    system.prefer(true);
    expect(scheme()).toBe('dark');
    expect(barMedia()).toEqual(['light: (prefers-color-scheme: light)', 'dark: (prefers-color-scheme: dark)']);

    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(scheme()).toBe('light');
    expect(barMedia()).toEqual(['light: all', 'dark: not all']);
    // A chosen scheme no longer listens to the system.
    expect(system.listening()).toBe(0);
    system.prefer(false);
    system.prefer(true);
    expect(scheme()).toBe('light');

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    system.prefer(false);
    expect(scheme()).toBe('dark');
    expect(barMedia()).toEqual(['light: not all', 'dark: all']);

    await userEvent.click(screen.getByRole('button', { name: 'Auto' }));
    expect(scheme()).toBe('light');
    expect(barMedia()).toEqual(['light: (prefers-color-scheme: light)', 'dark: (prefers-color-scheme: dark)']);
  });
});
