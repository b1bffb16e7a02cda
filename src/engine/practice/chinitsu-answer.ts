/**
 * A full-flush quiz question as data, how an answer is judged, and why a shared text is no quiz hand: the
 * main thread needs, apart from the table of hands and the dealing (chinitsu.ts).
 */
import { concealedCount } from '../core/hand.ts';
import { parseHand } from '../core/notation.ts';
import { SUITS, suitOf } from '../core/tiles.ts';
import type { Group, Hand, ParseError, Result } from '../types.ts';

/** The suit a quiz hand is dealt in, as the page and the URL name it: manzu, pinzu, souzu, or any. */
export type QuizSuit = 'm' | 'p' | 's' | 'random';

/** The suit index (0 m, 1 p, 2 s) of a quiz suit, or 'random'. */
export function quizSuitIndex(suit: QuizSuit): number | 'random' {
  return suit === 'random' ? 'random' : 'mps'.indexOf(suit);
}

/** One way the hand waits, as groups plus the waiting part, and its text `(123m)(44m)(888m)(999m)[23m]`. */
export interface ChinitsuShape {
  form: 'regular' | 'chiitoitsu';
  groups: Group[];
  waiting: number[];
  text: string;
}

export interface ChinitsuWait {
  tile: number;
  /** False when all four copies are in the hand: it completes the shape but cannot be drawn. */
  live: boolean;
  /** Every distinct shape completing on this tile, none listed twice. */
  shapes: ChinitsuShape[];
}

/** A quiz hand with everything needed to judge and explain the answer. */
export interface ChinitsuQuestion {
  /** Canonical notation: `1112345678999m`. */
  hand: string;
  /** 0 m, 1 p, 2 s. */
  suit: number;
  /** The 13 tiles, kind indices ascending. */
  tiles: number[];
  /** Whether seven pairs counts as a form. */
  chiitoitsu: boolean;
  /** Every kind that completes the hand, live or not, ascending. */
  waits: ChinitsuWait[];
  /** The live waits, ascending: the set the player must select. */
  answer: number[];
}

export interface ChinitsuJudgement {
  correct: boolean;
  /** Live waits not selected, ascending. */
  missed: number[];
  /** Selected tiles that are not live waits, ascending. */
  extra: number[];
}

/** Judges a selection of waits: right exactly when it is the set of live waits. */
export function judgeChinitsuAnswer(question: Pick<ChinitsuQuestion, 'answer'>, selected: Iterable<number>): ChinitsuJudgement {
  const chosen = new Set(selected);
  const answer = new Set(question.answer);
  const missed = question.answer.filter((k) => !chosen.has(k));
  const extra = [...chosen].filter((k) => !answer.has(k)).sort((a, b) => a - b);
  return { correct: missed.length === 0 && extra.length === 0, missed, extra };
}

/** Why a text is no quiz hand: 13 tiles of one number suit, tenpai in the form asked. */
export type ChinitsuError =
  /** The text does not read as a hand. */
  | { code: 'invalid-hand'; error: ParseError }
  /** The hand has melds. */
  | { code: 'melds' }
  /** The hand has `tiles` tiles, not 13. */
  | { code: 'tile-count'; tiles: number }
  /** Honors among the tiles. */
  | { code: 'not-one-suit'; reason: 'honors' }
  /** Tiles of several number suits: their letters, in the order m, p, s. */
  | { code: 'not-one-suit'; reason: 'mixed-suits'; suits: string[] }
  /** No wait: the hand (canonical, red fives as fives) and whether seven pairs counted. */
  | { code: 'not-tenpai'; hand: string; chiitoitsu: boolean };

export type ChinitsuErrorCode = ChinitsuError['code'];

/**
 * Why a hand is no quiz hand before its waits are looked at (melds, not 13 tiles, not of one number
 * suit); null when it may be one. chinitsuQuestion then asks whether it is tenpai.
 */
export function quizHandError(hand: Hand): ChinitsuError | null {
  if (hand.melds.length) return { code: 'melds' };
  const n = concealedCount(hand);
  if (n !== 13) return { code: 'tile-count', tiles: n };
  const suits = new Set<number>();
  for (let k = 0; k < 34; k++) if (hand.tiles[k]) suits.add(suitOf(k));
  if (suits.has(3)) return { code: 'not-one-suit', reason: 'honors' };
  if (suits.size > 1) return { code: 'not-one-suit', reason: 'mixed-suits', suits: [...suits].sort().map((s) => SUITS[s]!) };
  return null;
}

/**
 * A shared quiz hand's text (the address's `hand=`) read where it is typed, on the page's thread: the
 * hand, or why the text is no quiz hand before its waits are looked at (quizHandError).
 */
export function readQuizHand(text: string): Result<Hand, ChinitsuError> {
  const parsed = parseHand(text);
  if (!parsed.ok) return { ok: false, error: { code: 'invalid-hand', error: parsed.error } };
  const error = quizHandError(parsed.value);
  return error ? { ok: false, error } : parsed;
}
