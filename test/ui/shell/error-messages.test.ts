/**
 * The page's words for the engine's errors (src/ui/shell/error-messages.ts): every mistake in Japanese
 * and Chinese with its culprit and place, the English the CLI writes, and the practice modes' errors.
 */
import fc from 'fast-check';
import { PROBABILITY_ERROR_CASES, SCORE_ERROR_CASES, WORKER_FAILURE_CASES } from '../../support/score-error-cases.ts';
import { describe, expect, test } from 'vitest';
import { formatError as cliError, type CliError } from '../../../src/cli/format-error.ts';
import { parseHand, parseTiles } from '../../../src/engine/core/notation.ts';
import { parseTable, parsePosition, emptyTable } from '../../../src/engine/core/position.ts';
import { parseSeed } from '../../../src/engine/core/random.ts';
import { chinitsuQuestion } from '../../../src/engine/practice/chinitsu.ts';
import { drillDiscardError } from '../../../src/engine/practice/drill-rules.ts';
import { startDrill } from '../../../src/engine/practice/drill.ts';
import { parseRules } from '../../../src/engine/scoring/rules.ts';
import type { ParseError, TableInput } from '../../../src/engine/types.ts';
import type { OtherSeat } from '../../../src/engine/index.ts';
import { LANGS } from '../../../src/store/lang.ts';
import { errorMessagesFor, excerptAround, formatError, type PageError } from '../../../src/ui/shell/error-messages.ts';
import { HAND_ERROR_CASES, POSITION_ERROR_CASES, positionErrorOf } from '../../support/parse-error-cases.ts';
import { handleRequest } from '../../../src/worker/handle-request.ts';
import type { CallsRequest } from '../../../src/worker/protocol.ts';
import { offerTile } from '../../../src/address/call-query.ts';
import { packed } from '../../support/packed.ts';

const parseErrorJa = (e: PageError) => formatError(e, 'ja');

const handError = (text: string): ParseError => {
  const r = parseHand(text);
  if (r.ok) throw new Error(`${text} parsed`);
  return r.error;
};

/** The probabilities' options of a call or kan table's figures (the page's defaults). */
const FIGURES = {
  round: 'E',
  seat: 'S',
  handChanges: false,
  shantenBack: false,
  riichi: 'best',
  red: true,
  ura: true,
  riichiStick: false,
  tenpaiPayment: 0,
  ippatsu: false,
  haitei: false,
  honba: 0,
  sticks: 0,
} as const;

/** The worker's refusals of call tables (docs/rules.md#call-or-pass): every code and reason. */
function callErrors(): PageError[] {
  // Written as the page reads them (notation, the offered tile's code), sent as it sends them (packed, the tile read).
  type Typed = Omit<CallsRequest, 'position' | 'offer'> & { hand: string; table: TableInput; offer: { tile: string; from: OtherSeat } };
  const base: Typed = {
    hand: '2340m5m678p11z222s',
    table: {},
    offer: { tile: '4m', from: 3 },
    round: 'E',
    seat: 'S',
    kuitan: true,
  };
  const refusals: Partial<Typed>[] = [
    { hand: '2340m5m678p11z222s1m' },
    { hand: '4444m5m678p11z222s' },
    { table: { seen: '0m' }, hand: '2345m5m678p11z222s', offer: { tile: '0m', from: 3 } },
    { table: { players: 3 }, hand: '11p789p11z222s345s', offer: { tile: '4m', from: 1 } },
    { offer: { tile: '8z', from: 3 } },
    { offer: { tile: '4m', from: 'behind' as unknown as OtherSeat } },
    { table: { players: 3 }, hand: '11p789p11z222s345s', offer: { tile: '1p', from: 2 } },
    { probabilities: { ...FIGURES, turn: 18 } },
  ];
  return refusals.map((patch) => {
    const { hand, table, offer, ...rest } = { ...base, ...patch };
    const request: CallsRequest = { ...rest, position: packed(hand, table), offer: { tile: offerTile(offer), from: offer.from } };
    const r = handleRequest({ id: 1, kind: 'callTable', request });
    if (r.type !== 'error') throw new Error(JSON.stringify(patch));
    return r.message as PageError;
  });
}

