/**
 * `pairi --probabilities`: each discard's tenpai probability, win probability and expected score by turn
 * (docs/rules.md#probabilities), from the engine's probabilities(); written as a table at one turn, or as
 * the JSON field `probabilities` with all 18 turns. The engine's errors are codes with their data, written
 * in English by formatError with every other error.
 */
import { probabilities, tileCode } from '../engine/index.ts';
import type { Position, Probabilities, ProbabilityError, ProbabilityRow } from '../engine/index.ts';
import type { ProbabilityRequest } from './args.ts';
import { formatError } from './format-error.ts';

/** The probabilities of a position under the options given (the engine's defaults for the rest; the table is the position's). */
export function probabilitiesOf(position: Position, request: ProbabilityRequest): Probabilities {
  return probabilities(position, request.options);
}

/** A row as printed: its discard in mpsz (`0p` the red five). */
export type JsonProbabilityRow = Omit<ProbabilityRow, 'discard'> & { discard: string };

/** The JSON field `probabilities`: all 18 turns of every row, or no rows and the error's code, data and English. */
export type JsonProbabilities =
  { turns: 18; rows: JsonProbabilityRow[] } | { turns: 18; rows: []; error: ProbabilityError & { message: string } };

/** The JSON field `probabilities` of a hand. */
export function probabilitiesJson(result: Probabilities): JsonProbabilities {
  if (!result.ok) return { turns: 18, rows: [], error: { ...result.error, message: formatError(result.error) } };
  return {
    turns: result.value.turns,
    rows: result.value.rows.map((row) => ({ ...row, discard: tileCode(row.discard.kind, row.discard.red) })),
  };
}

const percent = (x: number) => `${(100 * x).toFixed(2)}%`;

/** The table at one turn (1-18), best win probability first, without a final newline. */
export function formatProbabilityTable(result: Probabilities, turn: number): string {
  if (!result.ok) return `  probabilities: ${formatError(result.error)}`;
  const k = turn - 1;
  const rows = [...result.value.rows].sort((a, b) => b.win[k]! - a.win[k]! || b.ev[k]! - a.ev[k]!);
  const lines = [`  probabilities at turn ${turn} (${18 - turn} draws to come; each column maximised on its own):`];
  lines.push('  discard    tenpai       win   expected score');
  for (const r of rows) {
    lines.push(
      `  ${tileCode(r.discard.kind, r.discard.red).padEnd(7)}  ${percent(r.tenpai[k]!).padStart(7)}   ${percent(r.win[k]!).padStart(7)}   ${r.ev[k]!.toFixed(0).padStart(14)}`,
    );
  }
  return lines.join('\n');
}
