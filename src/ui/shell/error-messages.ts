/**
 * The engine's errors in the page's languages, and the short stretch of text around a culprit. The
 * engine says what is wrong and where as data (a code and the culprit's data, no sentence:
 * src/engine/core/parse-error.ts and the practice modes' errors); here each code has one writer per
 * language, in tables keyed by the code, so the same culprit and place read alike in English, Japanese
 * and Chinese, and an error union added later is a set of further entries (a code two unions shared
 * with different data would fail to type-check here). Places count from 1 (「7文字目」, "at character 7"),
 * as a reader does (a Unicode tile is one character). The English is the CLI's (src/cli/format-error.ts;
 * a test holds the two to the same sentences) but for the ura-dora indicators, which the CLI names by
 * its option. The excerpt keeps a few characters either side of the culprit, so a pasted megabyte
 * costs a line, not a page.
 */
import { MAX_SEED } from '../../engine/light.ts';
import type {
  CallOptionsError,
  ChinitsuError,
  DrillError,
  ForeignTile,
  InvalidMeldError,
  KanOptionsError,
  ParseError,
  PositionError,
  ProbabilityError,
  RulesError,
  ScoreError,
  SeedError,
  TilePart,
} from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { SCORE_ERROR_WORDS, type ScoreErrorWords } from './score-error-messages.ts';
import { PROBABILITY_ERROR_WORDS, type ProbabilityErrorWords } from './probability-error-messages.ts';
import { WORKER_FAILURE_WORDS, type WorkerFailureWords } from './worker-failure-messages.ts';
import { CALL_ERROR_WORDS, type CallErrorWords } from './call-error-messages.ts';
import type { WorkerFailure } from '../../worker/protocol.ts';

/** A mistake in a text the page reads: a hand, a list of tiles, a position's field. */
export type InputError = ParseError | PositionError;

/** The errors of reading what the page is given: texts, the quizzes' and drill's answers, seeds, rules. */
type ReadError = InputError | ChinitsuError | DrillError | SeedError | RulesError;

/**
 * Every error the page writes: reading errors, why a hand cannot be scored, why there are no
 * probabilities, why there is no call table or kan table, why the worker gave no answer. A kan table's
 * refusals share their codes and shapes with the probabilities' (not-a-discard-hand) and the call
 * table's (invalid-turn), and are written by the same writers.
 */
export type PageError = ReadError | ScoreError | ProbabilityError | CallOptionsError | KanOptionsError | WorkerFailure;

/** One writer per code, each given the variants of its code. */
type Writers<E extends { code: string }> = { [C in E['code']]: (error: Extract<E, { code: C }>) => string };
export type ErrorWriters = Writers<PageError>;

/** A probability error's copy beyond the set (a tile) rather than a text's fifth copy (a place). */
const isCopyBeyondSet = (e: { code: 'too-many-copies' }): e is Extract<ProbabilityError, { code: 'too-many-copies' }> =>
  typeof (e as { tile?: unknown }).tile === 'object';

/**
 * One language's writers: the reading errors', the score errors' and the probability errors'. Two
 * codes are met in two unions, each with its own data, and one writer tells them apart by it:
 * `too-many-indicators` (a sixth indicator in a text, with its place; six in a situation, with their
 * count) and `too-many-copies` (a fifth copy in a text, with its place; a copy beyond the set in a
 * position given to the probabilities, with the tile).
 */
function joined(
  read: Writers<ReadError>,
  score: ScoreErrorWords,
  probability: ProbabilityErrorWords,
  call: CallErrorWords,
  worker: WorkerFailureWords,
): ErrorWriters {
  return {
    ...read,
    ...score,
    ...probability,
    ...call,
    ...worker,
    'too-many-indicators': (e) => ('count' in e ? score['too-many-indicators'](e) : read['too-many-indicators'](e)),
    'too-many-copies': (e) => (isCopyBeyondSet(e) ? probability['too-many-copies'](e) : read['too-many-copies'](e)),
  };
}

