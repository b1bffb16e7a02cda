/**
 * Narrow selectors over the store. What can be recomputed is not stored: the parse of the text
 * field, the hand the buttons edit, whether the results shown are stale. Each derived object is
 * memoised on the inputs it reads, so React sees the same object until they change (zustand and
 * useSyncExternalStore need stable snapshots).
 */
import { parseHand, parseTiles } from '../engine/notation.ts';
import type { Hand, ParseError } from '../engine/types.ts';
import type { AnalysisResult } from '../worker/protocol.ts';
import type { AppState } from './app-store.ts';
import { editableOf, type EditableHand } from './hand-edit.ts';

/** Remembers the last result for the last arguments, compared with ===. */
function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: A | null = null;
  let value: R;
  return (...args: A) => {
    if (!last || last.length !== args.length || last.some((a, i) => a !== args[i])) {
      value = fn(...args);
      last = args;
    }
    return value;
  };
}

const parseDraft = memo((text: string) => parseHand(text));
const parseUrlHand = memo((text: string) => parseHand(text));

/** The text field's error, or null when it holds a hand or nothing. */
export function selectDraftError(state: AppState): ParseError | null {
  if (state.draft.trim() === '') return null;
  const parsed = parseDraft(state.draft);
  return parsed.ok ? null : parsed.error;
}

/** The URL's hand, parsed, or null when there is none or it is invalid. */
export function selectUrlHand(state: AppState): Hand | null {
  if (!state.hand) return null;
  const parsed = parseUrlHand(state.hand);
  return parsed.ok ? parsed.value : null;
}

export interface WorkingHand {
  hand: EditableHand;
  /**
   * Where it comes from: the text field ('draft'); the text field's tiles while their count is a
   * multiple of three, a hand being built ('partial'); the URL's hand while the field has a
   * mistake ('url'); or nothing.
   */
  source: 'draft' | 'partial' | 'url' | 'none';
}

const EMPTY: EditableHand = { tiles: [], melds: [] };

const workingHand = memo((draft: string, urlHand: string): WorkingHand => {
  const parsed = parseDraft(draft);
  if (parsed.ok) return { hand: editableOf(parsed.value), source: 'draft' };
  if (parsed.error.code === 'multiple-of-three' || parsed.error.code === 'empty') {
    // Without brackets the tiles read as a plain list; parseTiles gives red fives per suit, which
    // go to the first five of the suit (only the order of equal tiles is lost).
    const list = parseTiles(draft);
    if (list.ok) {
      const redLeft = Array.from(list.value.red);
      const tiles = list.value.tiles.map((kind) => {
        const suit = kind < 27 ? Math.floor(kind / 9) : 3;
        const red = kind < 27 && kind % 9 === 4 && redLeft[suit] > 0;
        if (red) redLeft[suit]--;
        return { kind, red };
      });
      return { hand: { tiles, melds: [] }, source: tiles.length ? 'partial' : 'none' };
    }
  }
  const url = urlHand ? parseUrlHand(urlHand) : null;
  if (url?.ok) return { hand: editableOf(url.value), source: 'url' };
  return { hand: EMPTY, source: 'none' };
});

/** The hand the page shows and its buttons edit. */
export function selectWorkingHand(state: AppState): WorkingHand {
  return workingHand(state.draft, state.hand);
}

export interface ShownResult {
  result: AnalysisResult | null;
  /** The result is not about the hand in the field: greyed. */
  stale: boolean;
}

const shown = memo((result: AnalysisResult | null, hand: string, form: string, draftError: boolean): ShownResult => {
  if (!hand || !result) return { result: null, stale: false };
  return { result, stale: draftError || result.hand !== hand || result.form !== form };
});

/** The results to draw: the newest answer, greyed while it is not about the current hand. */
export function selectShown(state: AppState): ShownResult {
  return shown(state.result, state.hand, state.form, selectDraftError(state) !== null);
}

/** True while the current hand is with the engine. */
export function selectPending(state: AppState): boolean {
  if (!selectUrlHand(state)) return false;
  const { result, failure, hand, form } = state;
  const answered = (x: { hand: string; form: string } | null) => x !== null && x.hand === hand && x.form === form;
  return !answered(result) && !answered(failure);
}

/** The engine's failure message for the current hand, if any. */
export function selectFailure(state: AppState): string | null {
  const f = state.failure;
  return f && f.hand === state.hand && f.form === state.form ? f.message : null;
}
