/**
 * `pairi --score`: a complete hand's value, as a readable block or one JSON object per hand. The score
 * is the engine's score(); this module only writes it, tiles as mpsz codes and the chosen decomposition
 * by the engine's own formatter, the one way the project writes decompositions.
 */
import { DEFAULT_ROUND, DEFAULT_SEAT, formatDecomposition, formatHand, tileCode } from '../engine/index.ts';
import type { FuPart, Hand, NoYaku, Payments, Score, ScoreError, ScoreYaku, Situation } from '../engine/index.ts';
import { formatError } from './format-error.ts';
import { fuWords, LIMIT_JA, noYakuText, yakuWords } from './score-words.ts';

/** One yaku or dora entry: han null and `yakuman` the multiple for a yakuman. */
export interface JsonYaku {
  name: string;
  ja: string;
  han: number | null;
  yakuman?: number;
}

export interface JsonScore {
  yaku: JsonYaku[];
  han: number | null;
  fu: number | null;
  fuParts: { name: string; ja: string; fu: number; tiles?: string[] }[];
  yakuman: number;
  /** The limit in Japanese: 満貫, 跳満, 倍満, 三倍満, 数え役満, 役満; null below mangan. */
  limit: string | null;
  points: number;
  /** `{ron}`, a non-dealer's tsumo `{dealer, nonDealer}`, the dealer's tsumo `{nonDealer}`. */
  payments: { ron?: number; dealer?: number; nonDealer?: number };
  total: number;
  /** The wait the winning tile completed: ryanmen, kanchan, penchan, shanpon, tanki, kokushi, kokushi13. */
  wait: Score['wait'];
  /** The decomposition that scored highest. */
  decomposition: string;
  dealer: boolean;
}

/** The object printed for a hand: `score` null with a `reason` when it has no yaku; `error` (its code and an English sentence) when it cannot be scored. */
export interface JsonScoreHand {
  input: string;
  hand?: string;
  score?: JsonScore | null;
  reason?: string;
  error?: { code: ScoreError['code']; message: string };
}

const codes = (kinds: readonly number[]) => kinds.map((k) => tileCode(k));

function jsonYaku(y: ScoreYaku): JsonYaku {
  return { ...yakuWords(y), ...(y.kind === 'yakuman' ? { han: null, yakuman: y.multiple } : { han: y.han }) };
}

function jsonScore(s: Score): JsonScore {
  const value =
    s.limit === 'yakuman'
      ? { han: null, fu: null, fuParts: [], yakuman: s.yakuman }
      : {
          han: s.han,
          fu: s.fu,
          fuParts: s.fuParts.map((p: FuPart) => ({ ...fuWords(p), fu: p.fu, ...('tiles' in p ? { tiles: codes(p.tiles) } : {}) })),
          yakuman: 0,
        };
  return {
    yaku: s.yaku.map(jsonYaku),
    ...value,
    limit: s.limit ? LIMIT_JA[s.limit] : null,
    points: s.points,
    payments: jsonPayments(s.payments),
    total: s.total,
    wait: s.wait,
    decomposition: formatDecomposition(s.decomposition),
    dealer: s.dealer,
  };
}

/** The payments as the JSON has always written them: the figures alone, their kind told by which are there. */
function jsonPayments(p: Payments): JsonScore['payments'] {
  if (p.kind === 'ron') return { ron: p.ron };
  if (p.kind === 'tsumo') return { dealer: p.dealer, nonDealer: p.nonDealer };
  return { nonDealer: p.nonDealer };
}

/** One line of --score --json for a hand scored (or found to have no yaku). */
export function formatScoreJson(input: string, hand: Hand, result: Score | NoYaku): string {
  const out: JsonScoreHand =
    result.kind === 'win'
      ? { input, hand: formatHand(hand), score: jsonScore(result) }
      : { input, hand: formatHand(hand), score: null, reason: noYakuText(result.reason) };
  return JSON.stringify(out);
}

