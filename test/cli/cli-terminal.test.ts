import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { run, TERMINAL_HINT } from '../../src/cli/run.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function runWith(argv: string[], input: string, interactive: boolean) {
  let out = '';
  let err = '';
  const status = await run(
    argv,
    input,
    (t) => (out += t),
    (t) => (err += t),
    { interactive },
  );
  return { status, out, err };
}

describe('reading hands typed at a terminal', () => {
  // Kokushi 8 by hand: 1m 9s 1z 2z are four kinds, 2z a pair: 13 - 4 - 1.
  test('the one-line hint goes to stderr before the hands are read; stdout is untouched', async () => {
    const r = await runWith(['--shanten'], '123m456p789s1122z\n', true);
    expect(r.err).toBe('pairi: reading hands from standard input, one per line; Ctrl-D to end\n');
    expect(r.err).toBe(TERMINAL_HINT);
    expect(r.out).toBe('123m456p789s1122z\t0\t0\t4\t8\n');
  });
  test('no hint when the hands are arguments, or when the input is a pipe or a file', async () => {
    expect((await runWith(['--shanten', '123m456p789s1122z'], '', true)).err).toBe('');
    expect((await runWith(['--shanten'], '123m456p789s1122z\n', false)).err).toBe('');
  });
  test('the executable reading a pipe says nothing on stderr', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', '--shanten'], {
      cwd: ROOT,
      input: '123m456p789s1122z\n',
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });
});
