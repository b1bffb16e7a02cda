/**
 * The light face's lint rule (eslint.config.js) is live: light.ts may not load the tables or a search (a value
 * import or re-export of shanten/ or analysis/ fails `npm run lint`), while the analyses' result types, kept
 * next to their functions, may pass through it as type-only exports, which load nothing. The module is
 * written to a scratch copy's src/engine/light.ts and linted with the repository's own configuration.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';

const scratch = mkdtempSync(join(tmpdir(), 'pairi-lint-light-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rules a light.ts of this text breaks. */
async function lint(text: string): Promise<string[]> {
  const dir = join(scratch, String(Math.random()).slice(2));
  mkdirSync(join(dir, 'src', 'engine'), { recursive: true });
  const file = join(dir, 'src', 'engine', 'light.ts');
  writeFileSync(file, text);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: resolve('eslint.config.js') });
  const results = await eslint.lintFiles([file]);
  return results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));
}

describe('lint: the light face', () => {
  test.each([
    ["export { analyze } from './analysis/analyze.ts';\n"],
    ["export { shanten } from './shanten/shanten.ts';\n"],
    ["import { twoStep } from './analysis/two-step.ts';\nexport const a = twoStep;\n"],
  ])(
    'light.ts may not load a search: %s',
    async (text) => {
      expect(await lint(text)).toContain('@typescript-eslint/no-restricted-imports');
    },
    30_000,
  );

  test("the analyses' types pass through it, type-only", async () => {
    const text = "export type { Analysis } from './analysis/analyze.ts';\nexport type { ShantenResult } from './shanten/shanten.ts';\n";
    expect(await lint(text)).toEqual([]);
  }, 30_000);
});
