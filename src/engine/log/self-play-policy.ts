/**
 * The seeded self-play's policy (self-play.ts): what a seat discards, calls and declares. It is simple on
 * purpose: discard the tile that leaves the lowest shanten, ties broken by the most effective tiles (counted
 * against the seat's own tiles only) and then by the generator; riichi whenever it can; after riichi discard
 * the drawn tile (no kan in riichi); call a pon, chi or open kan with probability `calls` when the call keeps
 * or lowers the shanten and leaves a yaku in view (a value honour's triplet, or all simples); a closed kan
 * half the time and an added kan always when it does not raise the shanten; with three players, every north
 * tile is set aside. Real players' habits come on by options (SelfPlayOptions' breaks, folds, dama): a shape
 * broken near tenpai, a fold against a riichi (the riichi seats' river tiles first), a tenpai kept dama; with
 * them the fourth riichi still comes as it does here, whenever a seat can. Riichi, dama and the north are the
 * play's to make (self-play-kyoku.ts); the discards, calls and kans are chosen here.
 */
import { WINDS } from '../core/tiles.ts';
import { seatWind } from '../core/seats.ts';
import type { Meld, Tile } from '../types.ts';
import {
  chance,
  isTerminalOrHonour,
  liveLeft,
  pick,
  seatShanten,
  shantenOf,
  type SelfPlayKyoku,
  type SelfPlaySeat,
} from './self-play-state.ts';

/** The chance of a closed kan the policy allows (an added kan it allows is always made: robbing it is rare enough). */
const KAN_CHANCE = 0.5;

const isSimple = (k: number): boolean => k < 27 && k % 9 !== 0 && k % 9 !== 8;

/**
 * Tiles that lower the shanten of a 3n+1 hand, counted against the seat's own copies only. Only kinds
 * near a concealed tile (the same honour, or two ranks at most in its suit) can help, and the thirteen
 * orphans when the hand is closed: the others are not tried.
 */
function effectiveCount(k: SelfPlayKyoku, seat: SelfPlaySeat, current: number): number {
  const held = new Uint8Array(seat.counts);
  for (const m of seat.engineMelds) for (const kind of m.tiles) held[kind]++;
  let n = 0;
  for (let w = 0; w < 34; w++) {
    if ((k.players === 3 && w >= 1 && w <= 7) || held[w]! >= 4) continue;
    if (!(seat.melds.length === 0 && isTerminalOrHonour(w)) && !nearHeld(seat.counts, w)) continue;
    seat.counts[w]++;
    if (shantenOf(k, seat.counts, seat.engineMelds) < current) n += 4 - held[w]!;
    seat.counts[w]--;
  }
  return n;
}

/** A concealed tile of the same kind, or within two ranks in the same suit. */
function nearHeld(counts: Uint8Array, w: number): boolean {
  if (counts[w]) return true;
  if (w >= 27) return false;
  const rank = w % 9;
  for (let d = -2; d <= 2; d++) if (d !== 0 && rank + d >= 0 && rank + d <= 8 && counts[w + d]) return true;
  return false;
}

/** The best discard of a 3n+2 hand: lowest shanten, then most effective tiles, then the generator. */
export function chooseDiscard(
  k: SelfPlayKyoku,
  seat: SelfPlaySeat,
  forbidden: readonly number[],
  drawn: Tile | null,
): { tile: Tile; shanten: number } {
  let best = Infinity;
  let kinds: number[] = [];
  for (let kind = 0; kind < 34; kind++) {
    if (seat.counts[kind] === 0 || forbidden.includes(kind)) continue;
    seat.counts[kind]--;
    const s = seatShanten(k, seat);
    seat.counts[kind]++;
    if (s < best) {
      best = s;
      kinds = [kind];
    } else if (s === best) kinds.push(kind);
  }
  if (kinds.length > 1) {
    let most = -1;
    let top: number[] = [];
    for (const kind of kinds) {
      seat.counts[kind]--;
      const n = effectiveCount(k, seat, best);
      seat.counts[kind]++;
      if (n > most) {
        most = n;
        top = [kind];
      } else if (n === most) top.push(kind);
    }
    kinds = top;
  }
  return { tile: copyToDiscard(seat, pick(k, kinds), drawn), shanten: best };
}

