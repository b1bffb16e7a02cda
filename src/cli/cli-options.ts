/**
 * What the command line says once read (args.ts's parseArgs): the options given, as values the engine takes
 * (CliOptions and a request per mode), and a mistake as data (UsageError: its code, the option as typed,
 * the value), which format-error.ts writes with the engine's errors. A new output mode is a member of Mode,
 * a row of option-sets.ts that sets it, and its formatter in run.ts's OUTPUTS, which the Mode type makes
 * the compiler ask for.
 */
import type {
  Form,
  OtherSeat,
  ParseError,
  PositionError,
  ProbabilityOptions,
  RulesError,
  ScoreRules,
  Situation,
  TableInput,
  Tile,
  Wind,
} from '../engine/index.ts';
import type { Command } from './commands.ts';

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
  /** The command given (`pairi score ...`: commands.ts), or null: the one grammar of `pairi HAND` and its mode flags. */
  command: Command | null;
  /** The mode flags of the one grammar given, as typed (--score, --probabilities, --call): a command replaces each. */
  replaced: string[];
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
  from: OtherSeat;
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
  | '--tile'
  | '--from'
  | '--max-shanten';

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

/**
 * A mistake on the command line (exit status 2), as data: format-error.ts writes it after "pairi: ", or
 * after "pairi COMMAND: " when a command was given (`command`).
 */
export type UsageError = UsageMistake & { command?: Command | 'review' };

type UsageMistake =
  /** A name no mode declares (`option` as typed, without its `=value`; a short option with anything after it whole). */
  | { code: 'unknown-option'; option: string }
  /** An option of another command (`commands`: those that take it; none for the mode flags a command replaces). */
  | { code: 'not-an-option'; option: string; command: Command | 'review'; commands: readonly Command[] }
  /** pairi review given no log, or several (`given`: how many). */
  | { code: 'log-count'; given: number }
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
  /** --score without --win, --call without --from, the call command without --tile. */
  | { code: 'missing-option'; option: '--win' | '--from' | '--tile' }
  /** The table options describe no real table: the option the engine's error is about, and its value as typed. */
  | { code: 'impossible-table'; option: '--seen' | '--dora' | '--players' | '--nuki'; value: string; error: PositionError };

export type UsageErrorCode = UsageError['code'];
