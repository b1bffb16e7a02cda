/**
 * score(position, situation, rules): one row per rule, each named for what it checks, with the value the
 * rules give worked out by hand (the default situation: round East, seat South, no dora). The seeded
 * cross-check against an independent scorer (score-majiang.test.ts) covers tens of thousands of hands;
 * these rows say which rule each figure comes from, so a regression names the rule it broke.
 */
import { describe, expect, test } from 'vitest';
import {
  basePoints,
  DEFAULT_SCORE_RULES,
  formatDecomposition,
  kindOfCode,
  MAHJONG_SOUL_RULES,
  parseHand,
  payments,
  practice,
  rules as engineRules,
  score,
  TENHOU_RULES,
} from '../../../src/engine/index.ts';
import { pointsWithExtraHan, tsumoPointsByWin } from '../../../src/engine/scoring/score.ts';
import type { FuPart, HanScore, NoYaku, Payments, Score, ScoreRules, Situation, YakumanScore } from '../../../src/engine/index.ts';

const { dealPointsQuestion } = practice;
const { paymentShares } = engineRules;

/** A row's situation, tiles as mpsz codes, with the table's dora indicators (four players) beside it. */
type Sit = Omit<Situation, 'win' | 'ura'> & { win: string; dora?: string[]; ura?: string[] };

function result(hand: string, sit: Sit, rules: Partial<ScoreRules> = {}): Score | NoYaku {
  const parsed = parseHand(hand);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const { dora = [], ...situation } = sit;
  const table = { players: 4, indicators: dora.map(kindOfCode), nuki: 0 } as const;
  const out = score({ hand: parsed.value, table }, { ...situation, win: kindOfCode(sit.win), ura: sit.ura?.map(kindOfCode) }, rules);
  if (!out.ok) throw new Error(JSON.stringify(out.error));
  return out.value;
}

function scored(hand: string, sit: Sit, rules: Partial<ScoreRules> = {}): Score {
  const out = result(hand, sit, rules);
  if (out.kind !== 'win') throw new Error(`no yaku (${out.reason})`);
  return out;
}

/** A win valued by han and fu (a test of han or fu on a yakuman fails here). */
function byHan(s: Score): HanScore {
  if (s.limit === 'yakuman') throw new Error(`a yakuman, not han and fu: ${names(s).join(' ')}`);
  return s;
}

/** A win valued as a yakuman. */
function byYakuman(s: Score): YakumanScore {
  if (s.limit !== 'yakuman') throw new Error(`han and fu, not a yakuman: ${names(s).join(' ')}`);
  return s;
}

const hanScored = (hand: string, sit: Sit, rules: Partial<ScoreRules> = {}): HanScore => byHan(scored(hand, sit, rules));

/** Yaku as `id:han` (a wind yaku `round-wind E:1`), yakuman as `id*multiple`, sorted. */
const names = (s: Score) =>
  s.yaku.map((y) => (y.kind === 'yakuman' ? `${y.id}*${y.multiple}` : `${y.id}${'wind' in y ? ` ${y.wind}` : ''}:${y.han}`)).sort();

/** A fu part as `id:fu`, a set's as `closed triplet outer:8` (concealed or not, of terminals and honors or of simples). */
const fuKey = (p: FuPart) =>
  `${p.id === 'triplet' || p.id === 'kan' ? `${p.concealed ? 'closed' : 'open'} ${p.id} ${p.outer ? 'outer' : 'simple'}` : p.id}:${p.fu}`;

const PINFU = '234567m345p56799s'; // 567s won on 5s: two-sided; pair 99s
/** The four double yakuman counted twice, as Mahjong Soul counts them (Tenhou's default: once). */
const DOUBLE: Partial<ScoreRules> = { doubleYakuman: true };

