/**
 * score(position, situation, rules) against @kobalab/majiang-core 1.4.1's scorer (Util.hule), a separate
 * implementation of the same rules: on seeded random complete hands (test/support/random-complete.ts,
 * biased so that every yaku and yakuman turns up) under the default rules and under each rule switch,
 * every figure must agree: no yaku or a win, han, fu, yakuman multiple, limit, points, payments, total and
 * the yaku themselves. Then the situations that cannot happen, which the scorer rejects. The engine names
 * yaku and limits by id: they are compared by the Japanese names the command line writes for them
 * (src/cli/score-words.ts), which are majiang-core's (its 翻牌 are our 役牌), so the words are checked too.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { parseHand, score, type Hand, type Payments, type ScoreError, type ScoreRules } from '../../../src/engine/index.ts';
import { LIMIT_JA, yakuWords } from '../../../src/cli/score-words.ts';
import { randomCompleteFromSeed } from '../../support/random-complete.ts';
import {
  DEFAULT_RULES,
  majiangHule,
  majiangScore,
  yakuKey,
  type Outcome,
  type PaymentFigures,
  type WinCase,
} from '../../support/majiang-score.ts';

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`bad fixture ${text}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/** The engine's payments as the cross-check's figures: which figures there are tells the way of winning. */
function figures(p: Payments): PaymentFigures {
  if (p.kind === 'ron') return { ron: p.ron };
  if (p.kind === 'tsumo') return { dealer: p.dealer, nonDealer: p.nonDealer };
  return { nonDealer: p.nonDealer };
}

/** score() of a case: its dora indicators and players are the position's table. */
function scoreCase(text: string, c: WinCase, rules: Partial<ScoreRules> = {}): ReturnType<typeof score> {
  const { dora = [], players = 4, ...situation } = c;
  return score({ hand: hand(text), table: { players, indicators: [...dora], nuki: 0 } }, situation, rules);
}

