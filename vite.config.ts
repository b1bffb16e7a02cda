import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The entry (src/main.tsx) is tiny and loads the page's two chunks with import(): the store
 * (store-root.ts) and React with the views (app-root.tsx). This lists them, the chunks they import and
 * their stylesheets in index.html too, the store first, so the browser fetches them at once, beside the
 * entry, instead of after it has run.
 */
function preloadAppChunks(): Plugin {
  return {
    name: 'pairi:preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const c of Object.values(ctx.bundle ?? {})) if (c.type === 'chunk') chunks.set(c.fileName, c);
        const files: string[] = [];
        const css: string[] = [];
        const add = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || chunk.isEntry || files.includes(chunk.fileName)) return;
          files.push(chunk.fileName);
          for (const href of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(href)) css.push(href);
          for (const imported of chunk.imports) add(chunks.get(imported));
        };
        for (const name of ['store-root', 'app-root']) add([...chunks.values()].find((c) => c.name === name));
        // The worker's entry: its name and hash alone (the worker's other chunks add their own name).
        const worker = Object.values(ctx.bundle ?? {}).find((c) => /(^|\/)engine\.worker-[\w-]{8}\.js$/.test(c.fileName));
        return [
          // The analysis worker, started as the page's head is read (engine-client.ts takes it): its
          // start, script and tables are the longest path to the first table, and need nothing else.
          ...(worker
            ? [
                {
                  tag: 'script',
                  children:
                    `(function(){try{var w=new Worker(${JSON.stringify('/' + worker.fileName)},{type:'module',name:'pairi-engine'});` +
                    `w.onerror=function(e){e.preventDefault();w.failed=true};window.pairiEngineWorker=w}catch(e){}})()`,
                  // First in the head: the theme's script before it reads the browser's storage, which
                  // in a fresh profile takes some 25 ms the worker need not wait for.
                  injectTo: 'head-prepend' as const,
                },
              ]
            : []),
          ...css.map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...files.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The manifest's words in the page's other languages (the Web App Manifest's `translations` member,
 * which the plugin's types do not know yet).
 */
const MANIFEST_TRANSLATIONS = {
  translations: {
    ja: { name: 'pairi 牌理', short_name: 'pairi', description: '牌理: 正確な向聴数・打牌候補・有効牌、和了率と期待値。' },
    'zh-Hans': { name: 'pairi 牌理', short_name: 'pairi', description: '牌理：精确的向听数、打牌候选与进张，以及和牌率与期望值。' },
  },
};

/** The node test files that mock modules or change globals, run isolated (a fresh process each). */
const NODE_ISOLATED = [
  'test/engine/analysis/reentrancy.test.ts',
  'test/engine/shanten/suit-tables.test.ts',
  'test/cli/defaults.test.ts',
  'test/cli/probability-options.test.ts',
  'test/worker/engine-client.test.ts',
  'test/worker/handle-request-review.test.ts',
  'test/store/first-answer.test.ts',
  'test/store/held-view.test.ts',
  'test/store/requests.test.ts',
  'test/store/selectors.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    preloadAppChunks(),
    // Installable and offline after the first visit: a generated service worker precaches the page,
    // its chunks, the engine's worker (with its tables) and the tile art. A new version waits for the
    // player's word (registerType 'prompt', registered in app-root.tsx), then every open page reloads
    // onto it, so an old page never runs beside a new worker.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'pairi 牌理',
        short_name: 'pairi',
        description: 'Riichi mahjong tile efficiency (牌理): exact shanten, the discards and effective tiles of a hand.',
        lang: 'en',
        dir: 'ltr',
        // The page speaks three languages; browsers that read the manifest's translations show theirs.
        ...MANIFEST_TRANSLATIONS,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f5b45',
        background_color: '#f6f7f9',
        // An icon shown as it is (any) and one a launcher may cut to a shape (maskable): one icon for both
        // is either cut into or small in its square (scripts/gen-icons.ts).
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,webp,png,svg}'],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
      },
    }),
  ],
  // The worker's own chunks (the review's handlers, loaded when first asked) carry its name, so they are
  // told from the page's chunks (the browser test of the build output reads them so). They are written
  // in ASCII, non-ASCII text escaped (charset): the worker decodes its script on its own thread, and a
  // script with a single kanji is decoded and parsed as two-byte text. The worker's, Tenhou's few words
  // among 700 KB of tables, took some 75 ms to decode on a cold load, 12 ms once it was ASCII. The page's
  // chunks are decoded while they stream in, beside the main thread: escaping them only made them larger.
  // The engine's modules do nothing on load but fill their own tables (moduleSideEffects): a module whose
  // exports the worker's first chunk never uses stays out of it, although the engine's index reaches it,
  // so the log readers and the review go with the review's handlers into a chunk loaded when first asked.
  worker: {
    format: 'es',
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/engine/') },
      output: { charset: 'ascii', chunkFileNames: 'assets/engine.worker-[name]-[hash].js' },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    // Vitest's default runs one worker fewer than the cores, one on a 2-core machine, and the tests are
    // compute-bound: two workers there took the whole suite from 390 s to 238 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // Everything that needs no DOM: the engine, the CLI, the worker, the address codecs, the store. test/ mirrors src/.
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/ui/**', 'test/e2e/**', '**/*.dom.test.*', ...NODE_ISOLATED],
          // One module graph a worker for its files, as in the dom project: a fresh process and engine per
          // file (its tables filled again, some 0.4 s) was a tenth of the project's time. The engine's modules
          // keep nothing between calls but caches of pure functions; the files that mock modules or stub
          // globals run in node-isolated.
          isolate: false,
          // The exhaustive checks (every single-suit hand, the 405,350 table patterns) take up to
          // ~10 s each on a 2-core machine while other files run beside them; 5 s timed them out.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The node files that mock a module (vi.mock, vi.resetModules) or change a global (fake timers,
          // stubbed globals, spies on shared modules): each in a fresh process, so nothing reaches another file.
          name: 'node-isolated',
          environment: 'node',
          include: NODE_ISOLATED,
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
          // One jsdom a worker for its files, not one a file: a fresh jsdom and module graph per file took
          // the project from 51 s to 114 s on the 2-core machine. Each test renders into a store of its own
          // and Testing Library unmounts it after the test (dom-setup.ts); a test that changes a global of the
          // window (matchMedia, the theme attribute) puts it back.
          isolate: false,
          // jsdom renders slowly on a loaded 2-core machine; no test here waits on a timer this long.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
