/**
 * `pairi --probabilities`: each discard's tenpai probability, win probability and expected score by turn
 * (docs/rules.md#probabilities), from the engine's probabilities(); written as a table at one turn, or as
 * the JSON field `probabilities` with all 18 turns.
 */
import { probabilities } from '../engine/index.ts';
import type { Position, Probabilities, TableInput } from '../engine/index.ts';
import type { ProbabilityRequest } from './args.ts';

/** The probabilities of a position under the options given (the engine's defaults for the rest); `table` the table options as typed. */
export function probabilitiesOf(position: Position, request: ProbabilityRequest, table: TableInput): Probabilities {
  return probabilities(position.hand, { ...request.options, dora: table.dora, seen: table.seen, players: position.table.players });
}

/** The JSON field `probabilities`: all 18 turns of every row, or no rows and why. */
export type JsonProbabilities = Pick<Probabilities, 'turns' | 'rows' | 'error'>;

/** The JSON field `probabilities` of a hand: the turns and rows, or no rows and the error. */
export function probabilitiesJson(result: Probabilities): JsonProbabilities {
  return result.error ? { turns: 18, rows: [], error: result.error } : { turns: result.turns, rows: result.rows };
}

const percent = (x: number) => `${(100 * x).toFixed(2)}%`;

/** The table at one turn (1-18), best win probability first, without a final newline. */
export function formatProbabilityTable(result: Probabilities, turn: number): string {
  if (result.error) return `  probabilities: ${result.error.message}`;
  const k = turn - 1;
  const rows = [...result.rows].sort((a, b) => b.win[k]! - a.win[k]! || b.ev[k]! - a.ev[k]!);
  const lines = [`  probabilities at turn ${turn} (${18 - turn} draws to come; each column maximised on its own):`];
  lines.push('  discard    tenpai       win   expected score');
  for (const r of rows) {
    lines.push(`  ${r.discard.padEnd(7)}  ${percent(r.tenpai[k]!).padStart(7)}   ${percent(r.win[k]!).padStart(7)}   ${r.ev[k]!.toFixed(0).padStart(14)}`);
  }
  return lines.join('\n');
}