describe('score: every yaku, by name and han', () => {
  test.each<[string, string, Sit, string[]]>([
    ['立直 1 (with 平和 on a ron)', PINFU, { win: '5s', by: 'ron', riichi: 'riichi' }, ['pinfu:1', 'riichi:1']],
    [
      'ダブル立直 2 and 一発 1',
      PINFU,
      { win: '5s', by: 'ron', riichi: 'double', ippatsu: true },
      ['double-riichi:2', 'ippatsu:1', 'pinfu:1'],
    ],
    ['門前清自摸和 1 with 平和 on a tsumo', PINFU, { win: '5s', by: 'tsumo' }, ['pinfu:1', 'menzen-tsumo:1']],
    ['断幺九 1 in a closed hand (a single wait: no 平和)', '234567m345p56788s', { win: '8s', by: 'ron' }, ['tanyao:1']],
    ['断幺九 1 in an open hand (喰いタン on)', '234m345p56788s(567m)', { win: '8s', by: 'ron' }, ['tanyao:1']],
    ['一盃口 1', '112233m456p789s55z', { win: '3m', by: 'ron', riichi: 'riichi' }, ['iipeikou:1', 'riichi:1']],
    [
      '場風 and 自風 both for a double wind',
      '123m456p789s22z111z',
      { win: '2z', by: 'ron', seat: 'E' },
      ['round-wind E:1', 'seat-wind E:1'],
    ],
    ['役牌 發 and 役牌 中', '123m456p88p666z777z', { win: '8p', by: 'ron' }, ['chun:1', 'hatsu:1']],
    ['役牌 白', '123m456p789p88p555z', { win: '8p', by: 'ron' }, ['haku:1']],
    [
      '嶺上開花 1 (a closed kan keeps 門前清自摸和)',
      '123m456p789s55z[1111z]',
      { win: '5z', by: 'tsumo', rinshan: true },
      ['round-wind E:1', 'rinshan:1', 'menzen-tsumo:1'],
    ],
    ['槍槓 1', PINFU, { win: '5s', by: 'ron', chankan: true }, ['pinfu:1', 'chankan:1']],
    ['海底摸月 1 on a tsumo', PINFU, { win: '5s', by: 'tsumo', last: true }, ['pinfu:1', 'haitei:1', 'menzen-tsumo:1']],
    ['河底撈魚 1 on a ron', PINFU, { win: '5s', by: 'ron', last: true }, ['pinfu:1', 'houtei:1']],
    ['三色同順 2 closed', '123m123p123456s99s', { win: '6s', by: 'ron' }, ['sanshoku:2', 'pinfu:1']],
    ['三色同順 1 open', '123m123p99s456s(123s)', { win: '6s', by: 'ron' }, ['sanshoku:1']],
    ['一気通貫 2 closed', '123456789m234p99s', { win: '9m', by: 'ron', riichi: 'riichi' }, ['ittsu:2', 'pinfu:1', 'riichi:1']],
    ['一気通貫 1 open', '456789m234p99s(123m)', { win: '9m', by: 'ron' }, ['ittsu:1']],
    ['混全帯幺九 2 closed', '123m789p123s99s111z', { win: '9s', by: 'ron' }, ['round-wind E:1', 'chanta:2']],
    ['七対子 2', '1133m4466p2277s55z', { win: '5z', by: 'ron' }, ['chiitoitsu:2']],
    [
      '対々和 2 and 三暗刻 2 (a tsumo on the pair leaves three concealed triplets)',
      '222m444p666s88s(777s)',
      { win: '8s', by: 'tsumo' },
      ['sanankou:2', 'toitoi:2', 'tanyao:1'],
    ],
    ['三槓子 2', '123m55p(2222s)(3333p)[4444m]', { win: '5p', by: 'ron' }, ['sankantsu:2']],
    ['三色同刻 2', '222m222p222s456p99s', { win: '9s', by: 'ron', riichi: 'riichi' }, ['sanankou:2', 'sanshoku-doukou:2', 'riichi:1']],
    [
      '混老頭 2 (with 対々和)',
      '999m111p99s111z(777z)',
      { win: '9s', by: 'ron' },
      ['sanankou:2', 'toitoi:2', 'round-wind E:1', 'chun:1', 'honroutou:2'],
    ],
    ['混老頭 2 with 七対子', '1199m1199p1122z77z', { win: '7z', by: 'ron' }, ['chiitoitsu:2', 'honroutou:2']],
    ['小三元 2', '123m456p555z666z77z', { win: '7z', by: 'ron' }, ['shousangen:2', 'haku:1', 'hatsu:1']],
    ['混一色 3 closed', '123456m789m11z222z', { win: '2z', by: 'ron' }, ['ittsu:2', 'honitsu:3', 'seat-wind S:1']],
    ['混一色 2 open', '123456m11z(222z)(789m)', { win: '1z', by: 'ron' }, ['ittsu:1', 'honitsu:2', 'seat-wind S:1']],
    [
      '純全帯幺九 3 closed (789s won on 9s is two-sided: 平和 too)',
      '123m789m123p789s99s',
      { win: '9s', by: 'ron' },
      ['pinfu:1', 'junchan:3'],
    ],
    ['純全帯幺九 2 open', '123m789m789s99s(123p)', { win: '9s', by: 'ron' }, ['junchan:2']],
    ['二盃口 3 (not 七対子)', '112233m445566p99s', { win: '9s', by: 'ron' }, ['ryanpeikou:3']],
    ['清一色 6 closed (with 二盃口, worth more than 七対子)', '11223355667799m', { win: '9m', by: 'ron' }, ['ryanpeikou:3', 'chinitsu:6']],
    ['清一色 6 with 七対子', '11334455667799p', { win: '9p', by: 'ron' }, ['chiitoitsu:2', 'chinitsu:6']],
    ['清一色 5 open', '11234567888m(999m)', { win: '4m', by: 'ron' }, ['chinitsu:5']],
    [
      'ドラ, 赤ドラ and 裏ドラ counted after the yaku',
      '234m340567p567s77z',
      { win: '5p', by: 'ron', riichi: 'riichi', dora: ['4p'], ura: ['6z'] },
      ['dora:2', 'ura-dora:2', 'red-dora:1', 'riichi:1'],
    ],
    [
      'ドラ and 赤ドラ without riichi',
      '234m340567p567s77z',
      { win: '5p', by: 'tsumo', dora: ['4p'] },
      ['dora:2', 'red-dora:1', 'menzen-tsumo:1'],
    ],
  ])('%s', (_rule, hand, sit, expected) => {
    expect(names(scored(hand, sit))).toEqual([...expected].sort());
  });
});

