/**
 * score(hand, situation, rules): one row per rule, each named for what it checks, with the value the
 * rules give worked out by hand (the default situation: round East, seat South, no dora). The seeded
 * cross-check against an independent scorer (score-majiang.test.ts) covers tens of thousands of hands;
 * these rows say which rule each figure comes from, so a regression names the rule it broke.
 */
import { describe, expect, test } from 'vitest';
import {
  basePoints,
  dealPointsQuestion,
  DEFAULT_SCORE_RULES,
  formatDecomposition,
  kindOfCode,
  MAHJONG_SOUL_RULES,
  parseHand,
  payments,
  score,
  TENHOU_RULES,
} from '../../../src/engine/index.ts';
import { pointsWithExtraHan, tsumoPointsByWin } from '../../../src/engine/scoring/score.ts';
import type { NoYaku, Score, ScoreRules, Situation } from '../../../src/engine/index.ts';

type Sit = Omit<Situation, 'win' | 'dora' | 'ura'> & { win: string; dora?: string[]; ura?: string[] };

function result(hand: string, sit: Sit, rules: Partial<ScoreRules> = {}): Score | NoYaku {
  const parsed = parseHand(hand);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const out = score(parsed.value, { ...sit, win: kindOfCode(sit.win), dora: sit.dora?.map(kindOfCode), ura: sit.ura?.map(kindOfCode) }, rules);
  if (!out.ok) throw new Error(out.error.message);
  return out.value;
}

function scored(hand: string, sit: Sit, rules: Partial<ScoreRules> = {}): Score {
  const out = result(hand, sit, rules);
  if (out.kind !== 'win') throw new Error(out.reason);
  return out;
}

/** Yaku as `name+han`, yakuman as `name*multiple`, sorted. */
const names = (s: Score) => s.yaku.map((y) => (y.yakuman ? `${y.ja}*${y.yakuman}` : `${y.ja}${y.han}`)).sort();

const PINFU = '234567m345p56799s'; // 567s won on 5s: two-sided; pair 99s
/** The four double yakuman counted twice, as Mahjong Soul counts them (Tenhou's default: once). */
const DOUBLE: Partial<ScoreRules> = { doubleYakuman: true };

