/**
 * `npm run dev` stops when it is told to: a signal to npm reaches Vite. With "dev": "vite", npm's
 * shell (sh -c) stood between them and did not pass the signal on, so stopping npm left Vite
 * serving, an orphan holding the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';

let child: ChildProcess | null = null;
afterEach(() => {
  // The whole group (npm, any shell, Vite), whatever the test saw.
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  child = null;
});

/** A port free on 127.0.0.1 now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('npm run dev', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)('%s to npm stops Vite and frees its port', async (signal) => {
    const port = await freePort();
    child = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      detached: true, // its own process group, so the cleanup can reach an orphan
      stdio: 'ignore',
    });
    expect(await until(() => listening(port), 30_000), 'Vite never served').toBe(true);
    process.kill(child.pid!, signal);
    expect(await until(async () => !(await listening(port)), 10_000), `Vite still serves after ${signal} to npm`).toBe(true);
  });
});
