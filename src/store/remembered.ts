/**
 * A choice of the player's remembered in the browser's storage (the language, the theme, the table's
 * density, the rules): read and written here, where a storage that is missing, disabled (privacy
 * modes) or full only means the choice is not remembered, never an error. What a stored text means is
 * each choice's own to read.
 */

export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

/** The text stored under `key`, or null (none, or a storage that refuses). */
export function recalled(storage: ChoiceStorage, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; a storage that refuses only means it is not remembered. */
export function remember(storage: ChoiceStorage, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies.
  }
}
