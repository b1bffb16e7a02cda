import { describe, expect, test } from 'vitest';
import { analyze, formatHand, parsePosition, parseTable } from '../../src/engine/index.ts';
import type { Form, TableInput } from '../../src/engine/index.ts';
import { formatJson, jsonBadHand, jsonHand } from '../../src/cli/format-json.ts';

/** The JSON object of a hand, with the table when `tableInput` is given (as the CLI does with a table option). */
function json(text: string, tableInput?: TableInput, form: Form = 'standard') {
  const table = parseTable(tableInput ?? {});
  if (!table.ok) throw new Error(JSON.stringify(table.error));
  const position = parsePosition(text, table.value);
  if (!position.ok) throw new Error(JSON.stringify(position.error));
  const analysis = analyze(position.value, { form });
  return jsonHand(text, position.value.hand, analysis, tableInput ? table.value : null);
}

describe('jsonHand(input, hand, analysis, table)', () => {
  test('melds are written one by one as the canonical hand writes them: red fives, closed kan', () => {
    const obj = json('(505p)(406m)[5550s]11z');
    expect(obj.melds).toEqual(['(055p)', '(406m)', '[0555s]']);
    expect(obj.hand).toBe('11z(055p)(406m)[0555s]');
    expect(obj.hand.endsWith(obj.melds.join(''))).toBe(true);
  });

  test('decompositions are written with the groups in parentheses, a closed kan too', () => {
    expect(json('(505p)(406m)[5550s]11z').decompositions).toEqual(['(456m)(555p)(5555s)(11z)']);
  });

  test("wait shapes are written with the waiting part in square brackets, under the wait's `decompositions`", () => {
    const waits = json('1223344888999m').waits!;
    expect(waits.map((w) => [w.tile, w.count, w.decompositions])).toEqual([
      ['1m', 3, ['(123m)(44m)(888m)(999m)[23m]', '(234m)(234m)(888m)(999m)[1m]']],
      ['4m', 2, ['(123m)(44m)(888m)(999m)[23m]', '(123m)(234m)(888m)(999m)[4m]']],
    ]);
  });

  // The keys, in the order printed: readers of the output rely on it.
  test.each([
    ['a 3n+2 hand', '4569m1222569p258s', undefined, ['input', 'hand', 'tiles', 'melds', 'shanten', 'discards', 'agari']],
    [
      'a complete hand',
      '123m456p789s111z33z',
      undefined,
      ['input', 'hand', 'tiles', 'melds', 'shanten', 'discards', 'agari', 'decompositions'],
    ],
    ['a 3n+1 hand short of tenpai', '123m456p789s1234z', undefined, ['input', 'hand', 'tiles', 'melds', 'shanten', 'ukeire', 'agari']],
    ['a tenpai 3n+1 hand', '1223344888999m', undefined, ['input', 'hand', 'tiles', 'melds', 'shanten', 'ukeire', 'waits', 'agari']],
    [
      'a 3n+2 hand with a table',
      '4569m1222569p258s',
      { dora: '1z' },
      ['input', 'hand', 'tiles', 'melds', 'players', 'dora', 'wallLeft', 'shanten', 'discards', 'deadTenpai', 'agari'],
    ],
    [
      'a complete hand with a table',
      '123m456p789s111z33z',
      { players: 4 },
      ['input', 'hand', 'tiles', 'melds', 'players', 'dora', 'wallLeft', 'shanten', 'discards', 'deadTenpai', 'agari', 'decompositions'],
    ],
    [
      'a tenpai 3n+1 hand with a table',
      '1223344888999m',
      { seen: '1m' },
      ['input', 'hand', 'tiles', 'melds', 'players', 'dora', 'wallLeft', 'shanten', 'ukeire', 'waits', 'deadTenpai', 'agari'],
    ],
  ] as const)('%s: %s', (_name, text, table, keys) => {
    expect(Object.keys(json(text, table))).toEqual(keys);
  });

  test('shanten keeps its order, with null where a form cannot apply', () => {
    const obj = json('123m5p1113z(456p)(789s)');
    expect(Object.keys(obj.shanten)).toEqual(['standard', 'regular', 'chiitoitsu', 'kokushi']);
    expect(obj.shanten).toEqual({ standard: 0, regular: 0, chiitoitsu: null, kokushi: null });
  });

  test('`red` only with a table, on every discard, ukeire and wait, after the count', () => {
    const plain = json('46m123p456p789p111z');
    expect(plain.discards![0]).toEqual({ discard: '1z', shanten: 0, tiles: ['5m'], count: 4 });
    expect(Object.keys(json('46m123p456p789p11z').waits![0])).toEqual(['tile', 'count', 'decompositions']);

    const real = json('46m123p456p789p111z', { players: 4 });
    expect(Object.keys(real.discards![0])).toEqual(['discard', 'shanten', 'tiles', 'count', 'red']);
    expect(real.discards!.every((r) => typeof r.red === 'number')).toBe(true);
    const draw = json('46m123p456p789p11z', { seen: '0m' });
    expect(Object.keys(draw.ukeire!)).toEqual(['shanten', 'tiles', 'count', 'red']);
    expect(draw.ukeire).toEqual({ shanten: 0, tiles: ['5m'], count: 3, red: 0 });
    expect(Object.keys(draw.waits![0])).toEqual(['tile', 'count', 'red', 'decompositions']);
  });

  test('ukeire carries the shanten in the form ranked', () => {
    expect(json('1133557799m113p').ukeire!.shanten).toBe(0);
    expect(json('1133557799m113p', undefined, 'regular').ukeire!.shanten).toBe(3);
  });

  test('formatJson is the object on one line', () => {
    const table = parseTable({});
    const position = table.ok ? parsePosition('1223344888999m', table.value) : null;
    if (!position?.ok) throw new Error('unreadable');
    const line = formatJson('1223344888999m', position.value.hand, analyze(position.value), null);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual(json('1223344888999m'));
    expect(formatHand(position.value.hand)).toBe(JSON.parse(line).hand);
  });
});

