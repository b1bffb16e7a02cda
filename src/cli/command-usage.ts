/**
 * The help of each command (`pairi score --help`): what it computes, and its options one line each, in
 * the order commands.ts lists them; `pairi --help` (usage.ts) describes every option in full. A test checks
 * that each command's help names exactly the options it takes. The defaults it names are the engine's.
 */
import { DEFAULT_PROBABILITY_OPTIONS, DEFAULT_ROUND, DEFAULT_SEAT } from '../engine/index.ts';
import { COMMAND_SPECS, COMMANDS, type Command } from './commands.ts';

/** One line of an option: its spelling, then what it does from column 24. */
const line = (spelling: string, text: string) => `  ${spelling.padEnd(20)} ${text}`;

/** Each option's line, as every command that takes it says it. */
const LINES: Readonly<Record<string, string>> = {
  help: line('-h, --help', 'this help'),
  json: line('--json', 'one JSON object per hand per line (pairi --help gives its fields)'),
  format: line('--format tenhou', "Tenhou's 牌理 text (tenhou.net/2/), byte for byte"),
  shanten: line('--shanten', 'one line per hand: HAND, then its shanten in each form'),
  form: line('--form regular', 'rank and list by the regular form only (Tenhou ?p=); default standard'),
  'two-step': line('--two-step', 'with each discard, the next step: the average width after the next draw'),
  seen: line('--seen TILES', "tiles visible elsewhere (rivers, others' melds), subtracted from every count"),
  dora: line('--dora TILES', 'dora indicators, at most five (they count as seen)'),
  players: line('--players 3|4', '3: a three-player game, no 2m-8m (default 4)'),
  nuki: line('--nuki N', 'three players: N north tiles set aside as nuki-dora (they count as seen)'),
  round: line('--round W', `the round wind, E S W or N (default ${DEFAULT_ROUND})`),
  seat: line('--seat W', `the seat wind, E S W or N (default ${DEFAULT_SEAT}; E = the dealer)`),
  rules: line('--rules LIST', 'the scoring rules: tenhou (default), mahjongsoul, and/or NAME=VALUE switches'),
  honba: line('--honba N', 'honba on the table, added to a win'),
  sticks: line('--sticks N', 'riichi sticks on the table, taken by a win'),
  win: line('--win TILE', 'the winning tile (0p = the red five); required'),
  ron: line('--ron', 'won by ron (default tsumo)'),
  tsumo: line('--tsumo', 'won by tsumo (the default)'),
  'double-riichi': line('--double-riichi', 'the hand declared double riichi'),
  houtei: line('--houtei', 'won by ron on the last discard (河底)'),
  rinshan: line('--rinshan', "won on a kan's replacement tile"),
  chankan: line('--chankan', 'won robbing a kan'),
  tenhou: line('--tenhou', "the dealer's tsumo on the first draw (天和)"),
  chiihou: line('--chiihou', "a non-dealer's tsumo on the first draw (地和)"),
  ura: line('--ura TILES', 'ura-dora indicators (with riichi)'),
  tegawari: line('--tegawari', 'search with hand changes: draws that keep the shanten and widen the hand'),
  'shanten-back': line('--shanten-back', 'search with discards that raise the shanten'),
  'no-red': line('--no-red', 'red fives are not kinds of their own'),
  'no-ura': line('--no-ura', 'no expected ura-dora'),
  'riichi-stick': line('--riichi-stick', 'declaring riichi puts a 1,000-point stick on the table, lost unless it wins'),
  'tenpai-payment': line('--tenpai-payment N', 'points received when tenpai after the last draw (3000: the others noten)'),
  tile: line('--tile TILE', 'the tile offered (0m = the red five); required'),
  from: line('--from SEAT', 'left, across or right: the seat that discarded it; required'),
  'swap-calling': line('--swap-calling', 'list the discards swap-calling (喰い替え) forbids too'),
  probabilities: line('--probabilities', "each entry's tenpai and win probability and expected score at --turn"),
};

/** The lines that differ by command: the score values one win, the probabilities count over every win searched. */
const OWN: Partial<Record<Command, Readonly<Record<string, string>>>> = {
  score: {
    riichi: line('--riichi', 'the hand declared riichi'),
    ippatsu: line('--ippatsu', 'won on the first draw or discard after riichi (一発)'),
    haitei: line('--haitei', 'won by tsumo on the last tile (海底)'),
  },
  probabilities: {
    riichi: line(
      '--riichi always|best',
      `declare on every tenpai, or when it is worth more (default ${DEFAULT_PROBABILITY_OPTIONS.riichi})`,
    ),
    ippatsu: line('--ippatsu', 'count 一発 on every win that is one'),
    haitei: line('--haitei', 'count 海底 on every win on the last draw'),
    turn: line('--turn N', "the table's turn, 1-18 (default 1; --json gives every turn)"),
  },
  call: {
    riichi: line('--riichi always|best', `the figures' riichi rule (default ${DEFAULT_PROBABILITY_OPTIONS.riichi})`),
    ippatsu: line('--ippatsu', 'the figures count 一発 on every win that is one'),
    haitei: line('--haitei', 'the figures count 海底 on every win on the last draw'),
    turn: line('--turn N', "the figures' turn, 1-17 (default 1)"),
  },
};

/** What each command computes: its usage line and a paragraph. */
const HEADS: Readonly<Record<Command, string>> = {
  analyze: `Usage: pairi analyze [options] [HAND ...]     (pairi [options] [HAND ...] is the same)

Analyse each HAND: its shanten, every discard with its effective tiles and the copies left, its
waits and decompositions. With no HAND, one hand per line of standard input.`,
  score: `Usage: pairi score --win TILE [options] [HAND ...]

Value each complete HAND won on TILE (docs/rules.md, scoring): the yaku and han, the fu part by
part, the points and who pays.`,
  probabilities: `Usage: pairi probabilities [options] [HAND ...]

Each discard's tenpai probability, win probability and expected score by turn (docs/rules.md,
probabilities): a table at --turn, every turn with --json.`,
  call: `Usage: pairi call --tile TILE --from SEAT [options] [HAND ...]

Call or pass (docs/rules.md, call or pass): each 13-tile HAND is offered TILE by the seat --from
names; passing and every legal call, each with its meld, the discards left and the yaku still
possible, and with --probabilities their figures.`,
};

function usageOf(command: Command): string {
  const lines = [...COMMAND_SPECS[command].options].map((name) => OWN[command]?.[name] ?? LINES[name]!);
  return `${HEADS[command]}

HAND is mpsz notation, e.g. 4569m1222569p258s; 'pairi --help' says all it reads, and describes
every option in full.

Options:
${lines.join('\n')}
`;
}

/** Each command's help. */
export const COMMAND_USAGE: Readonly<Record<Command, string>> = Object.fromEntries(COMMANDS.map((c) => [c, usageOf(c)])) as Record<
  Command,
  string
>;
