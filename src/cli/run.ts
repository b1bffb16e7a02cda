/**
 * The `pairi` command as a function of its inputs, so tests call it without spawning: the options
 * (args.ts), the hands (arguments, or input-lines.ts), and one formatter per output mode (OUTPUTS).
 *
 * Errors are sorted by who must act: a bad option or table is the caller's mistake and stops
 * everything before any hand is read (exit 2); a bad hand is the data's, so it is reported on
 * stderr and the others are still analysed (exit 1); a call offered to a hand that cannot take it
 * (not 13 tiles, or the tile would be a fifth copy) is the caller's question misput, reported like a
 * bad hand but with exit 2; anything thrown is a bug and becomes a one-line message (exit 70,
 * EX_SOFTWARE), never a stack trace.
 */
import { analyze, game, parsePosition, score, shanten, tenhou, tiles, twoStep } from '../engine/index.ts';
import type { Analysis, Position, PositionError, Situation, Table, TwoStep } from '../engine/index.ts';
import { isRealGame, parseArgs, parseTableOptions, parseUraOption } from './args.ts';
import type { CallRequest, CliOptions, Mode, ProbabilityRequest, ScoreRequest } from './args.ts';
import { formatCallsJson, formatCallsJsonError, formatCallsTable } from './format-calls.ts';
import { formatJson, formatJsonBadHand } from './format-json.ts';
import { formatError, formatUsage } from './format-error.ts';
import { formatScoreBlock, formatScoreJson, formatScoreJsonError } from './format-score.ts';
import { formatProbabilityTable, probabilitiesJson, probabilitiesOf } from './format-probabilities.ts';
import { formatShantenLine } from './format-shanten.ts';
import { formatTable } from './format-table.ts';
import { inputLines } from './input-lines.ts';
import type { Input } from './input-lines.ts';
import { runReview } from './review.ts';
import { COMMAND_USAGE } from './command-usage.ts';
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
const twoStepOf = ({ position, options }: ReadHand): TwoStep | null => (options.twoStep ? twoStep(position, { form: options.form }) : null);

/** The probabilities when --probabilities asks for them (a 3n+2 hand only: a 3n+1 hand has no discard to make). */
const probabilitiesFor = ({ position, options }: ReadHand) =>
  options.probabilities ? probabilitiesOf(position, options.probabilities) : null;

const OUTPUTS: Record<Mode, Output> = {
  table: {
    blocks: true,
    format: (h) => {
      const text = formatTable(h.position.hand, analysisOf(h), h.shown, twoStepOf(h));
      const asked = h.options.probabilities;
      return asked ? `${text}\n${formatProbabilityTable(probabilitiesOf(h.position, asked), asked.turn)}` : text;
    },
  },
  // Tenhou's first line is the hand as typed; a pasted Tenhou link gives its hand (Tenhou's page shows the link's hand).
  tenhou: {
    blocks: true,
    format: (h) => tenhou.formatText(tenhou.linkOf(h.input) ? tiles.toMpsz(h.input) : h.input, h.position.hand, analysisOf(h)),
  },
  json: {
    blocks: false,
    format: (h) => {
      const p = probabilitiesFor(h);
      return formatJson(h.input, h.position.hand, analysisOf(h), h.shown, twoStepOf(h), p && probabilitiesJson(p));
    },
    badHand: formatJsonBadHand,
  },
  // Shanten alone needs no analysis, which keeps this mode fast on long lists.
  shanten: { blocks: false, format: (h) => formatShantenLine(h.input, shanten(h.position.hand, h.position.table.players === 3)) },
};

/**
 * --score: each hand's value, won as the options say (the table's dora, players and nuki are the position's;
 * the ura indicators are read once, by the caller); a hand that cannot be scored is the data's mistake
 * (exit 1), like a bad hand.
 */
function scoreOutput(request: ScoreRequest, ura: number[], mode: Mode, err: Write): Output & { failed: () => boolean } {
  let failed = false;
  const situation: Situation = { ...request.situation, ura };
  return {
    blocks: mode !== 'json',
    failed: () => failed,
    badHand: mode === 'json' ? formatJsonBadHand : undefined,
    format: (h) => {
      const result = score(h.position, situation, request.rules);
      if (!result.ok) {
        failed = true;
        err(`pairi: ${shorten(h.input)}: ${formatError(result.error)}\n`);
        return mode === 'json' ? formatScoreJsonError(h.input, result.error) : null;
      }
      return mode === 'json'
        ? formatScoreJson(h.input, h.position.hand, result.value)
        : formatScoreBlock(h.position.hand, situation, result.value);
    },
  };
}

