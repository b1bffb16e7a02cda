#!/usr/bin/env node
/**
 * The `pairi` executable: wires process argv/stdin/stdout/stderr to run() and nothing else, so
 * every behaviour worth testing lives in run.ts and the modules it wires. The last-resort handlers
 * below exist because a user must never see a stack trace, even from a failure outside run().
 */
import { isatty } from 'node:tty';
import { run } from './run.ts';

const fail = (message: string) => {
  process.stderr.write(`pairi: internal error: ${message.split('\n')[0]}\n`);
  process.exit(70);
};
process.on('uncaughtException', (e) => fail(e instanceof Error ? e.message : String(e)));
process.on('unhandledRejection', (e) => fail(e instanceof Error ? e.message : String(e)));

// `pairi ... | head` closes the pipe early: stop quietly instead of reporting EPIPE.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  fail(e.message);
});

// Touch process.stdin only when run() asks for it, so hands given as arguments never wait on it.
const stdin: AsyncIterable<Uint8Array> = {
  [Symbol.asyncIterator]: () => process.stdin[Symbol.asyncIterator](),
};

process.exitCode = await run(
  process.argv.slice(2),
  stdin,
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
  // isatty asks the file descriptor, so process.stdin is still not touched.
  { interactive: isatty(0) },
);