/** The copy of `kind` a discard gives: the drawn tile when it is of that kind (unless it is a red five and a plain copy is held), else a plain copy. */
function copyToDiscard(seat: SelfPlaySeat, kind: number, drawn: Tile | null): Tile {
  const plain = seat.hand.find((t) => t.kind === kind && !t.red);
  if (drawn && drawn.kind === kind && (!drawn.red || !plain)) return drawn;
  return plain ?? seat.hand.find((t) => t.kind === kind)!;
}

/**
 * The discard a real player might make instead of the policy's (SelfPlayOptions' habits), or null: a fold
 * against a riichi (a kind in every riichi seat's river, when the hand holds one), or a shape broken at
 * 3-shanten or closer (a kind whose discard raises the shanten). A seat decides once per riichi it meets
 * whether it folds, and only while it is not tenpai.
 */
export function habitDiscard(
  k: SelfPlayKyoku,
  s: number,
  forbidden: readonly number[],
  drawn: Tile | null,
): { tile: Tile; shanten: number } | null {
  const seat = k.seats[s]!;
  const { breaks, folds } = k.habits;
  if (breaks === 0 && folds === 0) return null;
  const best = bestShanten(k, seat.counts, seat.engineMelds, forbidden);
  const after = (kind: number): number => {
    seat.counts[kind]--;
    const sh = seatShanten(k, seat);
    seat.counts[kind]++;
    return sh;
  };
  const held = (kind: number) => seat.counts[kind]! > 0 && !forbidden.includes(kind);
  if (folds > 0) {
    const riichi = k.seats.map((o, i) => (i !== s && o.riichi !== 'none' ? i : -1)).filter((i) => i >= 0);
    for (const o of riichi) {
      if (seat.faced.includes(o)) continue;
      seat.faced.push(o);
      if (best >= 1 && chance(k, folds)) seat.folding = true;
    }
    if (seat.folding && riichi.length > 0) {
      const safe: number[] = [];
      for (let kind = 0; kind < 34; kind++) {
        if (held(kind) && riichi.every((o) => k.seats[o]!.river.some((t) => t.kind === kind))) safe.push(kind);
      }
      if (safe.length > 0) {
        const kind = pick(k, safe);
        return { tile: copyToDiscard(seat, kind, drawn), shanten: after(kind) };
      }
    }
  }
  if (breaks > 0 && best <= 3 && chance(k, breaks)) {
    const raising: number[] = [];
    for (let kind = 0; kind < 34; kind++) if (held(kind) && after(kind) > best) raising.push(kind);
    if (raising.length > 0) {
      const kind = pick(k, raising);
      return { tile: copyToDiscard(seat, kind, drawn), shanten: after(kind) };
    }
  }
  return null;
}

/** The lowest shanten a 3n+2 hand reaches by a discard not among `forbidden` (Infinity when none is allowed). */
function bestShanten(k: SelfPlayKyoku, counts: Uint8Array, melds: Meld[], forbidden: readonly number[]): number {
  let best = Infinity;
  for (let kind = 0; kind < 34; kind++) {
    if (counts[kind] === 0 || forbidden.includes(kind)) continue;
    counts[kind]--;
    best = Math.min(best, shantenOf(k, counts, melds));
    counts[kind]++;
  }
  return best;
}

/** A value honour for the seat: a dragon, the round wind or the seat wind. */
function isValueHonour(k: SelfPlayKyoku, s: number, kind: number): boolean {
  return kind >= 31 || kind === 27 + WINDS.indexOf(k.round) || kind === 27 + WINDS.indexOf(seatWind(s, k.dealer, k.players));
}

/** A yaku stays in view after a call making `meld`: a value honour's triplet, or all simples. */
function yakuInView(k: SelfPlayKyoku, s: number, meld: number[]): boolean {
  const seat = k.seats[s]!;
  const groups = [...seat.engineMelds.map((m) => m.tiles), meld];
  if (groups.some((g) => g[0] === g[1] && isValueHonour(k, s, g[0]!))) return true;
  return groups.every((g) => g.every(isSimple));
}

