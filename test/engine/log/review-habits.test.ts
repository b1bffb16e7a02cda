/**
 * The review over seeded games played as real players play (self-play.ts's habits: shapes broken near
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
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import { COMBINATIONS, HABITS, fault, reviewAll } from '../../support/review-habits.ts';
import { measured } from '../../../src/engine/log/figures.ts';

const LOG: GameLog = selfPlay(22, { players: 4, length: 'east', red: true, calls: 0.4, ...HABITS });

describe('the review over a four-player game played with real habits', () => {
  test('the game replays, and the habits show: shapes broken near tenpai, riichi', () => {
    expect(checkLog(LOG)).toBeNull();
    const discards = reviewAll(LOG, {}).filter((d) => d.kind === 'discard');
    const broken = discards.filter((d) => !d.riichi && d.count.chosen.shanten > d.count.best.shanten && d.count.best.shanten <= 3);
    expect(broken.length).toBeGreaterThan(10);
    expect(broken.filter((d) => d.count.best.shanten <= 1).length).toBeGreaterThan(3);
    expect(discards.filter((d) => d.declares).length).toBeGreaterThan(2);
  });

  test.each(COMBINATIONS)('$name, every seat: every decision judged', ({ options, kyoku }) => {
    const decisions = reviewAll(LOG, options, kyoku);
    expect(decisions.length).toBeGreaterThan(50);
    const problems = decisions.map((d) => fault(d, options)).filter((p) => p !== null);
    expect(problems.slice(0, 10)).toEqual([]);
    const back = typeof options.probabilities === 'object' && options.probabilities.shantenBack;
    if (options.probabilities && !back)
      expect(decisions.some((d) => d.kind === 'discard' && measured(d.probabilities)?.chosenAdded)).toBe(true);
  });
});
