/**
 * The `pairi` command as a function of its inputs, so tests call it without spawning: the options
 * (args.ts), the hands (arguments, or input-lines.ts), and one formatter per output mode (OUTPUTS).
 *
 * Errors are sorted by who must act: a bad option or table is the caller's mistake and stops
 * everything before any hand is read (exit 2); a bad hand is the data's, so it is reported on
 * stderr and the others are still analysed (exit 1); anything thrown is a bug and becomes a
 * one-line message (exit 70, EX_SOFTWARE), never a stack trace.
 */
import { analyze, parsePosition, parseTiles, score, shanten, tenhou, tiles, twoStep } from '../engine/index.ts';
import type { Analysis, Position, PositionError, Situation, Table, TwoStep } from '../engine/index.ts';
import { isRealGame, parseArgs, parseTableOptions } from './args.ts';
import type { CliOptions, Mode, UsageError } from './args.ts';
import { formatJson, formatJsonBadHand } from './format-json.ts';
import { formatError } from './format-error.ts';
import { formatScoreBlock, formatScoreJson, formatScoreJsonError } from './format-score.ts';
import { scoreErrorText } from './score-words.ts';
import { formatProbabilityTable, probabilitiesJson, probabilitiesOf } from './format-probabilities.ts';
import { formatShantenLine } from './format-shanten.ts';
import { formatTable } from './format-table.ts';
import { inputLines } from './input-lines.ts';
import type { Input } from './input-lines.ts';
import { USAGE } from './usage.ts';
import { packageVersion } from './version.ts';

/** Where output goes: called once per finished piece of text. */
export type Write = (text: string) => void;

/** What run() knows of where it runs. */
export interface RunContext {
  /** Standard input is a terminal: someone types the hands, and a silent wait would look like a hang. */
  interactive?: boolean;
}

/** The hint on stderr before reading hands typed at a terminal. */
export const TERMINAL_HINT = 'pairi: reading hands from standard input, one per line; Ctrl-D to end\n';

/** One hand read, with what every output mode may need to write it. */
interface ReadHand {
  /** As typed (a line of standard input trimmed). */
  input: string;
  position: Position;
  /** The table when a table option was given: only then are its facts shown. */
  shown: Table | null;
  options: CliOptions;
}

/** How one output mode writes hands. */
interface Output {
  /** The text of a hand read, without the final newline; null when stderr alone speaks of it. */
  format(hand: ReadHand): string | null;
  /** Multi-line texts: several hands' blocks are separated by one empty line. */
  blocks: boolean;
  /** What standard output says of a hand that cannot be read (stderr says it in every mode). */
  badHand?(input: string, error: PositionError): string;
}

const analysisOf = ({ position, options }: ReadHand): Analysis => analyze(position, { form: options.form });
/** The two-step figures when --two-step asks for them. */
const twoStepOf = ({ position, options }: ReadHand): TwoStep | null =>
  options.twoStep ? twoStep(position, { form: options.form }) : null;

/** The probabilities when --probabilities asks for them (a 3n+2 hand only: a 3n+1 hand has no discard to make). */
const probabilitiesFor = (h: ReadHand) => {
  if (!h.options.probabilities) return null;
  return probabilitiesOf(h.position, h.options);
};

const OUTPUTS: Record<Mode, Output> = {
  table: {
    blocks: true,
    format: (h) => {
      const text = formatTable(h.position.hand, analysisOf(h), h.shown, twoStepOf(h));
      const p = probabilitiesFor(h);
      return p ? `${text}\n${formatProbabilityTable(p, h.options.turn)}` : text;
    },
  },
  // Tenhou's first line is the hand as typed; a pasted Tenhou link gives its hand (Tenhou's page shows the link's hand).
  tenhou: { blocks: true, format: (h) => tenhou.formatText(tenhou.linkOf(h.input) ? tiles.toMpsz(h.input) : h.input, h.position.hand, analysisOf(h)) },
  json: {
    blocks: false,
    format: (h) => {
      const p = probabilitiesFor(h);
      const line = formatJson(h.input, h.position.hand, analysisOf(h), h.shown, twoStepOf(h));
      return p ? `${line.slice(0, -1)},"probabilities":${JSON.stringify(probabilitiesJson(p))}}` : line;
    },
    badHand: formatJsonBadHand,
  },
  // Shanten alone needs no analysis, which keeps this mode fast on long lists.
  shanten: { blocks: false, format: (h) => formatShantenLine(h.input, shanten(h.position.hand, h.position.table.players === 3)) },
};

