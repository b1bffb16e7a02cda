/**
 * score(hand, situation, rules) against @kobalab/majiang-core 1.4.1's scorer (Util.hule), a separate
 * implementation of the same rules: on seeded random complete hands (test/support/random-complete.ts,
 * biased so that every yaku and yakuman turns up) under the default rules and under each rule switch,
 * every figure must agree: no yaku or a win, han, fu, yakuman multiple, limit, points, payments, total and
 * the yaku themselves. Then the situations that cannot happen, which the scorer rejects.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { parseHand, score, type Hand, type ScoreRules, type Situation } from '../../../src/engine/index.ts';
import { randomCompleteFromSeed } from '../../support/random-complete.ts';
import { DEFAULT_RULES, majiangHule, majiangScore, yakuKey, type Outcome } from '../../support/majiang-score.ts';

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`bad fixture ${text}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/** The scorer's answer in the cross-check's shape (an error or a throw kept whole: always a mismatch here). */
function ours(text: string, situation: Situation, rules: Partial<ScoreRules>): Outcome | { error: unknown } {
  let r: ReturnType<typeof score>;
  try {
    r = score(hand(text), situation, rules);
  } catch (e) {
    return { error: `threw ${String(e)}` };
  }
  if (!r.ok) return { error: r.error };
  const v = r.value;
  if (v.kind === 'no-yaku') return { kind: 'no-yaku' };
  return {
    kind: 'win',
    han: v.han,
    fu: v.fu,
    yakuman: v.yakuman,
    limit: v.limit,
    points: v.points,
    payments: v.payments,
    total: v.total,
    yaku: v.yaku.map((y) => yakuKey(y.ja, y.han, y.yakuman, !!y.dora)).sort(),
  };
}

/** The name of a yaku entry ('場風 東 1' -> '場風 東'). */
const nameOf = (key: string) => key.replace(/ \*?\d+( \(dora\))?$/, '');

/**
 * Scores `count` hands from consecutive seeds both ways. Returns how many disagree and a reproducible
 * account of the first few (seed, hand, situation, both results); every hand is checked either way, so
 * one run shows whether a mismatch is alone or one of many. `names` collects the yaku majiang-core found.
 */
function crossCheck(rules: Partial<ScoreRules>, firstSeed: number, count: number, names?: Set<string>) {
  const full: ScoreRules = { ...DEFAULT_RULES, ...rules };
  const shown: string[] = [];
  let mismatches = 0;
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const { family, text, situation } = randomCompleteFromSeed(seed);
    const want = majiangScore(text, situation, full);
    const got = ours(text, situation, rules);
    if (names && want.kind === 'win') for (const key of want.yaku) names.add(nameOf(key));
    if (isDeepStrictEqual(got, want)) continue;
    mismatches++;
    if (shown.length < 5) {
      shown.push(
        [
          `seed ${seed} (${family}): ${text}`,
          `  situation ${JSON.stringify(situation)}`,
          `  rules     ${JSON.stringify(rules)}`,
          `  majiang   ${JSON.stringify(want)}`,
          `  pairi     ${JSON.stringify(got)}`,
          `  majiang-core's own list: ${JSON.stringify(majiangHule(text, situation, { ...full, combinedYakuman: true })?.hupai)}`,
        ].join('\n'),
      );
    }
  }
  return { mismatches, shown };
}

/** Every yaku of the contract, each counted by name: the generator must reach them all. */
const ALL_NAMES = [
  ...['立直', 'ダブル立直', '一発', '門前清自摸和', '平和', '断幺九', '一盃口'],
  ...['東', '南', '西', '北'].flatMap((w) => [`場風 ${w}`, `自風 ${w}`]),
  ...['役牌 白', '役牌 發', '役牌 中', '嶺上開花', '槍槓', '海底摸月', '河底撈魚', '三色同順', '一気通貫'],
  ...['混全帯幺九', '七対子', '対々和', '三暗刻', '三槓子', '三色同刻', '混老頭', '小三元', '混一色'],
  ...['純全帯幺九', '二盃口', '清一色', 'ドラ', '赤ドラ', '裏ドラ'],
  ...['国士無双', '国士無双十三面', '四暗刻', '四暗刻単騎', '大三元', '字一色', '緑一色', '清老頭'],
  ...['小四喜', '大四喜', '四槓子', '九蓮宝燈', '純正九蓮宝燈', '天和', '地和'],
];