describe('score: every yaku, by name and han', () => {
  test.each<[string, string, Sit, string[]]>([
    ['立直 1 (with 平和 on a ron)', PINFU, { win: '5s', by: 'ron', riichi: 'riichi' }, ['平和1', '立直1']],
    ['ダブル立直 2 and 一発 1', PINFU, { win: '5s', by: 'ron', riichi: 'double', ippatsu: true }, ['ダブル立直2', '一発1', '平和1']],
    ['門前清自摸和 1 with 平和 on a tsumo', PINFU, { win: '5s', by: 'tsumo' }, ['平和1', '門前清自摸和1']],
    ['断幺九 1 in a closed hand (a single wait: no 平和)', '234567m345p56788s', { win: '8s', by: 'ron' }, ['断幺九1']],
    ['断幺九 1 in an open hand (喰いタン on)', '234m345p56788s(567m)', { win: '8s', by: 'ron' }, ['断幺九1']],
    ['一盃口 1', '112233m456p789s55z', { win: '3m', by: 'ron', riichi: 'riichi' }, ['一盃口1', '立直1']],
    ['場風 and 自風 both for a double wind', '123m456p789s22z111z', { win: '2z', by: 'ron', seat: 'E' }, ['場風 東1', '自風 東1']],
    ['役牌 發 and 役牌 中', '123m456p88p666z777z', { win: '8p', by: 'ron' }, ['役牌 中1', '役牌 發1']],
    ['役牌 白', '123m456p789p88p555z', { win: '8p', by: 'ron' }, ['役牌 白1']],
    ['嶺上開花 1 (a closed kan keeps 門前清自摸和)', '123m456p789s55z[1111z]', { win: '5z', by: 'tsumo', rinshan: true }, ['場風 東1', '嶺上開花1', '門前清自摸和1']],
    ['槍槓 1', PINFU, { win: '5s', by: 'ron', chankan: true }, ['平和1', '槍槓1']],
    ['海底摸月 1 on a tsumo', PINFU, { win: '5s', by: 'tsumo', last: true }, ['平和1', '海底摸月1', '門前清自摸和1']],
    ['河底撈魚 1 on a ron', PINFU, { win: '5s', by: 'ron', last: true }, ['平和1', '河底撈魚1']],
    ['三色同順 2 closed', '123m123p123456s99s', { win: '6s', by: 'ron' }, ['三色同順2', '平和1']],
    ['三色同順 1 open', '123m123p99s456s(123s)', { win: '6s', by: 'ron' }, ['三色同順1']],
    ['一気通貫 2 closed', '123456789m234p99s', { win: '9m', by: 'ron', riichi: 'riichi' }, ['一気通貫2', '平和1', '立直1']],
    ['一気通貫 1 open', '456789m234p99s(123m)', { win: '9m', by: 'ron' }, ['一気通貫1']],
    ['混全帯幺九 2 closed', '123m789p123s99s111z', { win: '9s', by: 'ron' }, ['場風 東1', '混全帯幺九2']],
    ['七対子 2', '1133m4466p2277s55z', { win: '5z', by: 'ron' }, ['七対子2']],
    ['対々和 2 and 三暗刻 2 (a tsumo on the pair leaves three concealed triplets)', '222m444p666s88s(777s)', { win: '8s', by: 'tsumo' }, ['三暗刻2', '対々和2', '断幺九1']],
    ['三槓子 2', '123m55p(2222s)(3333p)[4444m]', { win: '5p', by: 'ron' }, ['三槓子2']],
    ['三色同刻 2', '222m222p222s456p99s', { win: '9s', by: 'ron', riichi: 'riichi' }, ['三暗刻2', '三色同刻2', '立直1']],
    ['混老頭 2 (with 対々和)', '999m111p99s111z(777z)', { win: '9s', by: 'ron' }, ['三暗刻2', '対々和2', '場風 東1', '役牌 中1', '混老頭2']],
    ['混老頭 2 with 七対子', '1199m1199p1122z77z', { win: '7z', by: 'ron' }, ['七対子2', '混老頭2']],
    ['小三元 2', '123m456p555z666z77z', { win: '7z', by: 'ron' }, ['小三元2', '役牌 白1', '役牌 發1']],
    ['混一色 3 closed', '123456m789m11z222z', { win: '2z', by: 'ron' }, ['一気通貫2', '混一色3', '自風 南1']],
    ['混一色 2 open', '123456m11z(222z)(789m)', { win: '1z', by: 'ron' }, ['一気通貫1', '混一色2', '自風 南1']],
    ['純全帯幺九 3 closed (789s won on 9s is two-sided: 平和 too)', '123m789m123p789s99s', { win: '9s', by: 'ron' }, ['平和1', '純全帯幺九3']],
    ['純全帯幺九 2 open', '123m789m789s99s(123p)', { win: '9s', by: 'ron' }, ['純全帯幺九2']],
    ['二盃口 3 (not 七対子)', '112233m445566p99s', { win: '9s', by: 'ron' }, ['二盃口3']],
    ['清一色 6 closed (with 二盃口, worth more than 七対子)', '11223355667799m', { win: '9m', by: 'ron' }, ['二盃口3', '清一色6']],
    ['清一色 6 with 七対子', '11334455667799p', { win: '9p', by: 'ron' }, ['七対子2', '清一色6']],
    ['清一色 5 open', '11234567888m(999m)', { win: '4m', by: 'ron' }, ['清一色5']],
    ['ドラ, 赤ドラ and 裏ドラ counted after the yaku', '234m340567p567s77z', { win: '5p', by: 'ron', riichi: 'riichi', dora: ['4p'], ura: ['6z'] }, ['ドラ2', '裏ドラ2', '赤ドラ1', '立直1']],
    ['ドラ and 赤ドラ without riichi', '234m340567p567s77z', { win: '5p', by: 'tsumo', dora: ['4p'] }, ['ドラ2', '赤ドラ1', '門前清自摸和1']],
  ])('%s', (_rule, hand, sit, expected) => {
    expect(names(scored(hand, sit))).toEqual([...expected].sort());
  });
});