/** One line of --score --json for a hand that cannot be scored. */
export function formatScoreJsonError(input: string, error: ScoreError): string {
  return JSON.stringify({ input, error: { code: error.code, message: formatError(error) } } satisfies JsonScoreHand);
}

const n = (x: number) => x.toLocaleString('en-US');
const WAIT_NAMES: Record<Score['wait'], string> = {
  ryanmen: '両面 two-sided',
  kanchan: '嵌張 closed',
  penchan: '辺張 edge',
  shanpon: '双碰 shanpon',
  tanki: '単騎 single',
  kokushi: '国士 single',
  kokushi13: '国士十三面 13-sided',
};

/** Who pays what, honba included: "ron 8,000", "2,000 / 3,900", "2,600 all". */
export function paymentText(s: Pick<Score, 'payments'>): string {
  const p = s.payments;
  if (p.kind === 'ron') return `ron ${n(p.ron)}`;
  if (p.kind === 'tsumo') return `tsumo ${n(p.nonDealer)} / ${n(p.dealer)} (non-dealers / dealer)`;
  return `tsumo ${n(p.nonDealer)} all`;
}

/** The readable block of a scored hand: the win, the yaku and han, the fu parts, the points and who pays. */
export function formatScoreBlock(hand: Hand, situation: Situation, result: Score | NoYaku): string {
  const lines = [formatHand(hand)];
  const win = `${situation.by === 'ron' ? 'Ron' : 'Tsumo'} ${tileCode(situation.win, situation.winRed)}`;
  // The winds the engine counted: those given, else its defaults.
  const [round, seat] = [situation.round ?? DEFAULT_ROUND, situation.seat ?? DEFAULT_SEAT];
  lines.push(`${win}, round ${round}, seat ${seat}${seat === 'E' ? ' (dealer)' : ''}`);
  if (result.kind === 'no-yaku') {
    lines.push(noYakuText(result.reason));
    return lines.join('\n');
  }
  const named = result.yaku.map((y) => ({
    ...yakuWords(y),
    value: y.kind === 'yakuman' ? (y.multiple === 2 ? 'double yakuman' : 'yakuman') : `${y.han} han`,
  }));
  const width = Math.max(...named.map((y) => y.ja.length + y.name.length + 1));
  for (const y of named) lines.push(`  ${`${y.ja} ${y.name}`.padEnd(width + 2)}${y.value}`);
  if (result.limit !== 'yakuman') {
    const parts = result.fuParts.map((p) => `${fuWords(p).ja}${'tiles' in p ? ` ${formatTilesShort(p.tiles)}` : ''} ${p.fu}`);
    const raw = result.fuParts.reduce((sum, p) => sum + p.fu, 0);
    lines.push(`Fu: ${parts.join(' + ')} = ${raw}${raw !== result.fu ? `, rounded up to ${result.fu}` : ''}`);
    lines.push(`${result.han} han ${result.fu} fu${result.limit ? ` ${LIMIT_JA[result.limit]}` : ''}: ${n(result.points)}`);
  } else {
    lines.push(`${result.yakuman === 1 ? '' : `${result.yakuman}x `}役満 yakuman: ${n(result.points)}`);
  }
  lines.push(`Paid: ${paymentText(result)}; the winner receives ${n(result.total)}${extras(situation)}`);
  lines.push(`Read as ${formatDecomposition(result.decomposition)}, won on a ${WAIT_NAMES[result.wait]} wait`);
  return lines.join('\n');
}

function extras(s: Situation): string {
  const parts = [];
  if (s.honba) parts.push(`${s.honba} honba`);
  if (s.sticks) parts.push(`${s.sticks} riichi stick${s.sticks === 1 ? '' : 's'}`);
  return parts.length ? ` (with ${parts.join(' and ')})` : '';
}

function formatTilesShort(kinds: readonly number[]): string {
  return `${kinds.map((k) => tileCode(k)[0]).join('')}${tileCode(kinds[0]!)[1]}`;
}