// Seeds are disjoint between the runs, so each switch meets hands the default run has not already passed.
const DEFAULT_HANDS = 20_000;
const SWITCH_HANDS = 3_000;

describe('score() vs majiang-core 1.4.1 on seeded random complete hands', () => {
  test(`default rules: ${DEFAULT_HANDS} hands, every yaku and yakuman among them`, () => {
    const names = new Set<string>();
    const { mismatches, shown } = crossCheck({}, 1, DEFAULT_HANDS, names);
    expect.soft(shown.join('\n\n'), `${mismatches} of ${DEFAULT_HANDS} hands disagree`).toBe('');
    // A name never met means the generator is too weak for it: strengthen the generator, not this list.
    expect.soft(ALL_NAMES.filter((n) => !names.has(n)), 'yaku never met').toEqual([]);
  });

  const switches: [string, Partial<ScoreRules>][] = [
    ['kuitan off', { kuitan: false }],
    ['combinedYakuman off', { combinedYakuman: false }],
    ['doubleYakuman on (Mahjong Soul\'s rules)', { doubleYakuman: true }],
    ['kazoeYakuman off', { kazoeYakuman: false }],
    ['kiriageMangan on', { kiriageMangan: true }],
    ['doubleWindFu 2', { doubleWindFu: 2 }],
    [
      'every switch at once',
      { kuitan: false, combinedYakuman: false, doubleYakuman: true, kazoeYakuman: false, kiriageMangan: true, doubleWindFu: 2 },
    ],
  ];
  test.each(switches.map(([name, rules], i) => [name, rules, 1_000_000 * (i + 1)] as const))(
    `%s: ${SWITCH_HANDS} hands`,
    (_name, rules, firstSeed) => {
      const { mismatches, shown } = crossCheck(rules, firstSeed, SWITCH_HANDS);
      expect(shown.join('\n\n'), `${mismatches} of ${SWITCH_HANDS} hands disagree`).toBe('');
    },
  );
});