/** The place of a culprit (or of the other bracket, the fifth tile: `related`), counted from 1. */
type Placed = { part: TilePart; place: number };
const placeOf = (e: Placed & { relatedPlace?: number }, which: 'index' | 'related') => (which === 'index' ? e.place : e.relatedPlace!);

/** A seed as a message quotes it: 20 characters, `…` where cut. */
const shownSeed = (seed: string) => (seed.length > 20 ? `${seed.slice(0, 20)}…` : seed);

type MeldReason = InvalidMeldError['reason'];

// ---- English ----

const WHERE_EN: Record<TilePart, string> = {
  hand: '',
  seen: ' of the seen tiles',
  dora: ' of the dora indicators',
  nuki: '',
  ura: ' of the ura-dora indicators',
  discards: ' of the discards',
  list: '',
};

const COUNTED_EN: Record<TilePart, (n: number) => string> = {
  hand: (n) => `${n} in the hand`,
  seen: (n) => `${n} seen`,
  dora: (n) => `${n} dora indicator${n === 1 ? '' : 's'}`,
  nuki: (n) => `${n} set aside as nuki-dora`,
  ura: (n) => `${n} ura-dora indicator${n === 1 ? '' : 's'}`,
  discards: (n) => `${n} discarded`,
  list: (n) => `${n} in the list`,
};

const HOLDER_EN: Record<TilePart, string> = {
  hand: 'in the hand',
  seen: 'seen',
  dora: 'a dora indicator',
  nuki: 'set aside',
  ura: 'an ura-dora indicator',
  discards: 'discarded',
  list: 'in the list',
};

const FOREIGN_EN: Record<ForeignTile, string> = {
  flower: 'a flower tile',
  season: 'a season tile',
  joker: 'the joker tile',
  back: 'the back of a tile',
};

const MELD_REASON_EN: Record<MeldReason, string> = {
  'no-tiles': 'it has no tiles',
  'mixed-suits': 'its tiles are not all of one suit',
  'closed-not-kan': 'a meld in [ ] is a closed kan, four equal tiles',
  'four-unequal': 'four tiles make a meld only when all four are equal (a kan)',
  'honor-run': 'honors do not form runs',
  'not-a-set': 'three tiles make a meld only when equal (pon) or consecutive in one suit (chi)',
};

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const atEn = (e: Placed) => `character ${e.place}${WHERE_EN[e.part]}`;
const characterEn = (c: string) => (/^U\+[0-9A-F]{4,}$/.test(c) ? c : `"${c}"`);

