/**
 * No source file over 500 lines: the project's rule is one concept per file, and a file past 500 lines
 * usually holds several (a codec beside a scanner beside a writer), to be split along them. Counted: every .ts, .tsx and .mjs file
 * under src/, but the generated tables in a `generated/` folder (written by npm run gen:tables and
 * gen:tiles, not by hand).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 500;

/** Every source file under src/ counted by the rule, by its path from the root (forward slashes). */
const SOURCES = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .map((f) => `src/${f.split('\\').join('/')}`)
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.includes('/generated/'))
  .sort();

/** A file's lines, as `wc -l` counts them (a last line without its newline counted too). */
function lineCount(file: string): number {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('source files stay under 500 lines', () => {
  test('the check reads the engine, the page and the CLI, and leaves out the generated tables', () => {
    for (const file of ['src/engine/index.ts', 'src/ui/shell/app.tsx', 'src/cli/main.ts']) expect(SOURCES).toContain(file);
    expect(SOURCES.filter((f) => f.includes('generated'))).toEqual([]);
  });

  test(`no source file is over ${MAX_LINES} lines`, () => {
    const offenders = SOURCES.map((f) => ({ file: f, lines: lineCount(f) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders, `over ${MAX_LINES} lines (split each along its concepts):\n${offenders.join('\n')}`).toEqual([]);
  });
});
