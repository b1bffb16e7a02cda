// The README's command-line examples are run for real: every `$ npx pairi ...` line (optionally fed by
// `printf '...' |`) and the output lines shown under it must match what the CLI prints, in order.
// Lines written as `...` or containing `…` stand for elided output and are skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { run } from '../src/cli/run.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

interface Example {
  command: string;
  argv: string[];
  stdin: string;
  shown: string[];
}

/** Splits a shell command line into words: single quotes, double quotes, backslash-free. */
function words(line: string): string[] {
  const out: string[] = [];
  const pattern = /'([^']*)'|"([^"]*)"|(\S+)/g;
  for (const m of line.matchAll(pattern)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

function examples(): Example[] {
  const found: Example[] = [];
  const lines = README.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\s+#.*$/, '');
    if (!line.startsWith('$ ') || !line.includes('npx pairi')) continue;
    const [feed, command] = line.includes('|') ? line.slice(2).split('|') : ['', line.slice(2)];
    const stdin = feed ? words(feed.trim()).slice(1).join(' ').replace(/\\n/g, '\n') : '';
    const argv = words(command.trim()).slice(2);
    const shown: string[] = [];
    for (let j = i + 1; j < lines.length && !lines[j].startsWith('$ ') && !lines[j].startsWith('```'); j++)
      if (lines[j].trim() !== '') shown.push(lines[j]);
    found.push({ command: line, argv, stdin, shown });
  }
  return found;
}

describe('README examples', () => {
  const all = examples();

  test('the README has command-line examples to check', () => {
    expect(all.length).toBeGreaterThanOrEqual(4);
  });

  test.each(all.map((e) => [e.command, e] as const))('%s', async (_command, example) => {
    let stdout = '';
    const code = await run(
      example.argv,
      example.stdin,
      (t) => (stdout += t),
      () => {},
    );
    expect(code).toBe(0);
    const printed = stdout.split('\n');
    let at = 0;
    for (const line of example.shown) {
      if (line.trim() === '...' || line.includes('…')) continue;
      const found = printed.indexOf(line, at);
      expect(found, `README line not printed (in order): ${line}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });
});
