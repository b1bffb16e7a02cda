/**
 * Hands and positions that do not read, each with the rule it breaks, the error's code and index, and
 * fragments the English sentence must hold: the engine's tests check the data
 * (test/engine/core/notation.test.ts, position.test.ts), the CLI's formatter the sentence
 * (test/cli/format-error.test.ts).
 */
import { parsePosition, parseTable } from '../../src/engine/core/position.ts';
import type { ParseErrorCode, PositionError, PositionField, TableInput } from '../../src/engine/types.ts';

// [rule, input, code, index, fragments the English sentence must contain]
export const HAND_ERROR_CASES: [string, string, ParseErrorCode, number | null, string[]][] = [
  ['unknown character', '123m45x6p', 'unknown-character', 6, ['"x"']],
  ['a capital that is no suit letter (M P S Z are read)', '123X', 'unknown-character', 3, ['"X"']],
  ['a full-width capital that is no suit letter (Ｍ Ｐ Ｓ Ｚ are read)', '1Ｘ', 'unknown-character', 1, ['"Ｘ"']],
  ['a full-width character outside the notation is just unknown', '1m＋', 'unknown-character', 2, ['"＋"']],
  ['control character shown as its code point', '1m\u0000', 'unknown-character', 2, ['U+0000']],
  ['astral character shown whole', '1m😀', 'unknown-character', 2, ['"😀"']],
  ['unknown character inside a bracket', '1m(5x55p)', 'unknown-character', 4, ['"x"']],
  ['an unknown character after digits is named, not the missing suit', '12x', 'unknown-character', 2, ['"x"']],
  ['suit letter with no digit before it', 'm123m', 'unknown-character', 0, ['"m"', 'no digit']],
  ['doubled suit letter', '123mm', 'unknown-character', 4, ['"m"']],
  ['digits with no suit letter', '123', 'missing-suit', 0, ['"123"']],
  ['one digit with no suit letter', '1m5', 'missing-suit', 2, ['"5"']],
  ['trailing digits', '123m456', 'missing-suit', 4, ['"456"']],
  ['a space ends a run of digits', '12 3m', 'missing-suit', 0, ['"12"']],
  ['a bracket ends a run of digits', '12(555p)', 'missing-suit', 0, ['"12"']],
  ['digits before a closing bracket', '1m(555)', 'missing-suit', 3, ['"555"']],
  ['0z', '1m0z', 'invalid-honor', 2, ['"0z"', '1z-7z']],
  ['8z', '123m8z', 'invalid-honor', 4, ['"8z"', '1z-7z']],
  ['9z in short form names the 9', '1239z', 'invalid-honor', 3, ['"9z"']],
  ['8z inside a meld', '1m(888z)', 'invalid-honor', 3, ['"8z"']],
  ['a fifth copy', '11111m', 'too-many-copies', 4, ['Five copies of 1m', '"1m"']],
  ['a red five is a fifth five', '5p5p5p5p0p', 'too-many-copies', 8, ['5p', '"0p"']],
  ['a fifth copy across hand and pon', '55p(555p)', 'too-many-copies', 6, ['Five copies of 5p']],
  ['a fifth copy across hand and kan', '5p(5555p)', 'too-many-copies', 6, ['Five copies of 5p']],
  ['a fifth copy across two melds', '1m(111z)(111z)', 'too-many-copies', 10, ['1z']],
  ['two red fives', '0m0m', 'too-many-red', 2, ['"0m"', 'red five']],
  ['two red fives, hand and meld', '0p(505p)', 'too-many-red', 4, ['"0p"']],
  ['two red fives in one meld', '1m(050p)', 'too-many-red', 5, ['"0p"']],
  ['15 tiles', '123456789m123456m', 'too-many-tiles', 15, ['14', '15th']],
  ['15 tiles with long form', '1m2m3m4m5m6m7m8m9m1p2p3p4p5p6p', 'too-many-tiles', 28, ['15th']],
  ['15 tiles by a meld', '112233445566m(789s)', 'too-many-tiles', 13, ['14', 'meld']],
  ['five kans: each counts 3', '(1111z)(2222z)(3333z)(4444z)(5555z)', 'too-many-tiles', 28, ['14']],
  ['a tile after four melds and a pair', '11m(111z)(222z)(333z)(444z)1p', 'too-many-tiles', 27, ['15th']],
  ['3 tiles', '123m', 'multiple-of-three', null, ['3 tiles']],
  ['6 tiles', '123m 456p', 'multiple-of-three', null, ['6 tiles']],
  ['9 tiles with melds', '123m(456p)(789s)', 'multiple-of-three', null, ['9 tiles']],
  ['12 tiles', '123456789m111z', 'multiple-of-three', null, ['12 tiles']],
  ['only melds', '(555p)', 'multiple-of-three', null, ['3 tiles']],
  ['empty input', '', 'empty', null, ['empty']],
  ['only spaces', '   \t\n', 'empty', null, ['empty']],
  ['not a run', '1m(124m)', 'invalid-meld', 2, ['"(124m)"']],
  ['two tiles', '1m(55p)', 'invalid-meld', 2, ['"(55p)"', '2 tiles']],
  ['honors make no run', '1m(123z)', 'invalid-meld', 2, ['"(123z)"', 'honors']],
  ['a closed meld must be a kan', '1m[1234m]', 'invalid-meld', 2, ['"[1234m]"', 'closed kan']],
  ['a closed triplet', '1m[111m]', 'invalid-meld', 2, ['"[111m]"', 'closed kan']],
  ['five tiles in a bracket', '1m(11112m)', 'invalid-meld', 2, ['fifth tile', 'character 8']],
  ['mixed suits', '1m(12m3p)', 'invalid-meld', 2, ['"(12m3p)"', 'one suit']],
  ['four tiles not equal', '1m(5556p)', 'invalid-meld', 2, ['"(5556p)"']],
  ['empty bracket', '1m()', 'invalid-meld', 2, ['"()"', 'no tiles']],
  ['run across suits by rank', '1m(89m1p)', 'invalid-meld', 2, ['one suit']],
  ['not closed', '1m(123m', 'unclosed-meld', 2, ['"("', 'not closed']],
  ['a closing bracket with no opening', '123m)', 'unclosed-meld', 4, ['")"']],
  ['a bracket opened inside another', '1m(123m(456p)', 'unclosed-meld', 7, ['character 3', 'character 8']],
  ['brackets of two shapes', '1m(1111z]', 'unclosed-meld', 8, ['"("', '"]"']],
];

