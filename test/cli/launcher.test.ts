/** bin/pairi.mjs, the installed `pairi`: runs the built command line, or says how to build it. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the launcher in a folder of its own, with or without a built command line beside it. */
function layout(built: string | null): string {
  dir = mkdtempSync(join(tmpdir(), 'pairi-bin-'));
  mkdirSync(join(dir, 'bin'));
  copyFileSync(resolve('bin/pairi.mjs'), join(dir, 'bin/pairi.mjs'));
  if (built !== null) {
    mkdirSync(join(dir, 'dist-node/cli'), { recursive: true });
    writeFileSync(join(dir, 'dist-node/cli/main.js'), built);
  }
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}');
  return join(dir, 'bin/pairi.mjs');
}

describe('bin/pairi.mjs', () => {
  test('before a build it says what to run, on stderr, and exits 1 (it said "pairi: not found")', () => {
    const run = spawnSync(process.execPath, [layout(null), '123m'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^pairi: the command line is not built yet/);
    expect(run.stderr).toContain('npm run build');
  });

  test('after a build it runs dist-node/cli/main.js with the arguments, stdout and exit code as they are', () => {
    const launcher = layout('process.stdout.write(JSON.stringify(process.argv.slice(2))); process.exitCode = 3;\n');
    const run = spawnSync(process.execPath, [launcher, '--json', '123m'], { encoding: 'utf8' });
    expect(run.stdout).toBe('["--json","123m"]');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
