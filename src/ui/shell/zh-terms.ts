/**
 * The Chinese (simplified) page's words for the game's terms: tile names, and the rule by which a
 * Japanese term becomes Chinese. Chinese players of riichi mahjong use the same names, in simplified
 * characters (断幺九, 平和, 一气通贯, 七对子), with a few words of their own for the kana ones (宝牌 for
 * ドラ, 自摸 for ツモ, 两立直 for ダブル立直). Whole terms first, then character by character. The score's
 * Chinese names (score-part-messages.ts) are written out by id; the tests hold them to this rule.
 */

const DIGITS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SUITS = ['万', '筒', '索'];
const HONORS = ['东', '南', '西', '北', '白', '发', '中'];

/** A tile's name: 五万, 赤五筒, 东. */
export function tileNameZh(kind: number, red = false): string {
  if (kind >= 27) return HONORS[kind - 27]!;
  return `${red ? '赤' : ''}${DIGITS[kind % 9]}${SUITS[Math.floor(kind / 9)]}`;
}

/** Terms read as a whole (the kana words and the phrases), longest first. */
const TERMS: [string, string][] = [
  ['喰い平和形のロン', '副露平和型荣和'],
  ['二盃口', '两杯口'],
  ['役牌の雀頭', '役牌雀头'],
  ['ダブル立直', '两立直'],
  ['数え役満', '累计役满'],
  ['単騎待ち', '单骑听'],
  ['嵌張待ち', '嵌张听'],
  ['辺張待ち', '边张听'],
  ['抜きドラ', '拔北宝牌'],
  ['赤ドラ', '赤宝牌'],
  ['裏ドラ', '里宝牌'],
  ['ドラ', '宝牌'],
  ['ツモ', '自摸'],
  ['ロン', '荣和'],
];

/** Japanese forms of the characters the terms use, and their simplified Chinese. */
const CHARS: Record<string, string> = {
  門: '门',
  対: '对',
  盃: '杯',
  槓: '杠',
  頭: '头',
  緑: '绿',
  蓮: '莲',
  燈: '灯',
  發: '发',
  発: '发',
  開: '开',
  槍: '抢',
  撈: '捞',
  順: '顺',
  気: '气',
  貫: '贯',
  帯: '带',
  純: '纯',
  単: '单',
  騎: '骑',
  無: '无',
  東: '东',
  風: '风',
  場: '场',
  満: '满',
  張: '张',
  辺: '边',
  嶺: '岭',
  聴: '听',
  両: '两',
  裏: '里',
  喰: '吃',
  萬: '万',
  魚: '鱼',
};

/** A term of the engine's Japanese in simplified Chinese: 一気通貫 -> 一气通贯, 役牌 發 -> 役牌 发. */
export function jaTermToZh(ja: string): string {
  let text = ja;
  for (const [from, to] of TERMS) text = text.split(from).join(to);
  // 々 repeats the character before it: 対々和 is 对对和.
  text = text.replace(/(.)々/gu, '$1$1');
  return [...text].map((c) => CHARS[c] ?? c).join('');
}