describe('score: every yakuman, alone (ordinary yaku and dora are dropped)', () => {
  // Rows marked (double) state the rule that makes them so (doubleYakuman: Mahjong Soul's; Tenhou's default counts one).
  test.each<[string, string, Sit, string[], number, Partial<ScoreRules>?]>([
    ['国士無双', '19m19p19s12345677z', { win: '1m', by: 'ron', dora: ['9m'] }, ['国士無双*1'], 32000],
    ['国士無双十三面: the winning tile is the pair (double)', '19m19p19s12345677z', { win: '7z', by: 'ron' }, ['国士無双十三面*2'], 64000, DOUBLE],
    ['四暗刻 on a tsumo of a shanpon', '111m222p333s444z55z', { win: '4z', by: 'tsumo' }, ['四暗刻*1'], 32000],
    ['四暗刻単騎 (double)', '111m222p333s444z55z', { win: '5z', by: 'ron' }, ['四暗刻単騎*2'], 64000, DOUBLE],
    ['大三元', '123m55p555z666z777z', { win: '5p', by: 'ron' }, ['大三元*1'], 32000],
    ['字一色', '111z222z555z66z(333z)', { win: '6z', by: 'ron' }, ['字一色*1'], 32000],
    ['緑一色', '22334466688s(666z)', { win: '8s', by: 'ron' }, ['緑一色*1'], 32000],
    ['清老頭', '111m999m111p99p(999s)', { win: '9p', by: 'ron' }, ['清老頭*1'], 32000],
    ['小四喜', '111z222z333z44z(789m)', { win: '4z', by: 'ron' }, ['小四喜*1'], 32000],
    ['大四喜 (double)', '111z222z333z99m(444z)', { win: '9m', by: 'ron' }, ['大四喜*2'], 64000, DOUBLE],
    ['四槓子', '55z(1111m)(2222p)(3333s)[4444z]', { win: '5z', by: 'ron' }, ['四槓子*1'], 32000],
    ['九蓮宝燈', '11123455678999m', { win: '1m', by: 'ron' }, ['九蓮宝燈*1'], 32000],
    ['純正九蓮宝燈: the nine-way wait (double)', '11123455678999m', { win: '5m', by: 'ron' }, ['純正九蓮宝燈*2'], 64000, DOUBLE],
    ['天和 for the dealer (tsumo)', '123m456p789s11z234s', { win: '4s', by: 'tsumo', seat: 'E', firstDraw: true }, ['天和*1'], 48000],
    ['地和 for a non-dealer (tsumo)', '123m456p789s11z234s', { win: '4s', by: 'tsumo', firstDraw: true }, ['地和*1'], 32000],
    ['several yakuman add up: 字一色 + 四暗刻単騎 + 大四喜', '111z222z333z444z55z', { win: '5z', by: 'ron' }, ['大四喜*2', '四暗刻単騎*2', '字一色*1'], 160000, DOUBLE],
  ])('%s', (_rule, hand, sit, expected, points, rules = {}) => {
    const s = scored(hand, sit, rules);
    expect(names(s)).toEqual([...expected].sort());
    expect(s.yakuman).toBe(expected.reduce((n, e) => n + Number(e.split('*')[1]), 0));
    expect([s.han, s.fu, s.limit, s.points]).toEqual([null, null, '役満', points]);
  });
});