describe('score: every yakuman, alone (ordinary yaku and dora are dropped)', () => {
  // Rows marked (double) state the rule that makes them so (doubleYakuman: Mahjong Soul's; Tenhou's default counts one).
  test.each<[string, string, Sit, string[], number, Partial<ScoreRules>?]>([
    ['国士無双', '19m19p19s12345677z', { win: '1m', by: 'ron', dora: ['9m'] }, ['kokushi*1'], 32000],
    [
      '国士無双十三面: the winning tile is the pair (double)',
      '19m19p19s12345677z',
      { win: '7z', by: 'ron' },
      ['kokushi-13*2'],
      64000,
      DOUBLE,
    ],
    ['四暗刻 on a tsumo of a shanpon', '111m222p333s444z55z', { win: '4z', by: 'tsumo' }, ['suuankou*1'], 32000],
    ['四暗刻単騎 (double)', '111m222p333s444z55z', { win: '5z', by: 'ron' }, ['suuankou-tanki*2'], 64000, DOUBLE],
    ['大三元', '123m55p555z666z777z', { win: '5p', by: 'ron' }, ['daisangen*1'], 32000],
    ['字一色', '111z222z555z66z(333z)', { win: '6z', by: 'ron' }, ['tsuuiisou*1'], 32000],
    ['緑一色', '22334466688s(666z)', { win: '8s', by: 'ron' }, ['ryuuiisou*1'], 32000],
    ['清老頭', '111m999m111p99p(999s)', { win: '9p', by: 'ron' }, ['chinroutou*1'], 32000],
    ['小四喜', '111z222z333z44z(789m)', { win: '4z', by: 'ron' }, ['shousuushii*1'], 32000],
    ['大四喜 (double)', '111z222z333z99m(444z)', { win: '9m', by: 'ron' }, ['daisuushii*2'], 64000, DOUBLE],
    ['四槓子', '55z(1111m)(2222p)(3333s)[4444z]', { win: '5z', by: 'ron' }, ['suukantsu*1'], 32000],
    ['九蓮宝燈', '11123455678999m', { win: '1m', by: 'ron' }, ['chuuren*1'], 32000],
    ['純正九蓮宝燈: the nine-way wait (double)', '11123455678999m', { win: '5m', by: 'ron' }, ['junsei-chuuren*2'], 64000, DOUBLE],
    ['天和 for the dealer (tsumo)', '123m456p789s11z234s', { win: '4s', by: 'tsumo', seat: 'E', firstDraw: true }, ['tenhou*1'], 48000],
    ['地和 for a non-dealer (tsumo)', '123m456p789s11z234s', { win: '4s', by: 'tsumo', firstDraw: true }, ['chiihou*1'], 32000],
    [
      'several yakuman add up: 字一色 + 四暗刻単騎 + 大四喜',
      '111z222z333z444z55z',
      { win: '5z', by: 'ron' },
      ['daisuushii*2', 'suuankou-tanki*2', 'tsuuiisou*1'],
      160000,
      DOUBLE,
    ],
  ])('%s', (_rule, hand, sit, expected, points, rules = {}) => {
    const s = byYakuman(scored(hand, sit, rules));
    expect(names(s)).toEqual([...expected].sort());
    expect(s.yakuman).toBe(expected.reduce((n, e) => n + Number(e.split('*')[1]), 0));
    // No han or fu: a yakuman has neither.
    expect(['han' in s, 'fu' in s, s.limit, s.points]).toEqual([false, false, 'yakuman', points]);
  });
});

