/**
 * The engine's errors in the CLI's words (English): the engine says what is wrong and where as data
 * (a code and the culprit's data, src/engine/core/parse-error.ts), and each face writes it. One writer per
 * code, in a table keyed by the code, so an error union added later (the score's, the probabilities')
 * is a set of further entries, and a code two unions shared with different data would fail to type-check
 * here. A place is "character N", N counted as a reader counts (a Unicode tile is one character); a place
 * in another text than the hand names it (" of the seen tiles"), and an option the CLI reads names the
 * option (" of --ura"). The page writes the same English (src/ui/shell/error-messages.ts; a test holds
 * the two to the same sentences).
 */
import type { ForeignTile, ParseError, PositionError, RulesError, TilePart } from '../engine/index.ts';

/** Every error the CLI prints that the engine made. */
export type CliError = ParseError | PositionError | RulesError;

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
  'too-many-indicators': (e) => `More than ${e.tiles} dora indicators: the sixth is at ${at(e)}.`,
  'invalid-players': (e) => `${e.players} players: a game has 3 or 4.`,
  'invalid-nuki': (e) =>
    e.reason === 'range'
      ? `${e.nuki} north tiles set aside: a player sets aside 0 to 4.`
      : `${e.nuki} north tile${e.nuki === 1 ? '' : 's'} set aside: only a three-player game sets north tiles aside as nuki-dora.`,
  'unknown-rule': (e) => `unknown rule '${e.name}' (known: ${e.known.join(', ')})`,
  'not-name-value': (e) => `'${e.part}' must be NAME=VALUE`,
  'invalid-double-wind-fu': (e) => `doubleWindFu=${e.value}: a double-wind pair scores 2 or 4 fu`,
  'not-boolean': (e) => `${e.name}=${e.value}: true or false`,
};

/** The error in the CLI's English: what is wrong, and where. */
export function formatError(error: CliError): string {
  return (WRITERS[error.code] as (e: CliError) => string)(error);
}
