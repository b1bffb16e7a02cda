/**
 * Tile kinds and their names.
 *
 * A tile kind is an index 0..33 (docs/rules.md#tiles): 0-8 = 1m..9m, 9-17 = 1p..9p, 18-26 = 1s..9s,
 * 27-33 = 1z..7z (East, South, West, North, White, Green, Red). A hand is 34 counts, never a list
 * of tile objects; a red five is a display attribute kept beside the counts.
 */

/** The winds as letters, in seat order (East is the dealer) and in the order the rounds are played; a wind's kind is 27 + its index. */
export const WINDS = ['E', 'S', 'W', 'N'] as const;

/** Number of tile kinds. */
export const KINDS = 34;

/** Suit letters in index order; 'z' = honors. */
export const SUITS = ['m', 'p', 's', 'z'] as const;
export type Suit = (typeof SUITS)[number];

/** Suit index (0 m, 1 p, 2 s, 3 z) of a tile kind. */
export function suitOf(kind: number): number {
  return kind < 27 ? (kind / 9) | 0 : 3;
}

/** Rank 1..9 (1..7 for honors) of a tile kind. */
export function rankOf(kind: number): number {
  return kind < 27 ? (kind % 9) + 1 : kind - 26;
}

/** Kind index of rank (1-based) in suit (0 m, 1 p, 2 s, 3 z). */
export function kindOf(suit: number, rank: number): number {
  return suit * 9 + rank - 1;
}

/** True for 1 and 9 of a number suit and for every honor. */
export function isTerminalOrHonor(kind: number): boolean {
  return kind >= 27 || kind % 9 === 0 || kind % 9 === 8;
}

/** The 13 kinds of kokushi musou. */
export const TERMINALS_AND_HONORS: readonly number[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** The five of each number suit: the kinds that have a red copy. */
export const FIVES: readonly number[] = [4, 13, 22];

/** mpsz code of one tile: "5p", or "0p" for a red five. */
export function tileCode(kind: number, red = false): string {
  return `${red ? 0 : rankOf(kind)}${SUITS[suitOf(kind)]}`;
}

/** The kind of one tile's mpsz code, as tileCode writes it ("5p"; "0p", the red five, is kind 5p too). */
export function kindOfCode(code: string): number {
  const digit = Number(code[0]);
  return kindOf((SUITS as readonly string[]).indexOf(code[1]!), digit === 0 ? 5 : digit);
}

const HONOR_NAMES = ['East', 'South', 'West', 'North', 'White', 'Green', 'Red'];
const SUIT_NAMES = ['man', 'pin', 'sou'];
const HONOR_NAMES_JA = ['東', '南', '西', '北', '白', '發', '中'];
const NUMERALS_JA = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SUIT_NAMES_JA = ['萬', '筒', '索'];

/** English name of a tile: "5 pin", "red 5 man", "East". */
export function tileName(kind: number, red = false): string {
  if (kind >= 27) return HONOR_NAMES[kind - 27]!;
  return `${red ? 'red ' : ''}${rankOf(kind)} ${SUIT_NAMES[suitOf(kind)]}`;
}

/** Japanese name of a tile: "五筒", "赤五萬", "東". */
export function tileNameJa(kind: number, red = false): string {
  if (kind >= 27) return HONOR_NAMES_JA[kind - 27]!;
  return `${red ? '赤' : ''}${NUMERALS_JA[rankOf(kind) - 1]}${SUIT_NAMES_JA[suitOf(kind)]}`;
}

/**
 * Tiles written compactly, grouped by suit: [0,1,2,13] -> "123m5p". Kinds are sorted first.
 */
export function formatKinds(kinds: readonly number[]): string {
  const sorted = [...kinds].sort((a, b) => a - b);
  let out = '';
  for (let s = 0; s < 4; s++) {
    const ranks = sorted.filter((k) => suitOf(k) === s).map(rankOf);
    if (ranks.length) out += ranks.join('') + SUITS[s];
  }
  return out;
}

/** Tiles written in full, one code per tile, in the order given: [0,1,2] -> "1m2m3m". */
export function formatKindsLong(kinds: readonly number[]): string {
  return kinds.map((k) => tileCode(k)).join('');
}
