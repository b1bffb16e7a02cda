/**
 * The Rules panel's words (docs/rules.md#scoring) in English, Japanese and Chinese: the two named sets, each
 * switch with a line saying what it does, and the name of the rules in force that the score panel
 * shows. Japanese keeps the terms players use (喰いタン, 数え役満, 切り上げ満貫); English names each in
 * English with its Japanese name beside it.
 */
import type { RulePreset, ScoreRules } from '../../engine/light.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';

type Switch = keyof ScoreRules;

export interface RulesMessages {
  /** The panel's name: "Rules". */
  rules: string;
  presets: Record<RulePreset, string>;
  /** What the two sets are, in one line. */
  presetsHint: string;
  /** The disclosure of every switch. */
  switches: string;
  /** Rules that are neither set. */
  custom: string;
  names: Record<Switch, string>;
  descriptions: Record<Switch, string>;
  /** The score panel's line: the rules in force, by name. */
  inForce(name: string): string;
}

const en: RulesMessages = {
  rules: 'Rules',
  presets: { tenhou: 'Tenhou', mahjongsoul: 'Mahjong Soul' },
  presetsHint:
    'Tenhou: every yakuman hand counts once, several yakuman add up. Mahjong Soul: the same, but 純正九蓮宝燈, 国士無双十三面, 四暗刻単騎 and 大四喜 are double yakuman.',
  switches: 'Every switch',
  custom: 'Custom',
  names: {
    kuitan: 'Open all simples (喰いタン)',
    combinedYakuman: 'Yakuman add up (役満の複合)',
    doubleYakuman: 'Double yakuman (ダブル役満)',
    kazoeYakuman: 'Counted yakuman (数え役満)',
    kiriageMangan: 'Rounded-up mangan (切り上げ満貫)',
    doubleWindFu: 'Double-wind pair 4 fu (連風牌)',
  },
  descriptions: {
    kuitan: 'All simples (断幺九) counts in an open hand too.',
    combinedYakuman: 'A hand with several yakuman is worth their sum; off, the largest one alone.',
    doubleYakuman: '純正九蓮宝燈, 国士無双十三面, 四暗刻単騎 and 大四喜 are two yakuman each; off, one.',
    kazoeYakuman: '13 han or more is paid as a yakuman; off, it stays 三倍満.',
    kiriageMangan: '4 han 30 fu and 3 han 60 fu are paid as a mangan.',
    doubleWindFu: 'A pair of the wind that is both the round and the seat wind scores 4 fu; off, 2.',
  },
  inForce: (name) => `Rules: ${name}`,
};

const ja: RulesMessages = {
  rules: 'ルール',
  presets: { tenhou: '天鳳', mahjongsoul: '雀魂' },
  presetsHint: '天鳳: 役満はどれも1倍、複数の役満は合計。雀魂: 同じだが、純正九蓮宝燈・国士無双十三面・四暗刻単騎・大四喜はダブル役満。',
  switches: '個別の設定',
  custom: 'カスタム',
  names: {
    kuitan: '喰いタン',
    combinedYakuman: '役満の複合',
    doubleYakuman: 'ダブル役満',
    kazoeYakuman: '数え役満',
    kiriageMangan: '切り上げ満貫',
    doubleWindFu: '連風牌の雀頭 4符',
  },
  descriptions: {
    kuitan: '鳴いた手でも断幺九が成立する。',
    combinedYakuman: '複数の役満は合計する。切ると最も大きい役満だけ。',
    doubleYakuman: '純正九蓮宝燈・国士無双十三面・四暗刻単騎・大四喜を2倍役満とする。切ると1倍。',
    kazoeYakuman: '13翻以上を役満として払う。切ると三倍満。',
    kiriageMangan: '4翻30符と3翻60符を満貫として払う。',
    doubleWindFu: '場風でも自風でもある風牌の雀頭を4符とする。切ると2符。',
  },
  inForce: (name) => `ルール: ${name}`,
};

const zh: RulesMessages = {
  rules: '规则',
  presets: { tenhou: '天凤', mahjongsoul: '雀魂' },
  presetsHint: '天凤：役满都只算一倍，多个役满相加。雀魂：相同，但纯正九莲宝灯、国士无双十三面、四暗刻单骑、大四喜为双倍役满。',
  switches: '单项设置',
  custom: '自定义',
  names: {
    kuitan: '食断',
    combinedYakuman: '役满复合',
    doubleYakuman: '双倍役满',
    kazoeYakuman: '累计役满',
    kiriageMangan: '切上满贯',
    doubleWindFu: '连风牌雀头 4符',
  },
  descriptions: {
    kuitan: '副露的手牌也能成立断幺九。',
    combinedYakuman: '多个役满相加。关闭时只计最大的一个役满。',
    doubleYakuman: '纯正九莲宝灯、国士无双十三面、四暗刻单骑、大四喜为双倍役满。关闭时为一倍。',
    kazoeYakuman: '13番以上按役满支付。关闭时为三倍满。',
    kiriageMangan: '4番30符和3番60符按满贯支付。',
    doubleWindFu: '既是场风又是自风的风牌作雀头时计4符。关闭时为2符。',
  },
  inForce: (name) => `规则：${name}`,
};

const MESSAGES: Record<Lang, RulesMessages> = { en, ja, zh };

/** The Rules words of one language. */
export function rulesMessagesFor(lang: Lang): RulesMessages {
  return MESSAGES[lang];
}

/** The Rules words of the language chosen in the store. */
export function useRulesMessages(): RulesMessages {
  return rulesMessagesFor(useLang());
}

/** The name of the rules in force: a set's, or "custom". */
export function rulesName(t: RulesMessages, preset: RulePreset | null): string {
  return preset ? t.presets[preset] : t.custom;
}
