/**
 * A game log as text, for the address (`moves=`): one token per move, letters and digits only so a URL
 * keeps it as it is. A tile is mpsz's digit and suit (`5m`, `0p` a red five); a move that is not the
 * cursor's tap starts with a letter and names its seat (0 you, 1 right, 2 across, 3 left):
 *
 *   5m        the tap the cursor waits for (a discard, your draw, a new indicator)
 *   t5m       the cursor's seat's discard of the tile it just drew (tsumogiri), as a log tells it
 *   d5m       your discard; dt5m your tsumogiri
 *   r1        riichi by the right player
 *   p2 5m5m   pon by the player across of the last discard, showing 5m 5m (written without the space)
 *   k3 1z1z1z open kan; c1 3m4m chi (from the left of the caller only)
 *   a1 7z     a kan on the seat's own turn (added to its pon of the kind, else closed)
 *   n1        a north set aside (three players); g2 the cursor moved to a seat by hand
 *
 * The reader is strict (the text is the page's own writing): the first token it cannot read is the
 * error, with its place. formatMoves(parseMoves(s)) is s for every text parseMoves reads.
 */
import { tileCode } from '../core/tiles.ts';
import type { Result, Tile } from '../types.ts';
import type { GameError, GameMove, Seat } from './game.ts';

const SUITS = 'mpsz';

function tileAt(text: string, i: number): Tile | null {
  const d = text[i];
  const s = text[i + 1];
  if (d === undefined || s === undefined || d < '0' || d > '9') return null;
  const suit = SUITS.indexOf(s);
  if (suit < 0) return null;
  const rank = d === '0' ? 5 : Number(d);
  if (rank === 0 || (suit === 3 && (rank > 7 || d === '0'))) return null;
  return { kind: suit * 9 + rank - 1, red: d === '0' };
}

function seatAt(text: string, i: number): Seat | null {
  const c = text[i];
  return c === '0' || c === '1' || c === '2' || c === '3' ? (Number(c) as Seat) : null;
}

const code = (t: Tile) => tileCode(t.kind, t.red);

/** Writes a game log. */
export function formatMoves(moves: readonly GameMove[]): string {
  return moves
    .map((m) => {
      switch (m.move) {
        case 'tile':
          return `${m.tsumogiri ? 't' : ''}${code(m.tile)}`;
        case 'discard':
          return `d${m.tsumogiri ? 't' : ''}${code(m.tile)}`;
        case 'riichi':
          return `r${m.seat}`;
        case 'call':
          return `${m.call === 'chi' ? 'c' : m.call === 'pon' ? 'p' : 'k'}${m.seat}${m.tiles.map(code).join('')}`;
        case 'self-kan':
          return `a${m.seat}${code(m.tile)}`;
        case 'nuki':
          return `n${m.seat}`;
        case 'cursor':
          return `g${m.seat}`;
      }
    })
    .join('');
}

/** Reads a game log written by formatMoves; the first token it cannot read is the error, with its index. */
export function parseMoves(text: string): Result<GameMove[], GameError> {
  const moves: GameMove[] = [];
  let i = 0;
  const bad = (at: number) => ({
    ok: false as const,
    error: { code: 'invalid-move' as const, index: at, culprit: text.slice(at, at + 8) },
  });
  while (i < text.length) {
    const c = text[i];
    const tile = tileAt(text, i);
    if (tile) {
      moves.push({ move: 'tile', tile });
      i += 2;
      continue;
    }
    if (c === 't') {
      const t = tileAt(text, i + 1);
      if (!t) return bad(i);
      moves.push({ move: 'tile', tile: t, tsumogiri: true });
      i += 3;
      continue;
    }
    if (c === 'd') {
      const drawn = text[i + 1] === 't';
      const t = tileAt(text, i + (drawn ? 2 : 1));
      if (!t) return bad(i);
      moves.push(drawn ? { move: 'discard', tile: t, tsumogiri: true } : { move: 'discard', tile: t });
      i += drawn ? 4 : 3;
      continue;
    }
    const seat = seatAt(text, i + 1);
    if (seat === null) return bad(i);
    if (c === 'r' || c === 'n' || c === 'g') {
      moves.push(c === 'r' ? { move: 'riichi', seat } : c === 'n' ? { move: 'nuki', seat } : { move: 'cursor', seat });
      i += 2;
      continue;
    }
    if (c === 'a') {
      const t = tileAt(text, i + 2);
      if (!t) return bad(i);
      moves.push({ move: 'self-kan', seat, tile: t });
      i += 4;
      continue;
    }
    if (c === 'c' || c === 'p' || c === 'k') {
      const n = c === 'k' ? 3 : 2;
      const tiles: Tile[] = [];
      for (let j = 0; j < n; j++) {
        const t = tileAt(text, i + 2 + 2 * j);
        if (!t) return bad(i);
        tiles.push(t);
      }
      moves.push({ move: 'call', seat, call: c === 'c' ? 'chi' : c === 'p' ? 'pon' : 'kan', tiles });
      i += 2 + 2 * n;
      continue;
    }
    return bad(i);
  }
  return { ok: true, value: moves };
}
