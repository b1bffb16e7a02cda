/**
 * The command line's options, mode by mode, in Node's own terms (util.parseArgs' `type` and `short`): the
 * analysis's, given to every run; the score's (--score); the probabilities' (--probabilities); the call
 * table's (--call, --from, --swap-calling); and the win's, which the score and the probabilities take
 * (--round, --seat, --rules, --ippatsu, --haitei, --honba, --sticks), and the call table the winds and the
 * rules of (its yakuhai and kuitan). Each option is a flag and the fields it sets, or a value and how it is
 * read into fields (refused when it is not one the option takes); args.ts reads argv against them. A new
 * option is a row of its mode's set.
 */
import { game, parseRules, parseTiles, WINDS } from '../engine/index.ts';
import type { Form, OtherSeat, Result, RulesError, ScoreRules, Situation, Tile, Wind } from '../engine/index.ts';
import type { CliProbabilityOptions, Mode } from './cli-options.ts';

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

export type OptionSet<F> = Readonly<Record<string, Spec<F>>>;

const accept = <F>(fields: F): Read<F> => ({ ok: true, value: fields });
const REFUSED = { ok: false, error: null } as const;

/** `--format NAME`: the modes that are named rather than flagged. A Map, so `--format constructor` is not found. */
export const FORMATS: ReadonlyMap<string, Mode> = new Map([['tenhou', 'tenhou']]);
export const FORMS: readonly Form[] = ['standard', 'regular'];
const isForm = (text: string): text is Form => (FORMS as readonly string[]).includes(text);
const isWind = (text: string): text is Wind => (WINDS as readonly string[]).includes(text);

/** What the analysis's options set. */
export interface AnalysisFields {
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
export const ANALYSIS_OPTIONS: OptionSet<AnalysisFields> = {
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
export type WinFields = {
  round: Wind;
  seat: Wind;
  rules: Partial<ScoreRules>;
  ippatsu: boolean;
  haitei: boolean;
  honba: number;
  sticks: number;
};

/** `--honba N`, `--sticks N`: a count of sticks, 0-999. */
const count = (field: 'honba' | 'sticks'): Spec<WinFields> => ({
  type: 'string',
  once: true,
  read: (n) => (/^\d{1,3}$/.test(n) ? accept(field === 'honba' ? { honba: Number(n) } : { sticks: Number(n) }) : REFUSED),
});

export const WIN_OPTIONS: OptionSet<WinFields> = {
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
export type ScoreFields = Omit<Situation, 'round' | 'seat' | 'ura' | 'ippatsu' | 'honba' | 'sticks'> & { ura: string };

export const SCORE_OPTIONS: OptionSet<ScoreFields> = {
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
export type ProbabilityFields = Omit<CliProbabilityOptions, keyof WinFields> & { turn: number };

export const PROBABILITY_OPTIONS: OptionSet<ProbabilityFields> = {
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
export interface CallFields {
  tile: Tile;
  from: OtherSeat;
  swapCalling: boolean;
}

/** `--call TILE` (`--tile TILE` in the call command): one tile, 0 for a red five. */
const OFFERED: Spec<CallFields> = {
  type: 'string',
  once: true,
  read: (text) => {
    const tiles = parseTiles(text);
    return tiles.ok && tiles.value.tiles.length === 1
      ? accept({ tile: { kind: tiles.value.tiles[0]!, red: tiles.value.tilesRed[0]! } })
      : REFUSED;
  },
};

export const CALL_OPTIONS: OptionSet<CallFields> = {
  // One tile, 0 for a red five; whether the set has it (2m-8m with three players) is the engine's to say, with the table.
  call: OFFERED,
  tile: OFFERED,
  // The seat as its word (left, across, right): the command line's notation for the engine's seat number.
  from: {
    type: 'string',
    once: true,
    read: (word) => {
      const from = game.seatOfPlaceName(word);
      return from ? accept({ from }) : REFUSED;
    },
  },
  'swap-calling': { type: 'boolean', sets: { swapCalling: true } },
};

/** The win's options the call table reads: the winds name the yakuhai, the rules say whether kuitan counts. */
export const CALL_WIN_OPTIONS: ReadonlySet<string> = new Set(['--round', '--seat', '--rules']);

/** Every mode's options, in the order a name is looked up (each name is in one set, --riichi aside). */
export const SETS: readonly OptionSet<unknown>[] = [ANALYSIS_OPTIONS, WIN_OPTIONS, SCORE_OPTIONS, PROBABILITY_OPTIONS, CALL_OPTIONS];

/**
 * The options as Node reads them. The score's set comes last, so Node knows --riichi as its flag and
 * leaves the word after it alone; parseArgs takes that word as the probabilities' rule when it is one.
 */
export const NODE_OPTIONS = Object.fromEntries(
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