/**
 * --call: each hand's call table for the tile offered; a hand that cannot take the offer (not 13 tiles, a
 * fifth copy or a second red five with the table) is said on stderr and makes the status 2.
 */
function callOutput(
  request: CallRequest,
  mode: Mode,
  twoStepAsked: boolean,
  probabilityRequest: ProbabilityRequest | null,
  err: Write,
): Output & { failed: () => boolean } {
  let failed = false;
  const { tile, from, swapCalling, round, seat, kuitan } = request;
  // --probabilities: each entry's figures at --turn (1 unless given), under the probabilities' options.
  const probabilities = probabilityRequest ? { ...probabilityRequest.options, turn: probabilityRequest.turn } : undefined;
  return {
    blocks: mode !== 'json',
    failed: () => failed,
    badHand: mode === 'json' ? formatJsonBadHand : undefined,
    format: (h) => {
      const result = game.callOptions(
        h.position,
        { tile, from },
        { swapCalling, round, seat, kuitan, twoStep: twoStepAsked, probabilities },
      );
      if (!result.ok) {
        failed = true;
        err(`pairi: ${shorten(h.input)}: ${formatError(result.error)}\n`);
        return mode === 'json' ? formatCallsJsonError(h.input, result.error) : null;
      }
      return mode === 'json'
        ? formatCallsJson(h.input, h.position.hand, result.value, h.shown)
        : formatCallsTable(h.position.hand, result.value, h.shown);
    },
  };
}

/** What stderr says once of the mode flags of the one grammar: they still work, and which command replaces them. */
function replacedText(flags: readonly string[]): string {
  const command = flags.includes('--call') ? 'call' : flags.includes('--score') ? 'score' : 'probabilities';
  const them = flags.length === 1 ? `${flags[0]} still works` : `${flags.join(' and ')} still work`;
  return `pairi: ${them}; the command is now 'pairi ${command}' (see 'pairi ${command} --help')\n`;
}

/** Echoed input is cut so one runaway line cannot flood the terminal; --json keeps it whole. */
const ECHO_LIMIT = 80;
const shorten = (input: string) => (input.length > ECHO_LIMIT ? `${input.slice(0, ECHO_LIMIT)}…` : input);

/**
 * Runs `pairi` with the arguments after the program name; returns the exit status.
 * Never throws: every failure is written to `err` and reflected in the status.
 */
export async function run(argv: readonly string[], stdin: Input, out: Write, err: Write, context: RunContext = {}): Promise<number> {
  try {
    // `pairi review ...` reviews a game log: a command of its own, with its own options.
    if (argv[0] === 'review') return await runReview(argv.slice(1), stdin, out, err);
    const parsed = parseArgs(argv);
    if (!parsed.ok) {
      err(formatUsage(parsed.error));
      return 2;
    }
    const options = parsed.value;
    if (options.help) {
      out(options.command ? COMMAND_USAGE[options.command] : USAGE);
      return 0;
    }
    if (options.version) {
      out(`pairi ${packageVersion()}\n`);
      return 0;
    }
    // The table is the caller's: checked once, before any hand, and its mistakes are option mistakes.
    const table = parseTableOptions(options);
    if (!table.ok) {
      err(formatUsage(table.error));
      return 2;
    }
    if (options.replaced.length > 0) err(replacedText(options.replaced));
    const shown = isRealGame(options) ? table.value : null;
    let scoring: ReturnType<typeof scoreOutput> | null = null;
    if (options.score) {
      const ura = parseUraOption(options.score, table.value);
      if (!ura.ok) {
        err(formatUsage(ura.error));
        return 2;
      }
      scoring = scoreOutput(options.score, ura.value, options.mode, err);
    }
    const calling = options.call ? callOutput(options.call, options.mode, options.twoStep, options.probabilities, err) : null;
    const output = scoring ?? calling ?? OUTPUTS[options.mode];

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
    if (calling?.failed()) return 2;
    return scoring?.failed() ? 1 : status;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    err(`pairi: internal error: ${message.split('\n')[0]}\n`);
    return 70;
  }
}
