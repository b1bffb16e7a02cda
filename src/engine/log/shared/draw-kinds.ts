/**
 * The kinds of draw a kyoku can end in (the model's, game-log.ts), each with its names in Tenhou's two
 * formats, in one table: the word a JSON result begins with, and the type of an XML RYUUKYOKU.
 */
import type { LogEnd } from '../game-log.ts';

/** A draw: the wall exhausted, an abortive draw, or nagashi mangan. */
export type DrawKind = Extract<LogEnd, { end: 'draw' }>['kind'];

/**
 * Each draw's names: `json`, the words a JSON result begins with (the first is the one written; the others
 * are what Tenhou and converters also write); `xml`, the RYUUKYOKU type (none for the wall exhausted).
 */
export const DRAW_NAMES: Readonly<Record<DrawKind, { json: readonly string[]; xml: string | null }>> = {
  exhaustive: { json: ['流局', '全員聴牌', '全員不聴'], xml: null },
  nagashi: { json: ['流し満貫'], xml: 'nm' },
  'nine-terminals': { json: ['九種九牌'], xml: 'yao9' },
  'four-winds': { json: ['四風連打'], xml: 'kaze4' },
  'four-riichi': { json: ['四家立直'], xml: 'reach4' },
  'four-kans': { json: ['四槓散了', '四開槓'], xml: 'kan4' },
  'three-ron': { json: ['三家和了', '三家和'], xml: 'ron3' },
};

const KINDS = Object.keys(DRAW_NAMES) as DrawKind[];

/** The draw each of its JSON words names. */
export const DRAW_OF_WORD: Readonly<Record<string, DrawKind>> = Object.fromEntries(
  KINDS.flatMap((kind) => DRAW_NAMES[kind].json.map((word) => [word, kind])),
);

/** The draw each RYUUKYOKU type names; no type is the wall exhausted. */
export const DRAW_OF_TYPE: Readonly<Record<string, DrawKind>> = Object.fromEntries(
  KINDS.flatMap((kind) => (DRAW_NAMES[kind].xml === null ? [] : [[DRAW_NAMES[kind].xml, kind]])),
);
