/**
 * What a seat sees of the table outside its own hand: every river's tiles not called (a called tile lies
 * in its caller's meld and is counted once, there), the other seats' melds and north tiles set aside, and
 * the dora indicators showing. The seat's own melds are its hand's and its own north tiles its nuki-dora.
 * Both models of a game read it here, each through a small view of its state (`TableTiles`): the game at
 * the table (game/game.ts, the tiles the page counts as seen) and a game log's review (log/review.ts, the
 * position of each decision).
 *
 * Algorithm: one pass over the seats in their own numbering, each seat's river, then its melds, then its
 * north tiles. The list keeps that order: the table writes it as text after the Seen field's tiles and
 * takes an offered tile out from its end, so the same game must always give the same text.
 */
import { NORTH } from './position.ts';
import { countTiles, isRedFive } from './tile-set.ts';
import { FIVES } from './tiles.ts';
import type { Meld, Table, Tile } from '../types.ts';

/** A seat's tiles on the table: its river (a tile called from it marked taken), its melds, its north tiles set aside. */
export interface SeatTiles {
  river: readonly { tile: Tile; taken: boolean }[];
  melds: readonly Meld[];
  north: number;
}

/** The table's tiles, the seats by their number in the model that holds them (an absent seat holds nothing). */
export interface TableTiles {
  players: 3 | 4;
  seats: readonly SeatTiles[];
  indicators: readonly Tile[];
}

/** A meld's tiles, its red fives (`meld.red`) the first of its fives. */
export function meldTiles(meld: Meld): Tile[] {
  let red = meld.red;
  return meld.tiles.map((kind) => {
    const isRed = red > 0 && FIVES.includes(kind);
    if (isRed) red--;
    return { kind, red: isRed };
  });
}

/** Every tile `seat` sees outside its hand but the indicators, each once, seat by seat: river tiles not taken, then the other seats' melds and north tiles. */
export function seenTiles(table: TableTiles, seat: number): Tile[] {
  const tiles: Tile[] = [];
  table.seats.forEach((s, i) => {
    for (const r of s.river) if (!r.taken) tiles.push({ kind: r.tile.kind, red: r.tile.red });
    if (i === seat) return;
    for (const meld of s.melds) tiles.push(...meldTiles(meld));
    for (let n = 0; n < s.north; n++) tiles.push({ kind: NORTH, red: false });
  });
  return tiles;
}

/** The table `seat` faces: the tiles it sees (seenTiles) as seen counts, the indicators showing, its own north tiles as nuki-dora. */
export function visibleTo(table: TableTiles, seat: number): Table {
  const { counts, red } = countTiles(seenTiles(table, seat));
  return {
    players: table.players,
    seen: counts,
    seenRed: red,
    indicators: table.indicators.map((t) => t.kind),
    indicatorsRed: table.indicators.map(isRedFive),
    nuki: table.seats[seat]?.north ?? 0,
  };
}