describe('score: fu, part by part', () => {
  test.each<[string, string, Sit, number, string[]]>([
    ['平和 tsumo: 20, no tsumo fu', PINFU, { win: '5s', by: 'tsumo' }, 20, ['base:20']],
    ['平和 ron: 20 + 10 menzen ron = 30', PINFU, { win: '5s', by: 'ron' }, 30, ['base:20', 'closed-ron:10']],
    ['an open pinfu-shaped ron is raised to 30', '234567m345p88s(567s)', { win: '2m', by: 'ron' }, 30, ['base:20', 'open-pinfu:10']],
    ['an open tsumo: 20 + 2 = 22, rounded to 30', '234567m345p88s(567s)', { win: '2m', by: 'tsumo' }, 30, ['base:20', 'tsumo:2']],
    ['七対子: 25, never rounded', '1133m4466p2277s55z', { win: '5z', by: 'tsumo' }, 25, ['chiitoitsu:25']],
    [
      'closed triplet of terminals 8, single wait 2',
      '123m789p123s99s111z',
      { win: '9s', by: 'ron' },
      40,
      ['base:20', 'closed-ron:10', 'closed triplet outer:8', 'tanki:2'],
    ],
    [
      'a triplet completed by a ron is open: 2 for simples',
      '123m456p789p11s555s',
      { win: '5s', by: 'ron', riichi: 'riichi' },
      40,
      ['base:20', 'closed-ron:10', 'open triplet simple:2'],
    ],
    [
      'the same triplet on a tsumo is closed: 4',
      '123m456p789p11s555s',
      { win: '5s', by: 'tsumo' },
      30,
      ['base:20', 'tsumo:2', 'closed triplet simple:4'],
    ],
    [
      'closed wait 2 (kanchan)',
      '123m456p789p11s456s',
      { win: '5s', by: 'ron', riichi: 'riichi' },
      40,
      ['base:20', 'closed-ron:10', 'kanchan:2'],
    ],
    [
      'edge wait 2 (penchan)',
      '123m456p789p11s789s',
      { win: '7s', by: 'ron', riichi: 'riichi' },
      40,
      ['base:20', 'closed-ron:10', 'penchan:2'],
    ],
    [
      'open kan of terminals 16, closed kan of simples 16',
      '123m55p(777z)(1111p)[5555s]',
      { win: '5p', by: 'ron' },
      60,
      ['base:20', 'open triplet outer:4', 'open kan outer:16', 'closed kan simple:16', 'tanki:2'],
    ],
    [
      'closed kan of honors 32, open kan of simples 8, open triplet of terminals 4',
      '678p55m[7777z](3333s)(999m)',
      { win: '5m', by: 'ron' },
      70,
      ['base:20', 'closed kan outer:32', 'open kan simple:8', 'open triplet outer:4', 'tanki:2'],
    ],
    [
      'a double-wind pair: 4 fu',
      '123m456p111s789s11z',
      { win: '4p', by: 'ron', riichi: 'riichi', seat: 'E' },
      50,
      ['base:20', 'closed-ron:10', 'closed triplet outer:8', 'value-pair:4'],
    ],
  ])('%s', (_rule, hand, sit, fu, parts) => {
    const s = hanScored(hand, sit);
    expect(s.fu).toBe(fu);
    expect(s.fuParts.map(fuKey).sort()).toEqual([...parts].sort());
  });

  test('a double-wind pair scores 2 fu when the rule says so', () => {
    const s = hanScored('123m456p111s789s11z', { win: '4p', by: 'ron', riichi: 'riichi', seat: 'E' }, { doubleWindFu: 2 });
    expect([s.fu, s.fuParts.find((p) => p.id === 'value-pair')?.fu]).toEqual([40, 2]);
  });
});