describe('score: fu, part by part', () => {
  test.each<[string, string, Sit, number, string[]]>([
    ['平和 tsumo: 20, no tsumo fu', PINFU, { win: '5s', by: 'tsumo' }, 20, ['副底20']],
    ['平和 ron: 20 + 10 menzen ron = 30', PINFU, { win: '5s', by: 'ron' }, 30, ['副底20', '門前加符10']],
    ['an open pinfu-shaped ron is raised to 30', '234567m345p88s(567s)', { win: '2m', by: 'ron' }, 30, ['副底20', '喰い平和形のロン10']],
    ['an open tsumo: 20 + 2 = 22, rounded to 30', '234567m345p88s(567s)', { win: '2m', by: 'tsumo' }, 30, ['副底20', 'ツモ2']],
    ['七対子: 25, never rounded', '1133m4466p2277s55z', { win: '5z', by: 'tsumo' }, 25, ['七対子25']],
    ['closed triplet of terminals 8, single wait 2', '123m789p123s99s111z', { win: '9s', by: 'ron' }, 40, ['副底20', '門前加符10', '暗刻 幺九牌8', '単騎待ち2']],
    ['a triplet completed by a ron is open: 2 for simples', '123m456p789p11s555s', { win: '5s', by: 'ron', riichi: 'riichi' }, 40, ['副底20', '門前加符10', '明刻 中張牌2']],
    ['the same triplet on a tsumo is closed: 4', '123m456p789p11s555s', { win: '5s', by: 'tsumo' }, 30, ['副底20', 'ツモ2', '暗刻 中張牌4']],
    ['closed wait 2 (kanchan)', '123m456p789p11s456s', { win: '5s', by: 'ron', riichi: 'riichi' }, 40, ['副底20', '門前加符10', '嵌張待ち2']],
    ['edge wait 2 (penchan)', '123m456p789p11s789s', { win: '7s', by: 'ron', riichi: 'riichi' }, 40, ['副底20', '門前加符10', '辺張待ち2']],
    ['open kan of terminals 16, closed kan of simples 16', '123m55p(777z)(1111p)[5555s]', { win: '5p', by: 'ron' }, 60, ['副底20', '明刻 幺九牌4', '明槓 幺九牌16', '暗槓 中張牌16', '単騎待ち2']],
    ['closed kan of honors 32, open kan of simples 8, open triplet of terminals 4', '678p55m[7777z](3333s)(999m)', { win: '5m', by: 'ron' }, 70, ['副底20', '暗槓 幺九牌32', '明槓 中張牌8', '明刻 幺九牌4', '単騎待ち2']],
    ['a double-wind pair: 4 fu', '123m456p111s789s11z', { win: '4p', by: 'ron', riichi: 'riichi', seat: 'E' }, 50, ['副底20', '門前加符10', '暗刻 幺九牌8', '役牌の雀頭4']],
  ])('%s', (_rule, hand, sit, fu, parts) => {
    const s = scored(hand, sit);
    expect(s.fu).toBe(fu);
    expect(s.fuParts.map((p) => `${p.ja}${p.fu}`).sort()).toEqual([...parts].sort());
  });

  test('a double-wind pair scores 2 fu when the rule says so', () => {
    const s = scored('123m456p111s789s11z', { win: '4p', by: 'ron', riichi: 'riichi', seat: 'E' }, { doubleWindFu: 2 });
    expect([s.fu, s.fuParts.find((p) => p.ja === '役牌の雀頭')?.fu]).toEqual([40, 2]);
  });
});

describe('score: the best reading is chosen', () => {
  test('111222333m456p77z: three triplets (三暗刻) on a tsumo', () => {
    const s = scored('111222333m456p77z', { win: '3m', by: 'tsumo' });
    expect(names(s)).toEqual(['三暗刻2', '門前清自摸和1']);
    expect([s.han, s.fu, s.points]).toEqual([3, 40, 5200]);
    expect(formatDecomposition(s.decomposition)).toBe('(111m)(222m)(333m)(456p)(77z)');
  });
  test('111222333m456p77z: three runs (一盃口) on a ron, where the ron breaks the third concealed triplet', () => {
    const s = scored('111222333m456p77z', { win: '3m', by: 'ron', riichi: 'riichi' });
    expect(names(s)).toEqual(['一盃口1', '立直1']);
    expect([s.han, s.fu, s.points, s.wait]).toEqual([2, 40, 2600, 'penchan']);
  });
  test('11223344m123p123s: the pair at 4m gives 三色同順 (pair at 1m would not)', () => {
    const s = scored('11223344m123p123s', { win: '1m', by: 'ron', riichi: 'riichi' });
    expect(names(s)).toEqual(['一盃口1', '三色同順2', '平和1', '立直1']);
    expect([s.han, s.limit, s.points]).toEqual([5, '満貫', 8000]);
    expect(formatDecomposition(s.decomposition)).toBe('(123m)(123m)(44m)(123p)(123s)');
  });
  test('二盃口 beats 七対子 on the same tiles', () => {
    expect(scored('112233m445566p99s', { win: '9s', by: 'ron' }).decomposition.form).toBe('regular');
  });
});