/** The worker's refusals of kan tables (a kan on your own turn): a hand without a discard to make, a turn outside 1-17. */
function kanErrors(): PageError[] {
  const typed = [{ hand: '1111m234p567s223z' }, { hand: '1111m234p567s2233z', probabilities: { ...FIGURES, turn: 0 } }];
  return typed.map(({ hand, ...rest }) => {
    const r = handleRequest({ id: 1, kind: 'kanTable', request: { ...rest, position: packed(hand, {}) } });
    if (r.type !== 'error') throw new Error(JSON.stringify(hand));
    return r.message as PageError;
  });
}

/** A refusal of each kind the engine makes: every code of every union the page writes, most more than once. */
function everyError(): PageError[] {
  const out: PageError[] = [];
  for (const [, input] of HAND_ERROR_CASES) out.push(handError(input));
  for (const [, input, hand] of POSITION_ERROR_CASES) out.push(positionErrorOf(input, hand));
  out.push(handError('https://tenhou.net/2/'), handError('🀇🀈🀉🀢'));
  for (const text of ['123m456p789s1122z', '1234567m123456p', '11123456789999m', '1112345678m(999m)', '1112345x', '1357913579246m']) {
    const r = chinitsuQuestion(text);
    if (!r.ok) out.push(r.error);
  }
  const state = startDrill(9);
  const held = new Set([...state.tiles, state.drawn].map((t) => t.kind));
  out.push(drillDiscardError(state, { kind: [...Array(34).keys()].find((k) => !held.has(k))!, red: false }, 0)!);
  out.push(
    drillDiscardError({ ...state, ending: 'agari' }, state.drawn, 3)!,
    drillDiscardError({ ...state, ending: 'exhausted' }, state.drawn, 3)!,
  );
  out.push(...SCORE_ERROR_CASES, ...PROBABILITY_ERROR_CASES, ...WORKER_FAILURE_CASES, ...callErrors(), ...kanErrors());
  const seed = parseSeed('abc');
  if (!seed.ok) out.push(seed.error);
  for (const text of ['ms', 'kuitan=maybe', 'doubleWindFu=3', 'kuitan']) {
    const r = parseRules(text);
    if (!r.ok) out.push(r.error);
  }
  return out;
}

