/**
 * How dense the discard table is: 'comfortable' (the default: tiles large enough to read and press,
 * each with its copies left) or 'compact' (one line per discard with small tiles, as dense as Tenhou's
 * list), the player's choice, remembered in the browser's storage like the language. A storage that is
 * missing or refuses only means the choice is not remembered.
 */

import { recalled, remember, type ChoiceStorage } from './remembered.ts';

export type TableDensity = 'comfortable' | 'compact';

export interface DensityActions {
  setDensity(density: TableDensity): void;
}

type DensityStorage = ChoiceStorage;

export const DENSITY_KEY = 'pairi.table';

/** The saved choice, else the readable default. */
export function initialDensity(storage: DensityStorage): TableDensity {
  return recalled(storage, DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable';
}

/** The density's action: switch, and remember the choice. */
export function createDensitySlice(ctx: { setDensity(density: TableDensity): void; storage: DensityStorage }): {
  actions: DensityActions;
} {
  return {
    actions: {
      setDensity(density) {
        remember(ctx.storage, DENSITY_KEY, density);
        ctx.setDensity(density);
      },
    },
  };
}
