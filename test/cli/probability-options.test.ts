/**
 * pairi --probabilities closer to a real game (docs/rules.md#probabilities): the riichi stick, the tenpai
 * payment, ippatsu, haitei, honba and sticks reach the engine's probabilities() as its options, in both
 * outputs, and nothing else is sent in their place. The engine's figures under them are the engine's tests'
 * (test/engine/probability); here the engine is watched, not judged.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { withoutNotice } from '../support/cli-notice.ts';

const engine = vi.hoisted(() => ({ calls: [] as unknown[] }));

vi.mock('../../src/engine/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/engine/index.ts')>();
  return {
    ...actual,
    probabilities: (...args: Parameters<typeof actual.probabilities>) => {
      // The options as given (the progress callback and signal are not the command line's).
      engine.calls.push(args[1]);
      return actual.probabilities(...args);
    },
  };
});

const { run } = await import('../../src/cli/run.ts');

async function pairi(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    '',
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  // The flags still work; the line saying which command replaces them is checked by commands.test.ts.
  return { code, stdout, stderr: withoutNotice(stderr) };
}

const TENPAI = '234567m345p6799s1z';
const REAL_GAME = ['--riichi-stick', '--tenpai-payment', '3000', '--ippatsu', '--haitei', '--honba', '2', '--sticks', '1'];

beforeEach(() => {
  engine.calls.length = 0;
});

describe('pairi --probabilities: the real game options reach probabilities()', () => {
  test.each([[['--json']], [[]]])('%j: every option given, as the engine names it, and no other', async (output) => {
    const { code, stderr } = await pairi([...output, '--probabilities', ...REAL_GAME, '--seat', 'E', TENPAI]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(engine.calls).toStrictEqual([
      { seat: 'E', riichiStick: true, tenpaiPayment: 3000, ippatsu: true, haitei: true, honba: 2, sticks: 1 },
    ]);
  });

  test('a figure the player sets is the figure sent: --tenpai-payment 1500, and 0 (none) sent as given', async () => {
    await pairi(['--json', '--probabilities', '--tenpai-payment', '1500', TENPAI]);
    await pairi(['--json', '--probabilities', '--tenpai-payment=0', TENPAI]);
    expect(engine.calls).toStrictEqual([{ tenpaiPayment: 1500 }, { tenpaiPayment: 0 }]);
  });

  test("none given: none sent, so the engine's defaults (all off) apply", async () => {
    await pairi(['--json', '--probabilities', TENPAI]);
    expect(engine.calls).toStrictEqual([{}]);
  });

  test('each hand is searched with the same options', async () => {
    await pairi(['--json', '--probabilities', '--honba', '4', TENPAI, '123m406p789s1134z5z']);
    expect(engine.calls).toStrictEqual([{ honba: 4 }, { honba: 4 }]);
  });

  test('--score never asks the probabilities, whatever of the win it is given', async () => {
    const { code } = await pairi(['--score', '--win', '1z', '--ippatsu', '--riichi', '--honba', '1', '123m456p789s11z22z2z']);
    expect(code).not.toBe(2);
    expect(engine.calls).toStrictEqual([]);
  });
});
