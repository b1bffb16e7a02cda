/** `pairi` run in the test's process (src/cli/run.ts) with `input` as its standard input: its status and what it wrote to each stream. */
import { run } from '../../src/cli/run.ts';

export async function pairi(argv: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const stdin: AsyncIterable<Uint8Array> = {
    async *[Symbol.asyncIterator]() {
      yield new TextEncoder().encode(input);
    },
  };
  const code = await run(
    argv,
    stdin,
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  return { code, stdout, stderr };
}