const en: Writers<ReadError> = {
  'unknown-character': (e) => {
    switch (e.reason) {
      case 'no-digit':
        return `Suit letter "${e.culprit}" at ${atEn(e)} has no digit before it.`;
      case 'bracket-in-list':
        return `Bracket "${e.culprit}" at ${atEn(e)}: a list of tiles has no melds.`;
      case 'not-riichi-tile':
        return `"${e.culprit}" at ${atEn(e)} is ${FOREIGN_EN[e.tile]}, not a tile of riichi mahjong.`;
      case 'not-notation':
        return `Unknown character ${characterEn(e.culprit)} at ${atEn(e)}.`;
    }
  },
  'missing-suit': (e) =>
    e.digits === 1
      ? `Digit "${e.culprit}" at ${atEn(e)} has no suit letter (m, p, s or z) after it.`
      : `Digits "${e.culprit}" at ${atEn(e)} have no suit letter (m, p, s or z) after them.`,
  'invalid-honor': (e) => `"${e.culprit}" at ${atEn(e)}: honors are 1z-7z.`,
  'three-player-tile': (e) => `"${e.culprit}" at ${atEn(e)}: a three-player set has no 2m-8m${e.red ? ' (so no red 5m)' : ''}.`,
  'too-many-copies': (e) => {
    const parts = e.counts.map((c) => COUNTED_EN[c.part](c.copies)).join(', ');
    if (e.index === null) return `${e.copies} copies of ${e.tile} (${parts}); a kind has only four.`;
    const detail = e.seen > 0 ? ` (${parts})` : '';
    return `${e.copies === 5 ? 'Five' : e.copies} copies of ${e.tile}${detail}: the last is "${e.culprit}" at ${atEn(e)}; a kind has only four.`;
  },
  'too-many-red': (e) =>
    `A second red five "${e.culprit}" at ${atEn(e)}${e.other ? ` (the other is ${HOLDER_EN[e.other]})` : ''}; a set has one red five per suit.`,
  'too-many-tiles': (e) =>
    e.by === 'meld'
      ? `More than ${e.tiles} tiles with the meld at character ${e.place} (a meld, even a kan, counts 3).`
      : `More than ${e.tiles} tiles: the ${ordinal(e.tiles + 1)} is at ${atEn(e)}${e.melds ? ' (a meld, even a kan, counts 3)' : ''}.`,
  'multiple-of-three': (e) =>
    `The hand has ${e.tiles} tiles${e.melds ? ' (each meld counting 3)' : ''}, a multiple of three; a hand to analyze has 3n+1 or 3n+2 tiles.`,
  empty: () => 'No tiles: the hand is empty.',
  'link-without-hand': () => 'The Tenhou link holds no hand: it names none of ?q=, ?p=, ?qd=, ?pd=.',
  'invalid-meld': (e) => {
    switch (e.reason) {
      case 'fifth-tile':
        return `The meld opened at character ${e.place} has a fifth tile at character ${e.relatedPlace}; a meld has three or four tiles.`;
      case 'too-few':
        return `"${e.culprit}" at character ${e.place} is not a meld: it has ${e.tiles} tile${e.tiles === 1 ? '' : 's'}; a meld has three or four.`;
      default:
        return `"${e.culprit}" at character ${e.place} is not a meld: ${MELD_REASON_EN[e.reason]}.`;
    }
  },
  'unclosed-meld': (e) => {
    switch (e.reason) {
      case 'nested':
        return `"${e.opened}" at character ${e.relatedPlace} is not closed before "${e.culprit}" at character ${e.place}.`;
      case 'mismatched':
        return `"${e.opened}" at character ${e.relatedPlace} is closed by "${e.culprit}" at character ${e.place}.`;
      case 'unopened':
        return `"${e.culprit}" at character ${e.place} closes no bracket.`;
      case 'unclosed':
        return `"${e.culprit}" at character ${e.place} is not closed.`;
    }
  },
  'too-many-indicators': (e) => `More than ${e.tiles} dora indicators: the sixth is at ${atEn(e)}.`,
  'invalid-players': (e) => `${e.players} players: a game has 3 or 4.`,
  'invalid-nuki': (e) =>
    e.reason === 'range'
      ? `${e.nuki} north tiles set aside: a player sets aside 0 to 4.`
      : `${e.nuki} north tile${e.nuki === 1 ? '' : 's'} set aside: only a three-player game sets north tiles aside as nuki-dora.`,
  'invalid-hand': (e) => en[e.error.code](e.error as never),
  melds: () => 'A quiz hand has no melds: write its 13 tiles without brackets.',
  'tile-count': (e) => `A quiz hand has 13 tiles; this one has ${e.tiles}.`,
  'not-one-suit': (e) =>
    e.reason === 'honors'
      ? 'A quiz hand is one number suit; honors (z) are not allowed.'
      : `A quiz hand is one number suit; this one mixes ${e.suits.join(', ')}.`,
  'not-tenpai': (e) =>
    `${e.hand} is not tenpai ${e.chiitoitsu ? 'in the regular form or as seven pairs' : 'in the regular form'}, so it has no wait to find.`,
  finished: (e) =>
    `Discard ${e.index + 1}: the drill is over (${e.ending === 'agari' ? 'the hand is complete' : 'no draw is left'}); no more discards.`,
  'not-in-hand': (e) => `Discard ${e.index + 1}: ${e.tile} is not in the hand ${e.hand}.`,
  'invalid-seed': (e) => `The seed "${shownSeed(e.seed)}" is not a whole number from 0 to ${MAX_SEED}.`,
  'unknown-rule': (e) => `unknown rule '${e.name}' (known: ${e.known.join(', ')})`,
  'not-name-value': (e) => `'${e.part}' must be NAME=VALUE`,
  'invalid-double-wind-fu': (e) => `doubleWindFu=${e.value}: a double-wind pair scores 2 or 4 fu`,
  'not-boolean': (e) => `${e.name}=${e.value}: true or false`,
};

