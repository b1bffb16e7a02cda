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
 *
 * The rivers pasted for a position entered in the middle of a hand (`river0`...`river3`) are read here
 * too (readRivers), so the game's replay takes values and the notation is read in this one module.
 */
import { parseHand, parseTiles } from '../core/notation.ts';
import { tileCode } from '../core/tiles.ts';
import type { Meld, Result, Tile } from '../types.ts';
import { seatsOf, type GameError, type TableTap, type PastedRiver, type Seat } from './game.ts';

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
export function formatMoves(moves: readonly TableTap[]): string {
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
export function parseMoves(text: string): Result<TableTap[], GameError> {
  const moves: TableTap[] = [];
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

/**
 * A river as pasted: its discards in order (as many as a hand has, a list of tiles with no limit of
 * fourteen), then its melds in brackets, read as a hand's melds are.
 */
function readRiver(text: string, players: 3 | 4): Result<{ discards: Tile[]; melds: Meld[] }, { index: number | null; culprit: string }> {
  const bracket = text.search(/[([]/);
  const list = bracket < 0 ? text : text.slice(0, bracket);
  const tiles = parseTiles(list, { players, maxTiles: 200 });
  if (!tiles.ok) {
    const e = tiles.error;
    return { ok: false, error: { index: 'index' in e ? e.index : null, culprit: 'culprit' in e ? String(e.culprit) : list.slice(0, 24) } };
  }
  const discards = tiles.value.tiles.map((kind, i) => ({ kind, red: tiles.value.tilesRed[i] ?? false }));
  if (bracket < 0) return { ok: true, value: { discards, melds: [] } };
  const melds = parseHand(text.slice(bracket), { players, partial: true });
  if (!melds.ok || melds.value.order.length > 0) {
    const e = melds.ok ? null : melds.error;
    return {
      ok: false,
      error: {
        index: e && 'index' in e && e.index !== null ? bracket + e.index : bracket,
        culprit: e && 'culprit' in e ? String(e.culprit) : text.slice(bracket, bracket + 24),
      },
    };
  }
  return { ok: true, value: { discards, melds: melds.value.melds } };
}

/**
 * Each seat's river as pasted (mpsz: its discards, then its melds in brackets; '' for none), read: the
 * rivers the game's replay takes, or the first river that does not read, with its seat and the place in
 * its text (a river for a seat the game has not, seat 2 with three players, has no place).
 */
export function readRivers(texts: readonly string[], players: 3 | 4): Result<PastedRiver[], GameError> {
  const rivers: PastedRiver[] = [];
  for (const seat of [0, 1, 2, 3] as Seat[]) {
    const text = texts[seat] ?? '';
    if (text.trim() === '') {
      rivers.push({ discards: [], melds: [] });
      continue;
    }
    if (!seatsOf(players).includes(seat))
      return { ok: false, error: { code: 'invalid-river', seat, index: null, culprit: text.slice(0, 24) } };
    const read = readRiver(text, players);
    if (!read.ok) return { ok: false, error: { code: 'invalid-river', seat, index: read.error.index, culprit: read.error.culprit } };
    rivers.push(read.value);
  }
  return { ok: true, value: rivers };
}
