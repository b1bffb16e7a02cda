/**
 * The command line read into a value: `parseArgs(argv)` is `Result<CliOptions, UsageError>`, never an
 * exception, so run() alone decides what a mistake prints. A mistake is data (its code, the option as
 * typed, the value), written by format-error.ts with the engine's errors, so every sentence the CLI says
 * of an error is built in one place.
 *
 * Each mode declares its options in Node's own terms (util.parseArgs' `type` and `short`): the analysis's,
 * given to every run; the score's (--score); the probabilities' (--probabilities); the call table's
 * (--call, --from, --swap-calling); and the win's, which the score and the probabilities take (--round,
 * --seat, --rules, --ippatsu, --haitei, --honba, --sticks), and the call table the winds and the rules of
 * (its yakuhai and kuitan). Node reads
 * argv into tokens against them, so the grammar is Node's: `--name value` or `--name=value`, `--`
 * ending the options, `-` a hand. The tokens are then checked one by one in argv order, so the first
 * mistake is the one reported: the checks of strict mode
 * (an unknown option, a value missing, a value for an option that takes none, a value that looks like an
 * option: `--seen --json` forgot the tiles, it does not mean tiles "--json"), and ours (a value the option
 * does not take, an option given twice that may be given once, two outputs). Strict mode itself would stop
 * at its own first mistake before ours were seen, and in Node's words.
 *
 * An option not given is left out, so the engine's defaults apply (the table, the form, the winds, red
 * fives and ura-dora, the rules: src/engine/core/defaults.ts and each function's own), and none is
 * restated here. Two defaults are the command line's: a win is a tsumo unless --ron (the engine asks
 * for one or the other), and the readable probability table shows turn 1. A new option is a row of its mode's set; a new output mode is a row that sets `mode` and its
 * formatter in run.ts's OUTPUTS, which the Mode type makes the compiler ask for.
 */
import { parseArgs as readArgv } from 'node:util';
import { parseRules, parseTable, parseTiles, WINDS } from '../engine/index.ts';
import type {
  Form,
  OfferSeat,
  ParseError,
  PositionError,
  ProbabilityOptions,
  Result,
  RulesError,
  ScoreRules,
  Situation,
  Table,
  TableInput,
  Tile,
  Wind,
} from '../engine/index.ts';

/** What is printed for each hand: the readable report, JSON lines, Tenhou's text, or the shanten numbers. */
export type Mode = 'table' | 'json' | 'tenhou' | 'shanten';

/** The command line, read: the options given (the engine's defaults for the rest) and the hands given as arguments. */
export interface CliOptions {
  mode: Mode;
  /** --form; absent, the engine's (standard). */
  form?: Form;
  /** The table options as typed (--seen, --dora, --players, --nuki); the engine reads them (parseTableOptions). */
  table: TableInput;
  /** --two-step: each discard row also gets its two-step figures (table and --json outputs). */
  twoStep: boolean;
  /** --score: each complete hand's value (yaku, fu, points) instead of its analysis. */
  score: ScoreRequest | null;
  /** --probabilities: each discard's tenpai and win probability and expected score by turn (docs/rules.md#probabilities). */
  probabilities: ProbabilityRequest | null;
  /** --call: passing and every legal call of the tile offered (docs/rules.md#call-or-pass) instead of the analysis. */
  call: CallRequest | null;
  /** Hands as typed; none means one hand per line of standard input. */
  hands: string[];
  help: boolean;
  version: boolean;
}

/** --score: the win each hand is valued as. */
export interface ScoreRequest {
  /**
   * The winning tile (--win), tsumo unless --ron, and the switches given (--round, --riichi, --honba, ...).
   * The ura-dora indicators are read with the table (parseUraOption), since three players change the set.
   */
  situation: Omit<Situation, 'ura'>;
  /** --ura as typed; null = none. */
  ura: string | null;
  /** --rules read; absent, the engine's (Tenhou's). */
  rules?: Partial<ScoreRules>;
}

