/**
 * The CLI's English for the engine's errors (src/cli/format-error.ts). The engine's tests check each
 * error's data (its code, index, place and parts); these check the sentence written from it: the
 * culprit quoted, its place counted as a reader counts, the part of the position named, and nothing a
 * huge input could make huge.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatError } from '../../src/cli/format-error.ts';
import { parseHand, parseTiles } from '../../src/engine/core/notation.ts';
import { emptyTable, parsePosition, parseTable } from '../../src/engine/core/position.ts';
import { parseRules } from '../../src/engine/scoring/rules.ts';
import type { ParseError } from '../../src/engine/types.ts';
import type { ScoreError } from '../../src/engine/scoring/score-types.ts';
import { PROBABILITY_ERROR_CASES, SCORE_ERROR_CASES } from '../support/score-error-cases.ts';
import { HAND_ERROR_CASES, POSITION_ERROR_CASES, positionErrorOf } from '../support/parse-error-cases.ts';

function handError(text: string, options: Parameters<typeof parseHand>[1] = {}): ParseError {
  const r = parseHand(text, options);
  if (r.ok) throw new Error(`${JSON.stringify(text)} reads`);
  return r.error;
}

function tilesError(text: string, options: Parameters<typeof parseTiles>[1] = {}): ParseError {
  const r = parseTiles(text, options);
  if (r.ok) throw new Error(`${JSON.stringify(text)} reads`);
  return r.error;
}

/** The place a reader gives a UTF-16 index: code points before it, variation selectors not counted, plus one. */
const placeOf = (text: string, index: number) => [...text.slice(0, index)].filter((c) => c !== '\uFE0E' && c !== '\uFE0F').length + 1;

describe('a hand that does not read: the sentence names the culprit and its place', () => {
  test.each(HAND_ERROR_CASES)('%s: %s', (_rule, input, _code, index, fragments) => {
    const message = formatError(handError(input));
    if (index !== null) expect(message).toContain(`character ${index + 1}`);
    for (const fragment of fragments) expect(message).toContain(fragment);
  });

  test("copies seen elsewhere are named with the hand's", () => {
    const seen = new Uint8Array(34);
    seen[13] = 1; // 5p
    expect(formatError(handError('45555p', { seen }))).toContain('Five copies of 5p (4 in the hand, 1 seen)');
  });

  test('a huge bracket makes a short sentence', () => {
    expect(formatError(handError(`1m(${' '.repeat(100_000)}1m)`)).length).toBeLessThan(200);
  });

  test('too-many-tiles: "a meld counts 3" only where the hand has melds', () => {
    expect(formatError(handError('123456789m123456m'))).toBe('More than 14 tiles: the 15th is at character 16.');
    expect(formatError(handError('11m(111z)(222z)(333z)(444z)1p'))).toBe(
      'More than 14 tiles: the 15th is at character 28 (a meld, even a kan, counts 3).',
    );
  });

  test('three players: the rule is said', () => {
    for (const [text, red] of [
      ['12m', false],
      ['89m', false],
      ['0m', true],
      ['1z(789m)', false],
    ] as const) {
      const message = formatError(handError(text, { players: 3 }));
      expect(message).toContain('no 2m-8m');
      expect(message.includes('(so no red 5m)')).toBe(red);
    }
  });

  test.each<[string, string]>([
    ['🀇🀈🀉🀢', '"🀢" at character 4 is a flower tile, not a tile of riichi mahjong.'],
    ['1m🀦', '"🀦" at character 3 is a season tile, not a tile of riichi mahjong.'],
    ['1m 🀪', '"🀪" at character 4 is the joker tile, not a tile of riichi mahjong.'],
    ['🀄️🀫', '"🀫" at character 2 is the back of a tile, not a tile of riichi mahjong.'],
  ])('%s: a tile of another game is named with its place', (text, sentence) => {
    expect(formatError(handError(text))).toBe(sentence);
  });

  test.each<[string, number]>([
    ['🀇🀈🀉x', 4],
    ['東東東東東', 5],
    ['🀇🀇🀇🀇🀇', 5],
    ['12東', 1],
    ['🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀁🀁🀁', 15],
    ['1m(東東東東東)', 3],
    ['🀇(123m', 2],
    ['🀇🀇(🀇111z]', 9],
    ['🀄️1z 7', 5],
    ['https://tenhou.net/2/?q=123m4x', 30],
    ['https://tenhou.net/2/?q=123m%20456x', 35],
    ['https://tenhou.net/2/?q=1m%E2%82%AC', 27],
  ])('%s: the place counts characters as a reader does (%i)', (text, place) => {
    expect(formatError(handError(text))).toContain(`character ${place}`);
  });

  test('a mismatched bracket after Unicode tiles: both places counted', () => {
    expect(formatError(handError('🀇🀇(🀇111z]'))).toBe('"(" at character 3 is closed by "]" at character 9.');
  });

  test('any text: every error has a sentence, naming the place a reader counts', () => {
    const unit = fc.constantFrom(...'0123456789mpsz()[] '.split(''), 'x', '\u3000', '😀', 'M', '🀀', '🀢', '\uFE0F', '%E6%9D%B1', '+', '東');
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit, maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 })),
        fc.boolean(),
        (body, link) => {
          const text = link ? `https://tenhou.net/2/?q=${body}` : body;
          const r = parseHand(text);
          if (r.ok) return;
          const message = formatError(r.error);
          expect(message.length).toBeGreaterThan(0);
          expect(message).not.toContain('undefined');
          if (r.error.index !== null) expect(message).toContain(`character ${placeOf(text, r.error.index)}`);
          if ('related' in r.error) expect(message).toContain(`character ${placeOf(text, r.error.related)}`);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('a megabyte of input makes a short sentence', () => {
    const MB = 1 << 20;
    let seed = 12345;
    const garbage = Array.from({ length: MB }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return String.fromCharCode(32 + ((seed >>> 16) % 0x2fe0));
    }).join('');
    for (const text of [
      garbage,
      '1'.repeat(MB),
      '0m'.repeat(MB / 2),
      ' '.repeat(MB),
      `(${' '.repeat(MB)}`,
      '('.repeat(MB),
      ')'.repeat(MB),
      `(${'5'.repeat(MB)}`,
    ]) {
      expect(formatError(handError(text)).length).toBeLessThan(200);
    }
  });
});

