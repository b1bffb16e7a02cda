/**
 * The page's time budgets and how the browser tests hold them. Each test measures its figure and prints it
 * with its budget; the run fails only past twice the budget. The project's standard: no wall-clock time is
 * asserted in a test, CI keeps at most a guard at twice a budget. On this shared 2-core machine one figure
 * moves by a fifth from one ten minutes to the next (a cold load measured 400-554 ms on the same build), so
 * a test that failed at the budget itself turned runs red for nothing; a real regression (a table twice as
 * slow) still fails. The figures a player meets are measured side by side in one run by the benchmark.
 */
import assert from 'node:assert/strict';

/** A cold load to its first table (issue 13), a press to its new table and the longest task while typing (issue 13, 21). */
export const BUDGETS = { load: 500, press: 50, task: 50 };

/** How far past its budget a figure may go before the run fails. */
export const GUARD = 2;

/**
 * Fails when `measured` is past twice `budget`; says so in the run's output when it is past the budget
 * alone, so a figure creeping up shows before it fails.
 */
export function withinGuard(measured, budget, what) {
  if (measured > budget)
    console.log(`# over budget: ${what} ${measured.toFixed(1)} ms, budget ${budget} ms (the guard is ${GUARD * budget} ms)`);
  assert.ok(measured <= GUARD * budget, `${what}: ${measured.toFixed(1)} ms, past twice its budget of ${budget} ms`);
}