describe('jsonBadHand(input, error)', () => {
  test('the input and the error code, message and index, nothing more of the error', () => {
    const table = parseTable({});
    const position = table.ok ? parsePosition('12 3m', table.value) : null;
    if (!position || position.ok) throw new Error('expected a bad hand');
    const obj = jsonBadHand('12 3m', position.error);
    expect(Object.keys(obj)).toEqual(['input', 'error']);
    expect(Object.keys(obj.error)).toEqual(['code', 'message', 'index']);
    expect(obj.error).toEqual({
      code: 'missing-suit',
      message: 'Digits "12" at character 1 have no suit letter (m, p, s or z) after them.',
      index: 0,
    });
  });
});

describe('jsonHand(..., probabilities)', () => {
  test('the probabilities are one more field, last, and the line is the object written once', () => {
    const table = parseTable({});
    const position = table.ok ? parsePosition('234567m345p6799s1z', table.value) : null;
    if (!position?.ok) throw new Error('unreadable');
    const analysis = analyze(position.value);
    const probabilities = { turns: 18 as const, rows: [{ discard: '1z', tenpai: [1], win: [0.5], ev: [1000.5] }] };
    const obj = jsonHand('234567m345p6799s1z', position.value.hand, analysis, null, null, probabilities);
    expect(Object.keys(obj)).toEqual(['input', 'hand', 'tiles', 'melds', 'shanten', 'discards', 'agari', 'probabilities']);
    expect(obj.probabilities).toBe(probabilities);
    const line = formatJson('234567m345p6799s1z', position.value.hand, analysis, null, null, probabilities);
    expect(line).toBe(JSON.stringify(obj));
    expect(line.endsWith(',"probabilities":{"turns":18,"rows":[{"discard":"1z","tenpai":[1],"win":[0.5],"ev":[1000.5]}]}}')).toBe(true);
  });
});
