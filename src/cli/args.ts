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
import { DEFAULT_PROBABILITY_OPTIONS, DEFAULT_ROUND, DEFAULT_SEAT, parseRules, parseTable, parseTiles, WINDS } from '../engine/index.ts';
import type { Form, PositionField, Result, ScoreRules, Situation, Table, Wind } from '../engine/index.ts';
import { formatError } from './format-error.ts';

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
  /** --score: each complete hand's value (yaku, fu, points) instead of its analysis. */
  score: boolean;
  /** --win as typed (one mpsz tile; `0p` = the red five). */
  win: string | null;
  /** The situation's switches read from --ron, --round, --seat, --riichi, ... (engine's Situation, less the tiles). */
  situation: SituationOptions;
  /** --ura as typed (mpsz ura-dora indicators). */
  ura: string | null;
  /** --rules: the rules read (a set, switches over Tenhou's); {} = the engine's defaults, Tenhou's. */
  rules: Partial<ScoreRules>;
  /** --probabilities: each discard's tenpai and win probability and expected score by turn (docs/rules.md#probabilities). */
  probabilities: boolean;
  /** The probability options: 手変わり, 向聴戻し, riichi always or best, red fives and ura-dora, the turn shown. */
  tegawari: boolean;
  shantenBack: boolean;
  probRiichi: 'best' | 'always';
  red: boolean;
  /** --no-ura: no expected ura-dora in the probabilities' scores. */
  uraDora: boolean;
  turn: number;
  /** The winds given (--round, --seat), which only --score and --probabilities take; both default to the engine's (situation). */
  windsGiven: { round?: Wind; seat?: Wind };
  /** Hands as typed; none means one hand per line of standard input. */
  hands: string[];
  help: boolean;
  version: boolean;
}

/** The situation as the score options set it; the winning tile and the indicators are read per hand. */
export type SituationOptions = Omit<Situation, 'win' | 'winRed' | 'dora' | 'ura' | 'players' | 'nuki'>;

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

