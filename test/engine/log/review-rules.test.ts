/**
 * The review's judgement where a player breaks a shape or the rules end the kyoku (docs/game-logs.md#the-review,
 * "Abortive draws"), on kyoku written out move by move:
 * - a discard that raises the shanten gets figures of its own with shanten-back off (its row searched beside
 *   the table's, the other rows unchanged), equal with the options off to the value of the 13-tile hand it
 *   leaves, read through another entry of the engine (the 13-tile start), and no lower with hand changes;
 *   with shanten-back on it is the table's own row;
 * - a riichi that would be the fourth is judged as the abortive draw it is (riichi worth nothing won, dama
 *   searched never declaring), and a third riichi as any riichi;
 * - the fourth discard of one wind in the first go-round is worth the draw, nothing won;
 * - the discard after the fourth kan by two seats has no win figures, the kyoku ending with it whatever it is.
 */
import { describe, expect, test } from 'vitest';
import { probabilities, type Tile } from '../../../src/engine/index.ts';
import { handOf, tilesOf } from '../../../src/engine/core/tile-set.ts';
import type { GameLog, KyokuMove, KyokuSeat } from '../../../src/engine/log/game-log.ts';
import { reviewKyoku, type DiscardDecision } from '../../../src/engine/log/review.ts';
import { rowsOf } from '../../../src/engine/probability/probabilities.ts';
import type { Position } from '../../../src/engine/types.ts';
import { BROKEN_SHAPE, closedKan, discard, dora, draw, logOf, riichiRound, tile } from '../../support/kyoku-moves.ts';
import { measured, unmeasured } from '../../../src/engine/log/figures.ts';

const discardsOf = (log: GameLog, seat: KyokuSeat, options: Parameters<typeof reviewKyoku>[2] = {}) => {
  const found = reviewKyoku(log, 0, { seats: [seat], ...options });
  if (!found.ok) throw new Error(JSON.stringify(found.error));
  return found.value.filter((d): d is DiscardDecision => d.kind === 'discard');
};

/** The 13-tile hand a discard leaves, at the same table: under the model a discard goes back to the pool (docs/rules.md#probabilities). */
function after(position: Position, t: Tile): Position {
  const rest = tilesOf(position.hand);
  rest.splice(
    rest.findIndex((x) => x.kind === t.kind),
    1,
  );
  return { hand: handOf(rest, position.hand.melds), table: position.table };
}