/** A closed or added kan the policy makes now, or null: one that does not raise the shanten (a closed kan half the time). */
export function chooseKan(k: SelfPlayKyoku, s: number): { kind: 'closed' | 'added'; tile: number } | null {
  const seat = k.seats[s]!;
  if (seat.riichi !== 'none' || k.kans.length >= 4 || liveLeft(k) <= 0) return null;
  const options: { kind: 'closed' | 'added'; tile: number }[] = [];
  for (let kind = 0; kind < 34; kind++) {
    if (seat.counts[kind] === 4) options.push({ kind: 'closed', tile: kind });
    else if (seat.counts[kind]! >= 1 && seat.melds.some((m) => m.kind === 'pon' && m.tiles[0]!.kind === kind))
      options.push({ kind: 'added', tile: kind });
  }
  if (options.length === 0) return null;
  const now = bestShanten(k, seat.counts, seat.engineMelds, []);
  for (const o of options) {
    if (!chance(k, o.kind === 'added' ? 1 : KAN_CHANCE)) continue;
    const counts = new Uint8Array(seat.counts);
    const melds = seat.engineMelds.slice();
    if (o.kind === 'closed') {
      counts[o.tile] -= 4;
      melds.push({ kind: 'ankan', tiles: [o.tile, o.tile, o.tile, o.tile], red: 0 });
    } else {
      counts[o.tile]--;
      const i = seat.melds.findIndex((m) => m.kind === 'pon' && m.tiles[0]!.kind === o.tile);
      melds[i] = { kind: 'kan', tiles: [o.tile, o.tile, o.tile, o.tile], red: 0 };
    }
    if (shantenOf(k, counts, melds) <= now) return o;
  }
  return null;
}

/** The forbidden discards after a chi of `called` with `a` and `b` (swap-calling, 喰い替え). */
function chiForbidden(called: number, a: number, b: number): number[] {
  const low = Math.min(a, b, called);
  const out = [called];
  const rank = low % 9;
  if (called === low && rank + 3 <= 8) out.push(low + 3);
  if (called === low + 2 && rank >= 1) out.push(low - 1);
  return out;
}

export interface CallChoice {
  seat: number;
  call: 'chi' | 'pon' | 'kan';
  kinds: number[];
  forbidden: number[];
}

/** The call the policy makes on `from`'s discard, or null: kan and pon first (any seat, in turn order), then chi. */
export function chooseCall(k: SelfPlayKyoku, from: number, tile: Tile): CallChoice | null {
  const kind = tile.kind;
  for (let i = 1; i < k.players; i++) {
    const s = (from + i) % k.players;
    const seat = k.seats[s]!;
    if (seat.riichi !== 'none') continue;
    const c = seat.counts[kind]!;
    if (c < 2) continue;
    const triplet = [kind, kind, kind];
    if (c >= 3 && k.kans.length < 4 && chance(k, k.calls) && yakuInView(k, s, triplet)) {
      const counts = new Uint8Array(seat.counts);
      counts[kind] -= 3;
      const melds = [...seat.engineMelds, { kind: 'kan' as const, tiles: [kind, kind, kind, kind], red: 0 }];
      if (shantenOf(k, counts, melds) <= seatShanten(k, seat)) return { seat: s, call: 'kan', kinds: [kind, kind, kind], forbidden: [] };
    }
    if (chance(k, k.calls) && yakuInView(k, s, triplet)) {
      const counts = new Uint8Array(seat.counts);
      counts[kind] -= 2;
      const melds = [...seat.engineMelds, { kind: 'pon' as const, tiles: triplet, red: 0 }];
      if (bestShanten(k, counts, melds, [kind]) <= seatShanten(k, seat))
        return { seat: s, call: 'pon', kinds: [kind, kind], forbidden: [kind] };
    }
  }
  if (k.players === 4 && kind < 27) {
    const s = (from + 1) % k.players;
    const seat = k.seats[s]!;
    if (seat.riichi !== 'none' || !chance(k, k.calls)) return null;
    const rank = kind % 9;
    const now = seatShanten(k, seat);
    let best = Infinity;
    let choices: CallChoice[] = [];
    for (const [da, db] of [
      [-2, -1],
      [-1, 1],
      [1, 2],
    ] as const) {
      if (rank + da < 0 || rank + db > 8) continue;
      const a = kind + da;
      const b = kind + db;
      if (seat.counts[a] === 0 || seat.counts[b] === 0) continue;
      const run = [a, b, kind].sort((x, y) => x - y);
      if (!yakuInView(k, s, run)) continue;
      const counts = new Uint8Array(seat.counts);
      counts[a]--;
      counts[b]--;
      const forbidden = chiForbidden(kind, a, b);
      const after = bestShanten(k, counts, [...seat.engineMelds, { kind: 'chi', tiles: run, red: 0 }], forbidden);
      if (after > now) continue;
      if (after < best) {
        best = after;
        choices = [];
      }
      if (after === best) choices.push({ seat: s, call: 'chi', kinds: [a, b], forbidden });
    }
    if (choices.length > 0) return pick(k, choices);
  }
  return null;
}