/** The scorer's answer in the cross-check's shape (an error or a throw kept whole: always a mismatch here). */
function ours(text: string, situation: WinCase, rules: Partial<ScoreRules>): Outcome | { error: unknown } {
  let r: ReturnType<typeof score>;
  try {
    r = scoreCase(text, situation, rules);
  } catch (e) {
    return { error: `threw ${String(e)}` };
  }
  if (!r.ok) return { error: r.error };
  const v = r.value;
  if (v.kind === 'no-yaku') return { kind: 'no-yaku' };
  return {
    kind: 'win',
    han: v.limit === 'yakuman' ? null : v.han,
    fu: v.limit === 'yakuman' ? null : v.fu,
    yakuman: v.limit === 'yakuman' ? v.yakuman : 0,
    limit: v.limit ? LIMIT_JA[v.limit] : null,
    points: v.points,
    payments: figures(v.payments),
    total: v.total,
    yaku: v.yaku
      .map((y) =>
        y.kind === 'yakuman'
          ? yakuKey(yakuWords(y).ja, null, y.multiple, false)
          : yakuKey(yakuWords(y).ja, y.han, undefined, y.kind === 'dora'),
      )
      .sort(),
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
    expect
      .soft(
        ALL_NAMES.filter((n) => !names.has(n)),
        'yaku never met',
      )
      .toEqual([]);
  });

  const switches: [string, Partial<ScoreRules>][] = [
    ['kuitan off', { kuitan: false }],
    ['combinedYakuman off', { combinedYakuman: false }],
    ["doubleYakuman on (Mahjong Soul's rules)", { doubleYakuman: true }],
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

  test.each<[string, string, WinCase, ScoreError]>([
    ['riichi with a chi', CHI, { ...ron, riichi: 'riichi' }, { code: 'riichi-open-hand' }],
    ['double riichi with a pon', PON, { ...ron, riichi: 'double' }, { code: 'riichi-open-hand' }],
    ['riichi with an open kan', KAN, { ...tsumo, riichi: 'riichi' }, { code: 'riichi-open-hand' }],
    ['ippatsu without riichi', CLOSED, { ...ron, ippatsu: true }, { code: 'ippatsu-without-riichi' }],
    ['rinshan on a ron', ANKAN, { ...ron, rinshan: true }, { code: 'rinshan-on-ron' }],
    ['rinshan with no kan', CLOSED, { ...tsumo, rinshan: true }, { code: 'rinshan-without-kan' }],
    ['rinshan with no kan (a pon only)', PON, { ...tsumo, rinshan: true }, { code: 'rinshan-without-kan' }],
    ['chankan on a tsumo', CLOSED, { ...tsumo, chankan: true }, { code: 'chankan-on-tsumo' }],
    ['the last tile with rinshan', ANKAN, { ...tsumo, last: true, rinshan: true }, { code: 'last-tile-with-kan', with: 'rinshan' }],
    ['the last tile with chankan', CLOSED, { ...ron, last: true, chankan: true }, { code: 'last-tile-with-kan', with: 'chankan' }],
    ['first draw on a ron', CLOSED, { ...ron, firstDraw: true }, { code: 'first-draw-on-ron' }],
    ['first draw with a closed kan', ANKAN, { ...tsumo, firstDraw: true }, { code: 'first-draw-with-meld' }],
    ['first draw with a pon', PON, { ...tsumo, firstDraw: true }, { code: 'first-draw-with-meld' }],
    ['first draw with riichi', CLOSED, { ...tsumo, firstDraw: true, riichi: 'riichi' }, { code: 'first-draw-after', after: 'riichi' }],
    [
      'first draw with double riichi',
      CLOSED,
      { ...tsumo, firstDraw: true, riichi: 'double' },
      { code: 'first-draw-after', after: 'riichi' },
    ],
    [
      'first draw with riichi and ippatsu',
      CLOSED,
      { ...tsumo, firstDraw: true, riichi: 'riichi', ippatsu: true },
      { code: 'first-draw-after', after: 'riichi' },
    ],
    ['first draw on the last tile', CLOSED, { ...tsumo, firstDraw: true, last: true }, { code: 'first-draw-after', after: 'last' }],
    ['first draw with rinshan', ANKAN, { ...tsumo, firstDraw: true, rinshan: true }, { code: 'first-draw-with-meld' }],
    ['six dora indicators', CLOSED, { ...ron, dora: [0, 1, 2, 3, 4, 5] }, { code: 'too-many-indicators', field: 'dora', count: 6 }],
    [
      'six ura-dora indicators',
      CLOSED,
      { ...ron, riichi: 'riichi', dora: [0], ura: [0, 1, 2, 3, 4, 5] },
      { code: 'too-many-indicators', field: 'ura', count: 6 },
    ],
    ['negative honba', CLOSED, { ...ron, honba: -1 }, { code: 'invalid-count', field: 'honba', value: -1 }],
    ['fractional honba', CLOSED, { ...ron, honba: 1.5 }, { code: 'invalid-count', field: 'honba', value: 1.5 }],
    ['negative sticks', CLOSED, { ...tsumo, sticks: -1 }, { code: 'invalid-count', field: 'sticks', value: -1 }],
    ['fractional sticks', CLOSED, { ...tsumo, sticks: 0.5 }, { code: 'invalid-count', field: 'sticks', value: 0.5 }],
  ])('%s: an error with its own code (%s)', (_name, text, situation, error) => {
    const r = scoreCase(text, situation);
    expect(r.ok ? r.value : r.error).toEqual(error);
  });

  test('the table is checked too: nuki-dora at four players, an indicator that is not a tile', () => {
    const at = (table: { players: 3 | 4; indicators: number[]; nuki: number }) => score({ hand: hand(CLOSED), table }, ron);
    expect(at({ players: 4, indicators: [], nuki: 1 })).toEqual({ ok: false, error: { code: 'nuki-four-players', nuki: 1 } });
    expect(at({ players: 4, indicators: [34], nuki: 0 })).toEqual({
      ok: false,
      error: { code: 'invalid-indicator', field: 'dora', indicator: 34 },
    });
    expect(at({ players: 3, indicators: [], nuki: 1 }).ok).toBe(true);
  });

  // The same hands where the situation can happen: a closed kan keeps the hand closed, five indicators are allowed.
  test.each<[string, string, WinCase]>([
    ['riichi with a closed kan', ANKAN, { ...ron, riichi: 'riichi', ippatsu: true, ura: [3] }],
    ['rinshan after a closed kan', ANKAN, { ...tsumo, rinshan: true }],
    ['rinshan after an open kan', KAN, { ...tsumo, rinshan: true }],
    ['chankan on a ron', CLOSED, { ...ron, chankan: true }],
    ['five dora and five ura-dora indicators', CLOSED, { ...tsumo, riichi: 'double', dora: [0, 1, 2, 3, 4], ura: [5, 6, 7, 8, 9] }],
    ['the first draw, closed and uncalled', CLOSED, { ...tsumo, seat: 'E', firstDraw: true, honba: 0, sticks: 0 }],
    ['rinshan with no kan in a three-player game (the draw after a north set aside)', CLOSED, { ...tsumo, rinshan: true, players: 3 }],
  ])('%s: scored (%s)', (_name, text, situation) => {
    const r = scoreCase(text, situation);
    expect(r.ok && r.value.kind).toBe('win');
  });

  test("ura-dora indicators without riichi are not counted (ura-dora are riichi's alone), not an error", () => {
    // 1z's indicator is 4z: with riichi the three 1z are three ura-dora.
    const without = score({ hand: hand(CLOSED) }, { ...ron, ura: [30] });
    const withRiichi = score({ hand: hand(CLOSED) }, { ...ron, riichi: 'riichi', ura: [30] });
    const ura = (r: typeof without) =>
      r.ok && r.value.kind === 'win' && r.value.limit !== 'yakuman' ? (r.value.yaku.find((y) => y.id === 'ura-dora')?.han ?? 0) : null;
    expect([ura(without), ura(withRiichi)]).toEqual([0, 3]);
  });

  test.each<[string, string, WinCase, ScoreError]>([
    ['the winning tile only in a meld', PON, { win: 27, by: 'ron' }, { code: 'win-not-in-hand', win: 27, red: false }],
    ['the winning tile nowhere in the hand', CLOSED, { win: 33, by: 'tsumo' }, { code: 'win-not-in-hand', win: 33, red: false }],
    ['14 tiles that are not complete', '123m456p789s11234z', { win: 0, by: 'tsumo' }, { code: 'not-complete', tiles: 14 }],
    ['14 tiles with a meld, not complete', '123m456p11234z(789s)', { win: 0, by: 'ron' }, { code: 'not-complete', tiles: 14 }],
    ['a 3n+1 hand (13 tiles)', '123m456p789s1122z', { win: 0, by: 'ron' }, { code: 'not-complete', tiles: 13 }],
  ])('%s: %j', (_name, text, situation, error) => {
    const r = scoreCase(text, situation);
    expect(r.ok ? r.value : r.error).toEqual(error);
  });
});
