/**
 * The review over seeded games (three players, and a fourth riichi) played as real players play (self-play.ts's habits: shapes broken near
 * tenpai, folds against a riichi, tenpai kept dama, a fourth riichi declared), reviewed for every seat with
 * every combination of the options: the counts alone, the next step, the probabilities with the options off,
 * with hand changes, with shanten-back and with both, each with and without the call tables. None may throw,
 * and every decision is judged: a discard asked its probabilities has them or says why (a hand too far from
 * tenpai, the kyoku ending with it, the search's memory), a discard that raised the shanten has its own row,
 * and riichi or dama agrees with the probabilities' own choice.
 *
 * The options on multiply the searches at 2- and 3-shanten by a hundred: those combinations run with the
 * review's highest shanten at 1 (its option), the others at its default, 3.
 */
import { describe, expect, test } from 'vitest';
import type { GameLog } from '../../../src/engine/log/game-log.ts';
import { checkLog } from '../../../src/engine/log/replay.ts';
import type { ReviewOptions } from '../../../src/engine/log/review.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import { COMBINATIONS, HABITS, fault, reviewAll } from '../../support/review-habits.ts';
import { measured } from '../../../src/engine/log/figures.ts';

const THREE: GameLog = selfPlay(37, { players: 3, length: 'east', red: true, calls: 0.4, ...HABITS });
// Closed hands that break shapes now and then: four seats in riichi in its third kyoku.
const FOURTH: GameLog = selfPlay(217, { players: 4, length: 'east', red: true, calls: 0, breaks: 0.1 });

describe('the review over a three-player game played with real habits', () => {
  test('the game replays, and the habits show: shapes broken near tenpai, north tiles set aside', () => {
    expect(checkLog(THREE)).toBeNull();
    const discards = reviewAll(THREE, {}).filter((d) => d.kind === 'discard');
    expect(
      discards.filter((d) => !d.riichi && d.count.chosen.shanten > d.count.best.shanten && d.count.best.shanten <= 3).length,
    ).toBeGreaterThan(5);
    expect(THREE.kyoku.some((k) => k.moves.some((m) => m.move === 'north'))).toBe(true);
  });

  test.each(COMBINATIONS)('$name, every seat: every decision judged', ({ options, kyoku }) => {
    const decisions = reviewAll(THREE, options, kyoku);
    expect(decisions.length).toBeGreaterThan(25);
    expect(
      decisions
        .map((d) => fault(d, options))
        .filter((p) => p !== null)
        .slice(0, 10),
    ).toEqual([]);
  });
});

describe('a fourth riichi declared in a seeded game', () => {
  test('is judged as the abortive draw, every seat reviewed with the options off and the calls', () => {
    expect(checkLog(FOURTH)).toBeNull();
    const options: ReviewOptions = { twoStep: true, probabilities: true, calls: true };
    const decisions = reviewAll(FOURTH, options);
    expect(decisions.map((d) => fault(d, options)).filter((p) => p !== null)).toEqual([]);
    const fourth = decisions.filter((d) => d.kind === 'discard' && d.declares && measured(d.probabilities)?.riichiChoice?.fourthRiichi);
    expect(fourth).toHaveLength(1);
    const d = fourth[0]!;
    if (d.kind !== 'discard') return;
    const c = measured(d.probabilities)!.riichiChoice!;
    expect(c.ev.riichi).toBe(0);
    expect(c.loss).toBeCloseTo(c.ev.dama, 9);
    expect(FOURTH.kyoku[d.kyoku]!.end).toMatchObject({ end: 'draw', kind: 'four-riichi' });
  });
});