describe('a list of tiles that does not read', () => {
  test.each<[string, number]>([
    ['1m(2m)', 2],
    ['1111m 1m', 6],
    ['0p 0p', 3],
    ['8z', 0],
    ['12', 0],
    ['1m?', 2],
  ])('%s: the place is named', (text, index) => {
    expect(formatError(tilesError(text))).toContain(`character ${index + 1}`);
  });

  test("the list's part names it in every place", () => {
    expect(formatError(tilesError('1z2z3z', { maxTiles: 2, part: 'discards' }))).toContain('character 5 of the discards');
    expect(formatError(tilesError('🀇🀇🀇x', { part: 'seen' }))).toContain('character 4 of the seen tiles');
  });

  test("the ura-dora indicators are named by the CLI's option", () => {
    expect(formatError(tilesError('1z2z3z4z5z6z', { maxTiles: 5, part: 'ura' }))).toBe(
      'More than 5 tiles: the 6th is at character 11 of --ura.',
    );
  });

  test('other parts count toward the four copies and the red fives, each named', () => {
    const others = [{ counts: Object.assign(new Array<number>(34).fill(0), { 13: 2 }), red: [0, 1, 0], part: 'seen' as const }];
    expect(formatError(tilesError('55p 5p', { others, part: 'dora' }))).toContain('Five copies of 5p (2 seen, 3 dora indicators)');
    expect(formatError(handError('340p', { others }))).toContain('the other is seen');
  });
});

describe('a position that cannot be: the sentence names its part', () => {
  test.each(POSITION_ERROR_CASES)('%s', (_rule, input, hand, _field, _code, _index, fragments) => {
    const message = formatError(positionErrorOf(input, hand));
    for (const fragment of fragments) expect(message).toContain(fragment);
  });

  test('a table checked against the hand kept', () => {
    const hand = parsePosition('11z46m123p456p789p', emptyTable());
    if (!hand.ok) throw new Error('fixture');
    const seen = parseTable({ seen: '1z1z1z' }, hand.value.hand);
    expect(seen.ok ? '' : formatError(seen.error)).toContain('Five copies of 1z (2 in the hand, 3 seen)');
    const red = parsePosition('0m46m123p456p789p1z', emptyTable());
    if (!red.ok) throw new Error('fixture');
    const dora = parseTable({ dora: '0m' }, red.value.hand);
    expect(dora.ok ? '' : formatError(dora.error)).toContain('the other is in the hand');
  });
});