/** --probabilities: the engine's options given (the table's tiles are the position's), and the turn the table shows. */
export interface ProbabilityRequest {
  options: CliProbabilityOptions;
  /** 1-18: the readable table's turn (--json gives every turn). */
  turn: number;
}

/** --call TILE --from SEAT: the tile offered, the seat it comes from, and what the call table's engine options say. */
export interface CallRequest {
  tile: Tile;
  from: OfferSeat;
  /** --swap-calling: the discards swap-calling forbids are listed too. */
  swapCalling: boolean;
  /** --round, --seat and --rules (its kuitan), for the yaku still possible; absent, the engine's. */
  round?: Wind;
  seat?: Wind;
  kuitan?: boolean;
}

/** The probabilities' options the command line sets. */
export type CliProbabilityOptions = Pick<
  ProbabilityOptions,
  | 'round'
  | 'seat'
  | 'handChanges'
  | 'shantenBack'
  | 'riichi'
  | 'red'
  | 'ura'
  | 'rules'
  | 'riichiStick'
  | 'tenpaiPayment'
  | 'ippatsu'
  | 'haitei'
  | 'honba'
  | 'sticks'
>;

/** The options that refuse a value of their own (the others take any text, or are refused by the engine). */
export type ValueOption =
  | '--format'
  | '--form'
  | '--players'
  | '--nuki'
  | '--round'
  | '--seat'
  | '--win'
  | '--honba'
  | '--sticks'
  | '--turn'
  | '--riichi'
  | '--tenpai-payment'
  | '--call'
  | '--from';

/** How two options cannot be combined: the sentence that says why (format-error.ts). */
export type Conflict =
  /** Two output modes. */
  | 'one-output'
  /** --two-step or --probabilities with an output that has no discard table. */
  | 'extends-table'
  /** --score with an output other than its block or --json. */
  | 'score-output'
  /** --probabilities with --score. */
  | 'discard-or-win'
  /** --score with --two-step. */
  | 'no-next-step'
  /** --call with an output other than its table or --json. */
  | 'call-output'
  /** --call with --score. */
  | 'call-or-win';

/** A mistake on the command line (exit status 2), as data: format-error.ts writes it after "pairi: ". */
export type UsageError =
  /** A name no mode declares (`option` as typed, without its `=value`; a short option with anything after it whole). */
  | { code: 'unknown-option'; option: string }
  /** An option that takes a value, last or followed by another option. */
  | { code: 'missing-value'; option: string }
  /** `--json=yes`: a value for an option that takes none; `arg` the word as typed. */
  | { code: 'unexpected-value'; option: string; arg: string }
  /** A value the option does not take. */
  | { code: 'invalid-value'; option: ValueOption; value: string }
  /** Rules the engine cannot read. */
  | { code: 'invalid-value'; option: '--rules'; value: string; error: RulesError }
  /** Ura-dora indicators the engine cannot read. */
  | { code: 'invalid-value'; option: '--ura'; value: string; error: ParseError }
  /** An option that may be given once, given twice. */
  | { code: 'repeated-option'; option: string }
  /** Two options that ask for different things, as typed (`--format tenhou`). */
  | { code: 'conflicting-modes'; first: string; second: string; conflict: Conflict }
  /** An option of --score, --probabilities or --call given without them: `modes` are those that take it. */
  | { code: 'needs-mode'; option: string; modes: readonly ('--score' | '--probabilities' | '--call')[] }
  /** --score without --win, --call without --from. */
  | { code: 'missing-option'; option: '--win' | '--from' }
  /** The table options describe no real table: the option the engine's error is about, and its value as typed. */
  | { code: 'impossible-table'; option: '--seen' | '--dora' | '--players' | '--nuki'; value: string; error: PositionError };

export type UsageErrorCode = UsageError['code'];

/** A value read, or refused: the engine's reason when the engine read it (--rules), else null (the option's own sentence). */
type Read<F> = Result<F, RulesError | null>;

