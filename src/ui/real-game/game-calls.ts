/**
 * The calls the page offers for the last discard, and your kans on your turn: only moves the game can
 * make. Another seat's hand is hidden, so it may call with any copies nobody has shown (a pon needs two
 * left, an open kan three, a chi the two other tiles of its run); you call with the tiles of your hand.
 * A chi takes the discard of the player on the caller's left only, and three players make no chi; a seat
 * in riichi calls nothing (its hand is closed and its wait fixed). A
 * call shows plain copies where it can and a red five only when no plain one is left (for you: when
 * your hand holds no plain one), so a red five stays in the hand that has it.
 */
import { copiesOf, FIVES, nextSeat, seatsOf, suitOf, tilesOf } from '../../engine/light.ts';
import type { GameState, Hand, Seat, Tile, TilesLeft } from '../../engine/light.ts';

export interface CallOption {
  seat: Seat;
  call: 'chi' | 'pon' | 'kan';
  /** The tiles the caller shows from its hand. */
  tiles: Tile[];
}

/** `n` copies of `kind` from `pool` (plain first); null when there are fewer. */
function copies(kind: number, n: number, plain: number, red: number): Tile[] | null {
  if (plain + red < n) return null;
  const out: Tile[] = [];
  for (let i = 0; i < n; i++) out.push({ kind, red: i >= plain });
  return out;
}

/** Plain and red copies of `kind` in your concealed tiles. */
function held(hand: Hand, kind: number): [number, number] {
  const tiles = tilesOf(hand).filter((t) => t.kind === kind);
  const red = tiles.filter((t) => t.red).length;
  return [tiles.length - red, red];
}

/** Plain and red copies of `kind` nobody has shown. */
function unseen(left: TilesLeft, kind: number): [number, number] {
  if (!FIVES.includes(kind)) return [left.left[kind], 0];
  const red = copiesOf(left, { kind, red: true });
  return [copiesOf(left, { kind, red: false }), red];
}

/** Every call the last discard allows, by seat in the order of play after the discarder. */
export function callOptions(game: GameState, hand: Hand, left: TilesLeft): CallOption[] {
  const last = game.last;
  if (!last) return [];
  const kind = game.seats[last.seat].river[last.index].kind;
  const { players } = game;
  const order = seatsOf(players);
  const options: CallOption[] = [];
  for (let i = 1; i < order.length; i++) {
    const seat = order[(order.indexOf(last.seat) + i) % order.length];
    if (game.seats[seat].riichi !== null) continue;
    const pool = (k: number) => (seat === 0 ? held(hand, k) : unseen(left, k));
    if (players === 4 && seat === nextSeat(last.seat, players) && kind < 27) {
      const rank = kind % 9;
      for (const [a, b] of [
        [-2, -1],
        [-1, 1],
        [1, 2],
      ]) {
        if (rank + a < 0 || rank + b > 8) continue;
        const ka = kind + a;
        const kb = kind + b;
        if (suitOf(ka) !== suitOf(kind) || suitOf(kb) !== suitOf(kind)) continue;
        const ta = copies(ka, 1, ...pool(ka));
        const tb = copies(kb, 1, ...pool(kb));
        if (ta && tb) options.push({ seat, call: 'chi', tiles: [...ta, ...tb] });
      }
    }
    const pon = copies(kind, 2, ...pool(kind));
    if (pon) options.push({ seat, call: 'pon', tiles: pon });
    const kan = copies(kind, 3, ...pool(kind));
    if (kan) options.push({ seat, call: 'kan', tiles: kan });
  }
  return options;
}

/**
 * Your kans on your turn: four concealed copies of a kind, or the fourth of a pon of yours. In riichi only
 * the closed kan of the tile just drawn (the hand's last) can be one; whether it keeps the waits, as
 * Tenhou's rule asks, is the engine's to say (the kan table keeps only those).
 */
export function yourKans(hand: Hand, riichi = false): Tile[] {
  const kans: Tile[] = [];
  if (riichi) {
    const drawn = hand.order[hand.order.length - 1];
    if (drawn === undefined || hand.tiles[drawn] !== 4) return kans;
    const [, red] = held(hand, drawn);
    return [{ kind: drawn, red: red > 0 }];
  }
  for (let kind = 0; kind < 34; kind++) {
    const [plain, red] = held(hand, kind);
    if (plain + red === 4) kans.push({ kind, red: red > 0 });
    else if (plain + red >= 1 && hand.melds.some((m) => m.kind === 'pon' && m.tiles[0] === kind)) kans.push({ kind, red: plain === 0 });
  }
  return kans;
}