describe('score: limits and payments', () => {
  test.each<[string, number, number, number, string | null]>([
    ['1 han 30 fu', 1, 30, 240, null],
    ['3 han 60 fu is 1,920 (not mangan without 切り上げ)', 3, 60, 1920, null],
    ['4 han 40 fu is capped at mangan', 4, 40, 2000, '満貫'],
    ['5 han: mangan', 5, 30, 2000, '満貫'],
    ['6-7 han: 跳満', 7, 30, 3000, '跳満'],
    ['8-10 han: 倍満', 10, 30, 4000, '倍満'],
    ['11-12 han: 三倍満', 12, 30, 6000, '三倍満'],
    ['13 han: 数え役満', 13, 30, 8000, '数え役満'],
  ])('%s', (_rule, han, fu, base, limit) => {
    expect(basePoints(han, fu, 0, { kazoeYakuman: true, kiriageMangan: false })).toEqual({ base, limit });
  });
  test('switches: 13 han is 三倍満 without 数え役満; 4 han 30 fu is mangan with 切り上げ満貫', () => {
    expect(basePoints(13, 30, 0, { kazoeYakuman: false, kiriageMangan: false })).toEqual({ base: 6000, limit: '三倍満' });
    expect(basePoints(4, 30, 0, { kazoeYakuman: true, kiriageMangan: true })).toEqual({ base: 2000, limit: '満貫' });
    expect(basePoints(3, 60, 0, { kazoeYakuman: true, kiriageMangan: true })).toEqual({ base: 2000, limit: '満貫' });
  });
  test.each<[string, number, { dealer: boolean; tsumo: boolean; honba?: number; sticks?: number; players?: 3 | 4 }, number, object, number]>([
    ['non-dealer ron: 4 x base, up to 100', 240, { dealer: false, tsumo: false }, 1000, { ron: 1000 }, 1000],
    ['dealer ron: 6 x base', 240, { dealer: true, tsumo: false }, 1500, { ron: 1500 }, 1500],
    ['non-dealer tsumo: dealer 2 x base, others 1 x base, each rounded', 240, { dealer: false, tsumo: true }, 1100, { dealer: 500, nonDealer: 300 }, 1100],
    ['dealer tsumo: 2 x base from each', 240, { dealer: true, tsumo: true }, 1500, { nonDealer: 500 }, 1500],
    ['3 han 30 fu non-dealer tsumo: 1,000 / 2,000', 960, { dealer: false, tsumo: true }, 4000, { dealer: 2000, nonDealer: 1000 }, 4000],
    ['honba: 300 on a ron; sticks: 1,000 each', 2000, { dealer: false, tsumo: false, honba: 2, sticks: 1 }, 8000, { ron: 8600 }, 9600],
    ['honba on a tsumo: 100 from each payer', 2000, { dealer: false, tsumo: true, honba: 1 }, 8000, { dealer: 4100, nonDealer: 2100 }, 8300],
    ['three players: a tsumo is paid by the two others (ツモ損)', 2000, { dealer: false, tsumo: true, players: 3 }, 6000, { dealer: 4000, nonDealer: 2000 }, 6000],
  ])('%s', (_rule, base, options, points, paid, total) => {
    expect(payments(base, options)).toEqual({ points, payments: paid, total });
  });
});