/** An option of one mode: a flag and the fields it sets, or a value and how it is read into fields. */
type Spec<F> =
  | { type: 'boolean'; short?: string; sets: Partial<F> }
  | {
      type: 'string';
      /** Given a second time, a mistake: two --seen would leave it unclear whether the second adds or replaces. Else a later one wins. */
      once?: true;
      read(value: string): Read<Partial<F>>;
    };

type OptionSet<F> = Readonly<Record<string, Spec<F>>>;

const accept = <F>(fields: F): Read<F> => ({ ok: true, value: fields });
const REFUSED = { ok: false, error: null } as const;

/** `--format NAME`: the modes that are named rather than flagged. A Map, so `--format constructor` is not found. */
export const FORMATS: ReadonlyMap<string, Mode> = new Map([['tenhou', 'tenhou']]);
export const FORMS: readonly Form[] = ['standard', 'regular'];
const isForm = (text: string): text is Form => (FORMS as readonly string[]).includes(text);
const isWind = (text: string): text is Wind => (WINDS as readonly string[]).includes(text);

/** What the analysis's options set. */
interface AnalysisFields {
  mode: Mode;
  form: Form;
  seen: string;
  dora: string;
  players: 3 | 4;
  nuki: number;
  twoStep: boolean;
  score: boolean;
  probabilities: boolean;
  help: boolean;
  version: boolean;
}

/** The options of every run. */
const ANALYSIS_OPTIONS: OptionSet<AnalysisFields> = {
  help: { type: 'boolean', short: 'h', sets: { help: true } },
  version: { type: 'boolean', sets: { version: true } },
  json: { type: 'boolean', sets: { mode: 'json' } },
  shanten: { type: 'boolean', sets: { mode: 'shanten' } },
  format: {
    type: 'string',
    read: (name) => {
      const mode = FORMATS.get(name);
      return mode ? accept({ mode }) : REFUSED;
    },
  },
  form: { type: 'string', read: (form) => (isForm(form) ? accept({ form }) : REFUSED) },
  'two-step': { type: 'boolean', sets: { twoStep: true } },
  score: { type: 'boolean', sets: { score: true } },
  probabilities: { type: 'boolean', sets: { probabilities: true } },
  seen: { type: 'string', once: true, read: (seen) => accept({ seen }) },
  dora: { type: 'string', once: true, read: (dora) => accept({ dora }) },
  players: { type: 'string', once: true, read: (n) => (n === '3' ? accept({ players: 3 }) : n === '4' ? accept({ players: 4 }) : REFUSED) },
  nuki: { type: 'string', once: true, read: (n) => (/^[0-4]$/.test(n) ? accept({ nuki: Number(n) }) : REFUSED) },
};

/**
 * What the win's options set, for --score and --probabilities alike. --ippatsu and --haitei name a yaku
 * in both: the score counts it on the one win valued, the probabilities on every win of the search that
 * is one (a riichi hand's first draw after its declaration, the last draw). One name per yaku in both
 * modes, as --riichi is: a player who asks the probabilities to count ippatsu types the yaku's name, and
 * a second spelling (--count-ippatsu) would be one more to learn for the same han. The honba and the
 * riichi sticks are the table's, the same fact whichever mode reads them.
 */
type WinFields = { round: Wind; seat: Wind; rules: Partial<ScoreRules>; ippatsu: boolean; haitei: boolean; honba: number; sticks: number };

/** `--honba N`, `--sticks N`: a count of sticks, 0-999. */
const count = (field: 'honba' | 'sticks'): Spec<WinFields> => ({
  type: 'string',
  once: true,
  read: (n) => (/^\d{1,3}$/.test(n) ? accept(field === 'honba' ? { honba: Number(n) } : { sticks: Number(n) }) : REFUSED),
});