// ---- Japanese ----

const FIELD_JA: Record<TilePart, string> = {
  hand: '',
  seen: '見えた牌の',
  dora: 'ドラ表示牌の',
  nuki: '',
  ura: '裏ドラ表示牌の',
  discards: '',
  list: '',
};

const FOREIGN_JA: Record<ForeignTile, string> = { flower: '花牌', season: '花牌', joker: 'ジョーカー', back: '牌の裏' };

const MELD_REASON_JA: Record<MeldReason, string> = {
  'no-tiles': '牌がありません',
  'mixed-suits': '色が混ざっています',
  'closed-not-kan': '[ ] は暗槓 (同じ牌4枚) です',
  'four-unequal': '4枚の面子は同じ牌4枚 (槓子) だけです',
  'honor-run': '字牌は順子になりません',
  'not-a-set': '3枚の面子は同じ牌 (刻子) か、同じ色の連続した数字 (順子) です',
};

/** 「7文字目」, in the field named. */
const placeJa = (e: Placed & { relatedPlace?: number }, which: 'index' | 'related' = 'index') =>
  `${FIELD_JA[e.part]}${placeOf(e, which)}文字目`;

const ja: Writers<ReadError> = {
  'unknown-character': (e) => {
    const at = placeJa(e);
    switch (e.reason) {
      case 'no-digit':
        return `${at}の「${e.culprit}」の前に数字がありません。`;
      case 'bracket-in-list':
        return `${at}の「${e.culprit}」: 牌の並びに括弧は使えません。`;
      case 'not-riichi-tile':
        return `${at}の「${e.culprit}」は${FOREIGN_JA[e.tile]}で、リーチ麻雀の牌ではありません。`;
      case 'not-notation':
        return /^U\+[0-9A-F]{4,}$/.test(e.culprit)
          ? `${at}に使えない文字 ${e.culprit} があります。`
          : `${at}に使えない文字「${e.culprit}」があります。`;
    }
  },
  'missing-suit': (e) => `${placeJa(e)}の数字「${e.culprit}」の後に m p s z がありません。`,
  'invalid-honor': (e) => `${placeJa(e)}の「${e.culprit}」: 字牌は 1z〜7z です。`,
  'three-player-tile': (e) => `${placeJa(e)}の「${e.culprit}」: 三人麻雀に 2m〜8m はありません。`,
  'too-many-copies': (e) => {
    if (e.index === null) return '同じ牌が5枚以上あります (北の抜きドラを含む)。同じ牌は4枚までです。';
    return (
      `${e.tile}が${e.copies}枚${e.seen ? ` (うち${e.seen}枚はほかの欄)` : ''}あります: ` +
      `${e.copies}枚目は${placeJa(e)}の「${e.culprit}」。同じ牌は4枚までです。`
    );
  },
  'too-many-red': (e) => `${placeJa(e)}の「${e.culprit}」は2枚目の赤ドラです。赤ドラは各色1枚です。`,
  'too-many-tiles': (e) => {
    const meldRule = e.melds ? ' (副露は槓子も3枚と数えます)' : '';
    if (e.by === 'meld') return `${placeJa(e)}の面子「${e.culprit}」で${e.tiles}枚を超えます${meldRule}。`;
    return `牌が${e.tiles}枚を超えています: ${e.tiles + 1}枚目は${placeJa(e)}${meldRule}。`;
  },
  'multiple-of-three': (e) => `牌が${e.tiles}枚${e.melds ? ' (副露は3枚と数えます)' : ''}で、3の倍数です。3n+1枚か3n+2枚にしてください。`,
  empty: () => '牌がありません。',
  'link-without-hand': () => '天鳳のリンクに手牌がありません (?q= ?p= ?qd= ?pd= のどれもありません)。',
  'invalid-meld': (e) => {
    switch (e.reason) {
      case 'fifth-tile':
        return `${placeJa(e)}の面子に5枚目の牌があります (${placeJa(e, 'related')})。面子は3枚か4枚です。`;
      case 'too-few':
        return `${placeJa(e)}の「${e.culprit}」は面子になっていません: ${e.tiles}枚しかありません (面子は3枚か4枚)。`;
      default:
        return `${placeJa(e)}の「${e.culprit}」は面子になっていません: ${MELD_REASON_JA[e.reason]}。`;
    }
  },
  'unclosed-meld': (e) => {
    const at = placeJa(e);
    switch (e.reason) {
      case 'nested':
        return `${placeJa(e, 'related')}の括弧が閉じる前に、${at}で「${e.culprit}」が開いています。`;
      case 'mismatched':
        return `${placeJa(e, 'related')}の括弧が${at}の「${e.culprit}」で閉じられています。( は ) で、[ は ] で閉じます。`;
      case 'unopened':
        return `${at}の「${e.culprit}」に対応する開き括弧がありません。`;
      case 'unclosed':
        return `${at}の「${e.culprit}」が閉じていません。`;
    }
  },
  'too-many-indicators': (e) => `ドラ表示牌は${e.tiles}枚までです: ${e.tiles + 1}枚目は${placeJa(e)}。`,
  'invalid-nuki': () => '北の抜きドラは三人麻雀で0〜4枚です。',
  'invalid-players': () => '人数は3人か4人です。',
  'invalid-hand': (e) => ja[e.error.code](e.error as never),
  melds: () => '清一色の手牌に副露はありません。括弧を使わずに13枚を書いてください。',
  'tile-count': (e) => `清一色の手牌は13枚です。この手牌は${e.tiles}枚です。`,
  'not-one-suit': (e) =>
    e.reason === 'honors'
      ? '清一色の手牌は数牌の1色だけです。字牌 (z) は使えません。'
      : `清一色の手牌は数牌の1色だけです。この手牌は ${e.suits.join('、')} が混ざっています。`,
  'not-tenpai': (e) => `${e.hand} は${e.chiitoitsu ? '一般形でも七対子でも' : '一般形で'}聴牌していないため、当てる待ちがありません。`,
  finished: (e) => `${e.index + 1}打目: 練習は終了しています (${e.ending === 'agari' ? '和了済み' : 'ツモ切れ'})。これ以上打牌できません。`,
  'not-in-hand': (e) => `${e.index + 1}打目: ${e.tile}は手牌 ${e.hand} にありません。`,
  'invalid-seed': (e) => `シード「${shownSeed(e.seed)}」は0から${MAX_SEED}までの整数ではありません。`,
  'unknown-rule': (e) => `不明なルール「${e.name}」(使えるもの: ${e.known.join(', ')})`,
  'not-name-value': (e) => `「${e.part}」は 名前=値 の形で書きます`,
  'invalid-double-wind-fu': (e) => `doubleWindFu=${e.value}: 連風牌の雀頭は2符か4符です`,
  'not-boolean': (e) => `${e.name}=${e.value}: true か false です`,
};

