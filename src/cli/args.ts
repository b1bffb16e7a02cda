/**
 * The command line read into a value: `parseArgs(argv)` is `Result<CliOptions, UsageError>`, never an
 * exception, so run() alone decides what a mistake prints. A mistake is data (its code, the option as
 * typed, the value), written by format-error.ts with the engine's errors, so every sentence the CLI says
 * of an error is built in one place.
 *
 * Each mode declares its options in Node's own terms (option-sets.ts). Node reads argv into tokens
 * against them, so the grammar is Node's: `--name value` or `--name=value`, `--` ending the options, `-` a
 * hand. The tokens are then checked one by one in argv order, so the first mistake is the one reported: the
 * checks of strict mode (an unknown option, a value missing, a value for an option that takes none, a value
 * that looks like an option: `--seen --json` forgot the tiles, it does not mean tiles "--json"), and ours (a
 * value the option does not take, an option given twice that may be given once, two outputs). Strict mode
 * itself would stop at its own first mistake before ours were seen, and in Node's words. After the tokens,
 * the options given are checked against each other (two outputs, a mode's option without its mode).
 *
 * An option not given is left out, so the engine's defaults apply (the table, the form, the winds, red
 * fives and ura-dora, the rules: src/engine/core/defaults.ts and each function's own), and none is
 * restated here. Two defaults are the command line's: a win is a tsumo unless --ron (the engine asks
 * for one or the other), and the readable probability table shows turn 1. The value read and its
 * mistakes are cli-options.ts's types.
 */
import { parseArgs as readArgv } from 'node:util';
import { parseTable, parseTiles } from '../engine/index.ts';
import type { Result, Table } from '../engine/index.ts';
import type { CliOptions, ScoreRequest, UsageError, ValueOption } from './cli-options.ts';
import { COMMAND_SPECS, REPLACED_FLAGS, commandsTaking, isCommand, type Command } from './commands.ts';
import {
  ANALYSIS_OPTIONS,
  CALL_OPTIONS,
  CALL_WIN_OPTIONS,
  NODE_OPTIONS,
  PROBABILITY_OPTIONS,
  SCORE_OPTIONS,
  SETS,
  WIN_OPTIONS,
  type AnalysisFields,
  type CallFields,
  type OptionSet,
  type ProbabilityFields,
  type ScoreFields,
  type WinFields,
} from './option-sets.ts';

export type {
  CallRequest,
  CliOptions,
  CliProbabilityOptions,
  Conflict,
  Mode,
  ProbabilityRequest,
  ScoreRequest,
  UsageError,
  UsageErrorCode,
  ValueOption,
} from './cli-options.ts';
export { FORMATS, FORMS, OPTION_NAMES } from './option-sets.ts';

const has = (set: OptionSet<unknown>, name: string) => Object.hasOwn(set, name);
const fail = (error: UsageError): { ok: false; error: UsageError } => ({ ok: false, error });

/** The name as typed: `--seen=1m` names `--seen`, `--=x` names `--`; a short option is its whole word (`-h=1`). */
export function nameAsTyped(arg: string): string {
  const eq = arg.indexOf('=');
  return arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
}

/** Node's options for a command: its --riichi is read as its own (the probabilities' rule takes a value). */
const COMMAND_NODE_OPTIONS = { ...NODE_OPTIONS, riichi: { type: 'string' } } as const;

/**
 * Reads the arguments after the program name into options, or the first usage mistake in argv order: a
 * command's (`pairi score ...`: commands.ts), or the one grammar's of `pairi HAND` and its mode flags.
 */
export function parseArgs(words: readonly string[]): Result<CliOptions, UsageError> {
  const command: Command | null = isCommand(words[0]) ? words[0] : null;
  const read = parseWords(command ? words.slice(1) : words, command);
  return read.ok || !command ? read : fail({ ...read.error, command });
}