describe('score: rule switches', () => {
  test('喰いタン off: an open all-simples hand has no yaku', () => {
    expect(result('234m345p56788s(567m)', { win: '8s', by: 'ron' }, { kuitan: false }).kind).toBe('no-yaku');
  });
  test('役満の複合 off: the largest yakuman counts alone', () => {
    const s = scored('111z222z333z444z55z', { win: '5z', by: 'ron' }, { combinedYakuman: false, doubleYakuman: true });
    expect([s.yakuman, s.points]).toEqual([2, 64000]);
  });
  test('ダブル役満 off: 四暗刻単騎 is a single yakuman', () => {
    const s = scored('111m222p333s444z55z', { win: '5z', by: 'ron' }, { doubleYakuman: false });
    expect([names(s), s.yakuman]).toEqual([['四暗刻単騎*1'], 1]);
  });
  test('数え役満: 13 han is a counted yakuman, yakuman 0, with han and fu kept', () => {
    // 立直 1 + 平和 1 + 一盃口 1 + 清一色 6 + ドラ 2 + 裏ドラ 2 = 13
    const kazoe: Sit = { win: '8m', by: 'ron', riichi: 'riichi', dora: ['1m'], ura: ['1m'] };
    const s = scored('22334456767899m', kazoe);
    expect([s.yakuman, s.han, s.fu]).toEqual([0, 13, 30]);
    expect([s.limit, s.points]).toEqual(['数え役満', 32000]);
    const off = scored('22334456767899m', kazoe, { kazoeYakuman: false });
    expect([off.limit, off.points]).toEqual(['三倍満', 24000]);
  });
  test('切り上げ満貫: 4 han 30 fu pays a mangan with it, 7,700 without (Tenhou)', () => {
    // 立直 1 + 平和 1 + ドラ 2 (8s indicates the 99s pair), 30 fu on a ron.
    const sit: Sit = { win: '5s', by: 'ron', riichi: 'riichi', dora: ['8s'] };
    const plain = scored(PINFU, sit);
    expect([plain.han, plain.fu, plain.limit, plain.points]).toEqual([4, 30, null, 7700]);
    const kiriage = scored(PINFU, sit, { kiriageMangan: true });
    expect([kiriage.han, kiriage.fu, kiriage.limit, kiriage.points]).toEqual([4, 30, '満貫', 8000]);
  });
});

describe('score: the rule sets, Tenhou\'s by default and Mahjong Soul\'s', () => {
  // A non-dealer's ron: one yakuman is 32,000, a double 64,000.
  test.each<[string, string, Sit, string]>([
    ['純正九蓮宝燈 (a nine-sided wait)', '11123455678999m', { win: '5m', by: 'ron' }, '純正九蓮宝燈'],
    ['国士無双十三面 (a thirteen-sided wait)', '19m19p19s12345677z', { win: '7z', by: 'ron' }, '国士無双十三面'],
    ['四暗刻単騎', '111m222p333s444z55z', { win: '5z', by: 'ron' }, '四暗刻単騎'],
    ['大四喜', '111z222z333z99m(444z)', { win: '9m', by: 'ron' }, '大四喜'],
  ])('%s: one yakuman under Tenhou\'s rules (the default), double under Mahjong Soul\'s', (_name, hand, sit, ja) => {
    const byDefault = scored(hand, sit);
    const tenhou = scored(hand, sit, TENHOU_RULES);
    const soul = scored(hand, sit, MAHJONG_SOUL_RULES);
    expect([names(byDefault), byDefault.yakuman, byDefault.points]).toEqual([[`${ja}*1`], 1, 32000]);
    expect([names(tenhou), tenhou.yakuman, tenhou.points]).toEqual([[`${ja}*1`], 1, 32000]);
    expect([names(soul), soul.yakuman, soul.points]).toEqual([[`${ja}*2`], 2, 64000]);
  });
  test('several yakuman still add up under Tenhou\'s rules: 字一色 + 四暗刻単騎 + 大四喜 is a triple yakuman', () => {
    const s = scored('111z222z333z444z55z', { win: '5z', by: 'ron' });
    expect([names(s), s.yakuman, s.points]).toEqual([['四暗刻単騎*1', '大四喜*1', '字一色*1'].sort(), 3, 96000]);
  });
  test('the default rules are Tenhou\'s, switch by switch', () => {
    expect({ ...DEFAULT_SCORE_RULES }).toEqual({
      kuitan: true,
      combinedYakuman: true,
      doubleYakuman: false,
      kazoeYakuman: true,
      kiriageMangan: false,
      doubleWindFu: 4,
    });
    expect({ ...MAHJONG_SOUL_RULES }).toEqual({ ...DEFAULT_SCORE_RULES, doubleYakuman: true });
  });
});

