import { describe, expect, test } from 'vitest';
import { draftOf, readDraft, readQuery, readSort, withDraft, withSort, writeQuery, type RowSort } from '../../src/address/location.ts';

describe('readQuery: Tenhou links', () => {
  test.each([
    ['?q=4569m1222569p258s', '4569m1222569p258s', 'standard'],
    ['?p=4569m1222569p258s', '4569m1222569p258s', 'regular'],
    ['?qd=123m456p789s1122z', '123m456p789s1122z', 'standard'],
    ['?pd=123m456p789s1122z', '123m456p789s1122z', 'regular'],
    ['?x=1&p=11z', '11z', 'regular'],
    ['?q=1245p%20(555p)%20(789s)', '1245p (555p) (789s)', 'standard'],
    ['?q=1m%5B1111z%5D', '1m[1111z]', 'standard'],
    ['', '', 'standard'],
    ['?lang=ja', '', 'standard'],
  ])('%s', (search, hand, form) => {
    expect(readQuery(search)).toEqual({ hand, form });
  });
});

describe('writeQuery', () => {
  test('q for standard, p for regular, nothing for no hand', () => {
    expect(writeQuery({ hand: '123m45p', form: 'standard' })).toBe('?q=123m45p');
    expect(writeQuery({ hand: '4569m1222569p258s', form: 'regular' })).toBe('?p=4569m1222569p258s');
    expect(writeQuery({ hand: '', form: 'standard' })).toBe('');
  });
  test('a 3n+1 hand is written qd / pd: Tenhou adds a random draw to ?q= and ?p=, this page does not', () => {
    expect(writeQuery({ hand: '123m456p789s1122z', form: 'standard' })).toBe('?qd=123m456p789s1122z');
    expect(writeQuery({ hand: '123m456p789s1122z', form: 'regular' })).toBe('?pd=123m456p789s1122z');
    // Melds count 3: 1 + 3 = 4 tiles; 1245p + two melds = 10 tiles; and 2 + 3 = 5 tiles is 3n+2.
    expect(writeQuery({ hand: '1m(123p)', form: 'standard' })).toBe('?qd=1m(123p)');
    expect(writeQuery({ hand: '1245p(555p)(789s)', form: 'standard' })).toBe('?qd=1245p(555p)(789s)');
    expect(writeQuery({ hand: '12m[1111z]', form: 'standard' })).toBe('?q=12m%5B1111z%5D');
  });
  test.each(['1245p (555p) (789s)', '1m[1111z]', '0m0p0s', '1m２m'])('%s survives the round trip', (hand) => {
    expect(readQuery(writeQuery({ hand, form: 'regular' }))).toEqual({ hand, form: 'regular' });
  });
  test('round brackets stay readable in the URL', () => {
    expect(writeQuery({ hand: '12m(123p)', form: 'standard' })).toBe('?q=12m(123p)');
  });
});

describe("the draft beside the hand: the field's text when it is not the hand", () => {
  test("written after the hand's parameters, as typed; none when the field shows the hand", () => {
    expect(withDraft('?q=12m', '12m 5x')).toBe('?q=12m&draft=12m%205x');
    expect(withDraft('', '1x')).toBe('?draft=1x');
    expect(withDraft('?q=12m', '')).toBe('?q=12m');
  });
  test.each(['12m 5x (1', '１２３ｍ', '4569m1222569p2s', '&draft=?#'])('%s survives the round trip', (draft) => {
    expect(readDraft(withDraft('?q=1m', draft))).toBe(draft);
  });
  test('draftOf: the field shows the hand (whitespace aside) or nothing: no draft', () => {
    expect(draftOf('1m 2m', '1m2m')).toBe('');
    expect(draftOf('  ', '')).toBe('');
    expect(draftOf('1m 2', '1m')).toBe('1m 2');
    expect(readDraft('?q=1m')).toBe('');
  });

  test('draftOf: a pasted form that reads as the hand is no draft; one with a mistake stays as typed', () => {
    expect(draftOf('https://tenhou.net/2/?q=1m%202m', '1m2m')).toBe('');
    expect(draftOf('🀇🀈, 東', '12m1z')).toBe('');
    expect(draftOf('12東', '121z')).toBe('12東');
    expect(draftOf('https://tenhou.net/2/', '')).toBe('https://tenhou.net/2/');
  });
});

describe("the discard table's order: `&sort=`", () => {
  test.each([
    ['?q=1m&sort=next', 'next'],
    ['?q=1m&sort=good', 'good'],
    ['?q=1m&sort=safety', 'safety'],
    ['?q=1m&sort=count', 'count'],
    ['?q=1m', 'count'],
    ['?q=1m&sort=Safety', 'count'],
    ['?q=1m&sort=danger', 'count'],
  ])('readSort(%s) is %s', (search, sort) => {
    expect(readSort(search)).toBe(sort);
  });

  test.each<[string, RowSort, string]>([
    ['?q=1m', 'safety', '?q=1m&sort=safety'],
    ['?q=1m', 'next', '?q=1m&sort=next'],
    ['?q=1m', 'count', '?q=1m'],
    ['', 'safety', '?sort=safety'],
  ])('withSort(%s, %s) is %s, which reads back as the order', (search, sort, written) => {
    expect(withSort(search, sort)).toBe(written);
    expect(readSort(written)).toBe(sort);
  });
});
