/**
 * The two memories every part of the selectors keeps: the last result for the last arguments (a
 * derived object stays the same object until what it reads changes, as zustand and
 * useSyncExternalStore need), and a value per key for the keys used last (the readings of texts).
 */

/** Remembers the last result for the last arguments, compared with ===. */
export function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
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

/**
 * The value kept for `key`, made on first use. Only the `size` keys used last are kept: enough for
 * a position, the one before it and the texts typed in between (Back finds them still read), while
 * a long session keeps no more than that.
 */
export function kept<K, V>(cache: Map<K, V>, size: number, key: K, make: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key); // most recently used last: the first key is the one to forget
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  cache.set(key, value);
  if (cache.size > size) cache.delete(cache.keys().next().value as K);
  return value;
}

/** How many texts (tables, hands) each reader keeps. */
export const KEEP = 32;
