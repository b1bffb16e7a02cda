import { describe, expect, test } from 'vitest';
import { parseHand, parseTiles } from '../../../src/engine/core/notation.ts';
import type { ParseError } from '../../../src/engine/types.ts';

const errorOf = (text: string): ParseError => {
  const r = parseHand(text);
  if (r.ok) throw new Error(`${text} parsed`);
  return r.error;
};

// Each row's parts are read off the input by hand: the page builds its Japanese messages from them.
describe('ParseError parts: what the message says, as data', () => {
  test.each<[string, string, Partial<ParseError>]>([
    ['an unknown character', '123m45x6p', { code: 'unknown-character', index: 6, culprit: 'x' }],
    ['a control character by its code point', '1m\u0000', { code: 'unknown-character', index: 2, culprit: 'U+0000' }],
    ['an astral character whole', '1m😀', { code: 'unknown-character', index: 2, culprit: '😀' }],
    [
      'a full-width capital that is no suit letter (full-width digits and suit letters are read)',
      '1Ｘ',
      { code: 'unknown-character', index: 1, culprit: 'Ｘ' },
    ],
    ['a suit letter with no digit', 'm123m', { code: 'unknown-character', index: 0, culprit: 'm', reason: 'no-digit' }],
    ['digits with no suit', '123m456', { code: 'missing-suit', index: 4, culprit: '456' }],
    ['8z', '123m8z', { code: 'invalid-honor', index: 4, culprit: '8z' }],
    ['a fifth copy', '11111m', { code: 'too-many-copies', index: 4, culprit: '1m', tile: '1m', copies: 5, seen: 0 }],
    ['a red five as the fifth five', '5p5p5p5p0p', { code: 'too-many-copies', index: 8, culprit: '0p', tile: '5p', copies: 5 }],
    ['two red fives', '0m0m', { code: 'too-many-red', index: 2, culprit: '0m' }],
    ['15 tiles', '123456789m123456m', { code: 'too-many-tiles', index: 15, culprit: '6', tiles: 14, melds: false }],
    ['15 tiles by a meld', '112233445566m(789s)', { code: 'too-many-tiles', index: 13, culprit: '(789s)', tiles: 14, melds: true }],
    ['12 tiles', '123456789m111z', { code: 'multiple-of-three', index: null, tiles: 12, melds: false }],
    ['9 tiles with melds', '123m(456p)(789s)', { code: 'multiple-of-three', index: null, tiles: 9, melds: true }],
    ['a fifth tile in a bracket', '1m(11112m)', { code: 'invalid-meld', index: 2, culprit: '(', related: 7, reason: 'fifth-tile' }],
    ['two tiles in a bracket', '1m(55p)', { code: 'invalid-meld', index: 2, culprit: '(55p)', reason: 'too-few', tiles: 2 }],
    ['an empty bracket', '1m()', { code: 'invalid-meld', reason: 'no-tiles', culprit: '()' }],
    ['mixed suits', '1m(12m3p)', { code: 'invalid-meld', reason: 'mixed-suits' }],
    ['a closed triplet', '1m[111m]', { code: 'invalid-meld', reason: 'closed-not-kan' }],
    ['four unequal tiles', '1m(5556p)', { code: 'invalid-meld', reason: 'four-unequal' }],
    ['an honor run', '1m(123z)', { code: 'invalid-meld', reason: 'honor-run' }],
    ['not a run', '1m(124m)', { code: 'invalid-meld', reason: 'not-a-set' }],
    ['not closed', '1m(123m', { code: 'unclosed-meld', index: 2, culprit: '(', reason: 'unclosed' }],
    ['closes nothing', '123m)', { code: 'unclosed-meld', index: 4, culprit: ')', reason: 'unopened' }],
    ['opened inside another', '1m(123m(456p)', { code: 'unclosed-meld', index: 7, culprit: '(', related: 2, reason: 'nested' }],
    ['two shapes', '1m(1111z]', { code: 'unclosed-meld', index: 8, culprit: ']', related: 2, reason: 'mismatched' }],
  ])('%s: %s', (_rule, input, parts) => {
    expect(errorOf(input)).toMatchObject(parts);
  });

  test('copies seen elsewhere are counted apart', () => {
    const seen = new Uint8Array(34);
    seen[13] = 1; // 5p
    const r = parseHand('45555p', { seen });
    expect(r.ok ? null : r.error).toMatchObject({ tile: '5p', copies: 5, seen: 1, culprit: '5p', index: 4 });
  });

  test('a bracket in a plain list', () => {
    const r = parseTiles('1m(1m)');
    expect(r.ok ? null : r.error).toMatchObject({ code: 'unknown-character', index: 2, culprit: '(', reason: 'bracket-in-list' });
  });

  test('long culprits are cut, as in the message', () => {
    expect(errorOf(`1m(${' '.repeat(1000)}1m)`)).toMatchObject({ culprit: `(${' '.repeat(23)}…` });
    expect(errorOf(`1m ${'9'.repeat(10)}`)).toMatchObject({ culprit: '9999999999' });
  });
});

// The sentences themselves: test/cli/format-error.test.ts.
describe('too-many-tiles: "a meld counts 3" only where the hand has melds', () => {
  test('no melds: no word of melds', () => {
    expect(errorOf('123456789m123456m')).toMatchObject({ code: 'too-many-tiles', by: 'tile', tiles: 14, melds: false, place: 16 });
  });
  test('melds: the rule is said', () => {
    expect(errorOf('11m(111z)(222z)(333z)(444z)1p')).toMatchObject({
      code: 'too-many-tiles',
      by: 'tile',
      tiles: 14,
      melds: true,
      place: 28,
    });
  });
  test('a meld crossing the limit: the meld is the culprit', () => {
    expect(errorOf('112233445566m(789s)')).toMatchObject({ code: 'too-many-tiles', by: 'meld', culprit: '(789s)', place: 14 });
  });
});