const WIN_OPTIONS: OptionSet<WinFields> = {
  round: { type: 'string', once: true, read: (w) => (isWind(w) ? accept({ round: w }) : REFUSED) },
  seat: { type: 'string', once: true, read: (w) => (isWind(w) ? accept({ seat: w }) : REFUSED) },
  // `--rules tenhou`, `--rules mahjongsoul`, or switches by name over Tenhou's (`kuitan=false,doubleWindFu=2`),
  // read in order, so `mahjongsoul,kiriageMangan=true` is Mahjong Soul's with 切り上げ満貫 (engine's parseRules).
  rules: {
    type: 'string',
    once: true,
    read: (text) => {
      const rules = parseRules(text);
      return rules.ok ? accept({ rules: rules.value }) : rules;
    },
  },
  ippatsu: { type: 'boolean', sets: { ippatsu: true } },
  haitei: { type: 'boolean', sets: { haitei: true } },
  honba: count('honba'),
  sticks: count('sticks'),
};

/** What the score's options set: the situation less the win's options, and the ura-dora indicators as typed. */
type ScoreFields = Omit<Situation, 'round' | 'seat' | 'ura' | 'ippatsu' | 'honba' | 'sticks'> & { ura: string };

const SCORE_OPTIONS: OptionSet<ScoreFields> = {
  win: {
    type: 'string',
    once: true,
    read: (text) => {
      const tiles = parseTiles(text);
      return tiles.ok && tiles.value.tiles.length === 1 ? accept({ win: tiles.value.tiles[0], winRed: tiles.value.tilesRed[0] }) : REFUSED;
    },
  },
  ron: { type: 'boolean', sets: { by: 'ron' } },
  tsumo: { type: 'boolean', sets: { by: 'tsumo' } },
  riichi: { type: 'boolean', sets: { riichi: 'riichi' } },
  'double-riichi': { type: 'boolean', sets: { riichi: 'double' } },
  // 河底 is a ron's: the score's alone (the probabilities win by tsumo only). Its tsumo twin, --haitei, is the win's.
  houtei: { type: 'boolean', sets: { last: true } },
  rinshan: { type: 'boolean', sets: { rinshan: true } },
  chankan: { type: 'boolean', sets: { chankan: true } },
  tenhou: { type: 'boolean', sets: { firstDraw: true } },
  chiihou: { type: 'boolean', sets: { firstDraw: true } },
  ura: { type: 'string', once: true, read: (ura) => accept({ ura }) },
};

/** What the probabilities' options set. */
type ProbabilityFields = Omit<CliProbabilityOptions, keyof WinFields> & { turn: number };

const PROBABILITY_OPTIONS: OptionSet<ProbabilityFields> = {
  // The flag keeps its first name (the option is `handChanges` inside): scripts already pass it.
  tegawari: { type: 'boolean', sets: { handChanges: true } },
  'shanten-back': { type: 'boolean', sets: { shantenBack: true } },
  // The score's --riichi is a flag; this one is `--riichi always|best`, told apart by its value (parseArgs).
  riichi: { type: 'string', read: (rule) => (rule === 'always' || rule === 'best' ? accept({ riichi: rule }) : REFUSED) },
  'no-red': { type: 'boolean', sets: { red: false } },
  'no-ura': { type: 'boolean', sets: { ura: false } },
  turn: { type: 'string', once: true, read: (t) => (/^(1[0-8]|[1-9])$/.test(t) ? accept({ turn: Number(t) }) : REFUSED) },
  'riichi-stick': { type: 'boolean', sets: { riichiStick: true } },
  // A whole number of points: 3000 with the others noten, 1500 with one other tenpai, 1000 with two.
  'tenpai-payment': {
    type: 'string',
    once: true,
    read: (n) => (/^\d{1,6}$/.test(n) ? accept({ tenpaiPayment: Number(n) }) : REFUSED),
  },
};

/** What the call table's options set. */
interface CallFields {
  tile: Tile;
  from: OfferSeat;
  swapCalling: boolean;
}

const SEATS: readonly OfferSeat[] = ['left', 'across', 'right'];
const isSeat = (text: string): text is OfferSeat => (SEATS as readonly string[]).includes(text);

