/**
 * Every message in every language (issue 21): each module's words for English, Japanese and Chinese
 * have the same keys, all the way down (nested records and lists), no word is empty, a message that
 * is a function is one in every language, and the Chinese page's
 * words hold no Japanese kana (the Japanese middle dot ・ included; Chinese writes 、 or ·) (a word left in Japanese). The type checker asks the same of each
 * language's object; this says it again where a missing key would otherwise pass as `undefined`.
 */
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang } from '../../../src/store/lang.ts';
import { analysisMessagesFor } from '../../../src/ui/analysis/analysis-messages.ts';
import { probabilityMessagesFor } from '../../../src/ui/analysis/probability-messages.ts';
import { rulesMessagesFor } from '../../../src/ui/analysis/rules-messages.ts';
import { scoreMessagesFor } from '../../../src/ui/analysis/score-messages.ts';
import { twoStepMessagesFor } from '../../../src/ui/analysis/two-step-messages.ts';
import { drillMessagesFor } from '../../../src/ui/drill/drill-messages.ts';
import { pointsMessagesFor } from '../../../src/ui/points/points-messages.ts';
import { quizMessagesFor } from '../../../src/ui/quiz/quiz-messages.ts';
import { reviewMessagesFor } from '../../../src/ui/review/review-messages.ts';
import { tableMessagesFor } from '../../../src/ui/real-game/table-messages.ts';
import { gameMessagesFor } from '../../../src/ui/real-game/game-messages.ts';
import { callMessagesFor } from '../../../src/ui/real-game/call-messages.ts';
import { kanMessagesFor } from '../../../src/ui/real-game/kan-messages.ts';
import { errorMessagesFor } from '../../../src/ui/shell/error-messages.ts';
import { messagesFor } from '../../../src/ui/shell/messages.ts';
import { jaTermToZh, tileNameZh } from '../../../src/ui/shell/zh-terms.ts';

const MODULES: [string, (lang: Lang) => unknown][] = [
  ['shell', messagesFor],
  ['analysis', analysisMessagesFor],
  ['probability', probabilityMessagesFor],
  ['rules', rulesMessagesFor],
  ['score', scoreMessagesFor],
  ['two-step', twoStepMessagesFor],
  ['table', tableMessagesFor],
  ['game', gameMessagesFor],
  ['call', callMessagesFor],
  ['kan', kanMessagesFor],
  ['quiz', quizMessagesFor],
  ['drill', drillMessagesFor],
  ['points', pointsMessagesFor],
  ['review', reviewMessagesFor],
  ['errors', errorMessagesFor],
];

/** Every leaf of a message object: its path and its value. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [[path, value]];
}

const KANA = /[\u3040-\u30ff]/;

describe('every message in every language', () => {
  test('three languages', () => {
    expect(LANGS).toEqual(['en', 'ja', 'zh']);
  });

  test.each(MODULES)('%s: the same keys in every language, no word empty, functions where English has them', (_name, of) => {
    const en = new Map(leaves(of('en')));
    for (const lang of LANGS) {
      const words = new Map(leaves(of(lang)));
      expect([...words.keys()].sort(), lang).toEqual([...en.keys()].sort());
      for (const [path, value] of words) {
        const english = en.get(path);
        expect(typeof value, `${lang}${path}`).toBe(typeof english);
        // A join may be a space; nothing is missing.
        if (typeof value === 'string') expect(value.length, `${lang}${path} is empty`).toBeGreaterThan(0);
      }
    }
  });

  test.each(MODULES)('%s: the Chinese words hold no Japanese kana', (_name, of) => {
    for (const [path, value] of leaves(of('zh'))) if (typeof value === 'string') expect(value, `zh${path}`).not.toMatch(KANA);
  });
});

describe("the engine's words in Chinese", () => {
  test('tile names', () => {
    expect([0, 4, 13, 26, 27, 31, 32, 33].map((k) => tileNameZh(k))).toEqual(['一万', '五万', '五筒', '九索', '东', '白', '发', '中']);
    expect(tileNameZh(22, true)).toBe('赤五索');
  });

  test.each([
    ['門前清自摸和', '门前清自摸和'],
    ['一気通貫', '一气通贯'],
    ['対々和', '对对和'],
    ['二盃口', '两杯口'],
    ['一盃口', '一杯口'],
    ['ダブル立直', '两立直'],
    ['嶺上開花', '岭上开花'],
    ['槍槓', '抢杠'],
    ['河底撈魚', '河底捞鱼'],
    ['九蓮宝燈', '九莲宝灯'],
    ['四暗刻単騎', '四暗刻单骑'],
    ['国士無双十三面', '国士无双十三面'],
    ['緑一色', '绿一色'],
    ['役牌 發', '役牌 发'],
    ['自風 東', '自风 东'],
    ['場風 南', '场风 南'],
    ['赤ドラ', '赤宝牌'],
    ['裏ドラ', '里宝牌'],
    ['抜きドラ', '拔北宝牌'],
    ['ドラ', '宝牌'],
    ['門前加符', '门前加符'],
    ['ツモ', '自摸'],
    ['役牌の雀頭', '役牌雀头'],
    ['喰い平和形のロン', '副露平和型荣和'],
    ['単騎待ち', '单骑听'],
    ['嵌張待ち', '嵌张听'],
    ['辺張待ち', '边张听'],
  ])('%s → %s', (ja, zh) => {
    expect(jaTermToZh(ja)).toBe(zh);
    expect(jaTermToZh(ja)).not.toMatch(KANA);
  });
});