describe('a discard that raises the shanten', () => {
  const log = BROKEN_SHAPE;

  test('with shanten-back off its row is searched beside the table, and its figures are the value of the hand it leaves', () => {
    const [d] = discardsOf(log, 0, { probabilities: true });
    expect(d!.count.chosen.shanten).toBeGreaterThan(d!.count.best.shanten);
    const p = measured(d!.probabilities)!;
    expect(p.chosenAdded).toBe(true);
    // The table of the hand has no row for 4p; the 13-tile hand left after it, searched from its own start.
    const table = probabilities(d!.position, { round: 'E', seat: 'E', red: false });
    expect(table.ok && table.value.rows.some((r) => r.discard.kind === d!.count.chosen.discard.kind)).toBe(false);
    const left = rowsOf(after(d!.position, tile('4p')), { round: 'E', seat: 'E', red: false }, {});
    expect(left.ok).toBe(true);
    if (!left.ok || !table.ok) return;
    expect(p.win.chosen.value).toBeCloseTo(left.value.rows[0]!.win[p.turn - 1]!, 12);
    expect(p.ev.chosen.value).toBeCloseTo(left.value.rows[0]!.ev[p.turn - 1]!, 9);
    // Its loss against the table's best.
    const bestWin = Math.max(...table.value.rows.map((r) => r.win[p.turn - 1]!));
    expect(p.win.best.value).toBe(bestWin);
    expect(p.win.loss).toBeCloseTo(bestWin - p.win.chosen.value, 12);
    expect(p.win.loss).toBeGreaterThan(0);
  });

  test('the row added leaves the table as it is, and hand changes never lower it', () => {
    const [d] = discardsOf(log, 0, { probabilities: true });
    const options = { round: 'E' as const, seat: 'E' as const, red: false };
    const plain = probabilities(d!.position, options);
    const added = rowsOf(d!.position, options, { also: tile('4p').kind });
    if (!plain.ok || !added.ok) throw new Error('no table');
    expect(added.value.rows.filter((r) => r.discard.kind !== tile('4p').kind)).toEqual(plain.value.rows);
    const [changes] = discardsOf(log, 0, { probabilities: { handChanges: true } });
    expect(measured(changes!.probabilities)!.chosenAdded).toBe(true);
    expect(measured(changes!.probabilities)!.win.chosen.value).toBeGreaterThanOrEqual(measured(d!.probabilities)!.win.chosen.value - 1e-12);
    expect(measured(changes!.probabilities)!.ev.chosen.value).toBeGreaterThanOrEqual(measured(d!.probabilities)!.ev.chosen.value - 1e-9);
  });

  test("with shanten-back on it is the table's own row", () => {
    const options = { handChanges: false, shantenBack: true };
    const [d] = discardsOf(log, 0, { probabilities: options });
    expect(measured(d!.probabilities)!.chosenAdded).toBe(false);
    const table = probabilities(d!.position, { round: 'E', seat: 'E', red: false, ...options });
    if (!table.ok) throw new Error('no table');
    const row = table.value.rows.find((r) => r.discard.kind === tile('4p').kind)!;
    expect(measured(d!.probabilities)!.win.chosen.value).toBe(row.win[measured(d!.probabilities)!.turn - 1]);
  });
});

describe('a riichi that would be the fourth', () => {
  test('is judged as the abortive draw: riichi worth nothing won, dama searched never declaring', () => {
    const d = discardsOf(riichiRound([1, 2, 3]), 0, { probabilities: true })[1]!;
    expect(d.declares).toBe(true);
    const choice = measured(d.probabilities)!.riichiChoice!;
    expect(choice.fourthRiichi).toBe(true);
    expect(choice.ev.riichi).toBe(0);
    const dama = rowsOf(after(d.position, tile('6z')), { round: 'E', seat: 'E', red: false, riichi: 'never' }, {});
    if (!dama.ok) throw new Error('no dama');
    expect(choice.ev.dama).toBeCloseTo(dama.value.rows[0]!.ev[measured(d.probabilities)!.turn - 1]!, 9);
    expect(choice.ev.dama).toBeGreaterThan(0);
    expect(choice.best).toBe('dama');
    expect(choice.loss).toBeCloseTo(choice.ev.dama, 9);
    // Every row of the discard is searched never declaring.
    expect(measured(d.probabilities)!.noRiichi).toBe(true);
    const never = probabilities(d.position, { round: 'E', seat: 'E', red: false, riichi: 'never' });
    if (!never.ok) throw new Error('no table');
    expect(measured(d.probabilities)!.ev.chosen.value).toBe(never.value.rows.find((r) => r.discard.kind === tile('6z').kind)!.ev[1]);
  });

  test('with the riichi stick counted, the fourth riichi loses its stick', () => {
    const d = discardsOf(riichiRound([1, 2, 3]), 0, { probabilities: { riichiStick: true } })[1]!;
    expect(measured(d.probabilities)!.riichiChoice!.ev.riichi).toBe(-1000);
  });

  test('a third riichi is any riichi: worth its own row declared at once', () => {
    const d = discardsOf(riichiRound([1, 2]), 0, { probabilities: true })[1]!;
    const choice = measured(d.probabilities)!.riichiChoice!;
    expect(choice.fourthRiichi).toBe(false);
    expect(measured(d.probabilities)!.noRiichi).toBe(false);
    const always = probabilities(d.position, { round: 'E', seat: 'E', red: false, riichi: 'always' });
    if (!always.ok) throw new Error('no table');
    expect(choice.ev.riichi).toBe(always.value.rows.find((r) => r.discard.kind === tile('6z').kind)!.ev[1]);
    expect(choice.ev.riichi).toBeGreaterThan(0);
  });
});

