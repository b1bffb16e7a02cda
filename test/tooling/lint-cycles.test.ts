/**
 * The lint rule against import cycles (eslint.config.js) is live: two modules of the source that
 * import each other fail `npm run lint`. The check writes them to a scratch copy's src/ and lints them
 * with the repository's own configuration, so a resolver that cannot read `.ts` imports (which made
 * the rule silently pass everything) fails here.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';

const scratch = mkdtempSync(join(tmpdir(), 'pairi-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function lint(files: Record<string, string>): Promise<string[]> {
  const dir = join(scratch, String(Math.random()).slice(2));
  mkdirSync(join(dir, 'src', 'engine'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', 'engine', name), text);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: resolve('eslint.config.js') });
  const results = await eslint.lintFiles(Object.keys(files).map((n) => join(dir, 'src', 'engine', n)));
  return results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));
}

describe('lint: import cycles', () => {
  test('two modules importing each other are an error', async () => {
    const rules = await lint({
      'a.ts': "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = (): number => a() - 1;\n",
    });
    expect(rules.filter((r) => r === 'import-x/no-cycle')).toHaveLength(2);
  }, 30_000);

  test('a one-way import is not', async () => {
    const rules = await lint({
      'a.ts': "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n",
      'b.ts': 'export const b = (): number => 1;\n',
    });
    expect(rules).toEqual([]);
  }, 30_000);
});
