import { describe, expect, test } from 'vitest';
import { inputLines } from '../../src/cli/input-lines.ts';
import type { Input } from '../../src/cli/input-lines.ts';

async function lines(input: Input): Promise<string[]> {
  const out: string[] = [];
  for await (const line of inputLines(input)) out.push(line);
  return out;
}

describe('inputLines(stdin)', () => {
  test.each([
    ['', []],
    ['a', ['a']],
    ['a\n', ['a']],
    ['a\nb', ['a', 'b']],
    ['\n\n', ['', '']], // empty lines are given; the caller skips them
    ['a\r\nb\r\n', ['a\r', 'b\r']], // a CR is kept: the caller trims
    ['\uFEFFa\n\uFEFFb', ['a', '\uFEFFb']], // only a leading BOM is dropped
  ])('%j -> %j', async (input, expected) => {
    expect(await lines(input)).toEqual(expected);
  });

  test('bytes split inside a character decode as the same lines', async () => {
    const bytes = new TextEncoder().encode('\uFEFF東 南\n1z\n');
    async function* oneByteAtATime() {
      for (const byte of bytes) yield new Uint8Array([byte]);
    }
    expect(await lines(oneByteAtATime())).toEqual(['東 南', '1z']);
  });

  test('a line is given as soon as it is complete, before the input ends', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield 'first\nsec';
      await held;
      yield 'ond\n';
    }
    const reader = inputLines(slow());
    expect(await reader.next()).toEqual({ done: false, value: 'first' });
    release();
    expect(await reader.next()).toEqual({ done: false, value: 'second' });
    expect(await reader.next()).toEqual({ done: true, value: undefined });
  });
});