describe('score: no yaku, and what cannot be scored', () => {
  test('an open hand without a yaku scores nothing and says why', () => {
    const r = result('123m456p789s11z(123s)', { win: '1z', by: 'ron' });
    expect(r.kind).toBe('no-yaku');
    expect((r as NoYaku).reason).toMatch(/no yaku/i);
  });
  test('dora alone do not make a win', () => {
    expect(result('123m456p789s11z234s', { win: '1z', by: 'ron', dora: ['3m', '4p'] }).kind).toBe('no-yaku');
  });
  test('a short hand (melds implied, not written) cannot be scored', () => {
    const parsed = parseHand('123m55p');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = score(parsed.value, { win: kindOfCode('5p'), by: 'ron' });
    expect(out.ok ? null : out.error.code).toBe('not-complete');
  });
  test('a red winning tile must be a red five of the hand', () => {
    const parsed = parseHand('234567m345p56799s');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = score(parsed.value, { win: kindOfCode('5s'), winRed: true, by: 'ron' });
    expect(out.ok ? null : out.error.code).toBe('win-not-in-hand');
  });
});

describe('score: chankan takes the fourth copy', () => {
  test('a hand holding another copy of the robbed tile cannot win by chankan', () => {
    const parsed = parseHand('111222333m456p77z');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = score(parsed.value, { win: kindOfCode('3m'), by: 'ron', chankan: true });
    expect(out.ok ? null : out.error.code).toBe('invalid-situation');
    expect(result('234567m345p56799s', { win: '5s', by: 'ron', chankan: true }).kind).toBe('win');
  });
});

describe('tsumoPointsByWin: the points the probabilities ask for, without naming the fu parts', () => {
  // The probabilities score thousands of wins for their points only: one decomposition for every
  // winning tile of a hand, and the fu summed without naming its parts. Both must give exactly the
  // points score() and pointsWithExtraHan give, on every winning tile and every extra han total.
  test('2,000 seeded complete hands (melds, kans, seven pairs, flushes, dora): every winning tile, extra han 0-6', () => {
    const problems: string[] = [];
    let compared = 0;
    for (let seed = 0; seed < 2000; seed++) {
      const q = dealPointsQuestion(seed);
      const hand = parseHand(q.hand);
      if (!hand.ok) throw new Error(q.hand);
      const h = hand.value;
      const base: Situation = { win: q.situation.win, by: 'tsumo', round: q.situation.round, seat: q.situation.seat, riichi: 'none', dora: q.situation.dora, players: 4 };
      const wins = [...new Set(Array.from({ length: 34 }, (_, k) => k).filter((k) => h.tiles[k]! > 0))];
      const extra = [0, 1, 2, 3, 4, 5, 6];
      const got = tsumoPointsByWin(h, base, wins, extra);
      wins.forEach((win, i) => {
        const want = pointsWithExtraHan(h, { ...base, win }, extra);
        if (JSON.stringify(got[i]) !== JSON.stringify(want)) problems.push(`${q.hand} on ${win}: ${JSON.stringify(got[i])} vs ${JSON.stringify(want)}`);
        const s = score(h, { ...base, win });
        const points = s.ok && s.value.kind === 'win' ? s.value.points : null;
        if (got[i]![0] !== points) problems.push(`${q.hand} on ${win}: ${got[i]![0]} vs score() ${points}`);
        compared++;
      });
    }
    expect(problems.slice(0, 10), `${problems.length} differ`).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });
});
