/**
 * Why the probabilities have no figures (the engine's ProbabilityError, a code with its data), in the
 * page's languages: the writers src/ui/shell/error-messages.ts's formatError takes into its tables.
 * The tiles are named as the page names them in each language; a stopped or too large search reads as
 * the probability panel's own words for it.
 */
import { tileName, tileNameJa, type ProbabilityError } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { probabilityMessagesFor } from '../analysis/probability-messages.ts';
import { tileNameZh } from './zh-terms.ts';

/** An option's value as written in a sentence: a number as it is, a value that is none in words. */
const shown = (value: number, notANumber: string) => (Number.isNaN(value) ? notANumber : String(value));

/** One writer per probability error code. */
export type ProbabilityErrorWords = { [C in ProbabilityError['code']]: (e: Extract<ProbabilityError, { code: C }>) => string };

const en: ProbabilityErrorWords = {
  'not-a-discard-hand': (e) =>
    `No figures: the hand has ${e.tiles} tiles, and the probabilities are of a hand with a discard to make (14 tiles, a kan counting 3).`,
  'too-many-plain-fives': (e) =>
    `No figures: more than three plain ${tileName(e.kind)}. With red fives a set has three plain ${tileName(e.kind)} and one red; write the red one as 0, or turn red fives off.`,
  'too-many-copies': (e) => `No figures: more copies of ${tileName(e.tile.kind, e.tile.red)} than the set holds with the tiles visible.`,
  'too-large': () => probabilityMessagesFor('en').tooLarge,
  cancelled: () => probabilityMessagesFor('en').cancelled,
  'invalid-option': (e) => {
    const value = shown(e.value, 'not a number');
    if (e.option === 'tenpaiPayment') return `No figures: the tenpai payment (${value}) must be a number of points, 0 or more.`;
    return `No figures: ${e.option === 'honba' ? 'honba' : 'riichi sticks on the table'} (${value}) must be a whole number, 0 or more.`;
  },
};

const ja: ProbabilityErrorWords = {
  'not-a-discard-hand': (e) =>
    `計算できません: 手牌が${e.tiles}枚です。和了確率は打牌を選ぶ手 (14枚、槓子は3枚と数えます) について計算します。`,
  'too-many-plain-fives': (e) =>
    `計算できません: 赤でない${tileNameJa(e.kind)}が3枚を超えています。赤ドラありでは${tileNameJa(e.kind)}は赤1枚と赤でない3枚です。赤い牌を0で書くか、赤ドラをオフにしてください。`,
  'too-many-copies': (e) => `計算できません: ${tileNameJa(e.tile.kind, e.tile.red)}が、見えている牌と合わせて牌の枚数を超えています。`,
  'too-large': () => probabilityMessagesFor('ja').tooLarge,
  cancelled: () => probabilityMessagesFor('ja').cancelled,
  'invalid-option': (e) => {
    const value = shown(e.value, '数でない値');
    if (e.option === 'tenpaiPayment') return `計算できません: 流局時の聴牌料「${value}」は0以上の点数です。`;
    return `計算できません: ${e.option === 'honba' ? '本場' : '供託'}「${value}」は0以上の整数です。`;
  },
};

const zh: ProbabilityErrorWords = {
  'not-a-discard-hand': (e) => `无法计算：手牌有${e.tiles}张。和牌率是对需要打牌的手牌（14张，杠算3张）计算的。`,
  'too-many-plain-fives': (e) =>
    `无法计算：非赤的${tileNameZh(e.kind)}超过3张。有赤宝牌时，${tileNameZh(e.kind)}是1张赤牌加3张非赤牌；请把赤牌写成0，或关闭赤宝牌。`,
  'too-many-copies': (e) => `无法计算：${tileNameZh(e.tile.kind, e.tile.red)}加上可见的牌，超过了这种牌的张数。`,
  'too-large': () => probabilityMessagesFor('zh').tooLarge,
  cancelled: () => probabilityMessagesFor('zh').cancelled,
  'invalid-option': (e) => {
    const value = shown(e.value, '非数值');
    if (e.option === 'tenpaiPayment') return `无法计算：流局时的听牌费“${value}”应为0以上的点数。`;
    return `无法计算：${e.option === 'honba' ? '本场' : '供托'}“${value}”应为0以上的整数。`;
  },
};

/** The probability errors' writers of each language. */
export const PROBABILITY_ERROR_WORDS: Record<Lang, ProbabilityErrorWords> = { en, ja, zh };
