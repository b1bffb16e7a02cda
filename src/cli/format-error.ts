/**
 * Every error the CLI prints, in its words (English): the engine's, and the command line's own mistakes
 * (args.ts's UsageError). Both are data, so every sentence is built here. The engine says what is wrong
 * and where as data (a code and the culprit's data, src/engine/core/parse-error.ts), and each face writes
 * it. One writer per code, in a table keyed by the code, so an error union added later is a set of
 * further entries. A code two unions share is one writer given both variants, which tells them apart by
 * their data (the table's sixth dora indicator and a score's count of indicators are both
 * `too-many-indicators`; a text's fifth copy and a position the probabilities cannot search are both
 * `too-many-copies`). A place is "character N", N counted as a reader counts (a Unicode tile is one
 * character); a place in another text than the hand names it (" of the seen tiles"), and an option the
 * CLI reads names the option (" of --ura"). The page writes the same English for the reading and score
 * errors (src/ui/shell/error-messages.ts; tests hold the two to the same sentences).
 */
import { tileCode } from '../engine/index.ts';
import type {
  CallOptionsError,
  ForeignTile,
  ParseError,
  PositionError,
  ProbabilityError,
  RulesError,
  ScoreError,
  TilePart,
} from '../engine/index.ts';
import { FORMATS, FORMS } from './args.ts';
import type { Conflict, UsageError, ValueOption } from './args.ts';
import { REPLACED_FLAGS } from './commands.ts';

/** Every error the CLI prints: the engine's, and the command line's mistakes. */
export type CliError = ParseError | PositionError | RulesError | ScoreError | ProbabilityError | CallOptionsError | UsageError;

/** One writer per code, each given the variants of its code. */
type Writers<E extends { code: string }> = { [C in E['code']]: (error: Extract<E, { code: C }>) => string };

/** What follows "character N" for a place in each text: the hand's places need no name. */
const WHERE: Record<TilePart, string> = {
  hand: '',
  seen: ' of the seen tiles',
  dora: ' of the dora indicators',
  nuki: '',
  ura: ' of --ura',
  discards: ' of the discards',
  list: '',
};

/** A part's copies in a fifth copy's count: 2 -> "2 seen". */
const COUNTED: Record<TilePart, (n: number) => string> = {
  hand: (n) => `${n} in the hand`,
  seen: (n) => `${n} seen`,
  dora: (n) => `${n} dora indicator${n === 1 ? '' : 's'}`,
  nuki: (n) => `${n} set aside as nuki-dora`,
  ura: (n) => `${n} ura-dora indicator${n === 1 ? '' : 's'}`,
  discards: (n) => `${n} discarded`,
  list: (n) => `${n} in the list`,
};

/** Where the first red five is, for "the other is ...". */
const HOLDER: Record<TilePart, string> = {
  hand: 'in the hand',
  seen: 'seen',
  dora: 'a dora indicator',
  nuki: 'set aside',
  ura: 'an ura-dora indicator',
  discards: 'discarded',
  list: 'in the list',
};

const FOREIGN: Record<ForeignTile, string> = {
  flower: 'a flower tile',
  season: 'a season tile',
  joker: 'the joker tile',
  back: 'the back of a tile',
};

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "character N" and the text it is in. */
const at = (e: { part: TilePart; place: number }) => `character ${e.place}${WHERE[e.part]}`;

/** A character quoted, or bare when it is named by its code point (U+XXXX). */
const character = (c: string) => (/^U\+[0-9A-F]{4,}$/.test(c) ? c : `"${c}"`);

const MELD_REASON = {
  'no-tiles': 'it has no tiles',
  'mixed-suits': 'its tiles are not all of one suit',
  'closed-not-kan': 'a meld in [ ] is a closed kan, four equal tiles',
  'four-unequal': 'four tiles make a meld only when all four are equal (a kan)',
  'honor-run': 'honors do not form runs',
  'not-a-set': 'three tiles make a meld only when equal (pon) or consecutive in one suit (chi)',
} as const;

