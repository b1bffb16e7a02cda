/**
 * Random real-game positions for property tests, dealt from a physical set built here (not the
 * engine's): four copies of each kind, copy 0 of each five red, no 2m-8m with three players. A
 * position takes distinct physical tiles for its concealed tiles, its pons, its seen tiles and its
 * indicators, so it is always a position a table can show, and `rest` is exactly what it leaves.
 */
import fc from 'fast-check';
import type { Hand, Meld, Position, Table, Tile } from '../../src/engine/types.ts';

const FIVES = [4, 13, 22];
const suitOf = (kind: number) => (kind < 27 ? Math.floor(kind / 9) : 3);

/** The set, built independently of the engine. */
export function physicalSet(players: 3 | 4 = 4): Tile[] {
  const set: Tile[] = [];
  for (let kind = 0; kind < 34; kind++) {
    if (players === 3 && kind >= 1 && kind <= 7) continue;
    for (let copy = 0; copy < 4; copy++) set.push({ kind, red: copy === 0 && FIVES.includes(kind) });
  }
  return set;
}

/** A tile as a key: `5p`, `0p` for the red five. */
export const keyOf = (t: Tile) => `${t.red ? 0 : t.kind < 27 ? (t.kind % 9) + 1 : t.kind - 26}${'mpsz'[suitOf(t.kind)]}`;

/** Tiles as sorted keys: two lists are the same multiset when these are equal. */
export const multiset = (tiles: readonly Tile[]) => tiles.map(keyOf).sort();

/** The hand of these concealed tiles (in this order) and melds, built independently of the engine. */
export function handFrom(tiles: readonly Tile[], melds: Meld[] = []): Hand {
  const counts = new Uint8Array(34);
  const red = new Uint8Array(3);
  for (const t of tiles) {
    counts[t.kind]++;
    if (t.red) red[suitOf(t.kind)]++;
  }
  return { tiles: counts, red, melds, order: tiles.map((t) => t.kind), orderRed: tiles.map((t) => t.red) };
}

/** A table of these seen tiles and indicators. */
export function tableFrom(players: 3 | 4, seen: readonly Tile[], indicators: readonly Tile[]): Table {
  const counts = new Uint8Array(34);
  const seenRed = new Uint8Array(3);
  for (const t of seen) {
    counts[t.kind]++;
    if (t.red) seenRed[suitOf(t.kind)]++;
  }
  return {
    players,
    seen: counts,
    seenRed,
    indicators: indicators.map((t) => t.kind),
    indicatorsRed: indicators.map((t) => t.red),
    nuki: 0,
  };
}

export interface DealtPosition {
  position: Position;
  /** Every physical tile of the set the position does not show. */
  rest: Tile[];
  /** The position's physical tiles: concealed, then melds, seen and indicators. */
  shown: Tile[];
}

/** Pons taken from the front of `pool` where it holds three of a kind; the tiles used are removed from `pool`. */
function ponsFrom(pool: Tile[], wanted: number): { melds: Meld[]; tiles: Tile[] } {
  const melds: Meld[] = [];
  const tiles: Tile[] = [];
  for (let i = 0; i < pool.length && melds.length < wanted; i++) {
    const same = pool.filter((t) => t.kind === pool[i].kind).slice(0, 3);
    if (same.length < 3) continue;
    for (const t of same) pool.splice(pool.indexOf(t), 1);
    melds.push({ kind: 'pon', tiles: same.map((t) => t.kind), red: same.filter((t) => t.red).length });
    tiles.push(...same);
    i = -1;
  }
  return { melds, tiles };
}

/**
 * Positions of 0-14 hand tiles (with up to `maxPons` pons), up to `maxSeen` seen tiles and up to five
 * indicators, for three or four players.
 */
export function positions(options: { maxSeen?: number; maxPons?: number; players?: 3 | 4 } = {}): fc.Arbitrary<DealtPosition> {
  const players = options.players ? fc.constant(options.players) : fc.constantFrom<3 | 4>(3, 4);
  return players.chain((n) => {
    const set = physicalSet(n);
    return fc
      .record({
        order: fc.shuffledSubarray(set, { minLength: set.length, maxLength: set.length }),
        pons: fc.nat(options.maxPons ?? 2),
        concealed: fc.nat(14),
        seen: fc.nat(options.maxSeen ?? 30),
        dora: fc.nat(5),
      })
      .map(({ order, pons, concealed, seen, dora }) => {
        const pool = [...order];
        const meldPart = ponsFrom(pool, pons);
        const handTiles = pool.splice(0, Math.max(0, Math.min(concealed, 14 - 3 * meldPart.melds.length)));
        const seenTiles = pool.splice(0, seen);
        const indicators = pool.splice(0, dora);
        return {
          position: { hand: handFrom(handTiles, meldPart.melds), table: tableFrom(n, seenTiles, indicators) },
          rest: pool,
          shown: [...handTiles, ...meldPart.tiles, ...seenTiles, ...indicators],
        };
      });
  });
}
