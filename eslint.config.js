// Lint: typescript-eslint's recommended rules plus the code's layering (README.md, "Layout"), one rule per folder:
// the engine imports nothing of the others, the main thread reaches it through its light face only, the app
// never uses the CLI.
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const lightEngineOnly = {
  group: ['**/engine/**', '!**/engine/light.ts'],
  message:
    'The main thread imports the engine through src/engine/light.ts only (tiles, notation, positions, practice data): the analyses run in the worker, and importing them here would put the shanten tables in the main bundle.',
};

const noCli = { group: ['**/cli/**'], message: 'The app does not use the CLI.' };

// What every engine module may not import: the engine imports nothing of the others.
const engineIsolation = [
  { group: ['**/worker/**', '**/store/**', '**/ui/**', '**/cli/**'], message: 'The engine imports nothing of the others.' },
  { group: ['react', 'react-dom', 'zustand', 'node:*'], message: 'The engine is pure TypeScript: no React, no store, no Node APIs.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-node/', 'node_modules/', 'src/engine/shanten/generated/', '.scratch*/', 'test-results/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere in the source: a cycle makes a module's value depend on load order
    // (an import read before its module has run is undefined) and blurs which room depends on which.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: engineIsolation,
        },
      ],
    },
  },
  {
    // The light face and what it loads stay free of the tables and searches, whatever imports them. A type
    // import loads nothing, so the analyses' result types (kept next to them) may pass through the light face.
    files: [
      'src/engine/light.ts',
      'src/engine/core/**',
      'src/engine/practice/chinitsu-answer.ts',
      'src/engine/practice/drill-rules.ts',
      'src/engine/practice/points-answer.ts',
      'src/engine/scoring/rules.ts',
      'src/engine/scoring/points.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: engineIsolation }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shanten/**', '**/analysis/**', '**/practice/chinitsu.ts', '**/practice/drill.ts', '**/index.ts'],
              allowTypeImports: true,
              message: "The light face (light.ts) and its modules load no tables and no searches: the page's main thread imports them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/worker/**', 'src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/*', '!**/engine/index.ts', '!**/engine/types.ts'],
              message: 'Use the engine through src/engine/index.ts.',
            },
            {
              group: ['**/store/**', '**/ui/**', 'react', 'zustand'],
              message: 'The worker and the CLI know nothing of the store or React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/**', 'src/ui/**', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [lightEngineOnly, noCli] }] },
  },
  {
    // src/address: the codecs between the address bar's text and the values the store keeps, pure
    // functions of text. They know the engine's light face and the worker's message types, nothing of
    // the store, the page or the browser (the store reads and writes history).
    files: ['src/address/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            lightEngineOnly,
            noCli,
            {
              group: ['**/store/**', '**/ui/**', 'react', 'react-dom', 'zustand'],
              message: 'The address codecs know nothing of the store or the page: the store uses them.',
            },
            {
              group: ['**/worker/**', '!**/worker/protocol.ts'],
              message: "The address codecs take the worker's message types only (protocol.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // src/ui/README.md: views (*-view.tsx, and app.tsx at the root) connect to the store; everything
    // else takes props. The language context (useLang, the messages hooks) is open to all.
    files: ['src/ui/**'],
    ignores: ['src/ui/**/*-view.tsx', 'src/ui/shell/app.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            lightEngineOnly,
            noCli,
            {
              group: ['**/store/app-store-provider.tsx'],
              importNames: ['useAppStore', 'useActions', 'AppStoreProvider'],
              message: 'Only a view (*-view.tsx) connects to the store; a panel or a part takes its data and callbacks as props.',
            },
            {
              group: ['**/*-view.tsx', '**/app.tsx'],
              message: 'Only a view renders a view; a panel that holds a connected part takes it as an element prop (see ResultsPanel).',
            },
          ],
        },
      ],
    },
  },
);
