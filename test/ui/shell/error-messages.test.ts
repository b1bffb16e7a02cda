import { describe, expect, test } from 'vitest';
import { parseHand } from '../../../src/engine/core/notation.ts';
import { parseTable, parsePosition, emptyTable } from '../../../src/engine/core/position.ts';
import type { ParseError, ParseErrorCode } from '../../../src/engine/types.ts';
import { excerptAround, parseErrorJa, parseErrorText, type InputError } from '../../../src/ui/shell/error-messages.ts';

const handError = (text: string): ParseError => {
  const r = parseHand(text);
  if (r.ok) throw new Error(`${text} parsed`);
  return r.error;
};

describe('parseErrorJa: every mistake in Japanese, with its culprit and place (1-based)', () => {
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

  test('the position\'s codes, and which field a place is in', () => {
    const table = parseTable({ seen: '1m(1m)' });
    expect(!table.ok && parseErrorJa(table.error)).toBe('見えた牌の3文字目の「(」: 牌の並びに括弧は使えません。');
    const dora = parseTable({ dora: '123456m' });
    expect(!dora.ok && parseErrorJa(dora.error)).toBe('ドラ表示牌は5枚までです: 6枚目はドラ表示牌の6文字目。');
    const three = parsePosition('1m5m', emptyTable(3));
    expect(!three.ok && parseErrorJa(three.error)).toBe('3文字目の「5m」: 三人麻雀に 2m〜8m はありません。');
    const seen = new Uint8Array(34);
    seen[13] = 1;
    const copies = parseHand('45555p', { seen });
    expect(!copies.ok && parseErrorJa(copies.error)).toBe('5pが5枚 (うち1枚はほかの欄)あります: 5枚目は5文字目の「5p」。同じ牌は4枚までです。');
    const players = parseTable({ players: 5 as 3 });
    expect(!players.ok && parseErrorJa(players.error)).toBe('人数は3人か4人です。');
    const nuki = parseTable({ nuki: 2 });
    expect(!nuki.ok && parseErrorJa(nuki.error)).toBe('北の抜きドラは三人麻雀で0〜4枚です。');
  });

  test('every code has a Japanese sentence with no English word of the engine in it', () => {
    const codes: ParseErrorCode[] = [
      'unknown-character', 'missing-suit', 'invalid-honor', 'too-many-copies', 'too-many-red', 'too-many-tiles',
      'multiple-of-three', 'empty', 'invalid-meld', 'unclosed-meld', 'three-player-tile', 'too-many-indicators',
      'invalid-nuki', 'invalid-players', 'link-without-hand',
    ];
    for (const code of codes) {
      const text = parseErrorJa({ code, message: 'English', index: 0, culprit: 'x' } as InputError);
      expect(text, code).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(text, code).not.toContain('English');
      expect(text, code).not.toContain('undefined');
    }
  });
});

describe('parseErrorJa: what players paste (Unicode tiles, kanji, Tenhou links)', () => {
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
    expect(!dora.ok && dora.error.message).toBe('More than 5 dora indicators: the sixth is at character 6 of the dora indicators.');
    expect(!dora.ok && parseErrorJa(dora.error)).toBe('ドラ表示牌は5枚までです: 6枚目はドラ表示牌の6文字目。');
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

describe('parseErrorText in Chinese', () => {
  test.each([
    ['123m4x', '第6个字符有不能使用的字符“x”。'],
    ['123m456p789s111z', '共有12张牌，是3的倍数。请改为3n+1张或3n+2张。'],
    ['11111m', '1m有5张：第5张是第5个字符“1m”。同一种牌最多4张。'],
    ['123m(456p', '第5个字符的“(”没有关闭。'],
  ])('%s', (text, zh) => {
    const parsed = parseHand(text);
    if (parsed.ok) throw new Error('fixture');
    expect(parseErrorText(parsed.error, 'zh')).toBe(zh);
    expect(parseErrorText(parsed.error, 'zh')).not.toMatch(/[\u3040-\u30ff]/);
  });
});