describe("formatError(error, 'ja'): every mistake in Japanese, with its culprit and place (1-based)", () => {
  // Expected sentences written by hand from the input: the place is the index + 1.
  test.each<[string, string]>([
    ['123m45x6p', '7文字目に使えない文字「x」があります。'],
    ['123X', '4文字目に使えない文字「X」があります。'],
    ['1Ｘ', '2文字目に使えない文字「Ｘ」があります。'],
    ['1m＋', '3文字目に使えない文字「＋」があります。'],
    ['1m\u0000', '3文字目に使えない文字 U+0000 があります。'],
    ['m123m', '1文字目の「m」の前に数字がありません。'],
    ['123m456', '5文字目の数字「456」の後に m p s z がありません。'],
    ['123m8z', '5文字目の「8z」: 字牌は 1z〜7z です。'],
    ['11111m', '1mが5枚あります: 5枚目は5文字目の「1m」。同じ牌は4枚までです。'],
    ['0m0m', '3文字目の「0m」は2枚目の赤ドラです。赤ドラは各色1枚です。'],
    ['123456789m123456m', '牌が14枚を超えています: 15枚目は16文字目。'],
    ['11m(111z)(222z)(333z)(444z)1p', '牌が14枚を超えています: 15枚目は28文字目 (副露は槓子も3枚と数えます)。'],
    ['112233445566m(789s)', '14文字目の面子「(789s)」で14枚を超えます (副露は槓子も3枚と数えます)。'],
    ['123456789m111z', '牌が12枚で、3の倍数です。3n+1枚か3n+2枚にしてください。'],
    ['123m(456p)(789s)', '牌が9枚 (副露は3枚と数えます)で、3の倍数です。3n+1枚か3n+2枚にしてください。'],
    ['', '牌がありません。'],
    ['1m(11112m)', '3文字目の面子に5枚目の牌があります (8文字目)。面子は3枚か4枚です。'],
    ['1m(55p)', '3文字目の「(55p)」は面子になっていません: 2枚しかありません (面子は3枚か4枚)。'],
    ['1m()', '3文字目の「()」は面子になっていません: 牌がありません。'],
    ['1m(12m3p)', '3文字目の「(12m3p)」は面子になっていません: 色が混ざっています。'],
    ['1m[111m]', '3文字目の「[111m]」は面子になっていません: [ ] は暗槓 (同じ牌4枚) です。'],
    ['1m(5556p)', '3文字目の「(5556p)」は面子になっていません: 4枚の面子は同じ牌4枚 (槓子) だけです。'],
    ['1m(123z)', '3文字目の「(123z)」は面子になっていません: 字牌は順子になりません。'],
    ['1m(124m)', '3文字目の「(124m)」は面子になっていません: 3枚の面子は同じ牌 (刻子) か、同じ色の連続した数字 (順子) です。'],
    ['1m(123m', '3文字目の「(」が閉じていません。'],
    ['123m)', '5文字目の「)」に対応する開き括弧がありません。'],
    ['1m(123m(456p)', '3文字目の括弧が閉じる前に、8文字目で「(」が開いています。'],
    ['1m(1111z]', '3文字目の括弧が9文字目の「]」で閉じられています。( は ) で、[ は ] で閉じます。'],
  ])('%s', (input, expected) => {
    expect(parseErrorJa(handError(input))).toBe(expected);
  });

  test("the position's codes, and which field a place is in", () => {
    const table = parseTable({ seen: '1m(1m)' });
    expect(!table.ok && parseErrorJa(table.error)).toBe('見えた牌の3文字目の「(」: 牌の並びに括弧は使えません。');
    const dora = parseTable({ dora: '123456m' });
    expect(!dora.ok && parseErrorJa(dora.error)).toBe('ドラ表示牌は5枚までです: 6枚目はドラ表示牌の6文字目。');
    const three = parsePosition('1m5m', emptyTable(3));
    expect(!three.ok && parseErrorJa(three.error)).toBe('3文字目の「5m」: 三人麻雀に 2m〜8m はありません。');
    const seen = new Uint8Array(34);
    seen[13] = 1;
    const copies = parseHand('45555p', { seen });
    expect(!copies.ok && parseErrorJa(copies.error)).toBe(
      '5pが5枚 (うち1枚はほかの欄)あります: 5枚目は5文字目の「5p」。同じ牌は4枚までです。',
    );
    const players = parseTable({ players: 5 as 3 });
    expect(!players.ok && parseErrorJa(players.error)).toBe('人数は3人か4人です。');
    const nuki = parseTable({ nuki: 2 });
    expect(!nuki.ok && parseErrorJa(nuki.error)).toBe('北の抜きドラは三人麻雀で0〜4枚です。');
  });

  test('every code has a Japanese sentence with no English word of the engine in it', () => {
    const codes = new Set<string>();
    for (const error of everyError()) {
      codes.add(error.code);
      const text = parseErrorJa(error);
      expect(text, error.code).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(text, error.code).not.toMatch(/\b(the|is|has|of|at|character)\b/);
      expect(text, error.code).not.toContain('undefined');
    }
    // Every code the page writes was met.
    expect([...codes].sort()).toEqual(Object.keys(errorMessagesFor('ja')).sort());
  });
});

