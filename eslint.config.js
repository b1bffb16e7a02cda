// Lint: typescript-eslint's recommended rules plus the layering of HOUSE-STYLE.md, one rule per folder.
import tseslint from 'typescript-eslint';

const heavyEngine = {
  group: ['**/engine/index*', '**/engine/shanten*', '**/engine/analyze*', '**/engine/suit-tables*', '**/engine/decompose*', '**/engine/tenhou-text*', '**/engine/generated/*'],
  message:
    'The main thread imports only the cheap engine modules (tiles, notation, hand, types); analysis runs in the worker, and importing it here would put the shanten tables in the main bundle.',
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-node/', 'node_modules/', 'src/engine/generated/', '.scratch*/', 'test-results/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/**', '**/store/**', '**/ui/**', '**/cli/**'], message: 'The engine imports nothing of the others.' },
            { group: ['react', 'react-dom', 'zustand', 'node:*'], message: 'The engine is pure TypeScript: no React, no store, no Node APIs.' },
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
            { group: ['**/engine/*', '!**/engine/index.ts', '!**/engine/types.ts'], message: 'Use the engine through src/engine/index.ts.' },
            { group: ['**/store/**', '**/ui/**', 'react', 'zustand'], message: 'The worker and the CLI know nothing of the store or React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/**', 'src/ui/**', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [heavyEngine, { group: ['**/cli/**'], message: 'The app does not use the CLI.' }] }] },
  },
);
