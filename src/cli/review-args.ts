/**
 * `pairi review`'s arguments read into a value: `Result<ReviewArgs | 'help', UsageError>`, in the grammar
 * and with the mistakes of the other commands (args.ts): Node reads argv into tokens, which are checked
 * one by one in argv order, so the first mistake is the one reported, as data that format-error.ts writes
 * after "pairi review: ". An option of another command is named as such.
 */
import { parseArgs as readArgv } from 'node:util';
import type { Result } from '../engine/index.ts';
import type { UsageError } from './cli-options.ts';
import { nameAsTyped } from './args.ts';
import { REPLACED_FLAGS, commandsTaking } from './commands.ts';

export interface ReviewArgs {
  seat: number | null;
  json: boolean;
  twoStep: boolean;
  /** The probabilities: none, with the options off (true), or with hand changes and shanten-back as given. */
  probabilities: boolean | { handChanges: boolean; shantenBack: boolean };
  calls: boolean;
  /** The highest shanten whose probabilities are searched; the review's default (3) when null. */
  maxShanten: number | null;
  file: string;
}

/** The review's options in Node's terms; a value option's accepted values are checked below. */
const OPTIONS = {
  seat: { type: 'string' },
  json: { type: 'boolean' },
  'two-step': { type: 'boolean' },
  probabilities: { type: 'boolean' },
  tegawari: { type: 'boolean' },
  'shanten-back': { type: 'boolean' },
  calls: { type: 'boolean' },
  'max-shanten': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Name = keyof typeof OPTIONS;
const isName = (name: string): name is Name => Object.hasOwn(OPTIONS, name);

/** The values each value option takes: a seat 0-3 in the log's order, a shanten 0-6. */
const ACCEPTS: Readonly<Record<'seat' | 'max-shanten', RegExp>> = { seat: /^[0-3]$/, 'max-shanten': /^[0-6]$/ };

const fail = (error: UsageError): { ok: false; error: UsageError } => ({ ok: false, error: { ...error, command: 'review' } });

/** The review's arguments, or the first mistake in argv order. */
export function parseReviewArgs(argv: readonly string[]): Result<ReviewArgs | 'help', UsageError> {
  const { tokens } = readArgv({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  // --help asks for the help whatever else is given, as before the review read its options this way.
  if (tokens.some((t) => t.kind === 'option' && t.name === 'help' && t.value === undefined)) return { ok: true, value: 'help' };
  const flags = new Set<Name>();
  const values: Partial<Record<'seat' | 'max-shanten', string>> = {};
  const files: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') {
      files.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    const arg = argv[token.index]!;
    const name = token.rawName;
    const typed = nameAsTyped(arg);
    if (!name.startsWith('--') && arg !== name) return fail({ code: 'unknown-option', option: arg });
    if (!isName(token.name)) {
      const elsewhere = commandsTaking(token.name);
      return fail(
        elsewhere.length || REPLACED_FLAGS.has(typed)
          ? { code: 'not-an-option', option: typed, command: 'review', commands: elsewhere }
          : { code: 'unknown-option', option: typed },
      );
    }
    const key = token.name;
    if (key === 'seat' || key === 'max-shanten') {
      const value = token.value;
      if (value === undefined || (!token.inlineValue && value.startsWith('-'))) return fail({ code: 'missing-value', option: name });
      if (values[key] !== undefined) return fail({ code: 'repeated-option', option: name });
      if (!ACCEPTS[key].test(value)) return fail({ code: 'invalid-value', option: `--${key}`, value });
      values[key] = value;
    } else {
      if (token.value !== undefined) return fail({ code: 'unexpected-value', option: name, arg });
      flags.add(key);
    }
  }
  if (flags.has('help')) return { ok: true, value: 'help' };
  if (files.length !== 1) return fail({ code: 'log-count', given: files.length });
  const tegawari = flags.has('tegawari');
  const back = flags.has('shanten-back');
  return {
    ok: true,
    value: {
      seat: values.seat === undefined ? null : Number(values.seat),
      json: flags.has('json'),
      twoStep: flags.has('two-step'),
      probabilities: tegawari || back ? { handChanges: tegawari, shantenBack: back } : flags.has('probabilities'),
      calls: flags.has('calls'),
      maxShanten: values['max-shanten'] === undefined ? null : Number(values['max-shanten']),
      file: files[0]!,
    },
  };
}