// [rule, table, hand (null: the table alone), field, code, index, fragments the English sentence must contain]
export const POSITION_ERROR_CASES: [string, TableInput, string | null, PositionField, ParseErrorCode, number | null, string[]][] = [
  [
    'a fifth copy among the seen tiles',
    { seen: '55555p' },
    null,
    'seen',
    'too-many-copies',
    4,
    ['Five copies of 5p', 'character 5 of the seen tiles'],
  ],
  ['a second red five among the seen tiles', { seen: '00p' }, null, 'seen', 'too-many-red', 1, ['"0p"', 'character 2 of the seen tiles']],
  [
    'an unknown character in the seen tiles',
    { seen: '1x' },
    null,
    'seen',
    'unknown-character',
    1,
    ['"x"', 'character 2 of the seen tiles'],
  ],
  [
    'a fifth copy counting seen tiles and indicators',
    { seen: '555p', dora: '1z5p5p' },
    null,
    'dora',
    'too-many-copies',
    4,
    ['Five copies of 5p (3 seen, 2 dora indicators)', 'character 5 of the dora indicators'],
  ],
  [
    'a red five indicator when the red five is seen',
    { seen: '0p', dora: '0p' },
    null,
    'dora',
    'too-many-red',
    0,
    ['the other is seen', 'character 1 of the dora indicators'],
  ],
  [
    'a sixth indicator',
    { dora: '1z2z3z4z5z6z' },
    null,
    'dora',
    'too-many-indicators',
    10,
    ['More than 5 dora indicators', 'character 11 of the dora indicators'],
  ],
  [
    '2m-8m seen in a three-player game',
    { players: 3, seen: '19m5m' },
    null,
    'seen',
    'three-player-tile',
    3,
    ['"5m"', 'character 4 of the seen tiles', 'no 2m-8m'],
  ],
  ['a red 5m seen in a three-player game', { players: 3, seen: '0m' }, null, 'seen', 'three-player-tile', 0, ['"0m"', 'no red 5m']],
  [
    'a 2m-8m indicator in a three-player game',
    { players: 3, dora: '2m' },
    null,
    'dora',
    'three-player-tile',
    0,
    ['"2m"', 'character 1 of the dora indicators'],
  ],
  ['north set aside in a four-player game', { nuki: 1 }, null, 'nuki', 'invalid-nuki', null, ['1 north tile set aside', 'three-player']],
  ['more than four north tiles set aside', { players: 3, nuki: 5 }, null, 'nuki', 'invalid-nuki', null, ['5 north tiles']],
  ['a fraction of a north tile', { players: 3, nuki: 1.5 }, null, 'nuki', 'invalid-nuki', null, ['1.5 north tiles']],
  [
    'a fifth north counting the nuki-dora',
    { players: 3, seen: '44z', dora: '4z', nuki: 2 },
    null,
    'nuki',
    'too-many-copies',
    null,
    ['5 copies of 4z (2 seen, 1 dora indicator, 2 set aside as nuki-dora)'],
  ],
  ['five players', { players: 5 as 3 }, null, 'players', 'invalid-players', null, ['5 players']],
  // The hand read against the table: a conflict is the hand's, at the hand tile that breaks the limit.
  [
    'a fifth copy counting the hand, the seen tiles and an indicator',
    { seen: '5p', dora: '5p' },
    '555p123m456s789s1z',
    'hand',
    'too-many-copies',
    2,
    ['Five copies of 5p (3 in the hand, 1 seen, 1 dora indicator)', 'character 3'],
  ],
  [
    'a fifth copy in a meld counting the seen tiles',
    { seen: '1z1z' },
    '1m(111z)',
    'hand',
    'too-many-copies',
    5,
    ['Five copies of 1z (3 in the hand, 2 seen)'],
  ],
  [
    'a fifth north counting the nuki-dora',
    { players: 3, seen: '4z', nuki: 2 },
    '44z1m',
    'hand',
    'too-many-copies',
    1,
    ['Five copies of 4z (2 in the hand, 1 seen, 2 set aside as nuki-dora)'],
  ],
  [
    'a second red five, the first an indicator',
    { dora: '0s' },
    '340s',
    'hand',
    'too-many-red',
    2,
    ['"0s"', 'the other is a dora indicator'],
  ],
  [
    '2m-8m in the hand of a three-player game',
    { players: 3 },
    '119m2m',
    'hand',
    'three-player-tile',
    4,
    ['"2m" at character 5', 'no 2m-8m'],
  ],
  ['2m-8m in a meld of a three-player game', { players: 3 }, '19m(333m)', 'hand', 'three-player-tile', 4, ['"3m" at character 5']],
];

/** The error of a table, or of a hand read against a table that reads. */
export function positionErrorOf(input: TableInput, hand: string | null): PositionError {
  const table = parseTable(input);
  if (hand === null) {
    if (table.ok) throw new Error(`${JSON.stringify(input)} reads`);
    return table.error;
  }
  if (!table.ok) throw new Error(`${JSON.stringify(input)}: ${JSON.stringify(table.error)}`);
  const r = parsePosition(hand, table.value);
  if (r.ok) throw new Error(`${hand} reads`);
  return r.error;
}
