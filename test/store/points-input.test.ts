/** The points quiz's fields read into an answer: figures as players type them, and the fields that cannot be read. */
import { describe, expect, test } from 'vitest';
import { readFigure, readPointsFields, withField, EMPTY_POINTS_FIELDS } from '../../src/store/points-input.ts';

describe('readFigure(text)', () => {
  test.each([
    ['3', 3],
    ['40', 40],
    ['1300', 1300],
    ['1,300', 1300],
    ['12,000', 12000],
    ['１３００', 1300],
    ['１，３００', 1300],
    ['  30 ', 30],
    ['\u30001 300', 1300],
    ['0', 0],
  ])('%j is %i', (text, value) => {
    expect(readFigure(text)).toEqual({ ok: true, value });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    [',', 'empty'],
    ['forty', 'not-a-number'],
    ['3han', 'not-a-number'],
    ['1300.5', 'not-a-number'],
    ['-40', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['12345678', 'not-a-number'],
  ])('%j cannot be read: %s', (text, error) => {
    expect(readFigure(text)).toEqual({ ok: false, error });
  });
});

describe('readPointsFields(fields, figures)', () => {
  const fields = withField(withField(withField(withField(EMPTY_POINTS_FIELDS, 'han', '3'), 'fu', '40'), 0, '1,300'), 1, '2600');

  test('two payment figures asked: both read, in order', () => {
    expect(readPointsFields(fields, 2)).toEqual({ ok: true, answer: { han: 3, fu: 40, payment: [1300, 2600] } });
  });

  test('one asked: the second field is not read', () => {
    expect(readPointsFields(withField(fields, 1, 'junk'), 1)).toEqual({ ok: true, answer: { han: 3, fu: 40, payment: [1300] } });
  });

  test('every field that cannot be read is named', () => {
    const bad = withField(withField(fields, 'fu', 'x'), 1, '');
    expect(readPointsFields(bad, 2)).toEqual({ ok: false, errors: { fu: 'not-a-number', 1: 'empty' } });
  });

  test('withField changes one field and leaves the others', () => {
    expect(withField(fields, 0, '2,000')).toEqual({ han: '3', fu: '40', payment: ['2,000', '2600'] });
    expect(fields.payment).toEqual(['1,300', '2600']);
  });
});
