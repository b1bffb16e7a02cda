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
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
          // The exhaustive checks (every single-suit hand, the 405,350 table patterns) take up to
          // ~10 s each on a 2-core machine while other files run beside them; 5 s timed them out.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/component/**/*.test.{ts,tsx}'],
          setupFiles: ['test/component/setup.ts'],
          // jsdom renders slowly on a loaded 2-core machine; no test here waits on a timer this long.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
