import { describe, expect, test } from 'vitest';
import { analyze, emptyTable, parseHand, tenhou, tiles } from '../../../src/engine/index.ts';
import type { Analysis, DiscardRow, Form, Hand } from '../../../src/engine/index.ts';

const { formatText: formatTenhouText } = tenhou;
const { tileOf } = tiles;

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`test hand ${text}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/** The real analysis, then the text: the whole chain the CLI's --format tenhou runs. */
function tenhouText(text: string, form: Form = 'standard'): string {
  const h = hand(text);
  return formatTenhouText(text, h, analyze({ hand: h, table: emptyTable() }, { form, red: false }));
}

/** A 3n+2 analysis holding only the given rows, so the selection and ordering are tested on their own. */
function withDiscards(discards: DiscardRow[]): Analysis {
  const value = Math.min(...discards.map((r) => r.shanten));
  const shanten = { standard: value, regular: value, chiitoitsu: null, kokushi: null };
  return { kind: 'discard', form: 'standard', tileCount: 14, shanten, value, discards, wallLeft: 122, dora: [] };
}

const M = (rank: number) => rank - 1; // kind index of a manzu tile
const P = (rank: number) => 8 + rank;
const S = (rank: number) => 17 + rank;
const Z = (rank: number) => 26 + rank;

describe('formatTenhouText: selection and order of the rows it is given', () => {
  test('equal counts keep the order the discarded kinds were typed in, not tile order', () => {
    // typed 9p, 1m, 5s: tile order would be 1m, 9p, 5s
    const text = '9p1m5s11z123m456p789s';
    const rows: DiscardRow[] = [
      { discard: tileOf(M(1)), shanten: 1, tiles: [Z(1)], count: 2 },
      { discard: tileOf(P(9)), shanten: 1, tiles: [Z(1)], count: 2 },
      { discard: tileOf(S(5)), shanten: 1, tiles: [Z(1)], count: 2 },
    ];
    expect(formatTenhouText(text, hand(text), withDiscards(rows))).toBe(
      [text, '打9p 摸[1z 2枚]', '打1m 摸[1z 2枚]', '打5s 摸[1z 2枚]'].join('\n'),
    );
  });

  test('a larger count goes first whatever the typed order', () => {
    const text = '9p1m5s11z123m456p789s';
    const rows: DiscardRow[] = [
      { discard: tileOf(P(9)), shanten: 1, tiles: [Z(1)], count: 2 },
      { discard: tileOf(S(5)), shanten: 1, tiles: [M(4), M(7)], count: 8 },
    ];
    expect(formatTenhouText(text, hand(text), withDiscards(rows)).split('\n').slice(1)).toEqual(['打5s 摸[4m7m 8枚]', '打9p 摸[1z 2枚]']);
  });

  test('discards that raise the shanten are left out; 待ち marks a discard that leaves tenpai', () => {
    const text = '123m456p789s111z23z';
    const rows: DiscardRow[] = [
      { discard: tileOf(Z(2)), shanten: 0, tiles: [Z(3)], count: 3 },
      { discard: tileOf(Z(1)), shanten: 1, tiles: [Z(1), Z(2), Z(3)], count: 9 },
      { discard: tileOf(M(1)), shanten: 1, tiles: [M(1), M(4)], count: 7 },
    ];
    expect(formatTenhouText(text, hand(text), withDiscards(rows))).toBe(`${text}\n打2z 待ち[3z 3枚]`);
  });

  test('tiles are written in full and in tile order; a red five discard is written as its 5', () => {
    const text = '0m3z123m456p789s111z';
    const rows: DiscardRow[] = [{ discard: tileOf(M(5)), shanten: 0, tiles: [Z(3), M(9), M(1)], count: 7 }];
    expect(formatTenhouText(text, hand(text), withDiscards(rows))).toBe(`${text}\n打5m 待ち[1m9m3z 7枚]`);
  });

  test('no tile left to draw: the bracket holds only the count', () => {
    const text = '123m456p789s111z23z';
    const rows: DiscardRow[] = [{ discard: tileOf(Z(2)), shanten: 0, tiles: [], count: 0 }];
    expect(formatTenhouText(text, hand(text), withDiscards(rows))).toBe(`${text}\n打2z 待ち[0枚]`);
  });

  test('a 3n+1 hand gives one line without the discard; no trailing newline', () => {
    const text = '123m456p789s1234z';
    const value = 2;
    const analysis: Analysis = {
      form: 'standard',
      tileCount: 13,
      shanten: { standard: value, regular: value, chiitoitsu: 6, kokushi: 7 },
      value,
      kind: 'draw',
      effective: { tiles: [Z(1), Z(2), Z(3), Z(4)], count: 12 },
      waitShapes: [],
      wallLeft: 123,
      dora: [],
      deadTenpai: false,
    };
    expect(formatTenhouText(text, hand(text), analysis)).toBe(`${text}\n摸[1z2z3z4z 12枚]`);
  });

  test('the first line is the input exactly as typed, spaces and long form included', () => {
    const text = '1m 1m1m 2345678999m';
    const analysis: Analysis = {
      form: 'standard',
      tileCount: 13,
      shanten: { standard: 0, regular: 0, chiitoitsu: 4, kokushi: 10 },
      value: 0,
      kind: 'draw',
      effective: { tiles: [M(1), M(2)], count: 4 },
      waitShapes: [],
      wallLeft: 123,
      dora: [],
      deadTenpai: false,
    };
    expect(formatTenhouText(text, hand(text), analysis).split('\n')[0]).toBe(text);
  });
});

// Expected texts below are hand-worked (each discard's effective tiles and 4 - copies in the hand,
// the discarded tile included) and were cross-checked against @kobalab/majiang-core's shanten.
describe('formatTenhouText(analyze(hand)): whole texts', () => {
  test("Tenhou's own output for 4569m1222569p258s starts the text", () => {
    const lines = tenhouText('4569m1222569p258s').split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '4569m1222569p258s',
      '打5s 摸[7m8m9m1p2p3p4p7p8p9p1s2s3s4s6s7s8s9s 64枚]',
      '打9p 摸[7m8m9m1p2p3p4p7p1s2s3s4s5s6s7s8s9s 60枚]',
    ]);
  });

  test('4569m1222569p258s in full: every discard that keeps 3-shanten, ties (60) in typed order 9p 2s 8s', () => {
    expect(tenhouText('4569m1222569p258s')).toBe(
      [
        '4569m1222569p258s',
        '打5s 摸[7m8m9m1p2p3p4p7p8p9p1s2s3s4s6s7s8s9s 64枚]',
        '打9p 摸[7m8m9m1p2p3p4p7p1s2s3s4s5s6s7s8s9s 60枚]',
        '打2s 摸[7m8m9m1p2p3p4p7p8p9p3s4s5s6s7s8s9s 60枚]',
        '打8s 摸[7m8m9m1p2p3p4p7p8p9p1s2s3s4s5s6s7s 60枚]',
        '打1p 摸[7m8m9m4p7p8p9p1s2s3s4s5s6s7s8s9s 59枚]',
        '打9m 摸[1p2p3p4p7p8p9p1s2s3s4s5s6s7s8s9s 56枚]',
      ].join('\n'),
    );
  });

  test.each([
    // three lone honors, each discard leaving the other two and 1z (2 left): 8 each
    ['432z11z123m456p789s', ['打4z 摸[1z2z3z 8枚]', '打3z 摸[1z2z4z 8枚]', '打2z 摸[1z3z4z 8枚]']],
    ['123m456p789s11234z', ['打2z 摸[1z3z4z 8枚]', '打3z 摸[1z2z4z 8枚]', '打4z 摸[1z2z3z 8枚]']],
  ])('ties follow the typed order: %s', (text, rows) => {
    expect(tenhouText(text)).toBe([text, ...rows].join('\n'));
  });

  test('a complete hand lists the discards that leave tenpai, all as 待ち, ties in typed order', () => {
    const text = '33z111z789s456p123m';
    expect(tenhouText(text)).toBe(
      [
        text,
        '打9s 待ち[6s9s 7枚]',
        '打4p 待ち[4p7p 7枚]',
        '打6p 待ち[3p6p 7枚]',
        '打1m 待ち[1m4m 7枚]',
        '打1z 待ち[1z3z 3枚]',
        '打7s 待ち[7s 3枚]',
        '打8s 待ち[8s 3枚]',
        '打5p 待ち[5p 3枚]',
        '打2m 待ち[2m 3枚]',
        '打3m 待ち[3m 3枚]',
        '打3z 待ち[3z 2枚]',
      ].join('\n'),
    );
  });

  test('a tenpai 3n+1 hand: one 待ち line; counts subtract the hand’s own copies (1m, 9m: 1 left)', () => {
    expect(tenhouText('1112345678999m')).toBe('1112345678999m\n待ち[1m2m3m4m5m6m7m8m9m 23枚]');
  });

  test('a 3n+1 hand short of tenpai: one 摸 line', () => {
    expect(tenhouText('123m456p789s1234z')).toBe('123m456p789s1234z\n摸[1z2z3z4z 12枚]');
  });

  test('a red five is written as its 5, as the discard and as the wait', () => {
    expect(tenhouText('0m3z123m456p789s111z')).toBe('0m3z123m456p789s111z\n打5m 待ち[3z 3枚]\n打3z 待ち[5m 3枚]');
  });

  test('melds: their tiles lower the counts (5p: one concealed, one in (456p), 2 left)', () => {
    const text = '123m111z3z5p(456p)(789s)';
    expect(tenhouText(text)).toBe(`${text}\n打5p 待ち[3z 3枚]\n打3z 待ち[5p 2枚]`);
  });

  test('the regular form (Tenhou ?p=) ignores chiitoitsu: a seven-pairs tenpai is 3-shanten', () => {
    const text = '1133557799m113p';
    expect(tenhouText(text)).toBe(`${text}\n待ち[3p 3枚]`);
    expect(tenhouText(text, 'regular')).toBe(`${text}\n摸[1m2m3m4m5m6m7m8m9m1p2p 32枚]`);
  });
});
