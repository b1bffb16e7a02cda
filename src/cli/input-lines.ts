/**
 * Standard input as lines, each given as soon as it is complete, so a long file starts printing at once
 * and is never held whole in memory. Bytes are decoded as a stream, so a chunk may end anywhere, even
 * inside a character.
 */

/** Standard input: the whole text, or a stream of chunks (process.stdin yields Buffers). */
export type Input = string | AsyncIterable<string | Uint8Array>;

/**
 * Lines of the input, without their '\n'; a leading BOM is dropped. A '\r' before the '\n' is kept:
 * the caller trims each line, which takes it with the other spaces.
 */
export async function* inputLines(stdin: Input): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  let first = true;
  const chunks: AsyncIterable<string | Uint8Array> | string[] = typeof stdin === 'string' ? [stdin] : stdin;
  for await (const chunk of chunks) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && pending.length) {
      if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
      first = false;
    }
    let nl: number;
    while ((nl = pending.indexOf('\n')) >= 0) {
      yield pending.slice(0, nl);
      pending = pending.slice(nl + 1);
    }
  }
  pending += decoder.decode();
  if (pending.length) yield pending;
}
