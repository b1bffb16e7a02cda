/**
 * The address room's lint rule (eslint.config.js) is live: a codec in src/address that imports the store,
 * the page or the engine's heavy face fails `npm run lint`, and one that takes the engine's light face and
 * the worker's message types does not. The modules are written to a scratch copy's src/address and linted
 * with the repository's own configuration.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';

const scratch = mkdtempSync(join(tmpdir(), 'pairi-lint-address-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rules a module of src/address breaks. */
async function lint(text: string): Promise<string[]> {
  const dir = join(scratch, String(Math.random()).slice(2));
  mkdirSync(join(dir, 'src', 'address'), { recursive: true });
  const file = join(dir, 'src', 'address', 'codec.ts');
  writeFileSync(file, text);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: resolve('eslint.config.js') });
  const results = await eslint.lintFiles([file]);
  return results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));
}

describe('lint: the address codecs', () => {
  test.each([
    ["import { createAppStore } from '../store/app-store.ts';\nexport const a = createAppStore;\n"],
    ["import { TilePicture } from '../ui/tiles/tile-picture.tsx';\nexport const a = TilePicture;\n"],
    ["import { analyze } from '../engine/index.ts';\nexport const a = analyze;\n"],
    ["import { createEngineClient } from '../worker/engine-client.ts';\nexport const a = createEngineClient;\n"],
  ])(
    'a codec may not import this: %s',
    async (text) => {
      expect(await lint(text)).toContain('no-restricted-imports');
    },
    30_000,
  );

  test("the engine's light face and the worker's message types are allowed", async () => {
    const text =
      "import { parseHand } from '../engine/light.ts';\nimport type { SituationInput } from '../worker/protocol.ts';\nexport const a = (s: SituationInput): unknown => [s, parseHand];\n";
    expect(await lint(text)).toEqual([]);
  }, 30_000);
});
