/**
 * A notation mistake in the page's language, and the short stretch of text around it. English is
 * the engine's own message; Japanese and Chinese are built from the parts the engine gives beside it
 * (ParseError's culprit, reason, counts), so they name the same culprit and place. Both count
 * places from 1 (「7文字目」), as a reader does, and as the engine's English message does ("at
 * character 7"). The excerpt keeps a few characters either side of the culprit, so a pasted megabyte
 * costs a line, not a page.
 */
import type { ParseError, ParseErrorReason, PositionField } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';

/** A ParseError, possibly from a position (which part of it the index is in). */
export type InputError = ParseError & { field?: PositionField };

const FIELD_JA: Partial<Record<PositionField, string>> = { seen: '見えた牌の', dora: 'ドラ表示牌の' };

const MELD_REASON_JA: Partial<Record<ParseErrorReason, (e: InputError) => string>> = {
  'no-tiles': () => '牌がありません',
  'too-few': (e) => `${e.tiles ?? ''}枚しかありません (面子は3枚か4枚)`,
  'mixed-suits': () => '色が混ざっています',
  'closed-not-kan': () => '[ ] は暗槓 (同じ牌4枚) です',
  'four-unequal': () => '4枚の面子は同じ牌4枚 (槓子) だけです',
  'honor-run': () => '字牌は順子になりません',
  'not-a-set': () => '3枚の面子は同じ牌 (刻子) か、同じ色の連続した数字 (順子) です',
};

/**
 * The 1-based place of the error's index (or of its related index), counted as the engine's message
 * counts (a Unicode tile is one character: ParseError's place).
 */
function placeOf(e: InputError, which: 'index' | 'related'): number {
  return which === 'index' ? (e.place ?? (e.index ?? 0) + 1) : (e.relatedPlace ?? (e.related ?? 0) + 1);
}

/** 「7文字目」, in the field named. */
function placeJa(e: InputError, which: 'index' | 'related' = 'index'): string {
  return `${FIELD_JA[e.field ?? 'hand'] ?? ''}${placeOf(e, which)}文字目`;
}

/** What a Unicode tile of another game is (U+1F022-1F02B): flowers and seasons are both 花牌. */
function foreignTileJa(c: string): string {
  const cp = c.codePointAt(0) ?? 0;
  if (cp <= 0x1f029) return '花牌';
  return cp === 0x1f02a ? 'ジョーカー' : '牌の裏';
}

