/**
 * The command line restates none of the engine's defaults: it reads them from the engine, so with the
 * engine's defaults changed (here by a mock of its public face) the score's block and the help follow.
 * That the figures follow too is the engine's own business: the CLI passes only what was given.
 */
import { describe, expect, test, vi } from 'vitest';

vi.mock('../../src/engine/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/engine/index.ts')>()),
  DEFAULT_ROUND: 'W',
  DEFAULT_SEAT: 'N',
  DEFAULT_PROBABILITY_OPTIONS: {
    ...(await importOriginal<typeof import('../../src/engine/index.ts')>()).DEFAULT_PROBABILITY_OPTIONS,
    riichi: 'always',
  },
}));

const { run } = await import('../../src/cli/run.ts');
const { USAGE } = await import('../../src/cli/usage.ts');

describe("the engine's defaults, as the command line says them", () => {
  test("the score's block names the winds the engine counts when none is given", async () => {
    let stdout = '';
    const code = await run(
      ['--score', '--win', '3m', '111222333m456p77z'],
      '',
      (t) => (stdout += t),
      () => {},
    );
    expect(code).toBe(0);
    expect(stdout.split('\n')[1]).toBe('Tsumo 3m, round W, seat N');
  });

  test("the help names the engine's winds and riichi rule", () => {
    expect(USAGE).toContain('(default W and N; seat E = dealer)');
    expect(USAGE).toContain('--seat (default W and N, as above)');
    expect(USAGE).toContain('--riichi always|best (default always)');
  });
});
