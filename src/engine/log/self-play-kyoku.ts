/**
 * A self-played kyoku played out (self-play.ts): turn by turn, the draw (from the wall, or a replacement
 * tile after a kan or a north set aside), what the seat does with its 3n+2 hand before discarding (tsumo,
 * nine terminals, a kan, a north), the discard and its riichi, the rons on it, the abortive draws it may
 * make, and the call another seat makes of it. Each move is written to the state's moves as it is made.
 */
import { NORTH } from '../core/position.ts';
import type { Tile } from '../types.ts';
import type { KyokuSeat } from './game-log.ts';
import { chooseCall, chooseDiscard, chooseKan, habitDiscard } from './self-play-policy.ts';
import { drawEnd, exhaustiveEnd, ronEnd, rons, scoreOf, situationOf, tsumoEnd } from './self-play-ends.ts';
import {
  addTile,
  chance,
  emitPending,
  interrupt,
  isClosed,
  isTerminalOrHonour,
  liveLeft,
  removeTile,
  replacementDraw,
  seatShanten,
  setMelds,
  takeTile,
  waitsOf,
  type KyokuResult,
  type SelfPlayKyoku,
} from './self-play-state.ts';

/** Plays a kyoku out: its moves go to `k.moves`. */
export function playKyoku(k: SelfPlayKyoku): KyokuResult {
  const { players } = k;
  let s = k.dealer;
  /** What the seat does first: draw from the wall, draw a replacement tile, or discard after a chi or pon. */
  let mode: 'draw' | 'replacement' | 'discard' = 'draw';
  let forbidden: number[] = [];
  for (;;) {
    const seat = k.seats[s]!;
    let drawn: Tile | null = null;
    // The draw, and what the seat does with a 3n+2 hand before discarding: tsumo, nine terminals, kan, north.
    while (mode !== 'discard') {
      const replacement = mode === 'replacement';
      const first = !replacement && seat.discards === 0 && k.uninterrupted;
      drawn = replacement ? replacementDraw(k) : k.wall[k.next++]!;
      k.moves.push({ move: 'draw', seat: s as KyokuSeat, tile: drawn, replacement });
      addTile(seat, drawn);
      if (seatShanten(k, seat) === -1) {
        const extra = { last: !replacement && liveLeft(k) === 0, rinshan: replacement, firstDraw: first };
        const sc = scoreOf(k, s, seat.counts, seat.red, situationOf(k, s, drawn, 'tsumo', extra, true));
        if (sc) return tsumoEnd(k, s, sc);
      }
      if (first) {
        let kinds = 0;
        for (let kind = 0; kind < 34; kind++) if (seat.counts[kind] && isTerminalOrHonour(kind)) kinds++;
        if (kinds === 9 || kinds === 10) return drawEnd(k, 'nine-terminals');
      }
      const kan = chooseKan(k, s);
      if (kan) {
        const robbed = declareKan(k, s, kan);
        if (robbed) return robbed;
        mode = 'replacement';
        continue;
      }
      const north = seat.riichi === 'none' ? seat.hand.find((t) => t.kind === NORTH) : drawn.kind === NORTH ? drawn : undefined;
      if (players === 3 && north && liveLeft(k) > 0) {
        removeTile(seat, north);
        seat.north++;
        k.moves.push({ move: 'north', seat: s as KyokuSeat, tile: north });
        mode = 'replacement';
        continue;
      }
      break;
    }
    // The discard.
    let tile: Tile;
    let declare = false;
    let after: number;
    if (seat.riichi !== 'none') {
      tile = drawn!;
      after = 0;
    } else {
      const choice = habitDiscard(k, s, forbidden, drawn) ?? chooseDiscard(k, seat, forbidden, drawn);
      tile = choice.tile;
      after = choice.shanten;
      declare = after === 0 && isClosed(seat) && k.scores[s]! >= 1000 && liveLeft(k) >= players && !chance(k, k.habits.dama);
    }
    removeTile(seat, tile);
    if (seat.riichi !== 'none') seat.ippatsu = false;
    seat.river.push(tile);
    seat.passed = false;
    seat.discards++;
    k.discardCount++;
    if (k.uninterrupted && seat.discards === 1) k.firstDiscards.push(tile.kind);
    k.moves.push({ move: 'discard', seat: s as KyokuSeat, tile, tsumogiri: tile === drawn, riichi: declare });
    emitPending(k);
    if (seat.riichi === 'none') seat.waits = after === 0 ? waitsOf(k, seat) : [];
    const last = liveLeft(k) === 0;
    const winners = rons(k, s, tile, { last });
    if (winners.length === 3) return drawEnd(k, 'three-ron');
    if (winners.length > 0) return ronEnd(k, s, winners);
    if (declare) {
      seat.riichi = seat.discards === 1 && k.uninterrupted ? 'double' : 'riichi';
      seat.ippatsu = true;
      k.scores[s]! -= 1000;
      k.riichiPaid[s]!++;
      k.sticks++;
      if (players === 4 && k.seats.every((o) => o.riichi !== 'none')) return drawEnd(k, 'four-riichi');
    }
    if (players === 4 && k.uninterrupted && k.discardCount === 4) {
      const w = k.firstDiscards[0]!;
      if (w >= 27 && w <= 30 && k.firstDiscards.every((d) => d === w)) return drawEnd(k, 'four-winds');
    }
    if (k.kans.length === 4 && new Set(k.kans).size > 1) return drawEnd(k, 'four-kans');
    if (last) return exhaustiveEnd(k);
    const call = chooseCall(k, s, tile);
    if (call) {
      const caller = k.seats[call.seat]!;
      const shown = call.kinds.map((kind) => takeTile(caller, kind, false));
      caller.melds.push({ kind: call.call, tiles: [...shown, tile] });
      setMelds(caller);
      k.moves.push({ move: 'call', seat: call.seat as KyokuSeat, call: call.call, tiles: shown, called: tile, from: s as KyokuSeat });
      interrupt(k);
      if (call.call === 'kan') {
        k.kans.push(call.seat);
        k.pending++;
      }
      s = call.seat;
      mode = call.call === 'kan' ? 'replacement' : 'discard';
      forbidden = call.forbidden;
      continue;
    }
    s = (s + 1) % players;
    mode = 'draw';
    forbidden = [];
  }
}

/** Declares a closed or added kan; an added kan may be robbed (chankan), which ends the kyoku. */
function declareKan(k: SelfPlayKyoku, s: number, kan: { kind: 'closed' | 'added'; tile: number }): KyokuResult | null {
  const seat = k.seats[s]!;
  if (kan.kind === 'closed') {
    const tiles = [0, 1, 2, 3].map(() => takeTile(seat, kan.tile, null));
    seat.melds.push({ kind: 'ankan', tiles: tiles.slice() });
    setMelds(seat);
    k.moves.push({ move: 'closed-kan', seat: s as KyokuSeat, tiles });
    emitPending(k);
    k.pending = 1;
    emitPending(k);
  } else {
    const tile = takeTile(seat, kan.tile, null);
    k.moves.push({ move: 'added-kan', seat: s as KyokuSeat, tile });
    emitPending(k);
    const winners = rons(k, s, tile, { chankan: true });
    if (winners.length === 3) return drawEnd(k, 'three-ron');
    if (winners.length > 0) return ronEnd(k, s, winners);
    const meld = seat.melds.find((m) => m.kind === 'pon' && m.tiles[0]!.kind === kan.tile)!;
    meld.kind = 'kan';
    meld.tiles.push(tile);
    setMelds(seat);
    k.pending = 1;
  }
  interrupt(k);
  k.kans.push(s);
  return null;
}
