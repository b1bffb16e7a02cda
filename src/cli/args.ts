/**
 * The command line read into a value: `parseArgs(argv)` is `Result<CliOptions, UsageError>`, never an
 * exception, so run() alone decides what a mistake prints and tests check each message as data.
 *
 * Every option is one row of OPTIONS: its names, whether it takes a value, what it sets, and what it
 * says when given twice. One loop reads argv for all of them, so the grammar is the same everywhere
 * (`--name value` or `--name=value`, a value never starting with '-', `--` ending the options, `-` a
 * hand), and the first mistake in argv order is the one reported. A new option is a row here and its
 * field in CliOptions (whose default the compiler then asks for in defaults()); a new output mode is a
 * row that sets `mode` (the loop refuses two different modes) and its formatter in run.ts's OUTPUTS,
 * which the Mode type makes the compiler ask for.
 *
 * The table options (--seen, --dora, --players, --nuki) are read here as text; whether they describe
 * a possible table is the engine's question, asked once by parseTableOptions before any hand is read.
 */
import { parseTable } from '../engine/index.ts';
import type { Form, PositionField, Result, Table } from '../engine/index.ts';

/** What is printed for each hand: the readable report, JSON lines, Tenhou's text, or the shanten numbers. */
export type Mode = 'table' | 'json' | 'tenhou' | 'shanten';

/** The command line, read: every option's value (null = not given) and the hands given as arguments. */
export interface CliOptions {
  mode: Mode;
  form: Form;
  /** --seen as typed (mpsz). */
  seen: string | null;
  /** --dora as typed (mpsz). */
  dora: string | null;
  players: 3 | 4 | null;
  nuki: number | null;
  /** --two-step: each discard row also gets its two-step figures (table and --json outputs). */
  twoStep: boolean;
  /** Hands as typed; none means one hand per line of standard input. */
  hands: string[];
  help: boolean;
  version: boolean;
}

export type UsageErrorCode =
  | 'unknown-option' // a name no row of OPTIONS has
  | 'missing-value' // an option that takes a value, last or followed by another option
  | 'unexpected-value' // `--json=yes`: a value for an option that takes none
  | 'invalid-value' // a value the option does not accept
  | 'repeated-option' // an option that may be given once, given twice
  | 'conflicting-modes' // two different output modes
  | 'impossible-table'; // the table options describe no real table (parseTableOptions)

/** A mistake on the command line: exit status 2, `message` after "pairi: " on stderr. */
export interface UsageError {
  code: UsageErrorCode;
  message: string;
}

/** One option of the command line. */
interface OptionSpecBase {
  /** Every spelling: `--json`; `-h` and `--help`. Only `--` names take `=value`. */
  names: readonly string[];
  /** What is said when it is given a second time; without it, a later one wins (output modes must agree). */
  once?: string;
}

interface FlagSpec extends OptionSpecBase {
  takes: 'nothing';
  read(): Partial<CliOptions>;
}

interface ValueSpec extends OptionSpecBase {
  takes: 'value';
  /** The fields the value sets, or why the value is refused. */
  read(value: string): Result<Partial<CliOptions>, UsageError>;
}

export type OptionSpec = FlagSpec | ValueSpec;

const ok = (fields: Partial<CliOptions>): Result<Partial<CliOptions>, UsageError> => ({ ok: true, value: fields });
const fail = (code: UsageErrorCode, message: string): { ok: false; error: UsageError } => ({
  ok: false,
  error: { code, message },
});

/** `--format NAME`: the modes that are named rather than flagged. A Map, so `--format constructor` is not found. */
const FORMATS: ReadonlyMap<string, Mode> = new Map([['tenhou', 'tenhou']]);
const FORMS: readonly Form[] = ['standard', 'regular'];
const isForm = (text: string): text is Form => (FORMS as readonly string[]).includes(text);