describe("formatError(error, 'ja'): what players paste (Unicode tiles, kanji, Tenhou links)", () => {
  // Places count characters as a reader does: a Unicode tile is one (two UTF-16 units), its variation selector none.
  test.each<[string, string]>([
    ['🀇🀈🀉x', '4文字目に使えない文字「x」があります。'],
    ['🀄️🀄️1z5', '5文字目の数字「5」の後に m p s z がありません。'],
    ['🀇🀇(🀇111z]', '3文字目の括弧が9文字目の「]」で閉じられています。( は ) で、[ は ] で閉じます。'],
    ['東東東東東', '1zが5枚あります: 5枚目は5文字目の「東」。同じ牌は4枚までです。'],
    ['🀇🀈🀉🀢', '4文字目の「🀢」は花牌で、リーチ麻雀の牌ではありません。'],
    ['1m🀨', '3文字目の「🀨」は花牌で、リーチ麻雀の牌ではありません。'],
    ['1m🀪', '3文字目の「🀪」はジョーカーで、リーチ麻雀の牌ではありません。'],
    ['1m🀫', '3文字目の「🀫」は牌の裏で、リーチ麻雀の牌ではありません。'],
    ['https://tenhou.net/2/?q=1m%E2%82%AC', '27文字目に使えない文字「%E2%82%AC」があります。'],
    ['https://tenhou.net/2/', '天鳳のリンクに手牌がありません (?q= ?p= ?qd= ?pd= のどれもありません)。'],
  ])('%s', (input, expected) => {
    expect(parseErrorJa(handError(input))).toBe(expected);
  });

  test('a place in the seen tiles after Unicode tiles', () => {
    const table = parseTable({ seen: '🀇🀇🀇x' });
    expect(!table.ok && parseErrorJa(table.error)).toBe('見えた牌の4文字目に使えない文字「x」があります。');
  });

  test('the sixth dora indicator after Unicode tiles, in both languages', () => {
    const dora = parseTable({ dora: '🀇🀈🀉🀊🀋🀌' });
    expect(!dora.ok && formatError(dora.error, 'en')).toBe(
      'More than 5 dora indicators: the sixth is at character 6 of the dora indicators.',
    );
    expect(!dora.ok && parseErrorJa(dora.error)).toBe('ドラ表示牌は5枚までです: 6枚目はドラ表示牌の6文字目。');
  });

  test('the ura-dora indicators are named in every language', () => {
    const ura = parseTiles('1m2x', { part: 'ura' });
    if (ura.ok) throw new Error('fixture');
    expect(formatError(ura.error, 'en')).toBe('Unknown character "x" at character 4 of the ura-dora indicators.');
    expect(formatError(ura.error, 'ja')).toBe('裏ドラ表示牌の4文字目に使えない文字「x」があります。');
    expect(formatError(ura.error, 'zh')).toBe('里宝牌指示牌的第4个字符有不能使用的字符“x”。');
  });
});

describe('excerptAround', () => {
  test('12 characters either side, an ellipsis where cut', () => {
    const text = 'abcdefghijklmnopqrstuvwxyz0123456789';
    expect(excerptAround(text, 20)).toEqual({ before: '…ijklmnopqrst', culprit: 'u', after: 'vwxyz0123456…' });
    expect(excerptAround(text, 0)).toEqual({ before: '', culprit: 'a', after: 'bcdefghijklm…' });
    expect(excerptAround(text, 35)).toEqual({ before: '…xyz012345678', culprit: '9', after: '' });
  });
});

describe('formatError in Chinese', () => {
  test.each([
    ['123m4x', '第6个字符有不能使用的字符“x”。'],
    ['123m456p789s111z', '共有12张牌，是3的倍数。请改为3n+1张或3n+2张。'],
    ['11111m', '1m有5张：第5张是第5个字符“1m”。同一种牌最多4张。'],
    ['123m(456p', '第5个字符的“(”没有关闭。'],
  ])('%s', (text, zh) => {
    const parsed = parseHand(text);
    if (parsed.ok) throw new Error('fixture');
    expect(formatError(parsed.error, 'zh')).toBe(zh);
    expect(formatError(parsed.error, 'zh')).not.toMatch(/[\u3040-\u30ff]/);
  });
});