/** The score's indicators and counts, by the field the error names. */
const INDICATORS: Record<'dora' | 'ura', string> = { dora: 'dora', ura: 'ura-dora' };
const COUNTS: Record<'honba' | 'sticks' | 'nuki', string> = { honba: 'honba', sticks: 'riichi sticks', nuki: 'nuki-dora' };
const FIRST_DRAW = 'A first-draw win (天和/地和)';

/** What an option takes, said of a value it does not. */
const INVALID: Record<ValueOption, (value: string) => string> = {
  '--format': (v) => `unknown --format '${v}' (known: ${[...FORMATS.keys()].join(', ')})`,
  '--form': (v) => `unknown --form '${v}' (known: ${FORMS.join(', ')})`,
  '--players': (v) => `--players '${v}': a game has 3 or 4 players`,
  '--nuki': (v) => `--nuki '${v}': a player sets aside 0 to 4 north tiles`,
  '--round': (v) => `--round '${v}': a wind is E, S, W or N`,
  '--seat': (v) => `--seat '${v}': a wind is E, S, W or N`,
  '--win': (v) => `--win '${v}': one tile in mpsz, e.g. 5p (0p = the red five)`,
  '--honba': (v) => `--honba '${v}': a whole number, 0 or more`,
  '--sticks': (v) => `--sticks '${v}': a whole number, 0 or more`,
  '--turn': (v) => `--turn '${v}': a turn is 1 to 18`,
  '--riichi': (v) => `--riichi '${v}': always or best (for --probabilities), or no value (for --score)`,
  '--tenpai-payment': (v) => `--tenpai-payment '${v}': a whole number of points, 0 or more (3000 with the others noten)`,
  '--call': (v) => `--call '${v}': one tile in mpsz, e.g. 5p (0p = the red five)`,
  '--tile': (v) => `--tile '${v}': one tile in mpsz, e.g. 5p (0p = the red five)`,
  '--max-shanten': (v) => `--max-shanten '${v}': the highest shanten searched is 0 to 6`,
  '--from': (v) => `--from '${v}': left, across or right (the seat that discarded the tile)`,
};

/** How to give what was given twice, for the options that list several things. */
const ONCE: ReadonlyMap<string, string> = new Map([
  ['--seen', 'list every seen tile in one --seen'],
  ['--dora', 'list every indicator in one --dora'],
  ['--ura', 'list every ura indicator in one --ura'],
  ['--rules', 'list every switch in one --rules'],
  ['--win', 'one winning tile per command'],
]);

/** Why two options cannot be combined. */
const CONFLICT: Record<Conflict, (first: string) => string> = {
  'one-output': () => 'choose one output',
  'extends-table': (first) => `${first} adds to the table and to --json`,
  'score-output': () => '--score prints a readable block or --json',
  'discard-or-win': () => 'one asks of a discard to make, the other of a win',
  'no-next-step': () => 'a complete hand has no next step',
  'call-output': () => '--call prints a readable table or --json',
  'call-or-win': () => 'one asks of a call, the other of a win',
};

/** Why an offer is none, for the call table's errors. */
const OFFER_REASON = {
  'not-a-tile': 'the tile offered is no tile',
  'not-a-seat': 'a tile comes from the left, across or the right',
  'seat-absent': 'three players have nobody across',
} as const;

