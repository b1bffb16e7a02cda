import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Everything that needs no DOM: the engine, the CLI, the worker, the store. test/ mirrors src/.
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/ui/**', 'test/e2e/**', '**/*.dom.test.*'],
          // The exhaustive checks (every single-suit hand, the 405,350 table patterns) take up to
          // ~10 s each on a 2-core machine while other files run beside them; 5 s timed them out.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // React components in jsdom with Testing Library, and the few other tests that need a DOM.
          name: 'dom',
          environment: 'jsdom',
          include: ['test/ui/**/*.test.{ts,tsx}', 'test/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['test/support/dom-setup.ts'],
          // jsdom renders slowly on a loaded 2-core machine; no test here waits on a timer this long.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