describe('score(): situations that cannot happen, and hands that are not a win', () => {
  // 1m 123m 456p 789s 111z 22z, with the 1z set shown as a chi's neighbour, a pon, a kan or a closed kan.
  const CLOSED = '123m456p789s11122z';
  const CHI = '123m456p11122z(789s)';
  const PON = '123m456p789s22z(111z)';
  const KAN = '123m456p789s22z(1111z)';
  const ANKAN = '123m456p789s22z[1111z]';
  const ron = { win: 0, by: 'ron' } as const;
  const tsumo = { win: 0, by: 'tsumo' } as const;

  test.each<[string, string, Situation]>([
    ['riichi with a chi', CHI, { ...ron, riichi: 'riichi' }],
    ['double riichi with a pon', PON, { ...ron, riichi: 'double' }],
    ['riichi with an open kan', KAN, { ...tsumo, riichi: 'riichi' }],
    ['ippatsu without riichi', CLOSED, { ...ron, ippatsu: true }],
    ['rinshan on a ron', ANKAN, { ...ron, rinshan: true }],
    ['rinshan with no kan', CLOSED, { ...tsumo, rinshan: true }],
    ['rinshan with no kan (a pon only)', PON, { ...tsumo, rinshan: true }],
    ['chankan on a tsumo', CLOSED, { ...tsumo, chankan: true }],
    ['the last tile with rinshan', ANKAN, { ...tsumo, last: true, rinshan: true }],
    ['the last tile with chankan', CLOSED, { ...ron, last: true, chankan: true }],
    ['first draw on a ron', CLOSED, { ...ron, firstDraw: true }],
    ['first draw with a closed kan', ANKAN, { ...tsumo, firstDraw: true }],
    ['first draw with a pon', PON, { ...tsumo, firstDraw: true }],
    ['first draw with riichi', CLOSED, { ...tsumo, firstDraw: true, riichi: 'riichi' }],
    ['first draw with double riichi', CLOSED, { ...tsumo, firstDraw: true, riichi: 'double' }],
    ['first draw with riichi and ippatsu', CLOSED, { ...tsumo, firstDraw: true, riichi: 'riichi', ippatsu: true }],
    ['first draw on the last tile', CLOSED, { ...tsumo, firstDraw: true, last: true }],
    ['first draw with rinshan', ANKAN, { ...tsumo, firstDraw: true, rinshan: true }],
    ['six dora indicators', CLOSED, { ...ron, dora: [0, 1, 2, 3, 4, 5] }],
    ['six ura-dora indicators', CLOSED, { ...ron, riichi: 'riichi', dora: [0], ura: [0, 1, 2, 3, 4, 5] }],
    ['negative honba', CLOSED, { ...ron, honba: -1 }],
    ['fractional honba', CLOSED, { ...ron, honba: 1.5 }],
    ['negative sticks', CLOSED, { ...tsumo, sticks: -1 }],
    ['fractional sticks', CLOSED, { ...tsumo, sticks: 0.5 }],
  ])('%s: invalid-situation (%s)', (_name, text, situation) => {
    const r = score(hand(text), situation);
    expect(r.ok ? r.value : r.error.code).toBe('invalid-situation');
  });

  // The same hands where the situation can happen: a closed kan keeps the hand closed, five indicators are allowed.
  test.each<[string, string, Situation]>([
    ['riichi with a closed kan', ANKAN, { ...ron, riichi: 'riichi', ippatsu: true, ura: [3] }],
    ['rinshan after a closed kan', ANKAN, { ...tsumo, rinshan: true }],
    ['rinshan after an open kan', KAN, { ...tsumo, rinshan: true }],
    ['chankan on a ron', CLOSED, { ...ron, chankan: true }],
    ['five dora and five ura-dora indicators', CLOSED, { ...tsumo, riichi: 'double', dora: [0, 1, 2, 3, 4], ura: [5, 6, 7, 8, 9] }],
    ['the first draw, closed and uncalled', CLOSED, { ...tsumo, seat: 'E', firstDraw: true, honba: 0, sticks: 0 }],
    ['rinshan with no kan in a three-player game (the draw after a north set aside)', CLOSED, { ...tsumo, rinshan: true, players: 3 }],
  ])('%s: scored (%s)', (_name, text, situation) => {
    const r = score(hand(text), situation);
    expect(r.ok && r.value.kind).toBe('win');
  });

  test('ura-dora indicators without riichi are not counted (ura-dora are riichi\'s alone), not an error', () => {
    // 1z's indicator is 4z: with riichi the three 1z are three ura-dora.
    const without = score(hand(CLOSED), { ...ron, ura: [30] });
    const withRiichi = score(hand(CLOSED), { ...ron, riichi: 'riichi', ura: [30] });
    const ura = (r: typeof without) => (r.ok && r.value.kind === 'win' ? r.value.yaku.find((y) => y.ja === '裏ドラ')?.han ?? 0 : null);
    expect([ura(without), ura(withRiichi)]).toEqual([0, 3]);
  });

  test.each<[string, string, Situation, string]>([
    ['the winning tile only in a meld', PON, { win: 27, by: 'ron' }, 'win-not-in-hand'],
    ['the winning tile nowhere in the hand', CLOSED, { win: 33, by: 'tsumo' }, 'win-not-in-hand'],
    ['14 tiles that are not complete', '123m456p789s11234z', { win: 0, by: 'tsumo' }, 'not-complete'],
    ['14 tiles with a meld, not complete', '123m456p11234z(789s)', { win: 0, by: 'ron' }, 'not-complete'],
    ['a 3n+1 hand (13 tiles)', '123m456p789s1122z', { win: 0, by: 'ron' }, 'not-complete'],
  ])('%s: %s', (_name, text, situation, code) => {
    const r = score(hand(text), situation);
    expect(r.ok ? r.value : r.error.code).toBe(code);
  });
});
