import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The entry (src/main.tsx) is tiny and loads the page's chunk (app-root.tsx) with import(): this
 * lists that chunk and its stylesheet in index.html too, so the browser fetches them at once,
 * beside the entry, instead of after it has run.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'pairi:preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'app-root');
        if (!chunk || chunk.type !== 'chunk') return [];
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [
          ...css.map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` }, injectTo: 'head' as const })),
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadAppChunk()],
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