describe('score: the best reading is chosen', () => {
  test('111222333m456p77z: three triplets (三暗刻) on a tsumo', () => {
    const s = hanScored('111222333m456p77z', { win: '3m', by: 'tsumo' });
    expect(names(s)).toEqual(['sanankou:2', 'menzen-tsumo:1'].sort());
    expect([s.han, s.fu, s.points]).toEqual([3, 40, 5200]);
    expect(formatDecomposition(s.decomposition)).toBe('(111m)(222m)(333m)(456p)(77z)');
  });
  test('111222333m456p77z: three runs (一盃口) on a ron, where the ron breaks the third concealed triplet', () => {
    const s = hanScored('111222333m456p77z', { win: '3m', by: 'ron', riichi: 'riichi' });
    expect(names(s)).toEqual(['iipeikou:1', 'riichi:1'].sort());
    expect([s.han, s.fu, s.points, s.wait]).toEqual([2, 40, 2600, 'penchan']);
  });
  test('11223344m123p123s: the pair at 4m gives 三色同順 (pair at 1m would not)', () => {
    const s = hanScored('11223344m123p123s', { win: '1m', by: 'ron', riichi: 'riichi' });
    expect(names(s)).toEqual(['iipeikou:1', 'sanshoku:2', 'pinfu:1', 'riichi:1'].sort());
    expect([s.han, s.limit, s.points]).toEqual([5, 'mangan', 8000]);
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
    ['4 han 40 fu is capped at mangan', 4, 40, 2000, 'mangan'],
    ['5 han: mangan', 5, 30, 2000, 'mangan'],
    ['6-7 han: 跳満', 7, 30, 3000, 'haneman'],
    ['8-10 han: 倍満', 10, 30, 4000, 'baiman'],
    ['11-12 han: 三倍満', 12, 30, 6000, 'sanbaiman'],
    ['13 han: 数え役満', 13, 30, 8000, 'kazoe-yakuman'],
  ])('%s', (_rule, han, fu, base, limit) => {
    expect(basePoints(han, fu, 0, { kazoeYakuman: true, kiriageMangan: false })).toEqual({ base, limit });
  });
  test('switches: 13 han is 三倍満 without 数え役満; 4 han 30 fu is mangan with 切り上げ満貫', () => {
    expect(basePoints(13, 30, 0, { kazoeYakuman: false, kiriageMangan: false })).toEqual({ base: 6000, limit: 'sanbaiman' });
    expect(basePoints(4, 30, 0, { kazoeYakuman: true, kiriageMangan: true })).toEqual({ base: 2000, limit: 'mangan' });
    expect(basePoints(3, 60, 0, { kazoeYakuman: true, kiriageMangan: true })).toEqual({ base: 2000, limit: 'mangan' });
  });
  test.each<
    [string, number, { dealer: boolean; tsumo: boolean; honba?: number; sticks?: number; players?: 3 | 4 }, number, Payments, number]
  >([
    ['non-dealer ron: 4 x base, up to 100', 240, { dealer: false, tsumo: false }, 1000, { kind: 'ron', ron: 1000 }, 1000],
    ['dealer ron: 6 x base', 240, { dealer: true, tsumo: false }, 1500, { kind: 'ron', ron: 1500 }, 1500],
    [
      'non-dealer tsumo: dealer 2 x base, others 1 x base, each rounded',
      240,
      { dealer: false, tsumo: true },
      1100,
      { kind: 'tsumo', dealer: 500, nonDealer: 300 },
      1100,
    ],
    ['dealer tsumo: 2 x base from each', 240, { dealer: true, tsumo: true }, 1500, { kind: 'dealer-tsumo', nonDealer: 500 }, 1500],
    [
      '3 han 30 fu non-dealer tsumo: 1,000 / 2,000',
      960,
      { dealer: false, tsumo: true },
      4000,
      { kind: 'tsumo', dealer: 2000, nonDealer: 1000 },
      4000,
    ],
    [
      'honba: 300 on a ron; sticks: 1,000 each',
      2000,
      { dealer: false, tsumo: false, honba: 2, sticks: 1 },
      8000,
      { kind: 'ron', ron: 8600 },
      9600,
    ],
    [
      'honba on a tsumo: 100 from each payer',
      2000,
      { dealer: false, tsumo: true, honba: 1 },
      8000,
      { kind: 'tsumo', dealer: 4100, nonDealer: 2100 },
      8300,
    ],
    [
      'three players: a tsumo is paid by the two others (ツモ損)',
      2000,
      { dealer: false, tsumo: true, players: 3 },
      6000,
      { kind: 'tsumo', dealer: 4000, nonDealer: 2000 },
      6000,
    ],
  ])('%s', (_rule, base, options, points, paid, total) => {
    expect(payments(base, options)).toEqual({ points, payments: paid, total });
  });
});