// ---- Chinese (simplified) ----

const FIELD_ZH: Record<TilePart, string> = {
  hand: '',
  seen: '已见的牌的',
  dora: '宝牌指示牌的',
  nuki: '',
  ura: '里宝牌指示牌的',
  discards: '',
  list: '',
};

const FOREIGN_ZH: Record<ForeignTile, string> = { flower: '花牌', season: '花牌', joker: '百搭牌', back: '牌背' };

const MELD_REASON_ZH: Record<MeldReason, string> = {
  'no-tiles': '没有牌',
  'mixed-suits': '花色混杂',
  'closed-not-kan': '[ ] 表示暗杠（4张相同的牌）',
  'four-unequal': '4张的面子只能是4张相同的牌（杠子）',
  'honor-run': '字牌不能组成顺子',
  'not-a-set': '3张的面子是相同的牌（刻子）或同花色的连续数字（顺子）',
};

/** 「第7个字符」, in the field named. */
const placeZh = (e: Placed & { relatedPlace?: number }, which: 'index' | 'related' = 'index') =>
  `${FIELD_ZH[e.part]}第${placeOf(e, which)}个字符`;

const zh: Writers<ReadError> = {
  'unknown-character': (e) => {
    const at = placeZh(e);
    switch (e.reason) {
      case 'no-digit':
        return `${at}“${e.culprit}”前面没有数字。`;
      case 'bracket-in-list':
        return `${at}“${e.culprit}”：牌的列表中不能用括号。`;
      case 'not-riichi-tile':
        return `${at}“${e.culprit}”是${FOREIGN_ZH[e.tile]}，不是立直麻将的牌。`;
      case 'not-notation':
        return /^U\+[0-9A-F]{4,}$/.test(e.culprit) ? `${at}有不能使用的字符 ${e.culprit}。` : `${at}有不能使用的字符“${e.culprit}”。`;
    }
  },
  'missing-suit': (e) => `${placeZh(e)}的数字“${e.culprit}”后面没有 m p s z。`,
  'invalid-honor': (e) => `${placeZh(e)}“${e.culprit}”：字牌为 1z～7z。`,
  'three-player-tile': (e) => `${placeZh(e)}“${e.culprit}”：三人麻将没有 2m～8m。`,
  'too-many-copies': (e) => {
    if (e.index === null) return '同一种牌有5张以上（含拔北宝牌）。同一种牌最多4张。';
    return `${e.tile}有${e.copies}张${e.seen ? `（其中${e.seen}张在其他栏）` : ''}：第${e.copies}张是${placeZh(e)}“${e.culprit}”。同一种牌最多4张。`;
  },
  'too-many-red': (e) => `${placeZh(e)}“${e.culprit}”是第2张赤宝牌。每种花色只有1张赤宝牌。`,
  'too-many-tiles': (e) => {
    const meldRule = e.melds ? '（副露的杠子也按3张计）' : '';
    if (e.by === 'meld') return `${placeZh(e)}的面子“${e.culprit}”使牌数超过${e.tiles}张${meldRule}。`;
    return `牌数超过${e.tiles}张：第${e.tiles + 1}张在${placeZh(e)}${meldRule}。`;
  },
  'multiple-of-three': (e) => `共有${e.tiles}张牌${e.melds ? '（副露按3张计）' : ''}，是3的倍数。请改为3n+1张或3n+2张。`,
  empty: () => '没有牌。',
  'link-without-hand': () => '天凤链接中没有手牌（没有 ?q= ?p= ?qd= ?pd= 中的任何一个）。',
  'invalid-meld': (e) => {
    switch (e.reason) {
      case 'fifth-tile':
        return `${placeZh(e)}的面子中有第5张牌（${placeZh(e, 'related')}）。面子为3张或4张。`;
      case 'too-few':
        return `${placeZh(e)}“${e.culprit}”不是面子：只有${e.tiles}张（面子为3张或4张）。`;
      default:
        return `${placeZh(e)}“${e.culprit}”不是面子：${MELD_REASON_ZH[e.reason]}。`;
    }
  },
  'unclosed-meld': (e) => {
    const at = placeZh(e);
    switch (e.reason) {
      case 'nested':
        return `${placeZh(e, 'related')}的括号还没关闭，${at}又打开了“${e.culprit}”。`;
      case 'mismatched':
        return `${placeZh(e, 'related')}的括号被${at}的“${e.culprit}”关闭。( 用 ) 关闭，[ 用 ] 关闭。`;
      case 'unopened':
        return `${at}的“${e.culprit}”没有对应的左括号。`;
      case 'unclosed':
        return `${at}的“${e.culprit}”没有关闭。`;
    }
  },
  'too-many-indicators': (e) => `宝牌指示牌最多${e.tiles}张：第${e.tiles + 1}张在${placeZh(e)}。`,
  'invalid-nuki': () => '拔北宝牌只用于三人麻将，0～4张。',
  'invalid-players': () => '人数为3人或4人。',
  'invalid-hand': (e) => zh[e.error.code](e.error as never),
  melds: () => '清一色练习的手牌没有副露。请不用括号写出13张牌。',
  'tile-count': (e) => `清一色练习的手牌为13张。这手牌有${e.tiles}张。`,
  'not-one-suit': (e) =>
    e.reason === 'honors'
      ? '清一色练习的手牌只能是一种数牌。不能使用字牌（z）。'
      : `清一色练习的手牌只能是一种数牌。这手牌混有 ${e.suits.join('、')}。`,
  'not-tenpai': (e) => `${e.hand} ${e.chiitoitsu ? '按一般型和七对子都' : '按一般型'}没有听牌，没有可猜的待牌。`,
  finished: (e) => `第${e.index + 1}打：练习已结束（${e.ending === 'agari' ? '已和牌' : '没有摸牌了'}），不能再打牌。`,
  'not-in-hand': (e) => `第${e.index + 1}打：${e.tile}不在手牌 ${e.hand} 中。`,
  'invalid-seed': (e) => `种子“${shownSeed(e.seed)}”不是0到${MAX_SEED}之间的整数。`,
  'unknown-rule': (e) => `未知的规则“${e.name}”（可用：${e.known.join(', ')}）`,
  'not-name-value': (e) => `“${e.part}”应写成 名称=值`,
  'invalid-double-wind-fu': (e) => `doubleWindFu=${e.value}：连风牌雀头为2符或4符`,
  'not-boolean': (e) => `${e.name}=${e.value}：应为 true 或 false`,
};