/** The Japanese sentence for a mistake: the culprit, where it is, and the rule it breaks. */
export function parseErrorJa(e: InputError): string {
  const at = placeJa(e);
  const c = e.culprit ?? '';
  switch (e.code) {
    case 'unknown-character':
      if (e.reason === 'no-digit') return `${at}の「${c}」の前に数字がありません。`;
      if (e.reason === 'bracket-in-list') return `${at}の「${c}」: 牌の並びに括弧は使えません。`;
      if (e.reason === 'not-riichi-tile') return `${at}の「${c}」は${foreignTileJa(c)}で、リーチ麻雀の牌ではありません。`;
      return /^U\+[0-9A-F]{4,}$/.test(c) ? `${at}に使えない文字 ${c} があります。` : `${at}に使えない文字「${c}」があります。`;
    case 'missing-suit':
      return `${at}の数字「${c}」の後に m p s z がありません。`;
    case 'invalid-honor':
      return `${at}の「${c}」: 字牌は 1z〜7z です。`;
    case 'three-player-tile':
      return `${at}の「${c}」: 三人麻雀に 2m〜8m はありません。`;
    case 'too-many-copies':
      if (e.tile === undefined) return '同じ牌が5枚以上あります (北の抜きドラを含む)。同じ牌は4枚までです。';
      return (
        `${e.tile}が${e.copies}枚${e.seen ? ` (うち${e.seen}枚はほかの欄)` : ''}あります: ` +
        `${e.copies}枚目は${at}の「${c}」。同じ牌は4枚までです。`
      );
    case 'too-many-red':
      return `${at}の「${c}」は2枚目の赤ドラです。赤ドラは各色1枚です。`;
    case 'too-many-tiles': {
      const limit = e.tiles ?? 14;
      const meldRule = e.melds ? ' (副露は槓子も3枚と数えます)' : '';
      if (c.length > 1) return `${at}の面子「${c}」で${limit}枚を超えます${meldRule}。`;
      return `牌が${limit}枚を超えています: ${limit + 1}枚目は${at}${meldRule}。`;
    }
    case 'multiple-of-three':
      return `牌が${e.tiles ?? ''}枚${e.melds ? ' (副露は3枚と数えます)' : ''}で、3の倍数です。3n+1枚か3n+2枚にしてください。`;
    case 'empty':
      return '牌がありません。';
    case 'invalid-meld':
      if (e.reason === 'fifth-tile') {
        return `${at}の面子に5枚目の牌があります (${placeJa(e, 'related')})。面子は3枚か4枚です。`;
      }
      return `${at}の「${c}」は面子になっていません: ${MELD_REASON_JA[e.reason ?? 'not-a-set']?.(e) ?? ''}。`;
    case 'unclosed-meld':
      switch (e.reason) {
        case 'nested':
          return `${placeJa(e, 'related')}の括弧が閉じる前に、${at}で「${c}」が開いています。`;
        case 'mismatched':
          return `${placeJa(e, 'related')}の括弧が${at}の「${c}」で閉じられています。( は ) で、[ は ] で閉じます。`;
        case 'unopened':
          return `${at}の「${c}」に対応する開き括弧がありません。`;
        default:
          return `${at}の「${c}」が閉じていません。`;
      }
    case 'too-many-indicators':
      return `ドラ表示牌は5枚までです: 6枚目は${at}。`;
    case 'invalid-nuki':
      return '北の抜きドラは三人麻雀で0〜4枚です。';
    case 'invalid-players':
      return '人数は3人か4人です。';
    case 'link-without-hand':
      return '天鳳のリンクに手牌がありません (?q= ?p= ?qd= ?pd= のどれもありません)。';
  }
}

const FIELD_ZH: Partial<Record<PositionField, string>> = { seen: '已见的牌的', dora: '宝牌指示牌的' };

const MELD_REASON_ZH: Partial<Record<ParseErrorReason, (e: InputError) => string>> = {
  'no-tiles': () => '没有牌',
  'too-few': (e) => `只有${e.tiles ?? ''}张（面子为3张或4张）`,
  'mixed-suits': () => '花色混杂',
  'closed-not-kan': () => '[ ] 表示暗杠（4张相同的牌）',
  'four-unequal': () => '4张的面子只能是4张相同的牌（杠子）',
  'honor-run': () => '字牌不能组成顺子',
  'not-a-set': () => '3张的面子是相同的牌（刻子）或同花色的连续数字（顺子）',
};

/** 「第7个字符」, in the field named. */
function placeZh(e: InputError, which: 'index' | 'related' = 'index'): string {
  return `${FIELD_ZH[e.field ?? 'hand'] ?? ''}第${placeOf(e, which)}个字符`;
}

/** What a Unicode tile of another game is (U+1F022-1F02B). */
function foreignTileZh(c: string): string {
  const cp = c.codePointAt(0) ?? 0;
  if (cp <= 0x1f029) return '花牌';
  return cp === 0x1f02a ? '百搭牌' : '牌背';
}