describe('paymentShares(base, way): who pays what multiple of the base, for a page that explains it', () => {
  test.each<[string, number, { dealer: boolean; tsumo: boolean }, object[]]>([
    [
      "a non-dealer's ron: the discarder pays 4 x base",
      1280,
      { dealer: false, tsumo: false },
      [{ payer: 'discarder', multiple: 4, pay: 5200 }],
    ],
    ["the dealer's ron: 6 x base", 1280, { dealer: true, tsumo: false }, [{ payer: 'discarder', multiple: 6, pay: 7700 }]],
    [
      "a non-dealer's tsumo: each non-dealer 1 x, the dealer 2 x, each rounded up",
      1280,
      { dealer: false, tsumo: true },
      [
        { payer: 'non-dealer', multiple: 1, pay: 1300 },
        { payer: 'dealer', multiple: 2, pay: 2600 },
      ],
    ],
    ["the dealer's tsumo: 2 x base from each", 1280, { dealer: true, tsumo: true }, [{ payer: 'non-dealer', multiple: 2, pay: 2600 }]],
  ])('%s', (_rule, base, way, shares) => {
    expect(paymentShares(base, way)).toEqual(shares);
  });
  test('the shares are what payments() pays, for every base a hand can have', () => {
    const figures = (p: Payments) => (p.kind === 'ron' ? [p.ron] : p.kind === 'tsumo' ? [p.nonDealer, p.dealer] : [p.nonDealer]);
    for (const fu of [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]) {
      for (let han = 1; han <= 13; han++) {
        const { base } = basePoints(han, fu, 0, DEFAULT_SCORE_RULES);
        for (const dealer of [false, true]) {
          for (const tsumo of [false, true]) {
            expect(
              paymentShares(base, { dealer, tsumo }).map((s) => s.pay),
              `${han} han ${fu} fu`,
            ).toEqual(figures(payments(base, { dealer, tsumo }).payments));
          }
        }
      }
    }
  });
});

