/** The plain values of Tenhou's JSON: arrays, counts and scores. */

export const isArray = Array.isArray as (value: unknown) => value is unknown[];
/** A kyoku's index, honba, sticks or a seat: a whole number, and a small one. */
export const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6;
/** A score or a delta: whole points, below a billion either way (sums of them stay exact). */
export const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e9;

/** A list of finite numbers, `players` of them read (the rest, the empty fourth seat's, dropped). */
export function scoresOf(value: unknown, players: number): number[] | null {
  if (!isArray(value) || value.length < players || !value.every(isScore)) return null;
  return value.slice(0, players) as number[];
}
