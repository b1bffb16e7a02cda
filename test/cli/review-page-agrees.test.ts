/**
 * `pairi review` and the review page say the same of every decision: on seeded games played with real
 * habits (shapes broken, folds, dama, calls), each seat's decisions as the page gets them (the worker's
 * session read once, each kyoku asked as the page's second pass asks it) and as the page sums them
 * (review-figures.ts's lossesOf), against the command line's JSON lines with the same figures asked:
 * the count's loss, the chance to win and the expected score lost, riichi or dama, and a call's loss.
 */
import { describe, expect, test } from 'vitest';
import { game } from '../../src/engine/index.ts';
import type { Decision, KyokuSeat } from '../../src/engine/index.ts';
import { selfPlay } from '../../src/engine/log/self-play.ts';
import { lossesOf } from '../../src/ui/review/review-figures.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { HABITS } from '../support/review-habits.ts';
import { pairi } from '../support/run-pairi.ts';

/** A JSON line's fields the test reads (the command line's contract: src/cli/review.ts's usage). */
interface Line {
  kind: 'discard' | 'call';
  index: number;
  loss?: { count: number | null };
  probabilities?: { win: { loss: number }; ev: { loss: number } };
  riichiChoice?: { loss: number };
}

async function pairiLines(argv: string[], input: string): Promise<Line[]> {
  const { code, stdout } = await pairi(argv, input);
  expect(code).toBe(0);
  return stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);
}

/** A seat's decisions as the page's worker answers them, kyoku by kyoku, from one session. */
function pageDecisions(text: string, kyoku: number, seat: KyokuSeat): Decision[] {
  const read = handleRequest({ id: 1, kind: 'readLog', request: { text } });
  if (read.type !== 'result' || !read.result.ok) throw new Error('read');
  const session = read.result.session;
  const out: Decision[] = [];
  for (let k = 0; k < kyoku; k++) {
    const answer = handleRequest({
      id: 2 + k,
      kind: 'reviewKyoku',
      request: { session, kyoku: k, seat, twoStep: true, probabilities: true, calls: true },
    });
    if (answer.type !== 'result' || !answer.result.ok) throw new Error(`kyoku ${k}`);
    out.push(...answer.result.decisions);
  }
  return out;
}

/** What the CLI's line says each loss is, in the page's terms (a count lost to a shanten raised is Infinity there, null here). */
function cliLosses(line: Line) {
  if (line.kind === 'call')
    return { tiles: null, win: line.probabilities?.win.loss ?? null, ev: line.probabilities?.ev.loss ?? null, riichi: null };
  return {
    tiles: line.loss!.count ?? Infinity,
    win: line.probabilities?.win.loss ?? null,
    ev: line.probabilities?.ev.loss ?? null,
    riichi: line.riichiChoice?.loss ?? null,
  };
}

describe('the page and the command line agree on every decision', () => {
  test.each([
    { players: 4 as const, seed: 22, kyoku: 2 },
    { players: 3 as const, seed: 23, kyoku: 2 },
  ])(
    '$players players, seed $seed: every seat, discards and calls',
    async ({ players, seed, kyoku }) => {
      const played = selfPlay(seed, { players, length: 'east', red: true, calls: 0.5, ...HABITS });
      const log = { ...played, kyoku: played.kyoku.slice(0, kyoku) };
      const text = JSON.stringify(game.writeTenhouJson(log));
      let calls = 0;
      let lossy = 0;
      for (let seat = 0; seat < players; seat++) {
        const page = pageDecisions(text, kyoku, seat as KyokuSeat);
        const cli = await pairiLines(['review', '--json', '--seat', String(seat), '--two-step', '--probabilities', '--calls', '-'], text);
        expect(cli.map((l) => `${l.kind}:${l.index}`)).toEqual(page.map((d) => `${d.kind}:${d.index}`));
        page.forEach((d, i) => {
          const want = lossesOf(d);
          const got = cliLosses(cli[i]!);
          // A discard in riichi is forced: the page sums nothing for it, whatever the figures.
          if (d.kind === 'discard' && d.riichi) return;
          expect(got, `seat ${seat} decision ${i} (${d.kind})`).toEqual(want);
          if (d.kind === 'call') calls++;
          if ((want.win ?? 0) > 0) lossy++;
        });
      }
      expect(calls).toBeGreaterThan(0);
      expect(lossy).toBeGreaterThan(0);
    },
    120_000,
  );
});