describe('rules that do not read', () => {
  test.each<[string, RegExp]>([
    ['ms', /unknown rule 'ms' \(known: tenhou, mahjongsoul, kuitan,/],
    ['mahjongsoul,kuitan=maybe', /kuitan=maybe: true or false/],
    ['doubleWindFu=3', /2 or 4 fu/],
    ['kuitan', /must be NAME=VALUE/],
  ])('%s: the part that cannot be read is named', (text, message) => {
    const r = parseRules(text);
    expect(r.ok ? '' : formatError(r.error)).toMatch(message);
  });
});

describe('a hand that cannot be scored: the same writer, one per code', () => {
  test.each<[ScoreError, string]>([
    [
      { code: 'not-complete', tiles: 14 },
      'The hand is not complete: its tiles do not form four sets and a pair, seven pairs or thirteen orphans.',
    ],
    [
      { code: 'not-complete', tiles: 13 },
      'The hand has 13 tiles: a complete hand has 14 (a kan counting 3), every meld written in brackets.',
    ],
    [{ code: 'win-not-in-hand', win: 22, red: false }, "The winning tile 5s is not among the hand's concealed tiles."],
    [{ code: 'win-not-in-hand', win: 22, red: true }, "The winning tile 0s (a red five) is not among the hand's concealed tiles."],
    [{ code: 'win-not-in-hand', win: 99, red: false }, "The winning tile 99 is not among the hand's concealed tiles."],
    [{ code: 'invalid-wind', field: 'seat', wind: 'X' }, 'The seat wind "X" must be E, S, W or N.'],
    [{ code: 'riichi-open-hand' }, 'Riichi needs a closed hand, and this one has called a meld (a closed kan is fine).'],
    [{ code: 'first-draw-after', after: 'riichi' }, 'A first-draw win (天和/地和) comes before any riichi, kan or last tile.'],
    [{ code: 'invalid-count', field: 'sticks', value: -1 }, '-1 riichi sticks: a whole number, 0 or more.'],
    [{ code: 'nuki-four-players', nuki: 1 }, 'Nuki-dora exist only in a three-player game.'],
  ])('%j', (error, sentence) => {
    expect(formatError(error)).toBe(sentence);
  });

  test.each(SCORE_ERROR_CASES.map((e) => [JSON.stringify(e), e] as const))('every score error is a sentence: %s', (_text, error) => {
    const sentence = formatError(error);
    expect(sentence).toMatch(/^[A-Z0-9-].*\.$/);
    expect(sentence).not.toMatch(/undefined|NaN|\[object/);
  });

  test("too-many-indicators: a score's count of indicators and a table's sixth indicator each get their sentence", () => {
    expect(formatError({ code: 'too-many-indicators', field: 'ura', count: 7 })).toBe('7 ura-dora indicators: a game shows at most five.');
    expect(formatError({ code: 'too-many-indicators', field: 'dora', count: 6 })).toBe('6 dora indicators: a game shows at most five.');
    const table = parseTable({ dora: '1z2z3z4z5z6z' });
    if (table.ok) throw new Error('fixture');
    expect(formatError(table.error)).toBe('More than 5 dora indicators: the sixth is at character 11 of the dora indicators.');
  });
});

describe('no probabilities: the same writer, one per code', () => {
  test.each(PROBABILITY_ERROR_CASES.map((e) => [JSON.stringify(e), e] as const))(
    'every probability error is a sentence: %s',
    (_text, error) => {
      const sentence = formatError(error);
      expect(sentence).toMatch(/^[A-Z0-9].*\.$/);
      expect(sentence).not.toMatch(/undefined|NaN|\[object/);
    },
  );

  test("too-many-copies: a position the search refuses names its tile; a text's fifth copy, its place", () => {
    expect(formatError({ code: 'too-many-copies', tile: { kind: 22, red: true } })).toBe(
      '0s: more copies than the set holds with what is visible.',
    );
    expect(formatError(handError('55555s'))).toBe('Five copies of 5s: the last is "5s" at character 5; a kind has only four.');
  });
});
