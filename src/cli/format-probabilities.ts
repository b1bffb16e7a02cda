/**
 * `pairi --probabilities`: each discard's tenpai probability, win probability and expected score by turn
 * (docs/rules.md#probabilities), from the engine's probabilities(); written as a table at one turn, or as
 * the JSON field `probabilities` with all 18 turns. The engine's errors are codes with their data; the
 * command line writes them in English here.
 */
import { probabilities, tileCode } from '../engine/index.ts';
import type { Position, Probabilities, ProbabilityError, ProbabilityOptions } from '../engine/index.ts';
import type { CliOptions } from './args.ts';

/** The engine's options for the command line's: the winds are the situation's (the engine's defaults unless given). */
export function probabilityOptionsOf(options: CliOptions): ProbabilityOptions {
  return {
    round: options.situation.round,
    seat: options.situation.seat,
    tegawari: options.tegawari,
    shantenBack: options.shantenBack,
    riichi: options.probRiichi,
    red: options.red,
    ura: options.uraDora,
    rules: options.rules,
  };
}

/** The probabilities of a position under the command line's options. */
export function probabilitiesOf(position: Position, options: CliOptions): Probabilities {
  return probabilities(position, probabilityOptionsOf(options));
}

/** A probability error in English, one sentence. */
export function formatProbabilityError(error: ProbabilityError): string {
  switch (error.code) {
    case 'not-a-discard-hand':
      return `The hand has ${error.tiles} tiles: the probabilities are of a hand with a discard to make (14, a kan counting 3).`;
    case 'too-many-plain-fives':
      return `More than three plain ${tileCode(error.kind)}: with red fives a set has three plain ${tileCode(error.kind)} and one red (${tileCode(error.kind, true)}); write the red one as ${tileCode(error.kind, true)}, or give --no-red.`;
    case 'too-many-copies':
      return `${tileCode(error.tile.kind, error.tile.red)}: more copies than the set holds with what is visible.`;
    case 'too-large':
      return `The search would hold more than ${error.maxStates.toLocaleString('en-US')} hands: too large for the memory budget.`;
    case 'cancelled':
      return 'The search was cancelled.';
  }
}

/** The JSON field `probabilities`: all 18 turns of every row (its discard in mpsz, `0p` the red five), or no rows and the error's code, data and message. */
export function probabilitiesJson(result: Probabilities): object {
  if (!result.ok) return { turns: 18, rows: [], error: { ...result.error, message: formatProbabilityError(result.error) } };
  return { turns: result.value.turns, rows: result.value.rows.map((row) => ({ ...row, discard: tileCode(row.discard.kind, row.discard.red) })) };
}

const percent = (x: number) => `${(100 * x).toFixed(2)}%`;

/** The table at one turn (1-18), best win probability first, without a final newline. */
export function formatProbabilityTable(result: Probabilities, turn: number): string {
  if (!result.ok) return `  probabilities: ${formatProbabilityError(result.error)}`;
  const k = turn - 1;
  const rows = [...result.value.rows].sort((a, b) => b.win[k]! - a.win[k]! || b.ev[k]! - a.ev[k]!);
  const lines = [`  probabilities at turn ${turn} (${18 - turn} draws to come; each column maximised on its own):`];
  lines.push('  discard    tenpai       win   expected score');
  for (const r of rows) {
    lines.push(`  ${tileCode(r.discard.kind, r.discard.red).padEnd(7)}  ${percent(r.tenpai[k]!).padStart(7)}   ${percent(r.win[k]!).padStart(7)}   ${r.ev[k]!.toFixed(0).padStart(14)}`);
  }
  return lines.join('\n');
}