/** The win the score options describe (the table's dora, players and nuki are the position's); the ura indicators are read once, by the caller. */
function situationOf(options: CliOptions, ura: number[]): Situation {
  const read = parseTiles(options.win ?? '');
  // args.ts accepted --win only as one readable tile.
  if (!read.ok) throw new Error(formatError(read.error));
  const win = read.value;
  return { ...options.situation, win: win.tiles[0]!, winRed: win.tilesRed[0], ura };
}

/** --score: each hand's value; a hand that cannot be scored is the data's mistake (exit 1), like a bad hand. */
function scoreOutput(options: CliOptions, ura: number[], err: Write): Output & { failed: () => boolean } {
  let failed = false;
  return {
    blocks: options.mode !== 'json',
    failed: () => failed,
    badHand: options.mode === 'json' ? formatJsonBadHand : undefined,
    format: (h) => {
      const situation = situationOf(options, ura);
      const result = score(h.position, situation, options.rules);
      if (!result.ok) {
        failed = true;
        err(`pairi: ${shorten(h.input)}: ${scoreErrorText(result.error)}\n`);
        return options.mode === 'json' ? formatScoreJsonError(h.input, result.error) : null;
      }
      return options.mode === 'json' ? formatScoreJson(h.input, h.position.hand, result.value) : formatScoreBlock(h.position.hand, situation, result.value);
    },
  };
}

/** A usage error as stderr says it. An impossible table's message names the tile; the option list would not help. */
function usageText(error: UsageError): string {
  const hint = error.code === 'impossible-table' ? '' : "Try 'pairi --help' for the options.\n";
  return `pairi: ${error.message}\n${hint}`;
}

/** Echoed input is cut so one runaway line cannot flood the terminal; --json keeps it whole. */
const ECHO_LIMIT = 80;
const shorten = (input: string) => (input.length > ECHO_LIMIT ? `${input.slice(0, ECHO_LIMIT)}…` : input);

/**
 * Runs `pairi` with the arguments after the program name; returns the exit status.
 * Never throws: every failure is written to `err` and reflected in the status.
 */
export async function run(
  argv: readonly string[],
  stdin: Input,
  out: Write,
  err: Write,
  context: RunContext = {},
): Promise<number> {
  try {
    const parsed = parseArgs(argv);
    if (!parsed.ok) {
      err(usageText(parsed.error));
      return 2;
    }
    const options = parsed.value;
    if (options.help) {
      out(USAGE);
      return 0;
    }
    if (options.version) {
      out(`pairi ${packageVersion()}\n`);
      return 0;
    }
    // The table is the caller's: checked once, before any hand, and its mistakes are option mistakes.
    const table = parseTableOptions(options);
    if (!table.ok) {
      err(usageText(table.error));
      return 2;
    }
    const shown = isRealGame(options) ? table.value : null;
    let ura: number[] = [];
    if (options.ura !== null) {
      const read = parseTiles(options.ura, { players: table.value.players, maxTiles: 5, part: 'ura' });
      if (!read.ok) {
        err(usageText({ code: 'invalid-value', message: `--ura '${options.ura}': ${formatError(read.error)}` }));
        return 2;
      }
      ura = read.value.tiles;
    }
    const scoring = options.score ? scoreOutput(options, ura, err) : null;
    const output = scoring ?? OUTPUTS[options.mode];

    let status = 0;
    let blocks = 0;
    const writeHand = (input: string) => {
      const position = parsePosition(input, table.value);
      if (!position.ok) {
        err(`pairi: ${shorten(input)}: ${formatError(position.error)}\n`);
        if (output.badHand) out(output.badHand(input, position.error) + '\n');
        status = 1;
        return;
      }
      const text = output.format({ input, position: position.value, shown, options });
      if (text === null) return;
      out((output.blocks && blocks++ ? '\n' : '') + text + '\n');
    };

    if (options.hands.length) {
      for (const hand of options.hands) writeHand(hand);
    } else {
      if (context.interactive) err(TERMINAL_HINT);
      for await (const line of inputLines(stdin)) {
        const input = line.trim();
        if (input !== '') writeHand(input);
      }
    }
    return scoring?.failed() ? 1 : status;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    err(`pairi: internal error: ${message.split('\n')[0]}\n`);
    return 70;
  }
}
