/**
 * The score's words by the engine's ids (docs/rules.md#scoring): every yaku, yakuman, dora, fu part and
 * limit has a name in each language; English and Japanese are the names the command line writes (one
 * vocabulary, two faces), and Chinese is the Japanese name in simplified characters with the Chinese
 * players' words for the kana ones (zh-terms.ts), as the page showed it when it translated the engine's
 * Japanese.
 */
import { describe, expect, test } from 'vitest';
import { formatError as cliErrorText } from '../../../src/cli/format-error.ts';
import { fuWords, LIMIT_JA, yakuWords } from '../../../src/cli/score-words.ts';
import type { DoraId, FuPart, ScoreYaku, Wind, YakuId, YakumanId } from '../../../src/engine/index.ts';
import { fuPartName, scoreMessagesFor, yakuName } from '../../../src/ui/analysis/score-messages.ts';
import { formatError } from '../../../src/ui/shell/error-messages.ts';
import { SCORE_ERROR_CASES as ERRORS } from '../../support/score-error-cases.ts';
import { SCORE_ERROR_WORDS } from '../../../src/ui/shell/score-error-messages.ts';
import { jaTermToZh } from '../../../src/ui/shell/zh-terms.ts';

const en = scoreMessagesFor('en');
const ja = scoreMessagesFor('ja');
const zh = scoreMessagesFor('zh');

/** The yakuman ids (a Record, so a new one the type gains is a type error here). */
const YAKUMAN: Record<YakumanId, 1> = {
  tenhou: 1,
  chiihou: 1,
  kokushi: 1,
  'kokushi-13': 1,
  tsuuiisou: 1,
  suuankou: 1,
  'suuankou-tanki': 1,
  daisangen: 1,
  daisuushii: 1,
  shousuushii: 1,
  ryuuiisou: 1,
  chinroutou: 1,
  suukantsu: 1,
  chuuren: 1,
  'junsei-chuuren': 1,
};

/** One entry of every kind the engine gives: each id of the name tables, and each wind yaku. */
const ENTRIES: ScoreYaku[] = [
  ...(Object.keys(en.yakuNames) as (YakuId | YakumanId | DoraId)[]).map((id): ScoreYaku => {
    if (id in { dora: 1, 'red-dora': 1, 'ura-dora': 1, 'nuki-dora': 1 }) return { kind: 'dora', id: id as DoraId, han: 1 };
    if (id in YAKUMAN) return { kind: 'yakuman', id: id as YakumanId, multiple: 1 };
    return { kind: 'yaku', id: id as YakuId, han: 1 };
  }),
  ...(['E', 'S', 'W', 'N'] as Wind[]).flatMap((wind): ScoreYaku[] => [
    { kind: 'yaku', id: 'round-wind', wind, han: 1 },
    { kind: 'yaku', id: 'seat-wind', wind, han: 1 },
  ]),
];

const FU_PARTS: FuPart[] = [
  ...(['base', 'closed-ron', 'tsumo', 'chiitoitsu', 'open-pinfu'] as const).map((id) => ({ id, fu: 0 })),
  { id: 'value-pair', fu: 2, tiles: [31, 31] },
  ...(['tanki', 'kanchan', 'penchan'] as const).map((id) => ({ id, fu: 2, tiles: [0, 0] })),
  ...(['triplet', 'kan'] as const).flatMap((id) =>
    [true, false].flatMap((concealed) => [true, false].map((outer) => ({ id, concealed, outer, fu: 2, tiles: [0, 0, 0] }))),
  ),
];

describe('the page names each yaku, dora and yakuman by id', () => {
  test('all 47 ids and the 8 wind yaku', () => {
    expect(ENTRIES).toHaveLength(47 + 8);
  });

  test.each(ENTRIES.map((y) => [`${y.id}${'wind' in y ? ` ${y.wind}` : ''}`, y] as const))(
    '%s: English and Japanese as the command line writes them; Chinese from the Japanese',
    (_id, y) => {
      const cli = yakuWords(y);
      expect([yakuName(y, en), yakuName(y, ja)]).toEqual([cli.name, cli.ja]);
      expect(yakuName(y, zh)).toBe(jaTermToZh(cli.ja));
    },
  );

  test('the wind yaku name their wind in each language', () => {
    const seatEast: ScoreYaku = { kind: 'yaku', id: 'seat-wind', wind: 'E', han: 1 };
    expect([yakuName(seatEast, en), yakuName(seatEast, ja), yakuName(seatEast, zh)]).toEqual(['Seat wind East', '自風 東', '自风 东']);
  });
});

describe('the page names each fu part by id and data', () => {
  test.each(FU_PARTS.map((p) => [JSON.stringify(p), p] as const))('%s', (_text, p) => {
    const cli = fuWords(p);
    expect([fuPartName(p, en), fuPartName(p, ja)]).toEqual([cli.name, cli.ja]);
    expect(fuPartName(p, zh)).toBe(jaTermToZh(cli.ja));
  });
});

describe('the limits by id', () => {
  test('Japanese as the command line writes them; English and Chinese their own', () => {
    expect(ja.limits).toEqual(LIMIT_JA);
    expect(en.limits).toEqual({
      mangan: 'Mangan',
      haneman: 'Haneman',
      baiman: 'Baiman',
      sanbaiman: 'Sanbaiman',
      'kazoe-yakuman': 'Counted yakuman',
      yakuman: 'Yakuman',
    });
    for (const [id, name] of Object.entries(ja.limits)) expect(zh.limits[id as keyof typeof zh.limits], id).toBe(jaTermToZh(name));
  });
});

const KANA = /[\u3040-\u30ff]/;
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('formatError(error, lang): every score error in every language', () => {
  test('every code has a row', () => {
    expect(new Set(ERRORS.map((e) => e.code)).size).toBe(Object.keys(SCORE_ERROR_WORDS.en).length);
  });

  test.each(ERRORS.map((e) => [JSON.stringify(e), e] as const))('%s', (_text, e) => {
    const [english, japanese, chinese] = (['en', 'ja', 'zh'] as const).map((lang) => formatError(e, lang));
    // English is the command line's sentence; the others are their own language, not English.
    expect(english).toBe(cliErrorText(e));
    expect(japanese).toMatch(CJK);
    expect(chinese).toMatch(CJK);
    expect(chinese).not.toMatch(KANA);
    expect(new Set([english, japanese, chinese]).size).toBe(3);
  });

  test('the data is in the sentence: the tile, the count, the field', () => {
    expect(formatError({ code: 'win-not-in-hand', win: 22, red: true }, 'ja')).toContain('0s');
    expect(formatError({ code: 'too-many-indicators', field: 'ura', count: 7 }, 'ja')).toBe(
      '裏ドラ表示牌が7枚あります: 表示牌は最大5枚です。',
    );
    expect(formatError({ code: 'too-many-indicators', field: 'ura', count: 7 }, 'zh')).toBe('里宝牌指示牌有7张：指示牌最多5张。');
    expect(formatError({ code: 'not-complete', tiles: 13 }, 'en')).toBe(
      'The hand has 13 tiles: a complete hand has 14 (a kan counting 3), every meld written in brackets.',
    );
  });
});