const CALL_OPTIONS: OptionSet<CallFields> = {
  // One tile, 0 for a red five; whether the set has it (2m-8m with three players) is the engine's to say, with the table.
  call: {
    type: 'string',
    once: true,
    read: (text) => {
      const tiles = parseTiles(text);
      return tiles.ok && tiles.value.tiles.length === 1
        ? accept({ tile: { kind: tiles.value.tiles[0]!, red: tiles.value.tilesRed[0]! } })
        : REFUSED;
    },
  },
  from: { type: 'string', once: true, read: (seat) => (isSeat(seat) ? accept({ from: seat }) : REFUSED) },
  'swap-calling': { type: 'boolean', sets: { swapCalling: true } },
};

/** The win's options the call table reads: the winds name the yakuhai, the rules say whether kuitan counts. */
const CALL_WIN_OPTIONS: ReadonlySet<string> = new Set(['--round', '--seat', '--rules']);

/** Every mode's options, in the order a name is looked up (each name is in one set, --riichi aside). */
const SETS: readonly OptionSet<unknown>[] = [ANALYSIS_OPTIONS, WIN_OPTIONS, SCORE_OPTIONS, PROBABILITY_OPTIONS, CALL_OPTIONS];

/**
 * The options as Node reads them. The score's set comes last, so Node knows --riichi as its flag and
 * leaves the word after it alone; parseArgs takes that word as the probabilities' rule when it is one.
 */
const NODE_OPTIONS = Object.fromEntries(
  [PROBABILITY_OPTIONS, ANALYSIS_OPTIONS, WIN_OPTIONS, SCORE_OPTIONS, CALL_OPTIONS].flatMap((set: OptionSet<unknown>) =>
    Object.entries(set).map(([name, spec]) => [
      name,
      spec.type === 'boolean' && spec.short ? { type: spec.type, short: spec.short } : { type: spec.type },
    ]),
  ),
);

/** Every spelling of every option (`-h`, `--help`, ...); usage.ts describes each one (a test checks that every name is there). */
export const OPTION_NAMES: readonly string[] = [
  ...new Set(
    SETS.flatMap((set) =>
      Object.entries(set).flatMap(([name, spec]) =>
        spec.type === 'boolean' && spec.short ? [`-${spec.short}`, `--${name}`] : [`--${name}`],
      ),
    ),
  ),
];

const has = (set: OptionSet<unknown>, name: string) => Object.hasOwn(set, name);
const fail = (error: UsageError): { ok: false; error: UsageError } => ({ ok: false, error });

/** The name as typed: `--seen=1m` names `--seen`, `--=x` names `--`; a short option is its whole word (`-h=1`). */
function nameAsTyped(arg: string): string {
  const eq = arg.indexOf('=');
  return arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
}