const WRITERS: Writers<CliError> = {
  'unknown-character': (e) => {
    switch (e.reason) {
      case 'no-digit':
        return `Suit letter "${e.culprit}" at ${at(e)} has no digit before it.`;
      case 'bracket-in-list':
        return `Bracket "${e.culprit}" at ${at(e)}: a list of tiles has no melds.`;
      case 'not-riichi-tile':
        return `"${e.culprit}" at ${at(e)} is ${FOREIGN[e.tile]}, not a tile of riichi mahjong.`;
      case 'not-notation':
        return `Unknown character ${character(e.culprit)} at ${at(e)}.`;
    }
  },
  'missing-suit': (e) =>
    e.digits === 1
      ? `Digit "${e.culprit}" at ${at(e)} has no suit letter (m, p, s or z) after it.`
      : `Digits "${e.culprit}" at ${at(e)} have no suit letter (m, p, s or z) after them.`,
  'invalid-honor': (e) => `"${e.culprit}" at ${at(e)}: honors are 1z-7z.`,
  'three-player-tile': (e) => `"${e.culprit}" at ${at(e)}: a three-player set has no 2m-8m${e.red ? ' (so no red 5m)' : ''}.`,
  'too-many-copies': (e) => {
    // The probabilities name the physical tile of a position no parser read; a text names its kind as typed.
    if (!('counts' in e)) return `${tileCode(e.tile.kind, e.tile.red)}: more copies than the set holds with what is visible.`;
    const parts = e.counts.map((c) => COUNTED[c.part](c.copies)).join(', ');
    if (e.index === null) return `${e.copies} copies of ${e.tile} (${parts}); a kind has only four.`;
    const detail = e.seen > 0 ? ` (${parts})` : '';
    return `${e.copies === 5 ? 'Five' : e.copies} copies of ${e.tile}${detail}: the last is "${e.culprit}" at ${at(e)}; a kind has only four.`;
  },
  'too-many-red': (e) =>
    `A second red five "${e.culprit}" at ${at(e)}${e.other ? ` (the other is ${HOLDER[e.other]})` : ''}; a set has one red five per suit.`,
  'too-many-tiles': (e) =>
    e.by === 'meld'
      ? `More than ${e.tiles} tiles with the meld at character ${e.place} (a meld, even a kan, counts 3).`
      : `More than ${e.tiles} tiles: the ${ordinal(e.tiles + 1)} is at ${at(e)}${e.melds ? ' (a meld, even a kan, counts 3)' : ''}.`,
  'multiple-of-three': (e) =>
    `The hand has ${e.tiles} tiles${e.melds ? ' (each meld counting 3)' : ''}, a multiple of three; a hand to analyze has 3n+1 or 3n+2 tiles.`,
  empty: () => 'No tiles: the hand is empty.',
  'link-without-hand': () => 'The Tenhou link holds no hand: it names none of ?q=, ?p=, ?qd=, ?pd=.',
  'invalid-meld': (e) => {
    switch (e.reason) {
      case 'fifth-tile':
        return `The meld opened at character ${e.place} has a fifth tile at character ${e.relatedPlace}; a meld has three or four tiles.`;
      case 'too-few':
        return `"${e.culprit}" at character ${e.place} is not a meld: it has ${e.tiles} tile${e.tiles === 1 ? '' : 's'}; a meld has three or four.`;
      default:
        return `"${e.culprit}" at character ${e.place} is not a meld: ${MELD_REASON[e.reason]}.`;
    }
  },
  'unclosed-meld': (e) => {
    switch (e.reason) {
      case 'nested':
        return `"${e.opened}" at character ${e.relatedPlace} is not closed before "${e.culprit}" at character ${e.place}.`;
      case 'mismatched':
        return `"${e.opened}" at character ${e.relatedPlace} is closed by "${e.culprit}" at character ${e.place}.`;
      case 'unopened':
        return `"${e.culprit}" at character ${e.place} closes no bracket.`;
      case 'unclosed':
        return `"${e.culprit}" at character ${e.place} is not closed.`;
    }
  },
  // The table's sixth indicator (its place in --dora), or a score's count of dora or ura-dora indicators.
  'too-many-indicators': (e) =>
    'count' in e
      ? `${e.count} ${INDICATORS[e.field]} indicators: a game shows at most five.`
      : `More than ${e.tiles} dora indicators: the sixth is at ${at(e)}.`,
  'invalid-players': (e) => `${e.players} players: a game has 3 or 4.`,
  'invalid-nuki': (e) =>
    e.reason === 'range'
      ? `${e.nuki} north tiles set aside: a player sets aside 0 to 4.`
      : `${e.nuki} north tile${e.nuki === 1 ? '' : 's'} set aside: only a three-player game sets north tiles aside as nuki-dora.`,
  'unknown-rule': (e) => `unknown rule '${e.name}' (known: ${e.known.join(', ')})`,
  'not-name-value': (e) => `'${e.part}' must be NAME=VALUE`,
  'invalid-double-wind-fu': (e) => `doubleWindFu=${e.value}: a double-wind pair scores 2 or 4 fu`,
  'not-boolean': (e) => `${e.name}=${e.value}: true or false`,
  'not-complete': (e) =>
    e.tiles === 14
      ? 'The hand is not complete: its tiles do not form four sets and a pair, seven pairs or thirteen orphans.'
      : `The hand has ${e.tiles} tiles: a complete hand has 14 (a kan counting 3), every meld written in brackets.`,
  'win-not-in-hand': (e) => {
    if (e.red) return `The winning tile ${tileCode(e.win, true)} (a red five) is not among the hand's concealed tiles.`;
    const name = Number.isInteger(e.win) && e.win >= 0 && e.win <= 33 ? tileCode(e.win) : String(e.win);
    return `The winning tile ${name} is not among the hand's concealed tiles.`;
  },
  'invalid-by': (e) => `The win is by "${e.by}": it must be tsumo or ron.`,
  'invalid-wind': (e) => `The ${e.field} wind "${e.wind}" must be E, S, W or N.`,
  'invalid-riichi': (e) => `Riichi "${e.riichi}" must be none, riichi or double.`,
  'riichi-open-hand': () => 'Riichi needs a closed hand, and this one has called a meld (a closed kan is fine).',
  'ippatsu-without-riichi': () => 'Ippatsu needs riichi.',
  'rinshan-on-ron': () => 'A win after a kan (rinshan) is a tsumo, not a ron.',
  'rinshan-without-kan': () => 'A win after a kan (rinshan) needs a kan in the hand.',
  'chankan-on-tsumo': () => 'Robbing a kan (chankan) is a ron, not a tsumo.',
  'chankan-copy-held': () =>
    "Robbing a kan (chankan) wins on the fourth copy of a tile, added to another player's pon: the hand cannot hold another copy of it.",
  'last-tile-with-kan': () => 'The last tile cannot also be a kan replacement or a robbed kan.',
  'first-draw-on-ron': () => `${FIRST_DRAW} is a tsumo.`,
  'first-draw-with-meld': () => `${FIRST_DRAW} has no meld, not even a closed kan.`,
  'first-draw-after': () => `${FIRST_DRAW} comes before any riichi, kan or last tile.`,
  'invalid-indicator': (e) => `A ${INDICATORS[e.field]} indicator is not a tile.`,
  'invalid-count': (e) => `${String(e.value)} ${COUNTS[e.field]}: a whole number, 0 or more.`,
  'nuki-four-players': () => 'Nuki-dora exist only in a three-player game.',
  'not-a-discard-hand': (e) =>
    `The hand has ${e.tiles} tiles: the probabilities are of a hand with a discard to make (14, a kan counting 3).`,
  'too-many-plain-fives': (e) => {
    const [plain, red] = [tileCode(e.kind), tileCode(e.kind, true)];
    return `More than three plain ${plain}: with red fives a set has three plain ${plain} and one red (${red}); write the red one as ${red}, or give --no-red.`;
  },
  'too-large': (e) => `The search would hold more than ${e.maxStates.toLocaleString('en-US')} hands: too large for the memory budget.`,
  cancelled: () => 'The search was cancelled.',
  'not-a-call-hand': (e) => `The hand has ${e.tiles} tiles: a call is offered to a hand of 13 (a meld counting 3), between its draws.`,
  'offered-tile-unavailable': (e) => {
    const tile = tileCode(e.tile.kind, e.tile.red);
    switch (e.reason) {
      case 'fifth-copy':
        return `The tile offered, ${tile}, would be a fifth copy (${e.counts.map((c) => COUNTED[c.part](c.copies)).join(', ')}); a kind has only four.`;
      case 'second-red':
        return `The tile offered, ${tile}, would be a second red five (the other is ${HOLDER[e.other]}); a set has one red five per suit.`;
      case 'three-player-tile':
        return `The tile offered, ${tile}: a three-player set has no 2m-8m.`;
    }
  },
  'invalid-offer': (e) => `The offer is not one: ${OFFER_REASON[e.reason]}.`,
  'invalid-turn': (e) =>
    `The turn is ${e.turn}: a call or a kan is judged at turns 1-17 (at turn 18 no draw is left for its draw to take the place of).`,
  'invalid-option': (e) => {
    const value = Number.isNaN(e.value) ? 'not a number' : String(e.value);
    if (e.option === 'tenpaiPayment') return `The tenpai payment (${value}) must be a number of points, 0 or more.`;
    return `${e.option === 'honba' ? 'Honba' : 'Riichi sticks on the table'} (${value}) must be a whole number, 0 or more.`;
  },

  // The command line's mistakes: lower-case phrases after "pairi: ", as the tools beside it write theirs.
  'unknown-option': (e) => `unknown option '${e.option}'`,
  'missing-value': (e) => `${e.option} needs a value`,
  'unexpected-value': (e) => `${e.option} takes no value (got '${e.arg}')`,
  'not-an-option': (e) => {
    const replaced = REPLACED_FLAGS.get(e.option);
    if (e.option === '--call' && e.command === 'call')
      return "--call is the flag of the one grammar: in 'pairi call' the tile offered is --tile";
    if (replaced)
      return `${e.option} is not an option of pairi ${e.command}: it names the command 'pairi ${replaced}'${replaced === 'call' ? ', whose tile is --tile' : ''}`;
    const where = e.commands.length ? `: it is one of ${e.commands.map((c) => `'pairi ${c}'`).join(', ')}` : '';
    return `${e.option} is not an option of pairi ${e.command}${where}`;
  },
  'invalid-value': (e) => {
    // A command's --riichi has one meaning: the probabilities' rule. The review's seat is one of the log's.
    if (e.option === '--riichi' && e.command) return `--riichi '${e.value}': always or best`;
    if (e.option === '--seat' && e.command === 'review') return `--seat '${e.value}': a seat is 0, 1, 2 or 3 in the log's order`;
    if (!('error' in e)) return INVALID[e.option](e.value);
    return e.option === '--rules' ? `--rules: ${formatError(e.error)}` : `--ura '${e.value}': ${formatError(e.error)}`;
  },
  'repeated-option': (e) => `${e.option} given twice${ONCE.has(e.option) ? `: ${ONCE.get(e.option)}` : ''}`,
  'conflicting-modes': (e) => `${e.first} and ${e.second} cannot be combined: ${CONFLICT[e.conflict](e.first)}`,
  'needs-mode': (e) => {
    const give = `give it with ${e.modes.join(' or ')}`;
    if (e.modes.length === 1 && e.modes[0] === '--call') return `${e.option} is an option of the call table: ${give}`;
    if (e.option === '--rules') return `--rules says how wins are valued: ${give}`;
    return e.modes.length === 1 && e.modes[0] === '--probabilities'
      ? `${e.option} is an option of the probabilities: ${give}`
      : `${e.option} describes a win: ${give}`;
  },
  'missing-option': (e) =>
    e.option === '--win'
      ? `${e.command ?? '--score'} needs --win TILE: the tile the hand won on`
      : e.option === '--tile'
        ? 'call needs --tile TILE: the tile offered (0m = the red five)'
        : `${e.command ?? '--call'} needs --from left|across|right: the seat that discarded the tile`,
  'impossible-table': (e) => `${e.option} '${e.value}': ${formatError(e.error)}`,
  'log-count': (e) => (e.given === 0 ? 'give the log: a FILE, or - for standard input' : `give one log, not ${e.given}`),
};

/**
 * A usage error as stderr says it, naming the command given, then where its options are listed. An
 * impossible table's message names the tile; the option list would not help.
 */
export function formatUsage(error: UsageError): string {
  const name = error.command ? `pairi ${error.command}` : 'pairi';
  const hint = error.code === 'impossible-table' ? '' : `Try '${name} --help' for ${error.command ? 'its' : 'the'} options.\n`;
  return `${name}: ${formatError(error)}\n${hint}`;
}

/** The error in the CLI's English: what is wrong, and where. */
export function formatError(error: CliError): string {
  return (WRITERS[error.code] as (e: CliError) => string)(error);
}