/** The options of the analysis; SCORE_OPTIONS describe a win. */
const ANALYSIS_OPTIONS: readonly OptionSpec[] = [
  { names: ['-h', '--help'], takes: 'nothing', read: () => ({ help: true }) },
  { names: ['--version'], takes: 'nothing', read: () => ({ version: true }) },
  { names: ['--json'], takes: 'nothing', read: () => ({ mode: 'json' }) },
  { names: ['--shanten'], takes: 'nothing', read: () => ({ mode: 'shanten' }) },
  { names: ['--two-step'], takes: 'nothing', read: () => ({ twoStep: true }) },
  { names: ['--score'], takes: 'nothing', read: () => ({ score: true }) },
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

const windOption = (name: string, field: 'round' | 'seat') => ({
  names: [name],
  takes: 'value' as const,
  once: `${name} given twice`,
  read: (w: string): Result<Partial<CliOptions>, UsageError> =>
    (WINDS as readonly string[]).includes(w)
      ? ok({ situation: { [field]: w as Wind } as unknown as SituationOptions, windsGiven: { [field]: w as Wind } })
      : fail('invalid-value', `${name} '${w}': a wind is E, S, W or N`),
});
/** Fields of the situation merge into the one object (parseArgs merges shallowly, so each read carries a marker). */
const situation = (fields: Partial<SituationOptions>): Result<Partial<CliOptions>, UsageError> =>
  ok({ situation: fields as SituationOptions });
const flag = (name: string, fields: Partial<SituationOptions>): OptionSpec => ({
  names: [name],
  takes: 'nothing',
  read: () => ({ situation: fields as SituationOptions }),
});
const count = (name: string, field: 'honba' | 'sticks'): OptionSpec => ({
  names: [name],
  takes: 'value',
  once: `${name} given twice`,
  read: (n) => (/^\d{1,3}$/.test(n) ? situation({ [field]: Number(n) }) : fail('invalid-value', `${name} '${n}': a whole number, 0 or more`)),
});

/**
 * `--rules tenhou`, `--rules mahjongsoul`, or switches by name over Tenhou's rules (`kuitan=false,doubleWindFu=2`),
 * read in order, so `mahjongsoul,kiriageMangan=true` is Mahjong Soul's with 切り上げ満貫 (engine's parseRules).
 */
function readRulesOption(text: string): Result<Partial<CliOptions>, UsageError> {
  const read = parseRules(text);
  return read.ok ? ok({ rules: read.value }) : fail('invalid-value', `--rules: ${formatError(read.error)}`);
}

/** --rules: how wins are valued, for --score and for --probabilities alike. */
export const RULES_OPTION: OptionSpec = { names: ['--rules'], takes: 'value', once: '--rules given twice: list every switch in one --rules', read: readRulesOption };

/** The score options, listed apart so parseArgs can say they need --score. */
export const SCORE_OPTIONS: readonly OptionSpec[] = [
  {
    names: ['--win'],
    takes: 'value',
    once: '--win given twice: one winning tile per command',
    read: (win) => {
      const tiles = parseTiles(win, {});
      return tiles.ok && tiles.value.tiles.length === 1
        ? ok({ win })
        : fail('invalid-value', `--win '${win}': one tile in mpsz, e.g. 5p (0p = the red five)`);
    },
  },
  flag('--ron', { by: 'ron' }),
  flag('--tsumo', { by: 'tsumo' }),
  windOption('--round', 'round'),
  windOption('--seat', 'seat'),
  flag('--riichi', { riichi: 'riichi' }),
  flag('--double-riichi', { riichi: 'double' }),
  flag('--ippatsu', { ippatsu: true }),
  flag('--haitei', { last: true }),
  flag('--houtei', { last: true }),
  flag('--rinshan', { rinshan: true }),
  flag('--chankan', { chankan: true }),
  flag('--tenhou', { firstDraw: true }),
  flag('--chiihou', { firstDraw: true }),
  {
    names: ['--ura'],
    takes: 'value',
    once: '--ura given twice: list every ura indicator in one --ura',
    read: (ura) => ok({ ura }),
  },
  count('--honba', 'honba'),
  count('--sticks', 'sticks'),
];

/** The probability options, listed apart so parseArgs can say they need --probabilities. */
export const PROBABILITY_OPTIONS: readonly OptionSpec[] = [
  { names: ['--tegawari'], takes: 'nothing', read: () => ({ tegawari: true }) },
  { names: ['--shanten-back'], takes: 'nothing', read: () => ({ shantenBack: true }) },
  { names: ['--no-red'], takes: 'nothing', read: () => ({ red: false }) },
  { names: ['--no-ura'], takes: 'nothing', read: () => ({ uraDora: false }) },
  {
    names: ['--turn'],
    takes: 'value',
    once: '--turn given twice',
    read: (t) => (/^(1[0-8]|[1-9])$/.test(t) ? ok({ turn: Number(t) }) : fail('invalid-value', `--turn '${t}': a turn is 1 to 18`)),
  },
];

/** Every option pairi knows; usage.ts describes each one (a test checks that every name is there). */
export const OPTIONS: readonly OptionSpec[] = [
  ...ANALYSIS_OPTIONS,
  { names: ['--probabilities'], takes: 'nothing', read: () => ({ probabilities: true }) },
  ...SCORE_OPTIONS,
  ...PROBABILITY_OPTIONS,
  RULES_OPTION,
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
    probabilities: false,
    tegawari: DEFAULT_PROBABILITY_OPTIONS.tegawari,
    shantenBack: DEFAULT_PROBABILITY_OPTIONS.shantenBack,
    probRiichi: DEFAULT_PROBABILITY_OPTIONS.riichi,
    red: DEFAULT_PROBABILITY_OPTIONS.red,
    uraDora: DEFAULT_PROBABILITY_OPTIONS.ura,
    turn: 1,
    windsGiven: {},
    score: false,
    win: null,
    situation: { by: 'tsumo', round: DEFAULT_ROUND, seat: DEFAULT_SEAT },
    ura: null,
    rules: {},
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
  // The score options given, as typed: without --score they would be silently ignored.
  const scoreOptions: string[] = [];
  const probabilityOptions: string[] = [];

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
    // `--riichi always|best` is the probabilities' riichi rule; `--riichi` alone, the score's riichi.
    const riichiRule = name === '--riichi' ? (inline ?? argv[i + 1]) : undefined;
    if (riichiRule === 'always' || riichiRule === 'best') {
      options.probRiichi = riichiRule;
      probabilityOptions.push(name);
      if (inline === null) i++;
      continue;
    }
    if (name === '--riichi' && inline !== null) return fail('invalid-value', `--riichi '${inline}': always or best (for --probabilities), or no value (for --score)`);
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
    const { situation: part, windsGiven, ...rest } = fields;
    Object.assign(options, rest);
    if (part) options.situation = { ...options.situation, ...part };
    if (windsGiven) options.windsGiven = { ...options.windsGiven, ...windsGiven };
    given.add(spec);
    // The winds serve both --score and --probabilities; the other score options only --score.
    if (SCORE_OPTIONS.includes(spec) && !windsGiven) scoreOptions.push(name);
    if (PROBABILITY_OPTIONS.includes(spec)) probabilityOptions.push(name);
  }
  // The two-step figures extend a discard table; Tenhou's text and the shanten lines have none.
  if (options.twoStep && options.mode !== 'table' && options.mode !== 'json') {
    return fail('conflicting-modes', `--two-step and ${modeAsTyped} cannot be combined: --two-step adds to the table and to --json`);
  }
  if (!options.probabilities && probabilityOptions.length > 0) {
    return fail('missing-value', `${probabilityOptions[0]} is an option of the probabilities: give it with --probabilities`);
  }
  if (options.probabilities) {
    if (options.score) return fail('conflicting-modes', '--probabilities and --score cannot be combined: one asks of a discard to make, the other of a win');
    if (options.mode !== 'table' && options.mode !== 'json') {
      return fail('conflicting-modes', `--probabilities and ${modeAsTyped} cannot be combined: --probabilities adds to the table and to --json`);
    }
  }
  if (!options.score && !options.probabilities && (options.windsGiven.round || options.windsGiven.seat)) {
    return fail('missing-value', `${options.windsGiven.round ? '--round' : '--seat'} describes a win: give it with --score or --probabilities`);
  }
  if (!options.score && !options.probabilities && given.has(RULES_OPTION)) {
    return fail('missing-value', '--rules says how wins are valued: give it with --score or --probabilities');
  }
  if (!options.score && scoreOptions.length > 0) {
    return fail('missing-value', `${scoreOptions[0]} describes a win: give it with --score`);
  }
  if (options.score) {
    if (options.mode !== 'table' && options.mode !== 'json') {
      return fail('conflicting-modes', `--score and ${modeAsTyped} cannot be combined: --score prints a readable block or --json`);
    }
    if (options.twoStep) return fail('conflicting-modes', '--score and --two-step cannot be combined: a complete hand has no next step');
    if (options.win === null) return fail('missing-value', '--score needs --win TILE: the tile the hand won on');
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
  return fail('impossible-table', `${optionAsTyped(parsed.error.field, options)}: ${formatError(parsed.error)}`);
}
