/**
 * The `pairi` command: options, input lines, and the four output modes (table, --json,
 * --format tenhou, --shanten), as a function of its inputs so tests call it without spawning.
 *
 * Errors are sorted by who must act: a bad option or --seen is the caller's mistake and stops
 * everything before any hand is read (exit 2); a bad hand is the data's, so it is reported on
 * stderr and the others are still analysed (exit 1); anything thrown is a bug and becomes a
 * one-line message (exit 70, EX_SOFTWARE), never a stack trace. The usage text, the line reader
 * and the formatters live in files of their own.
 */
import { analyzePosition, formatTenhouText, parsePosition, parseTable, shanten } from '../engine/index.ts';
import type { Form, PositionField } from '../engine/index.ts';
import { formatJson, formatJsonBadHand } from './format-json.ts';
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

type Mode = 'table' | 'json' | 'tenhou' | 'shanten';

interface Options {
  mode: Mode;
  form: Form;
  seen: string | null;
  dora: string | null;
  players: 3 | 4 | null;
  nuki: number | null;
  hands: string[];
  help: boolean;
  version: boolean;
}

const FORMATS = ['tenhou'];
const FORMS: readonly Form[] = ['standard', 'regular'];

class UsageError extends Error {}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    mode: 'table',
    form: 'standard',
    seen: null,
    dora: null,
    players: null,
    nuki: null,
    hands: [],
    help: false,
    version: false,
  };
  let modeFlag: string | null = null;
  const setMode = (mode: Mode, flag: string) => {
    if (modeFlag !== null && options.mode !== mode) {
      throw new UsageError(`${modeFlag} and ${flag} cannot be combined: choose one output`);
    }
    options.mode = mode;
    modeFlag = flag;
  };

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      options.hands.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      options.hands.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = name === arg ? null : arg.slice(eq + 1);
    const value = (): string => {
      if (inline !== null) return inline;
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '')) {
        throw new UsageError(`${name} needs a value`);
      }
      i++;
      return next;
    };
    const flag = () => {
      if (inline !== null) throw new UsageError(`${name} takes no value (got '${arg}')`);
    };

    switch (name) {
      case '-h':
      case '--help':
        flag();
        options.help = true;
        break;
      case '--version':
        flag();
        options.version = true;
        break;
      case '--json':
        flag();
        setMode('json', name);
        break;
      case '--shanten':
        flag();
        setMode('shanten', name);
        break;
      case '--format': {
        const format = value();
        if (!FORMATS.includes(format)) {
          throw new UsageError(`unknown --format '${format}' (known: ${FORMATS.join(', ')})`);
        }
        setMode('tenhou', `--format ${format}`);
        break;
      }
      case '--form': {
        const form = value();
        if (!(FORMS as readonly string[]).includes(form)) {
          throw new UsageError(`unknown --form '${form}' (known: ${FORMS.join(', ')})`);
        }
        options.form = form as Form;
        break;
      }
      case '--seen':
        if (options.seen !== null) throw new UsageError('--seen given twice: list every seen tile in one --seen');
        options.seen = value();
        break;
      case '--dora':
        if (options.dora !== null) throw new UsageError('--dora given twice: list every indicator in one --dora');
        options.dora = value();
        break;
      case '--players': {
        if (options.players !== null) throw new UsageError('--players given twice');
        const players = value();
        if (players !== '3' && players !== '4') throw new UsageError(`--players '${players}': a game has 3 or 4 players`);
        options.players = players === '3' ? 3 : 4;
        break;
      }
      case '--nuki': {
        if (options.nuki !== null) throw new UsageError('--nuki given twice');
        const nuki = value();
        if (!/^[0-4]$/.test(nuki)) throw new UsageError(`--nuki '${nuki}': a player sets aside 0 to 4 north tiles`);
        options.nuki = Number(nuki);
        break;
      }
      default:
        throw new UsageError(`unknown option '${name}'`);
    }
  }
  return options;
}

/** The option a table error is about, as the caller typed it: "--seen '11111m'". */
function optionOf(field: PositionField, options: Options): string {
  switch (field) {
    case 'dora':
      return `--dora '${options.dora ?? ''}'`;
    case 'nuki':
      return `--nuki '${options.nuki ?? 0}'`;
    case 'players':
      return `--players '${options.players ?? 4}'`;
    default:
      return `--seen '${options.seen ?? ''}'`;
  }
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
    let options: Options;
    try {
      options = parseOptions(argv);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      err(`pairi: ${e.message}\nTry 'pairi --help' for the options.\n`);
      return 2;
    }
    if (options.help) {
      out(USAGE);
      return 0;
    }
    if (options.version) {
      out(`pairi ${packageVersion()}\n`);
      return 0;
    }

    // The table is the caller's: checked once, before any hand, and its mistakes are option mistakes.
    const real = options.seen !== null || options.dora !== null || options.players !== null || options.nuki !== null;
    const parsedTable = parseTable({
      players: options.players ?? 4,
      seen: options.seen ?? '',
      dora: options.dora ?? '',
      nuki: options.nuki ?? 0,
    });
    if (!parsedTable.ok) {
      const { field, message } = parsedTable.error;
      err(`pairi: ${optionOf(field, options)}: ${message}\n`);
      return 2;
    }
    const table = parsedTable.value;

    let status = 0;
    let blocks = 0;
    const analyseOne = (input: string) => {
      const parsed = parsePosition(input, table);
      if (!parsed.ok) {
        err(`pairi: ${shorten(input)}: ${parsed.error.message}\n`);
        if (options.mode === 'json') out(formatJsonBadHand(input, parsed.error) + '\n');
        status = 1;
        return;
      }
      const { hand } = parsed.value;
      if (options.mode === 'shanten') {
        const s = shanten(hand, table.players === 3);
        out(formatShantenLine(input, s) + '\n');
        return;
      }
      const analysis = analyzePosition(parsed.value, { form: options.form });
      if (options.mode === 'json') {
        out(formatJson(input, hand, analysis, real ? table : null) + '\n');
      } else {
        // Multi-line blocks (table, Tenhou text) are separated by one empty line.
        const text =
          options.mode === 'tenhou'
            ? formatTenhouText(input, hand, analysis)
            : formatTable(hand, analysis, real ? table : null);
        out((blocks++ ? '\n' : '') + text + '\n');
      }
    };

    if (options.hands.length) {
      for (const hand of options.hands) analyseOne(hand);
    } else {
      if (context.interactive) err(TERMINAL_HINT);
      for await (const line of inputLines(stdin)) {
        const input = line.trim();
        if (input !== '') analyseOne(input);
      }
    }
    return status;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    err(`pairi: internal error: ${message.split('\n')[0]}\n`);
    return 70;
  }
}
