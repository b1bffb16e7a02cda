/**
 * The mjlog's own tables (docs/mjlog.md), which the reader and the writer both read: GO's type bits and
 * the numbers AGARI gives the yaku. The RYUUKYOKU types stand with the draws' JSON words
 * (shared/draw-kinds.ts).
 */

/** GO type bits (docs/mjlog.md#go). */
export const TYPE_NO_RED = 0x02;
export const TYPE_SOUTH = 0x08;
export const TYPE_THREE_PLAYERS = 0x10;

/** Tenhou's yaku, by the number its AGARI tags use, in the words of its own JSON logs. */
export const MJLOG_YAKU: readonly string[] = [
  '門前清自摸和',
  '立直',
  '一発',
  '槍槓',
  '嶺上開花',
  '海底摸月',
  '河底撈魚',
  '平和',
  '断幺九',
  '一盃口',
  '自風 東',
  '自風 南',
  '自風 西',
  '自風 北',
  '場風 東',
  '場風 南',
  '場風 西',
  '場風 北',
  '役牌 白',
  '役牌 發',
  '役牌 中',
  '両立直',
  '七対子',
  '混全帯幺九',
  '一気通貫',
  '三色同順',
  '三色同刻',
  '三槓子',
  '対々和',
  '三暗刻',
  '小三元',
  '混老頭',
  '二盃口',
  '純全帯幺九',
  '混一色',
  '清一色',
  '人和',
  '天和',
  '地和',
  '大三元',
  '四暗刻',
  '四暗刻単騎',
  '字一色',
  '緑一色',
  '清老頭',
  '九蓮宝燈',
  '純正九蓮宝燈',
  '国士無双',
  '国士無双１３面',
  '大四喜',
  '小四喜',
  '四槓子',
  'ドラ',
  '裏ドラ',
  '赤ドラ',
];