describe('the fourth discard of one wind in the first go-round', () => {
  const DEALT = ['123m456p789s1234z', '234m567p123s1567z', '345m678p456s1567z', '456m789p567s1234z'];
  const moves = (last: string): KyokuMove[] => [
    draw(0, '9m'),
    discard(0, '1z'),
    draw(1, '9p'),
    discard(1, '1z'),
    draw(2, '9s'),
    discard(2, '1z'),
    draw(3, '8m'),
    discard(3, last),
  ];

  test('is worth the draw, nothing won; another discard is judged as ever', () => {
    const [east] = discardsOf(logOf(DEALT, moves('1z')), 3, { probabilities: true });
    const p = measured(east!.probabilities)!;
    expect(p.endsKyoku).toBe('four-winds');
    expect(p.win.chosen.value).toBe(0);
    expect(p.ev.chosen.value).toBe(0);
    expect(p.win.best.discard.kind).not.toBe(tile('1z').kind);
    expect(p.win.best.value).toBeGreaterThan(0);
    expect(p.win.loss).toBe(p.win.best.value);
    const [south] = discardsOf(logOf(DEALT, moves('2z')), 3, { probabilities: true });
    expect(measured(south!.probabilities)!.endsKyoku).toBeUndefined();
    expect(measured(south!.probabilities)!.win.chosen.value).toBeGreaterThan(0);
    // The best by the draw's rule is the same decision's: a row valued 0 is never the best.
    expect(measured(south!.probabilities)!.win.best).toEqual(p.win.best);
  });

  test('three first discards of more than one wind end nothing', () => {
    const log = logOf(DEALT, [
      draw(0, '9m'),
      discard(0, '9m', { tsumogiri: true }),
      draw(1, '9p'),
      discard(1, '1z'),
      draw(2, '9s'),
      discard(2, '1z'),
      draw(3, '8m'),
      discard(3, '1z'),
    ]);
    const [d] = discardsOf(log, 3, { probabilities: true });
    expect(measured(d!.probabilities)!.endsKyoku).toBeUndefined();
    expect(measured(d!.probabilities)!.win.chosen.value).toBeGreaterThan(0);
  });
});

describe('the discard after the fourth kan by two seats', () => {
  const DEALT = ['1111m2222m3333m4p', '4444s111p999p123z', '5556m777p123s777z', '789m234p678s444z5z'];
  const moves: KyokuMove[] = [
    draw(0, '5p'),
    closedKan(0, '1m'),
    dora('8s'),
    draw(0, '6p', true),
    closedKan(0, '2m'),
    dora('7s'),
    draw(0, '7p', true),
    closedKan(0, '3m'),
    dora('6s'),
    draw(0, '8p', true),
    discard(0, '4p'),
    draw(1, '6z'),
    closedKan(1, '4s'),
    dora('5s'),
    draw(1, '7z', true),
    discard(1, '7z', { tsumogiri: true }),
  ];

  test('has no win figures: the kyoku ends with it, whatever is discarded', () => {
    const log = logOf(DEALT, moves);
    const [d] = discardsOf(log, 1, { probabilities: true });
    expect(d!.probabilities).toEqual({ kind: 'skipped', reason: { code: 'ends-kyoku', draw: 'four-kans' } });
    expect(measured(d!.probabilities)).toBeNull();
    // Its count still stands.
    expect(d!.count.chosen.discard.kind).toBe(tile('7z').kind);
    // Three kans by one seat end nothing: seat 0's discard after its third kan has its figures.
    const [own] = discardsOf(log, 0, { probabilities: true });
    expect(unmeasured(own!.probabilities)).toBeNull();
    expect(own!.probabilities?.kind).toBe('measured');
  });
});