describe('score: rule switches', () => {
  test('喰いタン off: an open all-simples hand has no yaku', () => {
    expect(result('234m345p56788s(567m)', { win: '8s', by: 'ron' }, { kuitan: false }).kind).toBe('no-yaku');
  });
  test('役満の複合 off: the largest yakuman counts alone', () => {
    const s = byYakuman(scored('111z222z333z444z55z', { win: '5z', by: 'ron' }, { combinedYakuman: false, doubleYakuman: true }));
    expect([s.yakuman, s.points]).toEqual([2, 64000]);
  });
  test('ダブル役満 off: 四暗刻単騎 is a single yakuman', () => {
    const s = byYakuman(scored('111m222p333s444z55z', { win: '5z', by: 'ron' }, { doubleYakuman: false }));
    expect([names(s), s.yakuman]).toEqual([['suuankou-tanki*1'], 1]);
  });
  test('数え役満: 13 han is a counted yakuman, yakuman 0, with han and fu kept', () => {
    // 立直 1 + 平和 1 + 一盃口 1 + 清一色 6 + ドラ 2 + 裏ドラ 2 = 13
    const kazoe: Sit = { win: '8m', by: 'ron', riichi: 'riichi', dora: ['1m'], ura: ['1m'] };
    const s = hanScored('22334456767899m', kazoe);
    expect(['yakuman' in s, s.han, s.fu]).toEqual([false, 13, 30]);
    expect([s.limit, s.points]).toEqual(['kazoe-yakuman', 32000]);
    const off = scored('22334456767899m', kazoe, { kazoeYakuman: false });
    expect([off.limit, off.points]).toEqual(['sanbaiman', 24000]);
  });
  test('切り上げ満貫: 4 han 30 fu pays a mangan with it, 7,700 without (Tenhou)', () => {
    // 立直 1 + 平和 1 + ドラ 2 (8s indicates the 99s pair), 30 fu on a ron.
    const sit: Sit = { win: '5s', by: 'ron', riichi: 'riichi', dora: ['8s'] };
    const plain = hanScored(PINFU, sit);
    expect([plain.han, plain.fu, plain.limit, plain.points]).toEqual([4, 30, null, 7700]);
    const kiriage = hanScored(PINFU, sit, { kiriageMangan: true });
    expect([kiriage.han, kiriage.fu, kiriage.limit, kiriage.points]).toEqual([4, 30, 'mangan', 8000]);
  });
});