/** Every option pairi knows; usage.ts describes each one (a test checks that every name is there). */
export const OPTIONS: readonly OptionSpec[] = [
  { names: ['-h', '--help'], takes: 'nothing', read: () => ({ help: true }) },
  { names: ['--version'], takes: 'nothing', read: () => ({ version: true }) },
  { names: ['--json'], takes: 'nothing', read: () => ({ mode: 'json' }) },
  { names: ['--shanten'], takes: 'nothing', read: () => ({ mode: 'shanten' }) },
  { names: ['--two-step'], takes: 'nothing', read: () => ({ twoStep: true }) },
  {
    names: ['--format'],
    takes: 'value',
    read: (format) => {
      const mode = FORMATS.get(format);
      return mode ? ok({ mode }) : fail('invalid-value', `unknown --format '${format}' (known: ${[...FORMATS.keys()].join(', ')})`);
    },
  },
  {
    names: ['--form'],
    takes: 'value',
    read: (form) => (isForm(form) ? ok({ form }) : fail('invalid-value', `unknown --form '${form}' (known: ${FORMS.join(', ')})`)),
  },
  // The table options are given once: two --seen would leave it unclear whether the second adds or replaces.
  {
    names: ['--seen'],
    takes: 'value',
    once: '--seen given twice: list every seen tile in one --seen',
    read: (seen) => ok({ seen }),
  },
  {
    names: ['--dora'],
    takes: 'value',
    once: '--dora given twice: list every indicator in one --dora',
    read: (dora) => ok({ dora }),
  },
  {
    names: ['--players'],
    takes: 'value',
    once: '--players given twice',
    read: (players) =>
      players === '3' || players === '4'
        ? ok({ players: players === '3' ? 3 : 4 })
        : fail('invalid-value', `--players '${players}': a game has 3 or 4 players`),
  },
  {
    names: ['--nuki'],
    takes: 'value',
    once: '--nuki given twice',
    read: (nuki) =>
      /^[0-4]$/.test(nuki) ? ok({ nuki: Number(nuki) }) : fail('invalid-value', `--nuki '${nuki}': a player sets aside 0 to 4 north tiles`),
  },
];

const BY_NAME: ReadonlyMap<string, OptionSpec> = new Map(OPTIONS.flatMap((spec) => spec.names.map((name) => [name, spec] as const)));

/** The options when none is given: the table report in the standard form, hands from standard input. */
function defaults(): CliOptions {
  return {
    mode: 'table',
    form: 'standard',
    seen: null,
    dora: null,
    players: null,
    nuki: null,
    twoStep: false,
    hands: [],
    help: false,
    version: false,
  };
}

/** Reads the arguments after the program name into options, or the first usage mistake in argv order. */
export function parseArgs(argv: readonly string[]): Result<CliOptions, UsageError> {
  const options = defaults();
  const given = new Set<OptionSpec>();
  // How the output mode was asked for, as typed ("--format tenhou"), to name both sides of a conflict.
  let modeAsTyped: string | null = null;

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
    const spec = BY_NAME.get(name);
    if (!spec) return fail('unknown-option', `unknown option '${name}'`);
    if (spec.once !== undefined && given.has(spec)) return fail('repeated-option', spec.once);

    let fields: Partial<CliOptions>;
    let asTyped = name;
    if (spec.takes === 'nothing') {
      if (inline !== null) return fail('unexpected-value', `${name} takes no value (got '${arg}')`);
      fields = spec.read();
    } else {
      let value = inline;
      if (value === null) {
        // An option is never a value: `--seen --json` forgot the tiles, it does not mean tiles "--json".
        const next = argv[i + 1];
        if (next === undefined || next.startsWith('-')) return fail('missing-value', `${name} needs a value`);
        value = next;
        i++;
      }
      const read = spec.read(value);
      if (!read.ok) return read;
      fields = read.value;
      asTyped = `${name} ${value}`;
    }

    if (fields.mode !== undefined) {
      if (modeAsTyped !== null && fields.mode !== options.mode) {
        return fail('conflicting-modes', `${modeAsTyped} and ${asTyped} cannot be combined: choose one output`);
      }
      modeAsTyped = asTyped;
    }
    Object.assign(options, fields);
    given.add(spec);
  }
  // The two-step figures extend a discard table; Tenhou's text and the shanten lines have none.
  if (options.twoStep && options.mode !== 'table' && options.mode !== 'json') {
    return fail('conflicting-modes', `--two-step and ${modeAsTyped} cannot be combined: --two-step adds to the table and to --json`);
  }
  return { ok: true, value: options };
}

/** Whether any table option was given: the output then shows the table's facts (dora, wall, red fives). */
export function isRealGame(options: CliOptions): boolean {
  return options.seen !== null || options.dora !== null || options.players !== null || options.nuki !== null;
}

/** The option a table error is about, as the caller typed it: "--seen '11111m'". */
function optionAsTyped(field: PositionField, options: CliOptions): string {
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

/**
 * The table the options describe (an empty four-player table when none is given), or why no real table
 * looks like that: a fifth copy counting everything visible, six indicators, 2m-8m with three players.
 */
export function parseTableOptions(options: CliOptions): Result<Table, UsageError> {
  const parsed = parseTable({
    players: options.players ?? 4,
    seen: options.seen ?? '',
    dora: options.dora ?? '',
    nuki: options.nuki ?? 0,
  });
  if (parsed.ok) return parsed;
  const { field, message } = parsed.error;
  return fail('impossible-table', `${optionAsTyped(field, options)}: ${message}`);
}
