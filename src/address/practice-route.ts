/**
 * The practice modes in the URL: `?mode=quiz` (deal a hand), `?mode=quiz&hand=1223344888999m` (a
 * shared hand), `?mode=drill&seed=12345` (a wall anyone can replay) and `&d=9m1z40p` after it (the
 * discards made on that wall, in order: the position reached), `?mode=points&seed=12345` (the points
 * quiz's question of that seed), `?mode=review` (a game log's review: the log itself never enters the
 * address, it stays on the device). Any other search string is the
 * analysis page, read by location.ts. Parameters are kept as text here; the store and the engine
 * judge whether they are valid and say so on the page.
 */
import { formatDrillDiscards, type Tile } from '../engine/light.ts';

export type Mode = 'analysis' | 'quiz' | 'drill' | 'points' | 'review';

export interface ModeRoute {
  mode: Mode;
  /** The quiz hand as written in the URL; '' when the quiz should deal one. */
  quizHand: string;
  /** The drill's or the points quiz's seed as written in the URL; '' when the mode should pick one. */
  seed: string;
  /** The drill's discards as written in the URL (`d=`, mpsz in the order played); '' = none. */
  discards: string;
}

/** The mode and its parameter from a location's search string. */
export function readModeRoute(search: string): ModeRoute {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  if (mode === 'quiz') return { mode, quizHand: params.get('hand')?.trim() ?? '', seed: '', discards: '' };
  if (mode === 'drill') {
    return { mode, quizHand: '', seed: params.get('seed')?.trim() ?? '', discards: params.get('d')?.trim() ?? '' };
  }
  if (mode === 'points') return { mode, quizHand: '', seed: params.get('seed')?.trim() ?? '', discards: '' };
  if (mode === 'review') return { mode, quizHand: '', seed: '', discards: '' };
  return { mode: 'analysis', quizHand: '', seed: '', discards: '' };
}

/** `?mode=quiz`, with `&hand=...` for a given hand. */
export function quizSearch(hand = ''): string {
  return hand ? `?mode=quiz&hand=${encodeURIComponent(hand)}` : '?mode=quiz';
}

/** `?mode=drill`, with `&seed=...` for a given wall and `&d=...` for the discards made on it. */
export function drillSearch(seed: number | null = null, discards: readonly Tile[] = []): string {
  if (seed === null) return '?mode=drill';
  // The record is digits and the letters m, p, s, z: nothing to escape.
  return discards.length ? `?mode=drill&seed=${seed}&d=${formatDrillDiscards(discards)}` : `?mode=drill&seed=${seed}`;
}

/** `?mode=points`, with `&seed=...` for a given question. */
export function pointsSearch(seed: number | null = null): string {
  return seed === null ? '?mode=points' : `?mode=points&seed=${seed}`;
}

/** `?mode=review`: the review of a game log (the log is pasted or dropped, never in the address). */
export function reviewSearch(): string {
  return '?mode=review';
}