describe("score: the rule sets, Tenhou's by default and Mahjong Soul's", () => {
  // A non-dealer's ron: one yakuman is 32,000, a double 64,000.
  test.each<[string, string, Sit, string]>([
    ['純正九蓮宝燈 (a nine-sided wait)', '11123455678999m', { win: '5m', by: 'ron' }, 'junsei-chuuren'],
    ['国士無双十三面 (a thirteen-sided wait)', '19m19p19s12345677z', { win: '7z', by: 'ron' }, 'kokushi-13'],
    ['四暗刻単騎', '111m222p333s444z55z', { win: '5z', by: 'ron' }, 'suuankou-tanki'],
    ['大四喜', '111z222z333z99m(444z)', { win: '9m', by: 'ron' }, 'daisuushii'],
  ])("%s: one yakuman under Tenhou's rules (the default), double under Mahjong Soul's", (_name, hand, sit, id) => {
    const byDefault = byYakuman(scored(hand, sit));
    const tenhou = byYakuman(scored(hand, sit, TENHOU_RULES));
    const soul = byYakuman(scored(hand, sit, MAHJONG_SOUL_RULES));
    expect([names(byDefault), byDefault.yakuman, byDefault.points]).toEqual([[`${id}*1`], 1, 32000]);
    expect([names(tenhou), tenhou.yakuman, tenhou.points]).toEqual([[`${id}*1`], 1, 32000]);
    expect([names(soul), soul.yakuman, soul.points]).toEqual([[`${id}*2`], 2, 64000]);
  });
  test("several yakuman still add up under Tenhou's rules: 字一色 + 四暗刻単騎 + 大四喜 is a triple yakuman", () => {
    const s = byYakuman(scored('111z222z333z444z55z', { win: '5z', by: 'ron' }));
    expect([names(s), s.yakuman, s.points]).toEqual([['suuankou-tanki*1', 'daisuushii*1', 'tsuuiisou*1'].sort(), 3, 96000]);
  });
  test("the default rules are Tenhou's, switch by switch", () => {
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
  test('a hand without a yaku scores nothing and says why: an open hand needs a yaku of its own, a closed ron riichi or a tsumo', () => {
    const open = result('123m456p789s11z(123s)', { win: '1z', by: 'ron' });
    expect(open).toEqual({ kind: 'no-yaku', reason: 'open-hand' } satisfies NoYaku);
    expect(result('123m456p789s11z234s', { win: '1z', by: 'ron' })).toEqual({ kind: 'no-yaku', reason: 'closed-ron' } satisfies NoYaku);
  });
  test('dora alone do not make a win', () => {
    expect(result('123m456p789s11z234s', { win: '1z', by: 'ron', dora: ['3m', '4p'] }).kind).toBe('no-yaku');
  });
  test('a short hand (melds implied, not written) cannot be scored', () => {
    const parsed = parseHand('123m55p');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = score({ hand: parsed.value }, { win: kindOfCode('5p'), by: 'ron' });
    expect(out.ok ? null : out.error).toEqual({ code: 'not-complete', tiles: 5 });
  });
  test('a red winning tile must be a red five of the hand', () => {
    const parsed = parseHand('234567m345p56799s');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = score({ hand: parsed.value }, { win: kindOfCode('5s'), winRed: true, by: 'ron' });
    expect(out.ok ? null : out.error).toEqual({ code: 'win-not-in-hand', win: kindOfCode('5s'), red: true });
  });
});

describe('score: chankan takes the fourth copy', () => {
  test('a hand holding another copy of the robbed tile cannot win by chankan', () => {
    const parsed = parseHand('111222333m456p77z');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = score({ hand: parsed.value }, { win: kindOfCode('3m'), by: 'ron', chankan: true });
    expect(out.ok ? null : out.error).toEqual({ code: 'chankan-copy-held', tile: kindOfCode('3m') });
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
      const h = { hand: hand.value, table: { players: 4, indicators: q.indicators, nuki: 0 } } as const;
      const base: Situation = { win: q.situation.win, by: 'tsumo', round: q.situation.round, seat: q.situation.seat, riichi: 'none' };
      const wins = [...new Set(Array.from({ length: 34 }, (_, k) => k).filter((k) => h.hand.tiles[k]! > 0))];
      const extra = [0, 1, 2, 3, 4, 5, 6];
      const got = tsumoPointsByWin(h, base, wins, extra);
      wins.forEach((win, i) => {
        const want = pointsWithExtraHan(h, { ...base, win }, extra);
        if (JSON.stringify(got[i]) !== JSON.stringify(want))
          problems.push(`${q.hand} on ${win}: ${JSON.stringify(got[i])} vs ${JSON.stringify(want)}`);
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
