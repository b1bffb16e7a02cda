/**
 * The abortive draws a decision may bring under Tenhou's rules (docs/game-logs.md#abortive-draws): a fourth
 * riichi, four winds in the first go-round, a fourth kan by more than one seat; read from the kyoku in play.
 */
import type { CallTable } from '../analysis/call-options.ts';
import type { KyokuSeat } from './game-log.ts';
import type { KyokuInPlay } from './replay.ts';

/** The abortive draws a discard may bring (docs/game-logs.md#abortive-draws), as the table stands before it. */
export interface Abortive {
  /** The three other seats are in riichi: a riichi now would be the fourth (四家立直). */
  fourthRiichi: boolean;
  /** The wind whose discard now would be the fourth of one wind in an uninterrupted first go-round (四風連打), or -1. */
  fourWinds: number;
  /** Four kans by more than one seat: the kyoku ends after this discard (四槓散了). */
  fourKans: boolean;
}

/** What seat `s`'s discard in `state` would set off, under Tenhou's rules (four players only). */
export function abortiveAt(state: KyokuInPlay, s: KyokuSeat): Abortive {
  const none: Abortive = { fourthRiichi: false, fourWinds: -1, fourKans: false };
  if (state.players !== 4) return none;
  const others = state.seats.filter((_, i) => i !== s);
  const fourthRiichi = others.every((seat) => seat.riichi);
  // Four winds: no call or kan yet, the three seats before this one have made their first discard, the same wind.
  let fourWinds = -1;
  const firsts = others.map((seat) => seat.river[0]?.tile.kind);
  if (
    state.seats[s]!.river.length === 0 &&
    others.every((seat) => seat.river.length === 1) &&
    state.seats.every((seat) => seat.melds.length === 0) &&
    firsts[0]! >= 27 &&
    firsts[0]! <= 30 &&
    firsts.every((k) => k === firsts[0])
  )
    fourWinds = firsts[0]!;
  const kanSeats = state.seats.map((seat) => seat.melds.filter((m) => m.meld.kind === 'kan' || m.meld.kind === 'ankan').length);
  const kans = kanSeats.reduce((a, n) => a + n, 0);
  const fourKans = kans >= 4 && kanSeats.filter((n) => n > 0).length > 1;
  return { fourthRiichi, fourWinds, fourKans };
}

/** An open kan by seat `s` now would be the fourth kan, with another seat's among them (四槓散了 after its discard). */
export function fourthKan(state: KyokuInPlay, s: KyokuSeat): boolean {
  const kans = state.seats.map((seat) => seat.melds.filter((m) => m.meld.kind === 'kan' || m.meld.kind === 'ankan').length);
  return kans.reduce((a, n) => a + n, 0) === 3 && kans.some((n, i) => n > 0 && i !== s);
}

/** The call table with its open kan's figures the draw's: nothing won, no tenpai that counts. */
export function drawnKan(table: CallTable): CallTable {
  return {
    ...table,
    calls: table.calls.map((e) =>
      e.call === 'kan' && e.probabilities ? { ...e, probabilities: { ...e.probabilities, tenpai: 0, win: 0, ev: 0 } } : e,
    ),
  };
}
