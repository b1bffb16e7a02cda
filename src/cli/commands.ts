/**
 * The command line's subcommands: `pairi analyze|score|probabilities|call HAND ... [options]` (and `pairi
 * review FILE`, review.ts). Each takes the options of what it computes and no other, so `--riichi` has one
 * meaning in each (the score's flag, the probabilities' `always|best`), and a mistake names the command.
 * `pairi HAND` stays the analysis, and the mode flags of the one grammar before (`--score`,
 * `--probabilities`, `--call`) keep working: run() says once on stderr which command replaces them.
 *
 * A command is the options it takes (by name, from option-sets.ts) and the modes it implies; args.ts reads
 * a command's arguments with the same grammar and the same checks as the flags', so both give the same
 * request for the same question (a test checks it).
 */
import type { AnalysisFields } from './option-sets.ts';

export type Command = 'analyze' | 'score' | 'probabilities' | 'call';

/** The commands with a grammar of their own here, in the order the help lists them (review aside: review.ts). */
export const COMMANDS: readonly Command[] = ['analyze', 'score', 'probabilities', 'call'];

export const isCommand = (word: string | undefined): word is Command => (COMMANDS as readonly (string | undefined)[]).includes(word);

const TABLE = ['seen', 'dora', 'players', 'nuki'];
const WIN = ['round', 'seat', 'rules', 'ippatsu', 'haitei', 'honba', 'sticks'];
const SEARCH = ['tegawari', 'shanten-back', 'riichi', 'no-red', 'no-ura', 'turn', 'riichi-stick', 'tenpai-payment'];
const SCORE = ['win', 'ron', 'tsumo', 'riichi', 'double-riichi', 'houtei', 'rinshan', 'chankan', 'tenhou', 'chiihou', 'ura'];

/** What a command takes and implies. */
export interface CommandSpec {
  /** The options it takes, by name (without `--`); `help` in all of them. */
  options: ReadonlySet<string>;
  /** The modes it asks for, as the flags of the one grammar set them. */
  implies: Partial<Pick<AnalysisFields, 'score' | 'probabilities'>>;
  /** Its `--riichi` is the score's flag, or the probabilities' rule (`always|best`). */
  riichi: 'flag' | 'rule' | null;
}

export const COMMAND_SPECS: Readonly<Record<Command, CommandSpec>> = {
  analyze: {
    options: new Set(['help', 'json', 'format', 'shanten', 'form', 'two-step', ...TABLE]),
    implies: {},
    riichi: null,
  },
  score: {
    options: new Set(['help', 'json', ...TABLE, ...WIN, ...SCORE]),
    implies: { score: true },
    riichi: 'flag',
  },
  probabilities: {
    options: new Set(['help', 'json', 'form', 'two-step', ...TABLE, ...WIN, ...SEARCH]),
    implies: { probabilities: true },
    riichi: 'rule',
  },
  // The call table's tile is --tile here (the flag's --call names the mode); its figures are asked with --probabilities.
  call: {
    // No --form: after a call the hand is open, and both forms give the same rows.
    options: new Set(['help', 'json', 'two-step', ...TABLE, 'tile', 'from', 'swap-calling', 'probabilities', ...WIN, ...SEARCH]),
    implies: {},
    riichi: 'rule',
  },
};

/** The commands that take an option (by name without `--`), for a mistake to say where it belongs. */
export function commandsTaking(name: string): Command[] {
  return COMMANDS.filter((command) => COMMAND_SPECS[command].options.has(name));
}

/** The mode flags of the one grammar, and the command that replaces each. */
export const REPLACED_FLAGS: ReadonlyMap<string, Command> = new Map([
  ['--score', 'score'],
  ['--probabilities', 'probabilities'],
  ['--call', 'call'],
]);