/** The Chinese (simplified) sentence for a mistake: the culprit, where it is, and the rule it breaks. */
export function parseErrorZh(e: InputError): string {
  const at = placeZh(e);
  const c = e.culprit ?? '';
  switch (e.code) {
    case 'unknown-character':
      if (e.reason === 'no-digit') return `${at}“${c}”前面没有数字。`;
      if (e.reason === 'bracket-in-list') return `${at}“${c}”：牌的列表中不能用括号。`;
      if (e.reason === 'not-riichi-tile') return `${at}“${c}”是${foreignTileZh(c)}，不是立直麻将的牌。`;
      return /^U\+[0-9A-F]{4,}$/.test(c) ? `${at}有不能使用的字符 ${c}。` : `${at}有不能使用的字符“${c}”。`;
    case 'missing-suit':
      return `${at}的数字“${c}”后面没有 m p s z。`;
    case 'invalid-honor':
      return `${at}“${c}”：字牌为 1z～7z。`;
    case 'three-player-tile':
      return `${at}“${c}”：三人麻将没有 2m～8m。`;
    case 'too-many-copies':
      if (e.tile === undefined) return '同一种牌有5张以上（含拔北宝牌）。同一种牌最多4张。';
      return `${e.tile}有${e.copies}张${e.seen ? `（其中${e.seen}张在其他栏）` : ''}：第${e.copies}张是${at}“${c}”。同一种牌最多4张。`;
    case 'too-many-red':
      return `${at}“${c}”是第2张赤宝牌。每种花色只有1张赤宝牌。`;
    case 'too-many-tiles': {
      const limit = e.tiles ?? 14;
      const meldRule = e.melds ? '（副露的杠子也按3张计）' : '';
      if (c.length > 1) return `${at}的面子“${c}”使牌数超过${limit}张${meldRule}。`;
      return `牌数超过${limit}张：第${limit + 1}张在${at}${meldRule}。`;
    }
    case 'multiple-of-three':
      return `共有${e.tiles ?? ''}张牌${e.melds ? '（副露按3张计）' : ''}，是3的倍数。请改为3n+1张或3n+2张。`;
    case 'empty':
      return '没有牌。';
    case 'invalid-meld':
      if (e.reason === 'fifth-tile') return `${at}的面子中有第5张牌（${placeZh(e, 'related')}）。面子为3张或4张。`;
      return `${at}“${c}”不是面子：${MELD_REASON_ZH[e.reason ?? 'not-a-set']?.(e) ?? ''}。`;
    case 'unclosed-meld':
      switch (e.reason) {
        case 'nested':
          return `${placeZh(e, 'related')}的括号还没关闭，${at}又打开了“${c}”。`;
        case 'mismatched':
          return `${placeZh(e, 'related')}的括号被${at}的“${c}”关闭。( 用 ) 关闭，[ 用 ] 关闭。`;
        case 'unopened':
          return `${at}的“${c}”没有对应的左括号。`;
        default:
          return `${at}的“${c}”没有关闭。`;
      }
    case 'too-many-indicators':
      return `宝牌指示牌最多5张：第6张在${at}。`;
    case 'invalid-nuki':
      return '拔北宝牌只用于三人麻将，0～4张。';
    case 'invalid-players':
      return '人数为3人或4人。';
    case 'link-without-hand':
      return '天凤链接中没有手牌（没有 ?q= ?p= ?qd= ?pd= 中的任何一个）。';
  }
}

/** The message for a mistake in the language chosen. */
export function parseErrorText(error: InputError, lang: Lang): string {
  return lang === 'ja' ? parseErrorJa(error) : lang === 'zh' ? parseErrorZh(error) : error.message;
}

export interface Excerpt {
  /** Text before the culprit, '…' first when cut. */
  before: string;
  /** The culprit: one whole character (a surrogate pair stays whole). */
  culprit: string;
  after: string;
}

/** Characters kept on each side of the culprit. */
const EXCERPT_RADIUS = 12;

/** The culprit at `at` with a few characters either side, cut with '…' (the CLI's way of echoing a long line). */
export function excerptAround(text: string, at: number, radius = EXCERPT_RADIUS): Excerpt {
  const width = (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + width + radius);
  return {
    before: (start > 0 ? '…' : '') + text.slice(start, at),
    culprit: text.slice(at, at + width),
    after: text.slice(at + width, end) + (end < text.length ? '…' : ''),
  };
}
