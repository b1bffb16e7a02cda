/**
 * Where keyboard focus goes once the next discard table is drawn. A draw from the 3n+1 view asks for
 * the first row of the table that will replace it; the table takes the wish when it draws its rows.
 * The wish is held by the results view, which contains both (one wish per results panel), and passed
 * down by context: asking draws nothing, so it is a plain box rather than React state.
 */
import { createContext, useContext } from 'react';

/** A place in the discard tables: [table, row, column]. */
export type Place = [number, number, number];

export interface FocusIntent {
  /** Asks the next discard table drawn to take focus at its first row (if the focus was lost on the way). */
  focusFirstRowWhenShown(): void;
  /** The place asked for, if any; taking it clears it. */
  take(): Place | null;
}

/** A new, empty wish box. */
export function createFocusIntent(): FocusIntent {
  let wanted: Place | null = null;
  return {
    focusFirstRowWhenShown: () => {
      wanted = [0, 0, 0];
    },
    take: () => {
      const place = wanted;
      wanted = null;
      return place;
    },
  };
}

/** The results view's wish box; null outside one (a table drawn alone has nobody to ask it). */
export const FocusIntentContext = createContext<FocusIntent | null>(null);

/** The wish box of the results view around the caller, or null. */
export function useFocusIntent(): FocusIntent | null {
  return useContext(FocusIntentContext);
}