/** Reads the arguments after the program name into options, or the first usage mistake in argv order. */
export function parseArgs(argv: readonly string[]): Result<CliOptions, UsageError> {
  const { tokens } = readArgv({ args: [...argv], options: NODE_OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const analysis: Partial<AnalysisFields> = {};
  const win: Partial<WinFields> = {};
  const scoring: Partial<ScoreFields> = {};
  const probability: Partial<ProbabilityFields> = {};
  const call: Partial<CallFields> = {};
  const hands: string[] = [];
  const given = new Set<string>();
  // How the output mode was asked for, as typed ("--format tenhou"), to name both sides of a conflict.
  let modeAsTyped: string | null = null;
  // The score's and the probabilities' options given, as typed: without their mode they would be silently ignored.
  const scoreOptions: string[] = [];
  const probabilityOptions: string[] = [];
  const winOptions: string[] = [];
  const callOptions: string[] = [];

  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.kind === 'positional') {
      hands.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    const arg = argv[token.index]!;
    const name = token.rawName;
    // Only long options are grouped with a value: `-h=1` or `-hx` is one unknown word, not short options in a row.
    if (!name.startsWith('--') && arg !== name) return fail({ code: 'unknown-option', option: arg });

    let set = SETS.find((s) => has(s, token.name));
    if (!set) return fail({ code: 'unknown-option', option: nameAsTyped(arg) });
    let value = token.value;
    // `--riichi always|best` (or `--riichi=...`) is the probabilities' riichi rule; `--riichi` alone, the score's riichi.
    if (token.name === 'riichi') {
      const next = tokens[t + 1];
      if (token.inlineValue) set = PROBABILITY_OPTIONS;
      else if (next?.kind === 'positional' && next.index === token.index + 1 && (next.value === 'always' || next.value === 'best')) {
        set = PROBABILITY_OPTIONS;
        value = next.value;
        t++;
      }
    }
    const spec = set[token.name]!;
    if (spec.type === 'string' && spec.once && given.has(token.name)) return fail({ code: 'repeated-option', option: name });

    let fields: object;
    let asTyped = name;
    if (spec.type === 'boolean') {
      if (value !== undefined) return fail({ code: 'unexpected-value', option: name, arg });
      fields = spec.sets;
    } else {
      if (value === undefined || (!token.inlineValue && value.startsWith('-'))) return fail({ code: 'missing-value', option: name });
      const read = spec.read(value);
      if (!read.ok) {
        return fail(
          read.error
            ? { code: 'invalid-value', option: '--rules', value, error: read.error }
            : { code: 'invalid-value', option: name as ValueOption, value },
        );
      }
      fields = read.value;
      asTyped = `${name} ${value}`;
    }
    given.add(token.name);

    if (set === ANALYSIS_OPTIONS) {
      const { mode } = fields as Partial<AnalysisFields>;
      if (mode !== undefined) {
        if (modeAsTyped !== null && mode !== analysis.mode)
          return fail({ code: 'conflicting-modes', first: modeAsTyped, second: asTyped, conflict: 'one-output' });
        modeAsTyped = asTyped;
      }
      Object.assign(analysis, fields);
    } else if (set === WIN_OPTIONS) {
      Object.assign(win, fields);
      winOptions.push(name);
    } else if (set === SCORE_OPTIONS) {
      Object.assign(scoring, fields);
      scoreOptions.push(name);
    } else if (set === CALL_OPTIONS) {
      Object.assign(call, fields);
      callOptions.push(name);
    } else {
      Object.assign(probability, fields);
      probabilityOptions.push(name);
    }
  }

  const mode = analysis.mode ?? 'table';
  const tableOrJson = mode === 'table' || mode === 'json';
  // The two-step figures extend a discard table; Tenhou's text and the shanten lines have none.
  if (analysis.twoStep && !tableOrJson)
    return fail({ code: 'conflicting-modes', first: '--two-step', second: modeAsTyped!, conflict: 'extends-table' });
  if (!analysis.probabilities && probabilityOptions.length > 0)
    return fail({ code: 'needs-mode', option: probabilityOptions[0]!, modes: ['--probabilities'] });
  if (analysis.probabilities) {
    if (analysis.score) return fail({ code: 'conflicting-modes', first: '--probabilities', second: '--score', conflict: 'discard-or-win' });
    if (!tableOrJson) return fail({ code: 'conflicting-modes', first: '--probabilities', second: modeAsTyped!, conflict: 'extends-table' });
  }
  const calling = call.tile !== undefined;
  // --call asks for a call table: no other question, and an output with a table.
  if (calling) {
    if (analysis.score) return fail({ code: 'conflicting-modes', first: '--call', second: '--score', conflict: 'call-or-win' });
    if (!tableOrJson) return fail({ code: 'conflicting-modes', first: '--call', second: modeAsTyped!, conflict: 'call-output' });
    if (call.from === undefined) return fail({ code: 'missing-option', option: '--from' });
  } else if (callOptions.length > 0) return fail({ code: 'needs-mode', option: callOptions[0]!, modes: ['--call'] });
  const winAsked = calling ? winOptions.filter((o) => !CALL_WIN_OPTIONS.has(o)) : winOptions;
  if (!analysis.score && !analysis.probabilities && winAsked.length > 0)
    return fail({ code: 'needs-mode', option: winAsked[0]!, modes: ['--score', '--probabilities'] });
  if (!analysis.score && scoreOptions.length > 0) return fail({ code: 'needs-mode', option: scoreOptions[0]!, modes: ['--score'] });
  if (analysis.score) {
    if (!tableOrJson) return fail({ code: 'conflicting-modes', first: '--score', second: modeAsTyped!, conflict: 'score-output' });
    if (analysis.twoStep) return fail({ code: 'conflicting-modes', first: '--score', second: '--two-step', conflict: 'no-next-step' });
    if (scoring.win === undefined) return fail({ code: 'missing-option', option: '--win' });
  }

  const { seen, dora, players, nuki } = analysis;
  const { ura, win: tile, by, last, ...switches } = scoring;
  const { turn, ...probabilityOptionsGiven } = probability;
  const { round, seat, rules, ippatsu, haitei, honba, sticks } = win;
  return {
    ok: true,
    value: {
      mode,
      ...(analysis.form ? { form: analysis.form } : {}),
      table: definedOnly({ seen, dora, players, nuki }),
      twoStep: analysis.twoStep ?? false,
      score: analysis.score
        ? {
            // A win is a tsumo unless --ron says it came from a discard (the engine asks for one or the other).
            situation: {
              win: tile!,
              by: by ?? 'tsumo',
              ...definedOnly({ round, seat }),
              ...switches,
              // --haitei and --houtei both say the last tile (海底 on a tsumo, 河底 on a ron).
              ...definedOnly({ ippatsu, last: last || haitei || undefined, honba, sticks }),
            },
            ura: ura ?? null,
            ...definedOnly({ rules }),
          }
        : null,
      probabilities: analysis.probabilities
        ? {
            options: definedOnly({ round, seat, ...probabilityOptionsGiven, ippatsu, haitei, honba, sticks, rules }),
            turn: turn ?? 1,
          }
        : null,
      call: calling
        ? {
            tile: call.tile!,
            from: call.from!,
            swapCalling: call.swapCalling ?? false,
            ...definedOnly({ round, seat, kuitan: rules?.kuitan }),
          }
        : null,
      hands,
      help: analysis.help ?? false,
      version: analysis.version ?? false,
    },
  };
}

/** The fields given, without those left undefined: what is not given is the engine's to fill. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Whether any table option was given: the output then shows the table's facts (dora, wall, red fives). */
export function isRealGame(options: CliOptions): boolean {
  return Object.keys(options.table).length > 0;
}

const TABLE_OPTION = { seen: '--seen', dora: '--dora', players: '--players', nuki: '--nuki' } as const;

/**
 * The table the options describe (the engine's empty four-player table when none is given), or why no real
 * table looks like that: a fifth copy counting everything visible, six indicators, 2m-8m with three players.
 */
export function parseTableOptions(options: CliOptions): Result<Table, UsageError> {
  const parsed = parseTable(options.table);
  if (parsed.ok) return parsed;
  const { field } = parsed.error;
  // A table read without a hand has no mistake in the hand.
  if (field === 'hand') throw new Error('parseTable blamed a hand it was not given');
  return fail({ code: 'impossible-table', option: TABLE_OPTION[field], value: String(options.table[field] ?? ''), error: parsed.error });
}

/** --ura read for the table's set (three players have no 2m-8m): the kinds, none when not given. */
export function parseUraOption(score: ScoreRequest, table: Table): Result<number[], UsageError> {
  if (score.ura === null) return { ok: true, value: [] };
  const read = parseTiles(score.ura, { players: table.players, maxTiles: 5, part: 'ura' });
  return read.ok
    ? { ok: true, value: read.value.tiles }
    : fail({ code: 'invalid-value', option: '--ura', value: score.ura, error: read.error });
}