describe("the page's English is the CLI's", () => {
  test('every error of a hand, a list, a table and the rules, in the same words', () => {
    for (const error of everyError()) {
      if (error.code === 'invalid-hand' || error.code === 'melds' || error.code === 'tile-count' || error.code === 'not-one-suit') continue;
      if (error.code === 'not-tenpai' || error.code === 'finished' || error.code === 'not-in-hand' || error.code === 'invalid-seed')
        continue;
      // The score errors are held to the CLI's sentences in test/ui/analysis/score-messages.test.ts.
      if ((SCORE_ERROR_CASES as object[]).includes(error)) continue;
      // The probability errors have no CLI twin to match here (test/cli/format-error.test.ts writes them).
      if ((PROBABILITY_ERROR_CASES as object[]).includes(error)) continue;
      // A kan table's hand without a discard to make is the probabilities' code, written by their writer.
      if (error.code === 'not-a-discard-hand') continue;
      // The worker's failures are the page's alone: the CLI runs the engine in its own process.
      if ((WORKER_FAILURE_CASES as object[]).includes(error)) continue;
      expect(formatError(error, 'en')).toBe(cliError(error as CliError));
    }
  });

  test('any text read as a hand, a seen list or a dora list: the same sentence', () => {
    const unit = fc.constantFrom(...'01234556789mpsz()[] '.split(''), 'x', '東', '🀇', '🀢', '\uFE0F', '%31', '+');
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 20 }),
        fc.constantFrom('hand', 'seen', 'dora'),
        fc.constantFrom(3, 4),
        (text, field, players) => {
          const r =
            field === 'hand' ? parsePosition(text, emptyTable(players as 3 | 4)) : parseTable({ players: players as 3 | 4, [field]: text });
          if (!r.ok) expect(formatError(r.error, 'en')).toBe(cliError(r.error));
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('but for the ura-dora indicators, which the CLI names by its option', () => {
    const ura = parseTiles('1z2z3z4z5z6z', { maxTiles: 5, part: 'ura' });
    if (ura.ok) throw new Error('fixture');
    expect(formatError(ura.error, 'en')).toBe('More than 5 tiles: the 6th is at character 11 of the ura-dora indicators.');
    expect(cliError(ura.error)).toBe('More than 5 tiles: the 6th is at character 11 of --ura.');
  });
});

describe("the practice modes' errors", () => {
  test.each<[string, RegExp]>([
    ['123m456p789s1122z', /honors/],
    ['1234567m123456p', /mixes m, p/],
    ['111234567899m1z', /honors/],
    ['11123456789999m', /has 14/],
    ['1112345678m(999m)', /no melds/],
    ['1112345x', /"x"/],
    ['1234567899999m', /Five copies of 9m/],
    ['1357913579246m', /^1123345567799m is not tenpai in the regular form/],
  ])('a shared quiz hand %s is refused: the English names why', (text, message) => {
    const r = chinitsuQuestion(text);
    expect(r.ok ? '' : formatError(r.error, 'en')).toMatch(message);
  });

  test('a hand with no wait: the form asked is named', () => {
    const r = chinitsuQuestion('1357913579246m');
    expect(r.ok ? '' : formatError(r.error, 'en')).toBe('1123345567799m is not tenpai in the regular form, so it has no wait to find.');
    const pairs = chinitsuQuestion('1357913579246m', { chiitoitsu: true });
    expect(pairs.ok ? '' : formatError(pairs.error, 'en')).toBe(
      '1123345567799m is not tenpai in the regular form or as seven pairs, so it has no wait to find.',
    );
    expect(pairs.ok ? '' : formatError(pairs.error, 'ja')).toBe(
      '1123345567799m は一般形でも七対子でも聴牌していないため、当てる待ちがありません。',
    );
    expect(pairs.ok ? '' : formatError(pairs.error, 'zh')).toBe('1123345567799m 按一般型和七对子都没有听牌，没有可猜的待牌。');
  });

  test("a hand that does not read is written as the reader's error, in every language", () => {
    const r = chinitsuQuestion('1112345x');
    if (r.ok || r.error.code !== 'invalid-hand') throw new Error('fixture');
    for (const lang of LANGS) expect(formatError(r.error, lang)).toBe(formatError(r.error.error, lang));
  });

  test('a discard that cannot be made: which one, the tile and the hand, or how the drill ended', () => {
    const state = startDrill(9);
    const held = new Set([...state.tiles, state.drawn].map((t) => t.kind));
    const missing = [...Array(34).keys()].find((k) => !held.has(k))!;
    const e = drillDiscardError(state, { kind: missing, red: false }, 0)!;
    if (e.code !== 'not-in-hand') throw new Error('fixture');
    expect(formatError(e, 'en')).toBe(`Discard 1: ${e.tile} is not in the hand ${e.hand}.`);
    expect(formatError(e, 'ja')).toBe(`1打目: ${e.tile}は手牌 ${e.hand} にありません。`);
    const over = drillDiscardError({ ...state, ending: 'agari' }, state.drawn, 4)!;
    expect(formatError(over, 'en')).toMatch(/^Discard 5: the drill is over \(the hand is complete\)/);
    expect(formatError(over, 'zh')).toBe('第5打：练习已结束（已和牌），不能再打牌。');
  });

  test.each(['', '-1', '4294967296', '1e3', 'abc', '12345678901'])('a seed %j: the English names the range', (text) => {
    const r = parseSeed(text);
    expect(r.ok ? '' : formatError(r.error, 'en')).toMatch(/not a whole number from 0 to 4294967295/);
  });

  test('a seed in Japanese and Chinese, cut to 20 characters', () => {
    const r = parseSeed('x'.repeat(30));
    if (r.ok) throw new Error('fixture');
    expect(formatError(r.error, 'en')).toBe(`The seed "${'x'.repeat(20)}…" is not a whole number from 0 to 4294967295.`);
    expect(formatError(r.error, 'ja')).toBe(`シード「${'x'.repeat(20)}…」は0から4294967295までの整数ではありません。`);
    expect(formatError(r.error, 'zh')).toBe(`种子“${'x'.repeat(20)}…”不是0到4294967295之间的整数。`);
  });
});

describe('every error in every language', () => {
  test('a sentence, nothing undefined, no kana in Chinese', () => {
    for (const error of everyError()) {
      for (const lang of LANGS) {
        const text = formatError(error, lang);
        expect(text.length, `${lang} ${error.code}`).toBeGreaterThan(0);
        expect(text, `${lang} ${error.code}`).not.toMatch(/undefined|NaN|\[object/);
      }
      expect(formatError(error, 'zh'), error.code).not.toMatch(/[\u3040-\u30ff]/);
    }
  });

  test("a kan table's refusals, in each language, name the count of tiles and the turn", () => {
    const [size, turn] = kanErrors();
    expect(size).toEqual({ code: 'not-a-discard-hand', tiles: 13 });
    expect(turn).toEqual({ code: 'invalid-turn', turn: 0 });
    for (const lang of LANGS) {
      expect(formatError(size!, lang), lang).toMatch(/13/);
      expect(formatError(turn!, lang), lang).toMatch(/\b0\b|第0|0巡/);
    }
    expect(formatError(size!, 'ja')).toMatch(/14枚/);
    expect(formatError(size!, 'zh')).toMatch(/14张/);
  });

  test("a worker failure is written in the language, its detail (an exception's text) quoted as it is; an engine error is written", () => {
    expect(formatError({ code: 'worker-stopped', detail: 'boom' }, 'en')).toBe('The analysis worker stopped: boom.');
    expect(formatError({ code: 'worker-stopped', detail: 'boom' }, 'ja')).toBe('計算用のワーカーが停止しました: boom。');
    expect(formatError({ code: 'worker-timeout', seconds: 30 }, 'zh')).toBe('计算超过30秒，已停止。');
    expect(formatError({ code: 'engine-exception', kind: 'probabilities', detail: 'RangeError' }, 'ja')).toBe(
      '和了確率の計算に失敗しました: RangeError',
    );
    expect(formatError(handError('1m2x'), 'ja')).toBe('4文字目に使えない文字「x」があります。');
  });
});