function parseWords(argv: readonly string[], command: Command | null): Result<CliOptions, UsageError> {
  const spec = command ? COMMAND_SPECS[command] : null;
  const nodeOptions = spec?.riichi === 'rule' ? COMMAND_NODE_OPTIONS : NODE_OPTIONS;
  const { tokens } = readArgv({ args: [...argv], options: nodeOptions, strict: false, allowPositionals: true, tokens: true });
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
  // The mode flags of the one grammar given, as typed: a command replaces each (run() says which).
  const replaced: string[] = [];

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
    // --tile is the call command's name for the tile offered (the one grammar names it with its mode, --call).
    if (!set || (!command && token.name === 'tile')) return fail({ code: 'unknown-option', option: nameAsTyped(arg) });
    if (spec && !spec.options.has(token.name))
      return fail({ code: 'not-an-option', option: nameAsTyped(arg), command: command!, commands: commandsTaking(token.name) });
    let value = token.value;
    // In a command, --riichi is the command's own; in the one grammar, `--riichi always|best` (or
    // `--riichi=...`) is the probabilities' riichi rule, `--riichi` alone the score's riichi.
    if (token.name === 'riichi' && spec?.riichi) set = spec.riichi === 'rule' ? PROBABILITY_OPTIONS : SCORE_OPTIONS;
    else if (token.name === 'riichi' && !spec) {
      const next = tokens[t + 1];
      if (token.inlineValue) set = PROBABILITY_OPTIONS;
      else if (next?.kind === 'positional' && next.index === token.index + 1 && (next.value === 'always' || next.value === 'best')) {
        set = PROBABILITY_OPTIONS;
        value = next.value;
        t++;
      }
    }
    const option = set[token.name]!;
    if (option.type === 'string' && option.once && given.has(token.name)) return fail({ code: 'repeated-option', option: name });

    let fields: object;
    let asTyped = name;
    if (option.type === 'boolean') {
      if (value !== undefined) return fail({ code: 'unexpected-value', option: name, arg });
      fields = option.sets;
    } else {
      if (value === undefined || (!token.inlineValue && value.startsWith('-'))) return fail({ code: 'missing-value', option: name });
      const read = option.read(value);
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
    // In the one grammar a mode flag is one a command replaces; a command's own --probabilities (call's figures) is not.
    if (!command && REPLACED_FLAGS.has(name) && !replaced.includes(name)) replaced.push(name);
    // With --call, --probabilities asks the call table's figures: an option of the call command, replaced by nothing.
    if (replaced.includes('--call')) replaced.splice(0, replaced.length, '--call');

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

  if (spec) Object.assign(analysis, spec.implies);
  // A command's help is asked without the options its question needs (`pairi score --help` has no --win).
  const asking = !(command && analysis.help);
  // The call command's tile is its question: without it there is nothing to offer.
  if (command === 'call' && call.tile === undefined && asking) return fail({ code: 'missing-option', option: '--tile' });
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
  const calling = call.tile !== undefined || command === 'call';
  // --call asks for a call table: no other question, and an output with a table.
  if (calling) {
    if (analysis.score) return fail({ code: 'conflicting-modes', first: '--call', second: '--score', conflict: 'call-or-win' });
    if (!tableOrJson) return fail({ code: 'conflicting-modes', first: '--call', second: modeAsTyped!, conflict: 'call-output' });
    if (call.from === undefined && asking) return fail({ code: 'missing-option', option: '--from' });
  } else if (callOptions.length > 0) return fail({ code: 'needs-mode', option: callOptions[0]!, modes: ['--call'] });
  const winAsked = calling ? winOptions.filter((o) => !CALL_WIN_OPTIONS.has(o)) : winOptions;
  if (!analysis.score && !analysis.probabilities && winAsked.length > 0)
    return fail({
      code: 'needs-mode',
      option: winAsked[0]!,
      modes: command === 'call' ? ['--probabilities'] : ['--score', '--probabilities'],
    });
  if (!analysis.score && scoreOptions.length > 0) return fail({ code: 'needs-mode', option: scoreOptions[0]!, modes: ['--score'] });
  if (analysis.score) {
    if (!tableOrJson) return fail({ code: 'conflicting-modes', first: '--score', second: modeAsTyped!, conflict: 'score-output' });
    if (analysis.twoStep) return fail({ code: 'conflicting-modes', first: '--score', second: '--two-step', conflict: 'no-next-step' });
    if (scoring.win === undefined && asking) return fail({ code: 'missing-option', option: '--win' });
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
      command,
      replaced,
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