const MESSAGES: Record<Lang, ErrorWriters> = {
  en: joined(en, SCORE_ERROR_WORDS.en, PROBABILITY_ERROR_WORDS.en, CALL_ERROR_WORDS.en, WORKER_FAILURE_WORDS.en),
  ja: joined(ja, SCORE_ERROR_WORDS.ja, PROBABILITY_ERROR_WORDS.ja, CALL_ERROR_WORDS.ja, WORKER_FAILURE_WORDS.ja),
  zh: joined(zh, SCORE_ERROR_WORDS.zh, PROBABILITY_ERROR_WORDS.zh, CALL_ERROR_WORDS.zh, WORKER_FAILURE_WORDS.zh),
};

/** The writers of one language, keyed by code. */
export function errorMessagesFor(lang: Lang): ErrorWriters {
  return MESSAGES[lang];
}

/** The error in the language chosen: what is wrong, and where. */
export function formatError(error: PageError, lang: Lang): string {
  return (MESSAGES[lang][error.code] as (e: PageError) => string)(error);
}

export interface Excerpt {
  /** Text before the culprit, '…' first when cut. */
  before: string;
  /** The culprit: one whole character (a surrogate pair stays whole). */
  culprit: string;
  after: string;
}

/** Characters kept on each side of the culprit. */
const EXCERPT_RADIUS = 12;

/** The culprit at `at` with a few characters either side, cut with '…' (the CLI's way of echoing a long line). */
export function excerptAround(text: string, at: number, radius = EXCERPT_RADIUS): Excerpt {
  const width = (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + width + radius);
  return {
    before: (start > 0 ? '…' : '') + text.slice(start, at),
    culprit: text.slice(at, at + width),
    after: text.slice(at + width, end) + (end < text.length ? '…' : ''),
  };
}
